/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-caylus.h"

G_BEGIN_DECLS

/* The id the Road's correction is kept under in the overrides file (ts-caylus-data.h). */
#define TS_CAYLUS_ROAD_ID "road"

/* The choices of a wood or stone tile's second cost resource: the five resources, then "any
 * resource" (the tile's cost_any). */
#define TS_CAYLUS_SECOND_ANY TS_CAYLUS_N_RESOURCES
#define TS_CAYLUS_N_SECOND (TS_CAYLUS_N_RESOURCES + 1)

/*
 * One correctable thing in the tile editor: a wood or stone tile, a monument, or the Road
 * (@tile == TS_CAYLUS_NO_TILE). Its rows live in the editor's groups; the fields show the
 * values in force (shipped, or the user's correction).
 */
typedef struct
{
  guint tile;
  char id[24];
  GtkWidget *row;                            /* the title row: name, facts, state */
  GtkToggleButton *second[TS_CAYLUS_N_SECOND]; /* wood, stone: the cost's second resource */
  GtkSpinButton *cost[TS_CAYLUS_N_RESOURCES]; /* monuments: each resource of the cost */
  GtkSpinButton *pp;                         /* tiles: the prestige */
  GtkSpinButton *road[3];                    /* the Road: spaces, wood space, stone space */
  GtkWidget *save;
  GtkWidget *shipped;
  GtkWidget *refusal;                        /* a row saying why a save was refused, right
                                                under the title row, so that it is in sight
                                                of the fields */
  GtkWidget *last;                           /* the item's last row */
} TsCaylusTileRow;

/* A resource's coloured one-letter mark (the supply panel's too); "Any" for
 * TS_CAYLUS_SECOND_ANY. */
GtkWidget *ts_caylus_resource_mark_new (guint resource);
/* A resource's name alone ("Food"); "Any resource" for TS_CAYLUS_SECOND_ANY. */
const char *ts_caylus_resource_title (guint resource);

/* Adds the rows of @item (its tile or the Road, set before) to @group; @first_row marks the
 * row Enter and focus belong to. */
void ts_caylus_tile_row_build (TsCaylusTileRow     *item,
                               const TsCaylusData  *shipped,
                               AdwPreferencesGroup *group);
/* Shows the values of @values (shipped or corrected data) in the fields, and whether the item
 * is corrected. */
void ts_caylus_tile_row_show (TsCaylusTileRow    *item,
                              const TsCaylusData *values,
                              gboolean            corrected);
/* The fields as a correction item, or NULL when they hold the shipped values. */
JsonNode *ts_caylus_tile_row_read (TsCaylusTileRow    *item,
                                   const TsCaylusData *shipped);
/* Shows @message (NULL hides it) as the item's refusal. */
void ts_caylus_tile_row_refuse (TsCaylusTileRow *item,
                                const char      *message);
/* The first field of @item, where focus lands. */
GtkWidget *ts_caylus_tile_row_first_field (TsCaylusTileRow *item);
/* Commits what was typed into the item's spin buttons. */
void ts_caylus_tile_row_commit (TsCaylusTileRow *item);

G_END_DECLS
