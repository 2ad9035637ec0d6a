/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne in the shell: the new game, the table page and the history's steps.
 *
 * Corrections: the players' decisions (where a tile went, which figure) are listed among the
 * legal entries, so the history corrects them by offering those. A draw is a table event no
 * list holds: the history removes it and the table enters it again on the page (no
 * correction form of its own). */
#include "config.h"

#include "ts-carcassonne-game-view.h"
#include "ts-carcassonne-setup.h"
#include "ts-carcassonne-steps.h"
#include "ts-carcassonne-view.h"

extern const TsGameModule ts_carcassonne_module;

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_carcassonne_view_new (match);
}

const TsGameView ts_carcassonne_game_view = {
  .module = &ts_carcassonne_module,
  .new_game = ts_carcassonne_setup_show,
  .create_page = create_page,
  .steps = &ts_carcassonne_steps,
  .setup = &ts_carcassonne_setup_extension,
};
