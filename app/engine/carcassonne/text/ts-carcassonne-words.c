/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne in words: the figures, the features, the draw due and where a game stands. */
#include "ts-carcassonne-text.h"
#include "ts-carcassonne-rules.h"

#include "ts-engine-error.h"
#include "ts-game.h"
#include "ts-i18n.h"
#include "ts-ids.h"

const char *
ts_carcassonne_figure_word (TsCarcassonneFigureType figure)
{
  /* Translators: Carcassonne's figures */
  static const char *const names[] = { N_ ("follower"), N_ ("builder"), N_ ("pig") };

  return ts_ids_name (names, G_N_ELEMENTS (names), figure);
}

char *
ts_carcassonne_feature_text (const TsCarcassonneState *state, guint16 feature)
{
  TsCarcassonneFeatureInfo info;
  guint16 root = ts_carcassonne_find (state, feature);
  const TsCarcassonnePlaced *t = &state->tiles[root / TS_CARCASSONNE_MAX_SEGMENTS];
  g_autofree char *cell = ts_carcassonne_cell_text (t->x, t->y);

  ts_carcassonne_feature_info (state, root, &info);
  switch (info.kind)
    {
      case TS_CARCASSONNE_ROAD:
        /* Translators: a road on the map: its length in tiles and where it starts */
        return g_strdup_printf (ngettext ("the road of %u tile at %s", "the road of %u tiles at %s",
                                          info.tiles),
                                info.tiles, cell);
      case TS_CARCASSONNE_CITY:
        if (info.pennants == 0)
          /* Translators: a city on the map: its size in tiles and where it starts */
          return g_strdup_printf (ngettext ("the city of %u tile at %s",
                                            "the city of %u tiles at %s", info.tiles),
                                  info.tiles, cell);
        else
          {
            g_autofree char *pennants
                /* Translators: part of “the city of 3 tiles and 1 pennant at (1, −1)” */
                = g_strdup_printf (ngettext ("%u pennant", "%u pennants", info.pennants),
                                   info.pennants);

            /* Translators: a city: its size in tiles, its pennants (“1 pennant”), where */
            return g_strdup_printf (ngettext ("the city of %u tile and %s at %s",
                                              "the city of %u tiles and %s at %s", info.tiles),
                                    info.tiles, pennants, cell);
          }
      case TS_CARCASSONNE_CLOISTER:
        /* Translators: a cloister on the map and where */
        return g_strdup_printf (_ ("the cloister at %s"), cell);
      case TS_CARCASSONNE_FIELD:
      default:
        /* Translators: a field on the map and one of its tiles */
        return g_strdup_printf (_ ("the field through %s"), cell);
    }
}

char *
ts_carcassonne_draw_due_text (const TsCarcassonneState *s)
{
  const char *who = s->names[s->turn];
  g_autofree char *due = NULL;

  if (s->second_tile)
    /* Translators: a player's name; CA-TBU-05, the builder's double turn */
    due = g_strdup_printf (_ ("%s's builder gives a second tile: draw it, or decline."), who);
  else
    /* Translators: a player's name and the tiles still to draw */
    due = g_strdup_printf (ngettext ("Draw a tile for %s (%u left).",
                                     "Draw a tile for %s (%u left).", s->n_left),
                           who, s->n_left);
  if (s->last_aside == TS_CARCASSONNE_NO_TILE)
    return g_steal_pointer (&due);
  /* CA-BTL-04 with CA-TBU-05: the tile set aside was not the builder's second tile, only
   * its first draw; the table says it before it draws another. */
  /* Translators: a tile code (CA-BTL-04), then what is due now (“Draw a tile for Ana (41
   * left).”) */
  return g_strdup_printf (_ ("Tile %s fits nowhere and is set aside. %s"),
                          s->data->kinds[s->last_aside].code, due);
}

char *
ts_carcassonne_stack_empty_text (const TsCarcassonneState *s)
{
  /* Translators: the table's entry that the stack is empty (the game ends); the tiles the
   * app counted still in the box, lost at the table */
  return g_strdup_printf (ngettext ("The stack is empty: the game ends, %u tile counted in the "
                                    "box never drawn.",
                                    "The stack is empty: the game ends, %u tiles counted in the "
                                    "box never drawn.",
                                    s->n_left),
                          s->n_left);
}

/* Where the game stands for the saved games list: {"tiles-left": n}. */
JsonObject *
ts_carcassonne_progress (gconstpointer state)
{
  const TsCarcassonneState *s = state;

  return s->stage == TS_CARCASSONNE_STAGE_OVER
             ? NULL
             : ts_games_progress_new ("tiles-left", (int) s->n_left, NULL);
}

char *
ts_carcassonne_describe_progress (JsonObject *progress)
{
  gint64 left = json_object_get_int_member_with_default (progress, "tiles-left", -1);

  if (left < 0 || left > G_MAXUINT8)
    return NULL;
  /* Translators: where a saved game stands: the tiles still to draw */
  return g_strdup_printf (ngettext ("%d tile left", "%d tiles left", left), (int)left);
}
