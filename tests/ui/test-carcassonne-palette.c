/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's palette and map honest at the table (issue 24): a kind that fits nowhere is
 * marked and asks before it is drawn (Cancel records nothing; Set It Aside records the draw
 * with a toast whose Undo takes it back); Enter on an empty or unmatched line records
 * nothing and says why; after a draw the keys belong to the map; a scored feature is outlined
 * in its scorer's colour, boldly until the next tile is placed. PNGs light and dark. */
#include <string.h>

#include "carcassonne-ui-util.h"
#include "ts-carcassonne-map.h"
#include "ts-carcassonne-paint-private.h"
#include "ts-carcassonne-palette.h"
#include "ts-carcassonne-view.h"
#include "ts-history.h"
#include "ts-ui-test-util.h"
#include "ts-tooltip.h"

extern const TsGameModule ts_carcassonne_module;

typedef struct
{
  GtkWindow *window;
  TsMatch *match;
  TsCarcassonneView *view;
  TsCarcassonnePalette *palette;
  TsCarcassonneMap *map;
} Table;

static void
table_open (Table *table)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = cc_ui_options_new (FALSE);
  g_autoptr(GError) error = NULL;
  const char *const names[] = { "Ana", "Bruno", NULL };

  players = ts_ui_test_players_new (names);
  table->match = ts_match_new (&ts_carcassonne_module, "Test game", players, options, NULL,
                               &error);
  g_assert_no_error (error);
  table->view = TS_CARCASSONNE_VIEW (ts_ui_test_show_match (table->match, 1024, 600,
                                                            TS_TYPE_CARCASSONNE_VIEW,
                                                            &table->window));
  table->palette = TS_CARCASSONNE_PALETTE (
      ts_ui_test_find_child (GTK_WIDGET (table->view), TS_TYPE_CARCASSONNE_PALETTE));
  table->map = TS_CARCASSONNE_MAP (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                          TS_TYPE_CARCASSONNE_MAP));
}

static void
table_close (Table *table)
{
  ts_ui_test_destroy_window (table->window);
  g_clear_object (&table->match);
}

static void
apply (Table      *table,
       const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  ts_ui_test_apply_json (table->match, node);
  ts_ui_test_spin ();
}

static const TsCarcassonneState *
state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

static int
kind_of (Table      *table,
         const char *id)
{
  int kind = ts_carcassonne_data_find_kind (state_of (table)->data, id);

  g_assert_cmpint (kind, >=, 0);
  return kind;
}


static GtkWidget *
search_of (Table *table)
{
  return ts_ui_test_find_child (GTK_WIDGET (table->palette), GTK_TYPE_SEARCH_ENTRY);
}

/* Typing @text into the palette's line and Enter (a search entry's "activate"). */
static void
type_and_enter (Table      *table,
                const char *text)
{
  GtkWidget *search = search_of (table);

  g_assert_true (ts_ui_test_focus_in (table->window, search));
  ts_ui_test_type_text (search, text);
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
}


/* Ana's city cap north of the start tile, turned to face it: the city is closed. */
static void
close_city (Table      *table,
            const char *figure)
{
  apply (table, "{\"type\":\"draw\",\"tile\":\"E\"}");
  apply (table, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-1,\"rotation\":2}");
  apply (table, figure);
}

/* CA-BTL-04: a tile that fits nowhere is set aside and the table draws again. Around the
 * start tile and a city cap closing its city, the all-city tile (C) fits nowhere: the
 * palette marks it; drawing it asks, Cancel (the default) records nothing, Set It Aside
 * records the draw and a toast says so, whose Undo takes it back. */
static void
test_fits_nowhere (void)
{
  Table table = { 0 };
  AdwMessageDialog *question;
  GtkWidget *button;
  g_autofree char *texts = NULL;
  int c, u;
  guint n;

  table_open (&table);
  c = kind_of (&table, "BASE-C");
  u = kind_of (&table, "BASE-U");
  /* Nothing fits nowhere around the start tile alone. */
  g_assert_false (ts_carcassonne_palette_get_fits_nowhere (table.palette, c));
  close_city (&table, "{\"type\":\"pass\",\"player\":0}");
  n = ts_match_get_n_entries (table.match);
  g_assert_true (ts_carcassonne_palette_get_fits_nowhere (table.palette, c));
  g_assert_false (ts_carcassonne_palette_get_fits_nowhere (table.palette, u));
  button = ts_carcassonne_palette_get_button (table.palette, c);
  g_assert_true (gtk_widget_has_css_class (button, "cc-fits-nowhere"));
  g_assert_false (gtk_widget_has_css_class (ts_carcassonne_palette_get_button (table.palette, u),
                                            "cc-fits-nowhere"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "fits nowhere on the map");
  g_assert_nonnull (strstr (ts_tooltip_get (button), "fits nowhere on the map"));
  ts_carcassonne_palette_set_filter (table.palette, "");
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-palette-fits-nowhere"));

  /* “c” and Enter: asked, nothing recorded; Cancel is the default and records nothing. */
  type_and_enter (&table, "c");
  question = ADW_MESSAGE_DIALOG (ts_carcassonne_palette_get_question (table.palette));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==,
                   "Tile C fits nowhere: set it aside?");
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==,
                   TS_CARCASSONNE_PALETTE_CANCEL);
  g_assert_cmpstr (adw_message_dialog_get_close_response (question), ==,
                   TS_CARCASSONNE_PALETTE_CANCEL);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  ts_ui_test_present_and_wait (GTK_WINDOW (question));
  g_free (ts_ui_test_save_png (GTK_WIDGET (question), "carcassonne-palette-set-aside-question"));
  adw_message_dialog_response (question, TS_CARCASSONNE_PALETTE_CANCEL);
  ts_ui_test_spin ();
  g_assert_null (ts_carcassonne_palette_get_question (table.palette));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  g_assert_cmpuint (state_of (&table)->set_aside[c], ==, 0);

  /* A click on its button asks too; Set It Aside records the draw, says so and undoes. */
  g_assert_true (gtk_widget_activate (ts_carcassonne_palette_get_button (table.palette, c)));
  ts_ui_test_spin ();
  question = ADW_MESSAGE_DIALOG (ts_carcassonne_palette_get_question (table.palette));
  g_assert_nonnull (question);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  adw_message_dialog_response (question, TS_CARCASSONNE_PALETTE_SET_ASIDE);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n + 1);
  g_assert_cmpuint (state_of (&table)->set_aside[c], ==, 1);
  g_assert_cmpint (state_of (&table)->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  texts = ts_ui_test_labels (GTK_WIDGET (table.window));
  g_assert_nonnull (strstr (texts, "Tile C fits nowhere: it is set aside."));
  /* Said beside the tiles left too, once the toast has gone. */
  g_assert_nonnull (strstr (texts, "69 tiles left · 1 set aside"));
  g_assert_nonnull (ts_ui_test_find_button (GTK_WIDGET (table.window), "_Undo"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-palette-set-aside"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  g_assert_cmpuint (state_of (&table)->set_aside[c], ==, 0);
  g_assert_true (ts_carcassonne_palette_get_fits_nowhere (table.palette, c));
  g_free (texts);
  texts = ts_ui_test_labels (GTK_WIDGET (table.view));
  /* The tiles left no longer say it (the toast that did may still be fading out). */
  g_assert_nonnull (strstr (texts, "70 tiles left"));
  g_assert_null (strstr (texts, "set aside ("));
  table_close (&table);
}

/* CA-BTL-04 in a correction: a draw corrected in the history through the palette, on the
 * state before it; the kind that fits nowhere there is marked, and the Correct button on its
 * code asks before anything changes; Cancel leaves the draw as it was. */
static void
test_correction_asks (void)
{
  Table table = { 0 };
  GtkWidget *history;
  GtkWindow *window, *correction;
  TsCarcassonnePalette *palette;
  GtkWindow *question;
  int c;
  guint n;

  table_open (&table);
  c = kind_of (&table, "BASE-C");
  close_city (&table, "{\"type\":\"pass\",\"player\":0}");
  apply (&table, "{\"type\":\"draw\",\"tile\":\"U\"}");
  n = ts_match_get_n_entries (table.match);

  history = ts_history_new (table.match);
  window = ts_ui_test_show_history (history);
  ts_history_correct (TS_HISTORY (history), n - 1);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  ts_ui_test_present_and_wait (correction);
  palette = TS_CARCASSONNE_PALETTE (ts_ui_test_find_child (GTK_WIDGET (correction),
                                                           TS_TYPE_CARCASSONNE_PALETTE));
  g_assert_true (ts_carcassonne_palette_get_fits_nowhere (palette, c));
  ts_carcassonne_palette_set_filter (palette, "c");
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (correction), "C_orrect"));
  question = ts_carcassonne_palette_get_question (palette);
  g_assert_nonnull (question);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), TS_CARCASSONNE_PALETTE_CANCEL);
  ts_ui_test_spin ();
  g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpint (((const TsCarcassonneEntry *) ts_entry_get_data (
                       ts_match_get_entry (table.match, n - 1)))->kind,
                   ==, kind_of (&table, "BASE-U"));
  /* An empty line and Correct: nothing, and the palette says why. */
  ts_carcassonne_palette_set_filter (palette, "");
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (correction), "C_orrect"));
  g_assert_null (ts_carcassonne_palette_get_question (palette));
  g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
  {
    g_autofree char *said = ts_ui_test_labels (GTK_WIDGET (palette));

    g_assert_nonnull (strstr (said, "Type the code of the tile drawn"));
  }
  ts_ui_test_destroy_window (window);
  table_close (&table);
}

/* Enter on an empty line, or on one that names no tile, records nothing and says why. */
static void
test_empty_line (void)
{
  Table table = { 0 };
  g_autofree char *empty = NULL;
  g_autofree char *unknown = NULL;

  table_open (&table);
  type_and_enter (&table, "");
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 0);
  empty = ts_ui_test_labels (GTK_WIDGET (table.palette));
  g_assert_nonnull (strstr (empty, "Type the code of the tile drawn"));
  g_assert_false (ts_carcassonne_palette_activate_line (table.palette));

  type_and_enter (&table, "zz");
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 0);
  unknown = ts_ui_test_labels (GTK_WIDGET (table.palette));
  g_assert_nonnull (strstr (unknown, "No tile is called zz."));
  g_assert_null (strstr (unknown, "Type the code of the tile drawn"));
  table_close (&table);
}

/* After a draw (here: Down into the grid and Enter on the straight road) the keys belong to
 * the map: Right moves the tile's place, Enter places it. */
static void
test_keys_after_draw (void)
{
  Table table = { 0 };
  int x, y, x2, y2;
  guint rotation;

  table_open (&table);
  ts_ui_test_type_text (search_of (&table), "u");
  g_assert_true (ts_ui_test_press_at_focus (table.window, GDK_KEY_Down));
  g_assert_true (ts_ui_test_focus_in (table.window, ts_carcassonne_palette_get_button (table.palette,
                                                                      kind_of (&table, "BASE-U"))));
  /* Enter on a flow-box child is a key binding of the flow box: its activation. */
  g_assert_true (gtk_widget_activate (gtk_window_get_focus (table.window)));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 1);
  g_assert_cmpint (state_of (&table)->stage, ==, TS_CARCASSONNE_STAGE_PLACE);
  g_assert_true (ts_ui_test_focus_in (table.window, GTK_WIDGET (table.map)));

  ts_carcassonne_map_get_cursor (table.map, &x, &y, &rotation);
  g_assert_true (ts_ui_test_press_at_focus (table.window, GDK_KEY_Right));
  ts_carcassonne_map_get_cursor (table.map, &x2, &y2, &rotation);
  g_assert_cmpint (x2, ==, x + 1);
  g_assert_cmpint (y2, ==, y);
  g_assert_true (ts_ui_test_press_at_focus (table.window, GDK_KEY_Left));
  g_assert_true (ts_ui_test_focus_in (table.window, GTK_WIDGET (table.map)));
  g_assert_true (ts_ui_test_press_at_focus (table.window, GDK_KEY_Return));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 2);
  g_assert_cmpint (state_of (&table)->stage, ==, TS_CARCASSONNE_STAGE_FIGURE);
  table_close (&table);
}

/* Issue 29: from one draw to the next the palette keeps the children of the kinds still in
 * the box and tells them only what changed: the count of the kind drawn (caption and
 * accessible name) and which kinds fit nowhere (class, tooltip, description), both ways.
 * Kept is told by a mark on the child, not by its address, which a new child may reuse. */
static const char *
caption_of (GtkWidget *button)
{
  return gtk_label_get_text (GTK_LABEL (ts_ui_test_find_type (button, GTK_TYPE_LABEL)));
}

static void
test_children_kept (void)
{
  Table table = { 0 };
  GtkWidget *button;
  int c, e, u;
  guint left_e;
  g_autofree char *label = NULL;

  table_open (&table);
  c = kind_of (&table, "BASE-C");
  e = kind_of (&table, "BASE-E");
  u = kind_of (&table, "BASE-U");
  left_e = state_of (&table)->left[e];
  for (int kind = 0; kind < (int) state_of (&table)->data->n_kinds; kind++)
    if ((button = ts_carcassonne_palette_get_button (table.palette, kind)) != NULL)
      g_object_set_data (G_OBJECT (button), "test-kept", GINT_TO_POINTER (TRUE));

  close_city (&table, "{\"type\":\"pass\",\"player\":0}");
  g_assert_cmpint (state_of (&table)->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_cmpuint (state_of (&table)->left[e], ==, left_e - 1);
  for (int kind = 0; kind < (int) state_of (&table)->data->n_kinds; kind++)
    if (state_of (&table)->left[kind] > 0)
      g_assert_nonnull (g_object_get_data (
          G_OBJECT (ts_carcassonne_palette_get_button (table.palette, kind)), "test-kept"));
  /* The kind drawn says one fewer, in its caption and its name. */
  button = ts_carcassonne_palette_get_button (table.palette, e);
  label = g_strdup_printf ("E ×%u", left_e - 1);
  g_assert_cmpstr (caption_of (button), ==, label);
  g_clear_pointer (&label, g_free);
  label = g_strdup_printf ("E, %s: %u left",
                           ts_carcassonne_kind_name (&state_of (&table)->data->kinds[e]),
                           left_e - 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       label);
  /* The all-city tile now fits nowhere: marked on the child kept. */
  button = ts_carcassonne_palette_get_button (table.palette, c);
  g_assert_true (gtk_widget_has_css_class (button, "cc-fits-nowhere"));
  g_assert_nonnull (ts_ui_test_find_type (button, GTK_TYPE_IMAGE));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "fits nowhere on the map");
  g_assert_false (gtk_widget_has_css_class (ts_carcassonne_palette_get_button (table.palette, u),
                                            "cc-fits-nowhere"));

  /* Back to the first draw: the mark goes, and the tooltip is the name again. */
  for (int i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (state_of (&table)->left[e], ==, left_e);
  button = ts_carcassonne_palette_get_button (table.palette, c);
  g_assert_nonnull (g_object_get_data (G_OBJECT (button), "test-kept"));
  g_assert_false (gtk_widget_has_css_class (button, "cc-fits-nowhere"));
  g_assert_null (ts_ui_test_find_type (button, GTK_TYPE_IMAGE));
  g_assert_cmpstr (ts_tooltip_get (button), ==,
                   ts_carcassonne_kind_name (&state_of (&table)->data->kinds[c]));
  gtk_test_accessible_assert_property (
      GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      ts_carcassonne_kind_name (&state_of (&table)->data->kinds[c]));
  label = g_strdup_printf ("E ×%u", left_e);
  g_assert_cmpstr (caption_of (ts_carcassonne_palette_get_button (table.palette, e)), ==,
                   label);
  table_close (&table);
}

/* An arrow in the grid, as a key press does it: the flow box's own move from its cursor,
 * else GTK's move of the focus in that direction. */
static void
press_right (Table *table)
{
  GtkWidget *grid = ts_ui_test_find_child (GTK_WIDGET (table->palette), GTK_TYPE_FLOW_BOX);
  gboolean handled = FALSE;

  g_signal_emit_by_name (grid, "move-cursor", GTK_MOVEMENT_VISUAL_POSITIONS, 1, FALSE, FALSE,
                         &handled);
  if (!handled)
    gtk_widget_child_focus (GTK_WIDGET (table->window), GTK_DIR_RIGHT);
  ts_ui_test_spin ();
}

/* The kind of the grid's child that has the focus, or -1. */
static int
focused_kind (Table *table)
{
  GtkWidget *focus = gtk_window_get_focus (table->window);

  for (int kind = 0; kind < TS_CARCASSONNE_MAX_KINDS; kind++)
    {
      GtkWidget *button = ts_carcassonne_palette_get_button (table->palette, kind);

      if (button != NULL && focus != NULL
          && (focus == button || gtk_widget_is_ancestor (focus, button)))
        return kind;
    }
  return -1;
}

/* Issue 29: Down from the line puts the flow box's keyboard cursor where it puts the focus,
 * on the first kind shown, so that Right goes on to the second: also after a tile picked
 * further on, whose child is kept from one draw to the next and kept the cursor (Right went
 * on from the tile picked). Before, Down left the cursor where it was: nowhere on a grid made
 * new (Right did nothing) or on a child freed. */
static void
test_keys_after_kept (void)
{
  Table table = { 0 };
  GtkWidget *grid;
  int first, second, picked;

  table_open (&table);
  grid = ts_ui_test_find_child (GTK_WIDGET (table.palette), GTK_TYPE_FLOW_BOX);
  first = ts_carcassonne_palette_get_first_shown (table.palette);
  g_assert_true (ts_ui_test_focus_in (table.window, search_of (&table)));
  g_assert_true (ts_ui_test_press_at_focus (table.window, GDK_KEY_Down));
  g_assert_cmpint (focused_kind (&table), ==, first);
  press_right (&table);
  second = focused_kind (&table);
  g_assert_cmpint (second, >, first);

  /* Into the grid by Tab's step (the cursor goes with the focus), further right to a kind
   * that stays in the box, and that tile drawn. */
  ts_carcassonne_palette_focus (table.palette);
  g_assert_true (gtk_widget_child_focus (grid, GTK_DIR_TAB_FORWARD));
  g_assert_cmpint (focused_kind (&table), ==, first);
  press_right (&table);
  do
    press_right (&table);
  while (state_of (&table)->left[focused_kind (&table)] < 2);
  picked = focused_kind (&table);
  g_assert_cmpint (picked, >, second);
  g_assert_true (gtk_widget_activate (gtk_window_get_focus (table.window)));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpint (state_of (&table)->stage, ==, TS_CARCASSONNE_STAGE_DRAW);

  /* The same keys land where they did. */
  ts_carcassonne_palette_focus (table.palette);
  g_assert_true (ts_ui_test_press_at_focus (table.window, GDK_KEY_Down));
  g_assert_cmpint (focused_kind (&table), ==, first);
  press_right (&table);
  g_assert_cmpint (focused_kind (&table), ==, second);
  table_close (&table);
}

/* The feature of segment @id of placed tile @tile. */
static guint
segment_feature (Table      *table,
                 guint       tile,
                 const char *id)
{
  const TsCarcassonneState *s = state_of (table);
  int segment = ts_carcassonne_kind_find_segment (&s->data->kinds[s->tiles[tile].kind], id);

  g_assert_cmpint (segment, >=, 0);
  return ts_carcassonne_feature (s, tile, segment);
}

/* CA-BSC-01/02: Ana's knight closes the start tile's city: it is outlined in her colour,
 * boldly; once the next tile is placed it stays outlined, thinly. */
static void
test_scored_outline (void)
{
  Table table = { 0 };
  guint city;
  gboolean last = FALSE;

  table_open (&table);
  close_city (&table, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\","
                      "\"segment\":\"city0\"}");
  g_assert_cmpuint (state_of (&table)->n_scorings, ==, 1);
  city = segment_feature (&table, 0, "city0");
  g_assert_cmpuint (segment_feature (&table, 1, "city0"), ==, city);
  g_assert_cmpuint (ts_carcassonne_map_get_scored (table.map, city, &last), ==, 1u << 0);
  g_assert_true (last);
  /* The road of the start tile scored nothing. */
  g_assert_cmpuint (ts_carcassonne_map_get_scored (table.map, segment_feature (&table, 0, "road0"),
                                                   NULL),
                    ==, 0);
  /* Said in words too, with the cursor on the city cap. */
  ts_carcassonne_map_set_cursor (table.map, 0, -1);
  gtk_test_accessible_assert_property (
      GTK_ACCESSIBLE (table.map), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "Cursor at (0, \u22121): city cap on N, turned 180°, its city scored by Ana");
  ts_carcassonne_map_fit (table.map);
  cc_ui_set_dark (FALSE);
  ts_ui_test_redraw (GTK_WIDGET (table.window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-scored-light"));
  cc_ui_set_dark (TRUE);
  ts_ui_test_redraw (GTK_WIDGET (table.window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-scored-dark"));
  cc_ui_set_dark (FALSE);

  apply (&table, "{\"type\":\"draw\",\"tile\":\"U\"}");
  g_assert_cmpuint (ts_carcassonne_map_get_scored (table.map, city, &last), ==, 1u << 0);
  g_assert_true (last);
  apply (&table, "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":0,\"rotation\":0}");
  g_assert_cmpuint (ts_carcassonne_map_get_scored (table.map, city, &last), ==, 1u << 0);
  g_assert_false (last);
  table_close (&table);
}

/* A pixel of @surface within a small distance of @color. */
static gboolean
has_color (cairo_surface_t *surface,
           const GdkRGBA   *color)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + 4 * x);

        /* Opaque ARGB32: the colour itself, not its halo nor an antialiased edge. */
        if ((pixel >> 24) == 0xff && ABS ((int) ((pixel >> 16) & 0xff) - color->red * 255) < 8
            && ABS ((int) ((pixel >> 8) & 0xff) - color->green * 255) < 8
            && ABS ((int) (pixel & 0xff) - color->blue * 255) < 8)
          return TRUE;
      }
  return FALSE;
}

/* CA-BSC-04: a city two players scored together is outlined in both colours, one after the
 * other along its walls; a player's alone in hers. */
static void
test_shared_outline (void)
{
  g_autofree TsCarcassonneState *s = cc_ui_state_new (2, FALSE);
  const TsCarcassonneKind *e = &s->data->kinds[ts_carcassonne_data_find_kind (s->data, "BASE-E")];
  int city = ts_carcassonne_kind_find_segment (e, "city0");
  GdkRGBA colors[2];

  g_assert_cmpint (city, >=, 0);
  gdk_rgba_parse (&colors[0], cc_ui_colors[0]);
  gdk_rgba_parse (&colors[1], cc_ui_colors[1]);
  for (guint n = 1; n <= 2; n++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 200);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *path = NULL;

      cairo_scale (cr, 200, 200);
      /* The fields' green, as on the map. */
      cairo_set_source_rgb (cr, 0x7f / 255.0, 0xb2 / 255.0, 0x4a / 255.0);
      cairo_paint (cr);
      ts_carcassonne_paint_scored_outline (cr, e, 0, city, colors, n, TRUE);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      g_assert_true (has_color (surface, &colors[0]));
      g_assert_true (has_color (surface, &colors[1]) == (n == 2));
      path = g_strdup_printf ("%s/artifacts/carcassonne-scored-by-%u.png",
                              g_getenv ("G_TEST_BUILDDIR"), n);
      cairo_surface_write_to_png (surface, path);
      cairo_surface_destroy (surface);
    }
}

int
main (int    argc,
      char **argv)
{
  cc_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/carcassonne-palette/CA-BTL-04/fits-nowhere", test_fits_nowhere);
  g_test_add_func ("/carcassonne-palette/CA-BTL-04/correction-asks", test_correction_asks);
  g_test_add_func ("/carcassonne-palette/empty-line", test_empty_line);
  g_test_add_func ("/carcassonne-palette/keys-after-draw", test_keys_after_draw);
  g_test_add_func ("/carcassonne-palette/children-kept", test_children_kept);
  g_test_add_func ("/carcassonne-palette/keys-after-kept", test_keys_after_kept);
  g_test_add_func ("/carcassonne-palette/CA-BSC-02/scored-outline", test_scored_outline);
  g_test_add_func ("/carcassonne-palette/CA-BSC-04/shared-outline", test_shared_outline);
  return g_test_run ();
}
