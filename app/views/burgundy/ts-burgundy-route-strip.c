/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-route-strip.h"
#include "ts-burgundy-paint.h"
#include "ts-die-slot.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

typedef struct
{
  GtkWidget *cell;
  GtkWidget *picture; /* the goods of the space, or the goods tile laid on it */
  GtkWidget *label; /* the bonus: a drawn hexagon or a few letters */
  char *text;
} Space;

struct _TsBurgundyRouteStrip
{
  GtkWidget parent_instance;

  /* What is shown, to rebuild only on a change. */
  guint8 len;
  guint8 next;
  guint8 die[TS_BURGUNDY_ROUTE_SPACES];
  guint8 bonus[TS_BURGUNDY_ROUTE_SPACES];
  guint8 goods[TS_BURGUNDY_ROUTE_SPACES];
  Space spaces[TS_BURGUNDY_ROUTE_SPACES];
};

G_DEFINE_FINAL_TYPE (TsBurgundyRouteStrip, ts_burgundy_route_strip, GTK_TYPE_WIDGET)

GtkWidget *
ts_burgundy_route_strip_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_ROUTE_STRIP, NULL);
}

/* A resource bonus in a few letters, under the space's goods; the tile bonuses are drawn. */
static const char *
bonus_short (guint bonus)
{
  switch (bonus)
    {
    case TS_BURGUNDY_BONUS_WORKERS:
      /* Translators: the trade-route bonus "+4 workers" in at most 3 characters */
      return C_("route bonus", "4W");
    case TS_BURGUNDY_BONUS_SILVER:
      /* Translators: the trade-route bonus "+2 silver" in at most 3 characters */
      return C_("route bonus", "2S");
    case TS_BURGUNDY_BONUS_VP:
    default:
      /* Translators: the trade-route bonus "+4 VP" in at most 3 characters */
      return C_("route bonus", "4VP");
    }
}

/* The tile bonuses as the pieces show them: a hexagon in the colour of the tiles it takes
 * (beige buildings; castle, monastery and mine; all six colours for any tile). */
static void
draw_take (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  static const TsBurgundyColour church[] = { TS_BURGUNDY_CASTLE, TS_BURGUNDY_MONASTERY,
                                             TS_BURGUNDY_MINE };
  guint bonus = GPOINTER_TO_UINT (data);
  gboolean dark = ts_paint_is_dark (GTK_WIDGET (area));
  double cx = width / 2.0, cy = height / 2.0, r = MIN (width, height) / 2.0 - 0.5;
  guint n = bonus == TS_BURGUNDY_BONUS_BUILDING ? 1 : bonus == TS_BURGUNDY_BONUS_CHURCH ? 3 : 6;
  GdkRGBA fill, ink;

  for (guint i = 0; i < n; i++)
    {
      TsBurgundyColour colour = bonus == TS_BURGUNDY_BONUS_BUILDING ? TS_BURGUNDY_CITY
                                : bonus == TS_BURGUNDY_BONUS_CHURCH ? church[i]
                                                                    : (TsBurgundyColour) i;

      /* One wedge of the hexagon per colour, clockwise from the top. */
      cairo_save (cr);
      ts_paint_hex_path (cr, cx, cy, r);
      cairo_clip (cr);
      if (n > 1)
        {
          cairo_move_to (cr, cx, cy);
          cairo_arc (cr, cx, cy, r * 2, -G_PI / 2 + i * 2 * G_PI / n,
                     -G_PI / 2 + (i + 1) * 2 * G_PI / n);
          cairo_close_path (cr);
          cairo_clip (cr);
        }
      ts_burgundy_paint_colour (colour, dark, &fill);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &ink);
  ink.alpha *= 0.5;
  ts_paint_hex_path (cr, cx, cy, r);
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
bonus_widget_new (guint bonus)
{
  GtkWidget *widget;

  if (bonus <= TS_BURGUNDY_BONUS_ANY)
    {
      widget = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (widget), 11);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (widget), 11);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (widget), draw_take,
                                      GUINT_TO_POINTER (bonus), NULL);
    }
  else
    {
      widget = gtk_label_new (bonus_short (bonus));
    }
  gtk_widget_set_halign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (widget, -1, 11);
  return widget;
}

static char *
space_text (TsBurgundyRouteStrip *self,
            guint                 s)
{
  /* Translators: a trade-route space: its place from the left, the spaces in all, the goods
   * type (die number) that earns its bonus, then the bonus ("+4 VP") */
  g_autofree char *what = g_strdup_printf (_("Route space %u of %u: goods %u, %s"), s + 1,
                                           self->len, self->die[s],
                                           ts_burgundy_route_bonus_name (self->bonus[s]));

  if (s < self->next && self->goods[s] == self->die[s])
    /* Translators: a trade-route space ("Route space 2 of 9: goods 3, +4 VP"), then the goods
     * type laid on it */
    return g_strdup_printf (_("%s; goods %u laid here, bonus earned"), what, self->goods[s]);
  if (s < self->next)
    /* Translators: a trade-route space ("Route space 2 of 9: goods 3, +4 VP"), then the goods
     * type laid on it */
    return g_strdup_printf (_("%s; goods %u laid here, no bonus"), what, self->goods[s]);
  if (s == self->next)
    /* Translators: a trade-route space ("Route space 2 of 9: goods 3, +4 VP") */
    return g_strdup_printf (_("%s; the next goods tile sold goes here"), what);
  return g_steal_pointer (&what);
}

static void
clear (TsBurgundyRouteStrip *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (guint s = 0; s < TS_BURGUNDY_ROUTE_SPACES; s++)
    g_clear_pointer (&self->spaces[s].text, g_free);
  memset (self->spaces, 0, sizeof self->spaces);
}

static void
rebuild (TsBurgundyRouteStrip *self)
{
  g_autoptr(GString) all = g_string_new (NULL);

  clear (self);
  for (guint s = 0; s < self->len; s++)
    {
      Space *space = &self->spaces[s];
      gboolean laid = s < self->next;
      gboolean earned = laid && self->goods[s] == self->die[s];
      space->cell = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 1, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                  NULL);
      gtk_widget_add_css_class (space->cell, "cob-route-space");
      if (s % TS_BURGUNDY_PIECE_SPACES == 0 && s > 0)
        gtk_widget_add_css_class (space->cell, "cob-route-piece");
      if (laid)
        gtk_widget_add_css_class (space->cell, "cob-route-laid");
      if (s == self->next)
        gtk_widget_add_css_class (space->cell, "cob-route-next");
      space->picture = ts_die_slot_new_picture (TRUE, 14, laid ? self->goods[s] : self->die[s]);
      gtk_widget_set_halign (space->picture, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (space->cell), space->picture);
      space->label = bonus_widget_new (self->bonus[s]);
      if (laid && !earned)
        gtk_widget_set_opacity (space->label, 0.4);
      if (earned)
        gtk_widget_add_css_class (space->cell, "cob-route-earned");
      gtk_box_append (GTK_BOX (space->cell), space->label);
      space->text = space_text (self, s);
      ts_tooltip_set (space->cell, space->text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (space->cell),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, space->text, -1);
      gtk_widget_set_parent (space->cell, GTK_WIDGET (self));
    }
  /* Translators: the trade route for screen readers; %u are counts of spaces */
  g_string_printf (all, _("Trade route: %u of %u spaces filled"), self->next, self->len);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, all->str,
                                  -1);
  gtk_widget_set_visible (GTK_WIDGET (self), self->len > 0);
}

void
ts_burgundy_route_strip_show (TsBurgundyRouteStrip   *self,
                              const TsBurgundyPlayer *player)
{
  guint len = player != NULL ? player->route_len : 0;

  g_return_if_fail (TS_IS_BURGUNDY_ROUTE_STRIP (self));
  if (len == self->len && (len == 0
                           || (self->next == player->route_next
                               && memcmp (self->die, player->route_die, len) == 0
                               && memcmp (self->bonus, player->route_bonus, len) == 0
                               && memcmp (self->goods, player->route_goods, len) == 0)))
    return;
  self->len = len;
  self->next = len > 0 ? player->route_next : 0;
  memset (self->die, 0, sizeof self->die);
  memset (self->bonus, 0, sizeof self->bonus);
  memset (self->goods, 0, sizeof self->goods);
  if (len > 0)
    {
      memcpy (self->die, player->route_die, len);
      memcpy (self->bonus, player->route_bonus, len);
      memcpy (self->goods, player->route_goods, len);
    }
  rebuild (self);
}

void
ts_burgundy_route_strip_attach_above (GtkWidget **strip,
                                      GtkWidget  *below)
{
  GtkWidget *box = gtk_widget_get_parent (below);
  GtkWidget *before = gtk_widget_get_prev_sibling (below);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  g_return_if_fail (GTK_IS_BOX (box));
  gtk_widget_set_hexpand (column, gtk_widget_get_hexpand (below));
  gtk_widget_set_vexpand (column, gtk_widget_get_vexpand (below));
  *strip = ts_burgundy_route_strip_new ();
  gtk_widget_set_halign (*strip, GTK_ALIGN_CENTER);
  g_object_ref (below);
  gtk_box_remove (GTK_BOX (box), below);
  gtk_box_append (GTK_BOX (column), *strip);
  gtk_box_append (GTK_BOX (column), below);
  g_object_unref (below);
  gtk_box_insert_child_after (GTK_BOX (box), column, before);
}

const char *
ts_burgundy_route_strip_get_space_text (TsBurgundyRouteStrip *self,
                                        guint                 space)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_ROUTE_STRIP (self), NULL);
  return space < self->len ? self->spaces[space].text : NULL;
}

static void
ts_burgundy_route_strip_dispose (GObject *object)
{
  clear (TS_BURGUNDY_ROUTE_STRIP (object));
  G_OBJECT_CLASS (ts_burgundy_route_strip_parent_class)->dispose (object);
}

static void
ts_burgundy_route_strip_class_init (TsBurgundyRouteStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* One row of spaces, named for the style sheet and read as a group. */
  gtk_widget_class_set_css_name (widget_class, "routestrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  G_OBJECT_CLASS (klass)->dispose = ts_burgundy_route_strip_dispose;
}

static void
ts_burgundy_route_strip_init (TsBurgundyRouteStrip *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 1);
  /* Spaces share the width; none is wider than its contents ask at the least. */
  gtk_box_layout_set_homogeneous (GTK_BOX_LAYOUT (layout), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
