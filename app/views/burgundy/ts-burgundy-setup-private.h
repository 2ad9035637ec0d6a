/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by the files of The Castles of Burgundy's setup rows: ts-burgundy-setup.c (duchy
 * and start castle per player, the rules) and ts-burgundy-setup-modules.c (the modules of the
 * 2019 box, dealing duchies, the secret choice of start castles). */

#include "ts-burgundy.h"
#include "ts-burgundy-board-store.h"
#include "ts-burgundy-setup-routes.h"
#include "ts-burgundy-setup.h"

G_BEGIN_DECLS

/* The modules' switches, in the form's order. */
typedef enum
{
  MODULE_EXTRA_TILES,
  MODULE_WHITE_CASTLES,
  MODULE_INNS,
  MODULE_TRADE_ROUTES,
  MODULE_SHIELDS,
  MODULE_ADVANCED_DUCHIES,
  MODULE_OUTPOSTS, /* issue 15 */
  N_MODULES,
} BurgundyModule;

typedef struct _BurgundySolo BurgundySolo; /* ts-burgundy-setup-solo.c */
typedef struct _BurgundyTeam BurgundyTeam; /* ts-burgundy-setup-team.c */

/* The whole form's part: the duchies offered, the option switches and the modules. */
typedef struct
{
  /* ts-burgundy-setup-boards.c: the boards offered (issue 15). */
  GPtrArray *duchies; /* TsBurgundyDuchy * (copies), in the duchy row's order */
  GPtrArray *why_not; /* char *, parallel: why the board cannot start a game, or NULL */
  GtkStringList *duchy_names;
  TsBurgundyBoardStore *store;
  gulong store_changed;
  GtkWidget *boards_error_row; /* the store's load error, shown while there is one */
  gboolean offers_outposts;    /* the list holds only outpost duchies (CB-OUT-01) */

  GtkSwitch *discard_switch;
  GtkSwitch *mine_switch;
  GPtrArray *seats; /* BurgundySeat *, in the form's order (seats stay, players move) */

  /* ts-burgundy-setup-modules.c */
  AdwPreferencesGroup *modules_group;
  GtkSwitch *modules[N_MODULES];
  TsBurgundyRouteDeal *routes; /* the trade routes' rows (ts-burgundy-setup-routes.c) */
  GtkWidget *inn_extra_row;
  GtkSwitch *inn_extra_switch;
  GtkWidget *shield_must_row;
  GtkSwitch *shield_must_switch;
  GtkWidget *shield_two_row;
  GtkSwitch *shield_two_switch; /* "shield-2-per-gain" (CB-SHD-02) */
  GtkWidget *deal_row;
  GtkWidget *deal_button;
  GtkWidget *secret_row;
  GtkSwitch *secret_switch;
  GtkWidget *choose_secret_button;
  GRand *rand;      /* dealing duchies */
  int asking;       /* the seat the secret dialog is open for, or -1 */
  gboolean walking; /* "Choose in Secret" asks every player in turn */

  /* ts-burgundy-setup-solo.c */
  BurgundySolo *solo;

  /* ts-burgundy-setup-team.c */
  BurgundyTeam *team;
} BurgundyGame;

/* One player's rows. */
typedef struct
{
  BurgundyGame *game;
  guint index; /* the seat's row in the form, from 0 */
  AdwComboRow *duchy_row;
  AdwComboRow *castle_row;
  GtkStringList *castle_names;
  guint8 castle_spaces[TS_BURGUNDY_N_SPACES];
  guint n_castles;
  guint nearest_centre; /* index into castle_spaces */
  /* Secret start (CB-ADV-03): the space chosen in the private dialog, never shown. */
  AdwActionRow *secret_row;
  GtkWidget *secret_button;
  int secret_space; /* -1 until chosen */
  TsBurgundyRouteSeat *route; /* the player's trade route */
} BurgundySeat;

/* ts-burgundy-setup.c */
const TsBurgundyDuchy *_ts_burgundy_seat_get_duchy (BurgundySeat *seat);
char *_ts_burgundy_castle_label (const TsBurgundyDuchy *duchy,
                                 guint                  space);
/* Shows the rows that apply with the modules picked now. */
void _ts_burgundy_seat_update_rows (BurgundySeat *seat);
/* Lists the start castles of the seat's board anew (the one nearest the centre picked). */
void _ts_burgundy_seat_fill_castles (BurgundySeat *seat);
/* The duchy row's note and the rows that depend on the board, castles kept. */
void _ts_burgundy_seat_update_duchy (BurgundySeat *seat);

/* ts-burgundy-setup-boards.c */
void _ts_burgundy_boards_init (BurgundyGame        *game,
                               AdwPreferencesGroup *rules);
void _ts_burgundy_boards_free (BurgundyGame *game);
/* Lists the store's boards again (after it changed, or when what the game offers did). */
void _ts_burgundy_boards_refresh (BurgundyGame *game);
/* Lists the boards again when the Outposts switch (or the solo game) changed what the game
 * is played on. */
void _ts_burgundy_boards_follow_modules (BurgundyGame *game);
/* Whether this game is played on boards like @board (its kind). */
gboolean _ts_burgundy_game_offers_board (BurgundyGame          *game,
                                         const TsBurgundyDuchy *board);
/* Why the seat's board cannot start a game ("Duchy 4: not entered yet"), or NULL. */
const char *_ts_burgundy_seat_why_not (BurgundySeat *seat);
gboolean _ts_burgundy_seat_check_board (BurgundySeat  *seat,
                                        const char    *name,
                                        GtkWidget    **fault,
                                        GError       **error);
/* Indices into game->duchies the advanced duchies deal from (CB-ADV-01). */
GArray *_ts_burgundy_boards_deal_pool (BurgundyGame *game);
void _ts_burgundy_seat_fill_layout (BurgundySeat *seat,
                                    JsonObject   *player);

/* ts-burgundy-setup-modules.c */
/* A row with a switch (off) at the end of @group; *@row_out the row when not NULL. */
GtkSwitch *_ts_burgundy_switch_row (AdwPreferencesGroup  *group,
                                    const char           *title,
                                    const char           *subtitle,
                                    GtkWidget           **row_out);
gboolean _ts_burgundy_game_module (BurgundyGame   *game,
                                   BurgundyModule  module);
gboolean _ts_burgundy_game_secret (BurgundyGame *game);
void _ts_burgundy_modules_init (BurgundyGame        *game,
                                AdwPreferencesGroup *rules);
void _ts_burgundy_modules_seat_init (BurgundySeat        *seat,
                                     AdwPreferencesGroup *group);
void _ts_burgundy_modules_fill_record (BurgundyGame *game,
                                       JsonObject   *options);
void _ts_burgundy_secret_update (BurgundySeat *seat);
/* The modules' demands on a player's rows before the game starts: with the outposts, an
 * outpost duchy 11 (CB-OUT-01). FALSE with @error in words and *@fault the row to fix. */
gboolean _ts_burgundy_modules_check_seat (BurgundySeat  *seat,
                                          const char    *name,
                                          GtkWidget    **fault,
                                          GError       **error);

/* Shows the rows that apply with the modules picked now (and none in the solo game). */
void _ts_burgundy_modules_update (BurgundyGame *game);
/* The advanced duchies' deal row says what it deals, and cannot be pressed when nothing
 * can be dealt (no outpost duchy entered yet). */
void _ts_burgundy_deal_update (BurgundyGame *game);

/* The module rows the solo or team game on now refuses say so (ts-burgundy-setup-modules.c). */
void _ts_burgundy_modules_follow_mode (BurgundyGame *game);

/* ts-burgundy-setup-solo.c: one player at the table plays the solo game (CB-SOL). */
void _ts_burgundy_solo_init (BurgundyGame *game);
void _ts_burgundy_solo_free (BurgundyGame *game);
gboolean _ts_burgundy_game_solo (BurgundyGame *game);
/* @module names another board than the solo game's (outposts, advanced duchies), and the
 * solo game is on. */
gboolean _ts_burgundy_solo_refuses (BurgundyGame   *game,
                                    BurgundyModule  module);
void _ts_burgundy_solo_update (BurgundyGame *game);
void _ts_burgundy_solo_players_changed (BurgundyGame *game,
                                        guint         n_players);
void _ts_burgundy_solo_fill_player (BurgundyGame *game,
                                    JsonObject   *player);
void _ts_burgundy_solo_fill_record (BurgundyGame *game,
                                    JsonObject   *options);
gboolean _ts_burgundy_solo_check (BurgundyGame  *game,
                                  GtkWidget    **fault,
                                  GError       **error);
GtkWidget *_ts_burgundy_solo_get_part (BurgundyGame        *game,
                                       TsBurgundySetupPart  part);

/* ts-burgundy-setup-team.c: four players at the table may play the team game (CB-TEM). */
void _ts_burgundy_team_init (BurgundyGame        *game,
                             AdwPreferencesGroup *rules);
void _ts_burgundy_team_free (BurgundyGame *game);
/* The team game is on (its switch, with exactly 4 players). */
gboolean _ts_burgundy_game_team (BurgundyGame *game);
/* @module is one the team game is not combined with, and the team game is on. */
gboolean _ts_burgundy_team_refuses (BurgundyGame   *game,
                                    BurgundyModule  module);
void _ts_burgundy_team_players_changed (BurgundyGame *game,
                                        guint         n_players);
void _ts_burgundy_team_fill_record (BurgundyGame *game,
                                    JsonObject   *options,
                                    JsonObject   *setup);
/* Before Start: a playable team board; FALSE with @error in words, *@fault the row. */
gboolean _ts_burgundy_team_check (BurgundyGame  *game,
                                  GtkWidget    **fault,
                                  GError       **error);
GtkWidget *_ts_burgundy_team_get_part (BurgundyGame        *game,
                                       TsBurgundySetupPart  part);

G_END_DECLS
