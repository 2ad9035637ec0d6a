/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's sheet as the shared window asks it: two numbers a player (docs/file-format.md)
 * and the engine's reader, check and final scoring (CY-END-02: 2 PP per gold). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus.h"
#include "ts-caylus-sheet-spec.h"

extern const TsGameModule ts_caylus_module;

static const TsSheetField fields[] = {
  { TS_SHEET_FIELD_NUMBER, "pp", N_("Prestige Points"),
    N_("The PP tokens held after round 9, revealed"), 0, TS_CAYLUS_SHEET_MAX_PP, NULL },
  { TS_SHEET_FIELD_NUMBER, "gold", N_("Gold"), N_("In the player's supply: 2 PP each"), 0,
    TS_CAYLUS_SHEET_MAX_GOLD, NULL },
};

const TsSheetSpec ts_caylus_sheet_spec = {
  .module = &ts_caylus_module,
  .version = TS_CAYLUS_SHEET_VERSION,
  .max_players = TS_CAYLUS_MAX_PLAYERS,
  .name_size = sizeof (((TsCaylusSheetPlayer *) NULL)->name),
  .intro = N_("After round 9, enter each player's prestige points and gold. Enter moves to the "
              "next field, Ctrl+Enter scores."),
  .nothing = N_("no prestige points and no gold."),
  .fields = fields,
  .n_fields = G_N_ELEMENTS (fields),
  .from_json = (gpointer (*) (JsonNode *, GError **)) ts_caylus_sheet_from_json,
  .check = (gboolean (*) (gconstpointer, int *, GError **)) ts_caylus_sheet_check,
  .score = (JsonNode * (*) (gconstpointer, GError **)) ts_caylus_sheet_score,
  .to_json = (JsonNode * (*) (gconstpointer)) ts_caylus_sheet_to_json,
  .load_file = (gpointer (*) (GFile *, const char *, GError **)) ts_caylus_sheet_load_file,
  .load = (TsSheetLoad) ts_caylus_sheet_load,
};
