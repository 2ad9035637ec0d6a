/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy's table page on a phone held upright, in touch mode (issue 54): in a
 * 360 x 720 window with touch mode on (the toplevel has the CSS class "touch"), the window
 * asks no more than 360 px of width, and every clickable target of the page's table and
 * entry forms (dice, depot tiles, duchy spaces, goods, the entry buttons, the turn's kinds
 * and rows) is at least 44 x 44 px. On a 2-player game in progress, the solo game, a
 * 4-player game and a game with shields, whose effects also open by a tap. */
#include "config.h"

#include <string.h>

#include "burgundy/ts-burgundy-view.h"
#include "ts-ui-test-util.h"
#include "ts-ui-touch-util.h"
#include "ts-window.h"

#define TARGET TS_UI_TOUCH_TARGET
#define PHONE_WIDTH 360
#define PHONE_HEIGHT 720

static gboolean
has_tap_info (GtkWidget    *widget,
              gconstpointer data)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_has_css_class (widget, "cob-tap-info");
}

/* A shield's effect and end VP, shown only on hover before, open by a tap: a click (a
 * finger's tap comes as one) on the chip opens a popover that says them. */
static void
check_tap_info (GtkWidget *page)
{
  GtkWidget *chip = ts_ui_test_find (page, has_tap_info, NULL);
  g_autoptr(GListModel) controllers = NULL;
  GtkGesture *click = NULL;
  GtkWidget *popover;
  const char *text;

  g_assert_nonnull (chip);
  controllers = gtk_widget_observe_controllers (chip);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        click = GTK_GESTURE (controller);
    }
  g_assert_nonnull (click);
  g_signal_emit_by_name (click, "released", 1, 4.0, 4.0);
  ts_ui_test_spin ();
  popover = ts_ui_test_find_child (chip, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  text = gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover))));
  g_test_message ("tapped %s: %s", G_OBJECT_TYPE_NAME (chip), text);
  g_assert_nonnull (strstr (text, "VP at the end"));
  gtk_popover_popdown (GTK_POPOVER (popover));
  ts_ui_test_spin ();
}

static void
check_record (const char *name,
              gboolean    shields)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autofree char *png_name = g_strdup_printf ("burgundy-touch-%s", name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_open (file, FALSE, NULL, &error);
  g_autoptr(GString) offenders = g_string_new (NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWindow *window;
  GtkWidget *page;
  GtkWidget *parts[2];
  guint n_targets = 0;
  guint n_small = 0;
  int min_width = 0;

  g_assert_no_error (error);
  /* Touch mode on, as the preference puts it. */
  g_settings_set_string (settings, "touch-mode", "on");
  window = GTK_WINDOW (ts_window_new (NULL));
  gtk_window_set_default_size (window, PHONE_WIDTH, PHONE_HEIGHT);
  ts_window_show_match (TS_WINDOW (window), match);
  page = ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_BURGUNDY_VIEW);
  g_assert_nonnull (page);
  ts_ui_test_present_and_wait (window);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "touch"));
  /* The turn's list is sized to the page after a first layout: one more frame. */
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), png_name));

  /* The game's own parts: its table and its entry forms (the header bar is the shell's). */
  parts[0] = ts_ui_test_find_named (page, "burgundy-table");
  parts[1] = ts_ui_test_find_named (page, "burgundy-entry");
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_assert_nonnull (parts[i]);
      guint targets = 0;

      n_small += ts_ui_touch_count_small (parts[i], TARGET, offenders, &targets);
      n_targets += targets;
    }
  g_test_message ("%s: %u targets, %u under %d x %d:\n%s", name, n_targets, n_small, TARGET,
                  TARGET, offenders->str);
  if (n_small > 0)
    g_printerr ("%s: targets under %d x %d px:\n%s", name, TARGET, TARGET, offenders->str);
  /* The dice, the depots' tiles, the duchy's spaces and the forms at least. */
  g_assert_cmpuint (n_targets, >, 40);
  g_assert_cmpuint (n_small, ==, 0);
  if (shields)
    check_tap_info (page);

  /* No wider than the phone: the game's parts, then the whole window. */
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      int part_min = 0;

      gtk_widget_measure (parts[i], GTK_ORIENTATION_HORIZONTAL, -1, &part_min, NULL, NULL, NULL);
      g_test_message ("%s: %s's minimum width %d", name, gtk_widget_get_name (parts[i]),
                      part_min);
      if (part_min > PHONE_WIDTH)
        ts_ui_test_log_wide (parts[i], PHONE_WIDTH - 40);
      g_assert_cmpint (part_min, <=, PHONE_WIDTH);
    }
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL,
                      NULL, NULL);
  g_test_message ("%s: the window's minimum width %d, its width %d", name, min_width,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  if (min_width > PHONE_WIDTH)
    ts_ui_test_log_wide (GTK_WIDGET (window), PHONE_WIDTH - 40);
  g_assert_cmpint (min_width, <=, PHONE_WIDTH);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, PHONE_WIDTH);
  ts_ui_test_destroy_window (window);
}

static void
test_two_players (void)
{
  check_record ("castles-of-burgundy-2p-in-progress.json", FALSE);
}

static void
test_solo (void)
{
  check_record ("castles-of-burgundy-solo-in-progress.json", FALSE);
}

static void
test_four_players (void)
{
  check_record ("castles-of-burgundy-4p-extras-inns-in-progress.json", FALSE);
}

static void
test_shields (void)
{
  check_record ("castles-of-burgundy-2p-shields-in-progress.json", TRUE);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  /* The app's style sheets, touch mode's rules among them. */
  ts_ui_test_start_app ();
  g_test_add_func ("/ui/burgundy/touch/2p-in-progress", test_two_players);
  g_test_add_func ("/ui/burgundy/touch/4p-in-progress", test_four_players);
  g_test_add_func ("/ui/burgundy/touch/shields-in-progress", test_shields);
  /* Its dice of the round are entered in TsDiceEntry (shared with Kingsburg). */
  g_test_add_func ("/ui/burgundy/touch/solo-in-progress", test_solo);
  return g_test_run ();
}
