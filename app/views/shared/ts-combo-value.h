/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* An AdwComboRow's choices shown whole. libadwaita 1.2's own labels end in "…": the row's
 * value as soon as the row is narrow (on a phone, "Automático" beside Touch Mode's subtitle
 * became "…", Caylus 1303's "Ganha quando é ativada" "Ganha quando é ati…"), and every
 * choice past 20 characters, in the list that pops up too ("La residencia sigue…"). Here the
 * value keeps its width and the row's title and subtitle wrap beside it; the list's choices
 * are whole, the chosen one with its check mark. For a row whose model is a GtkStringList. */
void ts_combo_value_show_whole (AdwComboRow *row);

G_END_DECLS
