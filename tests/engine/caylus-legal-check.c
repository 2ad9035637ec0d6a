/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The brute force of test-caylus-property.c: Caylus 1303's listing of legal entries checked
 * against apply over a superset of the candidates built without the rules' knowledge, and
 * random changes of an entry that apply refuses without changing the state. */
#include "caylus-legal-check.h"

#include <string.h>

#include "ts-engine-error.h"

/* The bytes of a state that matter: everything up to its last ledger mark. */
static gsize
used_size (const TsCaylusState *s)
{
  return G_STRUCT_OFFSET (TsCaylusState, ledger) + s->n_ledger * sizeof (TsLedgerMark);
}

void
cy_copy_state (TsCaylusState *to, const TsCaylusState *from)
{
  memcpy (to, from, used_size (from));
}

char *
cy_entry_text (const TsCaylusEntry *e)
{
  g_autoptr (JsonNode) node = ts_caylus_entry_to_json (e);

  return json_to_string (node, FALSE);
}

/* A hash of a state's bytes, to find the state an entry leads to among the listed ones'. */
static guint
state_hash (const TsCaylusState *s)
{
  const guint8 *p = (const guint8 *)s;
  gsize n = used_size (s);
  guint32 h = 2166136261u;

  for (gsize i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

typedef struct
{
  const TsCaylusState *s;
  TsCaylusState *scratch;
  GArray *results; /* TsCaylusState, one per listed entry */
  GHashTable *hashes;
  guint accepted;
} Brute;

/* Applies @e to a copy of @s: a refusal is ILLEGAL and changes nothing. */
static gboolean
try_entry (const TsCaylusState *s, TsCaylusState *scratch, const TsCaylusEntry *e)
{
  g_autoptr (GError) error = NULL;

  cy_copy_state (scratch, s);
  if (ts_caylus_apply (scratch, e, &error))
    return TRUE;
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_nonnull (error->message);
  if (!ts_caylus_state_equal (scratch, s) || memcmp (scratch, s, used_size (s)) != 0)
    {
      g_autofree char *text = cy_entry_text (e);

      g_error ("refused %s changed the state", text);
    }
  return FALSE;
}

/* A candidate of the brute force: when apply takes it, some listed entry does the same. */
static void
candidate (Brute *b, const TsCaylusEntry *e)
{
  gboolean found = FALSE;

  if (!try_entry (b->s, b->scratch, e))
    return;
  b->accepted++;
  if (g_hash_table_contains (b->hashes, GUINT_TO_POINTER (state_hash (b->scratch))))
    for (guint i = 0; i < b->results->len && !found; i++)
      found = ts_caylus_state_equal (&g_array_index (b->results, TsCaylusState, i), b->scratch);
  if (!found)
    {
      g_autofree char *text = cy_entry_text (e);
      g_autofree char *pending = ts_caylus_describe_pending (b->s);

      g_error ("%s accepted, not listed (%s)", text, pending);
    }
}

/* Every way to pay at most @most resources out of what @player holds (and no "pay"). */
static void
with_payments (Brute *b, const TsCaylusEntry *base, int most)
{
  const TsCaylusPlayer *p = &b->s->players[base->player];
  TsCaylusEntry e = *base;
  int v[TS_CAYLUS_N_RESOURCES];

  e.has_pay = FALSE;
  memset (e.pay, 0, sizeof e.pay);
  candidate (b, &e);
  e.has_pay = TRUE;
  for (v[0] = 0; v[0] <= MIN (p->res[0], most); v[0]++)
    for (v[1] = 0; v[0] + v[1] <= most && v[1] <= p->res[1]; v[1]++)
      for (v[2] = 0; v[0] + v[1] + v[2] <= most && v[2] <= p->res[2]; v[2]++)
        for (v[3] = 0; v[0] + v[1] + v[2] + v[3] <= most && v[3] <= p->res[3]; v[3]++)
          for (v[4] = 0; v[0] + v[1] + v[2] + v[3] + v[4] <= most && v[4] <= p->res[4]; v[4]++)
            if (v[0] + v[1] + v[2] + v[3] + v[4] > 0)
              {
                for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
                  e.pay[r] = v[r];
                candidate (b, &e);
              }
}

/* A building's option used (directly or through a Benefit): every option, and per option
 * every tile, place, move, resource taken and payment the entry may carry. */
static void
option_candidates (Brute *b, const TsCaylusEntry *base)
{
  for (guint option = 0; option < TS_CAYLUS_MAX_OPTIONS; option++)
    {
      TsCaylusEntry e = *base;

      e.option = option;
      with_payments (b, &e, 4);
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        {
          e.take = r;
          with_payments (b, &e, 2);
        }
      e.take = TS_CAYLUS_N_RESOURCES;
      for (int steps = -3; steps <= 3; steps++)
        {
          e.steps = steps;
          candidate (b, &e);
        }
      e.steps = 0;
      for (guint t = 0; t < b->s->data->n_tiles; t++)
        {
          guint klass = b->s->data->tiles[t].klass;

          if (klass != TS_CAYLUS_CLASS_WOOD && klass != TS_CAYLUS_CLASS_STONE)
            continue;
          e.tile = t;
          with_payments (b, &e, 3);
        }
      e.tile = TS_CAYLUS_NO_TILE;
      for (guint spot = 0; spot < b->s->n_spots; spot++)
        {
          e.at = spot;
          with_payments (b, &e, 1);
        }
    }
}

/* Every delivery of 1 to as many batches as the player's resources allow. */
static void
delivery_candidates (Brute *b, const TsCaylusEntry *base)
{
  const TsCaylusPlayer *p = &b->s->players[base->player];
  int total = 0;
  TsCaylusEntry e = *base;
  int v[TS_CAYLUS_N_RESOURCES];

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    total += p->res[r];
  e.has_pay = TRUE;
  for (int n = 1; 3 * n <= total; n++)
    {
      int sum = 3 * n;

      e.batches = n;
      for (v[0] = 0; v[0] <= MIN (p->res[0], sum); v[0]++)
        for (v[1] = 0; v[0] + v[1] <= sum && v[1] <= p->res[1]; v[1]++)
          for (v[2] = 0; v[0] + v[1] + v[2] <= sum && v[2] <= p->res[2]; v[2]++)
            for (v[3] = 0; v[0] + v[1] + v[2] + v[3] <= sum && v[3] <= p->res[3]; v[3]++)
              {
                v[4] = sum - v[0] - v[1] - v[2] - v[3];
                if (v[4] > p->res[4])
                  continue;
                for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
                  e.pay[r] = v[r];
                e.has_gold_batches = FALSE;
                e.gold_batches = 0;
                candidate (b, &e);
                /* Every count of batches with gold the table might say, possible or not. */
                e.has_gold_batches = TRUE;
                for (int k = 0; k <= MIN (n, v[4]) + 1; k++)
                  {
                    e.gold_batches = k;
                    candidate (b, &e);
                  }
              }
    }
}

/* @full: the player to decide also gets every way to use a building, deliver and build a
 * monument (others are refused before those are looked at). */
static void
player_candidates (Brute *b, guint player, gboolean full)
{
  const TsCaylusState *s = b->s;
  TsCaylusEntry e;

  ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_PASS, player);
  candidate (b, &e);
  ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_SKIP, player);
  candidate (b, &e);
  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_DRAFT, player);
      e.character = c;
      candidate (b, &e);
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_CHARACTER, player);
      e.character = c;
      candidate (b, &e);
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_BENEFIT, player);
      e.character = c;
      candidate (b, &e);
    }
  ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_PLACE, player);
  e.at = TS_CAYLUS_AT_WORKSITE;
  candidate (b, &e);
  for (guint spot = 0; spot < s->n_spots; spot++)
    {
      e.at = spot;
      candidate (b, &e);
    }
  for (int steps = -4; steps <= 4; steps++)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_PROVOST, player);
      e.steps = steps;
      candidate (b, &e);
    }
  if (!full)
    return;
  if (s->stage == TS_CAYLUS_STAGE_ACTIVATE)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_USE, player);
      option_candidates (b, &e);
    }
  if (s->stage == TS_CAYLUS_STAGE_BENEFIT)
    for (guint k = 1; k <= TS_CAYLUS_WORKSITE_TILES; k++)
      {
        ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_BENEFIT, player);
        e.worksite = k;
        option_candidates (b, &e);
      }
  if (s->stage == TS_CAYLUS_STAGE_DELIVERY)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_DELIVER, player);
      delivery_candidates (b, &e);
    }
  if (s->stage == TS_CAYLUS_STAGE_MONUMENT)
    for (guint t = 0; t < s->data->n_tiles; t++)
      if (s->data->tiles[t].klass == TS_CAYLUS_CLASS_MONUMENT)
        for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
          {
            ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_MONUMENT, player);
            e.tile = t;
            e.at = spot;
            candidate (b, &e);
          }
}

/* The table's events: every tile, every first player, every character. */
static void
event_candidates (Brute *b)
{
  TsCaylusEntry e;

  for (guint t = 0; t < b->s->data->n_tiles; t++)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_DEAL, -1);
      e.tile = t;
      candidate (b, &e);
    }
  for (int p = 0; p < TS_CAYLUS_MAX_PLAYERS; p++)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_FIRST_PLAYER, p);
      candidate (b, &e);
    }
  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    {
      ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_REVEAL, -1);
      e.character = c;
      candidate (b, &e);
    }
}

void
cy_check_legal_complete (const TsCaylusState *s, TsCaylusState *scratch)
{
  int actor = ts_caylus_state_actor (s);
  g_autoptr (GArray) legal = actor >= 0 ? ts_caylus_legal (s) : ts_caylus_legal_events (s);
  g_autoptr (GArray) results = g_array_sized_new (FALSE, FALSE, sizeof (TsCaylusState), 0);
  g_autoptr (GHashTable) hashes = g_hash_table_new (NULL, NULL);
  Brute b = { s, scratch, results, hashes, 0 };

  if (actor >= 0)
    {
      g_autoptr (GArray) events = ts_caylus_legal_events (s);

      g_assert_cmpuint (events->len, ==, 0);
    }
  else
    {
      g_autoptr (GArray) none = ts_caylus_legal (s);

      g_assert_cmpuint (none->len, ==, 0);
    }
  g_array_set_size (results, legal->len);
  for (guint i = 0; i < legal->len; i++)
    {
      const TsCaylusEntry *e = &g_array_index (legal, TsCaylusEntry, i);
      TsCaylusState *r = &g_array_index (results, TsCaylusState, i);

      if (!try_entry (s, r, e))
        {
          g_autofree char *text = cy_entry_text (e);

          g_error ("listed %s refused", text);
        }
      g_assert_cmpint (e->player, ==, actor >= 0 ? actor : e->player);
      g_hash_table_add (hashes, GUINT_TO_POINTER (state_hash (r)));
    }
  if (s->stage == TS_CAYLUS_STAGE_OVER)
    {
      g_assert_cmpuint (legal->len, ==, 0);
      return;
    }
  g_assert_cmpuint (legal->len, >, 0);
  if (actor < 0)
    event_candidates (&b);
  else
    for (guint p = 0; p < s->n_players; p++)
      {
        guint before = b.accepted;

        player_candidates (&b, p, p == (guint)actor);
        /* Only the player to decide may. */
        if (p != (guint)actor)
          g_assert_cmpuint (b.accepted, ==, before);
      }
  g_assert_cmpuint (b.accepted, >, 0);
}

gboolean
cy_try_mutation (const TsCaylusState *s, TsCaylusState *scratch, const TsCaylusEntry *entry,
              GRand *rand)
{
  TsCaylusEntry e = *entry;

  switch (g_rand_int_range (rand, 0, 9))
    {
      case 0:
        e.player = g_rand_int_range (rand, -1, s->n_players + 1);
        break;
      case 1:
        e.type = g_rand_int_range (rand, 0, TS_CAYLUS_N_ENTRY_TYPES);
        break;
      case 2:
        e.at = g_rand_int_range (rand, 0, s->n_spots + 2);
        break;
      case 3:
        e.tile = g_rand_int_range (rand, 0, s->data->n_tiles + 1);
        break;
      case 4:
        e.character = g_rand_int_range (rand, 0, TS_CAYLUS_N_CHARACTERS + 1);
        break;
      case 5:
        e.steps = g_rand_int_range (rand, -4, 5);
        break;
      case 6:
        e.pay[g_rand_int_range (rand, 0, TS_CAYLUS_N_RESOURCES)] += g_rand_int_range (rand, 1, 3);
        e.has_pay = TRUE;
        break;
      case 7:
        e.batches = g_rand_int_range (rand, 0, 6);
        e.has_gold_batches = g_rand_boolean (rand);
        e.gold_batches = g_rand_int_range (rand, 0, 5);
        break;
      default:
        e.option = g_rand_int_range (rand, 0, 3);
        e.worksite = g_rand_int_range (rand, 0, 4);
        break;
    }
  return !try_entry (s, scratch, &e);
}
