/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The guide and What's New (issue 55): the help URIs the app asks for; the About window's
 * release notes read from the metainfo built into the app, each paragraph and item in the
 * user's language when the metainfo has it; F1 listed in the shortcuts window. */
#include "config.h"

#include <string.h>

#include "ts-game.h"
#include "ts-help.h"
#include "ts-release-notes.h"
#include "ts-ui-test-util.h"

static void
test_uris (void)
{
  g_autofree char *guide = ts_help_uri (NULL, NULL);
  g_autofree char *page = ts_help_uri ("rules-kingsburg", NULL);
  g_autofree char *section = ts_help_uri ("rules-kingsburg", "kb-bdg-03");

  g_assert_cmpstr (guide, ==, "help:tableside");
  g_assert_cmpstr (page, ==, "help:tableside/rules-kingsburg");
  g_assert_cmpstr (section, ==, "help:tableside/rules-kingsburg#kb-bdg-03");
}

static void
test_release_notes_built (void)
{
  g_autofree char *notes = ts_release_notes_dup ();

  g_assert_nonnull (notes);
  g_test_message ("%s", notes);
  g_assert_true (g_str_has_prefix (notes, "<p>"));
  g_assert_nonnull (strstr (notes, "<ul><li>"));
  g_assert_nonnull (strstr (notes, "keeps four games"));
  g_assert_nonnull (strstr (notes, "by keyboard, pointer or touch</li></ul>"));
}

static const char metainfo[] =
  "<component><releases>"
  "<release version=\"0.2.0\"><description><p>Later.</p></description></release>"
  "<release version=\"0.1.0\"><description>"
  "<p>First &amp; best.</p><p xml:lang=\"pt\">Primeira.</p><p xml:lang=\"es\">Primera.</p>"
  "<ul><li>One</li><li xml:lang=\"pt\">Um</li><li>Two</li></ul>"
  "<ol><li>Three</li></ol>"
  "</description></release></releases></component>";

static void
test_release_notes_languages (void)
{
  const char *pt[] = { "pt_PT", "pt", "C", NULL };
  const char *de[] = { "de", "C", NULL };
  g_autofree char *in_pt = ts_release_notes_from_metainfo (metainfo, "0.1.0", pt);
  g_autofree char *in_de = ts_release_notes_from_metainfo (metainfo, "0.1.0", de);
  g_autofree char *none = ts_release_notes_from_metainfo (metainfo, "9.9", de);
  g_autofree char *broken = ts_release_notes_from_metainfo ("<component><rel", "0.1.0", de);

  g_assert_cmpstr (in_pt, ==,
                   "<p>Primeira.</p><ul><li>Um</li><li>Two</li></ul><ol><li>Three</li></ol>");
  /* A language the metainfo lacks: the untranslated text, escaped again for the markup. */
  g_assert_cmpstr (in_de, ==,
                   "<p>First &amp; best.</p><ul><li>One</li><li>Two</li></ul>"
                   "<ol><li>Three</li></ol>");
  g_assert_null (none);
  g_assert_null (broken);
}

static void
test_about_window (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  GtkWindow *about;

  ts_ui_test_present_and_wait (parent);
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "about", NULL);
  ts_ui_test_spin ();
  about = ts_ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_release_notes_version (ADW_ABOUT_WINDOW (about)), ==,
                   PACKAGE_VERSION);
  g_assert_nonnull (strstr (adw_about_window_get_release_notes (ADW_ABOUT_WINDOW (about)),
                            "keeps four games"));
  ts_ui_test_destroy_window (about);
  ts_ui_test_destroy_window (parent);
}

static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder
      = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/shell/ts-shortcuts-window.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  gboolean found = FALSE;

  for (GtkWidget *w = overlay; w != NULL && !found;)
    {
      /* A depth-first walk of the window's widgets. */
      if (GTK_IS_SHORTCUTS_SHORTCUT (w))
        {
          g_autofree char *accel = NULL;
          g_autofree char *action = NULL;

          g_object_get (w, "accelerator", &accel, "action-name", &action, NULL);
          found = g_strcmp0 (accel, "F1") == 0 && g_strcmp0 (action, "win.help") == 0;
        }
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != overlay && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == NULL || w == overlay ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_true (found);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* The guide and the start page agree on each game's players: the game's page says "for MIN
 * to MAX players" with the numbers the start page shows (its module's). */
static void
test_player_counts (void)
{
  guint n_games = 0;
  const TsGameModule *const *games = ts_games_get_all (&n_games);

  g_assert_cmpuint (n_games, ==, 4);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%s.page", games[i]->id);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", name, NULL);
      g_autofree char *page = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GRegex) counts
          = g_regex_new ("for\\s+([0-9]+)\\s+to\\s+([0-9]+)\\s+players", 0, 0, NULL);
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *found = NULL;
      g_autofree char *min = NULL;
      g_autofree char *max = NULL;

      g_file_get_contents (path, &page, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_regex_match (counts, page, 0, &match));
      found = g_match_info_fetch (match, 0);
      min = g_match_info_fetch (match, 1);
      max = g_match_info_fetch (match, 2);
      g_test_message ("%s: %s", name, found);
      g_assert_cmpuint (g_ascii_strtoull (min, NULL, 10), ==, games[i]->min_players);
      g_assert_cmpuint (g_ascii_strtoull (max, NULL, 10), ==, games[i]->max_players);
    }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/help/uris", test_uris);
  g_test_add_func ("/help/release-notes/built", test_release_notes_built);
  g_test_add_func ("/help/release-notes/languages", test_release_notes_languages);
  g_test_add_func ("/help/about-window", test_about_window);
  g_test_add_func ("/help/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/help/player-counts", test_player_counts);
  return g_test_run ();
}
