/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet: the goods tokens shared out city by city (CA-TGD-03, issue
 * 42). Whoever completes a city takes all its goods, so each completed city's wine, grain and
 * cloth all went to one player. The sheet does not say who completed which city: the tokens
 * each player holds must be the sum of the goods of some whole cities, every completed city
 * with goods given to exactly one player (ts-carcassonne-sheet-private.h). */
#include "ts-carcassonne-sheet-private.h"

#include <stdlib.h>
#include <string.h>

#include "ts-i18n.h"

#define N_GOODS TS_CARCASSONNE_N_GOODS
/* At most 20 cities with goods (20 icons in the box, one a tile) and 5 players. */
#define MAX_CITIES 32

typedef struct
{
  const guint8 (*cities)[N_GOODS];
  guint n_cities, n_players;
  int due[TS_CARCASSONNE_MAX_PLAYERS][N_GOODS]; /* what each player still needs */
  guint steps, max_steps;
  gboolean gave_up;
  GHashTable *failed; /* the states (next city, the goods due as a multiset) that fail */
} Split;

static int
compare_due (const void *a, const void *b)
{
  return memcmp (a, b, N_GOODS);
}

/* The state as a string: the next city, then the goods due sorted (players alike are one). */
static char *
state_key (const Split *sp, guint next)
{
  guint8 rows[TS_CARCASSONNE_MAX_PLAYERS][N_GOODS];
  char key[2 + TS_CARCASSONNE_MAX_PLAYERS * N_GOODS];
  guint k = 0;

  for (guint p = 0; p < sp->n_players; p++)
    for (guint g = 0; g < N_GOODS; g++)
      rows[p][g] = (guint8)sp->due[p][g];
  qsort (rows, sp->n_players, sizeof rows[0], compare_due);
  /* Values up to 99 (the check's limit): 'A' + v is never 0. */
  key[k++] = 'A' + next;
  for (guint p = 0; p < sp->n_players; p++)
    for (guint g = 0; g < N_GOODS; g++)
      key[k++] = 'A' + rows[p][g];
  key[k] = '\0';
  return g_strdup (key);
}

static gboolean
split_from (Split *sp, guint next)
{
  g_autofree char *key = NULL;

  if (next == sp->n_cities)
    {
      for (guint p = 0; p < sp->n_players; p++)
        for (guint g = 0; g < N_GOODS; g++)
          if (sp->due[p][g] != 0)
            return FALSE;
      return TRUE;
    }
  if (++sp->steps > sp->max_steps)
    {
      sp->gave_up = TRUE;
      return FALSE;
    }
  key = state_key (sp, next);
  if (g_hash_table_contains (sp->failed, key))
    return FALSE;
  for (guint p = 0; p < sp->n_players; p++)
    {
      gboolean fits = TRUE, tried = FALSE;

      for (guint g = 0; g < N_GOODS; g++)
        fits = fits && sp->due[p][g] >= sp->cities[next][g];
      /* A player owed the same as one tried already leads to the same answer. */
      for (guint q = 0; q < p && !tried; q++)
        tried = memcmp (sp->due[q], sp->due[p], sizeof sp->due[p]) == 0;
      if (!fits || tried)
        continue;
      for (guint g = 0; g < N_GOODS; g++)
        sp->due[p][g] -= sp->cities[next][g];
      if (split_from (sp, next + 1))
        return TRUE;
      for (guint g = 0; g < N_GOODS; g++)
        sp->due[p][g] += sp->cities[next][g];
      if (sp->gave_up)
        return FALSE;
    }
  g_hash_table_add (sp->failed, g_steal_pointer (&key));
  return FALSE;
}

static int
compare_cities (const void *a, const void *b)
{
  const guint8 *ca = a, *cb = b;
  int ta = 0, tb = 0;

  for (guint g = 0; g < N_GOODS; g++)
    {
      ta += ca[g];
      tb += cb[g];
    }
  /* The biggest first: they fit fewest players. */
  return ta != tb ? tb - ta : memcmp (cb, ca, N_GOODS);
}

TsCarcassonneSplit
ts_carcassonne_goods_split (const guint8 (*cities)[N_GOODS], guint n_cities,
                            const int (*held)[N_GOODS], guint n_players, guint max_steps,
                            guint *steps)
{
  guint8 sorted[MAX_CITIES][N_GOODS];
  Split sp = { .cities = (const guint8 (*)[N_GOODS])sorted,
               .n_cities = n_cities,
               .n_players = n_players,
               .max_steps = max_steps };
  gboolean found;

  g_return_val_if_fail (n_cities <= MAX_CITIES, TS_CARCASSONNE_SPLIT_UNKNOWN);
  g_return_val_if_fail (n_players <= TS_CARCASSONNE_MAX_PLAYERS, TS_CARCASSONNE_SPLIT_UNKNOWN);
  for (guint p = 0; p < n_players; p++)
    for (guint g = 0; g < N_GOODS; g++)
      {
        if (held[p][g] < 0 || held[p][g] > 99)
          return TS_CARCASSONNE_SPLIT_NO;
        sp.due[p][g] = held[p][g];
      }
  memcpy (sorted, cities, n_cities * sizeof sorted[0]);
  qsort (sorted, n_cities, sizeof sorted[0], compare_cities);
  sp.failed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  found = split_from (&sp, 0);
  g_hash_table_unref (sp.failed);
  if (steps != NULL)
    *steps = sp.steps;
  return found        ? TS_CARCASSONNE_SPLIT_YES
         : sp.gave_up ? TS_CARCASSONNE_SPLIT_UNKNOWN
                      : TS_CARCASSONNE_SPLIT_NO;
}

/* “2 wine, 1 grain” (nothing for no goods). */
static void
append_goods (GString *out, const int goods[N_GOODS])
{
  gboolean first = TRUE;

  for (guint g = 0; g < N_GOODS; g++)
    {
      if (goods[g] == 0)
        continue;
      if (!first)
        g_string_append (out, C_ ("goods", ", "));
      /* Translators: a number of goods tokens and the good (“2 wine”) */
      g_string_append_printf (out, C_ ("goods", "%d %s"), goods[g], ts_carcassonne_good_name (g));
      first = FALSE;
    }
}

/* Between the items of a list of @n: “, ” then “ and ” before the last. */
static void
append_separator (GString *out, guint i, guint n)
{
  if (i > 0)
    /* Translators: between the items of a list, as in “Ana's, Bruno's and Carla's” */
    g_string_append (out, i + 1 == n ? _ (" and ") : _ (", "));
}

/* “the city of 2 tiles at (0, −1), with 2 wine on the tile TT (…) at (0, −1) and the tile
 * TQ (…) at (1, −1)” */
static char *
city_text (const TsCarcassonneState *s, guint16 root, const int goods[N_GOODS])
{
  g_autofree char *feature = ts_carcassonne_feature_text (s, root);
  g_autoptr (GString) what = g_string_new (NULL);
  g_autoptr (GString) tiles = g_string_new (NULL);
  guint n = 0, i = 0;

  append_goods (what, goods);
  for (guint pass = 0; pass < 2; pass++)
    for (guint t = 0; t < s->n_tiles; t++)
      {
        const TsCarcassonneKind *k = &s->data->kinds[s->tiles[t].kind];
        gboolean here = FALSE;

        for (guint seg = 0; seg < k->n_segments && !here; seg++)
          {
            gboolean any = FALSE;

            for (guint g = 0; g < N_GOODS; g++)
              any = any || k->segments[seg].goods[g] > 0;
            here = any && ts_carcassonne_find (s, TS_CARCASSONNE_SEG (t, seg)) == root;
          }
        if (!here)
          continue;
        if (pass == 0)
          n++;
        else
          {
            g_autofree char *tile = ts_carcassonne_sheet_placed_text (s, t);

            append_separator (tiles, i++, n);
            g_string_append (tiles, tile);
          }
      }
  /* Translators: a completed city with goods on a final-map sheet: the city (“the city of 2
   * tiles at (0, −1)”), its goods (“2 wine”), the tiles that show them (“the tile TT (city
   * corner with wine) at (0, −1) and the tile TQ (…) at (1, −1)”) */
  return g_strdup_printf (_ ("%s, with %s on %s"), feature, what->str, tiles->str);
}

gboolean
ts_carcassonne_sheet_goods_split (const TsCarcassonneSheet *sheet, const TsCarcassonneState *s,
                                  TsCarcassonneSheetProblem *problem, GError **error)
{
  guint8 cities[MAX_CITIES][N_GOODS];
  guint16 roots[MAX_CITIES];
  int held[TS_CARCASSONNE_MAX_PLAYERS][N_GOODS];
  g_autoptr (GString) players = NULL;
  g_autoptr (GString) list = NULL;
  guint n = 0, holders = 0, i = 0;
  int first = -1;

  if (!sheet->opt_goods)
    return TRUE;
  for (guint seg = 0; seg < s->n_tiles * TS_CARCASSONNE_MAX_SEGMENTS; seg++)
    {
      TsCarcassonneFeatureInfo info;
      guint total = 0;

      if (s->parent[seg] != seg
          || seg % TS_CARCASSONNE_MAX_SEGMENTS
                 >= s->data->kinds[s->tiles[seg / TS_CARCASSONNE_MAX_SEGMENTS].kind].n_segments
          || ts_carcassonne_segment (s, seg)->kind != TS_CARCASSONNE_CITY)
        continue;
      ts_carcassonne_feature_info (s, seg, &info);
      for (guint g = 0; g < N_GOODS; g++)
        total += info.goods[g];
      if (!info.complete || total == 0)
        continue;
      if (n == MAX_CITIES)
        return TRUE; /* never with the box's 20 goods tiles; nothing to tell */
      memcpy (cities[n], info.goods, N_GOODS);
      roots[n++] = seg;
    }
  for (guint p = 0; p < sheet->n_players; p++)
    for (guint g = 0; g < N_GOODS; g++)
      held[p][g] = sheet->players[p].goods[g];
  /* UNKNOWN (past the bound) is accepted: the totals were checked already. */
  if (ts_carcassonne_goods_split ((const guint8 (*)[N_GOODS])cities, n,
                                  (const int (*)[N_GOODS])held, sheet->n_players,
                                  TS_CARCASSONNE_SPLIT_MAX_STEPS, NULL)
      != TS_CARCASSONNE_SPLIT_NO)
    return TRUE;

  players = g_string_new (NULL);
  for (guint p = 0; p < sheet->n_players; p++)
    holders += held[p][0] + held[p][1] + held[p][2] > 0;
  for (guint p = 0; p < sheet->n_players; p++)
    {
      g_autoptr (GString) goods = g_string_new (NULL);

      if (held[p][0] + held[p][1] + held[p][2] == 0)
        continue;
      if (first < 0)
        first = p;
      append_goods (goods, held[p]);
      append_separator (players, i++, holders);
      /* Translators: goods tokens (“1 wine, 2 grain”) and the player who holds them, in “No
       * split of whole cities gives 1 wine to Ana and 1 wine to Bruno” */
      g_string_append_printf (players, _ ("%s to %s"), goods->str, sheet->players[p].name);
    }
  list = g_string_new (NULL);
  for (guint c = 0; c < n; c++)
    {
      int goods[N_GOODS] = { cities[c][0], cities[c][1], cities[c][2] };
      g_autofree char *city = city_text (s, roots[c], goods);

      if (c > 0)
        /* Translators: between the completed cities listed in a refusal of a final-map sheet */
        g_string_append (list, C_ ("cities", "; "));
      g_string_append (list, city);
    }
  return ts_carcassonne_sheet_refuse_rule (
      problem, TS_CARCASSONNE_SHEET_AT_PLAYER, MAX (first, 0), error, "CA-TGD-03",
      /* Translators: a refusal of a final-map sheet (CA-TGD-03): who holds what (“1 wine to Ana
       * and 1 wine to Bruno”), then the completed cities with goods, each with its goods and
       * the tiles that show them */
      ngettext ("No split of whole cities gives %s: whoever completes a city takes all its "
                "goods, and the only completed city with goods is %s.",
                "No split of whole cities gives %s: whoever completes a city takes all its "
                "goods, and the completed cities with goods are %s.",
                n),
      players->str, list->str);
}
