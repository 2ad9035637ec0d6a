/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's toasts on a real Caylus 1303 page (issue 24, "Every Undo is honest"): a toast
 * shows over the table, never over the status line or the entry buttons (1024x600 and
 * 1280x800, light and dark); a long one wraps instead of being cut; a newer toast takes the
 * place of the one shown and none comes back; a toast whose entry is no longer the last goes;
 * its Undo takes back exactly its entry; undoing a correction names it. PNGs of each. */
#include <string.h>

#include "caylus/ts-caylus-view.h"
#include "caylus-view-util.h"
#include "ts-game-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

/* A real outcome of Caylus at its longest, as the table sees it. */
#define LONG_MESSAGE                                                                         \
  "Bruno builds a residence on the Lawyer's spot for 1 cloth, which costs him the "        \
  "Lawyer's owner's favour, and takes one more worker back from the Camp for the next round."

static void
spin_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

static gboolean
is_toast (GtkWidget    *widget,
          gconstpointer data)
{
  return g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0
         && gtk_widget_get_mapped (widget) && gtk_widget_get_can_target (widget);
}

/* The toasts shown (not those on their way out), counted, and the first. */
static GtkWidget *
shown_toasts (GtkWidget *root,
              guint     *n)
{
  GtkWidget *first = NULL;

  *n = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint more = 0;
      GtkWidget *found = is_toast (child, NULL) ? child : shown_toasts (child, &more);

      *n += is_toast (child, NULL) ? 1 : more;
      if (first == NULL)
        first = found;
    }
  return first;
}

/* The only toast shown, once it has appeared. */
static GtkWidget *
only_toast (GtkWindow *window)
{
  GtkWidget *toast;
  guint n = 0;

  spin_for (700);
  toast = shown_toasts (GTK_WIDGET (window), &n);
  g_assert_cmpuint (n, ==, 1);
  return toast;
}

static char *
only_toast_text (GtkWindow *window)
{
  return ts_ui_test_labels (only_toast (window));
}

static void
assert_apart (GtkWidget *toast,
              GtkWidget *widget,
              GtkWindow *window)
{
  graphene_rect_t a, b;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &a));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &b));
  g_assert_cmpfloat (b.size.width, >, 0);
  if (graphene_rect_intersection (&a, &b, NULL))
    g_error ("the toast (%g,%g %gx%g) covers a widget at (%g,%g %gx%g)", a.origin.x, a.origin.y,
             a.size.width, a.size.height, b.origin.x, b.origin.y, b.size.width, b.size.height);
}

static gboolean
is_status (GtkWidget    *widget,
           gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "caption-heading")
         && gtk_widget_get_mapped (widget);
}

/* The toast of an entry made by a key on the page sits over the table, clear of the status
 * line and the Worksite and Pass buttons; a long one wraps, whole. */
static void
check_placement (int      width,
                 int      height,
                 gboolean dark)
{
  TsMatch *match = match_at (2, 1, at_planning);
  GtkWindow *window = NULL;
  GtkWidget *view;
  GtkWidget *toast;
  GtkWidget *title;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  guint n = ts_match_get_n_entries (match);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  view = ts_ui_test_show_match (match, width, height, TS_TYPE_CAYLUS_VIEW, &window);
  g_assert_true (ts_ui_test_press_key (view, GDK_KEY_p));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n + 1);
  toast = only_toast (window);
  assert_apart (toast, ts_ui_test_find_button (GTK_WIDGET (window), "_Worksite"), window);
  assert_apart (toast, ts_ui_test_find_button (GTK_WIDGET (window), "_Pass"), window);
  assert_apart (toast, ts_ui_test_find (GTK_WIDGET (window), is_status, NULL), window);

  /* A long toast: every word shown, on more than one line. */
  ts_window_add_undo_toast (TS_WINDOW (window), LONG_MESSAGE);
  toast = only_toast (window);
  text = ts_ui_test_labels (toast);
  g_assert_nonnull (strstr (text, LONG_MESSAGE));
  title = ts_ui_test_find_type (toast, GTK_TYPE_LABEL);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (title))));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (title))), >, 1);
  assert_apart (toast, ts_ui_test_find (GTK_WIDGET (window), is_status, NULL), window);
  assert_apart (toast, ts_ui_test_find_button (GTK_WIDGET (window), "_Pass"), window);
  name = g_strdup_printf ("window-toast-%dx%d-%s", width, height, dark ? "dark" : "light");
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  ts_ui_test_destroy_window (window);
  g_object_unref (match);
}

static void
test_placement (void)
{
  check_placement (1024, 600, FALSE);
  check_placement (1024, 600, TRUE);
  check_placement (1280, 800, FALSE);
  check_placement (1280, 800, TRUE);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

/* Toasts made quickly: only the newest shows, then and a second later; an entry made without
 * a toast takes the older toast away; the window's Undo names what it took back, a removal
 * undone by its number. */
static void
test_one_at_a_time (void)
{
  TsMatch *match = match_at (2, 1, at_planning);
  GtkWindow *window = NULL;
  GtkWidget *view = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_CAYLUS_VIEW, &window);
  GtkWidget *toast;
  guint n = ts_match_get_n_entries (match);
  guint shown = 0;
  g_autofree char *text = NULL;
  g_autofree char *later = NULL;
  g_autofree char *undone = NULL;

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *message = g_strdup_printf ("Toast %u", i + 1);

      ts_window_add_toast (TS_WINDOW (window), message);
      spin_for (i == 1 ? 800 : 50);
    }
  text = only_toast_text (window);
  g_assert_cmpstr (text, ==, "Toast 3\n");
  spin_for (1000);
  g_clear_pointer (&text, g_free);
  text = only_toast_text (window);
  g_assert_cmpstr (text, ==, "Toast 3\n");

  /* P: a pass and its toast, with Undo; then an entry made elsewhere (History, a second
   * window): the first toast goes, its Undo with it. */
  g_assert_true (ts_ui_test_press_key (view, GDK_KEY_p));
  toast = only_toast (window);
  g_assert_nonnull (ts_ui_test_find_button (toast, "_Undo"));
  {
    GListModel *legal = ts_match_get_legal_entries (match);
    g_autoptr(TsEntry) next = g_list_model_get_item (legal, 0);
    g_autoptr(JsonNode) node = ts_entry_to_json (next);
    g_autoptr(TsEntry) copy = ts_match_parse_entry (match, node, NULL);

    g_assert_true (ts_match_apply (match, copy, NULL));
    later = g_strdup (ts_entry_get_description (ts_match_get_entry (match, n + 1)));
  }
  spin_for (800);
  shown_toasts (GTK_WIDGET (window), &shown);
  g_assert_cmpuint (shown, ==, 0);

  /* Ctrl+Z: exactly the last entry, named, with Redo. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n + 1);
  toast = only_toast (window);
  undone = ts_ui_test_labels (toast);
  g_assert_true (g_str_has_prefix (undone, "Undone: "));
  g_assert_nonnull (strstr (undone, later));
  g_assert_nonnull (ts_ui_test_find_button (toast, "_Redo"));

  /* A removal (History's Remove) undone names the entry that is back, by number. */
  {
    g_autofree char *pass = g_strdup (ts_entry_get_description (ts_match_get_entry (match, n)));
    g_autofree char *expected = g_strdup_printf ("Removal undone: entry %u, %s\n", n + 1, pass);
    g_autofree char *back = NULL;

    g_assert_true (ts_match_remove (match, n, NULL, NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    g_assert_cmpuint (ts_match_get_n_entries (match), ==, n + 1);
    back = only_toast_text (window);
    g_assert_true (g_str_has_prefix (back, expected));
  }
  ts_ui_test_destroy_window (window);
  g_object_unref (match);
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/ui/window/toasts/placement", test_placement);
  g_test_add_func ("/ui/window/toasts/one-at-a-time", test_one_at_a_time);
  return g_test_run ();
}
