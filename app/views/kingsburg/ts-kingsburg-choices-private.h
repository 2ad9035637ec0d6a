/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-entry-hint.h"
#include "ts-filter-guard.h"
#include "ts-kingsburg-choices.h"

G_BEGIN_DECLS

/* TsKingsburgChoices' insides, shared by ts-kingsburg-choices.c (the list, the keys) and
 * ts-kingsburg-choices-filter.c (what the search line shows). */
struct _TsKingsburgChoices
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkSearchEntry *search;
  TsEntryHint *hint; /* the search line and what to type in it */
  GtkLabel *count;
  GtkWidget *pass_button; /* shown while a row passes: a finger's way to it (issue 54) */
  TsFilterGuard *guard; /* Enter takes only a row shown for what was typed */
  GtkWidget *chapel_box;
  GtkLabel *chapel_label;
  GtkEntry *chapel_entry;
  GtkListBox *list;
  TsEntry *chapel; /* a legal Chapel reroll: the template of the typed one */
  guint n_rows;
  guint n_shown;
  gboolean numbered;  /* rows numbered 1-9: a digit on the empty line takes its row */
  /* the filter, parsed */
  int advisor;        /* the first number typed, or -1 */
  guint8 dice[8];     /* the numbers typed after it */
  guint n_dice;
  char **words;       /* casefolded */
};

/* The entry a row takes, or NULL. */
const TsKingsburgEntry *ts_kingsburg_choices_row_entry (GtkListBoxRow *row);
/* The list's filter function (@data: the choices); counts the rows shown in n_shown. */
gboolean ts_kingsburg_choices_filter_row (GtkListBoxRow *row,
                                          gpointer       data);
/* Reads @text into advisor, dice and words. */
void ts_kingsburg_choices_parse_filter (TsKingsburgChoices *self,
                                        const char         *text);
/* "12 choices", or "3 of 12 choices" while the filter hides some. */
void ts_kingsburg_choices_update_count (TsKingsburgChoices *self);

G_END_DECLS
