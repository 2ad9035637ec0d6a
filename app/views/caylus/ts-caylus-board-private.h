/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-caylus-board.h"
#include "ts-caylus-card.h"

G_BEGIN_DECLS

/* The cards that are no spot of the state: the Guild Bridge and the supplies' chips. */
#define TS_CAYLUS_CARD_NO_SPOT 0x1ff

/* What the cards are filled from: the board's copy of the state and the players' colours
 * and marks. */
typedef struct
{
  const TsCaylusState *state;
  const GdkRGBA *colors; /* one per player */
  const char *const *color_names; /* one per player, translated; NULL when not a palette's */
  const char *const *marks; /* one per player, NULL for none: shown beside their pieces */
} TsCaylusBoardLook;

/* ts-caylus-board-cards.c: the contents, style classes, tooltip and accessible name and
 * description of each card. */

/* The building (or empty space) at @spot: band, name, side, house, workers. When the
 * building and its side are those the card shows and not @whole, its words on screen are
 * kept and only its pieces made again (a worker placed or taken away). */
void ts_caylus_board_fill_spot (TsCaylusCard            *card,
                                const TsCaylusBoardLook *look,
                                guint                    spot,
                                gboolean                 whole);
/* After a spot's card was filled, only whether it can be chosen changed: its words say so
 * again (its class is ts_caylus_card_set_target()'s). FALSE when the card has no words kept
 * (an empty space): fill it instead. */
gboolean ts_caylus_board_retarget_spot (TsCaylusCard *card);
/* TRUE when the Provost's marker stands right after the card of @spot on the Road (the
 * last space's card when the Provost is past the Road's last building space). */
gboolean ts_caylus_board_provost_after (const TsCaylusState *state,
                                        guint                spot);
/* The Guild Bridge: its places in order and the houses below it. */
void ts_caylus_board_fill_bridge (TsCaylusCard *card, const TsCaylusBoardLook *look);
/* The Worksite: its 3 setup buildings and its numbered spaces. */
void ts_caylus_board_fill_worksite (TsCaylusCard *card, const TsCaylusBoardLook *look);
/* The Provost's marker: its accessible name and tooltip ("Provost: after road space 9"). */
void ts_caylus_board_fill_provost (GtkWidget *marker, const TsCaylusBoardLook *look);

/* ts-caylus-board-supply.c: the round track and first player, the tiles and monuments left,
 * the characters on the board. */
void ts_caylus_board_fill_round (TsCaylusCard            *card,
                                 const TsCaylusBoardLook *look);
void ts_caylus_board_fill_left (TsCaylusCard            *card,
                                const TsCaylusBoardLook *look,
                                TsCaylusClass            klass);
void ts_caylus_board_fill_characters (TsCaylusCard            *card,
                                      const TsCaylusBoardLook *look);

/* A player's piece, drawn in @color with a dark outline: a house or a worker; with the
 * player's @mark beside it (NULL: none, where their name is beside it). */
GtkWidget *ts_caylus_board_piece_new (gboolean       house,
                                      const GdkRGBA *color,
                                      const char    *mark);
/* A numbered place on a card (the Guild Bridge's, the Worksite's) with the piece of @player
 * on it, or none (@player < 0). The place keeps @room, what any player's piece takes
 * (ts_caylus_board_pieces_room()), whether a piece stands there or not: a card does not
 * widen as a round goes on, which would move every card after it on the Road. */
GtkWidget *ts_caylus_board_place_new (const TsCaylusBoardLook *look,
                                      guint                    number,
                                      gboolean                 house,
                                      int                      player,
                                      int                      room);
/* The room @n pieces of any of the players take side by side, @spacing apart, each with its
 * player's mark beside it. */
int ts_caylus_board_pieces_room (GtkWidget               *card,
                                 const TsCaylusBoardLook *look,
                                 gboolean                 house,
                                 guint                    n,
                                 int                      spacing);
/* A small label with @css_class added (NULL for none). */
GtkWidget *ts_caylus_board_label (const char *text,
                                  const char *css_class);
/* The card's accessible name, description and tooltip. */
void ts_caylus_board_describe (GtkWidget  *card,
                               const char *name,
                               const char *description);

G_END_DECLS
