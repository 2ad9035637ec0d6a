/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's dice and cards: the season's roll with the 2-player neutral dice, the Statue's
 * and Chapel's rerolls, and the Winter battle's card and King's die. */
#include "ts-kingsburg-play.h"
#include "ts-kingsburg-rules.h"

#include <string.h>

#include "ts-i18n.h"

static gboolean
is_face (guint value)
{
  return value >= 1 && value <= 6;
}

gboolean
ts_kingsburg_apply_roll (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  if (e->n_rolled_players != s->n_players)
    return ts_kingsburg_refuse_rule (
        /* Translators: numbers of players */
        error, "KB-ORD-01", _ ("The roll must give the dice of all %u players, not of %u."),
        s->n_players, e->n_rolled_players);
  for (guint i = 0; i < s->n_players; i++)
    {
      guint white = ts_kingsburg_white_dice (s, i);

      if (e->n_rolled[i] != TS_KINGSBURG_COLOURED + white)
        return ts_kingsburg_refuse_rule (
            error, "KB-ORD-01",
            /* Translators: a player, a number of dice, how many of them white, the
             * number entered */
            _ ("%s rolls %u dice this season (3 coloured and %u white), not %u."), s->names[i],
            TS_KINGSBURG_COLOURED + white, white, e->n_rolled[i]);
    }
  /* A record's reader keeps dice within 1-6; entries the app builds are checked here. */
  for (guint i = 0; i < s->n_players; i++)
    for (guint d = 0; d < e->n_rolled[i]; d++)
      if (!is_face (e->rolled[i][d]))
        return ts_kingsburg_refuse_rule (error, "KB-CMP-02",
                                         /* Translators: a player, then the number entered for one
                                          * of their dice */
                                         _ ("%s's die cannot show %u: dice show 1 to 6."),
                                         s->names[i], e->rolled[i][d]);
  if (s->n_players == 2 && e->neutral[0] == 0)
    return ts_kingsburg_refuse_rule (
        error, "KB-2P-01", _ ("With 2 players the roll also gives the 3 and the 2 neutral dice."));
  if (s->n_players > 2 && e->neutral[0] != 0)
    return ts_kingsburg_refuse_rule (error, "KB-2P-01",
                                     _ ("Neutral dice are rolled only in a 2-player game."));
  for (guint d = 0; s->n_players == 2 && d < G_N_ELEMENTS (e->neutral); d++)
    if (!is_face (e->neutral[d]))
      return ts_kingsburg_refuse_rule (
          /* Translators: the number entered for a neutral die */
          error, "KB-CMP-02", _ ("A neutral die cannot show %u: dice show 1 to 6."), e->neutral[d]);
  for (guint i = 0; i < s->n_players; i++)
    {
      TsKingsburgPlayer *p = &s->players[i];

      p->n_dice = e->n_rolled[i];
      memcpy (p->dice, e->rolled[i], TS_KINGSBURG_MAX_DICE);
      p->placed = 0;
    }
  memcpy (s->neutral, e->neutral, sizeof s->neutral);
  if (s->n_players == 2)
    {
      guint three = e->neutral[0] + e->neutral[1] + e->neutral[2];
      guint two = e->neutral[3] + e->neutral[4];

      /* KB-2P-01..04 */
      s->blocked = 1u << three;
      if (two != three)
        s->blocked |= 1u << two;
      else
        s->blocked |= (1u << e->neutral[3]) | (1u << e->neutral[4]);
    }
  s->stage = TS_KINGSBURG_STAGE_REROLL;
  return TRUE;
}

gboolean
ts_kingsburg_apply_battle (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  const TsKingsburgEnemy *card;

  if (e->enemy < 0 || e->enemy >= TS_KINGSBURG_N_ENEMIES)
    return ts_kingsburg_refuse_rule (error, "KB-CMP-03", _ ("There is no such enemy card."));
  card = &s->data->enemies[e->enemy];
  if (card->year != s->year)
    return ts_kingsburg_refuse_rule (
        error, "KB-SET-07",
        /* Translators: an enemy card id, the year on its back, the current year */
        _ ("Card %s has year %u on its back, and this is the battle of year "
           "%u."),
        card->id, card->year, s->year);
  if (e->king < 1 || e->king > 6)
    return ts_kingsburg_refuse_rule (error, "KB-BAT-05",
                                     _ ("The King's reinforcements are one die: 1 to 6."));
  if (e->has_card && !ts_kingsburg_card_check (s->data, e->enemy, &e->card, error))
    return FALSE;
  ts_kingsburg_battle (s, e->enemy, e->has_card ? &e->card : NULL, e->king);
  return TRUE;
}

gboolean
ts_kingsburg_apply_reroll (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error)
{
  TsKingsburgPlayer *p = &s->players[e->player];
  guint sum = ts_kingsburg_dice_sum (p, 0xff);
  gboolean same = TRUE;

  for (guint d = 0; d < p->n_dice; d++)
    same = same && p->dice[d] == p->dice[0];
  if (e->building == TS_KINGSBURG_B_STATUE)
    {
      if (!ts_kingsburg_works (p, TS_KINGSBURG_B_STATUE))
        return ts_kingsburg_refuse_rule (error, "KB-BDG-01",
                                         _ ("You have no Statue to reroll with."));
      if (p->statue_used)
        return ts_kingsburg_refuse_rule (error, "KB-BDG-03",
                                         _ ("Your Statue has rerolled this season already."));
      if (!same)
        return ts_kingsburg_refuse_rule (
            error, "KB-BDG-01",
            _ ("The Statue rerolls a die only when all your dice show the same "
               "number."));
      if (e->die < 0 || e->die >= p->n_dice || e->n_values != 1 || !is_face (e->values[0]))
        return ts_kingsburg_refuse_rule (
            error, "KB-BDG-01",
            /* Translators: %u is how many dice the player rolled */
            _ ("The Statue rerolls one of your %u dice: name it and its new "
               "number."),
            p->n_dice);
      p->dice[e->die] = e->values[0];
      p->statue_used = 1;
      return TRUE;
    }
  if (e->building == TS_KINGSBURG_B_CHAPEL)
    {
      gboolean faces = e->n_values == p->n_dice;

      if (!ts_kingsburg_works (p, TS_KINGSBURG_B_CHAPEL))
        return ts_kingsburg_refuse_rule (error, "KB-BDG-02",
                                         _ ("You have no Chapel to reroll with."));
      if (p->chapel_used)
        return ts_kingsburg_refuse_rule (error, "KB-BDG-03",
                                         _ ("Your Chapel has rerolled this season already."));
      if (sum > 7)
        return ts_kingsburg_refuse_rule (
            error, "KB-BDG-02",
            /* Translators: %u is the total of the player's dice */
            _ ("Your dice add up to %u: the Chapel rerolls them only at 7 or "
               "less."),
            sum);
      for (guint d = 0; faces && d < p->n_dice; d++)
        faces = is_face (e->values[d]);
      if (!faces)
        return ts_kingsburg_refuse_rule (
            error, "KB-BDG-02", _ ("The Chapel rerolls all your %u dice: give each new number."),
            p->n_dice);
      memcpy (p->dice, e->values, p->n_dice);
      p->chapel_used = 1;
      /* KB-BDG-03: each once a season, in either order; the Statue may still follow, unless
       * the record plays the earlier reading, where the Chapel's reroll ends the rerolls. */
      if (s->opt_chapel_ends_rerolls)
        p->rerolls_done = 1;
      return TRUE;
    }
  return ts_kingsburg_refuse_rule (error, "KB-ORD-02",
                                   _ ("Only the Statue and the Chapel reroll dice."));
}
