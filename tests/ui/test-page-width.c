/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every game's page fits a 1024x600 screen in every language Tableside ships: a longer word
 * ("Casillas-llave", "Mercancías vendidas") must not widen the window past the screen, where
 * the end of the page ("Terminar el turno") would be cut. And what is on it reads whole
 * (issue 24): the Kingsburg calendar's phases, every advisor's and building's name and
 * effect, the Castles of Burgundy's turn summary (each label's needed size within its
 * allocation), at least 4 rows of the turn's list, and nothing of the player's panel
 * (storage, goods) past the window's edge, at 1024x600 and 1280x800. The translations are
 * the built ones (TABLESIDE_LOCALEDIR), switched with LANGUAGE as a user does. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "burgundy/ts-burgundy-player-panel.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "kingsburg/ts-kingsburg-calendar.h"
#include "kingsburg/ts-kingsburg-court.h"
#include "kingsburg/ts-kingsburg-province.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;
extern const TsGameModule ts_kingsburg_module;
extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  /* Setting the domain again drops gettext's cache of the previous language. */
  textdomain (GETTEXT_PACKAGE);
}

static TsMatch *
burgundy_match (gboolean modules)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", NULL };
  g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  TsMatch *match;

  if (modules)
    for (guint i = 0; i < 4; i++)
      json_object_set_boolean_member (options,
                                      (const char *[]){ "extra-tiles", "white-castles", "inns",
                                                        "shields" }[i],
                                      TRUE);
  match = ts_match_new (&ts_burgundy_module, "Width", players, options, NULL, &error);
  g_assert_no_error (error);
  /* Into phase C, with tiles in storage and goods sold: the side column's longest state. */
  while (!(((const TsBurgundyState *) ts_match_get_state (match))->phase == 2
           && ((const TsBurgundyState *) ts_match_get_state (match))->stage
                  == TS_BURGUNDY_STAGE_TURN))
    {
      TsBurgundyEntry entry;
      g_autoptr(TsEntry) item = NULL;

      g_assert_true (ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry));
      item = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&entry, sizeof entry));
      g_assert_true (ts_match_apply (match, item, NULL));
    }
  return match;
}

/* The first drawn widget of @type under @root. */
static GtkWidget *
find_drawn (GtkWidget *root,
            GType      type)
{
  if (!gtk_widget_is_drawable (root))
    return NULL;
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_drawn (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every drawn label under @root (lists of choices aside) shows its whole text: the width it
 * needs (a wrapping label: its longest word, then the height for the width it has) within
 * its allocation, and nothing ellipsized. Returns how many labels it checked. */
static guint
assert_labels_whole (GtkWidget *root)
{
  guint n = 0;

  if (!gtk_widget_is_drawable (root) || GTK_IS_LIST_BOX (root))
    return 0;
  if (GTK_IS_LABEL (root) && *gtk_label_get_text (GTK_LABEL (root)) != '\0')
    {
      GtkLabel *label = GTK_LABEL (root);
      graphene_rect_t box;
      int width, height;
      int min_width = 0;
      int nat_width = 0;
      int min_height = 0;

      /* Measured sizes hold the CSS padding and border (a phase of Kingsburg's calendar is a
       * padded pill) and the margins: compare them with the same box. */
      g_assert_true (gtk_widget_compute_bounds (root, root, &box));
      width = (int) box.size.width + gtk_widget_get_margin_start (root)
              + gtk_widget_get_margin_end (root);
      height = (int) box.size.height + gtk_widget_get_margin_top (root)
               + gtk_widget_get_margin_bottom (root);
      gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL,
                          NULL);
      gtk_widget_measure (root, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
      if (gtk_label_get_wrap (label) ? min_width > width || min_height > height
                                     : nat_width > width
          || pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        g_error ("“%s” is cut: it needs %dx%d (natural width %d), it has %dx%d",
                 gtk_label_get_text (label), min_width, min_height, nat_width, width, height);
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += assert_labels_whole (c);
  return n;
}

/* Nothing drawn under @root passes the right edge of @window (with 2 px for an outline). */
static void
assert_within (GtkWidget *root,
               GtkWidget *window)
{
  graphene_rect_t bounds;

  if (!gtk_widget_is_drawable (root))
    return;
  g_assert_true (gtk_widget_compute_bounds (root, window, &bounds));
  if (bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) - 2)
    g_error ("%s ends at %.0f px, past the window's %d px", G_OBJECT_TYPE_NAME (root),
             bounds.origin.x + bounds.size.width, gtk_widget_get_width (window));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    assert_within (c, window);
}

/* What each game's page must show whole on a small screen. */
static void
check_readable (TsWindow *window)
{
  GtkWidget *court = find_drawn (GTK_WIDGET (window), TS_TYPE_KINGSBURG_COURT);
  GtkWidget *turn = find_drawn (GTK_WIDGET (window), TS_TYPE_BURGUNDY_TURN_PANEL);

  if (court != NULL)
    {
      /* 18 advisors' names and effects, 20 buildings' names and costs. */
      g_assert_cmpuint (assert_labels_whole (court), >=, 18 * 3);
      g_assert_cmpuint (assert_labels_whole (find_drawn (GTK_WIDGET (window),
                                                         TS_TYPE_KINGSBURG_PROVINCE)),
                        >=, 20 * 3);
      /* The calendar: the year and its 8 phases ("3 Recompensa do Rei" wraps, never cut). */
      g_assert_cmpuint (assert_labels_whole (find_drawn (GTK_WIDGET (window),
                                                         TS_TYPE_KINGSBURG_CALENDAR)),
                        >=, 1 + 8);
    }
  if (turn != NULL)
    {
      GtkWidget *list = GTK_WIDGET (ts_burgundy_turn_panel_get_list (
          TS_BURGUNDY_TURN_PANEL (turn)));
      GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
      GtkWidget *row = gtk_widget_get_first_child (list);

      /* The summary, the kinds, End Turn; at least 4 rows of choices in view. */
      g_assert_cmpuint (assert_labels_whole (turn), >=, 3);
      g_assert_nonnull (row);
      g_test_message ("turn list: %d px, rows of %d px", gtk_widget_get_height (scroller),
                      gtk_widget_get_height (row));
      g_assert_cmpint (gtk_widget_get_height (scroller), >=, 4 * gtk_widget_get_height (row));
      assert_within (find_drawn (GTK_WIDGET (window), TS_TYPE_BURGUNDY_PLAYER_PANEL),
                     GTK_WIDGET (window));
    }
}

/* Shows @match at @width x @height and checks that its page needs no more width and shows
 * what it must whole. */
static void
check_match_at (TsMatch    *match,
                const char *name,
                int         width,
                int         height)
{
  TsWindow *window = ts_window_new (NULL);
  int min = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, height, &min, NULL,
                      NULL, NULL);
  if (min > width)
    ts_ui_test_log_wide (GTK_WIDGET (window), 300);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  g_test_message ("%s: the window needs %d px", name, min);
  g_assert_cmpint (min, <=, width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  check_readable (window);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
check_match (TsMatch    *match,
             const char *name)
{
  g_autofree char *large = g_strdup_printf ("%s-1280x800", name);

  check_match_at (match, name, 1024, 600);
  check_match_at (match, large, 1280, 800);
}

static void
check_fits (gconstpointer data)
{
  const char *language = data;
  const TsGameModule *others[] = { &ts_kingsburg_module, &ts_carcassonne_module,
                                   &ts_caylus_module };

  use_language (language);
  for (guint modules = 0; modules < 2; modules++)
    {
      g_autoptr(TsMatch) match = burgundy_match (modules);
      g_autofree char *name
          = g_strdup_printf ("page-width-burgundy-%s%s", language, modules ? "-modules" : "");

      check_match (match, name);
    }
  /* The other games at their start, 4 players. */
  for (guint g = 0; g < G_N_ELEMENTS (others); g++)
    {
      static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", NULL };
      g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match
          = ts_match_new (others[g], "Width", players, NULL, NULL, &error);
      g_autofree char *name = NULL;

      g_assert_no_error (error);
      name = g_strdup_printf ("page-width-%s-%s", others[g]->id, language);
      check_match (match, name);
    }
  use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  g_assert_nonnull (localedir);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  ts_ui_test_init (&argc, &argv);
  for (guint i = 0; i < 4; i++)
    {
      const char *language = (const char *[]){ "en", "pt", "pt_BR", "es" }[i];
      g_autofree char *path = g_strdup_printf ("/ui/page-width/%s", language);

      g_test_add_data_func (path, language, check_fits);
    }
  return g_test_run ();
}
