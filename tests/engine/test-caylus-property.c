/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete Caylus 1303 games, 2 to 5 players, with the shipped components and with
 * corrections of them, a covered and a counting monument residence, the stone buildings'
 * owner bonus on activation and on use only, checked against invariants after every entry, and
 * the listing of legal entries against a brute force (caylus-legal-check.c): 1,000 games per
 * player count, shared by the 5 option sets.
 * In every tenth game of each, "if it ended now" at every 16th step and at the end
 * (now-check.h).
 * TS_PROPERTY_GAMES sets the games per player count, as in the other games' property tests
 * (lower for valgrind and sanitizer runs). */
#include "ts-caylus.h"

#include <stdlib.h>
#include <string.h>

#include "caylus-golden.h"
#include "caylus-legal-check.h"
#include "now-check.h"
#include "ts-game.h"

static guint n_games = 1000;

typedef struct
{
  const char *name;
  const char *options;
  gboolean golden; /* the players go after the Helper, the Goldsmith and gold */
} OptionSet;

/* The corrections touch a cost, a PP value, a setup side, a monument and the Road. */
#define CORRECTIONS                                                                                \
  "\"components\":{\"w-farm\":{\"cost\":{\"wood\":1,\"cloth\":1},\"pp\":3},"                       \
  "\"m-garden\":{\"cost\":{\"gold\":1,\"wood\":2},\"pp\":5},"                                      \
  "\"w-sawmill\":{\"setup\":[{\"gain\":{\"wood\":2}}]},"                                           \
  "\"road\":{\"spaces\":21,\"wood\":9,\"stone\":13}}"

static const OptionSet option_sets[] = {
  { "shipped", "{}" },
  { "monument-counts", "{\"monument-residence\":\"counts\"}" },
  { "corrected", "{" CORRECTIONS "}" },
  { "corrected-counts", "{\"monument-residence\":\"counts\"," CORRECTIONS "}" },
  { "owner-gain-used", "{\"stone-owner-gain\":\"used\"}" },
  /* Random players rarely hold the Helper and the Goldsmith together with gold to deliver:
   * these go after them, in a box whose starting Farms and Sawmill also give gold, so that
   * deliveries say how their batches were formed (issue 26). */
  { "goldsmith-helper",
    "{\"components\":{\"s-farm\":{\"setup\":[{\"gain\":{\"food\":1,\"gold\":1}}]},"
    "\"s-sawmill\":{\"setup\":[{\"gain\":{\"wood\":1,\"gold\":2}}]}}}",
    TRUE },
};

typedef struct
{
  const OptionSet *set;
  guint n_players;
} Case;

/* What the games reached, so that a run that never exercises a rule fails. */
typedef struct
{
  guint entries, refused, buildings, monuments, batches, benefits, residences, provost_moves,
      characters_taken, shared, splits, owner_gains_unused, nows;
} Counts;

static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi", "Eva" };

static TsCaylusState *
new_game (guint n_players, const char *options)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  TsCaylusState *s;

  g_assert_true (json_parser_load_from_data (parser, options, -1, NULL));
  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  s = ts_caylus_state_new (json_node_get_object (json_parser_get_root (parser)), players, &error);
  g_assert_no_error (error);
  return s;
}

/* The invariants that hold after every entry. */
static void
check_invariants (const TsCaylusState *s)
{
  guint on_board[TS_CAYLUS_MAX_PLAYERS] = { 0 }, houses[TS_CAYLUS_MAX_PLAYERS] = { 0 };
  guint placed[TS_CAYLUS_MAX_TILES] = { 0 };
  guint16 seen = s->revealed | s->board_characters;

  g_assert_cmpuint (s->revealed & s->board_characters, ==, 0);
  for (guint spot = 0; spot < s->n_spots; spot++)
    {
      const TsCaylusSpot *sp = &s->spots[spot];

      for (guint w = 0; w < G_N_ELEMENTS (sp->workers); w++)
        if (sp->workers[w] >= 0)
          {
            g_assert_cmpint (sp->workers[w], <, s->n_players);
            on_board[sp->workers[w]]++;
          }
      /* A second worker only beside a first one (CY-CHR-03). */
      g_assert_true (sp->workers[1] < 0 || sp->workers[0] >= 0);
      if (sp->owner >= 0)
        {
          g_assert_cmpint (sp->owner, <, s->n_players);
          houses[sp->owner]++;
        }
      if (sp->tile != TS_CAYLUS_NO_TILE)
        {
          g_assert_cmpuint (sp->tile, <, s->data->n_tiles);
          placed[sp->tile]++;
        }
      else
        g_assert_cmpuint (sp->state, ==, TS_CAYLUS_SPOT_EMPTY);
      if (sp->state == TS_CAYLUS_SPOT_EMPTY)
        g_assert_true (sp->workers[0] < 0 && sp->owner < 0);
      /* CY-PLN-04, CY-MNM-03: never a worker on a residence or a monument. */
      if (sp->state == TS_CAYLUS_SPOT_RESIDENCE || sp->state == TS_CAYLUS_SPOT_MONUMENT)
        g_assert_cmpint (sp->workers[0], <, 0);
      if (sp->state == TS_CAYLUS_SPOT_MONUMENT)
        {
          g_assert_cmpuint (sp->monument, <, s->data->n_tiles);
          g_assert_cmpuint (s->data->tiles[sp->monument].klass, ==, TS_CAYLUS_CLASS_MONUMENT);
          placed[sp->monument]++;
        }
      else
        g_assert_cmpuint (sp->monument, ==, TS_CAYLUS_NO_TILE);
    }
  for (guint k = 0; k < G_N_ELEMENTS (s->worksite); k++)
    if (s->worksite[k] >= 0)
      {
        g_assert_cmpuint (k, <, s->data->worksite_spaces);
        on_board[s->worksite[k]]++;
      }
  for (guint k = 0; k < TS_CAYLUS_WORKSITE_TILES; k++)
    if (s->worksite_tiles[k] != TS_CAYLUS_NO_TILE)
      placed[s->worksite_tiles[k]]++;
  /* Every tile of the box once: in the supply (or not dealt yet), on the Road, in the
   * Worksite or as a monument on a residence. */
  for (guint t = 0; t < s->data->n_tiles; t++)
    g_assert_cmpuint (
        s->left[t] + placed[t], ==,
        s->data->tiles[t].klass == TS_CAYLUS_CLASS_PRINTED ? 1 : s->data->tiles[t].copies);
  g_assert_cmpint (s->provost, <=, TS_CAYLUS_PROVOST_LAST (s->data));
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsCaylusPlayer *p = &s->players[i];

      /* Workers: 15 a colour, in the supply, the Camp, on buildings or in the Worksite. */
      g_assert_cmpuint (p->supply + p->camp + on_board[i], ==, TS_CAYLUS_WORKERS);
      /* Houses: 10 a colour, one of them on the Guild Bridge (or below it). */
      g_assert_cmpuint (p->houses + houses[i] + 1, ==, TS_CAYLUS_HOUSES);
      /* Resources never go below 0 (they would wrap). */
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        g_assert_cmpuint (p->res[r], <, 200);
      g_assert_cmpuint (p->characters & seen, ==, 0);
      for (guint j = 0; j < i; j++)
        g_assert_cmpuint (p->characters & s->players[j].characters, ==, 0);
      seen |= p->characters;
    }
  /* Characters: revealed, held or on the board; the others never left the box. */
  g_assert_cmpuint (__builtin_popcount (seen), ==, s->n_revealed);
  g_assert_cmpuint (s->n_revealed, <=, s->n_players + 3u);
}

/* The ledger marks @after added to @before's sum to the change of every total. */
static void
check_ledger_step (const TsCaylusState *before, const TsCaylusState *after)
{
  int pp[TS_CAYLUS_MAX_PLAYERS] = { 0 }, workers[TS_CAYLUS_MAX_PLAYERS] = { 0 };
  int res[TS_CAYLUS_MAX_PLAYERS][TS_CAYLUS_N_RESOURCES] = { { 0 } };

  g_assert_cmpuint (after->n_ledger, >=, before->n_ledger);
  g_assert_cmpmem (before->ledger, before->n_ledger * sizeof (TsLedgerMark), after->ledger,
                   before->n_ledger * sizeof (TsLedgerMark));
  for (guint k = before->n_ledger; k < after->n_ledger; k++)
    {
      const TsLedgerMark *m = &after->ledger[k];

      g_assert_cmpuint (m->player, <, after->n_players);
      g_assert_cmpuint (m->entry, ==, after->n_entries - 1);
      if (m->resource == TS_LEDGER_VP)
        pp[m->player] += m->delta;
      else if (m->resource == TS_LEDGER_WORKERS)
        workers[m->player] += m->delta;
      else
        {
          guint r;

          for (r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
            if (ts_caylus_ledger_resource (r) == m->resource)
              break;
          g_assert_cmpuint (r, <, TS_CAYLUS_N_RESOURCES);
          res[m->player][r] += m->delta;
        }
    }
  for (guint i = 0; i < after->n_players; i++)
    {
      g_assert_cmpint (after->players[i].pp - before->players[i].pp, ==, pp[i]);
      g_assert_cmpint ((int)after->players[i].supply - before->players[i].supply, ==, workers[i]);
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        g_assert_cmpint ((int)after->players[i].res[r] - before->players[i].res[r], ==, res[i][r]);
    }
}

/* The whole ledger, as the views read it, sums to every total. */
static void
check_ledger (const TsCaylusState *s)
{
  g_autoptr (GPtrArray) lines = ts_caylus_ledger_lines (s);

  g_assert_cmpuint (lines->len, ==, s->n_ledger);
  for (guint i = 0; i < s->n_players; i++)
    {
      g_assert_cmpint (s->players[i].pp, ==, ts_ledger_sum (lines, i, TS_LEDGER_VP));
      g_assert_cmpint (s->players[i].supply, ==, ts_ledger_sum (lines, i, TS_LEDGER_WORKERS));
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        g_assert_cmpint (s->players[i].res[r], ==,
                         ts_ledger_sum (lines, i, ts_caylus_ledger_resource (r)));
    }
  for (guint k = 0; k < lines->len; k++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, k);

      g_assert_cmpint (line->delta, !=, 0);
      g_assert_nonnull (line->cause_id);
      g_assert_nonnull (line->cause_text);
      g_assert_cmpstr (line->cause_text, !=, "");
    }
}

/* A sentence the players read: not empty, valid UTF-8, never an unknown name ("?") nor a
 * place in the code's numbering. */
static void
check_sentence (const char *text)
{
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  g_assert_true (g_utf8_validate (text, -1, NULL));
  if (strchr (text, '?') != NULL || strstr (text, "road-") != NULL)
    g_error ("“%s” names something unknown", text);
}

/* The entry as it applies to @before, the next step before and after it, and what it did. */
static void
check_words (const TsCaylusState *before, const TsCaylusEntry *e, const TsCaylusState *after)
{
  g_autofree char *said = ts_caylus_describe_entry (before, e);
  g_autofree char *pending = ts_caylus_describe_pending (before);
  g_autofree char *next = ts_caylus_describe_pending (after);
  g_autofree char *did = ts_caylus_describe_outcome (before, e, after);

  check_sentence (said);
  check_sentence (pending);
  check_sentence (next);
  if (did != NULL)
    check_sentence (did);
}

static void
check_breakdown (const TsCaylusState *s)
{
  static const char *const causes[]
      = { "visitors", "buildings", "effects", "deliveries", "monuments", "gold" };
  g_autoptr (JsonNode) node = ts_caylus_final_breakdown (s);
  JsonObject *o;
  JsonArray *players, *winners;
  int best = G_MININT;

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
      g_assert_cmpint (json_object_get_int_member (p, "total"), ==, s->players[i].pp);
      g_assert_cmpuint (json_array_get_length (lines), ==, G_N_ELEMENTS (causes));
      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);

          g_assert_cmpstr (json_object_get_string_member (line, "cause"), ==, causes[k]);
          g_assert_nonnull (json_object_get_string_member (line, "text"));
          g_assert_nonnull (json_object_get_string_member (line, "note"));
          sum += json_object_get_int_member (line, "vp");
        }
      /* CY-END-02: the gold line is 2 PP per gold left. */
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (lines, 5), "vp"),
                       ==, 2 * s->players[i].res[TS_CAYLUS_GOLD]);
      g_assert_cmpint (sum, ==, s->players[i].pp);
      best = MAX (best, s->players[i].pp);
    }
  /* CY-END-03, CY-TIE-01: the most PP win; ties share. */
  winners = json_object_get_array_member (o, "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, __builtin_popcount (s->winners));
  for (guint i = 0; i < s->n_players; i++)
    g_assert_cmpint ((s->winners >> i) & 1, ==, s->players[i].pp == best);
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==,
                   __builtin_popcount (s->winners) > 1 ? "shared" : "none");
  g_assert_nonnull (json_object_get_string_member (o, "explanation"));
}

static void
count_entry (const TsCaylusState *before, const TsCaylusEntry *e, const TsCaylusState *after,
             Counts *c)
{
  c->entries++;
  c->provost_moves += e->type == TS_CAYLUS_ENTRY_PROVOST;
  c->characters_taken += e->type == TS_CAYLUS_ENTRY_CHARACTER
                         || (e->type == TS_CAYLUS_ENTRY_BENEFIT && e->worksite == 0);
  c->benefits += e->type == TS_CAYLUS_ENTRY_BENEFIT;
  c->batches += e->type == TS_CAYLUS_ENTRY_DELIVER ? e->batches : 0;
  c->splits += e->type == TS_CAYLUS_ENTRY_DELIVER && e->has_gold_batches;
  for (guint k = before->n_ledger; k < after->n_ledger; k++)
    c->owner_gains_unused += after->ledger[k].cause == TS_CAYLUS_CAUSE_OWNER_GAIN_UNUSED;
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < after->n_spots; spot++)
    {
      c->buildings += after->spots[spot].state == TS_CAYLUS_SPOT_BUILDING
                      && before->spots[spot].state == TS_CAYLUS_SPOT_EMPTY;
      c->residences += after->spots[spot].state == TS_CAYLUS_SPOT_RESIDENCE
                       && before->spots[spot].state == TS_CAYLUS_SPOT_BUILDING;
      c->monuments += after->spots[spot].state == TS_CAYLUS_SPOT_MONUMENT
                      && before->spots[spot].state != TS_CAYLUS_SPOT_MONUMENT;
    }
}

/* TRUE for what a "golden" player goes after: the Helper or the Goldsmith, gold, and a
 * delivery that says how its batches hold gold. */
static void
play_games (gconstpointer data)
{
  const Case *tc = data;
  g_autofree TsCaylusState *scratch = g_new0 (TsCaylusState, 1);
  g_autofree TsCaylusState *before = g_new0 (TsCaylusState, 1);
  guint games = MAX (1, n_games / G_N_ELEMENTS (option_sets));
  Counts c = { 0 };

  for (guint game = 0; game < games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 7919 + tc->n_players * 31
                                                     + (tc->set - option_sets) * 1009);
      g_autofree TsCaylusState *s = new_game (tc->n_players, tc->set->options);
      g_autofree TsCaylusState *replay = ts_caylus_state_copy (s);
      g_autoptr (JsonArray) entries = json_array_new ();
      TsCaylusEntry e;
      guint step = 0;

      check_invariants (s);
      check_ledger (s);
      while (cy_golden_random_entry (s, tc->set->golden, rand, &e))
        {
          g_autoptr (GError) error = NULL;
          /* The first game checks the listing at every step, the others every 16th. */
          gboolean deep = game == 0 || step % 16 == game % 16;

          if (deep)
            cy_check_legal_complete (s, scratch);
          c.refused += cy_try_mutation (s, scratch, &e, rand);
          cy_copy_state (before, s);
          if (!ts_caylus_apply (s, &e, &error))
            {
              g_autofree char *text = cy_entry_text (&e);

              g_error ("%s game %u step %u: %s refused: %s", tc->set->name, game, step, text,
                       error->message);
            }
          g_assert_cmpuint (s->n_entries, ==, step + 1);
          json_array_add_element (entries, ts_caylus_entry_to_json (&e));
          check_ledger_step (before, s);
          if (deep)
            check_words (before, &e, s);
          count_entry (before, &e, s, &c);
          check_invariants (s);
          step++;
          if (now_check_due (game, step, 10) && s->stage != TS_CAYLUS_STAGE_OVER)
            c.nows += now_check_caylus (s);
          g_assert_cmpuint (step, <, 5000);
        }
      /* CY-RND-01, CY-END-01: the game ends after round 9 with its final scoring. */
      g_assert_cmpint (s->stage, ==, TS_CAYLUS_STAGE_OVER);
      g_assert_cmpuint (s->round, ==, TS_CAYLUS_ROUNDS);
      g_assert_cmpint (ts_caylus_state_actor (s), ==, -1);
      g_assert_cmpuint (s->winners, !=, 0);
      cy_check_legal_complete (s, scratch);
      check_ledger (s);
      check_breakdown (s);
      if (game % 10 == 0)
        now_check_final (ts_games_lookup ("caylus-1303"), s);
      c.shared += __builtin_popcount (s->winners) > 1;

      /* Replaying the record's entries, read back from JSON, gives the live state. */
      for (guint i = 0; i < json_array_get_length (entries); i++)
        {
          g_autoptr (GError) error = NULL;
          g_autofree TsCaylusEntry *x
              = ts_caylus_entry_from_json (json_array_get_element (entries, i), &error);

          g_assert_no_error (error);
          if (!ts_caylus_apply (replay, x, &error))
            g_error ("replay of entry %u refused: %s", i, error->message);
        }
      g_assert_true (ts_caylus_state_equal (replay, s));
    }
  g_test_message ("%s, %u players: %u games, %u entries, %u buildings, %u residences, "
                  "%u monuments, %u batches, %u Benefits, %u characters taken, %u Provost "
                  "moves, %u shared victories, %u random changes refused, %u deliveries "
                  "saying how the batches were formed, %u owner bonuses of a declined effect, "
                  "%u states ended now",
                  tc->set->name, tc->n_players, games, c.entries, c.buildings, c.residences,
                  c.monuments, c.batches, c.benefits, c.characters_taken, c.provost_moves, c.shared,
                  c.refused, c.splits, c.owner_gains_unused, c.nows);
  /* The golden players' deliveries say how their batches were formed. */
  if (tc->set->golden && games >= 100)
    g_assert_cmpuint (c.splits, >, 0);
  /* "stone-owner-gain": "used" never gives the bonus for a declined effect. */
  if (strstr (tc->set->options, "\"used\"") != NULL)
    g_assert_cmpuint (c.owner_gains_unused, ==, 0);
  /* The games reach what they should test (fewer games, under valgrind or sanitizers, need
   * not reach everything). */
  g_assert_cmpuint (c.refused, >, 0);
  g_assert_cmpuint (c.nows, >, 0);
  if (games >= 20)
    {
      g_assert_cmpuint (c.buildings, >, 0);
      g_assert_cmpuint (c.residences, >, 0);
      g_assert_cmpuint (c.batches, >, 0);
      g_assert_cmpuint (c.benefits, >, 0);
      g_assert_cmpuint (c.characters_taken, >, 0);
      g_assert_cmpuint (c.provost_moves, >, 0);
    }
  /* A monument needs a residence and gold: rarer in random play. */
  if (games >= 100)
    g_assert_cmpuint (c.monuments, >, 0);
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  static Case cases[G_N_ELEMENTS (option_sets) * 4];

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, atoi (env));
  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint n = 2; n <= 5; n++)
      {
        Case *tc = &cases[o * 4 + n - 2];
        g_autofree char *path = NULL;

        tc->set = &option_sets[o];
        tc->n_players = n;
        path = g_strdup_printf ("/caylus/property/%s/%u-players", option_sets[o].name, n);
        g_test_add_data_func (path, tc, play_games);
      }
  return g_test_run ();
}
