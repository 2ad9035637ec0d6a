/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One key, one entry: what a double tap, a held key or a stale focus may not do. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-key-guard.h"

/* A press of a key seen down (pressed, its release not seen) within this time of its last
 * press is the key's own repeat: longer than the delay before a held key repeats (500 ms in
 * GNOME, 660 ms in X), so that a release the page did not see (it went to a dialog) cannot
 * make a later press look like a repeat for long. */
#define REPEAT_MS 700

typedef struct
{
  guint keycode;
  guint32 time; /* of its last press */
} KeyDown;

struct _TsKeyGuard
{
  GObject parent_instance;

  GtkWidget *widget; /* weak */
  GtkWidget *scope;  /* weak; NULL: all of widget */
  GArray *down;      /* KeyDown: keys pressed whose release was not seen yet */
  gboolean armed;    /* Enter and Space take nothing until another key or a click */

  /* The last key press, and the key that made the entry the guard was armed for. */
  guint last_keycode;
  guint last_keyval;
  GdkModifierType last_mods;
  guint32 last_time;
  gboolean last_was_key;
  guint entry_keycode; /* 0: none (a click made it) */
  guint entry_keyval;
  GdkModifierType entry_mods;
  guint32 entry_time;
  gboolean said_same; /* said once per entry */

  /* The last press of a button or a finger, and the one that made the entry. */
  guint32 last_press_time;
  double last_press_x, last_press_y;
  gboolean last_was_press;
  gboolean entry_by_press;
  guint32 entry_press_time;
  double entry_press_x, entry_press_y;

  /* The same for the shortcuts, which the window runs: by their keys, on the clock. */
  const char *last_accel; /* static, or NULL when a key or a click came since */
  gint64 last_accel_ms;
  const char *entry_accel;
  gint64 entry_accel_ms;
};

G_DEFINE_FINAL_TYPE (TsKeyGuard, ts_key_guard, G_TYPE_OBJECT)

enum
{
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_ARMED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_armed (TsKeyGuard *self,
           gboolean    armed)
{
  if (self->armed == armed)
    return;
  self->armed = armed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARMED]);
}

/* Enter, and Space outside a text field, take what has the focus. An empty text field keeps
 * its own Enter: it says itself that nothing is typed. */
static gboolean
is_activation (TsKeyGuard *self,
               guint       keyval)
{
  GtkRoot *root = gtk_widget_get_root (self->widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean editable = focus != NULL && GTK_IS_EDITABLE (focus);

  if (self->scope != NULL
      && (focus == NULL || (focus != self->scope && !gtk_widget_is_ancestor (focus, self->scope))))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      return !editable || *gtk_editable_get_text (GTK_EDITABLE (focus)) != '\0';
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      return !editable;
    default:
      return FALSE;
    }
}

static void
refuse (TsKeyGuard *self,
        const char *why)
{
  gtk_widget_error_bell (self->widget);
  g_signal_emit (self, signals[REFUSED], 0, why);
}

static KeyDown *
find_down (TsKeyGuard *self,
           guint       keycode)
{
  for (guint i = 0; i < self->down->len; i++)
    if (g_array_index (self->down, KeyDown, i).keycode == keycode)
      return &g_array_index (self->down, KeyDown, i);
  return NULL;
}

static void
released (TsKeyGuard *self,
          guint       keycode)
{
  for (guint i = 0; i < self->down->len; i++)
    if (g_array_index (self->down, KeyDown, i).keycode == keycode)
      {
        g_array_remove_index_fast (self->down, i);
        return;
      }
}

static void
say_same_key (TsKeyGuard *self)
{
  if (!self->said_same)
    /* Translators: the key that made an entry was pressed again at once, or held down (a
     * double tap, a key repeat): nothing more was recorded */
    refuse (self, _("That key just made an entry: pressed again at once or held down, it "
                    "records nothing more."));
  self->said_same = TRUE;
}

static guint
double_tap_ms (TsKeyGuard *self)
{
  int ms = 400;

  g_object_get (gtk_widget_get_settings (self->widget), "gtk-double-click-time", &ms, NULL);
  return (guint) MAX (ms, 0);
}

/* A press at the spot of the press that made the entry, within GTK's double-click time and
 * distance: the second tap of a double tap. GTK would take it as a double click's (a list
 * with single-click activation only selects its row; a button clicks again). */
static gboolean
second_tap (TsKeyGuard *self,
            GdkEvent   *event)
{
  int distance = 5;
  double x, y;

  if (!self->entry_by_press || !gdk_event_get_position (event, &x, &y)
      || gdk_event_get_time (event) - self->entry_press_time > double_tap_ms (self))
    return FALSE;
  g_object_get (gtk_widget_get_settings (self->widget), "gtk-double-click-distance", &distance,
                NULL);
  return ABS (x - self->entry_press_x) <= distance && ABS (y - self->entry_press_y) <= distance;
}

static gboolean
pressed (TsKeyGuard *self,
         GdkEvent   *event)
{
  if (second_tap (self, event))
    {
      self->entry_press_time = gdk_event_get_time (event);
      if (!self->said_same)
        /* Translators: a spot was tapped (or clicked) twice at once, and the first tap made an
         * entry: the second recorded nothing */
        refuse (self, _("That spot just made an entry: tapped again at once, it records "
                        "nothing more."));
      self->said_same = TRUE;
      return GDK_EVENT_STOP;
    }
  self->last_press_time = gdk_event_get_time (event);
  if (!gdk_event_get_position (event, &self->last_press_x, &self->last_press_y))
    self->last_press_x = self->last_press_y = -1000;
  self->last_was_press = TRUE;
  /* A click is a choice, whatever it lands on. */
  set_armed (self, FALSE);
  self->last_was_key = FALSE;
  self->entry_keycode = 0;
  self->entry_accel = NULL;
  self->last_accel = NULL;
  self->entry_by_press = FALSE;
  return GDK_EVENT_PROPAGATE;
}

static gboolean
key_pressed (TsKeyGuard *self,
             GdkEvent   *event);

gboolean
ts_key_guard_allow_shortcut (TsKeyGuard *self,
                             const char *accel)
{
  gint64 now = g_get_monotonic_time () / 1000;

  g_return_val_if_fail (TS_IS_KEY_GUARD (self), TRUE);

  /* Its press and its repeats cannot be told apart here: a repeat's time decides. */
  if (self->entry_accel != NULL && g_strcmp0 (accel, self->entry_accel) == 0
      && now - self->entry_accel_ms <= REPEAT_MS)
    {
      self->entry_accel_ms = now;
      say_same_key (self);
      return FALSE;
    }
  set_armed (self, FALSE);
  self->entry_keycode = 0;
  self->entry_accel = NULL;
  self->last_was_key = FALSE;
  self->last_was_press = FALSE;
  self->entry_by_press = FALSE;
  self->last_accel = accel;
  self->last_accel_ms = now;
  return TRUE;
}

static gboolean
key_pressed (TsKeyGuard *self,
             GdkEvent   *event)
{
  guint keycode = gdk_key_event_get_keycode (event);
  guint keyval = gdk_key_event_get_keyval (event);
  GdkModifierType mods = gdk_event_get_modifier_state (event)
                         & gtk_accelerator_get_default_mod_mask ();
  guint32 time = gdk_event_get_time (event);
  KeyDown *down = find_down (self, keycode);
  gboolean repeat = down != NULL && time - down->time <= REPEAT_MS;

  if (down != NULL)
    down->time = time;
  else
    g_array_append_val (self->down, ((KeyDown) { keycode, time }));
  if (gdk_key_event_is_modifier (event))
    return GDK_EVENT_PROPAGATE;

  /* The key that made the entry, held down (its repeats), or tapped twice at once. */
  if (self->entry_keycode == keycode
      && (repeat
          || (keyval == self->entry_keyval && mods == self->entry_mods
              && time - self->entry_time <= double_tap_ms (self))))
    {
      self->entry_time = time;
      say_same_key (self);
      return GDK_EVENT_STOP;
    }
  if (self->armed && is_activation (self, keyval))
    {
      /* Translators: Enter was pressed where the focus landed after an entry, before anything
       * there was chosen */
      refuse (self, _("Nothing is chosen here yet: pick with the arrow keys, a number or a "
                      "click, then press Enter."));
      return GDK_EVENT_STOP;
    }
  /* Any other key is the players' own: the next step is theirs to choose. */
  set_armed (self, FALSE);
  self->entry_keycode = 0;
  self->entry_accel = NULL;
  self->last_accel = NULL;
  self->last_keycode = keycode;
  self->last_keyval = keyval;
  self->last_mods = mods;
  self->last_time = time;
  self->last_was_key = TRUE;
  self->last_was_press = FALSE;
  self->entry_by_press = FALSE;
  return GDK_EVENT_PROPAGATE;
}

static gboolean
event_cb (GtkEventControllerLegacy *controller,
          GdkEvent                 *event,
          TsKeyGuard               *self)
{
  switch (gdk_event_get_event_type (event))
    {
    case GDK_KEY_PRESS:
      return key_pressed (self, event);
    case GDK_KEY_RELEASE:
      released (self, gdk_key_event_get_keycode (event));
      return GDK_EVENT_PROPAGATE;
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      return pressed (self, event);
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

TsKeyGuard *
ts_key_guard_new (GtkWidget *widget)
{
  TsKeyGuard *self = g_object_new (TS_TYPE_KEY_GUARD, NULL);
  GtkEventController *input = gtk_event_controller_legacy_new ();

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_set_weak_pointer (&self->widget, widget);
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect_object (input, "event", G_CALLBACK (event_cb), self, 0);
  gtk_widget_add_controller (widget, input);
  return self;
}

void
ts_key_guard_set_scope (TsKeyGuard *self,
                        GtkWidget  *scope)
{
  g_return_if_fail (TS_IS_KEY_GUARD (self));
  g_set_weak_pointer (&self->scope, scope);
}

void
ts_key_guard_arm (TsKeyGuard *self)
{
  g_return_if_fail (TS_IS_KEY_GUARD (self));

  set_armed (self, TRUE);
  self->said_same = FALSE;
  /* The key whose press made the entry, when a key did (a click arms with none). */
  self->entry_keycode = self->last_was_key ? self->last_keycode : 0;
  self->entry_keyval = self->last_keyval;
  self->entry_mods = self->last_mods;
  self->entry_time = self->last_time;
  /* Or the shortcut that made it, just now (the entry is made while it acts). */
  self->entry_accel_ms = g_get_monotonic_time () / 1000;
  self->entry_accel = self->entry_accel_ms - self->last_accel_ms <= REPEAT_MS
                          ? self->last_accel : NULL;
  /* Or the tap that made it. */
  self->entry_by_press = self->last_was_press;
  self->entry_press_time = self->last_press_time;
  self->entry_press_x = self->last_press_x;
  self->entry_press_y = self->last_press_y;
}

gboolean
ts_key_guard_get_armed (TsKeyGuard *self)
{
  g_return_val_if_fail (TS_IS_KEY_GUARD (self), FALSE);
  return self->armed;
}

static void
ts_key_guard_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TsKeyGuard *self = TS_KEY_GUARD (object);

  switch (prop_id)
    {
    case PROP_ARMED:
      g_value_set_boolean (value, self->armed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_key_guard_finalize (GObject *object)
{
  TsKeyGuard *self = TS_KEY_GUARD (object);

  g_clear_weak_pointer (&self->widget);
  g_clear_weak_pointer (&self->scope);
  g_array_unref (self->down);
  G_OBJECT_CLASS (ts_key_guard_parent_class)->finalize (object);
}

static void
ts_key_guard_class_init (TsKeyGuardClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_key_guard_finalize;
  G_OBJECT_CLASS (klass)->get_property = ts_key_guard_get_property;

  /* Whether Enter and Space take nothing now: the page shows nothing as chosen meanwhile. */
  properties[PROP_ARMED] = g_param_spec_boolean ("armed", NULL, NULL, FALSE,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);

  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ts_key_guard_init (TsKeyGuard *self)
{
  self->down = g_array_new (FALSE, FALSE, sizeof (KeyDown));
}
