/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-breakdown.h"

void
ts_breakdown_add_result (JsonBuilder *b, guint winners, guint n_players, const char *tie_break,
                         const char *explanation)
{
  json_builder_set_member_name (b, "winner");
  if (winners != 0 && (winners & (winners - 1)) == 0)
    json_builder_add_int_value (b, g_bit_nth_lsf (winners, -1));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_players; i++)
    if (winners & (1u << i))
      json_builder_add_int_value (b, i);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tie-break");
  json_builder_add_string_value (b, tie_break);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, explanation);
}

JsonBuilder *
ts_breakdown_begin (void)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  return b;
}

JsonNode *
ts_breakdown_end (JsonBuilder *b, guint winners, guint n_players, const char *tie_break,
                  const char *explanation)
{
  json_builder_end_array (b);
  ts_breakdown_add_result (b, winners, n_players, tie_break, explanation);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

void
ts_breakdown_add_line (JsonBuilder *b, const char *cause, const char *text, const char *note,
                       int vp)
{
  const char *const members[] = { "cause", "text", "note" };
  const char *const values[] = { cause, text, note };

  json_builder_begin_object (b);
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (values[i] != NULL)
      {
        json_builder_set_member_name (b, members[i]);
        json_builder_add_string_value (b, values[i]);
      }
  json_builder_set_member_name (b, "vp");
  json_builder_add_int_value (b, vp);
  json_builder_end_object (b);
}

void
ts_breakdown_begin_player (JsonBuilder *b, const char *name, int total)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, name);
  json_builder_set_member_name (b, "total");
  json_builder_add_int_value (b, total);
  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
}

void
ts_breakdown_end_player (JsonBuilder *b)
{
  json_builder_end_array (b);
  json_builder_end_object (b);
}
