/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the phones see and enter of the table: each seat's state in each language, made once
 * per change, and the table event due now (dice, a tile drawn, a card revealed) entered in
 * parts at the same time. Each phone enters its own parts, in any order; the game makes the
 * entry from them in the rules' order once the last one is in, and the match applies it as
 * it applies the laptop's (docs/seats.md, "The table's parts"). */
#include "ts-i18n.h"

#include "ts-engine-error.h"
#include "ts-seat-server-private.h"

TsCatalog *
_ts_seat_server_catalog (TsSeatServer *self,
                         const char   *language)
{
  TsCatalog *catalog = g_hash_table_lookup (self->catalogs, language);
  g_autoptr(GError) error = NULL;

  if (catalog != NULL)
    return catalog;
  catalog = ts_catalog_load (language, &error);
  if (catalog == NULL)
    {
      /* A phone still gets the game, in the words as written. */
      g_warning ("%s", error->message);
      catalog = ts_catalog_load ("en", NULL);
    }
  g_hash_table_insert (self->catalogs, g_strdup (language), catalog);
  return catalog;
}

const char *
_ts_seat_server_state_text (TsSeatServer *self,
                            guint         seat,
                            const char   *language)
{
  g_autofree char *key = g_strdup_printf ("%u/%s", seat, language);
  char *text = g_hash_table_lookup (self->states, key);

  if (text == NULL)
    {
      TsSeatView view = {
        .access = _ts_seat_server_access (self),
        .own_last = _ts_seat_server_own_last (self, seat),
        .parts = self->parts,
        .ahead = self->seats[seat].ahead,
        .ahead_note = self->seats[seat].ahead_note,
      };
      g_autoptr(JsonNode) node = ts_seat_state_build (self->match, seat,
                                                      _ts_seat_server_catalog (self, language),
                                                      &view);

      text = json_to_string (node, FALSE);
      g_hash_table_insert (self->states, g_steal_pointer (&key), text);
    }
  return text;
}

void
_ts_seat_server_match_changed (TsSeatServer *self)
{
  g_clear_pointer (&self->parts, g_ptr_array_unref);
  _ts_seat_server_changed (self);
  _ts_seat_server_schedule_ahead (self);
}

static const char *
player_name (TsSeatServer *self,
             guint         player)
{
  g_autoptr(TsMatchPlayer) p = g_list_model_get_item (ts_match_get_players (self->match), player);

  return p != NULL ? ts_match_player_get_name (p) : "?";
}

/* The entries (one, or several in the rules' order) the parts make, parsed and checked one
 * after another on a copy of the game; their words, in the catalog in use, joined. */
static GPtrArray *
entries_of (TsSeatServer *self,
            JsonNode     *json,
            char        **words,
            TsSeatAnswer *answer)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  gpointer copy = module->state_copy (ts_match_get_state (self->match));
  guint n = json != NULL && JSON_NODE_HOLDS_ARRAY (json)
            ? json_array_get_length (json_node_get_array (json)) : 1;

  for (guint i = 0; json != NULL && i < n; i++)
    {
      JsonNode *one = JSON_NODE_HOLDS_ARRAY (json)
                      ? json_array_get_element (json_node_get_array (json), i) : json;
      TsEntry *entry = ts_match_parse_entry (self->match, one, &error);
      g_autofree char *said = NULL;

      if (entry == NULL)
        break;
      g_ptr_array_add (entries, entry);
      said = module->describe_entry (copy, ts_entry_get_data (entry));
      if (!module->apply (copy, ts_entry_get_data (entry), &error))
        {
          answer->clause = g_strdup (ts_engine_error_get_clause (error));
          break;
        }
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", said);
    }
  module->state_free (copy);
  if (json == NULL || error != NULL)
    {
      _ts_seat_answer_refuse (answer, error != NULL ? error->message : "?");
      return NULL;
    }
  *words = g_string_free (g_steal_pointer (&text), FALSE);
  return g_steal_pointer (&entries);
}

/* The entry every part makes (or the entries, in the rules' order), recorded in @laptop's
 * words (the match changes in them); the answer says what it was in the phone's. */
static void
record (TsSeatServer *self,
        TsSeatPhone  *phone,
        TsCatalog    *laptop,
        TsSeatAnswer *answer)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gconstpointer state = ts_match_get_state (self->match);
  g_autoptr(JsonNode) json = module->form_entry (state, (const char *const *) self->parts->pdata);
  g_autoptr(GPtrArray) entries = entries_of (self, json, &answer->text, answer);
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  TsCatalog *phone_words;
  gboolean done;

  if (entries == NULL)
    return;
  phone_words = ts_catalog_use (laptop);
  again = entries_of (self, json, &said, answer);
  done = entries->len == 1
         ? ts_match_apply (self->match, g_ptr_array_index (entries, 0), &error)
         : ts_match_apply_many (self->match, (TsEntry **) entries->pdata, entries->len, &error);
  ts_catalog_use (phone_words);
  if (!done)
    {
      g_clear_pointer (&answer->text, g_free);
      _ts_seat_answer_refuse (answer, error->message);
      return;
    }
  answer->ok = TRUE;
  _ts_seat_server_emit_proposed (self, phone->seat, said);
}

/* The field of @form the message names, when @phone's seat may enter @value there; else -1
 * and the answer says why. */
static int
check_part (TsSeatServer *self,
            TsSeatPhone  *phone,
            TsTableForm  *form,
            gint64        k,
            const char   *value,
            TsSeatAnswer *answer)
{
  const TsFormField *field;

  if (form == NULL)
    /* Translators: on a player's phone: it sent a die or a tile, but the table is not
     * waiting for one now */
    return _ts_seat_answer_refuse (answer, _("The table is not waiting for dice or tiles now: "
                                             "nothing was recorded.")), -1;
  if (k < 0 || k >= form->fields->len)
    /* Translators: on a player's phone, a message that names no part of the dice or tiles */
    return _ts_seat_answer_refuse (answer, _("This part is not one the table waits for: "
                                             "nothing was recorded.")), -1;
  field = g_ptr_array_index (form->fields, k);
  if (field->owner >= 0 && field->owner != (int) phone->seat)
    {
      g_autofree char *why = g_strdup_printf (
          /* Translators: on a player's phone; the part ("Die 1") and the player it belongs to */
          _("%s is %s’s to enter: each player enters their own dice and tiles."),
          field->label, player_name (self, field->owner));

      return _ts_seat_answer_refuse (answer, why), -1;
    }
  if (ts_form_field_find (field, value) == NULL)
    {
      g_autofree char *why = g_strdup_printf (
          /* Translators: on a player's phone; the part ("Die 1") */
          _("That is not a value %s can show: nothing was recorded."), field->label);

      return _ts_seat_answer_refuse (answer, why), -1;
    }
  return (int) k;
}

/* "Die 1: 5. Still to enter: Bruno, Carla." in the catalog in use. */
static char *
kept_text (TsSeatServer *self,
           guint         k,
           const char   *value)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  g_autoptr(TsTableForm) form = module->table_form (ts_match_get_state (self->match));
  const TsFormField *field = g_ptr_array_index (form->fields, k);
  g_autofree char *waiting = ts_seat_waiting_text (self->match, form, self->parts);

  /* Translators: a part kept ("Die 1: 5"), then who still has theirs to enter */
  return g_strdup_printf (_("%s: %s. Still to enter: %s."), field->label,
                          ts_form_field_find (field, value)->text, waiting);
}

void
_ts_seat_server_enter_part (TsSeatServer *self,
                            TsSeatPhone  *phone,
                            JsonObject   *message,
                            TsSeatAnswer *answer)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gconstpointer state = ts_match_get_state (self->match);
  TsCatalog *laptop = ts_catalog_use (_ts_seat_server_catalog (self, phone->language));
  const char *value = _ts_seat_member_string (message, "value");
  g_autoptr(TsTableForm) form = NULL;
  g_autofree char *said = NULL;
  gboolean complete = TRUE;
  int k = -1;

  if (_ts_seat_server_check_table (self, message, -1, answer))
    {
      form = module->table_form != NULL && module->pending_player (state) < 0
                 ? module->table_form (state) : NULL;
      k = check_part (self, phone, form, _ts_seat_member_int (message, "field"), value, answer);
    }
  if (k < 0)
    {
      ts_catalog_use (laptop);
      return;
    }
  if (self->parts == NULL || self->parts->len != form->fields->len)
    {
      g_clear_pointer (&self->parts, g_ptr_array_unref);
      self->parts = g_ptr_array_new_full (form->fields->len + 1, g_free);
      g_ptr_array_set_size (self->parts, form->fields->len);
    }
  /* A part entered again replaces the first: a player may correct a die until the last. */
  g_free (g_ptr_array_index (self->parts, k));
  g_ptr_array_index (self->parts, k) = g_strdup (value);
  for (guint i = 0; i < self->parts->len; i++)
    complete = complete && g_ptr_array_index (self->parts, i) != NULL;
  if (complete)
    {
      record (self, phone, laptop, answer);
      ts_catalog_use (laptop);
      return;
    }
  answer->ok = TRUE;
  answer->kept = TRUE;
  answer->text = kept_text (self, k, value);
  ts_catalog_use (laptop);
  said = kept_text (self, k, value);
  _ts_seat_server_emit_part (self, phone->seat, said);
  _ts_seat_server_changed (self);
}
