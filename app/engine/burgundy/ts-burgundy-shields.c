/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields (CB-SHG, CB-SHD): setting them out, taking one with doubles, their effects, the tax
 * and the tiles of shields 14/15 at a phase end, and their end-game VP. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

gboolean
ts_burgundy_has_shield (const TsBurgundyPlayer *p, guint shield)
{
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (p->shield[s] == shield)
      return shield != 0;
  return FALSE;
}

/* CB-SHD-04 */
guint
ts_burgundy_storage_size (const TsBurgundyPlayer *p)
{
  return ts_burgundy_has_shield (p, 4) ? TS_BURGUNDY_MAX_STORAGE : TS_BURGUNDY_STORAGE;
}

/* CB-SHG-09 */
int
ts_burgundy_shield_end_vp (guint shield)
{
  if (shield >= 1 && shield <= 6)
    return 12;
  if (shield >= 7 && shield <= 12)
    return 8;
  if (shield >= 13 && shield <= TS_BURGUNDY_N_SHIELDS)
    return 4;
  return 0;
}

const char *
ts_burgundy_shield_effect (guint shield)
{
  static const char *const effects[TS_BURGUNDY_N_SHIELDS] = {
    N_ ("All your pastures count as one pasture for livestock."),
    N_ ("Whenever another player gains workers, you gain 1 worker."),
    N_ ("You may pay the shield tax with workers instead of silver."),
    N_ ("Your storage holds any number of hex tiles."),
    N_ ("When you place a ship, you may also take every goods tile of one type from all six "
        "depots."),
    N_ ("Choose a player: their monasteries count as yours."),
    N_ ("Your bonus tiles count double."),
    N_ ("Your mines pay double silver."),
    N_ ("Each goods tile you sell gives 1 silver."),
    N_ ("Your monasteries' VP count double at the end."),
    N_ ("When you place a castle, its extra action may take a shield."),
    N_ ("Each goods tile you sell gives double VP."),
    N_ ("The VP of your shields count double at the end."),
    N_ ("At the end of each phase, take a hex tile from any numbered depot straight into your "
        "duchy."),
    N_ ("At the end of each phase, take a hex tile from the black depot straight into your "
        "duchy."),
    N_ ("Once per turn, you may turn one of your dice to any number."),
    N_ ("Each area you complete scores as one size larger (up to 8)."),
    N_ ("You may place tiles on any empty space, touching your tiles or not."),
  };

  if (shield < 1 || shield > TS_BURGUNDY_N_SHIELDS)
    return "";
  return _ (effects[shield - 1]);
}
