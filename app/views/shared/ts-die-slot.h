/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsDieSlot:
 *
 * One die (or one goods tile, drawn as a hexagon) of the table entries: its face as pips,
 * or an empty outline. Focusable and activatable (click, Space); the owner names it for
 * screen readers and decides what activation means.
 */
#define TS_TYPE_DIE_SLOT (ts_die_slot_get_type ())
G_DECLARE_FINAL_TYPE (TsDieSlot, ts_die_slot, TS, DIE_SLOT, GtkWidget)

GtkWidget *ts_die_slot_new (gboolean goods,
                            int      size);
/* A face shown as a picture only (in a button, beside a depot's name): not focusable, not
 * clickable, and silent for screen readers (whatever holds it is named). */
GtkWidget *ts_die_slot_new_picture (gboolean goods,
                                    int      size,
                                    guint    value);
/* 0 = empty, 1-6 = the face. */
void ts_die_slot_set_value (TsDieSlot *self,
                            guint      value);
guint ts_die_slot_get_value (TsDieSlot *self);
/* The slot the next digit fills (drawn with an accent ring). */
void ts_die_slot_set_current (TsDieSlot *self,
                              gboolean   current);

/* Signals:
 *   "activate": clicked, or Space while focused. */

/* A row of six face buttons (1-6) for the mouse; each activates @action_name with an "i"
 * target, the face. Not in the Tab order: typing digits is the keyboard's way. */
GtkWidget *ts_die_faces_new (const char *action_name,
                             gboolean    goods);

/* The typing shared by the entries: @slots are filled in order by digits 1-6, @current
 * (0..n_slots, n_slots = past the end) is where the next digit goes. Backspace clears the
 * slot before @current, Delete the current one, Left/Right move, Enter asks to submit.
 * Keys are left alone while the focus is in a text field (a drop-down's search) and Enter
 * while it is on a button or drop-down of @owner that is not a slot. */
typedef enum
{
  TS_DIE_KEY_IGNORED,
  TS_DIE_KEY_HANDLED,
  TS_DIE_KEY_SUBMIT,
} TsDieKey;

TsDieKey ts_die_slots_key (GtkWidget        *owner,
                           TsDieSlot       **slots,
                           guint             n_slots,
                           guint            *current,
                           guint             keyval,
                           GdkModifierType   state);
/* What an entry of die slots does with a key: ts_die_slots_key(), then @submit (@owner) on
 * Enter or @changed (@owner, TRUE) after a slot changed. Returns TRUE when the key was used.
 * The entry's own functions are passed cast, as with G_CALLBACK(). */
typedef gboolean (*TsDieSlotsSubmit) (gpointer owner);
typedef void (*TsDieSlotsChanged) (gpointer owner,
                                   gboolean grab);
gboolean ts_die_slots_press (GtkWidget        *owner,
                             TsDieSlot       **slots,
                             guint             n_slots,
                             guint            *current,
                             guint             keyval,
                             GdkModifierType   state,
                             TsDieSlotsSubmit  submit,
                             TsDieSlotsChanged changed);
/* Gives @owner a key controller that hands every key to @press_key (@owner, keyval, state)
 * in the capture phase: digits and Enter reach the entry before the focused slot or
 * button. */
typedef gboolean (*TsDieSlotsPressKey) (gpointer        owner,
                                        guint           keyval,
                                        GdkModifierType state);
void ts_die_slots_add_keys (GtkWidget         *owner,
                            TsDieSlotsPressKey press_key);
/* Puts @value in @slots[*current] and moves @current on (to the next slot, else the first
 * empty one, else past the end). */
void ts_die_slots_type (TsDieSlot **slots,
                        guint       n_slots,
                        guint      *current,
                        guint       value);
/* Marks the current slot; with @grab (and the focus already inside @owner) moves the focus
 * to it, or to @done (the submit button) when every slot is filled. */
void ts_die_slots_show_current (GtkWidget  *owner,
                                TsDieSlot **slots,
                                guint       n_slots,
                                guint       current,
                                GtkWidget  *done,
                                gboolean    grab);
/* The first empty slot, or @n_slots when all are filled. */
guint ts_die_slots_first_empty (TsDieSlot **slots,
                                guint       n_slots);
G_END_DECLS
