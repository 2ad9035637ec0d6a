/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Names are input too (issue 40), and the files Tableside keeps beside the records: a games
 * folder whose file names are not UTF-8 (Latin-1, as files copied from a zip, an old system
 * or a FAT drive are named) is listed and indexed, and the index reads back at the next start
 * (it once made the index unreadable, so that every start read every record again); an index
 * that is a symbolic link is replaced, never written through; an index entry of the wrong
 * type is a bad entry, never a GLib critical (the suite runs with criticals fatal); the data
 * folder's own name in Latin-1 reaches messages as UTF-8; people.json's temporary files left
 * by a kill are removed, and its members of the wrong type or a merge into nobody are said,
 * never read as absent and dropped by the next save. */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-atomic-write.h"
#include "ts-component-overrides.h"
#include "ts-people.h"
#include "ts-record-index.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"

/* "partie-été.json" as an older system names it: é is one byte, 0xE9, not UTF-8. */
#define LATIN1_NAME "partie-\xe9t\xe9.json"
/* Bytes that are no text in any encoding GLib would guess. */
#define INVALID_NAME "broken-\xff\xfe\x80.json"

static char *
read_seed (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static GFile *
put (GFile      *dir,
     const char *name,
     const char *contents)
{
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autoptr(GError) error = NULL;

  g_file_replace_contents (file, contents, strlen (contents), NULL, FALSE, G_FILE_CREATE_NONE,
                           NULL, NULL, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&file);
}

static GFile *
make_dir (const char *prefix)
{
  g_autofree char *template = g_strconcat (prefix, "-XXXXXX", NULL);
  g_autofree char *path = g_dir_make_tmp (template, NULL);

  g_assert_nonnull (path);
  return g_file_new_for_path (path);
}

static void
remove_tree (GFile *dir)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (
      dir, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
      G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);

  for (;;)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (children == NULL || !g_file_enumerator_iterate (children, &info, &child, NULL, NULL)
          || info == NULL)
        break;
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        remove_tree (child);
      else
        g_file_delete (child, NULL, NULL);
    }
  g_file_delete (dir, NULL, NULL);
}

static JsonNode *
read_json (GFile *file)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  g_assert_true (g_utf8_validate (contents, -1, NULL));
  root = json_from_string (contents, &error);
  g_assert_no_error (error);
  return root;
}

static struct stat
stat_of (GFile *file)
{
  struct stat info;

  g_assert_cmpint (g_lstat (g_file_peek_path (file), &info), ==, 0);
  return info;
}

/* The index keeps every file, whatever its name is made of, and reads each back. */
static void
test_index_names (void)
{
  g_autoptr(GFile) dir = make_dir ("tableside-names");
  g_autoptr(GFile) index_file = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autofree char *record = read_seed ("castles-of-burgundy-4p-complete.json");
  g_autoptr(GFile) latin1 = put (dir, LATIN1_NAME, record);
  g_autoptr(GFile) invalid = put (dir, INVALID_NAME, "not a record");
  g_autoptr(GFile) plain = put (dir, "plain.json", record);
  g_autoptr(GFile) nameless = NULL;
  g_autoptr(GListStore) first = NULL;
  g_autoptr(GListStore) second = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TsRecordIndex) index = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *games;
  struct stat written, again;

  /* A game without a name of its own, titled by its file's name. */
  {
    g_autoptr(JsonNode) parsed = json_from_string (record, NULL);
    g_autofree char *text = NULL;

    json_object_remove_member (json_node_get_object (parsed), "name");
    text = json_to_string (parsed, FALSE);
    nameless = put (dir, "sans-nom-\xe9.json", text);
  }
  first = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (first)), ==, 4);

  /* The index is JSON (UTF-8 throughout): the names that are not UTF-8 are kept escaped,
   * with the name as it is shown. */
  root = read_json (index_file);
  games = json_object_get_object_member (json_node_get_object (root), "games");
  g_assert_true (json_object_has_member (games, "plain.json"));
  g_assert_true (json_object_has_member (games, "/partie-%E9t%E9.json"));
  g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (games, "/partie-%E9t%E9.json"),
                       "display-name"),
                   ==, "partie-\xef\xbf\xbdt\xef\xbf\xbd.json");
  /* Its title, the file's name, is kept as it is shown. */
  g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (games, "/sans-nom-%E9.json"), "title"),
                   ==, "sans-nom-\xef\xbf\xbd.json");
  /* Unreadable files are read again at each start, as before: not kept. */
  g_assert_cmpuint (json_object_get_size (games), ==, 3);

  /* ... and read back: the next start takes the Latin-1 game from the index, and finding
   * nothing changed, writes nothing. */
  written = stat_of (index_file);
  index = ts_record_index_load (dir);
  {
    g_autoptr(GFileInfo) info = g_file_query_info (latin1, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                   G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC ","
                                                   G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                   G_FILE_QUERY_INFO_NONE, NULL, &error);
    g_autoptr(GDateTime) modified = g_file_info_get_modification_date_time (info);
    g_autoptr(TsRecordInfo) found = ts_record_index_lookup (index, latin1, modified,
                                                            g_file_info_get_size (info));

    g_assert_nonnull (found);
    g_assert_cmpint (ts_record_info_get_kind (found), ==, TS_RECORD_INFO_GAME);
    g_assert_true (g_file_equal (ts_record_info_get_file (found), latin1));
  }
  second = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (second)), ==, 4);
  again = stat_of (index_file);
  g_assert_cmpuint (again.st_ino, ==, written.st_ino);
  g_assert_cmpint (again.st_mtim.tv_nsec, ==, written.st_mtim.tv_nsec);
  remove_tree (dir);
}

/* An index written before issue 40 (UTF-8 names only, as every index was) reads as before. */
static void
test_index_old (void)
{
  g_autoptr(GFile) dir = make_dir ("tableside-names-old");
  g_autofree char *record = read_seed ("castles-of-burgundy-4p-complete.json");
  g_autoptr(GFile) file = put (dir, "game.json", record);
  g_autoptr(GFile) index_file = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autoptr(GListStore) scanned = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(TsRecordIndex) index = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(TsRecordInfo) found = NULL;
  g_autofree char *text = NULL;
  JsonObject *entry;

  scanned = ts_record_scan_read (dir, NULL, NULL);
  g_assert_nonnull (scanned);
  /* The entry as an index before issue 40 wrote it: no member of this issue's. */
  root = read_json (index_file);
  entry = json_object_get_object_member (
      json_object_get_object_member (json_node_get_object (root), "games"), "game.json");
  g_assert_nonnull (entry);
  g_assert_false (json_object_has_member (entry, "display-name"));
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_assert_true (g_file_set_contents (g_file_peek_path (index_file), text, -1, NULL));

  index = ts_record_index_load (dir);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                            G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  modified = g_file_info_get_modification_date_time (info);
  found = ts_record_index_lookup (index, file, modified, g_file_info_get_size (info));
  g_assert_nonnull (found);
  g_assert_cmpstr (ts_record_info_get_game_id (found), ==, "castles-of-burgundy");
  remove_tree (dir);
}

/* The index is Tableside's own hidden file: a symbolic link in its place is replaced by the
 * index, and what it pointed to is left as it was (a link to a file of the user's, or to a
 * file that does not exist yet, which is not made). */
static void
test_index_symlink (void)
{
  g_autoptr(GFile) dir = make_dir ("tableside-names-link");
  g_autoptr(GFile) elsewhere = make_dir ("tableside-names-elsewhere");
  g_autoptr(GFile) index_file = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autoptr(GFile) target = put (elsewhere, "notes.txt", "the user's own notes\n");
  g_autoptr(GFile) missing = g_file_get_child (elsewhere, "not-yet.txt");
  g_autofree char *record = read_seed ("castles-of-burgundy-4p-complete.json");
  g_autoptr(GFile) game = put (dir, "game.json", record);
  g_autoptr(GError) error = NULL;

  for (guint round = 0; round < 2; round++)
    {
      GFile *to = round == 0 ? target : missing;
      g_autoptr(GListStore) scanned = NULL;
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *contents = NULL;

      g_file_delete (index_file, NULL, NULL);
      g_assert_cmpint (symlink (g_file_peek_path (to), g_file_peek_path (index_file)), ==, 0);
      scanned = ts_record_scan_read (dir, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (S_ISREG (stat_of (index_file).st_mode));
      root = read_json (index_file);
      g_assert_true (json_object_has_member (
          json_object_get_object_member (json_node_get_object (root), "games"), "game.json"));
      if (round == 0)
        {
          g_assert_true (g_file_load_contents (target, NULL, &contents, NULL, NULL, NULL));
          g_assert_cmpstr (contents, ==, "the user's own notes\n");
        }
      else
        g_assert_false (g_file_query_exists (missing, NULL));
    }
  /* ts_atomic_write_own() alone: the same, and a folder in the file's place is left. */
  {
    g_autoptr(GFile) folder = g_file_get_child (dir, "a-folder");
    g_autoptr(GFile) link = g_file_get_child (dir, "link");

    g_assert_true (g_file_make_directory (folder, NULL, NULL));
    g_assert_false (ts_atomic_write_own (folder, "x", 1, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_clear_error (&error);
    g_assert_cmpint (symlink (g_file_peek_path (target), g_file_peek_path (link)), ==, 0);
    g_assert_true (ts_atomic_write_own (link, "x", 1, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (S_ISREG (stat_of (link).st_mode));
  }
  remove_tree (dir);
  remove_tree (elsewhere);
}

/* Every member of an index entry given a value of every other type: a bad entry (its file
 * read again), never a GLib critical. */
static void
test_index_wrong_types (void)
{
  static const char *const members[] = { "kind", "title", "game", "finished", "winner",
                                         "winners", "progress", "created", "duration",
                                         "summary", "players", "colors", "persons", "problem",
                                         "modified", "size" };
  static const char *const values[] = { "5", "-1", "1.5", "true", "null", "\"x\"", "[]",
                                        "[5]", "{}", "{\"a\": 1}" };
  g_autoptr(GFile) dir = make_dir ("tableside-names-types");
  g_autoptr(GFile) file = g_file_get_child (dir, "game.json");
  g_autoptr(GFile) index_file = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  g_autoptr(GDateTime) modified = g_date_time_new_from_unix_utc (1700000000);
  const char *entry = "\"kind\": \"game\", \"title\": \"Friday\", \"game\": \"kingsburg\", "
                      "\"finished\": true, \"winner\": 1, \"winners\": 3, \"progress\": {}, "
                      "\"created\": 1, \"duration\": 60, \"summary\": \"x\", "
                      "\"players\": [\"Ana\", \"Bruno\"], \"colors\": [\"red\", \"blue\"], "
                      "\"persons\": [\"p-1\", \"p-2\"], \"problem\": \"none\", "
                      "\"modified\": 1700000000000000, \"size\": 1234";

  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    for (guint v = 0; v < G_N_ELEMENTS (values); v++)
      {
        /* The member given last wins in json-glib: the wrong value replaces the right one. */
        g_autofree char *text = g_strdup_printf (
            "{\"format\": \"tableside-saved-games-index\", \"version\": 3, \"tableside\": "
            "\"%s\", \"games\": {\"game.json\": {%s, \"%s\": %s}}}",
            PACKAGE_VERSION, entry, members[m], values[v]);
        g_autoptr(TsRecordIndex) index = NULL;
        g_autoptr(TsRecordInfo) info = NULL;

        g_assert_true (g_file_set_contents (g_file_peek_path (index_file), text, -1, NULL));
        index = ts_record_index_load (dir);
        info = ts_record_index_lookup (index, file, modified, 1234);
        if (info != NULL)
          g_assert_true (g_utf8_validate (ts_record_info_get_title (info), -1, NULL));
      }
  /* The case: "game" a number is a bad entry. */
  {
    g_autofree char *text = g_strdup_printf (
        "{\"format\": \"tableside-saved-games-index\", \"version\": 3, \"tableside\": \"%s\", "
        "\"games\": {\"game.json\": {%s, \"game\": 7}}}",
        PACKAGE_VERSION, entry);
    g_autoptr(TsRecordIndex) index = NULL;

    g_assert_true (g_file_set_contents (g_file_peek_path (index_file), text, -1, NULL));
    index = ts_record_index_load (dir);
    g_assert_null (ts_record_index_lookup (index, file, modified, 1234));
  }
  remove_tree (dir);
}

static gboolean
accept_all (const char *id,
            JsonNode   *values,
            gpointer    user_data,
            GError    **error)
{
  return TRUE;
}

/* The data folder's name in Latin-1 (XDG_DATA_HOME, set in main()): a broken corrections
 * file there is reported in UTF-8, as the setup forms show it (it aborted New Game). */
static void
test_latin1_data_folder (void)
{
  g_autoptr(TsComponentOverrides) overrides = ts_component_overrides_new ("caylus", "tiles",
                                                                          accept_all, NULL);
  GFile *file = ts_component_overrides_get_file (overrides);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;

  g_assert_nonnull (strstr (g_file_peek_path (file), "\xe9"));
  g_assert_true (g_file_make_directory_with_parents (parent, NULL, NULL));
  g_assert_true (g_file_set_contents (g_file_peek_path (file), "{broken", -1, NULL));
  g_assert_false (ts_component_overrides_load (overrides, NULL, &error));
  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  shown = g_filename_display_name (g_file_peek_path (file));
  g_assert_nonnull (strstr (error->message, shown));

  /* A file that cannot be read at all (a folder in its place) says so in UTF-8 too. */
  g_clear_error (&error);
  g_assert_cmpint (g_remove (g_file_peek_path (file)), ==, 0);
  g_assert_true (g_file_make_directory (file, NULL, NULL));
  g_assert_false (ts_component_overrides_load (overrides, NULL, &error));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_clear_error (&error);
  /* Nor can it be saved there. */
  {
    g_autoptr(JsonNode) values = json_from_string ("{\"vp\": 1}", NULL);

    g_assert_true (ts_component_overrides_set (overrides, "B1", values, NULL));
    g_assert_false (ts_component_overrides_save (overrides, NULL, &error));
    g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_WRITE);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_assert_nonnull (strstr (error->message, shown));
  }
}

/* people.json's temporary files: one a save cut short by a kill left (older than any save
 * under way) is removed by the next start (loading the list) and by the next save; a young
 * one, maybe another process's save under way, is left. */
static void
test_people_stale_temp (void)
{
  g_autoptr(GFile) dir = make_dir ("tableside-people-temp");
  g_autoptr(GFile) file = g_file_get_child (dir, "people.json");
  g_autoptr(GFile) stale = put (dir, ".people.json.0badcafe", "{\"format\": \"tableside-pe");
  g_autoptr(GFile) young = put (dir, ".people.json.12345678", "{\"format\": \"tableside-pe");
  g_autoptr(GFile) stale2 = NULL;
  g_autoptr(TsPeople) people = NULL;
  g_autoptr(GError) error = NULL;
  struct timespec old[2] = { { 1700000000, 0 }, { 1700000000, 0 } };

  g_assert_cmpint (utimensat (AT_FDCWD, g_file_peek_path (stale), old, 0), ==, 0);
  people = ts_people_load (file);
  g_assert_null (ts_people_get_problem (people));
  g_assert_false (g_file_query_exists (stale, NULL));
  g_assert_true (g_file_query_exists (young, NULL));

  /* Left between two saves of a running app: the next save removes it. */
  stale2 = put (dir, ".people.json.fedcba98", "{");
  g_assert_cmpint (utimensat (AT_FDCWD, g_file_peek_path (stale2), old, 0), ==, 0);
  ts_people_ensure (people, "Ana", "red");
  g_assert_true (ts_people_save (people, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_query_exists (stale2, NULL));
  g_assert_true (g_file_query_exists (young, NULL));
  g_assert_true (g_file_query_exists (file, NULL));
  remove_tree (dir);
}

/* A member of the wrong type, or a merge into nobody or round in a circle, is not read as
 * absent (the next save would drop it for good): the list says which person and why, and
 * is never written over. */
static void
test_people_odd_members (void)
{
  static const struct
  {
    const char *person;
    const char *said;
  } cases[] = {
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"color\": 7}", "“color”" },
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"color\": null}", "“color”" },
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"merged-into\": 1}", "“merged-into”" },
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"aliases\": \"Bru\"}", "“aliases”" },
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"aliases\": [\"Bru\", 2]}", "“aliases”" },
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"merged-into\": \"p-9\"}", "“p-9”" },
    { "{\"id\": \"p-2\", \"name\": \"Bruno\", \"merged-into\": \"p-2\"}", "merged back" },
  };
  g_autoptr(GFile) dir = make_dir ("tableside-people-odd");
  g_autoptr(GFile) file = g_file_get_child (dir, "people.json");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
          "{\"format\": \"tableside-people\", \"version\": 1, \"people\": [{\"id\": \"p-1\", "
          "\"name\": \"Ana\", \"color\": \"red\"}, %s]}",
          cases[i].person);
      g_autoptr(TsPeople) people = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      const char *problem;

      g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, NULL));
      people = ts_people_load (file);
      problem = ts_people_get_problem (people);
      g_assert_nonnull (problem);
      g_assert_nonnull (strstr (problem, "Person 2 (Bruno)"));
      g_assert_nonnull (strstr (problem, cases[i].said));
      g_assert_nonnull (strstr (problem, g_file_peek_path (file)));
      ts_people_ensure (people, "Carla", NULL);
      g_assert_false (ts_people_save (people, &error));
      g_assert_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE);
      g_assert_true (g_file_get_contents (g_file_peek_path (file), &after, NULL, NULL));
      g_assert_cmpstr (after, ==, text);
    }
  /* Members Tableside does not know are still read past (a newer Tableside's). */
  {
    const char *text = "{\"format\": \"tableside-people\", \"version\": 1, \"people\": "
                       "[{\"id\": \"p-1\", \"name\": \"Ana\", \"birthday\": 7, "
                       "\"aliases\": [\"Anna\"]}, {\"id\": \"p-2\", \"name\": \"Bruno\", "
                       "\"merged-into\": \"p-1\"}]}";
    g_autoptr(TsPeople) people = NULL;

    g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, NULL));
    people = ts_people_load (file);
    g_assert_null (ts_people_get_problem (people));
    g_assert_cmpstr (ts_people_resolve (people, "p-2"), ==, "p-1");
    g_assert_cmpstr (ts_people_find (people, "anna"), ==, "p-1");
  }
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("tableside-data-\xe9t\xe9-XXXXXX", NULL);
  g_autoptr(GFile) data_dir = NULL;
  int status;

  /* Before anything asks GLib for the data folder, which it keeps from its first call. */
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/file-names/index", test_index_names);
  g_test_add_func ("/model/file-names/index-before-issue-40", test_index_old);
  g_test_add_func ("/model/file-names/index-symlink", test_index_symlink);
  g_test_add_func ("/model/file-names/index-wrong-types", test_index_wrong_types);
  g_test_add_func ("/model/file-names/latin1-data-folder", test_latin1_data_folder);
  g_test_add_func ("/model/file-names/people-stale-temp", test_people_stale_temp);
  g_test_add_func ("/model/file-names/people-odd-members", test_people_odd_members);
  status = g_test_run ();
  data_dir = g_file_new_for_path (data_home);
  remove_tree (data_dir);
  return status;
}
