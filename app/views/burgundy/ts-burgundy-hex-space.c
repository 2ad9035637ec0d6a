/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-burgundy.h"
#include "ts-burgundy-hex-space-private.h"
#include "ts-burgundy-paint.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

G_DEFINE_FINAL_TYPE (TsBurgundyHexSpace, ts_burgundy_hex_space, GTK_TYPE_WIDGET)

enum
{
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_hex_space_new (guint index)
{
  TsBurgundyHexSpace *self = g_object_new (TS_TYPE_BURGUNDY_HEX_SPACE, NULL);

  self->index = index;
  return GTK_WIDGET (self);
}

guint
ts_burgundy_hex_space_get_index (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), 0);
  return self->index;
}

const char *
ts_burgundy_hex_space_get_name (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), NULL);
  return self->name;
}

gboolean
ts_burgundy_hex_space_get_lit (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), FALSE);
  return self->lit;
}

/* The tooltip (the name again) would be read as the description: say instead whether the
 * space can be chosen now. */
static void
update_description (TsBurgundyHexSpace *self)
{
  if (self->note != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    self->note, -1);
  else if (self->lit)
    /* Translators: said after a duchy space's name when it is a legal choice now */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _("Can be chosen"), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* The name of a cell placed by words (a team board's grid) rather than by number. */
static char *
place_name (TsBurgundyHexSpace *self,
            const char         *colour,
            const char         *content)
{
  if (self->colour == TS_BURGUNDY_NO_SPACE)
    /* Translators: a cell of a team board's grid that is no space of the board; %s is where
     * it is ("space 5 of row 3, first half") */
    return g_strdup_printf (_("%s: no space"), self->place);
  if (self->colour >= TS_BURGUNDY_N_COLOURS && self->die != 0)
    /* Translators: a space of a team board being entered whose colour is not given yet; %s
     * is where it is ("space 5 of row 3, first half"), %u the die number given */
    return g_strdup_printf (_("%s: colour not entered yet, die %u"), self->place, self->die);
  if (self->colour >= TS_BURGUNDY_N_COLOURS)
    /* Translators: a space of a team board being entered, nothing given yet; %s is where
     * it is ("space 5 of row 3, first half") */
    return g_strdup_printf (_("%s: not entered yet"), self->place);
  if (self->die != 0)
    /* Translators: a space of a team board: where it is ("space 5 of row 3, first half"),
     * its colour ("castle"), its die number and its tile or "empty" */
    return g_strdup_printf (_("%s: %s, die %u, %s"), self->place, colour, self->die, content);
  /* Translators: as "%s: %s, die %u, %s" for a space whose die is not entered yet */
  return g_strdup_printf (_("%s: %s, die not entered yet, %s"), self->place, colour, content);
}

static void
update_name (TsBurgundyHexSpace *self)
{
  const char *colour = ts_burgundy_colour_name (self->colour);
  const char *content = self->tile != 0 ? ts_burgundy_tile_name (self->tile)
                                        /* Translators: a duchy space with no tile on it */
                                        : _("empty");
  char *name;

  if (self->place != NULL)
    name = place_name (self, colour, content);
  else if (self->colour >= TS_BURGUNDY_N_COLOURS)
    {
      if (self->die != 0)
        /* Translators: a space of a board being entered whose colour is not given yet; %u
         * is its number, then the die number given */
        name = g_strdup_printf (_("Space %u: colour not entered yet, die %u"), self->index,
                                self->die);
      else
        /* Translators: a space of a board being entered, nothing given yet */
        name = g_strdup_printf (_("Space %u: not entered yet"), self->index);
    }
  else if (self->die != 0)
    /* Translators: a duchy space for screen readers and tooltips: its number, its colour
     * ("castle", "pasture", ...), the die number printed on it, and its tile or "empty",
     * e.g. "Space 12: castle, die 4, empty". */
    name = g_strdup_printf (_("Space %u: %s, die %u, %s"), self->index, colour, self->die,
                            content);
  else
    /* Translators: as "Space %u: %s, die %u, %s" for a space whose die is not known */
    name = g_strdup_printf (_("Space %u: %s, %s"), self->index, colour, content);

  if (self->shield != 0)
    {
      char *plain = name;

      /* Translators: a duchy space's name, then the shield on its castle: its number, its
       * effect and its VP at the end, e.g. "Space 12: castle, die 4, castle; shield 7: Your
       * bonus tiles count double. 8 VP at the end." */
      name = g_strdup_printf (_("%s; shield %u: %s %d VP at the end."), plain, self->shield,
                              ts_burgundy_shield_effect (self->shield),
                              ts_burgundy_shield_end_vp (self->shield));
      g_free (plain);
    }

  if (self->start || self->outposts != 0)
    {
      g_autoptr(GString) marks = g_string_new (name);

      if (self->start)
        /* Translators: added to a duchy space's name in the board editor */
        g_string_append (marks, _("; start castle space"));
      for (guint k = 0; k < 3; k++)
        if (self->outposts & (1u << k))
          /* Translators: added to a duchy space's name: the outposts module's outpost
           * (1, 2 or 3) this edge space touches */
          g_string_append_printf (marks, _("; touches outpost %u"), k + 1);
      g_free (name);
      name = g_string_free (g_steal_pointer (&marks), FALSE);
    }

  if (g_strcmp0 (name, self->name) == 0)
    {
      g_free (name);
      return;
    }
  g_free (self->name);
  self->name = name;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->name, -1);
  ts_tooltip_set (GTK_WIDGET (self), self->name);
  update_description (self);
}

void
ts_burgundy_hex_space_set_content (TsBurgundyHexSpace *self,
                                   guint               colour,
                                   guint               die,
                                   guint               tile)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  /* Anything past the colours: not entered yet, but for a team grid's cell that is no
   * space of the board. */
  if (colour != TS_BURGUNDY_NO_SPACE)
    colour = MIN (colour, TS_BURGUNDY_N_COLOURS);
  if (self->name != NULL && self->colour == colour && self->die == die && self->tile == tile)
    return;
  self->colour = colour;
  self->die = die;
  self->tile = tile;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_burgundy_hex_space_set_shield (TsBurgundyHexSpace *self,
                                  guint               shield)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  if (self->shield == shield)
    return;
  self->shield = shield;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_burgundy_hex_space_set_marks (TsBurgundyHexSpace *self,
                                 guint               outposts,
                                 gboolean            start)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  start = !!start;
  if (self->outposts == outposts && self->start == start)
    return;
  self->outposts = outposts;
  self->start = start;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_burgundy_hex_space_set_place (TsBurgundyHexSpace *self,
                                 const char         *place)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  if (g_strcmp0 (place, self->place) == 0)
    return;
  g_free (self->place);
  self->place = g_strdup (place);
  update_name (self);
}

void
ts_burgundy_hex_space_set_note (TsBurgundyHexSpace *self,
                                const char         *note)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  if (g_strcmp0 (note, self->note) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (note);
  update_description (self);
}

guint
ts_burgundy_hex_space_get_shield (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), 0);
  return self->shield;
}

void
ts_burgundy_hex_space_set_lit (TsBurgundyHexSpace *self,
                               gboolean            lit,
                               gboolean            dim)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  lit = !!lit;
  dim = !!dim && !lit;
  if (self->lit == lit && self->dim == dim)
    return;
  self->lit = lit;
  self->dim = dim;
  if (lit)
    gtk_widget_add_css_class (GTK_WIDGET (self), "lit");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "lit");
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Geometry: the hexagon fills the allocation, pointy top. */
void
ts_burgundy_hex_space_get_hex (GtkWidget *widget,
                               float     *cx,
                               float     *cy,
                               float     *radius)
{
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);

  *cx = width / 2;
  *cy = height / 2;
  *radius = MIN (width / SQRT3, height / 2);
}

static gboolean
ts_burgundy_hex_space_contains (GtkWidget *widget,
                                double     x,
                                double     y)
{
  float cx, cy, radius;
  double dx, dy;

  ts_burgundy_hex_space_get_hex (widget, &cx, &cy, &radius);
  dx = fabs (x - cx);
  dy = fabs (y - cy);
  return dx <= radius * SQRT3 / 2 && dy <= radius - dx / SQRT3;
}

static void
ts_burgundy_hex_space_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  /* The duchy view decides the size; these only keep a lone space sensible. */
  *minimum = 8;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 42 : 48;
}

static void
ts_burgundy_hex_space_state_flags_changed (GtkWidget    *widget,
                                           GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  GTK_WIDGET_CLASS (ts_burgundy_hex_space_parent_class)->state_flags_changed (widget, previous);
  if (changed & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);
}

static void
click_released_cb (GtkGestureClick    *gesture,
                   int                 n_press,
                   double              x,
                   double              y,
                   TsBurgundyHexSpace *self)
{
  if (!gtk_widget_contains (GTK_WIDGET (self), x, y))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
ts_burgundy_hex_space_finalize (GObject *object)
{
  TsBurgundyHexSpace *self = TS_BURGUNDY_HEX_SPACE (object);

  g_free (self->name);
  g_free (self->note);
  g_free (self->place);
  G_OBJECT_CLASS (ts_burgundy_hex_space_parent_class)->finalize (object);
}

static void
ts_burgundy_hex_space_class_init (TsBurgundyHexSpaceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter, GDK_KEY_space,
                         GDK_KEY_KP_Space };

  object_class->finalize = ts_burgundy_hex_space_finalize;
  widget_class->snapshot = ts_burgundy_hex_space_snapshot;
  widget_class->measure = ts_burgundy_hex_space_measure;
  widget_class->contains = ts_burgundy_hex_space_contains;
  widget_class->state_flags_changed = ts_burgundy_hex_space_state_flags_changed;

  /**
   * TsBurgundyHexSpace::activate:
   *
   * Clicked, or Enter or Space pressed on it.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_signal (widget_class, keys[i], 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "hexspace");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ts_burgundy_hex_space_init (TsBurgundyHexSpace *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}
