/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The legal-entry list is complete, however long (issue 10: it used to be cut at 1,024 without
 * a word). The worst case we can reach in real play (quick fill: every depot tile unknown;
 * monastery 6; full storage; silver and workers to pay either way) and the same with a castle's
 * extra action waiting are compared with a brute-force enumeration of every entry the engine
 * accepts. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-game.h"

/* Entries that mean the same are written one way: a known tile is not named again and
 * "workers": 0 is the same as no workers member. */
static void
canonical (const TsBurgundyState *s, TsBurgundyEntry *e)
{
  if (e->type == TS_BURGUNDY_ENTRY_BUY_BLACK && e->workers == 0)
    e->workers = -1;
  if ((e->type == TS_BURGUNDY_ENTRY_TAKE_TILE || e->type == TS_BURGUNDY_ENTRY_BUY_BLACK)
      && e->tile != 0)
    {
      guint on_board = e->depot == 0 ? s->black[e->slot] : s->depots[e->depot - 1][e->slot];
      if (on_board != TS_BURGUNDY_TILE_UNKNOWN)
        e->tile = 0;
    }
}

static guint
entry_hash (gconstpointer key)
{
  return g_str_hash (key);
}

static gboolean
entry_equal (gconstpointer a, gconstpointer b)
{
  return g_str_equal (a, b);
}

/* A printable key per entry (its JSON), so a difference is easy to read in a failure. */
static char *
entry_key (const TsBurgundyEntry *e)
{
  g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
  return json_to_string (node, FALSE);
}

typedef struct
{
  const TsBurgundyState *state;
  TsBurgundyState *scratch;
  GHashTable *accepted;
  guint tried;
} Brute;

static void
try (Brute *b, TsBurgundyEntry *e)
{
  b->tried++;
  if (!ts_burgundy_apply (b->scratch, e, NULL))
    return; /* a refusal leaves the scratch state as it was */
  memcpy (b->scratch, b->state, sizeof *b->state);
  TsBurgundyEntry c = *e;
  canonical (b->state, &c);
  g_hash_table_add (b->accepted, entry_key (&c));
}

/* Every value each member of each player decision can take (die sources, depots, spaces,
 * storage, goods, identities, discards, payments, ship depots and kept goods). */
static GHashTable *
brute_force (const TsBurgundyState *s, guint *tried)
{
  g_autofree TsBurgundyState *scratch = ts_burgundy_state_copy (s);
  Brute b = { s, scratch, g_hash_table_new_full (entry_hash, entry_equal, g_free, NULL), 0 };
  TsBurgundyEntry e;
  int player = s->current;

  for (int die = 0; die < TS_BURGUNDY_N_SOURCES; die++)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, player);
      e.die = die;
      for (e.depot = 1; e.depot <= 6; e.depot++)
        for (e.slot = 0; e.slot < TS_BURGUNDY_DEPOT_SLOTS; e.slot++)
          for (int t = 0; t < TS_BURGUNDY_N_TILES; t++)
            for (e.discard = -1; e.discard < TS_BURGUNDY_STORAGE; e.discard++)
              {
                e.tile = t;
                try (&b, &e);
              }
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, player);
      e.die = die;
      for (e.storage = 0; e.storage < TS_BURGUNDY_STORAGE; e.storage++)
        for (e.space = 0; e.space < TS_BURGUNDY_N_SPACES; e.space++)
          try (&b, &e);
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SELL_GOODS, player);
      e.die = die;
      for (e.goods = 1; e.goods <= 6; e.goods++)
        try (&b, &e);
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_WORKERS, player);
      e.die = die;
      try (&b, &e);
    }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SPEND_WORKERS, player);
  for (e.die = 0; e.die < 2; e.die++)
    for (e.to = 1; e.to <= 6; e.to++)
      try (&b, &e);
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_BLACK, player);
  for (e.depot = 0; e.depot <= 6; e.depot++)
    for (e.slot = 0; e.slot < TS_BURGUNDY_BLACK_SLOTS; e.slot++)
      for (int t = 0; t < TS_BURGUNDY_N_TILES; t++)
        for (e.workers = -1; e.workers <= 2; e.workers++)
          for (e.discard = -1; e.discard < TS_BURGUNDY_STORAGE; e.discard++)
            {
              e.tile = t;
              try (&b, &e);
            }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT, player);
  for (e.depot = 1; e.depot <= 6; e.depot++)
    for (e.second_depot = -1; e.second_depot <= 6; e.second_depot++)
      for (guint keep = 0; keep < 64; keep++)
        {
          if (e.second_depot == 0)
            continue;
          e.keep = keep << 1; /* bits 1-6 */
          try (&b, &e);
        }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_DECLINE, player);
  try (&b, &e);
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_END_TURN, player);
  try (&b, &e);
  *tried = b.tried;
  return b.accepted;
}

/* The list: no duplicates, end-turn where it is legal, and exactly the brute-force set. */
static guint
assert_complete (const TsBurgundyState *s)
{
  guint n, tried;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  g_autoptr (GHashTable) listed = g_hash_table_new_full (entry_hash, entry_equal, g_free, NULL);
  g_autoptr (GHashTable) brute = brute_force (s, &tried);
  TsBurgundyEntry small[16];

  /* The count comes back whole even when the caller's array is small. */
  g_assert_cmpuint (ts_burgundy_legal (s, small, G_N_ELEMENTS (small)), ==, n);
  g_assert_cmpint (memcmp (small, legal, sizeof small), ==, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *key = entry_key (&legal[i]);
      if (!g_hash_table_add (listed, g_steal_pointer (&key)))
        g_error ("listed twice: %s", entry_key (&legal[i]));
    }
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, brute);
  while (g_hash_table_iter_next (&it, &key, NULL))
    if (!g_hash_table_contains (listed, key))
      g_error ("accepted but not listed: %s", (const char *)key);
  g_hash_table_iter_init (&it, listed);
  while (g_hash_table_iter_next (&it, &key, NULL))
    if (!g_hash_table_contains (brute, key))
      g_error ("listed but refused: %s", (const char *)key);
  g_assert_cmpuint (g_hash_table_size (brute), ==, n);
  g_test_message ("%u legal entries (%u candidates tried)", n, tried);
  return n;
}

static TsBurgundyState *
crowded_state (guint n_players)
{
  TsBurgundyState *s = bt_new_game (n_players, NULL);
  g_autoptr (GArray) entries = ts_burgundy_crowded_entries (s);

  g_assert_nonnull (entries);
  for (guint i = 0; i < entries->len; i++)
    g_assert_true (ts_burgundy_apply (s, &g_array_index (entries, TsBurgundyEntry, i), NULL));
  return s;
}

static gboolean
has_type (const TsBurgundyEntry *legal, guint n, guint type)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == type)
      return TRUE;
  return FALSE;
}

/* Reached in real play: quick fill, monastery 6, full storage, both dice unused. */
static void
test_crowded_turn (void)
{
  g_autofree TsBurgundyState *s = crowded_state (4);
  const TsBurgundyPlayer *p = &s->players[s->current];
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);

  g_assert_true (ts_burgundy_has_monastery (p, 6));
  g_assert_cmpint (ts_burgundy_free_storage (p), <, 0);
  g_assert_cmpint (p->silver, >=, 2);
  g_assert_cmpint (p->workers, >=, 2);
  g_assert_cmpuint (n, >, 1024);
  /* end-turn comes last: it used to be lost past the cut. */
  g_assert_cmpint (legal[n - 1].type, ==, TS_BURGUNDY_ENTRY_END_TURN);
  assert_complete (s);

  /* The module's list (what the app and the CLI show) is the same, whole. */
  const TsGameModule *m = ts_games_lookup ("castles-of-burgundy");
  g_autoptr (GPtrArray) all = m->legal_entries (s);
  g_assert_cmpuint (all->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (memcmp (all->pdata[i], &legal[i], sizeof legal[i]), ==, 0);

  /* The choices (the table view's list) hold every legal entry but bare spends. */
  guint n_choices, expected = 0;
  g_autofree TsBurgundyChoice *c = ts_burgundy_choices (s, &n_choices);
  for (guint i = 0; i < n; i++)
    expected += legal[i].type != TS_BURGUNDY_ENTRY_SPEND_WORKERS;
  g_assert_cmpuint (n_choices, >=, expected);
  g_assert_true (c[expected - 1].workers == 0
                 && c[expected - 1].action.type == TS_BURGUNDY_ENTRY_END_TURN);
}

/* The same table with a castle's extra action waiting (CB-CAS-01, CB-BLK-01): takes from
 * every depot, any placement, sales, workers, the purchase and decline. */
static void
test_crowded_castle (void)
{
  g_autofree TsBurgundyState *s = crowded_state (4);
  guint n;

  s->players[s->current].storage[0] = TS_BURGUNDY_TILE_NONE; /* the castle came from there */
  s->pending[s->n_pending++] = TS_BURGUNDY_PENDING_CASTLE;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  g_assert_true (has_type (legal, n, TS_BURGUNDY_ENTRY_BUY_BLACK));
  g_assert_true (has_type (legal, n, TS_BURGUNDY_ENTRY_DECLINE));
  g_assert_cmpuint (n, >, 1024);
  assert_complete (s);
}

/* With 2 and 3 players too, and with the last decision of a ship waiting. */
static void
test_crowded_other_counts (void)
{
  for (guint players = 2; players <= 3; players++)
    {
      g_autofree TsBurgundyState *s = crowded_state (players);
      assert_complete (s);
      s->players[s->current].storage[1] = TS_BURGUNDY_TILE_NONE;
      s->pending[s->n_pending++] = TS_BURGUNDY_PENDING_SHIP;
      for (guint d = 0; d < 6; d++)
        for (guint g = 1; g <= 6; g++)
          s->depot_goods[d][g] = (d + g) % 3;
      assert_complete (s);
    }
}

/* Monastery 12 (a free change when taking) and 8 (workers turn a die by 2) on top: takes
 * from three depots per die, more ways to spend workers. Monastery 12 is black-backed and
 * monastery 8 yellow; they are put straight into the duchy here. */
static void
test_crowded_more_monasteries (void)
{
  g_autofree TsBurgundyState *s = crowded_state (4);
  guint me = s->current;
  TsBurgundyPlayer *p = &s->players[me];
  guint placed = 0;

  for (guint k = 0; k < TS_BURGUNDY_N_SPACES && placed < 2; k++)
    if (p->tiles[k] == 0 && p->duchy.colour[k] == TS_BURGUNDY_MONASTERY)
      bt_put (s, me, k, TS_BURGUNDY_MONASTERY_TILE (placed++ == 0 ? 12 : 8));
  g_assert_cmpuint (placed, ==, 2);
  g_assert_cmpuint (assert_complete (s), >, 3328);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/legal/complete/crowded-turn", test_crowded_turn);
  g_test_add_func ("/burgundy/legal/complete/crowded-castle/CB-BLK-01", test_crowded_castle);
  g_test_add_func ("/burgundy/legal/complete/other-player-counts", test_crowded_other_counts);
  g_test_add_func ("/burgundy/legal/complete/more-monasteries", test_crowded_more_monasteries);
  return g_test_run ();
}
