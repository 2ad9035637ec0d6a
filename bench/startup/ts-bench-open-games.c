/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games ts-bench-open opens: today's complete games and old records
 * (ts-bench-open-games.h). */
#include <glib/gstdio.h>

#include "ts-bench-open-games.h"
#include "ts-random-record.h"
#include "ts-readings.h"
#include "ts-record.h"

/* Seeds tried for an old record whose game says its earlier reading today. */
#define MAX_OLD_SEEDS 20

const char *
ts_bench_game_id (TsBenchGame game)
{
  static const char *const ids[] = { "burgundy", "kingsburg", "carcassonne", "caylus" };

  g_return_val_if_fail (game < TS_BENCH_N_GAMES, NULL);
  return ids[game];
}

static const char *
module_id (TsBenchGame game)
{
  static const char *const ids[] = { "castles-of-burgundy", "kingsburg", "carcassonne",
                                     "caylus-1303" };

  return ids[game];
}

/* The heaviest setups the app keeps: the Castles of Burgundy with its modules (trade routes
 * need each player's pieces laid at setup, which the random helper does not draw),
 * Carcassonne with Traders & Builders. */
static JsonObject *
table_options (TsBenchGame game)
{
  JsonObject *options = json_object_new ();
  const char *const burgundy[] = { "extra-tiles", "white-castles", "inns", "shields", NULL };
  const char *const carcassonne[] = { "tiles", "goods", "builder", "pig", NULL };
  const char *const *on = game == TS_BENCH_GAME_BURGUNDY      ? burgundy
                          : game == TS_BENCH_GAME_CARCASSONNE ? carcassonne
                                                              : NULL;

  for (; on != NULL && *on != NULL; on++)
    json_object_set_boolean_member (options, *on, TRUE);
  return options;
}

static TsMatch *
play (TsBenchGame game,
      JsonObject *options,
      guint       seed,
      GError    **error)
{
  switch (game)
    {
    case TS_BENCH_GAME_BURGUNDY:
      return ts_random_record_burgundy_with_options (4, options, seed, error);
    case TS_BENCH_GAME_KINGSBURG:
      return ts_random_record_kingsburg_with_options (4, options, seed, error);
    case TS_BENCH_GAME_CARCASSONNE:
      return ts_random_record_carcassonne (4, options, seed, error);
    case TS_BENCH_N_GAMES:
    default:
      return ts_random_record_caylus (4, options, seed, error);
    }
}

static char *
write_bytes (const char *dir,
             const char *base,
             GBytes     *bytes,
             GError    **error)
{
  g_autofree char *path = g_build_filename (dir, base, NULL);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "cannot make %s", dir);
      return NULL;
    }
  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                            error))
    return NULL;
  return g_steal_pointer (&path);
}

char *
ts_bench_write_game (TsBenchGame game,
                     const char *dir,
                     GError    **error)
{
  g_autoptr(JsonObject) options = table_options (game);
  g_autoptr(TsMatch) match = play (game, options, 7, error);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *base = NULL;
  char *path;

  if (match == NULL)
    return NULL;
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  base = g_strdup_printf ("%s.json", ts_bench_game_id (game));
  path = write_bytes (dir, base, bytes, error);
  if (path != NULL)
    g_print ("  %-16s %u entries, %zu bytes\n", ts_bench_game_id (game),
             ts_match_get_n_entries (match), g_bytes_get_size (bytes));
  return path;
}

/* @match's record as a build before the readings wrote it (ts_bench_write_old_game()):
 * @earlier's members are the options of the earlier readings it was played under. */
static GBytes *
old_bytes (TsMatch    *match,
           JsonObject *earlier,
           GError    **error)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GList) members = json_object_get_members (earlier);
  JsonObject *root;
  JsonObject *options;
  JsonArray *players;
  char *text;
  gsize length;

  if (!json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes), error))
    return NULL;
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_int_member (root, "version", 2);
  json_object_remove_member (root, "readings");
  json_object_remove_member (root, "times");
  players = json_object_get_array_member (root, "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    json_object_remove_member (json_array_get_object_element (players, i), "person");
  options = json_object_get_object_member (root, "options");
  for (GList *l = members; l != NULL && options != NULL; l = l->next)
    json_object_remove_member (options, l->data);
  json_generator_set_root (generator, json_parser_get_root (parser));
    text = json_generator_to_data (generator, &length);
  return g_bytes_new_take (text, length);
}

/* The line today's build says on opening @path ("Kept under an earlier reading: …"), or
 * NULL. */
static char *
notice_of (const char *path,
           GError    **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsMatch) match = ts_match_load (file, NULL, error);

  if (match == NULL)
    return NULL;
  ts_match_set_autosave (match, FALSE);
  return ts_match_dup_readings_notice (match);
}

char *
ts_bench_write_old_game (TsBenchGame game,
                         const char *dir,
                         GError    **error)
{
  const TsGameModule *module = ts_games_lookup (module_id (game));
  g_autoptr(JsonObject) options = table_options (game);
  g_autoptr(JsonObject) played = ts_readings_options (module, options, 0);
  g_autoptr(JsonObject) earlier = ts_readings_options (module, options, 0);
  g_autofree char *base = g_strdup_printf ("old-%s.json", ts_bench_game_id (game));

  /* @earlier: the options of the earlier readings alone, what an old record does not say. */
  {
    g_autoptr(GList) members = json_object_get_members (options);

    for (GList *l = members; l != NULL; l = l->next)
      json_object_remove_member (earlier, l->data);
  }
  if (json_object_get_size (played) == json_object_get_size (options))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s has no earlier reading",
                   module_id (game));
      return NULL;
    }
  for (guint seed = 7; seed < 7 + MAX_OLD_SEEDS; seed++)
    {
      g_autoptr(TsMatch) match = play (game, played, seed, error);
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *path = NULL;
      g_autofree char *notice = NULL;

      if (match == NULL)
        return NULL;
      bytes = old_bytes (match, earlier, error);
      if (bytes == NULL)
        return NULL;
      path = write_bytes (dir, base, bytes, error);
      if (path == NULL)
        return NULL;
      notice = notice_of (path, error);
      if (notice == NULL && error != NULL && *error != NULL)
        return NULL;
      if (notice == NULL)
        continue;
      g_print ("  old %-12s %u entries, %zu bytes, version 2, seed %u: \"%s\"\n",
               ts_bench_game_id (game), ts_match_get_n_entries (match), g_bytes_get_size (bytes),
               seed, notice);
      return g_steal_pointer (&path);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
               "no game of %s from seeds 7 to %d keeps an earlier reading", module_id (game),
               7 + MAX_OLD_SEEDS - 1);
  return NULL;
}
