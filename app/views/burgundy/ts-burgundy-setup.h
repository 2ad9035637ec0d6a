/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-setup-window.h"

G_BEGIN_DECLS

/* What The Castles of Burgundy adds to the shared new-game form (TsSetupWindow): a duchy per
 * player (1 or 2 for the base game; any other shipped duchy with its start castle picked,
 * CB-ADV-02), the options where tables read the rules differently, the modules of the 2019
 * box (a "Modules" group: one switch each, with their decisions; the advanced duchies deal
 * duchies and let the start castles be chosen openly or in secret, CB-ADV-01..03), and the
 * workers each place in the turn order starts with (CB-SET-13). With one player the form
 * sets up the solo game (issue 15): a "Solo Game" group with the solo board, start castle,
 * target and colour-area rule; the modules are off then. With four players a "Team Game"
 * switch sets up the team game (CB-TEM): a "Team Boards" group with each team's board and
 * start castle instead of the players' duchies. */
extern const TsSetupExtension ts_burgundy_setup_extension;

/* Burgundy's parts of @window, for tests and keyboard focus: per player (@player counts rows
 * from 0, in the order shown) DUCHY and CASTLE (AdwComboRow); the options ignore @player. */
typedef enum
{
  TS_BURGUNDY_SETUP_DUCHY,
  TS_BURGUNDY_SETUP_CASTLE,
  TS_BURGUNDY_SETUP_EFFECT_DISCARD, /* GtkSwitch */
  TS_BURGUNDY_SETUP_MINE_INCOME,    /* GtkSwitch */
  /* The modules (GtkSwitch each), in the form's order. */
  TS_BURGUNDY_SETUP_EXTRA_TILES,
  TS_BURGUNDY_SETUP_WHITE_CASTLES,
  TS_BURGUNDY_SETUP_INNS,
  TS_BURGUNDY_SETUP_TRADE_ROUTES,
  TS_BURGUNDY_SETUP_SHIELDS,
  TS_BURGUNDY_SETUP_ADVANCED_DUCHIES,
  TS_BURGUNDY_SETUP_INN_EXTRA_PURCHASE, /* GtkSwitch, shown with the inns */
  TS_BURGUNDY_SETUP_SHIELD_TILE_MUST,   /* GtkSwitch, shown with the shields */
  TS_BURGUNDY_SETUP_DEAL,               /* GtkButton "Deal Duchies" (advanced duchies) */
  TS_BURGUNDY_SETUP_SECRET,             /* GtkSwitch "Choose in Secret" */
  TS_BURGUNDY_SETUP_CHOOSE_SECRET,      /* GtkButton: asks every player in turn */
  TS_BURGUNDY_SETUP_ROUTE_STATUS,       /* AdwActionRow: the trade-route pieces known */
  /* Per player again: the secret start castle's row ("Chosen") and its button. */
  TS_BURGUNDY_SETUP_SECRET_ROW,         /* AdwActionRow */
  TS_BURGUNDY_SETUP_SECRET_BUTTON,      /* GtkButton */
  TS_BURGUNDY_SETUP_ROUTE_ROW,          /* AdwExpanderRow: the player's trade route */
  /* Issue 15 (the options again, @player ignored). */
  TS_BURGUNDY_SETUP_OUTPOSTS,           /* GtkSwitch "Outposts" */
  /* The solo game (issue 15), shown with one player; @player is ignored. */
  TS_BURGUNDY_SETUP_SOLO_GROUP,   /* AdwPreferencesGroup */
  TS_BURGUNDY_SETUP_SOLO_BOARD,   /* AdwComboRow: the playable solo boards */
  TS_BURGUNDY_SETUP_SOLO_CASTLE,  /* AdwComboRow: the start castle (CB-SOL-02) */
  TS_BURGUNDY_SETUP_SOLO_TARGET,  /* AdwComboRow: 45-55, "50 (normal)" (CB-SOL-25) */
  TS_BURGUNDY_SETUP_SOLO_AREAS,   /* GtkSwitch: "solo-colour-areas" (CB-DIF-08) */
  TS_BURGUNDY_SETUP_SOLO_MISSING, /* AdwActionRow: solo boards not entered or not valid */
  /* The team game (issue 15, CB-TEM), offered with 4 players; @player is ignored. */
  TS_BURGUNDY_SETUP_TEAM,          /* GtkSwitch "Team Game" */
  TS_BURGUNDY_SETUP_TEAM_ROW,      /* AdwActionRow: the switch's row, saying who plays with whom */
  TS_BURGUNDY_SETUP_TEAM_GROUP,    /* AdwPreferencesGroup "Team Boards" */
  TS_BURGUNDY_SETUP_TEAM_A_BOARD,  /* AdwComboRow: the playable team boards */
  TS_BURGUNDY_SETUP_TEAM_B_BOARD,  /* AdwComboRow */
  TS_BURGUNDY_SETUP_TEAM_A_CASTLE, /* AdwComboRow: the board's start spaces (CB-TEM-03) */
  TS_BURGUNDY_SETUP_TEAM_B_CASTLE, /* AdwComboRow */
  TS_BURGUNDY_SETUP_TEAM_MISSING,  /* AdwActionRow: no team board can start a game */
  /* Issue 26: decisions where tables differ (GtkSwitch each, @player ignored). */
  TS_BURGUNDY_SETUP_SHIELD_TWO_PER_GAIN, /* "shield-2-per-gain", shown with the shields */
  TS_BURGUNDY_SETUP_SOLO_BLACK_DECLINE,  /* "solo-black-decline", in the solo group */
  TS_BURGUNDY_SETUP_TEAM_DISCARD_BY_KIND, /* "team-discard-by-kind", in the team group */
  TS_BURGUNDY_SETUP_TEAM_TIE_SHARED,     /* "team-tie-shared", in the team group */
} TsBurgundySetupPart;

/* The private dialog a player picks their secret start castle in (CB-ADV-03), while it is
 * open; NULL otherwise. Its extra child is a GtkListBox of that player's castle spaces. */
AdwMessageDialog *ts_burgundy_setup_get_secret_dialog (TsSetupWindow *window);

GtkWidget *ts_burgundy_setup_get_part (TsSetupWindow       *window,
                                       TsBurgundySetupPart  part,
                                       guint                player);

G_END_DECLS
