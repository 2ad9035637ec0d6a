/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The final score sheet of a Castles of Burgundy game, drawn with cairo and Pango so that
 * the PDF, the PNG and the printed page are the same sheet.
 *
 * @breakdown is the engine's final breakdown (ts_burgundy_final_breakdown(): "players" with
 * "name", "vp-track", "goods", "silver", "workers", "monasteries" [{"monastery", "vp"}],
 * "total", "empty-spaces", "bridge-space", "bridge-height"; "winner"; "tie-break";
 * "explanation"). A sheet scored from a finished game's counts (issue 6) has the same shape.
 * @title names the game on the sheet (the record's name). */

/* Draws the sheet into a @width x @height area (points for PDF/print, pixels for PNG). */
void ts_burgundy_score_sheet_draw (cairo_t    *cr,
                                   JsonNode   *breakdown,
                                   const char *title,
                                   double      width,
                                   double      height);

gboolean ts_burgundy_score_sheet_save_pdf (JsonNode   *breakdown,
                                           const char *title,
                                           GFile      *file,
                                           GError    **error);
gboolean ts_burgundy_score_sheet_save_png (JsonNode   *breakdown,
                                           const char *title,
                                           GFile      *file,
                                           GError    **error);
/* Opens the print dialog over @parent for the sheet. */
void ts_burgundy_score_sheet_print (GtkWindow  *parent,
                                    JsonNode   *breakdown,
                                    const char *title);

/* Additions to the contract above. */

/* The size of the PNG: A4 at 150 dpi. */
#define TS_BURGUNDY_SCORE_SHEET_PNG_WIDTH 1240
#define TS_BURGUNDY_SCORE_SHEET_PNG_HEIGHT 1754

/* What the sheet can show beyond the breakdown; every member may be NULL. */
typedef struct
{
  GDateTime *date;       /* when the game was played, under the title */
  const char *colors[4]; /* each player's palette id ("red") or "#rrggbb": a swatch */
} TsBurgundyScoreSheetExtras;

void ts_burgundy_score_sheet_draw_full (cairo_t                          *cr,
                                        JsonNode                         *breakdown,
                                        const char                       *title,
                                        const TsBurgundyScoreSheetExtras *extras,
                                        double                            width,
                                        double                            height);
/* Where a cell's text stands on the A4 page (points): row @row of
 * ts_burgundy_score_sheet_dup_rows(), player @player. */
typedef struct
{
  guint row;
  guint player;
  double x, y, width, height;
} TsBurgundyScoreSheetBox;

/* Lays the sheet out as it is drawn and returns every cell's box (a GArray of
 * TsBurgundyScoreSheetBox), so that a check can see that no two cells' texts meet. */
GArray *ts_burgundy_score_sheet_dup_cell_boxes (JsonNode                         *breakdown,
                                                const char                       *title,
                                                const TsBurgundyScoreSheetExtras *extras);
/* Writes the sheet as PDF (@pdf) or PNG to @file. */
gboolean ts_burgundy_score_sheet_save_full (JsonNode                         *breakdown,
                                            const char                       *title,
                                            const TsBurgundyScoreSheetExtras *extras,
                                            gboolean                          pdf,
                                            GFile                            *file,
                                            GError                          **error);
/* A one-page print operation drawing the sheet; _print_full() runs it with the dialog, tests
 * export it (GTK_PRINT_OPERATION_ACTION_EXPORT). */
GtkPrintOperation *ts_burgundy_score_sheet_new_print_operation (
    JsonNode                         *breakdown,
    const char                       *title,
    const TsBurgundyScoreSheetExtras *extras);
void ts_burgundy_score_sheet_print_full (GtkWindow                        *parent,
                                         JsonNode                         *breakdown,
                                         const char                       *title,
                                         const TsBurgundyScoreSheetExtras *extras);

/* The rows of the score table (ts-burgundy-score-sheet-rows.c), shared by the sheet and the
 * score page so that both show the same thing: each category's label (and a short note on how it counts), then one cell
 * per player in breakdown order (NULL when the row does not apply to that player). A
 * breakdown whose players have no "empty-spaces" (a final-scoring sheet without a tie, whose
 * tie-break facts were not asked) has no tie-break rows. */
typedef enum
{
  TS_BURGUNDY_SCORE_ROW_CATEGORY,  /* VP on the track, goods, silver, workers, monasteries */
  TS_BURGUNDY_SCORE_ROW_TOTAL,     /* the total */
  TS_BURGUNDY_SCORE_ROW_TIE_BREAK, /* empty duchy spaces, bridge position */
} TsBurgundyScoreRowKind;

typedef struct
{
  TsBurgundyScoreRowKind kind;
  char *label;
  char *note; /* nullable */
  char *cells[4];
} TsBurgundyScoreRow;

void ts_burgundy_score_row_free (TsBurgundyScoreRow *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsBurgundyScoreRow, ts_burgundy_score_row_free)

/* The rows for @breakdown (a GPtrArray of TsBurgundyScoreRow), or NULL when it is not a
 * breakdown; @n_players is set to the number of players (at most 4 are shown). */
GPtrArray *ts_burgundy_score_sheet_dup_rows (JsonNode *breakdown,
                                             guint    *n_players);
/* Player @index's name in @breakdown ("" when missing), the winner's index (-1 when
 * @breakdown is not a breakdown) and the engine's sentence explaining the win. */
const char *ts_burgundy_score_sheet_get_name (JsonNode *breakdown,
                                              guint     index);
int ts_burgundy_score_sheet_get_winner (JsonNode *breakdown);
const char *ts_burgundy_score_sheet_get_explanation (JsonNode *breakdown);
/* "Monastery 17" and what it counts at the end ("4 VP per church"), translated. */
char *ts_burgundy_score_sheet_dup_monastery_label (guint n);
char *ts_burgundy_score_sheet_dup_monastery_note (guint n);

G_END_DECLS
