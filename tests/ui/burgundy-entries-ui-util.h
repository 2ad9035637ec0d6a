/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/* ---- Engine states ---- */

TsBurgundyState *be_ui_new_game (guint n_players);
/* Plays random legal entries until @stage in phase @phase (round @round for ROLL). */
TsBurgundyState *be_ui_game_at (guint n_players,
                                guint stage,
                                guint phase,
                                guint round,
                                guint seed);
/* Asserts @entry applies to (a copy of) @state; the state after it in @after, if not NULL. */
void be_ui_assert_applies (const TsBurgundyState *state,
                           const TsBurgundyEntry *entry,
                           TsBurgundyState      **after);

/* ---- Widgets ---- */

typedef struct
{
  guint count;
  TsBurgundyEntry entry;
} BeUiSubmitted;

/* A form's "submitted" handler: counts the entries and keeps the last one in @out. */
void be_ui_submitted_cb (GtkWidget             *widget,
                         const TsBurgundyEntry *entry,
                         BeUiSubmitted         *out);
/* Appends every descendant of @widget that is a @type to @out, depth first. */
void be_ui_collect (GtkWidget *widget,
                    GType      type,
                    GPtrArray *out);
/* Whether a visible label under @widget says @text. */
gboolean be_ui_has_label (GtkWidget  *widget,
                          const char *text);
void be_ui_type_digits (gboolean (*press) (gpointer, guint, GdkModifierType),
                        gpointer    entry,
                        const char *digits);

#define PRESS(f) ((gboolean (*) (gpointer, guint, GdkModifierType)) (f))

/* Enter as GTK delivers it: the entry takes it, or else the focused widget (the submit
 * button once every slot is filled) activates. Returns the focused widget's type. */
GType be_ui_press_enter (gboolean (*press) (gpointer, guint, GdkModifierType),
                         gpointer entry);
int be_ui_measure_height (GtkWidget *widget,
                          int        width);

G_END_DECLS
