/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-views.h"
#include "ts-sheet-window.h"

/* The games' views, in the order the shell registers them (ts_views_init(), the one list of
 * the games built in): shared code finds a game's view here by its id without knowing any
 * game. */
#define MAX_VIEWS 16
static const TsGameView *views[MAX_VIEWS + 1];
static guint n_views;

/**
 * ts_game_views_register:
 * @view: a game's view, static
 *
 * Offers @view's game (on the start page, in the statistics) and lets the shared views find
 * it by the game's id. Registering a view again does nothing.
 */
void
ts_game_views_register (const TsGameView *view)
{
  g_return_if_fail (view != NULL && view->module != NULL);

  for (guint i = 0; i < n_views; i++)
    if (views[i] == view)
      return;
  g_return_if_fail (n_views < MAX_VIEWS);
  views[n_views++] = view;
}

const TsGameView *const *
ts_game_views_get_all (guint *n)
{
  if (n != NULL)
    *n = n_views;
  return views;
}

const TsGameView *
ts_game_views_lookup (const char *game_id)
{
  for (guint i = 0; i < n_views; i++)
    if (g_strcmp0 (views[i]->module->id, game_id) == 0)
      return views[i];
  return NULL;
}

gboolean
ts_game_view_has_sheet (const TsGameView *view)
{
  return view->score_sheet != NULL || view->sheet != NULL;
}

void
ts_game_view_score_sheet (const TsGameView *view,
                          GtkWindow        *parent)
{
  if (view->score_sheet != NULL)
    view->score_sheet (parent);
  else if (view->sheet != NULL)
    gtk_window_present (GTK_WINDOW (ts_sheet_window_new (parent, view->sheet)));
}

gboolean
ts_game_view_open_score_sheet (const TsGameView *view,
                               GtkWindow        *parent,
                               GFile            *file,
                               GError          **error)
{
  TsSheetWindow *window;

  if (view->open_score_sheet != NULL)
    return view->open_score_sheet (parent, file, error);
  if (view->sheet == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_GAME,
                   /* Translators: %s is a game. */
                   _("This version of Tableside cannot show score sheets of %s."),
                   _(view->module->name));
      return FALSE;
    }
  window = ts_sheet_window_new_for_file (parent, view->sheet, file, error);
  if (window == NULL)
    return FALSE;
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
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
