/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every command of tableside-cli shares: loading a record as it is written, printing
 * JSON, a game's state in words, a refused command line and names made safe to print. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-cli-common.h"

void
ts_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/* Loads and replays @file as it is written (a record of version 1 is not given its automatic
 * entries, so entry numbers are the file's); on refusal prints why, naming the file and the
 * entry. */
TsMatch *
ts_cli_load (GFile *file)
{
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_load_as_written (file, NULL, &error);

  if (match == NULL)
    /* Translators: %s is the reason a record was refused; it names the file. */
    g_printerr (_("tableside-cli: %s\n"), error->message);
  else
    ts_match_set_autosave (match, FALSE); /* the CLI never writes to a record */
  return match;
}

static const char *
player_name (TsMatch *match,
             guint    index)
{
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), index);

  return player != NULL ? ts_match_player_get_name (player) : "?";
}

char *
ts_cli_status_text (TsMatch *match)
{
  int winner = ts_match_get_winner (match);
  g_autoptr(JsonNode) breakdown = NULL;
  JsonNode *winners = NULL;

  if (!ts_match_get_finished (match))
    return g_strdup (_("in progress"));
  /* Several winners: a team (The Castles of Burgundy's team game) or a shared victory. */
  breakdown = ts_match_dup_final_breakdown (match);
  if (breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown))
    winners = json_object_get_member (json_node_get_object (breakdown), "winners");
  if (winners != NULL && JSON_NODE_HOLDS_ARRAY (winners)
      && json_array_get_length (json_node_get_array (winners)) > 1)
    {
      JsonArray *list = json_node_get_array (winners);
      guint n = json_array_get_length (list);
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint k = 0; k < n; k++)
        {
          if (k > 0)
            g_string_append (names, k + 1 < n
                                        /* Translators: between winners' names, not the last */
                                        ? _(", ")
                                        /* Translators: before the last winner's name */
                                        : _(" and "));
          g_string_append (names, player_name (match, json_array_get_int_element (list, k)));
        }
      /* Translators: a game's state; %s is the winners' names (“Ana and Carla”). */
      return g_strdup_printf (_("finished, %s won"), names->str);
    }
  if (winner < 0)
    return g_strdup (_("finished"));
  /* Translators: a game's state; %s is the winner's name. */
  return g_strdup_printf (_("finished, %s won"), player_name (match, winner));
}

int
ts_cli_usage_error (const char *message)
{
  /* Translators: %s is the reason the command line was refused. */
  g_printerr (_("tableside-cli: %s\n"), message);
  g_printerr ("%s\n", _("Run “tableside-cli --help” to see the options."));
  return TS_CLI_USAGE;
}

/**
 * ts_cli_escape_controls:
 *
 * @text with every control character but the new line and the tab written as “\x1b” (C0,
 * DEL) or “\u009b” (C1), so that a name in a record (a player's, a game's, a file's) cannot
 * move the cursor, recolour or retitle the terminal it is printed to. Invalid UTF-8 is
 * replaced. (transfer full)
 */
char *
ts_cli_escape_controls (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\n' || c == '\t')
        g_string_append_c (out, c);
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else if (c >= 0x80 && c < 0xa0)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  return g_string_free (out, FALSE);
}

/* Everything the CLI prints goes through here: names come from files anyone may write. */
