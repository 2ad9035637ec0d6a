/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 entries: the dispatch by stage, the Benefits' interruptions and the engine's
 * own "pass" and "skip" where nobody has anything else to decide (lead's decision 12).
 * Each stage's rules check everything before they change anything, so that a refusal leaves
 * the state as it was. */
#include "ts-caylus-play-private.h"

#include <string.h>

#include "ts-i18n.h"

void
ts_caylus_start_benefits (TsCaylusState *s, guint player, guint n)
{
  if (n == 0)
    return;
  if (s->stage == TS_CAYLUS_STAGE_BENEFIT || s->stage == TS_CAYLUS_STAGE_CHARACTER)
    {
      /* A Benefit gained while choosing one (a Worksite building's option): one more. */
      s->benefits_due += n;
      return;
    }
  s->resume_stage = s->stage;
  s->resume_actor = s->actor;
  s->stage = TS_CAYLUS_STAGE_BENEFIT;
  s->actor = player;
  s->benefits_due = n;
}

/* Where the game goes once the Benefits are chosen: the stage they interrupted moves on. */
static void
cy_resume (TsCaylusState *s)
{
  s->stage = s->resume_stage;
  s->actor = s->resume_actor;
  s->resume_actor = -1;
  switch (s->stage)
    {
      case TS_CAYLUS_STAGE_ACTIVATE:
        ts_caylus_activation_next (s);
        break;
      case TS_CAYLUS_STAGE_DELIVERY:
        ts_caylus_delivery_next (s);
        break;
      case TS_CAYLUS_STAGE_MONUMENT:
        ts_caylus_monument_next (s);
        break;
      default:
        g_assert_not_reached ();
    }
}

void
ts_caylus_advance (TsCaylusState *s)
{
  if ((s->stage == TS_CAYLUS_STAGE_BENEFIT || s->stage == TS_CAYLUS_STAGE_CHARACTER)
      && s->benefits_due == 0)
    cy_resume (s);
}

/* The clause of the order players decide in, in @stage (NULL: none). */
static const char *
cy_turn_clause (TsCaylusStage stage)
{
  switch (stage)
    {
      case TS_CAYLUS_STAGE_DRAFT:
        return "CY-SET-12";
      case TS_CAYLUS_STAGE_EARLY_RISER:
        return "CY-CHR-01";
      case TS_CAYLUS_STAGE_PLANNING:
        return "CY-PLN-01";
      case TS_CAYLUS_STAGE_BRIDGE:
        return "CY-PRV-01";
      case TS_CAYLUS_STAGE_BAILIFF:
        return "CY-CHR-06";
      case TS_CAYLUS_STAGE_ACTIVATE:
        return "CY-ACT-01";
      case TS_CAYLUS_STAGE_BENEFIT:
      case TS_CAYLUS_STAGE_CHARACTER:
        return "CY-BEN-01";
      case TS_CAYLUS_STAGE_DELIVERY:
        return "CY-DLV-02";
      case TS_CAYLUS_STAGE_MONUMENT:
        return "CY-MNM-01";
      default:
        return NULL;
    }
}

static gboolean
cy_refuse_turn (const TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  /* Translators: the player whose turn it is, then the player the entry names */
  return CY_REFUSE_RULE (error, cy_turn_clause (s->stage), _ ("It is %s's turn, not %s's."),
                         CY_NAME (s, s->actor), CY_NAME (s, e->player));
}

/* A player's "skip" in the stage it declines. */
static void
cy_skip (TsCaylusState *s)
{
  switch (s->stage)
    {
      case TS_CAYLUS_STAGE_EARLY_RISER:
        s->stage = TS_CAYLUS_STAGE_PLANNING;
        s->actor = s->first;
        break;
      case TS_CAYLUS_STAGE_BRIDGE:
        ts_caylus_bridge_next (s);
        break;
      case TS_CAYLUS_STAGE_BAILIFF:
        ts_caylus_start_activation (s);
        break;
      case TS_CAYLUS_STAGE_ACTIVATE:
        ts_caylus_owner_gain (s, s->actor, FALSE);
        s->cursor_worker++;
        ts_caylus_activation_next (s);
        break;
      case TS_CAYLUS_STAGE_BENEFIT:
      case TS_CAYLUS_STAGE_CHARACTER:
        if (s->stage == TS_CAYLUS_STAGE_BENEFIT)
          s->benefits_due--;
        s->stage = TS_CAYLUS_STAGE_BENEFIT;
        ts_caylus_advance (s);
        break;
      case TS_CAYLUS_STAGE_DELIVERY:
        s->delivery_step++;
        ts_caylus_delivery_next (s);
        break;
      case TS_CAYLUS_STAGE_MONUMENT:
        s->cursor++;
        ts_caylus_monument_next (s);
        break;
      default:
        g_assert_not_reached ();
    }
}

static gboolean
cy_refuse_skip (const TsCaylusState *s, GError **error)
{
  /* Translators: planning has no "skip": the player passes */
  return CY_REFUSE_RULE (error, "CY-PLN-09", _ ("In planning %s places a worker or passes."),
                         CY_NAME (s, s->actor));
}

/* TRUE when the actor has nothing to decide but "skip" (or "pass" in planning). */
static gboolean
cy_only_default (const TsCaylusState *s)
{
  guint p = s->actor;

  switch (s->stage)
    {
      case TS_CAYLUS_STAGE_EARLY_RISER:
      case TS_CAYLUS_STAGE_PLANNING:
        for (guint spot = 0; spot < s->n_spots; spot++)
          if (ts_caylus_can_place (s, p, spot, s->stage == TS_CAYLUS_STAGE_EARLY_RISER, NULL))
            return FALSE;
        return !ts_caylus_can_place (s, p, TS_CAYLUS_AT_WORKSITE,
                                     s->stage == TS_CAYLUS_STAGE_EARLY_RISER, NULL);
      case TS_CAYLUS_STAGE_BRIDGE:
        return s->players[p].supply == 0;
      case TS_CAYLUS_STAGE_ACTIVATE:
        {
          const TsCaylusTile *tile = ts_caylus_spot_tile (s, s->cursor);
          const TsCaylusEffect *side = &tile->sides[s->spots[s->cursor].side];

          for (guint o = 0; o < side->n_options; o++)
            if (ts_caylus_option_affordable (s, p, &side->options[o]))
              return FALSE;
          return TRUE;
        }
      case TS_CAYLUS_STAGE_BENEFIT:
        for (guint q = 0; q < s->n_players; q++)
          if (q != p && s->players[q].characters != 0)
            return FALSE;
        for (guint k = 0; k < ts_caylus_worksite_reach (s); k++)
          {
            const TsCaylusTile *tile = &s->data->tiles[s->worksite_tiles[k]];
            const TsCaylusEffect *side = &tile->sides[TS_CAYLUS_SIDE_SETUP];

            for (guint o = 0; o < side->n_options; o++)
              if (ts_caylus_option_affordable (s, p, &side->options[o]))
                return FALSE;
          }
        return TRUE;
      case TS_CAYLUS_STAGE_CHARACTER:
        return s->board_characters == 0;
      case TS_CAYLUS_STAGE_DELIVERY:
        return ts_caylus_max_batches (s, p) == 0;
      case TS_CAYLUS_STAGE_MONUMENT:
        return !ts_caylus_monument_possible (s, p);
      default:
        return FALSE;
    }
}

/* Decision 12: the engine passes and skips for whoever has nothing else to choose. */
static void
cy_settle (TsCaylusState *s)
{
  while (s->stage >= TS_CAYLUS_STAGE_EARLY_RISER && s->stage < TS_CAYLUS_STAGE_OVER
         && cy_only_default (s))
    {
      if (s->stage == TS_CAYLUS_STAGE_PLANNING)
        {
          TsCaylusEntry pass = { .type = TS_CAYLUS_ENTRY_PASS, .player = s->actor };

          ts_caylus_apply_planning (s, &pass, NULL);
        }
      else
        cy_skip (s);
    }
}

/* The stage each player decision belongs to. */
static gboolean
cy_entry_fits (const TsCaylusState *s, const TsCaylusEntry *e)
{
  switch (e->type)
    {
      case TS_CAYLUS_ENTRY_DRAFT:
        return s->stage == TS_CAYLUS_STAGE_DRAFT;
      case TS_CAYLUS_ENTRY_PLACE:
        return s->stage == TS_CAYLUS_STAGE_PLANNING || s->stage == TS_CAYLUS_STAGE_EARLY_RISER;
      case TS_CAYLUS_ENTRY_PASS:
        return s->stage == TS_CAYLUS_STAGE_PLANNING;
      case TS_CAYLUS_ENTRY_PROVOST:
        return s->stage == TS_CAYLUS_STAGE_BRIDGE || s->stage == TS_CAYLUS_STAGE_BAILIFF;
      case TS_CAYLUS_ENTRY_USE:
        return s->stage == TS_CAYLUS_STAGE_ACTIVATE;
      case TS_CAYLUS_ENTRY_BENEFIT:
        return s->stage == TS_CAYLUS_STAGE_BENEFIT;
      case TS_CAYLUS_ENTRY_CHARACTER:
        return s->stage == TS_CAYLUS_STAGE_CHARACTER;
      case TS_CAYLUS_ENTRY_DELIVER:
        return s->stage == TS_CAYLUS_STAGE_DELIVERY;
      case TS_CAYLUS_ENTRY_MONUMENT:
        return s->stage == TS_CAYLUS_STAGE_MONUMENT;
      case TS_CAYLUS_ENTRY_SKIP:
        return s->stage >= TS_CAYLUS_STAGE_EARLY_RISER && s->stage < TS_CAYLUS_STAGE_OVER;
      default:
        return FALSE;
    }
}

static gboolean
cy_refuse_stage (const TsCaylusState *s, GError **error)
{
  static const char *const stages[] = {
    N_ ("the table deals the setup tiles"),
    N_ ("the table chooses the first player"),
    N_ ("the table reveals the characters"),
    N_ ("the players draft characters"),
    N_ ("the Early Riser may place a worker"),
    N_ ("the players place workers"),
    N_ ("the players may move the Provost from the Guild Bridge"),
    N_ ("the Bailiff may move the Provost"),
    N_ ("the buildings are activated"),
    N_ ("a Benefit is being chosen"),
    N_ ("a character may be taken from the board"),
    N_ ("the players deliver batches"),
    N_ ("the residences may become monuments"),
    N_ ("the game is over"),
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (stages) == TS_CAYLUS_STAGE_OVER + 1);

  return CY_REFUSE_RULE (error, s->stage == TS_CAYLUS_STAGE_OVER ? "CY-END-01" : "CY-RND-02",
                         /* Translators: %s says what the game is doing now ("the players place
                          * workers") */
                         _ ("That is not possible now: %s."), _ (stages[s->stage]));
}

gboolean
ts_caylus_apply (gpointer state, gconstpointer entry, GError **error)
{
  TsCaylusState *s = state;
  const TsCaylusEntry *e = entry;
  gboolean ok;

  if (e->type == TS_CAYLUS_ENTRY_DEAL || e->type == TS_CAYLUS_ENTRY_FIRST_PLAYER
      || e->type == TS_CAYLUS_ENTRY_REVEAL)
    ok = ts_caylus_apply_setup (s, e, error);
  else if (s->stage == TS_CAYLUS_STAGE_OVER || !cy_entry_fits (s, e))
    return cy_refuse_stage (s, error);
  else if (e->player < 0 || e->player >= s->n_players)
    return CY_REFUSE_RULE (error, "CY-CMP-01", _ ("That player is not in this game."));
  else if (e->player != s->actor)
    return cy_refuse_turn (s, e, error);
  else
    switch (e->type)
      {
        case TS_CAYLUS_ENTRY_DRAFT:
          ok = ts_caylus_apply_setup (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_PLACE:
        case TS_CAYLUS_ENTRY_PASS:
          ok = ts_caylus_apply_planning (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_PROVOST:
          ok = ts_caylus_apply_provost (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_USE:
          ok = ts_caylus_apply_activation (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_BENEFIT:
        case TS_CAYLUS_ENTRY_CHARACTER:
          ok = ts_caylus_apply_benefit (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_DELIVER:
          ok = ts_caylus_apply_delivery (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_MONUMENT:
          ok = ts_caylus_apply_monument (s, e, error);
          break;
        case TS_CAYLUS_ENTRY_SKIP:
          if (s->stage == TS_CAYLUS_STAGE_PLANNING)
            return cy_refuse_skip (s, error);
          cy_skip (s);
          ok = TRUE;
          break;
        default:
          return cy_refuse_stage (s, error);
      }
  if (!ok)
    return FALSE;
  cy_settle (s);
  s->n_entries++;
  return TRUE;
}
