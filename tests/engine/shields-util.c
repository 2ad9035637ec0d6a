/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "shields-util.h"

TsBurgundyState *
sh_state (guint n, guint a, guint b)
{
  TsBurgundyState *s = bt_turn_state (n, a, b);

  s->options.shields = TRUE;
  return s;
}

void
sh_put_on_depot (TsBurgundyState *s, guint depot, guint slot, guint shield)
{
  s->shield_depot[depot - 1][slot] = shield;
  s->shields_set |= 1u << shield;
}

int
sh_castle_space (const TsBurgundyState *s, guint p, guint skip)
{
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (sp != START && s->players[p].duchy.colour[sp] == TS_BURGUNDY_CASTLE
        && s->players[p].tiles[sp] == 0 && skip-- == 0)
      return sp;
  g_assert_not_reached ();
}

void
sh_give (TsBurgundyState *s, guint p, guint n)
{
  int space = START;

  if (s->players[p].shield[START] != 0)
    {
      space = sh_castle_space (s, p, 0);
      bt_put (s, p, space, T_CASTLE);
    }
  s->players[p].shield[space] = n;
  s->shields_set |= 1u << n;
  ts_burgundy_shields_refresh (s);
}

void
sh_place_stored (TsBurgundyState *s, int space)
{
  bt_set_dice (s, s->players[0].duchy.die[space], 1);
  g_autofree char *json = g_strdup_printf ("{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, "
                                           "\"storage\": 0, \"space\": %d}",
                                           space);
  bt_apply_json (s, json);
}
