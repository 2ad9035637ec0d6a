/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the Caylus play files share among themselves (not part of the engine's interface). */
#include "ts-caylus-data.h"
#include "ts-caylus-state.h"
#include "ts-caylus-rules.h"
#include "ts-caylus-score.h"
#include "ts-caylus-text.h"
#include "ts-caylus-play.h"

G_BEGIN_DECLS

/* ts-caylus-apply.c: the flow. */
/* Moves on from a finished decision of the current stage to the next one that someone
 * decides (or to the end), applying what nobody decides. */
void ts_caylus_advance (TsCaylusState *s);
/* Starts a Benefit for @player (@n of them), interrupting the current stage. */
void ts_caylus_start_benefits (TsCaylusState *s, guint player, guint n);

/* ts-caylus-setup.c */
gboolean ts_caylus_apply_setup (TsCaylusState *s, const TsCaylusEntry *e, GError **error);
/* ts-caylus-planning.c */
gboolean ts_caylus_apply_planning (TsCaylusState *s, const TsCaylusEntry *e, GError **error);
gboolean ts_caylus_can_place (const TsCaylusState *s, guint player, guint spot, gboolean early,
                              GError **error);
void ts_caylus_start_round (TsCaylusState *s);
void ts_caylus_planning_next (TsCaylusState *s);
void ts_caylus_start_bridge (TsCaylusState *s);
void ts_caylus_bridge_next (TsCaylusState *s);
/* Workers from @player's supply to the Camp. */
void ts_caylus_to_camp (TsCaylusState *s, guint player, guint n, TsCaylusCause cause, guint detail);
/* The Provost moves: bridge (paid) or Bailiff (free). */
gboolean ts_caylus_apply_provost (TsCaylusState *s, const TsCaylusEntry *e, GError **error);

/* ts-caylus-effects.c */
/* Checks (and with @s_out non-NULL applies) the use of @option of @tile's @side by @player
 * as @e describes it (pay, take, tile, at, steps). @cause: EFFECT or WORKSITE. */
gboolean ts_caylus_use_option (TsCaylusState *s, guint player, const TsCaylusTile *tile, guint side,
                               const TsCaylusEntry *e, gboolean apply, TsCaylusCause cause,
                               GError **error);
/* Activation: from the Fair to the Provost. */
void ts_caylus_start_activation (TsCaylusState *s);
void ts_caylus_activation_next (TsCaylusState *s);
gboolean ts_caylus_apply_activation (TsCaylusState *s, const TsCaylusEntry *e, GError **error);
/* CY-STN-04: the owner's resource as @player's worker at the cursor uses (@used) or skips the
 * building. */
void ts_caylus_owner_gain (TsCaylusState *s, guint player, gboolean used);
gboolean ts_caylus_apply_benefit (TsCaylusState *s, const TsCaylusEntry *e, GError **error);

/* What @e pays for a price of @fixed + @any of choice (@tile names it in refusals, which name
 * @clause, the rule of the price). */
gboolean ts_caylus_payment (const TsCaylusState *s, guint player, const TsCaylusTile *tile,
                            const guint8 *fixed, guint any, const TsCaylusEntry *e, guint8 *paid,
                            const char *clause, GError **error);
void ts_caylus_pay (TsCaylusState *s, guint player, const guint8 *paid, TsCaylusCause cause,
                    guint detail);

/* ts-caylus-delivery.c */
void ts_caylus_start_delivery (TsCaylusState *s);
void ts_caylus_delivery_next (TsCaylusState *s);
gboolean ts_caylus_apply_delivery (TsCaylusState *s, const TsCaylusEntry *e, GError **error);

/* ts-caylus-admin.c */
void ts_caylus_start_admin (TsCaylusState *s);
void ts_caylus_monument_next (TsCaylusState *s);
gboolean ts_caylus_apply_monument (TsCaylusState *s, const TsCaylusEntry *e, GError **error);

G_END_DECLS
