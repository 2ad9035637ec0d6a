/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Small rule helpers shared by the entry handlers, the effects and the legal listing. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

#include "ts-engine-error.h"

/* Nothing is formatted for a caller that does not want the sentence (the legal listing tries
 * many entries with no error). */
gboolean
ts_burgundy_illegal (GError **error, const char *format, ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, msg);
  return FALSE;
}

gboolean
ts_burgundy_illegal_rule (GError **error, const char *clause, const char *format, ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  return ts_engine_refuse_rule (error, clause, "%s", msg);
}

int
ts_burgundy_slot_colour (const TsBurgundyState *state, guint depot, guint slot)
{
  const TsBurgundyData *d = state->data;

  /* CB-PLY-04: with 3 players depot 6's castle space takes a mine in phases B and D. */
  if (state->n_players == 3 && depot == d->mine_space_depot && slot == d->mine_space_slot
      && (d->mine_space_phases >> state->phase) & 1u)
    return TS_BURGUNDY_MINE;
  return d->depot_colour[depot][slot];
}

char *
ts_burgundy_space_name (const TsBurgundyPlayer *p, guint space)
{
  return ts_burgundy_duchy_space_name (p->duchy.colour[space], p->duchy.die[space]);
}

char *
ts_burgundy_slot_name (const TsBurgundyState *state, guint depot, guint slot)
{
  return ts_burgundy_depot_space_name (ts_burgundy_slot_colour (state, depot, slot), depot + 1,
                                       state->data->depot_min_players[depot][slot]);
}

gboolean
ts_burgundy_slot_used (const TsBurgundyState *state, guint depot, guint slot)
{
  return state->data->depot_min_players[depot][slot] <= ts_burgundy_board_players (state);
}

gboolean
ts_burgundy_black_used (const TsBurgundyState *state, guint slot)
{
  return state->data->black_min_players[slot] <= ts_burgundy_board_players (state);
}

int
ts_burgundy_available (const TsBurgundyState *state, guint back, int colour)
{
  int n = 0;

  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if (back == 1 || (int)ts_burgundy_tile_colour (t) == colour)
      n += state->supply[back][t];
  guint c = back == 1 ? 0 : (guint)colour;
  return n - state->unknown[back][c] - state->lost_unknown[back][c];
}

gboolean
ts_burgundy_die_reaches (guint value, guint target, gboolean free_change)
{
  if (value == target)
    return TRUE;
  return free_change && (value % 6 + 1 == target || (value + 4) % 6 + 1 == target);
}

gboolean
ts_burgundy_place_free_change (const TsBurgundyPlayer *p, guint tile)
{
  switch (ts_burgundy_tile_colour (tile))
    {
      case TS_BURGUNDY_CITY:
        return ts_burgundy_has_monastery (p, 9);
      case TS_BURGUNDY_RIVER:
      case TS_BURGUNDY_PASTURE:
        return ts_burgundy_has_monastery (p, 10);
      case TS_BURGUNDY_CASTLE:
      case TS_BURGUNDY_MINE:
      case TS_BURGUNDY_MONASTERY:
        return ts_burgundy_has_monastery (p, 11);
      case TS_BURGUNDY_N_COLOURS:
      default:
        return FALSE;
    }
}

gboolean
ts_burgundy_building_allowed (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint tile,
                              guint space)
{
  if (tile == TS_BURGUNDY_TILE_INN)
    return ts_burgundy_inn_allowed (p, space); /* CB-INN-05 */
  /* White castles are a building type (CB-WHC-01 as decided); the crane is none. */
  if ((!TS_BURGUNDY_IS_BUILDING (tile) && tile != TS_BURGUNDY_TILE_WHITE_CASTLE)
      || ts_burgundy_has_monastery (p, 1))
    return TRUE;
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->tiles[s] == tile && p->area[s] == p->area[space])
      return FALSE;
  return TRUE;
}

gboolean
ts_burgundy_effect_accepts_colour (guint pending, int colour)
{
  switch (pending)
    {
      case TS_BURGUNDY_PENDING_MARKET:
        return colour == TS_BURGUNDY_RIVER || colour == TS_BURGUNDY_PASTURE;
      case TS_BURGUNDY_PENDING_CARPENTER:
        return colour == TS_BURGUNDY_CITY;
      case TS_BURGUNDY_PENDING_CHURCH:
      case TS_BURGUNDY_PENDING_ROUTE_CHURCH:
        return colour == TS_BURGUNDY_MINE || colour == TS_BURGUNDY_MONASTERY
               || colour == TS_BURGUNDY_CASTLE;
      case TS_BURGUNDY_PENDING_ROUTE_BUILDING: /* trade routes, CB-TRD-04 */
        return colour == TS_BURGUNDY_CITY;
      case TS_BURGUNDY_PENDING_ROUTE_ANY:
        return colour >= 0 && colour < TS_BURGUNDY_N_COLOURS;
      default:
        return FALSE;
    }
}

gboolean
ts_burgundy_effect_accepts (guint pending, guint tile)
{
  return ts_burgundy_effect_accepts_colour (pending, ts_burgundy_tile_colour (tile));
}

/* Is there an empty space @tile may go on now (colour, adjacency, one type per city)? */
static gboolean
tile_placeable (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint tile)
{
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->tiles[s] == TS_BURGUNDY_TILE_NONE && ts_burgundy_tile_fits (p, tile, s)
        && ts_burgundy_may_place_at (state, p, s)
        && ts_burgundy_building_allowed (state, p, tile, s))
      return TRUE;
  return FALSE;
}

/* CB-BLD-10: a stored tile fits somewhere now. Only then does the city hall wait (and the
 * player may then also buy a tile and place that one instead, CB-BLK-01). A city hall whose
 * only use would be a tile still to buy is lost (CB-BLD-03), as it always was: waiting for it
 * would change the flow of records already kept (docs/rules-coverage.md). */
gboolean
ts_burgundy_city_hall_possible (const TsBurgundyState *state, const TsBurgundyPlayer *p)
{
  for (guint k = 0; k < ts_burgundy_storage_size (p); k++)
    if (p->storage[k] != TS_BURGUNDY_TILE_NONE && tile_placeable (state, p, p->storage[k]))
      return TRUE;
  return FALSE;
}

int
ts_burgundy_worker_cost (const TsBurgundyPlayer *p, guint from, guint to)
{
  int d = ABS ((int)to - (int)from);
  d = MIN (d, 6 - d);
  /* CB-MON-08: each worker changes the die by 1 or 2. */
  return ts_burgundy_has_monastery (p, 8) ? (d + 1) / 2 : d;
}

gboolean
ts_burgundy_depots_adjacent (int a, int b)
{
  return a != b && (a % 6 + 1 == b || b % 6 + 1 == a);
}

gboolean
ts_burgundy_can_buy (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m6 = ts_burgundy_has_monastery (p, 6);

  if (state->bought || (m6 ? p->silver + p->workers : p->silver) < 2)
    return FALSE;
  if (ts_burgundy_free_storage (p) < 0 && !state->options.effect_discard)
    return FALSE;
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    if (state->black[s] != TS_BURGUNDY_TILE_NONE)
      return TRUE;
  if (m6)
    for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        if (state->depots[d][s] != TS_BURGUNDY_TILE_NONE)
          return TRUE;
  return FALSE;
}

#define illegal_rule ts_burgundy_illegal_rule

/* The price of a purchase (CB-BLK-02, CB-INN-03): 2 silver, or workers for part or all of it
 * with monastery 6 (CB-MON-06); @inn words it for an inn. */
gboolean
ts_burgundy_check_price (const TsBurgundyPlayer *p, int workers, gboolean m6, gboolean inn,
                         GError **error)
{
  workers = MAX (workers, 0);
  if (workers > 2 || (workers > 0 && !m6))
    return illegal_rule (error, "CB-MON-06", "%s",
                         inn ? _ ("An inn costs 2 silver; workers may pay for it only with "
                                  "monastery 6.")
                             : _ ("A tile costs 2 silver; workers may pay for it only with "
                                  "monastery 6."));
  if (p->silver < 2 - workers || p->workers < workers)
    {
      /* Translators: the silver the player holds (a purchase costs 2) */
      g_autofree char *have
          = inn ? g_strdup_printf (ngettext ("Buying an inn costs 2 silver and you have %d.",
                                             "Buying an inn costs 2 silver and you have %d.",
                                             p->silver),
                                   p->silver)
                : g_strdup_printf (ngettext ("Buying a tile costs 2 silver and you have %d.",
                                             "Buying a tile costs 2 silver and you have %d.",
                                             p->silver),
                                   p->silver);
      if (!m6)
        return illegal_rule (error, inn ? "CB-INN-03" : "CB-BLK-02", "%s", have);
      /* Translators: monastery 6 lets workers pay; the workers the player holds */
      g_autofree char *workers_held = g_strdup_printf (
          ngettext ("With monastery 6 workers may pay part or all of it, and you have %d "
                    "worker.",
                    "With monastery 6 workers may pay part or all of it, and you have %d "
                    "workers.",
                    p->workers),
          p->workers);
      return illegal_rule (error, "CB-MON-06", "%s %s", have, workers_held);
    }
  return TRUE;
}
