/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The King's council on a player's phone (TsGameModule.board_picture, entry_spot). */
#include "ts-i18n.h"

#include "ts-table-facts.h"
#include "ts-kingsburg-table.h"

#define COLUMNS 6

/* Who stands on advisor @n this season: the players with dice on it, then the neutral dice
 * of a 2-player game (KB-2P-05); "" when nobody. */
static char *
standing_text (const TsKingsburgState *s,
               guint                   n)
{
  const char *names[TS_KINGSBURG_MAX_PLAYERS + 2];
  guint k = 0;

  for (guint p = 0; p < s->n_players; p++)
    if ((s->occupied[n] >> p) & 1u)
      names[k++] = s->names[p];
  if ((s->blocked >> n) & 1u)
    /* Translators: what stands on a Kingsburg advisor blocked in a 2-player game, listed
     * after the players on it (“Advisor 6, the Alchemist: the neutral dice”) */
    names[k++] = _ ("the neutral dice");
  names[k] = NULL;
  return ts_table_facts_list (names, "");
}

/* KB-INF-01/05: the 18 advisors, 1 to 18 in rows of 6, each with who has dice on
 * it this season. */
TsBoardPicture *
ts_kingsburg_board_picture (gconstpointer state)
{
  const TsKingsburgState *s = state;
  TsBoardPicture *picture = ts_board_picture_new ();

  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    {
      g_autofree char *standing = standing_text (s, n);
      char id[16];
      char *label;

      g_snprintf (id, sizeof id, "advisor-%u", n);
      if (*standing != '\0')
        /* Translators: an advisor of the King's council on a player's phone: its number, its
         * name, then who has dice on it this season (“Advisor 8, the Treasurer: Ana, Bruno”) */
        label = g_strdup_printf (_ ("Advisor %u, the %s: %s"), n, ts_kingsburg_advisor_name (n),
                                 standing);
      else
        /* Translators: an advisor of the King's council on a player's phone: its number and
         * its name (“Advisor 8, the Treasurer”) */
        label = g_strdup_printf (_ ("Advisor %u, the %s"), n, ts_kingsburg_advisor_name (n));
      ts_board_picture_add (picture, id, (n - 1) % COLUMNS, (n - 1) / COLUMNS,
                            g_strdup_printf ("%u", n), label);
    }
  return picture;
}

/* The advisor an influence goes to (KB-INF-03) or whose help is chosen (KB-HLP-03). */
char *
ts_kingsburg_entry_spot (gconstpointer state G_GNUC_UNUSED,
                         gconstpointer entry)
{
  const TsKingsburgEntry *e = entry;

  if (e->type != TS_KINGSBURG_ENTRY_INFLUENCE && e->type != TS_KINGSBURG_ENTRY_HELP)
    return NULL;
  if (e->advisor < 1 || e->advisor > TS_KINGSBURG_N_ADVISORS)
    return NULL;
  return g_strdup_printf ("advisor-%d", e->advisor);
}
