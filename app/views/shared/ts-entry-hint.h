/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsEntryHint: a search line (an entry, alone or with buttons beside it) and what to type
 * in it. Where the entry is wide enough for the words, they are its placeholder, as in any
 * GNOME app. Where it is not (a phone held upright), a placeholder would end in "…" and
 * promise nothing: the entry's placeholder is left empty and the words show whole under
 * the line, in a dim caption that wraps. Either way they are the entry's accessible
 * description.
 *
 * The height is asked for the width (the caption is there or not for it).
 */
#define TS_TYPE_ENTRY_HINT (ts_entry_hint_get_type ())
G_DECLARE_FINAL_TYPE (TsEntryHint, ts_entry_hint, TS, ENTRY_HINT, GtkWidget)

/* @line is the widget the entry sits in (or the entry itself); @entry a GtkEntry or a
 * GtkSearchEntry inside it. */
GtkWidget *ts_entry_hint_new (GtkWidget *line,
                              GtkWidget *entry);
void ts_entry_hint_set_text (TsEntryHint *self,
                             const char  *text);
/* Whether the words show under the line (the last allocation's width was too narrow for
 * them as the placeholder). */
gboolean ts_entry_hint_get_below (TsEntryHint *self);

G_END_DECLS
