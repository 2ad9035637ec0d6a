/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg entries and the next step in words. */
#include "ts-kingsburg-text.h"
#include "ts-kingsburg-rules.h"

#include "ts-game.h"
#include "ts-i18n.h"
#include "ts-ids.h"

char *
ts_kingsburg_goods_text (const guint8 goods[TS_KINGSBURG_N_GOODS])
{
  GString *text = g_string_new (NULL);

  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (goods[g] > 0)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        /* Translators: a count and a good (“2 gold”, “1 stone”) */
        g_string_append_printf (text, C_ ("goods", "%u %s"), goods[g], ts_kingsburg_good_name (g));
      }
  if (text->len == 0)
    g_string_append (text, _ ("no goods"));
  return g_string_free (text, FALSE);
}

char *
ts_kingsburg_dice_text (const TsKingsburgPlayer *p, guint mask)
{
  GString *text = g_string_new (NULL);

  for (guint d = 0; d < p->n_dice; d++)
    if (mask & (1u << d))
      {
        if (text->len > 0)
          g_string_append (text, " + ");
        if (d >= TS_KINGSBURG_COLOURED)
          /* Translators: a white die and its number (“white 3”) */
          g_string_append_printf (text, _ ("white %u"), p->dice[d]);
        else
          g_string_append_printf (text, "%u", p->dice[d]);
      }
  return g_string_free (text, FALSE);
}

static const char *
season_name (guint phase)
{
  /* Translators: Kingsburg's productive seasons, and Winter */
  static const char *const seasons[]
      = { N_ ("Spring"), N_ ("Summer"), N_ ("Autumn"), N_ ("Winter") };

  return ts_ids_name (seasons, G_N_ELEMENTS (seasons), MIN (phase / 2 - 1, 3u));
}

/* The 8 phases of a year, as the rulebook (and the table page's calendar) names them. */
static const char *
phase_name (guint phase)
{
  static const char *const names[] = {
    N_ ("King's Aid"),     N_ ("Spring"), N_ ("King's Reward"),    N_ ("Summer"),
    N_ ("King's Envoy"),   N_ ("Autumn"), N_ ("Recruit Soldiers"), N_ ("Winter"),
  };

  return ts_ids_name (names, G_N_ELEMENTS (names), phase - 1);
}

static char *
values_text (const guint8 *values, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, i == 0 ? "%u" : ", %u", values[i]);
  return g_string_free (text, FALSE);
}

/* @format, from a table of N_() strings, takes one string: the player's name. */
static char *
say (const char *format, const char *who)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return g_strdup_printf (_ (format), who);
#pragma GCC diagnostic pop
}

static char *
describe_pass (const TsKingsburgState *s, const char *who)
{
  /* Translators: %s is a player's name; what passing means in each step of a season */
  static const char *const passes[TS_KINGSBURG_STAGE_OVER + 1] = {
    [TS_KINGSBURG_STAGE_REROLL] = N_ ("%s keeps their dice."),
    [TS_KINGSBURG_STAGE_INFLUENCE] = N_ ("%s passes and influences no more advisors this season."),
    [TS_KINGSBURG_STAGE_BUILD] = N_ ("%s builds nothing more this season."),
    [TS_KINGSBURG_STAGE_TOWN_HALL] = N_ ("%s does not use the Town Hall this season."),
    [TS_KINGSBURG_STAGE_RECRUIT] = N_ ("%s recruits no soldiers."),
  };
  const char *format = s->stage <= TS_KINGSBURG_STAGE_OVER && passes[s->stage] != NULL
                           ? passes[s->stage]
                           : N_ ("%s passes.");

  return say (format, who);
}

char *
ts_kingsburg_describe_entry (gconstpointer state, gconstpointer entry)
{
  const TsKingsburgState *s = state;
  const TsKingsburgEntry *e = entry;
  const char *who = e->player >= 0 && e->player < s->n_players ? s->names[e->player] : "?";
  const TsKingsburgPlayer *p
      = e->player >= 0 && e->player < s->n_players ? &s->players[e->player] : NULL;
  g_autofree char *goods = ts_kingsburg_goods_text (e->goods);

  switch (e->type)
    {
      case TS_KINGSBURG_ENTRY_ROLL:
        {
          GString *text = g_string_new (NULL);

          /* Translators: the season's name */
          g_string_append_printf (text, _ ("%s dice:"), season_name (s->phase));
          for (guint i = 0; i < e->n_rolled_players && i < s->n_players; i++)
            {
              g_autofree char *v = values_text (e->rolled[i], e->n_rolled[i]);
              /* Translators: a player's name and their dice (“Ann 5, 2, 6”) */
              g_string_append_printf (text, _ (" %s %s;"), s->names[i], v);
            }
          if (e->neutral[0] != 0)
            /* Translators: the neutral dice of a 2-player game */
            g_string_append_printf (text, _ (" neutral dice %u, %u, %u and %u, %u."), e->neutral[0],
                                    e->neutral[1], e->neutral[2], e->neutral[3], e->neutral[4]);
          return g_string_free (text, FALSE);
        }
      case TS_KINGSBURG_ENTRY_BATTLE:
        if (e->enemy < 0)
          return g_strdup ("?");
        {
          const TsKingsburgEnemy *card = &s->data->enemies[e->enemy];
          TsKingsburgCardValues printed;

          ts_kingsburg_card_printed (s->data, e->enemy, &printed);
          if (e->has_card && !ts_kingsburg_card_equal (&e->card, &printed))
            {
              g_autofree char *victory = ts_kingsburg_bundle_text (&e->card.victory);
              g_autofree char *defeat = ts_kingsburg_bundle_text (&e->card.defeat);

              /* Translators: enemy kind, card id, strength, the King's die, then the card's
               * reward and penalty as the user corrected them for their box */
              return g_strdup_printf (_ ("The %s (%s, strength %u) attack; the King sends %u "
                                         "soldiers. Card values corrected for this box: "
                                         "victory %s, defeat %s."),
                                      ts_kingsburg_kind_name (card->kind), card->id,
                                      e->card.strength, e->king, victory, defeat);
            }
          /* Translators: enemy kind, card id, strength, the King's die */
          return g_strdup_printf (_ ("The %s (%s, strength %u) attack; the King sends %u "
                                     "soldiers."),
                                  ts_kingsburg_kind_name (card->kind), card->id, card->strength,
                                  e->king);
        }
      case TS_KINGSBURG_ENTRY_REROLL:
        if (e->building == TS_KINGSBURG_B_STATUE && p != NULL && e->die >= 0 && e->die < p->n_dice)
          /* Translators: player, old die number, new die number */
          return g_strdup_printf (_ ("%s rerolls a %u with the Statue: it shows %u."), who,
                                  p->dice[e->die], e->values[0]);
        {
          g_autofree char *v = values_text (e->values, e->n_values);
          /* Translators: player, the new dice numbers */
          return g_strdup_printf (_ ("%s rerolls all dice with the Chapel: %s."), who, v);
        }
      case TS_KINGSBURG_ENTRY_INFLUENCE:
        {
          g_autofree char *dice = p ? ts_kingsburg_dice_text (p, e->dice) : g_strdup ("?");
          const char *name = ts_kingsburg_advisor_name (e->advisor);

          if (e->envoy)
            /* Translators: player, advisor, its number, the dice placed */
            return g_strdup_printf (_ ("%s joins the %s (%d) with the King's Envoy: %s%s."), who,
                                    name, e->advisor, dice, e->plus2 ? _ (" and a “+2”") : "");
          return g_strdup_printf (_ ("%s influences the %s (%d) with %s%s."), who, name, e->advisor,
                                  dice, e->plus2 ? _ (" and a “+2”") : "");
        }
      case TS_KINGSBURG_ENTRY_HELP:
        if (e->pay >= 0)
          /* Translators: player, the good given to the Alchemist */
          return g_strdup_printf (
              _ ("%s gives the Alchemist 1 %s for one each of the other goods."), who,
              ts_kingsburg_good_name (e->pay));
        if (e->goods[0] + e->goods[1] + e->goods[2] == 0)
          return g_strdup_printf (_ ("%s keeps their goods."), who);
        /* Translators: player, goods, advisor */
        return g_strdup_printf (_ ("%s takes %s from the %s."), who, goods,
                                ts_kingsburg_advisor_name (e->advisor));
      case TS_KINGSBURG_ENTRY_BUILD:
        {
          guint8 cost[TS_KINGSBURG_N_GOODS] = { 0 };
          g_autofree char *price = NULL;

          if (e->building >= 0 && e->building < TS_KINGSBURG_N_BUILDINGS && p != NULL)
            ts_kingsburg_cost (s, e->player, e->building, cost);
          price = ts_kingsburg_goods_text (cost);
          /* Translators: player, building, its cost */
          return g_strdup_printf (e->envoy ? _ ("%s builds the %s for %s with the King's Envoy.")
                                           : _ ("%s builds the %s for %s."),
                                  who, ts_kingsburg_building_name (e->building), price);
        }
      case TS_KINGSBURG_ENTRY_TOWN_HALL:
        /* Translators: player, what they give (a good or “a “+2” token”) */
        return g_strdup_printf (_ ("%s gives the Town Hall %s for 1 VP."), who,
                                e->pay == TS_KINGSBURG_PAY_PLUS2 ? _ ("a “+2” token")
                                                                 : ts_kingsburg_good_name (e->pay));
      case TS_KINGSBURG_ENTRY_RECRUIT:
        {
          guint n
              = p ? (e->goods[0] + e->goods[1] + e->goods[2]) / ts_kingsburg_recruit_price (p) : 0;
          /* Translators: player, a number of soldiers, the goods paid */
          return g_strdup_printf (
              ngettext ("%s recruits %u soldier for %s.", "%s recruits %u soldiers for %s.", n),
              who, n, goods);
        }
      case TS_KINGSBURG_ENTRY_GOODS:
        if (p != NULL && p->choice == TS_KINGSBURG_CHOICE_LOSS)
          /* Translators: player, goods */
          return g_strdup_printf (_ ("%s loses %s to the enemy."), who, goods);
        return g_strdup_printf (_ ("%s takes %s."), who, goods);
      case TS_KINGSBURG_ENTRY_PASS:
        if (e->automatic)
          /* Translators: an automatic entry in the history (KB-INF-11); %s is a player */
          return g_strdup_printf (_ ("%s has no coloured die left: passed automatically."), who);
        return describe_pass (s, who);
      default:
        return describe_pass (s, who);
    }
}

char *
ts_kingsburg_describe_pending (gconstpointer state)
{
  const TsKingsburgState *s = state;
  int actor = ts_kingsburg_state_actor (s);
  const char *who = actor >= 0 ? s->names[actor] : "";
  /* Translators: %s is a player's name; what the game waits for from them */
  static const char *const waits[TS_KINGSBURG_STAGE_OVER + 1] = {
    [TS_KINGSBURG_STAGE_REROLL] = N_ ("%s may reroll with the Statue or the Chapel."),
    [TS_KINGSBURG_STAGE_BUILD] = N_ ("%s builds or passes."),
    [TS_KINGSBURG_STAGE_TOWN_HALL] = N_ ("%s may give the Town Hall a good or a “+2” for 1 VP."),
    [TS_KINGSBURG_STAGE_RECRUIT] = N_ ("%s recruits soldiers or passes."),
  };

  if (s->stage <= TS_KINGSBURG_STAGE_OVER && waits[s->stage] != NULL)
    return say (waits[s->stage], who);

  switch (s->stage)
    {
      case TS_KINGSBURG_STAGE_AID_GOODS:
        /* Translators: year number, player */
        return g_strdup_printf (_ ("Year %u, King's Aid: %s takes one good of their choice."),
                                s->year, who);
      case TS_KINGSBURG_STAGE_ROLL:
        /* Translators: year, season */
        return g_strdup_printf (
            s->n_players == 2 ? _ ("Year %u, %s: enter every player's dice and the neutral dice.")
                              : _ ("Year %u, %s: enter every player's dice."),
            s->year, season_name (s->phase));
      case TS_KINGSBURG_STAGE_INFLUENCE:
        {
          const TsKingsburgPlayer *p = &s->players[actor];
          g_autofree char *dice = ts_kingsburg_dice_text (p, ((1u << p->n_dice) - 1) & ~p->placed);
          /* Translators: player, their unused dice (“5 + 2 + white 3”) */
          return g_strdup_printf (_ ("%s influences an advisor or passes; dice left: %s."), who,
                                  /* Translators: no dice left (“dice left: none”) */
                                  *dice ? dice : C_ ("dice", "none"));
        }
      case TS_KINGSBURG_STAGE_HELP:
        /* Translators: player, advisor's name and number */
        return g_strdup_printf (_ ("%s chooses the help of the %s (%u)."), who,
                                ts_kingsburg_advisor_name (s->help_advisor), s->help_advisor);
      case TS_KINGSBURG_STAGE_BATTLE:
        /* Translators: year number */
        return g_strdup_printf (_ ("Winter of year %u: enter the enemy card revealed and the "
                                   "King's die."),
                                s->year);
      case TS_KINGSBURG_STAGE_BATTLE_GOODS:
        return g_strdup_printf (
            s->players[actor].choice == TS_KINGSBURG_CHOICE_LOSS
                ? ngettext ("%s chooses %u good to lose.", "%s chooses %u goods to lose.",
                            s->players[actor].choice_count)
                : ngettext ("%s chooses %u good as a reward.", "%s chooses %u goods as a reward.",
                            s->players[actor].choice_count),
            who, s->players[actor].choice_count);
      case TS_KINGSBURG_STAGE_OVER:
      default:
        return g_strdup (_ ("The game is over."));
    }
}

/* Where the game stands for the saved games list: {"year": 1-5, "phase": 1-8}. */
JsonObject *
ts_kingsburg_progress (gconstpointer state)
{
  const TsKingsburgState *s = state;

  return s->stage == TS_KINGSBURG_STAGE_OVER
             ? NULL
             : ts_games_progress_new ("year", (int) s->year, "phase", (int) s->phase, NULL);
}

char *
ts_kingsburg_describe_progress (JsonObject *progress)
{
  gint64 year = json_object_get_int_member_with_default (progress, "year", 0);
  gint64 phase = json_object_get_int_member_with_default (progress, "phase", 0);

  if (year < 1 || year > TS_KINGSBURG_YEARS || phase < 1 || phase > 8)
    return NULL;
  /* The phase by the name the table page's calendar gives it (KB-YR-01): the King's Aid is
   * not Spring, though Spring's dice are rolled in it. */
  /* Translators: where a saved game stands: the year 1-5 and a phase ("Year 2, Summer",
   * "Year 1, King's Aid") */
  return g_strdup_printf (_ ("Year %d, %s"), (int)year, phase_name ((guint)phase));
}
