/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Toasts dismissed safely (ts-toast-safe.h, issue 56). libadwaita 1.2 crashed the app when a
 * toast was dismissed while it still appeared: a final-map sheet's Ctrl+Z pressed right
 * after a change (its toast) ended the process with SIGSEGV in about one e2e run of three. A
 * toast still appearing loses its button at once and goes once it has appeared; an older one
 * goes at once; none is dismissed twice; a window's one toast at a time (a slot) says a
 * newer message in place while it still appears. */
#include "ts-toast-safe.h"
#include "ts-ui-test-util.h"

typedef struct
{
  GtkWindow *window;
  AdwToastOverlay *overlay;
} Fixture;

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  f->window = GTK_WINDOW (adw_window_new ());
  f->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (f->overlay, gtk_label_new ("The map"));
  adw_window_set_content (ADW_WINDOW (f->window), GTK_WIDGET (f->overlay));
  gtk_window_set_default_size (f->window, 600, 400);
  ts_ui_test_present_and_wait (f->window);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  ts_ui_test_destroy_window (f->window);
}

static void
count_cb (AdwToast *toast,
          guint    *count)
{
  (*count)++;
}

/* A toast with Undo, counting its "dismissed" in @count. */
static AdwToast *
undo_toast (const char *title,
            guint      *count)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_button_label (toast, "_Undo");
  adw_toast_set_timeout (toast, 0);
  g_signal_connect (toast, "dismissed", G_CALLBACK (count_cb), count);
  return toast;
}

static gboolean
flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms: the animations' frames and the dismissals they wait for. */
static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_young (Fixture      *f,
            gconstpointer data)
{
  guint dismissed = 0;
  g_autoptr(AdwToast) toast = g_object_ref (undo_toast ("Tile E placed at (0, −1)", &dismissed));

  ts_toast_safe_add (f->overlay, toast);
  g_assert_false (ts_toast_safe_is_gone (toast));
  ts_toast_safe_dismiss (toast);
  /* Gone for the app at once, and nothing left to press on it; dismissed once it has
   * appeared, and only once. */
  g_assert_true (ts_toast_safe_is_gone (toast));
  g_assert_null (adw_toast_get_button_label (toast));
  g_assert_cmpuint (dismissed, ==, 0);
  ts_toast_safe_dismiss (toast);
  run_for (TS_TOAST_SAFE_YOUNG_USEC / 1000 + 400);
  g_assert_cmpuint (dismissed, ==, 1);
  ts_toast_safe_dismiss (toast);
  run_for (100);
  g_assert_cmpuint (dismissed, ==, 1);
}

static void
test_old (Fixture      *f,
          gconstpointer data)
{
  guint dismissed = 0;
  g_autoptr(AdwToast) toast = g_object_ref (undo_toast ("Tile U placed at (1, 0)", &dismissed));

  ts_toast_safe_add (f->overlay, toast);
  run_for (TS_TOAST_SAFE_YOUNG_USEC / 1000 + 100);
  g_assert_cmpuint (dismissed, ==, 0);
  ts_toast_safe_dismiss (toast);
  /* At once, its button as it was until then. */
  g_assert_cmpuint (dismissed, ==, 1);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  ts_toast_safe_dismiss (toast);
  ts_toast_safe_dismiss (NULL);
  run_for (600);
  g_assert_cmpuint (dismissed, ==, 1);
}

/* A slot's toasts (the final-map sheet's: each change's, with Undo): an old one goes when
 * the next comes; a young one says the next message instead of queueing it, even when it was
 * about to go; an Undo on a young one takes its button at once. This is the e2e test's
 * sequence, which crashed with adw_toast_dismiss(). */
static void
test_slot (Fixture      *f,
           gconstpointer data)
{
  guint n[4] = { 0 };
  g_autoptr(AdwToast) slot = NULL;
  AdwToast *first;

  g_assert_true (ts_toast_safe_replace (f->overlay, &slot,
                                        undo_toast ("Tile E placed at (0, −1)", &n[0])));
  first = slot;
  run_for (TS_TOAST_SAFE_YOUNG_USEC / 1000 + 200);
  /* Old: it goes, the new one shows. */
  g_assert_true (ts_toast_safe_replace (f->overlay, &slot,
                                        undo_toast ("Bruno's figure (a farmer) on tile E",
                                                    &n[1])));
  g_assert_true (slot != first);
  g_assert_cmpuint (n[0], ==, 1);
  run_for (100);
  /* Young: it says the newer message. */
  g_assert_false (ts_toast_safe_replace (f->overlay, &slot,
                                         undo_toast ("Ana's figure (a farmer) on tile E", &n[2])));
  g_assert_cmpstr (adw_toast_get_title (slot), ==, "Ana's figure (a farmer) on tile E");
  /* Ctrl+Z: young, so its button goes now and the toast later... */
  ts_toast_safe_dismiss (slot);
  g_assert_true (ts_toast_safe_is_gone (slot));
  g_assert_null (adw_toast_get_button_label (slot));
  run_for (100);
  /* ...unless a change comes first: then it stays, with the new message and its Undo. */
  g_assert_false (ts_toast_safe_replace (f->overlay, &slot,
                                         undo_toast ("Tile U placed at (1, 0)", &n[3])));
  g_assert_false (ts_toast_safe_is_gone (slot));
  g_assert_cmpstr (adw_toast_get_button_label (slot), ==, "_Undo");
  g_assert_cmpstr (adw_toast_get_title (slot), ==, "Tile U placed at (1, 0)");
  run_for (1500);
  g_assert_cmpuint (n[1], ==, 0);
  ts_toast_safe_dismiss (slot);
  g_assert_cmpuint (n[1], ==, 1);
  run_for (600);
  g_assert_cmpuint (n[0], ==, 1);
  g_assert_cmpuint (n[1], ==, 1);
  /* The toasts that said their message through the slot's were never shown. */
  g_assert_cmpuint (n[2] + n[3], ==, 0);
}

/* The window closed while a toast waits to go: nothing is dismissed on an overlay that is
 * gone. */
static void
test_window_gone (void)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  guint dismissed = 0;
  g_autoptr(AdwToast) toast = g_object_ref (undo_toast ("Removed Carla", &dismissed));

  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (overlay));
  ts_ui_test_present_and_wait (window);
  ts_toast_safe_add (overlay, toast);
  ts_toast_safe_dismiss (toast);
  ts_ui_test_destroy_window (window);
  run_for (TS_TOAST_SAFE_YOUNG_USEC / 1000 + 400);
  g_assert_true (ts_toast_safe_is_gone (toast));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add ("/ui/toast-safe/young", Fixture, NULL, fixture_set_up, test_young,
              fixture_tear_down);
  g_test_add ("/ui/toast-safe/old", Fixture, NULL, fixture_set_up, test_old,
              fixture_tear_down);
  g_test_add ("/ui/toast-safe/slot", Fixture, NULL, fixture_set_up, test_slot,
              fixture_tear_down);
  g_test_add_func ("/ui/toast-safe/window-gone", test_window_gone);
  return g_test_run ();
}
