/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The trade routes' part of The Castles of Burgundy's new-game form (CB-TRD-01/02), called
 * from ts-burgundy-setup.c: under the module's switch, a row saying which pieces are known,
 * with "Deal at Random" and "Enter Your Box's Pieces…" (TsBurgundyRouteEditor); per player, a
 * "Trade Route" row with their pieces left to right (3 each with 4 players, 4 with 3, 5 with
 * 2), chosen among the pieces of the box. An unknown piece, or one already in another route,
 * cannot start the game: the form says why. The record gets each player's "route" (pieces and
 * spaces, ts-burgundy-entry.h), so it replays the same whatever the pieces file says later. */

typedef struct _TsBurgundyRouteDeal TsBurgundyRouteDeal; /* the whole form's part */
typedef struct _TsBurgundyRouteSeat TsBurgundyRouteSeat; /* one player's rows */

/* Adds the rows to @group (hidden until the module is on). */
TsBurgundyRouteDeal *ts_burgundy_route_deal_new (AdwPreferencesGroup *group);
void ts_burgundy_route_deal_free (TsBurgundyRouteDeal *deal);
/* The "Trade Routes" switch: shows the rows; the first time, deals at random when the box's
 * known pieces are enough. */
void ts_burgundy_route_deal_set_active (TsBurgundyRouteDeal *deal,
                                        gboolean             active);
gboolean ts_burgundy_route_deal_get_active (TsBurgundyRouteDeal *deal);
/* Deals the known pieces at random to the players (what "Deal at Random" does); FALSE, said in
 * the status row, when too few are known. */
gboolean ts_burgundy_route_deal_random (TsBurgundyRouteDeal *deal);

/* A player's "Trade Route" row, added to @group; the number of players is the number of
 * seats whose group is visible. */
TsBurgundyRouteSeat *ts_burgundy_route_seat_new (TsBurgundyRouteDeal *deal,
                                                 AdwPreferencesGroup *group);
void ts_burgundy_route_seat_free (TsBurgundyRouteSeat *seat);
/* The pieces move with their player. */
void ts_burgundy_route_seat_swap (TsBurgundyRouteSeat *a,
                                  TsBurgundyRouteSeat *b);
/* Adds "route" to the player's record object while the module is on. */
void ts_burgundy_route_seat_fill_player (TsBurgundyRouteSeat *seat,
                                         JsonObject          *player);
/* FALSE with the sentence in @error and the row to fix in @fault when the player @name's
 * route cannot be dealt (an unknown piece, a piece in two routes). */
gboolean ts_burgundy_route_seat_check (TsBurgundyRouteSeat  *seat,
                                       const char           *name,
                                       GtkWidget           **fault,
                                       GError              **error);

/* Parts, for tests and keyboard focus. */
typedef enum
{
  TS_BURGUNDY_ROUTE_DEAL_STATUS, /* AdwActionRow: the pieces known */
  TS_BURGUNDY_ROUTE_DEAL_BUTTON, /* GtkButton "Deal at Random" */
  TS_BURGUNDY_ROUTE_EDIT_BUTTON, /* GtkButton "Enter Your Box's Pieces…" */
} TsBurgundyRouteDealPart;

GtkWidget *ts_burgundy_route_deal_get_part (TsBurgundyRouteDeal     *deal,
                                            TsBurgundyRouteDealPart  part);
/* The seat's expander row, and the combo row of its piece @k (from the left). */
GtkWidget *ts_burgundy_route_seat_get_row (TsBurgundyRouteSeat *seat);
GtkWidget *ts_burgundy_route_seat_get_piece_row (TsBurgundyRouteSeat *seat,
                                                 guint                k);

/* A row of a module's decisions: always shown under the module's switch (rows that came and
 * went under the pointer made a quick second click hit another switch, issue 24), insensitive
 * while the module is off, its tooltip then saying why. */
void ts_burgundy_module_row_follow (GtkWidget *row,
                                    gboolean   on);

G_END_DECLS
