/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* GTK 4.8 gives a button whose label has a mnemonic ("_Score") that text, underscore
 * included, as its accessible name, so a screen reader says "underscore Score" (later GTK
 * strips it). Once installed, every button, toggle and check button takes its label without
 * the mnemonic as its accessible name when it is mapped: ours, and those libadwaita makes
 * (dialog responses, toast buttons). Two more GTK 4.8 habits are mended there (issue 30): the
 * label inside a button is not read again after the button's name ("Cancel Cancel"), and a
 * focusable widget's tooltip becomes its accessible description (GTK 4.8 reads no tooltip of
 * a widget that takes the focus). Call once, after gtk_init(). */
void ts_mnemonic_names_install (void);

/* @label without its mnemonic underscores ("C_orrect" → "Correct", "a__b" → "a_b"). */
char *ts_mnemonic_names_strip (const char *label);

/* Issue 41: a control that is the suffix of a row (a switch, a drop-down) is read by a
 * screen reader with the row's name: GTK 4.8 gives a switch no name of its own (it was read
 * as “GtkSwitch”), and a relation to the row names nothing (the row has no name property).
 * @widget is named after @row's title, without its mnemonic, and again when the title
 * changes. @widget may be @row itself when it is an AdwComboRow: the list it pops up is
 * named then (“GtkListView” otherwise). */
void ts_mnemonic_names_by_row (GtkWidget         *widget,
                               AdwPreferencesRow *row);

/* Issue 41: a GtkDropDown read with @name (the words of its row or label, no mnemonic):
 * the drop-down, its button (which takes the focus: “Kind: Monastery”, the item shown when
 * the model is a GtkStringList, followed as it changes) and the list it pops up. */
void ts_mnemonic_names_drop_down (GtkDropDown *drop_down,
                                  const char  *name);

G_END_DECLS
