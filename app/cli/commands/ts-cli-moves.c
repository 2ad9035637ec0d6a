/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `moves FILE`: what the game waits for and every entry legal now, as text or JSON. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-entry.h"

int
ts_cli_moves (GFile   *file,
              gboolean json)
{
  g_autoptr(TsMatch) match = ts_cli_load (file);
  GListModel *legal;
  guint n;

  if (match == NULL)
    return TS_CLI_REFUSED;
  legal = ts_match_get_legal_entries (match);
  n = g_list_model_get_n_items (legal);

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "entries-so-far");
      json_builder_add_int_value (b, ts_match_get_n_entries (match));
      json_builder_set_member_name (b, "finished");
      json_builder_add_boolean_value (b, ts_match_get_finished (match));
      json_builder_set_member_name (b, "pending");
      json_builder_add_string_value (b, ts_match_get_pending (match));
      json_builder_set_member_name (b, "legal");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "description");
          json_builder_add_string_value (b, ts_entry_get_description (entry));
          json_builder_set_member_name (b, "entry");
          json_builder_add_value (b, ts_entry_to_json (entry));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      ts_cli_print_json (root);
      return TS_CLI_OK;
    }

  g_print ("%s\n", ts_match_get_pending (match));
  if (n == 0)
    {
      g_print ("%s\n", ts_match_get_finished (match)
                           ? _("The game is finished: no entry is legal.")
                           : _("No entry to choose: the table enters what happens next."));
      return TS_CLI_OK;
    }
  /* Translators: heads the list of legal entries; %u is how many. */
  g_print (ngettext ("%u legal entry:\n", "%u legal entries:\n", n), n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);

      g_print ("%4u. %s\n      %s\n", i + 1, ts_entry_get_description (entry),
               ts_entry_get_json_text (entry));
    }
  return TS_CLI_OK;
}
