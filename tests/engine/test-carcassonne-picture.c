/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map on a player's phone (TsGameModule.board_picture, entry_spot): every tile placed by
 * its code, where it lies (column x, row y: north up, as the laptop's map draws it), the free
 * places the drawn tile fits, and the place each choice acts on, at every step of real games
 * (tests/data/corpus). */
#include <string.h>

#include "carcassonne-util.h"
#include "record-walk.h"

extern const TsGameModule ts_carcassonne_module;

static TsBoardPicture *
picture_of (gconstpointer state)
{
  return record_walk_picture (&ts_carcassonne_module, state);
}

/* The ids of @picture's spots in its order, space-separated. */
static char *
spot_ids (const TsBoardPicture *picture)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < picture->spots->len; i++)
    {
      const TsBoardSpot *s = g_ptr_array_index (picture->spots, i);

      g_string_append_printf (ids, "%s%s", i > 0 ? " " : "", s->id);
    }
  return g_string_free (ids, FALSE);
}

/* @entry's spot, through the module as the seat server asks it. */
static char *
spot_of (gconstpointer state,
         const char   *json)
{
  g_autofree TsCarcassonneEntry *e = ct_parse (json);

  return ts_carcassonne_module.entry_spot (state, e);
}

/* A new base game, by hand: the start tile alone (CA-BSE-03); the free places around it where
 * the drawn tile fits (CA-BTL-01..03); the tile placed, where its figure or pass acts
 * (CA-BTR-01, CA-BFL-01); north is row −1 (the map's y). */
static void
test_by_hand (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, NULL);
  g_autoptr (TsBoardPicture) start = picture_of (s);
  g_autoptr (TsBoardPicture) drawn = NULL;
  g_autoptr (TsBoardPicture) placed = NULL;
  g_autoptr (TsBoardPicture) north = NULL;
  g_autofree char *start_ids = spot_ids (start);
  g_autofree char *drawn_ids = NULL;
  g_autofree char *placed_ids = NULL;
  g_autofree char *north_ids = NULL;
  g_autofree char *place_spot = NULL;
  g_autofree char *figure_spot = NULL;
  g_autofree char *pass_spot = NULL;
  g_autofree char *draw_spot = NULL;
  const TsBoardSpot *d, *j, *free_spot;

  g_assert_true (ts_carcassonne_module.entry_spot == ts_carcassonne_entry_spot);
  /* CA-BSE-03: BASE-D at (0, 0), the palette's code "D". */
  g_assert_cmpstr (start_ids, ==, "0,0");
  d = record_walk_spot (start, "0,0");
  g_assert_cmpint (d->col, ==, 0);
  g_assert_cmpint (d->row, ==, 0);
  g_assert_cmpstr (d->mark, ==, "D");
  g_assert_cmpstr (d->label, ==,
                   "city cap on N, straight road W-E (start-tile type), at (0, 0)");
  /* A draw is the table's, on no place. */
  draw_spot = spot_of (s, "{\"type\": \"draw\", \"tile\": \"BASE-J\"}");
  g_assert_null (draw_spot);

  /* BASE-J (city N, road E-S) fits on every side of D: its city to D's city on the north,
   * a road to D's roads east and west, its field to D's field south. In reading order. */
  ct_apply (s, "{\"type\": \"draw\", \"tile\": \"BASE-J\"}");
  drawn = picture_of (s);
  drawn_ids = spot_ids (drawn);
  g_assert_cmpstr (drawn_ids, ==, "0,-1 -1,0 0,0 1,0 0,1");
  free_spot = record_walk_spot (drawn, "0,-1");
  g_assert_cmpint (free_spot->col, ==, 0);
  g_assert_cmpint (free_spot->row, ==, -1);
  g_assert_cmpstr (free_spot->mark, ==, "");
  g_assert_cmpstr (free_spot->label, ==, "(0, −1): free, the tile fits here");
  g_assert_cmpint (record_walk_spot (drawn, "-1,0")->col, ==, -1);
  g_assert_cmpint (record_walk_spot (drawn, "0,1")->row, ==, 1);
  g_assert_cmpstr (record_walk_spot (drawn, "-1,0")->label, ==,
                   "(−1, 0): free, the tile fits here");
  place_spot = spot_of (s, "{\"type\": \"place\", \"player\": 0, \"x\": 1, \"y\": 0, "
                           "\"rotation\": 2}");
  g_assert_cmpstr (place_spot, ==, "1,0");

  ct_apply (s, "{\"type\": \"place\", \"player\": 0, \"x\": 1, \"y\": 0, \"rotation\": 2}");
  placed = picture_of (s);
  placed_ids = spot_ids (placed);
  /* Step 2: no free place while the figure is chosen. */
  g_assert_cmpstr (placed_ids, ==, "0,0 1,0");
  j = record_walk_spot (placed, "1,0");
  g_assert_cmpint (j->col, ==, 1);
  g_assert_cmpint (j->row, ==, 0);
  g_assert_cmpstr (j->mark, ==, "J");
  g_assert_cmpstr (j->label, ==, "city cap on N, road curve E-S, at (1, 0)");
  figure_spot = spot_of (s, "{\"type\": \"figure\", \"player\": 0, \"figure\": \"follower\", "
                            "\"segment\": \"city0\"}");
  pass_spot = spot_of (s, "{\"type\": \"pass\", \"player\": 0}");
  g_assert_cmpstr (figure_spot, ==, "1,0");
  g_assert_cmpstr (pass_spot, ==, "1,0");

  /* Bruno's BASE-E (city cap) north of D, city to city: row −1, above D's row 0. */
  ct_apply (s, "{\"type\": \"pass\", \"player\": 0}");
  ct_tile (s, "BASE-E", 0, -1, 2, NULL);
  north = picture_of (s);
  north_ids = spot_ids (north);
  g_assert_cmpstr (north_ids, ==, "0,-1 0,0 1,0");
  g_assert_cmpint (record_walk_spot (north, "0,-1")->row, ==, -1);
  g_assert_cmpstr (record_walk_spot (north, "0,-1")->mark, ==, "E");
  g_assert_cmpstr (record_walk_spot (north, "0,-1")->label, ==, "city cap on N, at (0, −1)");
}

/* Traders & Builders' tiles by their palette codes ("TA".."TX", CA-TBC-01). */
static void
test_expansion_code (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\": true}");
  g_autoptr (TsBoardPicture) picture = NULL;
  g_autoptr (GArray) legal = NULL;
  g_autofree char *json = NULL;
  g_autofree char *id = NULL;
  const TsCarcassonneEntry *e;
  const TsBoardSpot *t;

  ct_apply (s, "{\"type\": \"draw\", \"tile\": \"TB-A\"}");
  legal = ts_carcassonne_legal (s);
  g_assert_cmpuint (legal->len, >, 0);
  e = &g_array_index (legal, TsCarcassonneEntry, 0);
  json = g_strdup_printf ("{\"type\": \"place\", \"player\": 0, \"x\": %d, \"y\": %d, "
                          "\"rotation\": %u}",
                          e->x, e->y, e->rotation);
  id = g_strdup_printf ("%d,%d", e->x, e->y);
  ct_apply (s, json);
  picture = picture_of (s);
  g_assert_cmpuint (picture->spots->len, ==, 2);
  t = record_walk_spot (picture, id);
  g_assert_cmpint (t->col, ==, e->x);
  g_assert_cmpint (t->row, ==, e->y);
  g_assert_cmpstr (t->mark, ==, "TA");
}

typedef struct
{
  guint places, figures, figure_passes, second_passes, draws, fitless;
} Counts;

/* A state of a record while the game goes on: every tile placed by its code at column x,
 * row y, in reading order, and the free places exactly where the legal placements go
 * (CA-BTL-01..03: an open place the tile fits at no turn is left out); each placement on its
 * free place (CA-BTR-01), each figure and pass on the tile just placed (CA-BFL-01, CA-TBU-02,
 * CA-TPG-01), the pass that declines the builder's second tile (CA-TBU-05) and the draws on
 * none. */
static void
check_point (RecordWalk *r,
             guint       i,
             gpointer    data)
{
  const TsCarcassonneState *s = r->state;
  Counts *counts = data;
  g_autoptr (TsBoardPicture) picture = picture_of (s);
  g_autoptr (GPtrArray) legal = NULL;
  g_autoptr (GHashTable) places = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_free = 0;

  g_assert_true (r->module == &ts_carcassonne_module);
  for (guint k = 0; k < picture->spots->len; k++)
    {
      const TsBoardSpot *sp = g_ptr_array_index (picture->spots, k);
      g_autofree char *id = g_strdup_printf ("%d,%d", sp->col, sp->row);
      int t = ts_carcassonne_tile_at (s, sp->col, sp->row);

      g_assert_cmpstr (sp->id, ==, id);
      if (k > 0)
        {
          const TsBoardSpot *before = g_ptr_array_index (picture->spots, k - 1);

          g_assert_true (before->row < sp->row
                         || (before->row == sp->row && before->col < sp->col));
        }
      if (t >= 0)
        {
          const TsCarcassonneKind *kind = &s->data->kinds[s->tiles[t].kind];
          g_autofree char *end = g_strdup_printf (", at (%s%d, %s%d)",
                                                  sp->col < 0 ? "−" : "", ABS (sp->col),
                                                  sp->row < 0 ? "−" : "", ABS (sp->row));

          g_assert_cmpstr (sp->mark, ==, kind->code);
          g_assert_true (g_str_has_prefix (sp->label, kind->name));
          g_assert_true (g_str_has_suffix (sp->label, end));
        }
      else
        {
          g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_PLACE);
          g_assert_cmpstr (sp->mark, ==, "");
          g_assert_true (g_str_has_suffix (sp->label, ": free, the tile fits here"));
          n_free++;
        }
    }
  g_assert_cmpuint (picture->spots->len, ==, s->n_tiles + n_free);

  legal = r->module->legal_entries (s);
  for (guint k = 0; k < legal->len; k++)
    {
      const TsCarcassonneEntry *e = g_ptr_array_index (legal, k);
      g_autofree char *id = ts_carcassonne_entry_spot (s, e);

      switch (e->type)
        {
          case TS_CARCASSONNE_ENTRY_PLACE:
            {
              g_autofree char *want = g_strdup_printf ("%d,%d", e->x, e->y);

              g_assert_cmpstr (id, ==, want);
              g_assert_cmpstr (record_walk_spot (picture, id)->mark, ==, "");
              g_hash_table_add (places, g_steal_pointer (&id));
              counts->places++;
              break;
            }
          case TS_CARCASSONNE_ENTRY_FIGURE:
          case TS_CARCASSONNE_ENTRY_PASS:
            if (s->stage == TS_CARCASSONNE_STAGE_FIGURE)
              {
                const TsCarcassonnePlaced *last = &s->tiles[s->n_tiles - 1];
                g_autofree char *want = g_strdup_printf ("%d,%d", last->x, last->y);

                g_assert_cmpstr (id, ==, want);
                g_assert_cmpstr (record_walk_spot (picture, id)->mark, ==,
                                 s->data->kinds[last->kind].code);
                if (e->type == TS_CARCASSONNE_ENTRY_FIGURE)
                  counts->figures++;
                else
                  counts->figure_passes++;
              }
            else
              {
                g_assert_cmpint (e->type, ==, TS_CARCASSONNE_ENTRY_PASS);
                g_assert_true (s->second_tile);
                g_assert_null (id);
                counts->second_passes++;
              }
            break;
          default:
            g_assert_not_reached ();
        }
    }
  /* The free places are exactly where the legal placements go. */
  g_assert_cmpuint (g_hash_table_size (places), ==, n_free);
  if (s->stage == TS_CARCASSONNE_STAGE_PLACE)
    {
      g_autoptr (GArray) open = ts_carcassonne_open_spots (s);

      counts->fitless += open->len / 2 > n_free;
    }
  if (i < r->n_entries)
    {
      g_autofree TsCarcassonneEntry *e = record_walk_entry (r, i);

      if (e->type == TS_CARCASSONNE_ENTRY_DRAW || e->type == TS_CARCASSONNE_ENTRY_STACK_EMPTY)
        {
          g_autofree char *id = ts_carcassonne_entry_spot (s, e);

          g_assert_null (id);
          counts->draws++;
        }
    }
}

static void
test_walk (void)
{
  static const char *const records[] = {
    "carcassonne-2p-complete.json",
    "carcassonne-3p-traders-builders-complete.json",
    "carcassonne-4p-half-cities-complete.json",
    "carcassonne-5p-builder-pig-complete.json",
    NULL,
  };
  Counts counts = { 0 };

  /* Each record ends its game at its last entry (CA-BTR-02). */
  g_assert_cmpuint (record_walk (records, check_point, &counts), ==, 0);
  g_assert_cmpuint (counts.places, >, 1000);
  g_assert_cmpuint (counts.figures, >, 100);
  g_assert_cmpuint (counts.figure_passes, >, 100);
  g_assert_cmpuint (counts.draws, >, 100);
  g_test_message ("second-tile passes: %u, open places the tile fits nowhere: %u",
                  counts.second_passes, counts.fitless);
  g_assert_cmpuint (counts.second_passes, >, 0);
  g_assert_cmpuint (counts.fitless, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/picture/by-hand/CA-BSE-03/CA-BTL-01/CA-BFL-01", test_by_hand);
  g_test_add_func ("/carcassonne/picture/expansion-code/CA-TBC-01", test_expansion_code);
  g_test_add_func ("/carcassonne/picture/walk/CA-BTR-01/CA-TBU-05", test_walk);
  return g_test_run ();
}
