/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ts-write-games: a folder of saved games for the statistics (issue 27): COUNT complete
 * random games of the four games in turn, played by 2 to 4 of six people (their names
 * written in the records, no person ids: matched by name), set up a day apart backwards
 * from today, their entries a few seconds to a minute apart. For the statistics benchmark,
 * screenshots and the e2e test; never used at the table.
 *
 *   ts-write-games [--count N] [--seed S] FOLDER */
#include <stdlib.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "ts-random-record.h"

static int opt_count = 40;
static int opt_seed = 1;

static const GOptionEntry entries[] = {
  { "count", 'n', 0, G_OPTION_ARG_INT, &opt_count, "How many games (default 40)", "N" },
  { "seed", 's', 0, G_OPTION_ARG_INT, &opt_seed, "The first game's seed (default 1)", "S" },
  G_OPTION_ENTRY_NULL
};

static const char *const people[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva", "Filipe" };
static const char *const colors[] = { "red", "blue", "green", "yellow", "purple", "orange" };

static TsMatch *
random_game (guint    game,
             guint    n_players,
             guint    seed,
             GError **error)
{
  switch (game)
    {
    case 0:
      return ts_random_record_burgundy (n_players, seed, error);
    case 1:
      return ts_random_record_kingsburg (n_players, seed, error);
    case 2:
      return ts_random_record_carcassonne (n_players, NULL, seed, error);
    default:
      return ts_random_record_caylus (n_players, NULL, seed, error);
    }
}

/* The record of @match as JSON, with @day's date, the players' names and times spread out. */
static char *
rewrite (TsMatch *match,
         guint    index,
         guint    seed)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
  JsonObject *object = json_node_get_object (root);
  JsonArray *players = json_object_get_array_member (object, "players");
  guint n_entries = json_array_get_length (json_object_get_array_member (object, "entries"));
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) day = g_date_time_add_days (now, -(int) index);
  g_autofree char *created = g_date_time_format_iso8601 (day);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  JsonArray *times = json_array_new ();
  gint64 t = 0;

  json_object_set_string_member (object, "created", created);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      guint who = (index + i * (1 + index % 5)) % G_N_ELEMENTS (people);

      /* Distinct people at one table: step past anyone already seated. */
      for (guint k = 0; k < i; k++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (players, k),
                                                        "name"),
                         people[who]))
          {
            who = (who + 1) % G_N_ELEMENTS (people);
            k = (guint) -1;
          }
      json_object_set_string_member (player, "name", people[who]);
      json_object_set_string_member (player, "color", colors[who]);
    }
  for (guint i = 0; i < n_entries; i++)
    {
      json_array_add_int_element (times, t);
      t += g_rand_int_range (rand, 2, 60);
    }
  json_object_set_array_member (object, "times", times);
  return json_to_string (root, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FOLDER");
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 || opt_count < 0)
    {
      g_printerr ("ts-write-games: %s\n", error != NULL ? error->message : "give one FOLDER");
      return 2;
    }
  if (g_mkdir_with_parents (argv[1], 0755) != 0)
    {
      g_printerr ("ts-write-games: cannot make %s\n", argv[1]);
      return 1;
    }
  for (int i = 0; i < opt_count; i++)
    {
      guint game = i % 4;
      guint n_players = 2 + (i / 4) % 3;
      g_autoptr(TsMatch) match = random_game (game, n_players, opt_seed + i, &error);
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;

      if (match == NULL)
        {
          g_printerr ("ts-write-games: %s\n", error->message);
          return 1;
        }
      ts_record_set_status (ts_match_get_record (match), ts_match_get_finished (match),
                            ts_match_get_winner (match));
      ts_record_set_winners (ts_match_get_record (match), 0);
      text = rewrite (match, i, opt_seed + i);
      name = g_strdup_printf ("%s-%05d.json", ts_match_get_game_id (match), i);
      path = g_build_filename (argv[1], name, NULL);
      if (!g_file_set_contents (path, text, -1, &error))
        {
          g_printerr ("ts-write-games: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}
