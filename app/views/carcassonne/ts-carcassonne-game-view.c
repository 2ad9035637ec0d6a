/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne in the shell: the new game, the table page, the history's steps and its
 * corrections (a draw through the palette, ts-carcassonne-draw-form.c; the players'
 * decisions among the legal entries, by the history itself). */
#include "config.h"

#include "ts-carcassonne-draw-form.h"
#include "ts-carcassonne-game-view.h"
#include "ts-carcassonne-setup.h"
#include "ts-carcassonne-sheet-window.h"
#include "ts-carcassonne-steps.h"
#include "ts-carcassonne-view.h"

extern const TsGameModule ts_carcassonne_module;

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_carcassonne_view_new (match);
}

/* A finished map scored without the game kept (issue 28). */
static void
score_sheet (GtkWindow *parent)
{
  gtk_window_present (GTK_WINDOW (ts_carcassonne_sheet_window_new (parent)));
}

static gboolean
open_score_sheet (GtkWindow *parent,
                  GFile     *file,
                  GError   **error)
{
  TsCarcassonneSheetWindow *window = ts_carcassonne_sheet_window_new_for_file (parent, file,
                                                                               error);

  if (window == NULL)
    return FALSE;
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

const TsGameView ts_carcassonne_game_view = {
  .module = &ts_carcassonne_module,
  .new_game = ts_carcassonne_setup_show,
  .create_page = create_page,
  .score_sheet = score_sheet,
  .open_score_sheet = open_score_sheet,
  .steps = &ts_carcassonne_steps,
  .corrections = &ts_carcassonne_corrections,
  .setup = &ts_carcassonne_setup_extension,
};
