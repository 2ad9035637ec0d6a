/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo entry's choices (ts-burgundy-solo-options.h): which solo step the state waits for
 * and what can be picked there, in words. No GTK here. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-solo-options.h"

/* The depot spaces that hold a hex tile (solo-remove's candidates). */
static gboolean
slot_holds_tile (const TsBurgundyState *state,
                 guint                  d,
                 guint                  s)
{
  return ts_burgundy_slot_used (state, d, s) && state->depots[d][s] != TS_BURGUNDY_TILE_NONE;
}

TsBurgundySoloMode
ts_burgundy_solo_form_mode (const TsBurgundyState *state)
{
  g_return_val_if_fail (state != NULL, TS_BURGUNDY_SOLO_NONE);

  if (!state->options.solo)
    return TS_BURGUNDY_SOLO_NONE;
  if (state->stage == TS_BURGUNDY_STAGE_SOLO_REMOVE)
    return TS_BURGUNDY_SOLO_REMOVE;
  /* Issue 58: also what a tile placed at a phase end brought (CB-SOL-14/18). */
  if ((state->stage != TS_BURGUNDY_STAGE_TURN && state->stage != TS_BURGUNDY_STAGE_PHASE_END)
      || state->n_pending == 0)
    return TS_BURGUNDY_SOLO_NONE;
  switch (state->pending[state->n_pending - 1])
    {
    case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
      return TS_BURGUNDY_SOLO_EXCHANGE;
    case TS_BURGUNDY_PENDING_SOLO_BLACK:
      return TS_BURGUNDY_SOLO_BLACK;
    default:
      return TS_BURGUNDY_SOLO_NONE;
    }
}

static char *
tile_words (guint tile)
{
  if (tile == TS_BURGUNDY_TILE_UNKNOWN)
    /* Translators: a tile not identified yet */
    return g_strdup (_("unidentified tile"));
  return g_strdup (ts_burgundy_tile_name (tile));
}

static void
option_clear (gpointer data)
{
  g_free (((TsBurgundySoloOption *) data)->text);
}

static void
add_option (GArray                *options,
            const TsBurgundyEntry *entry,
            char                  *text)
{
  TsBurgundySoloOption option = { *entry, text };

  g_array_append_val (options, option);
}

/* Every tile in the depots, the rules' one preselected (CB-SOL-09/10): the table may
 * have taken another by mistake, and the engine then says which one it is. */
static guint
fill_remove (GArray                *options,
             const TsBurgundyState *state)
{
  guint legal = 0;
  int depot = 0, slot = 0;
  gboolean any = ts_burgundy_solo_remove_slot (state, &depot, &slot);

  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      if (slot_holds_tile (state, d, s))
        {
          TsBurgundyEntry entry;
          g_autofree char *tile = tile_words (state->depots[d][s]);

          ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_SOLO_REMOVE, -1);
          entry.depot = d + 1;
          entry.slot = s;
          if (any && (int) d + 1 == depot && (int) s == slot)
            legal = options->len;
          /* Translators: a depot and a tile on it ("Depot 3: ship") */
          add_option (options, &entry, g_strdup_printf (_("Depot %u: %s"), d + 1, tile));
        }
  return legal;
}

static void
fill_exchange (GArray                *options,
               const TsBurgundyState *state)
{
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    if (ts_burgundy_black_used (state, s) && state->black[s] != TS_BURGUNDY_TILE_NONE)
      {
        TsBurgundyEntry entry;
        g_autofree char *tile = tile_words (state->black[s]);

        ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE, 0);
        entry.slot = s;
        /* Translators: a tile of the black depot ("Black depot: castle") */
        add_option (options, &entry, g_strdup_printf (_("Black depot: %s"), tile));
      }
}

/* A duchy space as the setup names castle spaces: "row 4, hex 2 · die 3". */
static char *
space_words (const TsBurgundyState *state,
             guint                  space)
{
  const TsHexGrid *grid = &state->data->grid;
  guint first = space;

  while (first > 0 && grid->r[first - 1] == grid->r[space])
    first--;
  /* Translators: a duchy space: its row from the top, its place in the row from the left,
   * and the die number printed on it */
  return g_strdup_printf (_("row %d, hex %u · die %u"), (int) grid->r[space] + (int) grid->side,
                          space - first + 1, state->players[0].duchy.die[space]);
}

/* The engine's own list: only the placements that fit (CB-SOL-18/19 decision), short
 * enough for the entry bar. */
static void
fill_black (GArray                *options,
            const TsBurgundyState *state)
{
  guint n = 0;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (state, &n);

  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_SOLO_BLACK && legal[i].space >= 0
        && legal[i].space < TS_BURGUNDY_N_SPACES)
      {
        guint slot = MIN ((guint) MAX (legal[i].slot, 0), TS_BURGUNDY_BLACK_SLOTS - 1);
        g_autofree char *tile = tile_words (legal[i].tile != 0 ? legal[i].tile
                                                               : state->black[slot]);
        g_autofree char *where = space_words (state, legal[i].space);

        gunichar initial = g_unichar_totitle (g_utf8_get_char (tile));
        char first[8] = { 0 };

        g_unichar_to_utf8 (initial, first);
        /* Translators: a black-depot tile ("M" "onastery 12": its first letter apart, to
         * start the line with a capital), then the duchy space it goes on ("row 4, hex 2 ·
         * die 3") */
        add_option (options, &legal[i],
                    g_strdup_printf (_("%s%s on %s"), first, g_utf8_next_char (tile), where));
      }
}

GArray *
ts_burgundy_solo_form_options (const TsBurgundyState *state,
                          TsBurgundySoloMode     mode,
                          guint                 *preselect)
{
  GArray *options = g_array_new (FALSE, TRUE, sizeof (TsBurgundySoloOption));

  g_array_set_clear_func (options, option_clear);
  *preselect = 0;
  if (mode == TS_BURGUNDY_SOLO_REMOVE)
    *preselect = fill_remove (options, state);
  else if (mode == TS_BURGUNDY_SOLO_EXCHANGE)
    fill_exchange (options, state);
  else if (mode == TS_BURGUNDY_SOLO_BLACK)
    fill_black (options, state);
  return options;
}

GPtrArray *
ts_burgundy_solo_form_discards (const TsBurgundyState *state,
                           guint8                 spaces[TS_BURGUNDY_MAX_STORAGE])
{
  const TsBurgundyPlayer *p = &state->players[0];
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  if (ts_burgundy_free_storage (p) > 0)
    return words;
  for (guint k = 0; k < ts_burgundy_storage_size (p); k++)
    if (p->storage[k] != TS_BURGUNDY_TILE_NONE)
      {
        g_autofree char *tile = tile_words (p->storage[k]);

        spaces[words->len] = k;
        /* Translators: a stored tile sent back to the box to make room */
        g_ptr_array_add (words, g_strdup_printf (_("Discard the %s"), tile));
      }
  return words;
}
