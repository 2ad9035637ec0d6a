/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-game.h"
#include "ts-match.h"
#include "ts-record-info.h"

G_BEGIN_DECLS

typedef struct _TsSetupExtension TsSetupExtension;

/**
 * TsGameView:
 * @module: the engine module the view shows
 * @new_game: shows the new-game setup for this game over @parent
 * @create_page: the page that shows @match at the table (a widget with its own header bar;
 *   TsWindow shows it with ts_window_show_match())
 * @score_sheet: opens the final-scoring sheet of a finished game that was not kept with
 *   Tableside, modal over @parent; NULL for games without one
 * @open_score_sheet: opens a sheet kept in Saved Games (scored before) over @parent; FALSE with
 *   a message naming @file when it cannot; NULL for games without a sheet
 * @setup: what the game adds to the shared new-game form (TsSetupWindow, ts-setup-window.h):
 *   rows per player and rule options; NULL when the players in turn order are all it needs
 *
 * A game is offered on the start page only once it has a view: a rules engine alone is not
 * something a player can use at the table.
 */
typedef struct
{
  const TsGameModule *module;
  void (*new_game) (GtkWindow *parent);
  GtkWidget *(*create_page) (TsMatch *match);
  void (*score_sheet) (GtkWindow *parent);
  gboolean (*open_score_sheet) (GtkWindow *parent,
                                GFile     *file,
                                GError   **error);

  /* The new-game form (ts-setup-window.h). */
  const TsSetupExtension *setup;
} TsGameView;

const TsGameView *const *ts_game_views_get_all (guint *n_views);
const TsGameView *ts_game_views_lookup (const char *game_id);
/* Loads @record's match; NULL with a message naming the file when it cannot be shown. */
TsMatch *ts_game_views_load (TsRecordInfo *record,
                             GError      **error);

G_END_DECLS
