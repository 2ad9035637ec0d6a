/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-game-views.h"
#include "ts-match.h"
#include "ts-table-display.h"

G_BEGIN_DECLS

/**
 * TsGamePage:
 *
 * The frame every game's page shares (issue 11): a header bar (back to the games, undo and
 * redo, the view switcher titled with the match's name and game, the main menu), the save
 * banner, and three pages: Table, History and Scores. The Table page is the game's own
 * table (the `<child type="table">` of a subclass's template) above one status line, which
 * a refusal replaces, and the game's entry forms (`<child type="entry">`).
 *
 * It installs the page actions "game.show-table", "game.show-history", "game.show-scores"
 * (Alt+1/2/3), "game.print" (Ctrl+P: the score page's "score.print", or a toast until the
 * game is over) and "game.show-to-table" (F5: the match shown to the table, #TsTableDisplay,
 * or its end), gives the page the shortcuts of every "game." action, and owns the
 * construct-only #TsGamePage:match. A game's page derives from it and implements
 * focus_table(), which moves the focus where the table's next input goes.
 */
#define TS_TYPE_GAME_PAGE (ts_game_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (TsGamePage, ts_game_page, TS, GAME_PAGE, GtkWidget)

struct _TsGamePageClass
{
  GtkWidgetClass parent_class;

  /* The style class a refusal puts on what it is about (e.g. "kb-refused"). */
  const char *refused_class;
  void (*focus_table) (TsGamePage *self);
};

TsMatch *ts_game_page_get_match (TsGamePage *self);
const char *ts_game_page_get_readings_notice (TsGamePage *self);
/* A CSS colour per player of the match, setup order, NULL-terminated. */
const char *const *ts_game_page_get_colors (TsGamePage *self);
/* The mark shown with each of those colours (ts_game_page_dup_marks()), NULL-terminated. */
const char *const *ts_game_page_get_marks (TsGamePage *self);
/* Calls focus_table() when the Table page is shown and the page is mapped. */
void ts_game_page_focus_table (TsGamePage *self);
/* Shows @sheet (the sheet of whoever acts now; NULL: nobody) in @stack when the actor or
 * the game's @stage changed since the last call; the user's pick is left alone otherwise. */
void ts_game_page_follow_actor (TsGamePage *self,
                                GtkStack   *stack,
                                GtkWidget  *sheet,
                                guint       stage);

/* The name of the entry form shown (the visible child of a GtkStack given as the template's
 * <child type="entry">: "roll", "draw", "figure" …), or NULL. */
const char *ts_game_page_get_form (TsGamePage *self);
/* The toast overlay over the table, above the status line and the entry forms (TsWindow
 * shows its toasts there while the Table page is shown). */
AdwToastOverlay *ts_game_page_get_toast_overlay (TsGamePage *self);
/* The match shown to the table (F5), or NULL. */
TsTableDisplay *ts_game_page_get_table_display (TsGamePage *self);

void ts_game_page_set_status (TsGamePage *self,
                              const char *text);
/* A refusal in place of the status line, with @where (may be NULL) given the class's
 * refused_class, until ts_game_page_clear_refusal(). */
void ts_game_page_show_refusal (TsGamePage *self,
                                const char *message,
                                GtkWidget  *where);
/* The same for a refusal the page makes itself (not the engine's, whose rule the match
 * knows): @clause ("CB-RND-04") is the rule its Why? opens. */
void ts_game_page_show_rule_refusal (TsGamePage *self,
                                     const char *message,
                                     const char *clause,
                                     GtkWidget  *where);
void ts_game_page_clear_refusal (TsGamePage *self);
const char *ts_game_page_get_refusal (TsGamePage *self);
/* The clause given with the refusal shown, or NULL. */
const char *ts_game_page_get_refusal_clause (TsGamePage *self);
GtkWidget *ts_game_page_get_refused_widget (TsGamePage *self);
/* Sets @label to the final scoring's explanation (empty before the game is over). */
void ts_game_page_show_explanation (TsGamePage *self,
                                    GtkLabel   *label);

/* Helpers for any game's views. */

/* A CSS colour per player of @match (their palette colour), NULL-terminated. */
GStrv ts_game_page_dup_colors (TsMatch *match);
/* The mark of each player of @match (ts_match_player_get_mark(): "A", "An"), shown with their
 * colour wherever it stands for them, NULL-terminated. */
GStrv ts_game_page_dup_marks (TsMatch *match);
/* Keeps a copy of @marks (NULL-terminated, or NULL for none) in @kept, @n slots each NULL or
 * owned (g_free() them when done): NULL past the last mark. TRUE when any changed, so that
 * what shows them is drawn again. */
gboolean ts_game_page_keep_marks (char              **kept,
                                  guint               n,
                                  const char *const  *marks);
/* Makes @form's "submit" (an entry of @match's game, @entry_size bytes, valid during the
 * emission) call @submit with it as a #TsEntry: an entry form correcting a history entry. */
void ts_game_page_connect_correction (GtkWidget         *form,
                                      TsMatch           *match,
                                      gsize              entry_size,
                                      TsCorrectionSubmit submit,
                                      gpointer           data);
/* Adds or removes the style class @name (lit, built, selected …). */
void ts_game_page_toggle_class (GtkWidget  *widget,
                                const char *name,
                                gboolean    on);
/* Adds to @klass the signal @name with one int argument: which of the widget's things (a
 * number, a space, a building) was activated. */
guint ts_game_page_add_activated_signal (gpointer    klass,
                                         const char *name);

G_END_DECLS
