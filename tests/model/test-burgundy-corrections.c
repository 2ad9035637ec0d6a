/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Corrections that never surprise, in The Castles of Burgundy (issue 10): records of
 * version 1 (no automatic ends of turn) load, migrated, to the same scores and final
 * breakdowns, and migration writes exactly what a live game writes; removing a purchase
 * that made a turn end by itself sets nothing aside; a white-die correction that takes
 * goods from a later ship is told beforehand; undo works after reopening.
 * TS_PROPERTY_GAMES lowers the number of random games. */
#include <glib/gstdio.h>

#include "ts-engine-error.h"
#include "ts-match.h"
#include "ts-random-record.h"

typedef struct
{
  char *dir;
  guint n_files;
} Fixture;

static void
fixture_set_up (Fixture      *fixture,
                gconstpointer user_data)
{
  fixture->dir = g_dir_make_tmp ("ts-burgundy-corrections-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
}

/* Removes @path's files and folders (the earlier versions kept beside a game, issue 51). */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_assert_cmpint (g_unlink (child), ==, 0);
    }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static void
fixture_tear_down (Fixture      *fixture,
                   gconstpointer user_data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static GFile *
write_file (Fixture    *fixture,
            const char *contents,
            gsize       length)
{
  g_autofree char *name = g_strdup_printf ("record-%u.json", fixture->n_files++);
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return g_file_new_for_path (path);
}

static guint
n_games (void)
{
  return g_getenv ("TS_PROPERTY_GAMES") != NULL ? 2 : 12;
}

/* @match's record as version 1 wrote it: no automatic entries, "version": 1. */
static char *
as_version_1 (TsMatch *match)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
  JsonObject *object = json_node_get_object (root);
  JsonArray *entries = json_object_get_array_member (object, "entries");
  g_autoptr(JsonArray) kept = json_array_new ();

  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      JsonObject *entry = json_array_get_object_element (entries, i);

      if (!json_object_get_boolean_member_with_default (entry, "automatic", FALSE))
        json_array_add_element (kept, json_node_copy (json_array_get_element (entries, i)));
    }
  json_object_set_array_member (object, "entries", json_array_ref (kept));
  json_object_set_int_member (object, "version", 1);
  return json_to_string (root, TRUE);
}

static char *
breakdown_text (TsMatch *match)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);

  g_assert_nonnull (breakdown);
  return json_to_string (breakdown, FALSE);
}

/* The ledger without its entry numbers (which count automatic entries). */
static char *
ledger_text (TsMatch *match)
{
  g_autoptr(GPtrArray) ledger = ts_match_dup_ledger (match);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < ledger->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, i);

      g_string_append_printf (text, "%u %d %+d %s\n", line->player, line->resource,
                              line->delta, line->cause_id);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
assert_same_scores (TsMatch *a,
                    TsMatch *b)
{
  g_autofree char *breakdown_a = breakdown_text (a);
  g_autofree char *breakdown_b = breakdown_text (b);
  g_autofree char *ledger_a = ledger_text (a);
  g_autofree char *ledger_b = ledger_text (b);

  g_assert_cmpstr (breakdown_a, ==, breakdown_b);
  g_assert_cmpstr (ledger_a, ==, ledger_b);
  g_assert_cmpint (ts_match_get_winner (a), ==, ts_match_get_winner (b));
  g_assert_cmpstr (ts_match_get_pending (a), ==, ts_match_get_pending (b));
}

/* The version-1 fixture of the fuzz corpus: as written it replays as before; migrated, it
 * gains an automatic end after every entry that ended a turn by itself, scores the same, and
 * the file is not touched. */
static void
test_version_1_fixture (Fixture      *fixture,
                        gconstpointer user_data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds",
                                                 "castles-of-burgundy-4p-complete.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(TsMatch) as_written = NULL;
  g_autoptr(TsMatch) migrated = NULL;
  guint n_automatic = 0;

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_nonnull (strstr (before, "\"version\": 1,"));
  as_written = ts_match_load_as_written (file, NULL, &error);
  g_assert_no_error (error);
  migrated = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (migrated));
  assert_same_scores (as_written, migrated);

  for (guint i = 0; i < ts_match_get_n_entries (migrated); i++)
    {
      TsEntry *entry = ts_match_get_entry (migrated, i);

      if (!ts_entry_get_automatic (entry))
        continue;
      n_automatic++;
      g_assert_cmpuint (i, >, 0);
      g_assert_false (ts_entry_get_automatic (ts_match_get_entry (migrated, i - 1)));
      g_assert_nonnull (strstr (ts_entry_get_description (entry),
                                "turn ends by itself: nothing is left to do (automatic)."));
    }
  g_assert_cmpuint (n_automatic, >, 50);
  g_assert_cmpuint (ts_match_get_n_entries (migrated), ==,
                    ts_match_get_n_entries (as_written) + n_automatic);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
}

/* Random complete games recorded as version 1 and migrated: the same final breakdown and
 * ledger as the live game and as the file replayed as written, and migration writes
 * exactly the entries the live game wrote. */
static void
test_random_version_1 (Fixture      *fixture,
                       gconstpointer user_data)
{
  for (guint seed = 1; seed <= n_games (); seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) live = ts_random_record_burgundy (2 + seed % 3, seed, &error);
      g_autofree char *v1 = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(TsMatch) as_written = NULL;
      g_autoptr(TsMatch) migrated = NULL;

      g_assert_no_error (error);
      g_assert_true (ts_match_get_finished (live));
      v1 = as_version_1 (live);
      file = write_file (fixture, v1, -1);
      as_written = ts_match_load_as_written (file, NULL, &error);
      g_assert_no_error (error);
      migrated = ts_match_load (file, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (ts_match_get_n_entries (as_written), <, ts_match_get_n_entries (live));
      assert_same_scores (live, as_written);
      assert_same_scores (live, migrated);
      g_assert_cmpuint (ts_match_get_n_entries (migrated), ==, ts_match_get_n_entries (live));
      for (guint i = 0; i < ts_match_get_n_entries (live); i++)
        g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (migrated, i)), ==,
                         ts_entry_get_json_text (ts_match_get_entry (live, i)));
    }
}

static gboolean
is_type (TsEntry    *entry,
         const char *type)
{
  g_autofree char *prefix = g_strdup_printf ("{\"type\":\"%s\"", type);

  return g_str_has_prefix (ts_entry_get_json_text (entry), prefix);
}

/* The scenario: a purchase after both dice made the turn end by itself, and was
 * removed. With the automatic end in the record the turn still ends there, so the entries
 * after it keep their meaning; without it (version 1 as written) the next player's entries
 * were set aside. */
static void
test_remove_purchase (Fixture      *fixture,
                      gconstpointer user_data)
{
  guint n_found = 0;

  for (guint seed = 1; seed <= 2 * n_games () && n_found < 3; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) live = ts_random_record_burgundy (2 + seed % 3, seed, &error);
      g_autofree char *v1 = as_version_1 (live);
      g_autoptr(GFile) file = write_file (fixture, v1, -1);

      g_assert_no_error (error);
      for (guint i = 0; i + 11 < ts_match_get_n_entries (live) && n_found < 3; i++)
        {
          g_autoptr(TsMatch) old = NULL;
          g_autoptr(TsMatchSetAside) old_set_aside = NULL;
          g_autoptr(TsMatchSetAside) set_aside = NULL;
          g_autoptr(GPtrArray) effects = NULL;
          guint old_index = 0;
          guint n;

          if (!is_type (ts_match_get_entry (live, i), "buy-black")
              || !ts_entry_get_automatic (ts_match_get_entry (live, i + 1)))
            continue;
          /* The same purchase in the record as version 1 wrote it. */
          for (guint k = 0; k < i; k++)
            if (!ts_entry_get_automatic (ts_match_get_entry (live, k)))
              old_index++;
          old = ts_match_load_as_written (file, NULL, &error);
          g_assert_no_error (error);
          ts_match_set_autosave (old, FALSE);
          g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (old, old_index)), ==,
                           ts_entry_get_json_text (ts_match_get_entry (live, i)));
          g_assert_true (ts_match_remove (old, old_index, &old_set_aside, &error));
          g_assert_no_error (error);
          if (old_set_aside == NULL || old_set_aside->index != old_index + 1)
            continue; /* the next player's turn did not depend on it */

          /* Skip purchases whose tile was used later: those entries do depend on it. */
          effects = ts_match_preview_remove (live, i, &error);
          g_assert_no_error (error);
          if (effects->len > 0
              && ((TsMatchEffect *) g_ptr_array_index (effects, effects->len - 1))->kind
                     == TS_MATCH_EFFECT_SET_ASIDE)
            continue;
          n = ts_match_get_n_entries (live);
          g_assert_true (ts_match_remove (live, i, &set_aside, &error));
          g_assert_no_error (error);
          g_assert_null (set_aside);
          g_assert_cmpuint (ts_match_get_n_entries (live), ==, n - 1);
          /* The automatic end now ends the turn the purchase no longer ends. */
          g_assert_nonnull (strstr (ts_entry_get_description (ts_match_get_entry (live, i)),
                                    "turn ends here, as recorded (automatic)."));
          g_assert_true (ts_match_undo (live));
          g_assert_cmpuint (ts_match_get_n_entries (live), ==, n);
          n_found++;
        }
    }
  g_assert_cmpuint (n_found, >, 0);
}

/* A white die corrected so the round's goods go to another depot: the later ship that took
 * them from the old depot still applies but takes other goods, and the preview says so. */
static void
test_white_die_ship (Fixture      *fixture,
                     gconstpointer user_data)
{
  guint n_found = 0;

  for (guint seed = 1; seed <= n_games () && n_found < 3; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_random_record_burgundy (2 + seed % 3, seed, &error);
      guint n = ts_match_get_n_entries (match);

      g_assert_no_error (error);
      for (guint r = 0; r < n && n_found < 3; r++)
        {
          TsEntry *roll = ts_match_get_entry (match, r);
          g_autoptr(JsonNode) node = NULL;
          g_autoptr(TsEntry) corrected = NULL;
          g_autoptr(GPtrArray) effects = NULL;
          int white;
          int ship = -1;

          if (!is_type (roll, "roll"))
            continue;
          node = ts_entry_to_json (roll);
          white = json_object_get_int_member (json_node_get_object (node), "white");
          for (guint s = r + 1; s < n && !is_type (ts_match_get_entry (match, s), "roll"); s++)
            {
              g_autofree char *depot = g_strdup_printf ("\"depot\":%d", white);
              TsEntry *entry = ts_match_get_entry (match, s);

              if (is_type (entry, "choose-ship-depot")
                  && strstr (ts_entry_get_json_text (entry), depot) != NULL)
                {
                  ship = s;
                  break;
                }
            }
          if (ship < 0)
            continue;
          json_object_set_int_member (json_node_get_object (node), "white", white % 6 + 1);
          corrected = ts_match_parse_entry (match, node, &error);
          g_assert_no_error (error);
          effects = ts_match_preview_edit (match, r, corrected, &error);
          g_assert_no_error (error);
          for (guint k = 0; k < effects->len; k++)
            {
              TsMatchEffect *effect = g_ptr_array_index (effects, k);

              if (effect->index != (guint) ship || effect->kind != TS_MATCH_EFFECT_CHANGED)
                continue;
              g_assert_cmpstr (effect->description, ==,
                               ts_entry_get_description (ts_match_get_entry (match, ship)));
              g_assert_nonnull (strstr (effect->before, "goods"));
              g_assert_cmpstr (effect->before, !=, effect->after);
              g_assert_nonnull (strstr (effect->message, effect->description));
              g_test_message ("seed %u, entry %u: %s", seed, ship + 1, effect->message);
              n_found++;
            }
          /* The preview changed nothing. */
          g_assert_true (ts_match_get_entry (match, r) == roll);
          g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
        }
    }
  g_assert_cmpuint (n_found, >, 0);
}

/* Reopened, a game can be undone: the last action together with the automatic end after it
 * is one step. */
static void
test_undo_after_reopening (Fixture      *fixture,
                           gconstpointer user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_random_record_burgundy (3, 5, &error);
  g_autoptr(GFile) file = write_file (fixture, "", 0);
  g_autoptr(TsMatch) reopened = NULL;
  guint n;

  g_assert_no_error (error);
  /* Back to where the last entry is an automatic end of turn. */
  while (!ts_entry_get_automatic (ts_match_get_entry (match,
                                                      ts_match_get_n_entries (match) - 1)))
    g_assert_true (ts_match_undo (match));
  n = ts_match_get_n_entries (match);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);

  reopened = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (reopened, FALSE);
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, n);
  g_assert_true (ts_match_get_can_undo (reopened));
  g_assert_true (ts_match_undo (reopened));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, n - 2);
  g_assert_true (ts_match_undo (reopened));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), <, n - 2);
  g_assert_true (ts_match_redo (reopened));
  g_assert_true (ts_match_redo (reopened));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, n);
  g_assert_true (ts_match_get_module (match)->state_equal (ts_match_get_state (match),
                                                           ts_match_get_state (reopened)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    return 77;
  g_test_add ("/model/burgundy-corrections/version-1-fixture", Fixture, NULL, fixture_set_up,
              test_version_1_fixture, fixture_tear_down);
  g_test_add ("/model/burgundy-corrections/random-version-1", Fixture, NULL, fixture_set_up,
              test_random_version_1, fixture_tear_down);
  g_test_add ("/model/burgundy-corrections/remove-purchase", Fixture, NULL, fixture_set_up,
              test_remove_purchase, fixture_tear_down);
  g_test_add ("/model/burgundy-corrections/white-die-ship", Fixture, NULL, fixture_set_up,
              test_white_die_ship, fixture_tear_down);
  g_test_add ("/model/burgundy-corrections/undo-after-reopening", Fixture, NULL,
              fixture_set_up, test_undo_after_reopening, fixture_tear_down);
  return g_test_run ();
}
