/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-match.h"

G_BEGIN_DECLS

void ts_ui_test_init (int    *argc,
                      char ***argv);
/* As ts_ui_test_init(), with the user folders isolated per test case
 * (G_TEST_OPTION_ISOLATE_DIRS), for tests that look at what was saved. */
void ts_ui_test_init_isolated (int    *argc,
                               char ***argv);
/* The built translations (TABLESIDE_LOCALEDIR, which must be set) bound, before
 * ts_ui_test_init(): GLib decides once, at its first translation, whether to translate at all,
 * and in a language of no catalog (English under C.UTF-8) it would decide not to, for good. */
void ts_ui_test_bind_translations (void);
/* Switches to @language ("pt", "en") as a user does with LANGUAGE. */
void ts_ui_test_use_language (const char *language);
/* Registers a TsApplication (its startup runs, loading the app's style sheets). */
void ts_ui_test_start_app (void);
void ts_ui_test_spin (void);
/* The first descendant of @root (depth first) that is a @type, or NULL. */
GtkWidget *ts_ui_test_find_child (GtkWidget *root,
                                  GType      type);
/* @root itself or its first descendant (depth first) for which @match says yes, or NULL. */
typedef gboolean (*TsUiTestMatch) (GtkWidget    *widget,
                                   gconstpointer data);
GtkWidget *ts_ui_test_find (GtkWidget    *root,
                            TsUiTestMatch match,
                            gconstpointer data);
/* @root itself or its first descendant (depth first) that is a @type / is named @name
 * (gtk_widget_set_name, the .ui's name) / is a button labelled @label / has the tooltip
 * @tooltip; NULL when there is none. */
GtkWidget *ts_ui_test_find_type (GtkWidget *root,
                                 GType      type);
GtkWidget *ts_ui_test_find_named (GtkWidget  *root,
                                  const char *name);
GtkWidget *ts_ui_test_find_button (GtkWidget  *root,
                                   const char *label);
GtkWidget *ts_ui_test_find_tooltip (GtkWidget  *root,
                                    const char *tooltip);
/* @root itself or its first descendant that is a menu's item reading @text (a popover's
 * item of a GMenu), or NULL. */
GtkWidget *ts_ui_test_find_menu_item (GtkWidget  *root,
                                      const char *text);
/* How many rows @list has. */
guint ts_ui_test_count_rows (GtkListBox *list);
/* The visible top-level window that is a @type, or NULL. */
GtkWindow *ts_ui_test_find_toplevel (GType type);
/* Player @player's sheet of type @sheet_type (a duchy, a province) on the table page @page,
 * or the one shown if @player is -1; waits until it is made (ts-player-sheets.c). */
GtkWidget *ts_ui_test_player_sheet (GtkWidget *page,
                                    GType      sheet_type,
                                    int        player);
void ts_ui_test_present_and_wait (GtkWindow *window);
void ts_ui_test_destroy_window (GtkWindow *window);
/* @file (an export) holds more than 1000 bytes and begins with @prefix ("%PDF"). */
void ts_ui_test_assert_file_starts_with (GFile      *file,
                                         const char *prefix);
/* The pixels of @widget as it is drawn now (RGBA, @width x @height). */
GBytes *ts_ui_test_widget_pixels (GtkWidget *widget,
                                  int       *width,
                                  int       *height);
char *ts_ui_test_save_png (GtkWidget  *widget,
                           const char *name);
/* Queues a resize of @window, shows it and waits for it to be drawn. */
void ts_ui_test_redraw (GtkWidget *window);
/* Appends the text of every visible label under @widget (itself included) to @out, one a
 * line, depth first. */
void ts_ui_test_collect_labels (GtkWidget *widget,
                                GString   *out);
/* The same, as a new string. */
char *ts_ui_test_labels (GtkWidget *widget);
/* TRUE when @window's focus is @widget or inside it. */
gboolean ts_ui_test_focus_in (GtkWindow *window,
                              GtkWidget *widget);
/* Fails when two mapped, sensitive labels under @widget have the same mnemonic and different
 * texts: GTK then only moves the focus between them on Alt+key instead of activating one
 * (“Alt+A only focuses Add”). The same text on each player's row (“_Name”) is meant to
 * cycle. */
void ts_ui_test_assert_mnemonics_unique (GtkWidget *widget);
/* A score table's cell (TsScoreTable's GtkGrid): the value of the label at @column, @row
 * (without the player's own note the label shows under it), and the category's label of
 * @row (column 0 holds it, with a Why? beside it and a note under them). */
const char *ts_ui_test_score_cell (GtkGrid *grid,
                                   int      column,
                                   int      row);
const char *ts_ui_test_score_category (GtkGrid *grid,
                                       int      row);
/* The section of the user guide (a clause ID in lower case) that the Why? beside the
 * category of the score table's row @row opens, or NULL when the row has none (issue 55). */
const char *ts_ui_test_score_why (GtkGrid *grid,
                                  int      row);
/* The players' names and colours a new game's setup proposes (GSettings), the last game's
 * players forgotten (the saved games of the test's data folder are deleted). */
void ts_ui_test_set_default_players (const char *const *names,
                                     const char *const *colors);
/* Shows @history (a TsHistory) alone in a 500 x 600 window, scrolled to its newest entry. */
GtkWindow *ts_ui_test_show_history (GtkWidget *history);
/* Clicks the button @label of the question @history (a TsHistory) asks before a change, and
 * checks the question is gone. */
void ts_ui_test_answer_history (GtkWidget  *history,
                                const char *label);
/* Clicks @button as a user would (it must be sensitive), then lets the main loop run. */
/* Shows @match in a new TsWindow of @width × @height, as the shell does (through the game's
 * registered view), and returns its page, a widget of @page_type; the window in @window. */
GtkWidget *ts_ui_test_show_match (TsMatch    *match,
                                  int         width,
                                  int         height,
                                  GType       page_type,
                                  GtkWindow **window);
/* The record's "players": @names (NULL-terminated, at most 5) in red, blue, green, yellow and
 * purple. */
JsonArray *ts_ui_test_players_new (const char *const *names);
/* The same in @colors (each name its colour, up to the first NULL of either). */
JsonArray *ts_ui_test_players_colored (const char *const *names,
                                       const char *const *colors);

/* Logs (g_test_message) the widgets under @widget whose minimum width is @limit px or more,
 * nested: for a failure's log, which one widens the window. */
void ts_ui_test_log_wide (GtkWidget *widget,
                          int        limit);
void ts_ui_test_click (GtkWidget *button);
/* A key (no modifier) as GTK delivers it to @widget's own key controllers; TRUE when one took
 * it. _now: the main loop does not run after it (what the key meets is the window as it
 * stands); the other lets it run. */
gboolean ts_ui_test_press_key_now (GtkWidget *widget,
                                   guint      keyval);
gboolean ts_ui_test_press_key (GtkWidget *widget,
                               guint      keyval);
/* A key pressed where @window's focus is, as GTK hands it on: to the key controllers of each
 * widget from the window down to the focus (capture), then back up (bubble); then lets the
 * main loop run. TRUE when one took it. */
gboolean ts_ui_test_press_at_focus (GtkWindow *window,
                                    guint      keyval);
/* Tab, as the window moves the focus for it. */
void ts_ui_test_tab (GtkWindow *window);
/* Sets @editable's text as if typed, then lets the main loop run. */
void ts_ui_test_type_text (GtkWidget  *editable,
                           const char *text);
/* Shows @child alone in a new undecorated @width x @height window (so that it gets exactly
 * that size) and waits until it is on screen. */
GtkWindow *ts_ui_test_show_alone (GtkWidget *child,
                                  int        width,
                                  int        height);
/* Shows @entry at the bottom of a new @width x @height window, as a game page's entry bar
 * sits under the table, and waits until it is on screen. */
GtkWidget *ts_ui_test_show_at_bottom (GtkWidget *entry,
                                      int        width,
                                      int        height);
/* Reads @node as an entry of @match's game and applies it; both must succeed. */
void ts_ui_test_apply_json (TsMatch  *match,
                            JsonNode *node);
/* A new match of @module's game, "Test game", for the first @n_players (at most 5) of @names,
 * with @options (may be NULL). */
TsMatch *ts_ui_test_new_match (const TsGameModule *module,
                               const char *const  *names,
                               guint               n_players,
                               JsonObject         *options);

/* A match shown as the shell shows it: its window, the match (owned) and its game page. */
typedef struct
{
  GtkWindow *window;
  TsMatch *match;
  gpointer view;
} TsUiTestTable;

/* Shows @match (taken) at @width x @height through ts_ui_test_show_match(); its page is a
 * @page_type. ts_ui_test_table_close() destroys the window and drops the match. */
void ts_ui_test_table_open (TsUiTestTable *table,
                            TsMatch       *match,
                            int            width,
                            int            height,
                            GType          page_type);
void ts_ui_test_table_close (TsUiTestTable *table);
/* The first widget of @type on the page, which must be there. */
gpointer ts_ui_test_table_find (TsUiTestTable *table,
                                GType          type);
/* Forces the dark (or the light) style; ADW_COLOR_SCHEME_DEFAULT gives it back. */
void ts_ui_test_force_dark (gboolean dark);
/* The PNG of a table: its window redrawn and saved as @name.png; and the page asks for no more
 * than the size the window was opened at (its height for that width): it fits the screen. */
void ts_ui_test_table_shoot (TsUiTestTable *table,
                             const char    *name);
/* Every button of ours (a GtkButton, GtkToggleButton or GtkMenuButton itself, not a library's
 * subclass, which names itself: a view switcher's tabs) under @widget without a visible label
 * has a name for screen readers and AT-SPI tests: a tooltip, an accessible label or a
 * labelled-by relation. GTK draws the title-bar buttons itself. */
void ts_ui_test_assert_buttons_named (GtkWidget *widget);

G_END_DECLS
