/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's rows: the engine's choices grouped into distinct results, in words
 * (ts-burgundy-turn-rows.h). No GTK here. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-turn-rows.h"
#include "ts-burgundy-turn-rows-private.h"

int
ts_burgundy_turn_actor (const TsBurgundyState *state)
{
  int actor = ts_burgundy_state_actor (state);

  return actor >= 0 ? actor : state->current;
}

TsBurgundyTurnKind
ts_burgundy_turn_kind_of (const TsBurgundyState  *state,
                          const TsBurgundyChoice *choice)
{
  switch (choice->action.type)
    {
    case TS_BURGUNDY_ENTRY_BUY_INN:
    case TS_BURGUNDY_ENTRY_BUY_WORKERS:
      return TS_BURGUNDY_KIND_BUY;
    case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
      return TS_BURGUNDY_KIND_SHIELD;
    case TS_BURGUNDY_ENTRY_SET_DIE:
      return TS_BURGUNDY_KIND_SET_DIE;
    case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
      return TS_BURGUNDY_KIND_PLAYER;
    case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
      return TS_BURGUNDY_KIND_CRANE;
    case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
      return TS_BURGUNDY_KIND_TAX;
    case TS_BURGUNDY_ENTRY_SHIELD_TILE:
      return TS_BURGUNDY_KIND_SHIELD_TILE;
    case TS_BURGUNDY_ENTRY_TAKE_TILE:
      return TS_BURGUNDY_KIND_TAKE;
    case TS_BURGUNDY_ENTRY_PLACE_TILE:
      return TS_BURGUNDY_KIND_PLACE;
    case TS_BURGUNDY_ENTRY_SELL_GOODS:
      return TS_BURGUNDY_KIND_SELL;
    case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
      return TS_BURGUNDY_KIND_WORKERS;
    case TS_BURGUNDY_ENTRY_BUY_BLACK:
      return TS_BURGUNDY_KIND_BUY;
    case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
      return TS_BURGUNDY_KIND_SHIP;
    case TS_BURGUNDY_ENTRY_DECLINE:
      return TS_BURGUNDY_KIND_PASS;
    case TS_BURGUNDY_ENTRY_END_TURN:
    default:
      return TS_BURGUNDY_KIND_END;
    }
}

const char *
ts_burgundy_turn_kind_title (TsBurgundyTurnKind kind)
{
  switch (kind)
    {
    case TS_BURGUNDY_KIND_TAKE:
      /* Translators: kinds of action in a turn (short button labels) */
      return C_("turn kind", "Take");
    case TS_BURGUNDY_KIND_PLACE:
      return C_("turn kind", "Place");
    case TS_BURGUNDY_KIND_SELL:
      return C_("turn kind", "Sell");
    case TS_BURGUNDY_KIND_WORKERS:
      return C_("turn kind", "Workers");
    case TS_BURGUNDY_KIND_BUY:
      return C_("turn kind", "Buy");
    case TS_BURGUNDY_KIND_SHIELD:
      return C_("turn kind", "Shield");
    case TS_BURGUNDY_KIND_SET_DIE:
      return C_("turn kind", "Turn a Die");
    case TS_BURGUNDY_KIND_PLAYER:
      return C_("turn kind", "Shield 6");
    case TS_BURGUNDY_KIND_SHIP:
      return C_("turn kind", "Ship’s Goods");
    case TS_BURGUNDY_KIND_CRANE:
      return C_("turn kind", "Crane");
    case TS_BURGUNDY_KIND_TAX:
      return C_("turn kind", "Shield Tax");
    case TS_BURGUNDY_KIND_SHIELD_TILE:
      return C_("turn kind", "Shield Tile");
    case TS_BURGUNDY_KIND_PASS:
      return C_("turn kind", "Pass");
    case TS_BURGUNDY_KIND_END:
    default:
      return C_("turn kind", "End Turn");
    }
}

/* A choice belongs to the picked die, or to no die (buying, ending, decisions). */
static gboolean
for_die (const TsBurgundyState  *state,
         const TsBurgundyChoice *choice,
         int                     die)
{
  int source = choice->action.die;

  if (state->n_pending > 0 || state->stage != TS_BURGUNDY_STAGE_TURN)
    return TRUE;
  /* Not a die action: buying, ending, shields (doubles use both dice). */
  if (choice->action.type != TS_BURGUNDY_ENTRY_TAKE_TILE
      && choice->action.type != TS_BURGUNDY_ENTRY_PLACE_TILE
      && choice->action.type != TS_BURGUNDY_ENTRY_SELL_GOODS
      && choice->action.type != TS_BURGUNDY_ENTRY_TAKE_WORKERS)
    return TRUE;
  if (source == TS_BURGUNDY_SRC_DIE0 || source == TS_BURGUNDY_SRC_DIE1)
    return source == die;
  return TRUE;
}

guint
_ts_burgundy_turn_board_tile (const TsBurgundyState *state,
                              const TsBurgundyEntry *a)
{
  if (a->depot == 0 && a->slot >= 0 && a->slot < TS_BURGUNDY_BLACK_SLOTS)
    return state->black[a->slot];
  if (a->depot >= 1 && a->depot <= 6 && a->slot >= 0 && a->slot < TS_BURGUNDY_DEPOT_SLOTS)
    return state->depots[a->depot - 1][a->slot];
  return 0;
}

/* What makes two choices the same result: the tile taken, not the space it lies on (two
 * ships in one depot are one result), the tile placed, not its storage space, and never the
 * identity of an unknown tile (picked in a second step). */
static TsBurgundyEntry
result_key (const TsBurgundyState  *state,
            const TsBurgundyChoice *choice)
{
  TsBurgundyEntry key = choice->action;
  const TsBurgundyPlayer *p = &state->players[ts_burgundy_turn_actor (state)];

  key.tile = 0;
  if (key.type == TS_BURGUNDY_ENTRY_TAKE_TILE || key.type == TS_BURGUNDY_ENTRY_BUY_BLACK
      || key.type == TS_BURGUNDY_ENTRY_SHIELD_TILE)
    {
      guint tile = _ts_burgundy_turn_board_tile (state, &choice->action);

      /* Unknown tiles differ by the colour of their space (any colour in the black depot). */
      if (tile == TS_BURGUNDY_TILE_UNKNOWN && key.depot > 0)
        key.slot = 100 + ts_burgundy_slot_colour (state, key.depot - 1, key.slot);
      else
        key.slot = tile == TS_BURGUNDY_TILE_UNKNOWN ? 100 : tile;
      if (key.discard >= 0 && key.discard < TS_BURGUNDY_MAX_STORAGE)
        key.discard = p->storage[key.discard];
    }
  else if (key.type == TS_BURGUNDY_ENTRY_BUY_INN && key.discard >= 0
           && key.discard < TS_BURGUNDY_MAX_STORAGE)
    key.discard = p->storage[key.discard];
  else if (key.type == TS_BURGUNDY_ENTRY_PLACE_TILE && key.storage >= 0
           && key.storage < TS_BURGUNDY_MAX_STORAGE)
    /* The team game: a tile from the private storage is another result than the same tile
     * from the shared one (the partner may still use the shared one, CB-TEM-09). */
    key.storage = p->storage[key.storage]
                  + (state->options.team && key.storage >= TS_BURGUNDY_TEAM_SHARED_STORAGE
                         ? 100
                         : 0);
  /* The spend entry is the same for the same action and cost; workers are in the key too. */
  key.workers = choice->action.workers;
  key.white = choice->workers;
  return key;
}

static guint
key_hash (gconstpointer data)
{
  const guint8 *bytes = data;
  guint hash = 2166136261u;

  for (gsize i = 0; i < sizeof (TsBurgundyEntry); i++)
    hash = (hash ^ bytes[i]) * 16777619u;
  return hash;
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  return memcmp (a, b, sizeof (TsBurgundyEntry)) == 0;
}


static void
row_clear (gpointer data)
{
  TsBurgundyTurnRow *row = data;

  g_clear_pointer (&row->tiles, g_array_unref);
  g_free (row->text);
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const TsBurgundyTurnRow *x = a, *y = b;
  const TsBurgundyEntry *p = &x->choice.action, *q = &y->choice.action;

  if (x->kind != y->kind)
    return x->kind < y->kind ? -1 : 1;
  if (x->choice.workers != y->choice.workers)
    return x->choice.workers < y->choice.workers ? -1 : 1;
  if (p->depot != q->depot)
    return p->depot < q->depot ? -1 : 1;
  if (p->space != q->space)
    return p->space < q->space ? -1 : 1;
  if (p->goods != q->goods)
    return p->goods < q->goods ? -1 : 1;
  if (p->storage != q->storage)
    return p->storage < q->storage ? -1 : 1;
  if (p->slot != q->slot)
    return p->slot < q->slot ? -1 : 1;
  if (p->discard != q->discard)
    return p->discard < q->discard ? -1 : 1;
  if (p->workers != q->workers)
    return p->workers < q->workers ? -1 : 1;
  if (p->second_depot != q->second_depot)
    return p->second_depot < q->second_depot ? -1 : 1;
  if (p->die != q->die)
    return p->die < q->die ? -1 : 1;
  if (p->to != q->to)
    return p->to < q->to ? -1 : 1;
  if (p->building != q->building)
    return p->building < q->building ? -1 : 1;
  if (p->target != q->target)
    return p->target < q->target ? -1 : 1;
  if (p->remove != q->remove)
    return p->remove < q->remove ? -1 : 1;
  if (p->type != q->type)
    return p->type < q->type ? -1 : 1;
  return (int) p->keep - (int) q->keep;
}

static int
compare_tiles (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const guint8 *) a - (int) *(const guint8 *) b;
}

GArray *
ts_burgundy_turn_rows_build (const TsBurgundyState  *state,
                             const TsBurgundyChoice *choices,
                             guint                   n_choices,
                             int                     die)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (TsBurgundyTurnRow));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (key_hash, key_equal, g_free, NULL);

  g_array_set_clear_func (rows, row_clear);
  for (guint i = 0; i < n_choices; i++)
    {
      const TsBurgundyChoice *choice = &choices[i];
      TsBurgundyEntry key;
      gpointer index;

      /* The solo game's exchange, black tile and VP have their own forms (solo entry). */
      if (!for_die (state, choice, die) || choice->action.type == TS_BURGUNDY_ENTRY_BUY_VP
          || choice->action.type == TS_BURGUNDY_ENTRY_SOLO_EXCHANGE
          || choice->action.type == TS_BURGUNDY_ENTRY_SOLO_BLACK)
        continue;
      key = result_key (state, choice);
      if (g_hash_table_lookup_extended (seen, &key, NULL, &index))
        {
          TsBurgundyTurnRow *row = &g_array_index (rows, TsBurgundyTurnRow,
                                                    GPOINTER_TO_UINT (index));
          guint8 tile = choice->action.tile;

          /* Another identity of the same unknown tile (or the same tile twice: skip). */
          if (tile != 0 && tile != row->choice.action.tile)
            {
              gboolean known = FALSE;

              if (row->tiles == NULL)
                {
                  row->tiles = g_array_new (FALSE, FALSE, 1);
                  g_array_append_val (row->tiles, row->choice.action.tile);
                }
              for (guint k = 0; k < row->tiles->len; k++)
                known |= g_array_index (row->tiles, guint8, k) == tile;
              if (!known)
                g_array_append_val (row->tiles, tile);
            }
          continue;
        }
      {
        TsBurgundyTurnRow row = { 0 };

        row.kind = ts_burgundy_turn_kind_of (state, choice);
        row.choice = *choice;
        g_hash_table_insert (seen, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (rows->len));
        g_array_append_val (rows, row);
      }
    }
  for (guint i = 0; i < rows->len; i++)
    {
      TsBurgundyTurnRow *row = &g_array_index (rows, TsBurgundyTurnRow, i);

      if (row->tiles != NULL)
        g_array_sort (row->tiles, compare_tiles);
      row->text = _ts_burgundy_turn_row_text (state, row);
    }
  g_array_sort (rows, compare_rows);
  return rows;
}

TsBurgundyChoice
ts_burgundy_turn_row_with_tile (const TsBurgundyTurnRow *row,
                                guint                    tile)
{
  TsBurgundyChoice choice = row->choice;

  if (row->tiles != NULL)
    choice.action.tile = tile;
  return choice;
}
