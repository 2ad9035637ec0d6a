/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What an entry did to the players, in words: compared before and after a correction so the
 * players learn which later entries it changes (a ship that takes other goods). */
#include "ts-burgundy-score.h"

#include "ts-i18n.h"

static void
add_part (GString *parts, const char *text)
{
  if (parts->len > 0)
    /* Translators: separates the changes of one player ("+1 goods 2, +3 VP") */
    g_string_append (parts, _ (", "));
  g_string_append (parts, text);
}


/* The team game keeps the team's resources and shared storage in both partners' structs:
 * they are told once, for the team; each player's own VP, private storage and bridge marker
 * under their name (CB-TEM-06/09). */
typedef enum
{
  PARTS_ALL,
  PARTS_TEAM,
  PARTS_OWN,
} Parts;

static void
player_parts (GString *parts, const TsBurgundyPlayer *a, const TsBurgundyPlayer *b, Parts which)
{
  gboolean team = which != PARTS_OWN, own = which != PARTS_TEAM;
  guint first = which == PARTS_OWN ? TS_BURGUNDY_TEAM_SHARED_STORAGE : 0;
  guint last = which == PARTS_TEAM ? TS_BURGUNDY_TEAM_SHARED_STORAGE : TS_BURGUNDY_MAX_STORAGE;

  for (guint g = 1; g <= 6 && team; g++)
    if (a->goods[g] != b->goods[g])
      {
        /* Translators: a change of goods in storage ("+2 goods 5"), then the goods type */
        g_autofree char *text = g_strdup_printf (_ ("%+d goods %u"), b->goods[g] - a->goods[g],
                                                 g);
        add_part (parts, text);
      }
  for (guint k = first; k < last; k++)
    if (a->storage[k] != b->storage[k] && b->storage[k] != 0)
      {
        /* Translators: a tile that went into a player's storage */
        g_autofree char *text = g_strdup_printf (_ ("the %s into storage"),
                                                 ts_burgundy_tile_name (b->storage[k]));
        add_part (parts, text);
      }
  if (a->vp != b->vp && own)
    {
      /* Translators: a change of victory points ("+3 VP") */
      g_autofree char *text = g_strdup_printf (_ ("%+d VP"), b->vp - a->vp);
      add_part (parts, text);
    }
  if (a->silver != b->silver && team)
    {
      /* Translators: a change of silver coins ("-2 silver") */
      g_autofree char *text = g_strdup_printf (ngettext ("%+d silver", "%+d silver",
                                                           ABS (b->silver - a->silver)),
                                                 b->silver - a->silver);
      add_part (parts, text);
    }
  if (a->workers != b->workers && team)
    {
      /* Translators: a change of worker tokens ("+2 workers") */
      g_autofree char *text = g_strdup_printf (ngettext ("%+d worker", "%+d workers",
                                                           ABS (b->workers - a->workers)),
                                                 b->workers - a->workers);
      add_part (parts, text);
    }
  if (a->route_next != b->route_next)
    {
      /* Translators: sold goods laid on a player's trade route (CB-TRD-03) */
      g_autofree char *text = g_strdup_printf (
          ngettext ("%d goods tile onto the trade route", "%d goods tiles onto the trade route",
                    b->route_next - a->route_next),
          b->route_next - a->route_next);
      add_part (parts, text);
    }
  if (a->bridge_space != b->bridge_space && own)
    {
      /* Translators: the turn-order marker moved to this bridge space */
      g_autofree char *text = g_strdup_printf (_ ("to bridge space %u"), b->bridge_space);
      add_part (parts, text);
    }
  /* Shields taken and lost (CB-SHG-04, CB-SHG-08). */
  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    if (ts_burgundy_has_shield (a, n) != ts_burgundy_has_shield (b, n))
      {
        g_autofree char *text
            = ts_burgundy_has_shield (b, n)
                  /* Translators: %u is a shield number, placed on one of the player's castles */
                  ? g_strdup_printf (_ ("shield %u on a castle"), n)
                  /* Translators: %u is a shield number, removed from the game */
                  : g_strdup_printf (_ ("shield %u out of the game"), n);
        add_part (parts, text);
      }
  /* Solo game: the target marker moved back (CB-SOL-21). */
  if (a->solo_target != b->solo_target)
    {
      /* Translators: solo game; the target marker's new space */
      g_autofree char *text = g_strdup_printf (_ ("the target to %u"), b->solo_target);
      add_part (parts, text);
    }
}

static void
append_sentence (GString *out, const char *who, const GString *parts)
{
  if (parts->len == 0)
    return;
  if (out->len > 0)
    g_string_append (out, " ");
  /* Translators: a player name, then what changed for them ("+1 goods 2, +3 VP") */
  g_string_append_printf (out, _ ("%s: %s."), who, parts->str);
}

char *
ts_burgundy_describe_outcome (const TsBurgundyState *before, const TsBurgundyState *after)
{
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean team = after->options.team;

  for (guint p = 0; p < after->n_players && p < before->n_players; p++)
    {
      g_autoptr (GString) parts = g_string_new (NULL);

      if (team && p < 2)
        {
          g_autofree char *name = ts_burgundy_team_name (after, p);

          player_parts (parts, &before->players[p], &after->players[p], PARTS_TEAM);
          append_sentence (out, name, parts);
          g_string_truncate (parts, 0);
        }
      player_parts (parts, &before->players[p], &after->players[p],
                    team ? PARTS_OWN : PARTS_ALL);
      append_sentence (out, after->names[p], parts);
    }
  if (out->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&out), FALSE);
}
