/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player panel's lists (the shields held, the goods sold, the bonus tiles won) and the
 * die faces that they and the goods buttons show. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-paint.h"
#include "ts-burgundy-player-panel-private.h"
#include "ts-burgundy-tap-info.h"
#include "ts-tooltip.h"

/* A die face with @user_data pips (1..6), in the widget's text colour. */
static void
draw_die (GtkDrawingArea *area,
          cairo_t        *cr,
          int             width,
          int             height,
          gpointer        user_data)
{
  static const gint8 pips[7][6][2] = {
    { { 0 } },
    { { 0, 0 } },
    { { -1, -1 }, { 1, 1 } },
    { { -1, -1 }, { 0, 0 }, { 1, 1 } },
    { { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 } },
    { { -1, -1 }, { 1, -1 }, { 0, 0 }, { -1, 1 }, { 1, 1 } },
    { { -1, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 1, 1 } },
  };
  guint die = GPOINTER_TO_UINT (user_data);
  double side = MIN (width, height) - 1;
  double x = (width - side) / 2, y = (height - side) / 2, r = side * 0.18;
  GdkRGBA colour;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
  gdk_cairo_set_source_rgba (cr, &colour);
  /* A rounded square, then the pips. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + side - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + side - r, y + side - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + side - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  for (guint i = 0; i < die && die <= 6; i++)
    {
      cairo_arc (cr, width / 2.0 + pips[die][i][0] * side * 0.27,
                 height / 2.0 + pips[die][i][1] * side * 0.27, side * 0.09, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

GtkWidget *
ts_burgundy_player_panel_die_face_new (guint die,
                                       int   size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_die, GUINT_TO_POINTER (die),
                                  NULL);
  return area;
}
static void
remove_children (GtkWidget *parent)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (parent))
        gtk_flow_box_remove (GTK_FLOW_BOX (parent), child);
      else
        gtk_box_remove (GTK_BOX (parent), child);
    }
}

static GtkWidget *
none_label_new (void)
{
  /* Translators: shown where a player has no sold goods or no bonus tiles yet */
  GtkWidget *label = gtk_label_new (_("none"));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

void
ts_burgundy_player_panel_update_shields (TsBurgundyPlayerPanel *self)
{
  GtkWidget *child;
  gboolean any = FALSE;

  gtk_widget_set_visible (self->shields_title, self->shields_on);
  gtk_widget_set_visible (GTK_WIDGET (self->shields_box), self->shields_on);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->shields_box))) != NULL)
    gtk_box_remove (self->shields_box, child);
  if (!self->shields_on)
    return;
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      guint shield = self->shields[i];
      g_autofree char *text = NULL;
      g_autofree char *full = NULL;
      GtkWidget *label;

      if (shield == 0)
        continue;
      any = TRUE;
      /* Translators: a shield a player holds: its number and its effect */
      text = g_strdup_printf (_("%u: %s"), shield, ts_burgundy_shield_effect (shield));
      /* Translators: a shield a player holds, for tooltips and screen readers: number, duchy
       * space of its castle, effect, VP at the end */
      full = g_strdup_printf (_("Shield %u on the castle of space %u: %s %d VP at the end."),
                              shield, i, ts_burgundy_shield_effect (shield),
                              ts_burgundy_shield_end_vp (shield));
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* The effect wraps in the column, never cut (issue 30); with shields the column may
       * scroll. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_WORD);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      gtk_widget_add_css_class (label, "caption");
      ts_tooltip_set (label, full);
      /* Its end VP by a tap too, not only on hover (issue 54). */
      ts_burgundy_tap_info_attach (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, full,
                                      -1);
      gtk_box_append (self->shields_box, label);
    }
  if (!any)
    gtk_box_append (self->shields_box, none_label_new ());
}

void
ts_burgundy_player_panel_update_sold (TsBurgundyPlayerPanel *self)
{
  gboolean any = FALSE;

  remove_children (GTK_WIDGET (self->sold_box));
  for (guint g = 1; g <= 6; g++)
    {
      GtkWidget *box, *label;
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;

      if (self->sold[g] == 0)
        continue;
      any = TRUE;
      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      text = g_strdup_printf ("%u", self->sold[g]);
      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (box), ts_burgundy_player_panel_die_face_new (g, 14));
      gtk_box_append (GTK_BOX (box), label);
      /* Translators: sold goods of one type (a die number 1-6), for screen readers */
      name = g_strdup_printf (_("Goods %u: %u sold"), g, self->sold[g]);
      ts_tooltip_set (box, name);
      gtk_box_append (self->sold_box, box);
    }
  if (!any)
    gtk_box_append (self->sold_box, none_label_new ());
}

void
ts_burgundy_player_panel_update_bonus (TsBurgundyPlayerPanel *self)
{
  gboolean any = FALSE;

  remove_children (GTK_WIDGET (self->bonus_box));
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    for (guint large = 0; large < 2; large++)
      {
        guint8 bits = large ? self->bonus_large : self->bonus_small;
        g_autofree char *text = NULL;
        GtkWidget *chip;

        if (((bits >> c) & 1) == 0)
          continue;
        any = TRUE;
        text = g_strdup_printf (large
                                    /* Translators: a large bonus tile won, %s is its colour
                                     * ("castle", "pasture", ...) */
                                    ? _("%s (large)")
                                    /* Translators: a small bonus tile won, %s its colour */
                                    : _("%s (small)"),
                                ts_burgundy_colour_name (c));
        chip = gtk_label_new (text);
        /* Two a line; a long colour's name wraps, never cut (issue 30). */
        gtk_label_set_wrap (GTK_LABEL (chip), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (chip), PANGO_WRAP_WORD_CHAR);
        gtk_label_set_max_width_chars (GTK_LABEL (chip), 10);
        ts_tooltip_set (chip, text);
        gtk_widget_add_css_class (chip, "cob-tile");
        gtk_widget_add_css_class (chip, ts_burgundy_paint_css_class (c));
        gtk_widget_add_css_class (chip, "caption");
        gtk_widget_add_css_class (chip, "cob-bonus");
        gtk_flow_box_append (self->bonus_box, chip);
        gtk_widget_set_focusable (gtk_widget_get_parent (chip), FALSE);
      }
  if (!any)
    {
      gtk_flow_box_append (self->bonus_box, none_label_new ());
      gtk_widget_set_focusable (gtk_widget_get_first_child (GTK_WIDGET (self->bonus_box)), FALSE);
    }
}
