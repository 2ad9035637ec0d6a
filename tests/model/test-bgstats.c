/* SPDX-License-Identifier: GPL-3.0-or-later */
/* BG Stats's JSON (issue 43), read and written: a realistic export (every member BG Stats
 * writes, pictures, copies, score sheets, tags, teams, a shared win, an anonymous player, a
 * play without a score, a score that is not a whole number, plays of other games, an ignored
 * play, a play with nobody, duplicate players' names) read member by member; optional members
 * missing; refusals that name the file and the play; the file cut or changed at every byte
 * refused or read whole, never a crash; the writer's every member, read back the same. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-bgstats.h"

static char *
fixture_text (gsize *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bgstats",
                                                 "bgstats-export.json", NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

static gint64
local (int year,
       int month,
       int day,
       int hour,
       int minute)
{
  g_autoptr(GDateTime) time = g_date_time_new_local (year, month, day, hour, minute, 0);

  return g_date_time_to_unix (time);
}

static const TsImportedPlay *
play_with_id (TsBgStatsExport *export,
              const char      *id)
{
  for (guint i = 0; i < export->plays->len; i++)
    if (g_str_equal (((TsImportedPlay *) export->plays->pdata[i])->id, id))
      return export->plays->pdata[i];
  g_assert_not_reached ();
}

static void
test_realistic (void)
{
  gsize length = 0;
  g_autofree char *text = fixture_text (&length);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (text, length, "BGStatsExport.json",
                                                       &error);
  const TsImportedPlay *play;
  /* "ana " trimmed, as names are kept (issue 52). */
  const char *const names[] = { "Ana", "Bruno", "Carla", "Duarte", "ana", "Eva" };

  g_assert_no_error (error);
  /* 12 plays: 7 of the four games, 3 of two other games, 1 ignored, 1 with nobody. */
  g_assert_cmpuint (export->plays->len, ==, 7);
  g_assert_cmpuint (export->n_other, ==, 3);
  g_assert_cmpuint (export->other_games->len, ==, 2);
  g_assert_cmpstr (((TsBgStatsSkipped *) export->other_games->pdata[0])->name, ==, "Wingspan");
  g_assert_cmpuint (((TsBgStatsSkipped *) export->other_games->pdata[0])->count, ==, 2);
  g_assert_cmpstr (((TsBgStatsSkipped *) export->other_games->pdata[1])->name, ==, "Azul");
  g_assert_cmpuint (export->n_ignored, ==, 1);
  g_assert_cmpuint (export->n_no_players, ==, 1);
  g_assert_cmpuint (export->n_too_many, ==, 0);
  g_assert_cmpuint (export->n_fractions, ==, 1);
  /* The named players of the plays kept, in the file's order; the anonymous player is
   * nobody's, and a player with no uuid has a key all the same. */
  g_assert_cmpuint (export->players->len, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (((TsBgStatsPlayer *) export->players->pdata[i])->name, ==, names[i]);
  g_assert_cmpstr (((TsBgStatsPlayer *) export->players->pdata[0])->key, ==,
                   "0c7e3c4c-3b5e-4b0e-9d5e-2f2a5b1c8d01");
  g_assert_cmpuint (((TsBgStatsPlayer *) export->players->pdata[0])->n_plays, ==, 5);
  g_assert_cmpstr (((TsBgStatsPlayer *) export->players->pdata[5])->key, ==, "bgstats-7");
  /* Oldest first. */
  for (guint i = 1; i < export->plays->len; i++)
    g_assert_cmpint (((TsImportedPlay *) export->plays->pdata[i - 1])->time, <=,
                     ((TsImportedPlay *) export->plays->pdata[i])->time);

  /* Carcassonne with Traders & Builders: every member. Seats in their seat order. */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000001");
  g_assert_cmpstr (play->module->id, ==, "carcassonne");
  g_assert_cmpint (play->time, ==, local (2024, 3, 1, 21, 0));
  g_assert_cmpint (play->duration, ==, 45 * 60);
  g_assert_cmpstr (play->location, ==, "Casa da Ana");
  g_assert_cmpuint (play->expansions->len, ==, 1);
  g_assert_cmpstr (play->expansions->pdata[0], ==, "Carcassonne: Traders & Builders");
  g_assert_cmpuint (play->n_seats, ==, 3);
  g_assert_cmpstr (play->seats[0].name, ==, "Ana");
  g_assert_cmpstr (play->seats[0].person, ==, "");
  g_assert_true (play->seats[0].scored && play->seats[0].score == 112);
  g_assert_true (play->seats[0].winner && play->seats[0].start);
  g_assert_cmpuint (play->seats[0].seat, ==, 1);
  g_assert_cmpstr (play->seats[1].name, ==, "Bruno");
  g_assert_false (play->seats[1].winner || play->seats[1].start);
  g_assert_cmpuint (play->seats[2].seat, ==, 3);
  g_assert_null (play->seats[0].team);

  /* The Castles of Burgundy by its name in Portuguese and an older BoardGameGeek id; teams;
   * the winning team's two players both won. */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000002");
  g_assert_cmpstr (play->module->id, ==, "castles-of-burgundy");
  g_assert_cmpuint (play->n_seats, ==, 4);
  g_assert_cmpstr (play->seats[0].team, ==, "1");
  g_assert_cmpstr (play->seats[1].team, ==, "2");
  g_assert_true (play->seats[0].winner && play->seats[2].winner);
  g_assert_false (play->seats[1].winner || play->seats[3].winner);
  g_assert_cmpstr (play->location, ==, "Clube de Jogos");

  /* Kingsburg with an anonymous player: their seat is nobody's, under the play's name. No
   * seat order (0): the seats as listed. */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000003");
  g_assert_cmpstr (play->module->id, ==, "kingsburg");
  g_assert_cmpstr (play->seats[1].name, ==, "Guest");
  g_assert_cmpstr (play->seats[1].person, ==, "");
  g_assert_null (play->seats[1].key);
  g_assert_cmpuint (play->seats[0].seat, ==, 0);
  g_assert_true (play->seats[1].start);

  /* Caylus 1303, found by its name alone: a shared win. */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000004");
  g_assert_cmpstr (play->module->id, ==, "caylus-1303");
  g_assert_true (play->seats[0].winner && play->seats[1].winner);
  g_assert_null (play->location);

  /* Optional members missing: no length, no seat order, no start player; a score of "". */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000009");
  g_assert_cmpint (play->duration, ==, -1);
  g_assert_false (play->seats[0].scored);
  g_assert_true (play->seats[1].scored && play->seats[1].score == 52);
  /* "12.5" is not a whole number: kept as a score not known. */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000010");
  g_assert_false (play->seats[0].scored);
  g_assert_true (play->seats[1].scored);
  /* The second "Ana" of BG Stats ("ana ", another player) is read as herself, her name
   * trimmed as names are kept (issue 52). */
  play = play_with_id (export, "d0000000-0000-4000-8000-000000000011");
  g_assert_cmpstr (play->seats[0].name, ==, "ana");
  g_assert_cmpstr (play->seats[0].key, ==, "3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f06");
  g_assert_false (play->seats[1].winner);
}

static void
test_lookup_games (void)
{
  g_assert_cmpstr (ts_bgstats_lookup_game ("Carcassonne", 0)->id, ==, "carcassonne");
  g_assert_cmpstr (ts_bgstats_lookup_game ("Whatever name", 822)->id, ==, "carcassonne");
  g_assert_cmpstr (ts_bgstats_lookup_game ("castles of burgundy", 0)->id, ==,
                   "castles-of-burgundy");
  g_assert_cmpstr (ts_bgstats_lookup_game (NULL, 271320)->id, ==, "castles-of-burgundy");
  g_assert_cmpstr (ts_bgstats_lookup_game ("The Castles of Burgundy", 0)->id, ==,
                   "castles-of-burgundy");
  g_assert_cmpstr (ts_bgstats_lookup_game ("KINGSBURG", 0)->id, ==, "kingsburg");
  g_assert_cmpstr (ts_bgstats_lookup_game ("Caylus 1303", 0)->id, ==, "caylus-1303");
  /* Not the old Caylus, nor an expansion, nor another game. */
  g_assert_null (ts_bgstats_lookup_game ("Caylus", 0));
  g_assert_null (ts_bgstats_lookup_game ("Carcassonne: Traders & Builders", 0));
  g_assert_null (ts_bgstats_lookup_game ("Azul", 230802));
  g_assert_null (ts_bgstats_lookup_game (NULL, 0));
  g_assert_null (ts_bgstats_lookup_game ("", 0));
}

/* @text refused, with a message naming the file and holding @words. */
static void
assert_refused (const char *text,
                const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (text, strlen (text), "plays.json",
                                                       &error);

  g_assert_null (export);
  g_assert_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_MALFORMED);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, "plays.json"));
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
}

#define GAMES "\"games\": [{\"id\": 1, \"name\": \"Carcassonne\"}, {\"id\": 2, \"name\": \"Azul\"}]"
#define PLAYERS "\"players\": [{\"id\": 1, \"name\": \"Ana\"}, {\"id\": 2, \"name\": \"Bruno\"}]"

static void
test_refused (void)
{
  assert_refused ("", "empty");
  assert_refused ("{\"games\": [", "not valid JSON");
  assert_refused ("[]", "not a BG Stats export");
  assert_refused ("{\"plays\": []}", "not a BG Stats export");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": {}}", "not a BG Stats export");
  assert_refused ("{" GAMES ", \"players\": [{\"id\": 1}], \"plays\": []}", "player 1");
  assert_refused ("{\"games\": [{\"id\": 1}, {\"id\": 1}], " PLAYERS ", \"plays\": []}",
                  "game 2");
  assert_refused ("{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"Ana\"}, {\"id\": 1, "
                  "\"name\": \"Bruno\"}], \"plays\": []}",
                  "player 2");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 9, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"playerScores\": []}]}",
                  "play 1 names a game");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"yesterday\", \"playerScores\": [{\"playerRefId\": 1}]}]}",
                  "play 1 (Carcassonne, yesterday) has no day");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"playerScores\": [{\"playerRefId\": 7}]}]}",
                  "someone who is not in its list of players");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"playerScores\": [{\"playerRefId\": 1}, "
                  "{\"playerRefId\": 1}]}]}",
                  "lists Ana twice");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"playerScores\": [{\"playerRefId\": 1, "
                  "\"winner\": \"yes\"}]}]}",
                  "“winner”");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"playerScores\": [{\"playerRefId\": 1, "
                  "\"score\": \"lots\"}]}]}",
                  "“score”");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"durationMin\": \"long\", \"playerScores\": "
                  "[{\"playerRefId\": 1}]}]}",
                  "“durationMin”");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                  "\"2024-01-01 10:00:00\", \"playerScores\": [{\"playerRefId\": 1}]}, "
                  "{\"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", \"playerScores\": "
                  "[{\"playerRefId\": 1}]}]}",
                  "of an earlier play");
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"uuid\": \"x\", \"gameRefId\": 1, "
                  "\"playDate\": \"2024-01-01 10:00:00\", \"playerScores\": [{\"playerRefId\": "
                  "1}]}, {\"uuid\": \"x\", \"gameRefId\": 1, \"playDate\": \"2024-01-02 "
                  "10:00:00\", \"playerScores\": [{\"playerRefId\": 2}]}]}",
                  "“x”");
}

/* The least a play can be: its game, its day and its players; a score as a number too. */
static void
test_optional_members (void)
{
  const char *text = "{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 1, \"playDate\": "
                     "\"2024-01-01\", \"playerScores\": [{\"playerRefId\": 2, \"score\": 40}, "
                     "{\"playerRefId\": 1, \"score\": null}]}, {\"gameRefId\": 2, \"playDate\": "
                     "12, \"playerScores\": 3}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (text, strlen (text), "p.json", &error);
  const TsImportedPlay *play;

  g_assert_no_error (error);
  g_assert_cmpuint (export->plays->len, ==, 1);
  /* A play of another game is skipped unread. */
  g_assert_cmpuint (export->n_other, ==, 1);
  play = export->plays->pdata[0];
  g_assert_cmpint (play->time, ==, local (2024, 1, 1, 0, 0));
  g_assert_cmpint (play->duration, ==, -1);
  g_assert_null (play->location);
  g_assert_cmpuint (play->expansions->len, ==, 0);
  g_assert_true (play->seats[0].scored && play->seats[0].score == 40);
  g_assert_false (play->seats[1].scored || play->seats[0].winner || play->seats[0].start);
  g_assert_nonnull (play->id);
  g_assert_true (g_str_has_prefix (play->id, "bgstats-"));
  /* Made from the play itself: the same file gives the same id. */
  {
    g_autoptr(TsBgStatsExport) again = ts_bgstats_read (text, strlen (text), "p.json", NULL);

    g_assert_cmpstr (((TsImportedPlay *) again->plays->pdata[0])->id, ==, play->id);
  }
}

/* Cut at every byte, and each byte changed to one that breaks JSON or to another letter: a
 * sentence naming the file, or an export read whole; never a crash or a critical. */
static void
test_every_byte (void)
{
  gsize length = 0;
  g_autofree char *text = fixture_text (&length);
  const char changes[] = { '"', '{', 'x', '9' };
  guint n_read = 0, n_refused = 0;

  for (gsize cut = 0; cut < length; cut += g_test_thorough () ? 1 : 3)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsBgStatsExport) export = ts_bgstats_read (text, cut, "cut.json", &error);

      if (export != NULL)
        n_read++;
      else
        {
          g_assert_nonnull (strstr (error->message, "cut.json"));
          n_refused++;
        }
    }
  /* Only the whole file (up to its last bytes of white space) reads. */
  g_assert_cmpuint (n_read, <=, 1);
  for (gsize at = 0; at < length; at += g_test_thorough () ? 1 : 7)
    {
      g_autofree char *changed = g_memdup2 (text, length + 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsBgStatsExport) export = NULL;

      changed[at] = changes[at % G_N_ELEMENTS (changes)];
      export = ts_bgstats_read (changed, length, "changed.json", &error);
      if (export == NULL)
        {
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_assert_nonnull (strstr (error->message, "changed.json"));
          n_refused++;
        }
      else
        g_assert_cmpuint (export->plays->len, <=, 8);
    }
  g_assert_cmpuint (n_refused, >, 0);
}

static void
test_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tableside-bgstats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "missing.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read_file (file, &error);

  g_assert_null (export);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* A folder is not an export. */
  export = ts_bgstats_read_file (folder, &error);
  g_assert_null (export);
  g_assert_nonnull (error);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bgstats/realistic", test_realistic);
  g_test_add_func ("/bgstats/lookup-games", test_lookup_games);
  g_test_add_func ("/bgstats/refused", test_refused);
  g_test_add_func ("/bgstats/optional-members", test_optional_members);
  g_test_add_func ("/bgstats/every-byte", test_every_byte);
  g_test_add_func ("/bgstats/file", test_file);
  return g_test_run ();
}
