/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete Carcassonne games, 2 to 5 players, with the base game alone, all of
 * Traders & Builders and each of its parts alone, checked against invariants after every
 * entry: 40 games per player count and option set (4 x 7 x 40 = 1,120); one game in four
 * ends early where the table finds the stack empty (a tile lost from the box, CA-BTR-02). TS_PROPERTY_GAMES
 * sets the games per player count, shared by the option sets, as in the other games' property
 * tests (lower for valgrind and sanitizer runs). In every fourth game, "if it ended now" at
 * every 16th step and at the end (now-check.h). */
#include "carcassonne-util.h"

#include <string.h>

#include "now-check.h"
#include "ts-engine-error.h"
#include "ts-game.h"

static guint n_games = 40;

typedef struct
{
  const char *name;
  const char *options;
} OptionSet;

static const OptionSet option_sets[] = {
  { "base", "{}" },
  { "traders-builders", "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}" },
  { "tiles", "{\"tiles\":true}" },
  { "goods", "{\"tiles\":true,\"goods\":true}" },
  { "builder", "{\"builder\":true}" },
  { "pig", "{\"pig\":true}" },
  { "all-half-city",
    "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true,\"small-city\":\"half\"}" },
};

typedef struct
{
  const OptionSet *set;
  guint n_players;
} Case;

/* What the games reached, so that a run that never exercises a rule fails. */
typedef struct
{
  guint entries, second_tiles, declined, builders, pigs, goods, farms, set_aside, refused;
  guint stack_empty, nows;
} Counts;

static gboolean
in_box (const TsCarcassonneState *s, const TsCarcassonneKind *kind)
{
  return !kind->expansion || s->opt_tiles;
}

/* The invariants that hold after every entry. */
static void
check_invariants (const TsCarcassonneState *s)
{
  g_autoptr (GPtrArray) lines = ts_carcassonne_ledger_lines (s);
  guint placed[TS_CARCASSONNE_MAX_KINDS] = { 0 }, left = 0;
  guint followers[TS_CARCASSONNE_MAX_PLAYERS] = { 0 }, builders[TS_CARCASSONNE_MAX_PLAYERS] = { 0 },
        pigs[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };

  /* Every tile of the box once: still to draw, drawn and waiting, placed (with the start
   * tile) or set aside. */
  for (guint t = 0; t < s->n_tiles; t++)
    placed[s->tiles[t].kind]++;
  if (s->stage == TS_CARCASSONNE_STAGE_PLACE)
    placed[s->drawn]++;
  for (guint k = 0; k < s->data->n_kinds; k++)
    {
      const TsCarcassonneKind *kind = &s->data->kinds[k];

      g_assert_cmpuint (s->left[k] + s->set_aside[k] + placed[k], ==,
                        in_box (s, kind) ? kind->count : 0);
      left += s->left[k];
    }
  g_assert_cmpuint (left, ==, s->n_left);
  g_assert_cmpint (s->tiles[0].kind, ==, s->data->start_kind);
  g_assert_cmpint (s->tiles[0].x, ==, 0);
  g_assert_cmpint (s->tiles[0].y, ==, 0);

  /* Figures are in a supply or on the map, never both, never lost. */
  for (guint f = 0; f < s->n_figures; f++)
    {
      const TsCarcassonneFigure *fig = &s->figures[f];

      g_assert_cmpuint (fig->player, <, s->n_players);
      g_assert_cmpuint (fig->seg / TS_CARCASSONNE_MAX_SEGMENTS, <, s->n_tiles);
      followers[fig->player] += fig->type == TS_CARCASSONNE_FOLLOWER;
      builders[fig->player] += fig->type == TS_CARCASSONNE_BUILDER;
      pigs[fig->player] += fig->type == TS_CARCASSONNE_PIG;
    }
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsCarcassonnePlayer *p = &s->players[i];

      g_assert_cmpuint (p->followers + followers[i], ==, TS_CARCASSONNE_FOLLOWERS);
      g_assert_cmpuint (p->builder + builders[i], ==, s->opt_builder ? 1 : 0);
      g_assert_cmpuint (p->pig + pigs[i], ==, s->opt_pig ? 1 : 0);
      /* Totals are the sums of their ledger lines. */
      g_assert_cmpint (p->vp, >=, 0);
      g_assert_cmpint (p->vp, ==, ts_ledger_sum (lines, i, TS_LEDGER_VP));
      g_assert_cmpint (p->goods[TS_CARCASSONNE_WINE], ==, ts_ledger_sum (lines, i, TS_LEDGER_WINE));
      g_assert_cmpint (p->goods[TS_CARCASSONNE_GRAIN], ==,
                       ts_ledger_sum (lines, i, TS_LEDGER_GRAIN));
      g_assert_cmpint (p->goods[TS_CARCASSONNE_CLOTH], ==,
                       ts_ledger_sum (lines, i, TS_LEDGER_CLOTH));
      if (!s->opt_goods)
        g_assert_cmpuint (p->goods[0] + p->goods[1] + p->goods[2], ==, 0);
    }
  /* Nothing is ever taken away in Carcassonne: no line is negative. */
  for (guint k = 0; k < lines->len; k++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, k);

      g_assert_cmpint (line->delta, >, 0);
      g_assert_cmpint (line->entry_index, <, (int)s->n_entries);
      g_assert_nonnull (line->cause_text);
    }
}

static gboolean
same_placement (const TsCarcassonneState *s, const TsCarcassonneEntry *a,
                const TsCarcassonneEntry *b)
{
  guint turns = s->data->kinds[s->drawn].distinct_rotations;

  /* A tile with fewer distinct rotations looks the same turned by 4 / distinct quarters. */
  return a->x == b->x && a->y == b->y && a->rotation % turns == b->rotation % turns;
}

static gboolean
listed (const TsCarcassonneState *s, GArray *legal, const TsCarcassonneEntry *e)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const TsCarcassonneEntry *l = &g_array_index (legal, TsCarcassonneEntry, i);

      if (l->type != e->type || l->player != e->player)
        continue;
      if (e->type == TS_CARCASSONNE_ENTRY_PASS)
        return TRUE;
      if (e->type == TS_CARCASSONNE_ENTRY_PLACE && same_placement (s, l, e))
        return TRUE;
      if (e->type == TS_CARCASSONNE_ENTRY_FIGURE && l->figure == e->figure
          && strcmp (l->segment, e->segment) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Applies @e to a copy of @s: a refusal is ILLEGAL and changes nothing. */
static gboolean
try_entry (const TsCarcassonneState *s, TsCarcassonneState *scratch, const TsCarcassonneEntry *e)
{
  g_autoptr (GError) error = NULL;

  memcpy (scratch, s, sizeof *s);
  if (ts_carcassonne_apply (scratch, e, &error))
    return TRUE;
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_carcassonne_state_equal (scratch, s));
  return FALSE;
}

/* Every listed entry applies; every entry apply accepts is listed: placements tried on
 * every cell of the map's box and one cell around it in every rotation, figures of every
 * type on every segment of the tile just placed, and the pass. */
static void
check_legal_complete (const TsCarcassonneState *s, TsCarcassonneState *scratch)
{
  g_autoptr (GArray) legal = ts_carcassonne_legal (s);
  /* While the table draws the builder's second tile, the player may decline it. */
  int actor = ts_carcassonne_state_actor (s) >= 0 || s->stage == TS_CARCASSONNE_STAGE_OVER
                  ? ts_carcassonne_state_actor (s)
                  : s->turn;
  int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
  guint accepted = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      const TsCarcassonneEntry *e = &g_array_index (legal, TsCarcassonneEntry, i);

      if (!try_entry (s, scratch, e))
        {
          g_autoptr (JsonNode) node = ts_carcassonne_entry_to_json (e);
          g_autofree char *text = json_to_string (node, FALSE);
          g_error ("listed %s refused", text);
        }
      g_assert_cmpint (e->player, ==, actor);
    }
  if (s->stage == TS_CARCASSONNE_STAGE_OVER)
    {
      g_assert_cmpuint (legal->len, ==, 0);
      return;
    }
  for (guint t = 0; t < s->n_tiles; t++)
    {
      x0 = MIN (x0, s->tiles[t].x);
      x1 = MAX (x1, s->tiles[t].x);
      y0 = MIN (y0, s->tiles[t].y);
      y1 = MAX (y1, s->tiles[t].y);
    }
  for (int p = 0; p < s->n_players; p++)
    {
      TsCarcassonneEntry e;

      ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PASS, p);
      if (try_entry (s, scratch, &e))
        {
          g_assert_cmpint (p, ==, actor);
          g_assert_true (listed (s, legal, &e));
          accepted++;
        }
      if (p != actor)
        continue;
      if (s->stage == TS_CARCASSONNE_STAGE_PLACE)
        for (int x = x0 - 2; x <= x1 + 2; x++)
          for (int y = y0 - 2; y <= y1 + 2; y++)
            for (guint r = 0; r < 4; r++)
              {
                ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PLACE, p);
                e.x = x;
                e.y = y;
                e.rotation = r;
                if (!try_entry (s, scratch, &e))
                  continue;
                g_assert_cmpint (p, ==, actor);
                if (!listed (s, legal, &e))
                  g_error ("placement at (%d, %d) turned %u accepted, not listed", x, y, r);
                accepted++;
              }
      if (s->stage == TS_CARCASSONNE_STAGE_FIGURE)
        {
          const TsCarcassonneKind *kind = &s->data->kinds[s->tiles[s->n_tiles - 1].kind];

          for (guint g = 0; g < kind->n_segments; g++)
            for (guint f = TS_CARCASSONNE_FOLLOWER; f <= TS_CARCASSONNE_PIG; f++)
              {
                ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_FIGURE, p);
                e.figure = f;
                g_strlcpy (e.segment, kind->segments[g].id, sizeof e.segment);
                if (!try_entry (s, scratch, &e))
                  continue;
                g_assert_cmpint (p, ==, actor);
                if (!listed (s, legal, &e))
                  g_error ("figure %u on %s accepted, not listed", f, e.segment);
                accepted++;
              }
        }
    }
  /* The stack found empty: a table event, accepted exactly where a draw is due. */
  {
    TsCarcassonneEntry e;

    ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_STACK_EMPTY, -1);
    g_assert_cmpint (try_entry (s, scratch, &e), ==, s->stage == TS_CARCASSONNE_STAGE_DRAW);
  }
  /* Each listed entry was found by the brute force (rotations counted once). */
  g_assert_cmpuint (accepted, >=, legal->len);
}

/* A random change of the entry about to be played: refused ones change nothing. */
static gboolean
try_mutation (const TsCarcassonneState *s, TsCarcassonneState *scratch,
              const TsCarcassonneEntry *entry, GRand *rand)
{
  TsCarcassonneEntry e = *entry;

  switch (g_rand_int_range (rand, 0, 7))
    {
      case 0:
        e.player = g_rand_int_range (rand, -1, s->n_players + 1);
        break;
      case 1:
        e.type = g_rand_int_range (rand, 0, TS_CARCASSONNE_N_ENTRY_TYPES);
        break;
      case 2:
        e.x += g_rand_int_range (rand, -2, 3);
        break;
      case 3:
        e.rotation = g_rand_int_range (rand, 0, 4);
        break;
      case 4:
        e.kind = g_rand_int_range (rand, 0, s->data->n_kinds);
        break;
      case 5:
        e.figure = g_rand_int_range (rand, 0, 3);
        break;
      default:
        g_snprintf (e.segment, sizeof e.segment, "%s%d",
                    g_rand_boolean (rand)   ? "road"
                    : g_rand_boolean (rand) ? "city"
                                            : "field",
                    g_rand_int_range (rand, 0, 4));
        break;
    }
  return !try_entry (s, scratch, &e);
}

static void
check_breakdown (const TsCarcassonneState *s)
{
  g_autoptr (JsonNode) node = ts_carcassonne_final_breakdown (s);
  JsonObject *o;
  JsonArray *players, *winners;
  int best = 0;

  g_assert_nonnull (node);
  o = json_node_get_object (node);
  players = json_object_get_array_member (o, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, s->n_players);
  for (guint i = 0; i < s->n_players; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (p, "lines");
      int sum = 0;

      g_assert_cmpstr (json_object_get_string_member (p, "name"), ==, s->names[i]);
      g_assert_cmpint (json_object_get_int_member (p, "total"), ==, s->players[i].vp);
      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);

          g_assert_nonnull (json_object_get_string_member (line, "cause"));
          g_assert_nonnull (json_object_get_string_member (line, "text"));
          if (!json_object_get_null_member (line, "vp"))
            sum += json_object_get_int_member (line, "vp");
        }
      g_assert_cmpint (sum, ==, s->players[i].vp);
      best = MAX (best, s->players[i].vp);
    }
  /* CA-BEN-06: the most points win; ties share. */
  winners = json_object_get_array_member (o, "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, __builtin_popcount (s->winners));
  for (guint i = 0; i < s->n_players; i++)
    g_assert_cmpint ((s->winners >> i) & 1, ==, s->players[i].vp == best);
  g_assert_nonnull (json_object_get_string_member (o, "explanation"));
}

/* Followers in fields (farmers) and pigs on the map, per player. */
static void
count_farm_figures (const TsCarcassonneState *s, guint farmers[TS_CARCASSONNE_MAX_PLAYERS],
                    guint pigs[TS_CARCASSONNE_MAX_PLAYERS])
{
  for (guint f = 0; f < s->n_figures; f++)
    {
      const TsCarcassonneFigure *fig = &s->figures[f];
      const TsCarcassonneKind *kind
          = &s->data->kinds[s->tiles[fig->seg / TS_CARCASSONNE_MAX_SEGMENTS].kind];

      if (fig->type == TS_CARCASSONNE_PIG)
        pigs[fig->player]++;
      else if (fig->type == TS_CARCASSONNE_FOLLOWER
               && kind->segments[fig->seg % TS_CARCASSONNE_MAX_SEGMENTS].kind
                      == TS_CARCASSONNE_FIELD)
        farmers[fig->player]++;
    }
}

static void
count_entry (const TsCarcassonneState *before, const TsCarcassonneEntry *e,
             const TsCarcassonneState *after, Counts *c)
{
  guint aside_before = 0, aside_after = 0;
  guint farmers_before[TS_CARCASSONNE_MAX_PLAYERS] = { 0 },
        pigs_before[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };
  guint farmers_after[TS_CARCASSONNE_MAX_PLAYERS] = { 0 },
        pigs_after[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };

  /* CA-BSC-06, CA-TPG-03: farmers and pigs stay on the map to the end. */
  count_farm_figures (before, farmers_before, pigs_before);
  count_farm_figures (after, farmers_after, pigs_after);
  for (guint i = 0; i < after->n_players; i++)
    {
      g_assert_cmpuint (farmers_after[i], >=, farmers_before[i]);
      g_assert_cmpuint (pigs_after[i], >=, pigs_before[i]);
    }
  /* CA-TBU-09: never a third tile; CA-TBU-05: a second tile only with the builder out. */
  if (after->second_tile && !before->second_tile)
    {
      g_assert_cmpint (after->turn, ==, before->turn);
      g_assert_true (after->opt_builder);
      g_assert_cmpint (before->players[before->turn].builder, ==, 0);
    }
  if (before->second_tile && before->stage != TS_CARCASSONNE_STAGE_DRAW
      && after->stage != TS_CARCASSONNE_STAGE_PLACE && after->stage != TS_CARCASSONNE_STAGE_FIGURE)
    g_assert_false (after->second_tile);

  c->entries++;
  c->second_tiles += after->second_tile && !before->second_tile;
  c->declined += e->type == TS_CARCASSONNE_ENTRY_PASS && before->stage == TS_CARCASSONNE_STAGE_DRAW;
  c->builders += e->type == TS_CARCASSONNE_ENTRY_FIGURE && e->figure == TS_CARCASSONNE_BUILDER;
  c->pigs += e->type == TS_CARCASSONNE_ENTRY_FIGURE && e->figure == TS_CARCASSONNE_PIG;
  for (guint i = 0; i < after->n_players; i++)
    for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
      c->goods += after->players[i].goods[g] - before->players[i].goods[g];
  for (guint i = before->n_scorings; i < after->n_scorings; i++)
    c->farms += after->scorings[i].kind == TS_CARCASSONNE_FIELD;
  for (guint k = 0; k < after->data->n_kinds; k++)
    {
      aside_before += before->set_aside[k];
      aside_after += after->set_aside[k];
    }
  c->set_aside += aside_after - aside_before;
  c->stack_empty += e->type == TS_CARCASSONNE_ENTRY_STACK_EMPTY;
}

static void
play_games (gconstpointer data)
{
  const Case *tc = data;
  g_autofree TsCarcassonneState *scratch = g_new0 (TsCarcassonneState, 1);
  g_autofree TsCarcassonneState *before = g_new0 (TsCarcassonneState, 1);
  Counts c = { 0 };

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 7919 + tc->n_players * 31
                                                     + (tc->set - option_sets) * 1009);
      g_autofree TsCarcassonneState *s = ct_new_game (tc->n_players, tc->set->options);
      g_autofree TsCarcassonneState *replay = ts_carcassonne_state_copy (s);
      g_autoptr (JsonArray) entries = json_array_new ();
      TsCarcassonneEntry e;
      guint step = 0;
      /* One game in four: the stack is found empty once at most this many tiles are left. */
      guint stop = game % 4 == 3 ? g_rand_int_range (rand, 1, 60) : 0;

      check_invariants (s);
      for (;;)
        {
          g_autoptr (GError) error = NULL;
          /* The first games check everything at every step, the others now and then. */
          gboolean deep = game < 2 || step % 16 == 0;

          if (stop > 0 && s->stage == TS_CARCASSONNE_STAGE_DRAW && s->n_left <= stop)
            ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_STACK_EMPTY, -1);
          else if (!ts_carcassonne_random_entry (s, rand, &e))
            break;

          if (deep)
            check_legal_complete (s, scratch);
          c.refused += try_mutation (s, scratch, &e, rand);
          memcpy (before, s, sizeof *s);
          if (!ts_carcassonne_apply (s, &e, &error))
            {
              g_autoptr (JsonNode) node = ts_carcassonne_entry_to_json (&e);
              g_autofree char *text = json_to_string (node, FALSE);
              g_error ("%s game %u step %u: %s refused: %s", tc->set->name, game, step, text,
                       error->message);
            }
          g_assert_cmpuint (s->n_entries, ==, step + 1);
          json_array_add_element (entries, ts_carcassonne_entry_to_json (&e));
          count_entry (before, &e, s, &c);
          check_invariants (s);
          step++;
          if (now_check_due (game, step, 4) && s->stage != TS_CARCASSONNE_STAGE_OVER)
            c.nows += now_check_carcassonne (s);
          g_assert_cmpuint (step, <, 1000);
        }
      /* CA-BTR-02: the game ends with the last tile, every tile used; or where the table
       * found the stack empty, with the final scoring all the same. */
      g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
      g_assert_cmpuint (s->n_left > 0, ==, s->stack_empty);
      if (s->stack_empty)
        g_assert_cmpint (e.type, ==, TS_CARCASSONNE_ENTRY_STACK_EMPTY);
      g_assert_cmpint (ts_carcassonne_state_actor (s), ==, -1);
      check_legal_complete (s, scratch);
      check_breakdown (s);
      if (game % 4 == 0)
        now_check_final (ts_games_lookup ("carcassonne"), s);

      /* Replaying the record's entries, read back from JSON, gives the live state. */
      for (guint i = 0; i < json_array_get_length (entries); i++)
        {
          g_autoptr (GError) error = NULL;
          g_autofree TsCarcassonneEntry *x
              = ts_carcassonne_entry_from_json (json_array_get_element (entries, i), &error);

          g_assert_no_error (error);
          if (!ts_carcassonne_apply (replay, x, &error))
            g_error ("replay of entry %u refused: %s", i, error->message);
        }
      g_assert_true (ts_carcassonne_state_equal (replay, s));
    }
  g_test_message ("%s, %u players: %u games, %u entries, %u second tiles (%u declined), "
                  "%u builders, %u pigs, %u goods, %u farms scored, %u tiles set aside, "
                  "%u random changes refused, %u games ended by an empty stack, %u states "
                  "ended now",
                  tc->set->name, tc->n_players, n_games, c.entries, c.second_tiles, c.declined,
                  c.builders, c.pigs, c.goods, c.farms, c.set_aside, c.refused,
                  c.stack_empty, c.nows);
  /* The games reach what they should test. */
  g_assert_cmpuint (c.refused, >, 0);
  g_assert_cmpuint (c.nows, >, 0);
  if (n_games >= 4)
    g_assert_cmpuint (c.stack_empty, ==, n_games / 4);
  if (n_games >= 10)
    g_assert_cmpuint (c.farms, >, 0);
  /* Fewer games (valgrind, sanitizers) need not reach everything. */
  if (strstr (tc->set->options, "builder") == NULL)
    g_assert_cmpuint (c.builders + c.second_tiles + c.declined, ==, 0);
  else if (n_games >= 10)
    {
      g_assert_cmpuint (c.builders, >, 0);
      g_assert_cmpuint (c.second_tiles, >, 0);
      g_assert_cmpuint (c.declined, >, 0);
    }
  if (strstr (tc->set->options, "pig") != NULL && n_games >= 10)
    g_assert_cmpuint (c.pigs, >, 0);
  else if (strstr (tc->set->options, "pig") == NULL)
    g_assert_cmpuint (c.pigs, ==, 0);
  if (strstr (tc->set->options, "goods") != NULL && n_games >= 10)
    g_assert_cmpuint (c.goods, >, 0);
  else if (strstr (tc->set->options, "goods") == NULL)
    g_assert_cmpuint (c.goods, ==, 0);
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  static Case cases[G_N_ELEMENTS (option_sets) * 4];

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, atoi (env) / (int)G_N_ELEMENTS (option_sets));
  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint n = 2; n <= 5; n++)
      {
        Case *tc = &cases[o * 4 + n - 2];
        g_autofree char *path = NULL;

        tc->set = &option_sets[o];
        tc->n_players = n;
        path = g_strdup_printf ("/carcassonne/property/%s/%u-players", option_sets[o].name, n);
        g_test_add_data_func (path, tc, play_games);
      }
  return g_test_run ();
}
