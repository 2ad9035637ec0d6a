/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final scoring table on screen, read from any game's final breakdown (shared by the
 * score page and Burgundy's final-scoring sheet window, so that both show the same table). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-help.h"
#include "ts-tooltip.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-player-palette.h"

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  GdkRGBA rgba;

  if (!gdk_rgba_parse (&rgba, user_data))
    return;
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  /* A thin outline keeps white visible on light and black on dark backgrounds. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

GtkWidget *
ts_score_table_swatch_new (const char *color)
{
  const TsPlayerColor *palette = ts_player_palette_lookup (color);
  GtkWidget *swatch = gtk_drawing_area_new ();

  g_return_val_if_fail (color != NULL, NULL);

  gtk_widget_set_size_request (swatch, 16, 16);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (swatch, "player-swatch");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb,
                                  g_strdup (palette != NULL ? palette->hex : color), g_free);
  return swatch;
}

static GtkWidget *
table_label (GtkGrid    *grid,
             const char *text,
             int         column,
             int         row,
             float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  /* Filling the row keeps each row's rule (style.css) straight across the columns. */
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_yalign (GTK_LABEL (label), 0.5);
  gtk_grid_attach (grid, label, column, row, 1, 1);
  return label;
}

/* A player's own note under their value, small and dimmed, in the same label (a cell of the
 * grid stays one label): “6” over “2 incomplete roads”. */
static void
set_cell_note (GtkLabel   *cell,
               const char *value,
               const char *note)
{
  g_autofree char *markup = g_markup_printf_escaped (
      "%s\n<span size=\"small\" alpha=\"65%%\">%s</span>", value, note);

  gtk_label_set_markup (cell, markup);
  gtk_label_set_justify (cell, GTK_JUSTIFY_RIGHT);
  gtk_label_set_wrap (cell, TRUE);
  gtk_label_set_wrap_mode (cell, PANGO_WRAP_WORD);
  /* Wraps a long note (“2 incomplete cloisters”) rather than widening the column. */
  gtk_label_set_max_width_chars (cell, 18);
}

static void
attach_header (GtkGrid         *grid,
               JsonNode        *breakdown,
               guint            n,
               const char *const colors[TS_SCORE_MAX_PLAYERS],
               guint            first)
{
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *name = gtk_label_new (ts_score_sheet_get_name (breakdown, i));

      gtk_widget_set_halign (box, GTK_ALIGN_END);
      if (colors != NULL && colors[i] != NULL)
        gtk_box_append (GTK_BOX (box), ts_score_table_swatch_new (colors[i]));
      /* Names whole, never “A…” (issue 41): a name of several words wraps between them,
       * and the categories wrap before a name is cut. */
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD);
      gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (name), 1);
      gtk_widget_add_css_class (name, "heading");
      gtk_box_append (GTK_BOX (box), name);
      if (ts_score_sheet_is_winner (breakdown, i))
        {
          GtkWidget *icon = gtk_image_new_from_icon_name ("starred-symbolic");

          gtk_widget_add_css_class (icon, "accent");
          gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Winner"), -1);
          gtk_box_append (GTK_BOX (box), icon);
        }
      gtk_widget_add_css_class (box, "score-header");
      gtk_grid_attach (grid, box, i + first, 0, 1, 1);
    }
}

/* The guide opens in the help viewer's window: a popover the button sits in closes. */
static void
why_clicked_cb (GtkButton *button,
                gpointer   user_data)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  ts_help_show (GTK_WIDGET (button), g_object_get_data (G_OBJECT (button), "ts-help-page"),
                g_object_get_data (G_OBJECT (button), "ts-help-section"));
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

GtkWidget *
ts_score_why_button_new (const TsGameModule *module,
                         const char         *cause_id,
                         TsLedgerResource    resource,
                         const char         *cause_text)
{
  const char *clause = module != NULL ? ts_games_cause_clause (module, cause_id, resource) : NULL;
  g_autofree char *said = NULL;
  GtkWidget *button;

  if (clause == NULL)
    return NULL;
  button = gtk_button_new_from_icon_name ("help-about-symbolic");
  /* Translators: the tooltip of a small button beside a cause of points, and its name for a
   * screen reader: it opens the rule behind the cause in the user guide (“Why? — Goods
   * left”) */
  said = g_strdup_printf (_("Why? — %s"), cause_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                  -1);
  ts_tooltip_set (button, said);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "cause-why");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* The guide's pages of a game are named for its module, each clause a section named for
   * its ID in lower case (ts-game-page-help.c). */
  g_object_set_data_full (G_OBJECT (button), "ts-help-page",
                          g_strconcat ("rules-", module->id, NULL), g_free);
  g_object_set_data_full (G_OBJECT (button), "ts-help-section", g_ascii_strdown (clause, -1),
                          g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (why_clicked_cb), NULL);
  return button;
}

void
ts_score_table_fill (GtkGrid         *grid,
                     JsonNode        *breakdown,
                              const char *const colors[TS_SCORE_MAX_PLAYERS])
{
  ts_score_table_fill_with_rules (grid, breakdown, colors, NULL);
}

void
ts_score_table_fill_with_rules (GtkGrid            *grid,
                                JsonNode           *breakdown,
                                const char *const   colors[TS_SCORE_MAX_PLAYERS],
                                const TsGameModule *module)
{
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *child;
  guint n = 0;
  /* On a phone (the style class "narrow") each category is a line of its own above its
   * values: the players' columns have the table's whole width, five of them within 360 px
   * rather than a table to scroll sideways. */
  gboolean narrow;
  guint first; /* the first player's column */

  g_return_if_fail (GTK_IS_GRID (grid));
  narrow = gtk_widget_has_css_class (GTK_WIDGET (grid), "narrow");
  first = narrow ? 0 : 1;

  /* The cells' labels expand to centre in their rows; the table itself does not, or a short
   * table would stretch its rows over a tall window. */
  gtk_widget_set_vexpand (GTK_WIDGET (grid), FALSE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
  rows = ts_score_sheet_dup_rows (breakdown, &n);
  if (rows == NULL)
    return;
  attach_header (grid, breakdown, n, colors, first);

  for (guint r = 0; r < rows->len; r++)
    {
      const TsScoreRow *row = g_ptr_array_index (rows, r);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *label = gtk_label_new (row->label);
      GtkWidget *why;
      const char *row_class = row->kind == TS_SCORE_ROW_TOTAL       ? "score-total"
                              : row->kind == TS_SCORE_ROW_TIE_BREAK ? "score-tie-break"
                                                                             : "score-category";
      gboolean first_tie_break = row->kind == TS_SCORE_ROW_TIE_BREAK && r > 0
                                 && ((TsScoreRow *) g_ptr_array_index (rows, r - 1))
                                          ->kind != TS_SCORE_ROW_TIE_BREAK;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      why = row->cause != NULL ? ts_score_why_button_new (module, row->cause, TS_LEDGER_VP,
                                                          row->label)
                               : NULL;
      if (why != NULL)
        {
          /* The rule behind the row (issue 55), right after its category. */
          GtkWidget *title = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

          /* Beside a button the label gets its natural width: a line's, not the short one
           * GTK gives a wrapping label (it wraps only when the column is narrower). */
          gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
          gtk_box_append (GTK_BOX (title), label);
          gtk_box_append (GTK_BOX (title), why);
          /* Centred at its own height: a box taller than its line would have the label
           * wrap to fill it. */
          gtk_widget_set_vexpand (title, row->note == NULL);
          gtk_widget_set_valign (title, row->note == NULL ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
          gtk_box_append (GTK_BOX (box), title);
        }
      else
        {
          gtk_widget_set_vexpand (label, row->note == NULL);
          gtk_box_append (GTK_BOX (box), label);
        }
      if (row->note != NULL)
        {
          GtkWidget *note = gtk_label_new (row->note);

          gtk_label_set_xalign (GTK_LABEL (note), 0);
          gtk_label_set_wrap (GTK_LABEL (note), TRUE);
          gtk_widget_add_css_class (note, "caption");
          gtk_widget_add_css_class (note, "dim-label");
          gtk_box_append (GTK_BOX (box), note);
        }
      gtk_widget_set_hexpand (box, TRUE);
      gtk_widget_add_css_class (box, row_class);
      if (first_tie_break)
        gtk_widget_add_css_class (box, "score-first-tie-break");
      if (row->kind == TS_SCORE_ROW_TOTAL)
        gtk_widget_add_css_class (label, "heading");
      if (narrow)
        {
          gtk_widget_add_css_class (box, "score-row-title");
          gtk_grid_attach (grid, box, 0, 2 * r + 1, MAX (n, 1), 1);
        }
      else
        gtk_grid_attach (grid, box, 0, r + 1, 1, 1);

      for (guint i = 0; i < n; i++)
        {
          GtkWidget *cell = table_label (grid, row->cells[i] != NULL ? row->cells[i] : "–",
                                         i + first, narrow ? 2 * r + 2 : r + 1, 1);
          const char *note = ts_score_row_get_cell_note (row, i);
          g_autofree char *said = ts_score_row_dup_cell_description (
              row, i, ts_score_sheet_get_name (breakdown, i));

          gtk_widget_add_css_class (cell, "numeric");
          gtk_widget_add_css_class (cell, row_class);
          /* Under its title on a phone: the title's line keeps the gap above them. */
          if (first_tie_break && !narrow)
            gtk_widget_add_css_class (cell, "score-first-tie-break");
          if (row->cells[i] == NULL)
            gtk_widget_add_css_class (cell, "dim-label");
          else if (note != NULL)
            set_cell_note (GTK_LABEL (cell), row->cells[i], note);
          /* Whose cell, what it holds and why, in one sentence (issue 41). */
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          said, -1);
          if (row->kind == TS_SCORE_ROW_TOTAL)
            gtk_widget_add_css_class (cell, "title-3");
        }
    }
}
