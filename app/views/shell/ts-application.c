/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "burgundy/ts-burgundy-demo.h"
#include "ts-application.h"
#include "ts-atomic-write.h"
#include "ts-first-frame.h"
#include "ts-people.h"
#include "ts-preferences-window.h"
#include "ts-record-info.h"
#include "ts-views.h"
#include "ts-window.h"

struct _TsApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  TsPeople *people; /* read at first use: the start page's first frame does not wait for it */
  gboolean demo;    /* --demo: open a demo game at start */
};

G_DEFINE_FINAL_TYPE (TsApplication, ts_application, ADW_TYPE_APPLICATION)

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

static int
ts_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  TS_APPLICATION (app)->demo = g_variant_dict_contains (options, "demo");
  return -1;
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
  ts_first_frame_presenting (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
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
  ts_first_frame_presenting (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
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
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated_cb },
  { "preferences", preferences_activated_cb },
  { "about", about_activated_cb },
};

/* The one list of keyboard shortcuts; the help overlay and the README show each of them (a
 * ui test keeps the overlay in step). app., win. and window. actions are the application's
 * accelerators; the others are a page's own actions (ts_application_add_shortcuts()). */
static const TsShortcut shortcuts[] = {
  { "app.quit", "<Control>q" },
  { "app.preferences", "<Control>comma" },
  { "win.open", "<Control>o" },
  { "win.show-help-overlay", "<Control>question" },
  { "window.close", "<Control>w" },
  { "win.undo", "<Control>z" },
  { "win.redo", "<Shift><Control>z" },
  { "win.show-games", "<Alt>Left" },
  { "win.statistics", "<Control>g" },
  { "game.show-table", "<Alt>1" },
  { "game.show-history", "<Alt>2" },
  { "game.show-scores", "<Alt>3" },
  { "game.first-die", "<Control>1" },
  { "game.second-die", "<Control>2" },
  { "game.end-turn", "<Control>e" },
  { "game.print", "<Control>p" },
  { "game.toggle-prestige", "<Control>h" },
  { "game.buy", "<Control>b" },
  { "game.buy-inn", "<Control>i" },
  { "game.buy-vp", "<Control>u" },
  { "game.take-shield", "<Control>k" },
  { "game.set-die", "<Control>d" },
  { "game.stack-empty", "<Control>t" },
  { NULL, NULL },
};

const TsShortcut *
ts_application_get_shortcuts (void)
{
  return shortcuts;
}

static gboolean
is_window_action (const char *action)
{
  return g_str_has_prefix (action, "app.") || g_str_has_prefix (action, "win.")
         || g_str_has_prefix (action, "window.");
}

typedef struct
{
  GtkShortcutAction *action; /* the named action */
  const char *accel;         /* static: the shortcut table's */
  TsShortcutGate gate;
  gpointer gate_data;
} Gated;

static void
gated_free (gpointer data)
{
  Gated *gated = data;

  g_object_unref (gated->action);
  g_free (gated);
}

static gboolean
gated_cb (GtkWidget *widget,
          GVariant  *args,
          gpointer   user_data)
{
  Gated *gated = user_data;

  if (!gated->gate (gated->accel, gated->gate_data))
    return TRUE;
  return gtk_shortcut_action_activate (gated->action, 0, widget, args);
}

/**
 * ts_application_add_shortcuts:
 * @widget: a widget that installs the actions of @group
 * @group: the actions' prefix, such as "game"
 * @gate: (nullable): asked before each shortcut acts
 * @gate_data: for @gate
 *
 * Gives @widget the keys the shortcut table lists for its own actions ("@group.name").
 * Accelerators look actions up from the window outwards, so they never reach a page's
 * actions; a managed controller is run by the window whatever has the focus inside it, and
 * only while @widget is in the window. It runs before the focused widget, so that a digit
 * slot does not take Ctrl+1 as a 1; and before @widget's own controllers, so a @gate that
 * watches keys (one key, one entry) is asked here.
 */
void
ts_application_add_shortcuts (GtkWidget      *widget,
                              const char     *group,
                              TsShortcutGate  gate,
                              gpointer        gate_data)
{
  g_autofree char *prefix = g_strconcat (group, ".", NULL);
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; shortcuts[i].action != NULL; i++)
    {
      GtkShortcutAction *action;

      if (!g_str_has_prefix (shortcuts[i].action, prefix))
        continue;
      action = gtk_named_action_new (shortcuts[i].action);
      if (gate != NULL)
        {
          Gated *gated = g_new0 (Gated, 1);

          *gated = (Gated) { action, shortcuts[i].accel, gate, gate_data };
          action = gtk_callback_action_new (gated_cb, gated, gated_free);
        }
      gtk_shortcut_controller_add_shortcut (
          GTK_SHORTCUT_CONTROLLER (controller),
          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].accel), action));
    }
  gtk_widget_add_controller (widget, controller);
}

static void
ts_application_startup (GApplication *app)
{
  TsApplication *self = TS_APPLICATION (app);

  /* Before chaining up: AdwApplication looks for style.css and style-dark.css in the
   * resources registered at startup. (The shortcuts window is not gtk/help-overlay.ui, which
   * GtkApplication would build with every window: TsWindow makes it on first use.) */
  ts_views_init ();
  G_APPLICATION_CLASS (ts_application_parent_class)->startup (app);

  self->settings = g_settings_new (APP_ID);
  /* Saves cut short by a kill or a crash leave hidden temporary files next to the records. */
  {
    g_autoptr(GFile) games = ts_record_dir ();

    ts_atomic_write_clean_stale_in (games);
  }

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions),
                                   self);
  for (guint i = 0; shortcuts[i].action != NULL; i++)
    {
      const char *accels[] = { shortcuts[i].accel, NULL };

      if (!is_window_action (shortcuts[i].action))
        continue;
      gtk_application_set_accels_for_action (GTK_APPLICATION (self), shortcuts[i].action,
                                             accels);
    }
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
  app_class->activate = ts_application_activate;
  app_class->handle_local_options = ts_application_handle_local_options;
  app_class->open = ts_application_open;
}

static void
ts_application_init (TsApplication *self)
{
}
