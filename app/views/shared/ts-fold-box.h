/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsFoldBox: its children side by side while the width allows them, one above the other
 * when it does not (issue 54: a phone held upright, a tablet). It folds when the width it is
 * given is below #TsFoldBox:fold-width, or below what the children need side by side (their
 * minimum widths and the spacing). Folded, every child gets the whole width, the board or
 * map first (the order of the children). Side by side, extra width goes to the children
 * that expand horizontally. The height is asked for the width (a folded box is as tall as
 * its children together), so it belongs in a vertical GtkScrolledWindow.
 *
 * In a .ui file its <child> elements are appended in order.
 */
#define TS_TYPE_FOLD_BOX (ts_fold_box_get_type ())
G_DECLARE_FINAL_TYPE (TsFoldBox, ts_fold_box, TS, FOLD_BOX, GtkWidget)

GtkWidget *ts_fold_box_new (int spacing);
void ts_fold_box_append (TsFoldBox *self,
                         GtkWidget *child);
void ts_fold_box_remove (TsFoldBox *self,
                         GtkWidget *child);
/* Whether the last allocation put the children one above the other (FALSE before the
 * first). #TsFoldBox:folded is notified when it changes and after the first allocation. */
gboolean ts_fold_box_get_folded (TsFoldBox *self);
void ts_fold_box_set_fold_width (TsFoldBox *self,
                                 int        width);
/* Before its first allocation: whether its window will surely give it room not to fold, its
 * default width (or maximized) and every monitor's at least the fold width and @margin px
 * (GTK opens a window no wider than its monitor). */
gboolean ts_fold_box_surely_wide (TsFoldBox *self,
                                  int        margin);

G_END_DECLS
