/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

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

G_END_DECLS
