/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-kingsburg.h"
#include "ts-component-overrides.h"

G_BEGIN_DECLS

/**
 * TsKingsburgEnemyEditor:
 *
 * A dialog to correct one enemy card's values for the user's box (strength, the victory's
 * reward, the defeat's penalty), kept with #TsComponentOverrides in the user's data folder.
 * Save keeps them; Restore Printed Values goes back to the shipped data. Escape cancels.
 */
#define TS_TYPE_KINGSBURG_ENEMY_EDITOR (ts_kingsburg_enemy_editor_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgEnemyEditor, ts_kingsburg_enemy_editor, TS,
                      KINGSBURG_ENEMY_EDITOR, AdwWindow)

/* A modal editor for card @enemy (index into the data's cards) over @parent. */
GtkWidget *ts_kingsburg_enemy_editor_new (GtkWindow *parent,
                                          guint      enemy);
/* Saves the values shown (as the Save button does); FALSE with the reason shown in the
 * dialog. */
gboolean ts_kingsburg_enemy_editor_save (TsKingsburgEnemyEditor *self);
/* Puts the printed values back and saves (as Restore Printed Values does). */
gboolean ts_kingsburg_enemy_editor_restore (TsKingsburgEnemyEditor *self);

/* Signals:
 *   "saved": the user's corrections changed on disk (after Save or Restore). */

/* Kingsburg's enemy cards as the user's box has them: the overrides file
 * (kingsburg/enemies.json), not yet loaded. */
TsComponentOverrides *ts_kingsburg_enemy_overrides_new (void);
/* Card @enemy's values with the user's correction if any; TRUE when corrected (differing
 * from the printed values). */
gboolean ts_kingsburg_enemy_box_values (TsComponentOverrides  *overrides,
                                        const TsKingsburgData *data,
                                        guint                  enemy,
                                        TsKingsburgCardValues *values);

G_END_DECLS
