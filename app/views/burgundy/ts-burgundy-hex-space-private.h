/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The duchy space's insides, shared by its files: ts-burgundy-hex-space.c (the widget, its
 * name and state) and ts-burgundy-hex-space-paint.c (painting it). */

#include "ts-burgundy-hex-space.h"

G_BEGIN_DECLS

#define SQRT3 1.7320508075688772

struct _TsBurgundyHexSpace
{
  GtkWidget parent_instance;

  guint index;
  guint colour; /* TsBurgundyColour, TS_BURGUNDY_N_COLOURS not entered, or NO_SPACE */
  guint die;
  guint tile;
  guint shield; /* shield number on the castle here, 0 none */
  gboolean lit;
  gboolean dim;
  guint outposts;   /* bit k: touches outpost k+1 (board editor) */
  gboolean start;   /* a start castle space (board editor) */
  char *note;       /* the accessible description instead of the default, or NULL */
  char *place;      /* said instead of "Space 12" (a team board's cell), or NULL */
  char *name;
};

/* Geometry: the hexagon fills the allocation, pointy top. */
void ts_burgundy_hex_space_get_hex (GtkWidget *widget,
                                    float     *cx,
                                    float     *cy,
                                    float     *radius);
/* ts-burgundy-hex-space-paint.c */
void ts_burgundy_hex_space_snapshot (GtkWidget   *widget,
                                     GtkSnapshot *snapshot);

G_END_DECLS
