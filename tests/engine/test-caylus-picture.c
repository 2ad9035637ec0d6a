/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board as the phones picture it (TsGameModule.board_picture, entry_spot): the printed
 * buildings and the Worksite over the Road in rows of 6, what stands on each place, and the
 * place each legal entry names, at every point of real games (the corpus records). */
#include "caylus-util.h"
#include "record-walk.h"

extern const TsGameModule ts_caylus_module;

#define N_SPOTS(s) (TS_CAYLUS_N_PRINTED + 1u + (s)->data->road_spaces)

/* The place a record entry names, from its JSON alone: where a worker goes (CY-PLN-02/07),
 * the Lawyer's building (CY-PRT-02), the residence a monument covers (CY-MNM-02). */
static char *
expected_spot (JsonNode *node)
{
  JsonObject *o = json_node_get_object (node);
  const char *type = json_object_get_string_member (o, "type");

  if (g_str_equal (type, "place") || g_str_equal (type, "use") || g_str_equal (type, "monument"))
    return g_strdup (json_object_get_string_member_with_default (o, "at", NULL));
  return NULL;
}

/* CY-PRT-01..05 and CY-PLN-07: the Fair, the Lawyer, the Carpenter, the Toll and the Worksite
 * on the first row; the Road's spaces (CY-PRV-04, 23 in the shipped data) from the second, 6
 * a row, each marked with its number. */
static void
assert_shape (const TsCaylusState *s, const TsBoardPicture *picture)
{
  static const char *const first[] = { "fair", "lawyer", "carpenter", "toll", "worksite" };
  static const char *const marks[] = { "F", "L", "C", "T", "W" };
  g_autoptr (GHashTable) cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_assert_nonnull (picture);
  g_assert_cmpuint (picture->spots->len, ==, N_SPOTS (s));
  for (guint i = 0; i < picture->spots->len; i++)
    {
      const TsBoardSpot *spot = g_ptr_array_index (picture->spots, i);
      char *cell = g_strdup_printf ("%d,%d", spot->col, spot->row);

      g_assert_false (g_hash_table_contains (cells, cell));
      g_hash_table_add (cells, cell);
      g_assert_true (ts_board_picture_find (picture, spot->id) == spot);
      g_assert_cmpstr (spot->label, !=, "");
      if (i < G_N_ELEMENTS (first))
        {
          g_assert_cmpstr (spot->id, ==, first[i]);
          g_assert_cmpint (spot->col, ==, (int) i);
          g_assert_cmpint (spot->row, ==, 0);
          g_assert_cmpstr (spot->mark, ==, marks[i]);
        }
      else
        {
          guint space = i - G_N_ELEMENTS (first) + 1;
          g_autofree char *id = g_strdup_printf ("road-%u", space);
          g_autofree char *mark = g_strdup_printf ("%u", space);

          g_assert_cmpstr (spot->id, ==, id);
          g_assert_cmpint (spot->col, ==, (int) (space - 1) % 6);
          g_assert_cmpint (spot->row, ==, 1 + (int) (space - 1) / 6);
          g_assert_cmpstr (spot->mark, ==, mark);
          /* ts_caylus_spot_from_string reads the id back as that Road space. */
          g_assert_cmpint (ts_caylus_spot_from_string (s, spot->id), ==,
                           TS_CAYLUS_N_PRINTED - 1 + (int) space);
        }
    }
}

typedef struct
{
  guint place, worksite, lawyer, without, points;
} Seen;

/* Where a legal entry that names a place goes: the Lawyer's building, the Worksite, or
 * another place. */
static void
count_place (gconstpointer entry,
             const char   *spot,
             gpointer      data)
{
  Seen *seen = data;

  if (((const TsCaylusEntry *) entry)->type == TS_CAYLUS_ENTRY_USE)
    seen->lawyer++;
  else if (g_str_equal (spot, "worksite"))
    seen->worksite++;
  else
    seen->place++;
}

/* A state of a record while the game goes on: every legal entry names the place its JSON says,
 * a place the picture has, and so does the entry the record applies there. */
static void
check_point (RecordWalk *r,
             guint       at,
             gpointer    data)
{
  g_autoptr (TsBoardPicture) picture = r->module->board_picture (r->state);
  Seen *seen = data;

  assert_shape (r->state, picture);
  seen->without += record_walk_assert_legal_spots (r->module, r->state, picture, expected_spot,
                                                   count_place, seen);
  seen->points++;
  if (at < r->n_entries)
    record_walk_assert_entry_spot (r, at, expected_spot);
}

/* Every player count (CY-CMP-01): workers go to the Road and the Worksite (CY-PLN-02/07),
 * the Lawyer names its building (CY-PRT-02); passes, the Provost, deliveries and Benefits
 * name no place. */
static void
test_records (void)
{
  static const char *const names[] = {
    "caylus-1303-2p-complete.json",
    "caylus-1303-3p-used-complete.json",
    "caylus-1303-4p-residence-counts-complete.json",
    "caylus-1303-5p-complete.json",
    NULL,
  };
  Seen seen = { 0 };

  record_walk (names, check_point, &seen);
  g_assert_cmpuint (seen.points, >, 800);
  g_assert_cmpuint (seen.place, >, 0);
  g_assert_cmpuint (seen.worksite, >, 0);
  g_assert_cmpuint (seen.lawyer, >, 0);
  g_assert_cmpuint (seen.without, >, 0);
}

static const char *
label_of (const TsBoardPicture *picture, const char *id)
{
  const TsBoardSpot *spot = ts_board_picture_find (picture, id);

  g_assert_nonnull (spot);
  return spot->label;
}

/* The labels: a building by its name (CY-SET-01..04), its owner's house (CY-PRT-03), the
 * workers placed on it (CY-PLN-02), the Worksite's workers by space (CY-PLN-07); an empty
 * Road space says so. */
static void
test_labels (void)
{
  const TsGameModule *m = &ts_caylus_module;
  g_autofree TsCaylusState *s = cy_new_setup (2, "thief bailiff helper laborer goldsmith");
  g_autoptr (TsBoardPicture) before = m->board_picture (s);
  g_autoptr (TsBoardPicture) after = NULL;

  assert_shape (s, before);
  g_assert_cmpstr (label_of (before, "fair"), ==, "Fair");
  g_assert_cmpstr (label_of (before, "road-1"), ==, "Road space 1: Farm");
  g_assert_cmpstr (label_of (before, "road-12"), ==, "Road space 12, empty");
  g_assert_cmpstr (label_of (before, "worksite"), ==, "Worksite; no worker");
  cy_put (s, 12, "w-tailor", 1, TS_CAYLUS_SIDE_CONSTRUCTION);
  cy_place (s, 0, "road-1");
  cy_place (s, 1, "worksite");
  cy_place (s, 0, "fair");
  after = m->board_picture (s);
  g_assert_cmpstr (label_of (after, "road-1"), ==, "Road space 1: Farm, Ana's worker");
  g_assert_cmpstr (label_of (after, "road-12"), ==, "Road space 12: Tailor, Bruno's house");
  g_assert_cmpstr (label_of (after, "worksite"), ==, "Worksite; Bruno's worker on space 1");
  g_assert_cmpstr (label_of (after, "fair"), ==, "Fair, Ana's worker");
}

/* Bruno may place on every building with no worker (CY-PLN-03/04), never on an empty Road
 * space: each of his "place" entries names a place of the picture, and no two the same. */
static void
test_place_entries (void)
{
  const TsGameModule *m = &ts_caylus_module;
  g_autofree TsCaylusState *s = cy_new_setup (2, "thief bailiff helper laborer goldsmith");
  g_autoptr (GPtrArray) legal = NULL;
  g_autoptr (TsBoardPicture) picture = NULL;
  g_autoptr (GHashTable) named = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  cy_place (s, 0, "road-2");
  legal = m->legal_entries (s);
  picture = m->board_picture (s);
  for (guint i = 0; i < legal->len; i++)
    {
      const TsCaylusEntry *e = g_ptr_array_index (legal, i);
      char *spot = m->entry_spot (s, e);

      if (e->type != TS_CAYLUS_ENTRY_PLACE)
        {
          g_assert_null (spot);
          continue;
        }
      g_assert_nonnull (ts_board_picture_find (picture, spot));
      g_assert_false (g_hash_table_contains (named, spot));
      g_hash_table_add (named, spot);
    }
  g_assert_true (g_hash_table_contains (named, "fair"));
  g_assert_true (g_hash_table_contains (named, "worksite"));
  g_assert_true (g_hash_table_contains (named, "road-1"));
  g_assert_false (g_hash_table_contains (named, "road-2"));  /* Ana's worker (CY-PLN-03) */
  g_assert_false (g_hash_table_contains (named, "road-12")); /* empty (CY-PLN-04) */
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/caylus/picture/labels/CY-PLN-02", test_labels);
  g_test_add_func ("/caylus/picture/place-entries/CY-PLN-04", test_place_entries);
  g_test_add_func ("/caylus/picture/records/CY-PLN-07", test_records);
  return g_test_run ();
}
