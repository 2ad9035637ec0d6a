/* SPDX-License-Identifier: GPL-3.0-or-later */
/* 1,000 random complete games (seeded), 2 to 5 players, with every option and without,
 * checking along the way that the legal list is exactly what apply accepts, that refused
 * entries change nothing, that figures are never lost, that every count equals its ledger
 * lines, that every tile of the box is drawn once, that the final breakdown adds up, that
 * entries of random bytes crash nothing, and that replaying the entries through JSON gives
 * the same state. */
#include <string.h>

#include "carcassonne-util.h"
#include "ts-engine-error.h"

/* Games per player count and option set: 2 sets × 4 player counts × 125 = 1,000 games.
 * TS_PROPERTY_GAMES lowers it for valgrind and sanitizer runs. */
static guint n_games = 125;

static gboolean
listed (GArray *legal, const TsCarcassonneEntry *e)
{
  for (guint i = 0; i < legal->len; i++)
    if (memcmp (&g_array_index (legal, TsCarcassonneEntry, i), e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

/* Tries @e on a copy: accepted exactly when listed; a refusal changes nothing. */
static void
check_entry (const TsCarcassonneState *s, GArray *legal, const TsCarcassonneEntry *e)
{
  g_autofree TsCarcassonneState *copy = ts_carcassonne_state_copy (s);
  g_autoptr (GError) error = NULL;
  gboolean ok = ts_carcassonne_apply (copy, e, &error);

  g_assert_cmpint (ok, ==, listed (legal, e));
  if (!ok)
    g_assert_true (ts_carcassonne_state_equal (copy, s));
}

/* Every placement near the map and every figure on every segment, listed or not. */
static void
check_decisions (const TsCarcassonneState *s, GArray *legal)
{
  TsCarcassonneEntry e;

  if (s->stage == TS_CARCASSONNE_STAGE_PLACE)
    {
      g_autoptr (GArray) spots = ts_carcassonne_open_spots (s);

      for (guint i = 0; i < spots->len; i += 2)
        for (guint r = 0; r < 4; r++)
          {
            ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PLACE, s->turn);
            e.x = g_array_index (spots, gint8, i);
            e.y = g_array_index (spots, gint8, i + 1);
            e.rotation = r;
            check_entry (s, legal, &e);
          }
      /* A taken cell and one far off. */
      ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PLACE, s->turn);
      check_entry (s, legal, &e);
      e.x = 90;
      check_entry (s, legal, &e);
    }
  else if (s->stage == TS_CARCASSONNE_STAGE_FIGURE)
    {
      const TsCarcassonneKind *k = &s->data->kinds[s->tiles[s->n_tiles - 1].kind];

      for (guint f = TS_CARCASSONNE_FOLLOWER; f <= TS_CARCASSONNE_PIG; f++)
        for (guint i = 0; i < k->n_segments; i++)
          {
            ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_FIGURE, s->turn);
            e.figure = f;
            g_strlcpy (e.segment, k->segments[i].id, sizeof e.segment);
            check_entry (s, legal, &e);
          }
    }
  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PASS, s->turn);
  if (s->stage != TS_CARCASSONNE_STAGE_DRAW || s->second_tile)
    check_entry (s, legal, &e);
  /* Another player never decides. */
  e.player = (s->turn + 1) % s->n_players;
  check_entry (s, legal, &e);
}

/* Entries of random bytes (as a bad caller could build): never a crash, and a refusal
 * changes nothing. */
static void
check_garbage (const TsCarcassonneState *s, GRand *rand)
{
  for (guint i = 0; i < 8; i++)
    {
      g_autofree TsCarcassonneState *copy = ts_carcassonne_state_copy (s);
      g_autoptr (GError) error = NULL;
      TsCarcassonneEntry e;
      guint8 *bytes = (guint8 *)&e;

      for (guint b = 0; b < sizeof e; b++)
        bytes[b] = g_rand_int (rand);
      e.type %= TS_CARCASSONNE_N_ENTRY_TYPES + 1;
      if (!ts_carcassonne_apply (copy, &e, &error))
        {
          g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
          g_assert_true (g_utf8_validate (error->message, -1, NULL) || e.type == TS_CARCASSONNE_ENTRY_FIGURE);
          g_assert_true (ts_carcassonne_state_equal (copy, s));
        }
    }
}

static void
check_counts (const TsCarcassonneState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      guint followers = s->players[p].followers, builders = s->players[p].builder,
            pigs = s->players[p].pig;

      for (guint f = 0; f < s->n_figures; f++)
        if (s->figures[f].player == p)
          {
            followers += s->figures[f].type == TS_CARCASSONNE_FOLLOWER;
            builders += s->figures[f].type == TS_CARCASSONNE_BUILDER;
            pigs += s->figures[f].type == TS_CARCASSONNE_PIG;
          }
      g_assert_cmpuint (followers, ==, TS_CARCASSONNE_FOLLOWERS);
      g_assert_cmpuint (builders, ==, s->opt_builder);
      g_assert_cmpuint (pigs, ==, s->opt_pig);
      ct_ledger (s, p, TS_LEDGER_VP);
      ct_ledger (s, p, TS_LEDGER_WINE);
      ct_ledger (s, p, TS_LEDGER_GRAIN);
      ct_ledger (s, p, TS_LEDGER_CLOTH);
    }
}

static void
check_breakdown (const TsCarcassonneState *s)
{
  g_autoptr (JsonNode) node = ts_carcassonne_final_breakdown (s);
  JsonArray *players = json_object_get_array_member (json_node_get_object (node), "players");
  int best = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *o = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (o, "lines");
      int sum = 0;

      g_assert_cmpuint (json_array_get_length (lines), ==, s->opt_goods ? 8 : 7);
      for (guint i = 0; i < json_array_get_length (lines); i++)
        sum += json_object_get_int_member (json_array_get_object_element (lines, i), "vp");
      g_assert_cmpint (sum, ==, json_object_get_int_member (o, "total"));
      g_assert_cmpint (sum, ==, s->players[p].vp);
      best = MAX (best, sum);
    }
  for (guint p = 0; p < s->n_players; p++)
    g_assert_cmpint (!!(s->winners & (1u << p)), ==, s->players[p].vp == best);
}

static void
play (guint n, guint seed, const char *options)
{
  g_autofree TsCarcassonneState *s = ct_new_game (n, options);
  g_autofree TsCarcassonneState *replay = ct_new_game (n, options);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GPtrArray) record = g_ptr_array_new_with_free_func ((GDestroyNotify)json_node_unref);

  while (s->stage != TS_CARCASSONNE_STAGE_OVER)
    {
      g_autoptr (GArray) legal = ts_carcassonne_legal (s);
      g_autoptr (GError) error = NULL;
      TsCarcassonneEntry e;

      if (g_rand_int_range (rand, 0, 8) == 0)
        {
          check_decisions (s, legal);
          check_garbage (s, rand);
        }
      if (s->stage == TS_CARCASSONNE_STAGE_DRAW && (legal->len == 0 || g_rand_boolean (rand)))
        {
          guint pick = g_rand_int_range (rand, 0, s->n_left), kind = 0;

          for (guint seen = 0; kind < s->data->n_kinds; kind++)
            if ((seen += s->left[kind]) > pick)
              break;
          ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_DRAW, -1);
          e.kind = kind;
        }
      else
        {
          g_assert_cmpuint (legal->len, >, 0);
          e = g_array_index (legal, TsCarcassonneEntry, g_rand_int_range (rand, 0, legal->len));
        }
      if (!ts_carcassonne_apply (s, &e, &error))
        g_error ("seed %u: a legal entry was refused: %s", seed, error->message);
      g_ptr_array_add (record, ts_carcassonne_entry_to_json (&e));
      check_counts (s);
    }
  g_assert_cmpuint (s->n_left, ==, 0);
  /* Every tile of the box drawn once: placed or set aside. */
  {
    guint box = 0, used = s->n_tiles - 1;

    for (guint k = 0; k < s->data->n_kinds; k++)
      {
        box += s->data->kinds[k].expansion && !s->opt_tiles ? 0 : s->data->kinds[k].count;
        used += s->set_aside[k];
      }
    g_assert_cmpuint (used, ==, box - 1);
  }
  check_breakdown (s);
  for (guint i = 0; i < record->len; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsCarcassonneEntry *e = ts_carcassonne_entry_from_json (record->pdata[i], &error);

      g_assert_no_error (error);
      g_assert_true (ts_carcassonne_apply (replay, e, &error));
    }
  g_assert_true (ts_carcassonne_state_equal (s, replay));
}

static void
test_players (gconstpointer data)
{
  guint n = GPOINTER_TO_UINT (data);

  for (guint seed = 1; seed <= n_games; seed++)
    {
      play (n, seed, "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}");
      play (n, 1000 + seed, seed % 2 ? NULL : "{\"small-city\":\"half\"}");
    }
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, g_ascii_strtoull (env, NULL, 10) / 2);
  for (guint n = 2; n <= 5; n++)
    {
      g_autofree char *path = g_strdup_printf ("/carcassonne/play/%u-players", n);

      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_players);
    }
  return g_test_run ();
}
