/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the modules keep in the state that every room asks: shields held, the storage's
 * size, the team's shared spaces. */
#include "ts-burgundy-state.h"

/* Asked for every storage slot and every candidate entry (issue 46): memchr reads the board's
 * shield bytes many at a time instead of one loop step per cell (160 on a team board). */
gboolean
ts_burgundy_has_shield (const TsBurgundyPlayer *p, guint shield)
{
  return shield != 0 && shield <= G_MAXUINT8
         && memchr (p->shield, (int)shield, p->duchy.n_cells) != NULL;
}

/* CB-SHD-04 */
guint
ts_burgundy_storage_size (const TsBurgundyPlayer *p)
{
  gboolean four = ts_burgundy_has_shield (p, 4);

  if (p->team != 0 && !four)
    return TS_BURGUNDY_TEAM_STORAGE; /* CB-TEM-08: 2 shared, 2 private */
  return four ? p->shield_4_storage : TS_BURGUNDY_STORAGE;
}

gboolean
ts_burgundy_team_is_shared_slot (guint k)
{
  return k < TS_BURGUNDY_TEAM_SHARED_STORAGE || k >= TS_BURGUNDY_TEAM_STORAGE;
}
