/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ts-bench-view's scenarios: each game played at random to the late point where its table
 * page is timed. */
#include "config.h"

#include "ts-bench-scenarios.h"
#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-game.h"
#include "ts-kingsburg.h"

#define RANDOM_ENTRY(game, State, Entry)                                                    \
  static gboolean game##_random_entry (gconstpointer state, GRand *rand, gpointer entry)   \
  {                                                                                         \
    return ts_##game##_random_entry ((const State *) state, rand, (Entry *) entry);        \
  }

RANDOM_ENTRY (burgundy, TsBurgundyState, TsBurgundyEntry)
RANDOM_ENTRY (kingsburg, TsKingsburgState, TsKingsburgEntry)
RANDOM_ENTRY (carcassonne, TsCarcassonneState, TsCarcassonneEntry)
RANDOM_ENTRY (caylus, TsCaylusState, TsCaylusEntry)

/* Phase E: the fullest duchies, ledgers and history the page ever shows. */
static gboolean
burgundy_reached (gconstpointer state)
{
  return ((const TsBurgundyState *) state)->phase >= 4;
}

static gboolean
kingsburg_reached (gconstpointer state)
{
  return ((const TsKingsburgState *) state)->year >= 5;
}

/* The box holds 96 tiles (72 and Traders & Builders' 24): from the 80th placed to the end. */
static gboolean
carcassonne_reached (gconstpointer state)
{
  return ((const TsCarcassonneState *) state)->n_tiles >= 80;
}

static gboolean
caylus_reached (gconstpointer state)
{
  return ((const TsCaylusState *) state)->round >= 9;
}

/* The 2019 box's modules that need nothing from the user's box: trade routes need the
 * pieces entered from it (Boards…), advanced duchies a duchy dealt to each player. */
static const char *const burgundy_options[] = {
  "extra-tiles", "white-castles", "inns", "shields", NULL
};
static const char *const carcassonne_options[] = { "tiles", "goods", "builder", "pig", NULL };
static const char *const no_options[] = { NULL };

const BenchGame ts_bench_games[TS_BENCH_N_GAMES] = {
  { "burgundy", "castles-of-burgundy",
    "The Castles of Burgundy, 4 players, modules (extra tiles, white castles, inns, "
    "shields), phase E to the end",
    4, burgundy_options, sizeof (TsBurgundyEntry), burgundy_random_entry, burgundy_reached },
  { "kingsburg", "kingsburg", "Kingsburg, 5 players, year 5 to the end",
    5, no_options, sizeof (TsKingsburgEntry), kingsburg_random_entry, kingsburg_reached },
  { "carcassonne", "carcassonne",
    "Carcassonne, Traders & Builders (tiles, goods, builder, pig), 5 players, 80th tile to "
    "the end (96)",
    5, carcassonne_options, sizeof (TsCarcassonneEntry), carcassonne_random_entry,
    carcassonne_reached },
  { "caylus", "caylus-1303", "Caylus 1303, 5 players, round 9 to the end",
    5, no_options, sizeof (TsCaylusEntry), caylus_random_entry, caylus_reached },
};

G_STATIC_ASSERT (G_N_ELEMENTS (ts_bench_games) == TS_BENCH_N_GAMES);

void
ts_bench_apply_random (TsMatch         *match,
                       const BenchGame *game,
                       gpointer         entry)
{
  g_autoptr(TsEntry) item = ts_entry_new_take (ts_match_get_module (match),
                                               g_memdup2 (entry, game->entry_size));
  g_autoptr(GError) error = NULL;

  if (!ts_match_apply (match, item, &error))
    g_error ("%s: entry refused: %s", game->name, error->message);
}

/* A new match of @game played at random to its scenario; NULL when the game ended first. */
TsMatch *
ts_bench_scenario_match (const BenchGame *game,
                         GRand           *rand,
                         const char      *save_dir)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };
  static const char *const colors[] = { "red", "blue", "green", "yellow", "purple" };
  const TsGameModule *module = ts_games_lookup (game->module_id);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autofree gpointer entry = g_malloc0 (game->entry_size);

  if (module == NULL)
    g_error ("%s is not built in", game->module_id);
  for (guint i = 0; i < game->n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  for (guint i = 0; game->options[i] != NULL; i++)
    json_object_set_boolean_member (options, game->options[i], TRUE);
  match = ts_match_new (module, "Bench", players, options, NULL, &error);
  if (match == NULL)
    g_error ("%s: %s", game->name, error->message);
  ts_match_set_autosave (match, save_dir != NULL); /* without a file until the entries timed */
  while (!game->reached (ts_match_get_state (match)))
    {
      if (!game->random_entry (ts_match_get_state (match), rand, entry))
        return NULL;
      ts_bench_apply_random (match, game, entry);
    }
  if (save_dir != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s/%s.json", save_dir, game->name);
      g_autoptr(GFile) file = g_file_new_for_path (name);

      ts_match_set_file (match, file);
    }
  return g_steal_pointer (&match);
}
