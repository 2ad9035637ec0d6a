/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-paint.h"
#include "ts-paint.h"
#include "ts-player-ledger.h"
#include "ts-burgundy-player-panel-private.h"
#include "ts-burgundy-route-strip.h"
#include "ts-burgundy.h"
#include "ts-focus-group.h"
#include "ts-fold-box.h"
#include "ts-game-page.h"
#include "ts-tooltip.h"
#include "ts-wrap-bin.h"

extern const TsGameModule ts_burgundy_module;

/* The ledger's pages: a Burgundy player's resources. */
static const TsLedgerResource ledger_resources[] = { TS_LEDGER_VP, TS_LEDGER_SILVER,
                                                     TS_LEDGER_WORKERS };

G_DEFINE_FINAL_TYPE (TsBurgundyPlayerPanel, ts_burgundy_player_panel, GTK_TYPE_WIDGET)

enum
{
  STORAGE_ACTIVATED,
  GOODS_ACTIVATED,
  SPACE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_player_panel_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_PLAYER_PANEL, NULL);
}

TsBurgundyDuchyView *
ts_burgundy_player_panel_get_duchy_view (TsBurgundyPlayerPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_PLAYER_PANEL (self), NULL);
  return self->duchy;
}

static GtkWidget *ensure_storage_button (TsBurgundyPlayerPanel *self,
                                         guint                  k);

GtkWidget *
ts_burgundy_player_panel_get_storage_button (TsBurgundyPlayerPanel *self,
                                             guint                  storage)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_PLAYER_PANEL (self), NULL);
  return storage < TS_BURGUNDY_MAX_STORAGE ? ensure_storage_button (self, storage) : NULL;
}

GtkWidget *
ts_burgundy_player_panel_get_goods_button (TsBurgundyPlayerPanel *self,
                                           guint                  goods)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_PLAYER_PANEL (self), NULL);
  return goods >= 1 && goods <= 6 ? self->goods_buttons[goods] : NULL;
}

static void
set_tile_chip (GtkWidget *chip,
               guint      tile)
{
  g_autofree char *label = tile != 0 ? ts_burgundy_paint_tile_short (tile) : NULL;

  gboolean own_face = tile == TS_BURGUNDY_TILE_WHITE_CASTLE || tile == TS_BURGUNDY_TILE_INN;

  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    ts_game_page_toggle_class (chip, ts_burgundy_paint_css_class (c),
                               tile != 0 && !own_face && ts_burgundy_tile_colour (tile) == c);
  /* As the duchy paints them (ts_burgundy_paint_tile). */
  ts_game_page_toggle_class (chip, "cob-white-castle", tile == TS_BURGUNDY_TILE_WHITE_CASTLE);
  ts_game_page_toggle_class (chip, "cob-inn", tile == TS_BURGUNDY_TILE_INN);
  ts_game_page_toggle_class (chip, "cob-empty", tile == 0);
  ts_game_page_toggle_class (chip, "dim-label", tile == 0);
  /* Translators: a storage space with no tile in it */
  gtk_label_set_label (GTK_LABEL (chip), tile != 0 ? label : _("empty"));
}

static void update_storage (TsBurgundyPlayerPanel *self,
                            guint                  k);
static void storage_clicked_cb (GtkButton             *button,
                                TsBurgundyPlayerPanel *self);

/* Two columns in the width of one: the names wrap in half the width. */
static void
set_chip_width (TsBurgundyPlayerPanel *self,
                guint                  k)
{
  gboolean two = self->storage_columns > 1;

  gtk_label_set_width_chars (GTK_LABEL (self->storage_chips[k]), two ? 3 : 8);
  gtk_label_set_max_width_chars (GTK_LABEL (self->storage_chips[k]), two ? 5 : 10);
}

static void
show_selected (TsBurgundyPlayerPanel *self,
               guint                  k)
{
  gboolean selected = (int) k == self->storage_selected;

  ts_game_page_toggle_class (self->storage_buttons[k], "cob-selected", selected);
  gtk_widget_set_visible (self->storage_checks[k], selected);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->storage_buttons[k]),
                               GTK_ACCESSIBLE_STATE_PRESSED,
                               selected ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                        : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);
}

/* Storage space @k's button, made the first time it is shown or asked for, with the tile,
 * light and selection said to the panel so far. */
static GtkWidget *
ensure_storage_button (TsBurgundyPlayerPanel *self,
                       guint                  k)
{
  GtkWidget *button, *box, *chip, *check;

  if (self->storage_buttons[k] != NULL)
    return self->storage_buttons[k];
  button = gtk_button_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  chip = gtk_label_new (NULL);
  check = gtk_image_new_from_icon_name ("object-select-symbolic");
  /* A long name wraps inside its space (“Carpenter's / workshop”), never cut (issue 30);
   * the tooltip and the accessible name also have it. */
  gtk_label_set_wrap (GTK_LABEL (chip), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (chip), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (chip), 0);
  gtk_widget_set_hexpand (chip, TRUE);
  gtk_widget_add_css_class (chip, "cob-tile");
  gtk_widget_set_visible (check, FALSE);
  /* Measured for its width without a height (TsWrapBin): the storage row is laid out at
   * every entry. */
  gtk_box_append (GTK_BOX (box), ts_wrap_bin_new (chip));
  gtk_box_append (GTK_BOX (box), check);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "cob-storage");
  g_object_set_data (G_OBJECT (button), "index", GINT_TO_POINTER (k));
  g_signal_connect (button, "clicked", G_CALLBACK (storage_clicked_cb), self);
  /* Kept while not shown: layout_storage takes them out of the grid. */
  self->storage_buttons[k] = g_object_ref_sink (button);
  self->storage_chips[k] = chip;
  self->storage_checks[k] = check;
  set_chip_width (self, k);
  update_storage (self, k);
  ts_game_page_toggle_class (button, "cob-lit", (self->storage_lit >> k) & 1);
  if (self->storage_chosen)
    show_selected (self, k);
  return button;
}

static void
update_storage (TsBurgundyPlayerPanel *self,
                guint                  k)
{
  GtkWidget *button = self->storage_buttons[k];
  guint tile = self->storage[k];
  g_autofree char *name = NULL;

  /* A space not made yet shows its tile when it is made. */
  if (button == NULL)
    return;
  set_tile_chip (self->storage_chips[k], tile);
  if (self->team && ts_burgundy_team_is_shared_slot (k))
    /* Translators: the team game's storage space shared by the team, for screen readers and
     * tooltips: its number (1-2, more with shield 4) and its tile or "empty" (CB-TEM-08) */
    name = g_strdup_printf (_("Shared storage %d: %s"),
                            k < TS_BURGUNDY_TEAM_SHARED_STORAGE
                                ? k + 1
                                : k + 1 - TS_BURGUNDY_TEAM_PRIVATE_STORAGE,
                            tile != 0 ? ts_burgundy_tile_name (tile) : _("empty"));
  else if (self->team)
    /* Translators: the team game's storage space of the player alone, for screen readers
     * and tooltips: its number (1-2) and its tile or "empty" (CB-TEM-08) */
    name = g_strdup_printf (_("Private storage %d: %s"),
                            k + 1 - TS_BURGUNDY_TEAM_SHARED_STORAGE,
                            tile != 0 ? ts_burgundy_tile_name (tile) : _("empty"));
  else
    /* Translators: a storage space for screen readers and tooltips: its number (1-3) and its
     * tile ("castle", "3 cows", ...) or "empty" */
    name = g_strdup_printf (_("Storage %d: %s"), k + 1,
                            tile != 0 ? ts_burgundy_tile_name (tile) : _("empty"));
  ts_tooltip_set (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* The storage spaces shown: 3, or with shield 4 (CB-SHD-04) those holding tiles and one
 * empty space after them, in two columns so that the panel keeps its height. */
static void
layout_storage (TsBurgundyPlayerPanel *self,
                guint                  n_shown)
{
  guint columns = n_shown > TS_BURGUNDY_STORAGE || self->team ? 2 : 1;
  /* The team game: a caption before each row, "Shared" then "Private" (CB-TEM-08). */
  guint first = self->team ? 1 : 0;

  if (n_shown == self->n_storage_shown && (self->storage_rows[0] != NULL) == self->team)
    return;
  self->n_storage_shown = n_shown;
  for (guint r = 0; r < G_N_ELEMENTS (self->storage_rows); r++)
    {
      if (self->storage_rows[r] != NULL)
        gtk_grid_remove (self->storage_box, self->storage_rows[r]);
      self->storage_rows[r] = NULL;
      /* Shield 4's further shared spaces follow the private ones (issue 26). */
      if (!self->team || (r == 2 && n_shown <= TS_BURGUNDY_TEAM_STORAGE))
        continue;
      self->storage_rows[r] = gtk_label_new (r != 1 ? C_("storage", "Shared")
                                                    : C_("storage", "Private"));
      gtk_widget_add_css_class (self->storage_rows[r], "caption");
      gtk_widget_add_css_class (self->storage_rows[r], "dim-label");
      gtk_label_set_xalign (GTK_LABEL (self->storage_rows[r]), 0);
      gtk_grid_attach (self->storage_box, self->storage_rows[r], 0, r, 1, 1);
    }
  self->storage_columns = columns;
  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    {
      GtkWidget *button = k < n_shown ? ensure_storage_button (self, k)
                                      : self->storage_buttons[k];

      if (button == NULL)
        continue;
      if (gtk_widget_get_parent (button) != NULL)
        gtk_grid_remove (self->storage_box, button);
      if (k < n_shown)
        gtk_grid_attach (self->storage_box, button, first + k % columns, k / columns, 1, 1);
      set_chip_width (self, k);
    }
}

static void
update_goods (TsBurgundyPlayerPanel *self,
              guint                  g,
              guint                  count)
{
  g_autofree char *text = g_strdup_printf ("%u", count);
  g_autofree char *name = NULL;

  /* Translators: a goods stack for screen readers and tooltips: its type (a die number, 1-6)
   * and how many goods tiles of it are in storage */
  name = g_strdup_printf (_("Goods %u: %u in storage"), g, count);

  gtk_label_set_label (GTK_LABEL (self->goods_counts[g]), text);
  ts_game_page_toggle_class (gtk_button_get_child (GTK_BUTTON (self->goods_buttons[g])),
                             "dim-label", count == 0);
  ts_tooltip_set (self->goods_buttons[g], name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->goods_buttons[g]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
storage_clicked_cb (GtkButton             *button,
                    TsBurgundyPlayerPanel *self)
{
  g_signal_emit (self, signals[STORAGE_ACTIVATED], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
goods_clicked_cb (GtkButton             *button,
                  TsBurgundyPlayerPanel *self)
{
  g_signal_emit (self, signals[GOODS_ACTIVATED], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
space_activated_cb (TsBurgundyPlayerPanel *self,
                    int                    space)
{
  g_signal_emit (self, signals[SPACE_ACTIVATED], 0, space);
}

static void
create_buttons (TsBurgundyPlayerPanel *self)
{
  layout_storage (self, TS_BURGUNDY_STORAGE);

  for (guint g = 1; g <= 6; g++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *count = gtk_label_new (NULL);

      gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (count, "numeric");
      gtk_box_append (GTK_BOX (box), ts_burgundy_player_panel_die_face_new (g, 16));
      gtk_box_append (GTK_BOX (box), count);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "cob-goods");
      g_object_set_data (G_OBJECT (button), "index", GINT_TO_POINTER (g));
      g_signal_connect (button, "clicked", G_CALLBACK (goods_clicked_cb), self);
      gtk_grid_attach (self->goods_grid, button, (g - 1) % 3, (g - 1) / 3, 1, 1);
      self->goods_buttons[g] = button;
      self->goods_counts[g] = count;
      update_goods (self, g, 0);
    }
}

static void
ts_burgundy_player_panel_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_BURGUNDY_PLAYER_PANEL);
  /* The template's top box is not a bound child: unparent it here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&TS_BURGUNDY_PLAYER_PANEL (object)->color_id, g_free);
  g_clear_pointer (&TS_BURGUNDY_PLAYER_PANEL (object)->vp_named, g_free);
  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    g_clear_object (&TS_BURGUNDY_PLAYER_PANEL (object)->storage_buttons[k]);
  G_OBJECT_CLASS (ts_burgundy_player_panel_parent_class)->dispose (object);
}

static void
ts_burgundy_player_panel_class_init (TsBurgundyPlayerPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_player_panel_dispose;

  /**
   * TsBurgundyPlayerPanel::storage-activated:
   * @storage: the storage space, 0..2
   */
  signals[STORAGE_ACTIVATED] = ts_game_page_add_activated_signal (klass, "storage-activated");
  /**
   * TsBurgundyPlayerPanel::goods-activated:
   * @goods: the goods type, a die number 1..6
   */
  signals[GOODS_ACTIVATED] = ts_game_page_add_activated_signal (klass, "goods-activated");
  /**
   * TsBurgundyPlayerPanel::space-activated:
   * @space: the duchy space, 0..36 (forwarded from the duchy view)
   */
  signals[SPACE_ACTIVATED] = ts_game_page_add_activated_signal (klass, "space-activated");

  g_type_ensure (TS_TYPE_BURGUNDY_DUCHY_VIEW);
  g_type_ensure (TS_TYPE_PLAYER_LEDGER);
  g_type_ensure (TS_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/burgundy/ts-burgundy-player-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, swatch);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, silver_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, workers_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, vp_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, ledger);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, duchy);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, storage_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, goods_grid);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, sold_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, bonus_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, bonus_heading);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, shields_title);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, shields_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyPlayerPanel, outposts_label);
  gtk_widget_class_bind_template_callback (widget_class, space_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "playerpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_burgundy_player_panel_init (TsBurgundyPlayerPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ts_player_ledger_set_resources (self->ledger, ledger_resources,
                                  G_N_ELEMENTS (ledger_resources));
  gtk_drawing_area_set_draw_func (self->swatch, ts_paint_swatch_draw, &self->color, NULL);
  create_buttons (self);
  /* The storage and the goods are one Tab stop each, so Tab soon reaches the turn panel. */
  ts_focus_group_add (GTK_WIDGET (self->storage_box));
  ts_focus_group_add (GTK_WIDGET (self->goods_grid));
  ts_burgundy_player_panel_update_sold (self);
  ts_burgundy_player_panel_update_bonus (self);
  /* The trade route lies right above the duchy (CB-TRD-02), in the duchy's column: the side
   * column decides the panel's height, so the route costs none at 1024 x 600. */
  ts_burgundy_route_strip_attach_above (&self->route, GTK_WIDGET (self->duchy));
}

void
ts_burgundy_player_panel_set_player (TsBurgundyPlayerPanel *self,
                                     const TsBurgundyState *state,
                                     guint                  player,
                                     const char            *color)
{
  const TsBurgundyPlayer *p;
  g_autofree char *silver = NULL;
  g_autofree char *workers = NULL;
  g_autofree char *vp = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (TS_IS_BURGUNDY_PLAYER_PANEL (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (player < state->n_players);

  p = &state->players[player];
  /* After every entry for every player: names and colours rarely change. */
  if (g_strcmp0 (color, self->color_id) != 0)
    {
      g_free (self->color_id);
      self->color_id = g_strdup (color);
      gtk_widget_set_visible (GTK_WIDGET (self->swatch),
                              color != NULL && gdk_rgba_parse (&self->color, color));
      gtk_widget_queue_draw (GTK_WIDGET (self->swatch));
    }
  if (state->options.team)
    /* Translators: a player's name and team in the team game ("Ana (team A)") */
    name = g_strdup_printf (ts_burgundy_team_of (player) == 0 ? _("%s (team A)")
                                                                : _("%s (team B)"),
                            state->names[player]);
  else
    name = g_strdup (state->names[player]);
  if (g_strcmp0 (name, gtk_label_get_label (self->name_label)) != 0)
    {
      gtk_label_set_label (self->name_label, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
    }

  if (state->options.team)
    {
      /* Translators: the team game: the team's silver coins, shared by both players */
      silver = g_strdup_printf (ngettext ("%d silver (team)", "%d silver (team)", p->silver),
                                p->silver);
      /* Translators: the team game: the team's workers, shared by both players */
      workers = g_strdup_printf (ngettext ("%d worker (team)", "%d workers (team)", p->workers),
                                 p->workers);
    }
  else
    {
      /* Translators: a player's silver coins (the number) */
      silver = g_strdup_printf (ngettext ("%d silver", "%d silver", p->silver), p->silver);
      workers = g_strdup_printf (ngettext ("%d worker", "%d workers", p->workers), p->workers);
    }
  gtk_label_set_label (self->silver_label, silver);
  gtk_label_set_label (self->workers_label, workers);
  /* Translators: a player's victory points (the number) */
  vp = g_strdup_printf (ngettext ("%d VP", "%d VP", p->vp), p->vp);
  /* GtkMenuButton rebuilds its child on every set_label. */
  if (g_strcmp0 (vp, gtk_menu_button_get_label (self->vp_button)) != 0
      || g_strcmp0 (name, self->vp_named) != 0)
    {
      GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->vp_button));
      /* Translators: a player's score button read by a screen reader: their name, then
       * their points as shown (“Ana: 9 VP”) */
      g_autofree char *said = g_strdup_printf (C_ ("player score", "%s: %s"), name, vp);

      gtk_menu_button_set_label (self->vp_button, vp);
      /* Issue 41: “0 VP” was read without whose it is; the focus is on the button inside. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->vp_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
      if (button != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        said, -1);
      g_free (self->vp_named);
      self->vp_named = g_strdup (name);
    }

  ts_burgundy_duchy_view_set_player (self->duchy, state, player);

  {
    guint size = MIN (ts_burgundy_storage_size (p), TS_BURGUNDY_MAX_STORAGE);
    /* The team game shows its 4 spaces always, 2 shared and 2 private (CB-TEM-08); with
     * shield 4 an empty further shared space once the 2 are full (issue 26). */
    guint shown = state->options.team ? TS_BURGUNDY_TEAM_STORAGE : TS_BURGUNDY_STORAGE;

    if (state->options.team && size > TS_BURGUNDY_TEAM_STORAGE && p->storage[0] != 0
        && p->storage[1] != 0)
      shown = TS_BURGUNDY_TEAM_STORAGE + 1;

    if (self->team != state->options.team)
      {
        self->team = state->options.team;
        for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
          update_storage (self, k);
      }

    for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
      {
        guint8 tile = k < size ? p->storage[k] : 0;

        if (tile != 0)
          shown = MAX (shown, k + 2);
        if (self->storage[k] != tile)
          {
            self->storage[k] = tile;
            update_storage (self, k);
          }
      }
    layout_storage (self, MIN (shown, size));
  }
  if (self->shields_on != state->options.shields
      || memcmp (self->shields, p->shield, sizeof self->shields) != 0)
    {
      self->shields_on = state->options.shields;
      memcpy (self->shields, p->shield, sizeof self->shields);
      ts_burgundy_player_panel_update_shields (self);
    }
  for (guint g = 1; g <= 6; g++)
    if (!self->goods_set || self->goods[g] != p->goods[g])
      {
        self->goods[g] = p->goods[g];
        update_goods (self, g, p->goods[g]);
      }
  self->goods_set = TRUE;
  if (memcmp (self->sold, p->sold, sizeof self->sold) != 0)
    {
      memcpy (self->sold, p->sold, sizeof self->sold);
      ts_burgundy_player_panel_update_sold (self);
    }
  if (self->bonus_large != p->bonus_large || self->bonus_small != p->bonus_small)
    {
      self->bonus_large = p->bonus_large;
      self->bonus_small = p->bonus_small;
      ts_burgundy_player_panel_update_bonus (self);
    }
  /* No bonus tiles in the solo game (CB-SOL-18). */
  gtk_widget_set_visible (self->bonus_heading, !state->options.solo);
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_box), !state->options.solo);
  ts_burgundy_route_strip_show (TS_BURGUNDY_ROUTE_STRIP (self->route), p);
  gtk_widget_set_visible (GTK_WIDGET (self->outposts_label), state->options.outposts);
  if (state->options.outposts)
    {
      guint joined = ts_burgundy_outposts_chain (state, p);
      /* Translators: outposts module (CB-OUT): the most outposts one chain of the player's
       * tiles joins, of the 3 on their duchy */
      g_autofree char *text = g_strdup_printf (_("Outposts joined: %u of %u"), joined,
                                               TS_BURGUNDY_OUTPOSTS);

      gtk_label_set_label (self->outposts_label, text);
    }
  ts_player_ledger_set_player (self->ledger, &ts_burgundy_module, state, player);
}

void
ts_burgundy_player_panel_set_lit (TsBurgundyPlayerPanel *self,
                                  guint64                storage,
                                  guint                  goods,
                                  const TsBurgundySpaces *spaces)
{
  g_return_if_fail (TS_IS_BURGUNDY_PLAYER_PANEL (self));

  self->storage_lit = storage;
  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    if (self->storage_buttons[k] != NULL)
      ts_game_page_toggle_class (self->storage_buttons[k], "cob-lit", (storage >> k) & 1);
  for (guint g = 1; g <= 6; g++)
    ts_game_page_toggle_class (self->goods_buttons[g], "cob-lit", (goods >> g) & 1);
  ts_burgundy_duchy_view_set_lit (self->duchy, spaces);
}

void
ts_burgundy_player_panel_set_selected_storage (TsBurgundyPlayerPanel *self,
                                               int                    storage)
{
  g_return_if_fail (TS_IS_BURGUNDY_PLAYER_PANEL (self));
  g_return_if_fail (storage >= -1 && storage < TS_BURGUNDY_MAX_STORAGE);

  self->storage_selected = storage;
  self->storage_chosen = TRUE;
  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    if (self->storage_buttons[k] != NULL)
      show_selected (self, k);
}
