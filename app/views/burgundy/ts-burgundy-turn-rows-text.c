/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's rows in words (ts-burgundy-turn-rows.c groups the choices): "Depot 3: ship,
 * into the shared storage", "Ship on the blue river space with die 4 · 1 worker". No GTK here. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-turn-rows.h"
#include "ts-burgundy-turn-rows-private.h"

static char *
capitalized (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buf[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strconcat (buf, g_utf8_next_char (text), NULL);
}

/* A duchy space of the actor's as the board shows it (“the beige city space with die 3”), as
 * History names it: the space's index is printed nowhere. */
static char *
space_text (const TsBurgundyState *state,
            int                    space)
{
  const TsBurgundyPlayer *p = &state->players[ts_burgundy_turn_actor (state)];

  if (space < 0 || !ts_burgundy_board_has_space (&p->duchy, space))
    return g_strdup ("?");
  return ts_burgundy_space_name (p, space);
}

static char *
unknown_name (const TsBurgundyState *state,
              const TsBurgundyEntry *a)
{
  if (a->depot == 0)
    /* Translators: a tile not identified yet, in the black depot */
    return g_strdup (_("unidentified tile"));
  /* Translators: a tile not identified yet; %s is the colour of its space ("monastery") */
  return g_strdup_printf (_("unidentified %s tile"),
                          ts_burgundy_colour_name (ts_burgundy_slot_colour (state, a->depot - 1,
                                                                            a->slot)));
}

/* A purchase's price: 2 silver, or workers for part of it with monastery 6 (CB-MON-06). */
static void
append_price (GString *out,
              int      workers)
{
  g_string_append (out, " · ");
  if (workers <= 0)
    g_string_append (out, _("2 silver"));
  else if (workers == 1)
    g_string_append (out, _("1 worker and 1 silver"));
  else
    g_string_append (out, _("2 workers"));
}

/* A white castle's action: the value it uses (changed by workers, CB-WHC-03). */
static void
append_white (GString                 *out,
              const TsBurgundyState   *state,
              const TsBurgundyTurnRow *row)
{
  guint value = row->choice.workers > 0 ? (guint) row->choice.spend.to : state->white_value;

  /* Translators: after an action, the value of the white die it uses */
  g_string_append_printf (out, _(" · white die %u"), value);
}

/* The team game: where the tile goes (CB-TEM-08). */
static void
append_store (GString               *out,
              const TsBurgundyEntry *a)
{
  if (a->store == TS_BURGUNDY_STORE_SHARED)
    /* Translators: after "Depot 3: ship", the team game's shared storage */
    g_string_append (out, _(", into the shared storage"));
  else if (a->store == TS_BURGUNDY_STORE_PRIVATE)
    /* Translators: after "Depot 3: ship", the team game's storage of the player alone */
    g_string_append (out, _(", into your private storage"));
}

static char *
take_text (const TsBurgundyState *state,
           const TsBurgundyTurnRow *row)
{
  const TsBurgundyEntry *a = &row->choice.action;
  const TsBurgundyPlayer *p = &state->players[ts_burgundy_turn_actor (state)];
  guint tile = _ts_burgundy_turn_board_tile (state, a);
  g_autofree char *name = NULL;
  g_autofree char *where = NULL;
  GString *out = g_string_new (NULL);

  if (tile == TS_BURGUNDY_TILE_UNKNOWN && row->tiles == NULL)
    tile = a->tile; /* one identity only: the colour says what it is */
  name = tile == TS_BURGUNDY_TILE_UNKNOWN ? unknown_name (state, a)
                                          : g_strdup (ts_burgundy_tile_name (tile));
  if (a->depot == 0)
    /* Translators: where a tile is taken from, before ": tile" */
    where = g_strdup (_("Black depot"));
  else
    /* Translators: where a tile is taken from, before ": tile" */
    where = g_strdup_printf (_("Depot %d"), a->depot);
  /* Translators: a depot, then the tile taken from it ("Depot 3: ship") */
  g_string_append_printf (out, _("%s: %s"), where, name);
  if (a->type == TS_BURGUNDY_ENTRY_SHIELD_TILE)
    {
      g_autofree char *space = space_text (state, a->space);

      /* Translators: after "Depot 3: ship", the duchy space the tile goes on straight away
       * (“the blue river space with die 4”) */
      g_string_append_printf (out, _(" on %s"), space);
    }
  if (a->discard >= 0 && a->discard < TS_BURGUNDY_MAX_STORAGE)
    /* Translators: after "Depot 3: ship"; %s is the stored tile sent back to the box */
    g_string_append_printf (out, _(", discarding the %s"),
                            ts_burgundy_tile_name (p->storage[a->discard]));
  if (row->tiles != NULL)
    /* Translators: after "Depot 3: unidentified monastery tile" */
    g_string_append (out, _(" (pick which)"));
  append_store (out, a);
  if (a->type == TS_BURGUNDY_ENTRY_BUY_BLACK)
    append_price (out, a->workers);
  if (a->die == TS_BURGUNDY_SRC_ROUTE)
    /* Translators: after "Depot 3: church", a tile a trade-route bonus gives */
    g_string_append (out, _(" · trade-route bonus"));
  if (a->die == TS_BURGUNDY_SRC_WHITE)
    append_white (out, state, row);
  return g_string_free (out, FALSE);
}

/* The shields on @p's castles. */
static guint
shields_held (const TsBurgundyPlayer *p)
{
  guint n = 0;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    n += p->shield[s] != 0;
  return n;
}

/* The shield tax as paid (CB-SHG-07/08, shield 3): silver, workers, the shields that leave. */
static char *
tax_text (const TsBurgundyPlayer *p,
          const TsBurgundyEntry  *a)
{
  GString *out = g_string_new (NULL);
  guint removed = 0;
  int workers = MAX (a->workers, 0);
  int silver;

  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    removed += (a->remove >> n) & 1u;
  silver = MAX ((int) shields_held (p) - (int) removed - workers, 0);
  if (workers > 0)
    /* Translators: the shield tax paid in silver and workers (shield 3) */
    g_string_append_printf (out, ngettext ("Pay %d silver and %d worker",
                                           "Pay %d silver and %d workers", workers),
                            silver, workers);
  else
    /* Translators: the shield tax paid in silver */
    g_string_append_printf (out, ngettext ("Pay %d silver", "Pay %d silver", silver), silver);
  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    if ((a->remove >> n) & 1u)
      /* Translators: after the tax paid; a shield not paid for leaves the game */
      g_string_append_printf (out, _(", shield %u leaves"), n);
  return g_string_free (out, FALSE);
}

/* The entries of the modules (issue 14), as the table says them. */
static char *
module_text (const TsBurgundyState   *state,
             const TsBurgundyTurnRow *row)
{
  const TsBurgundyEntry *a = &row->choice.action;
  const TsBurgundyPlayer *p = &state->players[ts_burgundy_turn_actor (state)];
  GString *out = g_string_new (NULL);

  switch (a->type)
    {
    case TS_BURGUNDY_ENTRY_BUY_INN:
      /* Translators: buying the top inn beside the black depot (CB-INN-03) */
      {
        g_autofree char *inn = capitalized (ts_burgundy_tile_name (TS_BURGUNDY_TILE_INN));

        g_string_append (out, inn);
      }
      if (a->discard >= 0 && a->discard < TS_BURGUNDY_MAX_STORAGE)
        g_string_append_printf (out, _(", discarding the %s"),
                                ts_burgundy_tile_name (p->storage[a->discard]));
      append_store (out, a);
      append_price (out, a->workers);
      break;
    case TS_BURGUNDY_ENTRY_BUY_WORKERS:
      /* Translators: monastery 28 (CB-MON-28) */
      g_string_append (out, _("2 workers for 1 silver"));
      break;
    case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
      /* Translators: the building type whose effect the crane just placed gives */
      g_string_append_printf (out, _("Effect of a %s"),
                              ts_burgundy_tile_name (a->building == TS_BURGUNDY_N_BUILDINGS
                                                         ? TS_BURGUNDY_TILE_WHITE_CASTLE
                                                         : TS_BURGUNDY_TILE_BUILDING
                                                               + a->building));
      break;
    case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
      {
        guint shield = a->depot >= 1 && a->depot <= 6 && a->slot >= 0
                               && a->slot < TS_BURGUNDY_SHIELD_SLOTS
                           ? state->shield_depot[a->depot - 1][a->slot]
                           : 0;
        guint old = a->space >= 0 && a->space < TS_BURGUNDY_N_SPACES ? p->shield[a->space] : 0;
        g_autofree char *space = space_text (state, a->space);

        /* Translators: a shield taken from a depot onto a castle of the duchy; the space
         * as the board shows it (“the dark green castle space with die 2”) */
        g_string_append_printf (out, _("Shield %u from depot %d to the castle on %s"), shield,
                                a->depot, space);
        if (old != 0)
          /* Translators: after "Shield 8 ... with die 2"; the shield that leaves the game */
          g_string_append_printf (out, _(", replacing shield %u"), old);
        /* Translators: how the shield is paid for: both dice showing the same number */
        g_string_append (out, a->die == TS_BURGUNDY_SRC_CASTLE ? _(" · castle’s action")
                                                               : _(" · doubles"));
        /* What the shield does, which its number alone does not say (CB-SHD). */
        if (shield != 0)
          g_string_append_printf (out, " · %s", ts_burgundy_shield_effect (shield));
      }
      break;
    case TS_BURGUNDY_ENTRY_SET_DIE:
      /* Translators: shield 16 turns a die to any number */
      g_string_append_printf (out, a->die == 0 ? _("First die to %d") : _("Second die to %d"),
                              a->to);
      break;
    case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
      /* Translators: shield 6; %s is the player chosen */
      g_string_append_printf (out, _("%s: their monasteries count as yours"),
                              a->target >= 0 && a->target < state->n_players
                                  ? state->names[a->target]
                                  : "");
      break;
    case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
    default:
      {
        g_autofree char *tax = tax_text (p, a);

        g_string_append (out, tax);
      }
      break;
    }
  return g_string_free (out, FALSE);
}

char *
_ts_burgundy_turn_row_text (const TsBurgundyState   *state,
                            const TsBurgundyTurnRow *row)
{
  const TsBurgundyEntry *a = &row->choice.action;
  const TsBurgundyPlayer *p = &state->players[ts_burgundy_turn_actor (state)];
  g_autofree char *text = NULL;

  switch (a->type)
    {
    case TS_BURGUNDY_ENTRY_TAKE_TILE:
    case TS_BURGUNDY_ENTRY_BUY_BLACK:
    case TS_BURGUNDY_ENTRY_SHIELD_TILE:
      text = take_text (state, row);
      break;
    case TS_BURGUNDY_ENTRY_BUY_INN:
    case TS_BURGUNDY_ENTRY_BUY_WORKERS:
    case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
    case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
    case TS_BURGUNDY_ENTRY_SET_DIE:
    case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
    case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
      text = module_text (state, row);
      break;
    case TS_BURGUNDY_ENTRY_PLACE_TILE:
      {
        g_autofree char *tile = capitalized (ts_burgundy_tile_name (p->storage[a->storage]));
        g_autofree char *space = space_text (state, a->space);

        if (state->options.team && a->storage >= TS_BURGUNDY_TEAM_SHARED_STORAGE)
          /* Translators: the team game: a tile from the player's private storage, then the
           * duchy space it goes on (“the blue river space with die 4”, CB-TEM-08) */
          text = g_strdup_printf (_("%s (private) on %s"), tile, space);
        else if (state->options.team)
          /* Translators: the team game: a tile from the team's shared storage, then the
           * duchy space it goes on (“the blue river space with die 4”, CB-TEM-08) */
          text = g_strdup_printf (_("%s (shared) on %s"), tile, space);
        else
          /* Translators: a stored tile, then the duchy space it goes on, as the board shows
           * it (“the blue river space with die 4”) */
          text = g_strdup_printf (_("%s on %s"), tile, space);
      }
      break;
    case TS_BURGUNDY_ENTRY_SELL_GOODS:
      /* Translators: goods are named by their die number; the count of goods tiles sold */
      text = g_strdup_printf (ngettext ("Sell goods %d (%u tile)", "Sell goods %d (%u tiles)",
                                        p->goods[a->goods]),
                              a->goods, p->goods[a->goods]);
      break;
    case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
      {
        guint n = ts_burgundy_has_monastery (p, 14) ? 4 : 2;

        text = g_strdup_printf (ngettext ("Take %u worker", "Take %u workers", n), n);
      }
      break;
    case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
      {
        g_autofree char *described = ts_burgundy_describe_entry (state, a);

        text = g_strdup (described);
      }
      break;
    case TS_BURGUNDY_ENTRY_DECLINE:
      if (state->options.solo && ts_burgundy_solo_can_buy_vp (state)
          && state->stage == TS_BURGUNDY_STAGE_PHASE_END)
        /* Translators: the solo game, a phase end whose placement scored: VP may be bought
         * (Ctrl+U); this row goes on without buying (CB-SOL-20) */
        text = g_strdup (_("Buy no VP: go on with the phase end"));
      else if (state->stage == TS_BURGUNDY_STAGE_PHASE_END)
        /* Translators: shields 14/15 at a phase end: no tile is taken */
        text = g_strdup (_("Take no tile"));
      else
        text = g_strdup (_("Pass on the effect"));
      break;
    case TS_BURGUNDY_ENTRY_END_TURN:
    default:
      text = g_strdup (_("End the turn"));
      break;
    }
  if (a->die == TS_BURGUNDY_SRC_WHITE && a->type != TS_BURGUNDY_ENTRY_TAKE_TILE)
    {
      GString *out = g_string_new (text);

      append_white (out, state, row);
      g_free (text);
      text = g_string_free (out, FALSE);
    }
  if (row->choice.workers > 0)
    /* Translators: the cost of a choice in workers, after the choice */
    return g_strdup_printf (ngettext ("%s · %u worker", "%s · %u workers", row->choice.workers),
                            text, row->choice.workers);
  return g_steal_pointer (&text);
}
