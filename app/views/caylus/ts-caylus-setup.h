/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-setup-window.h"

G_BEGIN_DECLS

/* What Caylus 1303 adds to the shared new-game form (TsSetupWindow): whether a monument
 * covers its residence's recruitment (the record's "monument-residence", CY-MNM-08), whether
 * a stone Farm, Sawmill or Quarry gives its owner the resource when another player's worker
 * declines it ("stone-owner-gain", CY-STN-04), and the
 * corrections of the user's box the new game carries ("components", from the tile editor),
 * with a button to correct them; a broken corrections file is shown with its path and reason
 * (the game then starts with the shipped values). 2-5 players in turn order. */
extern const TsSetupExtension ts_caylus_setup_extension;

/* Shows the form for a new Caylus 1303 game over @parent. */
void ts_caylus_setup_show (GtkWindow *parent);

/* Caylus 1303's parts of @window, for tests and keyboard focus. */
typedef enum
{
  TS_CAYLUS_SETUP_MONUMENTS,   /* AdwComboRow: 0 covered, 1 counts */
  TS_CAYLUS_SETUP_TILES,       /* AdwActionRow: the corrections carried, or the file's fault */
  TS_CAYLUS_SETUP_TILES_BUTTON, /* GtkButton: opens TsCaylusTileEditor */
  TS_CAYLUS_SETUP_OWNER_GAIN,  /* AdwComboRow: 0 "activated" (the text), 1 "used" */
} TsCaylusSetupPart;

GtkWidget *ts_caylus_setup_get_part (TsSetupWindow     *window,
                                     TsCaylusSetupPart  part);

G_END_DECLS
