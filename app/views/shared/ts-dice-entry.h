/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsDiceEntry:
 *
 * The entry bar for dice as they lie on the table: labelled groups of die slots (a player's
 * name and colour, then groups such as "White die" or "Neutral dice" after a separator), a
 * hint or an error line, face buttons for the mouse and a submit button. Fast by keyboard:
 * digits 1-6 fill the slots in order, Backspace clears the die before the cursor, Delete the
 * current one, Left/Right move, Enter submits; or click a slot and a die face.
 *
 * Each game's roll entry derives from it (TsBurgundyRollEntry, TsKingsburgRollEntry): it
 * lays out the groups for the state at hand and, when every slot is filled and submission is
 * asked for, builds its entry in the @submit vfunc and emits "submit" with it.
 */
#define TS_TYPE_DICE_ENTRY (ts_dice_entry_get_type ())
G_DECLARE_DERIVABLE_TYPE (TsDiceEntry, ts_dice_entry, TS, DICE_ENTRY, GtkWidget)

/**
 * TsDiceEntryClass:
 * @submit: every slot is filled and the user asked to submit: build the game's entry from
 *   the values and emit "submit" with it (ts_dice_entry_emit_submit)
 * @changed: a value changed (typed, cleared or set), for what depends on the dice
 */
struct _TsDiceEntryClass
{
  GtkWidgetClass parent_class;

  void (*submit) (TsDiceEntry *self);
  void (*changed) (TsDiceEntry *self);
};

/* Removes every group (before laying out another state). */
void ts_dice_entry_clear (TsDiceEntry *self);
/* A group of @n_slots empty slots, named @title; a player's group has their @color (a CSS
 * colour, or NULL) and goes before the separator, a side group after it with a note line
 * under its slots. Returns the group's index, from 0 in the order added. */
guint ts_dice_entry_add_group (TsDiceEntry *self,
                               const char  *title,
                               const char  *color,
                               guint        n_slots);
guint ts_dice_entry_add_side_group (TsDiceEntry *self,
                                    const char  *title,
                                    guint        n_slots);
/* What a slot is called for screen readers ("Ana, first die"; its value is added) and the
 * sentence Submit says while it is empty ("Ana's first die is still missing."). Without
 * them the slot is "<title>, die N". */
void ts_dice_entry_set_slot_text (TsDiceEntry *self,
                                  guint        group,
                                  guint        slot,
                                  const char  *name,
                                  const char  *missing);
/* A short line under the group's slots; NULL or "" for none. */
void ts_dice_entry_set_note (TsDiceEntry *self,
                             guint        group,
                             const char  *note);
guint ts_dice_entry_get_n_groups (TsDiceEntry *self);
guint ts_dice_entry_get_n_slots (TsDiceEntry *self,
                                 guint        group);
/* 0 = empty, 1-6. */
guint ts_dice_entry_get_value (TsDiceEntry *self,
                               guint        group,
                               guint        slot);
/* Fills the group's slots from @values (0 = empty; one per slot), as when correcting an
 * earlier roll; the next digit goes to the first empty slot. */
void ts_dice_entry_set_values (TsDiceEntry  *self,
                               guint         group,
                               const guint8 *values);

/* The line that says what to type; the error line replaces it while there is one. */
void ts_dice_entry_set_hint (TsDiceEntry *self,
                             const char  *hint);
/* Shows why the last submission was refused, in place; NULL clears it. Typing clears it. */
void ts_dice_entry_set_error (TsDiceEntry *self,
                              const char  *message);
/* The submit button's label (with a mnemonic) and tooltip. */
void ts_dice_entry_set_submit_label (TsDiceEntry *self,
                                     const char  *label,
                                     const char  *tooltip);

/* Calls the @submit vfunc when every slot is filled and returns TRUE; otherwise says what is
 * missing, moves to it and returns FALSE. */
gboolean ts_dice_entry_submit (TsDiceEntry *self);
/* For the @submit vfunc: emits "submit" with the game's entry. */
void ts_dice_entry_emit_submit (TsDiceEntry   *self,
                                gconstpointer  entry);
/* Moves the keyboard focus to the first empty slot, else to the submit button. */
void ts_dice_entry_focus (TsDiceEntry *self);
/* Handles one key as if typed in the entry (digits, Backspace, Delete, arrows, Enter);
 * returns TRUE when the key was used. The entry's key controller calls it; so can tests. */
gboolean ts_dice_entry_press_key (TsDiceEntry     *self,
                                  guint            keyval,
                                  GdkModifierType  state);

/* Signals:
 *   "submit" (gpointer entry): the game's entry (see the subclass), valid during the
 *   emission only. */

/* A game's roll entry offers the calls above under its own names, for callers that hold
 * one: prefix_set_error (self, message), prefix_submit (self), prefix_focus (self) and
 * prefix_press_key (self, keyval, state), as the TsDiceEntry calls of the same names do.
 * DECLARE goes in the subclass's header, DEFINE in its source. */
#define TS_DICE_ENTRY_DECLARE_FORWARDS(TypeName, prefix)                                    \
  void prefix##_set_error (TypeName *self, const char *message);                           \
  gboolean prefix##_submit (TypeName *self);                                               \
  void prefix##_focus (TypeName *self);                                                    \
  gboolean prefix##_press_key (TypeName *self, guint keyval, GdkModifierType state);

#define TS_DICE_ENTRY_DEFINE_FORWARDS(TypeName, prefix)                                     \
  void prefix##_set_error (TypeName *self, const char *message)                            \
  {                                                                                        \
    ts_dice_entry_set_error (TS_DICE_ENTRY (self), message);                               \
  }                                                                                        \
  gboolean prefix##_submit (TypeName *self)                                                \
  {                                                                                        \
    return ts_dice_entry_submit (TS_DICE_ENTRY (self));                                    \
  }                                                                                        \
  void prefix##_focus (TypeName *self)                                                     \
  {                                                                                        \
    ts_dice_entry_focus (TS_DICE_ENTRY (self));                                            \
  }                                                                                        \
  gboolean prefix##_press_key (TypeName *self, guint keyval, GdkModifierType state)        \
  {                                                                                        \
    return ts_dice_entry_press_key (TS_DICE_ENTRY (self), keyval, state);                  \
  }

G_END_DECLS
