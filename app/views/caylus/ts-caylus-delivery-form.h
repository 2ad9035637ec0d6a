/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-caylus.h"
#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsCaylusDeliveryForm:
 *
 * A delivery to the castle (CY-DLV): how many batches and the resources paid, one spin
 * button each; the food follows the batches until the user changes what is paid, and the
 * rest starts at a payment the player can make. Each change is checked through the engine
 * on a copy of the state, with its refusal in words under the form; the Helper's and the
 * Goldsmith's effects are said when the player holds them. When the player holds both and
 * the batches entered could hold the gold in more ways than one (the Goldsmith's PP then
 * depend on it, CY-CHR-10/12), a list under the form offers each count of batches with gold
 * with an example of such batches (TsEntryChoices: digits, arrows and Enter pick): Enter (or
 * Deliver) then moves to it, and a row picked emits "deliver" with "gold-batches" set.
 * Otherwise Enter (or Deliver) emits "deliver" with the entry; "No Delivery" emits "decline".
 */
#define TS_TYPE_CAYLUS_DELIVERY_FORM (ts_caylus_delivery_form_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusDeliveryForm, ts_caylus_delivery_form, TS, CAYLUS_DELIVERY_FORM,
                      GtkWidget)

GtkWidget *ts_caylus_delivery_form_new (void);
/* The delivery of @state's actor; @state is copied; @match (borrowed, may be NULL in
 * tests of the form alone without the list) gives the words of the list. */
void ts_caylus_delivery_form_set_state (TsCaylusDeliveryForm *self,
                                        TsMatch              *match,
                                        const TsCaylusState  *state);
/* The delivery as entered now (player, batches and "pay"). */
void ts_caylus_delivery_form_get_entry (TsCaylusDeliveryForm *self,
                                        TsCaylusEntry        *entry);
void ts_caylus_delivery_form_set_batches (TsCaylusDeliveryForm *self,
                                          guint                 batches);
void ts_caylus_delivery_form_set_pay (TsCaylusDeliveryForm *self,
                                      TsCaylusResource      resource,
                                      guint                 amount);
/* The engine's refusal of the delivery entered now, or NULL when it would be accepted. */
const char *ts_caylus_delivery_form_get_refusal (TsCaylusDeliveryForm *self);
void ts_caylus_delivery_form_focus (TsCaylusDeliveryForm *self);
/* TRUE while the list asks how the batches were formed. */
gboolean ts_caylus_delivery_form_get_asks_split (TsCaylusDeliveryForm *self);

/* Signals: "deliver" (gpointer entry: a TsCaylusEntry valid during the emission),
 * "decline". */

G_END_DECLS
