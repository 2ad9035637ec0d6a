/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-shortcuts.h"

/* The one list of keyboard shortcuts; the help overlay and the user guide show each of them (a
 * ui test keeps the overlay in step). app., win. and window. actions are the application's
 * accelerators; the others are a page's own actions (ts_shortcuts_add()). */
static const TsShortcut shortcuts[] = {
  { "app.quit", "<Control>q" },
  { "app.preferences", "<Control>comma" },
  { "win.open", "<Control>o" },
  { "win.show-help-overlay", "<Control>question" },
  { "win.help", "F1" },
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
  { "game.show-to-table", "F5" },
  { "game.display-fullscreen", "F11" },
  { "game.display-ended", "<Shift>F5" },
  { "game.invite-phones", "<Control>j" },
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
ts_shortcuts_get_all (void)
{
  return shortcuts;
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
 * ts_shortcuts_add:
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
ts_shortcuts_add (GtkWidget      *widget,
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
