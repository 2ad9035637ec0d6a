/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The start-up benchmark's baseline: the least a libadwaita app can show, a window of
 * Tableside's default size with a header bar. What Tableside costs on top of this is the
 * part of its start-up that is ours (docs/benchmarks.md). */

#include <adwaita.h>

/* The same hook as Tableside's, compiled in on its own (no other Tableside code). */
#include "ts-first-frame.h"

#define BARE_APP_ID "io.github.tableside.Tableside.BenchBare"

static void
activate_cb (GApplication *app,
             gpointer      user_data)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Bare Window");
  /* Tableside's default size (its window-width/window-height schema defaults). */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);

  ts_first_frame_watch (GTK_WINDOW (window), app);
  ts_first_frame_presenting (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  /* Non-unique: a leftover instance must never turn a run into a remote activation. */
  app = adw_application_new (BARE_APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
