/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-burgundy-game-view.h"
#include "ts-burgundy-setup.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-burgundy-view.h"

static void
new_game (GtkWindow *parent)
{
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, &ts_burgundy_game_view)));
}

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_burgundy_view_new (match);
}

static void
score_sheet (GtkWindow *parent)
{
  gtk_window_present (GTK_WINDOW (ts_burgundy_sheet_window_new (parent)));
}

static gboolean
open_score_sheet (GtkWindow *parent,
                  GFile     *file,
                  GError   **error)
{
  TsBurgundySheetWindow *window = ts_burgundy_sheet_window_new_for_file (parent, file, error);

  if (window == NULL)
    return FALSE;
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

extern const TsGameModule ts_burgundy_module;

const TsGameView ts_burgundy_game_view = {
  .module = &ts_burgundy_module,
  .new_game = new_game,
  .create_page = create_page,
  .score_sheet = score_sheet,
  .open_score_sheet = open_score_sheet,
  .setup = &ts_burgundy_setup_extension,
};
