/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "burgundy/ts-burgundy-demo.h"
#include "ts-application.h"
#include "ts-release-notes.h"
#include "ts-atomic-write.h"
#include "ts-first-frame.h"
#include "ts-match-prefetch.h"
#include "ts-font-warm.h"
#include "ts-page-host.h"
#include "ts-people.h"
#include "ts-preferences-window.h"
#include "ts-record-info.h"
#include "ts-saved-games.h"
#include "ts-views.h"
#include "ts-window.h"

struct _TsApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  TsPeople *people; /* read at first use: the start page's first frame does not wait for it */
  gboolean demo;    /* --demo: open a demo game at start */
};

static void ts_application_page_host_init (TsPageHostInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsApplication, ts_application, ADW_TYPE_APPLICATION,
                               G_IMPLEMENT_INTERFACE (TS_TYPE_PAGE_HOST,
                                                      ts_application_page_host_init))

TsApplication *
ts_application_new (void)
{
  TsApplication *self = g_object_new (TS_TYPE_APPLICATION,
                                      "application-id", APP_ID,
                                      "flags", G_APPLICATION_HANDLES_OPEN,
                                      "resource-base-path", RESOURCE_BASE,
                                      NULL);

  g_application_add_main_option (G_APPLICATION (self), "demo", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE,
                                 _("Start a demo game of Castles of Burgundy"), NULL);
  return self;
}

GSettings *
ts_application_get_settings (TsApplication *self)
{
  g_return_val_if_fail (TS_IS_APPLICATION (self), NULL);
  return self->settings;
}

/**
 * ts_application_get_people:
 *
 * The people who play (ts-people.h), one list for the whole app, read from
 * people.json at first use. Whoever changes it saves it (ts_people_save()).
 */
TsPeople *
ts_application_get_people (TsApplication *self)
{
  g_return_val_if_fail (TS_IS_APPLICATION (self), NULL);

  if (self->people == NULL)
    {
      g_autoptr(GFile) file = ts_people_default_file ();

      self->people = ts_people_load (file);
      if (ts_people_get_problem (self->people) != NULL)
        g_warning ("%s", ts_people_get_problem (self->people));
    }
  return self->people;
}

static TsWindow *
get_or_create_window (TsApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (ts_window_new (self));
  return TS_WINDOW (window);
}

/**
 * ts_application_prefetch_args:
 *
 * `tableside FILE`: starts reading and replaying the last file named in @argv, as
 * GApplication will open it, on a thread while GTK starts (ts-match-prefetch.c). Options
 * (Tableside's take no value) are passed over.
 */
void
ts_application_prefetch_args (int    argc,
                              char **argv)
{
  const char *last = NULL;
  g_autoptr(GFile) file = NULL;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--"))
      {
        if (i + 1 < argc)
          last = argv[argc - 1];
        break;
      }
    else if (argv[i][0] != '-')
      last = argv[i];
  if (last == NULL)
    return;
  file = g_file_new_for_commandline_arg (last);
  ts_match_prefetch_start (file);
}

static int
ts_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  TS_APPLICATION (app)->demo = g_variant_dict_contains (options, "demo");
  return -1;
}

/* Before the window is measured, its text needs the fonts made early (ts-font-warm.c):
 * made in GTK's main thread's default font map from here on. */
static void
present (TsWindow *window)
{
  ts_font_warm_finish ();
  ts_first_frame_presenting (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

static void
ts_application_activate (GApplication *app)
{
  TsApplication *self = TS_APPLICATION (app);
  TsWindow *window = get_or_create_window (self);

  ts_first_frame_watch (GTK_WINDOW (window), app);
  /* The game first: the window's first frame shows its page, not the start page fading out
   * under it (issue 29). */
  if (self->demo)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_burgundy_demo_new (&error);

      self->demo = FALSE;
      if (match != NULL)
        ts_window_show_match (window, match);
      else
        ts_window_add_toast (window, error->message);
    }
  present (window);
}

static void
ts_application_open (GApplication *app,
                     GFile       **files,
                     int           n_files,
                     const char   *hint)
{
  TsWindow *window = get_or_create_window (TS_APPLICATION (app));

  /* The benchmarks time `tableside FILE` too (bench/start-page). */
  ts_first_frame_watch (GTK_WINDOW (window), app);
  /* One window shows one game: the last file named wins, as in a file manager's "Open".
   * Opened before the window is shown, as in activate(). */
  if (n_files > 0)
    ts_window_open_file (window, files[n_files - 1]);
  present (window);
}

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (app);

  /* Closing the windows (rather than g_application_quit) lets them save their size. */
  while (windows != NULL)
    {
      GList *next = windows->next;
      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
}

static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  TsApplication *self = TS_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  TsPreferencesWindow *preferences = ts_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (preferences), parent);
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TsApplication *self = TS_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Tableside developers", NULL };
  g_autofree char *notes = ts_release_notes_dup ();

  adw_show_about_window (parent,
                         "application-name", _("Tableside"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Tableside developers"),
                         "developers", developers,
                         "website", "https://github.com/tableside/tableside",
                         "issue-url", "https://github.com/tableside/tableside/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", "© 2026 The Tableside developers",
                         "comments", _("Tableside is not affiliated with the publishers of the "
                                       "games it keeps track of."),
                         /* Translators: Replace "translator-credits" with your name(s). */
                         "translator-credits", _("translator-credits"),
                         /* What's New (issue 55): this version's notes from the metainfo. */
                         "release-notes-version", PACKAGE_VERSION,
                         "release-notes", notes != NULL ? notes : "",
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated_cb },
  { "preferences", preferences_activated_cb },
  { "about", about_activated_cb },
};

/* The application's keys: the shared table (ts-shortcuts.c), which the help overlay and a page's
 * own shortcuts read too. */
const TsShortcut *
ts_application_get_shortcuts (void)
{
  return ts_shortcuts_get_all ();
}

static gboolean
is_window_action (const char *action)
{
  return g_str_has_prefix (action, "app.") || g_str_has_prefix (action, "win.")
         || g_str_has_prefix (action, "window.");
}

static void
apply_games_folder (GSettings *settings)
{
  g_autofree char *path = g_settings_get_string (settings, TS_SAVED_GAMES_SETTING);

  /* "~/…" and file:// understood; a value refused is said where the games are listed, as a
   * folder that is not there is (issue 52). */
  ts_saved_games_apply_setting (path);
}

/* The benchmark's line on the fonts made early (ts-font-warm.c), and those missed. */
static void
report_fonts (GtkWindow *window)
{
  guint made, missed;
  gint64 waited_us;
  g_auto(GStrv) list = NULL;

  if (!ts_font_warm_report (&made, &missed, &waited_us))
    return;
  /* Made, of the table's; missed; the main thread's wait (µs); whether the window's text has
   * the options they were made with. */
  g_print ("first-frame-fonts %u %u %u %" G_GINT64_FORMAT " %d\n", made,
           ts_font_warm_table_size (), missed, waited_us,
           ts_font_warm_matches (gtk_widget_get_pango_context (GTK_WIDGET (window))));
  list = ts_font_warm_list_missed ();
  for (char **font = list; *font != NULL; font++)
    g_print ("first-frame-font-missed %s\n", *font);
}

static void
ts_application_startup (GApplication *app)
{
  TsApplication *self = TS_APPLICATION (app);

  /* Before chaining up: AdwApplication looks for style.css and style-dark.css in the
   * resources registered at startup. (The shortcuts window is not gtk/help-overlay.ui, which
   * GtkApplication would build with every window: TsWindow makes it on first use.) */
  ts_views_init ();
  /* The first frame's fonts are made on a second thread while libadwaita starts and the
   * window is made; present() takes them (issue 56). */
  ts_font_warm_start ();
  G_APPLICATION_CLASS (ts_application_parent_class)->startup (app);
  ts_first_frame_add_report (report_fonts);

  self->settings = g_settings_new (APP_ID);
  /* Issue 43: the games folder chosen in Preferences, before anything reads or saves a game. */
  apply_games_folder (self->settings);
  g_signal_connect (self->settings, "changed::games-folder", G_CALLBACK (apply_games_folder),
                    NULL);
  /* Saves cut short by a kill or a crash leave hidden temporary files next to the records. */
  {
    g_autoptr(GFile) games = ts_record_dir ();

    ts_atomic_write_clean_stale_in (games);
  }

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions),
                                   self);
  for (const TsShortcut *shortcut = ts_shortcuts_get_all (); shortcut->action != NULL; shortcut++)
    {
      const char *accels[] = { shortcut->accel, NULL };

      if (!is_window_action (shortcut->action))
        continue;
      gtk_application_set_accels_for_action (GTK_APPLICATION (self), shortcut->action, accels);
    }
}

static void
ts_application_shutdown (GApplication *app)
{
  /* A start-up that showed no window still waits for the thread. */
  ts_font_warm_finish ();
  G_APPLICATION_CLASS (ts_application_parent_class)->shutdown (app);
}

static void
ts_application_dispose (GObject *object)
{
  TsApplication *self = TS_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->people);

  G_OBJECT_CLASS (ts_application_parent_class)->dispose (object);
}

static void
ts_application_class_init (TsApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ts_application_dispose;
  app_class->startup = ts_application_startup;
  app_class->shutdown = ts_application_shutdown;
  app_class->activate = ts_application_activate;
  app_class->handle_local_options = ts_application_handle_local_options;
  app_class->open = ts_application_open;
}

static TsPeople *
ts_application_page_host_get_people (TsPageHost *host)
{
  return ts_application_get_people (TS_APPLICATION (host));
}

/* The application hosts no page: it offers the people only (no toasts, no match shown). */
static void
ts_application_page_host_init (TsPageHostInterface *iface)
{
  iface->get_people = ts_application_page_host_get_people;
}

static void
ts_application_init (TsApplication *self)
{
}
