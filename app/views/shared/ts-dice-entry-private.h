/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-dice-entry.h"
#include "ts-die-slot.h"

G_BEGIN_DECLS

/* Shared by the files of TsDiceEntry only (ts-dice-entry.c: typing, the lines, the button;
 * ts-dice-entry-groups.c: the groups of slots): split by concern, one widget. */

typedef struct
{
  guint first; /* index of its first slot in the typing order */
  guint n_slots;
  char *title;
  GtkWidget *box;
  GtkWidget *slots_box;
  GtkLabel *note; /* NULL until a player's group gets a note */
} TsDiceEntryGroup;

/* The slots run in the order the groups were added, which is how the dice are read out. */
typedef struct
{
  GPtrArray *slots;   /* TsDieSlot *, borrowed from the groups' boxes */
  GPtrArray *names;   /* char *, per slot: its name for screen readers */
  GPtrArray *missing; /* char *, per slot: what Submit says while it is empty */
  GArray *groups;     /* TsDiceEntryGroup */
  guint current;

  /* template widgets */
  GtkWidget *band;
  GtkWidget *controls;
  GtkWidget *lower;
  GtkWidget *groups_box;
  GtkWidget *separator;
  GtkWidget *side_box;
  GtkWidget *faces_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
} TsDiceEntryPrivate;

TsDiceEntryPrivate *_ts_dice_entry_get_private (TsDiceEntry *self);

static inline TsDieSlot **
_ts_dice_entry_slots (TsDiceEntryPrivate *priv)
{
  return (TsDieSlot **) priv->slots->pdata;
}

/* ts-dice-entry.c */
/* Names slot @i for screen readers: its name and its value. */
void _ts_dice_entry_update_slot_name (TsDiceEntry *self,
                                      guint        i);
/* Refreshes everything that follows from the slots' values; with @grab the focus follows. */
void _ts_dice_entry_sync (TsDiceEntry *self,
                          gboolean     grab);
/* The same after a value changed: a refusal was about the dice as they were. */
void _ts_dice_entry_values_changed (TsDiceEntry *self,
                                    gboolean     grab);
void _ts_dice_entry_slot_activated_cb (TsDieSlot   *slot,
                                       TsDiceEntry *self);
void _ts_dice_entry_slot_focus_cb (TsDieSlot   *slot,
                                   GParamSpec  *pspec,
                                   TsDiceEntry *self);

/* ts-dice-entry-groups.c */
void _ts_dice_entry_place_controls (TsDiceEntry *self);
void _ts_dice_entry_group_clear (gpointer data);

G_END_DECLS
