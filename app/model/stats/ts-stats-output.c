/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsStats written out: the plays as CSV, the figures as JSON (docs/file-format.md). */
#include "ts-i18n.h"

#include <string.h>

#include "ts-imported-plays.h"
#include "ts-stats-private.h"

/* A CSV field: quoted when it must be; a name that a spreadsheet would take for a formula
 * (=, +, -, @) gets a leading apostrophe, so that opening the file runs nothing. */
static void
append_field (GString    *out,
              const char *text)
{
  gboolean formula = text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@';

  if (!formula && strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  if (formula)
    g_string_append_c (out, '\'');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* The game a play is from (docs/file-format.md, "Plays as CSV"): its record's file name
 * without ".json". Tableside names a game's file once, when the game is set up
 * ("carcassonne-2026-11-20-201500", "-2" after it for a second game set up in the same
 * second), and never renames it; the games folder holds one file of a name. So two games of
 * one day differ, and a game keeps its id in every export. A name that is not UTF-8 has its
 * bytes URI-escaped after a "/" (no file name holds one), as the saved-games index keys it. */
char *
ts_stats_dup_play_id (TsRecordInfo *info)
{
  g_autofree char *name = NULL;
  size_t length;

  g_return_val_if_fail (TS_IS_RECORD_INFO (info), NULL);

  /* An imported play: its source's id after "/bgstats/" (no file name holds a "/"). */
  if (ts_imported_plays_info_get_id (info) != NULL)
    {
      const char *id = ts_imported_plays_info_get_id (info);
      g_autofree char *escaped = g_uri_escape_string (id, NULL, FALSE);

      return g_strconcat ("/bgstats/", escaped, NULL);
    }
  name = g_file_get_basename (ts_record_info_get_file (info));
  if (name == NULL)
    return g_strdup ("");
  length = strlen (name);
  if (g_str_has_suffix (name, ".json") && length > strlen (".json"))
    name[length - strlen (".json")] = '\0';
  if (g_utf8_validate (name, -1, NULL))
    return g_steal_pointer (&name);
  {
    g_autofree char *escaped = g_uri_escape_bytes ((const guint8 *) name, strlen (name), NULL);

    return g_strconcat ("/", escaped, NULL);
  }
}

char *
ts_stats_dup_csv (TsStats *self)
{
  GString *out = g_string_new ("date,game,name,person,score,position,won,play\r\n");

  g_return_val_if_fail (TS_IS_STATS (self), NULL);

  for (guint i = 0; i < self->plays->len; i++)
    {
      const Play *play = &g_array_index (self->plays, Play, i);
      g_autoptr(GDateTime) time = NULL;
      g_autofree char *date = NULL;

      if (!play->finished)
        continue;
      time = g_date_time_new_from_unix_local (ts_record_info_get_created (play->info));
      date = time != NULL ? g_date_time_format (time, "%Y-%m-%d") : g_strdup ("");
      g_string_append_printf (out, "%s,%s,", date, ts_record_info_get_game_id (play->info));
      append_field (out, play->who->name);
      g_string_append_c (out, ',');
      append_field (out, play->who->id);
      g_autofree char *id = ts_stats_dup_play_id (play->info);

      /* An imported play's player whose score BG Stats did not have: an empty score. */
      if (play->scored)
        g_string_append_printf (out, ",%d,%u,%s,", play->score, play->position,
                                play->won ? "true" : "false");
      else
        g_string_append_printf (out, ",,%u,%s,", play->position, play->won ? "true" : "false");
      append_field (out, id);
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

static void
add_double (JsonBuilder *builder,
            const char  *member,
            double       value)
{
  json_builder_set_member_name (builder, member);
  /* Two decimals are all a table needs, and keep the output stable across machines. */
  json_builder_add_double_value (builder, (double) (gint64) (value * 100 + (value < 0 ? -0.5 : 0.5)) / 100);
}

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_player (JsonBuilder         *builder,
            const TsStatsPlayer *player)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, player->name);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, player->id);
  add_int (builder, "plays", player->plays);
  add_int (builder, "wins", player->wins);
  add_int (builder, "in-progress", player->in_progress);
  if (player->score_only > 0)
    add_int (builder, "score-only", player->score_only);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  for (guint i = 0; i < player->games->len; i++)
    {
      const TsStatsPlayerGame *game = player->games->pdata[i];

      json_builder_set_member_name (builder, game->module->id);
      json_builder_begin_object (builder);
      add_int (builder, "plays", game->plays);
      add_int (builder, "wins", game->wins);
      add_int (builder, "in-progress", game->in_progress);
      if (game->score_only > 0)
        add_int (builder, "score-only", game->score_only);
      if (game->scored > 0)
        {
          add_int (builder, "best", game->best);
          add_double (builder, "average", game->average);
          add_int (builder, "last", game->last);
        }
      if (game->plays > game->score_only)
        {
          json_builder_set_member_name (builder, "points");
          json_builder_begin_object (builder);
          for (guint k = 0; k < game->shares->len; k++)
            {
              const TsStatsShare *share = game->shares->pdata[k];

              add_double (builder, share->category, share->average);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
}

static void
add_game (JsonBuilder       *builder,
          const TsStatsGame *game)
{
  json_builder_set_member_name (builder, game->module->id);
  json_builder_begin_object (builder);
  add_int (builder, "plays", game->plays + game->in_progress);
  add_int (builder, "finished", game->plays);
  add_int (builder, "in-progress", game->in_progress);
  if (game->score_only > 0)
    add_int (builder, "score-only", game->score_only);
  json_builder_set_member_name (builder, "player-counts");
  json_builder_begin_object (builder);
  for (guint n = 0; n < G_N_ELEMENTS (game->by_count); n++)
    if (game->by_count[n] > 0)
      {
        g_autofree char *count = g_strdup_printf ("%u", n);

        add_int (builder, count, game->by_count[n]);
      }
  json_builder_end_object (builder);
  if (game->record_game != NULL)
    {
      GFile *file = ts_record_info_get_file (game->record_game);
      g_autofree char *path = ts_record_display_name (file);
      g_autofree char *uri = g_file_get_uri (file);

      json_builder_set_member_name (builder, "record");
      json_builder_begin_object (builder);
      add_int (builder, "score", game->record);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, game->record_name);
      /* The name as text, and the URI byte for byte (a name that is not UTF-8). */
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, path);
      json_builder_set_member_name (builder, "uri");
      json_builder_add_string_value (builder, uri);
      /* A play imported with its scores only: its file is the imported plays'. */
      if (ts_imported_plays_info_get_id (game->record_game) != NULL)
        {
          json_builder_set_member_name (builder, "imported");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_end_object (builder);
    }
  if (game->plays > 0)
    add_double (builder, "average-winning", game->average_winning);
  if (game->n_timed > 0)
    add_int (builder, "median-duration", game->median_duration);
  json_builder_end_object (builder);
}

JsonNode *
ts_stats_to_json (TsStats *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (TS_IS_STATS (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->players->len; i++)
    add_player (builder, self->players->pdata[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  for (guint i = 0; i < self->game_stats->len; i++)
    add_game (builder, self->game_stats->pdata[i]);
  json_builder_end_object (builder);
  add_int (builder, "unscored", self->n_unscored);
  add_int (builder, "sheets", self->n_sheets);
  if (self->n_score_only > 0)
    add_int (builder, "score-only", self->n_score_only);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
