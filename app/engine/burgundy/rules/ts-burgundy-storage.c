/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Storing a tile: a free space, a discard, the team game's shared and private spaces. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

#define illegal_rule ts_burgundy_illegal_rule

/* The team game: storage spaces of the kind the entry names, or all four (CB-TEM-08). */
static gboolean
check_team_storage (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                    const TsBurgundyEntry *e, gboolean discard_allowed, GError **error)
{
  const char *full;
  guint size = MIN (ts_burgundy_storage_size (p), TS_BURGUNDY_MAX_STORAGE);

  for (guint k = 0; k < size; k++) /* slots from the size on take nothing */
    if (ts_burgundy_team_store_slot_sized (state, size, e, k)
        && p->storage[k] == TS_BURGUNDY_TILE_NONE)
      return e->discard < 0
             || illegal_rule (error, "CB-ACT-04",
                              _ ("There is an empty storage space for it: nothing needs to be "
                                 "discarded."));
  if (!ts_burgundy_team_check_discard (state, p, e, error)) /* CB-ACT-04 */
    return FALSE;
  if (e->store == TS_BURGUNDY_STORE_SHARED)
    full = _ ("The team's 2 shared storage spaces are full");
  else if (e->store == TS_BURGUNDY_STORE_PRIVATE)
    full = _ ("Your 2 private storage spaces are full");
  else
    full = _ ("Your 2 private and the team's 2 shared storage spaces are full");
  if (!discard_allowed)
    return illegal_rule (error, "CB-ACT-04",
                         /* Translators: the first part is one of the "... storage spaces are full"
                          * sentences */
                         _ ("%s and this effect does not let you discard a tile to make "
                            "room."),
                         full);
  if (e->discard < 0 || !ts_burgundy_team_store_slot (state, p, e, e->discard))
    return illegal_rule (error, "CB-ACT-04",
                         /* Translators: the first part is one of the "... storage spaces are full"
                          * sentences */
                         _ ("%s: say which of those stored tiles to discard to make room."), full);
  return TRUE;
}

gboolean
ts_burgundy_check_storage (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                           const TsBurgundyEntry *e, gboolean discard_allowed, GError **error)
{
  if (!ts_burgundy_team_check_store (state, e, error))
    return FALSE;
  if (state->options.team)
    return check_team_storage (state, p, e, discard_allowed, error);
  if (ts_burgundy_free_storage (p) >= 0)
    {
      if (e->discard >= 0)
        return illegal_rule (error, "CB-ACT-04",
                             _ ("You have an empty storage space: nothing needs to be "
                                "discarded."));
      return TRUE;
    }
  /* With shield 4 the storage holds TS_BURGUNDY_MAX_STORAGE tiles, or 12 under the reading
   * before issue 26 (CB-SHD-04). */
  guint size = ts_burgundy_storage_size (p);
  if (size > TS_BURGUNDY_STORAGE)
    {
      if (!discard_allowed)
        return illegal_rule (error, "CB-SHD-04",
                             ngettext ("Your storage is full (Tableside keeps %u tile with shield "
                                       "4) and this effect does not let you discard a tile to make "
                                       "room.",
                                       "Your storage is full (Tableside keeps %u tiles with shield "
                                       "4) and this effect does not let you discard a tile to make "
                                       "room.",
                                       size),
                             size);
      if (e->discard < 0 || e->discard >= (int)size)
        return illegal_rule (error, "CB-SHD-04",
                             ngettext ("Your storage is full (Tableside keeps %u tile with shield "
                                       "4): say which stored tile to discard to make room.",
                                       "Your storage is full (Tableside keeps %u tiles with shield "
                                       "4): say which stored tile to discard to make room.",
                                       size),
                             size);
      return TRUE;
    }
  if (!discard_allowed)
    return illegal_rule (error, "CB-ACT-04",
                         _ ("Your 3 storage spaces are full and this effect does not let you "
                            "discard a tile to make room."));
  if (e->discard < 0 || e->discard >= (int)ts_burgundy_storage_size (p))
    return illegal_rule (error, "CB-ACT-04",
                         _ ("Your 3 storage spaces are full: say which stored tile to discard "
                            "to make room."));
  return TRUE;
}
