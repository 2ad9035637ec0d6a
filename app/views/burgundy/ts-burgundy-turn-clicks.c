/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's answer to clicks on the board and the duchy: the one matching result is
 * made, several are offered in the picker, none has the engine say why. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-turn-panel-private.h"

typedef gboolean (*Match) (TsBurgundyTurnPanel   *self,
                           const TsBurgundyEntry *action,
                           int                    a,
                           int                    b);

static gboolean
match_slot (TsBurgundyTurnPanel   *self,
            const TsBurgundyEntry *e,
            int                    depot,
            int                    slot)
{
  const TsBurgundyState *s = self->state;
  guint8 clicked, listed;

  if ((e->type != TS_BURGUNDY_ENTRY_TAKE_TILE && e->type != TS_BURGUNDY_ENTRY_BUY_BLACK
       && e->type != TS_BURGUNDY_ENTRY_SHIELD_TILE)
      || e->depot != depot)
    return FALSE;
  if (e->slot == slot)
    return TRUE;
  /* A row stands for every space of its depot holding the same tile. */
  clicked = depot == 0 ? s->black[slot] : s->depots[depot - 1][slot];
  listed = depot == 0 ? s->black[e->slot] : s->depots[depot - 1][e->slot];
  return clicked == listed && clicked != TS_BURGUNDY_TILE_UNKNOWN
         && (depot == 0 || ts_burgundy_slot_colour (s, depot - 1, slot)
                               == ts_burgundy_slot_colour (s, depot - 1, e->slot));
}

static gboolean
match_space (TsBurgundyTurnPanel   *self,
             const TsBurgundyEntry *e,
             int                    space,
             int                    storage)
{
  const TsBurgundyPlayer *p = &self->state->players[ts_burgundy_turn_actor (self->state)];

  /* Shields 14/15 put a depot's tile straight on the space (no storage). */
  if (e->type == TS_BURGUNDY_ENTRY_SHIELD_TILE)
    return e->space == space;
  return e->type == TS_BURGUNDY_ENTRY_PLACE_TILE && e->space == space
         && (storage < 0 || p->storage[e->storage] == p->storage[storage]);
}

static gboolean
match_goods (TsBurgundyTurnPanel   *self,
             const TsBurgundyEntry *e,
             int                    goods,
             int                    unused)
{
  return e->type == TS_BURGUNDY_ENTRY_SELL_GOODS && e->goods == goods;
}

/* The rows answering a click; with none for the picked die, the cheapest of the other die
 * (a click on depot 3 means the die that can reach it). */
static GArray *
rows_for (TsBurgundyTurnPanel *self,
          Match                match,
          int                  a,
          int                  b)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint));
  int other = 1 - self->die;

  for (guint i = 0; i < self->rows->len; i++)
    if (match (self, &ts_burgundy_turn_panel_row_at (self, i)->choice.action, a, b))
      g_array_append_val (found, i);
  if (found->len == 0 && self->die >= 0 && ts_burgundy_turn_panel_die_usable (self->state, other))
    {
      guint cheapest = G_MAXUINT;

      for (guint i = 0; i < self->n_choices; i++)
        if (self->choices[i].action.die == other && match (self, &self->choices[i].action, a, b))
          cheapest = MIN (cheapest, self->choices[i].workers);
      if (cheapest != G_MAXUINT)
        {
          /* Switch to that die so the list shows what is about to be chosen. */
          ts_burgundy_turn_panel_select_die (self, other);
          for (guint i = 0; i < self->rows->len; i++)
            if (match (self, &ts_burgundy_turn_panel_row_at (self, i)->choice.action, a, b)
                && ts_burgundy_turn_panel_row_at (self, i)->choice.workers == cheapest)
              g_array_append_val (found, i);
        }
    }
  return found;
}

/* Nothing answers the click: the engine says why the plain entry it means is refused. */
static void
explain (TsBurgundyTurnPanel   *self,
         const TsBurgundyEntry *entry)
{
  g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (self->state);
  g_autoptr(GError) error = NULL;

  if (ts_burgundy_apply (copy, entry, &error))
    /* Only reached if the engine accepts what it did not list: say so plainly. */
    ts_burgundy_turn_panel_set_error (self, _("That is not one of the choices now."));
  else
    ts_burgundy_turn_panel_set_error (self, error->message);
}

/* One row: made (or its identity asked); several: the picker asks which. */
static gboolean
answer (TsBurgundyTurnPanel *self,
        GArray              *found,
        int                  depot,
        int                  slot)
{
  g_autoptr(GPtrArray) texts = NULL;

  if (found->len == 1)
    return ts_burgundy_turn_panel_activate_row (self, g_array_index (found, guint, 0));
  if (found->len == 0)
    return FALSE;
  texts = g_ptr_array_new ();
  g_array_set_size (self->offered, 0);
  for (guint i = 0; i < found->len; i++)
    {
      guint index = g_array_index (found, guint, i);

      g_array_append_val (self->offered, index);
      g_ptr_array_add (texts, ts_burgundy_turn_panel_row_at (self, index)->text);
    }
  self->picking = -1;
  ts_burgundy_tile_picker_set_texts (self->picker, (const char *const *) texts->pdata,
                                     texts->len);
  ts_burgundy_turn_panel_point_picker (self, depot, slot);
  gtk_popover_popup (GTK_POPOVER (self->picker));
  ts_burgundy_tile_picker_focus (self->picker);
  return TRUE;
}

static int
acting_die (TsBurgundyTurnPanel *self)
{
  return self->die >= 0 ? self->die : 0;
}

static gboolean
ready (TsBurgundyTurnPanel *self)
{
  if (self->state == NULL || self->state->stage != TS_BURGUNDY_STAGE_TURN)
    return FALSE;
  ts_burgundy_turn_panel_set_error (self, NULL);
  return TRUE;
}

void
ts_burgundy_turn_panel_slot_activated (TsBurgundyTurnPanel *self,
                                       int                  depot,
                                       int                  slot)
{
  g_autoptr(GArray) found = NULL;
  TsBurgundyEntry e;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (!ready (self))
    return;

  found = rows_for (self, match_slot, depot, slot);
  if (answer (self, found, depot, slot))
    return;
  if (depot == 0)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_BLACK, self->state->current);
      e.depot = 0;
    }
  else
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, self->state->current);
      e.die = acting_die (self);
      e.depot = depot;
    }
  e.slot = slot;
  explain (self, &e);
}

void
ts_burgundy_turn_panel_storage_activated (TsBurgundyTurnPanel *self,
                                          int                  storage)
{
  const TsBurgundyPlayer *p;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (!ready (self) || storage < 0)
    return;

  p = &self->state->players[self->state->current];
  /* Shield 4 gives more than 3 storage spaces (CB-SHD-04). */
  if (storage >= (int) ts_burgundy_storage_size (p))
    return;
  if (p->storage[storage] == 0)
    {
      ts_burgundy_turn_panel_set_error (self, _("That storage space is empty."));
      return;
    }
  /* Picking the tile only narrows the lit spaces; the space clicked next makes the choice
   * or has the engine explain why it cannot. */
  self->storage = self->storage == storage ? -1 : storage;
  g_signal_emit_by_name (self, "lit-changed");
}

void
ts_burgundy_turn_panel_space_activated (TsBurgundyTurnPanel *self,
                                        int                  space)
{
  g_autoptr(GArray) found = NULL;
  const TsBurgundyPlayer *p;
  TsBurgundyEntry e;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (!ready (self))
    return;

  found = rows_for (self, match_space, space, self->storage);
  if (answer (self, found, -1, -1))
    return;

  p = &self->state->players[self->state->current];
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, self->state->current);
  e.die = acting_die (self);
  e.space = space;
  e.storage = self->storage;
  for (int k = 0; e.storage < 0 && k < (int) ts_burgundy_storage_size (p); k++)
    if (p->storage[k] != 0)
      e.storage = k;
  if (e.storage < 0)
    {
      ts_burgundy_turn_panel_set_error (self,
                                        _("Your storage is empty: take a tile from a depot "
                                          "first."));
      return;
    }
  explain (self, &e);
}

void
ts_burgundy_turn_panel_goods_activated (TsBurgundyTurnPanel *self,
                                        int                  goods)
{
  g_autoptr(GArray) found = NULL;
  TsBurgundyEntry e;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (!ready (self))
    return;

  found = rows_for (self, match_goods, goods, 0);
  if (answer (self, found, -1, -1))
    return;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SELL_GOODS, self->state->current);
  e.die = acting_die (self);
  e.goods = goods;
  explain (self, &e);
}

