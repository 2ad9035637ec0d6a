/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the team game changes in the base game's entries: the partners' shared copy
 * (CB-TEM-09), the storage's order, the starting goods. */
#include "ts-burgundy-play.h"

#include "ts-i18n.h"

#define illegal_rule ts_burgundy_illegal_rule

void
ts_burgundy_team_sync (TsBurgundyState *state, guint from)
{
  if (!state->options.team)
    return;
  const TsBurgundyPlayer *a = &state->players[from];
  TsBurgundyPlayer *b = &state->players[ts_burgundy_team_partner (from)];

  /* All on the board, with what follows from it (completed areas and colours, the
   * monasteries' effects), and the team's resources (CB-TEM-09, CB-TEM-12). The board's
   * layout and areas never change after the setup (ts_burgundy_team_setup copies them). */
  memcpy (b->tiles, a->tiles, sizeof b->tiles);
  memcpy (b->area_filled, a->area_filled, sizeof b->area_filled);
  memcpy (b->colour_filled, a->colour_filled, sizeof b->colour_filled);
  b->n_placed = a->n_placed;
  memcpy (b->storage, a->storage, TS_BURGUNDY_TEAM_SHARED_STORAGE);
  /* Shield 4's further shared spaces (docs/rules-coverage.md, issue 26). */
  memcpy (b->storage + TS_BURGUNDY_TEAM_STORAGE, a->storage + TS_BURGUNDY_TEAM_STORAGE,
          TS_BURGUNDY_MAX_STORAGE - TS_BURGUNDY_TEAM_STORAGE);
  /* The shields lie on the team board's castles: the team's (issue 26). */
  memcpy (b->shield, a->shield, sizeof b->shield);
  b->shield6_player = a->shield6_player;
  memcpy (b->goods, a->goods, sizeof b->goods);
  memcpy (b->sold, a->sold, sizeof b->sold);
  b->silver = a->silver;
  b->workers = a->workers;
  b->bonus_large = a->bonus_large;
  b->bonus_small = a->bonus_small;
  b->has_starting_goods = a->has_starting_goods;
  b->monasteries = a->monasteries;
  b->crane_building = a->crane_building;
  ts_burgundy_bridge_on_top_held (state); /* CB-MON-27: the partner holds it at once */
}

guint
ts_burgundy_team_slot_order (const TsBurgundyState *state, guint i)
{
  if (!state->options.team || i < TS_BURGUNDY_TEAM_SHARED_STORAGE)
    return i;
  if (i + TS_BURGUNDY_TEAM_PRIVATE_STORAGE < TS_BURGUNDY_MAX_STORAGE)
    return i + TS_BURGUNDY_TEAM_PRIVATE_STORAGE; /* shield 4's shared spaces 4, 5, ... */
  return i - (TS_BURGUNDY_MAX_STORAGE - TS_BURGUNDY_TEAM_STORAGE); /* then the private 2, 3 */
}

gboolean
ts_burgundy_team_check_starting_goods (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                       GError **error)
{
  if (!state->options.team || e->player < 2)
    return TRUE;
  g_autofree char *team = ts_burgundy_team_name (state, ts_burgundy_team_of (e->player));
  return illegal_rule (error, "CB-TEM-04",
                       /* Translators: a team ("Team A (Ana and Carla)"), then a player's name */
                       _ ("%s draws its 3 starting goods once, for the whole team (CB-TEM-04): "
                          "enter them for %s."),
                       team, state->names[ts_burgundy_team_partner (e->player)]);
}
