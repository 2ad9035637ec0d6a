/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-page.h"
#include "ts-key-guard.h"
#include "ts-match-notices.h"
#include "ts-save-banner.h"

G_BEGIN_DECLS

/* Shared by the files of TsGamePage only (ts-game-page.c: the frame, its refusals and the
 * game's widgets; ts-game-page-actions.c: its pages and actions): one widget, split by
 * concern. */

typedef struct
{
  TsMatch *match;
  GStrv colors;       /* a CSS colour per player, setup order */
  GStrv marks;        /* the mark shown with each colour, setup order */
  GtkWidget *refused; /* weak: what the refusal is about */
  char *refusal_clause; /* the rule a refusal of the page's own names (its Why?), or NULL */
  gpointer last_sheet; /* only compared: the actor's sheet at the last follow_actor() */
  guint last_stage;
  gboolean pointer_input; /* the last press was the pointer's, not a key's */
  guint refocus_id;       /* moving the focus off the board after a refused click */
  TsKeyGuard *key_guard;  /* one key, one entry */
  TsTableDisplay *display; /* weak: the match shown to the table (F5), or NULL */

  /* template widgets */
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *view_stack;
  TsSaveBanner *save_banner;
  TsMatchNotices *notices;
  AdwToastOverlay *toast_overlay;
  AdwBin *table_bin;
  GtkStack *status_stack;
  GtkLabel *status_label;
  GtkLabel *refusal_label;
  AdwBin *entry_bin;
  AdwBin *history_bin;
  AdwBin *scores_bin;
} TsGamePagePrivate;

TsGamePagePrivate *_ts_game_page_get_private (TsGamePage *self);

/* ts-game-page-actions.c */
/* Makes the History or the Scores when first shown; only the page shown is visible. */
void _ts_game_page_sync_pages (TsGamePage *self);
/* "game.show-table", "-history", "-scores" (Alt+1/2/3), "game.print" (Ctrl+P),
 * "game.show-to-table" (F5), "game.display-fullscreen" (F11) and "game.versions". */
void _ts_game_page_install_actions (GtkWidgetClass *widget_class);

G_END_DECLS
