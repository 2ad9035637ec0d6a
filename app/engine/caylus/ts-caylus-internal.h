/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the Caylus rules files share among themselves (not part of the engine's interface). */
#include "ts-caylus-state.h"

G_BEGIN_DECLS

/* ts-caylus-data.c: parses a component file (exported for the data test's broken files). */
gboolean ts_caylus_data_load (TsCaylusData *data, const char *json, GError **error);
void ts_caylus_data_clear (TsCaylusData *data);
/* The component file's readers the corrections share: a whole number in [lo, hi]; resource
 * amounts ("any" into @any when allowed); a side's options (@member of @o); and why a tile's
 * cost is not one its kind can have (NULL when it is). */
gboolean ts_caylus_json_number (JsonNode *n, int lo, int hi, int *out);
gboolean ts_caylus_json_amounts (JsonNode *node, guint8 *amounts, guint8 *any, int hi);
gboolean ts_caylus_json_side (JsonObject *o, const char *member, TsCaylusEffect *side,
                              const char *where, GError **error);
const char *ts_caylus_cost_problem (const TsCaylusTile *tile);

/* ts-caylus-state.c */
#define CY_PLAYER(s, p) (&(s)->players[(p)])
gboolean ts_caylus_has (const TsCaylusState *s, guint player, TsCaylusCharacterId character);
/* Who holds @character, or -1. */
int ts_caylus_holder (const TsCaylusState *s, TsCaylusCharacterId character);
/* The spot of Road space @space (1-based). */
#define CY_ROAD_SPOT(space) (TS_CAYLUS_N_PRINTED - 1 + (space))
#define CY_SPOT_SPACE(spot) ((spot) + 1 - TS_CAYLUS_N_PRINTED)

/* ts-caylus-rules.c: the flow. */
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
/* TRUE when @player can pay the fixed part of @option and its workers out. */
gboolean ts_caylus_option_affordable (const TsCaylusState *s, guint player,
                                      const TsCaylusOption *option);

/* @player holds @fixed and @any more resources of their choice besides. */
gboolean ts_caylus_holds (const TsCaylusState *s, guint player, const guint8 *fixed, guint any);
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
/* The batches @player can deliver at most with what they hold. */
guint ts_caylus_max_batches (const TsCaylusState *s, guint player);

/* ts-caylus-admin.c */
void ts_caylus_start_admin (TsCaylusState *s);
void ts_caylus_monument_next (TsCaylusState *s);
gboolean ts_caylus_apply_monument (TsCaylusState *s, const TsCaylusEntry *e, GError **error);
gboolean ts_caylus_monument_possible (const TsCaylusState *s, guint player);
/* Step 5 of round 9 (CY-END): 2 PP per gold, the winners; the game is over. */
void ts_caylus_final_scoring (TsCaylusState *s);

/* A refusal whose words are made only when someone asks for them: the legal listing and
 * the engine's own checks pass no @error, and the sentence is not built for them. */
#define CY_REFUSE(error, ...) ((error) == NULL ? FALSE : ts_caylus_refuse ((error), __VA_ARGS__))
/* The same, naming the clause of the rule it applies. */
#define CY_REFUSE_RULE(error, clause, ...) \
  ((error) == NULL ? FALSE : ts_caylus_refuse_rule ((error), (clause), __VA_ARGS__))

/* ts-caylus-words.c: the words refusals share. */
/* "Ana" */
#define CY_NAME(s, p) ((s)->names[(p)])
/* "the Tailor" with the article, "road space 12" for an empty space; translated. */
char *ts_caylus_spot_short (const TsCaylusState *s, guint spot);
/* "1 wood" / "none" as what a player has of what they lack: "Ana has none". */
char *ts_caylus_has_text (const TsCaylusState *s, guint player, TsCaylusResource resource);

G_END_DECLS
