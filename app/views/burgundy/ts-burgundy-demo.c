/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-demo.h"
#include "ts-record-info.h"
#include "ts-record.h"

extern const TsGameModule ts_burgundy_module;

#define DEMO_SEED 2026

static gboolean
reached (const TsBurgundyState *s)
{
  /* Phase B, round 2, at a turn: depots in use, a few tiles placed, scores moving. */
  return s->phase >= 1 && s->round >= 1 && s->stage == TS_BURGUNDY_STAGE_TURN;
}

TsMatch *
ts_burgundy_demo_new (GError **error)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (DEMO_SEED);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) file = NULL;
  static const char *const names[][2] = { { "Ana", "red" }, { "Bruno", "blue" } };
  TsBurgundyEntry entry;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i][0]);
      json_object_set_string_member (player, "color", names[i][1]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, _("Demo game"), players, NULL, NULL, error);
  if (match == NULL)
    return NULL;

  /* Entries go in unsaved; the finished record is written once. */
  ts_match_set_autosave (match, FALSE);
  while (!reached (ts_match_get_state (match))
         && ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (&ts_burgundy_module,
                                                   g_memdup2 (&entry, sizeof entry));

      if (!ts_match_apply (match, item, error))
        return NULL;
    }

  file = ts_record_new_file (dir, ts_burgundy_module.id, error);
  if (file == NULL)
    return NULL;
  ts_match_set_file (match, file);
  ts_match_set_autosave (match, TRUE);
  if (!ts_match_save (match, NULL, error))
    return NULL;
  return g_steal_pointer (&match);
}
