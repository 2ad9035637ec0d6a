/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsBurgundyTargetTrack:
 *
 * The solo game's VP track from 0 to 55 (CB-SOL-05/21): the VP marker (in the player's
 * colour) and the target marker (a flag), and how often the marker reached the target. A
 * picture for screen readers, described in words ("VP marker on 12, target on 45").
 */
#define TS_TYPE_BURGUNDY_TARGET_TRACK (ts_burgundy_target_track_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyTargetTrack, ts_burgundy_target_track, TS,
                      BURGUNDY_TARGET_TRACK, GtkWidget)

#define TS_BURGUNDY_TARGET_TRACK_END 55 /* the highest target (CB-SOL-25) */

GtkWidget *ts_burgundy_target_track_new (void);

/* @marker and @target are track spaces (0-55); @resets counts the targets reached; @color
 * is the player's CSS colour (NULL: the accent colour). */
void ts_burgundy_target_track_set (TsBurgundyTargetTrack *self,
                                   guint                  marker,
                                   guint                  target,
                                   guint                  resets,
                                   const char            *color,
                                   const char            *mark);
/* What screen readers hear, as set (for tests). */
const char *ts_burgundy_target_track_get_description (TsBurgundyTargetTrack *self);

G_END_DECLS
