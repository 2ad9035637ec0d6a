/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main board's pieces around the depots (ts-burgundy-board-view.c calls them): the top
 * line of phases and rounds, goods chips, the bonus tiles and the turn order on the bridge. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-board-modules.h"
#include "ts-burgundy-board-view-private.h"
#include "ts-burgundy-paint.h"
#include "ts-fold-box.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

/* The VP a completed area adds in each phase. The engine keeps the same table private in
 * ts-burgundy-effects.c (phase_bonus); the ui test checks the two agree. */
static const int phase_bonus[TS_BURGUNDY_PHASES] = { 10, 8, 6, 4, 2 };

/* ------------------------------------------------------------------------------------ */
/* Small drawn pieces: dice faces for goods, bonus tiles, player colours.                */

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A white die showing @value (a goods tile); 0 draws the empty space it leaves. */
static void
draw_die (cairo_t       *cr,
          double         x,
          double         y,
          double         size,
          guint          value,
          const GdkRGBA *fg)
{
  /* Pip positions on a 3 x 3 grid, per face. */
  static const char *const faces[7] = {
    "", "....x....", "x.......x", "x...x...x", "x.x...x.x", "x.x.x.x.x", "x.xx.xx.x",
  };

  rounded_rect (cr, x + 0.5, y + 0.5, size - 1, size - 1, size * 0.2);
  if (value == 0 || value > 6)
    {
      ts_burgundy_board_set_source_alpha (cr, fg, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      return;
    }
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.94);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  for (guint k = 0; k < 9; k++)
    if (faces[value][k] == 'x')
      {
        cairo_new_sub_path (cr);
        cairo_arc (cr, x + size * (0.25 + 0.25 * (k % 3)), y + size * (0.25 + 0.25 * (k / 3)),
                   size * 0.095, 0, 2 * G_PI);
      }
  cairo_fill (cr);
}

/* Round spaces and goods chips: "goods" (0-6) and "current" are object data. */
static void
draw_goods_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  guint goods = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "goods"));
  gboolean current = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "current"));
  double size = MIN (width, height) - (current ? 5 : 0);
  GdkRGBA fg, accent;

  ts_burgundy_board_get_fg (GTK_WIDGET (area), &fg);
  draw_die (cr, (width - size) / 2, (height - size) / 2, size, goods, &fg);
  if (current)
    {
      ts_burgundy_board_lookup_color (GTK_WIDGET (area), "accent_bg_color", "#3584e4", &accent);
      rounded_rect (cr, 1, 1, width - 2, height - 2, MIN (width, height) * 0.25);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

GtkWidget *
ts_burgundy_board_view_goods_chip_new (int size)
{
  GtkWidget *area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                  GTK_ACCESSIBLE_ROLE_IMG, "content-width", size,
                                  "content-height", size, "valign", GTK_ALIGN_CENTER, NULL);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_goods_cb, NULL, NULL);
  return area;
}

void
ts_burgundy_board_view_set_goods_chip (GtkWidget  *area,
                                       guint       goods,
                                       gboolean    current,
                                       const char *label)
{
  /* Drawn again only when it changed: see ts_burgundy_inn_stack_show(). */
  if (g_object_get_data (G_OBJECT (area), "goods") != GUINT_TO_POINTER (goods)
      || g_object_get_data (G_OBJECT (area), "current") != GUINT_TO_POINTER (current))
    gtk_widget_queue_draw (area);
  g_object_set_data (G_OBJECT (area), "goods", GUINT_TO_POINTER (goods));
  g_object_set_data (G_OBJECT (area), "current", GUINT_TO_POINTER (current));
  ts_tooltip_set (area, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

void
ts_burgundy_board_view_draw_bonus_cb (GtkDrawingArea *area,
                                      cairo_t        *cr,
                                      int             width,
                                      int             height,
                                      gpointer        user_data)
{
  const BonusTiles *bonus = user_data;
  gboolean dark = ts_paint_is_dark (GTK_WIDGET (area));
  double cw = width / (double) TS_BURGUNDY_N_COLOURS, ch = height / 2.0;
  GdkRGBA fg, fill, ink;

  ts_burgundy_board_get_fg (GTK_WIDGET (area), &fg);
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    for (guint large = 0; large < 2; large++)
      {
        gboolean there = (large ? bonus->large_owner : bonus->small_owner)[c] < 0;
        double x = c * cw + 1.5, y = (large ? 0 : ch) + 1.5;
        g_autofree char *vp = g_strdup_printf ("%d", large ? bonus->large_vp : bonus->small_vp);

        rounded_rect (cr, x, y, cw - 3, ch - 3, 3);
        if (!there)
          {
            static const double dash[] = { 2, 2 };

            cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
            ts_burgundy_board_set_source_alpha (cr, &fg, 0.3);
            cairo_set_line_width (cr, 1);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
            continue;
          }
        ts_burgundy_paint_colour (c, dark, &fill);
        ts_burgundy_paint_ink (c, dark, &ink);
        gdk_cairo_set_source_rgba (cr, &fill);
        cairo_fill (cr);
        ts_burgundy_board_draw_text (GTK_WIDGET (area), cr, vp, x + (cw - 3) / 2,
                                     y + (ch - 3) / 2, cw - 3, ch - 3, MIN (ch * 0.62, 13), &ink);
      }
}

static void
draw_player_dot_cb (GtkDrawingArea *area,
                    cairo_t        *cr,
                    int             width,
                    int             height,
                    gpointer        user_data)
{
  const char *color = g_object_get_data (G_OBJECT (area), "color");
  GdkRGBA fill, fg;

  if (color == NULL || !gdk_rgba_parse (&fill, color))
    return;
  ts_burgundy_board_get_fg (GTK_WIDGET (area), &fg);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  /* White and black pieces need an edge on either style. */
  ts_burgundy_board_set_source_alpha (cr, &fg, 0.45);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

GtkWidget *
ts_burgundy_board_view_create_top_line (TsBurgundyBoardView *self)
{
  /* The phases on the left, the round on the right; one over the other on a narrow screen
   * (issue 54). */
  GtkWidget *line = ts_fold_box_new (12);
  GtkWidget *left = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *phases = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *rounds = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);

  for (guint p = 0; p < TS_BURGUNDY_PHASES; p++)
    {
      GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
      char letter[2] = { 'A' + p, 0 };
      g_autofree char *bonus = g_strdup_printf ("%d", phase_bonus[p]);
      g_autofree char *tip = NULL;
      GtkWidget *label;

      gtk_widget_add_css_class (chip, "cob-board-phase");
      label = gtk_label_new (letter);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_valign (label, GTK_ALIGN_BASELINE);
      gtk_box_append (GTK_BOX (chip), label);
      label = gtk_label_new (bonus);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_valign (label, GTK_ALIGN_BASELINE);
      gtk_box_append (GTK_BOX (chip), label);
      /* Translators: %s is a phase letter (A to E), %d a number of victory points */
      tip = g_strdup_printf (_("Phase %s: an area completed now scores %d extra VP"), letter,
                             phase_bonus[p]);
      ts_tooltip_set (chip, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, tip,
                                      -1);
      gtk_box_append (GTK_BOX (phases), chip);
      self->phase_chips[p] = chip;
    }
  gtk_box_append (GTK_BOX (left), phases);

  self->white_action = ts_burgundy_white_action_new ();
  gtk_box_append (GTK_BOX (left), self->white_action);
  ts_fold_box_append (TS_FOLD_BOX (line), left);

  self->round_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->round_label, "numeric");
  gtk_widget_add_css_class (self->round_label, "cob-board-round-label");
  gtk_widget_add_css_class (self->round_label, "dim-label");
  gtk_widget_set_hexpand (self->round_label, TRUE);
  gtk_widget_set_halign (self->round_label, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (right), self->round_label);
  for (guint r = 0; r < N_ROUND_SPACES; r++)
    {
      self->round_spaces[r] = ts_burgundy_board_view_goods_chip_new (22);
      gtk_widget_add_css_class (self->round_spaces[r], "cob-board-round");
      gtk_box_append (GTK_BOX (rounds), self->round_spaces[r]);
    }
  gtk_box_append (GTK_BOX (right), rounds);
  gtk_widget_set_hexpand (right, TRUE);
  ts_fold_box_append (TS_FOLD_BOX (line), right);
  return line;
}

/* ------------------------------------------------------------------------------------ */
/* Showing a state.                                                                     */

void
ts_burgundy_board_view_update_phase_and_rounds (TsBurgundyBoardView   *self,
                                                const TsBurgundyState *state)
{
  gboolean playing = state->stage == TS_BURGUNDY_STAGE_ROLL
                     || state->stage == TS_BURGUNDY_STAGE_TURN;
  guint first_waiting = N_ROUND_SPACES - MIN (state->n_round_goods, N_ROUND_SPACES);

  for (guint p = 0; p < TS_BURGUNDY_PHASES; p++)
    {
      GtkWidget *chip = self->phase_chips[p];

      /* The description, not the tooltip's copy of the label, tells which phase it is. */
      if (p == state->phase && state->stage != TS_BURGUNDY_STAGE_OVER)
        {
          gtk_widget_add_css_class (chip, "cob-current");
          gtk_accessible_update_property (GTK_ACCESSIBLE (chip),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          _("Current phase"), -1);
        }
      else
        {
          gtk_widget_remove_css_class (chip, "cob-current");
          gtk_accessible_reset_property (GTK_ACCESSIBLE (chip),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
      if (p < state->phase || state->stage == TS_BURGUNDY_STAGE_OVER)
        gtk_widget_add_css_class (chip, "dim-label");
      else
        gtk_widget_remove_css_class (chip, "dim-label");
    }

  if (playing)
    {
      /* Translators: %u is the round (1 to 5) inside the phase */
      g_autofree char *text = g_strdup_printf (_("Round %u"), state->round + 1);
      gtk_label_set_text (GTK_LABEL (self->round_label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->round_label), "");
  for (guint r = 0; r < N_ROUND_SPACES; r++)
    {
      guint goods = r >= first_waiting ? state->round_goods[r - first_waiting] : 0;
      gboolean current = playing && r == state->round;
      g_autofree char *label = NULL;

      if (goods != 0)
        /* Translators: round number, then the goods type (die number) waiting on it */
        label = g_strdup_printf (_("Round %u: goods %u waiting"), r + 1, goods);
      else
        /* Translators: %u is a round number; its goods tile has gone to a depot */
        label = g_strdup_printf (_("Round %u: goods revealed"), r + 1);
      ts_burgundy_board_view_set_goods_chip (self->round_spaces[r], goods, current, label);
    }
}

void
ts_burgundy_board_view_update_bonus (TsBurgundyBoardView   *self,
                                     const TsBurgundyState *state)
{
  g_autoptr(GString) tip = g_string_new (_("Bonus tiles on the board:"));
  guint n = 0;

  /* The solo game has none: a completed colour places a black tile (CB-SOL-18). */
  gtk_widget_set_visible (self->bonus_area, !state->options.solo);
  /* Drawn again only when it changed: see ts_burgundy_inn_stack_show(). */
  if (memcmp (self->bonus.large_owner, state->bonus_large_owner, sizeof self->bonus.large_owner)
          != 0
      || memcmp (self->bonus.small_owner, state->bonus_small_owner,
                 sizeof self->bonus.small_owner) != 0
      || self->bonus.large_vp != ts_burgundy_large_bonus (state->n_players)
      || self->bonus.small_vp != ts_burgundy_small_bonus (state->n_players))
    gtk_widget_queue_draw (self->bonus_area);
  memcpy (self->bonus.large_owner, state->bonus_large_owner, sizeof self->bonus.large_owner);
  memcpy (self->bonus.small_owner, state->bonus_small_owner, sizeof self->bonus.small_owner);
  self->bonus.large_vp = ts_burgundy_large_bonus (state->n_players);
  self->bonus.small_vp = ts_burgundy_small_bonus (state->n_players);
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    for (int large = 1; large >= 0; large--)
      {
        g_autofree char *line = NULL;

        if ((large ? state->bonus_large_owner : state->bonus_small_owner)[c] >= 0)
          continue;
        /* Translators: a bonus tile still on the board: its colour, then its victory points */
        line = g_strdup_printf (_("%s %d VP"), ts_burgundy_colour_name (c),
                                large ? self->bonus.large_vp : self->bonus.small_vp);
        g_string_append_printf (tip, "\n%s", line);
        n++;
      }
  if (n == 0)
    g_string_assign (tip, _("No bonus tiles left on the board"));
  ts_tooltip_set (self->bonus_area, tip->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bonus_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tip->str, -1);
}

GtkWidget *
ts_burgundy_board_view_player_chip_new (const TsBurgundyState *state,
                                        guint                  player,
                                        guint                  position,
                                        const char            *color)
{
  gboolean current = state->stage == TS_BURGUNDY_STAGE_TURN && state->current == player;
  const TsBurgundyPlayer *p = &state->players[player];
  GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *dot = g_object_new (GTK_TYPE_DRAWING_AREA, "content-width", 12, "content-height",
                                 12, "valign", GTK_ALIGN_CENTER, NULL);
  GtkWidget *name = gtk_label_new (state->names[player]);
  g_autofree char *tip = NULL;

  g_object_set_data_full (G_OBJECT (dot), "color", g_strdup (color), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (dot), draw_player_dot_cb, NULL, NULL);
  gtk_box_append (GTK_BOX (chip), dot);
  /* The name whole, as narrow as its longest word: a long name wraps rather than end in
   * "…", and the row of chips folds before a name is squeezed (a phone, issue 54). */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
  gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (chip), name);
  gtk_widget_add_css_class (chip, "cob-board-player");
  if (current)
    gtk_widget_add_css_class (chip, "cob-current");
  if (current)
    /* Translators: place in the turn order, player name, their space on the bridge */
    tip = g_strdup_printf (_("%u. %s, bridge space %u, taking a turn"), position + 1,
                           state->names[player], p->bridge_space);
  else
    /* Translators: place in the turn order, player name, their space on the bridge */
    tip = g_strdup_printf (_("%u. %s, bridge space %u"), position + 1, state->names[player],
                           p->bridge_space);
  ts_tooltip_set (chip, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  return chip;
}
