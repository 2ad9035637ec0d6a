/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz targets for every other kind of JSON file Tableside reads (issue 25), one executable
 * each, chosen by FUZZ_KIND at build time (tests/fuzz/meson.build):
 *
 *   1 sheet:        ts_burgundy_sheet_load(), then check, score and write back;
 *   2 board:        ts_burgundy_board_import(), then the board's problems and export;
 *   3 corrections:  the bytes as the user's corrections of Kingsburg's enemies, Caylus's
 *                   tiles, Burgundy's trade routes and duchies (ts_component_overrides_load());
 *   4 index:        the bytes as the saved-games index (ts_record_index_load(), lookups of a
 *                   record's name, ts_record_index_save());
 *   5 entries:      a game (byte 0), its players (byte 1), a mid-game state reached by
 *                   2 x byte 2 random legal entries (seeded by byte 3), then the rest as an
 *                   entry applied to it: a refused entry changes nothing, an accepted one
 *                   writes back to JSON that reads and applies the same;
 *   6 people:       the bytes as people.json (ts_people_load()): a list that cannot be read is
 *                   named and never written over; one that reads saves and reads back the
 *                   same people, each found by their name;
 *   7 carcassonne-sheet: ts_carcassonne_sheet_load(), then the map, the check, the final
 *                   state and the score (a refusal points at a tile, figure or player the
 *                   sheet has; a sheet the check accepts scores, each total the sum of its
 *                   lines and of its ledger), and written back;
 *   8 imported:     the bytes as imported-plays.json, the plays imported from BG Stats
 *                   (ts_imported_plays_load(), issue 43): a file that cannot be read is named
 *                   and never written over; one that reads gives each play to the statistics
 *                   and writes back to a text that reads again the same; saved by its own
 *                   writer without its first batch and with it again, it reads back with as
 *                   many plays (issue 52).
 *
 * Besides "no crash, no hang, no leak, no undefined behaviour", each checks what must hold for
 * any input: a refusal is a sentence in UTF-8 naming the file; what is read writes back to
 * something that reads again the same. Built with clang -fsanitize=fuzzer by
 * tests/fuzz/run-fuzz.sh, and with any compiler as fuzz-KIND-corpus over its seeds. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "fuzz-util.h"
#include "ts-kingsburg.h"
#include "ts-component-overrides.h"
#include "ts-entry.h"
#include "ts-game.h"
#include "ts-imported-plays.h"
#include "ts-json-read.h"
#include "ts-people.h"
#include "ts-record-index.h"

#define NAME "fuzz.json"

#if FUZZ_KIND == 1
static void
fuzz (const char *data,
      gsize       size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBurgundySheet) sheet = ts_burgundy_sheet_load (data, size, NAME, &error);
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(TsBurgundySheet) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  if (sheet == NULL)
    {
      ts_fuzz_assert_refusal (error, NAME);
      return;
    }
  if (ts_burgundy_sheet_check (sheet, &error))
    {
      g_autoptr(JsonNode) breakdown = ts_burgundy_sheet_score (sheet);
      g_autofree char *scored = json_to_string (breakdown, FALSE);

      ts_fuzz_assert_utf8 ("the breakdown", scored);
    }
  else
    ts_fuzz_assert_utf8 ("the check's sentence", error->message);
  /* What is read writes back to what reads the same. */
  json = ts_burgundy_sheet_to_json (sheet);
  text = json_to_string (json, FALSE);
  g_clear_error (&error);
  again = ts_burgundy_sheet_load (text, strlen (text), NAME, &error);
  if (again == NULL)
    ts_fuzz_fail ("a sheet written back does not read: %s", error->message);
  {
    g_autoptr(JsonNode) json_again = ts_burgundy_sheet_to_json (again);

    text_again = json_to_string (json_again, FALSE);
  }
  if (strcmp (text, text_again) != 0)
    ts_fuzz_fail ("a sheet written back reads differently");
}

#elif FUZZ_KIND == 2
static void
fuzz (const char *data,
      gsize       size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(JsonNode) exported = NULL;
  g_autoptr(JsonNode) exported_again = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  const TsBurgundyData *shipped = ts_burgundy_data_get (NULL);
  TsBurgundyDuchy board;
  TsBurgundyDuchy again;

  if (!ts_burgundy_board_import (bytes, NAME, &board, &error))
    {
      ts_fuzz_assert_refusal (error, NAME);
      return;
    }
  problems = ts_burgundy_board_problems (shipped, &board);
  for (guint i = 0; i < problems->len; i++)
    ts_fuzz_assert_utf8 ("a board's problem",
                         ((TsBurgundyBoardProblem *) g_ptr_array_index (problems, i))->text);
  exported = ts_burgundy_board_export (&board);
  text = json_to_string (exported, FALSE);
  again_bytes = g_bytes_new (text, strlen (text));
  if (!ts_burgundy_board_import (again_bytes, NAME, &again, &error))
    ts_fuzz_fail ("an exported board does not import: %s", error->message);
  exported_again = ts_burgundy_board_export (&again);
  text_again = json_to_string (exported_again, FALSE);
  if (strcmp (text, text_again) != 0)
    ts_fuzz_fail ("an exported board imports differently");
}

#elif FUZZ_KIND == 3
static gboolean
check_duchy (const char *id,
             JsonNode   *values,
             gpointer    unused,
             GError    **error)
{
  TsBurgundyDuchy board;

  if (!JSON_NODE_HOLDS_OBJECT (values))
    {
      g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_VALUES,
                   "not an object");
      return FALSE;
    }
  return ts_burgundy_board_from_json (json_node_get_object (values), id, &board, error);
}

static void
fuzz_component (const char      *game,
                const char      *component,
                TsComponentCheck check,
                const char      *data,
                gsize            size)
{
  g_autoptr(TsComponentOverrides) overrides = ts_component_overrides_new (game, component,
                                                                          check, NULL);
  g_autoptr(TsComponentOverrides) again = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) ids_again = NULL;
  const char *path = g_file_peek_path (ts_component_overrides_get_file (overrides));
  g_autofree char *dir = g_path_get_dirname (path);

  g_mkdir_with_parents (dir, 0700);
  if (!g_file_set_contents (path, data, size, &error))
    ts_fuzz_fail ("%s", error->message);
  if (!ts_component_overrides_load (overrides, NULL, &error))
    {
      ts_fuzz_assert_refusal (error, path);
      ids = ts_component_overrides_dup_ids (overrides);
      if (ids[0] != NULL)
        ts_fuzz_fail ("refused corrections keep an item: %s", ids[0]);
      g_unlink (path);
      return;
    }
  /* Saved and read again: the same items. */
  ids = ts_component_overrides_dup_ids (overrides);
  if (!ts_component_overrides_save (overrides, NULL, &error))
    ts_fuzz_fail ("corrections that loaded do not save: %s", error->message);
  again = ts_component_overrides_new (game, component, check, NULL);
  if (!ts_component_overrides_load (again, NULL, &error))
    ts_fuzz_fail ("saved corrections do not load: %s", error->message);
  ids_again = ts_component_overrides_dup_ids (again);
  if (!g_strv_equal ((const char *const *) ids, (const char *const *) ids_again))
    ts_fuzz_fail ("saved corrections load other items");
  for (guint i = 0; ids[i] != NULL; i++)
    if (!json_node_equal (ts_component_overrides_get (overrides, ids[i]),
                          ts_component_overrides_get (again, ids[i])))
      ts_fuzz_fail ("saved corrections load other values for %s", ids[i]);
  g_unlink (path);
}

static void
fuzz (const char *data,
      gsize       size)
{
  fuzz_component ("kingsburg", "enemies", ts_kingsburg_card_check_item, data, size);
  fuzz_component ("caylus", "tiles", ts_caylus_data_check_item, data, size);
  fuzz_component ("castles-of-burgundy", "trade-routes", ts_burgundy_route_piece_check_item,
                  data, size);
  fuzz_component ("castles-of-burgundy", "duchies", check_duchy, data, size);
}

#elif FUZZ_KIND == 4
static void
fuzz (const char *data,
      gsize       size)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "index", NULL);
  g_autofree char *path = g_build_filename (dir, TS_RECORD_INDEX_NAME, NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) record = g_file_get_child (folder, "game.json");
  g_autoptr(GDateTime) modified = g_date_time_new_from_unix_utc (1700000000);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  TsRecordIndex *index;

  g_mkdir_with_parents (dir, 0700);
  if (!g_file_set_contents (path, data, size, &error))
    ts_fuzz_fail ("%s", error->message);
  index = ts_record_index_load (folder);
  info = ts_record_index_lookup (index, record, modified, 1234);
  if (info != NULL)
    {
      ts_fuzz_assert_utf8 ("a listed game's title", ts_record_info_get_title (info));
      ts_record_index_put (index, info, modified, 1234, FALSE);
    }
  /* Whatever was there, the index written is one Tableside reads. */
  if (!ts_record_index_save (index, &error))
    ts_fuzz_fail ("the index cannot be written again: %s", error->message);
  ts_record_index_free (index);
  g_unlink (path);
}
#elif FUZZ_KIND == 5
static void
fuzz (const char *data,
      gsize       size)
{
  static const char *const games[] = { "castles-of-burgundy", "kingsburg", "carcassonne",
                                       "caylus-1303" };
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };
  static const TsJsonLimits limits = { "an entry", 64 * 1024, 16, 1000 };
  const TsGameModule *module;
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TsEntry) entry = NULL;
  gpointer state;
  gpointer before;
  guint n_players;
  guint n_random;

  if (size < 4)
    return;
  module = ts_games_lookup (games[(guint8) data[0] % G_N_ELEMENTS (games)]);
  /* From 2: one player of the Castles of Burgundy is the solo game, an option. */
  n_players = 2 + (guint8) data[1] % (MIN (module->max_players, 5) - 1);
  n_random = 2 * (guint8) data[2];
  rand = g_rand_new_with_seed ((guint8) data[3]);
  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "name", names[i]);
      json_array_add_object_element (players, o);
    }
  state = module->state_new (options, players, NULL, &error);
  if (state == NULL)
    ts_fuzz_fail ("%s cannot start: %s", module->id, error->message);
  for (guint i = 0; i < n_random; i++)
    {
      gpointer random = ts_fuzz_random_entry (module->id, state, rand);

      if (random == NULL)
        break;
      if (!module->apply (state, random, &error))
        ts_fuzz_fail ("a random entry is refused: %s", error->message);
      module->entry_free (random);
    }

  root = ts_json_read_parse (data + 4, size - 4, NAME, &limits, &error);
  if (root != NULL)
    entry = ts_entry_new_from_json (module, root, &error);
  if (entry == NULL)
    {
      ts_fuzz_assert_utf8 ("a refusal", error->message);
      module->state_free (state);
      return;
    }
  before = module->state_copy (state);
  {
    g_autofree char *words = module->describe_entry (state, ts_entry_get_data (entry));

    ts_fuzz_assert_utf8 ("an entry's description", words);
  }
  if (!module->apply (state, ts_entry_get_data (entry), &error))
    {
      ts_fuzz_assert_utf8 ("a refusal", error->message);
      if (!module->state_equal (state, before))
        ts_fuzz_fail ("a refused %s entry changed the state", module->id);
    }
  else
    {
      g_autoptr(JsonNode) json = ts_entry_to_json (entry);
      g_autoptr(TsEntry) again = ts_entry_new_from_json (module, json, &error);
      g_autofree char *pending = module->describe_pending (state);
      g_autofree char *text = NULL;
      gpointer copy = module->state_copy (state);

      ts_fuzz_assert_utf8 ("the pending decision", pending);
      if (!module->state_equal (copy, state))
        ts_fuzz_fail ("a copy of the state differs from it");
      module->state_free (copy);
      if (again == NULL)
        ts_fuzz_fail ("an accepted entry written back does not read: %s", error->message);
      text = json_to_string (json, FALSE);
      if (g_strcmp0 (ts_entry_get_json_text (again), text) != 0)
        ts_fuzz_fail ("an accepted entry written back reads differently");
      if (!module->apply (before, ts_entry_get_data (again), &error))
        ts_fuzz_fail ("an accepted entry written back is refused: %s", error->message);
      if (!module->state_equal (state, before))
        ts_fuzz_fail ("an accepted entry written back applies differently");
    }
  module->state_free (before);
  module->state_free (state);
}
#elif FUZZ_KIND == 6
static void
fuzz (const char *data,
      gsize       size)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "people.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsPeople) people = NULL;
  g_autoptr(TsPeople) again = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) ids_again = NULL;

  if (!g_file_set_contents (path, data, size, &error))
    ts_fuzz_fail ("%s", error->message);
  people = ts_people_load (file);
  if (ts_people_get_problem (people) != NULL)
    {
      g_autofree char *after = NULL;
      gsize length = 0;

      ts_fuzz_assert_utf8 ("the problem", ts_people_get_problem (people));
      if (strstr (ts_people_get_problem (people), path) == NULL)
        ts_fuzz_fail ("the problem does not name the file: %s", ts_people_get_problem (people));
      ts_people_ensure (people, "Ana", "red");
      if (ts_people_save (people, &error))
        ts_fuzz_fail ("a list that cannot be read was written over");
      if (!g_file_get_contents (path, &after, &length, NULL) || length != size
          || memcmp (after, data, size) != 0)
        ts_fuzz_fail ("a list that cannot be read changed");
      g_unlink (path);
      return;
    }
  ids = ts_people_dup_ids (people);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      /* Whoever has a name is found by it (as themselves, or whom they count as). */
      const char *found = ts_people_find (people, ts_people_get_name (people, ids[i]));

      ts_fuzz_assert_utf8 ("a name", ts_people_get_name (people, ids[i]));
      if (found != NULL && ts_people_resolve (people, found) == NULL)
        ts_fuzz_fail ("a person found does not resolve");
    }
  if (!ts_people_save (people, &error))
    ts_fuzz_fail ("a list that reads does not save: %s", error->message);
  again = ts_people_load (file);
  if (ts_people_get_problem (again) != NULL)
    ts_fuzz_fail ("a saved list does not read: %s", ts_people_get_problem (again));
  ids_again = ts_people_dup_ids (again);
  if (!g_strv_equal ((const char *const *) ids, (const char *const *) ids_again))
    ts_fuzz_fail ("a saved list reads other people");
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (ts_people_get_name (people, ids[i]), ts_people_get_name (again, ids[i])) != 0
        || g_strcmp0 (ts_people_get_color (people, ids[i]), ts_people_get_color (again, ids[i]))
               != 0
        || g_strcmp0 (ts_people_resolve (people, ids[i]), ts_people_resolve (again, ids[i]))
               != 0)
      ts_fuzz_fail ("a saved list reads %s differently", ids[i]);
  g_unlink (path);
}
#elif FUZZ_KIND == 7
/* A refusal of the check points at something the sheet has. */
static void
assert_problem (const TsCarcassonneSheet        *sheet,
                const TsCarcassonneSheetProblem *problem)
{
  gboolean ok;

  switch (problem->at)
    {
    case TS_CARCASSONNE_SHEET_AT_SHEET:
      ok = problem->index == -1;
      break;
    case TS_CARCASSONNE_SHEET_AT_PLAYER:
      ok = problem->index >= 0 && (guint) problem->index < sheet->n_players;
      break;
    case TS_CARCASSONNE_SHEET_AT_TILE:
      /* The start tile's place even on a sheet without tiles. */
      ok = problem->index >= 0 && (guint) problem->index < MAX (sheet->n_tiles, 1);
      break;
    case TS_CARCASSONNE_SHEET_AT_FIGURE:
      ok = problem->index >= 0 && (guint) problem->index < sheet->n_figures;
      break;
    default:
      ok = FALSE;
      break;
    }
  if (!ok)
    ts_fuzz_fail ("a refusal points at %d %d, which the sheet does not have", problem->at,
                  problem->index);
}

/* Each player's total is the sum of their breakdown lines, and of their ledger's VP. */
static void
assert_sums (const TsCarcassonneState *final,
             JsonNode                 *breakdown)
{
  g_autoptr(GPtrArray) ledger = ts_carcassonne_ledger_lines (final);
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");

  if (json_array_get_length (players) != final->n_players)
    ts_fuzz_fail ("the breakdown has %u players, the sheet %u", json_array_get_length (players),
                  final->n_players);
  for (guint p = 0; p < final->n_players; p++)
    {
      JsonObject *row = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (row, "lines");
      gint64 sum = 0;

      for (guint k = 0; k < json_array_get_length (lines); k++)
        sum += json_object_get_int_member (json_array_get_object_element (lines, k), "vp");
      if (sum != json_object_get_int_member (row, "total") || sum != final->players[p].vp
          || ts_ledger_sum (ledger, p, TS_LEDGER_VP) != final->players[p].vp)
        ts_fuzz_fail ("player %u's total is not the sum of their lines", p);
    }
}

static void
fuzz (const char *data,
      gsize       size)
{
  g_autoptr(GError) error = NULL;
  g_autofree TsCarcassonneSheet *sheet = ts_carcassonne_sheet_load (data, size, NAME, &error);
  g_autofree TsCarcassonneSheet *again = NULL;
  g_autofree TsCarcassonneState *map = NULL;
  g_autofree TsCarcassonneState *final = NULL;
  g_autoptr(JsonNode) breakdown = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(JsonNode) json_again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  TsCarcassonneSheetProblem problem = { 0 };
  TsCarcassonneSheetProblem map_problem = { 0 };
  gboolean ok;

  if (sheet == NULL)
    {
      ts_fuzz_assert_refusal (error, NAME);
      return;
    }
  /* The map as the form draws it: refused only for what the check refuses too. */
  map = ts_carcassonne_sheet_map (sheet, &map_problem, &error);
  if (map == NULL)
    {
      ts_fuzz_assert_utf8 ("the map's refusal", error->message);
      assert_problem (sheet, &map_problem);
      g_clear_error (&error);
    }
  ok = ts_carcassonne_sheet_check (sheet, &problem, &error);
  if (map == NULL && ok)
    ts_fuzz_fail ("the check accepts a sheet whose map is refused");
  final = ts_carcassonne_sheet_final (sheet, NULL, NULL);
  breakdown = ts_carcassonne_sheet_score (sheet, ok ? &error : NULL);
  if (ok)
    {
      g_autofree char *scored = NULL;

      if (final == NULL || breakdown == NULL)
        ts_fuzz_fail ("a sheet the check accepts does not score: %s",
                      error != NULL ? error->message : "");
      if (final->stage != TS_CARCASSONNE_STAGE_OVER)
        ts_fuzz_fail ("the final state is not over");
      scored = json_to_string (breakdown, FALSE);
      ts_fuzz_assert_utf8 ("the breakdown", scored);
      assert_sums (final, breakdown);
    }
  else
    {
      if (error == NULL || error->domain != TS_ENGINE_ERROR
          || error->code != TS_ENGINE_ERROR_ILLEGAL)
        ts_fuzz_fail ("the check refuses without an ILLEGAL error");
      ts_fuzz_assert_utf8 ("the check's sentence", error->message);
      assert_problem (sheet, &problem);
      if (final != NULL || breakdown != NULL)
        ts_fuzz_fail ("a sheet the check refuses scores");
    }
  /* What is read writes back to what reads the same. */
  json = ts_carcassonne_sheet_to_json (sheet);
  text = json_to_string (json, FALSE);
  g_clear_error (&error);
  again = ts_carcassonne_sheet_load (text, strlen (text), NAME, &error);
  if (again == NULL)
    ts_fuzz_fail ("a sheet written back does not read: %s", error->message);
  json_again = ts_carcassonne_sheet_to_json (again);
  text_again = json_to_string (json_again, FALSE);
  if (strcmp (text, text_again) != 0)
    ts_fuzz_fail ("a sheet written back reads differently");
  if (ts_carcassonne_sheet_check (again, NULL, NULL) != ok)
    ts_fuzz_fail ("a sheet written back is checked differently");
}
#elif FUZZ_KIND == 8
static char *
batches_text (TsImportedPlays *plays)
{
  g_autoptr(GPtrArray) batches = g_ptr_array_new ();

  for (guint b = 0; b < ts_imported_plays_get_n_batches (plays); b++)
    g_ptr_array_add (batches, (gpointer) ts_imported_plays_get_batch (plays, b));
  return ts_imported_plays_to_text (batches);
}

static guint
count_plays (TsImportedPlays *plays)
{
  guint n = 0;

  for (guint b = 0; b < ts_imported_plays_get_n_batches (plays); b++)
    n += ts_imported_plays_get_batch (plays, b)->plays->len;
  return n;
}

/* Issue 52: what the imported plays save through their own writer (the atomic write of the
 * app) reads back with as many plays: the first batch taken out, then put back. */
static void
resave_and_read_back (TsImportedPlays *plays,
                      GFile           *file)
{
  g_autoptr(TsImportBatch) removed = NULL;
  g_autoptr(TsImportedPlays) without = NULL;
  g_autoptr(TsImportedPlays) with = NULL;
  g_autoptr(GError) error = NULL;
  guint n = count_plays (plays);
  guint n_removed;

  if (ts_imported_plays_get_n_batches (plays) == 0)
    return;
  if (!ts_imported_plays_remove (plays, ts_imported_plays_get_batch (plays, 0)->id, &removed,
                                 &error))
    ts_fuzz_fail ("a batch of a file that reads cannot be removed: %s", error->message);
  n_removed = removed->plays->len;
  without = ts_imported_plays_load (file);
  if (ts_imported_plays_get_problem (without) != NULL)
    ts_fuzz_fail ("a file saved without a batch does not read: %s",
                  ts_imported_plays_get_problem (without));
  if (count_plays (without) != n - n_removed)
    ts_fuzz_fail ("%u plays saved, %u read back", n - n_removed, count_plays (without));
  if (!ts_imported_plays_add (plays, g_steal_pointer (&removed), &error))
    ts_fuzz_fail ("a batch taken out cannot be put back: %s", error->message);
  with = ts_imported_plays_load (file);
  if (ts_imported_plays_get_problem (with) != NULL || count_plays (with) != n)
    ts_fuzz_fail ("a file saved with its batch back does not read the same");
}

static void
fuzz (const char *data,
      gsize       size)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "imported-plays.json", NULL);
  g_autofree char *path_again = g_build_filename (g_get_user_data_dir (), "again.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) file_again = g_file_new_for_path (path_again);
  g_autoptr(TsImportedPlays) plays = NULL;
  g_autoptr(TsImportedPlays) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  GListModel *infos;

  if (!g_file_set_contents (path, data, size, &error))
    ts_fuzz_fail ("%s", error->message);
  plays = ts_imported_plays_load (file);
  if (ts_imported_plays_get_problem (plays) != NULL)
    {
      g_autofree char *after = NULL;
      gsize length = 0;

      ts_fuzz_assert_utf8 ("the problem", ts_imported_plays_get_problem (plays));
      if (strstr (ts_imported_plays_get_problem (plays), path) == NULL)
        ts_fuzz_fail ("the problem does not name the file: %s",
                      ts_imported_plays_get_problem (plays));
      if (ts_imported_plays_get_n_batches (plays) > 0
          && ts_imported_plays_remove (plays, ts_imported_plays_get_batch (plays, 0)->id, NULL,
                                       NULL))
        ts_fuzz_fail ("a file that cannot be read was written over");
      if (!g_file_get_contents (path, &after, &length, NULL) || length != size
          || memcmp (after, data, size) != 0)
        ts_fuzz_fail ("a file that cannot be read changed");
      g_unlink (path);
      return;
    }
  /* Every play is one the statistics can count. */
  infos = ts_imported_plays_get_infos (plays);
  for (guint i = 0; i < g_list_model_get_n_items (infos); i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (infos, i);

      if (ts_imported_plays_info_get_id (info) == NULL)
        ts_fuzz_fail ("an imported play without an id");
      for (const char *const *name = ts_record_info_get_players (info); *name != NULL; name++)
        ts_fuzz_assert_utf8 ("a player's name", *name);
    }
  text = batches_text (plays);
  if (!g_file_set_contents (path_again, text, -1, &error))
    ts_fuzz_fail ("%s", error->message);
  again = ts_imported_plays_load (file_again);
  if (ts_imported_plays_get_problem (again) != NULL)
    ts_fuzz_fail ("a file written back does not read: %s", ts_imported_plays_get_problem (again));
  text_again = batches_text (again);
  if (strcmp (text, text_again) != 0)
    ts_fuzz_fail ("a file written back reads differently");
  resave_and_read_back (plays, file);
  g_unlink (path);
  g_unlink (path_again);
}
#else
#error "FUZZ_KIND must be 1 (sheet), 2 (board), 3 (corrections), 4 (index), 5 (entries), 6 (people), 7 (carcassonne-sheet) or 8 (imported)"
#endif

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  static char *home;

  ts_fuzz_init ();
  /* Files the targets write go to a folder of their own, never the user's. */
  home = g_dir_make_tmp ("tableside-fuzz-XXXXXX", NULL);
  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        gsize         size)
{
  ts_fuzz_input_begin ();
  fuzz ((const char *) data, size);
  return 0;
}
