/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-catalog.h"
#include "ts-model-match.h"

G_BEGIN_DECLS

/* How many of the last entries a phone shows. */
#define TS_SEAT_STATE_RECENT 8

/* The most choices a phone is sent (a Carcassonne tile has a few dozen places). */
#define TS_SEAT_STATE_MAX_CHOICES 400

/**
 * TsSeatAccess:
 * @TS_SEAT_ACCESS_PLAY: phones propose their seat's entries
 * @TS_SEAT_ACCESS_LOCKED: the scorekeeper locked the phones: they follow only
 * @TS_SEAT_ACCESS_FOLLOW: the game is followed from its file (tableside-cli serve without
 *   --play): entries are made where the record is kept
 */
typedef enum
{
  TS_SEAT_ACCESS_PLAY,
  TS_SEAT_ACCESS_LOCKED,
  TS_SEAT_ACCESS_FOLLOW,
} TsSeatAccess;

/**
 * TsSeatView:
 * @access: what the phones may do
 * @own_last: the seat's own last entry (its number, from 1) while it may take it back, or 0
 * @parts: the table event's parts the phones entered so far, a string per field of the
 *   game's table form (NULL where none yet), or NULL when none were
 * @ahead: the entry (JSON) the seat chose before its turn, kept until the turn comes, or NULL
 * @ahead_note: why the seat's last entry chosen ahead was not recorded, or NULL
 *
 * What the server knows beyond the match when it makes a seat's state.
 */
typedef struct
{
  TsSeatAccess access;
  guint own_last;
  GPtrArray *parts;
  JsonNode *ahead;
  const char *ahead_note;
} TsSeatView;

/* What the phone of @seat (a player, in setup order) shows of @match now, every word in
 * @catalog's language (docs/seats.md, "The state of a seat"): under @view, the entries the
 * seat may propose, its parts of the table event due now and its entry it may take back. */
JsonNode *ts_seat_state_build (TsMatch          *match,
                               guint             seat,
                               TsCatalog        *catalog,
                               const TsSeatView *view);
/* Who still has a part of @form to enter ("Bruno, Carla, anyone at the table") with @parts
 * entered (as TsSeatView's), in the catalog in use; NULL when no one. */
char *ts_seat_waiting_text (TsMatch     *match,
                            TsTableForm *form,
                            GPtrArray   *parts);
/* The player @entry (an entry's JSON) names, or -1 when it names none (the table's). */
int ts_seat_entry_player (JsonNode *entry);
/* Why phones only follow under @access, in the catalog in use; NULL for PLAY. */
const char *ts_seat_access_reason (TsSeatAccess access);

G_END_DECLS
