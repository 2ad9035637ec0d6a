/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-roll-entry.h"

/* The groups run in turn order (each player's two dice), then the white die, which is how
 * the dice are read out round the table; the entry is built in setup order at the end. */
struct _TsBurgundyRollEntry
{
  TsDiceEntry parent_instance;

  guint n_players;
  guint8 order[TS_BURGUNDY_MAX_PLAYERS]; /* turn order of the coming round */
  gboolean has_goods;                    /* a goods tile waits for the white die */
};

G_DEFINE_FINAL_TYPE (TsBurgundyRollEntry, ts_burgundy_roll_entry, TS_TYPE_DICE_ENTRY)

GtkWidget *
ts_burgundy_roll_entry_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_ROLL_ENTRY, NULL);
}

/* The white die's group comes after the players'. */
static guint
white_group (TsBurgundyRollEntry *self)
{
  return self->n_players;
}

/* The white die says which depot gets the next goods tile, as soon as it is typed. */
static void
ts_burgundy_roll_entry_changed (TsDiceEntry *entry)
{
  TsBurgundyRollEntry *self = TS_BURGUNDY_ROLL_ENTRY (entry);
  guint white;
  g_autofree char *text = NULL;

  if (ts_dice_entry_get_n_groups (entry) <= white_group (self))
    return;
  white = ts_dice_entry_get_value (entry, white_group (self), 0);
  if (white > 0 && self->has_goods)
    /* Translators: %u is the depot (1-6) the white die sends the next goods tile to */
    text = g_strdup_printf (_("Goods to depot %u"), white);
  ts_dice_entry_set_note (entry, white_group (self), text != NULL ? text : "");
}

static void
ts_burgundy_roll_entry_submitted (TsDiceEntry *entry)
{
  TsBurgundyRollEntry *self = TS_BURGUNDY_ROLL_ENTRY (entry);
  TsBurgundyEntry result;

  ts_burgundy_entry_init (&result, TS_BURGUNDY_ENTRY_ROLL, -1);
  for (guint k = 0; k < self->n_players; k++)
    for (guint d = 0; d < 2; d++)
      result.dice[self->order[k]][d] = ts_dice_entry_get_value (entry, k, d);
  result.white = ts_dice_entry_get_value (entry, white_group (self), 0);
  ts_dice_entry_emit_submit (entry, &result);
}

static void
ts_burgundy_roll_entry_class_init (TsBurgundyRollEntryClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TsDiceEntryClass *entry_class = TS_DICE_ENTRY_CLASS (klass);

  entry_class->submit = ts_burgundy_roll_entry_submitted;
  entry_class->changed = ts_burgundy_roll_entry_changed;
  gtk_widget_class_set_css_name (widget_class, "rollentry");
}

static void
ts_burgundy_roll_entry_init (TsBurgundyRollEntry *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dice of the round"), -1);
  ts_dice_entry_set_submit_label (TS_DICE_ENTRY (self), _("Start _Round"),
                                  _("Record the dice and start the round (Enter)"));
}

void
ts_burgundy_roll_entry_set_state (TsBurgundyRollEntry   *self,
                                  const TsBurgundyState *state,
                                  const char *const     *colors)
{
  TsDiceEntry *entry = TS_DICE_ENTRY (self);
  g_autofree char *hint = NULL;
  TsBurgundyState *next;
  guint white;

  g_return_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self));
  g_return_if_fail (state != NULL);

  ts_dice_entry_clear (entry);
  self->n_players = MIN (state->n_players, TS_BURGUNDY_MAX_PLAYERS);
  self->has_goods = state->n_round_goods > 0;
  /* CB-RND-04: the round's order comes from the bridge as it stands when the dice are
   * rolled; state->order still holds the last round's. */
  next = ts_burgundy_state_copy (state);
  ts_burgundy_compute_order (next);
  memcpy (self->order, next->order, sizeof self->order);
  ts_burgundy_state_free (next);

  for (guint k = 0; k < self->n_players; k++)
    {
      const char *name = state->names[self->order[k]];
      g_autofree char *first = NULL;
      g_autofree char *second = NULL;
      g_autofree char *first_missing = NULL;
      g_autofree char *second_missing = NULL;

      ts_dice_entry_add_group (entry, name, colors != NULL ? colors[self->order[k]] : NULL, 2);
      /* Translators: a die slot's name for screen readers; %s is a player */
      first = g_strdup_printf (_("%s, first die"), name);
      /* Translators: a die slot's name for screen readers; %s is a player */
      second = g_strdup_printf (_("%s, second die"), name);
      /* Translators: %s is a player */
      first_missing = g_strdup_printf (_("%s's first die is still missing."), name);
      /* Translators: %s is a player */
      second_missing = g_strdup_printf (_("%s's second die is still missing."), name);
      ts_dice_entry_set_slot_text (entry, k, 0, first, first_missing);
      ts_dice_entry_set_slot_text (entry, k, 1, second, second_missing);
    }
  white = ts_dice_entry_add_side_group (entry, _("White die"), 1);
  ts_dice_entry_set_slot_text (entry, white, 0, _("White die"),
                               _("The white die is still missing."));

  /* Translators: %c is the phase letter (A-E), %u the round (1-5) */
  hint = g_strdup_printf (_("Phase %c, round %u: type the dice in turn order, then the white die"),
                          'A' + MIN (state->phase, 4), state->round + 1u);
  ts_dice_entry_set_hint (entry, hint);
  ts_dice_entry_set_error (entry, NULL);
}

void
ts_burgundy_roll_entry_set_entry (TsBurgundyRollEntry   *self,
                                  const TsBurgundyEntry *entry)
{
  g_return_if_fail (TS_IS_BURGUNDY_ROLL_ENTRY (self));
  g_return_if_fail (entry != NULL && entry->type == TS_BURGUNDY_ENTRY_ROLL);

  if (ts_dice_entry_get_n_groups (TS_DICE_ENTRY (self)) == 0)
    return;
  for (guint k = 0; k < self->n_players; k++)
    ts_dice_entry_set_values (TS_DICE_ENTRY (self), k, entry->dice[self->order[k]]);
  ts_dice_entry_set_values (TS_DICE_ENTRY (self), white_group (self), &entry->white);
}

TS_DICE_ENTRY_DEFINE_FORWARDS (TsBurgundyRollEntry, ts_burgundy_roll_entry)
