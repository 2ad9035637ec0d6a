/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TS_TYPE_MATCH_PLAYER (ts_match_player_get_type ())

G_DECLARE_FINAL_TYPE (TsMatchPlayer, ts_match_player, TS, MATCH_PLAYER, GObject)

guint ts_match_player_get_index (TsMatchPlayer *self);
const char *ts_match_player_get_name (TsMatchPlayer *self);
const char *ts_match_player_get_color (TsMatchPlayer *self);
const char *ts_match_player_get_mark (TsMatchPlayer *self);
int ts_match_player_get_score (TsMatchPlayer *self);
int ts_match_player_get_silver (TsMatchPlayer *self);
int ts_match_player_get_workers (TsMatchPlayer *self);
gboolean ts_match_player_get_winner (TsMatchPlayer *self);

G_END_DECLS
