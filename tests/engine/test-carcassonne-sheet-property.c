/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet against the tracked game (issue 28): random complete games,
 * 2 to 5 players, each with one of the option sets of test-carcassonne-property.c by turns
 * (one game in four ends where the table finds the stack empty, CA-BTR-02). For each finished
 * game, the sheet of its final map (ts_carcassonne_sheet_from_state()):
 *   - passes the check: a map a real game left is a map the sheet accepts;
 *   - scores as the game did: the same totals, winners, end lines ("end-roads", "end-cities",
 *     "end-cloisters", "farms", "goods"), the same final scorings and farms explained; its
 *     "track" line is what the game scored during play (its "roads", "cities", "cloisters");
 *   - every total is the sum of its breakdown lines and of its ledger (cs_score());
 *   - reads back from its JSON (and from its text) the same, scoring the same;
 *   - with its tiles (after the start tile) and its figures shuffled, still passes and scores
 *     the same totals and lines (a sheet lists them in any order).
 * 250 games per player count (1,000 in all) unless TS_PROPERTY_GAMES sets the games per player
 * count (the sanitizer run plays 100). */
#include "carcassonne-sheet-util.h"
#include "carcassonne-util.h"

#include <stdlib.h>
#include <string.h>

#include "ts-engine-error.h"

static guint n_games = 250;

static const char *const option_sets[] = {
  "{}",
  "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}",
  "{\"tiles\":true}",
  "{\"tiles\":true,\"goods\":true}",
  "{\"builder\":true}",
  "{\"pig\":true}",
  "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true,\"small-city\":\"half\"}",
};

static const char *const end_lines[] = { "end-roads", "end-cities", "end-cloisters", "farms",
                                         "goods" };

/* What the games reached, so that a run that never exercises a part fails. */
typedef struct
{
  guint games, stack_empty, figures, builders, pigs, farms, end_features, goods, shared;
  guint joined; /* pairs of followers sharing a feature (issue 42's check) */
} Counts;

static char *
node_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

static char *
member_text (JsonNode *node, const char *member)
{
  return json_to_string (json_object_get_member (json_node_get_object (node), member), FALSE);
}

/* A complete random game of @n players with @options; one in four ends with the stack found
 * empty once at most @stop tiles are left. */
static TsCarcassonneState *
play_game (guint n, const char *options, GRand *rand, gboolean early)
{
  TsCarcassonneState *s = ct_new_game (n, options);
  guint stop = early ? g_rand_int_range (rand, 1, 60) : 0;
  TsCarcassonneEntry e;
  guint steps = 0;

  for (;;)
    {
      g_autoptr (GError) error = NULL;

      if (stop > 0 && s->stage == TS_CARCASSONNE_STAGE_DRAW && s->n_left <= stop)
        ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_STACK_EMPTY, -1);
      else if (!ts_carcassonne_random_entry (s, rand, &e))
        break;
      if (!ts_carcassonne_apply (s, &e, &error))
        g_error ("random entry refused: %s", error->message);
      g_assert_cmpuint (++steps, <, 1000);
    }
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  return s;
}

/* The totals, winners and end lines of @sheet's score equal the tracked game's. */
static void
assert_scores_as (const TsCarcassonneState *game, JsonNode *tracked, JsonNode *scored)
{
  for (guint p = 0; p < game->n_players; p++)
    {
      int during = 0;

      g_assert_cmpint (cs_total (scored, p), ==, game->players[p].vp);
      for (guint l = 0; l < G_N_ELEMENTS (end_lines); l++)
        {
          g_assert_cmpint (cs_has_line (scored, p, end_lines[l]), ==,
                           cs_has_line (tracked, p, end_lines[l]));
          if (cs_has_line (tracked, p, end_lines[l]))
            g_assert_cmpint (cs_line (scored, p, end_lines[l]), ==,
                             cs_line (tracked, p, end_lines[l]));
        }
      /* The track holds what the game scored during play. */
      during = cs_line (tracked, p, "roads") + cs_line (tracked, p, "cities")
               + cs_line (tracked, p, "cloisters");
      g_assert_cmpint (cs_line (scored, p, "track"), ==, during);
      g_assert_false (cs_has_line (tracked, p, "track"));
    }
  g_assert_cmpuint (cs_winners (scored), ==, game->winners);
  g_assert_cmpuint (cs_winners (tracked), ==, game->winners);
}

/* Fisher-Yates over @n elements of @size from @base. */
static void
shuffle (gpointer base, guint n, gsize size, GRand *rand)
{
  guint8 tmp[64];
  guint8 *b = base;

  g_assert_cmpuint (size, <=, sizeof tmp);
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);

      memcpy (tmp, b + (i - 1) * size, size);
      memcpy (b + (i - 1) * size, b + j * size, size);
      memcpy (b + j * size, tmp, size);
    }
}

/* The feature figure @f stands on. */
static guint16
feature_of (const TsCarcassonneState *s, guint f)
{
  guint16 seg = s->figures[f].seg;

  return ts_carcassonne_feature (s, seg / TS_CARCASSONNE_MAX_SEGMENTS,
                                 seg % TS_CARCASSONNE_MAX_SEGMENTS);
}

static void
check_game (const TsCarcassonneState *game, GRand *rand, Counts *c)
{
  g_autofree TsCarcassonneSheet *sheet = ts_carcassonne_sheet_from_state (game);
  g_autofree TsCarcassonneSheet *again = NULL;
  g_autofree TsCarcassonneSheet *from_text = NULL;
  g_autofree TsCarcassonneSheet *shuffled = NULL;
  g_autofree TsCarcassonneState *final = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) tracked = ts_carcassonne_final_breakdown (game);
  g_autoptr (JsonNode) tracked_explained = ts_carcassonne_sheet_explain (game);
  g_autoptr (JsonNode) scored = NULL;
  g_autoptr (JsonNode) scored_again = NULL;
  g_autoptr (JsonNode) scored_shuffled = NULL;
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (JsonNode) json_again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  TsCarcassonneSheetProblem problem = { 0 };

  g_assert_nonnull (tracked);
  /* The map as the game left it. */
  g_assert_cmpuint (sheet->n_players, ==, game->n_players);
  g_assert_cmpuint (sheet->n_tiles, ==, game->n_tiles);
  g_assert_cmpuint (sheet->n_figures, ==, game->n_figures);
  if (!ts_carcassonne_sheet_check (sheet, &problem, &error))
    {
      g_autoptr (JsonNode) node = ts_carcassonne_sheet_to_json (sheet);
      g_autofree char *dump = node_text (node);

      g_error ("the sheet of a finished game is refused (%d/%d): %s\n%s", problem.at,
               problem.index, error->message, dump);
    }
  final = ts_carcassonne_sheet_final (sheet, NULL, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_assert_cmpint (final->players[p].vp, ==, game->players[p].vp);
      for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
        g_assert_cmpint (final->players[p].goods[g], ==, game->players[p].goods[g]);
    }
  g_assert_cmpuint (final->winners, ==, game->winners);

  /* The breakdowns, line by line; the final scorings and the farms city by city. */
  scored = cs_score (sheet);
  assert_scores_as (game, tracked, scored);
  a = member_text (tracked_explained, "scorings");
  b = member_text (scored, "scorings");
  g_assert_cmpstr (a, ==, b);
  g_free (a);
  g_free (b);
  a = member_text (tracked_explained, "cities");
  b = member_text (scored, "cities");
  g_assert_cmpstr (a, ==, b);

  /* The file: to JSON and back, and through the text as a file is read. */
  json = ts_carcassonne_sheet_to_json (sheet);
  again = ts_carcassonne_sheet_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (again, sizeof *again, sheet, sizeof *sheet);
  text = node_text (json);
  from_text = ts_carcassonne_sheet_load (text, strlen (text), "game.json", &error);
  g_assert_no_error (error);
  g_assert_cmpmem (from_text, sizeof *from_text, sheet, sizeof *sheet);
  json_again = ts_carcassonne_sheet_to_json (again);
  text_again = node_text (json_again);
  g_assert_cmpstr (text, ==, text_again);
  scored_again = ts_carcassonne_sheet_score (again, &error);
  g_assert_no_error (error);
  g_free (a);
  g_free (b);
  a = node_text (scored);
  b = node_text (scored_again);
  g_assert_cmpstr (a, ==, b);

  /* Any order: the tiles after the start tile, and the figures. */
  shuffled = g_memdup2 (sheet, sizeof *sheet);
  shuffle (&shuffled->tiles[1], shuffled->n_tiles - 1, sizeof shuffled->tiles[0], rand);
  shuffle (shuffled->figures, shuffled->n_figures, sizeof shuffled->figures[0], rand);
  if (!ts_carcassonne_sheet_check (shuffled, &problem, &error))
    g_error ("the shuffled sheet of a finished game is refused (%d/%d): %s", problem.at,
             problem.index, error->message);
  scored_shuffled = cs_score (shuffled);
  assert_scores_as (game, tracked, scored_shuffled);

  /* What the games reached. */
  c->games++;
  c->stack_empty += game->stack_empty;
  c->figures += sheet->n_figures;
  for (guint f = 0; f < sheet->n_figures; f++)
    {
      c->builders += sheet->figures[f].figure == TS_CARCASSONNE_BUILDER;
      c->pigs += sheet->figures[f].figure == TS_CARCASSONNE_PIG;
    }
  for (guint i = 0; i < game->n_scorings; i++)
    if (game->scorings[i].final)
      {
        c->farms += game->scorings[i].kind == TS_CARCASSONNE_FIELD;
        c->end_features += game->scorings[i].kind != TS_CARCASSONNE_FIELD;
      }
  for (guint p = 0; p < game->n_players; p++)
    for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
      c->goods += sheet->players[p].goods[g];
  c->shared += __builtin_popcount (game->winners) > 1;
  for (guint f = 0; f < game->n_figures; f++)
    for (guint g = 0; g < f; g++)
      c->joined += game->figures[f].type == TS_CARCASSONNE_FOLLOWER
                   && game->figures[g].type == TS_CARCASSONNE_FOLLOWER
                   && feature_of (game, f) == feature_of (game, g);
}

static void
play_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  Counts c = { 0 };

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 7919 + n_players * 104729 + 28);
      const char *options = option_sets[game % G_N_ELEMENTS (option_sets)];
      g_autofree TsCarcassonneState *s = play_game (n_players, options, rand, game % 4 == 3);

      check_game (s, rand, &c);
    }
  g_test_message ("%u players: %u games (%u ended by an empty stack), %u figures left on the "
                  "maps (%u builders, %u pigs), %u incomplete features and %u farms scored, "
                  "%u goods tokens, %u shared victories, %u pairs of followers sharing a feature",
                  n_players, c.games, c.stack_empty, c.figures, c.builders, c.pigs,
                  c.end_features, c.farms, c.goods, c.shared, c.joined);
  g_assert_cmpuint (c.games, ==, n_games);
  /* The games reach what they should test; fewer games (sanitizers) need not reach all. */
  if (n_games >= 4)
    g_assert_cmpuint (c.stack_empty, ==, n_games / 4);
  if (n_games >= 50)
    {
      g_assert_cmpuint (c.builders, >, 0);
      g_assert_cmpuint (c.pigs, >, 0);
      g_assert_cmpuint (c.farms, >, 0);
      g_assert_cmpuint (c.end_features, >, 0);
      g_assert_cmpuint (c.goods, >, 0);
      g_assert_cmpuint (c.joined, >, 0);
    }
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, atoi (env));
  for (guint n = 2; n <= TS_CARCASSONNE_MAX_PLAYERS; n++)
    {
      g_autofree char *path = g_strdup_printf ("/carcassonne/sheet-property/%u-players", n);

      g_test_add_data_func (path, GUINT_TO_POINTER (n), play_games);
    }
  return g_test_run ();
}
