/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The final score sheet of any game, drawn with cairo and Pango so that the PDF, the PNG and
 * the printed page are the same sheet.
 *
 * @breakdown is the module's final breakdown in the shape every game gives
 * (docs/file-format.md, "The final breakdown"): "players" with "name", "total", "lines"
 * [{"cause", "text", "note", "vp"}] and "tie-breaks" [{"cause", "text", "note", "value"}];
 * "winner" (null for a shared victory), "winners"; "explanation". @title names the match on
 * the sheet (the record's name). */

/* Draws the sheet into a @width x @height area (points for PDF/print, pixels for PNG). */
void ts_score_sheet_draw (cairo_t    *cr,
                          JsonNode   *breakdown,
                          const char *title,
                          double      width,
                          double      height);

gboolean ts_score_sheet_save_pdf (JsonNode   *breakdown,
                                  const char *title,
                                  GFile      *file,
                                  GError    **error);
gboolean ts_score_sheet_save_png (JsonNode   *breakdown,
                                  const char *title,
                                  GFile      *file,
                                  GError    **error);
/* Opens the print dialog over @parent for the sheet. */
void ts_score_sheet_print (GtkWindow  *parent,
                           JsonNode   *breakdown,
                           const char *title);

/* Additions to the contract above. */

/* The size of the PNG: A4 at 150 dpi. */
#define TS_SCORE_SHEET_PNG_WIDTH 1240
#define TS_SCORE_SHEET_PNG_HEIGHT 1754

/* The most players a score table or sheet shows (Kingsburg's five). */
#define TS_SCORE_MAX_PLAYERS 5

/* What the sheet can show beyond the breakdown; every member may be NULL: @date, when the
 * game was played (under the title); @colors, each player's palette id ("red") or "#rrggbb"
 * (a swatch); @game, the game's name, translated (above the title). */
typedef struct
{
  GDateTime *date;
  const char *colors[TS_SCORE_MAX_PLAYERS];
  const char *game;
} TsScoreSheetExtras;

void ts_score_sheet_draw_full (cairo_t                  *cr,
                               JsonNode                 *breakdown,
                               const char               *title,
                               const TsScoreSheetExtras *extras,
                               double                    width,
                               double                    height);
/* Where a cell's text stands on the A4 page (points): row @row of
 * ts_score_sheet_dup_rows(), player @player. */
typedef struct
{
  guint row;
  guint player;
  double x, y, width, height;
} TsScoreSheetBox;

/* Lays the sheet out as it is drawn and returns every cell's box (a GArray of
 * TsScoreSheetBox), so that a check can see that no two cells' texts meet. */
GArray *ts_score_sheet_dup_cell_boxes (JsonNode                 *breakdown,
                                       const char               *title,
                                       const TsScoreSheetExtras *extras);
/* Writes the sheet as PDF (@pdf) or PNG to @file. */
gboolean ts_score_sheet_save_full (JsonNode                 *breakdown,
                                   const char               *title,
                                   const TsScoreSheetExtras *extras,
                                   gboolean                  pdf,
                                   GFile                    *file,
                                   GError                  **error);
/* A one-page print operation drawing the sheet; _print_full() runs it with the dialog, tests
 * export it (GTK_PRINT_OPERATION_ACTION_EXPORT). */
GtkPrintOperation *ts_score_sheet_new_print_operation (JsonNode                 *breakdown,
                                                       const char               *title,
                                                       const TsScoreSheetExtras *extras);
void ts_score_sheet_print_full (GtkWindow                *parent,
                                JsonNode                 *breakdown,
                                const char               *title,
                                const TsScoreSheetExtras *extras);

/* The rows of the score table (ts-score-rows.c), shared by the sheet and the score page so
 * that both show the same thing: one row per cause of the players' "lines" (each player's
 * order kept; a cause first met at a later player goes after that player's previous one),
 * its "text" as label and "note" (how it counts) under it, one cell per player in breakdown
 * order (NULL when that player has no such line or its "vp" is null); the total; one row per
 * cause of "tie-breaks", its "value" as the cell (a breakdown without them has no
 * tie-break rows: Burgundy's final-scoring sheet leaves them out when nobody tied). */
typedef enum
{
  TS_SCORE_ROW_CATEGORY,  /* a line: VP from one cause */
  TS_SCORE_ROW_TOTAL,     /* the total */
  TS_SCORE_ROW_TIE_BREAK, /* a fact that breaks a tie on VP */
} TsScoreRowKind;

typedef struct
{
  TsScoreRowKind kind;
  char *label;
  char *note; /* nullable */
  char *cells[TS_SCORE_MAX_PLAYERS];
} TsScoreRow;

void ts_score_row_free (TsScoreRow *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsScoreRow, ts_score_row_free)

/* The rows for @breakdown (a GPtrArray of TsScoreRow), or NULL when it is not a
 * breakdown; @n_players is set to the number of players (at most TS_SCORE_MAX_PLAYERS are
 * shown). */
GPtrArray *ts_score_sheet_dup_rows (JsonNode *breakdown,
                                    guint    *n_players);
/* Player @index's name in @breakdown ("" when missing), the winner's index (-1 when
 * @breakdown is not a breakdown) and the engine's sentence explaining the win. */
const char *ts_score_sheet_get_name (JsonNode *breakdown,
                                     guint     index);
int ts_score_sheet_get_winner (JsonNode *breakdown);
/* TRUE when player @index won or shares the victory ("winners", else "winner"). */
gboolean ts_score_sheet_is_winner (JsonNode *breakdown,
                                   guint     index);
const char *ts_score_sheet_get_explanation (JsonNode *breakdown);
G_END_DECLS
