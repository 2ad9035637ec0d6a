/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 53: a finished game's link for BG Stats carries the play the BG Stats export writes
 * for it (docs/file-format.md, "A play for BG Stats by QR code"), for the finished records of
 * the corpus of all four games; a game in progress is refused. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-bgstats-link.h"
#include "ts-bgstats.h"
#include "ts-record-info.h"

/* The members BG Stats documents for the link, and no others. */
static const char *const play_members[] = { "board", "durationMin", "comments", "game",
                                            "playDate", "players", NULL };
static const char *const game_members[] = { "bggId", "highestWins", "name", "noPoints",
                                            "sourceGameId", NULL };
static const char *const player_members[] = { "startPlayer", "name", "rank", "role", "score",
                                              "sourcePlayerId", "winner", NULL };

static void
assert_members (JsonObject        *object,
                const char *const *members)
{
  g_autoptr(GList) names = json_object_get_members (object);

  for (GList *l = names; l != NULL; l = l->next)
    g_assert_true (g_strv_contains (members, l->data));
  for (guint i = 0; members[i] != NULL; i++)
    g_assert_true (json_object_has_member (object, members[i]));
}

/* A copy of a corpus record in a folder of its own (loading may write it). */
static GFile *
copy_record (const char *base,
             char      **dir)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", base,
                                                 NULL);
  g_autoptr(GFile) source = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GFile *copy;

  *dir = g_dir_make_tmp ("ts-bgstats-link-XXXXXX", &error);
  g_assert_no_error (error);
  copy = g_file_new_build_filename (*dir, base, NULL);
  g_file_copy (source, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return copy;
}

static JsonObject *
link_play (const char *link,
           JsonNode  **root)
{
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_str_has_prefix (link, TS_BGSTATS_LINK_PREFIX));
  /* Nothing a query would split on, nor a space, is left unescaped. */
  g_assert_null (strpbrk (link + strlen (TS_BGSTATS_LINK_PREFIX), "&=+#? \"{}[]"));
  json = g_uri_unescape_string (link + strlen (TS_BGSTATS_LINK_PREFIX), NULL);
  g_assert_nonnull (json);
  *root = json_from_string (json, &error);
  g_assert_no_error (error);
  return json_node_get_object (*root);
}

static JsonObject *
export_row (JsonObject *export,
            const char *list,
            gint64      id)
{
  JsonArray *rows = json_object_get_array_member (export, list);

  g_assert_cmpint (id, >=, 1);
  g_assert_cmpint (id, <=, json_array_get_length (rows));
  return json_array_get_object_element (rows, id - 1);
}

static void
test_same_play (gconstpointer data)
{
  const char *base = data;
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = copy_record (base, &dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_load (file, NULL, &error);
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(GListStore) infos = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autofree char *link = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) link_root = NULL;
  g_autoptr(JsonNode) export_root = NULL;
  JsonObject *play, *game, *export, *exported, *exported_game;
  JsonArray *players, *scores, *expansions;
  g_autofree char *game_uuid = NULL;
  const char *comments;

  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  link = ts_bgstats_play_link (match, &error);
  g_assert_no_error (error);
  play = link_play (link, &link_root);

  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_list_store_append (infos, info);
  text = ts_bgstats_write (G_LIST_MODEL (infos), NULL, NULL, NULL);
  export_root = json_from_string (text, &error);
  g_assert_no_error (error);
  export = json_node_get_object (export_root);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (export, "plays")), ==,
                    1);
  exported = json_array_get_object_element (json_object_get_array_member (export, "plays"), 0);

  assert_members (play, play_members);
  game = json_object_get_object_member (play, "game");
  assert_members (game, game_members);
  exported_game = export_row (export, "games",
                              json_object_get_int_member (exported, "gameRefId"));
  g_assert_cmpstr (json_object_get_string_member (game, "name"), ==,
                   json_object_get_string_member (exported_game, "name"));
  g_assert_cmpint (json_object_get_int_member (game, "bggId"), ==,
                   json_object_get_int_member (exported_game, "bggId"));
  g_assert_true (json_object_get_boolean_member (game, "highestWins"));
  g_assert_false (json_object_get_boolean_member (game, "noPoints"));
  game_uuid = g_strdup (json_object_get_string_member (exported_game, "uuid"));
  g_assert_true (g_str_has_prefix (game_uuid, json_object_get_string_member (game,
                                                                             "sourceGameId")));
  g_assert_cmpstr (json_object_get_string_member (play, "playDate"), ==,
                   json_object_get_string_member (exported, "playDate"));
  g_assert_cmpint (json_object_get_int_member (play, "durationMin"), ==,
                   json_object_get_int_member (exported, "durationMin"));
  g_assert_cmpstr (json_object_get_string_member (play, "board"), ==,
                   json_object_get_string_member (exported, "board"));

  /* The expansions the export names, in the comments (the link has no member for them). */
  comments = json_object_get_string_member (play, "comments");
  expansions = json_object_get_array_member (exported, "expansionPlays");
  if (json_array_get_length (expansions) == 0)
    g_assert_cmpstr (comments, ==, "");
  for (guint k = 0; k < json_array_get_length (expansions); k++)
    {
      JsonObject *expansion = export_row (
          export, "games",
          json_object_get_int_member (json_array_get_object_element (expansions, k),
                                      "gameRefId"));

      g_assert_nonnull (strstr (comments, json_object_get_string_member (expansion, "name")));
    }

  /* The players in the export's order (the seats), each as the export has them. */
  players = json_object_get_array_member (play, "players");
  scores = json_object_get_array_member (exported, "playerScores");
  g_assert_cmpuint (json_array_get_length (players), ==, json_array_get_length (scores));
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      JsonObject *score = json_array_get_object_element (scores, i);
      JsonObject *person = export_row (export, "players",
                                       json_object_get_int_member (score, "playerRefId"));

      assert_members (player, player_members);
      g_assert_cmpint (json_object_get_int_member (score, "seatOrder"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==,
                       json_object_get_string_member (person, "name"));
      g_assert_true (g_str_has_prefix (json_object_get_string_member (person, "uuid"),
                                       json_object_get_string_member (player,
                                                                      "sourcePlayerId")));
      g_assert_cmpint (json_object_get_int_member (player, "score"), ==,
                       g_ascii_strtoll (json_object_get_string_member (score, "score"), NULL,
                                        10));
      g_assert_cmpint (json_object_get_boolean_member (player, "winner"), ==,
                       json_object_get_boolean_member (score, "winner"));
      g_assert_cmpint (json_object_get_boolean_member (player, "startPlayer"), ==,
                       json_object_get_boolean_member (score, "startPlayer"));
      g_assert_cmpint (json_object_get_int_member (player, "rank"), ==,
                       json_object_get_int_member (score, "rank"));
      g_assert_cmpstr (json_object_get_string_member (player, "role"), ==,
                       json_object_get_string_member (score, "role"));
    }
  g_test_message ("%s: %zu characters", base, strlen (link));

  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

static void
test_in_progress (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = copy_record ("kingsburg-4p-in-progress.json", &dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_load (file, NULL, &error);
  g_autofree char *link = NULL;

  g_assert_no_error (error);
  g_assert_false (ts_match_get_finished (match));
  link = ts_bgstats_play_link (match, &error);
  g_assert_null (link);
  g_assert_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_NOT_FINISHED);
  g_assert_nonnull (strstr (error->message, "not over"));
  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *corpus = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  corpus = g_test_build_filename (G_TEST_DIST, "data", "corpus", NULL);
  dir = g_dir_open (corpus, 0, NULL);
  g_assert_nonnull (dir);
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    if (g_str_has_suffix (name, "-complete.json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  /* The finished records of all four games (each game at least once). */
  g_assert_cmpuint (names->len, >=, 4);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("/bgstats-link/same-play/%s",
                                               (char *) names->pdata[i]);

      g_test_add_data_func (path, names->pdata[i], test_same_play);
    }
  g_test_add_func ("/bgstats-link/in-progress", test_in_progress);
  return g_test_run ();
}
