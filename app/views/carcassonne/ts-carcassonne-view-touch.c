/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsCarcassonneView on a phone, a tablet and under fingers (issue 54): Enter where the page
 * promises it, the side column folded under the map, the place form's words in taps. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-map-private.h"
#include "ts-carcassonne-view-touch.h"

/* The state of the page's Enter, kept on the page. */
typedef struct
{
  TsCarcassonneMap *map; /* the page's (its template child) */
  GtkEventController *shortcuts;
  gboolean enter_down;   /* an Enter press whose release was not seen yet */
  /* The last key press that reached the page, and the one that made the last entry. */
  guint last_keyval;
  guint32 last_time;
  gboolean last_was_key;
  guint entry_keyval;
  guint32 entry_time;
} Enter;

#define ENTER_KEY "ts-carcassonne-enter"

static gboolean
is_enter (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

static guint
double_tap_ms (GtkWidget *widget)
{
  int ms = 400;

  g_object_get (gtk_widget_get_settings (widget), "gtk-double-click-time", &ms, NULL);
  return (guint) MAX (ms, 0);
}

/* The key press being handled: a managed shortcut is run by the window's own controller,
 * which holds the event (the page's controller does not). */
static GdkEvent *
current_key_press (GtkWidget *page)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (page));
  g_autoptr(GListModel) controllers = NULL;

  if (root == NULL)
    return NULL;
  controllers = gtk_widget_observe_controllers (root);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);
      GdkEvent *event = gtk_event_controller_get_current_event (controller);

      if (event != NULL && gdk_event_get_event_type (event) == GDK_KEY_PRESS)
        return event;
    }
  return NULL;
}

/* Run by the window before the page's key guard sees the key (a managed shortcut). */
static gboolean
enter_cb (GtkWidget *page,
          GVariant  *args,
          gpointer   user_data)
{
  Enter *enter = user_data;
  GdkEvent *event = current_key_press (page);
  GtkRoot *root = gtk_widget_get_root (page);
  guint32 time = event != NULL ? gdk_event_get_time (event) : GDK_CURRENT_TIME;
  gboolean repeat = enter->enter_down;
  gboolean same_key;

  enter->enter_down = TRUE;
  same_key = enter->entry_keyval != 0 && is_enter (enter->entry_keyval)
             && time - enter->entry_time <= double_tap_ms (page);
  enter->last_keyval = GDK_KEY_Return;
  enter->last_time = time;
  enter->last_was_key = TRUE;
  /* Only the map's Enter with the drawn tile at a spot where it fits; a repeat, or the Enter
   * that made the entry pressed again at once, goes on to the guard, which refuses it. */
  if (root == NULL || gtk_root_get_focus (root) != GTK_WIDGET (enter->map)
      || !gtk_widget_is_drawable (GTK_WIDGET (enter->map))
      || ts_carcassonne_map_get_pending_kind (enter->map) < 0 || repeat || same_key
      || event == NULL)
    return FALSE;
  /* Where it does not fit, the page says why (the map's "place-refused"). */
  ts_carcassonne_map_place (enter->map);
  return TRUE;
}

static gboolean
event_cb (GtkEventControllerLegacy *controller,
          GdkEvent                 *event,
          Enter                    *enter)
{
  switch (gdk_event_get_event_type (event))
    {
    case GDK_KEY_PRESS:
      if (gdk_key_event_is_modifier (event))
        break;
      enter->last_keyval = gdk_key_event_get_keyval (event);
      enter->last_time = gdk_event_get_time (event);
      enter->last_was_key = TRUE;
      break;
    case GDK_KEY_RELEASE:
      if (is_enter (gdk_key_event_get_keyval (event)))
        enter->enter_down = FALSE;
      break;
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      enter->last_was_key = FALSE;
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

void
ts_carcassonne_view_enter_install (GtkWidget        *page,
                                   TsCarcassonneMap *map)
{
  Enter *enter = g_new0 (Enter, 1);
  GtkEventController *input = gtk_event_controller_legacy_new ();
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

  enter->map = map;
  g_object_set_data_full (G_OBJECT (page), ENTER_KEY, enter, g_free);
  /* A managed shortcut is run by the window, before the page's own controllers. */
  enter->shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (enter->shortcuts),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_event_controller_set_propagation_phase (enter->shortcuts, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (enter->shortcuts),
        gtk_shortcut_new (gtk_keyval_trigger_new (keys[i], 0),
                          gtk_callback_action_new (enter_cb, enter, NULL)));
  gtk_widget_add_controller (page, enter->shortcuts);
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect (input, "event", G_CALLBACK (event_cb), enter);
  gtk_widget_add_controller (page, input);
}

void
ts_carcassonne_view_enter_mark (GtkWidget *page)
{
  Enter *enter = g_object_get_data (G_OBJECT (page), ENTER_KEY);

  if (enter == NULL)
    return;
  enter->entry_keyval = enter->last_was_key ? enter->last_keyval : 0;
  enter->entry_time = enter->last_time;
}

static void
fold_cb (gpointer data)
{
  g_autoptr(GtkWidget) separator = data;
  gboolean folded = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (separator), "ts-folded"));
  GtkWidget *place_box = g_object_get_data (G_OBJECT (separator), "ts-place-box");

  gtk_orientable_set_orientation (GTK_ORIENTABLE (separator),
                                  folded ? GTK_ORIENTATION_HORIZONTAL
                                         : GTK_ORIENTATION_VERTICAL);
  /* On a phone the place form's words go above its tile and buttons, not in a column
   * beside them. */
  if (place_box != NULL)
    gtk_orientable_set_orientation (GTK_ORIENTABLE (place_box),
                                    folded ? GTK_ORIENTATION_VERTICAL
                                           : GTK_ORIENTATION_HORIZONTAL);
}

/* Told during the fold box's allocation: turned once it is done. */
void
ts_carcassonne_view_fold (GtkWidget *separator,
                          GtkWidget *place_box,
                          gboolean   folded)
{
  g_object_set_data (G_OBJECT (separator), "ts-folded", GINT_TO_POINTER (folded));
  g_object_set_data_full (G_OBJECT (separator), "ts-place-box", g_object_ref (place_box),
                          g_object_unref);
  g_idle_add_once (fold_cb, g_object_ref (separator));
}

/* The place form's hint in the words of the input at hand: keys (the .ui's), or in touch
 * mode (the window's CSS class "touch") taps alone. */
static void
hint_root_classes_cb (GtkWidget  *root,
                      GParamSpec *pspec,
                      GtkLabel   *hint)
{
  const char *keys = g_object_get_data (G_OBJECT (hint), "ts-keys-text");

  gtk_label_set_text (hint, gtk_widget_has_css_class (root, "touch")
                                /* Translators: the place form's hint in touch mode */
                                ? _("Tap a spot; Turn turns the tile; tap it again or Place "
                                    "places it.")
                                : keys);
}

static void
hint_map_cb (GtkWidget *hint)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (hint));

  if (root == NULL)
    return;
  g_signal_connect_object (root, "notify::css-classes", G_CALLBACK (hint_root_classes_cb), hint,
                           0);
  hint_root_classes_cb (root, NULL, GTK_LABEL (hint));
}

static void
hint_unmap_cb (GtkWidget *hint)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (hint));

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, hint_root_classes_cb, hint);
}

void
ts_carcassonne_view_hint_install (GtkLabel *hint)
{
  g_object_set_data_full (G_OBJECT (hint), "ts-keys-text", g_strdup (gtk_label_get_text (hint)),
                          g_free);
  g_signal_connect (hint, "map", G_CALLBACK (hint_map_cb), NULL);
  g_signal_connect (hint, "unmap", G_CALLBACK (hint_unmap_cb), NULL);
}

