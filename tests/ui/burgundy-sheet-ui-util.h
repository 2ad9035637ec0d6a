/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy-sheet-window.h"

G_BEGIN_DECLS

typedef struct
{
  int number;
  int count;
} BsUiMonastery;

typedef struct
{
  const char *name;
  int track, token_index, goods, silver, workers;
  BsUiMonastery monasteries[4];
  int empty_spaces, bridge_space, bridge_height;
} BsUiPlayer;

/* The rulebook's end-game examples (CB-MON-15, 25, 24 for Ana; CB-MON-17, 22 for Bruno). */
extern const BsUiPlayer bs_ui_ana;
extern const BsUiPlayer bs_ui_bruno;

/* Ana: 137 + 2 + 3 + 2 + 8 + 11 + 12; Bruno: 112 + 1 + 0 + 1 + 8 + 16 (CB-END-01..05). */
#define ANA_TOTAL 175
#define BRUNO_TOTAL 138

extern const char *const bs_ui_default_colors[];
void bs_ui_set_default_players (void);
TsBurgundySheetWindow *bs_ui_new_window (int width,
                                         int height);
GtkWidget *bs_ui_field (TsBurgundySheetWindow *window,
                        guint                  player,
                        TsBurgundySheetField   which,
                        int                    monastery);
/* Brings the window's layout and drawing up to date, then keeps it as a PNG artifact. */
void bs_ui_save_png (gpointer    window,
                     const char *name);
gboolean bs_ui_has_focus_in (TsBurgundySheetWindow *window,
                             GtkWidget             *widget);
/* Types @text where the focus is (it must be in @expected) and presses Enter. */
void bs_ui_type_enter (TsBurgundySheetWindow *window,
                       GtkWidget             *expected,
                       const char            *text);
void bs_ui_type_number (TsBurgundySheetWindow *window,
                        GtkWidget             *expected,
                        int                    value);
/* Whether player @i's tie-break facts are shown. */
gboolean bs_ui_tie_break_shown (TsBurgundySheetWindow *window,
                                guint                  i);
/* Player @i's tie-break facts, from the first (which must have the focus). */
void bs_ui_fill_tie_break (TsBurgundySheetWindow *window,
                           guint                  i,
                           const BsUiPlayer      *p);
/* A new window of @width × @height with both players typed in, the focus on Score. */
TsBurgundySheetWindow *bs_ui_fill_example (int width,
                                           int height);
/* Whether @text is on a label the window draws now. */
gboolean bs_ui_shows_text (TsBurgundySheetWindow *window,
                           const char            *text);

G_END_DECLS
