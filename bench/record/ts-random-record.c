/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-random-record.h"

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"

/* A new match of @game_id with @n_players named and coloured players, not autosaved. */
static TsMatch *
new_match (const char *game_id,
           guint       n_players,
           guint       seed,
           JsonObject *options,
           GError    **error)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };
  static const char *const colors[] = { "red", "blue", "green", "yellow", "purple" };
  const TsGameModule *module = ts_games_lookup (game_id);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autofree char *name = g_strdup_printf ("Random game %u", seed);
  TsMatch *match;

  g_return_val_if_fail (n_players >= 1 && n_players <= G_N_ELEMENTS (names), NULL);
  g_return_val_if_fail (module != NULL, NULL);

  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (module, name, players, options, NULL, error);
  if (match != NULL)
    ts_match_set_autosave (match, FALSE);
  return match;
}

TsMatch *
ts_random_record_burgundy (guint    n_players,
                           guint    seed,
                           GError **error)
{
  return ts_random_record_burgundy_with_options (n_players, NULL, seed, error);
}

TsMatch *
ts_random_record_burgundy_with_options (guint       n_players,
                                        JsonObject *options,
                                        guint       seed,
                                        GError    **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsMatch) match = new_match ("castles-of-burgundy", n_players, seed, options, error);
  const TsGameModule *module;
  TsBurgundyEntry entry;

  g_return_val_if_fail (n_players <= 4, NULL);
  if (match == NULL)
    return NULL;
  module = ts_match_get_module (match);
  while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (module, g_memdup2 (&entry, sizeof entry));

      if (!ts_match_apply (match, item, error))
        return NULL;
    }
  return g_steal_pointer (&match);
}

TsMatch *
ts_random_record_kingsburg (guint    n_players,
                            guint    seed,
                            GError **error)
{
  return ts_random_record_kingsburg_with_options (n_players, NULL, seed, error);
}

TsMatch *
ts_random_record_kingsburg_with_options (guint       n_players,
                                         JsonObject *options,
                                         guint       seed,
                                         GError    **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsMatch) match = new_match ("kingsburg", n_players, seed, options, error);
  const TsGameModule *module;
  TsKingsburgEntry entry;

  if (match == NULL)
    return NULL;
  module = ts_match_get_module (match);
  while (ts_kingsburg_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (module, g_memdup2 (&entry, sizeof entry));

      if (!ts_match_apply (match, item, error))
        return NULL;
    }
  return g_steal_pointer (&match);
}

TsMatch *
ts_random_record_carcassonne (guint       n_players,
                              JsonObject *options,
                              guint       seed,
                              GError    **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsMatch) match = new_match ("carcassonne", n_players, seed, options, error);
  const TsGameModule *module;
  TsCarcassonneEntry entry;

  if (match == NULL)
    return NULL;
  module = ts_match_get_module (match);
  while (ts_carcassonne_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (module, g_memdup2 (&entry, sizeof entry));

      if (!ts_match_apply (match, item, error))
        return NULL;
    }
  return g_steal_pointer (&match);
}

TsMatch *
ts_random_record_caylus (guint       n_players,
                         JsonObject *options,
                         guint       seed,
                         GError    **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsMatch) match = new_match ("caylus-1303", n_players, seed, options, error);
  const TsGameModule *module;
  TsCaylusEntry entry;

  if (match == NULL)
    return NULL;
  module = ts_match_get_module (match);
  while (ts_caylus_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (module, g_memdup2 (&entry, sizeof entry));

      if (!ts_match_apply (match, item, error))
        return NULL;
    }
  return g_steal_pointer (&match);
}
