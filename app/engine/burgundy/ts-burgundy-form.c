/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A round's dice as parts the players enter at once from their phones (TsGameModule.
 * table_form): each player their own two dice, the first player the white die (CB-RND-01). */
#include "ts-burgundy-state.h"

#include "ts-game.h"
#include "ts-i18n.h"

TsTableForm *
ts_burgundy_table_form (gconstpointer state)
{
  const TsBurgundyState *s = state;
  TsTableForm *form;

  if (s->stage != TS_BURGUNDY_STAGE_ROLL)
    return NULL;
  form = ts_table_form_new ();
  for (guint p = 0; p < s->n_players; p++)
    /* Translators: one of a player's own dice on their phone, numbered from 1 */
    ts_table_form_add_dice (form, p, 2, _ ("Die %u"));
  /* Translators: on a phone, the white die the first player rolls (%u is always 1) */
  ts_table_form_add_dice (form, s->order[0], 1, _ ("White die %u"));
  return form;
}

JsonNode *
ts_burgundy_form_entry (gconstpointer state, const char *const *values)
{
  const TsBurgundyState *s = state;
  g_autoptr (JsonBuilder) b = json_builder_new ();

  if (s->stage != TS_BURGUNDY_STAGE_ROLL)
    return NULL;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "roll");
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_array (b);
      for (guint d = 0; d < 2; d++)
        json_builder_add_int_value (b, ts_form_value_number (values[2 * p + d], 6));
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "white");
  json_builder_add_int_value (b, ts_form_value_number (values[2 * s->n_players], 6));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
