/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-seat-state.h"

G_BEGIN_DECLS

/* Shared by the files of a seat's state only (ts-seat-state.c: the scoreboard, the seat's
 * holdings, the end of the game; ts-seat-state-moves.c: what the seat may enter). */

/* ts-seat-state.c */
/* @member: @value, or null when @value is NULL or empty. */
void _ts_seat_state_add_string_or_null (JsonBuilder *b,
                                        const char  *member,
                                        const char  *value);

/* ts-seat-state-moves.c */
/* "propose": the entries the seat may make now or before its turn, and its own last entry
 * while it may take it back; null while it may not enter. */
void _ts_seat_state_add_propose (JsonBuilder      *b,
                                 TsMatch          *match,
                                 guint             seat,
                                 const TsSeatView *view);
/* "form": the table event due now as parts, with the options of those @seat may enter; null
 * when none is due. */
void _ts_seat_state_add_form (JsonBuilder      *b,
                              TsMatch          *match,
                              guint             seat,
                              const TsSeatView *view);

G_END_DECLS
