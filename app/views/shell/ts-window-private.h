/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by ts-window.c (the match shown, the actions) and ts-window-unsaved.c (entries not
 * saved: Save As, and asking before they are left behind) only. */

#include "ts-start-page.h"
#include "ts-window.h"

G_BEGIN_DECLS

typedef enum
{
  LEAVE_NONE,
  LEAVE_CLOSE,      /* close the window (or quit) */
  LEAVE_SHOW_START, /* back to the games */
  LEAVE_SHOW_MATCH, /* show another match (opening a file) */
} LeaveAction;

struct _TsWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GtkFileChooserNative *chooser;

  TsMatch *match;     /* the match shown, or NULL */
  GtkWidget *game_page;

  /* Leaving a match whose last save failed waits for the player's answer
   * (ts_window_confirm_leave) */
  GtkFileChooserNative *save_chooser;
  GtkWidget *leave_dialog;
  LeaveAction pending;      /* what to do once the entries are safe, or discarded */
  TsMatch *pending_match;   /* for LEAVE_SHOW_MATCH */
  gboolean leave_confirmed; /* the player chose to discard: close without asking again */

  /* ts-window-toast.c: the toast shown; a newer one takes its place */
  AdwToast *toast;
  gint64 toast_added;    /* when (monotonic) */
  guint toast_retire_id; /* dismisses it once it has appeared */
  guint64 asked_change;  /* whose entry the question to remove it is about */

  /* template widgets */
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  GtkWidget *start_box;
  TsStartPage *start_page; /* made when first shown (ts_window_get_start_page) */
  GtkWidget *stats_page; /* made when first shown */
  GtkWidget *shortcuts;  /* the shortcuts window (Ctrl+?), made when first shown */
  char *shortcuts_section;

  /* ts-window-touch.c: whether the last press was a finger's (issue 54) */
  gboolean last_touch;
};

/* ts-window.c: shows @match, or the start page, without asking. */
void ts_window_show_match_now (TsWindow *self,
                               TsMatch  *match);
void ts_window_show_start_now (TsWindow *self);
TsStartPage *ts_window_get_start_page (TsWindow *self);

/* ts-window-toast.c */
/* The match changed: the toast goes if the change its button names is no longer the last. */
void _ts_window_toast_match_changed (TsWindow *self);
/* win.undo, win.redo: the last change (the next to redo), said in a toast that reverses it. */
void _ts_window_undo (TsWindow *self);
void _ts_window_redo (TsWindow *self);
void _ts_window_toast_dispose (TsWindow *self);

/* ts-window-touch.c: the touch mode, from the setting and the last input */
void _ts_window_touch_init (TsWindow *self);

/* ts-window-unsaved.c */
/* The Save As dialog for the match shown (win.save-as). */
void ts_window_save_as (TsWindow *self);
/* TRUE if the match shown can be left now: it has no file, or its file holds every entry.
 * Otherwise asks, and the answer then does @action (with @match for LEAVE_SHOW_MATCH). */
gboolean ts_window_confirm_leave (TsWindow   *self,
                                  LeaveAction action,
                                  TsMatch    *match);

G_END_DECLS
