/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-board-modules.h"
#include "ts-burgundy-board-slot.h"
#include "ts-burgundy-board-view.h"
#include "ts-burgundy-paint.h"
#include "ts-paint.h"
#include "ts-focus-group.h"
#include "ts-player-palette.h"

#define N_ROUND_SPACES TS_BURGUNDY_ROUNDS

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

static GtkWidget *
goods_chip_new (int size)
{
  GtkWidget *area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                  GTK_ACCESSIBLE_ROLE_IMG, "content-width", size,
                                  "content-height", size, "valign", GTK_ALIGN_CENTER, NULL);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_goods_cb, NULL, NULL);
  return area;
}

static void
set_goods_chip (GtkWidget  *area,
                guint       goods,
                gboolean    current,
                const char *label)
{
  g_object_set_data (G_OBJECT (area), "goods", GUINT_TO_POINTER (goods));
  g_object_set_data (G_OBJECT (area), "current", GUINT_TO_POINTER (current));
  gtk_widget_set_tooltip_text (area, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_queue_draw (area);
}

/* The bonus tiles: a column per colour, the large tile over the small one. */
typedef struct
{
  gint8 large_owner[TS_BURGUNDY_N_COLOURS];
  gint8 small_owner[TS_BURGUNDY_N_COLOURS];
  int large_vp;
  int small_vp;
} BonusTiles;

static void
draw_bonus_cb (GtkDrawingArea *area,
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

/* ------------------------------------------------------------------------------------ */
/* The board view.                                                                      */

struct _TsBurgundyBoardView
{
  GtkWidget parent_instance;

  char *bridge_key; /* what the bridge chips show, to rebuild them only on a change */
  guint8 goods[TS_BURGUNDY_N_DEPOTS][7]; /* the depots' goods shown */
  gboolean goods_shown[TS_BURGUNDY_N_DEPOTS];

  GtkWidget *phase_chips[TS_BURGUNDY_PHASES];
  GtkWidget *round_label;
  GtkWidget *round_spaces[N_ROUND_SPACES];
  GtkWidget *depot_headers[TS_BURGUNDY_N_DEPOTS];
  GtkWidget *depot_goods[TS_BURGUNDY_N_DEPOTS];
  /* [0] is the black depot, [1..6] the numbered depots. */
  TsBurgundyBoardSlot *slots[1 + TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_BLACK_SLOTS];
  GtkWidget *bonus_area;
  GtkWidget *bridge_box;
  /* Modules (issue 14). */
  GtkWidget *shield_chips[TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_SHIELD_SLOTS];
  GtkWidget *inn_stack;
  GtkWidget *white_action;

  BonusTiles bonus;
};

G_DEFINE_FINAL_TYPE (TsBurgundyBoardView, ts_burgundy_board_view, GTK_TYPE_WIDGET)

enum
{
  SLOT_ACTIVATED,
  INNS_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_slots (guint depot)
{
  return depot == 0 ? TS_BURGUNDY_BLACK_SLOTS : TS_BURGUNDY_DEPOT_SLOTS;
}

GtkWidget *
ts_burgundy_board_view_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_BOARD_VIEW, NULL);
}

static void
slot_clicked_cb (GtkButton           *button,
                 TsBurgundyBoardView *self)
{
  TsBurgundyBoardSlot *slot = TS_BURGUNDY_BOARD_SLOT (button);

  g_signal_emit (self, signals[SLOT_ACTIVATED], 0, (int) ts_burgundy_board_slot_get_depot (slot),
                 (int) ts_burgundy_board_slot_get_index (slot));
}

/* Custom drawing follows the style's colours, which CSS changes do not redraw. */
static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

static void
dark_changed_cb (AdwStyleManager     *manager,
                 GParamSpec          *pspec,
                 TsBurgundyBoardView *self)
{
  queue_draw_all (GTK_WIDGET (self));
}

static void
inns_clicked_cb (GtkButton           *button,
                 TsBurgundyBoardView *self)
{
  g_signal_emit (self, signals[INNS_ACTIVATED], 0);
}

static void
create_slot (TsBurgundyBoardView *self,
             GtkWidget           *hive,
             guint                depot,
             guint                slot)
{
  GtkWidget *button = ts_burgundy_board_slot_new (depot, slot);

  self->slots[depot][slot] = TS_BURGUNDY_BOARD_SLOT (button);
  gtk_widget_set_parent (button, hive);
  g_signal_connect_object (button, "clicked", G_CALLBACK (slot_clicked_cb), self, 0);
}

static GtkWidget *
create_top_line (TsBurgundyBoardView *self)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
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
      gtk_widget_set_tooltip_text (chip, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, tip,
                                      -1);
      gtk_box_append (GTK_BOX (phases), chip);
      self->phase_chips[p] = chip;
    }
  gtk_box_append (GTK_BOX (line), phases);

  self->white_action = ts_burgundy_white_action_new ();
  gtk_box_append (GTK_BOX (line), self->white_action);

  self->round_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->round_label, "numeric");
  gtk_widget_add_css_class (self->round_label, "cob-board-round-label");
  gtk_widget_add_css_class (self->round_label, "dim-label");
  gtk_widget_set_hexpand (self->round_label, TRUE);
  gtk_widget_set_halign (self->round_label, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (line), self->round_label);
  for (guint r = 0; r < N_ROUND_SPACES; r++)
    {
      self->round_spaces[r] = goods_chip_new (22);
      gtk_widget_add_css_class (self->round_spaces[r], "cob-board-round");
      gtk_box_append (GTK_BOX (rounds), self->round_spaces[r]);
    }
  gtk_box_append (GTK_BOX (line), rounds);
  return line;
}

static GtkWidget *
create_depot (TsBurgundyBoardView *self,
              guint                d)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *hive = ts_burgundy_board_hive_new (2, 2);
  g_autofree char *number = g_strdup_printf ("%u", d + 1);
  GtkWidget *label = gtk_label_new (number);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "cob-board-depot");
  gtk_widget_add_css_class (label, "cob-board-depot-number");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (header), label);
  self->depot_goods[d] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_hexpand (self->depot_goods[d], TRUE);
  gtk_box_append (GTK_BOX (header), self->depot_goods[d]);
  /* The shields set out on the depot's goods spaces (CB-SHG-01), after the goods. */
  for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
    {
      self->shield_chips[d][k] = ts_burgundy_shield_chip_new (d + 1, k);
      gtk_box_append (GTK_BOX (header), self->shield_chips[d][k]);
    }
  gtk_widget_add_css_class (header, "cob-board-depot-header");
  self->depot_headers[d] = header;
  gtk_box_append (GTK_BOX (card), header);
  gtk_widget_set_vexpand (hive, TRUE);
  for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
    create_slot (self, hive, d + 1, s);
  gtk_box_append (GTK_BOX (card), hive);
  return card;
}

static void
ts_burgundy_board_view_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&TS_BURGUNDY_BOARD_VIEW (object)->bridge_key, g_free);
  G_OBJECT_CLASS (ts_burgundy_board_view_parent_class)->dispose (object);
}

static void
ts_burgundy_board_view_class_init (TsBurgundyBoardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_burgundy_board_view_dispose;
  signals[SLOT_ACTIVATED] = g_signal_new ("slot-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                          G_TYPE_INT, G_TYPE_INT);
  signals[INNS_ACTIVATED] = g_signal_new ("inns-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cobboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_burgundy_board_view_init (TsBurgundyBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (widget);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *black = ts_burgundy_board_hive_new (TS_BURGUNDY_BLACK_SLOTS, 1);
  GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Main board"), -1);
  /* One Tab stop, as a duchy is; the arrow keys move between the slots. */
  ts_focus_group_add (widget);

  gtk_widget_set_parent (create_top_line (self), widget);

  /* Depots 1-3 over 4-6, in reading order, so that a die's number is found at once. */
  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_vexpand (grid, TRUE);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    gtk_grid_attach (GTK_GRID (grid), create_depot (self, d), d % 3, d / 3, 1, 1);
  gtk_widget_set_parent (grid, widget);

  gtk_widget_add_css_class (black, "cob-black");
  gtk_widget_add_css_class (black, "cob-board-black");
  gtk_widget_set_tooltip_text (black, _("Black depot"));
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    create_slot (self, black, 0, s);
  {
    /* The inns are stacked beside the black depot (CB-INN-01). */
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

    gtk_widget_set_hexpand (black, TRUE);
    gtk_box_append (GTK_BOX (row), black);
    self->inn_stack = ts_burgundy_inn_stack_new ();
    g_signal_connect_object (self->inn_stack, "clicked", G_CALLBACK (inns_clicked_cb), self, 0);
    gtk_box_append (GTK_BOX (row), self->inn_stack);
    gtk_widget_set_parent (row, widget);
  }

  self->bonus.large_vp = ts_burgundy_large_bonus (2);
  self->bonus.small_vp = ts_burgundy_small_bonus (2);
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    self->bonus.large_owner[c] = self->bonus.small_owner[c] = -1;
  self->bonus_area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                   GTK_ACCESSIBLE_ROLE_IMG, "content-width", 6 * 24,
                                   "content-height", 34, "valign", GTK_ALIGN_CENTER, NULL);
  gtk_widget_add_css_class (self->bonus_area, "cob-board-bonus");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->bonus_area), draw_bonus_cb,
                                  &self->bonus, NULL);
  gtk_box_append (GTK_BOX (bottom), self->bonus_area);
  self->bridge_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_hexpand (self->bridge_box, TRUE);
  gtk_widget_set_halign (self->bridge_box, GTK_ALIGN_END);
  gtk_widget_set_valign (self->bridge_box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (bottom), self->bridge_box);
  gtk_widget_set_parent (bottom, widget);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, 0);
}

/* ------------------------------------------------------------------------------------ */
/* Showing a state.                                                                     */

static void
update_phase_and_rounds (TsBurgundyBoardView   *self,
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
      set_goods_chip (self->round_spaces[r], goods, current, label);
    }
}

static void
update_depot_goods (TsBurgundyBoardView   *self,
                    const TsBurgundyState *state,
                    guint                  d)
{
  GtkWidget *box = self->depot_goods[d], *child;
  g_autoptr(GString) list = NULL;
  g_autofree char *tip = NULL;

  /* Rebuilt only when this depot's goods change. */
  if (self->goods_shown[d] && memcmp (self->goods[d], state->depot_goods[d], 7) == 0)
    return;
  memcpy (self->goods[d], state->depot_goods[d], 7);
  self->goods_shown[d] = TRUE;
  list = g_string_new (NULL);
  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
  for (guint g = 1; g <= 6; g++)
    {
      guint n = state->depot_goods[d][g];
      g_autofree char *chip_label = NULL;
      GtkWidget *chip;

      if (n == 0)
        continue;
      for (guint k = 0; k < n; k++)
        g_string_append_printf (list, list->len > 0 ? ", %u" : "%u", g);
      chip = goods_chip_new (16);
      /* Translators: the goods type (die number) of goods on a depot, then how many */
      chip_label = g_strdup_printf (_("Goods %u × %u"), g, n);
      set_goods_chip (chip, g, FALSE, chip_label);
      gtk_box_append (GTK_BOX (box), chip);
      if (n > 1)
        {
          g_autofree char *count = g_strdup_printf ("×%u", n);
          GtkWidget *label = gtk_label_new (count);

          gtk_widget_add_css_class (label, "caption");
          gtk_widget_add_css_class (label, "numeric");
          gtk_box_append (GTK_BOX (box), label);
        }
    }
  if (list->len > 0)
    /* Translators: depot number, then the goods types (die numbers) on it: "4, 4, 6" */
    tip = g_strdup_printf (_("Depot %u: goods %s"), d + 1, list->str);
  else
    /* Translators: %u is a depot number */
    tip = g_strdup_printf (_("Depot %u: no goods"), d + 1);
  gtk_widget_set_tooltip_text (self->depot_headers[d], tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->depot_headers[d]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

static void
update_bonus (TsBurgundyBoardView   *self,
              const TsBurgundyState *state)
{
  g_autoptr(GString) tip = g_string_new (_("Bonus tiles on the board:"));
  guint n = 0;

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
  gtk_widget_set_tooltip_text (self->bonus_area, tip->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bonus_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tip->str, -1);
  gtk_widget_queue_draw (self->bonus_area);
}

static GtkWidget *
create_player_chip (const TsBurgundyState *state,
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
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
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
  gtk_widget_set_tooltip_text (chip, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  return chip;
}

void
ts_burgundy_board_view_set_state (TsBurgundyBoardView   *self,
                                  const TsBurgundyState *state,
                                  const char *const     *colors)
{
  const TsBurgundyData *data;
  const TsPlayerColor *palette;
  guint n_palette;
  GtkWidget *child;

  g_return_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self));
  g_return_if_fail (state != NULL);

  data = state->data;
  update_phase_and_rounds (self, state);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        {
          int colour = data->depot_colour[d][s];

          /* CB-PLY-04: with 3 players one castle space takes a mine in some phases. */
          if (state->n_players == 3 && d == data->mine_space_depot && s == data->mine_space_slot
              && (data->mine_space_phases >> state->phase) & 1u)
            colour = TS_BURGUNDY_MINE;
          ts_burgundy_board_slot_show (self->slots[d + 1][s], state->depots[d][s], colour,
                                       data->depot_min_players[d][s] <= state->n_players,
                                       state->n_players);
        }
      update_depot_goods (self, state, d);
    }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint tile = state->black[s];
      gboolean known = tile != TS_BURGUNDY_TILE_NONE && tile != TS_BURGUNDY_TILE_UNKNOWN;

      ts_burgundy_board_slot_show (self->slots[0][s], tile,
                                   known ? (int) ts_burgundy_tile_colour (tile) : -1,
                                   data->black_min_players[s] <= state->n_players,
                                   state->n_players);
    }

  update_bonus (self, state);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      ts_burgundy_shield_chip_show (self->shield_chips[d][k],
                                    state->options.shields ? state->shield_depot[d][k] : 0);
  ts_burgundy_inn_stack_show (self->inn_stack, state);
  ts_burgundy_white_action_show (self->white_action, state);

  /* The chips change only when the order, the bridge or the player to act does. */
  {
    GString *key = g_string_new (NULL);

    g_string_append_printf (key, "%u/%d", state->n_players,
                            state->stage == TS_BURGUNDY_STAGE_TURN ? state->current : -1);
    for (guint i = 0; i < state->n_players; i++)
      g_string_append_printf (key, "/%u:%u:%u:%s", state->order[i],
                              state->players[i].bridge_space, state->players[i].bridge_height,
                              colors != NULL && colors[i] != NULL ? colors[i] : "");
    if (g_strcmp0 (key->str, self->bridge_key) == 0)
      {
        g_string_free (key, TRUE);
        return;
      }
    g_free (self->bridge_key);
    self->bridge_key = g_string_free (key, FALSE);
  }
  while ((child = gtk_widget_get_first_child (self->bridge_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->bridge_box), child);
  palette = ts_player_palette_get (&n_palette);
  for (guint i = 0; i < state->n_players; i++)
    {
      guint player = state->order[i];
      const char *color = colors != NULL ? colors[player] : palette[player % n_palette].hex;

      gtk_box_append (GTK_BOX (self->bridge_box), create_player_chip (state, player, i, color));
    }
  gtk_widget_set_tooltip_text (self->bridge_box, _("Turn order from the bridge"));
}

void
ts_burgundy_board_view_set_lit (TsBurgundyBoardView *self,
                                const guint8         lit[7])
{
  g_return_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self));

  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_slots (d); s++)
      ts_burgundy_board_slot_set_lit (self->slots[d][s], lit != NULL && (lit[d] >> s) & 1u);
}

void
ts_burgundy_board_view_set_inns_lit (TsBurgundyBoardView *self,
                                     gboolean             lit)
{
  g_return_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self));
  ts_burgundy_inn_stack_set_lit (self->inn_stack, lit);
}

GtkWidget *
ts_burgundy_board_view_get_inns_button (TsBurgundyBoardView *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self), NULL);
  return self->inn_stack;
}

GtkWidget *
ts_burgundy_board_view_get_shield (TsBurgundyBoardView *self,
                                   guint                depot,
                                   guint                space)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self), NULL);
  if (depot < 1 || depot > TS_BURGUNDY_N_DEPOTS || space >= TS_BURGUNDY_SHIELD_SLOTS)
    return NULL;
  return self->shield_chips[depot - 1][space];
}

GtkWidget *
ts_burgundy_board_view_get_white_action (TsBurgundyBoardView *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self), NULL);
  return self->white_action;
}

GtkWidget *
ts_burgundy_board_view_get_slot_button (TsBurgundyBoardView *self,
                                        guint                depot,
                                        guint                slot)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self), NULL);

  if (depot > TS_BURGUNDY_N_DEPOTS || slot >= n_slots (depot))
    return NULL;
  return GTK_WIDGET (self->slots[depot][slot]);
}
