/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Makes the page @name of an entry stack: its form, connected. */
typedef GtkWidget *(*TsFormStackMake) (const char *name,
                                       gpointer    user_data);

GtkWidget *ts_form_stack_ensure (GtkStack        *stack,
                                 const char      *name,
                                 TsFormStackMake  make,
                                 gpointer         user_data);

GtkWidget *ts_form_stack_scrolled (GtkWidget *form,
                                   int        max_height);

G_END_DECLS
