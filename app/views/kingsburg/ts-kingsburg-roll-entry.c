/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-kingsburg-roll-entry.h"

/* The groups run in turn order (each player's coloured dice, then their white ones), then
 * the neutral dice with 2 players: how the dice are read out round the table. The entry is
 * built in setup order, as the engine reads it. */
struct _TsKingsburgRollEntry
{
  TsDiceEntry parent_instance;

  guint n_players;
  guint8 order[TS_KINGSBURG_MAX_PLAYERS]; /* the turn-order track */
  gboolean neutral;                       /* the 3 and the 2 neutral dice follow */
};

G_DEFINE_FINAL_TYPE (TsKingsburgRollEntry, ts_kingsburg_roll_entry, TS_TYPE_DICE_ENTRY)

/* The neutral dice's groups: the 3 dice, then the 2 (KB-2P-01, KB-2P-02). */
#define NEUTRAL_THREE(self) ((self)->n_players)
#define NEUTRAL_TWO(self)   ((self)->n_players + 1)

GtkWidget *
ts_kingsburg_roll_entry_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_ROLL_ENTRY, NULL);
}

static void
ts_kingsburg_roll_entry_submitted (TsDiceEntry *entry)
{
  TsKingsburgRollEntry *self = TS_KINGSBURG_ROLL_ENTRY (entry);
  TsKingsburgEntry result;

  ts_kingsburg_entry_init (&result, TS_KINGSBURG_ENTRY_ROLL, -1);
  result.n_rolled_players = self->n_players;
  for (guint k = 0; k < self->n_players; k++)
    {
      guint player = self->order[k];
      guint n = ts_dice_entry_get_n_slots (entry, k);

      result.n_rolled[player] = n;
      for (guint d = 0; d < n; d++)
        result.rolled[player][d] = ts_dice_entry_get_value (entry, k, d);
    }
  if (self->neutral)
    {
      for (guint d = 0; d < 3; d++)
        result.neutral[d] = ts_dice_entry_get_value (entry, NEUTRAL_THREE (self), d);
      for (guint d = 0; d < 2; d++)
        result.neutral[3 + d] = ts_dice_entry_get_value (entry, NEUTRAL_TWO (self), d);
    }
  ts_dice_entry_emit_submit (entry, &result);
}

static void
ts_kingsburg_roll_entry_class_init (TsKingsburgRollEntryClass *klass)
{
  TS_DICE_ENTRY_CLASS (klass)->submit = ts_kingsburg_roll_entry_submitted;
}

static void
ts_kingsburg_roll_entry_init (TsKingsburgRollEntry *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dice of the season"), -1);
  ts_dice_entry_set_submit_label (TS_DICE_ENTRY (self), _("_Record Dice"),
                                  _("Record the season’s dice (Enter)"));
}

/* Names a player's slots: the coloured dice by number, then the white dice. */
static void
name_player_slots (TsDiceEntry *entry,
                   guint        group,
                   const char  *name,
                   guint        white)
{
  for (guint d = 0; d < TS_KINGSBURG_COLOURED + white; d++)
    {
      g_autofree char *slot = NULL;
      g_autofree char *missing = NULL;

      if (d < TS_KINGSBURG_COLOURED)
        {
          /* Translators: a die slot's name for screen readers: a player, the die's number
           * among their 3 coloured dice */
          slot = g_strdup_printf (_("%s, die %u"), name, d + 1);
          /* Translators: a player, the die's number among their 3 coloured dice */
          missing = g_strdup_printf (_("%s’s die %u is still missing."), name, d + 1);
        }
      else
        {
          /* Translators: a die slot's name for screen readers: a player's white die (the
           * Farms' or the King's Aid), counted from 1 */
          slot = g_strdup_printf (_("%s, white die %u"), name, d - TS_KINGSBURG_COLOURED + 1);
          /* Translators: a player, the number of their white die */
          missing = g_strdup_printf (_("%s’s white die %u is still missing."), name,
                                     d - TS_KINGSBURG_COLOURED + 1);
        }
      ts_dice_entry_set_slot_text (entry, group, d, slot, missing);
    }
}

static void
name_neutral_slots (TsDiceEntry *entry,
                    guint        group,
                    guint        n,
                    const char  *which)
{
  for (guint d = 0; d < n; d++)
    {
      /* Translators: a die slot's name for screen readers: which neutral dice ("3 neutral
       * dice"), the die's number among them */
      g_autofree char *slot = g_strdup_printf (_("%s, die %u"), which, d + 1);
      /* Translators: which neutral dice ("3 neutral dice"), the die's number among them */
      g_autofree char *missing = g_strdup_printf (_("%s: die %u is still missing."), which,
                                                  d + 1);

      ts_dice_entry_set_slot_text (entry, group, d, slot, missing);
    }
}

void
ts_kingsburg_roll_entry_set_state (TsKingsburgRollEntry   *self,
                                   const TsKingsburgState *state,
                                   const char *const      *colors)
{
  TsDiceEntry *entry = TS_DICE_ENTRY (self);
  static const char *const seasons[] = {
    /* Translators: Kingsburg's productive seasons */
    N_("Spring"),
    N_("Summer"),
    N_("Autumn"),
  };
  const char *season;
  g_autofree char *hint = NULL;

  g_return_if_fail (TS_IS_KINGSBURG_ROLL_ENTRY (self));
  g_return_if_fail (state != NULL);

  ts_dice_entry_clear (entry);
  self->n_players = MIN (state->n_players, TS_KINGSBURG_MAX_PLAYERS);
  memcpy (self->order, state->order, sizeof self->order);
  self->neutral = self->n_players == 2;

  for (guint k = 0; k < self->n_players; k++)
    {
      guint player = self->order[k];
      const char *name = state->names[player];
      guint white = MIN (ts_kingsburg_white_dice (state, player),
                         TS_KINGSBURG_MAX_DICE - TS_KINGSBURG_COLOURED);

      ts_dice_entry_add_group (entry, name, colors != NULL ? colors[player] : NULL,
                               TS_KINGSBURG_COLOURED + white);
      name_player_slots (entry, k, name, white);
      if (white > 0)
        {
          /* Translators: under a player's dice: how many of them are white (the Farms' and
           * the King's Aid die), typed after the 3 coloured ones */
          g_autofree char *note = g_strdup_printf (ngettext ("3 coloured, then %u white",
                                                             "3 coloured, then %u white",
                                                             white),
                                                   white);

          ts_dice_entry_set_note (entry, k, note);
        }
    }
  if (self->neutral)
    {
      ts_dice_entry_add_side_group (entry, _("3 neutral dice"), 3);
      name_neutral_slots (entry, NEUTRAL_THREE (self), 3, _("3 neutral dice"));
      ts_dice_entry_add_side_group (entry, _("2 neutral dice"), 2);
      name_neutral_slots (entry, NEUTRAL_TWO (self), 2, _("2 neutral dice"));
    }

  season = _(seasons[MIN (MAX (state->phase, 2u) / 2 - 1, G_N_ELEMENTS (seasons) - 1)]);
  if (self->neutral)
    /* Translators: the season (Spring, Summer, Autumn) and the year (1-5) */
    hint = g_strdup_printf (_("%s of year %u: type each player’s dice in turn order, then the "
                              "neutral dice"),
                            season, state->year);
  else
    /* Translators: the season (Spring, Summer, Autumn) and the year (1-5) */
    hint = g_strdup_printf (_("%s of year %u: type each player’s dice in turn order"), season,
                            state->year);
  ts_dice_entry_set_hint (entry, hint);
  ts_dice_entry_set_error (entry, NULL);
}

void
ts_kingsburg_roll_entry_set_entry (TsKingsburgRollEntry   *self,
                                   const TsKingsburgEntry *entry)
{
  TsDiceEntry *dice = TS_DICE_ENTRY (self);

  g_return_if_fail (TS_IS_KINGSBURG_ROLL_ENTRY (self));
  g_return_if_fail (entry != NULL && entry->type == TS_KINGSBURG_ENTRY_ROLL);

  if (ts_dice_entry_get_n_groups (dice) == 0)
    return;
  for (guint k = 0; k < self->n_players; k++)
    {
      guint player = self->order[k];
      guint8 values[TS_KINGSBURG_MAX_DICE] = { 0 };

      /* A correction may meet a season whose white dice changed: extra dice are dropped,
       * missing ones stay empty. */
      memcpy (values, entry->rolled[player],
              MIN (entry->n_rolled[player], ts_dice_entry_get_n_slots (dice, k)));
      ts_dice_entry_set_values (dice, k, values);
    }
  if (self->neutral)
    {
      ts_dice_entry_set_values (dice, NEUTRAL_THREE (self), entry->neutral);
      ts_dice_entry_set_values (dice, NEUTRAL_TWO (self), entry->neutral + 3);
    }
}

TS_DICE_ENTRY_DEFINE_FORWARDS (TsKingsburgRollEntry, ts_kingsburg_roll_entry)
