/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli score: each player's totals and the ledger summed by cause, as text or JSON. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-ledger.h"
#include "ts-record.h"

typedef struct
{
  guint player;
  TsLedgerResource resource;
  const char *cause_id;
  const char *cause_text;
  int total;
  guint count;
} Cause;

/* The ledger summed per player, resource and cause, in the order causes first appear. */
static GArray *
sum_causes (GPtrArray *ledger)
{
  GArray *causes = g_array_new (FALSE, TRUE, sizeof (Cause));

  for (guint i = 0; i < ledger->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, i);
      Cause *found = NULL;

      for (guint k = 0; k < causes->len && found == NULL; k++)
        {
          Cause *cause = &g_array_index (causes, Cause, k);

          if (cause->player == line->player && cause->resource == line->resource
              && g_strcmp0 (cause->cause_id, line->cause_id) == 0)
            found = cause;
        }
      if (found == NULL)
        {
          Cause cause = { line->player, line->resource, line->cause_id, line->cause_text, 0, 0 };

          g_array_append_val (causes, cause);
          found = &g_array_index (causes, Cause, causes->len - 1);
        }
      found->total += line->delta;
      found->count++;
    }
  return causes;
}

/* Every resource a ledger can hold, in the order a player's totals are printed. */
#define N_LEDGER_RESOURCES TS_LEDGER_N_ALL

static const char *
resource_label (const TsGameModule *module,
                TsLedgerResource    resource)
{
  switch (resource)
    {
    case TS_LEDGER_VP:
      if (module->points_label != NULL)
        return module->points_label ();
      /* Translators: short for victory points, after a number (“+12 VP”). */
      return _("VP");
    case TS_LEDGER_SILVER:
      /* Translators: after a number (“+2 silver”). */
      return _("silver");
    case TS_LEDGER_WORKERS:
      /* Translators: after a number (“-1 workers”). */
      return _("workers");
    case TS_LEDGER_GOLD:
      /* Translators: Kingsburg's gold goods, after a number (“+1 gold”). */
      return C_("ledger", "gold");
    case TS_LEDGER_WOOD:
      /* Translators: Kingsburg's wood goods, after a number (“+2 wood”). */
      return C_("ledger", "wood");
    case TS_LEDGER_STONE:
      /* Translators: Kingsburg's stone goods, after a number (“-1 stone”). */
      return C_("ledger", "stone");
    case TS_LEDGER_SOLDIERS:
      /* Translators: soldiers on Kingsburg's soldier track, after a number (“+3 soldiers”). */
      return C_("ledger", "soldiers");
    case TS_LEDGER_TOKENS:
      /* Translators: Kingsburg's “+2” tokens, after a number (“+1 “+2” tokens”). */
      return C_("ledger", "“+2” tokens");
    case TS_LEDGER_WINE:
      /* Translators: Carcassonne's wine tokens, after a number (“+1 wine”). */
      return C_("ledger", "wine");
    case TS_LEDGER_GRAIN:
      /* Translators: Carcassonne's grain tokens, after a number (“+2 grain”). */
      return C_("ledger", "grain");
    case TS_LEDGER_CLOTH:
      /* Translators: Carcassonne's cloth tokens, after a number (“+1 cloth”). */
      return C_("ledger", "cloth");
    case TS_LEDGER_FOOD:
      /* Translators: Caylus 1303's food, after a number (“+1 food”). */
      return C_("ledger", "food");
    case TS_LEDGER_N_RESOURCES:
    case TS_LEDGER_N_ALL:
    default:
      return "";
    }
}

/* Whether the game keeps @resource at all: a resource no line of any player touches (silver
 * in Kingsburg, soldiers in The Castles of Burgundy) is left out of the totals; VP never is. */
static gboolean
ledger_has_resource (GPtrArray       *ledger,
                     TsLedgerResource resource)
{
  if (resource == TS_LEDGER_VP)
    return TRUE;
  for (guint i = 0; i < ledger->len; i++)
    if (((TsLedgerLine *) g_ptr_array_index (ledger, i))->resource == resource)
      return TRUE;
  return FALSE;
}

/* The JSON totals: every resource the game keeps for every player, a 0 too (issue 26); the
 * ledger's own resources for a game that does not say. */
static gboolean
game_keeps_resource (TsMatch         *match,
                     GPtrArray       *ledger,
                     TsLedgerResource resource)
{
  const TsGameModule *module = ts_match_get_module (match);

  if (module->ledger_resources != NULL)
    return (module->ledger_resources (ts_match_get_state (match)) >> resource) & 1u;
  return ledger_has_resource (ledger, resource);
}

/* “12 VP, 3 silver, 2 workers”: @player's total of each resource the game keeps. */
static char *
player_totals_text (const TsGameModule *module,
                    GPtrArray          *ledger,
                    guint               player)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint r = 0; r < N_LEDGER_RESOURCES; r++)
    {
      if (r == TS_LEDGER_N_RESOURCES || !ledger_has_resource (ledger, r))
        continue;
      if (text->len > 0)
        /* Translators: between the totals of a player's score line (“12 VP, 3 silver”). */
        g_string_append (text, _(", "));
      /* Translators: one total of a player's score line: a number and what it counts. */
      g_string_append_printf (text, _("%d %s"), ts_ledger_sum (ledger, player, r),
                              resource_label (module, r));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* If it ended now: each player's total and the lines the game's final scoring adds to it,
 * as the final breakdown words them. */
static void
print_now (TsMatch *match)
{
  g_autoptr(JsonNode) now = ts_games_breakdown_now (ts_match_get_module (match),
                                                    ts_match_get_state (match));
  JsonArray *players;

  g_print ("\n");
  if (now == NULL || !JSON_NODE_HOLDS_OBJECT (now))
    {
      /* Translators: tableside-cli score --now, for a game with no final scoring (the solo
       * game of The Castles of Burgundy) */
      g_print (_("If it ended now: this game has no final scoring to project.\n"));
      return;
    }
  /* Translators: tableside-cli score --now, the heading of where each player would stand */
  g_print (_("If it ended now:\n"));
  players = json_object_get_array_member (json_node_get_object (now), "players");
  for (guint p = 0; players != NULL && p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (player, "lines");

      /* Translators: a player's name and their total if the game ended now (“Ana: 57 VP”) */
      g_print (_("%s: %d VP\n"), json_object_get_string_member_with_default (player, "name", ""),
               (int) json_object_get_int_member_with_default (player, "total", 0));
      for (guint k = 0; lines != NULL && k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);

          g_print ("  %+5d %s\n", (int) json_object_get_int_member_with_default (line, "vp", 0),
                   json_object_get_string_member_with_default (line, "text", ""));
        }
    }
}

void
ts_cli_score_text (TsMatch   *match,
                   GPtrArray *ledger,
                   GFile     *file,
                   gboolean   now)
{
  g_autoptr(GArray) causes = sum_causes (ledger);
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  GListModel *players = ts_match_get_players (match);
  g_autofree char *name = ts_record_display_name (file);
  g_autofree char *status = ts_cli_status_text (match);
  guint n_entries = ts_match_get_n_entries (match);

  /* Translators: a file name, a game, a number of entries and the game's state. */
  g_print (ngettext ("%s: %s, %u entry, %s\n", "%s: %s, %u entries, %s\n", n_entries), name,
           _(ts_match_get_module (match)->name), n_entries, status);
  if (breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown))
    {
      const char *explanation = json_object_get_string_member_with_default (
          json_node_get_object (breakdown), "explanation", NULL);

      JsonNode *teams = json_object_get_member (json_node_get_object (breakdown), "teams");

      if (explanation != NULL)
        g_print ("%s\n", explanation);
      /* Teams (The Castles of Burgundy's team game): their totals; silver and workers are the
       * team's, so each player's lines below are only what their own entries changed. */
      for (guint t = 0; teams != NULL && JSON_NODE_HOLDS_ARRAY (teams)
                        && t < json_array_get_length (json_node_get_array (teams));
           t++)
        {
          JsonObject *team = json_array_get_object_element (json_node_get_array (teams), t);

          if (team != NULL)
            /* Translators: a team (“Team A (Ana and Carla)”) and its players' VP together. */
            g_print (_("%s: %d VP together\n"),
                     json_object_get_string_member_with_default (team, "name", ""),
                     (int) json_object_get_int_member_with_default (team, "total", 0));
        }
    }

  for (guint p = 0; p < g_list_model_get_n_items (players); p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);
      g_autofree char *totals = player_totals_text (ts_match_get_module (match), ledger, p);

      g_print ("\n");
      /* Translators: a player's name and totals, as in “Ana: 12 VP, 3 silver, 2 workers”. */
      g_print (_("%s: %s\n"), ts_match_player_get_name (player), totals);
      for (guint r = 0; r < N_LEDGER_RESOURCES; r++)
        for (guint k = 0; k < causes->len; k++)
          {
            const Cause *cause = &g_array_index (causes, Cause, k);

            if (cause->player != p || cause->resource != r)
              continue;
            /* Translators: one line of a player's score: the change (“+12”), what changed
             * (“VP”), its cause, and how many entries it sums. */
            g_print (ngettext ("  %+5d %-8s %s (%u time)\n", "  %+5d %-8s %s (%u times)\n",
                               cause->count),
                     cause->total, resource_label (ts_match_get_module (match), r),
                     cause->cause_text, cause->count);
          }
    }
  if (now)
    print_now (match);
}

JsonNode *
ts_cli_score_json (TsMatch   *match,
                   GPtrArray *ledger,
                   GFile     *file,
                   gboolean   now)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GArray) causes = sum_causes (ledger);
  g_autofree char *path = ts_record_display_name (file);
  GListModel *players = ts_match_get_players (match);
  JsonNode *breakdown = ts_match_dup_final_breakdown (match);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, path);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, ts_match_get_game_id (match));
  json_builder_set_member_name (b, "entries");
  json_builder_add_int_value (b, ts_match_get_n_entries (match));
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, ts_match_get_finished (match));
  json_builder_set_member_name (b, "winner");
  if (ts_match_get_winner (match) >= 0)
    json_builder_add_int_value (b, ts_match_get_winner (match));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < g_list_model_get_n_items (players); p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, p);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, ts_match_player_get_name (player));
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, ts_match_player_get_score (player));
      json_builder_set_member_name (b, "silver");
      json_builder_add_int_value (b, ts_match_player_get_silver (player));
      json_builder_set_member_name (b, "workers");
      json_builder_add_int_value (b, ts_match_player_get_workers (player));
      /* Every resource the game keeps, by its ledger name (Kingsburg's goods, soldiers and
       * tokens have no member of their own above). */
      json_builder_set_member_name (b, "totals");
      json_builder_begin_object (b);
      for (guint r = 0; r < N_LEDGER_RESOURCES; r++)
        if (r != TS_LEDGER_N_RESOURCES && game_keeps_resource (match, ledger, r))
          {
            json_builder_set_member_name (b, ts_ledger_resource_to_string (r));
            json_builder_add_int_value (b, ts_ledger_sum (ledger, p, r));
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "causes");
      json_builder_begin_array (b);
      for (guint k = 0; k < causes->len; k++)
        {
          const Cause *cause = &g_array_index (causes, Cause, k);

          if (cause->player != p)
            continue;
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "resource");
          json_builder_add_string_value (b, ts_ledger_resource_to_string (cause->resource));
          json_builder_set_member_name (b, "cause");
          json_builder_add_string_value (b, cause->cause_id);
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, cause->cause_text);
          json_builder_set_member_name (b, "total");
          json_builder_add_int_value (b, cause->total);
          json_builder_set_member_name (b, "count");
          json_builder_add_int_value (b, cause->count);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ledger");
  json_builder_add_value (b, ts_ledger_to_json (ledger));
  json_builder_set_member_name (b, "final");
  if (breakdown != NULL)
    json_builder_add_value (b, breakdown);
  else
    json_builder_add_null_value (b);
  if (now)
    {
      JsonNode *projected = ts_games_breakdown_now (ts_match_get_module (match),
                                                    ts_match_get_state (match));

      /* The final breakdown's shape, or null where nothing is projected. */
      json_builder_set_member_name (b, "now");
      if (projected != NULL)
        json_builder_add_value (b, projected);
      else
        json_builder_add_null_value (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
