/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 55: every cause of points opens its rule in the user guide. On the score page of a
 * finished game of each of the four games a row of the final scoring offers Why?, by keyboard
 * and pointer, a finger's size in touch mode, and it asks for the rules page of the game at
 * the row's clause; a player's ledger does the same for each change (The Castles of
 * Burgundy's animals scored in a pasture: CB-ANI-01). The test stands in for the help viewer
 * as tests/e2e/test-help.py does: a desktop file that handles help: URIs by writing them to a
 * log, the default in its mimeapps.list, so that gtk_show_uri() reaches it as it would reach
 * Yelp. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-player-ledger.h"
#include "ts-score-page.h"
#include "ts-ui-test-util.h"
#include "ts-ui-touch-util.h"

static char *viewer_dir;
static char *uri_log;

/* Before GTK starts: GIO reads the applications' folders and mimeapps.list once. */
static void
install_help_viewer (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *script = NULL, *apps = NULL, *desktop = NULL, *config = NULL;
  g_autofree char *mimeapps = NULL, *shared = NULL, *data_dirs = NULL, *exec = NULL;
  g_autofree char *entry = NULL;
  const char *system_dirs = g_getenv ("XDG_DATA_DIRS");

  viewer_dir = g_dir_make_tmp ("ts-score-why-XXXXXX", &error);
  g_assert_no_error (error);
  uri_log = g_build_filename (viewer_dir, "help-uris.log", NULL);
  script = g_build_filename (viewer_dir, "help-viewer.sh", NULL);
  exec = g_strdup_printf ("#!/bin/sh\necho \"$1\" >> \"%s\"\n", uri_log);
  g_assert_true (g_file_set_contents (script, exec, -1, &error));
  g_assert_cmpint (g_chmod (script, 0755), ==, 0);

  shared = g_build_filename (viewer_dir, "share", NULL);
  apps = g_build_filename (shared, "applications", NULL);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0755), ==, 0);
  desktop = g_build_filename (apps, "ts-test-help.desktop", NULL);
  entry = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Test Help Viewer\n"
                           "NoDisplay=true\nExec=%s %%u\nMimeType=x-scheme-handler/help;\n",
                           script);
  g_assert_true (g_file_set_contents (desktop, entry, -1, &error));
  config = g_build_filename (viewer_dir, "config", NULL);
  g_assert_cmpint (g_mkdir_with_parents (config, 0755), ==, 0);
  mimeapps = g_build_filename (config, "mimeapps.list", NULL);
  g_assert_true (g_file_set_contents (
      mimeapps, "[Default Applications]\nx-scheme-handler/help=ts-test-help.desktop\n", -1,
      &error));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  data_dirs = g_strdup_printf ("%s:%s", shared,
                               system_dirs != NULL && *system_dirs != '\0'
                                   ? system_dirs
                                   : "/usr/local/share:/usr/share");
  g_setenv ("XDG_DATA_DIRS", data_dirs, TRUE);
}

/* The help URIs asked for so far. */
static GStrv
asked (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (uri_log, &text, NULL, NULL))
    return g_new0 (char *, 1);
  g_strstrip (text);
  return *text != '\0' ? g_strsplit (text, "\n", -1) : g_new0 (char *, 1);
}

/* The URI the viewer was started with once there are @n: it runs in a process of its own.
 * The bound, far above what a loaded machine takes, only keeps a broken launcher from hanging
 * the suite; nothing here asserts how long it took. */
static char *
wait_for_uri (guint n)
{
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < give_up)
    {
      g_auto(GStrv) uris = asked ();

      if (g_strv_length (uris) >= n)
        return g_strdup (uris[n - 1]);
      ts_ui_test_spin ();
      g_usleep (5000);
    }
  g_error ("the help viewer was not asked for a URI (%u expected so far)", n);
}

static TsMatch *
open_record (const char *base)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", base, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_open (file, FALSE, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  return match;
}

/* The Why? of the cause in words @text, asserted to be one a screen reader reads as such and
 * the keyboard reaches. */
static GtkWidget *
find_why (GtkWidget  *root,
          const char *text)
{
  g_autofree char *name = g_strdup_printf ("Why? — %s", text);
  GtkWidget *button = ts_ui_test_find_tooltip (root, name);

  if (button == NULL)
    g_error ("no “%s” button", name);
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_get_focusable (button));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       name);
  return button;
}

/* The border box's side a finger meets (gtk_widget_get_width() leaves out the padding):
 * @height, else the width. */
static int
box_side (GtkWidget *widget,
          gboolean   height)
{
  graphene_rect_t box;

  g_assert_true (gtk_widget_compute_bounds (widget, widget, &box));
  return (int) ((height ? box.size.height : box.size.width) + 0.5);
}

typedef struct
{
  const char *record;
  const char *row;  /* a category of the final scoring */
  const char *uri;  /* the help its Why? asks for */
  gboolean by_key;  /* activated as Enter or Space does, else clicked */
} Case;

static const Case cases[] = {
  { "castles-of-burgundy-4p-extras-inns-complete.json", "Goods left",
    "help:tableside/rules-castles-of-burgundy#cb-end-02", FALSE },
  { "kingsburg-4p-complete.json", "The King's Reward for the most buildings",
    "help:tableside/rules-kingsburg#kb-rwd-01", TRUE },
  { "carcassonne-3p-traders-builders-complete.json", "Goods majorities",
    "help:tableside/rules-carcassonne#ca-tbe-01", FALSE },
  { "caylus-1303-4p-residence-counts-complete.json", "Deliveries to the castle",
    "help:tableside/rules-caylus-1303#cy-dlv-04", TRUE },
};

static guint n_asked;

static void
test_score_page (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TsMatch) match = open_record (c->record);
  GtkWidget *page = ts_score_page_new (match);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkGrid *grid;
  GtkWidget *why, *total = NULL;
  g_autofree char *uri = NULL;

  gtk_window_set_child (window, page);
  gtk_window_set_default_size (window, 1024, 700);
  ts_ui_test_present_and_wait (window);
  why = find_why (page, c->row);

  /* Beside its own category; the totals have none. */
  grid = ts_score_page_get_table (TS_SCORE_PAGE (page));
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      GtkWidget *cell = gtk_grid_get_child_at (grid, 0, r);

      if (g_str_equal (ts_ui_test_score_category (grid, r), c->row))
        g_assert_true (gtk_widget_is_ancestor (why, cell));
      if (g_str_equal (ts_ui_test_score_category (grid, r), "Total"))
        total = cell;
    }
  g_assert_nonnull (total);
  g_assert_null (ts_ui_test_find_type (total, GTK_TYPE_BUTTON));

  if (c->by_key)
    {
      gtk_widget_grab_focus (why);
      g_assert_true (ts_ui_test_focus_in (window, why));
      /* What Enter and Space do to a focused button. */
      gtk_widget_activate (why);
      ts_ui_test_spin ();
    }
  else
    ts_ui_test_click (why);
  uri = wait_for_uri (++n_asked);
  g_assert_cmpstr (uri, ==, c->uri);

  /* A finger's size in touch mode, and no taller than a line of text without it. */
  g_assert_cmpint (box_side (why, TRUE), <, TS_UI_TOUCH_TARGET);
  ts_ui_touch_set (window, TRUE);
  g_assert_cmpint (box_side (why, FALSE), >=, TS_UI_TOUCH_TARGET);
  g_assert_cmpint (box_side (why, TRUE), >=, TS_UI_TOUCH_TARGET);
  ts_ui_test_destroy_window (window);
}

/* The Castles of Burgundy's ledger: animals scored in a pasture, their rule CB-ANI-01. */
static void
test_ledger_animals (void)
{
  g_autoptr(TsMatch) match = open_record ("castles-of-burgundy-4p-extras-inns-complete.json");
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  g_autoptr(GPtrArray) lines = module->ledger (state);
  const TsLedgerResource vp[] = { TS_LEDGER_VP };
  TsPlayerLedger *ledger = TS_PLAYER_LEDGER (ts_player_ledger_new ());
  const TsLedgerLine *animals = NULL;
  GtkWindow *window;
  GtkWidget *why;
  g_autofree char *uri = NULL;

  for (guint i = 0; i < lines->len && animals == NULL; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);

      if (g_str_equal (line->cause_id, "animals") && line->resource == TS_LEDGER_VP)
        animals = line;
    }
  if (animals == NULL)
    g_error ("the record scores no animals");
  g_assert_cmpint (animals->delta, >, 0);
  ts_player_ledger_set_resources (ledger, vp, G_N_ELEMENTS (vp));
  ts_player_ledger_set_player (ledger, module, state, animals->player);
  window = ts_ui_test_show_alone (GTK_WIDGET (ledger), 480, 600);

  why = find_why (GTK_WIDGET (ledger), animals->cause_text);
  ts_ui_test_click (why);
  uri = wait_for_uri (++n_asked);
  g_assert_cmpstr (uri, ==, "help:tableside/rules-castles-of-burgundy#cb-ani-01");
  ts_ui_touch_set (window, TRUE);
  g_assert_cmpint (box_side (why, FALSE), >=, TS_UI_TOUCH_TARGET);
  g_assert_cmpint (box_side (why, TRUE), >=, TS_UI_TOUCH_TARGET);
  ts_ui_test_destroy_window (window);
}

static void
remove_viewer (void)
{
  const char *const files[] = { "help-uris.log", "help-viewer.sh",
                                "share/applications/ts-test-help.desktop",
                                "share/applications", "share", "config/mimeapps.list",
                                "config" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (viewer_dir, files[i], NULL);

      g_remove (path);
    }
  g_rmdir (viewer_dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  install_help_viewer ();
  /* The ui suite turns accessibility off (GTK_A11Y=none), which keeps no accessible
   * properties; GTK's test backend keeps them without a screen reader. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *game = g_strndup (cases[i].record, strstr (cases[i].record, "-complete")
                                                               - cases[i].record);
      g_autofree char *path = g_strdup_printf ("/score-why/page/%s", game);

      g_test_add_data_func (path, &cases[i], test_score_page);
    }
  g_test_add_func ("/score-why/ledger/castles-of-burgundy-animals/CB-ANI-01",
                   test_ledger_animals);
  status = g_test_run ();
  remove_viewer ();
  return status;
}
