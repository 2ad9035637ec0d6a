/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-map sheet's result: who won and why, the shared score table, every feature the
 * final scoring scored with its holders, the farms city by city beside the map with the
 * farms overlay; the sheet kept in Saved Games, exported and printed (ts-sheet-keeper.h). */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ts-carcassonne-sheet-window-private.h"
/* The result map's view, for the marks drawn over it (read only). */
#include "ts-carcassonne-map-private.h"
#include "ts-carcassonne.h"
#include "ts-carcassonne-sheet-pages.h"
#include "ts-player-palette.h"
#include "ts-score-export.h"
#include "ts-score-table.h"
#include "ts-sheet-keeper.h"

extern const TsGameModule ts_carcassonne_module;

static const char *
scored_name (JsonArray *players,
             gint64     index)
{
  JsonObject *row = index >= 0 && index < json_array_get_length (players)
                        ? json_array_get_object_element (players, index)
                        : NULL;

  return row != NULL ? json_object_get_string_member (row, "name") : "?";
}

/* “Ana and Bruno” */
static char *
names_text (JsonArray *players,
            JsonArray *indices)
{
  GString *out = g_string_new (NULL);
  guint n = json_array_get_length (indices);

  for (guint k = 0; k < n; k++)
    {
      if (k > 0)
        g_string_append (out, k + 1 == n ? _(" and ") : _(", "));
      g_string_append (out, scored_name (players, json_array_get_int_element (indices, k)));
    }
  return g_string_free (out, FALSE);
}

static GtkWidget *
list_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  return label;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* Each feature scored at the end: “1. Incomplete city of 3 tiles at (1, 0): 3 × 1 — Ana, 3
 * points each”, and the farms with their pigs. */
static void
fill_scorings (TsCarcassonneSheetWindow *self,
               JsonObject               *root)
{
  JsonArray *players = json_object_get_array_member (root, "players");
  JsonArray *scorings = json_object_get_array_member (root, "scorings");
  JsonArray *cities = json_object_get_array_member (root, "cities");

  clear_box (self->scorings_box);
  clear_box (self->cities_box);
  if (json_array_get_length (scorings) == 0)
    gtk_box_append (GTK_BOX (self->scorings_box),
                    list_label (_("No figure on the map scores at the end.")));
  for (guint k = 0; k < json_array_get_length (scorings); k++)
    {
      JsonObject *sc = json_array_get_object_element (scorings, k);
      g_autofree char *who = names_text (players, json_object_get_array_member (sc, "holders"));
      JsonArray *pigs = json_object_has_member (sc, "pigs")
                            ? json_object_get_array_member (sc, "pigs")
                            : NULL;
      g_autofree char *text = NULL;

      int vp = (int) json_object_get_int_member (sc, "vp");

      /* Translators: a feature scored at the end: its number (drawn on the map), what it is
       * with its sum, who holds it and the points each scores (“1 point each”) */
      text = g_strdup_printf (ngettext ("%u. %s — %s, %d point each",
                                        "%u. %s — %s, %d points each", vp),
                              k + 1, json_object_get_string_member (sc, "text"), who, vp);
      if (pigs != NULL && json_array_get_length (pigs) > 0)
        {
          g_autofree char *with = names_text (players, pigs);
          g_autofree char *more = NULL;

          /* Translators: added to a farm's line (CA-TPG-05): the holders with their pig */
          more = g_strdup_printf (_("%s; with the pig, 4 per city: %s"), text, with);
          g_free (text);
          text = g_steal_pointer (&more);
        }
      gtk_box_append (GTK_BOX (self->scorings_box), list_label (text));
    }
  if (json_array_get_length (cities) == 0)
    gtk_box_append (GTK_BOX (self->cities_box),
                    list_label (_("No farm borders a completed city.")));
  for (guint k = 0; k < json_array_get_length (cities); k++)
    {
      JsonObject *city = json_array_get_object_element (cities, k);
      JsonArray *farms = json_object_get_array_member (city, "farms");
      JsonArray *vp = json_object_get_array_member (city, "vp");
      g_autoptr(GString) numbers = g_string_new (NULL);
      g_autoptr(GString) gains = g_string_new (NULL);
      g_autofree char *text = NULL;

      for (guint f = 0; f < json_array_get_length (farms); f++)
        g_string_append_printf (numbers, "%s%d", f > 0 ? ", " : "",
                                (int) json_array_get_int_element (farms, f) + 1);
      for (guint p = 0; p < json_array_get_length (vp); p++)
        if (json_array_get_int_element (vp, p) > 0)
          g_string_append_printf (gains, "%s%s +%d", gains->len > 0 ? ", " : "",
                                  scored_name (players, p),
                                  (int) json_array_get_int_element (vp, p));
      /* Translators: the farms explained city by city: a completed city, the numbers of
       * the farms above that border it, what each farm holder scores for it */
      text = g_strdup_printf (_("%s: farms %s — %s"), json_object_get_string_member (city, "city"),
                              numbers->str, gains->str);
      gtk_box_append (GTK_BOX (self->cities_box), list_label (text));
    }
}

static void
show_problem (TsCarcassonneSheetWindow        *self,
              const TsCarcassonneSheetProblem *problem,
              const char                      *message)
{
  int x = 0, y = 0;

  ts_carcassonne_sheet_window_say (self, message);
  gtk_widget_error_bell (GTK_WIDGET (self));
  gtk_stack_set_visible_child_name (self->stack, "form");
  switch (problem->at)
    {
    case TS_CARCASSONNE_SHEET_AT_PLAYER:
      ts_carcassonne_sheet_form_focus_player (self, MAX (problem->index, 0));
      return;
    case TS_CARCASSONNE_SHEET_AT_TILE:
      if (problem->index >= 0 && problem->index < (int) self->sheet->n_tiles)
        {
          x = self->sheet->tiles[problem->index].x;
          y = self->sheet->tiles[problem->index].y;
        }
      break;
    case TS_CARCASSONNE_SHEET_AT_FIGURE:
      if (problem->index >= 0 && problem->index < (int) self->sheet->n_figures)
        {
          x = self->sheet->figures[problem->index].x;
          y = self->sheet->figures[problem->index].y;
        }
      break;
    case TS_CARCASSONNE_SHEET_AT_SHEET:
    default:
      break;
    }

  /* The map's cursor on the tile at fault. */
  ts_carcassonne_map_set_cursor (self->map, x, y);
  gtk_widget_grab_focus (GTK_WIDGET (self->map));
}

gboolean
ts_carcassonne_sheet_window_score (TsCarcassonneSheetWindow *self)
{
  g_autoptr(GError) error = NULL;
  TsCarcassonneSheetProblem problem = { TS_CARCASSONNE_SHEET_AT_SHEET, -1 };
  TsCarcassonneState *final = ts_carcassonne_sheet_final (self->sheet, &problem, &error);
  JsonObject *root;
  g_autofree char *heading = NULL;
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };

  if (final == NULL)
    {
      show_problem (self, &problem, error->message);
      return FALSE;
    }
  g_free (self->final_state);
  self->final_state = final;
  g_clear_pointer (&self->breakdown, json_node_unref);
  self->breakdown = ts_carcassonne_sheet_explain (final);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  self->scored_at = g_date_time_new_now_local ();
  root = json_node_get_object (self->breakdown);
  heading = ts_score_sheet_dup_heading (self->breakdown);
  gtk_label_set_label (self->winner_label, heading);
  gtk_label_set_label (self->explanation_label, ts_score_sheet_get_explanation (self->breakdown));
  for (guint i = 0; i < self->sheet->n_players; i++)
    colors[i] = self->color_ids[i];
  ts_score_table_fill_with_rules (self->score_table, self->breakdown, colors,
                                  &ts_carcassonne_module);
  fill_scorings (self, root);
  ts_carcassonne_sheet_window_mark (self, self->result_map);
  ts_carcassonne_map_set_state (self->result_map, final, (const char *const *) self->colors);
  ts_carcassonne_map_set_farms (self->result_map, TRUE);
  ts_carcassonne_map_fit (self->result_map);
  ts_carcassonne_farms_set_state (self->farms, final, (const char *const *) self->colors);
  gtk_stack_set_visible_child_name (self->stack, "result");
  gtk_widget_set_visible (self->score_button, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.back", TRUE);
  ts_sheet_keeper_focus_result (self->winner_label);
  if (!self->reopening)
    {
      g_autoptr(JsonNode) json = ts_carcassonne_sheet_to_json (self->sheet);

      ts_sheet_keeper_keep (GTK_WINDOW (self), &self->file, &self->file_stamp,
                            TS_CARCASSONNE_SHEET_GAME, (TsSheetLoad) ts_carcassonne_sheet_load,
                            json,
                            ts_score_sheet_get_winner (self->breakdown));
    }
  return TRUE;
}

static void
back_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->stack, "form");
  gtk_widget_set_visible (self->score_button, TRUE);
  gtk_widget_action_set_enabled (widget, "sheet.back", FALSE);
  ts_carcassonne_palette_focus (self->palette);
}

/* Every label's text under @widget, in order, as lines of @pages. */
static void
add_labels (TsCarcassonneSheetPages *pages,
            GtkWidget               *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (*text != '\0')
        ts_carcassonne_sheet_pages_add_line (pages, text);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    add_labels (pages, child);
}

/* The pages after the score table (issue 41): the map, then the result page's words. */
static TsCarcassonneSheetPages *
new_pages (TsCarcassonneSheetWindow *self)
{
  const char *names[TS_CARCASSONNE_MAX_PLAYERS] = { NULL };
  g_auto(GStrv) marks = NULL;
  TsCarcassonneSheetPages *pages;

  for (guint i = 0; i < self->sheet->n_players; i++)
    names[i] = self->sheet->players[i].name;
  marks = ts_player_marks (names, self->sheet->n_players);
  pages = ts_carcassonne_sheet_pages_new (self->final_state, (const char *const *) self->colors,
                                          (const char *const *) marks);

  ts_carcassonne_sheet_pages_add_heading (pages, _("The Final Scoring, Feature by Feature"));
  add_labels (pages, self->scorings_box);
  ts_carcassonne_sheet_pages_add_heading (pages, _("The Farms, City by City"));
  add_labels (pages, self->cities_box);
  ts_carcassonne_sheet_pages_add_heading (pages, _("The Farms Explained"));
  add_labels (pages, GTK_WIDGET (self->farms));
  return pages;
}

/* What the score sheet shows beyond the breakdown, as ts-sheet-keeper.c fills it, with the
 * map's pages. */
static void
fill_extras (TsCarcassonneSheetWindow *self,
             TsScoreSheetExtras       *extras,
             TsScoreSheetPages        *pages,
             TsCarcassonneSheetPages  *map_pages)
{
  memset (extras, 0, sizeof *extras);
  extras->date = self->scored_at;
  extras->game = _("Carcassonne");
  for (guint i = 0; i < self->sheet->n_players && i < TS_SCORE_MAX_PLAYERS; i++)
    extras->colors[i] = self->color_ids[i];
  ts_carcassonne_sheet_pages_describe (map_pages, pages);
  extras->pages = pages;
}

GStrv
ts_carcassonne_sheet_window_dup_sheet_texts (TsCarcassonneSheetWindow *self)
{
  g_autoptr(TsCarcassonneSheetPages) map_pages = NULL;
  TsScoreSheetExtras extras;
  TsScoreSheetPages pages;

  g_return_val_if_fail (TS_IS_CARCASSONNE_SHEET_WINDOW (self), NULL);
  g_return_val_if_fail (self->breakdown != NULL, NULL);

  map_pages = new_pages (self);
  fill_extras (self, &extras, &pages, map_pages);
  return ts_score_sheet_dup_texts (self->breakdown, _("Final Scoring"), &extras);
}

gboolean
ts_carcassonne_sheet_window_export (TsCarcassonneSheetWindow *self,
                                    GFile                    *file,
                                    gboolean                  pdf,
                                    GError                  **error)
{
  g_autoptr(TsCarcassonneSheetPages) map_pages = NULL;
  TsScoreSheetExtras extras;
  TsScoreSheetPages pages;

  if (self->breakdown == NULL || self->final_state == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The sheet has not been scored yet."));
      return FALSE;
    }
  map_pages = new_pages (self);
  fill_extras (self, &extras, &pages, map_pages);
  /* The title names no record: the game's name stands above it. */
  return ts_score_sheet_save_full (self->breakdown, _("Final Scoring"), &extras, pdf, file,
                                   error);
}

static gboolean
export_save (gpointer owner,
             GFile   *file,
             gboolean pdf,
             GError **error)
{
  return ts_carcassonne_sheet_window_export (owner, file, pdf, error);
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);
  gboolean pdf = g_str_equal (action_name, "sheet.export-pdf");
  g_autofree char *suggested = NULL;

  if (self->breakdown == NULL || self->chooser != NULL)
    return;
  suggested = ts_sheet_keeper_suggest_name (_("Carcassonne"), self->scored_at, pdf);
  ts_score_export_run (GTK_WINDOW (self), pdf, suggested, export_save, self, self->toasts,
                       &self->chooser);
}

static void
print_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);
  g_autoptr(TsCarcassonneSheetPages) map_pages = NULL;
  TsScoreSheetExtras extras;
  TsScoreSheetPages pages;

  if (self->breakdown == NULL || self->final_state == NULL)
    return;
  map_pages = new_pages (self);
  fill_extras (self, &extras, &pages, map_pages);
  ts_score_sheet_print_full (GTK_WINDOW (self), self->breakdown, _("Final Scoring"), &extras);
}

static void
farms_feature_cb (TsCarcassonneFarms       *farms,
                  guint                     feature,
                  TsCarcassonneSheetWindow *self)
{
  ts_carcassonne_map_set_outline (self->result_map, feature);
}

/* -------------------------------------------------------------------------------------- */
/* The map's marks                                                                         */

/* The result's words name places by coordinates and number the features: both are drawn
 * over the result map (issue 41), where the map is panned and zoomed to. */
typedef struct
{
  double scale, view_x, view_y;
  int width, height;
} MapView;

static void
map_view (TsCarcassonneMap *map,
          MapView          *view)
{
  view->scale = map->scale;
  view->view_x = map->view_x;
  view->view_y = map->view_y;
  view->width = gtk_widget_get_width (GTK_WIDGET (map));
  view->height = gtk_widget_get_height (GTK_WIDGET (map));
}

static void
draw_marks_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  TsCarcassonneSheetWindow *self = data;
  MapView view;

  if (self->final_state == NULL)
    return;
  map_view (self->result_map, &view);
  /* As the map translates its board (ts-carcassonne-map-draw.c). */
  ts_carcassonne_sheet_pages_draw_marks (cr, self->final_state,
                                         round (view.width / 2.0 - view.view_x * view.scale),
                                         round (view.height / 2.0 - view.view_y * view.scale),
                                         view.scale, width, height);
}

/* The marks follow the map: redrawn when it pans or zooms. */
static gboolean
marks_tick_cb (GtkWidget     *area,
               GdkFrameClock *clock,
               gpointer       data)
{
  TsCarcassonneSheetWindow *self = data;
  MapView *shown = g_object_get_data (G_OBJECT (area), "ts-map-view");
  MapView now;

  map_view (self->result_map, &now);
  if (memcmp (shown, &now, sizeof now) != 0)
    {
      *shown = now;
      gtk_widget_queue_draw (area);
    }
  return G_SOURCE_CONTINUE;
}

static GtkWidget *
marked_map_new (TsCarcassonneSheetWindow *self)
{
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *marks = gtk_drawing_area_new ();

  gtk_widget_set_hexpand (overlay, TRUE);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (self->result_map));
  gtk_widget_set_can_target (marks, FALSE);
  gtk_widget_set_can_focus (marks, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (marks), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (marks), draw_marks_cb, self, NULL);
  g_object_set_data_full (G_OBJECT (marks), "ts-map-view", g_new0 (MapView, 1), g_free);
  gtk_widget_add_tick_callback (marks, marks_tick_cb, self, NULL);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), marks);
  return overlay;
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 6);
  return label;
}

GtkWidget *
ts_carcassonne_sheet_result_new (TsCarcassonneSheetWindow *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *png = gtk_button_new_with_mnemonic (_("Export P_NG"));
  GtkWidget *print = gtk_button_new_with_mnemonic (_("_Print"));

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scroll, 480, -1);
  gtk_widget_set_hexpand (scroll, FALSE);
  /* 12 px at the sides: five long names, each category's Why? and the map fit 1024 px. */
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 18,
                NULL);
  self->winner_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->winner_label), "title-2");
  gtk_label_set_xalign (self->winner_label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->winner_label));
  self->explanation_label = GTK_LABEL (list_label (NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->explanation_label));
  self->score_table = GTK_GRID (gtk_grid_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->score_table), "score-table");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->score_table));
  self->export_button = gtk_button_new_with_mnemonic (_("_Export PDF"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->export_button), "sheet.export-pdf");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (png), "sheet.export-png");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (print), "sheet.print");
  gtk_box_append (GTK_BOX (buttons), self->export_button);
  gtk_box_append (GTK_BOX (buttons), png);
  gtk_box_append (GTK_BOX (buttons), print);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_box_append (GTK_BOX (box), heading (_("The Final Scoring, Feature by Feature")));
  {
    /* Translators: under the heading of the features scored at the end, on the result page */
    GtkWidget *how = list_label (_("Each feature's number is drawn on the map beside it; a "
                                   "place (column, row) is numbered along the map's edges, the "
                                   "start tile at (0, 0)."));

    gtk_widget_add_css_class (how, "dim-label");
    gtk_box_append (GTK_BOX (box), how);
  }
  self->scorings_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (box), self->scorings_box);
  gtk_box_append (GTK_BOX (box), heading (_("The Farms, City by City")));
  self->cities_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (box), self->cities_box);
  gtk_box_append (GTK_BOX (box), heading (_("The Farms Explained")));
  self->farms = TS_CARCASSONNE_FARMS (ts_carcassonne_farms_new ());
  g_signal_connect (self->farms, "feature-activated", G_CALLBACK (farms_feature_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->farms));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);
  gtk_box_append (GTK_BOX (page), scroll);
  gtk_box_append (GTK_BOX (page), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  self->result_map = TS_CARCASSONNE_MAP (ts_carcassonne_map_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->result_map), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->result_map),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The final map with the farms overlay"), -1);
  gtk_box_append (GTK_BOX (page), marked_map_new (self));
  return page;
}

void
ts_carcassonne_sheet_result_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "sheet.back", NULL, back_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-pdf", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-png", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.print", NULL, print_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "sheet.back",
                                       NULL);
}

JsonNode *
ts_carcassonne_sheet_window_get_breakdown (TsCarcassonneSheetWindow *self)
{
  return self->breakdown;
}

GFile *
ts_carcassonne_sheet_window_get_file (TsCarcassonneSheetWindow *self)
{
  return self->file;
}
