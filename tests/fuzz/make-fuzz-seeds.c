/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes the fuzz seeds that play whole games (tests/data/fuzz-seeds, named
 * ...-random-complete.json): for every game and mode, a record of a complete game played
 * with the engines' own random legal entries, through TsMatch as the app plays. Run by hand when a game or its format changes:
 *   _build/tests/fuzz/make-fuzz-seeds tests/data/fuzz-seeds
 * The fuzzers then start from every parser (Kingsburg and Carcassonne had no seed before
 * issue 25, so no mutation ever reached their entry readers). */
#include <string.h>

#include "burgundy/ts-burgundy-state.h"
#include "fuzz-util.h"
#include "ts-game.h"
#include "ts-match.h"

typedef struct
{
  const char *file;
  const char *game;
  guint n_players;
  const char *options; /* JSON */
  gboolean routes;     /* deal Burgundy's trade routes */
  const char *layout;  /* each Burgundy player's duchy layout (JSON), or NULL for the default */
  guint32 seed;
} Seed;

/* Duchy 1's spaces as an outpost duchy (11a is not known to the shipped data). */
#define OUTPOST_LAYOUT                                                                            \
  "{\"id\": \"11a\", \"kind\": \"outpost\", "                                                  \
  "\"cells\": \"PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\", "                                      \
  "\"dice\": \"6543216545431236126541254312612563413\", \"outposts\": [[0], [8, 14], [33]]}"

static const Seed seeds[] = {
  { "kingsburg-2p-random-complete.json", "kingsburg", 2, "{}", FALSE, NULL, 1 },
  { "kingsburg-5p-random-complete.json", "kingsburg", 5, "{}", FALSE, NULL, 2 },
  { "carcassonne-2p-random-complete.json", "carcassonne", 2, "{}", FALSE, NULL, 3 },
  { "carcassonne-3p-traders-builders-random-complete.json", "carcassonne", 3,
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true}", FALSE, NULL, 4 },
  { "carcassonne-5p-half-cities-random-complete.json", "carcassonne", 5,
    "{\"small-city\": \"half\", \"builder\": true}", FALSE, NULL, 5 },
  { "caylus-1303-3p-random-complete.json", "caylus-1303", 3, "{}", FALSE, NULL, 6 },
  { "caylus-1303-4p-residence-counts-random-complete.json", "caylus-1303", 4,
    "{\"monument-residence\": \"counts\"}", FALSE, NULL, 7 },
  { "castles-of-burgundy-2p-outposts-random-complete.json", "castles-of-burgundy", 2,
    "{\"outposts\": true, \"inns\": true}", FALSE, OUTPOST_LAYOUT, 8 },
  { "castles-of-burgundy-3p-modules-random-complete.json", "castles-of-burgundy", 3,
    "{\"extra-tiles\": true, \"white-castles\": true, \"inns\": true, \"trade-routes\": true, "
    "\"shields\": true, \"shield-tile-must\": true}", TRUE, NULL, 9 },
  { "castles-of-burgundy-4p-random-complete.json", "castles-of-burgundy", 4, "{}", FALSE, NULL,
    10 },
};

static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };

static void
write_seed (const Seed *seed,
            const char *dir)
{
  const TsGameModule *module = ts_games_lookup (seed->game);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed->seed);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonNode) options = json_from_string (seed->options, NULL);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *path = g_build_filename (dir, seed->file, NULL);
  gpointer data;
  guint n = 0;

  g_assert_nonnull (module);
  for (guint i = 0; i < seed->n_players; i++)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "name", names[i]);
      if (seed->layout != NULL)
        json_object_set_member (o, "layout", json_from_string (seed->layout, NULL));
      json_array_add_object_element (players, o);
    }
  if (seed->routes)
    ts_burgundy_random_routes (players, rand);
  match = ts_match_new (module, seed->file, players, json_node_get_object (options), NULL,
                        &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  while ((data = ts_fuzz_random_entry (seed->game, ts_match_get_state (match), rand)) != NULL)
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (module, data);

      if (!ts_match_apply (match, entry, &error))
        g_error ("%s: entry %u refused: %s", seed->file, n, error->message);
      n++;
    }
  g_assert_true (ts_match_get_finished (match));
  ts_record_set_status (ts_match_get_record (match), TRUE, ts_match_get_winner (match));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                            &error))
    g_error ("%s", error->message);
  g_print ("%s: %u entries\n", seed->file, n);
}

int
main (int   argc,
      char *argv[])
{
  if (argc != 2)
    {
      g_printerr ("usage: %s FOLDER\n", argv[0]);
      return 2;
    }
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    write_seed (&seeds[i], argv[1]);
  return 0;
}
