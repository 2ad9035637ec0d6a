/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-focus-group.h"
#include "ts-game-page.h"
#include "ts-kingsburg-court.h"
#include "ts-kingsburg-province.h"
#include "ts-player-ledger.h"
#include "ts-tooltip.h"
#include "ts-wrap-bin.h"

extern const TsGameModule ts_kingsburg_module;

/* The ledger's pages: everything a Kingsburg player counts. */
static const TsLedgerResource ledger_resources[] = {
  TS_LEDGER_VP,    TS_LEDGER_GOLD,     TS_LEDGER_WOOD,
  TS_LEDGER_STONE, TS_LEDGER_SOLDIERS, TS_LEDGER_TOKENS,
};

struct _TsKingsburgProvince
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkMenuButton *counts_button; /* the counts; its popover is the ledger */
  TsPlayerLedger *ledger;
  const TsKingsburgState *state; /* the match's, until the next set_player () */
  guint player;
  char *counts;
  GtkLabel *dice;
  GtkWidget *grid;
  GtkWidget *buttons[TS_KINGSBURG_N_BUILDINGS];
  GtkLabel *cost_labels[TS_KINGSBURG_N_BUILDINGS];
  GtkLabel *name_labels[TS_KINGSBURG_N_BUILDINGS];
  gboolean compact; /* under the court, on a narrow window (issue 54) */
  /* What the buildings were last drawn from (built, lit, the Crane's discount): most entries
   * change none of it. */
  guint32 drawn_built;
  guint32 drawn_lit;
  int drawn_crane;
};

G_DEFINE_FINAL_TYPE (TsKingsburgProvince, ts_kingsburg_province, GTK_TYPE_WIDGET)

enum
{
  BUILDING_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_kingsburg_province_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_PROVINCE, NULL);
}

GtkWidget *
ts_kingsburg_province_get_button (TsKingsburgProvince *self,
                                  guint                building)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_PROVINCE (self), NULL);
  g_return_val_if_fail (building < TS_KINGSBURG_N_BUILDINGS, NULL);
  return self->buttons[building];
}

const char *
ts_kingsburg_province_get_counts (TsKingsburgProvince *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_PROVINCE (self), NULL);
  return self->counts;
}

static void
update_dice (TsKingsburgProvince      *self,
             const TsKingsburgPlayer  *p,
             const char               *color,
             const char               *mark)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  if (p->n_dice == 0)
    {
      gtk_label_set_text (self->dice, _("No dice this season yet"));
      return;
    }
  g_string_append_printf (markup, "%s ", _("Dice:"));
  /* The player's mark once, before their coloured dice. */
  for (guint d = 0; d < p->n_dice; d++)
    ts_kingsburg_court_append_dice (markup, d < TS_KINGSBURG_COLOURED ? color : "#77767b",
                                    d == 0 ? mark : NULL, &p->dice[d], 1,
                                    (p->placed >> d) & 1u);
  gtk_label_set_markup (self->dice, markup->str);
}

/* @counts on lines of at most 24 characters where they can be broken, at each “ · ”: a
 * compact sheet on a phone's narrow window (issue 54). */
static char *
short_lines (const char *counts)
{
  g_auto(GStrv) parts = g_strsplit (counts, " · ", -1);
  g_autoptr(GString) text = g_string_new (NULL);
  glong line = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      glong length = g_utf8_strlen (parts[i], -1);

      if (i > 0 && line + 3 + length > 24)
        {
          g_string_append (text, " ·\n");
          line = 0;
        }
      else if (i > 0)
        {
          g_string_append (text, " · ");
          line += 3;
        }
      g_string_append (text, parts[i]);
      line += length;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* @counts on two lines, broken at the “ · ” nearest its middle, when it is longer than a
 * sheet's width holds on one (56 characters: “1× ouro, 2× pedra · 0 “+2” · 2 soldados ·
 * 12 PV · o Mensageiro do Rei”); else a copy. Never cut nor widening the page past a
 * 1024x600 screen (issue 30). A wrapping label would not do: a button gives it one line. */
static char *
two_lines (const char *counts)
{
  glong length = g_utf8_strlen (counts, -1);
  const char *best = NULL;
  glong best_distance = G_MAXLONG;
  g_autoptr(GString) text = NULL;

  if (length <= 56)
    return g_strdup (counts);
  for (const char *p = strstr (counts, " · "); p != NULL; p = strstr (p + 1, " · "))
    {
      glong distance = ABS (g_utf8_pointer_to_offset (counts, p) - length / 2);

      if (distance < best_distance)
        {
          best = p;
          best_distance = distance;
        }
    }
  if (best == NULL)
    return g_strdup (counts);
  text = g_string_new_len (counts, best - counts);
  g_string_append (text, " ·\n");
  g_string_append (text, best + strlen (" · "));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
ts_kingsburg_province_set_player (TsKingsburgProvince    *self,
                                  const TsKingsburgState *s,
                                  guint                   player,
                                  const char             *color,
                                  const char             *mark,
                                  guint32                 lit)
{
  const TsKingsburgPlayer *p = &s->players[player];
  g_autofree char *goods = NULL;
  g_autofree char *counts = NULL;

  g_return_if_fail (TS_IS_KINGSBURG_PROVINCE (self));

  goods = ts_kingsburg_goods_text (p->goods);
  counts = g_strdup_printf (
      /* Translators: a player's goods, “+2” tokens, soldiers and victory points */
      _("%s · %u “+2” · %u soldiers · %d VP%s"), goods, p->plus2, p->soldiers, p->vp,
      s->envoy == player ? _(" · the King's Envoy") : "");
  self->state = s;
  self->player = player;
  if (g_strcmp0 (self->counts, counts) != 0)
    {
      g_autofree char *shown = self->compact ? short_lines (counts) : two_lines (counts);

      g_free (self->counts);
      self->counts = g_strdup (counts);
      gtk_menu_button_set_label (self->counts_button, shown);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->counts_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, counts, -1);
    }
  /* An open ledger follows the entries. */
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->counts_button))))
    ts_player_ledger_set_player (self->ledger, &ts_kingsburg_module, s, player);
  update_dice (self, p, color, mark);

  {
    int crane = ts_kingsburg_works (p, TS_KINGSBURG_B_CRANE);

    if (self->drawn_crane == crane && self->drawn_built == p->built && self->drawn_lit == lit)
      return;
    self->drawn_crane = crane;
    self->drawn_built = p->built;
    self->drawn_lit = lit;
  }
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    {
      const TsKingsburgBuilding *building = &s->data->buildings[b];
      guint8 cost[TS_KINGSBURG_N_GOODS];
      g_autofree char *price = NULL;
      g_autofree char *line = NULL;
      g_autofree char *name = NULL;
      gboolean built = ts_kingsburg_has (p, b);

      ts_kingsburg_cost (s, player, b, cost);
      price = ts_kingsburg_goods_text (cost);
      /* Translators: a building's cost and victory points */
      line = g_strdup_printf (_("%s · %u VP"), price, building->vp);
      {
        g_autoptr(GString) markup = g_string_new (NULL);
        gint8 signs[TS_KINGSBURG_N_GOODS];

        for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
          signs[g] = cost[g];
        ts_kingsburg_court_append_goods (markup, signs);
        gtk_label_set_markup (self->cost_labels[b], markup->str);
      }
      name = g_strdup_printf (built ? _("%s, built (%s)")
                              : (lit >> b) & 1u ? _("%s, can be built now for %s")
                                                : _("%s, costs %s"),
                              ts_kingsburg_building_name (b), line);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons[b]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      ts_tooltip_set (self->buttons[b], name);
      ts_game_page_toggle_class (self->buttons[b], "kb-built", built);
      ts_game_page_toggle_class (self->buttons[b], "kb-lit", (lit >> b) & 1u);
    }
}

void
ts_kingsburg_province_set_compact (TsKingsburgProvince *self,
                                   gboolean             compact)
{
  g_return_if_fail (TS_IS_KINGSBURG_PROVINCE (self));
  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  /* Compact, a name asks for its longest word, not 15 characters: 4 columns in 336 px. */
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    {
      gtk_label_set_width_chars (self->name_labels[b], compact ? -1 : 15);
      /* A word longer than a narrow column breaks rather than widen the page. */
      gtk_label_set_wrap_mode (self->name_labels[b],
                               compact ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
    }
  ts_game_page_toggle_class (GTK_WIDGET (self), "kb-compact", compact);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), compact ? 2 : 4);
  if (self->counts != NULL)
    {
      g_autofree char *shown = compact ? short_lines (self->counts) : two_lines (self->counts);

      gtk_menu_button_set_label (self->counts_button, shown);
    }
}

static void
ledger_shown_cb (TsKingsburgProvince *self)
{
  if (self->state != NULL)
    ts_player_ledger_set_player (self->ledger, &ts_kingsburg_module, self->state, self->player);
}

static void
clicked_cb (GtkButton           *button,
            TsKingsburgProvince *self)
{
  g_signal_emit (self, signals[BUILDING_ACTIVATED], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "building")));
}

static void
build_sheet (TsKingsburgProvince *self)
{
  const TsKingsburgData *data = ts_kingsburg_data_get (NULL);

  g_return_if_fail (data != NULL);
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *name = gtk_label_new (ts_kingsburg_building_name (b));
      GtkWidget *cost = gtk_label_new (NULL);
      GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autofree char *vp_text = NULL;
      GtkWidget *vp, *cost_bin;

      /* The name and the cost wrap between words, never cut (issue 24: “Merchants' Guild”,
       * “Ordem dos Cavaleiros” at 1024x600). A name asks for 15 characters, the width the
       * court's two-line cards leave the sheet at 1024x600: most names take one line (the
       * longest, “Ordem dos Mercadores”, two), so that the sheet fits the page's height
       * (issue 30). As wide as it asks and no wider, the sheet keeps its width when dice
       * come to the court. */
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (name), 15);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 15);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "caption-heading");
      gtk_label_set_wrap (GTK_LABEL (cost), TRUE);
      gtk_label_set_xalign (GTK_LABEL (cost), 0);
      gtk_widget_add_css_class (cost, "caption");
      /* Translators: a building's victory points, short */
      vp_text = g_strdup_printf (_("%u VP"), data->buildings[b].vp);
      vp = gtk_label_new (vp_text);
      gtk_widget_add_css_class (vp, "caption");
      /* Beside the VP in a horizontal box: measured for its width without a height
       * (TsWrapBin), not laid out at a dozen widths when the cost changes. */
      cost_bin = ts_wrap_bin_new (cost);
      gtk_widget_set_hexpand (cost_bin, TRUE);
      gtk_box_append (GTK_BOX (top), cost_bin);
      gtk_box_append (GTK_BOX (top), vp);
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), top);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "kb-building");
      gtk_widget_set_hexpand (button, TRUE);
      g_object_set_data (G_OBJECT (button), "building", GUINT_TO_POINTER (b));
      g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), self);
      gtk_grid_attach (GTK_GRID (self->grid), button, data->buildings[b].column,
                       data->buildings[b].row, 1, 1);
      self->buttons[b] = button;
      self->cost_labels[b] = GTK_LABEL (cost);
      self->name_labels[b] = GTK_LABEL (name);
    }
}

static void
ts_kingsburg_province_dispose (GObject *object)
{
  TsKingsburgProvince *self = TS_KINGSBURG_PROVINCE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->counts, g_free);
  self->state = NULL;
  G_OBJECT_CLASS (ts_kingsburg_province_parent_class)->dispose (object);
}

static void
ts_kingsburg_province_class_init (TsKingsburgProvinceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_province_dispose;
  signals[BUILDING_ACTIVATED] = ts_game_page_add_activated_signal (klass, "building-activated");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kingsburgprovince");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_kingsburg_province_init (TsKingsburgProvince *self)
{
  self->drawn_crane = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->counts_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  self->ledger = TS_PLAYER_LEDGER (ts_player_ledger_new ());
  self->dice = GTK_LABEL (gtk_label_new (NULL));
  self->grid = gtk_grid_new ();
  {
    GtkWidget *popover = gtk_popover_new ();

    ts_player_ledger_set_resources (self->ledger, ledger_resources,
                                    G_N_ELEMENTS (ledger_resources));
    gtk_popover_set_child (GTK_POPOVER (popover), GTK_WIDGET (self->ledger));
    g_signal_connect_swapped (popover, "show", G_CALLBACK (ledger_shown_cb), self);
    gtk_menu_button_set_popover (self->counts_button, popover);
    gtk_widget_set_halign (GTK_WIDGET (self->counts_button), GTK_ALIGN_START);
    ts_tooltip_set (GTK_WIDGET (self->counts_button),
                                 _("Every change of VP, goods, soldiers and “+2” tokens"));
    gtk_widget_add_css_class (GTK_WIDGET (self->counts_button), "kb-counts");
  }
  gtk_label_set_xalign (self->dice, 0);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  /* A row is as tall as its names: one that wraps does not make every row taller. */
  gtk_grid_set_row_homogeneous (GTK_GRID (self->grid), FALSE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 4);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->counts_button));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->dice));
  gtk_box_append (GTK_BOX (self->box), self->grid);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  build_sheet (self);
  ts_focus_group_add (self->grid);
}
