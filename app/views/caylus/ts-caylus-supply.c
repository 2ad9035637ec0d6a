/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus-supply.h"
#include "ts-caylus-tile-rows.h"
#include "ts-game-page.h"
#include "ts-paint.h"
#include "ts-player-ledger.h"
#include "ts-tooltip.h"
#include "ts-wrap-bin.h"

/* The ledger's pages: prestige, workers in supply, then the five resources. */
static const TsLedgerResource ledger_pages[] = {
  TS_LEDGER_VP, TS_LEDGER_WORKERS, TS_LEDGER_FOOD, TS_LEDGER_WOOD,
  TS_LEDGER_STONE, TS_LEDGER_CLOTH, TS_LEDGER_GOLD,
};

/* What each character does (CY-CHR-01..13), in TsCaylusCharacterId order. */
static const char *const character_powers[TS_CAYLUS_N_CHARACTERS] = {
  /* Translators: Caylus 1303's characters' powers, shown in a tooltip over the name */
  N_("Places one worker before the planning starts, paying one extra worker."),
  N_("Never pays the extra worker after someone has passed."),
  N_("Once a round, may place a worker on a building another player's worker occupies."),
  N_("Gains 2 PP instead of 1 when another player uses one of their buildings."),
  N_("The owner gains no PP when this player uses their building."),
  N_("May move the Provost one space for free after the Guild Bridge."),
  N_("Gains 1 more PP for each building or monument built."),
  N_("May deliver without a worker in the Worksite, last; or deliver again after everyone."),
  N_("Batches may be any 3 resources."),
  N_("Gains 1 more PP for each batch delivered."),
  N_("Gains 5 more PP for each batch delivered with gold in it."),
  N_("Takes 1 more worker from the Camp at each recruitment."),
};

/* One player's row: a menu button whose popover is the player's ledger. */
typedef struct
{
  GtkMenuButton *button;
  TsPlayerLedger *ledger;
  GtkWidget *marker;
  GtkWidget *chip;
  GdkRGBA rgba;
  GtkLabel *name;
  GtkWidget *first;
  GtkLabel *pp;
  GtkLabel *workers;
  GtkLabel *houses;
  GtkLabel *res[TS_CAYLUS_N_RESOURCES];
  GtkWidget *characters; /* a label per character held */
  guint32 characters_shown; /* ... those characters' bits */
  gconstpointer characters_data; /* ... and the data their names came from */
  GtkLabel *powers;      /* their powers, atop the ledger a tap opens (issue 54) */
  GtkLabel *places;      /* the bridge and the Worksite this round */
  GtkWidget *places_bin; /* its TsWrapBin, what shows or hides */
} PlayerRow;

struct _TsCaylusSupply
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *hidden_label;
  GtkToggleButton *toggle;
  GtkWidget *rows_box;
  guint n_rows;
  PlayerRow rows[TS_CAYLUS_MAX_PLAYERS];
  const TsGameModule *module;
  TsCaylusState *state; /* a copy */
  char names[TS_CAYLUS_MAX_PLAYERS][64];
  gboolean show_prestige;
};

G_DEFINE_FINAL_TYPE (TsCaylusSupply, ts_caylus_supply, GTK_TYPE_WIDGET)

static GtkLabel *
caption_append (GtkWidget  *box,
                const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_name (label, name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

/* The resources line: a coloured letter and the count for each resource. */
static GtkWidget *
resources_line (PlayerRow *row)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    {
      GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
      GtkWidget *letter = ts_caylus_resource_mark_new (r);

      ts_tooltip_set (pair, ts_caylus_resource_title (r));
      gtk_box_append (GTK_BOX (pair), letter);
      row->res[r] = caption_append (pair, ts_caylus_resource_to_string (r));
      gtk_box_append (GTK_BOX (line), pair);
    }
  return line;
}

static void
player_row_build (TsCaylusSupply *self,
                  PlayerRow      *row)
{
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *counts = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *resources = resources_line (row);
  GtkWidget *popover = gtk_popover_new ();

  row->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_add_css_class (GTK_WIDGET (row->button), "cy-supply-row");

  row->marker = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_widget_add_css_class (row->marker, "cy-decides");
  gtk_box_append (GTK_BOX (head), row->marker);
  row->chip = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (row->chip), 12);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (row->chip), 12);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (row->chip), ts_paint_swatch_draw,
                                  &row->rgba, NULL);
  gtk_widget_set_valign (row->chip, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (head), row->chip);
  row->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->name), "heading");
  gtk_label_set_ellipsize (row->name, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (row->name, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (row->name), TRUE);
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (row->name));
  /* Translators: the first-player token, beside the name of the player who holds it */
  row->first = gtk_label_new (C_("caylus token", "1st"));
  gtk_widget_add_css_class (row->first, "cy-first");
  gtk_widget_add_css_class (row->first, "caption-heading");
  gtk_widget_set_name (row->first, "first-player");
  /* Translators: tooltip of the first-player token in the players' supply */
  ts_tooltip_set (row->first, _("Holds the first-player token"));
  gtk_box_append (GTK_BOX (head), row->first);
  row->pp = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->pp), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (row->pp), "cy-supply-pp");
  gtk_widget_set_name (GTK_WIDGET (row->pp), "prestige");
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (row->pp));

  row->workers = caption_append (counts, "workers");
  row->houses = caption_append (counts, "houses");
  row->characters = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_name (row->characters, "characters");
  row->places = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->places), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (row->places), "dim-label");
  gtk_widget_set_name (GTK_WIDGET (row->places), "places");
  gtk_label_set_xalign (row->places, 0);
  /* One place a line, each wrapping if it must, never cut (issue 30: “Puente de los Gremios:
   * puesto 3 · Obra: casilla 1”). A wrapping label inside a button asks for its whole
   * width: its natural width is held to what the column has. */
  gtk_label_set_wrap (row->places, TRUE);
  gtk_label_set_natural_wrap_mode (row->places, GTK_NATURAL_WRAP_WORD);
  gtk_label_set_max_width_chars (row->places, 24);

  /* Every line under the name starts past the marker. */
  gtk_widget_set_margin_start (counts, 22);
  gtk_widget_set_margin_start (resources, 22);
  gtk_widget_set_margin_start (row->characters, 22);
  /* Measured for its width without a height (TsWrapBin): the place changes as the players
   * pass, and a wrapping label asked its width for a height is laid out at a dozen widths. */
  row->places_bin = ts_wrap_bin_new (GTK_WIDGET (row->places));
  gtk_widget_set_margin_start (row->places_bin, 22);
  gtk_box_append (GTK_BOX (lines), head);
  gtk_box_append (GTK_BOX (lines), counts);
  gtk_box_append (GTK_BOX (lines), resources);
  gtk_box_append (GTK_BOX (lines), row->characters);
  gtk_box_append (GTK_BOX (lines), row->places_bin);
  gtk_menu_button_set_child (row->button, lines);
  /* The menu button centres its child; the lines take its whole width so that rows align. */
  gtk_widget_set_halign (gtk_widget_get_parent (lines), GTK_ALIGN_FILL);
  gtk_widget_set_hexpand (lines, TRUE);

  row->ledger = TS_PLAYER_LEDGER (ts_player_ledger_new ());
  gtk_widget_add_css_class (GTK_WIDGET (row->ledger), "cy-ledger");
  ts_player_ledger_set_resources (row->ledger, ledger_pages, G_N_ELEMENTS (ledger_pages));
  /* Translators: the title of Caylus 1303's prestige page in a player's ledger */
  ts_player_ledger_set_points_title (row->ledger, C_("prestige points", "PP"));
  {
    /* What the characters' names say only on hover, in the popover a tap opens. */
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    row->powers = GTK_LABEL (gtk_label_new (NULL));
    gtk_label_set_wrap (row->powers, TRUE);
    gtk_label_set_max_width_chars (row->powers, 40);
    gtk_label_set_xalign (row->powers, 0);
    gtk_widget_set_visible (GTK_WIDGET (row->powers), FALSE);
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->powers));
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->ledger));
    gtk_popover_set_child (GTK_POPOVER (popover), box);
  }
  gtk_menu_button_set_popover (row->button, popover);
  gtk_box_append (GTK_BOX (self->rows_box), GTK_WIDGET (row->button));
}

/* The rows follow the turn order: rebuilt only when the number of players changes; the
 * order is kept by moving them. */
static void
ensure_rows (TsCaylusSupply *self,
             guint           n_players)
{
  if (self->n_rows == n_players)
    return;
  for (guint p = 0; p < self->n_rows; p++)
    gtk_box_remove (GTK_BOX (self->rows_box), GTK_WIDGET (self->rows[p].button));
  memset (self->rows, 0, sizeof self->rows);
  self->n_rows = n_players;
  for (guint p = 0; p < n_players; p++)
    player_row_build (self, &self->rows[p]);
}

/* The characters held, one a line (a name never wraps inside the side column), each with its
 * power in its tooltip and accessible description. */
static void
set_characters (PlayerRow           *row,
                const TsCaylusState *s,
                guint                player,
                GString             *accessible)
{
  GtkWidget *child;
  g_autoptr(GString) powers = g_string_new (NULL);
  guint32 held = s->players[player].characters;
  /* Made again only when they change: labels made anew at every entry, for every player,
   * were styled, shaped and laid out again with the whole side column. */
  gboolean make = held != row->characters_shown || s->data != row->characters_data;

  if (make)
    {
      while ((child = gtk_widget_get_first_child (row->characters)) != NULL)
        gtk_box_remove (GTK_BOX (row->characters), child);
      row->characters_shown = held;
      row->characters_data = s->data;
    }
  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    {
      const char *name, *power;
      GtkWidget *label;

      if (!(held & (1u << c)))
        continue;
      name = ts_caylus_character_name (s->data, c);
      power = _(character_powers[c]);
      if (make)
        {
          label = gtk_label_new (name);
          gtk_widget_add_css_class (label, "caption-heading");
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          ts_tooltip_set (label, power);
          gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, power, -1);
          gtk_box_append (GTK_BOX (row->characters), label);
        }
      /* Translators: a character a player holds, read by screen readers after the counts */
      g_string_append_printf (accessible, _(", the %s: %s"), name, power);
      {
        g_autofree char *n = g_markup_escape_text (name, -1);
        g_autofree char *w = g_markup_escape_text (power, -1);

        g_string_append_printf (powers, "%s<b>%s</b>: %s", powers->len > 0 ? "\n" : "", n, w);
      }
    }
  gtk_label_set_markup (row->powers, powers->str);
  gtk_widget_set_visible (GTK_WIDGET (row->powers), powers->len > 0);
  gtk_widget_set_visible (row->characters, gtk_widget_get_first_child (row->characters) != NULL);
}

/* "Guild Bridge: place 1" @sep "Worksite: space 3", or NULL when the player is on neither. */
static char *
places_text (const TsCaylusPlayer *p,
             const char           *sep)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (p->bridge > 0)
    /* Translators: a player's place on Caylus 1303's Guild Bridge this round (1 = passed
     * first) */
    g_string_append_printf (text, _("Guild Bridge: place %u"), p->bridge);
  if (p->worksite > 0)
    {
      if (text->len > 0)
        g_string_append (text, sep);
      /* Translators: the Worksite space of a player's worker this round */
      g_string_append_printf (text, _("Worksite: space %u"), p->worksite);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static void
update_row (TsCaylusSupply *self,
            guint           player,
            const char     *color)
{
  const TsCaylusState *s = self->state;
  const TsCaylusPlayer *p = &s->players[player];
  PlayerRow *row = &self->rows[player];
  gboolean decides = ts_caylus_state_actor (s) == (int) player;
  gboolean first = s->first == (int) player;
  g_autoptr(GString) accessible = g_string_new (self->names[player]);
  GdkRGBA rgba;
  g_autofree char *workers = NULL, *houses = NULL, *pp = NULL, *places = NULL;
  g_autofree char *places_said = NULL;
  g_autofree char *resources = NULL;

  if (color == NULL || !gdk_rgba_parse (&rgba, color))
    gdk_rgba_parse (&rgba, "#77767b");
  /* Drawn again only when it changes: a chip redrawn is damaged on screen. */
  if (!gdk_rgba_equal (&rgba, &row->rgba))
    {
      row->rgba = rgba;
      gtk_widget_queue_draw (row->chip);
    }
  gtk_label_set_text (row->name, self->names[player]);
  gtk_widget_set_opacity (row->marker, decides ? 1 : 0);
  ts_game_page_toggle_class (GTK_WIDGET (row->button), "cy-supply-now", decides);
  gtk_widget_set_visible (row->first, first);

  /* Translators: a player's prestige points in Caylus 1303's supply panel */
  pp = g_strdup_printf (ngettext ("%d PP", "%d PP", ABS (p->pp)), p->pp);
  gtk_label_set_text (row->pp, pp);
  gtk_widget_set_visible (GTK_WIDGET (row->pp), self->show_prestige);
  /* Translators: workers in a player's supply, then in the Camp: "6 + 9 in the Camp" */
  workers = g_strdup_printf (_("%u + %u in the Camp"), p->supply, p->camp);
  gtk_label_set_text (row->workers, workers);
  /* Translators: houses left in a player's supply */
  houses = g_strdup_printf (ngettext ("%u house", "%u houses", p->houses), p->houses);
  gtk_label_set_text (row->houses, houses);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    {
      g_autofree char *count = g_strdup_printf ("%u", p->res[r]);

      gtk_label_set_text (row->res[r], count);
    }
  /* One place a line on screen; read in one line. */
  places = places_text (p, "\n");
  places_said = places_text (p, " · ");
  gtk_label_set_text (row->places, places != NULL ? places : "");
  ts_tooltip_set (GTK_WIDGET (row->places), places_said);
  gtk_widget_set_visible (row->places_bin, places != NULL);

  if (self->show_prestige)
    g_string_append_printf (accessible, ", %s", pp);
  /* Translators: a player's workers, in words for screen readers */
  g_string_append_printf (accessible, _(", %u workers in supply and %u in the Camp, %s"),
                          p->supply, p->camp, houses);
  resources = ts_caylus_resources_text (p->res);
  if (resources != NULL && *resources != '\0')
    g_string_append_printf (accessible, ", %s", resources);
  set_characters (row, s, player, accessible);
  if (places_said != NULL)
    g_string_append_printf (accessible, ", %s", places_said);
  if (first)
    /* Translators: appended to a player's row read by screen readers */
    g_string_append (accessible, _(", holds the first-player token"));
  if (decides)
    /* Translators: appended to a player's row read by screen readers */
    g_string_append (accessible, _(", decides now"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible->str, -1);
  {
    /* Translators: tooltip of a player's row in Caylus 1303's supply panel */
    g_autofree char *tooltip = g_strdup_printf (_("%s: every change with its cause"),
                                                self->names[player]);

    ts_tooltip_set (GTK_WIDGET (row->button), tooltip);
  }
  /* The ledger keeps a copy of the state and reads its lines only once it is opened. */
  ts_player_ledger_set_player (row->ledger, self->module, s, player);
}

static void
update_rows (TsCaylusSupply *self)
{
  guint8 order[TS_CAYLUS_MAX_PLAYERS];
  GtkWidget *previous = NULL;

  gtk_label_set_text (self->hidden_label,
                      self->show_prestige
                          /* Translators: the prestige line of Caylus 1303's supply panel */
                          ? _("PP shown")
                          /* Translators: prestige is secret at the table (CY-SET-14) */
                          : _("PP hidden"));
  if (self->state == NULL)
    return;
  ts_caylus_turn_order (self->state, order);
  for (guint i = 0; i < self->state->n_players; i++)
    {
      guint p = order[i];

      update_row (self, p, g_object_get_data (G_OBJECT (self->rows[p].button), "color"));
      gtk_box_reorder_child_after (GTK_BOX (self->rows_box), GTK_WIDGET (self->rows[p].button),
                                   previous);
      previous = GTK_WIDGET (self->rows[p].button);
    }
}

GtkWidget *
ts_caylus_supply_new (void)
{
  return g_object_new (TS_TYPE_CAYLUS_SUPPLY, NULL);
}

void
ts_caylus_supply_set_state (TsCaylusSupply      *self,
                            TsMatch             *match,
                            const TsCaylusState *state,
                            const char *const   *colors)
{
  GListModel *players;
  guint n_colors;

  g_return_if_fail (TS_IS_CAYLUS_SUPPLY (self));
  g_return_if_fail (TS_IS_MATCH (match));
  g_return_if_fail (state != NULL);

  g_clear_pointer (&self->state, g_free);
  self->state = ts_caylus_state_copy (state);
  self->module = ts_match_get_module (match);
  ensure_rows (self, state->n_players);
  players = ts_match_get_players (match);
  n_colors = colors != NULL ? g_strv_length ((char **) colors) : 0;
  for (guint p = 0; p < state->n_players; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);

      g_strlcpy (self->names[p],
                 player != NULL ? ts_match_player_get_name (player) : state->names[p],
                 sizeof self->names[p]);
      g_object_set_data_full (G_OBJECT (self->rows[p].button), "color",
                              g_strdup (p < n_colors ? colors[p] : NULL), g_free);
    }
  /* At the end everything is counted openly (CY-END). */
  if (state->stage == TS_CAYLUS_STAGE_OVER && !self->show_prestige)
    ts_caylus_supply_set_show_prestige (self, TRUE);
  else
    update_rows (self);
}

gboolean
ts_caylus_supply_get_show_prestige (TsCaylusSupply *self)
{
  g_return_val_if_fail (TS_IS_CAYLUS_SUPPLY (self), FALSE);
  return self->show_prestige;
}

void
ts_caylus_supply_set_show_prestige (TsCaylusSupply *self,
                                    gboolean        show)
{
  g_return_if_fail (TS_IS_CAYLUS_SUPPLY (self));
  show = !!show;
  if (gtk_toggle_button_get_active (self->toggle) != show)
    {
      /* The toggle's handler comes back here. */
      gtk_toggle_button_set_active (self->toggle, show);
      return;
    }
  self->show_prestige = show;
  update_rows (self);
}

static void
toggled_cb (GtkToggleButton *toggle,
            TsCaylusSupply  *self)
{
  ts_caylus_supply_set_show_prestige (self, gtk_toggle_button_get_active (toggle));
}

static void
ts_caylus_supply_dispose (GObject *object)
{
  TsCaylusSupply *self = TS_CAYLUS_SUPPLY (object);

  self->n_rows = 0;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->state, g_free);
  G_OBJECT_CLASS (ts_caylus_supply_parent_class)->dispose (object);
}

static void
ts_caylus_supply_class_init (TsCaylusSupplyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_caylus_supply_dispose;
  gtk_widget_class_set_css_name (widget_class, "caylussupply");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ts_caylus_supply_init (TsCaylusSupply *self)
{
  GtkWidget *prestige = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->hidden_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->hidden_label), "dim-label");
  gtk_widget_set_name (GTK_WIDGET (self->hidden_label), "prestige-state");
  gtk_label_set_xalign (self->hidden_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->hidden_label), TRUE);
  gtk_box_append (GTK_BOX (prestige), GTK_WIDGET (self->hidden_label));
  /* Translators: a toggle in Caylus 1303's supply panel; prestige is secret at the table */
  self->toggle = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_mnemonic (_("Show _Prestige")));
  gtk_widget_add_css_class (GTK_WIDGET (self->toggle), "flat");
  ts_tooltip_set (GTK_WIDGET (self->toggle),
                               /* Translators: tooltip of the Show Prestige toggle */
                               _("Prestige is secret at the table until the end"));
  g_signal_connect (self->toggle, "toggled", G_CALLBACK (toggled_cb), self);
  gtk_box_append (GTK_BOX (prestige), GTK_WIDGET (self->toggle));
  gtk_box_append (GTK_BOX (self->box), prestige);

  self->rows_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->rows_box);
  gtk_box_append (GTK_BOX (self->box), scrolled);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of Caylus 1303's panel of
                                   * the players' supplies */
                                  _("Players' supply"), -1);
  update_rows (self);
}
