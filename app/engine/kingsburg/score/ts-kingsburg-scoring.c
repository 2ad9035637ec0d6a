/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The end of the game (KB-END-03) and its winner (KB-WIN-01, KB-TIE-01..03). */
#include "ts-kingsburg-score.h"

#include "ts-breakdown.h"
#include "ts-i18n.h"

/* 0 when tied, else which of @a and @b is ahead at @level (0 VP, 1 goods, 2 buildings). */
static int
compare (const TsKingsburgPlayer *a, const TsKingsburgPlayer *b, guint level)
{
  switch (level)
    {
      case 0:
        return a->vp - b->vp;
      case 1:
        return (int)ts_kingsburg_n_goods (a) - (int)ts_kingsburg_n_goods (b);
      default:
        return (int)ts_kingsburg_n_buildings (a) - (int)ts_kingsburg_n_buildings (b);
    }
}

void
ts_kingsburg_finish (TsKingsburgState *s)
{
  guint best = (1u << s->n_players) - 1;

  for (guint i = 0; i < s->n_players; i++)
    if (ts_kingsburg_has (&s->players[i], TS_KINGSBURG_B_CATHEDRAL))
      ts_kingsburg_gain (s, i, TS_LEDGER_VP, ts_kingsburg_n_goods (&s->players[i]) / 2,
                         TS_KINGSBURG_CAUSE_CATHEDRAL, 0);
  s->tie_break = 0;
  for (guint level = 0; level < 3; level++)
    {
      guint keep = 0;
      int lead = -1;

      for (guint i = 0; i < s->n_players; i++)
        if (best & (1u << i))
          {
            if (lead < 0 || compare (&s->players[i], &s->players[lead], level) > 0)
              {
                lead = i;
                keep = 1u << i;
              }
            else if (compare (&s->players[i], &s->players[lead], level) == 0)
              keep |= 1u << i;
          }
      best = keep;
      if (__builtin_popcount (best) == 1)
        break;
      s->tie_break = level + 1;
    }
  s->winners = best;
  s->stage = TS_KINGSBURG_STAGE_OVER;
}

static char *
explanation (const TsKingsburgState *s)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < s->n_players; i++)
    if (s->winners & (1u << i))
      {
        if (names->len > 0)
          g_string_append (names, _ (" and "));
        g_string_append (names, s->names[i]);
      }
  g_autofree char *who = g_string_free (names, FALSE);
  switch (s->tie_break)
    {
      case 0:
        /* Translators: %s is the winner's name */
        return g_strdup_printf (_ ("%s wins with the most VP."), who);
      case 1:
        return g_strdup_printf (_ ("%s wins: tied on VP, with the most goods."), who);
      case 2:
        return g_strdup_printf (_ ("%s wins: tied on VP and goods, with the most buildings."),
                                who);
      default:
        /* Translators: %s lists the names of the players who share the victory */
        return g_strdup_printf (_ ("%s share the victory: tied on VP, goods and buildings."),
                                who);
    }
}

/* Causes with a detail (which advisor, building or card) are summed over all of them. */
static const char *
group_id (TsKingsburgCause c, char id[40])
{
  switch (c)
    {
      case TS_KINGSBURG_CAUSE_ADVISOR:
        return "advisors";
      case TS_KINGSBURG_CAUSE_BUILD:
        return "buildings";
      case TS_KINGSBURG_CAUSE_DESTROYED:
        return "destroyed";
      case TS_KINGSBURG_CAUSE_DEFEAT:
        return "defeats";
      case TS_KINGSBURG_CAUSE_VICTORY:
        return "victories";
      default:
        return ts_kingsburg_cause_id (c, 0, id);
    }
}

static char *
group_text (const TsKingsburgState *s, TsKingsburgCause c)
{
  switch (c)
    {
      case TS_KINGSBURG_CAUSE_ADVISOR:
        return g_strdup (_ ("the King's advisors"));
      case TS_KINGSBURG_CAUSE_BUILD:
        return g_strdup (_ ("buildings built"));
      case TS_KINGSBURG_CAUSE_DESTROYED:
        return g_strdup (_ ("buildings destroyed in battle"));
      case TS_KINGSBURG_CAUSE_DEFEAT:
        return g_strdup (_ ("defeats in battle"));
      case TS_KINGSBURG_CAUSE_VICTORY:
        return g_strdup (_ ("victories in battle"));
      default:
        return ts_kingsburg_cause_text (s, c, 0);
    }
}

/* One member of "tie-breaks": {"cause", "text", "note", "value"} (docs/file-format.md). */
static void
add_tie_break (JsonBuilder *b, const char *cause, const char *text, const char *note, guint count)
{
  g_autofree char *value = g_strdup_printf ("%u", count);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cause");
  json_builder_add_string_value (b, cause);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, text);
  json_builder_set_member_name (b, "note");
  json_builder_add_string_value (b, note);
  json_builder_set_member_name (b, "value");
  json_builder_add_string_value (b, value);
  json_builder_end_object (b);
}

JsonNode *
ts_kingsburg_final_breakdown (gconstpointer state)
{
  const TsKingsburgState *s = state;
  static const char *const tie_breaks[] = { "none", "goods", "buildings", "shared" };
  g_autoptr (JsonBuilder) b = NULL;
  g_autofree char *text = NULL;

  if (s->stage != TS_KINGSBURG_STAGE_OVER)
    return NULL;
  b = ts_breakdown_begin ();
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsKingsburgPlayer *p = &s->players[i];
      int by_cause[TS_KINGSBURG_N_CAUSES] = { 0 };

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->names[i]);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, p->vp);
      json_builder_set_member_name (b, "goods");
      json_builder_add_int_value (b, ts_kingsburg_n_goods (p));
      json_builder_set_member_name (b, "buildings");
      json_builder_add_int_value (b, ts_kingsburg_n_buildings (p));
      /* VP by kind of cause: the whole game's VP, since Kingsburg scores as it goes. */
      for (guint k = 0; k < s->n_ledger; k++)
        if (s->ledger[k].player == i && s->ledger[k].resource == TS_LEDGER_VP)
          by_cause[s->ledger[k].cause] += s->ledger[k].delta;
      json_builder_set_member_name (b, "lines");
      json_builder_begin_array (b);
      for (guint c = 0; c < TS_KINGSBURG_N_CAUSES; c++)
        {
          char id[40];
          g_autofree char *cause = NULL;

          if (by_cause[c] == 0)
            continue;
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "cause");
          json_builder_add_string_value (b, group_id (c, id));
          json_builder_set_member_name (b, "text");
          cause = group_text (s, c);
          json_builder_add_string_value (b, cause);
          json_builder_set_member_name (b, "vp");
          json_builder_add_int_value (b, by_cause[c]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      /* KB-TIE-01/02: what breaks a tie on VP, the score table's tie-break rows. */
      json_builder_set_member_name (b, "tie-breaks");
      json_builder_begin_array (b);
      add_tie_break (b, "most-goods", _ ("Goods"), _ ("the most wins a tie"),
                     ts_kingsburg_n_goods (p));
      add_tie_break (b, "most-buildings", _ ("Buildings"), _ ("the most wins a remaining tie"),
                     ts_kingsburg_n_buildings (p));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  text = explanation (s);
  return ts_breakdown_end (b, s->winners, s->n_players, tie_breaks[MIN (s->tie_break, 3)], text);
}
