/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-solo-bar.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-match.h"
#include "ts-window.h"

G_BEGIN_DECLS

#define SOLO_ID "13a"

/* A solo match on the table page of its own window (1024 × 600). */
typedef struct
{
  TsWindow *window;
  TsMatch *match;
  TsBurgundyView *view;
} SoloUiTable;

/* Duchy 1's layout as the user's solo board 13A: the real shapes are the user's to enter. */
void solo_ui_board (TsBurgundyDuchy *board);
/* Ana alone on board 13A, target 50. */
TsMatch *solo_ui_new_match (void);
void solo_ui_table_open (SoloUiTable *table);
void solo_ui_table_close (SoloUiTable *table);
const TsBurgundyState *solo_ui_state_of (SoloUiTable *table);
/* The first widget of @type on the table's page. */
GtkWidget *solo_ui_find (SoloUiTable *table,
                         GType        type);
TsBurgundySoloBar *solo_ui_bar (SoloUiTable *table);

G_END_DECLS
