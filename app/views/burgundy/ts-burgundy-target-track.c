/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-burgundy-target-track.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

#define END TS_BURGUNDY_TARGET_TRACK_END
#define HEIGHT 40
#define MIN_WIDTH 240
#define PAD 10.0
#define MARKER_RADIUS 8.0 /* room for the player's mark on it */

struct _TsBurgundyTargetTrack
{
  GtkWidget parent_instance;

  guint marker;
  guint target;
  guint resets;
  char *color;
  char *mark; /* the player's, on the marker with their colour */
  char *description;
};

G_DEFINE_FINAL_TYPE (TsBurgundyTargetTrack, ts_burgundy_target_track, GTK_TYPE_WIDGET)

GtkWidget *
ts_burgundy_target_track_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_TARGET_TRACK, NULL);
}

static void
update_description (TsBurgundyTargetTrack *self)
{
  g_autofree char *where = NULL;

  /* Translators: the solo game's VP track (CB-SOL-21); the two markers' spaces */
  where = g_strdup_printf (_("VP marker on %u, target on %u"), self->marker, self->target);
  g_free (self->description);
  if (self->resets == 0)
    self->description = g_steal_pointer (&where);
  else
    /* Translators: after "VP marker on 12, target on 45"; how often the marker reached the
     * target and went back to 0 */
    self->description = g_strdup_printf (ngettext ("%s; target reached %u time",
                                                   "%s; target reached %u times", self->resets),
                                         where, self->resets);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->description, -1);
  ts_tooltip_set (GTK_WIDGET (self), self->description);
}

void
ts_burgundy_target_track_set (TsBurgundyTargetTrack *self,
                              guint                  marker,
                              guint                  target,
                              guint                  resets,
                              const char            *color,
                              const char            *mark)
{
  g_return_if_fail (TS_IS_BURGUNDY_TARGET_TRACK (self));

  self->marker = MIN (marker, END);
  self->target = MIN (target, END);
  self->resets = resets;
  g_free (self->color);
  self->color = g_strdup (color);
  g_free (self->mark);
  self->mark = g_strdup (mark);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
ts_burgundy_target_track_get_description (TsBurgundyTargetTrack *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TARGET_TRACK (self), NULL);
  return self->description;
}

static double
space_x (double width,
         guint  space)
{
  return PAD + (width - 2 * PAD) * space / END;
}

static void
draw_text (cairo_t    *cr,
           GtkWidget  *widget,
           const char *text,
           double      cx,
           double      top)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, top);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

static void
ts_burgundy_target_track_snapshot (GtkWidget   *widget,
                                   GtkSnapshot *snapshot)
{
  TsBurgundyTargetTrack *self = TS_BURGUNDY_TARGET_TRACK (widget);
  double width = gtk_widget_get_width (widget);
  double line_y = 14;
  GdkRGBA fg, accent, marker;
  cairo_t *cr;

  ts_paint_lookup_color (widget, "window_fg_color", "#1e1e1e", &fg);
  ts_paint_lookup_color (widget, "accent_color", "#1c71d8", &accent);
  if (self->color == NULL || !gdk_rgba_parse (&marker, self->color))
    marker = accent;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, HEIGHT));

  /* The track and a tick every 5 spaces, numbered every 10 (and at 55). */
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
  cairo_move_to (cr, space_x (width, 0), line_y);
  cairo_line_to (cr, space_x (width, END), line_y);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 1);
  for (guint s = 0; s <= END; s += 5)
    {
      double x = space_x (width, s);
      g_autofree char *number = g_strdup_printf ("%u", s);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
      cairo_move_to (cr, x, line_y - 4);
      cairo_line_to (cr, x, line_y + 4);
      cairo_stroke (cr);
      if (s % 10 == 0 || s == END)
        {
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
          draw_text (cr, widget, number, x, line_y + 8);
        }
    }

  /* The target: a flag on its space. */
  {
    double x = space_x (width, self->target);

    gdk_cairo_set_source_rgba (cr, &fg);
    cairo_set_line_width (cr, 2);
    cairo_move_to (cr, x, line_y + 5);
    cairo_line_to (cr, x, 1);
    cairo_stroke (cr);
    cairo_move_to (cr, x, 1);
    cairo_line_to (cr, x + 9, 4);
    cairo_line_to (cr, x, 7);
    cairo_close_path (cr);
    cairo_fill (cr);
  }

  /* The VP marker: a disc in the player's colour and with their mark, outlined so it shows
   * on any theme. */
  fg.alpha = 0.8;
  ts_paint_player_disc (cr, widget, space_x (width, self->marker), line_y, MARKER_RADIUS,
                        &marker, &fg, 1.5, self->mark);
  cairo_destroy (cr);
}

static void
ts_burgundy_target_track_measure (GtkWidget      *widget,
                                  GtkOrientation  orientation,
                                  int             for_size,
                                  int            *minimum,
                                  int            *natural,
                                  int            *minimum_baseline,
                                  int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = MIN_WIDTH;
  else
    *minimum = *natural = HEIGHT;
}

static void
ts_burgundy_target_track_finalize (GObject *object)
{
  TsBurgundyTargetTrack *self = TS_BURGUNDY_TARGET_TRACK (object);

  g_free (self->color);
  g_free (self->mark);
  g_free (self->description);
  G_OBJECT_CLASS (ts_burgundy_target_track_parent_class)->finalize (object);
}

static void
ts_burgundy_target_track_class_init (TsBurgundyTargetTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ts_burgundy_target_track_finalize;
  widget_class->snapshot = ts_burgundy_target_track_snapshot;
  widget_class->measure = ts_burgundy_target_track_measure;
  gtk_widget_class_set_css_name (widget_class, "targettrack");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ts_burgundy_target_track_init (TsBurgundyTargetTrack *self)
{
  self->target = 50;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Target track"), -1);
  update_description (self);
}
