/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-entry.h"
#include "ts-game.h"

G_BEGIN_DECLS

/* "Counter race", a game for testing the model without any real game: 2 to 4 players in
 * turn add 1, 2 or 3 to their score; adding 3 takes a worker (each starts with 2), adding 1
 * earns a silver; passing the target (setup "target", default 10) is illegal; the first to
 * reach it ends the game, then every silver is worth a point and the highest total wins (a
 * tie goes to whoever reached the target). Entries: {"type": "add", "player": P,
 * "amount": N}. With setup "halfway": true, the first move to take a player to half the
 * target is followed by the automatic entry {"type": "halfway", "player": P, "automatic":
 * true} (TsGameModule.automatic_after), accepted only right after that move. */
extern const TsGameModule ts_counter_game;

/* Registers the module with the record reader (ts_record_register_game()). */
void ts_counter_game_register (void);

/* The entry {"type": "add", "player": @player, "amount": @amount}, as a record holds it
 * (the amount is not checked: tests build refused entries with it too). */
TsEntry *ts_counter_game_entry_new (gint64 player,
                                    gint64 amount);

/* A record text of @n_players racing to @target (0: no "setup", so 10) with up to
 * @n_entries legal entries chosen from @seed (fewer when the race ends first). */
char *ts_counter_game_random_record (guint n_players,
                                     guint target,
                                     guint n_entries,
                                     guint seed);

G_END_DECLS
