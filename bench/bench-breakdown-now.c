/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "If it ended now" benchmark (docs/benchmarks.md): ts_games_breakdown_now() (a copy of the
 * state, the game's own end_now, its final breakdown as JSON, freed) timed at every state of the
 * longest complete record of each game in the corpus while its game goes on (the phones show
 * it after every entry; a finished game shows its own breakdown), each point the mean of
 * REPS calls. Goal: 90th percentile under 2 ms on the longest game. Run by hand:
 * bench-breakdown-now [reps] [corpus folder]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-bench-stats.h"
#include "ts-game.h"

/* The longest complete record of a game: its file name, parsed. */
typedef struct
{
  char *name;
  JsonParser *parser;
  guint n_entries;
} Longest;

static int
by_name (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The longest *-complete.json of @dir for each game (@longest, in ts_games_get_all()'s
 * order); the first by name of those as long. */
static void
find_longest (const char *dir, Longest *longest, guint n_games)
{
  const TsGameModule *const *games = ts_games_get_all (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &error);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (d == NULL)
    g_error ("%s", error->message);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, "-complete.json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, by_name);
  for (guint f = 0; f < names->len; f++)
    {
      g_autofree char *path = g_build_filename (dir, names->pdata[f], NULL);
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *record;
      const char *game;
      guint n;

      if (!json_parser_load_from_file (parser, path, &error))
        g_error ("%s: %s", path, error->message);
      record = json_node_get_object (json_parser_get_root (parser));
      game = json_object_get_string_member_with_default (record, "game", "");
      n = json_array_get_length (json_object_get_array_member (record, "entries"));
      for (guint g = 0; g < n_games; g++)
        if (g_str_equal (games[g]->id, game) && n > longest[g].n_entries)
          {
            g_free (longest[g].name);
            g_clear_object (&longest[g].parser);
            longest[g].name = g_strdup (names->pdata[f]);
            longest[g].parser = g_steal_pointer (&parser);
            longest[g].n_entries = n;
            break;
          }
    }
}

/* Replays the record @parser holds, timing @reps calls of ts_games_breakdown_now() at each
 * state before its end; the mean of each point (ns) into @samples. Returns how many states
 * projected nothing. */
static guint
time_record (const TsGameModule *module, JsonParser *parser, guint reps, GArray *samples,
             guint *n_players)
{
  JsonObject *record = json_node_get_object (json_parser_get_root (parser));
  JsonArray *entries = json_object_get_array_member (record, "entries");
  JsonArray *players = json_object_get_array_member (record, "players");
  JsonObject *options = NULL, *setup = NULL;
  g_autoptr (GError) error = NULL;
  gpointer state;
  guint none = 0;

  if (json_object_has_member (record, "options"))
    options = json_object_get_object_member (record, "options");
  if (json_object_has_member (record, "setup"))
    setup = json_object_get_object_member (record, "setup");
  *n_players = json_array_get_length (players);
  state = module->state_new (options, players, setup, &error);
  if (state == NULL)
    g_error ("%s", error->message);
  for (guint i = 0; i <= json_array_get_length (entries) && !module->is_finished (state); i++)
    {
      gpointer entry;
      double a = ts_bench_now_ns (), per;

      for (guint r = 0; r < reps; r++)
        {
          JsonNode *now = ts_games_breakdown_now (module, state);

          if (now == NULL)
            none++;
          else
            json_node_unref (now);
        }
      per = (ts_bench_now_ns () - a) / reps;
      g_array_append_val (samples, per);
      if (i == json_array_get_length (entries))
        break;
      entry = module->entry_from_json (json_array_get_element (entries, i), &error);
      if (entry == NULL || !module->apply (state, entry, &error))
        g_error ("entry %u: %s", i, error->message);
      module->entry_free (entry);
    }
  g_assert (module->is_finished (state));
  module->state_free (state);
  return none / reps;
}

int
main (int argc, char *argv[])
{
  guint reps = argc > 1 ? (guint) atoi (argv[1]) : 20;
  const char *dir = argc > 2 ? argv[2] : TS_BENCH_CORPUS_DIR;
  guint n_games;
  const TsGameModule *const *games = ts_games_get_all (&n_games);
  g_autofree Longest *longest = g_new0 (Longest, n_games);

  if (reps < 1)
    {
      fprintf (stderr, "usage: bench-breakdown-now [repetitions ≥ 1] [corpus folder]\n");
      return 2;
    }
  find_longest (dir, longest, n_games);
  printf ("ts_games_breakdown_now at every state of each game's longest complete record, "
          "%u calls a state\n", reps);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr (GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
      guint n_players = 0, none;

      if (longest[g].parser == NULL)
        {
          printf ("(%s: no complete record in %s)\n", games[g]->id, dir);
          continue;
        }
      none = time_record (games[g], longest[g].parser, reps, samples, &n_players);
      printf ("%s, now at every state: median %.2f us, 90th %.2f us, max %.2f us over %u states "
              "(%s, %u players, %u entries%s)\n",
              games[g]->name, ts_bench_percentile (samples, 50) / 1e3,
              ts_bench_percentile (samples, 90) / 1e3, ts_bench_percentile (samples, 100) / 1e3,
              samples->len, longest[g].name, n_players, longest[g].n_entries,
              none > 0 ? ", some with nothing to project" : "");
      g_free (longest[g].name);
      g_clear_object (&longest[g].parser);
    }
  return 0;
}
