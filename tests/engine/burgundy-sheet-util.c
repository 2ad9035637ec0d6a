/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "burgundy-sheet-util.h"

TsBurgundySheet *
bt_sheet_plain (guint n)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  TsBurgundySheet *sheet = ts_burgundy_sheet_new (n);

  for (guint i = 0; i < n; i++)
    {
      g_strlcpy (sheet->players[i].name, names[i], sizeof sheet->players[i].name);
      sheet->players[i].track = 50 + i;
      sheet->players[i].empty_spaces = 10;
      sheet->players[i].bridge_space = 1 + i; /* one marker per space */
      sheet->players[i].bridge_height = 0;
    }
  g_assert_true (ts_burgundy_sheet_check (sheet, NULL));
  return sheet;
}

TsBurgundySheetMonastery *
bt_sheet_add_monastery (TsBurgundySheet *sheet, guint player, int n, int count)
{
  TsBurgundySheetPlayer *p = &sheet->players[player];
  TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
  TsBurgundySheetMonastery *m = &p->monasteries[p->n_monasteries++];

  m->monastery = n;
  if (ts_burgundy_sheet_monastery_counts (n, counts) == 1)
    m->counts[counts[0]] = count;
  return m;
}

JsonObject *
bt_sheet_row (JsonNode *breakdown, guint i)
{
  return json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (breakdown), "players"), i);
}
