/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg component data: the shipped files load and keep their invariants; broken files
 * are refused with a message naming the file (KB-CMP-*, KB-BDG-*, KB-ADV-*). */
#include "kingsburg-util.h"

#include <string.h>

#include "ts-engine-error.h"

static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* KB-ADV-01..18 (the King with 1 gold as the reference rules), KB-BDG-*, KB-CMP-03. */
static void
test_shipped (void)
{
  g_autoptr (GError) error = NULL;
  const TsKingsburgData *d = ts_kingsburg_data_get (&error);
  guint per_year[5] = { 0 }, uncertain = 0, vp = 0;

  g_assert_no_error (error);
  g_assert_nonnull (d);
  /* Advisors: a few numbers the clauses give. */
  g_assert_cmpint (d->advisors[1].gives.vp, ==, 1);
  g_assert_cmpint (d->advisors[8].gives.goods[TS_KINGSBURG_GOLD], ==, 2);
  g_assert_cmpint (d->advisors[10].gives.soldiers, ==, 2);
  g_assert_true (d->advisors[10].sees_enemy);
  g_assert_true (d->advisors[6].exchange);
  g_assert_cmpuint (d->advisors[9].n_one_of, ==, 2);
  g_assert_cmpint (d->advisors[14].gives.vp, ==, -1);
  g_assert_cmpint (d->advisors[14].gives.of_choice, ==, 3);
  g_assert_cmpint (d->advisors[17].gives.vp, ==, 3);
  g_assert_cmpint (d->advisors[18].gives.goods[TS_KINGSBURG_GOLD], ==, 1);
  g_assert_cmpint (d->advisors[18].gives.soldiers, ==, 1);
  /* Buildings: 5 rows of 4, the values the rulebook's examples use (KB-BDG-20/22). */
  g_assert_cmpuint (d->buildings[TS_KINGSBURG_B_STATUE].vp, ==, 3);
  g_assert_cmpuint (d->buildings[TS_KINGSBURG_B_STATUE].cost[TS_KINGSBURG_GOLD], ==, 2);
  g_assert_cmpuint (d->buildings[TS_KINGSBURG_B_GUARD_TOWER].vp, ==, 1);
  g_assert_cmpint (d->buildings[TS_KINGSBURG_B_GUARD_TOWER].battle, ==, 1);
  g_assert_cmpuint (d->buildings[TS_KINGSBURG_B_INN].cost[TS_KINGSBURG_WOOD], ==, 1);
  g_assert_cmpint (d->buildings[TS_KINGSBURG_B_FARMS].battle, ==, -1);
  g_assert_cmpint (d->buildings[TS_KINGSBURG_B_PALISADE].against[TS_KINGSBURG_KIND_ZOMBIES], ==, 2);
  g_assert_cmpint (d->buildings[TS_KINGSBURG_B_BARRICADE].against[TS_KINGSBURG_KIND_GOBLINS], ==,
                   1);
  g_assert_cmpint (d->buildings[TS_KINGSBURG_B_CHURCH].against[TS_KINGSBURG_KIND_DEMONS], ==, 1);
  g_assert_cmpuint (d->buildings[TS_KINGSBURG_B_MARKET].column, ==,
                    d->buildings[TS_KINGSBURG_B_CRANE].column);
  g_assert_cmpuint (d->buildings[TS_KINGSBURG_B_MARKET].row, <,
                    d->buildings[TS_KINGSBURG_B_CRANE].row);
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    vp += d->buildings[b].vp;
  g_assert_cmpuint (vp, ==, 59);
  /* Enemies: 5 a year within the back's strengths; the two doubtful cards say so. */
  for (guint i = 0; i < TS_KINGSBURG_N_ENEMIES; i++)
    {
      const TsKingsburgEnemy *e = &d->enemies[i];

      per_year[e->year - 1]++;
      g_assert_cmpuint (e->strength, >=, d->strength_range[e->year - 1][0]);
      g_assert_cmpuint (e->strength, <=, d->strength_range[e->year - 1][1]);
      uncertain += !e->certain;
    }
  for (guint y = 0; y < 5; y++)
    g_assert_cmpuint (per_year[y], ==, 5);
  g_assert_cmpuint (uncertain, ==, 2);
  g_assert_false (d->enemies[ts_kingsburg_enemy_from_id (d, "Y4-18")].certain);
  g_assert_false (d->enemies[ts_kingsburg_enemy_from_id (d, "Y5-21")].certain);
  /* The rulebook's battle: Goblins, strength 3, 1 gold and a building, 1 stone. */
  {
    const TsKingsburgEnemy *g = &d->enemies[ts_kingsburg_enemy_from_id (d, "Y1-03")];
    g_assert_cmpuint (g->kind, ==, TS_KINGSBURG_KIND_GOBLINS);
    g_assert_cmpuint (g->strength, ==, 3);
    g_assert_cmpint (g->defeat.goods[TS_KINGSBURG_GOLD], ==, 1);
    g_assert_cmpint (g->defeat.building, ==, 1);
    g_assert_cmpint (g->victory.goods[TS_KINGSBURG_STONE], ==, 1);
  }
}

static char *
shipped_text (const char *file)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "..", "data", "games", "kingsburg", file, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Replaces the first @from in the shipped @file by @to and loads it: refused, and the
 * message names the file and says @expect. */
static void
assert_broken (const char *file, const char *from, const char *to, const char *expect)
{
  g_autofree char *text = shipped_text (file);
  g_autofree TsKingsburgData *data = g_new0 (TsKingsburgData, 1);
  g_autoptr (GError) error = NULL;
  GString *broken = g_string_new (text);
  g_autofree char *edited = NULL;
  gboolean ok;

  g_assert_cmpuint (g_string_replace (broken, from, to, 1), ==, 1);
  edited = g_string_free (broken, FALSE);
  if (g_str_equal (file, "advisors.json"))
    ok = ts_kingsburg_data_load_advisors (data, edited, &error);
  else if (g_str_equal (file, "buildings.json"))
    ok = ts_kingsburg_data_load_buildings (data, edited, &error);
  else
    ok = ts_kingsburg_data_load_enemies (data, edited, &error);
  g_assert_false (ok);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA);
  assert_contains (error->message, file);
  assert_contains (error->message, expect);
}

static void
test_broken (void)
{
  assert_broken ("advisors.json", "\"number\": 2,", "\"number\": 1,",
                 "numbered 1 to 18, each once");
  assert_broken ("advisors.json", "\"id\": \"squire\"", "\"id\": \"page\"", "id does not match");
  assert_broken ("advisors.json", "{\"gold\": 4}", "{\"gold\": 4, \"silver\": 1}",
                 "unknown member “silver”");
  assert_broken ("advisors.json", "\"version\": 1", "\"version\": 2", "not version 1");
  assert_broken ("buildings.json", "\"row\": 1, \"column\": 2", "\"row\": 1, \"column\": 1",
                 "5 rows of 4 columns");
  assert_broken ("buildings.json", "{\"gold\": 2}, \"vp\": 3", "{}, \"vp\": 3", "costs goods");
  assert_broken ("buildings.json", "\"id\": \"crane\"", "\"id\": \"statue\"",
                 "every building must appear once");
  assert_broken ("buildings.json", "{\"demons\": 1}", "{\"dragons2\": 1}", "unknown enemy");
  assert_broken ("enemies.json", "\"strength\": 2", "\"strength\": 9", "outside the range");
  assert_broken ("enemies.json", "\"id\": \"Y1-02\"", "\"id\": \"Y1-22\"",
                 "Y1-01 to Y5-25 in order");
  assert_broken ("enemies.json", ", \"doubt\": \"a loss of 8 VP", ", \"note\": \"a loss of 8 VP",
                 "must say its doubt");
  assert_broken ("enemies.json", "\"kind\": \"orcs\"", "\"kind\": \"trolls\"", "unknown kind");
  assert_broken ("enemies.json", "{\"vp\": 5}", "{\"vp\": -5}", "counted from 0 up");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/data/shipped", test_shipped);
  g_test_add_func ("/kingsburg/data/broken", test_broken);
  return g_test_run ();
}
