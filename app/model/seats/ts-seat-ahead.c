/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choosing before one's turn (docs/seats.md, "Choosing ahead"): where the rules take a step in
 * turn order but no player's choice changes what the next may choose (TsGameModule.
 * ahead_state), each phone lists its seat's choices at once and a tap keeps the entry; when
 * the seat's turn comes the server records it, in the rules' order, as the match records any
 * entry. A kept entry the rules refuse then, or whose turn passed without it, is dropped and
 * the phone says why. */
#include "ts-i18n.h"

#include "ts-seat-server-private.h"

gpointer
_ts_seat_server_ahead_copy (TsSeatServer *self,
                            guint         seat)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gconstpointer state = ts_match_get_state (self->match);
  int now;

  if (module->ahead_state == NULL || _ts_seat_server_access (self) != TS_SEAT_ACCESS_PLAY
      || ts_match_get_finished (self->match) || ts_match_get_n_held (self->match) > 0)
    return NULL;
  now = module->pending_player (state);
  if (now < 0 || now == (int) seat)
    return NULL;
  return module->ahead_state (state, seat);
}

/* @seat chooses in @state: its turn, or ahead of it. */
static gboolean
may_choose (const TsGameModule *module,
            gconstpointer       state,
            guint               seat)
{
  int now = module->pending_player (state);
  gpointer copy;

  if (now == (int) seat)
    return TRUE;
  if (now < 0 || (copy = module->ahead_state (state, seat)) == NULL)
    return FALSE;
  module->state_free (copy);
  return TRUE;
}

/* The same season, round or phase (TsGameModule.progress). */
static gboolean
same_progress (const TsGameModule *module,
               gconstpointer       a,
               gconstpointer       b)
{
  g_autoptr(JsonObject) pa = module->progress != NULL ? module->progress (a) : NULL;
  g_autoptr(JsonObject) pb = module->progress != NULL ? module->progress (b) : NULL;
  g_autoptr(JsonNode) na = NULL, nb = NULL;

  if (pa == NULL || pb == NULL)
    return pa == pb;
  na = json_node_init_object (json_node_alloc (), pa);
  nb = json_node_init_object (json_node_alloc (), pb);
  return json_node_equal (na, nb);
}

gboolean
_ts_seat_server_still_ahead (TsSeatServer *self,
                             guint         seat,
                             guint         at)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gpointer then;
  gboolean same;

  /* Only where the game lets players choose ahead: there, what came between did not change
   * what this seat may choose (TsGameModule.ahead_state); the rules check the move again. */
  if (module->ahead_state == NULL || ts_match_get_finished (self->match)
      || !may_choose (module, ts_match_get_state (self->match), seat))
    return FALSE;
  then = ts_match_dup_state_before (self->match, at);
  same = then != NULL && may_choose (module, then, seat)
         && module->pending_player (then) != (int) seat
         && same_progress (module, then, ts_match_get_state (self->match));
  /* The same step: no entry of this seat's came between. */
  for (guint i = at; same && i < ts_match_get_n_entries (self->match); i++)
    {
      g_autoptr(JsonNode) json = ts_entry_to_json (ts_match_get_entry (self->match, i));

      same = ts_seat_entry_player (json) != (int) seat;
    }
  if (then != NULL)
    module->state_free (then);
  return same;
}

void
_ts_seat_clear_ahead (TsSeat *seat)
{
  g_clear_pointer (&seat->ahead, json_node_unref);
  g_clear_pointer (&seat->ahead_note, g_free);
}

void
_ts_seat_server_keep_ahead (TsSeatServer *self,
                            guint         seat,
                            TsEntry      *entry)
{
  TsSeat *s = &self->seats[seat];

  _ts_seat_clear_ahead (s);
  s->ahead = ts_entry_to_json (entry);
  _ts_seat_server_changed (self);
}

gboolean
_ts_seat_server_cancel_ahead (TsSeatServer *self,
                              guint         seat)
{
  TsSeat *s = &self->seats[seat];

  if (s->ahead == NULL)
    return FALSE;
  _ts_seat_clear_ahead (s);
  _ts_seat_server_changed (self);
  return TRUE;
}

/* The seat's kept entry is no longer to be: dropped, and its phone told @why. */
static void
drop (TsSeatServer *self,
      TsSeat       *seat,
      char         *why)
{
  g_clear_pointer (&seat->ahead, json_node_unref);
  g_free (seat->ahead_note);
  seat->ahead_note = why;
}

/* Records the kept entries whose turn came, one after another (each may bring the next seat's
 * turn); drops those whose turn passed. */
static gboolean
run_ahead_cb (gpointer data)
{
  TsSeatServer *self = data;
  const TsGameModule *module = ts_match_get_module (self->match);
  gboolean changed = FALSE;

  self->ahead_id = 0;
  /* Locked, or a record being mended: the kept moves wait (unlocked, they go on). */
  if (_ts_seat_server_access (self) != TS_SEAT_ACCESS_PLAY
      || ts_match_get_n_held (self->match) > 0)
    return G_SOURCE_REMOVE;
  for (guint guard = 0; guard <= self->n_seats; guard++)
    {
      gconstpointer state = ts_match_get_state (self->match);
      int now = ts_match_get_finished (self->match) ? -1 : module->pending_player (state);
      TsSeat *seat = now >= 0 && (guint) now < self->n_seats ? &self->seats[now] : NULL;
      g_autoptr(TsEntry) entry = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *said = NULL;
      TsMatchChange change;

      if (seat == NULL || seat->ahead == NULL)
        break;
      entry = ts_match_parse_entry (self->match, seat->ahead, &error);
      said = entry != NULL ? module->describe_entry (state, ts_entry_get_data (entry)) : NULL;
      if (entry == NULL || !ts_match_apply (self->match, entry, &error))
        {
          /* Translators: on a player's phone: the move chosen before their turn, refused when
           * the turn came; %s is the rules' reason */
          drop (self, seat, g_strdup_printf (_("Your move chosen ahead was not recorded: %s"),
                                             error->message));
          changed = TRUE;
          break;
        }
      g_clear_pointer (&seat->ahead, json_node_unref);
      if (ts_match_peek_change (self->match, FALSE, &change))
        {
          seat->own_change = change.id;
          seat->own_last = change.index + 1;
        }
      _ts_seat_server_emit_proposed (self, now, said);
    }
  /* A kept entry whose seat may no longer choose ahead, and whose turn is not now, was passed
   * by: the laptop entered that player's move, or the step ended. */
  for (guint i = 0; i < self->n_seats; i++)
    {
      gpointer copy;

      if (self->seats[i].ahead == NULL
          || (int) i == module->pending_player (ts_match_get_state (self->match)))
        continue;
      copy = _ts_seat_server_ahead_copy (self, i);
      if (copy != NULL)
        {
          module->state_free (copy);
          continue;
        }
      /* Translators: on a player's phone: the move chosen before their turn was dropped
       * because their turn went by without it (the laptop entered it, or the step ended) */
      drop (self, &self->seats[i], g_strdup (_("Your move chosen ahead was not recorded: "
                                              "the turn went by without it.")));
      changed = TRUE;
    }
  if (changed)
    _ts_seat_server_changed (self);
  return G_SOURCE_REMOVE;
}

void
_ts_seat_server_schedule_ahead (TsSeatServer *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < self->n_seats; i++)
    any = any || self->seats[i].ahead != NULL;
  /* Not from within the match's own change: at idle, once it is done. */
  if (any && self->ahead_id == 0)
    self->ahead_id = g_idle_add (run_ahead_cb, self);
}
