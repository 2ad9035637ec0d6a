/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A final scoring explained (ts_carcassonne_sheet_explain()): the final breakdown, every
 * feature scored at the end with its holders, and the farms explained city by city, for the
 * sheet's result page, its export and `tableside-cli sheet`. */
#include "ts-carcassonne-sheet.h"
#include "ts-carcassonne-rules.h"
#include "ts-carcassonne-score.h"
#include "ts-carcassonne-text.h"

static const char *const kind_ids[] = { "road", "city", "cloister", "farm" };
G_STATIC_ASSERT (G_N_ELEMENTS (kind_ids) == TS_CARCASSONNE_N_FEATURE_KINDS);

static void
add_players (JsonBuilder *b, const char *member, guint mask, guint n_players)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint p = 0; p < n_players; p++)
    if (mask & (1u << p))
      json_builder_add_int_value (b, p);
  json_builder_end_array (b);
}

static void
add_scoring (JsonBuilder *b, const TsCarcassonneState *s, guint index)
{
  const TsCarcassonneScoring *sc = &s->scorings[index];
  /* The feature kinds and the first four causes are in the same order. */
  g_autofree char *text = ts_carcassonne_cause_text (s, sc->kind, index);
  g_autofree char *feature = ts_carcassonne_feature_text (s, sc->seg);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, kind_ids[sc->kind]);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, text);
  json_builder_set_member_name (b, "feature");
  json_builder_add_string_value (b, feature);
  json_builder_set_member_name (b, "vp");
  json_builder_add_int_value (b, sc->points);
  add_players (b, "holders", sc->winners, s->n_players);
  json_builder_set_member_name (b, "followers");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    json_builder_add_int_value (b, sc->followers[p]);
  json_builder_end_array (b);
  if (sc->kind == TS_CARCASSONNE_FIELD)
    {
      g_autoptr (GArray) cities = ts_carcassonne_field_cities (s, sc->seg);

      add_players (b, "pigs", sc->pigs, s->n_players);
      json_builder_set_member_name (b, "cities");
      json_builder_begin_array (b);
      for (guint c = 0; c < cities->len; c++)
        {
          g_autofree char *city = ts_carcassonne_feature_text (s, g_array_index (cities, guint16, c));

          json_builder_add_string_value (b, city);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

/* Every completed city a scored farm borders, once, in the order the farms name them. */
static GArray *
farm_cities (const TsCarcassonneState *s)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (guint16));

  for (guint i = 0; i < s->n_scorings; i++)
    {
      g_autoptr (GArray) cities = NULL;

      if (s->scorings[i].kind != TS_CARCASSONNE_FIELD)
        continue;
      cities = ts_carcassonne_field_cities (s, s->scorings[i].seg);
      for (guint c = 0; c < cities->len; c++)
        {
          guint16 city = g_array_index (cities, guint16, c);
          gboolean known = FALSE;

          for (guint k = 0; k < all->len && !known; k++)
            known = g_array_index (all, guint16, k) == city;
          if (!known)
            g_array_append_val (all, city);
        }
    }
  return all;
}

/* CA-BEN-04/05, CA-TPG-05 city by city: the farms that border it, and what each of their
 * holders scores for it (3, or 4 with the pig). */
static void
add_city (JsonBuilder *b, const TsCarcassonneState *s, guint16 city)
{
  g_autofree char *text = ts_carcassonne_feature_text (s, city);
  int vp[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };
  guint at = 0; /* the farm's index among the final scorings, as "scorings" lists them */

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "city");
  json_builder_add_string_value (b, text);
  json_builder_set_member_name (b, "farms");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_scorings; i++)
    {
      const TsCarcassonneScoring *sc = &s->scorings[i];
      g_autoptr (GArray) cities = NULL;
      gboolean borders = FALSE;
      guint here = at;

      if (!sc->final)
        continue;
      at++;
      if (sc->kind != TS_CARCASSONNE_FIELD)
        continue;
      cities = ts_carcassonne_field_cities (s, sc->seg);
      for (guint c = 0; c < cities->len && !borders; c++)
        borders = g_array_index (cities, guint16, c) == city;
      if (!borders)
        continue;
      json_builder_add_int_value (b, here);
      for (guint p = 0; p < s->n_players; p++)
        if (sc->winners & (1u << p))
          vp[p] += sc->pigs & (1u << p) ? 4 : 3;
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "vp");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    json_builder_add_int_value (b, vp[p]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

JsonNode *
ts_carcassonne_sheet_explain (const TsCarcassonneState *s)
{
  JsonNode *root = ts_carcassonne_final_breakdown (s);
  g_autoptr (JsonBuilder) b = NULL;
  g_autoptr (GArray) cities = NULL;
  g_autoptr (JsonNode) extra = NULL;
  JsonObject *o, *from;

  if (root == NULL)
    return NULL;
  b = json_builder_new ();
  json_builder_begin_object (b);
  /* Indices into "scorings" are what "cities" names; a farm's index is its scoring's. */
  json_builder_set_member_name (b, "scorings");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_scorings; i++)
    if (s->scorings[i].final)
      add_scoring (b, s, i);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "cities");
  json_builder_begin_array (b);
  cities = farm_cities (s);
  for (guint c = 0; c < cities->len; c++)
    add_city (b, s, g_array_index (cities, guint16, c));
  json_builder_end_array (b);
  json_builder_end_object (b);
  extra = json_builder_get_root (b);
  o = json_node_get_object (root);
  from = json_node_get_object (extra);
  json_object_set_member (o, "scorings", json_node_ref (json_object_get_member (from, "scorings")));
  json_object_set_member (o, "cities", json_node_ref (json_object_get_member (from, "cities")));
  return root;
}
