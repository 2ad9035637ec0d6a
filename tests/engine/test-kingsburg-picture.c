/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The King's council on a player's phone (TsGameModule.board_picture, entry_spot): the 18
 * advisors in rows of 6, who stands on each this season, and the advisor each choice acts on,
 * at every step of a real 2-player game (tests/data/corpus). */
#include <string.h>

#include "kingsburg-util.h"
#include "record-walk.h"

extern const TsGameModule ts_kingsburg_module;

static TsBoardPicture *
picture_of (gconstpointer state)
{
  return record_walk_picture (&ts_kingsburg_module, state);
}

/* KB-INF-01: the advisors 1 to 18, 6 to a row, each marked with its number. */
static void
assert_council (const TsBoardPicture *picture)
{
  g_assert_cmpuint (picture->spots->len, ==, TS_KINGSBURG_N_ADVISORS);
  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    {
      const TsBoardSpot *s = g_ptr_array_index (picture->spots, n - 1);
      g_autofree char *id = g_strdup_printf ("advisor-%u", n);
      g_autofree char *mark = g_strdup_printf ("%u", n);
      g_autofree char *start = g_strdup_printf ("Advisor %u, the %s", n,
                                                ts_kingsburg_advisor_name (n));

      g_assert_cmpstr (s->id, ==, id);
      g_assert_cmpint (s->col, ==, (int) (n - 1) % 6);
      g_assert_cmpint (s->row, ==, (int) (n - 1) / 6);
      g_assert_cmpstr (s->mark, ==, mark);
      g_assert_true (g_str_has_prefix (s->label, start));
    }
}

/* The label of advisor @n in @state. */
static char *
label_of (gconstpointer state,
          guint         n)
{
  g_autoptr (TsBoardPicture) picture = picture_of (state);
  g_autofree char *id = g_strdup_printf ("advisor-%u", n);

  return g_strdup (record_walk_spot (picture, id)->label);
}

#define assert_label(state, n, expected)                                                        \
  G_STMT_START                                                                                  \
  {                                                                                             \
    g_autofree char *label_ = label_of (state, n);                                              \
    g_assert_cmpstr (label_, ==, expected);                                                     \
  }                                                                                             \
  G_STMT_END

/* A new game: the whole council, nobody on it yet, and the King's Aid's goods choices act on
 * no advisor (KB-AID-04). */
static void
test_new_game (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autoptr (TsBoardPicture) picture = picture_of (s);
  g_autoptr (GArray) legal = ts_kingsburg_legal (s);

  /* The module offers both hooks. */
  g_assert_true (ts_kingsburg_module.board_picture == ts_kingsburg_board_picture);
  g_assert_true (ts_kingsburg_module.entry_spot == ts_kingsburg_entry_spot);
  assert_council (picture);
  g_assert_cmpstr (record_walk_spot (picture, "advisor-1")->label, ==, "Advisor 1, the Jester");
  g_assert_cmpstr (record_walk_spot (picture, "advisor-8")->label, ==, "Advisor 8, the Treasurer");
  g_assert_cmpstr (record_walk_spot (picture, "advisor-18")->label, ==, "Advisor 18, the King");
  g_assert_cmpint (record_walk_spot (picture, "advisor-18")->col, ==, 5);
  g_assert_cmpint (record_walk_spot (picture, "advisor-18")->row, ==, 2);
  g_assert_cmpint (record_walk_spot (picture, "advisor-7")->col, ==, 0);
  g_assert_cmpint (record_walk_spot (picture, "advisor-7")->row, ==, 1);
  g_assert_null (ts_board_picture_find (picture, "advisor-0"));
  g_assert_null (ts_board_picture_find (picture, "advisor-19"));
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len; i++)
    g_assert_null (ts_kingsburg_entry_spot (s, &g_array_index (legal, TsKingsburgEntry, i)));
}

/* tests/data/corpus/kingsburg-2p-complete.json, by hand at known steps: the neutral dice of
 * a 2-player game (KB-2P-01..03), the players' dice (KB-INF-05), two players on one advisor
 * with the King's Envoy (KB-ENV-04), and the choices that name their advisor. */
static void
test_known_steps (void)
{
  RecordWalk r;
  guint i = 0;

  record_walk_open (&r, "kingsburg-2p-complete.json");
  /* Entry 2 rolls the neutral 3 + 2 + 1 = 6 and 1 + 5 = 6: the two dice go on the Jester and
   * the Sergeant apart (KB-2P-03). Bruno, first, may influence with his 4, 2 and 2. */
  for (; i < 3; i++)
    record_walk_apply (&r, i);
  {
    g_autoptr (GPtrArray) legal = r.module->legal_entries (r.state);
    g_autoptr (TsBoardPicture) picture = picture_of (r.state);
    guint32 advisors = 0;
    guint on = 0;

    /* His influences (KB-INF-03) each name their advisor, 2, 4 or 2 + 2 + 4 = 8 (6 is under
     * the neutral dice, KB-2P-05); his pass names none. */
    for (guint k = 0; k < legal->len; k++)
      {
        const TsKingsburgEntry *e = g_ptr_array_index (legal, k);
        g_autofree char *id = ts_kingsburg_entry_spot (r.state, e);

        if (e->type == TS_KINGSBURG_ENTRY_PASS)
          g_assert_null (id);
        else
          {
            g_autofree char *want = g_strdup_printf ("advisor-%d", e->advisor);

            g_assert_cmpint (e->type, ==, TS_KINGSBURG_ENTRY_INFLUENCE);
            g_assert_cmpstr (id, ==, want);
            g_assert_nonnull (ts_board_picture_find (picture, id));
            advisors |= 1u << e->advisor;
            on++;
          }
      }
    g_assert_cmpuint (on, >=, 3);
    g_assert_cmphex (advisors, ==, 1u << 2 | 1u << 4 | 1u << 8);
  }
  /* Bruno's 2 takes the Squire, Ana's 3 + 1 the Merchant (KB-INF-05). */
  for (; i < 5; i++)
    record_walk_apply (&r, i);
  assert_label (r.state, 6, "Advisor 6, the Alchemist: the neutral dice");
  assert_label (r.state, 1, "Advisor 1, the Jester: the neutral dice");
  assert_label (r.state, 5, "Advisor 5, the Sergeant: the neutral dice");
  assert_label (r.state, 2, "Advisor 2, the Squire: Bruno");
  assert_label (r.state, 4, "Advisor 4, the Merchant: Ana");
  assert_label (r.state, 8, "Advisor 8, the Treasurer");
  /* Entry 7: Ana chooses the Merchant's help (KB-HLP-03): every choice acts there. */
  for (; i < 7; i++)
    record_walk_apply (&r, i);
  {
    g_autoptr (GPtrArray) legal = r.module->legal_entries (r.state);

    g_assert_cmpuint (legal->len, >, 1);
    for (guint k = 0; k < legal->len; k++)
      {
        g_autofree char *id = ts_kingsburg_entry_spot (r.state, g_ptr_array_index (legal, k));

        g_assert_cmpstr (id, ==, "advisor-4");
      }
  }
  /* Entries 36 and 37: Bruno takes the Master Hunter, Ana joins him with the Envoy
   * (KB-ENV-04); the neutral 2 + 2 + 6 and 3 + 4 block the General and the Astronomer. */
  for (; i < 38; i++)
    record_walk_apply (&r, i);
  assert_label (r.state, 9, "Advisor 9, the Master Hunter: Ana, Bruno");
  assert_label (r.state, 10, "Advisor 10, the General: the neutral dice");
  assert_label (r.state, 7, "Advisor 7, the Astronomer: the neutral dice");
  assert_label (r.state, 2, "Advisor 2, the Squire");
  /* Entry 98: Bruno gives the Alchemist a stone (KB-HLP-03): the pay names advisor 6 too. */
  for (; i < 98; i++)
    record_walk_apply (&r, i);
  {
    g_autofree TsKingsburgEntry *e = record_walk_entry (&r, 98);
    g_autofree char *id = ts_kingsburg_entry_spot (r.state, e);

    g_assert_cmpint (e->type, ==, TS_KINGSBURG_ENTRY_HELP);
    g_assert_cmpint (e->pay, >=, 0);
    g_assert_cmpstr (id, ==, "advisor-6");
  }
  record_walk_close (&r);
}

typedef struct
{
  guint influences, helps, others, shared;
} Counts;

/* A state of a game going on: the council (KB-INF-01), each advisor's label naming exactly
 * the players with dice on it; each legal choice and the entry recorded on the advisor it
 * influences (KB-INF-03) or whose help it takes (KB-HLP-01/03), which the picture has; the
 * others on none (the dice, the buildings, the passes, the battle). */
static void
check_point (RecordWalk *r,
             guint       i,
             gpointer    data)
{
  const TsKingsburgState *s = r->state;
  g_autoptr (TsBoardPicture) picture = picture_of (s);
  g_autoptr (GPtrArray) legal = r->module->legal_entries (s);
  Counts *counts = data;

  assert_council (picture);
  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    {
      const TsBoardSpot *sp = g_ptr_array_index (picture->spots, n - 1);
      guint on = 0;

      for (guint p = 0; p < s->n_players; p++)
        {
          gboolean named = strstr (sp->label, s->names[p]) != NULL;

          g_assert_cmpint (named, ==, (s->occupied[n] >> p) & 1u);
          on += named;
        }
      counts->shared += on > 1;
      g_assert_cmpint (strstr (sp->label, "the neutral dice") != NULL, ==,
                       (s->blocked >> n) & 1u);
    }
  if (i < r->n_entries)
    g_ptr_array_add (legal, record_walk_entry (r, i));
  for (guint k = 0; k < legal->len; k++)
    {
      const TsKingsburgEntry *e = g_ptr_array_index (legal, k);
      g_autofree char *id = ts_kingsburg_entry_spot (s, e);

      if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE || e->type == TS_KINGSBURG_ENTRY_HELP)
        {
          g_autofree char *want = g_strdup_printf ("advisor-%d", e->advisor);

          g_assert_cmpstr (id, ==, want);
          g_assert_nonnull (ts_board_picture_find (picture, id));
          if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE)
            counts->influences++;
          else
            counts->helps++;
        }
      else
        {
          g_assert_null (id);
          counts->others++;
        }
    }
}

/* Every step of @name while the game goes on; the record ends it at its last entry (KB-END-02). */
static void
walk_record (const char *name)
{
  const char *const names[] = { name, NULL };
  Counts counts = { 0 }, *c = &counts;

  g_assert_cmpuint (record_walk (names, check_point, c), ==, 0);
  g_assert_cmpuint (c->influences, >, 100);
  g_assert_cmpuint (c->helps, >, 10);
  g_assert_cmpuint (c->others, >, 10);
  /* KB-ENV-04: some advisor had two players at once. */
  g_assert_cmpuint (c->shared, >, 0);
}

static void
test_walk_2p (void)
{
  walk_record ("kingsburg-2p-complete.json");
}

static void
test_walk_5p (void)
{
  walk_record ("kingsburg-5p-complete.json");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/picture/new-game/KB-INF-01", test_new_game);
  g_test_add_func ("/kingsburg/picture/known-steps/KB-2P-03/KB-ENV-04/KB-HLP-03",
                   test_known_steps);
  g_test_add_func ("/kingsburg/picture/walk-2p/KB-INF-03/KB-HLP-01", test_walk_2p);
  g_test_add_func ("/kingsburg/picture/walk-5p/KB-INF-03/KB-HLP-01", test_walk_5p);
  return g_test_run ();
}
