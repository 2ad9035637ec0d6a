/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "burgundy/ts-burgundy-game-view.h"
#include "carcassonne/ts-carcassonne-game-view.h"
#include "caylus/ts-caylus-game-view.h"
#include "kingsburg/ts-kingsburg-game-view.h"
#include "ts-action-row.h"
#include "ts-fold-box.h"
#include "ts-game-views.h"
#include "ts-lazy-menu.h"
#include "ts-mnemonic-names.h"
#include "ts-preferences-window.h"
#include "ts-resources.h"
#include "ts-start-page.h"
#include "ts-views.h"
#include "ts-window.h"
#include "ts-wrap-bin.h"
#include "ts-wrap-box.h"

/**
 * ts_views_init:
 *
 * Makes the views' GResource and widget types available, and registers the games' views
 * (the one list of the games Tableside shows, in the start page's order). The views are a static library:
 * referencing the resource here keeps the linker from dropping it, and ensuring the types
 * lets templates name each other.
 */
void
ts_views_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      ts_register_resource ();
      /* Each game's view adds itself here when it lands. */
      ts_game_views_register (&ts_burgundy_game_view);
      ts_game_views_register (&ts_kingsburg_game_view);
      ts_game_views_register (&ts_carcassonne_game_view);
      ts_game_views_register (&ts_caylus_game_view);
      g_type_ensure (TS_TYPE_START_PAGE);
      g_type_ensure (TS_TYPE_PREFERENCES_WINDOW);
      g_type_ensure (TS_TYPE_WINDOW);
      g_type_ensure (TS_TYPE_WRAP_BIN);
      g_type_ensure (TS_TYPE_ACTION_ROW);
      g_type_ensure (TS_TYPE_FOLD_BOX);
      g_type_ensure (TS_TYPE_WRAP_BOX);
      g_type_ensure (TS_TYPE_LAZY_MENU);
      ts_mnemonic_names_install ();
      g_once_init_leave (&initialized, 1);
    }
}
