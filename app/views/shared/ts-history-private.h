/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-views.h"
#include "ts-history.h"

G_BEGIN_DECLS

/* What starts at an entry, for the list's header rows: the game's groups and steps
 * (TsGameSteps: Burgundy's phases and rounds), or the setup before them. */
enum
{
  MARK_GROUP = TS_GAME_STEP_GROUP,
  MARK_STEP = TS_GAME_STEP_STEP,
  MARK_SETUP = 1 << 2, /* the first entry, before the first group or step */
};

typedef struct
{
  guint8 kind; /* MARK_ flags */
  guint8 group;
  guint8 step;
} Mark;

struct _TsHistory
{
  GtkWidget parent_instance;

  TsMatch *match;
  GArray *marks;          /* Mark per entry */
  GtkWindow *correction;  /* weak */
  GtkWindow *question;    /* weak: asking before a change that changes later entries */
  gboolean follow_end;    /* keep the newest entry in view as the list changes size */
  gboolean scrolling;     /* the scroll is ours, not the user's */
  guint follow_tick;      /* the tick callback following the newest entry, or 0 */
  guint settled_frames;   /* frames since the last scroll it had to make */
  guint follow_frames;    /* frames it has scrolled in, since it started (at most 120) */
  gboolean focus_newest;  /* once the newest entry is in view, its row takes the focus */
  gint64 focus_until;     /* until when to wait for that row to be laid out */

  /* template widgets */
  GtkLabel *error_label;
  GtkRevealer *error_revealer;
  GtkLabel *mend_label;
  GtkRevealer *mend_revealer;
  GtkRevealer *held_revealer;
  GtkExpander *held_expander;
  GtkLabel *held_label;
  GtkListView *list_view;
  GtkScrolledWindow *scrolled;
  GtkStack *stack;
};

/* ts-history-rows.c: the list's rows. */
/* The entries held after one the rules refuse, below the others: marked as held, each by
 * number, the first with why it cannot be played. */
void _ts_history_update_held (TsHistory *self);
/* Sets each entry's Mark from the game's steps. */
void _ts_history_compute_marks (TsHistory *self);
/* The list item factory's "setup" and "bind" handlers. */
void _ts_history_setup_row_cb (GtkSignalListItemFactory *factory,
                               GtkListItem              *item,
                               TsHistory                *self);
void _ts_history_bind_row_cb (GtkSignalListItemFactory *factory,
                              GtkListItem              *item,
                              TsHistory                *self);
/* The list's row (the widget that takes the focus) of entry @position, when it is laid out. */
GtkWidget *_ts_history_row_widget (TsHistory *self,
                                   guint      position);
/* Delete on a row removes it (a GtkShortcutFunc on the list). */
gboolean _ts_history_delete_pressed_cb (GtkWidget *list,
                                        GVariant  *args,
                                        gpointer   user_data);

/* ts-history-correction.c: the modal window that corrects entry @index, shown
 * over the history's window. It closes itself once the match took the correction. */
GtkWindow *_ts_history_correction_new (TsHistory *self,
                                       guint      index);

/* ts-history.c: a change was made; the undo toast when inside a TsWindow (none when
 * later entries were set aside: TsWindow shows that notice, with its own Undo). */
void _ts_history_announce (TsHistory       *self,
                           const char      *message,
                           TsMatchSetAside *set_aside);

/* ts-history.c: asks the players before a change that changes later entries
 * (ts_change_question_new()); @confirmed(@data) makes it. */
void _ts_history_ask (TsHistory     *self,
                      GtkWindow     *parent,
                      const char    *heading,
                      const char    *apply_label,
                      GPtrArray     *effects,
                      GCallback      confirmed,
                      gpointer       data,
                      GDestroyNotify destroy);

G_END_DECLS
