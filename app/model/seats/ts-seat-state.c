/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a phone shows of its seat's game: the table's scoreboard (scores, standings, whose turn,
 * the last entries and their points, the game's counts), the seat's own holdings and, at the
 * end, the final breakdown and the play for BG Stats. Built from the game's module in the
 * phone's language; hidden information stays hidden where the table hides it (Caylus 1303's
 * prestige, CY-SET-14). */
#include "ts-i18n.h"

#include "ts-model-record.h"
#include "ts-model-stats.h"
#include "ts-seat-qr.h"
#include "ts-seat-state-private.h"

static void
add_facts (JsonBuilder *b,
           const char  *member,
           GPtrArray   *facts,
           int          player)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; facts != NULL && i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);

      if (fact->player != player)
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, fact->label);
      json_builder_set_member_name (b, "value");
      json_builder_add_string_value (b, fact->value);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

void
_ts_seat_state_add_string_or_null (JsonBuilder *b,
                                   const char  *member,
                                   const char  *value)
{
  json_builder_set_member_name (b, member);
  if (value != NULL && *value != '\0')
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
add_players (JsonBuilder        *b,
             TsMatch            *match,
             GPtrArray          *facts,
             gboolean            secret,
             int                 now)
{
  GListModel *players = ts_match_get_players (match);
  guint n = g_list_model_get_n_items (players);
  g_autofree int *scores = g_new0 (int, MAX (n, 1));
  /* If it ended now, while it goes on and the table plays with aids; hidden points stay
   * hidden (CY-SET-14). */
  g_autoptr(JsonNode) ended = secret ? NULL : ts_match_dup_breakdown_now (match);
  JsonArray *ended_players = ended != NULL && JSON_NODE_HOLDS_OBJECT (ended)
                               ? json_object_get_array_member (json_node_get_object (ended),
                                                               "players")
                               : NULL;

  for (guint p = 0; p < n; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);

      scores[p] = ts_match_player_get_score (player);
    }
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);
      const char *color_id = ts_match_player_get_color (player);
      const TsPlayerColor *color = ts_player_palette_lookup (color_id);
      guint rank = 1;

      /* Standings as the table counts them: equal scores share a place. */
      for (guint q = 0; q < n; q++)
        if (scores[q] > scores[p])
          rank++;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, ts_match_player_get_name (player));
      json_builder_set_member_name (b, "initial");
      json_builder_add_string_value (b, ts_match_player_get_mark (player));
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, ts_player_palette_hex (color_id));
      _ts_seat_state_add_string_or_null (b, "colour_name", color != NULL ? _(color->name) : NULL);
      json_builder_set_member_name (b, "score");
      if (secret)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, scores[p]);
      json_builder_set_member_name (b, "rank");
      if (secret)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, rank);
      json_builder_set_member_name (b, "now");
      json_builder_add_boolean_value (b, now == (int) p);
      json_builder_set_member_name (b, "if_ended");
      if (ended_players != NULL && p < json_array_get_length (ended_players))
        json_builder_add_int_value (b, json_object_get_int_member_with_default (
                                           json_array_get_object_element (ended_players, p),
                                           "total", 0));
      else
        json_builder_add_null_value (b);
      add_facts (b, "facts", facts, p);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* The last entries, newest first, each with who scored what by it (as the table display). */
static void
add_recent (JsonBuilder *b,
            TsMatch     *match,
            gboolean     secret,
            const char  *unit)
{
  g_autoptr(GPtrArray) recent = ts_match_dup_recent_described (match, TS_SEAT_STATE_RECENT);

  json_builder_set_member_name (b, "recent");
  json_builder_begin_array (b);
  for (guint k = 0; k < recent->len; k++)
    {
      const TsMatchRecent *entry = g_ptr_array_index (recent, k);
      g_autofree char *points = secret ? NULL : ts_match_recent_dup_points (match, entry, unit);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "number");
      json_builder_add_int_value (b, entry->index + 1);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, entry->description);
      _ts_seat_state_add_string_or_null (b, "points", points);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* The one winner's name: the breakdown's "winner" is the player's number, or null when
 * several won (docs/file-format.md, "The final breakdown"). */
static const char *
winner_of (JsonObject *breakdown,
           JsonArray  *players)
{
  JsonNode *winner = json_object_get_member (breakdown, "winner");
  JsonObject *player;
  gint64 p;

  if (winner == NULL || !JSON_NODE_HOLDS_VALUE (winner)
      || json_node_get_value_type (winner) != G_TYPE_INT64)
    return NULL;
  p = json_node_get_int (winner);
  player = p >= 0 && p < json_array_get_length (players)
           ? json_array_get_object_element (players, p) : NULL;
  return player != NULL ? json_object_get_string_member_with_default (player, "name", NULL) : NULL;
}

/* The final breakdown as a phone lists it: each player's lines and total. */
static void
add_final (JsonBuilder *b,
           TsMatch     *match)
{
  const TsGameModule *module = ts_match_get_module (match);
  g_autoptr(JsonNode) node = module->final_breakdown (ts_match_get_state (match));
  JsonObject *breakdown = node != NULL && JSON_NODE_HOLDS_OBJECT (node)
                          ? json_node_get_object (node) : NULL;
  JsonArray *players = breakdown != NULL && json_object_has_member (breakdown, "players")
                       ? json_object_get_array_member (breakdown, "players") : NULL;

  json_builder_set_member_name (b, "final");
  if (players == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  _ts_seat_state_add_string_or_null (
      b, "explanation",
      json_object_get_string_member_with_default (breakdown, "explanation", NULL));
  _ts_seat_state_add_string_or_null (b, "winner", winner_of (breakdown, players));
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *lines = player != NULL && json_object_has_member (player, "lines")
                         ? json_object_get_array_member (player, "lines") : NULL;

      if (player == NULL)
        continue;
      json_builder_begin_object (b);
      _ts_seat_state_add_string_or_null (
          b, "name", json_object_get_string_member_with_default (player, "name", ""));
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, json_object_get_int_member_with_default (player, "total", 0));
      json_builder_set_member_name (b, "lines");
      json_builder_begin_array (b);
      for (guint i = 0; lines != NULL && i < json_array_get_length (lines); i++)
        {
          JsonObject *line = json_array_get_object_element (lines, i);

          if (line == NULL)
            continue;
          json_builder_begin_object (b);
          _ts_seat_state_add_string_or_null (
              b, "label", json_object_get_string_member_with_default (line, "text", ""));
          _ts_seat_state_add_string_or_null (
              b, "note", json_object_get_string_member_with_default (line, "note", NULL));
          json_builder_set_member_name (b, "points");
          json_builder_add_int_value (b, json_object_get_int_member_with_default (line, "vp", 0));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_bgstats (JsonBuilder *b,
             TsMatch     *match)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *link = ts_match_get_finished (match) ? ts_bgstats_play_link (match, &error) : NULL;
  g_autofree char *svg = link != NULL ? ts_seat_qr_svg (link) : NULL;

  json_builder_set_member_name (b, "bgstats");
  if (link == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "link");
  json_builder_add_string_value (b, link);
  /* A play too long for one code has the link alone. */
  _ts_seat_state_add_string_or_null (b, "svg", svg);
  json_builder_end_object (b);
}

const char *
ts_seat_access_reason (TsSeatAccess access)
{
  switch (access)
    {
    case TS_SEAT_ACCESS_LOCKED:
      /* Translators: on a player's phone, when the scorekeeper locked the phones */
      return _("The scorekeeper has locked the phones: they show the game, and moves are "
               "entered on the laptop.");
    case TS_SEAT_ACCESS_FOLLOW:
      /* Translators: on a player's phone, when the game is followed from its saved file
       * (tableside-cli serve) rather than kept where the phones could enter moves */
      return _("This game is followed from its file: moves are entered where it is kept.");
    case TS_SEAT_ACCESS_PLAY:
    default:
      return NULL;
    }
}

JsonNode *
ts_seat_state_build (TsMatch          *match,
                     guint             seat,
                     TsCatalog        *catalog,
                     const TsSeatView *view)
{
  TsCatalog *before = ts_catalog_use (catalog);
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) facts = module->table_facts != NULL ? module->table_facts (state) : NULL;
  g_autoptr(GPtrArray) holdings = ts_games_holdings (module, state, seat, g_list_model_get_n_items (ts_match_get_players (match)));
  g_autoptr(JsonObject) progress = NULL;
  g_autofree char *where = NULL;
  g_autofree char *pending = NULL;
  g_autofree char *title = ts_match_dup_title (match);
  gboolean finished = ts_match_get_finished (match);
  gboolean secret = module->points_secret != NULL && module->points_secret (state);
  int now = finished ? -1 : module->pending_player (state);
  const char *unit = ts_stats_points_label (module);
  JsonNode *node;

  if (!finished && module->progress != NULL && (progress = module->progress (state)) != NULL
      && module->describe_progress != NULL)
    where = module->describe_progress (progress);
  if (finished)
    /* Translators: the table's scoreboard once the game is over */
    where = g_strdup (_("Final scores"));
  else
    pending = module->describe_pending (state);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "state");
  json_builder_set_member_name (b, "revision");
  json_builder_add_int_value (b, ts_match_get_n_entries (match));
  json_builder_set_member_name (b, "game");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, module->id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, _(module->name));
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, title);
  json_builder_end_object (b);
  _ts_seat_state_add_string_or_null (b, "progress", where);
  _ts_seat_state_add_string_or_null (b, "pending", pending);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, now);
  json_builder_set_member_name (b, "seat");
  json_builder_add_int_value (b, seat);
  json_builder_set_member_name (b, "unit");
  json_builder_add_string_value (b, unit);
  json_builder_set_member_name (b, "secret");
  json_builder_add_boolean_value (b, secret);
  _ts_seat_state_add_string_or_null (
      b, "secret_note", secret ? _("The points stay secret until the final scoring.") : NULL);
  add_players (b, match, facts, secret, now);
  add_facts (b, "table", facts, -1);
  add_facts (b, "holdings", holdings, seat);
  add_recent (b, match, secret, unit);
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, finished);
  if (finished)
    add_final (b, match);
  else
    {
      json_builder_set_member_name (b, "final");
      json_builder_add_null_value (b);
    }
  add_bgstats (b, match);
  _ts_seat_state_add_propose (b, match, seat, view);
  _ts_seat_state_add_form (b, match, seat, view);
  _ts_seat_state_add_string_or_null (b, "locked",
                                     finished ? NULL : ts_seat_access_reason (view->access));
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  ts_catalog_use (before);
  return node;
}
