/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The ui tests' matches: made from player names, shown as the shell shows them, and what
 * every game page's tests read on them: a player's sheet, a score table's cells
 * (ts-ui-test-util.h declares them). */
#include <string.h>

#include "ts-player-sheets.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

JsonArray *
ts_ui_test_players_colored (const char *const *names,
                            const char *const *colors)
{
  JsonArray *players = json_array_new ();

  for (guint i = 0; names[i] != NULL && colors[i] != NULL; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  return players;
}

JsonArray *
ts_ui_test_players_new (const char *const *names)
{
  static const char *const colors[] = { "red", "blue", "green", "yellow", "purple", NULL };

  return ts_ui_test_players_colored (names, colors);
}

GtkWidget *
ts_ui_test_show_match (TsMatch    *match,
                       int         width,
                       int         height,
                       GType       page_type,
                       GtkWindow **window)
{
  GtkWidget *page;

  *window = GTK_WINDOW (ts_window_new (NULL));
  gtk_window_set_default_size (*window, width, height);
  ts_window_show_match (TS_WINDOW (*window), match);
  page = ts_ui_test_find_child (GTK_WIDGET (*window), page_type);
  g_assert_nonnull (page);
  ts_ui_test_present_and_wait (*window);
  return page;
}

void
ts_ui_test_apply_json (TsMatch  *match,
                       JsonNode *node)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) entry = ts_match_parse_entry (match, node, &error);

  g_assert_no_error (error);
  g_assert_true (ts_match_apply (match, entry, &error));
  g_assert_no_error (error);
}

TsMatch *
ts_ui_test_new_match (const TsGameModule *module,
                      const char *const  *names,
                      guint               n_players,
                      JsonObject         *options)
{
  const char *chosen[6] = { NULL };
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  g_assert_cmpuint (n_players, <, G_N_ELEMENTS (chosen));
  memcpy (chosen, names, n_players * sizeof *names);
  players = ts_ui_test_players_new (chosen);
  match = ts_match_new (module, "Test game", players, options, NULL, &error);
  g_assert_no_error (error);
  return match;
}

void
ts_ui_test_table_open (TsUiTestTable *table,
                       TsMatch       *match,
                       int            width,
                       int            height,
                       GType          page_type)
{
  table->match = match;
  /* As the shell shows a match: through the game's registered view. */
  table->view = ts_ui_test_show_match (match, width, height, page_type, &table->window);
}

void
ts_ui_test_table_close (TsUiTestTable *table)
{
  ts_ui_test_destroy_window (table->window);
  g_clear_object (&table->match);
}

gpointer
ts_ui_test_table_find (TsUiTestTable *table,
                       GType          type)
{
  GtkWidget *widget = ts_ui_test_find_child (GTK_WIDGET (table->view), type);

  g_assert_nonnull (widget);
  return widget;
}

void
ts_ui_test_force_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
assert_fits (GtkWidget *page,
             int        width,
             int        height)
{
  int min_width, min_height;

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (page, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, width);
  g_assert_cmpint (min_height, <=, height);
}

void
ts_ui_test_table_shoot (TsUiTestTable *table,
                        const char    *name)
{
  int width, height;

  ts_ui_test_redraw (GTK_WIDGET (table->window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table->window), name));
  gtk_window_get_default_size (table->window, &width, &height);
  assert_fits (GTK_WIDGET (table->view), width, height);
}

GtkWidget *
ts_ui_test_player_sheet (GtkWidget *page,
                         GType      sheet_type,
                         int        player)
{
  GtkWidget *sheet = ts_ui_test_find_child (page, sheet_type);
  GtkWidget *stack;
  GtkWidget *holder;
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  /* The first one made is in the players' stack. */
  g_assert_nonnull (sheet);
  for (stack = gtk_widget_get_parent (sheet); !GTK_IS_STACK (stack);
       stack = gtk_widget_get_parent (stack))
    g_assert_nonnull (stack);
  holder = player < 0 ? gtk_stack_get_visible_child (GTK_STACK (stack))
                      : ts_player_sheets_get_page (GTK_STACK (stack), player);
  /* The sheets not shown are made in idles after the page's first frame. */
  while (adw_bin_get_child (ADW_BIN (holder)) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  return adw_bin_get_child (ADW_BIN (holder));
}

const char *
ts_ui_test_score_cell (GtkGrid *grid,
                       int      column,
                       int      row)
{
  GtkWidget *cell = gtk_grid_get_child_at (grid, column, row);
  const char *text;

  g_assert_true (GTK_IS_LABEL (cell));
  text = gtk_label_get_text (GTK_LABEL (cell));
  if (strchr (text, '\n') == NULL)
    return text;
  /* The value, without the player's own note under it (issue 41). */
  g_object_set_data_full (G_OBJECT (cell), "ts-test-value",
                          g_strndup (text, strchr (text, '\n') - text), g_free);
  return g_object_get_data (G_OBJECT (cell), "ts-test-value");
}

const char *
ts_ui_test_score_category (GtkGrid *grid,
                           int      row)
{
  GtkWidget *box = gtk_grid_get_child_at (grid, 0, row);

  g_assert_nonnull (box);
  /* The category is the first label: a Why? beside it, a note under them (issue 55). */
  return gtk_label_get_text (GTK_LABEL (ts_ui_test_find_type (box, GTK_TYPE_LABEL)));
}

const char *
ts_ui_test_score_why (GtkGrid *grid,
                      int      row)
{
  GtkWidget *box = gtk_grid_get_child_at (grid, 0, row);
  GtkWidget *why = box != NULL ? ts_ui_test_find_type (box, GTK_TYPE_BUTTON) : NULL;

  return why != NULL ? g_object_get_data (G_OBJECT (why), "ts-help-section") : NULL;
}
