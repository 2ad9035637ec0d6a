/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-kingsburg.h"

G_BEGIN_DECLS

/**
 * TsKingsburgCourt:
 *
 * The King's court: the 18 advisors (number, name, what each gives) as buttons, with the
 * dice placed on them in their players' colours, the “+2” tokens added, and the advisors the
 * neutral dice block (2 players); under them, who holds the King's Envoy. Lit advisors are those the acting player may influence
 * now. Activating one emits ::advisor-activated with its number.
 */
#define TS_TYPE_KINGSBURG_COURT (ts_kingsburg_court_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgCourt, ts_kingsburg_court, TS, KINGSBURG_COURT, GtkWidget)

GtkWidget *ts_kingsburg_court_new (void);
/* @colors: a CSS colour per player (setup order); @marks: the mark shown with each
 * (ts_game_page_get_marks()); @lit: bit per advisor number. */
void ts_kingsburg_court_set_state (TsKingsburgCourt       *self,
                                   const TsKingsburgState *state,
                                   const char *const      *colors,
                                   const char *const      *marks,
                                   guint32                 lit);
GtkWidget *ts_kingsburg_court_get_button (TsKingsburgCourt *self,
                                          guint             number);
/* What the advisor gives, in words (“1 wood or 1 gold”). */
char *ts_kingsburg_court_gives_text (const TsKingsburgAdvisor *advisor);
/* Pango markup for goods: each count with a square of the good's colour. */
void ts_kingsburg_court_append_goods (GString     *markup,
                                      const gint8 *goods);
/* Pango markup for a player's @mark (“A”; NULL: none) on a chip of their @color (NULL: grey),
 * in the ink that reads on it: wherever their colour stands for them. */
void ts_kingsburg_court_append_mark (GString    *markup,
                                     const char *color,
                                     const char *mark);
/* Pango markup for dice in a player's colour: each die a chip with its number, after the
 * player's @mark (NULL: none, for the neutral dice). */
void ts_kingsburg_court_append_dice (GString    *markup,
                                     const char *color,
                                     const char *mark,
                                     const guint8 *values,
                                     guint       n,
                                     gboolean    dimmed);

/* Compact (the sheets under the court on a narrow window, issue 54): narrower columns. */
void ts_kingsburg_court_set_compact (TsKingsburgCourt *self,
                                     gboolean          compact);

G_END_DECLS
