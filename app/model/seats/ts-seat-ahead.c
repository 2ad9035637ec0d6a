/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choosing before one's turn (docs/seats.md, "Choosing ahead"): where the rules take a step in
 * turn order but no player's choice changes what the next may choose (TsGameModule.
 * ahead_state), each phone lists its seat's choices at once and a tap keeps the entry; when
 * the seat's turn comes the server records it, in the rules' order, as the match records any
 * entry. A kept entry the rules refuse then, or whose turn passed without it, is dropped and
 * the phone says why. */
#include "ts-i18n.h"

#include "ts-seat-server-private.h"

gpointer
_ts_seat_server_ahead_copy (TsSeatServer *self,
                            guint         seat)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gconstpointer state = ts_match_get_state (self->match);
  int now;

  if (module->ahead_state == NULL || _ts_seat_server_access (self) != TS_SEAT_ACCESS_PLAY
      || ts_match_get_finished (self->match) || ts_match_get_n_held (self->match) > 0)
    return NULL;
  now = module->pending_player (state);
  if (now < 0 || now == (int) seat)
    return NULL;
  return module->ahead_state (state, seat);
}

void
_ts_seat_clear_ahead (TsSeat *seat)
{
  g_clear_pointer (&seat->ahead, json_node_unref);
  g_clear_pointer (&seat->ahead_note, g_free);
}

void
_ts_seat_server_keep_ahead (TsSeatServer *self,
                            guint         seat,
                            TsEntry      *entry)
{
  TsSeat *s = &self->seats[seat];

  _ts_seat_clear_ahead (s);
  s->ahead = ts_entry_to_json (entry);
  _ts_seat_server_changed (self);
}

gboolean
_ts_seat_server_cancel_ahead (TsSeatServer *self,
                              guint         seat)
{
  TsSeat *s = &self->seats[seat];

  if (s->ahead == NULL)
    return FALSE;
  _ts_seat_clear_ahead (s);
  _ts_seat_server_changed (self);
  return TRUE;
}

/* The seat's kept entry is no longer to be: dropped, and its phone told @why. */
static void
drop (TsSeatServer *self,
      TsSeat       *seat,
      char         *why)
{
  g_clear_pointer (&seat->ahead, json_node_unref);
  g_free (seat->ahead_note);
  seat->ahead_note = why;
}

/* Records the kept entries whose turn came, one after another (each may bring the next seat's
 * turn); drops those whose turn passed. */
static gboolean
run_ahead_cb (gpointer data)
{
  TsSeatServer *self = data;
  const TsGameModule *module = ts_match_get_module (self->match);
  gboolean changed = FALSE;

  self->ahead_id = 0;
  for (guint guard = 0; guard <= self->n_seats; guard++)
    {
      gconstpointer state = ts_match_get_state (self->match);
      int now = ts_match_get_finished (self->match) ? -1 : module->pending_player (state);
      TsSeat *seat = now >= 0 && (guint) now < self->n_seats ? &self->seats[now] : NULL;
      g_autoptr(TsEntry) entry = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *said = NULL;
      TsMatchChange change;

      if (_ts_seat_server_access (self) != TS_SEAT_ACCESS_PLAY
          || ts_match_get_n_held (self->match) > 0 || seat == NULL || seat->ahead == NULL)
        break;
      entry = ts_match_parse_entry (self->match, seat->ahead, &error);
      said = entry != NULL ? module->describe_entry (state, ts_entry_get_data (entry)) : NULL;
      if (entry == NULL || !ts_match_apply (self->match, entry, &error))
        {
          /* Translators: on a player's phone: the move chosen before their turn, refused when
           * the turn came; %s is the rules' reason */
          drop (self, seat, g_strdup_printf (_("Your move chosen ahead was not recorded: %s"),
                                             error->message));
          changed = TRUE;
          break;
        }
      g_clear_pointer (&seat->ahead, json_node_unref);
      if (ts_match_peek_change (self->match, FALSE, &change))
        {
          seat->own_change = change.id;
          seat->own_last = change.index + 1;
        }
      _ts_seat_server_emit_proposed (self, now, said);
    }
  /* A kept entry whose seat may no longer choose ahead, and whose turn is not now, was passed
   * by: the laptop entered that player's move, or the step ended. */
  for (guint i = 0; i < self->n_seats; i++)
    {
      gpointer copy;

      if (self->seats[i].ahead == NULL
          || (int) i == module->pending_player (ts_match_get_state (self->match)))
        continue;
      copy = _ts_seat_server_ahead_copy (self, i);
      if (copy != NULL)
        {
          module->state_free (copy);
          continue;
        }
      /* Translators: on a player's phone: the move chosen before their turn was dropped
       * because their turn went by without it (the laptop entered it, or the step ended) */
      drop (self, &self->seats[i], g_strdup (_("Your move chosen ahead was not recorded: "
                                              "the turn went by without it.")));
      changed = TRUE;
    }
  if (changed)
    _ts_seat_server_changed (self);
  return G_SOURCE_REMOVE;
}

void
_ts_seat_server_schedule_ahead (TsSeatServer *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < self->n_seats; i++)
    any = any || self->seats[i].ahead != NULL;
  /* Not from within the match's own change: at idle, once it is done. */
  if (any && self->ahead_id == 0)
    self->ahead_id = g_idle_add (run_ahead_cb, self);
}
