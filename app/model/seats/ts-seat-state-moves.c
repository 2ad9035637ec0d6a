/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a seat may enter, in its state: its choices now or before its turn, with the entry it
 * may take back ("propose"), and its parts of the table event due now ("form"). */
#include "ts-i18n.h"

#include "ts-seat-picture.h"
#include "ts-seat-state-private.h"

/* The player an entry names ("player" in its JSON), or -1 when it is the table's. */
int
ts_seat_entry_player (JsonNode *entry)
{
  JsonObject *object = entry != NULL && JSON_NODE_HOLDS_OBJECT (entry)
                           ? json_node_get_object (entry) : NULL;
  JsonNode *player = object != NULL ? json_object_get_member (object, "player") : NULL;

  if (player == NULL || json_node_get_value_type (player) != G_TYPE_INT64)
    return -1;
  return (int) CLAMP (json_node_get_int (player), -1, G_MAXINT);
}

static void
add_choice (JsonBuilder   *b,
            char          *text,
            JsonNode      *json,
            TsSeatPicture *picture,
            gconstpointer  entry)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, text);
  json_builder_set_member_name (b, "entry");
  json_builder_add_value (b, json);
  ts_seat_picture_add_spot (picture, b, entry);
  json_builder_end_object (b);
  g_free (text);
}

/* The seat's choices before its turn (TsGameModule.ahead_state), from the game as the turn
 * will find it, and its move chosen so, while kept. */
static void
add_ahead (JsonBuilder      *b,
           TsMatch          *match,
           guint             seat,
           gpointer          ahead,
           const TsSeatView *view)
{
  const TsGameModule *module = ts_match_get_module (match);
  g_autoptr(GPtrArray) legal = module->legal_entries (ahead);
  gpointer kept = view->ahead != NULL ? module->entry_from_json (view->ahead, NULL) : NULL;
  g_autoptr(TsSeatPicture) picture = ts_seat_picture_new (module, ahead);
  guint n_choices = 0;

  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  for (guint i = 0; i < legal->len && n_choices < TS_SEAT_STATE_MAX_CHOICES; i++)
    {
      JsonNode *json = module->entry_to_json (g_ptr_array_index (legal, i));

      if (ts_seat_entry_player (json) != (int) seat)
        {
          json_node_unref (json);
          continue;
        }
      add_choice (b, module->describe_entry (ahead, g_ptr_array_index (legal, i)), json,
                  picture, g_ptr_array_index (legal, i));
      n_choices++;
    }
  json_builder_end_array (b);
  ts_seat_picture_add (picture, b);
  json_builder_set_member_name (b, "ahead");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "undo");
  if (kept != NULL)
    {
      g_autofree char *text = module->describe_entry (ahead, kept);

      json_builder_add_string_value (b, text);
      module->entry_free (kept);
    }
  else
    json_builder_add_null_value (b);
}

/* What the seat may do now: the engine's legal entries that name it, each described, and
 * its own last entry while it may take it back (docs/seats.md, "Entering moves"); before its
 * turn, where the rules let it, its choices as the turn will find the game. */
void
_ts_seat_state_add_propose (JsonBuilder      *b,
                            TsMatch          *match,
                            guint             seat,
                            const TsSeatView *view)
{
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  int now = module->pending_player (state);
  gpointer ahead = NULL;
  g_autoptr(TsSeatPicture) picture = NULL;
  GListModel *legal;
  guint n_choices = 0;

  json_builder_set_member_name (b, "propose");
  if (view->access != TS_SEAT_ACCESS_PLAY || ts_match_get_finished (match)
      || ts_match_get_n_held (match) > 0)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  _ts_seat_state_add_string_or_null (b, "note", view->ahead_note);
  if (now >= 0 && now != (int) seat && module->ahead_state != NULL
      && (ahead = module->ahead_state (state, seat)) != NULL)
    {
      add_ahead (b, match, seat, ahead, view);
      module->state_free (ahead);
      json_builder_end_object (b);
      return;
    }
  json_builder_set_member_name (b, "ahead");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  picture = ts_seat_picture_new (module, state);
  legal = ts_match_get_legal_entries (match);
  for (guint i = 0; i < g_list_model_get_n_items (legal)
                    && n_choices < TS_SEAT_STATE_MAX_CHOICES; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      JsonNode *json = ts_entry_to_json (entry);

      if (ts_seat_entry_player (json) != (int) seat)
        {
          json_node_unref (json);
          continue;
        }
      add_choice (b, module->describe_entry (state, ts_entry_get_data (entry)), json, picture,
                  ts_entry_get_data (entry));
      n_choices++;
    }
  json_builder_end_array (b);
  ts_seat_picture_add (picture, b);
  json_builder_set_member_name (b, "undo");
  if (view->own_last > 0 && view->own_last == ts_match_get_n_entries (match))
    {
      TsEntry *entry = ts_match_get_entry (match, view->own_last - 1);
      gpointer earlier = ts_match_dup_state_before (match, view->own_last - 1);
      g_autofree char *text = module->describe_entry (earlier, ts_entry_get_data (entry));

      module->state_free (earlier);
      json_builder_add_string_value (b, text);
    }
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

static const char *
name_of (TsMatch *match,
         guint    player)
{
  g_autoptr(TsMatchPlayer) p = g_list_model_get_item (ts_match_get_players (match), player);

  return p != NULL ? ts_match_player_get_name (p) : "?";
}

char *
ts_seat_waiting_text (TsMatch     *match,
                      TsTableForm *form,
                      GPtrArray   *parts)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gboolean table = FALSE;

  for (guint k = 0; k < form->fields->len; k++)
    {
      const TsFormField *field = g_ptr_array_index (form->fields, k);
      const char *name;

      if (parts != NULL && k < parts->len && g_ptr_array_index (parts, k) != NULL)
        continue;
      if (field->owner < 0)
        {
          table = TRUE;
          continue;
        }
      name = name_of (match, field->owner);
      if (!g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer) name);
    }
  if (table)
    /* Translators: among those still to enter their part of the dice or a card: anyone at
     * the table may enter this one (the neutral dice, the enemy card) */
    g_ptr_array_add (names, (gpointer) _("anyone at the table"));
  if (names->len == 0)
    return NULL;
  g_ptr_array_add (names, NULL);
  return ts_table_facts_list ((const char *const *) names->pdata, "");
}

/* The table event due now as parts (TsGameModule.table_form): every field with what was
 * entered, and the options of those this seat may enter (docs/seats.md, "The table's
 * parts"). */
void
_ts_seat_state_add_form (JsonBuilder      *b,
                         TsMatch          *match,
                         guint             seat,
                         const TsSeatView *view)
{
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  g_autoptr(TsTableForm) form = NULL;
  g_autofree char *waiting = NULL;
  GPtrArray *parts = view->parts;

  json_builder_set_member_name (b, "form");
  if (view->access == TS_SEAT_ACCESS_PLAY && !ts_match_get_finished (match)
      && ts_match_get_n_held (match) == 0 && module->table_form != NULL
      && module->pending_player (state) < 0)
    form = module->table_form (state);
  if (form == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  if (parts != NULL && parts->len != form->fields->len)
    parts = NULL;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "fields");
  json_builder_begin_array (b);
  for (guint k = 0; k < form->fields->len; k++)
    {
      const TsFormField *field = g_ptr_array_index (form->fields, k);
      const char *value = parts != NULL ? g_ptr_array_index (parts, k) : NULL;
      const TsFormOption *chosen = value != NULL ? ts_form_field_find (field, value) : NULL;
      gboolean mine = field->owner < 0 || field->owner == (int) seat;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "field");
      json_builder_add_int_value (b, k);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, field->label);
      json_builder_set_member_name (b, "owner");
      json_builder_add_int_value (b, field->owner);
      _ts_seat_state_add_string_or_null (b, "owner_name",
                                         field->owner >= 0 ? name_of (match, field->owner) : NULL);
      json_builder_set_member_name (b, "mine");
      json_builder_add_boolean_value (b, mine);
      _ts_seat_state_add_string_or_null (b, "value", chosen != NULL ? chosen->value : NULL);
      _ts_seat_state_add_string_or_null (b, "value_text", chosen != NULL ? chosen->text : NULL);
      json_builder_set_member_name (b, "options");
      json_builder_begin_array (b);
      for (guint i = 0; mine && i < field->options->len; i++)
        {
          const TsFormOption *option = g_ptr_array_index (field->options, i);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "value");
          json_builder_add_string_value (b, option->value);
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, option->text);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  waiting = ts_seat_waiting_text (match, form, parts);
  _ts_seat_state_add_string_or_null (b, "waiting", waiting);
  json_builder_end_object (b);
}
