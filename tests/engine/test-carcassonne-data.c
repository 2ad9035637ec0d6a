/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's tiles (data/games/carcassonne/tiles.json): counts and topology checked
 * against the boxes (CA-BSE-01, CA-TBC-02/03) and against themselves. */
#include <string.h>

#include "ts-carcassonne.h"
#include "ts-carcassonne-data-private.h"
#include "ts-engine-error.h"

static const TsCarcassonneData *
data (void)
{
  g_autoptr (GError) error = NULL;
  const TsCarcassonneData *d = ts_carcassonne_data_get (&error);

  g_assert_no_error (error);
  return d;
}

/* CA-BSE-01, CA-TBC-02: 24 + 24 kinds, 72 + 24 tiles; the start tile is BASE-D. */
static void
test_counts (void)
{
  const TsCarcassonneData *d = data ();
  guint kinds[2] = { 0 }, tiles[2] = { 0 }, pennants = 0, goods[TS_CARCASSONNE_N_GOODS] = { 0 };

  g_assert_cmpuint (d->n_kinds, ==, 48);
  for (guint k = 0; k < d->n_kinds; k++)
    {
      const TsCarcassonneKind *kind = &d->kinds[k];

      kinds[kind->expansion]++;
      tiles[kind->expansion] += kind->count;
      for (guint i = 0; i < kind->n_segments; i++)
        {
          pennants += kind->expansion ? 0 : kind->segments[i].pennants;
          for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
            goods[g] += kind->segments[i].goods[g] * kind->count;
        }
    }
  g_assert_cmpuint (kinds[0], ==, 24);
  g_assert_cmpuint (kinds[1], ==, 24);
  g_assert_cmpuint (tiles[0], ==, 72);
  g_assert_cmpuint (tiles[1], ==, 24);
  g_assert_cmpstr (d->kinds[d->start_kind].id, ==, "BASE-D");
  g_assert_cmpuint (d->kinds[d->start_kind].count, ==, 4);
  /* Pennants per kind, not per copy: the base box shows 10 over its tiles. */
  pennants = 0;
  for (guint k = 0; k < d->n_kinds; k++)
    for (guint i = 0; i < d->kinds[k].n_segments && !d->kinds[k].expansion; i++)
      pennants += d->kinds[k].segments[i].pennants * d->kinds[k].count;
  g_assert_cmpuint (pennants, ==, 10);
  /* CA-TBC-02/03: 9 wine, 6 grain, 5 cloth. */
  g_assert_cmpuint (goods[TS_CARCASSONNE_WINE], ==, 9);
  g_assert_cmpuint (goods[TS_CARCASSONNE_GRAIN], ==, 6);
  g_assert_cmpuint (goods[TS_CARCASSONNE_CLOTH], ==, 5);
}

/* The edge statistics of the 72 base tiles: field 115, road 94, city 79. */
static void
test_edge_totals (void)
{
  const TsCarcassonneData *d = data ();
  guint edges[3] = { 0 };

  for (guint k = 0; k < d->n_kinds; k++)
    for (guint s = 0; s < 4 && !d->kinds[k].expansion; s++)
      edges[d->kinds[k].edges[s]] += d->kinds[k].count;
  g_assert_cmpuint (edges[TS_CARCASSONNE_EDGE_FIELD], ==, 115);
  g_assert_cmpuint (edges[TS_CARCASSONNE_EDGE_ROAD], ==, 94);
  g_assert_cmpuint (edges[TS_CARCASSONNE_EDGE_CITY], ==, 79);
}

/* Every road or city side belongs to exactly one segment of its kind, every half-edge of a
 * field or road side to exactly one field, and a field's cities are cities of its tile. */
static void
test_topology (void)
{
  const TsCarcassonneData *d = data ();

  for (guint k = 0; k < d->n_kinds; k++)
    {
      const TsCarcassonneKind *kind = &d->kinds[k];
      guint side_owners[4] = { 0 }, half_owners[8] = { 0 };

      for (guint i = 0; i < kind->n_segments; i++)
        {
          const TsCarcassonneSegment *seg = &kind->segments[i];

          for (guint s = 0; s < 4; s++)
            if (seg->sides & (1u << s))
              {
                side_owners[s]++;
                g_assert_cmpuint (kind->edges[s], ==,
                                  seg->kind == TS_CARCASSONNE_ROAD ? TS_CARCASSONNE_EDGE_ROAD
                                                                   : TS_CARCASSONNE_EDGE_CITY);
              }
          for (guint h = 0; h < 8; h++)
            if (seg->halves & (1u << h))
              half_owners[h]++;
          for (guint c = 0; c < kind->n_segments; c++)
            if (seg->cities & (1u << c))
              {
                g_assert_cmpuint (seg->kind, ==, TS_CARCASSONNE_FIELD);
                g_assert_cmpuint (kind->segments[c].kind, ==, TS_CARCASSONNE_CITY);
              }
        }
      for (guint s = 0; s < 4; s++)
        {
          g_assert_cmpuint (side_owners[s], ==, kind->edges[s] == TS_CARCASSONNE_EDGE_FIELD ? 0 : 1);
          for (guint h = 2 * s; h < 2 * s + 2; h++)
            g_assert_cmpuint (half_owners[h], ==, kind->edges[s] == TS_CARCASSONNE_EDGE_CITY ? 0 : 1);
        }
      g_assert_true (ts_carcassonne_tile_name_listed (kind->name));
    }
}

/* TRUE when turning @kind by @r quarters gives the same tile: every segment lands on one of
 * the same kind, sides, half-edges, pennants and goods. */
static gboolean
same_turned (const TsCarcassonneKind *kind, guint r)
{
  for (guint i = 0; i < kind->n_segments; i++)
    {
      const TsCarcassonneSegment *a = &kind->segments[i];
      gboolean found = FALSE;

      for (guint j = 0; j < kind->n_segments && !found; j++)
        {
          const TsCarcassonneSegment *b = &kind->segments[j];

          found = a->kind == b->kind && ts_carcassonne_rotate_sides (a->sides, r) == b->sides
                  && ts_carcassonne_rotate_halves (a->halves, r) == b->halves
                  && a->pennants == b->pennants && memcmp (a->goods, b->goods, sizeof a->goods) == 0;
        }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* CA-BTL-02: turning; distinct_rotations is the tile's own period. */
static void
test_rotations (void)
{
  const TsCarcassonneData *d = data ();
  const TsCarcassonneKind *start = &d->kinds[d->start_kind];

  g_assert_cmpuint (ts_carcassonne_rotate_sides (1u << TS_CARCASSONNE_N, 1), ==, 1u << TS_CARCASSONNE_E);
  g_assert_cmpuint (ts_carcassonne_rotate_sides (1u << TS_CARCASSONNE_W, 1), ==, 1u << TS_CARCASSONNE_N);
  g_assert_cmpuint (ts_carcassonne_rotate_halves (1u << 7, 1), ==, 1u << 1);
  g_assert_cmpuint (ts_carcassonne_rotate_halves (0x81, 2), ==, 0x18);
  /* The start tile's city turned a quarter clockwise faces east. */
  g_assert_cmpuint (ts_carcassonne_kind_edge (start, 1, TS_CARCASSONNE_E), ==, TS_CARCASSONNE_EDGE_CITY);
  g_assert_cmpuint (ts_carcassonne_kind_edge (start, 0, TS_CARCASSONNE_N), ==, TS_CARCASSONNE_EDGE_CITY);
  for (guint k = 0; k < d->n_kinds; k++)
    {
      const TsCarcassonneKind *kind = &d->kinds[k];
      guint period = same_turned (kind, 1) ? 1 : same_turned (kind, 2) ? 2 : 4;

      g_assert_cmpuint (kind->distinct_rotations, ==, period);
    }
}

/* Codes and ids both find a kind; segments by id. */
static void
test_lookup (void)
{
  const TsCarcassonneData *d = data ();
  int u = ts_carcassonne_data_find_kind (d, "U");

  g_assert_cmpint (u, >=, 0);
  g_assert_cmpint (u, ==, ts_carcassonne_data_find_kind (d, "BASE-U"));
  g_assert_cmpint (ts_carcassonne_data_find_kind (d, "TU"), ==,
                   ts_carcassonne_data_find_kind (d, "TB-U"));
  g_assert_cmpint (ts_carcassonne_data_find_kind (d, "BASE-Z"), ==, -1);
  g_assert_cmpint (ts_carcassonne_data_find_kind (d, NULL), ==, -1);
  g_assert_cmpint (ts_carcassonne_kind_find_segment (&d->kinds[u], "road0"), ==, 0);
  g_assert_cmpint (ts_carcassonne_kind_find_segment (&d->kinds[u], "city0"), ==, -1);
}

/* A broken file is refused with a message naming the tile and the member at fault. */
static void
check_broken (const char *from, const char *to, const char *expected)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL, *broken = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TsCarcassonneData *d = g_new0 (TsCarcassonneData, 1);
  g_autoptr (GString) s = NULL;
  GResource *ts_games_get_resource (void);

  bytes = g_resource_lookup_data (ts_games_get_resource (),
                                  "/io/github/tableside/Tableside/games/carcassonne/tiles.json", 0,
                                  &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  s = g_string_new (text);
  g_assert_nonnull (strstr (text, from));
  g_string_replace (s, from, to, 1);
  g_assert_false (ts_carcassonne_data_load (d, s->str, &error));
  ts_carcassonne_data_clear (d);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” does not name “%s”", error->message, expected);
}

static void
test_broken (void)
{
  check_broken ("\"edges\": \"CRFR\"", "\"edges\": \"CRXR\"", "BASE-D: “edges”");
  check_broken ("\"id\": \"BASE-X\", \"code\": \"X\", \"name\": \"four roads ending at a crossroads\", "
                "\"expansion\": false, \"count\": 1",
                "\"id\": \"BASE-X\", \"code\": \"X\", \"name\": \"four roads ending at a crossroads\", "
                "\"expansion\": false, \"count\": 0",
                "BASE-X: “count”");
  check_broken ("\"cities\": [\"city0\", \"city1\", \"city2\"]", "\"cities\": [\"city9\"]",
                "TB-M field0");
  check_broken ("{\"id\": \"road0\", \"kind\": \"road\", \"sides\": \"EW\"}, {\"id\": \"city0\"",
                "{\"id\": \"road0\", \"kind\": \"road\", \"sides\": \"E\"}, {\"id\": \"city0\"",
                "BASE-D");
  check_broken ("\"format\": \"tableside-carcassonne-tiles\"", "\"format\": \"other\"", "version 1");
  check_broken ("\"id\": \"BASE-D\"", "\"id\": \"BASE-Q\"", "BASE-Q");
  check_broken ("\"kind\": \"cloister\"", "\"kind\": \"abbey\"", "BASE-A cloister: “kind”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/data/CA-BSE-01/counts", test_counts);
  g_test_add_func ("/carcassonne/data/CA-BSE-01/edge-totals", test_edge_totals);
  g_test_add_func ("/carcassonne/data/topology", test_topology);
  g_test_add_func ("/carcassonne/data/CA-BTL-02/rotations", test_rotations);
  g_test_add_func ("/carcassonne/data/lookup", test_lookup);
  g_test_add_func ("/carcassonne/data/broken-file-named", test_broken);
  return g_test_run ();
}
