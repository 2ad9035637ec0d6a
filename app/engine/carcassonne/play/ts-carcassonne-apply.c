/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's entries applied: the draw, the placement, the figure and the pass. Every
 * check comes before the first change, so a refused entry leaves the state as it was. */
#include "ts-carcassonne-play.h"
#include "ts-carcassonne-rules.h"
#include "ts-carcassonne-score.h"

#include <string.h>

#include "ts-i18n.h"

/* The refusal for an entry that comes at the wrong moment, saying what is awaited. */
static gboolean
refuse_stage (const TsCarcassonneState *s, GError **error)
{
  switch (s->stage)
    {
      case TS_CARCASSONNE_STAGE_DRAW:
        return ts_carcassonne_refuse_rule (error, "CA-BTR-01",
                                           _ ("Not now: the table draws the next tile first."));
      case TS_CARCASSONNE_STAGE_PLACE:
        return ts_carcassonne_refuse_rule (
            /* Translators: a refusal; a player's name and the tile's name */
            error, "CA-BTR-01", _ ("Not now: %s places the %s first."), s->names[s->turn],
            ts_carcassonne_kind_name (&s->data->kinds[s->drawn]));
      case TS_CARCASSONNE_STAGE_FIGURE:
        return ts_carcassonne_refuse_rule (
            error, "CA-BTR-01",
            /* Translators: a refusal; a player's name */
            _ ("Not now: %s puts a figure on the tile just placed or "
               "passes first."),
            s->names[s->turn]);
      case TS_CARCASSONNE_STAGE_OVER:
      default:
        return ts_carcassonne_refuse_rule (error, "CA-BTR-02",
                                           _ ("The game is over: the final scoring is done."));
    }
}

static gboolean
check_player (const TsCarcassonneState *s, const TsCarcassonneEntry *e, GError **error)
{
  if (e->player < 0 || e->player >= s->n_players)
    return ts_carcassonne_refuse_rule (
        error, "CA-BSE-02",
        /* Translators: a refusal; the number of players */
        ngettext ("That player is not in the game: it has %u player.",
                  "That player is not in the game: it has %u players.", s->n_players),
        s->n_players);
  if (e->player != s->turn)
    /* Translators: a refusal; the player whose turn it is, then the one who tried */
    return ts_carcassonne_refuse_rule (error, "CA-BSE-04", _ ("It is %s's turn, not %s's."),
                                       s->names[s->turn], s->names[e->player]);
  return TRUE;
}

static gboolean
apply_draw (TsCarcassonneState *s, const TsCarcassonneEntry *e, GError **error)
{
  const TsCarcassonneKind *k;

  if (s->stage != TS_CARCASSONNE_STAGE_DRAW)
    return refuse_stage (s, error);
  if (e->kind >= s->data->n_kinds)
    return ts_carcassonne_refuse_rule (error, "CA-BSE-01",
                                       _ ("That tile is not one of the game's tiles."));
  k = &s->data->kinds[e->kind];
  if (k->expansion && !s->opt_tiles)
    return ts_carcassonne_refuse_rule (
        error, "CA-TBC-01",
        /* Translators: a refusal; the tile's code and name (CA-TBC-02) */
        _ ("The %s (%s) is a Traders & Builders tile, and this game is "
           "played without them."),
        ts_carcassonne_kind_name (k), k->code);
  if (s->left[e->kind] == 0)
    return ts_carcassonne_refuse_rule (
        error, "CA-BSE-01",
        /* Translators: a refusal; the tile's name and code */
        _ ("No %s (%s) is left to draw: every one is on the map or set "
           "aside."),
        ts_carcassonne_kind_name (k), k->code);
  s->left[e->kind]--;
  s->n_left--;
  s->last_aside = TS_CARCASSONNE_NO_TILE;
  if (!ts_carcassonne_fits_somewhere (s, e->kind))
    {
      /* CA-BTL-04: out of the game, and the table draws again; a builder's second tile
       * (CA-TBU-05) is still to draw, or to decline. */
      s->set_aside[e->kind]++;
      s->last_aside = e->kind;
      if (s->n_left == 0)
        ts_carcassonne_final_scoring (s);
      return TRUE;
    }
  s->drawn = e->kind;
  s->stage = TS_CARCASSONNE_STAGE_PLACE;
  return TRUE;
}

/* CA-TBU-05: the first tile of the turn extends a road or city where the player's builder
 * stands. */
static gboolean
extends_builder (const TsCarcassonneState *s, guint tile)
{
  const TsCarcassonneKind *k = &s->data->kinds[s->tiles[tile].kind];

  if (!s->opt_builder || s->players[s->turn].builder)
    return FALSE;
  for (guint f = 0; f < s->n_figures; f++)
    {
      const TsCarcassonneFigure *fig = &s->figures[f];
      guint16 root;

      if (fig->type != TS_CARCASSONNE_BUILDER || fig->player != s->turn)
        continue;
      root = ts_carcassonne_find (s, fig->seg);
      for (guint i = 0; i < k->n_segments; i++)
        if ((k->segments[i].kind == TS_CARCASSONNE_ROAD || k->segments[i].kind == TS_CARCASSONNE_CITY)
            && ts_carcassonne_feature (s, tile, i) == root)
          return TRUE;
    }
  return FALSE;
}

static gboolean
apply_place (TsCarcassonneState *s, const TsCarcassonneEntry *e, GError **error)
{
  if (s->stage != TS_CARCASSONNE_STAGE_PLACE)
    return refuse_stage (s, error);
  if (!check_player (s, e, error) || !ts_carcassonne_fits (s, s->drawn, e->x, e->y, e->rotation & 3, error))
    return FALSE;
  ts_carcassonne_put_tile (s, s->drawn, e->x, e->y, e->rotation & 3, e->player);
  s->double_due = !s->second_tile && extends_builder (s, s->n_tiles - 1);
  s->stage = TS_CARCASSONNE_STAGE_FIGURE;
  return TRUE;
}

static gboolean
apply_figure (TsCarcassonneState *s, const TsCarcassonneEntry *e, GError **error)
{
  guint tile = s->n_tiles - 1;
  const TsCarcassonneKind *k = &s->data->kinds[s->tiles[tile].kind];
  g_autofree char *why = NULL;
  const char *clause = NULL;
  char id[sizeof e->segment + 1];
  int segment;

  if (s->stage != TS_CARCASSONNE_STAGE_FIGURE)
    return refuse_stage (s, error);
  if (!check_player (s, e, error))
    return FALSE;
  if (e->figure > TS_CARCASSONNE_PIG)
    return ts_carcassonne_refuse_rule (error, "CA-BFL-02",
                                       _ ("A figure is a follower, the builder or the pig."));
  /* An entry built by hand may fill the name to the last byte. */
  memcpy (id, e->segment, sizeof e->segment);
  id[sizeof e->segment] = '\0';
  if ((segment = ts_carcassonne_kind_find_segment (k, id)) < 0)
    return ts_carcassonne_refuse_rule (error, "CA-BFL-02",
                                       /* Translators: a refusal; the tile's name and the part asked
                                        * for (“city2”) */
                                       _ ("The %s just placed has no part “%s”."),
                                       ts_carcassonne_kind_name (k), id);
  if ((why = ts_carcassonne_figure_refusal (s, e->figure, segment, &clause)) != NULL)
    return ts_carcassonne_refuse_rule (error, clause, "%s", why);
  g_assert (s->n_figures < TS_CARCASSONNE_MAX_FIGURES);
  s->figures[s->n_figures++] = (TsCarcassonneFigure){ .player = e->player, .type = e->figure,
                                                      .seg = TS_CARCASSONNE_SEG (tile, segment) };
  if (e->figure == TS_CARCASSONNE_FOLLOWER)
    s->players[e->player].followers--;
  else if (e->figure == TS_CARCASSONNE_BUILDER)
    s->players[e->player].builder = 0;
  else
    s->players[e->player].pig = 0;
  ts_carcassonne_end_tile (s);
  return TRUE;
}

static gboolean
apply_pass (TsCarcassonneState *s, const TsCarcassonneEntry *e, GError **error)
{
  if (s->stage == TS_CARCASSONNE_STAGE_DRAW && s->second_tile)
    {
      /* CA-TBU-05: the second tile may be declined. */
      if (!check_player (s, e, error))
        return FALSE;
      ts_carcassonne_next_turn (s);
      return TRUE;
    }
  if (s->stage != TS_CARCASSONNE_STAGE_FIGURE)
    return refuse_stage (s, error);
  if (!check_player (s, e, error))
    return FALSE;
  ts_carcassonne_end_tile (s);
  return TRUE;
}

/* The table finds no tile to draw though the app counts some (a tile lost from the box):
 * the box is the truth, so the game ends here with the final scoring of CA-BTR-02 and CA-BEN,
 * as after the last tile. Only where a draw is due, the builder's second tile included. */
static gboolean
apply_stack_empty (TsCarcassonneState *s, GError **error)
{
  if (s->stage != TS_CARCASSONNE_STAGE_DRAW)
    return refuse_stage (s, error);
  s->stack_empty = 1;
  ts_carcassonne_final_scoring (s);
  return TRUE;
}

gboolean
ts_carcassonne_apply (gpointer data, gconstpointer entry, GError **error)
{
  TsCarcassonneState *s = data;
  const TsCarcassonneEntry *e = entry;
  gboolean ok;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (s->stage == TS_CARCASSONNE_STAGE_OVER)
    return refuse_stage (s, error);
  switch (e->type)
    {
      case TS_CARCASSONNE_ENTRY_DRAW:
        ok = apply_draw (s, e, error);
        break;
      case TS_CARCASSONNE_ENTRY_PLACE:
        ok = apply_place (s, e, error);
        break;
      case TS_CARCASSONNE_ENTRY_FIGURE:
        ok = apply_figure (s, e, error);
        break;
      case TS_CARCASSONNE_ENTRY_PASS:
        ok = apply_pass (s, e, error);
        break;
      case TS_CARCASSONNE_ENTRY_STACK_EMPTY:
        ok = apply_stack_empty (s, error);
        break;
      default:
        ok = ts_carcassonne_refuse (error, _ ("That is not a Carcassonne entry."));
        break;
    }
  if (ok && e->type != TS_CARCASSONNE_ENTRY_DRAW)
    s->last_aside = TS_CARCASSONNE_NO_TILE;
  if (ok)
    s->n_entries++;
  return ok;
}
