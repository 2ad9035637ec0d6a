/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy: the earlier readings of issue 26's changes, kept as options so that
 * a record keeps the result it was played to (issue 40). The module's list; for each reading
 * with no other test of both, a position where the readings differ, the option's reading
 * against the default's (comments quote the Portuguese rulebook); and the records old engines
 * wrote (tests/data/corpus/burgundy-old), which replay under the earlier readings to the
 * result their build gave and otherwise not. Test paths cite clause ids. */
#include "extras-util.h"
#include "solo-util.h"
#include "team-util.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

/* The readings list --------------------------------------------------------------------- */

/* Oldest change first (a record counts how many its build knew): CB-SHD-04 (a7ee9ff),
 * CB-MON-27 (5bb89ad), then those of 13fa2e8 in its order. CB-SOL-23 (02ec583) has none:
 * the free action may now wait while other actions come first, and the old order, the free
 * action first, replays the same (no decision is waited for that an old record lacks). */
static const char *const clauses[] = {
  "CB-SHD-04", "CB-MON-27", "CB-ACT-04", "CB-SOL-18", "CB-SHD-02", "CB-TEM-15",
  "CB-EXT-06", "CB-SOL-21",
  /* issue 42 (test-burgundy-readings-42.c) */
  "CB-SHD-12", "CB-SOL-13", "CB-SOL-20", "CB-SOL-24", "CB-MON-27",
  /* issue 58 (test-burgundy-cases.c) */
  "CB-SOL-22",
};
#define N_ISSUE_26 8 /* the changes of issue 26, known to every version-3 record */

static TsBurgundyState *
state_from (const char *options_json, guint n_players, GError **error)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi" };
  g_autoptr (JsonNode) options = json_from_string (options_json, NULL);
  g_autoptr (JsonArray) players = json_array_new ();

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  return ts_burgundy_state_new_from_setup (json_node_get_object (options), players, NULL, error);
}

static void
test_list (void)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  static const char *const modes[] = { "shields", "extra-tiles", "team", "solo", NULL };
  g_autoptr (JsonObject) base = json_object_new (); /* every reading but the team's, solo's */
  g_autoptr (JsonObject) team = json_object_new ();
  g_autoptr (JsonObject) solo = json_object_new ();
  guint n = 0;

  g_assert_nonnull (module->readings);
  for (; module->readings[n].clause != NULL; n++)
    {
      const TsReading *r = &module->readings[n];
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonNode) old = json_from_string (r->old_value, &error);
      g_autofree char *wrong = g_strdup_printf ("{\"%s\": 1}", r->option);
      g_autofree char *sentence
          = g_strdup_printf ("The setup member “options.%s” must be true or false.", r->option);
      g_autofree TsBurgundyState *refused = NULL;
      JsonObject *into = base;

      g_assert_no_error (error);
      g_assert_cmpuint (n, <, G_N_ELEMENTS (clauses));
      g_assert_cmpstr (r->clause, ==, clauses[n]);
      /* A boolean, true for the earlier reading (absent: the rulebook's). */
      g_assert_true (JSON_NODE_HOLDS_VALUE (old));
      g_assert_true (json_node_get_boolean (old));
      g_assert_nonnull (r->requires);
      g_assert_true (g_strv_contains ((const char *const *)modes, r->requires));
      g_assert_nonnull (r->summary);
      g_assert_cmpuint (strlen (r->summary), >, 0);
      /* Issue 42's changes came after records said their "readings": only that tells. */
      g_assert_cmpuint (r->known_in_version, ==, n < N_ISSUE_26 ? 3 : 0);
      /* The engine reads the option: a value of the wrong type is refused by name. */
      refused = state_from (wrong, 2, &error);
      g_assert_null (refused);
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
      g_assert_cmpstr (error->message, ==, sentence);
      if (g_str_equal (r->requires, "team"))
        into = team;
      else if (g_str_equal (r->requires, "solo"))
        into = solo;
      json_object_set_member (into, r->option, g_steal_pointer (&old));
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (clauses));

  /* Every earlier reading on at once, as an old record of each mode gets them. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
    g_autofree char *json = NULL;
    g_autofree TsBurgundyState *s = NULL;

    json_object_set_boolean_member (base, "shields", TRUE);
    json_object_set_boolean_member (base, "extra-tiles", TRUE);
    json_node_set_object (node, base);
    json = json_to_string (node, FALSE);
    s = state_from (json, 3, &error);
    g_assert_no_error (error);
    g_assert_true (s->options.shield_4_storage_12);
    g_assert_true (s->options.monastery_27_lift_at_ship);
    g_assert_true (s->options.shield_2_per_gain);
    g_assert_true (s->options.monastery_7_geese_placed_only);
    g_assert_true (s->options.monastery_27_placer_on_top);
    for (guint i = 0; i < 3; i++)
      g_assert_cmpuint (s->players[i].shield_4_storage, ==, TS_BURGUNDY_OLD_STORAGE);
  }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
    g_autofree char *json = NULL;
    g_autofree TsBurgundyState *s = NULL;

    json_object_set_boolean_member (team, "team", TRUE);
    json_node_set_object (node, team);
    json = json_to_string (node, FALSE);
    s = team_setup (json, NULL, 4, &error);
    g_assert_no_error (error);
    g_assert_true (s->options.team_discard_by_kind);
    g_assert_true (s->options.team_tie_shared);
  }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
    g_autofree char *json = NULL;
    g_autofree TsBurgundyState *s = NULL;

    json_object_set_boolean_member (solo, "solo", TRUE);
    json_node_set_object (node, solo);
    json = json_to_string (node, FALSE);
    s = solo_setup (json, 1, -1, "solo", &error);
    g_assert_no_error (error);
    g_assert_true (s->options.solo_black_decline);
    g_assert_true (s->options.solo_vp_order_scored);
    g_assert_true (s->options.solo_shield_12_one_player);
    g_assert_true (s->options.solo_phase_end_ship_keeps_goods);
    g_assert_true (s->options.solo_buy_vp_own_turn);
    g_assert_true (s->options.solo_phase_end_win_late);
    g_assert_true (s->options.solo_effects_own_turn);
  }
  {
    /* The defaults: the rulebook's readings. */
    g_autoptr (GError) error = NULL;
    g_autofree TsBurgundyState *s = state_from ("{\"shields\": true}", 2, &error);

    g_assert_no_error (error);
    g_assert_false (s->options.shield_4_storage_12);
    g_assert_false (s->options.monastery_27_lift_at_ship);
    g_assert_false (s->options.monastery_7_geese_placed_only);
    g_assert_false (s->options.solo_vp_order_scored);
    g_assert_false (s->options.solo_shield_12_one_player);
    g_assert_false (s->options.solo_phase_end_ship_keeps_goods);
    g_assert_false (s->options.solo_buy_vp_own_turn);
    g_assert_false (s->options.solo_phase_end_win_late);
    g_assert_false (s->options.solo_effects_own_turn);
    g_assert_false (s->options.monastery_27_placer_on_top);
    g_assert_cmpuint (s->players[0].shield_4_storage, ==, TS_BURGUNDY_MAX_STORAGE);
  }
}

/* CB-SHD-04 ------------------------------------------------------------------------------- */

/* CB-SHD-04: “tens um número ilimitado de espaços de armazenagem de peças hexagonais no teu
 * ducado (em vez de apenas três)”. Before issue 26 Tableside kept 12 stored tiles: a 13th
 * needed a discard. With "shield-4-storage-12" it still does; by default the 13th goes into
 * an empty space and a discard is refused. */
static void
test_storage_12 (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = xt_turn (
          2, old ? "{\"shields\": true, \"shield-4-storage-12\": true}" : "{\"shields\": true}",
          NULL, 1, 2, 1);
      TsBurgundyPlayer *p = &s->players[0];
      g_autoptr (GError) error = NULL;
      TsBurgundyEntry e;

      p->shield[START] = 4;
      s->shields_set |= 1u << 4;
      ts_burgundy_shields_refresh (s);
      g_assert_cmpuint (ts_burgundy_storage_size (p), ==,
                        old ? TS_BURGUNDY_OLD_STORAGE : TS_BURGUNDY_MAX_STORAGE);
      for (guint k = 0; k < 12; k++)
        p->storage[k] = T_MINE;
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
      if (old)
        {
          g_assert_false (ts_burgundy_check_storage (s, p, &e, TRUE, &error));
          g_assert_cmpstr (error->message, ==,
                           "Your storage is full (Tableside keeps 12 tiles with shield 4): say "
                           "which stored tile to discard to make room.");
          e.discard = 11;
          g_assert_true (ts_burgundy_check_storage (s, p, &e, TRUE, NULL));
          e.discard = 12; /* past the 12 spaces of that reading */
          g_assert_false (ts_burgundy_check_storage (s, p, &e, TRUE, NULL));
        }
      else
        {
          g_assert_true (ts_burgundy_check_storage (s, p, &e, TRUE, &error));
          g_assert_no_error (error);
          e.discard = 11;
          g_assert_false (ts_burgundy_check_storage (s, p, &e, TRUE, &error));
          g_assert_cmpstr (error->message, ==,
                           "You have an empty storage space: nothing needs to be discarded.");
        }
    }
}

/* CB-MON-27 ------------------------------------------------------------------------------- */

/* CB-MON-27 in the team game: “Se esta peça está no teu ducado e o teu marcador de ordem está
 * empilhado com outros, o teu fica sempre no topo.” Ana places monastery 27; Carla, her
 * partner, holds it at once. Before issue 26 ("monastery-27-lift-at-ship") Carla's marker
 * stayed under Bruno's until a ship moved a marker; by default it goes on top at once. */
static void
test_team_partner (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = team_turn (0, 1, 1);
      TsBurgundyPlayer *carla = &s->players[2], *bruno = &s->players[1];
      int space = bt_find_space (s, 0, TS_BURGUNDY_MONASTERY, 0);
      guint die = s->players[0].duchy.die[space];

      s->options.monastery_27_lift_at_ship = old;
      g_assert_cmpint (space, >=, 0);
      bt_set_dice (s, die, die);
      carla->bridge_space = bruno->bridge_space = 1;
      carla->bridge_height = 0;
      bruno->bridge_height = 1;
      s->players[0].bridge_space = 2;
      s->players[0].storage[0] = T_MON (27);
      ts_burgundy_team_sync (s, 0);
      bt_apply_f (s,
                  "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                  "\"space\": %d}",
                  space);
      g_assert_true (ts_burgundy_has_monastery (carla, 27));
      if (!old)
        {
          g_assert_cmpuint (carla->bridge_height, >, bruno->bridge_height);
          continue;
        }
      g_assert_cmpuint (carla->bridge_height, <, bruno->bridge_height);
      ts_burgundy_team_sync (s, 0);
      g_assert_cmpuint (carla->bridge_height, <, bruno->bridge_height);
      /* What a ship does after moving its marker. */
      ts_burgundy_bridge_on_top (s);
      g_assert_cmpuint (carla->bridge_height, ==, 2);
      g_assert_cmpuint (bruno->bridge_height, ==, 1);
    }
}

/* CB-MON-27 with CB-SHD-06: Bruno holds monastery 27; Ana, who owns shield 6, chooses him and
 * so holds it too. Before issue 26 her marker stayed under Carla's until the next ship; by
 * default it goes on top at once. */
static void
test_shield_6_owner (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = bt_turn_state (3, 1, 2);
      TsBurgundyPlayer *ana = &s->players[0], *carla = &s->players[2];

      s->options.shields = TRUE;
      s->options.monastery_27_lift_at_ship = old;
      bt_put (s, 1, 3, T_MON (27));
      ana->shield[START] = 6;
      s->shields_set |= 1u << 6;
      ts_burgundy_shields_refresh (s);
      ana->bridge_space = carla->bridge_space = 1;
      s->players[1].bridge_space = 3;
      ana->bridge_height = 0;
      carla->bridge_height = 1;
      bt_apply_json (s, "{\"type\": \"choose-player\", \"player\": 0, \"target\": 1}");
      g_assert_true (ts_burgundy_has_monastery (ana, 27));
      g_assert_cmpuint (ana->bridge_height, ==, old ? 0 : 2);
      ts_burgundy_shields_refresh (s);
      g_assert_cmpuint (ana->bridge_height, ==, old ? 0 : 2);
      ts_burgundy_bridge_on_top (s);
      g_assert_cmpuint (ana->bridge_height, ==, 2);
      g_assert_cmpuint (carla->bridge_height, ==, 1);
    }
}

/* CB-MON-27 with two holders on one space (partners, or shield 6's owner and the placer):
 * Carla (0, a holder), Bruno (1), Ana (2, a holder). The text's reading puts both holders
 * above Bruno in the order they were in (Ana stays above Carla). Before issue 26 each holder
 * in seat order went just above every other marker, holders too: Ana stayed, Carla went
 * above her. */
static void
test_holders_order (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = team_turn (0, 1, 1);
      TsBurgundyPlayer *ana = &s->players[0], *bruno = &s->players[1], *carla = &s->players[2];

      s->options.monastery_27_lift_at_ship = old;
      for (guint i = 0; i < 4; i++)
        s->players[i].bridge_space = i == 3 ? 2 : 1;
      carla->bridge_height = 0;
      bruno->bridge_height = 1;
      ana->bridge_height = 2;
      ana->monasteries |= 1u << 27;
      ts_burgundy_team_sync (s, 0);
      ts_burgundy_bridge_on_top (s);
      g_assert_cmpuint (bruno->bridge_height, ==, 1);
      if (old)
        {
          g_assert_cmpuint (ana->bridge_height, ==, 2);
          g_assert_cmpuint (carla->bridge_height, ==, 3);
        }
      else
        {
          g_assert_cmpuint (ana->bridge_height, ==, 3);
          g_assert_cmpuint (carla->bridge_height, ==, 2);
        }
    }
}

/* CB-EXT-06 ------------------------------------------------------------------------------- */

/* CB-EXT-06 with monastery 7: “sempre que colocas uma peça de animais, marca 1 ponto de
 * vitória por cada peça de animais que pontuar”, and later livestock in the geese's pasture
 * means “obténs 2 pontos de vitória pela peça gansos”: the geese tile scores again, +1.
 * Placing the geese with 2 and 3 cows and monastery 7 gives 7 + 3 under both readings; 4 pigs
 * later give 4 + 1 + 2 + 1 = 8 by default, 7 with "monastery-7-geese-placed-only" (no +1 for
 * the geese then, the reading before issue 26). */
static void
test_geese_placed_only (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s
          = xt_turn (2,
                     old ? "{\"extra-tiles\": true, \"monastery-7-geese-placed-only\": true}"
                         : "{\"extra-tiles\": true}",
                     NULL, 1, 5, 1);

      bt_put (s, 0, 0, T_ANIMAL (COW, 2));
      bt_put (s, 0, 4, T_ANIMAL (COW, 3));
      bt_put (s, 0, 12, T_MON (7));
      s->players[0].storage[0] = T_GEESE;
      bt_apply_json (s,
                     "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":5}");
      g_assert_cmpint (s->players[0].vp, ==, 10);
      s->players[0].storage[0] = T_ANIMAL (PIG, 4);
      bt_apply_json (s,
                     "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":9}");
      g_assert_cmpint (s->players[0].vp, ==, 10 + (old ? 7 : 8));
      g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_GEESE, TS_BURGUNDY_N_SPECIES), ==, 2);
      g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_MONASTERY, 7), ==, 3 + (old ? 1 : 2));
    }
}

/* CB-SOL-21 ------------------------------------------------------------------------------- */

/* CB-SOL-21: one placement scores the mine area of 3 (6 VP, scored first) and phase A's
 * bonus (10 VP) with the marker on 41 and the target on 50. The note “escolhes a ordem pela
 * qual efetuas quaisquer ações (parciais) de jogo” gives the player the order: the bonus
 * first reaches the target and the area's 6 then count (the default, the marker on 6).
 * Before issue 26 ("solo-vp-order-scored") the gains moved the marker as scored: 47, then 57,
 * past the target, so back to 0 and the surplus lost. */
static void
test_order_scored (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s
          = solo_turn (old ? "{\"solo\": true, \"solo-vp-order-scored\": true}" : SOLO, 4, 4);
      TsBurgundyPlayer *p = &s->players[0];

      bt_put (s, 0, 17, T_SHIP);
      bt_put (s, 0, 29, T_MINE);
      bt_put (s, 0, 33, T_MINE);
      store (s, 0, T_MINE);
      p->solo_marker = 41;
      bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                        "\"space\": 24}");
      g_assert_cmpint (p->vp, ==, 6 + 10);
      g_assert_cmpuint (p->solo_resets, ==, 1);
      g_assert_cmpuint (p->solo_target, ==, 45);
      g_assert_cmpuint (p->solo_marker, ==, old ? 0 : 6);
      g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
    }
}

/* Records old engines wrote ------------------------------------------------------------ */

typedef struct
{
  const char *file;   /* in tests/data/corpus/burgundy-old */
  const char *option; /* the earlier reading the record needs */
  guint refused_at;   /* without it: the entry refused (0-based, with @refusal) */
  const char *refusal;
} OldRecord;

static const OldRecord old_records[] = {
  { "shields-storage-12-c5450f5", "shield-4-storage-12", 139,
    "You have an empty storage space: nothing needs to be discarded." },
  { "shields-monastery-27-c5450f5", "monastery-27-lift-at-ship", 132,
    "It is Carla's turn, not Ana's." },
  { "team-monastery-27-c5450f5", "monastery-27-lift-at-ship", 294,
    "It is Ana's turn, not Carla's." },
  { "team-tie-c5450f5", "team-discard-by-kind", 37,
    "Your 2 private storage spaces are full but the team's shared storage has an empty space: "
    "put the tile there (a tile is discarded only when all your storage spaces are full)." },
  { "solo-black-decline-c5450f5", "solo-black-decline", 85,
    "A completed colour places a black-depot tile in your duchy, and one fits: choose the "
    "tile and its space (it cannot be declined)." },
  { "shields-2-workers-ace2b94", "shield-2-per-gain", 0, NULL },
  { "team-tie-c5450f5", "team-tie-shared", 0, NULL },
  { "geese-monastery-7-c5450f5", "monastery-7-geese-placed-only", 0, NULL },
  { "solo-vp-order-ace2b94", "solo-vp-order-scored", 0, NULL },
};

static JsonObject *
load_json (const char *name, const char *suffix)
{
  g_autofree char *file = g_strconcat (name, suffix, NULL);
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "corpus", "burgundy-old", file, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* The record's options with every earlier reading of the module (as an old record gets them),
 * but @without. */
static JsonObject *
earlier_options (JsonObject *record, const char *without)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  JsonObject *options = json_object_new ();
  JsonObject *own = json_object_get_object_member (record, "options");
  g_autoptr (GList) members = json_object_get_members (own);

  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (options, l->data,
                            json_node_copy (json_object_get_member (own, l->data)));
  for (guint i = 0; module->readings[i].clause != NULL; i++)
    if (g_strcmp0 (module->readings[i].option, without) != 0)
      json_object_set_member (options, module->readings[i].option,
                              json_from_string (module->readings[i].old_value, NULL));
  return options;
}

/* The record's entries applied under @options; the number applied, the first refusal in
 * @why. */
static TsBurgundyState *
replay (JsonObject *record, JsonObject *options, guint *n_applied, char **why)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  JsonArray *entries = json_object_get_array_member (record, "entries");
  JsonObject *setup = json_object_has_member (record, "setup")
                          ? json_object_get_object_member (record, "setup")
                          : NULL;
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s = module->state_new (options, json_object_get_array_member (record, "players"),
                                          setup, &error);

  g_assert_no_error (error);
  *n_applied = 0;
  *why = NULL;
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      g_autofree TsBurgundyEntry *e
          = module->entry_from_json (json_array_get_element (entries, i), &error);

      g_assert_no_error (error);
      if (!module->apply (s, e, &error))
        {
          *why = g_strdup (error->message);
          break;
        }
      (*n_applied)++;
    }
  return s;
}

/* What tests/corpus/freeze.py keeps of `tableside-cli score --json` (the frozen result). */
static JsonNode *
result_of (const TsBurgundyState *s, JsonObject *record, guint n_entries)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  g_autoptr (GPtrArray) ledger = module->ledger (s);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  JsonArray *players = json_object_get_array_member (record, "players");
  gboolean finished = module->is_finished (s);
  guint bits = 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "entries");
  json_builder_add_int_value (b, n_entries);
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, finished);
  if (finished)
    {
      g_autoptr (JsonNode) breakdown = module->final_breakdown (s);
      JsonObject *o = json_node_get_object (breakdown);
      JsonNode *winners = json_object_get_member (o, "winners");
      JsonNode *winner = json_object_get_member (o, "winner");

      if (winners != NULL && JSON_NODE_HOLDS_ARRAY (winners))
        for (guint i = 0; i < json_array_get_length (json_node_get_array (winners)); i++)
          bits |= 1u << json_array_get_int_element (json_node_get_array (winners), i);
      else if (winner != NULL && JSON_NODE_HOLDS_VALUE (winner) && json_node_get_int (winner) >= 0)
        bits = 1u << json_node_get_int (winner);
    }
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint i = 0; i < json_array_get_length (players); i++)
    if (bits & (1u << i))
      json_builder_add_int_value (b, i);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      g_autoptr (JsonObject) causes = json_object_new ();
      g_autoptr (GList) keys = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (
          b, json_object_get_string_member (json_array_get_object_element (players, p), "name"));
      json_builder_set_member_name (b, "totals");
      json_builder_begin_object (b);
      for (guint r = 0; r < TS_LEDGER_N_RESOURCES; r++)
        if (ts_ledger_sum (ledger, p, r) != 0)
          {
            json_builder_set_member_name (b, ts_ledger_resource_to_string (r));
            json_builder_add_int_value (b, ts_ledger_sum (ledger, p, r));
          }
      json_builder_end_object (b);
      for (guint k = 0; k < ledger->len; k++)
        {
          const TsLedgerLine *line = g_ptr_array_index (ledger, k);
          g_autofree char *key = NULL;

          if (line->player != p)
            continue;
          key = g_strconcat (ts_ledger_resource_to_string (line->resource), "/", line->cause_id,
                             NULL);
          json_object_set_int_member (
              causes, key, json_object_get_int_member_with_default (causes, key, 0) + line->delta);
        }
      json_builder_set_member_name (b, "causes");
      json_builder_begin_object (b);
      keys = json_object_get_members (causes);
      for (GList *l = keys; l != NULL; l = l->next)
        if (json_object_get_int_member (causes, l->data) != 0)
          {
            json_builder_set_member_name (b, l->data);
            json_builder_add_int_value (b, json_object_get_int_member (causes, l->data));
          }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* Under every earlier reading the record replays to the result its build gave (frozen beside
 * it with that build's tableside-cli); without the one it needs, an entry is refused or the
 * game ends otherwise (for the solo game, the marker and the target are in the breakdown). */
static void
test_old_record (gconstpointer data)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  const OldRecord *c = data;
  g_autoptr (JsonObject) record = load_json (c->file, ".json");
  g_autoptr (JsonObject) frozen = load_json (c->file, ".expected.json");
  g_autoptr (JsonNode) frozen_node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr (JsonNode) kept_breakdown = NULL;
  guint n_entries = json_array_get_length (json_object_get_array_member (record, "entries"));

  json_node_set_object (frozen_node, frozen);
  g_assert_false (json_object_has_member (record, "readings")); /* saved before issue 40 */
  {
    g_autoptr (JsonObject) options = earlier_options (record, NULL);
    g_autofree char *why = NULL;
    guint n;
    g_autofree TsBurgundyState *s = replay (record, options, &n, &why);
    g_autoptr (JsonNode) got = result_of (s, record, n);

    g_assert_null (why);
    g_assert_cmpuint (n, ==, n_entries);
    if (!json_node_equal (frozen_node, got))
      {
        g_autofree char *want = json_to_string (frozen_node, TRUE);
        g_autofree char *have = json_to_string (got, TRUE);

        g_error ("%s: frozen\n%s\nreplayed\n%s", c->file, want, have);
      }
    kept_breakdown = module->final_breakdown (s);
  }
  {
    g_autoptr (JsonObject) options = earlier_options (record, c->option);
    g_autofree char *why = NULL;
    guint n;
    g_autofree TsBurgundyState *s = replay (record, options, &n, &why);
    g_autoptr (JsonNode) got = result_of (s, record, n);
    g_autoptr (JsonNode) breakdown = module->final_breakdown (s);

    if (c->refusal != NULL)
      {
        g_assert_cmpuint (n, ==, c->refused_at);
        g_assert_cmpstr (why, ==, c->refusal);
      }
    else
      {
        g_assert_null (why);
        g_assert_nonnull (breakdown);
        g_assert_false (json_node_equal (frozen_node, got)
                        && json_node_equal (kept_breakdown, breakdown));
      }
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/readings/list", test_list);
  g_test_add_func ("/burgundy/readings/CB-SHD-04/storage-12", test_storage_12);
  g_test_add_func ("/burgundy/readings/CB-MON-27/team-partner-at-ship", test_team_partner);
  g_test_add_func ("/burgundy/readings/CB-MON-27/shield-6-owner-at-ship", test_shield_6_owner);
  g_test_add_func ("/burgundy/readings/CB-MON-27/holders-order", test_holders_order);
  g_test_add_func ("/burgundy/readings/CB-EXT-06/geese-placed-only", test_geese_placed_only);
  g_test_add_func ("/burgundy/readings/CB-SOL-21/order-scored", test_order_scored);
  for (guint i = 0; i < G_N_ELEMENTS (old_records); i++)
    {
      const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
      const char *clause = NULL;
      g_autofree char *path = NULL;

      for (guint k = 0; module->readings[k].clause != NULL; k++)
        if (g_str_equal (module->readings[k].option, old_records[i].option))
          clause = module->readings[k].clause;
      g_assert_nonnull (clause);
      path = g_strdup_printf ("/burgundy/readings/%s/old-record/%s", clause, old_records[i].file);
      g_test_add_data_func (path, &old_records[i], test_old_record);
    }
  return g_test_run ();
}
