/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-ledger.h"

#include <string.h>

TsLedgerLine *
ts_ledger_line_new (guint player, TsLedgerResource resource, int delta, int entry_index,
                    const char *cause_id, const char *cause_text)
{
  TsLedgerLine *line = g_new0 (TsLedgerLine, 1);

  line->player = player;
  line->resource = resource;
  line->delta = delta;
  line->entry_index = entry_index;
  line->cause_id = g_strdup (cause_id);
  line->cause_text = g_strdup (cause_text);
  return line;
}

void
ts_ledger_line_free (TsLedgerLine *line)
{
  if (line == NULL)
    return;
  g_free (line->cause_id);
  g_free (line->cause_text);
  g_free (line);
}

const char *
ts_ledger_resource_to_string (TsLedgerResource resource)
{
  switch (resource)
    {
      case TS_LEDGER_VP:
        return "vp";
      case TS_LEDGER_SILVER:
        return "silver";
      case TS_LEDGER_WORKERS:
        return "workers";
      case TS_LEDGER_GOLD:
        return "gold";
      case TS_LEDGER_WOOD:
        return "wood";
      case TS_LEDGER_STONE:
        return "stone";
      case TS_LEDGER_SOLDIERS:
        return "soldiers";
      case TS_LEDGER_TOKENS:
        return "tokens";
      case TS_LEDGER_WINE:
        return "wine";
      case TS_LEDGER_GRAIN:
        return "grain";
      case TS_LEDGER_CLOTH:
        return "cloth";
      case TS_LEDGER_FOOD:
        return "food";
      case TS_LEDGER_N_RESOURCES:
      case TS_LEDGER_N_ALL:
      default:
        return "unknown";
    }
}

int
ts_ledger_sum (GPtrArray *lines, guint player, TsLedgerResource resource)
{
  int sum = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);

      if (line->player == player && line->resource == resource)
        sum += line->delta;
    }
  return sum;
}

JsonNode *
ts_ledger_to_json (GPtrArray *lines)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < lines->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, line->player);
      json_builder_set_member_name (b, "resource");
      json_builder_add_string_value (b, ts_ledger_resource_to_string (line->resource));
      json_builder_set_member_name (b, "delta");
      json_builder_add_int_value (b, line->delta);
      json_builder_set_member_name (b, "entry");
      json_builder_add_int_value (b, line->entry_index);
      json_builder_set_member_name (b, "cause");
      json_builder_add_string_value (b, line->cause_id);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, line->cause_text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

GPtrArray *
ts_ledger_expand (const TsLedgerMark *marks, guint n_marks, gconstpointer state,
                  TsLedgerCauseId id, TsLedgerCauseText text)
{
  GPtrArray *out = g_ptr_array_new_full (n_marks, (GDestroyNotify) ts_ledger_line_free);

  for (const TsLedgerMark *m = marks; m < marks + n_marks; m++)
    {
      char buf[40];
      g_autofree char *words = text (state, m->cause, m->detail);

      g_ptr_array_add (out, ts_ledger_line_new (m->player, m->resource, m->delta, m->entry,
                                                id (m->cause, m->detail, buf), words));
    }
  return out;
}

void
ts_ledger_marks_totals (const TsLedgerMark *marks, guint n_marks, int *totals,
                        guint n_players)
{
  for (const TsLedgerMark *m = marks; m < marks + n_marks; m++)
    if (m->player < n_players && m->resource < TS_LEDGER_N_RESOURCES)
      totals[m->player * TS_LEDGER_N_RESOURCES + m->resource] += m->delta;
}

void
ts_ledger_mark_append (TsLedgerMark *marks, guint16 *n_marks, guint max, guint player,
                       TsLedgerResource resource, int delta, guint entry, guint cause,
                       guint detail)
{
  g_assert (*n_marks < max);
  marks[(*n_marks)++] = (TsLedgerMark) {
    .entry = entry, .delta = delta, .player = player, .resource = resource, .cause = cause,
    .detail = detail,
  };
}

gpointer
ts_ledger_state_dup (gconstpointer state, gsize size, gsize ledger_offset, guint n_marks)
{
  gpointer copy = g_malloc (size);

  memcpy (copy, state, ledger_offset + n_marks * sizeof (TsLedgerMark));
  return copy;
}

gboolean
ts_ledger_state_equal (gconstpointer a, gconstpointer b, gsize ledger_offset, guint n_a,
                       guint n_b)
{
  return n_a == n_b && memcmp (a, b, ledger_offset + n_a * sizeof (TsLedgerMark)) == 0;
}
