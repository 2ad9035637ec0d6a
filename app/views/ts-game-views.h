/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-game.h"
#include "ts-record-info.h"

G_BEGIN_DECLS

/**
 * TsGameView:
 * @module: the engine module the view shows
 * @new_game: shows the new-game setup for this game over @parent
 * @open: shows the game recorded in @record in @parent
 *
 * A game is offered on the start page only once it has a view: a rules engine alone is not
 * something a player can use at the table.
 */
typedef struct
{
  const TsGameModule *module;
  void (*new_game) (GtkWindow *parent);
  gboolean (*open) (GtkWindow    *parent,
                    TsRecordInfo *record,
                    GError      **error);
} TsGameView;

const TsGameView *const *ts_game_views_get_all (guint *n_views);
const TsGameView *ts_game_views_lookup (const char *game_id);
gboolean ts_game_views_open (GtkWindow    *parent,
                             TsRecordInfo *record,
                             GError      **error);

G_END_DECLS
