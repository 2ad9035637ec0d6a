/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes the fuzz seeds that play whole games (tests/data/fuzz-seeds, named
 * ...-random-complete.json): for every game and mode, a record of a complete game played
 * with the engines' own random legal entries, through TsMatch as the app plays. Run by hand when a game or its format changes:
 *   _build/tests/fuzz/make-fuzz-seeds tests/data/fuzz-seeds
 * The fuzzers then start from every parser (Kingsburg and Carcassonne had no seed before
 * issue 25, so no mutation ever reached their entry readers).
 *
 * With --carcassonne-sheets it writes instead the final-map sheets of random Carcassonne games
 * (issue 28), one per option and player count below, each the map a complete game (or one cut
 * short by an empty stack) left, as ts_carcassonne_sheet_from_state() reads it:
 *   _build/tests/fuzz/make-fuzz-seeds --carcassonne-sheets tests/data/fuzz-seeds-carcassonne-sheet
 * (the other files in that folder, refusals and broken files, are written by hand).
 *
 * With --kingsburg-sheets or --caylus-sheets, the final-scoring sheets of random complete
 * Kingsburg or Caylus 1303 games of 2 to 5 players (issue 58), as their _from_state() reads
 * them:
 *   _build/tests/fuzz/make-fuzz-seeds --kingsburg-sheets tests/data/fuzz-seeds-kingsburg-sheet
 *   _build/tests/fuzz/make-fuzz-seeds --caylus-sheets tests/data/fuzz-seeds-caylus-sheet */
#include <string.h>

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
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

typedef struct
{
  const char *file;
  guint n_players;
  const char *options; /* JSON */
  guint stop;          /* the stack is found empty with this many tiles left; 0: the whole box */
  guint32 seed;
} SheetSeed;

static const SheetSeed sheet_seeds[] = {
  { "base-2p.json", 2, "{}", 0, 1 },
  { "base-3p-short.json", 3, "{}", 62, 2 },
  { "tiles-3p.json", 3, "{\"tiles\": true}", 0, 3 },
  { "goods-4p.json", 4, "{\"tiles\": true, \"goods\": true}", 0, 4 },
  { "builder-2p.json", 2, "{\"builder\": true}", 0, 5 },
  { "pig-3p.json", 3, "{\"pig\": true}", 0, 6 },
  { "half-cities-2p-short.json", 2, "{\"small-city\": \"half\"}", 55, 7 },
  { "traders-builders-5p.json", 5,
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true}", 0, 8 },
  { "traders-builders-half-cities-5p.json", 5,
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true, "
    "\"small-city\": \"half\"}", 0, 9 },
  { "traders-builders-2p-short.json", 2,
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true}", 70, 10 },
};

static void
write_sheet_seed (const SheetSeed *seed,
                  const char      *dir)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed->seed);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonNode) options = json_from_string (seed->options, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree TsCarcassonneState *state = NULL;
  g_autofree TsCarcassonneSheet *sheet = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = g_build_filename (dir, seed->file, NULL);
  guint counts[3] = { 0 };
  TsCarcassonneEntry entry;

  for (guint i = 0; i < seed->n_players; i++)
    json_array_add_string_element (players, names[i]);
  state = ts_carcassonne_state_new (json_node_get_object (options), players, &error);
  g_assert_no_error (error);
  for (;;)
    {
      if (seed->stop > 0 && state->stage == TS_CARCASSONNE_STAGE_DRAW
          && state->n_left <= seed->stop)
        ts_carcassonne_entry_init (&entry, TS_CARCASSONNE_ENTRY_STACK_EMPTY, -1);
      else if (!ts_carcassonne_random_entry (state, rand, &entry))
        break;
      if (!ts_carcassonne_apply (state, &entry, &error))
        g_error ("%s: a random entry is refused: %s", seed->file, error->message);
    }
  g_assert_cmpint (state->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  sheet = ts_carcassonne_sheet_from_state (state);
  if (!ts_carcassonne_sheet_check (sheet, NULL, &error))
    g_error ("%s: the sheet is refused: %s", seed->file, error->message);
  for (guint f = 0; f < sheet->n_figures; f++)
    counts[sheet->figures[f].figure]++;
  /* Every figure the options allow is on some seed's map: these say which. */
  if (strstr (seed->options, "builder") != NULL)
    g_assert_cmpuint (counts[TS_CARCASSONNE_BUILDER], >, 0);
  if (strstr (seed->options, "pig") != NULL)
    g_assert_cmpuint (counts[TS_CARCASSONNE_PIG], >, 0);
  json = ts_carcassonne_sheet_to_json (sheet);
  /* On one line: small seeds mutate faster. */
  line = json_to_string (json, FALSE);
  text = g_strconcat (line, "\n", NULL);
  if (!g_file_set_contents (path, text, -1, &error))
    g_error ("%s", error->message);
  g_print ("%s: %u tiles, %u followers, %u builders, %u pigs\n", seed->file, sheet->n_tiles,
           counts[TS_CARCASSONNE_FOLLOWER], counts[TS_CARCASSONNE_BUILDER],
           counts[TS_CARCASSONNE_PIG]);
}

/* A random complete game of @n players, its sheet on one line in DIR/GAME-Np.json. */
static void
write_game_sheet (gboolean    kingsburg,
                  guint       n,
                  const char *dir)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5800 + n);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *file = g_strdup_printf ("%s-%up.json", kingsburg ? "kingsburg" : "caylus", n);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  if (kingsburg)
    {
      g_autofree TsKingsburgState *state = ts_kingsburg_state_new_from_setup (players, &error);
      g_autofree TsKingsburgSheet *sheet = NULL;
      TsKingsburgEntry entry;

      g_assert_no_error (error);
      while (ts_kingsburg_random_entry (state, rand, &entry))
        if (!ts_kingsburg_apply (state, &entry, &error))
          g_error ("%s: a random entry is refused: %s", file, error->message);
      sheet = ts_kingsburg_sheet_from_state (state);
      if (!ts_kingsburg_sheet_check (sheet, NULL, &error))
        g_error ("%s: the sheet is refused: %s", file, error->message);
      json = ts_kingsburg_sheet_to_json (sheet);
    }
  else
    {
      g_autofree TsCaylusState *state = ts_caylus_state_new (NULL, players, &error);
      g_autofree TsCaylusSheet *sheet = NULL;
      TsCaylusEntry entry;

      g_assert_no_error (error);
      while (ts_caylus_random_entry (state, rand, &entry))
        if (!ts_caylus_apply (state, &entry, &error))
          g_error ("%s: a random entry is refused: %s", file, error->message);
      sheet = ts_caylus_sheet_from_state (state);
      if (!ts_caylus_sheet_check (sheet, NULL, &error))
        g_error ("%s: the sheet is refused: %s", file, error->message);
      json = ts_caylus_sheet_to_json (sheet);
    }
  line = json_to_string (json, FALSE);
  text = g_strconcat (line, "\n", NULL);
  if (!g_file_set_contents (path, text, -1, &error))
    g_error ("%s", error->message);
  g_print ("%s\n", file);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && (strcmp (argv[1], "--kingsburg-sheets") == 0
                    || strcmp (argv[1], "--caylus-sheets") == 0))
    {
      for (guint n = 2; n <= 5; n++)
        write_game_sheet (strcmp (argv[1], "--kingsburg-sheets") == 0, n, argv[2]);
      return 0;
    }
  if (argc == 3 && strcmp (argv[1], "--carcassonne-sheets") == 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (sheet_seeds); i++)
        write_sheet_seed (&sheet_seeds[i], argv[2]);
      return 0;
    }
  if (argc != 2)
    {
      g_printerr ("usage: %s FOLDER\n       %s --carcassonne-sheets|--kingsburg-sheets|"
                  "--caylus-sheets FOLDER\n", argv[0], argv[0]);
      return 2;
    }
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    write_seed (&seeds[i], argv[1]);
  return 0;
}
