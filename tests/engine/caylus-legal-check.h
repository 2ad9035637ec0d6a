/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The brute force of test-caylus-property.c (caylus-legal-check.c). */
#pragma once

#include "ts-caylus.h"

/* Copies the bytes of @from that matter: everything up to its last ledger mark. */
void cy_copy_state (TsCaylusState *to, const TsCaylusState *from);
/* @e as JSON text (transfer full). */
char *cy_entry_text (const TsCaylusEntry *e);
/* Every listed entry applies; every entry apply accepts, among a superset of the candidates
 * for the stage built without the rules' knowledge, does what a listed entry does. */
void cy_check_legal_complete (const TsCaylusState *s, TsCaylusState *scratch);
/* A random change of the entry about to be played: refused ones change nothing. */
gboolean cy_try_mutation (const TsCaylusState *s, TsCaylusState *scratch,
                          const TsCaylusEntry *entry, GRand *rand);
