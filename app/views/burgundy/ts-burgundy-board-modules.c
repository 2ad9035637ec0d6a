/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the modules of the 2019 box add to the main board: shields on the depots' goods
 * spaces, the inns beside the black depot, the white die's value for a white castle. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-board-modules.h"
#include "ts-burgundy-board-slot.h"
#include "ts-burgundy-paint.h"
#include "ts-burgundy-tap-info.h"
#include "ts-die-slot.h"
#include "ts-game-page.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

#define SHIELD_SIZE 22
#define INN_SIZE 30

/* ------------------------------------------------------------------------------------ */
/* A shield on a depot                                                                  */

static GQuark shield_quark;

static guint
chip_value (GtkWidget  *chip,
            const char *key)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (chip), key));
}

static void
draw_shield_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  GtkWidget *widget = GTK_WIDGET (area);
  guint shield = GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (area), shield_quark));
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;

  if (shield == 0)
    return;
  /* The shared shield drawing is a snapshot; replay it into this cairo context. */
  snapshot = gtk_snapshot_new ();
  ts_burgundy_paint_shield (snapshot, widget, width / 2.0f, 1, height - 2, shield);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  if (gtk_widget_has_visible_focus (widget))
    {
      GdkRGBA fg;

      ts_burgundy_board_get_fg (widget, &fg);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_set_line_width (cr, 1.5);
      cairo_rectangle (cr, 0.75, 0.75, width - 1.5, height - 1.5);
      cairo_stroke (cr);
    }
}

static void
shield_focus_cb (GtkEventControllerFocus *controller,
                 GtkWidget               *chip)
{
  gtk_widget_queue_draw (chip);
}

GtkWidget *
ts_burgundy_shield_chip_new (guint depot,
                             guint space)
{
  GtkWidget *chip = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                  GTK_ACCESSIBLE_ROLE_IMG, "content-width", SHIELD_SIZE - 4,
                                  "content-height", SHIELD_SIZE, "valign", GTK_ALIGN_CENTER,
                                  "focusable", TRUE, "visible", FALSE, NULL);
  GtkEventController *focus = gtk_event_controller_focus_new ();

  if (shield_quark == 0)
    shield_quark = g_quark_from_static_string ("ts-burgundy-shield");
  g_object_set_data (G_OBJECT (chip), "depot", GUINT_TO_POINTER (depot));
  g_object_set_data (G_OBJECT (chip), "space", GUINT_TO_POINTER (space));
  gtk_widget_add_css_class (chip, "cob-board-shield");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (chip), draw_shield_cb, NULL, NULL);
  g_signal_connect_object (focus, "enter", G_CALLBACK (shield_focus_cb), chip, 0);
  g_signal_connect_object (focus, "leave", G_CALLBACK (shield_focus_cb), chip, 0);
  gtk_widget_add_controller (chip, focus);
  /* The shield's effect and end VP by a tap too, not only on hover (issue 54). */
  ts_burgundy_tap_info_attach (chip);
  return chip;
}

guint
ts_burgundy_shield_chip_get_shield (GtkWidget *chip)
{
  return GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (chip), shield_quark));
}

void
ts_burgundy_shield_chip_show (GtkWidget *chip,
                              guint      shield)
{
  g_autofree char *name = NULL;
  g_autofree char *effect = NULL;

  if (ts_burgundy_shield_chip_get_shield (chip) == shield && gtk_widget_get_visible (chip)
      == (shield != 0))
    return;
  g_object_set_qdata (G_OBJECT (chip), shield_quark, GUINT_TO_POINTER (shield));
  gtk_widget_set_visible (chip, shield != 0);
  if (shield == 0)
    return;
  /* Translators: a shield set out on a depot's goods space: depot number (1-6), space
   * (1-2), shield number (1-18) */
  name = g_strdup_printf (_("Depot %u, shield space %u: shield %u"),
                          chip_value (chip, "depot"), chip_value (chip, "space") + 1, shield);
  /* Translators: a shield's effect, then its VP at the end of the game */
  effect = g_strdup_printf (_("%s %d VP at the end."), ts_burgundy_shield_effect (shield),
                            ts_burgundy_shield_end_vp (shield));
  {
    g_autofree char *tip = g_strdup_printf ("%s\n%s", name, effect);

    ts_tooltip_set (chip, tip);
  }
  /* After the tooltip, which GTK also makes the description. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, effect, -1);
  gtk_widget_queue_draw (chip);
}

/* ------------------------------------------------------------------------------------ */
/* The inns beside the black depot                                                      */

static void
draw_inns_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  GtkWidget *widget = GTK_WIDGET (area);
  guint inns = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "inns"));
  gboolean dark = ts_paint_is_dark (widget);
  guint shown = MIN (inns, 5);
  double step = 3, r = MIN (width - 2 * step, height - 2 * step) / 2.0 - 1;
  GdkRGBA fill, ink, fg;

  ts_burgundy_paint_tile (TS_BURGUNDY_TILE_INN, 0, dark, &fill, &ink);
  ts_burgundy_board_get_fg (widget, &fg);
  if (shown == 0)
    {
      static const double dash[] = { 2, 2 };

      ts_paint_hex_path (cr, width / 2.0, height / 2.0, r);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      ts_burgundy_board_set_source_alpha (cr, &fg, 0.4);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      return;
    }
  /* A stack: each inn a little higher than the one under it (CB-INN-02). */
  for (guint i = 0; i < shown; i++)
    {
      double off = (shown - 1 - i) * step * 0.5 - (shown - 1) * step * 0.25;

      ts_paint_hex_path (cr, width / 2.0, height / 2.0 + off, r);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

GtkWidget *
ts_burgundy_inn_stack_new (void)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *stack = g_object_new (GTK_TYPE_DRAWING_AREA, "content-width", INN_SIZE,
                                   "content-height", INN_SIZE, "halign", GTK_ALIGN_CENTER,
                                   NULL);
  GtkWidget *count = gtk_label_new (NULL);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (stack), draw_inns_cb, NULL, NULL);
  gtk_widget_add_css_class (count, "caption");
  gtk_widget_add_css_class (count, "numeric");
  gtk_box_append (GTK_BOX (box), stack);
  gtk_box_append (GTK_BOX (box), count);
  gtk_button_set_child (GTK_BUTTON (button), box);
  g_object_set_data (G_OBJECT (button), "stack", stack);
  g_object_set_data (G_OBJECT (button), "count", count);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "cob-board-inns");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (button, FALSE);
  return button;
}

void
ts_burgundy_inn_stack_show (GtkWidget             *button,
                            const TsBurgundyState *state)
{
  GtkWidget *stack = g_object_get_data (G_OBJECT (button), "stack");
  GtkLabel *count = g_object_get_data (G_OBJECT (button), "count");
  g_autofree char *number = NULL;
  g_autofree char *name = NULL;

  gtk_widget_set_visible (button, state->options.inns);
  if (!state->options.inns)
    return;
  /* Drawn again only when the stack changed: a redrawn drawing is painted again whole, and
   * many at once make GTK 4.8 paint the whole page (docs/benchmarks.md, "Table pages"). */
  if (g_object_get_data (G_OBJECT (stack), "inns") != GUINT_TO_POINTER (state->inns))
    gtk_widget_queue_draw (stack);
  g_object_set_data (G_OBJECT (stack), "inns", GUINT_TO_POINTER (state->inns));
  number = g_strdup_printf ("×%u", state->inns);
  gtk_label_set_text (count, number);
  if (state->inns > 0)
    /* Translators: the inns stacked beside the black depot (CB-INN-03) */
    name = g_strdup_printf (ngettext ("%u inn beside the black depot: the top one can be "
                                      "bought for 2 silver",
                                      "%u inns beside the black depot: the top one can be "
                                      "bought for 2 silver",
                                      state->inns),
                            state->inns);
  else
    name = g_strdup (_("No inn beside the black depot: one more comes with each phase"));
  ts_tooltip_set (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_widget_set_sensitive (button, state->inns > 0);
  /* The tooltip became the description: say again whether it can be chosen. */
  ts_burgundy_inn_stack_set_lit (button, gtk_widget_has_css_class (button, "cob-lit"));
}

void
ts_burgundy_inn_stack_set_lit (GtkWidget *button,
                               gboolean   lit)
{
  ts_game_page_toggle_class (button, "cob-lit", lit);
  if (lit)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _("Can be chosen now"), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* ------------------------------------------------------------------------------------ */
/* The white die's value for a white castle's action                                    */

GtkWidget *
ts_burgundy_white_action_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (box, "cob-board-white-action");
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_box_append (GTK_BOX (box), label);
  g_object_set_data (G_OBJECT (box), "label", label);
  gtk_widget_set_visible (box, FALSE);
  return box;
}

void
ts_burgundy_white_action_show (GtkWidget             *box,
                               const TsBurgundyState *state)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (box), "label");
  GtkWidget *die = g_object_get_data (G_OBJECT (box), "die");
  gboolean waiting = state->stage == TS_BURGUNDY_STAGE_TURN && state->n_pending > 0
                     && state->pending[state->n_pending - 1] == TS_BURGUNDY_PENDING_WHITE_CASTLE;
  guint value = CLAMP (state->white_value, 1, 6);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (box, waiting);
  if (!waiting)
    return;
  if (die == NULL || chip_value (box, "value") != value)
    {
      if (die != NULL)
        gtk_box_remove (GTK_BOX (box), die);
      die = ts_die_slot_new_picture (FALSE, 20, value);
      gtk_box_append (GTK_BOX (box), die);
      g_object_set_data (G_OBJECT (box), "die", die);
      g_object_set_data (G_OBJECT (box), "value", GUINT_TO_POINTER (value));
    }
  /* Translators: a white castle was placed; its action uses this number (CB-WHC-02) */
  text = g_strdup_printf (_("White castle: an action with %u"), value);
  gtk_label_set_text (GTK_LABEL (label), _("White castle:"));
  ts_tooltip_set (box, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}
