/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a Caylus 1303 entry did beyond itself, including what the engine then did by itself
 * (passes and skips nobody could decide otherwise, workers back to the Camp, residences, the
 * Provost's reset, a new round, recruitment, the final scoring). The ledger's lines are
 * compared apart (TsGameModule.describe_outcome), so this says what they do not hold. */
#include "ts-caylus-rules.h"
#include "ts-caylus-text.h"

#include "ts-i18n.h"

typedef enum
{
  PHASE_SETUP,
  PHASE_PLANNING,
  PHASE_ACTIVATION,
  PHASE_DELIVERY,
  PHASE_ADMINISTRATION,
  PHASE_OVER,
} Phase;

static Phase
phase_of (guint stage)
{
  switch (stage)
    {
      case TS_CAYLUS_STAGE_DEAL:
      case TS_CAYLUS_STAGE_FIRST:
      case TS_CAYLUS_STAGE_REVEAL:
      case TS_CAYLUS_STAGE_DRAFT:
        return PHASE_SETUP;
      case TS_CAYLUS_STAGE_EARLY_RISER:
      case TS_CAYLUS_STAGE_PLANNING:
        return PHASE_PLANNING;
      case TS_CAYLUS_STAGE_BRIDGE:
      case TS_CAYLUS_STAGE_BAILIFF:
      case TS_CAYLUS_STAGE_ACTIVATE:
        return PHASE_ACTIVATION;
      case TS_CAYLUS_STAGE_DELIVERY:
        return PHASE_DELIVERY;
      case TS_CAYLUS_STAGE_MONUMENT:
        return PHASE_ADMINISTRATION;
      default:
        return PHASE_OVER;
    }
}

/* The phase the game is in: a Benefit or the character after it interrupts one. */
static Phase
phase (const TsCaylusState *s)
{
  if (s->stage == TS_CAYLUS_STAGE_BENEFIT || s->stage == TS_CAYLUS_STAGE_CHARACTER)
    return phase_of (s->resume_stage);
  return phase_of (s->stage);
}

static void
add (GString *text, const char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

/* Workers of @player on buildings and in the Worksite. */
static guint
on_board (const TsCaylusState *s, guint player)
{
  guint n = 0;

  for (guint spot = 0; spot < s->n_spots; spot++)
    for (guint w = 0; w < G_N_ELEMENTS (s->spots[spot].workers); w++)
      n += s->spots[spot].workers[w] == (int)player;
  for (guint k = 0; k < G_N_ELEMENTS (s->worksite); k++)
    n += s->worksite[k] == (int)player;
  return n;
}

/* "Back to the Camp: Ana 2, Bruno 1." for the workers that left the board. */
static void
add_camp (GString *text, const TsCaylusState *before, const TsCaylusEntry *e,
          const TsCaylusState *after)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < after->n_players; i++)
    {
      int placed = e->type == TS_CAYLUS_ENTRY_PLACE && e->player == (int)i;
      int back = (int)on_board (before, i) + placed - (int)on_board (after, i);

      if (back > 0)
        {
          if (list->len > 0)
            g_string_append (list, C_ ("caylus list", ", "));
          /* Translators: a player and how many of their workers went to the Camp */
          g_string_append_printf (list, C_ ("caylus camp", "%s %d"), after->names[i], back);
        }
    }
  if (list->len > 0)
    {
      /* Translators: workers leaving the buildings and the Worksite (CY-ACT-02/04) */
      g_autofree char *sentence = g_strdup_printf (_ ("Back to the Camp: %s."), list->str);

      add (text, sentence);
    }
  g_string_free (list, TRUE);
}

/* The buildings whose workers the game sent to the Camp unused after the entry: a worker who
 * could not use the building (the game skips for them) or one beyond the Provost (CY-ACT-04).
 * The building the entry decided (or the Benefit it gave is being chosen for) is the entry's
 * own. */
static void
add_unused (GString *text, const TsCaylusState *before, const TsCaylusState *after)
{
  GString *beyond = g_string_new (NULL);

  for (guint spot = 0; spot < before->n_spots && phase (before) == PHASE_ACTIVATION; spot++)
    {
      const TsCaylusSpot *was = &before->spots[spot];
      g_autofree char *building = NULL;

      if (was->workers[0] < 0 || after->spots[spot].workers[0] >= 0
          || (spot == before->cursor && before->stage != TS_CAYLUS_STAGE_BRIDGE
              && before->stage != TS_CAYLUS_STAGE_BAILIFF))
        continue;
      building = ts_caylus_spot_text (before, spot);
      if (spot >= TS_CAYLUS_N_PRINTED && spot + 1 - TS_CAYLUS_N_PRINTED > after->provost)
        {
          if (beyond->len > 0)
            g_string_append (beyond, C_ ("caylus list", ", "));
          g_string_append (beyond, building);
          continue;
        }
      for (guint w = 0; w < G_N_ELEMENTS (was->workers); w++)
        if (was->workers[w] >= 0)
          {
            /* Translators: a player and a building whose effect they cannot use: the game
             * skips it for them (CY-ACT-02) */
            g_autofree char *sentence = g_strdup_printf (_ ("%s cannot use %s."),
                                                         after->names[was->workers[w]], building);

            add (text, sentence);
          }
    }
  if (beyond->len > 0)
    {
      /* Translators: buildings with workers that the Provost leaves out (CY-ACT-04) */
      g_autofree char *sentence
          = g_strdup_printf (_ ("Beyond the Provost, not activated: %s."), beyond->str);

      add (text, sentence);
    }
  g_string_free (beyond, TRUE);
}

static void
add_passes (GString *text, const TsCaylusState *before, const TsCaylusEntry *e,
            const TsCaylusState *after)
{
  for (guint i = 0; i < after->n_players && after->round == before->round; i++)
    if (after->players[i].passed && !before->players[i].passed
        && !(e->type == TS_CAYLUS_ENTRY_PASS && e->player == (int)i))
      {
        g_autofree char *sentence = NULL;

        if (after->next_first == (int)i && !before->first_passer)
          /* Translators: the engine passes for a player who can place no worker
           * (CY-PLN-09, 11) */
          sentence = g_strdup_printf (_ ("%s can place no more workers: passes and takes the "
                                         "first-player token."),
                                      after->names[i]);
        else
          /* Translators: the engine passes for a player who can place no worker (CY-PLN-09) */
          sentence = g_strdup_printf (_ ("%s can place no more workers: passes."), after->names[i]);
        add (text, sentence);
      }
}

/* Where the entry itself puts the Provost (its own move, or the Toll's). */
static int
provost_moved_to (const TsCaylusState *before, const TsCaylusEntry *e)
{
  int to = before->provost;

  if (e->type == TS_CAYLUS_ENTRY_PROVOST || e->type == TS_CAYLUS_ENTRY_USE
      || e->type == TS_CAYLUS_ENTRY_BENEFIT)
    to += e->steps;
  return CLAMP (to, 0, TS_CAYLUS_PROVOST_LAST (before->data));
}

static void
add_provost (GString *text, const TsCaylusState *before, const TsCaylusEntry *e,
             const TsCaylusState *after)
{
  g_autofree char *sentence = NULL;

  if (after->provost == provost_moved_to (before, e) || phase (after) == PHASE_SETUP)
    return;
  if (after->provost == 0)
    /* Translators: CY-ADM-04, the Provost put back */
    sentence = g_strdup (_ ("The Provost now stands at the Guild Bridge."));
  else
    /* Translators: CY-ADM-04, the Provost put back before the last building of the Road */
    sentence = g_strdup_printf (_ ("The Provost now stands after road space %u."), after->provost);
  add (text, sentence);
}

static void
add_residences (GString *text, const TsCaylusState *before, const TsCaylusState *after)
{
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < after->n_spots; spot++)
    if (after->spots[spot].state == TS_CAYLUS_SPOT_RESIDENCE
        && before->spots[spot].state != TS_CAYLUS_SPOT_RESIDENCE)
      {
        g_autofree char *building = ts_caylus_spot_text (before, spot);
        /* Translators: a starting building with a house, flipped (CY-ADM-01) */
        g_autofree char *sentence = g_strdup_printf (_ ("New residence: %s."), building);

        add (text, sentence);
      }
}

/* What recruitment brought each player (CY-RCR), from the ledger's new marks. */
static void
add_recruitment (GString *text, const TsCaylusState *before, const TsCaylusState *after)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < after->n_players; i++)
    {
      int workers = 0;
      guint8 goods[TS_CAYLUS_N_RESOURCES] = { 0 };
      g_autofree char *resources = NULL;

      for (guint k = before->n_ledger; k < after->n_ledger; k++)
        {
          const TsLedgerMark *m = &after->ledger[k];

          if (m->player != i || m->cause != TS_CAYLUS_CAUSE_RECRUIT || m->delta <= 0)
            continue;
          if (m->resource == TS_LEDGER_WORKERS)
            workers += m->delta;
          else if (m->resource == ts_caylus_ledger_resource (TS_CAYLUS_FOOD))
            goods[TS_CAYLUS_FOOD] += m->delta;
          else if (m->resource == ts_caylus_ledger_resource (TS_CAYLUS_CLOTH))
            goods[TS_CAYLUS_CLOTH] += m->delta;
        }
      resources = ts_caylus_resources_text (goods);
      if (workers == 0 && *resources == '\0')
        continue;
      if (list->len > 0)
        g_string_append (list, C_ ("caylus list", "; "));
      if (*resources == '\0')
        /* Translators: a player and the workers recruitment brought them */
        g_string_append_printf (list, ngettext ("%s %d worker", "%s %d workers", workers),
                                after->names[i], workers);
      else
        /* Translators: a player, workers and goods from recruitment (CY-RCR-03) */
        g_string_append_printf (list,
                                ngettext ("%s %d worker and %s", "%s %d workers and %s", workers),
                                after->names[i], workers, resources);
    }
  if (list->len > 0)
    {
      /* Translators: what each player took from the Camp at recruitment (CY-RCR) */
      g_autofree char *sentence = g_strdup_printf (_ ("Recruitment: %s."), list->str);

      add (text, sentence);
    }
  g_string_free (list, TRUE);
}

static void
add_gold (GString *text, const TsCaylusState *before, const TsCaylusState *after)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < after->n_players; i++)
    {
      int pp = 0;

      for (guint k = before->n_ledger; k < after->n_ledger; k++)
        if (after->ledger[k].player == i && after->ledger[k].cause == TS_CAYLUS_CAUSE_GOLD
            && after->ledger[k].resource == TS_LEDGER_VP)
          pp += after->ledger[k].delta;
      if (pp == 0)
        continue;
      if (list->len > 0)
        g_string_append (list, C_ ("caylus list", ", "));
      /* Translators: a player and the PP their gold gave (“Ana +6 PP”) */
      g_string_append_printf (list, _ ("%s %+d PP"), after->names[i], pp);
    }
  if (list->len > 0)
    {
      /* Translators: CY-END-02, 2 PP per gold */
      g_autofree char *sentence = g_strdup_printf (_ ("Gold at the end: %s."), list->str);

      add (text, sentence);
    }
  g_string_free (list, TRUE);
}

static void
add_phase (GString *text, const TsCaylusState *before, const TsCaylusState *after)
{
  /* Translators: the phases of a round as they begin (CY-RND-02) */
  static const char *const begins[] = {
    [PHASE_ACTIVATION] = N_ ("Activation begins."),
    [PHASE_DELIVERY] = N_ ("Delivery begins."),
    [PHASE_ADMINISTRATION] = N_ ("Administration begins."),
  };
  Phase now = phase (after);

  if (after->round != before->round)
    {
      g_autofree char *sentence
          /* Translators: a round and its first player (CY-ADM-06) */
          = g_strdup_printf (_ ("Round %u begins: %s is the first player."), after->round,
                             after->first >= 0 ? after->names[after->first] : "?");

      add (text, sentence);
    }
  else if (now != phase (before) && now < G_N_ELEMENTS (begins) && begins[now] != NULL)
    add (text, _ (begins[now]));
}

/* The Goldsmith's count when the entry does not say how the batches were formed (issue 26):
 * the only one possible, or the most, in a record made before the table could say it. */
static void
add_goldsmith (GString *text, const TsCaylusState *before, const TsCaylusEntry *e)
{
  g_autofree char *sentence = NULL;
  guint least, most;

  if (e->type != TS_CAYLUS_ENTRY_DELIVER || e->has_gold_batches || e->player < 0
      || e->player >= before->n_players
      || !(before->players[e->player].characters & (1u << TS_CAYLUS_GOLDSMITH))
      || e->pay[TS_CAYLUS_GOLD] == 0)
    return;
  ts_caylus_gold_batches_range (before, e->player, e->batches, e->pay, &least, &most);
  if (least == most)
    /* Translators: the Goldsmith's count the game made by itself (CY-CHR-12) */
    sentence = g_strdup_printf (ngettext ("The Goldsmith counts %u batch with gold: these "
                                          "batches can be formed no other way.",
                                          "The Goldsmith counts %u batches with gold: these "
                                          "batches can be formed no other way.",
                                          most),
                                most);
  else
    /* Translators: an old record does not say how the batches were formed (CY-CHR-10/12) */
    sentence = g_strdup_printf (ngettext ("The Goldsmith counts %u batch with gold, the most "
                                          "possible: the record does not say how the batches "
                                          "were formed.",
                                          "The Goldsmith counts %u batches with gold, the most "
                                          "possible: the record does not say how the batches "
                                          "were formed.",
                                          most),
                                most);
  add (text, sentence);
}

static void
add_benefit (GString *text, const TsCaylusState *before, const TsCaylusState *after)
{
  g_autofree char *sentence = NULL;

  /* A Benefit being chosen already, one fewer now, is the entry's own. */
  if (after->stage != TS_CAYLUS_STAGE_BENEFIT
      || (before->stage == TS_CAYLUS_STAGE_BENEFIT && before->actor == after->actor
          && after->benefits_due < before->benefits_due))
    return;
  /* Translators: a player gains a Benefit, chosen next (CY-BEN-07) */
  sentence = g_strdup_printf (_ ("%s gains a Benefit."),
                              after->actor >= 0 ? after->names[after->actor] : "?");
  add (text, sentence);
}

char *
ts_caylus_describe_outcome (gconstpointer before_state, gconstpointer entry,
                            gconstpointer after_state)
{
  GString *text = g_string_new (NULL);
  const TsCaylusState *before = before_state;
  const TsCaylusState *after = after_state;
  const TsCaylusEntry *e = entry;
  gboolean said;

  add_goldsmith (text, before, e);
  add_passes (text, before, e, after);
  add_unused (text, before, after);
  add_camp (text, before, e, after);
  add_benefit (text, before, after);
  add_residences (text, before, after);
  add_provost (text, before, e, after);
  add_recruitment (text, before, after);
  if (after->stage == TS_CAYLUS_STAGE_OVER && before->stage != TS_CAYLUS_STAGE_OVER)
    {
      g_autofree char *end = ts_caylus_describe_pending (after);

      add_gold (text, before, after);
      add (text, end);
    }
  else
    add_phase (text, before, after);
  /* Nothing worth saying beyond the entry itself: NULL, as the interface asks. */
  said = text->len > 0;
  return g_string_free (text, !said);
}
