/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game's rules that the base game's checks ask: its storage, its teams' names. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

#define illegal_rule ts_burgundy_illegal_rule

gboolean
ts_burgundy_team_store_slot (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                             const TsBurgundyEntry *e, guint k)
{
  return ts_burgundy_team_store_slot_sized (state, ts_burgundy_storage_size (p), e, k);
}

gboolean
ts_burgundy_team_store_slot_sized (const TsBurgundyState *state, guint size,
                                   const TsBurgundyEntry *e, guint k)
{
  if (k >= size)
    return FALSE;
  if (!state->options.team || e->store == TS_BURGUNDY_STORE_ANY)
    return TRUE;
  return ts_burgundy_team_is_shared_slot (k) == (e->store == TS_BURGUNDY_STORE_SHARED);
}

/* CB-ACT-04 “Se não tens um espaço vazio”: with the kind @e names full, a discard only when
 * none of the player's four spaces is empty, unless the table lets a full kind take one
 * ("team-discard-by-kind"). */
gboolean
ts_burgundy_team_check_discard (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                const TsBurgundyEntry *e, GError **error)
{
  if (state->options.team_discard_by_kind || ts_burgundy_free_storage (p) < 0)
    return TRUE;
  return illegal_rule (error, "CB-TEM-08",
                       e->store == TS_BURGUNDY_STORE_SHARED
                           ? _ ("The team's 2 shared storage spaces are full but your private "
                                "storage has an empty space: put the tile there (a tile is "
                                "discarded only when all your storage spaces are full).")
                           : _ ("Your 2 private storage spaces are full but the team's shared "
                                "storage has an empty space: put the tile there (a tile is "
                                "discarded only when all your storage spaces are full)."));
}

gboolean
ts_burgundy_team_check_store (const TsBurgundyState *state, const TsBurgundyEntry *e,
                              GError **error)
{
  if (e->store == TS_BURGUNDY_STORE_ANY)
    return TRUE;
  if (!state->options.team)
    return illegal_rule (error, "CB-TEM-08",
                         _ ("Only the team game has shared and private storage spaces."));
  return e->store <= TS_BURGUNDY_STORE_PRIVATE
         || illegal_rule (error, "CB-TEM-08",
                          _ ("A tile goes to the shared or the private storage."));
}

/* "Team A (Ana and Carla)": @names are the seats A1, B1, A2, B2. */
char *
ts_burgundy_team_name_of (const char *const *names, guint team)
{
  if (team == 0)
    /* Translators: the first team and its two players' names */
    return g_strdup_printf (_ ("Team A (%s and %s)"), names[0], names[2]);
  /* Translators: the second team and its two players' names */
  return g_strdup_printf (_ ("Team B (%s and %s)"), names[1], names[3]);
}

char *
ts_burgundy_team_name (const TsBurgundyState *state, guint team)
{
  const char *names[TS_BURGUNDY_TEAM_PLAYERS];

  for (guint i = 0; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    names[i] = state->names[i];
  return ts_burgundy_team_name_of (names, team);
}
