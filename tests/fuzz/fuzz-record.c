/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the record loader, as opening a file runs it (ts_record_load_from_data() and
 * ts_match_new_for_record(): size, UTF-8, strict JSON, header, entries, replay). Besides "no
 * crash, no leak, no undefined behaviour", it checks what must hold for any input:
 *
 *   - a refusal is a TS_RECORD_ERROR whose message names the file;
 *   - a record that loads saves to bytes that load again, to the same state and the same
 *     bytes (what Tableside writes, it reads back);
 *   - replacing the first entry by itself sets nothing aside;
 *   - everything views read (pending decision, descriptions, legal entries, ledger, final
 *     breakdown) can be computed, and every sentence in it is valid UTF-8;
 *   - the header read that lists a game's earlier versions (ts_record_peek_at()) takes any
 *     bytes without harm, and of what Tableside writes of a record (the copies it lists)
 *     says the same game, players and number of entries as the loader. A file edited by hand
 *     may put "players" after "entries" or a "times" that does not fit: the list then names
 *     it as its header says, and the loader decides what it is when it is restored.
 *
 * Built with clang -fsanitize=fuzzer (tests/fuzz/run-fuzz.sh), and with any compiler as
 * fuzz-record-corpus, which runs it over the seed corpus as an ordinary test. */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "fuzz-util.h"
#include "ts-counter-game.h"
#include "ts-match.h"

#define NAME "fuzz.json"

#define fail ts_fuzz_fail

/* Where the header read finds the input: a folder of this process's own. */
static char *peek_dir;
static int peek_fd = -1;

static void
remove_peek_dir (void)
{
  g_autofree char *file = g_build_filename (peek_dir, NAME, NULL);

  g_unlink (file);
  g_rmdir (peek_dir);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  ts_fuzz_init ();
  ts_counter_game_register ();
  peek_dir = g_dir_make_tmp ("tableside-fuzz-peek-XXXXXX", NULL);
  if (peek_dir == NULL || (peek_fd = open (peek_dir, O_RDONLY | O_DIRECTORY)) < 0)
    fail ("no folder for the header read");
  atexit (remove_peek_dir);
  return 0;
}

/* @data as a copy among the earlier versions is read for the list. */
static gboolean
peek (const void   *data,
      gsize         size,
      TsRecordPeek *out)
{
  g_autofree char *file = g_build_filename (peek_dir, NAME, NULL);
  g_autoptr(GError) error = NULL;
  gboolean read;

  if (!g_file_set_contents (file, data, size, &error))
    fail ("cannot write the input for the header read: %s", error->message);
  read = ts_record_peek_at (peek_fd, NAME, out, &error);
  if (!read && (error == NULL || strstr (error->message, NAME) == NULL))
    fail ("a header read refused without naming the file");
  if (!read)
    ts_record_peek_clear (out);
  return read;
}

/* The header read of @data agrees with @record, which the loader read from it. */
static void
assert_peek_agrees (const void *data,
                    gsize       size,
                    TsRecord   *record)
{
  TsRecordPeek read;
  TsRecordPeek loaded;

  if (!peek (data, size, &read))
    fail ("a record that loads is not listed among the versions");
  ts_record_peek_from_record (record, &loaded);
  if (g_strcmp0 (read.game, loaded.game) != 0
      || !g_strv_equal ((const char *const *) read.players,
                        (const char *const *) loaded.players))
    fail ("the header read names another game or other players than the loader");
  if (read.n_entries != loaded.n_entries)
    fail ("the header read counts %u entries, the loader %u", read.n_entries,
          loaded.n_entries);
  ts_record_peek_clear (&read);
  ts_record_peek_clear (&loaded);
}

#define assert_utf8 ts_fuzz_assert_utf8

static void
assert_refusal (const GError *error)
{
  g_assert_nonnull (error);
  if (error->domain != TS_RECORD_ERROR || strstr (error->message, NAME) == NULL)
    fail ("a refusal that is not a record error naming the file: %s %d: %s",
             g_quark_to_string (error->domain), error->code, error->message);
}

/* A record whose entries do not all replay, as the app opens it (issue 40): up to the entry
 * before the refused one, the rest held and written back whole, said in text; dropping the
 * refused entry, then all, leaves a game that plays on. */
static void
open_held (const guint8 *data,
           gsize         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load_from_data ((const char *) data, size, NAME, NULL);
  guint n_file = ts_record_get_n_entries (record);
  g_autoptr(TsMatch) match = ts_match_open_record (record, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TsRecord) again = NULL;
  g_autofree char *message = NULL;

  if (match == NULL)
    fail ("a record refused at an entry does not open up to it: %s", error->message);
  ts_match_set_autosave (match, FALSE);
  if (ts_match_get_attention (match) == NULL || ts_match_get_n_held (match) == 0)
    fail ("a record refused at an entry opens with nothing held");
  assert_utf8 ("what held entries say", ts_match_get_attention (match));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  again = ts_record_load_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                    NAME, &error);
  if (again == NULL)
    fail ("a record with held entries does not load again: %s", error->message);
  /* Version 1's automatic entries may be added before the refused one: never fewer. */
  if (ts_record_get_n_entries (again) < n_file)
    fail ("held entries were lost from the file: %u of %u", ts_record_get_n_entries (again),
          n_file);
  if (!ts_match_drop_held (match, FALSE, &message, &error))
    fail ("the refused entry cannot be dropped: %s", error->message);
  assert_utf8 ("the drop's message", message);
  if (ts_match_get_n_held (match) > 0 && !ts_match_drop_held (match, TRUE, NULL, &error))
    fail ("the held entries cannot be dropped: %s", error->message);
  g_assert_null (ts_match_get_attention (match));
  g_assert_nonnull (ts_match_get_pending (match));
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        gsize         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TsRecord) again_record = NULL;
  g_autoptr(TsMatch) again = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(JsonNode) breakdown = NULL;
  const TsGameModule *module;

  ts_fuzz_input_begin ();

  record = ts_record_load_from_data ((const char *) data, size, NAME, &error);
  if (record == NULL)
    {
      TsRecordPeek ignored;

      assert_refusal (error);
      /* Whatever the bytes, the list of versions reads them without harm. */
      if (peek (data, size, &ignored))
        ts_record_peek_clear (&ignored);
      return 0;
    }
  {
    TsRecordPeek ignored;

    if (peek (data, size, &ignored))
      ts_record_peek_clear (&ignored);
  }
  match = ts_match_new_for_record (record, &error);
  if (match == NULL)
    {
      assert_refusal (error);
      if (g_error_matches (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY))
        open_held (data, size);
      return 0;
    }
  ts_match_set_autosave (match, FALSE);
  module = ts_match_get_module (match);

  /* What Tableside writes, it reads back the same. */
  ts_record_set_status (ts_match_get_record (match), ts_match_get_finished (match),
                        ts_match_get_winner (match));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  again_record = ts_record_load_from_data (g_bytes_get_data (bytes, NULL),
                                           g_bytes_get_size (bytes), NAME, &error);
  if (again_record == NULL)
    fail ("a saved record does not load: %s", error->message);
  again = ts_match_new_for_record (again_record, &error);
  if (again == NULL)
    fail ("a saved record does not replay: %s", error->message);
  g_assert_true (module->state_equal (ts_match_get_state (match), ts_match_get_state (again)));
  ts_record_set_status (ts_match_get_record (again), ts_match_get_finished (again),
                        ts_match_get_winner (again));
  again_bytes = ts_record_to_bytes (ts_match_get_record (again));
  g_assert_true (g_bytes_equal (bytes, again_bytes));
  assert_peek_agrees (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                      ts_match_get_record (match));

  /* What views read, all of it text. */
  g_assert_nonnull (ts_match_get_pending (match));
  assert_utf8 ("the pending decision", ts_match_get_pending (match));
  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    assert_utf8 ("an entry's description",
                 ts_entry_get_description (ts_match_get_entry (match, i)));
  {
    GListModel *legal = ts_match_get_legal_entries (match);

    for (guint i = 0; i < g_list_model_get_n_items (legal); i++)
      {
        g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);

        assert_utf8 ("a legal entry's description", ts_entry_get_description (entry));
      }
  }
  ledger = ts_match_dup_ledger (match);
  for (guint i = 0; i < ledger->len; i++)
    assert_utf8 ("a ledger line's cause",
                 ((TsLedgerLine *) g_ptr_array_index (ledger, i))->cause_text);
  breakdown = ts_match_dup_final_breakdown (match);
  g_assert_true ((breakdown != NULL) == ts_match_get_finished (match));
  if (breakdown != NULL)
    {
      g_autofree char *text = json_to_string (breakdown, FALSE);

      assert_utf8 ("the final breakdown", text);
    }

  /* An edit that changes nothing keeps every entry. */
  if (ts_match_get_n_entries (match) > 0)
    {
      g_autoptr(TsMatchSetAside) set_aside = NULL;
      TsEntry *first = ts_match_get_entry (match, 0);

      g_object_ref (first);
      if (!ts_match_edit (match, 0, first, &set_aside, &error))
        fail ("the first entry, put back in its place, is refused: %s", error->message);
      g_assert_null (set_aside);
      g_assert_true (module->state_equal (ts_match_get_state (match),
                                          ts_match_get_state (again)));
      g_assert_true (ts_match_undo (match));
      g_object_unref (first);
    }
  return 0;
}
