/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The BG Stats export from the saved-games index (issue 56): who started, the teams and the
 * expansion of each play are kept in the index, and the export made from it is the same text
 * (its date of export aside) as the export made by reading every record's file, as every
 * export did before. A folder of random complete games of the four games in every mode (1 to
 * 5 players, the Castles of Burgundy's modules and team game, Carcassonne with each part of
 * Traders & Builders) and the frozen corpus's records (games kept under earlier readings, a
 * team game's shared win) is exported from its files, from the index the first reading wrote
 * (the records then overwritten with junk of the same size and time: the export must not read
 * them), and from an index of version 2, which is written anew. TS_BGSTATS_INDEX_ROUNDS sets
 * how many rounds of random games the folder holds (each round: every mode once). */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>

#include "ts-burgundy.h"
#include "cli-util.h"
#include "ts-bgstats.h"
#include "ts-model-games.h"
#include "ts-random-record.h"

static guint
n_rounds (void)
{
  const char *env = g_getenv ("TS_BGSTATS_INDEX_ROUNDS");

  return env != NULL ? MAX (1, (guint) g_ascii_strtoull (env, NULL, 10)) : 2;
}

/* The team game of docs/file-format.md's example (its setup, both teams on a board entered
 * for the tests), random entries to its end. */
static TsMatch *
random_team_game (guint seed)
{
  g_autofree char *example
      = ts_cli_test_documented_example ("\"options\": {\"team\": true},\n \"players\"");
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  JsonObject *record;
  TsMatch *match;
  TsBurgundyEntry entry;

  node = json_from_string (example, &error);
  g_assert_no_error (error);
  record = json_node_get_object (node);
  match = ts_match_new (ts_games_lookup ("castles-of-burgundy"), "Team game",
                        json_object_get_array_member (record, "players"),
                        json_object_get_object_member (record, "options"),
                        json_object_get_object_member (record, "setup"), &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (ts_match_get_module (match),
                                                   g_memdup2 (&entry, sizeof entry));

      g_assert_true (ts_match_apply (match, item, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ts_match_get_finished (match));
  return match;
}

static JsonObject *
options_of (const char *json)
{
  g_autoptr(JsonNode) node = json != NULL ? json_from_string (json, NULL) : NULL;

  return node != NULL ? json_object_ref (json_node_get_object (node)) : NULL;
}

/* A complete random game of mode @mode (FALSE past the last mode). */
static gboolean
random_game (guint     mode,
             guint     seed,
             TsMatch **match)
{
  static const char *const carcassonne[] = {
    NULL, "{\"tiles\": true}", "{\"tiles\": true, \"goods\": true}", "{\"builder\": true}",
    "{\"pig\": true}",
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true, "
    "\"small-city\": \"half\"}",
  };
  static const char *const burgundy[] = {
    NULL, "{\"shields\": true}", "{\"extra-tiles\": true, \"white-castles\": true, "
    "\"inns\": true}",
  };
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GError) error = NULL;

  if (mode < 3 * G_N_ELEMENTS (burgundy))
    {
      options = options_of (burgundy[mode % G_N_ELEMENTS (burgundy)]);
      *match = ts_random_record_burgundy_with_options (2 + mode / G_N_ELEMENTS (burgundy),
                                                       options, seed, &error);
    }
  else if ((mode -= 3 * G_N_ELEMENTS (burgundy)) == 0)
    *match = random_team_game (seed);
  else if (--mode < 4)
    *match = ts_random_record_kingsburg (2 + mode, seed, &error);
  else if ((mode -= 4) < 4 * G_N_ELEMENTS (carcassonne))
    {
      options = options_of (carcassonne[mode % G_N_ELEMENTS (carcassonne)]);
      *match = ts_random_record_carcassonne (2 + mode / G_N_ELEMENTS (carcassonne), options,
                                             seed, &error);
    }
  else if ((mode -= 4 * G_N_ELEMENTS (carcassonne)) < 4)
    *match = ts_random_record_caylus (2 + mode, NULL, seed, &error);
  else
    return FALSE;
  g_assert_no_error (error);
  g_assert_nonnull (*match);
  return TRUE;
}

static void
copy_file (const char *from,
           const char *to)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_set_contents (to, text, length, NULL));
}

/* The random games, then the corpus's records (complete and in progress, and those kept
 * under earlier readings), each set up at its own time. */
static GFile *
make_folder (void)
{
  g_autofree char *path = g_dir_make_tmp ("tableside-bgstats-index-XXXXXX", NULL);
  g_autofree char *corpus = g_test_build_filename (G_TEST_DIST, "data", "corpus", NULL);
  g_autofree char *old = g_build_filename (corpus, "burgundy-old", NULL);
  const char *const sources[] = { corpus, old };
  GFile *dir = g_file_new_for_path (path);
  guint n = 0;

  for (guint round = 0; round < n_rounds (); round++)
    for (guint mode = 0;; mode++)
      {
        g_autoptr(TsMatch) match = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *name = NULL;
        g_autoptr(GFile) file = NULL;

        if (!random_game (mode, 5600 + round * 100 + mode, &match))
          break;
        name = g_strdup_printf ("random-%u-%02u.json", round, mode);
        file = g_file_get_child (dir, name);
        ts_match_set_file (match, file);
        g_assert_true (ts_match_save (match, NULL, &error));
        g_assert_no_error (error);
        n++;
      }
  for (guint s = 0; s < G_N_ELEMENTS (sources); s++)
    {
      g_autoptr(GDir) listing = g_dir_open (sources[s], 0, NULL);
      const char *name;

      g_assert_nonnull (listing);
      while ((name = g_dir_read_name (listing)) != NULL)
        if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expected.json"))
          {
            g_autofree char *from = g_build_filename (sources[s], name, NULL);
            g_autofree char *to_name = g_strdup_printf ("corpus-%u-%s", s, name);
            g_autofree char *to = g_build_filename (path, to_name, NULL);

            copy_file (from, to);
            n++;
          }
    }
  g_test_message ("%u saved games", n);
  return dir;
}

static void
remove_folder (GFile *dir)
{
  g_autoptr(GDir) listing = g_dir_open (g_file_peek_path (dir), 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *child = g_build_filename (g_file_peek_path (dir), name, NULL);

      g_remove (child);
    }
  g_rmdir (g_file_peek_path (dir));
}

static GListStore *
scan (GFile *dir)
{
  g_autoptr(GError) error = NULL;
  GListStore *infos = ts_record_scan_read (dir, NULL, &error);

  g_assert_no_error (error);
  return infos;
}

/* @text with @stamp replaced by "DATE" where it follows @before and precedes @after. */
static char *
replace_between (const char *text,
                 const char *before,
                 const char *stamp,
                 const char *after)
{
  g_autofree char *from = g_strconcat (before, stamp, after, NULL);
  g_autofree char *to = g_strconcat (before, "DATE", after, NULL);
  g_auto(GStrv) parts = g_strsplit (text, from, -1);

  return g_strjoinv (to, parts);
}

/* The export of @infos, its date of export replaced by "DATE" (in "exportDate" and as every
 * game's, player's and place's "modificationDate", their last member; a play's is the day it
 * was played); @n_plays: how many plays it holds. */
static char *
export_of (GListModel *infos,
           guint      *n_plays)
{
  g_autofree char *text = ts_bgstats_write (infos, NULL, NULL, n_plays);
  const char *date = strstr (text, "\"exportDate\":\"");
  g_autofree char *stamp = NULL;
  g_autofree char *tables = NULL;

  g_assert_nonnull (date);
  stamp = g_strndup (date + strlen ("\"exportDate\":\""), strlen ("2024-03-01 20:15:00"));
  tables = replace_between (text, "\"modificationDate\":\"", stamp, "\"}");
  return replace_between (tables, "\"exportDate\":\"", stamp, "\"");
}

/* Every finished game whose entries all replay has its facts; the others have none. */
static void
assert_facts (GListModel *infos)
{
  for (guint i = 0; i < g_list_model_get_n_items (infos); i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (infos, i);
      gboolean play = info->kind == TS_RECORD_INFO_GAME && info->finished
                      && info->attention == NULL;

      g_assert_cmpint (info->has_facts, ==, play);
    }
}

/* The index's root, as written. */
static JsonObject *
read_index (GFile *dir)
{
  g_autoptr(GFile) index = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, g_file_peek_path (index), &error));
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
write_index (GFile      *dir,
             JsonObject *root)
{
  g_autoptr(GFile) index = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), root);
  g_autofree char *text = json_to_string (node, FALSE);

  g_assert_true (g_file_set_contents (g_file_peek_path (index), text, -1, NULL));
}

/* How many finished games' entries of the index keep a "start". */
static guint
n_starts (JsonObject *root)
{
  JsonObject *games = json_object_get_object_member (root, "games");
  JsonObjectIter iter;
  const char *name;
  JsonNode *entry;
  guint n = 0;

  json_object_iter_init (&iter, games);
  while (json_object_iter_next (&iter, &name, &entry))
    n += json_object_has_member (json_node_get_object (entry), "start");
  return n;
}

/* Every record replaced by spaces of its size, its time to the microsecond as it was: the
 * index trusts its entries still, and a record read again would be unreadable. */
static void
blank_records (GFile *dir)
{
  g_autoptr(GDir) listing = g_dir_open (g_file_peek_path (dir), 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  /* The names first: each record is replaced by a new file (g_file_set_contents()). */
  while ((entry = g_dir_read_name (listing)) != NULL)
    if (entry[0] != '.')
      g_ptr_array_add (names, g_build_filename (g_file_peek_path (dir), entry, NULL));
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = names->pdata[i];
      struct stat before;
      struct timespec times[2];
      g_autofree char *blank = NULL;

      g_assert_cmpint (stat (path, &before), ==, 0);
      blank = g_malloc (before.st_size);
      memset (blank, ' ', before.st_size);
      g_assert_true (g_file_set_contents (path, blank, before.st_size, NULL));
      times[0] = before.st_atim;
      times[1] = before.st_mtim;
      g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
    }
}

static void
test_index_export (void)
{
  g_autoptr(GFile) dir = make_folder ();
  g_autoptr(GListStore) first = NULL;
  g_autoptr(GListStore) again = NULL;
  g_autoptr(GListStore) blanked = NULL;
  g_autoptr(JsonObject) index = NULL;
  g_autofree char *from_files = NULL;
  g_autofree char *from_reading = NULL;
  g_autofree char *from_rebuilt = NULL;
  g_autofree char *from_index = NULL;
  guint n_plays = 0, n_finished = 0, n = 0;

  /* The first reading: every file read and replayed, the index written. */
  first = scan (dir);
  assert_facts (G_LIST_MODEL (first));
  from_reading = export_of (G_LIST_MODEL (first), &n_plays);
  /* As every export did before issue 56: the facts read from each record's file. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (first)); i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (first), i);

      n_finished += info->has_facts;
      info->has_facts = FALSE;
    }
  from_files = export_of (G_LIST_MODEL (first), &n);
  g_assert_cmpuint (n, ==, n_plays);
  g_assert_cmpuint (n_plays, ==, n_finished);
  g_assert_cmpuint (n_plays, >=, 40);
  /* Not a test of nothing: who started, the teams and the expansion are in it. */
  g_assert_nonnull (strstr (from_files, "\"startPlayer\":true"));
  g_assert_nonnull (strstr (from_files, "\"team\":\"A\""));
  g_assert_nonnull (strstr (from_files, "\"usesTeams\":true"));
  g_assert_nonnull (strstr (from_files, "\"name\":\"Carcassonne: Traders & Builders\""));
  g_assert_cmpstr (from_reading, ==, from_files);

  /* An index of version 2 (no facts) is written anew, with them, as version 4. */
  index = read_index (dir);
  g_assert_cmpint (json_object_get_int_member (index, "version"), ==, 4);
  g_assert_cmpuint (n_starts (index), ==, n_plays);
  {
    JsonObject *games = json_object_get_object_member (index, "games");
    JsonObjectIter iter;
    const char *name;
    JsonNode *entry;

    json_object_iter_init (&iter, games);
    while (json_object_iter_next (&iter, &name, &entry))
      {
        json_object_remove_member (json_node_get_object (entry), "start");
        json_object_remove_member (json_node_get_object (entry), "teams");
        json_object_remove_member (json_node_get_object (entry), "options-on");
      }
    json_object_set_int_member (index, "version", 2);
    write_index (dir, index);
  }
  again = scan (dir);
  assert_facts (G_LIST_MODEL (again));
  from_rebuilt = export_of (G_LIST_MODEL (again), NULL);
  g_assert_cmpstr (from_rebuilt, ==, from_files);
  g_clear_pointer (&index, json_object_unref);
  index = read_index (dir);
  g_assert_cmpint (json_object_get_int_member (index, "version"), ==, 4);
  g_assert_cmpuint (n_starts (index), ==, n_plays);

  /* From the index alone: the records are junk now, and not one is read. */
  blank_records (dir);
  blanked = scan (dir);
  assert_facts (G_LIST_MODEL (blanked));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (blanked)); i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (blanked), i);

      if (ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE)
        g_test_message ("read again: %s", g_file_peek_path (ts_record_info_get_file (info)));
      g_assert_cmpint (ts_record_info_get_kind (info), !=, TS_RECORD_INFO_UNREADABLE);
    }
  from_index = export_of (G_LIST_MODEL (blanked), NULL);
  g_assert_cmpstr (from_index, ==, from_files);

  /* An entry of version 3 without its facts (a damaged index): its file is read again. */
  {
    JsonObject *games;
    JsonObjectIter iter;
    const char *name;
    JsonNode *entry;
    g_autoptr(GListStore) damaged = NULL;
    guint n_unreadable = 0;

    g_clear_pointer (&index, json_object_unref);
    index = read_index (dir);
    games = json_object_get_object_member (index, "games");
    json_object_iter_init (&iter, games);
    while (json_object_iter_next (&iter, &name, &entry))
      if (json_object_has_member (json_node_get_object (entry), "start"))
        {
          json_object_remove_member (json_node_get_object (entry), "start");
          break;
        }
    write_index (dir, index);
    damaged = scan (dir);
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (damaged)); i++)
      {
        g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (damaged), i);

        n_unreadable += ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE;
      }
    g_assert_cmpuint (n_unreadable, ==, 1);
  }
  remove_folder (dir);
}

/* Facts in an index entry that are not what the index writes make it a bad entry: its file
 * is read again (then a record of spaces: unreadable). */
static void
test_bad_facts (void)
{
  static const char *const bad[] = {
    "\"start\": 4", "\"start\": -2", "\"start\": \"0\"", "\"start\": 0.5", "\"start\": null",
    "\"teams\": [\"A\", \"B\"]", "\"teams\": []", "\"teams\": [\"A\", \"B\", \"A\", 1]",
    "\"teams\": \"A\"", "\"options-on\": [1]", "\"options-on\": []", "\"options-on\": {}",
  };
  g_autofree char *path = g_dir_make_tmp ("tableside-bgstats-facts-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GFile) file = g_file_get_child (dir, "game.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(JsonObject) root = NULL;
  g_autoptr(TsMatch) match = ts_random_record_kingsburg (4, 56, &error);
  g_autofree char *good = NULL;
  JsonObject *entry;

  g_assert_no_error (error);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&infos);
  infos = scan (dir);
  root = read_index (dir);
  entry = json_object_get_object_member (json_object_get_object_member (root, "games"),
                                         "game.json");
  g_assert_true (json_object_has_member (entry, "start"));
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), entry);

    good = json_to_string (node, FALSE);
  }
  blank_records (dir);
  /* The good entry as written: from the index. */
  g_clear_object (&infos);
  infos = scan (dir);
  {
    g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (infos), 0);

    g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_GAME);
    g_assert_true (info->has_facts);
    g_assert_cmpint (info->facts.start, >=, 0);
  }
  for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
    {
      /* The member given last wins in json-glib: the wrong value replaces the right one. */
      g_autofree char *text = g_strdup_printf (
          "{\"format\": \"tableside-saved-games-index\", \"version\": 3, \"tableside\": \"%s\", "
          "\"games\": {\"game.json\": %.*s, %s}}}",
          json_object_get_string_member (root, "tableside"), (int) strlen (good) - 1, good,
          bad[b]);
      g_autoptr(GFile) index_file = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
      g_autoptr(TsRecordInfo) info = NULL;

      g_test_message ("%s", bad[b]);
      g_assert_true (g_file_set_contents (g_file_peek_path (index_file), text, -1, NULL));
      g_clear_object (&infos);
      infos = scan (dir);
      info = g_list_model_get_item (G_LIST_MODEL (infos), 0);
      g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_UNREADABLE);
    }
  remove_folder (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bgstats-index/export", test_index_export);
  g_test_add_func ("/bgstats-index/bad-facts", test_bad_facts);
  return g_test_run ();
}
