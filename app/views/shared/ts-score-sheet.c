/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "ts-score-sheet-private.h"
#include "ts-player-palette.h"

/* -------------------------------------------------------------------------------------- */
/* Drawing                                                                                 */

static const GdkRGBA ink = { 0.12, 0.12, 0.13, 1 };
static const GdkRGBA dim_ink = { 0.40, 0.40, 0.42, 1 };
static const GdkRGBA stripe = { 0.95, 0.95, 0.96, 1 };
static const GdkRGBA winner_tint = { 1.0, 0.96, 0.80, 1 };
static const GdkRGBA rule = { 0.75, 0.75, 0.77, 1 };

static gboolean
parse_color (const char *color,
             GdkRGBA    *out)
{
  const TsPlayerColor *palette;

  if (color == NULL)
    return FALSE;
  if (color[0] == '#')
    return gdk_rgba_parse (out, color);
  palette = ts_player_palette_lookup (color);
  return palette != NULL && gdk_rgba_parse (out, palette->hex);
}

/* Set on a cairo context by ts_score_sheet_dup_texts(): every text drawn is added to it. */
static const cairo_user_data_key_t texts_key;

/* Lays out @text @width wide (0: unlimited) at @size points; draws it at (@x, @y) unless
 * @color is NULL. Returns its height; @extents, when not NULL, is set to where the text's
 * lines stand (their logical extents, in the units drawn in). */
static double
show_text_extents (cairo_t       *cr,
                   const char    *text,
                   double         x,
                   double         y,
                   double         width,
                   double         size,
                   PangoWeight    weight,
                   PangoAlignment align,
                   const GdkRGBA *color,
                   double         extents[4])
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoRectangle logical;
  int w, h;

  /* 1 pt = 1 unit, and metrics that scale: the PNG is the PDF scaled. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  if (extents != NULL)
    {
      pango_layout_get_extents (layout, NULL, &logical);
      extents[0] = x + (double) logical.x / PANGO_SCALE;
      extents[1] = y + (double) logical.y / PANGO_SCALE;
      extents[2] = (double) logical.width / PANGO_SCALE;
      extents[3] = (double) logical.height / PANGO_SCALE;
    }
  if (color != NULL)
    {
      GPtrArray *texts = cairo_get_user_data (cr, &texts_key);

      if (texts != NULL)
        g_ptr_array_add (texts, g_strdup (text));
      cairo_save (cr);
      gdk_cairo_set_source_rgba (cr, color);
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
    }
  return (double) h / PANGO_SCALE;
}

static double
show_text (cairo_t       *cr,
           const char    *text,
           double         x,
           double         y,
           double         width,
           double         size,
           PangoWeight    weight,
           PangoAlignment align,
           const GdkRGBA *color)
{
  return show_text_extents (cr, text, x, y, width, size, weight, align, color, NULL);
}

double
ts_score_sheet_show_text (cairo_t    *cr,
                          const char *text,
                          double      x,
                          double      y,
                          double      width,
                          double      size,
                          PangoWeight    weight,
                          PangoAlignment align,
                          gboolean       dim,
                          gboolean       draw)
{
  g_return_val_if_fail (cr != NULL && text != NULL, 0);

  return show_text (cr, text, x, y, width, size, weight, align,
                    draw ? (dim ? &dim_ink : &ink) : NULL);
}

static void
fill_rect (cairo_t       *cr,
           double         x,
           double         y,
           double         width,
           double         height,
           const GdkRGBA *color)
{
  gdk_cairo_set_source_rgba (cr, color);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill (cr);
}

static void
hline (cairo_t       *cr,
       double         x0,
       double         x1,
       double         y,
       double         line_width,
       const GdkRGBA *color)
{
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_stroke (cr);
}

static void
swatch (cairo_t       *cr,
        double         cx,
        double         cy,
        double         radius,
        const GdkRGBA *color)
{
  cairo_new_path (cr); /* the text left a current point */
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  /* Keeps a white piece visible on white paper. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
}

typedef struct
{
  cairo_t *cr;
  guint n;
  guint winners; /* bit per player who won or shares the victory */
  double label_x, label_width;
  double col_x[MAX_PLAYERS], col_width;
  double right;
  guint row_index;
  GArray *boxes; /* of TsScoreSheetBox, or NULL */
} Table;

/* Row @row's text size and weight: the total stands out. */
static double
row_size (const TsScoreRow *row)
{
  return row->kind == TS_SCORE_ROW_TOTAL ? 13 : 10.5;
}

static PangoWeight
row_weight (const TsScoreRow *row)
{
  return row->kind == TS_SCORE_ROW_TOTAL ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL;
}

/* A cell's text is drawn this much narrower than its column, so that neighbours keep apart. */
#define CELL_INSET 16
/* A note's size, under its category or a player's value. */
#define NOTE_SIZE 8

/* The tallest of the row's cells at the column width (a cell wraps only when a column
 * cannot be made wide enough for it). */
static double
cells_height (Table            *t,
              const TsScoreRow *row)
{
  double height = 0;

  for (guint i = 0; i < t->n; i++)
    {
      const char *note = ts_score_row_get_cell_note (row, i);
      double h = show_text (t->cr, row->cells[i] != NULL ? row->cells[i] : "–", 0, 0,
                            t->col_width - CELL_INSET, row_size (row), row_weight (row),
                            PANGO_ALIGN_RIGHT, NULL);

      if (note != NULL && row->cells[i] != NULL)
        h += show_text (t->cr, note, 0, 0, t->col_width - CELL_INSET, NOTE_SIZE,
                        PANGO_WEIGHT_NORMAL, PANGO_ALIGN_RIGHT, NULL);
      height = MAX (height, h);
    }
  return height;
}

static void
draw_row_cells (Table            *t,
                const TsScoreRow *row,
                double            y,
                double            height)
{
  for (guint i = 0; i < t->n; i++)
    {
      const char *cell = row->cells[i] != NULL ? row->cells[i] : "–";
      const char *note = row->cells[i] != NULL ? ts_score_row_get_cell_note (row, i) : NULL;
      const GdkRGBA *color = row->cells[i] != NULL ? &ink : &dim_ink;
      double extents[4];
      double h = show_text (t->cr, cell, 0, 0, t->col_width - CELL_INSET, row_size (row),
                            row_weight (row), PANGO_ALIGN_RIGHT, NULL);
      double note_h = note != NULL ? show_text (t->cr, note, 0, 0, t->col_width - CELL_INSET,
                                                NOTE_SIZE, PANGO_WEIGHT_NORMAL,
                                                PANGO_ALIGN_RIGHT, NULL)
                                   : 0;
      double top = y + (height - h - note_h) / 2;

      show_text_extents (t->cr, cell, t->col_x[i] + 4, top, t->col_width - CELL_INSET,
                         row_size (row), row_weight (row), PANGO_ALIGN_RIGHT, color, extents);
      if (note != NULL)
        {
          double under[4];

          /* The player's own note under their value (issue 41). */
          show_text_extents (t->cr, note, t->col_x[i] + 4, top + h, t->col_width - CELL_INSET,
                             NOTE_SIZE, PANGO_WEIGHT_NORMAL, PANGO_ALIGN_RIGHT, &dim_ink,
                             under);
          extents[2] = MAX (extents[0] + extents[2], under[0] + under[2])
                       - MIN (extents[0], under[0]);
          extents[0] = MIN (extents[0], under[0]);
          extents[3] = under[1] + under[3] - extents[1];
        }
      if (t->boxes != NULL)
        {
          TsScoreSheetBox box = { t->row_index, i, extents[0], extents[1], extents[2],
                                          extents[3] };

          g_array_append_val (t->boxes, box);
        }
    }
}

/* Draws one row at @y and returns its height. */
static double
draw_row (Table            *t,
          const TsScoreRow *row,
          double            y,
          gboolean          striped)
{
  cairo_t *cr = t->cr;
  gboolean total = row->kind == TS_SCORE_ROW_TOTAL;
  double size = row_size (row);
  PangoWeight weight = row_weight (row);
  double pad = total ? 7 : 4.5;
  double label_h = show_text (cr, row->label, 0, 0, t->label_width, size, weight,
                              PANGO_ALIGN_LEFT, NULL);
  double note_h = row->note != NULL ? show_text (cr, row->note, 0, 0, t->label_width, NOTE_SIZE,
                                                 PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, NULL)
                                    : 0;
  double height = MAX (label_h + note_h, cells_height (t, row)) + 2 * pad;

  if (striped)
    fill_rect (cr, t->label_x - 6, y, t->right - t->label_x + 6, height, &stripe);
  for (guint i = 0; i < t->n; i++)
    if (t->winners & (1u << i))
      fill_rect (cr, t->col_x[i], y, t->col_width, height, &winner_tint);
  if (total)
    hline (cr, t->label_x - 6, t->right, y, 1.2, &ink);

  show_text (cr, row->label, t->label_x, y + pad, t->label_width, size, weight,
             PANGO_ALIGN_LEFT, &ink);
  if (row->note != NULL)
    show_text (cr, row->note, t->label_x, y + pad + label_h, t->label_width, NOTE_SIZE,
               PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &dim_ink);
  draw_row_cells (t, row, y, height);
  return height;
}

static double
draw_header (Table                    *t,
             JsonNode                 *breakdown,
             const TsScoreSheetExtras *extras,
             double                    y)
{
  double height = 0;

  for (guint i = 0; i < t->n; i++)
    height = MAX (height, show_text (t->cr, ts_score_sheet_get_name (breakdown, i), 0,
                                     0, t->col_width - 8, 11, PANGO_WEIGHT_BOLD,
                                     PANGO_ALIGN_CENTER, NULL));
  for (guint i = 0; i < t->n; i++)
    {
      GdkRGBA color;
      double top = y;

      if (t->winners & (1u << i))
        fill_rect (t->cr, t->col_x[i], y - 4, t->col_width, height + 26, &winner_tint);
      if (extras != NULL && parse_color (extras->colors[i], &color))
        swatch (t->cr, t->col_x[i] + t->col_width / 2, y + 5, 5, &color);
      top += 14;
      show_text (t->cr, ts_score_sheet_get_name (breakdown, i), t->col_x[i] + 4, top,
                 t->col_width - 8, 11, PANGO_WEIGHT_BOLD, PANGO_ALIGN_CENTER, &ink);
    }
  height += 22;
  hline (t->cr, t->label_x - 6, t->right, y + height, 0.8, &rule);
  return height;
}

static void
draw_sheet (cairo_t                  *cr,
            JsonNode                 *breakdown,
            const char               *title,
            const TsScoreSheetExtras *extras,
            double                    width,
            double                    height,
            GArray                   *boxes)
{
  g_autoptr(GPtrArray) rows = NULL;
  Table t = { cr, 0, 0 };
  double scale, y, content = PAGE_WIDTH - 2 * MARGIN, content_width;
  g_autofree char *heading = NULL;
  guint n_winners = 0;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 0 && height > 0);

  rows = ts_score_sheet_dup_rows (breakdown, &t.n);
  t.boxes = boxes;

  cairo_save (cr);
  /* White paper, then the A4 page fitted and centred in the area. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  scale = MIN (width / PAGE_WIDTH, height / PAGE_HEIGHT);
  cairo_translate (cr, (width - PAGE_WIDTH * scale) / 2, (height - PAGE_HEIGHT * scale) / 2);
  cairo_scale (cr, scale, scale);

  y = MARGIN;
  if (extras != NULL && extras->game != NULL)
    /* Translators: above the score sheet's title; %s is the game ("Kingsburg") */
    heading = g_strdup_printf (_("%s · Score sheet"), extras->game);
  y += show_text (cr, heading != NULL ? heading : _("Score sheet"), MARGIN, y, content, 10,
                  PANGO_WEIGHT_SEMIBOLD, PANGO_ALIGN_LEFT, &dim_ink);
  y += 2;
  if (title != NULL && *title != '\0')
    y += show_text (cr, title, MARGIN, y, content, 22, PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT,
                    &ink);
  if (extras != NULL && extras->date != NULL)
    {
      /* Translators: the date a game was played, on the score sheet (strftime format) */
      g_autofree char *date = g_date_time_format (extras->date, C_("score sheet", "%-d %B %Y"));

      y += 2;
      if (date != NULL)
        y += show_text (cr, date, MARGIN, y, content, 11, PANGO_WEIGHT_NORMAL,
                        PANGO_ALIGN_LEFT, &dim_ink);
    }
  y += 14;
  hline (cr, MARGIN, PAGE_WIDTH - MARGIN, y, 1.5, &ink);
  y += 24;

  if (rows == NULL || t.n == 0)
    {
      show_text (cr, _("This game has no final scoring yet."), MARGIN, y, content, 12,
                 PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &dim_ink);
      cairo_restore (cr);
      return;
    }

  for (guint i = 0; i < t.n; i++)
    if (ts_score_sheet_is_winner (breakdown, i))
      {
        t.winners |= 1u << i;
        n_winners++;
      }
  t.right = PAGE_WIDTH - MARGIN;
  t.label_x = MARGIN + 6;
  /* Columns as wide as their widest cell (“1 (height 2)”) needs, leaving the categories at
   * least a third of the table; a cell wraps only past that. */
  content_width = 0;
  for (guint r = 0; r < rows->len; r++)
    {
      const TsScoreRow *row = g_ptr_array_index (rows, r);

      for (guint i = 0; i < t.n; i++)
        if (row->cells[i] != NULL)
          {
            double extents[4];

            const char *note = ts_score_row_get_cell_note (row, i);

            show_text_extents (cr, row->cells[i], 0, 0, 0, row_size (row), row_weight (row),
                               PANGO_ALIGN_LEFT, NULL, extents);
            content_width = MAX (content_width, ceil (extents[2]) + CELL_INSET + 1);
            if (note == NULL)
              continue;
            show_text_extents (cr, note, 0, 0, 0, NOTE_SIZE, PANGO_WEIGHT_NORMAL,
                               PANGO_ALIGN_LEFT, NULL, extents);
            content_width = MAX (content_width, ceil (extents[2]) + CELL_INSET + 1);
          }
    }
  t.col_width = MAX (t.n <= 2 ? 110 : t.n == 3 ? 100 : t.n == 4 ? 88 : 70,
                     MIN (content_width, (t.right - t.label_x) * 2 / 3 / t.n));
  t.label_width = t.right - t.n * t.col_width - t.label_x - 8;
  for (guint i = 0; i < t.n; i++)
    t.col_x[i] = t.right - (t.n - i) * t.col_width;

  y += draw_header (&t, breakdown, extras, y);
  for (guint r = 0, stripe_index = 0; r < rows->len; r++)
    {
      const TsScoreRow *row = g_ptr_array_index (rows, r);
      gboolean first_tie_break = row->kind == TS_SCORE_ROW_TIE_BREAK
                                 && ((TsScoreRow *) g_ptr_array_index (rows, r - 1))
                                          ->kind != TS_SCORE_ROW_TIE_BREAK;

      if (first_tie_break)
        {
          y += 18;
          y += show_text (cr, _("Tie-break"), MARGIN, y, content, 10, PANGO_WEIGHT_SEMIBOLD,
                          PANGO_ALIGN_LEFT, &dim_ink);
          y += 4;
          hline (cr, t.label_x - 6, t.right, y, 0.8, &rule);
          stripe_index = 0;
        }
      t.row_index = r;
      y += draw_row (&t, row, y, row->kind != TS_SCORE_ROW_TOTAL
                                     && stripe_index++ % 2 == 1);
      if (row->kind == TS_SCORE_ROW_TOTAL)
        hline (cr, t.label_x - 6, t.right, y, 1.2, &ink);
    }

  /* The winner and why. */
  y += 30;
  /* Translators: above the winner's name on the score sheet, or the names of the players
   * who share the victory */
  y += show_text (cr, n_winners > 1 ? _("Winners") : _("Winner"), MARGIN, y, content, 10,
                  PANGO_WEIGHT_SEMIBOLD, PANGO_ALIGN_LEFT, &dim_ink);
  for (guint i = 0; i < t.n; i++)
    if (t.winners & (1u << i))
      {
        GdkRGBA color;
        double x = MARGIN;

        if (extras != NULL && parse_color (extras->colors[i], &color))
          {
            swatch (cr, MARGIN + 8, y + 13, 8, &color);
            x += 24;
          }
        y += 2;
        y += show_text (cr, ts_score_sheet_get_name (breakdown, i), x, y,
                        content - (x - MARGIN), 20, PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT, &ink);
      }
  y += 6;
  show_text (cr, ts_score_sheet_get_explanation (breakdown), MARGIN, y, content, 11.5,
             PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &ink);

  show_text (cr, _("Kept with Tableside"), MARGIN, PAGE_HEIGHT - MARGIN + 12, content, 8,
             PANGO_WEIGHT_NORMAL, PANGO_ALIGN_RIGHT, &dim_ink);
  cairo_restore (cr);
}

/* Page @page after the table (0-based) of @pages, on white paper fitted into the area. */
static void
draw_extra_page (cairo_t                 *cr,
                 const TsScoreSheetPages *pages,
                 guint                    page,
                 double                   width,
                 double                   height)
{
  double scale = MIN (width / PAGE_WIDTH, height / PAGE_HEIGHT);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_translate (cr, (width - PAGE_WIDTH * scale) / 2, (height - PAGE_HEIGHT * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_save (cr);
  pages->draw (cr, page, pages->data);
  cairo_restore (cr);
  show_text (cr, _("Kept with Tableside"), MARGIN, PAGE_HEIGHT - MARGIN + 12,
             PAGE_WIDTH - 2 * MARGIN, 8, PANGO_WEIGHT_NORMAL, PANGO_ALIGN_RIGHT, &dim_ink);
  cairo_restore (cr);
}

guint
ts_score_sheet_get_n_pages (const TsScoreSheetExtras *extras)
{
  return 1 + (extras != NULL && extras->pages != NULL && extras->pages->draw != NULL
                  ? extras->pages->n_pages
                  : 0);
}

void
ts_score_sheet_draw_page (cairo_t                  *cr,
                          JsonNode                 *breakdown,
                          const char               *title,
                          const TsScoreSheetExtras *extras,
                          guint                     page,
                          double                    width,
                          double                    height)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < ts_score_sheet_get_n_pages (extras));

  if (page == 0)
    draw_sheet (cr, breakdown, title, extras, width, height, NULL);
  else
    draw_extra_page (cr, extras->pages, page - 1, width, height);
}

static void
free_texts (void *texts)
{
  g_ptr_array_unref (texts);
}

GStrv
ts_score_sheet_dup_texts (JsonNode                 *breakdown,
                          const char               *title,
                          const TsScoreSheetExtras *extras)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  guint n_pages = ts_score_sheet_get_n_pages (extras);

  cairo_set_user_data (cr, &texts_key, g_ptr_array_ref (texts), free_texts);
  for (guint page = 0; page < n_pages; page++)
    ts_score_sheet_draw_page (cr, breakdown, title, extras, page, PAGE_WIDTH, PAGE_HEIGHT);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_ptr_array_add (texts, NULL);
  return (GStrv) g_ptr_array_free (texts, FALSE);
}

void
ts_score_sheet_draw_full (cairo_t                  *cr,
                          JsonNode                 *breakdown,
                          const char               *title,
                          const TsScoreSheetExtras *extras,
                          double                    width,
                          double                    height)
{
  draw_sheet (cr, breakdown, title, extras, width, height, NULL);
}

GArray *
ts_score_sheet_dup_cell_boxes (JsonNode                 *breakdown,
                               const char               *title,
                               const TsScoreSheetExtras *extras)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (TsScoreSheetBox));
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);

  draw_sheet (cr, breakdown, title, extras, PAGE_WIDTH, PAGE_HEIGHT, boxes);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return boxes;
}

void
ts_score_sheet_draw (cairo_t    *cr,
                     JsonNode   *breakdown,
                     const char *title,
                     double      width,
                     double      height)
{
  ts_score_sheet_draw_full (cr, breakdown, title, NULL, width, height);
}
