/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the players enter at once from their phones: the season's dice and the winter's battle
 * as parts (TsGameModule.table_form: each player their own dice, anyone the neutral dice and
 * the enemy card, the first player the King's die), and the choices a player may make before
 * their turn comes (TsGameModule.ahead_state). */
#include "ts-kingsburg-table.h"

#include "ts-game.h"
#include "ts-i18n.h"

TsTableForm *
ts_kingsburg_table_form (gconstpointer state)
{
  const TsKingsburgState *s = state;
  TsTableForm *form;
  TsFormField *field;

  if (s->stage != TS_KINGSBURG_STAGE_ROLL && s->stage != TS_KINGSBURG_STAGE_BATTLE)
    return NULL;
  form = ts_table_form_new ();
  if (s->stage == TS_KINGSBURG_STAGE_ROLL)
    {
      /* KB-ORD-01: every player rolls their three dice, and their white dice (KB-AID-01,
       * KB-BDG-08), at the same time. */
      for (guint p = 0; p < s->n_players; p++)
        {
          /* Translators: one of a player's own dice on their phone, numbered from 1 */
          ts_table_form_add_dice (form, p, TS_KINGSBURG_COLOURED, _ ("Die %u"));
          /* Translators: a white die (Farms, the King's Aid) on a player's phone */
          ts_table_form_add_dice (form, p, ts_kingsburg_white_dice (s, p), _ ("White die %u"));
        }
      if (s->n_players == 2)
        {
          /* KB-2P-01/02: the three neutral dice, then the two. */
          /* Translators: the neutral dice of a 2-player game, the first three, numbered */
          ts_table_form_add_dice (form, -1, 3, _ ("Neutral die %u of 3"));
          /* Translators: the neutral dice of a 2-player game, the other two, numbered */
          ts_table_form_add_dice (form, -1, 2, _ ("Neutral die %u of 2"));
        }
      return form;
    }
  /* KB-SET-07: the enemy is one of the five cards with this year's back. */
  /* Translators: on a phone, the enemy card revealed in winter */
  field = ts_table_form_add_field (form, -1, g_strdup (_ ("Enemy card")));
  for (guint k = 0; k < 5; k++)
    {
      const TsKingsburgEnemy *card = &s->data->enemies[(s->year - 1) * 5 + k];

      ts_form_field_add_option (
          field, g_strdup (card->id),
          /* Translators: an enemy card on a phone: kind, card id, strength */
          g_strdup_printf (_ ("%s (%s, strength %u)"), ts_kingsburg_kind_name (card->kind),
                           card->id, card->strength));
    }
  /* KB-BAT-05: the first player in turn order rolls the King's die. */
  /* Translators: on a phone, the die that says how many soldiers the King sends */
  ts_table_form_add_dice (form, s->order[0], 1, _ ("King’s die"));
  return form;
}

static void
add_dice (JsonBuilder        *b,
          const char *const **values,
          guint               n)
{
  json_builder_begin_array (b);
  for (guint d = 0; d < n; d++)
    json_builder_add_int_value (b, ts_form_value_number (*(*values)++, 6));
  json_builder_end_array (b);
}

JsonNode *
ts_kingsburg_form_entry (gconstpointer state, const char *const *values)
{
  const TsKingsburgState *s = state;
  g_autoptr (JsonBuilder) b = json_builder_new ();

  if (s->stage != TS_KINGSBURG_STAGE_ROLL && s->stage != TS_KINGSBURG_STAGE_BATTLE)
    return NULL;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  if (s->stage == TS_KINGSBURG_STAGE_BATTLE)
    {
      json_builder_add_string_value (b, "battle");
      json_builder_set_member_name (b, "enemy");
      json_builder_add_string_value (b, values[0]);
      json_builder_set_member_name (b, "king");
      json_builder_add_int_value (b, ts_form_value_number (values[1], 6));
      json_builder_end_object (b);
      return json_builder_get_root (b);
    }
  json_builder_add_string_value (b, "roll");
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    add_dice (b, &values, TS_KINGSBURG_COLOURED + ts_kingsburg_white_dice (s, p));
  json_builder_end_array (b);
  if (s->n_players == 2)
    {
      json_builder_set_member_name (b, "neutral");
      json_builder_begin_array (b);
      add_dice (b, &values, 3);
      add_dice (b, &values, 2);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* The step's players choose in turn order, but what one chooses never changes what the next
 * may: goods of choice (KB-AID-04, a battle's reward or loss), the advisors' help, building (KB-BLD-01, each on
 * their own province sheet), the Town Hall and recruiting (KB-REC-01, from their own goods).
 * A player still to choose after the one now may choose ahead; the record keeps turn order. */
gpointer
ts_kingsburg_ahead_state (gconstpointer state, guint player)
{
  const TsKingsburgState *s = state;
  TsKingsburgState *copy;
  guint t;

  if (player >= s->n_players)
    return NULL;
  for (t = 0; t < s->n_players && s->order[t] != player; t++)
    ;
  if (t == s->n_players || t == s->turn)
    return NULL;
  switch (s->stage)
    {
      case TS_KINGSBURG_STAGE_HELP:
        /* KB-HLP-01/04: in advisor order, each choosing from their advisor and their own
         * goods: the player's first choice as the game will reach it. */
        return ts_games_ahead_by_first_choices (ts_games_lookup ("kingsburg"), s, player,
                                                G_STRUCT_OFFSET (TsKingsburgState, stage));
      case TS_KINGSBURG_STAGE_AID_GOODS:
      case TS_KINGSBURG_STAGE_BATTLE_GOODS:
        if (!s->players[player].choice)
          return NULL;
        break;
      case TS_KINGSBURG_STAGE_BUILD:
      case TS_KINGSBURG_STAGE_TOWN_HALL:
      case TS_KINGSBURG_STAGE_RECRUIT:
        if (t < s->turn || s->players[player].passed)
          return NULL;
        break;
      default:
        return NULL;
    }
  copy = ts_kingsburg_state_copy (s);
  copy->turn = t;
  return copy;
}
