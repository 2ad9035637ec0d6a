/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "burgundy/ts-burgundy-game-view.h"
#include "carcassonne/ts-carcassonne-game-view.h"
#include "caylus/ts-caylus-game-view.h"
#include "kingsburg/ts-kingsburg-game-view.h"
#include "ts-game-views.h"

/* Each game's view adds itself here when it lands. */
static const TsGameView *const views[] = {
  &ts_burgundy_game_view,
  &ts_kingsburg_game_view,
  &ts_carcassonne_game_view,
  &ts_caylus_game_view,
  NULL,
};

const TsGameView *const *
ts_game_views_get_all (guint *n_views)
{
  if (n_views != NULL)
    *n_views = G_N_ELEMENTS (views) - 1;
  return views;
}

const TsGameView *
ts_game_views_lookup (const char *game_id)
{
  for (guint i = 0; views[i] != NULL; i++)
    if (g_strcmp0 (views[i]->module->id, game_id) == 0)
      return views[i];
  return NULL;
}

TsMatch *
ts_game_views_load (TsRecordInfo *record,
                    GError      **error)
{
  const TsGameView *view = ts_game_views_lookup (ts_record_info_get_game_id (record));

  if (view == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_GAME,
                   /* Translators: the first %s is a saved game's name, the second a game. */
                   _("“%s” is a game of %s, which this version of Tableside cannot show."),
                   ts_record_info_get_title (record), ts_record_info_get_game_name (record));
      return NULL;
    }
  /* A record that does not replay to its end opens up to the entry before the refused one
   * (issue 40): the page says why and lets the players choose. */
  return ts_match_open (ts_record_info_get_file (record), FALSE, NULL, error);
}
