/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsCaylusCard: one place of the Caylus board (a building, an empty Road space, the Guild
 * Bridge, the Worksite) as a focusable, button-like card. Its contents are a vertical box the
 * board fills. Enter, Space or a click emits "activated" on any card, a target or not (the
 * page then enters, or says why not: issue 41); each card is focusable so that the table can
 * be read card by card.
 */
#define TS_TYPE_CAYLUS_CARD (ts_caylus_card_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusCard, ts_caylus_card, TS, CAYLUS_CARD, GtkWidget)

/* @spot: the board's spot index (or TS_CAYLUS_AT_WORKSITE), given back by get_spot. */
GtkWidget *ts_caylus_card_new (guint spot);
guint ts_caylus_card_get_spot (TsCaylusCard *self);
/* The box of contents, emptied by ts_caylus_card_clear(). */
GtkBox *ts_caylus_card_get_box (TsCaylusCard *self);
void ts_caylus_card_clear (TsCaylusCard *self);
void ts_caylus_card_set_target (TsCaylusCard *self,
                                gboolean      target);
gboolean ts_caylus_card_get_target (TsCaylusCard *self);

/* Signals: "activated" (): Enter, Space or a click on the card. */

G_END_DECLS
