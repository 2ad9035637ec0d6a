/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-game.h"
#include "ts-match.h"
#include "ts-record-info.h"

G_BEGIN_DECLS

/* ---- Hooks of the shared views (app/views/shared, issue 11) ------------------------------ */

/**
 * TsGameStepKind:
 * @TS_GAME_STEP_NONE: the entry starts nothing
 * @TS_GAME_STEP_GROUP: the entry starts a group (a phase of Burgundy: its depot refill)
 * @TS_GAME_STEP_STEP: the entry starts a step (a round of Burgundy: its roll)
 *
 * Flags: an entry may start a group and its first step at once (Kingsburg's spring dice
 * start a year and its first season).
 */
typedef enum
{
  TS_GAME_STEP_NONE = 0,
  TS_GAME_STEP_GROUP = 1 << 0,
  TS_GAME_STEP_STEP = 1 << 1,
} TsGameStepKind;

/**
 * TsGameSteps:
 * @n_steps: the steps of a whole game (Burgundy: 25 rounds; Kingsburg: 5 years of 8 phases)
 * @group_size: steps to a group (Burgundy: 5 rounds to a phase; Kingsburg: 8 phases to a year)
 * @walk: called for each entry of the record in order, with *@group and *@step as the
 *   previous entry left them (both -1 before the first entry); moves them on and says what
 *   @entry (the module's entry data) starts. Steps count through the whole game (0 to
 *   @n_steps - 1); groups too
 * @group_name: the history's header of group @group ("Phase A")
 * @group_short: the VP chart's label under group @group ("A")
 * @step_name: the history's header of step @step ("Round 3")
 * @after_step: starts the chart's accessible sentence of the VP after step @step ("After round
 *   12:", or "End of phase A:" when @group_end)
 * @is_final_scoring: (nullable): TRUE for a VP line of the final scoring, which the chart draws
 *   as its own last point after the last step
 *
 * How a game's entries fall into steps, for TsHistory's headers and TsVpChart's x axis. A
 * game without it gets a history without headers and a chart with one step per entry.
 */
typedef struct
{
  guint n_steps;
  guint group_size;
  TsGameStepKind (*walk) (gconstpointer entry,
                          int          *group,
                          int          *step);
  char *(*group_name) (guint group);
  char *(*group_short) (guint group);
  char *(*step_name) (guint step);
  char *(*after_step) (guint    step,
                       gboolean group_end);
  gboolean (*is_final_scoring) (const TsLedgerLine *line);
} TsGameSteps;

/* Gives TsHistory the corrected entry (a new reference is taken when kept). */
typedef void (*TsCorrectionSubmit) (TsEntry *entry,
                                    gpointer data);

/**
 * TsCorrectionForms:
 * @form_new: the entry form that corrects table event @old (dice, a depot refill ...) in
 *   @state (the state just before it), filled in with it; it calls @submit with the new entry.
 *   NULL for an entry that has no form: a player's decision, which TsHistory corrects by
 *   offering every legal entry
 * @form_submit: what the correction window's Correct button does: the form checks what was
 *   entered and calls @submit, or shows why not
 * @form_set_error: shows the match's refusal in the form
 * @form_focus: focuses the form's first field
 * @choice_hint: (nullable): the details that tell apart @entry from the @alike legal entries
 *   the module describes with the same words ("second die, from storage space 2")
 *
 * How a game corrects its entries in TsHistory. A game without it corrects every entry the
 * module lists among the legal entries by choosing among them; an entry it does not list (a
 * table event the app waits for) can be removed and entered again.
 */
typedef struct
{
  GtkWidget *(*form_new) (TsMatch           *match,
                          gconstpointer      state,
                          TsEntry           *old,
                          TsCorrectionSubmit submit,
                          gpointer           data);
  void (*form_submit) (GtkWidget *form);
  void (*form_set_error) (GtkWidget  *form,
                          const char *message);
  void (*form_focus) (GtkWidget *form);
  char *(*choice_hint) (gconstpointer state,
                        gconstpointer entry,
                        GPtrArray    *alike);
} TsCorrectionForms;

/* ---- end of the shared views' hooks ----------------------------------------------------- */
typedef struct _TsSetupExtension TsSetupExtension;
/* A final-scoring sheet the shared TsSheetWindow shows (ts-sheet-window.h). */
typedef struct _TsSheetSpec TsSheetSpec;

/**
 * TsGameView:
 * @module: the engine module the view shows
 * @new_game: shows the new-game setup for this game over @parent
 * @create_page: the page that shows @match at the table (a widget with its own header bar;
 *   TsWindow shows it with ts_window_show_match())
 * @score_sheet: opens the final-scoring sheet of a finished game that was not kept with
 *   Tableside, modal over @parent; NULL for games without one
 * @open_score_sheet: opens a sheet kept in Saved Games (scored before) over @parent; FALSE with
 *   a message naming @file when it cannot; NULL for games without a sheet
 * @sheet: (nullable): a sheet of a few numbers and rows per player, which the shared
 *   TsSheetWindow shows; such a game leaves @score_sheet and @open_score_sheet NULL
 * @steps: (nullable): how entries fall into steps (TsHistory, TsVpChart)
 * @corrections: (nullable): the game's correction forms (TsHistory)
 * @setup: what the game adds to the shared new-game form (TsSetupWindow, ts-setup-window.h):
 *   rows per player and rule options; NULL when the players in turn order are all it needs
 *
 * A game is offered on the start page only once it has a view: a rules engine alone is not
 * something a player can use at the table.
 */
typedef struct
{
  const TsGameModule *module;
  void (*new_game) (GtkWindow *parent);
  GtkWidget *(*create_page) (TsMatch *match);
  void (*score_sheet) (GtkWindow *parent);
  gboolean (*open_score_sheet) (GtkWindow *parent,
                                GFile     *file,
                                GError   **error);
  /* The shared views' hooks (above). */
  const TsGameSteps *steps;
  const TsCorrectionForms *corrections;

  /* The new-game form (ts-setup-window.h). */
  const TsSetupExtension *setup;
  const TsSheetSpec *sheet;
} TsGameView;

/* The games' views, registered by the shell at start-up (ts_views_init()). */
void ts_game_views_register (const TsGameView *view);
/* NULL-terminated, in the order registered. */
const TsGameView *const *ts_game_views_get_all (guint *n_views);
const TsGameView *ts_game_views_lookup (const char *game_id);
/* Whether @view's game has a final-scoring sheet (its own window or the shared one), and
 * that sheet opened over @parent: blank, or (_open_) the one kept in @file; FALSE with a
 * message naming @file when it cannot be shown. */
gboolean ts_game_view_has_sheet (const TsGameView *view);
void ts_game_view_score_sheet (const TsGameView *view,
                               GtkWindow        *parent);
gboolean ts_game_view_open_score_sheet (const TsGameView *view,
                                        GtkWindow        *parent,
                                        GFile            *file,
                                        GError          **error);
/* Loads @record's match; NULL with a message naming the file when it cannot be shown. */
TsMatch *ts_game_views_load (TsRecordInfo *record,
                             GError      **error);

G_END_DECLS
