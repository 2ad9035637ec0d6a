/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-kingsburg.h"
#include "ts-kingsburg-sheet-spec.h"
#include "ts-sheet-window.h"

G_BEGIN_DECLS

/* Kingsburg's fields (ts-kingsburg-sheet-spec.c): the VP, three goods, five province rows. */
enum
{
  KB_NAME = -1,
  KB_VP = 0,
  KB_GOLD,
  KB_WOOD,
  KB_STONE,
  KB_ROW1,
  KB_N_FIELDS = KB_ROW1 + 5,
};

typedef struct
{
  const char *name;
  int vp, gold, wood, stone;
  guint rows[5]; /* how far each row is built, from the left */
} KbPlayer;

/* docs/file-format.md's example (hand-cathedral-tie.json): Ann, Brian, Cindy. */
extern const KbPlayer sw_ui_kb_example[3];
extern const char *const sw_ui_kb_names[];

/* The preferences' players (a data folder without saved games), as a new sheet proposes. */
void sw_ui_set_players (const char *const *names);
TsSheetWindow *sw_ui_new_window (const TsSheetSpec *spec,
                                 int                width,
                                 int                height);
/* Player @player's field @which (-1: the name), which must exist. */
GtkWidget *sw_ui_field (TsSheetWindow *window,
                        guint          player,
                        int            which);
/* Types @text (NULL: keeps the text) where the focus is (a GtkText, which must be in
 * @expected) and presses Enter. */
void sw_ui_type_enter (TsSheetWindow *window,
                       GtkWidget     *expected,
                       const char    *text);
void sw_ui_type_number (TsSheetWindow *window,
                        GtkWidget     *expected,
                        int            value);
/* On a province row, which has the focus: the digit @built, then Enter, which moves on. */
void sw_ui_choose_row (TsSheetWindow *window,
                       GtkWidget     *row,
                       guint          built);
/* Kingsburg's player @i from the name on, by keys alone. */
void sw_ui_fill_kingsburg_player (TsSheetWindow  *window,
                                  guint           i,
                                  const KbPlayer *p);
/* The example typed in by keys alone in a new window of @width × @height, the form kept as
 * the PNG @png (NULL: none), then scored: the window on its result page. */
TsSheetWindow *sw_ui_kingsburg_example (int         width,
                                        int         height,
                                        const char *png);
/* tests/data/fuzz-seeds-kingsburg-sheet/@base, read by the engine, and its scoring. */
TsKingsburgSheet *sw_ui_load_kingsburg_seed (const char *base);
JsonNode *sw_ui_score_kingsburg (const TsKingsburgSheet *sheet);
void sw_ui_assert_json_equal (JsonNode *a,
                              JsonNode *b);
/* Whether a label reading @text is drawn now. */
gboolean sw_ui_shows_label (TsSheetWindow *window,
                            const char    *text);
/* The result page's heading (“Ann Wins”, “Shared Victory”). */
const char *sw_ui_heading (TsSheetWindow *window);
/* The score table's row (1-based) whose category reads @label. */
int sw_ui_category_row (GtkGrid    *grid,
                        const char *label);
/* How many files the games folder holds. */
int sw_ui_kept_files (void);
/* ts_ui_test_assert_buttons_named() past the spin buttons' own + and −. */
void sw_ui_assert_buttons_named (GtkWidget *widget);

G_END_DECLS
