/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's sheet as the shared window asks it: the fields of docs/file-format.md
 * ("Kingsburg's and Caylus 1303's final-scoring sheets") and the engine's reader, check and
 * scoring. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-kingsburg.h"
#include "ts-kingsburg-sheet-spec.h"

extern const TsGameModule ts_kingsburg_module;

/* The province's rows, each built from the left (KB-BLD-04; a lost battle takes the rightmost
 * building, KB-BAT-13): how far a row goes is all there is to enter. */
static const char *const row1[] = { "statue", "chapel", "church", "cathedral", NULL };
static const char *const row2[] = { "inn", "market", "farms", "merchants-guild", NULL };
static const char *const row3[] = { "guard-tower", "blacksmith", "barracks", "wizards-guild",
                                    NULL };
static const char *const row4[] = { "palisade", "stable", "stone-wall", "fortress", NULL };
static const char *const row5[] = { "barricade", "crane", "town-hall", "embassy", NULL };

#define GOODS_NOTE N_("Held at the end: the Cathedral and a tie count them")
#define PROVINCE_ROW(n) TS_SHEET_FIELD_ROW, "buildings", n, NULL, 0, 0

static const TsSheetField fields[] = {
  { TS_SHEET_FIELD_NUMBER, "vp", N_("VP on the Track"),
    N_("After the Winter of year V, before the Cathedral; below 0 after lost battles"),
    TS_KINGSBURG_SHEET_MIN_VP, TS_KINGSBURG_SHEET_MAX_VP, NULL },
  { TS_SHEET_FIELD_NUMBER, "gold", N_("Gold"), GOODS_NOTE, 0, TS_KINGSBURG_SHEET_MAX_GOODS, NULL },
  { TS_SHEET_FIELD_NUMBER, "wood", N_("Wood"), GOODS_NOTE, 0, TS_KINGSBURG_SHEET_MAX_GOODS, NULL },
  { TS_SHEET_FIELD_NUMBER, "stone", N_("Stone"), GOODS_NOTE, 0, TS_KINGSBURG_SHEET_MAX_GOODS,
    NULL },
  /* Translators: the rows of a Kingsburg province sheet, top to bottom */
  { PROVINCE_ROW (N_("Province, Row 1")), row1 },
  { PROVINCE_ROW (N_("Province, Row 2")), row2 },
  { PROVINCE_ROW (N_("Province, Row 3")), row3 },
  { PROVINCE_ROW (N_("Province, Row 4")), row4 },
  { PROVINCE_ROW (N_("Province, Row 5")), row5 },
};

static const char *
building_name (const char *id)
{
  int building = ts_kingsburg_building_from_id (id);

  return building >= 0 ? ts_kingsburg_building_name (building) : id;
}

const TsSheetSpec ts_kingsburg_sheet_spec = {
  .module = &ts_kingsburg_module,
  .version = TS_KINGSBURG_SHEET_VERSION,
  .max_players = TS_KINGSBURG_MAX_PLAYERS,
  .name_size = sizeof (((TsKingsburgSheetPlayer *) NULL)->name),
  .intro = N_("After the Winter of year V, enter what each player has: the VP on the track, "
              "the goods and how far each row of the province is built. Enter moves to the "
              "next field, Ctrl+Enter scores."),
  .nothing = N_("no VP on the track, no goods and no buildings."),
  .fields = fields,
  .n_fields = G_N_ELEMENTS (fields),
  .id_name = building_name,
  .from_json = (gpointer (*) (JsonNode *, GError **)) ts_kingsburg_sheet_from_json,
  .check = (gboolean (*) (gconstpointer, int *, GError **)) ts_kingsburg_sheet_check,
  .score = (JsonNode * (*) (gconstpointer, GError **)) ts_kingsburg_sheet_score,
  .to_json = (JsonNode * (*) (gconstpointer)) ts_kingsburg_sheet_to_json,
  .load_file = (gpointer (*) (GFile *, const char *, GError **)) ts_kingsburg_sheet_load_file,
  .load = (TsSheetLoad) ts_kingsburg_sheet_load,
};
