/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes records of random legal games into the corpus (issue 40, docs/testing.md "The
 * corpus"): for every game, player count and table option below, one complete game and one
 * cut in the middle, played through TsMatch as the app plays and saved as it saves.
 *   _build/tests/corpus/make-corpus tests/data/corpus
 * then tests/corpus/freeze.py _build/app/cli/tableside-cli on each new file. Run by hand
 * only to add records: a record already in the corpus and its result are never rewritten. */
#include "ts-burgundy.h"
#include "fuzz-util.h"
#include "ts-game.h"
#include "ts-match.h"

typedef struct
{
  const char *name;
  const char *game;
  guint n_players;
  const char *options; /* JSON */
  gboolean routes;     /* deal Burgundy's trade routes */
  const char *layout;  /* each Burgundy player's duchy layout (JSON), or NULL for the default */
} Config;

/* No solo board is shipped: a solo game is played on the board its players entered. */
#define SOLO_LAYOUT                                                                               \
  "{\"id\": \"13a\", \"name\": \"13A (entered)\", \"kind\": \"solo\", "                        \
  "\"cells\": \"PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\", "                                      \
  "\"dice\": \"6543216545431236126541254312612563413\"}"

/* clang-format off */
static const Config configs[] = {
  { "kingsburg-2p", "kingsburg", 2, "{}", FALSE },
  { "kingsburg-3p-most-built", "kingsburg", 3, "{\"kings-reward\": \"most-built\"}", FALSE },
  { "kingsburg-4p", "kingsburg", 4, "{}", FALSE },
  { "kingsburg-5p", "kingsburg", 5, "{}", FALSE },
  { "kingsburg-4p-earlier-readings", "kingsburg", 4,
    "{\"statue-after-chapel\": false, \"building-powers\": \"next-phase\", "
    "\"kings-reward\": \"most-built\"}", FALSE },
  { "carcassonne-2p", "carcassonne", 2, "{}", FALSE },
  { "carcassonne-3p-traders-builders", "carcassonne", 3,
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true}", FALSE },
  { "carcassonne-4p-half-cities", "carcassonne", 4, "{\"small-city\": \"half\"}", FALSE },
  { "carcassonne-5p-builder-pig", "carcassonne", 5, "{\"builder\": true, \"pig\": true}", FALSE },
  { "caylus-1303-2p", "caylus-1303", 2, "{}", FALSE },
  { "caylus-1303-3p-used", "caylus-1303", 3, "{\"stone-owner-gain\": \"used\"}", FALSE },
  { "caylus-1303-4p-residence-counts", "caylus-1303", 4, "{\"monument-residence\": \"counts\"}",
    FALSE },
  { "caylus-1303-5p", "caylus-1303", 5, "{}", FALSE },
  { "castles-of-burgundy-2p", "castles-of-burgundy", 2, "{}", FALSE },
  { "castles-of-burgundy-3p-strict", "castles-of-burgundy", 3,
    "{\"mine-income-after-e\": false, \"effect-discard\": false}", FALSE },
  { "castles-of-burgundy-4p-extras-inns", "castles-of-burgundy", 4,
    "{\"extra-tiles\": true, \"white-castles\": true, \"inns\": true, "
    "\"inn-extra-purchase\": true}", FALSE },
  { "castles-of-burgundy-2p-shields", "castles-of-burgundy", 2,
    "{\"shields\": true, \"shield-tile-must\": true, \"shield-2-per-gain\": true}", FALSE },
  { "castles-of-burgundy-3p-routes-shields", "castles-of-burgundy", 3,
    "{\"trade-routes\": true, \"shields\": true, \"extra-tiles\": true}", TRUE },
  { "castles-of-burgundy-solo", "castles-of-burgundy", 1, "{\"solo\": true}", FALSE,
    SOLO_LAYOUT },
  { "castles-of-burgundy-solo-modules", "castles-of-burgundy", 1,
    "{\"solo\": true, \"extra-tiles\": true, \"white-castles\": true, \"shields\": true, "
    "\"solo-black-decline\": true}", FALSE, SOLO_LAYOUT },
  { "castles-of-burgundy-3p-earlier-readings", "castles-of-burgundy", 3,
    "{\"shields\": true, \"extra-tiles\": true, \"shield-4-storage-12\": true, "
    "\"monastery-27-lift-at-ship\": true, \"monastery-7-geese-placed-only\": true, "
    "\"shield-2-per-gain\": true}", FALSE },
  { "castles-of-burgundy-solo-earlier-readings", "castles-of-burgundy", 1,
    "{\"solo\": true, \"extra-tiles\": true, \"shields\": true, "
    "\"solo-vp-order-scored\": true, \"solo-black-decline\": true}", FALSE, SOLO_LAYOUT },
};
/* clang-format on */

static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };

static void
write_record (TsMatch    *match,
              const char *dir,
              const char *name,
              const char *suffix)
{
  g_autofree char *file = g_strconcat (name, suffix, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  ts_record_set_status (ts_match_get_record (match), ts_match_get_finished (match),
                        ts_match_get_winner (match));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                            &error))
    g_error ("%s", error->message);
  g_print ("%s: %u entries\n", file, ts_match_get_n_entries (match));
}

static void
write_config (const Config *config,
              guint32       seed,
              const char   *dir)
{
  const TsGameModule *module = ts_games_lookup (config->game);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonNode) options = json_from_string (config->options, NULL);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) played = g_ptr_array_new_with_free_func (g_object_unref);
  gpointer data;

  g_assert_nonnull (module);
  for (guint i = 0; i < config->n_players; i++)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "name", names[i]);
      if (config->layout != NULL)
        json_object_set_member (o, "layout", json_from_string (config->layout, NULL));
      json_array_add_object_element (players, o);
    }
  if (config->routes)
    ts_burgundy_random_routes (players, rand);
  match = ts_match_new (module, config->name, players, json_node_get_object (options), NULL,
                        &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  while ((data = ts_fuzz_random_entry (config->game, ts_match_get_state (match), rand)) != NULL)
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (module, data);

      if (!ts_match_apply (match, entry, &error))
        g_error ("%s: a random entry is refused: %s", config->name, error->message);
      g_ptr_array_add (played, g_object_ref (entry));
    }
  g_assert_true (ts_match_get_finished (match));
  write_record (match, dir, config->name, "-complete");

  /* The same game cut in the middle: a game in progress. */
  g_clear_object (&match);
  match = ts_match_new (module, config->name, players, json_node_get_object (options), NULL,
                        &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  for (guint i = 0; i < played->len / 2; i++)
    if (!ts_match_apply (match, g_ptr_array_index (played, i), &error))
      g_error ("%s: entry %u is refused again: %s", config->name, i + 1, error->message);
  write_record (match, dir, config->name, "-in-progress");
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
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    write_config (&configs[i], 4000 + i, argv[1]);
  return 0;
}
