/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-after-paint.h"
#include "ts-carcassonne-farms.h"
#include "ts-paint.h"
#include "ts-wrap-bin.h"

/* Per city a field's holders score (CA-BEN-04), and with their pig there (CA-TPG-05). */
#define PER_CITY 3
#define PER_CITY_PIG 4
#define SWATCH_SIZE 12

/* One field with farmers: who holds it and what it borders. */
typedef struct
{
  guint16 root;
  guint8 followers[TS_CARCASSONNE_MAX_PLAYERS];
  guint8 majority; /* bit per holder */
  guint8 pigs;     /* bit per player whose pig is in the field */
  GArray *cities;  /* of guint16: the completed cities it borders */
} Farm;

static void
farm_clear (Farm *farm)
{
  g_clear_pointer (&farm->cities, g_array_unref);
}

struct _TsCarcassonneFarms
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *heading;
  GtkWidget *totals; /* a label per player: what the farms give them */
  GtkListBox *list;
  TsCarcassonneState *state; /* a copy */
  GStrv colors;
  /* What the rows show (farm_key()): they are made again only when it changes. The panel is
   * set after every entry, hidden or not, and its fields seldom change. */
  char *shown_key;
  guint n_farms_shown; /* the farms whose rows are in the list; the others wait (update()) */
};

G_DEFINE_FINAL_TYPE (TsCarcassonneFarms, ts_carcassonne_farms, GTK_TYPE_WIDGET)

enum
{
  FEATURE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint16
segment_root (const TsCarcassonneState *s,
              guint16                   seg)
{
  return ts_carcassonne_feature (s, seg / TS_CARCASSONNE_MAX_SEGMENTS,
                                 seg % TS_CARCASSONNE_MAX_SEGMENTS);
}

/* The fields with farmers now, in the order their first farmer was placed. */
static GArray *
farms_now (const TsCarcassonneState *s)
{
  GArray *farms = g_array_new (FALSE, TRUE, sizeof (Farm));

  g_array_set_clear_func (farms, (GDestroyNotify) farm_clear);
  for (guint i = 0; i < s->n_figures; i++)
    {
      const TsCarcassonneFigure *figure = &s->figures[i];
      TsCarcassonneFeatureInfo info;
      guint16 root;
      gboolean known = FALSE;
      Farm farm = { 0 };

      if (figure->type != TS_CARCASSONNE_FOLLOWER)
        continue;
      root = segment_root (s, figure->seg);
      for (guint f = 0; f < farms->len && !known; f++)
        known = g_array_index (farms, Farm, f).root == root;
      if (known)
        continue;
      ts_carcassonne_feature_info (s, root, &info);
      if (info.kind != TS_CARCASSONNE_FIELD)
        continue;
      farm.root = root;
      memcpy (farm.followers, info.followers, sizeof farm.followers);
      farm.majority = info.majority;
      farm.pigs = info.pigs;
      farm.cities = ts_carcassonne_field_cities (s, root);
      g_array_append_val (farms, farm);
    }
  return farms;
}

/* What @player scores for @farm: 3 per city, 4 with their pig; nothing without the
 * majority (CA-BEN-04, CA-TPG-04/05/06). */
static guint
farm_points (const Farm *farm,
             guint       player)
{
  if (!(farm->majority & (1u << player)))
    return 0;
  return farm->cities->len * ((farm->pigs & (1u << player)) ? PER_CITY_PIG : PER_CITY);
}

/* The player's colour as a disc with a grey rim (white and black read on light and dark);
 * the name is always in the words beside it. */
static GtkWidget *
swatch_new (TsCarcassonneFarms *self,
            guint               player)
{
  GtkWidget *area = gtk_drawing_area_new ();
  GdkRGBA color;

  if (self->colors == NULL || g_strv_length (self->colors) <= player
      || !gdk_rgba_parse (&color, self->colors[player]))
    gdk_rgba_parse (&color, "#77767b");
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SWATCH_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SWATCH_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), ts_paint_swatch_draw,
                                  gdk_rgba_copy (&color), (GDestroyNotify) gdk_rgba_free);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  return area;
}

/* A swatch and @text side by side; the label is named @name and has @css_class. The label
 * is measured for its width without a height (TsWrapBin): beside the swatch in a horizontal
 * box it would be laid out at a dozen widths, character by character, each time the farms
 * change. */
static GtkWidget *
player_line_new (TsCarcassonneFarms *self,
                 guint               player,
                 const char         *text,
                 const char         *name,
                 const char         *css_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *bin;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  ts_wrap_label_least (GTK_LABEL (label));
  gtk_widget_set_name (label, name);
  gtk_widget_add_css_class (label, css_class);
  bin = ts_wrap_bin_new (label);
  gtk_widget_set_hexpand (bin, TRUE);
  gtk_box_append (GTK_BOX (box), swatch_new (self, player));
  gtk_box_append (GTK_BOX (box), bin);
  return box;
}

static GtkWidget *
title_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  ts_wrap_label_least (GTK_LABEL (label));
  gtk_widget_set_name (label, "title");
  return label;
}

/* A row of the list: @title (a widget) over @subtitle, activating @feature (NO_SEG: none). */
static GtkWidget *
row_new (const char *name,
         GtkWidget  *title,
         const char *subtitle,
         const char *accessible,
         guint16     feature)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_box_append (GTK_BOX (box), title);
  if (subtitle != NULL)
    {
      GtkWidget *label = gtk_label_new (subtitle);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      ts_wrap_label_least (GTK_LABEL (label));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), feature != TS_CARCASSONNE_NO_SEG);
  g_object_set_data (G_OBJECT (row), "feature", GUINT_TO_POINTER (feature));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return row;
}

/* The fields scored at the end, as the final scoring scored them (CA-BEN-04), then those
 * with farmers that scored nothing. */
static GArray *
farms_final (const TsCarcassonneState *s)
{
  GArray *farms = g_array_new (FALSE, TRUE, sizeof (Farm));
  g_autoptr(GArray) now = farms_now (s);
  TsCarcassonneFeatureInfo info;

  g_array_set_clear_func (farms, (GDestroyNotify) farm_clear);
  for (guint i = 0; i < s->n_scorings; i++)
    {
      const TsCarcassonneScoring *scoring = &s->scorings[i];
      Farm farm = { 0 };

      if (scoring->kind != TS_CARCASSONNE_FIELD)
        continue;
      farm.root = segment_root (s, scoring->seg);
      memcpy (farm.followers, scoring->followers, sizeof farm.followers);
      farm.majority = scoring->winners;
      /* The scoring keeps the pigs that counted; the map also shows those that did not. */
      ts_carcassonne_feature_info (s, farm.root, &info);
      farm.pigs = scoring->pigs | info.pigs;
      farm.cities = ts_carcassonne_field_cities (s, farm.root);
      g_array_append_val (farms, farm);
    }
  /* Fields that scored nothing (no completed city) are explained too. */
  for (guint i = 0; i < now->len; i++)
    {
      Farm *farm = &g_array_index (now, Farm, i);
      gboolean scored = FALSE;

      for (guint f = 0; f < farms->len && !scored; f++)
        scored = g_array_index (farms, Farm, f).root == farm->root;
      if (scored)
        continue;
      g_array_append_val (farms, *farm);
      farm->cities = NULL; /* moved */
    }
  return farms;
}

/* Each player's farmers in the field, "Ana 2 farmers", with their swatch; @plain gets the
 * same in words. */
static GtkWidget *
holders_new (TsCarcassonneFarms *self,
             const Farm         *farm,
             GString            *plain)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 5);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  /* The row is what is focused and clicked, not the names in it. */
  gtk_widget_set_can_target (flow, FALSE);
  gtk_widget_set_can_focus (flow, FALSE);
  for (guint p = 0; p < self->state->n_players; p++)
    {
      g_autofree char *count = NULL;
      g_autofree char *text = NULL;
      GtkWidget *line;

      if (farm->followers[p] == 0)
        continue;
      /* Translators: a player's farmers in a field, "Ana 2 farmers" */
      count = g_strdup_printf (ngettext ("%u farmer", "%u farmers", farm->followers[p]),
                               farm->followers[p]);
      text = g_strdup_printf ("%s %s", self->state->names[p], count);
      line = player_line_new (self, p, text, "holder", "heading");
      gtk_flow_box_append (GTK_FLOW_BOX (flow), line);
      gtk_widget_set_focusable (gtk_widget_get_parent (line), FALSE);
      if (plain->len > 0)
        g_string_append (plain, ", ");
      g_string_append (plain, text);
    }
  return flow;
}

/* Who holds the field and where the pigs are, in a sentence or two. */
static char *
holding_text (TsCarcassonneFarms *self,
              const Farm         *farm)
{
  const TsCarcassonneState *s = self->state;
  g_autoptr(GString) names = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_holders = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (farm->majority & (1u << p))
      {
        if (n_holders++ > 0)
          g_string_append (names, ", ");
        g_string_append (names, s->names[p]);
      }
  if (n_holders == 1)
    /* Translators: the player who holds a field (CA-BEN-04) */
    g_string_append_printf (text, _("%s holds it with the most farmers."), names->str);
  else
    /* Translators: the players tied for the most farmers in a field, "Ana, Bruno" */
    g_string_append_printf (text, _("%s share it, tied for the most farmers."), names->str);
  for (guint p = 0; p < s->n_players; p++)
    {
      if (!(farm->pigs & (1u << p)))
        continue;
      g_string_append_c (text, ' ');
      if (farm->majority & (1u << p))
        /* Translators: CA-TPG-05 */
        g_string_append_printf (text, _("%s's pig is here: %u VP per city."), s->names[p],
                                PER_CITY_PIG);
      else
        /* Translators: CA-TPG-05, a pig whose owner has fewer farmers than another */
        g_string_append_printf (text, _("%s's pig is here, but without the most farmers it adds nothing."),
                                s->names[p]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
city_row_new (TsCarcassonneFarms *self,
              guint16             city)
{
  TsCarcassonneFeatureInfo info;
  g_autofree char *tiles = NULL;
  g_autofree char *text = NULL;
  g_autofree char *where = ts_carcassonne_feature_text (self->state, city);

  ts_carcassonne_feature_info (self->state, city, &info);
  /* Translators: the size of a city a field borders, in "City of 4 tiles, 2 pennants" */
  tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", info.tiles), info.tiles);
  if (info.pennants > 0)
    {
      /* Translators: the pennants of a city a field borders */
      g_autofree char *pennants = g_strdup_printf (ngettext ("%u pennant", "%u pennants",
                                                             info.pennants), info.pennants);

      /* Translators: a completed city a field borders: "City of 4 tiles, 2 pennants —
       * completed" */
      text = g_strdup_printf (_("City of %s, %s — completed"), tiles, pennants);
    }
  else
    /* Translators: a completed city a field borders: "City of 3 tiles — completed" */
    text = g_strdup_printf (_("City of %s — completed"), tiles);
  return row_new ("city", title_new (text), where, text, city);
}

static GtkWidget *
score_row_new (TsCarcassonneFarms *self,
               const Farm         *farm,
               guint               player)
{
  gboolean over = self->state->stage == TS_CARCASSONNE_STAGE_OVER;
  gboolean pig = (farm->pigs & (1u << player)) != 0;
  guint n = farm->cities->len;
  const char *name = self->state->names[player];
  g_autofree char *cities = NULL;
  g_autofree char *text = NULL;
  GtkWidget *line;

  /* Translators: completed cities a field borders, in "Ana scores 3 cities × 3 = 9 VP" */
  cities = g_strdup_printf (ngettext ("%u city", "%u cities", n), n);
  if (pig)
    text = g_strdup_printf (over
                              /* Translators: the final farm scoring of a field's holder
                               * with their pig (CA-TPG-05) */
                              ? _("%s scores %s × %u with the pig = %u VP")
                              /* Translators: what a field's holder with their pig would
                               * score if the game ended now */
                              : _("%s would score %s × %u with the pig = %u VP"),
                            name, cities, PER_CITY_PIG, farm_points (farm, player));
  else
    text = g_strdup_printf (over
                              /* Translators: the final farm scoring of a field's holder
                               * (CA-BEN-04) */
                              ? _("%s scores %s × %u = %u VP")
                              /* Translators: what a field's holder would score if the game
                               * ended now */
                              : _("%s would score %s × %u = %u VP"),
                            name, cities, PER_CITY, farm_points (farm, player));
  line = player_line_new (self, player, text, "title", "heading");
  return row_new ("score", line, NULL, text, farm->root);
}

static void
append_farm (TsCarcassonneFarms *self,
             const Farm         *farm)
{
  const TsCarcassonneState *s = self->state;
  g_autoptr(GString) plain = g_string_new (NULL);
  GtkWidget *holders = holders_new (self, farm, plain);
  g_autofree char *where = ts_carcassonne_feature_text (s, farm->root);
  g_autofree char *holding = holding_text (self, farm);
  g_autofree char *subtitle = g_strdup_printf ("%s. %s", where, holding);
  g_autofree char *accessible = g_strdup_printf ("%s: %s. %s", where, plain->str, holding);
  GtkWidget *field = row_new ("field", holders, subtitle, accessible, farm->root);

  gtk_widget_add_css_class (field, "cc-farm-field");
  gtk_list_box_append (self->list, field);
  if (farm->cities->len == 0)
    {
      const char *none = s->stage == TS_CARCASSONNE_STAGE_OVER
                           /* Translators: a field that scores nothing at the end */
                           ? _("No completed city borders this field.")
                           /* Translators: a field that would score nothing now */
                           : _("No completed city borders this field yet.");

      /* Nothing to score: no "0 cities × 3" rows. */
      gtk_list_box_append (self->list, row_new ("city", title_new (none), NULL, none,
                                                TS_CARCASSONNE_NO_SEG));
      return;
    }
  for (guint c = 0; c < farm->cities->len; c++)
    gtk_list_box_append (self->list,
                         city_row_new (self, g_array_index (farm->cities, guint16, c)));
  for (guint p = 0; p < s->n_players; p++)
    if (farm->majority & (1u << p))
      gtk_list_box_append (self->list, score_row_new (self, farm, p));
}

/* Everything the rows and totals of @farms are made from: the players' names and colours,
 * each field's holders, pigs and place, and the cities it borders with their size. */
static char *
farms_key (TsCarcassonneFarms *self,
           GArray             *farms)
{
  const TsCarcassonneState *s = self->state;
  GString *key = g_string_new (s->stage == TS_CARCASSONNE_STAGE_OVER ? "over" : "play");

  for (guint p = 0; p < s->n_players; p++)
    g_string_append_printf (key, "|%s|%s", s->names[p],
                            self->colors != NULL && g_strv_length (self->colors) > p
                              ? self->colors[p] : "");
  for (guint f = 0; f < farms->len; f++)
    {
      const Farm *farm = &g_array_index (farms, Farm, f);
      g_autofree char *where = ts_carcassonne_feature_text (s, farm->root);

      g_string_append_printf (key, "\n%u %u %u %s:", farm->majority, farm->pigs, farm->root,
                              where);
      for (guint p = 0; p < s->n_players; p++)
        g_string_append_printf (key, " %u", farm->followers[p]);
      for (guint c = 0; c < farm->cities->len; c++)
        {
          guint16 city = g_array_index (farm->cities, guint16, c);
          g_autofree char *city_where = ts_carcassonne_feature_text (s, city);

          g_string_append_printf (key, "|%u %s", city, city_where);
        }
    }
  return g_string_free (key, FALSE);
}

/* The farms of the list, as the state has them. */
static GArray *
farms_of (TsCarcassonneFarms *self)
{
  return self->state->stage == TS_CARCASSONNE_STAGE_OVER ? farms_final (self->state)
                                                          : farms_now (self->state);
}

/* The rows of the farms after the first, held back by update(). */
static void
append_rest (GtkWidget *widget)
{
  TsCarcassonneFarms *self = TS_CARCASSONNE_FARMS (widget);
  g_autoptr(GArray) farms = farms_of (self);

  for (guint f = self->n_farms_shown; f < farms->len; f++)
    append_farm (self, &g_array_index (farms, Farm, f));
  self->n_farms_shown = farms->len;
}

/* A page being made holds back the rows after the first farm's until its first frame is
 * painted (issue 56): at the end of a game they are most of its widgets, below the fold of
 * the side column, and they come after those shown, so nothing moves. */
static void
map_cb (TsCarcassonneFarms *self)
{
  if (ts_after_paint_pending (GTK_WIDGET (self))
      && ts_after_paint_window_painted (GTK_WIDGET (self)))
    {
      /* Shown in a window on screen already (the farms asked for during a game): now. */
      ts_after_paint_cancel (GTK_WIDGET (self));
      append_rest (GTK_WIDGET (self));
    }
}

static void
update (TsCarcassonneFarms *self)
{
  const TsCarcassonneState *s = self->state;
  gboolean over = s->stage == TS_CARCASSONNE_STAGE_OVER;
  g_autoptr(GArray) farms = farms_of (self);
  /* Not yet in a window: the page is being made for its first frame. */
  gboolean hold = gtk_widget_get_root (GTK_WIDGET (self)) == NULL;
  g_autofree char *key = farms_key (self, farms);
  guint totals[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };
  GtkListBoxRow *row;
  GtkWidget *child;

  if (g_strcmp0 (key, self->shown_key) == 0)
    return;
  g_free (self->shown_key);
  self->shown_key = g_steal_pointer (&key);
  while ((row = gtk_list_box_get_row_at_index (self->list, 0)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  while ((child = gtk_widget_get_first_child (self->totals)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->totals), child);

  ts_after_paint_cancel (GTK_WIDGET (self));
  self->n_farms_shown = hold ? MIN (farms->len, 1) : farms->len;
  for (guint f = 0; f < farms->len; f++)
    {
      const Farm *farm = &g_array_index (farms, Farm, f);

      if (f < self->n_farms_shown)
        append_farm (self, farm);
      for (guint p = 0; p < s->n_players; p++)
        totals[p] += farm_points (farm, p);
    }
  if (self->n_farms_shown < farms->len)
    ts_after_paint (GTK_WIDGET (self), append_rest);

  gtk_label_set_text (self->heading,
                      farms->len == 0 ? (over
                                           /* Translators: the farms panel of a game over */
                                           ? _("No farmer was on the map at the end.")
                                           /* Translators: the farms panel during a game */
                                           : _("No farmer is on the map yet."))
                      : over
                        /* Translators: heading of the farms panel once the game is over */
                        ? _("Final farm scoring")
                        /* Translators: heading of the farms panel during a game */
                        : _("The farms would score now"));
  gtk_widget_set_visible (GTK_WIDGET (self->list), farms->len > 0);
  gtk_widget_set_visible (self->totals, farms->len > 0);
  for (guint p = 0; p < s->n_players && farms->len > 0; p++)
    {
      /* Translators: a player's farm points in the farms panel: "Ana: 12 VP" */
      g_autofree char *text = g_strdup_printf (ngettext ("%s: %u VP", "%s: %u VP",
                                                         totals[p]),
                                               s->names[p], totals[p]);
      g_autofree char *name = g_strdup_printf ("farm-total-%u", p);
      GtkWidget *line = player_line_new (self, p, text, name, "numeric");

      gtk_flow_box_append (GTK_FLOW_BOX (self->totals), line);
      gtk_widget_set_focusable (gtk_widget_get_parent (line), FALSE);
    }
}

GtkWidget *
ts_carcassonne_farms_new (void)
{
  return g_object_new (TS_TYPE_CARCASSONNE_FARMS, NULL);
}

void
ts_carcassonne_farms_set_state (TsCarcassonneFarms       *self,
                                const TsCarcassonneState *state,
                                const char *const        *colors)
{
  g_return_if_fail (TS_IS_CARCASSONNE_FARMS (self));
  g_return_if_fail (state != NULL);

  g_clear_pointer (&self->state, g_free);
  self->state = ts_carcassonne_state_copy (state);
  g_clear_pointer (&self->colors, g_strfreev);
  self->colors = g_strdupv ((char **) colors);
  update (self);
}

static void
row_activated_cb (GtkListBox         *list,
                  GtkListBoxRow      *row,
                  TsCarcassonneFarms *self)
{
  guint feature = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "feature"));

  if (feature != TS_CARCASSONNE_NO_SEG)
    g_signal_emit (self, signals[FEATURE_ACTIVATED], 0, feature);
}

static void
ts_carcassonne_farms_dispose (GObject *object)
{
  TsCarcassonneFarms *self = TS_CARCASSONNE_FARMS (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->colors, g_strfreev);
  g_clear_pointer (&self->shown_key, g_free);
  G_OBJECT_CLASS (ts_carcassonne_farms_parent_class)->dispose (object);
}

static void
ts_carcassonne_farms_class_init (TsCarcassonneFarmsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "carcassonnefarms");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  object_class->dispose = ts_carcassonne_farms_dispose;
  /* "feature-activated" (guint feature): a field's or a city's root, to outline it. */
  signals[FEATURE_ACTIVATED] = g_signal_new ("feature-activated", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ts_carcassonne_farms_init (TsCarcassonneFarms *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->heading = GTK_LABEL (gtk_label_new (NULL));
  self->totals = gtk_flow_box_new ();
  self->list = GTK_LIST_BOX (gtk_list_box_new ());

  gtk_label_set_xalign (self->heading, 0);
  gtk_label_set_wrap (self->heading, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "heading");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->totals), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->totals), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->totals), 5);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->totals), 12);
  gtk_widget_add_css_class (self->totals, "cc-farm-totals");
  gtk_widget_set_can_focus (self->totals, FALSE);
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "cc-farms");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the list of fields with
                                   * farmers, their cities and points */
                                  _("Farms explained"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (self->box), self->totals);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}
