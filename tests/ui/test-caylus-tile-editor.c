/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's tile editor with the user's data folder in a temporary directory
 * (G_TEST_OPTION_ISOLATE_DIRS): the wood Farm corrected by keyboard and saved to the
 * overrides file, which ts_caylus_tile_corrections() returns and a new game's state uses when
 * the Farm is built; Shipped Values removes it; a broken file is reported with its path and
 * never overwritten until the user replaces it; a correction the engine refuses is shown at
 * its row and nothing is saved. Renders the window. */
#include "ts-caylus.h"
#include "ts-caylus-tile-editor.h"
#include "ts-game.h"
#include "ts-match.h"
#include "ts-ui-test-util.h"

static char *
overrides_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tableside", "games", "caylus", "tiles.json",
                           NULL);
}

static GtkWidget *
focus_of (GtkWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The title row of tile @id (its widget name). */
static GtkWidget *
tile_row (GtkWindow  *window,
          const char *id)
{
  GtkWidget *row = ts_ui_test_find_named (GTK_WIDGET (window), id);

  g_assert_nonnull (row);
  return row;
}

/* The row of tile @id's fields, under its title row. */
static GtkWidget *
tile_fields (GtkWindow  *window,
             const char *id)
{
  g_autofree char *name = g_strconcat (id, "-fields", NULL);
  GtkWidget *row = ts_ui_test_find_named (GTK_WIDGET (window), name);

  g_assert_nonnull (row);
  return row;
}

static GtkWidget *
open_editor (const char *tile_id)
{
  GtkWidget *editor = ts_caylus_tile_editor_new (NULL, tile_id);

  ts_ui_test_present_and_wait (GTK_WINDOW (editor));
  return editor;
}

static void
changed_cb (GtkWidget *editor,
            guint     *count)
{
  (*count)++;
}

/* Builds the wood Farm in a new game with @components, and returns what its builder paid and
 * gained (the ledger's changes of that entry). */
static void
build_farm (JsonObject *components,
            int         delta[TS_CAYLUS_N_RESOURCES],
            int        *pp)
{
  const TsGameModule *module = ts_games_lookup ("caylus-1303");
  const char *const names[] = { "Ana", "Bruno", "Carla", NULL };

  for (guint32 seed = 1; seed < 500; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
      g_autoptr(JsonObject) options = json_object_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = NULL;

      if (components != NULL)
        json_object_set_object_member (options, "components", json_object_ref (components));
      match = ts_match_new (module, "Farm", players, options, NULL, &error);
      g_assert_no_error (error);
      for (guint step = 0; step < 2000; step++)
        {
          const TsCaylusState *s = ts_match_get_state (match);
          g_autoptr(GArray) legal = NULL;
          TsCaylusEntry entry;
          g_autoptr(JsonNode) node = NULL;
          int farm = ts_caylus_data_find_tile (s->data, "w-farm");
          gboolean building = FALSE;

          if (s->stage == TS_CAYLUS_STAGE_OVER)
            break;
          legal = ts_caylus_legal (s);
          for (guint i = 0; i < legal->len && !building; i++)
            {
              const TsCaylusEntry *e = &g_array_index (legal, TsCaylusEntry, i);

              if (e->type == TS_CAYLUS_ENTRY_USE && e->tile == farm)
                {
                  entry = *e;
                  building = TRUE;
                }
            }
          if (!building)
            g_assert_true (ts_caylus_random_entry (s, rand, &entry));
          node = ts_caylus_entry_to_json (&entry);
          if (building)
            {
              g_autoptr(GPtrArray) lines = NULL;
              guint player = entry.player;
              char cause[40];

              /* The building's own lines: its cost and its PP (the Architect's extra point
               * is a line of its own). */
              ts_caylus_cause_id (TS_CAYLUS_CAUSE_BUILD, farm, cause);
              ts_ui_test_apply_json (match, node);
              lines = ts_match_dup_ledger (match);
              memset (delta, 0, sizeof (int) * TS_CAYLUS_N_RESOURCES);
              *pp = 0;
              for (guint i = 0; i < lines->len; i++)
                {
                  const TsLedgerLine *line = g_ptr_array_index (lines, i);

                  if (line->player != player || g_strcmp0 (line->cause_id, cause) != 0)
                    continue;
                  if (line->resource == TS_LEDGER_VP)
                    *pp += line->delta;
                  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
                    if (line->resource == ts_caylus_ledger_resource (r))
                      delta[r] += line->delta;
                }
              return;
            }
          ts_ui_test_apply_json (match, node);
        }
    }
  g_error ("no random game built the wood Farm");
}

static void
test_correct_farm (void)
{
  g_autofree char *path = overrides_path ();
  GtkWidget *editor = open_editor ("w-farm");
  GtkWindow *window = GTK_WINDOW (editor);
  GtkWidget *row = tile_row (window, "w-farm");
  GtkWidget *fields = tile_fields (window, "w-farm");
  GtkWidget *cloth = ts_ui_test_find_named (fields, "cloth");
  GtkWidget *pp = ts_ui_test_find_named (fields, "pp");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) corrections = NULL;
  JsonObject *items, *farm, *cost;
  guint changed = 0;
  int delta[TS_CAYLUS_N_RESOURCES], gained = 0;

  g_signal_connect (editor, "changed", G_CALLBACK (changed_cb), &changed);
  /* Focus on the tile asked for: its cost's second resource, food as shipped. */
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), fields));
  g_assert_cmpstr (gtk_widget_get_name (focus_of (window)), ==, "food");

  /* Tab to cloth, Space picks it (as the button's key binding does), Tab to the PP, type 4,
   * Enter saves the tile. */
  while (focus_of (window) != cloth)
    {
      ts_ui_test_tab (window);
      g_assert_true (gtk_widget_is_ancestor (focus_of (window), fields));
    }
  g_assert_true (gtk_widget_activate (cloth));
  /* A button activated by key shows itself pressed for a moment, then is clicked. */
  for (guint i = 0; i < 100 && !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (cloth)); i++)
    {
      g_usleep (10000);
      ts_ui_test_spin ();
    }
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (cloth)));
  while (!gtk_widget_is_ancestor (focus_of (window), pp))
    ts_ui_test_tab (window);
  /* Something typed in another tile and not saved stays as typed. */
  gtk_editable_set_text (GTK_EDITABLE (ts_ui_test_find_named (tile_fields (window, "w-sawmill"),
                                                              "pp")),
                         "7");
  gtk_editable_set_text (GTK_EDITABLE (focus_of (window)), "4");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Return));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (
                       ts_ui_test_find_named (tile_fields (window, "w-sawmill"), "pp"))),
                   ==, "7");

  /* The file: format, game, component and the item as the data header describes it. */
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  items = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                         "items");
  g_assert_cmpuint (json_object_get_size (items), ==, 1);
  farm = json_object_get_object_member (items, "w-farm");
  cost = json_object_get_object_member (farm, "cost");
  g_assert_cmpint (json_object_get_int_member (cost, "wood"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (cost, "cloth"), ==, 1);
  g_assert_false (json_object_has_member (cost, "food"));
  g_assert_cmpint (json_object_get_int_member (farm, "pp"), ==, 4);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "Corrected for your box"));
  g_assert_true (gtk_widget_get_sensitive (ts_ui_test_find_button (row, "Shipped Values")));

  /* New games carry it: building the Farm costs wood and cloth and gives 4 PP. */
  corrections = ts_caylus_tile_corrections (&error);
  g_assert_no_error (error);
  g_assert_nonnull (corrections);
  g_assert_true (json_object_has_member (corrections, "w-farm"));
  build_farm (corrections, delta, &gained);
  g_assert_cmpint (delta[TS_CAYLUS_WOOD], ==, -1);
  g_assert_cmpint (delta[TS_CAYLUS_CLOTH], ==, -1);
  g_assert_cmpint (delta[TS_CAYLUS_FOOD], ==, 0);
  g_assert_cmpint (gained, ==, 4);
  /* ... and without it, the shipped cost. */
  build_farm (NULL, delta, &gained);
  g_assert_cmpint (delta[TS_CAYLUS_FOOD], ==, -1);
  g_assert_cmpint (delta[TS_CAYLUS_CLOTH], ==, 0);

  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "caylus-tile-editor"));

  /* Back to the shipped values: the correction and then the file are gone. */
  ts_ui_test_click (ts_ui_test_find_button (row, "Shipped Values"));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (ts_caylus_tile_corrections (&error));
  g_assert_no_error (error);
  g_assert_true (gtk_toggle_button_get_active (
      GTK_TOGGLE_BUTTON (ts_ui_test_find_named (fields, "food"))));
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                         "Corrected for your box"));
  ts_ui_test_destroy_window (window);
}

static void
test_broken_file (void)
{
  g_autofree char *path = overrides_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  const char *junk = "{\"format\": \"tableside-component-overrides\", \"version\": 1,";
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *editor;
  GtkWindow *window;
  GtkWidget *banner, *row;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, junk, -1, &error));
  g_assert_null (ts_caylus_tile_corrections (&error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);

  editor = open_editor (NULL);
  window = GTK_WINDOW (editor);
  banner = ts_ui_test_find_named (GTK_WIDGET (window), "broken-file");
  g_assert_true (gtk_widget_is_visible (banner));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (banner)), path));
  /* Focus on the only way on: replacing the file. */
  g_assert_true (focus_of (window) == ts_ui_test_find_named (banner, "replace"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "caylus-tile-editor-broken"));

  /* Nothing saves over it: the buttons are off and Enter in a tile does nothing. */
  row = tile_row (window, "w-farm");
  g_assert_false (gtk_widget_get_sensitive (ts_ui_test_find_button (row, "Save")));
  gtk_widget_grab_focus (ts_ui_test_find_named (tile_fields (window, "w-farm"), "pp"));
  gtk_editable_set_text (GTK_EDITABLE (focus_of (window)), "5");
  ts_ui_test_press_at_focus (window, GDK_KEY_Return);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_cmpstr (text, ==, junk);

  /* Replace With Shipped Values starts over. */
  ts_ui_test_click (ts_ui_test_find_named (banner, "replace"));
  g_assert_false (gtk_widget_is_visible (banner));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_get_sensitive (ts_ui_test_find_button (row, "Save")));
  g_assert_null (ts_caylus_tile_corrections (&error));
  g_assert_no_error (error);
  ts_ui_test_destroy_window (window);
}

static void
test_refused (void)
{
  g_autofree char *path = overrides_path ();
  GtkWidget *editor = open_editor ("road");
  GtkWindow *window = GTK_WINDOW (editor);
  GtkWidget *road = tile_row (window, "road");
  GtkWidget *refusal = NULL;
  guint changed = 0;

  g_signal_connect (editor, "changed", G_CALLBACK (changed_cb), &changed);
  /* Focus on the Road's first field; Tab to the wood building's space. */
  g_assert_true (gtk_widget_is_ancestor (focus_of (window),
                                         ts_ui_test_find_named (GTK_WIDGET (window), "road-spaces")));
  while (!gtk_widget_is_ancestor (focus_of (window),
                                  ts_ui_test_find_named (GTK_WIDGET (window), "road-wood")))
    ts_ui_test_tab (window);
  /* Road spaces 1-8 hold the starting buildings: the setup wood building cannot go on 3. */
  gtk_editable_set_text (GTK_EDITABLE (focus_of (window)), "3");
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Return));
  for (GtkWidget *w = road; w != NULL && refusal == NULL; w = gtk_widget_get_next_sibling (w))
    if (g_strcmp0 (gtk_widget_get_name (w), "refusal") == 0)
      refusal = w;
  g_assert_nonnull (refusal);
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_cmpuint (strlen (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (refusal))), >,
                    10);
  g_test_message ("refused: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (refusal)));
  g_assert_cmpuint (changed, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "caylus-tile-editor-refused"));
  ts_ui_test_destroy_window (window);
}

/* Escape as the window's shortcut controller takes it: the shortcut whose trigger is Escape,
 * run on the window. */
static gboolean
press_escape (GtkWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (
              gtk_shortcut_get_trigger (shortcut));

          if (g_strcmp0 (trigger, "Escape") == 0)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (window),
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static void
test_first_row (void)
{
  GtkWidget *editor = open_editor (NULL);
  GtkWindow *window = GTK_WINDOW (editor);
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  const char *first = NULL;

  for (guint t = 0; t < data->n_tiles && first == NULL; t++)
    if (data->tiles[t].klass == TS_CAYLUS_CLASS_WOOD)
      first = data->tiles[t].id;
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), tile_fields (window, first)));
  /* Every wood, stone and monument tile has its row. */
  for (guint t = 0; t < data->n_tiles; t++)
    if (data->tiles[t].klass >= TS_CAYLUS_CLASS_WOOD)
      tile_row (window, data->tiles[t].id);
  ts_ui_test_destroy_window (window);

  /* In dark mode, opened at a monument far down the page. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  editor = open_editor ("m-theatre");
  window = GTK_WINDOW (editor);
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), tile_fields (window, "m-theatre")));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "caylus-tile-editor-dark"));
  /* Escape closes it. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_assert_true (press_escape (window));
  ts_ui_test_spin ();
  g_assert_null (window);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);

  g_test_add_func ("/ui/caylus/tile-editor/first-row", test_first_row);
  g_test_add_func ("/ui/caylus/tile-editor/correct-farm", test_correct_farm);
  g_test_add_func ("/ui/caylus/tile-editor/broken-file", test_broken_file);
  g_test_add_func ("/ui/caylus/tile-editor/refused", test_refused);

  return g_test_run ();
}
