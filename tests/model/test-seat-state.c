/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a phone reads of its seat (docs/seats.md, "The state of a seat"), built without a
 * server: hidden information hidden as the table hides it, the end's breakdown and play. */
#include <string.h>
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/state/secret", test_state_secret);
  return g_test_run ();
}
