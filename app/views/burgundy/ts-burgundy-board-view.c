/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main board: the six depots and the black depot with their slots, the inns beside it,
 * and showing a state on them. The top line, goods chips, bonus tiles and the bridge's turn
 * order are drawn by ts-burgundy-board-parts.c; the struct is in the private header. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-modules.h"
#include "ts-burgundy-board-view-private.h"
#include "ts-focus-group.h"
#include "ts-fold-box.h"
#include "ts-player-palette.h"
#include "ts-tooltip.h"

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
  GtkWidget *grid = ts_burgundy_depot_grid_new ();
  GtkWidget *black = ts_burgundy_board_hive_new (TS_BURGUNDY_BLACK_SLOTS, 1);
  /* The bonus tiles, then the bridge: one over the other on a narrow screen (issue 54). */
  GtkWidget *bottom = ts_fold_box_new (12);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Main board"), -1);
  /* One Tab stop, as a duchy is; the arrow keys move between the slots. */
  ts_focus_group_add (widget);

  gtk_widget_set_parent (ts_burgundy_board_view_create_top_line (self), widget);

  /* Depots 1-3 over 4-6, in reading order, so that a die's number is found at once; in
   * two columns on a narrow screen (issue 54). */
  gtk_widget_set_vexpand (grid, TRUE);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    gtk_widget_set_parent (create_depot (self, d), grid);
  gtk_widget_set_parent (grid, widget);

  ts_burgundy_board_hive_set_may_wrap (TS_BURGUNDY_BOARD_HIVE (black), TRUE);
  gtk_widget_add_css_class (black, "cob-black");
  gtk_widget_add_css_class (black, "cob-board-black");
  ts_tooltip_set (black, _("Black depot"));
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
  gtk_widget_set_halign (self->bonus_area, GTK_ALIGN_START);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->bonus_area),
                                  ts_burgundy_board_view_draw_bonus_cb,
                                  &self->bonus, NULL);
  ts_fold_box_append (TS_FOLD_BOX (bottom), self->bonus_area);
  /* The bridge's chips in two rows (made with the chips, below), side by side while they
   * fit: on a phone four names need two lines. */
  self->bridge_box = ts_fold_box_new (4);
  gtk_widget_set_hexpand (self->bridge_box, TRUE);
  gtk_widget_set_halign (self->bridge_box, GTK_ALIGN_END);
  gtk_widget_set_valign (self->bridge_box, GTK_ALIGN_CENTER);
  ts_fold_box_append (TS_FOLD_BOX (bottom), self->bridge_box);
  gtk_widget_set_parent (bottom, widget);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, 0);
}

/* ------------------------------------------------------------------------------------ */
/* Showing a state.                                                                     */

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
      chip = ts_burgundy_board_view_goods_chip_new (16);
      /* Translators: the goods type (die number) of goods on a depot, then how many */
      chip_label = g_strdup_printf (_("Goods %u × %u"), g, n);
      ts_burgundy_board_view_set_goods_chip (chip, g, FALSE, chip_label);
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
  ts_tooltip_set (self->depot_headers[d], tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->depot_headers[d]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

void
ts_burgundy_board_view_set_state (TsBurgundyBoardView   *self,
                                  const TsBurgundyState *state,
                                  const char *const     *colors)
{
  const TsBurgundyData *data;
  const TsPlayerColor *palette;
  guint n_palette;
  GtkWidget *child, *row = NULL;
  /* The solo game plays the 2-player side of the board (CB-SOL-06). */
  guint table_size = ts_burgundy_board_players (state);

  g_return_if_fail (TS_IS_BURGUNDY_BOARD_VIEW (self));
  g_return_if_fail (state != NULL);

  data = state->data;
  ts_burgundy_board_view_update_phase_and_rounds (self, state);
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
                                       ts_burgundy_slot_used (state, d, s), table_size);
        }
      update_depot_goods (self, state, d);
    }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint tile = state->black[s];
      gboolean known = tile != TS_BURGUNDY_TILE_NONE && tile != TS_BURGUNDY_TILE_UNKNOWN;

      ts_burgundy_board_slot_show (self->slots[0][s], tile,
                                   known ? (int) ts_burgundy_tile_colour (tile) : -1,
                                   ts_burgundy_black_used (state, s), table_size);
    }

  ts_burgundy_board_view_update_bonus (self, state);
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
    ts_fold_box_remove (TS_FOLD_BOX (self->bridge_box), child);
  palette = ts_player_palette_get (&n_palette);
  for (guint i = 0; i < state->n_players; i++)
    {
      guint player = state->order[i];
      const char *color = colors != NULL ? colors[player] : palette[player % n_palette].hex;

      /* The first half of the order in the first row, the rest in the second. */
      if (i == 0 || i == (state->n_players + 1u) / 2)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
          gtk_widget_set_halign (row, GTK_ALIGN_END);
          ts_fold_box_append (TS_FOLD_BOX (self->bridge_box), row);
        }
      gtk_box_append (GTK_BOX (row),
                      ts_burgundy_board_view_player_chip_new (state, player, i, color));
    }
  ts_tooltip_set (self->bridge_box, _("Turn order from the bridge"));
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
