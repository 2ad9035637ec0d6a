/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Waits until no drawn revealer under @window is sliding (a phone's bottom bar slides in
 * after the page's first frame) and the window has drawn where they end. */
void cut_labels_settle (GtkWidget *window);

/* What test-cut-labels looks for under a widget, each found thing a line appended to @cut
 * naming @where; each returns how many widgets it looked at. */

/* Drawn labels with text that is ellipsized or runs past the window's right edge. */
guint cut_labels_collect (GtkWidget  *root,
                          const char *where,
                          GString    *cut);
/* Drawn labels of the style class @css_class that do not show their whole text: ellipsized,
 * or laid out wider than they were given. */
guint cut_labels_collect_class (GtkWidget  *root,
                                const char *css_class,
                                const char *where,
                                GString    *cut);
/* Drawn wrapping labels with a line that ends inside a word (“Monu-|mentos”): every line but
 * a paragraph's last ends where the text may break, after a space or a hyphen. */
guint cut_labels_collect_mid_word (GtkWidget  *root,
                                   const char *where,
                                   GString    *cut);
/* Drawn buttons not wholly in sight: partly outside the window or out of the view of a
 * scrolled window they are in. */
guint cut_labels_collect_hidden_buttons (GtkWidget  *root,
                                         const char *where,
                                         GString    *cut);

G_END_DECLS
