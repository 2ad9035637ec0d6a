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

/* Pages a game adds after the score table, in the PDF and on paper (the PNG is the table's
 * page alone): @draw draws page @page (0 .. @n_pages - 1) on @cr, an A4 page in points
 * (TS_SCORE_SHEET_PAGE_WIDTH x TS_SCORE_SHEET_PAGE_HEIGHT, fitted to what it is drawn on,
 * on white paper), with @data. A print job keeps @data with @ref and @unref (both NULL when
 * @data outlives every use). The footer is drawn by the sheet. */
typedef void (*TsScoreSheetDrawPage) (cairo_t *cr,
                                      guint    page,
                                      gpointer data);
typedef struct
{
  guint n_pages;
  TsScoreSheetDrawPage draw;
  gpointer data;
  gpointer (*ref) (gpointer data);
  GDestroyNotify unref;
} TsScoreSheetPages;

#define TS_SCORE_SHEET_PAGE_WIDTH 595.276
#define TS_SCORE_SHEET_PAGE_HEIGHT 841.89
/* The page's margin, and the lowest a game's page may draw (above the footer). */
#define TS_SCORE_SHEET_PAGE_MARGIN 48.0
#define TS_SCORE_SHEET_PAGE_BOTTOM (TS_SCORE_SHEET_PAGE_HEIGHT - TS_SCORE_SHEET_PAGE_MARGIN)

/* What the sheet can show beyond the breakdown; every member may be NULL: @date, when the
 * game was played (under the title); @colors, each player's palette id ("red") or "#rrggbb"
 * (a swatch); @game, the game's name, translated (above the title); @pages, the game's
 * pages after the table. */
typedef struct
{
  GDateTime *date;
  const char *colors[TS_SCORE_MAX_PLAYERS];
  const char *game;
  const TsScoreSheetPages *pages;
} TsScoreSheetExtras;

/* The number of pages (the table and @extras' pages), and page @page drawn into a @width x
 * @height area. */
guint ts_score_sheet_get_n_pages (const TsScoreSheetExtras *extras);
void ts_score_sheet_draw_page (cairo_t                  *cr,
                               JsonNode                 *breakdown,
                               const char               *title,
                               const TsScoreSheetExtras *extras,
                               guint                     page,
                               double                    width,
                               double                    height);
/* Every text the sheet draws on all its pages, in the order drawn (for checks: what the PDF
 * says). (transfer full) */
GStrv ts_score_sheet_dup_texts (JsonNode                 *breakdown,
                                const char               *title,
                                const TsScoreSheetExtras *extras);
/* Draws (@draw) or only measures @text in the sheet's font, @size points, wrapped @width
 * wide (0: unlimited) and aligned by @align in it, at (@x, @y) in ink or (@dim) grey;
 * returns its height. For a game's
 * pages, so that they read as the table's page does. */
double ts_score_sheet_show_text (cairo_t    *cr,
                                 const char *text,
                                 double      x,
                                 double      y,
                                 double      width,
                                 double      size,
                                 PangoWeight    weight,
                                 PangoAlignment align,
                                 gboolean       dim,
                                 gboolean       draw);

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
/* A print operation drawing the sheet and @extras' pages; _print_full() runs it with the dialog, tests
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
  char *cause; /* the line's "cause" ("end-goods"); NULL for a total */
  char *label;
  /* The row's note, shown once under its label: set only when every player with the line
   * has the same note (a rule, "4 VP per church"); NULL when their notes differ, which are
   * then shown in each player's cell (issue 41: a player's "2 incomplete roads" is not
   * another's). */
  char *note;
  char *notes[TS_SCORE_MAX_PLAYERS]; /* each player's own note (nullable), always set */
  char *cells[TS_SCORE_MAX_PLAYERS];
  guint points_mask; /* bit per player whose cell is a number of VP */
} TsScoreRow;

void ts_score_row_free (TsScoreRow *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsScoreRow, ts_score_row_free)

/* The note shown in player @player's cell: their own note when the row has no common one,
 * else NULL. */
const char *ts_score_row_get_cell_note (const TsScoreRow *row,
                                        guint             player);
/* Player @player's cell in words, for a screen reader: the category, the player's @name, the
 * cell ("6 points", or the value as the game words it, or that it does not apply) and the
 * player's own note: “Incomplete roads — Bruno: 6 points (2 incomplete roads)”.
 * (transfer full) */
char *ts_score_row_dup_cell_description (const TsScoreRow *row,
                                         guint             player,
                                         const char       *name);

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
/* The result's heading: “Ana Wins”, “Bruno and Davi Win” (a team), “Shared Victory”, or for
 * a solo game not won “Game Lost”. (transfer full) */
char *ts_score_sheet_dup_heading (JsonNode *breakdown);
G_END_DECLS
