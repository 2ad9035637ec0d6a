/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's component file: the box (CY-CMP-02/03), the costs (CY-CON-02/03), what comes
 * from one source, broken files and corrections named by what is wrong. */
#include <string.h>

#include "ts-caylus-data-private.h"
#include "caylus-util.h"
#include "ts-engine-error.h"

GResource *ts_games_get_resource (void);

static const TsCaylusData *
shipped (void)
{
  g_autoptr (GError) error = NULL;
  const TsCaylusData *d = ts_caylus_data_get (&error);

  g_assert_no_error (error);
  g_assert_nonnull (d);
  return d;
}

static const TsCaylusTile *
tile (const char *id)
{
  int t = ts_caylus_data_find_tile (shipped (), id);

  g_assert_cmpint (t, >=, 0);
  return &shipped ()->tiles[t];
}

static void
test_box (void)
{
  const TsCaylusData *d = shipped ();
  guint copies[TS_CAYLUS_N_CLASSES] = { 0 }, kinds = 0;

  for (guint t = 0; t < d->n_tiles; t++)
    {
      copies[d->tiles[t].klass] += d->tiles[t].copies;
      kinds++;
    }
  /* 4 printed + 34 tiles: 9 starting, 9 wood, 9 stone, 7 monuments. */
  g_assert_cmpuint (copies[TS_CAYLUS_CLASS_PRINTED], ==, 4);
  g_assert_cmpuint (copies[TS_CAYLUS_CLASS_START], ==, 9);
  g_assert_cmpuint (copies[TS_CAYLUS_CLASS_WOOD], ==, 9);
  g_assert_cmpuint (copies[TS_CAYLUS_CLASS_STONE], ==, 9);
  g_assert_cmpuint (copies[TS_CAYLUS_CLASS_MONUMENT], ==, 7);
  g_assert_cmpuint (kinds, ==, 36);
  g_assert_cmpuint (tile ("s-farm")->copies, ==, 2);
  g_assert_cmpuint (tile ("s-market")->copies, ==, 2);
  g_assert_cmpuint (tile ("s-guild-stone")->copies, ==, 1);
  /* The printed buildings in Road order, their effects (decision 1, CY-PRT-01..05). */
  g_assert_cmpstr (d->tiles[0].id, ==, "fair");
  g_assert_cmpstr (d->tiles[3].id, ==, "toll");
  g_assert_cmpuint (tile ("fair")->sides[TS_CAYLUS_SIDE_CONSTRUCTION].options[0].benefits, ==, 1);
  g_assert_cmpuint (
      tile ("fair")->sides[TS_CAYLUS_SIDE_CONSTRUCTION].options[0].pay[TS_CAYLUS_WOOD], ==, 1);
  g_assert_cmpuint (tile ("lawyer")->sides[TS_CAYLUS_SIDE_CONSTRUCTION].options[0].kind, ==,
                    TS_CAYLUS_EFFECT_LAWYER);
  g_assert_cmpuint (tile ("carpenter")->sides[TS_CAYLUS_SIDE_CONSTRUCTION].options[0].kind, ==,
                    TS_CAYLUS_EFFECT_BUILD_WOOD);
  g_assert_cmpuint (tile ("toll")->sides[TS_CAYLUS_SIDE_CONSTRUCTION].options[0].steps, ==, 2);
  /* CY-STB-06/07: the two Guilds. */
  g_assert_cmpuint (tile ("s-guild-any")->sides[0].options[0].pay_any, ==, 1);
  g_assert_cmpuint (tile ("s-guild-any")->sides[0].options[0].workers_in, ==, 3);
  g_assert_cmpuint (tile ("s-guild-stone")->sides[0].options[0].pay[TS_CAYLUS_STONE], ==, 1);
  g_assert_cmpuint (tile ("s-guild-stone")->sides[0].options[0].workers_in, ==, 4);
  /* CY-MNM-05..08 */
  g_assert_cmpuint (tile ("m-garden")->recruit_workers, ==, 2);
  g_assert_cmpuint (tile ("m-granary")->recruit_food, ==, 1);
  g_assert_cmpuint (tile ("m-factory")->recruit_cloth, ==, 1);
  g_assert_cmpuint (tile ("m-theatre")->built_benefits, ==, 1);
  /* CY-STN-04 */
  g_assert_cmpuint (tile ("st-farm")->owner_gain, ==, TS_CAYLUS_FOOD);
  g_assert_cmpuint (tile ("st-quarry")->owner_gain, ==, TS_CAYLUS_STONE);
  g_assert_cmpuint (tile ("st-church")->owner_gain, ==, TS_CAYLUS_N_RESOURCES);
  g_assert_true (tile ("w-masons")->never_on_road);
}

static void
test_costs (void)
{
  const TsCaylusData *d = shipped ();

  /* CY-CON-02/03: 1 wood (stone) + 1 other resource, of choice or not. */
  for (guint t = 0; t < d->n_tiles; t++)
    {
      const TsCaylusTile *tl = &d->tiles[t];
      TsCaylusResource own = tl->klass == TS_CAYLUS_CLASS_WOOD ? TS_CAYLUS_WOOD : TS_CAYLUS_STONE;
      guint total = tl->cost_any;

      if (tl->klass != TS_CAYLUS_CLASS_WOOD && tl->klass != TS_CAYLUS_CLASS_STONE)
        continue;
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        total += tl->cost[r];
      g_assert_cmpuint (tl->cost[own], >=, 1);
      g_assert_cmpuint (total, ==, 2);
      g_assert_cmpuint (tl->pp, >, 0);
    }
}

static void
test_characters (void)
{
  static const char *const ids[]
      = { "early-riser", "night-worker", "craftsman", "administrator",  "thief",     "bailiff",
          "architect",   "deliverer",    "helper",    "master-builder", "goldsmith", "laborer" };
  const TsCaylusData *d = shipped ();

  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == TS_CAYLUS_N_CHARACTERS);
  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    {
      g_assert_cmpstr (d->characters[c].id, ==, ids[c]);
      g_assert_cmpint (ts_caylus_data_find_character (d, ids[c]), ==, c);
    }
  g_assert_cmpstr (ts_caylus_character_name (d, TS_CAYLUS_MASTER_BUILDER), ==, "Master Builder");
}

static void
test_unsure (void)
{
  const TsCaylusData *d = shipped ();

  /* CY-PRV-04 "Data needed": one source. */
  g_assert_cmpuint (d->road_spaces, ==, 23);
  g_assert_cmpuint (d->wood_space, ==, 9);
  g_assert_cmpuint (d->stone_space, ==, 14);
  g_assert_cmpuint (d->worksite_spaces, ==, 5);
  g_assert_true (d->unsure);
  g_assert_cmpstr (ts_caylus_tile_name (tile ("m-palace")), ==, "Palace");
  g_assert_cmpuint (tile ("m-palace")->pp, ==, 20);
  g_assert_true (tile ("m-palace")->unsure & TS_CAYLUS_UNSURE_NAME);
  g_assert_cmpuint (tile ("st-farm")->pp, ==, 3);
  g_assert_true (tile ("st-farm")->unsure & TS_CAYLUS_UNSURE_PP);
  g_assert_true (tile ("w-sawmill")->unsure & TS_CAYLUS_UNSURE_SETUP);
  g_assert_true (tile ("w-masons")->unsure & TS_CAYLUS_UNSURE_SETUP);
  g_assert_false (tile ("w-farm")->unsure & TS_CAYLUS_UNSURE_SETUP);
  g_assert_false (tile ("fair")->unsure);
  /* The setup sides by analogy with the wood Farm's: +1 of its resource, +1 PP. */
  g_assert_cmpuint (tile ("w-quarry")->sides[0].options[0].gain[TS_CAYLUS_STONE], ==, 1);
  g_assert_cmpuint (tile ("w-quarry")->sides[0].options[0].pp, ==, 1);
  g_assert_cmpuint (tile ("w-spinning-mill")->sides[0].options[0].gain[TS_CAYLUS_CLOTH], ==, 1);
}

/* "gain food 1, pp 1" and the like: an option's facts as a short string to compare. */
static char *
facts (const char *id, TsCaylusSide side, guint option)
{
  const TsCaylusOption *o = &tile (id)->sides[side].options[option];
  static const char *const r[] = { "food", "wood", "stone", "cloth", "gold" };
  GString *out = g_string_new (NULL);

  g_assert_cmpuint (option, <, tile (id)->sides[side].n_options);
  for (guint i = 0; i < TS_CAYLUS_N_RESOURCES; i++)
    if (o->pay[i])
      g_string_append_printf (out, "pay %s %u, ", r[i], o->pay[i]);
  if (o->pay_any)
    g_string_append_printf (out, "pay any %u, ", o->pay_any);
  if (o->workers_out)
    g_string_append_printf (out, "out %u, ", o->workers_out);
  for (guint i = 0; i < TS_CAYLUS_N_RESOURCES; i++)
    if (o->gain[i])
      g_string_append_printf (out, "%s %u, ", r[i], o->gain[i]);
  if (o->take_choice)
    g_string_append_printf (out, "choice %u, ", o->take_choice);
  if (o->pp)
    g_string_append_printf (out, "pp %u, ", o->pp);
  if (o->workers_in)
    g_string_append_printf (out, "in %u, ", o->workers_in);
  if (o->benefits)
    g_string_append_printf (out, "benefits %u, ", o->benefits);
  if (o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD || o->kind == TS_CAYLUS_EFFECT_BUILD_STONE)
    g_string_append_printf (out, "build %s, ",
                            o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD ? "wood" : "stone");
  if (out->len >= 2)
    g_string_truncate (out, out->len - 2);
  return g_string_free (out, FALSE);
}

static void
assert_facts (const char *id, TsCaylusSide side, guint option, const char *want)
{
  g_autofree char *got = facts (id, side, option);

  g_assert_cmpstr (got, ==, want);
}

#define SETUP TS_CAYLUS_SIDE_SETUP
#define BUILT TS_CAYLUS_SIDE_CONSTRUCTION

static void
test_effects (void)
{
  /* CY-STB-01..07 */
  assert_facts ("s-farm", SETUP, 0, "food 1");
  assert_facts ("s-sawmill", SETUP, 0, "wood 1");
  assert_facts ("s-quarry", SETUP, 0, "stone 1");
  assert_facts ("s-carpenter", SETUP, 0, "build wood");
  assert_facts ("s-market", SETUP, 0, "out 1, choice 1");
  assert_facts ("s-guild-any", SETUP, 0, "pay any 1, in 3");
  assert_facts ("s-guild-stone", SETUP, 0, "pay stone 1, in 4");
  g_assert_cmpuint (tile ("s-farm")->sides[BUILT].n_options, ==, 0); /* the residence side */
  /* CY-WDB-01..08 */
  assert_facts ("w-farm", SETUP, 0, "food 1, pp 1");
  assert_facts ("w-farm", BUILT, 0, "food 2");
  assert_facts ("w-sawmill", BUILT, 0, "wood 2");
  assert_facts ("w-quarry", BUILT, 0, "stone 2");
  assert_facts ("w-market", SETUP, 0, "choice 1");
  assert_facts ("w-market", BUILT, 0, "choice 1");
  assert_facts ("w-covered-market", SETUP, 0, "pp 1, in 2");
  assert_facts ("w-covered-market", BUILT, 0, "in 3");
  assert_facts ("w-mansion", SETUP, 0, "pp 2");
  assert_facts ("w-mansion", BUILT, 0, "benefits 1");
  assert_facts ("w-tailor", BUILT, 0, "pay cloth 1, pp 4");
  assert_facts ("w-tailor", BUILT, 1, "pay cloth 2, pp 6");
  assert_facts ("w-masons", BUILT, 0, "build stone");
  assert_facts ("w-masons", SETUP, 0, "build stone");
  assert_facts ("w-spinning-mill", BUILT, 0, "cloth 2");
  /* CY-STN-01..10 */
  assert_facts ("st-farm", SETUP, 0, "food 1, cloth 1");
  assert_facts ("st-farm", BUILT, 0, "food 2, cloth 1");
  assert_facts ("st-sawmill", SETUP, 0, "wood 1, cloth 1");
  assert_facts ("st-sawmill", BUILT, 0, "wood 2, cloth 1");
  assert_facts ("st-quarry", SETUP, 0, "stone 1, cloth 1");
  assert_facts ("st-quarry", BUILT, 0, "stone 2, cloth 1");
  assert_facts ("st-guild", BUILT, 0, "pay any 1, in 5");
  assert_facts ("st-gold-mine", BUILT, 0, "gold 1");
  assert_facts ("st-foundry", BUILT, 0, "out 1, gold 1");
  assert_facts ("st-foundry", BUILT, 1, "out 3, gold 2");
  assert_facts ("st-apothecary", BUILT, 0, "pay any 1, gold 1");
  assert_facts ("st-apothecary", BUILT, 1, "pay any 2, gold 2");
  assert_facts ("st-church", BUILT, 0, "out 2, pp 4");
  assert_facts ("st-church", BUILT, 1, "out 4, pp 6");
  assert_facts ("st-jeweler", BUILT, 0, "pay gold 1, pp 5");
  assert_facts ("st-jeweler", BUILT, 1, "pay gold 2, pp 9");
  /* CY-PRT-01..05 */
  assert_facts ("fair", BUILT, 0, "pay wood 1, benefits 1");
  assert_facts ("lawyer", BUILT, 0, "pay cloth 1");
  assert_facts ("carpenter", BUILT, 0, "build wood");
}

/* The shipped file with @member of the object at @path replaced by @json (NULL: removed). */
static char *
broken (const char *tile_id, const char *member, const char *json)
{
  g_autoptr (GBytes) bytes = g_resource_lookup_data (
      ts_games_get_resource (), "/io/github/tableside/Tableside/games/caylus/components.json", 0,
      NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonParser) value = json_parser_new ();
  JsonObject *root, *target = NULL;

  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  if (tile_id == NULL)
    target = root;
  else if (strcmp (tile_id, "road") == 0)
    target = json_object_get_object_member (root, "road");
  else
    {
      JsonArray *tiles = json_object_get_array_member (root, "tiles");

      for (guint i = 0; i < json_array_get_length (tiles); i++)
        if (strcmp (json_object_get_string_member (json_array_get_object_element (tiles, i), "id"),
                    tile_id)
            == 0)
          target = json_array_get_object_element (tiles, i);
    }
  g_assert_nonnull (target);
  if (json == NULL)
    json_object_remove_member (target, member);
  else
    {
      g_assert_true (json_parser_load_from_data (value, json, -1, NULL));
      json_object_set_member (target, member, json_node_copy (json_parser_get_root (value)));
    }
  return json_to_string (json_parser_get_root (parser), FALSE);
}

static void
assert_broken (const char *tile_id, const char *member, const char *json, const char *message)
{
  g_autofree char *text = broken (tile_id, member, json);
  g_autofree TsCaylusData *data = g_new0 (TsCaylusData, 1);
  g_autoptr (GError) error = NULL;

  g_assert_false (ts_caylus_data_load (data, text, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA);
  g_assert_cmpstr (error->message, ==, message);
  ts_caylus_data_clear (data);
}

static void
test_broken_file (void)
{
  assert_broken ("w-tailor", "pp", "-1",
                 "Caylus component file components.json, w-tailor: “pp” is missing or not "
                 "valid");
  assert_broken ("w-farm", "cost", "{\"food\": 2}",
                 "Caylus component file components.json, w-farm: a wood building costs 1 wood "
                 "and 1 other resource");
  assert_broken ("st-church", "construction", "[{\"pay\": {\"silver\": 1}}]",
                 "Caylus component file components.json, st-church “construction” 1: “pay” is "
                 "missing or not valid");
  assert_broken ("road", "stone", "4",
                 "Caylus component file components.json, road: “stone” is missing or not "
                 "valid");
  assert_broken ("w-tailor", "sources", "[\"TT\", \"BGG\"]",
                 "Caylus component file components.json, w-tailor: “sources” is missing or not "
                 "valid");
  assert_broken (NULL, "characters", "[]",
                 "Caylus component file components.json, the whole file: “characters” is "
                 "missing or not valid");
  assert_broken ("m-garden", "class", "\"wood\"",
                 "Caylus component file components.json, m-garden: “setup” is missing or not "
                 "valid");
}

static JsonNode *
node (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return json_node_copy (json_parser_get_root (parser));
}

static void
assert_bad_correction (const char *id, const char *json, const char *message)
{
  g_autoptr (JsonNode) values = node (json);
  g_autoptr (GError) error = NULL;

  g_assert_false (ts_caylus_data_check_correction (shipped (), id, values, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_broken_correction (void)
{
  g_autoptr (JsonNode) good = node ("{\"cost\": {\"wood\": 1, \"cloth\": 1}, \"pp\": 3}");

  g_assert_true (ts_caylus_data_check_correction (shipped (), "w-farm", good, NULL));
  assert_bad_correction ("w-farmm", "{\"pp\": 2}", "There is no Caylus tile “w-farmm”.");
  assert_bad_correction ("w-farm", "{\"cost\": {\"food\": 1, \"cloth\": 1}}",
                         "The Farm cannot have that cost: a wood building costs 1 wood and 1 "
                         "other resource.");
  assert_bad_correction ("m-garden", "{\"pp\": 99}",
                         "The Garden's “pp” is not a value it can "
                         "have.");
  assert_bad_correction ("road", "{\"wood\": 20, \"stone\": 14}",
                         "The Road must have 10 to 32 building spaces, the setup wood building "
                         "after the 8 starting ones and the setup stone building after it; the "
                         "Worksite 1 to 8 spaces.");
  assert_bad_correction ("w-tailor", "[1]", "The correction of “w-tailor” must be a JSON object.");
  /* The shipped data is untouched by the checks. */
  g_assert_cmpuint (tile ("w-farm")->pp, ==, 2);
}

static void
test_correction_applied (void)
{
  g_autoptr (JsonNode) a = node ("{\"w-farm\": {\"pp\": 3, \"cost\": {\"wood\": 1, \"cloth\": 1}},"
                                 " \"road\": {\"spaces\": 20}}");
  g_autoptr (JsonNode) b
      = node ("{\"road\": {\"spaces\": 20},"
              " \"w-farm\": {\"cost\": {\"wood\": 1, \"cloth\": 1}, \"pp\": 3}}");
  g_autoptr (GError) error = NULL;
  const TsCaylusData *d1 = ts_caylus_data_corrected (json_node_get_object (a), &error);
  const TsCaylusData *d2 = ts_caylus_data_corrected (json_node_get_object (b), &error);
  const TsCaylusTile *farm;
  g_autofree TsCaylusState *s = NULL;

  g_assert_no_error (error);
  g_assert_true (d1 != shipped ());
  /* Interned: the same corrections give the same copy, whatever their order. */
  g_assert_true (d1 == d2);
  farm = &d1->tiles[ts_caylus_data_find_tile (d1, "w-farm")];
  g_assert_cmpuint (farm->pp, ==, 3);
  g_assert_cmpuint (farm->cost[TS_CAYLUS_CLOTH], ==, 1);
  g_assert_cmpuint (farm->cost[TS_CAYLUS_FOOD], ==, 0);
  g_assert_false (farm->unsure & (TS_CAYLUS_UNSURE_PP | TS_CAYLUS_UNSURE_COST));
  g_assert_cmpuint (d1->road_spaces, ==, 20);
  g_assert_cmpuint (tile ("w-farm")->pp, ==, 2);
  g_assert_true (ts_caylus_data_corrected (NULL, NULL) == shipped ());
  /* A record's options carry them to the state. */
  s = cy_new_game (3, "{\"components\": {\"road\": {\"spaces\": 20}, \"w-farm\": {\"pp\": 3, "
                      "\"cost\": {\"wood\": 1, \"cloth\": 1}}}}");
  g_assert_true (s->data == d1);
  g_assert_cmpuint (s->n_spots, ==, 24);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/CY-CMP-03/box", test_box);
  g_test_add_func ("/caylus/CY-CON-02-03/costs", test_costs);
  g_test_add_func ("/caylus/CY-STB-CY-WDB-CY-STN-CY-PRT/effects", test_effects);
  g_test_add_func ("/caylus/CY-CMP-02/characters", test_characters);
  g_test_add_func ("/caylus/data/one-source", test_unsure);
  g_test_add_func ("/caylus/data/broken-file", test_broken_file);
  g_test_add_func ("/caylus/data/broken-correction", test_broken_correction);
  g_test_add_func ("/caylus/data/correction-interned", test_correction_applied);
  return g_test_run ();
}
