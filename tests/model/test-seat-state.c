/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a phone reads of its seat (docs/seats.md, "The state of a seat"), built without a
 * server: hidden information hidden as the table hides it, the end's breakdown and play; the
 * board's picture and the spot each choice acts on. */
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

static TsMatch *
load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_load (file, NULL, &error);

  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  return match;
}

/* Hidden information stays hidden as the table hides it: Caylus 1303's prestige during the
 * game (CY-SET-14) is in no score, no standing, no entry's points and no holdings; at the end
 * the final breakdown and the play for BG Stats. */
static void
test_state_secret (void)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(TsMatch) playing = load ("caylus-1303-2p-in-progress.json");
  g_autoptr(TsMatch) done = load ("caylus-1303-2p-complete.json");
  g_autoptr(JsonNode) during = ts_seat_state_build (playing, 0, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) after = ts_seat_state_build (done, 0, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  JsonObject *state = json_node_get_object (during);
  JsonArray *players = json_object_get_array_member (state, "players");
  JsonArray *recent = json_object_get_array_member (state, "recent");
  JsonArray *holdings = json_object_get_array_member (state, "holdings");
  JsonObject *end = json_node_get_object (after);

  g_assert_true (json_object_get_boolean_member (state, "secret"));
  g_assert_nonnull (json_object_get_string_member (state, "secret_note"));
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_true (json_object_get_null_member (player, "score"));
      g_assert_true (json_object_get_null_member (player, "rank"));
      g_assert_true (json_object_get_null_member (player, "if_ended"));
      g_assert_cmpuint (strlen (json_object_get_string_member (player, "initial")), >, 0);
    }
  g_assert_cmpuint (json_array_get_length (recent), >, 0);
  for (guint k = 0; k < json_array_get_length (recent); k++)
    g_assert_true (json_object_get_null_member (json_array_get_object_element (recent, k),
                                                "points"));
  g_assert_cmpuint (json_array_get_length (holdings), >, 0);
  for (guint i = 0; i < json_array_get_length (holdings); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (holdings, i),
                                                    "label"), !=, "Prestige");

  g_assert_false (json_object_get_boolean_member (end, "secret"));
  g_assert_true (json_object_get_boolean_member (end, "finished"));
  g_assert_cmpint (json_object_get_int_member (end, "turn"), ==, -1);
  g_assert_cmpuint (json_array_get_length (
                        json_object_get_array_member (json_object_get_object_member (end, "final"),
                                                      "players")), ==, 2);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (
                                       json_object_get_object_member (end, "bgstats"), "svg"),
                                   "<svg"));
}

/* If it ended now, on every phone while the game goes on: the game's own final scoring of the
 * game as it stands (ts_games_breakdown_now(); CA-BEN-01: Carcassonne's unfinished features
 * and farms), nobody below their score; none once the game is over, where the final
 * breakdown is shown. */
static void
test_state_if_ended (void)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(TsMatch) playing = load ("carcassonne-4p-half-cities-in-progress.json");
  g_autoptr(TsMatch) done = load ("carcassonne-2p-complete.json");
  g_autoptr(JsonNode) during = ts_seat_state_build (playing, 1, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) after = ts_seat_state_build (done, 1, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) now = ts_games_breakdown_now (ts_match_get_module (playing),
                                                    ts_match_get_state (playing));
  JsonArray *players = json_object_get_array_member (json_node_get_object (during), "players");
  JsonArray *projected = json_object_get_array_member (json_node_get_object (now), "players");
  JsonArray *ended = json_object_get_array_member (json_node_get_object (after), "players");
  guint higher = 0;

  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      gint64 if_ended = json_object_get_int_member (player, "if_ended");

      g_assert_cmpint (if_ended, ==,
                       json_object_get_int_member (json_array_get_object_element (projected, p),
                                                   "total"));
      g_assert_cmpint (if_ended, >=, json_object_get_int_member (player, "score"));
      higher += if_ended > json_object_get_int_member (player, "score");
    }
  g_assert_cmpuint (higher, >, 0);
  for (guint p = 0; p < json_array_get_length (ended); p++)
    g_assert_true (json_object_get_null_member (json_array_get_object_element (ended, p),
                                                "if_ended"));
}

/* A table that plays without aids ("purist": true) sees no projection on any phone. */
static void
test_state_if_ended_purist (void)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "carcassonne-4p-half-cities-in-progress.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(JsonNode) state = NULL;
  JsonObject *root;
  JsonArray *players;
  int fd;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  if (json_object_get_member (root, "options") == NULL
      || JSON_NODE_HOLDS_NULL (json_object_get_member (root, "options")))
    json_object_set_object_member (root, "options", json_object_new ());
  json_object_set_boolean_member (json_object_get_object_member (root, "options"), "purist",
                                  TRUE);
  fd = g_file_open_tmp ("purist-XXXXXX.json", &copy, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, copy, &error));
  g_assert_no_error (error);
  file = g_file_new_for_path (copy);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  g_assert_false (ts_match_get_aids (match));
  state = ts_seat_state_build (match, 1, english,
                               &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  players = json_object_get_array_member (json_node_get_object (state), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  for (guint p = 0; p < json_array_get_length (players); p++)
    g_assert_true (json_object_get_null_member (json_array_get_object_element (players, p),
                                                "if_ended"));
  g_unlink (copy);
}

/* The corpus record @name cut after its first @cut entries, or NULL when it has fewer. */
static TsMatch *
load_cut (const char *name,
          guint       cut)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *text = NULL;
  JsonArray *entries;
  TsMatch *match;
  int fd;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  if (json_array_get_length (entries) < cut)
    return NULL;
  while (json_array_get_length (entries) > cut)
    json_array_remove_element (entries, json_array_get_length (entries) - 1);
  fd = g_file_open_tmp ("test-seat-state-XXXXXX.json", &copy, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  text = json_to_string (json_parser_get_root (parser), FALSE);
  g_assert_true (g_file_set_contents (copy, text, -1, &error));
  file = g_file_new_for_path (copy);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  g_unlink (copy);
  return match;
}

/* Each game's board picture on the phone of the player to act, at every point of the first
 * 60 entries of a 4-player record: every spot named once, columns and rows from 0, a mark
 * and a label; a choice's spot is one of the picture's; a picture only where a choice acts on
 * a spot, and at some point of each game one does (the advisors KB-INF-01, the depots
 * CB-ACT-01, where the tile goes CA-BTR-01, where the worker goes CY-PLN-01). */
static void
test_state_picture (gconstpointer data)
{
  const char *name = data;
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  guint pictured = 0;

  for (guint cut = 0; cut < 60; cut++)
    {
      g_autoptr(TsMatch) match = load_cut (name, cut);
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
      JsonObject *propose;
      JsonArray *choices, *spots;
      int seat;
      guint spotted = 0;

      if (match == NULL)
        break;
      seat = ts_match_get_module (match)->pending_player (ts_match_get_state (match));
      if (seat < 0)
        continue;
      node = ts_seat_state_build (match, seat, english,
                                  &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
      propose = json_object_get_object_member (json_node_get_object (node), "propose");
      choices = json_object_get_array_member (propose, "choices");
      spots = json_object_get_null_member (propose, "picture")
                ? NULL : json_object_get_array_member (propose, "picture");
      for (guint i = 0; spots != NULL && i < json_array_get_length (spots); i++)
        {
          JsonObject *spot = json_array_get_object_element (spots, i);
          const char *id = json_object_get_string_member (spot, "id");

          g_assert_false (g_hash_table_contains (ids, id));
          g_hash_table_add (ids, (gpointer) id);
          g_assert_cmpint (json_object_get_int_member (spot, "col"), >=, 0);
          g_assert_cmpint (json_object_get_int_member (spot, "row"), >=, 0);
          g_assert_nonnull (json_object_get_string_member (spot, "mark"));
          g_assert_cmpuint (strlen (json_object_get_string_member (spot, "label")), >, 0);
        }
      for (guint i = 0; i < json_array_get_length (choices); i++)
        {
          JsonObject *choice = json_array_get_object_element (choices, i);

          if (!json_object_has_member (choice, "spot"))
            continue;
          g_assert_nonnull (spots);
          g_assert_true (g_hash_table_contains (ids, json_object_get_string_member (choice,
                                                                                    "spot")));
          spotted++;
        }
      g_assert_true ((spots != NULL) == (spotted > 0));
      pictured += spots != NULL;
    }
  g_assert_cmpuint (pictured, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/state/secret", test_state_secret);
  g_test_add_func ("/seats/state/if-ended/CA-BEN-01", test_state_if_ended);
  g_test_add_func ("/seats/state/if-ended/purist", test_state_if_ended_purist);
  g_test_add_data_func ("/seats/state/picture/castles-of-burgundy",
                        "castles-of-burgundy-4p-extras-inns-in-progress.json", test_state_picture);
  g_test_add_data_func ("/seats/state/picture/kingsburg", "kingsburg-4p-in-progress.json",
                        test_state_picture);
  g_test_add_data_func ("/seats/state/picture/carcassonne",
                        "carcassonne-4p-half-cities-in-progress.json", test_state_picture);
  g_test_add_data_func ("/seats/state/picture/caylus-1303",
                        "caylus-1303-4p-residence-counts-in-progress.json", test_state_picture);
  return g_test_run ();
}
