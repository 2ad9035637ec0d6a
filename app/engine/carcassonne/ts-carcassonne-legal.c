/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where a figure may go, and every legal decision now, never cut (decision 10). */
#include "ts-carcassonne-private.h"

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

char *
ts_carcassonne_figure_refusal (const TsCarcassonneState *s, TsCarcassonneFigureType figure,
                               guint segment)
{
  guint tile = s->n_tiles - 1;
  const TsCarcassonneKind *k = &s->data->kinds[s->tiles[tile].kind];
  const TsCarcassonneSegment *seg = &k->segments[segment];
  const TsCarcassonnePlayer *p = &s->players[s->turn];
  const char *name = s->names[s->turn];
  const char *feature = ts_carcassonne_kind_word (seg->kind);
  TsCarcassonneFeatureInfo info;

  ts_carcassonne_feature_info (s, ts_carcassonne_feature (s, tile, segment), &info);
  switch (figure)
    {
      case TS_CARCASSONNE_FOLLOWER:
        if (p->followers == 0)
          /* Translators: a refusal (CA-BSE-02); a player's name */
          return g_strdup_printf (_ ("%s has no follower left: all 7 are on the map."), name);
        if (info.majority != 0) /* CA-BFL-02 */
          {
            g_autofree char *who = owners (s, &info);

            /* Translators: a refusal (CA-BFL-02): the feature (“city”), the follower's role
             * there (“a knight”), its owners (“Ana's”) */
            return g_strdup_printf (_ ("The %s already has %s: %s."), feature,
                                    ts_carcassonne_role_word (seg->kind), who);
          }
        return NULL;
      case TS_CARCASSONNE_BUILDER:
        if (!s->opt_builder)
          return g_strdup (_ ("This game is played without the builders."));
        if (!p->builder)
          /* Translators: a refusal (decision 3); a player's name */
          return g_strdup_printf (_ ("%s's builder is on the map already."), name);
        if (seg->kind != TS_CARCASSONNE_ROAD && seg->kind != TS_CARCASSONNE_CITY)
          /* Translators: a refusal (CA-TBU-02); the part of the tile (“field”) */
          return g_strdup_printf (_ ("The builder goes on a road or a city, not on a %s."),
                                  feature);
        if (info.followers[s->turn] == 0)
          /* Translators: a refusal (CA-TBU-02): the player, the feature (“road”) */
          return g_strdup_printf (_ ("The builder goes only where %s has a follower, and this %s "
                                     "has none of theirs."),
                                  name, feature);
        return NULL;
      case TS_CARCASSONNE_PIG:
      default:
        if (!s->opt_pig)
          return g_strdup (_ ("This game is played without the pigs."));
        if (!p->pig)
          /* Translators: a refusal (decision 4); a player's name */
          return g_strdup_printf (_ ("%s's pig is on the map already."), name);
        if (seg->kind != TS_CARCASSONNE_FIELD)
          /* Translators: a refusal (CA-TPG-02); the part of the tile (“road”) */
          return g_strdup_printf (_ ("The pig goes on a field, not on a %s."), feature);
        if (info.followers[s->turn] == 0)
          /* Translators: a refusal (CA-TPG-02); a player's name */
          return g_strdup_printf (_ ("The pig goes only on a field with one of %s's farmers, "
                                     "and this field has none."),
                                  name);
        return NULL;
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
      g_autofree char *why = ts_carcassonne_figure_refusal (state, figure, i);

      if (why == NULL)
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
            for (guint r = 0; r < 4; r++)
              {
                int x = g_array_index (spots, gint8, i), y = g_array_index (spots, gint8, i + 1);

                if (!ts_carcassonne_fits (s, s->drawn, x, y, r, NULL))
                  continue;
                ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PLACE, s->turn);
                e.x = x;
                e.y = y;
                e.rotation = r;
                g_array_append_val (out, e);
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
