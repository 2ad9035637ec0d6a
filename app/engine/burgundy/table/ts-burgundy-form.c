/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the players enter at once from their phones (TsGameModule.table_form): a round's dice,
 * each player their own two and the first player the white die (CB-RND-01), and the starting
 * goods, each player the 3 they draw (CB-SET-09), made into one entry a player in setup
 * order. */
#include "ts-burgundy-table.h"

#include "ts-game.h"
#include "ts-i18n.h"

TsTableForm *
ts_burgundy_table_form (gconstpointer state)
{
  const TsBurgundyState *s = state;
  TsTableForm *form;

  if (s->stage == TS_BURGUNDY_STAGE_STARTING_GOODS && !s->options.team)
    {
      form = ts_table_form_new ();
      for (guint p = 0; p < s->n_players; p++)
        if (!s->players[p].has_starting_goods)
          /* Translators: on a player's phone, one of the 3 goods they draw at the start, by
           * its die number, numbered from 1 */
          ts_table_form_add_dice (form, p, 3, _ ("Starting goods %u"));
      return form;
    }
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

  if (s->stage == TS_BURGUNDY_STAGE_STARTING_GOODS && !s->options.team)
    {
      json_builder_begin_array (b);
      for (guint p = 0; p < s->n_players; p++)
        {
          if (s->players[p].has_starting_goods)
            continue;
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "type");
          json_builder_add_string_value (b, "starting-goods");
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, p);
          json_builder_set_member_name (b, "goods");
          json_builder_begin_array (b);
          for (guint k = 0; k < 3; k++)
            json_builder_add_int_value (b, ts_form_value_number (*values++, 6));
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      return json_builder_get_root (b);
    }
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
