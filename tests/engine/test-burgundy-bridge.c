/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Monastery 27 (CB-MON-27) for a player who comes to hold it other than by placing it: the
 * team partner of its placer and the owner of shield 6 (issue 26). “Se esta peça está no
 * teu ducado e o teu marcador de ordem está empilhado com outros, o teu fica sempre no topo.
 * Isto aplica-se ativa e passivamente.” The clause id ends each test path. */
#include "team-util.h"

#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)
#define START 18 /* the start castle of duchy 1 */

/* CB-MON-27, team game: Ana places monastery 27 on the team's board; Carla, her partner,
 * holds it as soon as the tile lies there, so she goes on top of Bruno on the bridge space
 * they share at once, not at her next ship. */
static void
test_team_partner (void)
{
  g_autofree TsBurgundyState *s = team_turn (0, 1, 1);
  TsBurgundyPlayer *carla = &s->players[2], *bruno = &s->players[1];
  int space = bt_find_space (s, 0, TS_BURGUNDY_MONASTERY, 0);
  guint die = s->players[0].duchy.die[space];

  g_assert_cmpint (space, >=, 0);
  bt_set_dice (s, die, die);
  carla->bridge_space = bruno->bridge_space = 1;
  carla->bridge_height = 0;
  bruno->bridge_height = 1;
  s->players[0].bridge_space = 2;
  s->players[0].storage[0] = T_MON (27);
  ts_burgundy_team_sync (s, 0);
  bt_apply_f (s,
              "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
              "\"space\": %d}",
              space);
  g_assert_true (ts_burgundy_has_monastery (carla, 27));
  g_assert_cmpuint (carla->bridge_space, ==, 1);
  g_assert_cmpuint (carla->bridge_height, >, bruno->bridge_height);
}

/* CB-MON-27 with CB-SHD-06: Bruno holds monastery 27; Ana owns shield 6 and chooses Bruno,
 * so his monasteries count as hers: she goes on top of Carla's marker on their shared space
 * at once. A second refresh changes nothing. */
static void
test_shield_6_owner (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 1, 2);
  TsBurgundyPlayer *ana = &s->players[0], *carla = &s->players[2];

  s->options.shields = TRUE;
  bt_put (s, 1, 3, T_MON (27));
  ana->shield[START] = 6;
  s->shields_set |= 1u << 6;
  ts_burgundy_shields_refresh (s);
  ana->bridge_space = carla->bridge_space = 1;
  s->players[1].bridge_space = 3;
  ana->bridge_height = 0;
  carla->bridge_height = 1;
  bt_apply_json (s, "{\"type\": \"choose-player\", \"player\": 0, \"target\": 1}");
  g_assert_true (ts_burgundy_has_monastery (ana, 27));
  g_assert_cmpuint (ana->bridge_height, ==, 2);
  g_assert_cmpuint (carla->bridge_height, ==, 1);
  ts_burgundy_shields_refresh (s);
  g_assert_cmpuint (ana->bridge_height, ==, 2);
  ts_burgundy_compute_order (s);
  g_assert_cmpuint (s->order[1], ==, 0);
  g_assert_cmpuint (s->order[2], ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/bridge/team-partner/CB-MON-27", test_team_partner);
  g_test_add_func ("/burgundy/bridge/shield-6-owner/CB-MON-27", test_shield_6_owner);
  return g_test_run ();
}
