/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-game.h"

G_BEGIN_DECLS

/* The board's picture on a seat's phone (docs/seats.md, "The board's picture"): the game's
 * spots (TsGameModule.board_picture) and, on each choice, the spot it acts on
 * (TsGameModule.entry_spot). */
typedef struct _TsSeatPicture TsSeatPicture;

/* The picture of @state, whose choices are about to be listed, drawn at the first of them;
 * NULL when @module draws none or the game is over. */
TsSeatPicture *ts_seat_picture_new (const TsGameModule *module,
                                    gconstpointer       state);
void ts_seat_picture_free (TsSeatPicture *picture);
/* Inside a choice's object: its member "spot", when @entry acts on a spot of the picture. */
void ts_seat_picture_add_spot (TsSeatPicture *picture,
                               JsonBuilder   *b,
                               gconstpointer  entry);
/* Member "picture": the spots, columns and rows from 0, or null when no choice acts on
 * one (the picture would be only to look at: the table has it). */
void ts_seat_picture_add (TsSeatPicture *picture,
                          JsonBuilder   *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsSeatPicture, ts_seat_picture_free)

G_END_DECLS
