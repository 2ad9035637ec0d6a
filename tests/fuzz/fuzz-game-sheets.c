/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz targets for Kingsburg's and Caylus 1303's final-scoring sheets (issue 58), one
 * executable each, chosen by FUZZ_SHEET at build time (tests/fuzz/meson.build):
 *
 *   1 kingsburg-sheet: ts_kingsburg_sheet_load(), then the check, the final state and the
 *                      score;
 *   2 caylus-sheet:    ts_caylus_sheet_load(), the same.
 *
 * Besides "no crash, no hang, no leak, no undefined behaviour": a refusal is a sentence in
 * UTF-8 naming the file (reading) or an ILLEGAL sentence pointing at a player the sheet has or
 * at the sheet (the check); a sheet the check accepts scores, the game over with a winner, each
 * total the sum of its breakdown lines and the final state's points; what is read writes back
 * to what reads and checks the same. Built with clang -fsanitize=fuzzer by
 * tests/fuzz/run-fuzz.sh, and with any compiler as fuzz-KIND-corpus over its seeds
 * (tests/data/fuzz-seeds-KIND). */
#include <string.h>

#include "ts-caylus.h"
#include "fuzz-util.h"
#include "ts-kingsburg.h"
#include "ts-engine-error.h"

#define NAME "fuzz.json"

#if FUZZ_SHEET == 1
#define Sheet TsKingsburgSheet
#define State TsKingsburgState
#define sheet_load ts_kingsburg_sheet_load
#define sheet_to_json ts_kingsburg_sheet_to_json
#define sheet_check ts_kingsburg_sheet_check
#define sheet_final ts_kingsburg_sheet_final
#define sheet_score ts_kingsburg_sheet_score
#define POINTS(state, p) ((state)->players[p].vp)
#define OVER(state) ((state)->stage == TS_KINGSBURG_STAGE_OVER)
#elif FUZZ_SHEET == 2
#define Sheet TsCaylusSheet
#define State TsCaylusState
#define sheet_load ts_caylus_sheet_load
#define sheet_to_json ts_caylus_sheet_to_json
#define sheet_check ts_caylus_sheet_check
#define sheet_final ts_caylus_sheet_final
#define sheet_score ts_caylus_sheet_score
#define POINTS(state, p) ((state)->players[p].pp)
#define OVER(state) ((state)->stage == TS_CAYLUS_STAGE_OVER)
#else
#error "FUZZ_SHEET must be 1 (kingsburg-sheet) or 2 (caylus-sheet)"
#endif

/* Each player's total is the sum of their breakdown lines and the final state's points. */
static void
assert_sums (const State *final, guint n_players, JsonNode *breakdown)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");

  if (json_array_get_length (players) != n_players)
    ts_fuzz_fail ("the breakdown has %u players, the sheet %u", json_array_get_length (players),
                  n_players);
  for (guint p = 0; p < n_players; p++)
    {
      JsonObject *row = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (row, "lines");
      gint64 sum = 0;

      for (guint k = 0; k < json_array_get_length (lines); k++)
        sum += json_object_get_int_member (json_array_get_object_element (lines, k), "vp");
      if (sum != json_object_get_int_member (row, "total") || sum != POINTS (final, p))
        ts_fuzz_fail ("player %u's total is not the sum of their lines", p);
    }
}

static void
fuzz (const char *data, gsize size)
{
  g_autoptr (GError) error = NULL;
  g_autofree Sheet *sheet = sheet_load (data, size, NAME, &error);
  g_autofree Sheet *again = NULL;
  g_autofree State *final = NULL;
  g_autoptr (JsonNode) breakdown = NULL;
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (JsonNode) json_again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  int player = -2;
  gboolean ok;

  if (sheet == NULL)
    {
      ts_fuzz_assert_refusal (error, NAME);
      return;
    }
  ok = sheet_check (sheet, &player, &error);
  final = sheet_final (sheet, NULL);
  breakdown = sheet_score (sheet, NULL);
  if (ok)
    {
      g_autofree char *scored = NULL;

      if (final == NULL || breakdown == NULL)
        ts_fuzz_fail ("a sheet the check accepts does not score");
      if (!OVER (final) || final->winners == 0)
        ts_fuzz_fail ("the final state is not over, or has no winner");
      scored = json_to_string (breakdown, FALSE);
      ts_fuzz_assert_utf8 ("the breakdown", scored);
      assert_sums (final, sheet->n_players, breakdown);
    }
  else
    {
      if (error == NULL || error->domain != TS_ENGINE_ERROR
          || error->code != TS_ENGINE_ERROR_ILLEGAL)
        ts_fuzz_fail ("the check refuses without an ILLEGAL error");
      ts_fuzz_assert_utf8 ("the check's sentence", error->message);
      if (player < -1 || player >= (int) sheet->n_players)
        ts_fuzz_fail ("a refusal points at player %d, which the sheet does not have", player);
      if (final != NULL || breakdown != NULL)
        ts_fuzz_fail ("a sheet the check refuses scores");
    }
  /* What is read writes back to what reads the same. */
  json = sheet_to_json (sheet);
  text = json_to_string (json, FALSE);
  g_clear_error (&error);
  again = sheet_load (text, strlen (text), NAME, &error);
  if (again == NULL)
    ts_fuzz_fail ("a sheet written back does not read: %s", error->message);
  json_again = sheet_to_json (again);
  text_again = json_to_string (json_again, FALSE);
  if (strcmp (text, text_again) != 0)
    ts_fuzz_fail ("a sheet written back reads differently");
  if (sheet_check (again, NULL, NULL) != ok)
    ts_fuzz_fail ("a sheet written back is checked differently");
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  ts_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data, gsize size)
{
  ts_fuzz_input_begin ();
  fuzz ((const char *)data, size);
  return 0;
}
