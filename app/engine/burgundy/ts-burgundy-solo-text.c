/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game in words and JSON (issue 15): its entries (shapes in ts-burgundy-entry.h),
 * what waits, the result, and the random table event of the property tests. */
#include "ts-burgundy-rules.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

static gboolean
parse_error (GError **error, const char *member, const char *expected)
{
  /* Translators: %s is a JSON member name, then what it should hold */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, _ ("Entry member “%s” must be %s."),
               member, expected);
  return FALSE;
}

static gboolean
get_int (JsonObject *o, const char *member, int lo, int hi, gboolean required, gint8 *out,
         GError **error)
{
  JsonNode *n = json_object_get_member (o, member);
  g_autofree char *range = g_strdup_printf (_ ("a whole number from %d to %d"), lo, hi);

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return required ? parse_error (error, member, range) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < lo || json_node_get_int (n) > hi)
    return parse_error (error, member, range);
  *out = json_node_get_int (n);
  return TRUE;
}

/* "space": a space of a solo board (0-36); a gint16 as every entry's space. */
static gboolean
get_space (JsonObject *o, gint16 *out, GError **error)
{
  gint8 space = -1;

  if (!get_int (o, "space", 0, TS_BURGUNDY_N_SPACES - 1, TRUE, &space, error))
    return FALSE;
  *out = space;
  return TRUE;
}

/* "tile": optional, a tile's name (never "unknown"). */
static gboolean
get_tile (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *n = json_object_get_member (o, "tile");
  int t;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  t = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
          ? ts_burgundy_tile_from_id (json_node_get_string (n))
          : -1;
  if (t < TS_BURGUNDY_TILE_CASTLE || t == TS_BURGUNDY_TILE_FACE_DOWN)
    return parse_error (error, "tile", _ ("the name of a tile"));
  e->tile = t;
  return TRUE;
}

/* "goods": the 5 goods given, as goods types 1-6 (repeated as given). */
static gboolean
get_exchange (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *n = json_object_get_member (o, "goods");
  const char *what = _ ("an array of 5 goods types 1 to 6");

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (json_node_get_array (n)) != TS_BURGUNDY_SOLO_EXCHANGE_GOODS)
    return parse_error (error, "goods", what);
  for (guint i = 0; i < TS_BURGUNDY_SOLO_EXCHANGE_GOODS; i++)
    {
      JsonNode *g = json_array_get_element (json_node_get_array (n), i);
      if (!JSON_NODE_HOLDS_VALUE (g) || json_node_get_value_type (g) != G_TYPE_INT64
          || json_node_get_int (g) < 1 || json_node_get_int (g) > 6)
        return parse_error (error, "goods", what);
      e->exchange[json_node_get_int (g)]++;
    }
  return TRUE;
}

gboolean
ts_burgundy_solo_entry_from_json (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
        return get_int (o, "depot", 1, 6, TRUE, &e->depot, error)
               && get_int (o, "slot", 0, TS_BURGUNDY_DEPOT_SLOTS - 1, TRUE, &e->slot, error);
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
        return get_exchange (o, e, error)
               && get_int (o, "slot", 0, TS_BURGUNDY_BLACK_SLOTS - 1, TRUE, &e->slot, error)
               && get_tile (o, e, error)
               && get_int (o, "discard", 0, TS_BURGUNDY_MAX_STORAGE - 1, FALSE, &e->discard, error);
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
        return get_int (o, "slot", 0, TS_BURGUNDY_BLACK_SLOTS - 1, TRUE, &e->slot, error)
               && get_space (o, &e->space, error) && get_tile (o, e, error);
      case TS_BURGUNDY_ENTRY_BUY_VP:
        return get_int (o, "vp", 1, G_MAXINT8, TRUE, &e->vp, error);
      default:
        return TRUE;
    }
}

/* The members beyond "type" and "player" ("player" is not written for solo-remove). */
void
ts_burgundy_solo_entry_to_json (JsonBuilder *b, const TsBurgundyEntry *e)
{
  if (e->type == TS_BURGUNDY_ENTRY_SOLO_REMOVE)
    {
      json_builder_set_member_name (b, "depot");
      json_builder_add_int_value (b, e->depot);
    }
  if (e->type == TS_BURGUNDY_ENTRY_SOLO_EXCHANGE)
    {
      json_builder_set_member_name (b, "goods");
      json_builder_begin_array (b);
      for (guint g = 1; g <= 6; g++)
        for (guint k = 0; k < e->exchange[g]; k++)
          json_builder_add_int_value (b, g);
      json_builder_end_array (b);
    }
  if (e->type == TS_BURGUNDY_ENTRY_BUY_VP)
    {
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, e->vp);
      return;
    }
  json_builder_set_member_name (b, "slot");
  json_builder_add_int_value (b, e->slot);
  if (e->space >= 0)
    {
      json_builder_set_member_name (b, "space");
      json_builder_add_int_value (b, e->space);
    }
  if (e->tile >= TS_BURGUNDY_TILE_CASTLE)
    {
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, ts_burgundy_tile_id (e->tile));
    }
  if (e->discard >= 0)
    {
      json_builder_set_member_name (b, "discard");
      json_builder_add_int_value (b, e->discard);
    }
}

/* The tile an entry names on the board: its identity when given, else what lies there. */
static const char *
named_tile (guint on_board, const TsBurgundyEntry *e)
{
  return ts_burgundy_tile_name (e->tile >= TS_BURGUNDY_TILE_CASTLE ? e->tile : on_board);
}

char *
ts_burgundy_solo_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  const char *who = e->player >= 0 && e->player < state->n_players ? state->names[e->player] : "?";
  gboolean black_ok = e->slot >= 0 && e->slot < TS_BURGUNDY_BLACK_SLOTS;

  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
        {
          if (e->depot < 1 || e->depot > 6 || e->slot < 0 || e->slot >= TS_BURGUNDY_DEPOT_SLOTS)
            return g_strdup (_ ("A hex tile is taken out of the game."));
          g_autofree char *where = ts_burgundy_slot_name (state, e->depot - 1, e->slot);
          /* Translators: solo game; a tile name, a depot space (“the beige city space of
           * depot 2”) */
          return g_strdup_printf (_ ("The %s on %s is taken out of the game."),
                                  named_tile (state->depots[e->depot - 1][e->slot], e), where);
        }
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
        {
          g_autoptr (GString) goods = g_string_new (NULL);
          for (guint g = 1; g <= 6; g++)
            for (guint k = 0; k < e->exchange[g]; k++)
              g_string_append_printf (goods, goods->len ? " %u" : "%u", g);
          /* Translators: solo game; player name, goods types ("1 1 4 5 5"), a tile name */
          return g_strdup_printf (_ ("%s gives goods %s for the black depot's %s, stored face "
                                     "down."),
                                  who, goods->str,
                                  black_ok ? named_tile (state->black[e->slot], e) : "?");
        }
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
        {
          g_autofree char *where
              = e->space >= 0 && e->space < TS_BURGUNDY_N_SPACES && e->player == state->current
                    ? ts_burgundy_space_name (&state->players[e->player], e->space)
                    : g_strdup ("?");
          /* Translators: solo game; player name, a tile name, a duchy space */
          return g_strdup_printf (_ ("%s places the black depot's %s straight on %s."), who,
                                  black_ok ? named_tile (state->black[e->slot], e) : "?", where);
        }
      case TS_BURGUNDY_ENTRY_BUY_VP:
        /* Translators: solo game; player name, VP bought (the same silver paid) */
        return g_strdup_printf (ngettext ("%s buys %d victory point for %d silver.",
                                          "%s buys %d victory points for %d silver.", e->vp),
                                who, e->vp, e->vp);
      default:
        return NULL;
    }
}

char *
ts_burgundy_solo_describe_pending (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[0];

  if (!state->options.solo)
    return NULL;
  if (state->stage == TS_BURGUNDY_STAGE_SOLO_REMOVE)
    {
      int depot = 0, slot = 0;

      if (!ts_burgundy_solo_remove_slot (state, &depot, &slot))
        return g_strdup (""); /* never in this stage */
      g_autofree char *where = ts_burgundy_slot_name (state, depot - 1, slot);
      const char *tile = ts_burgundy_tile_name (state->depots[depot - 1][slot]);
      if (depot == state->white)
        /* Translators: solo game; the white die, a tile name, a depot space (“the beige city
         * space of depot 2”) */
        return g_strdup_printf (_ ("The white die shows %u: take the %s on %s out of the "
                                   "game."),
                                state->white, tile, where);
      /* Translators: solo game; the white die, a tile name, a depot space */
      return g_strdup_printf (_ ("The white die shows %u and that depot is empty: take the %s on "
                                 "%s, the next depot clockwise holding tiles, out of the game."),
                              state->white, tile, where);
    }
  if (state->stage == TS_BURGUNDY_STAGE_OVER)
    {
      if (state->solo_won)
        /* Translators: solo game; player name, round 1-25 */
        return g_strdup_printf (_ ("The game is over: %s filled the whole duchy in round %u "
                                   "and wins."),
                                state->names[0], state->solo_round);
      /* Translators: solo game; player name, empty duchy spaces left */
      return g_strdup_printf (ngettext ("The game is over: %s lost, with %d empty space left "
                                        "after round 25.",
                                        "The game is over: %s lost, with %d empty spaces left "
                                        "after round 25.",
                                        ts_burgundy_empty_spaces (state, 0)),
                              state->names[0], ts_burgundy_empty_spaces (state, 0));
    }
  if (state->n_pending == 0
      || (state->stage != TS_BURGUNDY_STAGE_TURN && state->stage != TS_BURGUNDY_STAGE_PHASE_END))
    return NULL;
  switch (state->pending[state->n_pending - 1])
    {
      case TS_BURGUNDY_PENDING_SOLO_BUY:
        /* Translators: solo game, CB-SOL-20; player name. A tile placed at the end of a phase
         * (shield 14 or 15) scored victory points */
        return g_strdup_printf (_ ("%s scored at the phase end: buy victory points (1 silver "
                                   "each), or decline to go on."),
                                state->names[0]);
      case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
        return g_strdup_printf (_ ("%s: you may give 5 goods for a black-depot tile, stored "
                                   "face down."),
                                state->names[0]);
      case TS_BURGUNDY_PENDING_SOLO_BLACK:
        return g_strdup_printf (_ ("%s: a colour is complete: place a black-depot tile "
                                   "straight on your duchy, with no die."),
                                state->names[0]);
      case TS_BURGUNDY_PENDING_SOLO_ACTION:
        /* Translators: solo game; player name, the target's new space */
        return g_strdup_printf (_ ("%s reached the target (now on %u): take a free action with "
                                   "any die value."),
                                state->names[0], p->solo_target);
      default:
        return NULL;
    }
}

/* The shared breakdown shape (docs/file-format.md "The final breakdown") with the solo
 * game's own members: {"solo": true, "won": b, "round": 1-25, "vp": total, "marker": m,
 * "target": t, "targets": [50, 45, ...] (the target's spaces, first to now), "resets": n,
 * "empty-spaces": n, "players": [{"player": 0, "name", "total", "vp-track", "lines"}],
 * "winner": 0 or null (lost), "winners": [0] or [], "tie-break": "none", "explanation"}.
 * "lines": the VP by cause as the ledger has them, in the order first scored. */
static void
add_lines (JsonBuilder *b, const TsBurgundyState *state)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) first = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) sums = g_array_new (FALSE, TRUE, sizeof (int));

  for (guint k = 0; k < state->n_ledger; k++)
    {
      const TsBurgundyLedgerLine *l = &state->ledger[k];
      char buf[32];
      const char *id;
      guint i;

      if (l->resource != TS_LEDGER_VP)
        continue;
      id = ts_burgundy_cause_id (l->cause, l->detail, buf);
      for (i = 0; i < ids->len && g_strcmp0 (ids->pdata[i], id) != 0; i++)
        ;
      if (i == ids->len)
        {
          int zero = 0;
          g_ptr_array_add (ids, g_strdup (id));
          g_array_append_val (first, k);
          g_array_append_val (sums, zero);
        }
      g_array_index (sums, int, i) += l->delta;
    }
  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    {
      const TsBurgundyLedgerLine *l = &state->ledger[g_array_index (first, guint, i)];
      g_autofree char *text = ts_burgundy_cause_text (l->cause, l->detail);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cause");
      json_builder_add_string_value (b, ids->pdata[i]);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, text);
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, g_array_index (sums, int, i));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b, const char *name, int v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

JsonNode *
ts_burgundy_solo_breakdown (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[0];
  g_autoptr (JsonBuilder) b = json_builder_new ();
  int target = state->options.solo_target;
  int empty = ts_burgundy_empty_spaces (state, 0);
  g_autofree char *explanation = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solo");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "won");
  json_builder_add_boolean_value (b, state->solo_won != 0);
  add_int (b, "round", state->solo_round);
  add_int (b, "vp", p->vp);
  add_int (b, "marker", p->solo_marker);
  add_int (b, "target", p->solo_target);
  add_int (b, "resets", p->solo_resets);
  json_builder_set_member_name (b, "targets");
  json_builder_begin_array (b);
  for (guint k = 0; k <= p->solo_resets; k++)
    {
      json_builder_add_int_value (b, target);
      target = MAX (target - TS_BURGUNDY_SOLO_TARGET_STEP, TS_BURGUNDY_SOLO_TARGET_FLOOR);
    }
  json_builder_end_array (b);
  add_int (b, "empty-spaces", empty);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  json_builder_begin_object (b);
  add_int (b, "player", 0);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, state->names[0]);
  add_int (b, "vp-track", p->vp);
  add_int (b, "total", p->vp);
  add_int (b, "empty-spaces", empty);
  add_lines (b, state);
  json_builder_end_object (b);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winner");
  if (state->solo_won)
    json_builder_add_int_value (b, 0);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  if (state->solo_won)
    json_builder_add_int_value (b, 0);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tie-break");
  json_builder_add_string_value (b, "none");
  if (state->solo_won)
    /* Translators: solo game; player name, round 1-25, the target marker's space */
    explanation = g_strdup_printf (_ ("%s filled the whole duchy in round %u and wins; the "
                                      "target ended on %u."),
                                   state->names[0], state->solo_round, p->solo_target);
  else
    /* Translators: solo game; player name, empty spaces, the target marker's space */
    explanation = g_strdup_printf (ngettext ("%s lost: %d space of the duchy was still empty "
                                             "after round 25; the target ended on %u.",
                                             "%s lost: %d spaces of the duchy were still empty "
                                             "after round 25; the target ended on %u.",
                                             empty),
                                   state->names[0], empty, p->solo_target);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, explanation);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

void
ts_burgundy_solo_random_remove (const TsBurgundyState *state, TsBurgundyEntry *e)
{
  int depot = -1, slot = -1;

  ts_burgundy_solo_remove_slot (state, &depot, &slot);
  ts_burgundy_entry_init (e, TS_BURGUNDY_ENTRY_SOLO_REMOVE, -1);
  e->depot = depot;
  e->slot = slot;
}
