/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Small pieces of the final-scoring sheet's form (TsBurgundySheetPlayerForm). */

/* An AdwActionRow that Tab passes through to its suffix: one stop per field, not two. */
GtkWidget *ts_burgundy_sheet_action_row_new (const char *title,
                                             const char *subtitle);
/* A spin button for whole numbers typed as digits, named @label for screen readers. */
GtkSpinButton *ts_burgundy_sheet_spin_new (const char *label,
                                           int         lower,
                                           int         upper);

/* The player colours (ts-player-palette.h) with a swatch each, @color (an id) picked. */
GtkDropDown *ts_burgundy_sheet_color_dropdown_new (const char *color);
const char *ts_burgundy_sheet_color_dropdown_get_color (GtkDropDown *dropdown);

/* A list row with @message (an alert for screen readers), for under the field at fault. */
GtkWidget *ts_burgundy_sheet_message_row_new (const char *message);

G_END_DECLS
