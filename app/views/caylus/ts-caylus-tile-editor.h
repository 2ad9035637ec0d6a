/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-caylus.h"

G_BEGIN_DECLS

/**
 * TsCaylusTileEditor:
 *
 * "Your Box's Tiles": every wood and stone tile and monument with the facts printed on it
 * (cost, prestige; the Road's spaces) and which of them come from one source only, marked.
 * The user corrects a tile for their box (the cost's second resource or the whole cost, the
 * prestige) by keyboard or mouse, or puts it back to the shipped values. Corrections are kept
 * in the user's data folder through TsComponentOverrides (game "caylus", component "tiles";
 * docs/file-format.md) and checked with ts_caylus_data_check_correction(); a broken file is
 * reported with its path and reason. New games carry them (ts_caylus_tile_corrections()).
 */
#define TS_TYPE_CAYLUS_TILE_EDITOR (ts_caylus_tile_editor_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusTileEditor, ts_caylus_tile_editor, TS, CAYLUS_TILE_EDITOR,
                      AdwWindow)

/* @tile_id: the tile to open at, or NULL for the list. */
GtkWidget *ts_caylus_tile_editor_new (GtkWindow  *parent,
                                      const char *tile_id);

/* The user's corrections as the record's "options" → "components" object, or NULL when
 * there are none. A broken overrides file: NULL and @error names the file and the reason. */
JsonObject *ts_caylus_tile_corrections (GError **error);

/* Signals: "changed": the user saved or removed a correction. */

G_END_DECLS
