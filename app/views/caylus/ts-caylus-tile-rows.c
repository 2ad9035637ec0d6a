/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus.h"
#include "ts-caylus-tile-rows.h"
#include "ts-tooltip.h"

/* The resource a wood or stone tile's cost always holds one of (CY-CON-02). */
static guint
primary_resource (const TsCaylusTile *tile)
{
  return tile->klass == TS_CAYLUS_CLASS_STONE ? TS_CAYLUS_STONE : TS_CAYLUS_WOOD;
}

/* The second resource of a wood or stone tile's cost, or TS_CAYLUS_SECOND_ANY. */
static guint
second_resource (const TsCaylusTile *tile)
{
  guint primary = primary_resource (tile);

  if (tile->cost_any > 0)
    return TS_CAYLUS_SECOND_ANY;
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (tile->cost[r] > (r == primary ? 1 : 0))
      return r;
  return primary;
}

/* The resources' one-letter marks; the full name goes in a tooltip. */
static const char *const letters[TS_CAYLUS_N_RESOURCES] = {
  /* Translators: one-letter marks of Caylus 1303's resources: food, wood, stone, cloth,
   * gold (the full name is in the tooltip) */
  NC_("caylus resource", "F"), NC_("caylus resource", "W"), NC_("caylus resource", "S"),
  NC_("caylus resource", "C"), NC_("caylus resource", "G"),
};

/* The resources' names on their own (ts_caylus_resource_name() says amounts). */
static const char *const resource_titles[TS_CAYLUS_N_RESOURCES] = {
  /* Translators: Caylus 1303's resources, named alone (tooltips of their one-letter marks) */
  NC_("caylus resource", "Food"), NC_("caylus resource", "Wood"),
  NC_("caylus resource", "Stone"), NC_("caylus resource", "Cloth"),
  NC_("caylus resource", "Gold"),
};

const char *
ts_caylus_resource_title (guint resource)
{
  if (resource >= TS_CAYLUS_N_RESOURCES)
    /* Translators: a wood or stone tile's second cost resource may be of the player's choice */
    return C_("caylus cost", "Any resource");
  return g_dpgettext2 (NULL, "caylus resource", resource_titles[resource]);
}

GtkWidget *
ts_caylus_resource_mark_new (guint resource)
{
  g_autofree char *css = NULL;
  GtkWidget *label;

  if (resource >= TS_CAYLUS_N_RESOURCES)
    /* Translators: a tile's cost takes one resource of the player's choice */
    return gtk_label_new (C_("caylus cost", "Any"));
  label = gtk_label_new (g_dpgettext2 (NULL, "caylus resource", letters[resource]));
  css = g_strdup_printf ("cy-res-%s", ts_caylus_resource_to_string (resource));
  gtk_widget_add_css_class (label, "cy-res");
  gtk_widget_add_css_class (label, css);
  return label;
}

static const char *
choice_name (guint r)
{
  /* Translators: a wood or stone tile's second cost resource may be of the player's choice */
  return r < TS_CAYLUS_N_RESOURCES ? ts_caylus_resource_name (r, 1) : _("any resource");
}

static GtkSpinButton *
spin_new (int         min,
          int         max,
          const char *accessible)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return GTK_SPIN_BUTTON (spin);
}

/* The row under an item that says why its correction was refused. */
static GtkWidget *
refusal_row_new (void)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "error");
  gtk_widget_set_name (row, "refusal");
  gtk_widget_set_visible (row, FALSE);
  return row;
}

static void
add_buttons (TsCaylusTileRow *item,
             const char      *name)
{
  g_autofree char *save = NULL, *shipped = NULL;

  /* Translators: the button saving one tile's correction in the tile editor */
  item->save = gtk_button_new_with_label (_("Save"));
  /* Translators: the button removing one tile's correction in the tile editor */
  item->shipped = gtk_button_new_with_label (_("Shipped Values"));
  /* Translators: accessible names of the tile editor's buttons: "Save Farm" */
  save = g_strdup_printf (_("Save %s"), name);
  /* Translators: accessible name: "Shipped Values for the Farm" */
  shipped = g_strdup_printf (_("Shipped Values for %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (item->save), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  save, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (item->shipped),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, shipped, -1);
  gtk_widget_set_valign (item->save, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (item->shipped, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (item->row), item->save);
  adw_action_row_add_suffix (ADW_ACTION_ROW (item->row), item->shipped);
}

/* A wood or stone tile's second cost resource: linked toggles, one of which is on. */
static void
build_second (TsCaylusTileRow    *item,
              const TsCaylusTile *tile,
              const char         *name,
              GtkWidget          *fields)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_autofree char *fixed = NULL;

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint r = 0; r < TS_CAYLUS_N_SECOND; r++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      /* Translators: accessible name of a choice in the tile editor: "Farm: cost wood + food" */
      g_autofree char *accessible = g_strdup_printf (
          _("%s: cost %s + %s"), name, ts_caylus_resource_name (primary_resource (tile), 1),
          choice_name (r));

      gtk_button_set_child (GTK_BUTTON (button), ts_caylus_resource_mark_new (r));
      ts_tooltip_set (button, ts_caylus_resource_title (r));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      gtk_widget_set_name (button, r < TS_CAYLUS_N_RESOURCES ? ts_caylus_resource_to_string (r)
                                                              : "any");
      if (r > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), item->second[0]);
      item->second[r] = GTK_TOGGLE_BUTTON (button);
      gtk_box_append (GTK_BOX (box), button);
    }
  /* Translators: the fixed part of a wood or stone tile's cost, before the second resource
   * chosen in the tile editor: "Cost: 1 wood +" */
  fixed = g_strdup_printf (_("Cost: %s +"), ts_caylus_resource_name (primary_resource (tile), 1));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (fields), fixed);
  adw_action_row_add_suffix (ADW_ACTION_ROW (fields), box);
}

/* A monument's cost: a count per resource (compact, upright spin buttons). */
static void
build_cost (TsCaylusTileRow *item,
            const char      *name,
            GtkWidget       *fields)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  /* Translators: the row of a monument's cost in the tile editor */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (fields), C_("monument", "Cost"));
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    {
      /* Translators: accessible name of a count in the tile editor: "Garden: gold" */
      g_autofree char *accessible = g_strdup_printf (_("%s: %s"), name,
                                                     ts_caylus_resource_title (r));
      GtkWidget *mark = ts_caylus_resource_mark_new (r);

      ts_tooltip_set (mark, ts_caylus_resource_title (r));
      gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_start (mark, r > 0 ? 6 : 0);
      item->cost[r] = spin_new (0, 9, accessible);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (item->cost[r]), GTK_ORIENTATION_VERTICAL);
      gtk_widget_set_name (GTK_WIDGET (item->cost[r]), ts_caylus_resource_to_string (r));
      gtk_box_append (GTK_BOX (box), mark);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (item->cost[r]));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (fields), box);
}

static void
build_road (TsCaylusTileRow     *item,
            AdwPreferencesGroup *group)
{
  /* Translators: the Road's facts in the tile editor */
  const char *titles[3] = { _("Building spaces"), _("Setup wood building on space"),
                            _("Setup stone building on space") };
  static const char *const names[3] = { "road-spaces", "road-wood", "road-stone" };

  /* Translators: the title row of the Road in the tile editor */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->row), _("The Road"));
  add_buttons (item, _("The Road"));
  adw_preferences_group_add (group, item->row);
  adw_preferences_group_add (group, item->refusal);
  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      item->road[i] = spin_new (1, TS_CAYLUS_MAX_ROAD, titles[i]);
      gtk_widget_set_name (GTK_WIDGET (item->road[i]), names[i]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[i]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (item->road[i]));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (item->road[i]));
      adw_preferences_group_add (group, row);
      item->last = row;
    }
}

void
ts_caylus_tile_row_build (TsCaylusTileRow     *item,
                          const TsCaylusData  *shipped,
                          AdwPreferencesGroup *group)
{
  const TsCaylusTile *tile;
  const char *name;
  GtkWidget *fields, *pp_label;
  g_autofree char *pp = NULL;

  item->row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (item->row), FALSE);
  gtk_widget_set_name (item->row, item->id);
  item->refusal = refusal_row_new ();
  if (item->tile == TS_CAYLUS_NO_TILE)
    {
      build_road (item, group);
      return;
    }
  tile = &shipped->tiles[item->tile];
  name = ts_caylus_tile_name (tile);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->row), name);
  add_buttons (item, name);
  adw_preferences_group_add (group, item->row);
  adw_preferences_group_add (group, item->refusal);

  /* The fields go in a row of their own under the facts, so both keep the width they need. */
  fields = adw_action_row_new ();
  {
    g_autofree char *fields_name = g_strconcat (item->id, "-fields", NULL);

    gtk_widget_set_name (fields, fields_name);
  }
  if (tile->klass == TS_CAYLUS_CLASS_MONUMENT)
    build_cost (item, name, fields);
  else
    build_second (item, tile, name, fields);
  /* Translators: accessible name of a tile's prestige in the tile editor: "Farm: PP" */
  pp = g_strdup_printf (_("%s: PP"), name);
  item->pp = spin_new (0, 40, pp);
  gtk_widget_set_name (GTK_WIDGET (item->pp), "pp");
  pp_label = gtk_label_new (C_("prestige points", "PP"));
  gtk_widget_set_margin_start (pp_label, 12);
  /* Translators: the prestige field of a tile in the tile editor */
  adw_action_row_add_suffix (ADW_ACTION_ROW (fields), pp_label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (fields), GTK_WIDGET (item->pp));
  adw_preferences_group_add (group, fields);
  item->last = fields;
}

static char *
road_facts (const TsCaylusData *data)
{
  if (data->unsure)
    /* Translators: the Road's shipped facts when they come from one source (the star) */
    return g_strdup_printf (_("%u building spaces*, the setup wood building on space %u*, the "
                              "stone one on space %u*: * from one source"),
                            data->road_spaces, data->wood_space, data->stone_space);
  /* Translators: the Road's shipped facts */
  return g_strdup_printf (_("%u building spaces, the setup wood building on space %u, the "
                            "stone one on space %u"),
                          data->road_spaces, data->wood_space, data->stone_space);
}

void
ts_caylus_tile_row_show (TsCaylusTileRow    *item,
                         const TsCaylusData *values,
                         gboolean            corrected)
{
  const TsCaylusData *shipped = ts_caylus_data_get (NULL);
  g_autofree char *facts = NULL, *subtitle = NULL;

  if (item->tile == TS_CAYLUS_NO_TILE)
    {
      gtk_spin_button_set_value (item->road[0], values->road_spaces);
      gtk_spin_button_set_value (item->road[1], values->wood_space);
      gtk_spin_button_set_value (item->road[2], values->stone_space);
      facts = road_facts (shipped);
    }
  else
    {
      const TsCaylusTile *tile = &values->tiles[item->tile];

      facts = ts_caylus_tile_facts (&shipped->tiles[item->tile]);
      if (tile->klass == TS_CAYLUS_CLASS_MONUMENT)
        for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
          gtk_spin_button_set_value (item->cost[r], tile->cost[r]);
      else
        gtk_toggle_button_set_active (item->second[second_resource (tile)], TRUE);
      gtk_spin_button_set_value (item->pp, tile->pp);
    }
  subtitle = corrected
                 /* Translators: a tile's shipped facts, then that the user corrected it */
                 ? g_strdup_printf (_("Shipped: %s\nCorrected for your box"), facts)
                 /* Translators: a tile's shipped facts in the tile editor */
                 : g_strdup_printf (_("Shipped: %s"), facts);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (item->row), subtitle);
  gtk_widget_set_sensitive (item->shipped, corrected);
}

void
ts_caylus_tile_row_commit (TsCaylusTileRow *item)
{
  GtkSpinButton *spins[] = { item->pp, item->road[0], item->road[1], item->road[2],
                             item->cost[0], item->cost[1], item->cost[2], item->cost[3],
                             item->cost[4] };

  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    if (spins[i] != NULL)
      gtk_spin_button_update (spins[i]);
}

static guint
active_second (TsCaylusTileRow *item)
{
  for (guint r = 0; r < TS_CAYLUS_N_SECOND; r++)
    if (gtk_toggle_button_get_active (item->second[r]))
      return r;
  return TS_CAYLUS_SECOND_ANY;
}

JsonNode *
ts_caylus_tile_row_read (TsCaylusTileRow    *item,
                         const TsCaylusData *shipped)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const TsCaylusTile *tile;
  gboolean same = TRUE;
  int pp;

  ts_caylus_tile_row_commit (item);
  json_builder_begin_object (builder);
  if (item->tile == TS_CAYLUS_NO_TILE)
    {
      const guint8 printed[3] = { shipped->road_spaces, shipped->wood_space,
                                  shipped->stone_space };
      static const char *const members[3] = { "spaces", "wood", "stone" };

      for (guint i = 0; i < 3; i++)
        {
          int value = gtk_spin_button_get_value_as_int (item->road[i]);

          same &= value == printed[i];
          json_builder_set_member_name (builder, members[i]);
          json_builder_add_int_value (builder, value);
        }
      json_builder_end_object (builder);
      return same ? NULL : json_builder_get_root (builder);
    }

  tile = &shipped->tiles[item->tile];
  json_builder_set_member_name (builder, "cost");
  json_builder_begin_object (builder);
  if (tile->klass == TS_CAYLUS_CLASS_MONUMENT)
    for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
      {
        int n = gtk_spin_button_get_value_as_int (item->cost[r]);

        same &= n == tile->cost[r];
        if (n == 0)
          continue;
        json_builder_set_member_name (builder, ts_caylus_resource_to_string (r));
        json_builder_add_int_value (builder, n);
      }
  else
    {
      guint primary = primary_resource (tile), second = active_second (item);

      same &= second == second_resource (tile);
      json_builder_set_member_name (builder, ts_caylus_resource_to_string (primary));
      json_builder_add_int_value (builder, second == primary ? 2 : 1);
      if (second != primary)
        {
          json_builder_set_member_name (builder, second == TS_CAYLUS_SECOND_ANY
                                                     ? "any"
                                                     : ts_caylus_resource_to_string (second));
          json_builder_add_int_value (builder, 1);
        }
    }
  json_builder_end_object (builder);
  pp = gtk_spin_button_get_value_as_int (item->pp);
  same &= pp == tile->pp;
  json_builder_set_member_name (builder, "pp");
  json_builder_add_int_value (builder, pp);
  json_builder_end_object (builder);
  return same ? NULL : json_builder_get_root (builder);
}

void
ts_caylus_tile_row_refuse (TsCaylusTileRow *item,
                           const char      *message)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->refusal),
                                 message != NULL ? message : "");
  gtk_widget_set_visible (item->refusal, message != NULL);
  /* A screen reader hears the refusal with the fields. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (item->row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  message != NULL ? message : "", -1);
}

GtkWidget *
ts_caylus_tile_row_first_field (TsCaylusTileRow *item)
{
  if (item->tile == TS_CAYLUS_NO_TILE)
    return GTK_WIDGET (item->road[0]);
  if (item->cost[0] != NULL)
    return GTK_WIDGET (item->cost[0]);
  return GTK_WIDGET (item->second[active_second (item)]);
}
