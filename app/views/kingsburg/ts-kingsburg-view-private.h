/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-fold-box.h"
#include "ts-kingsburg-battle-entry.h"
#include "ts-kingsburg-battle-summary.h"
#include "ts-kingsburg-calendar.h"
#include "ts-kingsburg-choices.h"
#include "ts-kingsburg-court.h"
#include "ts-kingsburg-province.h"
#include "ts-kingsburg-roll-entry.h"
#include "ts-kingsburg-view.h"

G_BEGIN_DECLS

/* TsKingsburgView's insides, shared by ts-kingsburg-view.c (showing the state, the sheets)
 * and ts-kingsburg-view-entering.c (what the table enters, and its refusals). */
struct _TsKingsburgView
{
  TsGamePage parent_instance;

  TsMatch *match;            /* TsGamePage's, for short */
  const char *const *colors; /* TsGamePage's: a CSS colour per player */
  const char *const *marks;  /* TsGamePage's: the mark shown with each colour */
  GPtrArray *provinces;      /* TsKingsburgProvince per player, setup order; NULL until made */

  /* template widgets */
  TsKingsburgCalendar *calendar;
  TsKingsburgCourt *court;
  GtkStack *players_stack;
  TsFoldBox *fold; /* the court, the sheets beside it or under it (issue 54) */
  guint fold_idle; /* the sheets made compact or not after the allocation that folded */
  gboolean fold_known; /* the fold box has been laid out once */
  gboolean opens_wide; /* before that: the window will open wider than the fold, surely */
  GtkStack *entry_stack;
  TsKingsburgChoices *choices;
  TsKingsburgRollEntry *roll_entry;     /* NULL until first shown (ts_kingsburg_view_make_form()) */
  TsKingsburgBattleEntry *battle_entry; /* the same */
  TsKingsburgBattleSummary *battle_summary;
  GtkWidget *battle_button;
  GtkLabel *over_label;
  GtkWidget *final_button;
};

/* The match's state, for short. */
static inline const TsKingsburgState *
ts_kingsburg_view_get_state (TsKingsburgView *self)
{
  return ts_match_get_state (self->match);
}

/* ts-kingsburg-view.c */
/* What the legal entries light: advisors the actor may influence, buildings each may build. */
void ts_kingsburg_view_legal_targets (TsKingsburgView *self,
                                      guint32         *advisors,
                                      guint32          buildings[TS_KINGSBURG_MAX_PLAYERS]);

/* ts-kingsburg-view-entering.c */
void ts_kingsburg_view_clear_refusal (TsKingsburgView *self);
/* The season's dice and the battle's forms, made when first shown (ts_form_stack_ensure()). */
GtkWidget *ts_kingsburg_view_make_form (const char *name,
                                        gpointer    user_data);
/* A click on a building of a player's province sheet. */
void ts_kingsburg_view_building_activated_cb (TsKingsburgProvince *province,
                                              int                  building,
                                              TsKingsburgView      *self);
/* Binds the template callbacks of what is entered, installs "game.end-turn" (Ctrl+E). */
void ts_kingsburg_view_install_entering (GtkWidgetClass *widget_class);

G_END_DECLS
