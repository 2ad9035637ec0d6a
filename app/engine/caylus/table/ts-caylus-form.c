/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the players enter at once from their phones: the setup's table events (a building
 * dealt, the first player, a character revealed) as one choice anyone at the table enters
 * (TsGameModule.table_form), and the delivery, each player's own before their turn
 * (TsGameModule.ahead_state). */
#include "ts-caylus-play.h"
#include "ts-caylus-table.h"
#include "ts-caylus-text.h"

#include "ts-game.h"
#include "ts-i18n.h"

TsTableForm *
ts_caylus_table_form (gconstpointer state)
{
  const TsCaylusState *s = state;
  g_autoptr (GArray) events = ts_caylus_state_actor (s) < 0 && s->stage != TS_CAYLUS_STAGE_OVER
                                  ? ts_caylus_legal_events (s) : NULL;
  TsTableForm *form;
  TsFormField *field;

  if (events == NULL || events->len == 0)
    return NULL;
  form = ts_table_form_new ();
  /* Translators: on a phone, what the table deals, draws or reveals now during the setup */
  field = ts_table_form_add_field (form, -1, g_strdup (_ ("What the table shows")));
  for (guint i = 0; i < events->len; i++)
    {
      const TsCaylusEntry *e = &g_array_index (events, TsCaylusEntry, i);
      g_autoptr (JsonNode) json = ts_caylus_entry_to_json (e);

      ts_form_field_add_option (field, ts_form_event_value (json),
                                ts_caylus_describe_entry (s, e));
    }
  return form;
}

JsonNode *
ts_caylus_form_entry (gconstpointer state, const char *const *values)
{
  return ts_form_event_entry (values[0]);
}

/* CY-DLV-02: players deliver in the order of their Worksite spaces, each from their own
 * resources (CY-DLV-03/04): what one delivers never changes what the next may. A player
 * still to deliver may choose ahead; the record keeps the Worksite's order. */
gpointer
ts_caylus_ahead_state (gconstpointer state, guint player)
{
  const TsCaylusState *s = state;

  if (s->stage != TS_CAYLUS_STAGE_DELIVERY || player >= s->n_players || s->actor == (int) player)
    return NULL;
  return ts_games_ahead_by_first_choices (ts_games_lookup ("caylus-1303"), s, player,
                                          G_STRUCT_OFFSET (TsCaylusState, stage));
}
