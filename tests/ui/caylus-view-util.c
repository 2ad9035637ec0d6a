/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 matches for the page's ui test: built by the engine's seeded random play up to
 * the state a test wants. */

#include "caylus-view-util.h"
#include "ts-ui-test-util.h"

TsMatch *
new_match (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi", "Eva" };
  g_autoptr(JsonObject) options = json_object_new ();

  json_object_set_string_member (options, "monument-residence", "covered");
  return ts_ui_test_new_match (&ts_caylus_module, names, n_players, options);
}

const TsCaylusState *
state_of (TsMatch *match)
{
  return ts_match_get_state (match);
}

void
apply_entry (TsMatch             *match,
             const TsCaylusEntry *e)
{
  g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_caylus_module, g_memdup2 (e, sizeof *e));
  g_autoptr(GError) error = NULL;

  ts_match_apply (match, entry, &error);
  g_assert_no_error (error);
}

/* Random legal entries (seeded) until @done says yes; FALSE when the game ended first. */
static gboolean
play_until (TsMatch        *match,
            guint           seed,
            StatePredicate  done)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  while (!done (state_of (match)))
    {
      TsCaylusEntry e;

      if (ts_match_get_finished (match))
        return FALSE;
      g_assert_true (ts_caylus_random_entry (state_of (match), rand, &e));
      apply_entry (match, &e);
    }
  return TRUE;
}

/* A match of @n_players at the first state @done accepts, trying seeds from @seed. */
TsMatch *
match_at (guint          n_players,
          guint          seed,
          StatePredicate done)
{
  for (guint tries = 0; tries < 50; tries++)
    {
      TsMatch *match = new_match (n_players);

      if (play_until (match, seed + tries, done))
        return match;
      g_object_unref (match);
    }
  g_error ("no seed from %u reached the state wanted", seed);
}

gboolean
at_draft (const TsCaylusState *s)
{
  return s->stage == TS_CAYLUS_STAGE_DRAFT;
}

gboolean
at_planning (const TsCaylusState *s)
{
  return s->stage == TS_CAYLUS_STAGE_PLANNING && s->round >= 1;
}

gboolean
at_activation (const TsCaylusState *s)
{
  return s->stage == TS_CAYLUS_STAGE_ACTIVATE;
}

/* A delivery the player can make (a legal "deliver" among the choices). */
gboolean
at_delivery (const TsCaylusState *s)
{
  g_autoptr(GPtrArray) legal = NULL;

  if (s->stage != TS_CAYLUS_STAGE_DELIVERY)
    return FALSE;
  legal = ts_caylus_module.legal_entries (s);
  for (guint i = 0; i < legal->len; i++)
    if (((const TsCaylusEntry *) g_ptr_array_index (legal, i))->type == TS_CAYLUS_ENTRY_DELIVER)
      return TRUE;
  return FALSE;
}

gboolean
at_end (const TsCaylusState *s)
{
  return s->stage == TS_CAYLUS_STAGE_OVER;
}

