/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-paint.h"
#include "ts-carcassonne-supply.h"
#include "ts-game-page.h"
#include "ts-paint.h"
#include "ts-player-ledger.h"
#include "ts-tooltip.h"

#define ICON_SIZE 16
#define CHIP_SIZE 12

/* The goods tokens' colours, as the map draws their icons: wine red, grain yellow, cloth blue. */
static const char *const good_colors[TS_CARCASSONNE_N_GOODS] = {
  "#a51d2d", "#e5a50a", "#3584e4",
};

/* One player's row: a button whose popover is the player's ledger. */
typedef struct
{
  GtkMenuButton *button;
  TsPlayerLedger *ledger;
  GtkWidget *marker; /* whose turn: shown for the player who decides now */
  GtkWidget *swatch;
  GdkRGBA rgba;      /* the swatch's colour */
  GtkLabel *name;
  GtkLabel *vp;
  GtkImage *follower_icon;
  GtkLabel *followers;
  GtkWidget *builder_box;
  GtkImage *builder_icon;
  GtkLabel *builder;
  GtkWidget *pig_box;
  GtkImage *pig_icon;
  GtkLabel *pig;
  GtkWidget *goods_box;
  GtkImage *good_icons[TS_CARCASSONNE_N_GOODS];
  GtkLabel *goods[TS_CARCASSONNE_N_GOODS];
  char *color; /* what the icons were drawn in */
} SupplyRow;

struct _TsCarcassonneSupply
{
  GtkWidget parent_instance;

  GtkWidget *box;
  guint n_rows;
  SupplyRow rows[TS_CARCASSONNE_MAX_PLAYERS];
  const TsGameModule *module;
  TsCarcassonneState *state; /* a copy */
  gboolean goods_pages;      /* the ledgers have the goods' pages */
};

G_DEFINE_FINAL_TYPE (TsCarcassonneSupply, ts_carcassonne_supply, GTK_TYPE_WIDGET)

static void
parse_color (const char *color,
             GdkRGBA    *rgba)
{
  if (color == NULL || !gdk_rgba_parse (rgba, color))
    gdk_rgba_parse (rgba, "#77767b");
}

/* A goods token: a rounded square of @color with a grey rim, as ts_paint_swatch rims a
 * player's disc. */
static GdkPaintable *
chip_paintable (const char *color,
                int         size,
                float       radius)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  graphene_size_t bounds = GRAPHENE_SIZE_INIT (size, size);
  GskRoundedRect rect;
  GdkRGBA fill;
  GdkRGBA rim = { 0.5, 0.5, 0.5, 0.8 };
  const float widths[4] = { 1, 1, 1, 1 };
  const GdkRGBA rims[4] = { rim, rim, rim, rim };

  parse_color (color, &fill);
  gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (0, 0, size, size), radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_color (snapshot, &fill, &GRAPHENE_RECT_INIT (0, 0, size, size));
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &rect, widths, rims);
  return gtk_snapshot_free_to_paintable (g_steal_pointer (&snapshot), &bounds);
}

/* A follower, builder or pig in the player's colour, as the map draws it. */
static GdkPaintable *
figure_paintable (guint       figure,
                  const char *color)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  graphene_size_t bounds = GRAPHENE_SIZE_INIT (ICON_SIZE, ICON_SIZE);
  GdkRGBA rgba;

  parse_color (color, &rgba);
  /* No mark: the player's name is beside it. */
  ts_carcassonne_paint_figure (snapshot, NULL, figure, FALSE, ICON_SIZE / 2.f, ICON_SIZE / 2.f,
                               ICON_SIZE, &rgba, NULL);
  return gtk_snapshot_free_to_paintable (g_steal_pointer (&snapshot), &bounds);
}

static void
set_paintable (GtkImage     *image,
               GdkPaintable *paintable,
               int           size)
{
  gtk_image_set_from_paintable (image, paintable);
  gtk_image_set_pixel_size (image, size);
  g_object_unref (paintable);
}

static GtkLabel *
caption_new (GtkWidget *box)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static GtkImage *
image_new (GtkWidget *box)
{
  GtkWidget *image = gtk_image_new ();

  gtk_box_append (GTK_BOX (box), image);
  return GTK_IMAGE (image);
}

static void
ledger_shown_cb (GtkWidget           *popover,
                 TsCarcassonneSupply *self)
{
  SupplyRow *row = g_object_get_data (G_OBJECT (popover), "row");

  /* The ledger follows the state only while someone reads it. */
  if (self->state != NULL && self->module != NULL)
    ts_player_ledger_set_player (row->ledger, self->module, self->state,
                                 row - self->rows);
}

static void
row_init (TsCarcassonneSupply *self,
          SupplyRow           *row)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *figures = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *follower_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  row->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_add_css_class (GTK_WIDGET (row->button), "cc-supply-row");
  gtk_widget_set_hexpand (GTK_WIDGET (row->button), TRUE);

  row->marker = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_widget_add_css_class (row->marker, "cc-turn-marker");
  gtk_box_append (GTK_BOX (top), row->marker);
  row->swatch = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (row->swatch), CHIP_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (row->swatch), CHIP_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (row->swatch), ts_paint_swatch_draw,
                                  &row->rgba, NULL);
  gtk_widget_set_valign (row->swatch, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (top), row->swatch);
  row->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (row->name, 0);
  gtk_label_set_ellipsize (row->name, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (row->name), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (row->name), "heading");
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (row->name));
  row->vp = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->vp), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (row->vp), "cc-supply-vp");
  gtk_widget_set_name (GTK_WIDGET (row->vp), "points");
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (row->vp));

  /* The figures line sits under the name, past the marker. */
  gtk_widget_set_margin_start (figures, 22);
  row->follower_icon = image_new (follower_box);
  row->followers = caption_new (follower_box);
  gtk_widget_set_name (GTK_WIDGET (row->followers), "followers");
  gtk_box_append (GTK_BOX (figures), follower_box);

  row->builder_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  row->builder_icon = image_new (row->builder_box);
  row->builder = caption_new (row->builder_box);
  gtk_widget_set_name (GTK_WIDGET (row->builder), "builder");
  gtk_widget_set_margin_start (row->builder_box, 6);
  gtk_box_append (GTK_BOX (figures), row->builder_box);

  row->pig_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  row->pig_icon = image_new (row->pig_box);
  row->pig = caption_new (row->pig_box);
  gtk_widget_set_name (GTK_WIDGET (row->pig), "pig");
  gtk_widget_set_margin_start (row->pig_box, 6);
  gtk_box_append (GTK_BOX (figures), row->pig_box);

  row->goods_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_set_margin_start (row->goods_box, 22);
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    {
      g_autofree char *name = g_strdup_printf ("good-%u", g);

      row->good_icons[g] = image_new (row->goods_box);
      set_paintable (row->good_icons[g], chip_paintable (good_colors[g], 10, 2), 10);
      row->goods[g] = caption_new (row->goods_box);
      gtk_widget_set_name (GTK_WIDGET (row->goods[g]), name);
      gtk_widget_set_margin_end (GTK_WIDGET (row->goods[g]), 6);
    }

  gtk_box_append (GTK_BOX (content), top);
  gtk_box_append (GTK_BOX (content), figures);
  gtk_box_append (GTK_BOX (content), row->goods_box);
  gtk_menu_button_set_child (row->button, content);
  /* GtkMenuButton centres its child in a box of its own; the rows line up only when the
   * content takes the button's whole width, whatever the length of its lines. */
  gtk_widget_set_halign (gtk_widget_get_parent (content), GTK_ALIGN_FILL);
  gtk_widget_set_hexpand (content, TRUE);

  row->ledger = TS_PLAYER_LEDGER (ts_player_ledger_new ());
  gtk_popover_set_child (GTK_POPOVER (popover), GTK_WIDGET (row->ledger));
  g_object_set_data (G_OBJECT (popover), "row", row);
  g_signal_connect (popover, "show", G_CALLBACK (ledger_shown_cb), self);
  gtk_menu_button_set_popover (row->button, popover);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (row->button));
}

static void
set_ledger_pages (TsCarcassonneSupply *self,
                  gboolean             goods)
{
  static const TsLedgerResource with_goods[] = {
    TS_LEDGER_VP, TS_LEDGER_WINE, TS_LEDGER_GRAIN, TS_LEDGER_CLOTH,
  };

  for (guint p = 0; p < self->n_rows; p++)
    ts_player_ledger_set_resources (self->rows[p].ledger, with_goods, goods ? 4 : 1);
  self->goods_pages = goods;
}

static void
set_rows (TsCarcassonneSupply *self,
          guint                n_players)
{
  for (guint p = 0; p < self->n_rows; p++)
    {
      gtk_box_remove (GTK_BOX (self->box), GTK_WIDGET (self->rows[p].button));
      g_clear_pointer (&self->rows[p].color, g_free);
    }
  memset (self->rows, 0, sizeof self->rows);
  self->n_rows = n_players;
  for (guint p = 0; p < n_players; p++)
    row_init (self, &self->rows[p]);
  set_ledger_pages (self, FALSE);
}

/* "in supply" or "on the map", for the builder and the pig. */
static const char *
where_text (gboolean in_supply)
{
  /* Translators: where a player's builder or pig is, shown beside its picture */
  return in_supply ? C_("figure", "in supply") : C_("figure", "on the map");
}

static char *
accessible_text (const TsCarcassonneState *s,
                 guint                     player,
                 const char               *name,
                 gboolean                  turn)
{
  const TsCarcassonnePlayer *p = &s->players[player];
  g_autoptr(GString) text = g_string_new (NULL);

  /* Translators: a player's row in Carcassonne's supply panel, read by screen readers:
   * "Ana, 23 VP, 5 of 7 followers in supply" */
  g_string_append_printf (text, ngettext ("%s, %d VP", "%s, %d VP", ABS (p->vp)), name, p->vp);
  g_string_append (text, ", ");
  g_string_append_printf (text,
                          ngettext ("%u of %u follower in supply", "%u of %u followers in supply",
                                    TS_CARCASSONNE_FOLLOWERS),
                          p->followers, TS_CARCASSONNE_FOLLOWERS);
  if (s->opt_builder)
    /* Translators: "builder in supply" / "builder on the map" */
    g_string_append_printf (text, _(", builder %s"), where_text (p->builder));
  if (s->opt_pig)
    /* Translators: "pig in supply" / "pig on the map" */
    g_string_append_printf (text, _(", pig %s"), where_text (p->pig));
  if (s->opt_goods)
    /* Translators: a player's goods tokens, read by screen readers */
    g_string_append_printf (text, _(", wine %u, grain %u, cloth %u"),
                            p->goods[TS_CARCASSONNE_WINE], p->goods[TS_CARCASSONNE_GRAIN],
                            p->goods[TS_CARCASSONNE_CLOTH]);
  if (turn)
    /* Translators: appended to a player's row in the supply panel when they play now */
    g_string_append (text, _(", plays now"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_row (TsCarcassonneSupply *self,
            guint                player,
            const char          *name,
            const char          *color)
{
  const TsCarcassonneState *s = self->state;
  const TsCarcassonnePlayer *p = &s->players[player];
  SupplyRow *row = &self->rows[player];
  gboolean turn = s->stage != TS_CARCASSONNE_STAGE_OVER && s->turn == player;
  g_autofree char *vp = NULL;
  g_autofree char *followers = NULL;
  g_autofree char *accessible = NULL;
  g_autofree char *tooltip = NULL;

  if (g_strcmp0 (row->color, color) != 0)
    {
      g_free (row->color);
      row->color = g_strdup (color);
      parse_color (color, &row->rgba);
      gtk_widget_queue_draw (row->swatch);
      set_paintable (row->follower_icon, figure_paintable (TS_CARCASSONNE_FOLLOWER, color),
                     ICON_SIZE);
      set_paintable (row->builder_icon, figure_paintable (TS_CARCASSONNE_BUILDER, color),
                     ICON_SIZE);
      set_paintable (row->pig_icon, figure_paintable (TS_CARCASSONNE_PIG, color), ICON_SIZE);
    }
  gtk_label_set_text (row->name, name);
  /* Translators: a player's victory points in Carcassonne's supply panel */
  vp = g_strdup_printf (ngettext ("%d VP", "%d VP", ABS (p->vp)), p->vp);
  gtk_label_set_text (row->vp, vp);
  /* Translators: followers in a player's supply, of the 7 each has: "5 / 7" */
  followers = g_strdup_printf (C_("followers", "%u / %u"), p->followers,
                               TS_CARCASSONNE_FOLLOWERS);
  gtk_label_set_text (row->followers, followers);
  gtk_widget_set_visible (row->builder_box, s->opt_builder);
  gtk_label_set_text (row->builder, where_text (p->builder));
  gtk_widget_set_visible (row->pig_box, s->opt_pig);
  gtk_label_set_text (row->pig, where_text (p->pig));
  ts_game_page_toggle_class (GTK_WIDGET (row->builder_icon), "cc-away", !p->builder);
  ts_game_page_toggle_class (GTK_WIDGET (row->pig_icon), "cc-away", !p->pig);
  gtk_widget_set_visible (row->goods_box, s->opt_goods);
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    {
      g_autofree char *count = g_strdup_printf ("%u", p->goods[g]);

      gtk_label_set_text (row->goods[g], count);
      ts_tooltip_set (GTK_WIDGET (row->good_icons[g]),
                                   ts_carcassonne_good_name (g));
    }
  /* The marker keeps its place when hidden, so names do not move as turns pass. */
  gtk_widget_set_opacity (row->marker, turn ? 1 : 0);
  ts_game_page_toggle_class (GTK_WIDGET (row->button), "cc-turn", turn);

  accessible = accessible_text (s, player, name, turn);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  /* Translators: tooltip of a player's row in Carcassonne's supply panel */
  tooltip = g_strdup_printf (_("%s: every point and goods token with its cause"), name);
  ts_tooltip_set (GTK_WIDGET (row->button), tooltip);

  /* An open ledger follows the entries. */
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (row->button))))
    ts_player_ledger_set_player (row->ledger, self->module, s, player);
}

GtkWidget *
ts_carcassonne_supply_new (void)
{
  return g_object_new (TS_TYPE_CARCASSONNE_SUPPLY, NULL);
}

void
ts_carcassonne_supply_set_state (TsCarcassonneSupply      *self,
                                 TsMatch                  *match,
                                 const TsCarcassonneState *state,
                                 const char *const        *colors)
{
  GListModel *players;

  g_return_if_fail (TS_IS_CARCASSONNE_SUPPLY (self));
  g_return_if_fail (TS_IS_MATCH (match));
  g_return_if_fail (state != NULL);

  g_clear_pointer (&self->state, g_free);
  self->state = ts_carcassonne_state_copy (state);
  self->module = ts_match_get_module (match);
  if (self->n_rows != state->n_players)
    set_rows (self, state->n_players);
  if (self->goods_pages != (state->opt_goods != 0))
    set_ledger_pages (self, state->opt_goods != 0);
  players = ts_match_get_players (match);
  for (guint p = 0; p < state->n_players; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);
      const char *name = player != NULL ? ts_match_player_get_name (player) : state->names[p];
      const char *color = colors != NULL && g_strv_length ((char **) colors) > p ? colors[p]
                                                                               : NULL;

      update_row (self, p, name, color);
    }
}

static void
ts_carcassonne_supply_dispose (GObject *object)
{
  TsCarcassonneSupply *self = TS_CARCASSONNE_SUPPLY (object);

  for (guint p = 0; p < self->n_rows; p++)
    g_clear_pointer (&self->rows[p].color, g_free);
  self->n_rows = 0;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->state, g_free);
  G_OBJECT_CLASS (ts_carcassonne_supply_parent_class)->dispose (object);
}

static void
ts_carcassonne_supply_class_init (TsCarcassonneSupplyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "carcassonnesupply");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  object_class->dispose = ts_carcassonne_supply_dispose;
}

static void
ts_carcassonne_supply_init (TsCarcassonneSupply *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of Carcassonne's panel of
                                   * the players' VP, followers and goods */
                                  _("Players' supply"), -1);
}
