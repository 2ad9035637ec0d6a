/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A phone proposes, the laptop's match decides (docs/seats.md, "Entering moves"). A proposal
 * names its seat's entry and the number of entries it was made on; it is checked on a copy of
 * the game in the phone's language, then applied with ts_match_apply() as the laptop's own
 * keys apply theirs. Each answer is kept under the proposal's id, so that a retry after a
 * lost connection gets the same answer and records nothing twice. */
#include "ts-i18n.h"

#include "ts-engine-error.h"
#include "ts-seat-server-private.h"

/* A proposal's id: 8 to 64 letters, digits, '-' or '_' (the page sends 32 hex digits). */
static gboolean
valid_id (const char *id)
{
  gsize length = id != NULL ? strlen (id) : 0;

  if (length < 8 || length > 64)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (id[i]) && id[i] != '-' && id[i] != '_')
      return FALSE;
  return TRUE;
}

const char *
_ts_seat_member_string (JsonObject *object,
                        const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node) : NULL;
}

gint64
_ts_seat_member_int (JsonObject *object,
                     const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_INT64
             ? json_node_get_int (node) : -1;
}

static void
answer_clear (TsSeatAnswer *answer)
{
  g_free (answer->text);
  g_free (answer->reason);
  g_free (answer->clause);
}

static char *
answer_text (const TsSeatAnswer *answer)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "result");
  json_builder_set_member_name (b, "id");
  if (answer->id != NULL)
    json_builder_add_string_value (b, answer->id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, answer->ok);
  if (answer->ok)
    {
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, answer->text);
      json_builder_set_member_name (b, "undone");
      json_builder_add_boolean_value (b, answer->undone);
      json_builder_set_member_name (b, "kept");
      json_builder_add_boolean_value (b, answer->kept);
    }
  else
    {
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, answer->reason);
      json_builder_set_member_name (b, "clause");
      if (answer->clause != NULL)
        json_builder_add_string_value (b, answer->clause);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "stale");
      json_builder_add_boolean_value (b, answer->stale);
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_to_string (root, FALSE);
}

gboolean
_ts_seat_answer_refuse (TsSeatAnswer *answer,
                        const char   *reason)
{
  answer->reason = g_strdup (reason);
  return FALSE;
}

static gboolean
refuse (TsSeatAnswer *answer,
        const char   *reason)
{
  return _ts_seat_answer_refuse (answer, reason);
}

/* What every message must pass, in the phone's language: the phones may enter now, and the
 * message was made on the game as it is. */
gboolean
_ts_seat_server_check_table (TsSeatServer *self,
                             JsonObject   *message,
                             int           seat,
                             TsSeatAnswer *answer)
{
  gint64 at = _ts_seat_member_int (message, "at");

  TsSeatAccess access = _ts_seat_server_access (self);

  if (access != TS_SEAT_ACCESS_PLAY)
    return refuse (answer, ts_seat_access_reason (access));
  if (ts_match_get_finished (self->match))
    /* Translators: on a player's phone, a move sent after the game ended */
    return refuse (answer, _("The game is over: nothing more can be entered."));
  if (ts_match_get_n_held (self->match) > 0)
    /* Translators: on a player's phone; the laptop is mending a record with entries that
     * the rules refused */
    return refuse (answer, _("The scorekeeper is mending the record: wait until the laptop "
                             "is done."));
  if (at != (gint64) ts_match_get_n_entries (self->match)
      && !(seat >= 0 && at >= 0 && at < (gint64) ts_match_get_n_entries (self->match)
           && _ts_seat_server_still_ahead (self, seat, at)))
    {
      answer->stale = TRUE;
      /* Translators: on a player's phone: another entry was made before this move arrived */
      return refuse (answer, _("The game moved on before this arrived: nothing was "
                               "recorded."));
    }
  return TRUE;
}

/* The seat's own last entry, from 1, while it may take it back (nothing came after it, the
 * laptop did not undo it), else 0. */
guint
_ts_seat_server_own_last (TsSeatServer *self,
                          guint         seat)
{
  TsSeat *s = &self->seats[seat];
  TsMatchChange change;

  if (s->own_change == 0 || !ts_match_peek_change (self->match, FALSE, &change)
      || change.id != s->own_change || change.kind != TS_MATCH_CHANGE_ADD
      || change.index + 1 != ts_match_get_n_entries (self->match))
    return 0;
  return s->own_last;
}

/* A proposal checked on a copy of the game: the entry to apply, or NULL and why not. */
static TsEntry *
check_proposal (TsSeatServer *self,
                guint         seat,
                JsonObject   *message,
                TsSeatAnswer *answer)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  JsonNode *node = json_object_get_member (message, "entry");
  g_autoptr(TsEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  gpointer copy, ahead;
  gboolean legal;

  if (!_ts_seat_server_check_table (self, message, seat, answer))
    return NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    /* Translators: on a player's phone, a message that named no entry */
    return refuse (answer, _("This proposal names no entry: nothing was recorded.")), NULL;
  if (ts_seat_entry_player (node) != (int) seat)
    /* Translators: on a player's phone: it sent an entry of another player, or one the
     * table enters (dice, tiles drawn) */
    return refuse (answer, _("A phone enters only its own seat’s moves: this entry is "
                             "another player’s or the table’s.")), NULL;
  entry = ts_match_parse_entry (self->match, node, &error);
  if (entry == NULL)
    return refuse (answer, error->message), NULL;
  /* Before its turn, where the rules let it: checked on the game as the seat's turn finds it. */
  ahead = _ts_seat_server_ahead_copy (self, seat);
  copy = module->state_copy (ahead != NULL ? ahead : ts_match_get_state (self->match));
  legal = module->apply (copy, ts_entry_get_data (entry), &error);
  module->state_free (copy);
  if (!legal)
    {
      if (ahead != NULL)
        module->state_free (ahead);
      answer->clause = g_strdup (ts_engine_error_get_clause (error));
      return refuse (answer, error->message), NULL;
    }
  answer->text = module->describe_entry (ahead != NULL ? ahead : ts_match_get_state (self->match),
                                         ts_entry_get_data (entry));
  if (ahead != NULL)
    {
      /* Translators: on a player's phone, a move chosen before the player's turn; %s is the
       * move ("Bruno recruits 2 soldiers.") */
      char *kept = g_strdup_printf (_("%s It is recorded when your turn comes."), answer->text);

      g_free (answer->text);
      answer->text = kept;
      answer->kept = TRUE;
      module->state_free (ahead);
    }
  return g_steal_pointer (&entry);
}

static void
propose (TsSeatServer *self,
         TsSeatPhone  *phone,
         JsonObject   *message,
         TsSeatAnswer *answer)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  TsSeat *seat = &self->seats[phone->seat];
  TsCatalog *before = ts_catalog_use (_ts_seat_server_catalog (self, phone->language));
  g_autoptr(TsEntry) entry = check_proposal (self, phone->seat, message, answer);
  g_autofree char *said = NULL;
  g_autoptr(GError) error = NULL;
  TsMatchChange change;

  /* The match is changed in the laptop's language: its page updates as the match does. */
  ts_catalog_use (before);
  if (entry == NULL)
    return;
  if (answer->kept)
    {
      gpointer ahead = _ts_seat_server_ahead_copy (self, phone->seat);
      g_autofree char *move = module->describe_entry (ahead, ts_entry_get_data (entry));

      module->state_free (ahead);
      answer->ok = TRUE;
      _ts_seat_server_keep_ahead (self, phone->seat, entry);
      /* Translators: the laptop's toast and serve's line for a move a phone chose before its
       * player's turn; %s is the move */
      said = g_strdup_printf (_("%s (chosen ahead: recorded in turn order)"), move);
      _ts_seat_server_emit_part (self, phone->seat, said);
      return;
    }
  said = module->describe_entry (ts_match_get_state (self->match), ts_entry_get_data (entry));
  if (!ts_match_apply (self->match, entry, &error))
    {
      g_clear_pointer (&answer->text, g_free);
      refuse (answer, error->message);
      return;
    }
  answer->ok = TRUE;
  if (ts_match_peek_change (self->match, FALSE, &change))
    {
      seat->own_change = change.id;
      seat->own_last = change.index + 1;
    }
  _ts_seat_server_emit_proposed (self, phone->seat, said);
}

/* The seat's move chosen ahead, described on the game as its turn finds it. */
static char *
ahead_text (TsSeatServer *self,
            guint         seat)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gpointer ahead = _ts_seat_server_ahead_copy (self, seat);
  g_autoptr(TsEntry) entry = ts_match_parse_entry (self->match, self->seats[seat].ahead, NULL);
  char *text = ahead != NULL && entry != NULL
               ? module->describe_entry (ahead, ts_entry_get_data (entry)) : g_strdup ("?");

  if (ahead != NULL)
    module->state_free (ahead);
  return text;
}

/* Take back a move chosen ahead: it is forgotten before it was recorded. */
static void
take_back_ahead (TsSeatServer *self,
                 TsSeatPhone  *phone,
                 TsCatalog    *laptop,
                 TsSeatAnswer *answer)
{
  g_autofree char *said = NULL;
  g_autofree char *move = NULL;

  answer->text = ahead_text (self, phone->seat);
  ts_catalog_use (laptop);
  move = ahead_text (self, phone->seat);
  said = g_strdup_printf (_("Taken back: %s"), move);
  _ts_seat_server_cancel_ahead (self, phone->seat);
  answer->ok = TRUE;
  answer->undone = TRUE;
  _ts_seat_server_emit_part (self, phone->seat, said);
}

static void
take_back (TsSeatServer *self,
           TsSeatPhone  *phone,
           JsonObject   *message,
           TsSeatAnswer *answer)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  TsSeat *seat = &self->seats[phone->seat];
  TsCatalog *before = ts_catalog_use (_ts_seat_server_catalog (self, phone->language));
  gboolean table = _ts_seat_server_check_table (self, message, -1, answer);
  guint own = table ? _ts_seat_server_own_last (self, phone->seat) : 0;
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  gpointer earlier = NULL;

  if (table && seat->ahead != NULL)
    {
      take_back_ahead (self, phone, before, answer);
      return;
    }
  if (own == 0 && answer->reason == NULL)
    /* Translators: on a player's phone, asking to take back an entry */
    refuse (answer, _("Only this seat’s own last entry can be taken back, while nothing came "
                      "after it."));
  if (own > 0)
    {
      TsEntry *entry = ts_match_get_entry (self->match, own - 1);

      earlier = ts_match_dup_state_before (self->match, own - 1);
      answer->text = module->describe_entry (earlier, ts_entry_get_data (entry));
    }
  ts_catalog_use (before);
  if (earlier != NULL)
    {
      said = module->describe_entry (earlier, ts_entry_get_data (ts_match_get_entry (
                                                  self->match, own - 1)));
      module->state_free (earlier);
    }
  if (own == 0)
    return;
  if (!ts_match_undo_redo_change (self->match, seat->own_change, FALSE, &error))
    {
      g_clear_pointer (&answer->text, g_free);
      refuse (answer, error->message);
      return;
    }
  seat->own_change = 0;
  seat->own_last = 0;
  answer->ok = TRUE;
  answer->undone = TRUE;
  {
    /* Translators: the laptop's toast when a phone took back its own entry; %s is the entry
     * described ("Ana passes.") */
    g_autofree char *undone = g_strdup_printf (_("Taken back: %s"), said);

    _ts_seat_server_emit_proposed (self, phone->seat, undone);
  }
}

static void
keep (TsSeat     *seat,
      const char *id,
      char       *text)
{
  g_hash_table_replace (seat->answers, g_strdup (id), text);
  g_queue_push_tail (&seat->answer_ids, g_strdup (id));
  while (g_queue_get_length (&seat->answer_ids) > TS_SEAT_ANSWERS_KEPT)
    {
      g_autofree char *oldest = g_queue_pop_head (&seat->answer_ids);

      g_hash_table_remove (seat->answers, oldest);
    }
}

void
_ts_seat_clear_answers (TsSeat *seat)
{
  g_queue_clear_full (&seat->answer_ids, g_free);
  if (seat->answers != NULL)
    g_hash_table_remove_all (seat->answers);
}

void
_ts_seat_server_take (TsSeatServer *self,
                      TsSeatPhone  *phone,
                      JsonObject   *message)
{
  const char *type = _ts_seat_member_string (message, "type");
  const char *id = _ts_seat_member_string (message, "id");
  TsSeat *seat = &self->seats[phone->seat];
  TsSeatAnswer answer = { .id = valid_id (id) ? id : NULL };
  const char *kept;
  char *text;

  if (answer.id == NULL)
    {
      TsCatalog *before = ts_catalog_use (_ts_seat_server_catalog (self, phone->language));

      ts_seat_guard_refuse (self->guard, phone->address, "a proposal without a valid id");
      /* Translators: on a player's phone, a message the page should never send */
      refuse (&answer, _("This message has no valid id: nothing was recorded."));
      ts_catalog_use (before);
      text = answer_text (&answer);
      soup_websocket_connection_send_text (phone->conn, text);
      g_free (text);
      answer_clear (&answer);
      return;
    }
  /* A retry, or the same message twice: the same answer, nothing recorded again. */
  kept = g_hash_table_lookup (seat->answers, id);
  if (kept != NULL)
    {
      soup_websocket_connection_send_text (phone->conn, kept);
      return;
    }
  if (g_strcmp0 (type, "undo") == 0)
    take_back (self, phone, message, &answer);
  else if (g_strcmp0 (type, "part") == 0)
    _ts_seat_server_enter_part (self, phone, message, &answer);
  else
    propose (self, phone, message, &answer);
  text = answer_text (&answer);
  keep (seat, id, text);
  if (soup_websocket_connection_get_state (phone->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    {
      soup_websocket_connection_send_text (phone->conn, text);
      /* A stale proposal's phone sees the game as it is now at once. */
      if (answer.stale)
        soup_websocket_connection_send_text (
            phone->conn, _ts_seat_server_state_text (self, phone->seat, phone->language));
    }
  answer_clear (&answer);
}
