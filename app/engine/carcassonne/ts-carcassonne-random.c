/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for the property tests and the benchmarks. */
#include "ts-carcassonne-state.h"

#include <string.h>

static gboolean
is_field (const TsCarcassonneState *s, const TsCarcassonneEntry *e)
{
  const TsCarcassonneKind *kind = &s->data->kinds[s->tiles[s->n_tiles - 1].kind];
  int segment = ts_carcassonne_kind_find_segment (kind, e->segment);

  return segment >= 0 && kind->segments[segment].kind == TS_CARCASSONNE_FIELD;
}

/* A placement of @legal that extends the player's builder's road or city (a double turn,
 * CA-TBU-05), tried from a random start on a copy; FALSE when there is none. */
static gboolean
builder_placement (const TsCarcassonneState *s, GArray *legal, GRand *rand, TsCarcassonneEntry *e)
{
  g_autofree TsCarcassonneState *copy = g_new (TsCarcassonneState, 1);
  guint start = g_rand_int_range (rand, 0, legal->len);

  for (guint k = 0; k < legal->len; k++)
    {
      const TsCarcassonneEntry *l
          = &g_array_index (legal, TsCarcassonneEntry, (start + k) % legal->len);

      memcpy (copy, s, sizeof *s);
      if (ts_carcassonne_apply (copy, l, NULL) && copy->double_due)
        {
          *e = *l;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
ts_carcassonne_random_entry (const TsCarcassonneState *s, GRand *rand, TsCarcassonneEntry *e)
{
  g_autoptr (GArray) legal = NULL;

  if (s->stage == TS_CARCASSONNE_STAGE_OVER)
    return FALSE;
  legal = ts_carcassonne_legal (s);
  if (s->stage == TS_CARCASSONNE_STAGE_DRAW)
    {
      guint pick;

      /* The builder's second tile (the only decision while the table draws) is declined
       * now and then (CA-TBU-05: "poderá"). */
      if (legal->len > 0 && g_rand_int_range (rand, 0, 3) == 0)
        {
          *e = g_array_index (legal, TsCarcassonneEntry, 0);
          return TRUE;
        }
      g_assert (s->n_left > 0);
      /* A tile from the stack: each kind as likely as its copies left. */
      pick = g_rand_int_range (rand, 0, s->n_left);
      ts_carcassonne_entry_init (e, TS_CARCASSONNE_ENTRY_DRAW, -1);
      for (guint k = 0; k < s->data->n_kinds; k++)
        {
          if (pick < s->left[k])
            {
              e->kind = k;
              return TRUE;
            }
          pick -= s->left[k];
        }
      g_assert_not_reached ();
    }
  g_assert (legal->len > 0);
  /* A player whose builder is out extends its feature half of the time when they can. */
  if (s->stage == TS_CARCASSONNE_STAGE_PLACE && s->opt_builder && !s->second_tile
      && !s->players[s->turn].builder && g_rand_boolean (rand)
      && builder_placement (s, legal, rand, e))
    return TRUE;
  *e = g_array_index (legal, TsCarcassonneEntry, g_rand_int_range (rand, 0, legal->len));
  /* Farmers never come back: mostly another try, so that followers stay to score roads,
   * cities and cloisters. */
  if (e->type == TS_CARCASSONNE_ENTRY_FIGURE && is_field (s, e) && g_rand_int_range (rand, 0, 3))
    *e = g_array_index (legal, TsCarcassonneEntry, g_rand_int_range (rand, 0, legal->len));
  /* The builder and the pig are rarely legal (their owner's follower must be there first):
   * when they are, they go half of the time, so that games reach double turns and pigs. */
  if (s->stage == TS_CARCASSONNE_STAGE_FIGURE && g_rand_boolean (rand))
    for (guint i = 0; i < legal->len; i++)
      {
        const TsCarcassonneEntry *l = &g_array_index (legal, TsCarcassonneEntry, i);

        if (l->type == TS_CARCASSONNE_ENTRY_FIGURE && l->figure != TS_CARCASSONNE_FOLLOWER)
          {
            *e = *l;
            break;
          }
      }
  return TRUE;
}
