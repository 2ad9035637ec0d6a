/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where a figure may go, and every legal decision now, never cut (docs/rules-coverage.md). */
#include "ts-carcassonne-rules.h"

#include <string.h>

#include "ts-i18n.h"

/* "Ana's" or "Ana's and Bruno's": the owners of the followers in a feature. */
static char *
owners (const TsCarcassonneState *s, const TsCarcassonneFeatureInfo *info)
{
  GString *out = g_string_new (NULL);
  guint n = 0, count = 0;

  for (guint p = 0; p < s->n_players; p++)
    count += info->followers[p] > 0;
  for (guint p = 0; p < s->n_players; p++)
    {
      if (info->followers[p] == 0)
        continue;
      if (n > 0)
        /* Translators: between the owners in “Ana's, Bruno's and Carla's” */
        g_string_append (out, n + 1 == count ? _ (" and ") : _ (", "));
      /* Translators: an owner, “Ana's” */
      g_string_append_printf (out, _ ("%s's"), s->names[p]);
      n++;
    }
  return g_string_free (out, FALSE);
}

typedef enum
{
  FIGURE_OK,
  FOLLOWER_NONE_LEFT,
  FOLLOWER_TAKEN,
  BUILDER_OFF,
  BUILDER_ON_MAP,
  BUILDER_WRONG_PART,
  BUILDER_ALONE,
  PIG_OFF,
  PIG_ON_MAP,
  PIG_WRONG_PART,
  PIG_ALONE,
} FigureCheck;

/* Why @figure of the player whose turn it is may not go on @segment of the tile just placed;
 * @followers gets the followers of each player in its feature. Cheap: only the figures on
 * the map are looked at, since the legal list asks for every segment. */
static FigureCheck
figure_check (const TsCarcassonneState *s, TsCarcassonneFigureType figure, guint segment,
              guint8 followers[TS_CARCASSONNE_MAX_PLAYERS])
{
  guint tile = s->n_tiles - 1;
  const TsCarcassonneSegment *seg = &s->data->kinds[s->tiles[tile].kind].segments[segment];
  const TsCarcassonnePlayer *p = &s->players[s->turn];
  guint16 root = ts_carcassonne_feature (s, tile, segment);
  guint any = 0;

  /* The checks that need no count first. */
  switch (figure)
    {
      case TS_CARCASSONNE_FOLLOWER:
        if (p->followers == 0)
          return FOLLOWER_NONE_LEFT; /* CA-BFL-05 */
        break;
      case TS_CARCASSONNE_BUILDER:
        if (!s->opt_builder)
          return BUILDER_OFF;
        if (!p->builder)
          return BUILDER_ON_MAP;
        if (seg->kind != TS_CARCASSONNE_ROAD && seg->kind != TS_CARCASSONNE_CITY)
          return BUILDER_WRONG_PART; /* CA-TBU-02 */
        break;
      case TS_CARCASSONNE_PIG:
      default:
        if (!s->opt_pig)
          return PIG_OFF;
        if (!p->pig)
          return PIG_ON_MAP;
        if (seg->kind != TS_CARCASSONNE_FIELD)
          return PIG_WRONG_PART; /* CA-TPG-02 */
        break;
    }
  memset (followers, 0, TS_CARCASSONNE_MAX_PLAYERS);
  for (guint f = 0; f < s->n_figures; f++)
    if (s->figures[f].type == TS_CARCASSONNE_FOLLOWER
        && ts_carcassonne_find (s, s->figures[f].seg) == root)
      {
        followers[s->figures[f].player]++;
        any++;
      }
  if (figure == TS_CARCASSONNE_FOLLOWER)
    return any ? FOLLOWER_TAKEN : FIGURE_OK; /* CA-BFL-03 */
  /* CA-TBU-03, CA-TPG-02: where the player has a follower. */
  if (followers[s->turn] > 0)
    return FIGURE_OK;
  return figure == TS_CARCASSONNE_BUILDER ? BUILDER_ALONE : PIG_ALONE;
}

char *
ts_carcassonne_figure_refusal (const TsCarcassonneState *s, TsCarcassonneFigureType figure,
                               guint segment, const char **clause)
{
  /* The clause of each refusal (its rule). */
  static const char *const clauses[] = {
    [FOLLOWER_NONE_LEFT] = "CA-BFL-05", [FOLLOWER_TAKEN] = "CA-BFL-03",
    [BUILDER_OFF] = "CA-TBC-01",        [BUILDER_ON_MAP] = "CA-TBC-04",
    [BUILDER_WRONG_PART] = "CA-TBU-02", [BUILDER_ALONE] = "CA-TBU-03",
    [PIG_OFF] = "CA-TBC-01",            [PIG_ON_MAP] = "CA-TPG-03",
    [PIG_WRONG_PART] = "CA-TPG-02",     [PIG_ALONE] = "CA-TPG-02",
  };
  const TsCarcassonneSegment *seg
      = &s->data->kinds[s->tiles[s->n_tiles - 1].kind].segments[segment];
  const char *name = s->names[s->turn];
  const char *feature = ts_carcassonne_kind_word (seg->kind);
  TsCarcassonneFeatureInfo info = { 0 };
  FigureCheck check = figure_check (s, figure, segment, info.followers);

  if (clause != NULL)
    *clause = check < G_N_ELEMENTS (clauses) ? clauses[check] : NULL;
  switch (check)
    {
      case FIGURE_OK:
        return NULL;
      case FOLLOWER_NONE_LEFT:
        /* Translators: a refusal (CA-BSE-02); a player's name */
        return g_strdup_printf (_ ("%s has no follower left: all 7 are on the map."), name);
      case FOLLOWER_TAKEN:
        {
          g_autofree char *who = owners (s, &info);

          /* Translators: a refusal (CA-BFL-03): the feature (“city”), the follower's role
           * there (“a knight”), its owners (“Ana's”) */
          return g_strdup_printf (_ ("The %s already has %s: %s."), feature,
                                  ts_carcassonne_role_word (seg->kind), who);
        }
      case BUILDER_OFF:
        return g_strdup (_ ("This game is played without the builders."));
      case BUILDER_ON_MAP:
        /* Translators: a refusal (CA-TBC-04: one builder each); a player's name */
        return g_strdup_printf (_ ("%s's builder is on the map already."), name);
      case BUILDER_WRONG_PART:
        /* Translators: a refusal (CA-TBU-02); the part of the tile (“field”) */
        return g_strdup_printf (_ ("The builder goes on a road or a city, not on a %s."), feature);
      case BUILDER_ALONE:
        /* Translators: a refusal (CA-TBU-03): the player, the feature (“road”) */
        return g_strdup_printf (_ ("The builder goes only where %s has a follower, and this %s "
                                   "has none of theirs."),
                                name, feature);
      case PIG_OFF:
        return g_strdup (_ ("This game is played without the pigs."));
      case PIG_ON_MAP:
        /* Translators: a refusal (CA-TPG-03: one pig each); a player's name */
        return g_strdup_printf (_ ("%s's pig is on the map already."), name);
      case PIG_WRONG_PART:
        /* Translators: a refusal (CA-TPG-02); the part of the tile (“road”) */
        return g_strdup_printf (_ ("The pig goes on a field, not on a %s."), feature);
      case PIG_ALONE:
      default:
        /* Translators: a refusal (CA-TPG-02); a player's name */
        return g_strdup_printf (_ ("The pig goes only on a field with one of %s's farmers, and "
                                   "this field has none."),
                                name);
    }
}

guint
ts_carcassonne_figure_segments (const TsCarcassonneState *state, TsCarcassonneFigureType figure)
{
  const TsCarcassonneKind *k;
  guint bits = 0;

  if (state->stage != TS_CARCASSONNE_STAGE_FIGURE)
    return 0;
  k = &state->data->kinds[state->tiles[state->n_tiles - 1].kind];
  for (guint i = 0; i < k->n_segments; i++)
    {
      guint8 followers[TS_CARCASSONNE_MAX_PLAYERS];

      if (figure_check (state, figure, i, followers) == FIGURE_OK)
        bits |= 1u << i;
    }
  return bits;
}

GArray *
ts_carcassonne_legal (const TsCarcassonneState *s)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TsCarcassonneEntry));
  TsCarcassonneEntry e;

  switch (s->stage)
    {
      case TS_CARCASSONNE_STAGE_DRAW:
        if (s->second_tile) /* CA-TBU-05: the second tile may be declined */
          {
            ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PASS, s->turn);
            g_array_append_val (out, e);
          }
        break;
      case TS_CARCASSONNE_STAGE_PLACE:
        {
          g_autoptr (GArray) spots = ts_carcassonne_open_spots (s);

          for (guint i = 0; i < spots->len; i += 2)
            {
              int x = g_array_index (spots, gint8, i), y = g_array_index (spots, gint8, i + 1);
              guint bits = ts_carcassonne_spot_rotations (s, s->drawn, x, y);

              for (guint r = 0; r < 4; r++)
                {
                  if (!(bits & (1u << r)))
                    continue;
                  /* As ts_carcassonne_entry_init(), inline: this is the hot loop. */
                  e = (TsCarcassonneEntry){ .type = TS_CARCASSONNE_ENTRY_PLACE,
                                            .player = s->turn, .x = x, .y = y, .rotation = r };
                  g_array_append_val (out, e);
                }
            }
          break;
        }
      case TS_CARCASSONNE_STAGE_FIGURE:
        {
          const TsCarcassonneKind *k = &s->data->kinds[s->tiles[s->n_tiles - 1].kind];

          for (guint f = TS_CARCASSONNE_FOLLOWER; f <= TS_CARCASSONNE_PIG; f++)
            {
              guint bits = ts_carcassonne_figure_segments (s, f);

              for (guint i = 0; i < k->n_segments; i++)
                if (bits & (1u << i))
                  {
                    ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_FIGURE, s->turn);
                    e.figure = f;
                    g_strlcpy (e.segment, k->segments[i].id, sizeof e.segment);
                    g_array_append_val (out, e);
                  }
            }
          ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PASS, s->turn);
          g_array_append_val (out, e);
          break;
        }
      default:
        break;
    }
  return out;
}
