/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A finished game as BG Stats's link for a play pushed from another app: the play the export
 * writes for that game (ts-bgstats-write.c makes it, from the match's record as its file
 * holds it), in the link's own JSON, which has only the members BG Stats documents for it. */
#include "ts-i18n.h"

#include "ts-bgstats-link.h"
#include "ts-bgstats-private.h"
#include "ts-model-record.h"
#include "ts-model-games.h"

/* The link's ids are short (a QR code of five players stays scannable): the start of the
 * export's uuid for the same game or person, so each stays the same from one link to the
 * next and BG Stats remembers what it was matched to. */
#define SHORT_ID_LENGTH 8

static char *
short_id (char *uuid)
{
  g_autofree char *owned = uuid;

  return g_strndup (owned, SHORT_ID_LENGTH);
}

/* The link has no member for expansions: they are said in its comments. */
static char *
comments_of (const TsImportedPlay *play)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint k = 0; k < play->expansions->len; k++)
    {
      if (out->len > 0)
        g_string_append_c (out, ' ');
      /* Translators: the comment of a play handed to BG Stats by QR code; %s is the name of
       * an expansion it was played with, in English as BG Stats names it */
      g_string_append_printf (out, _("Played with %s."), (char *) play->expansions->pdata[k]);
    }
  return g_strdup (out->str);
}

static void
add_game (JsonBuilder          *builder,
          const TsImportedPlay *play)
{
  const TsBgStatsGame *game = ts_bgstats_game_of (play->module);
  g_autofree char *id = short_id (ts_bgstats_uuid_of ("game", play->module->id));

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  /* 0 where the export writes 0: an id not known for sure (BG Stats matches by name). */
  ts_bgstats_add_int (builder, "bggId", game != NULL ? game->bgg_id : 0);
  ts_bgstats_add_bool (builder, "highestWins", TRUE);
  ts_bgstats_add_string (builder, "name", game != NULL ? game->name : play->module->name);
  ts_bgstats_add_bool (builder, "noPoints", FALSE);
  ts_bgstats_add_string (builder, "sourceGameId", id);
  json_builder_end_object (builder);
}

static void
add_players (JsonBuilder          *builder,
             const TsImportedPlay *play)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < play->n_seats; i++)
    {
      const TsImportedSeat *seat = &play->seats[i];
      g_autofree char *name = ts_bgstats_seat_name (seat, FALSE, i + 1);
      g_autofree char *id = short_id (ts_bgstats_seat_uuid (seat, FALSE));

      json_builder_begin_object (builder);
      ts_bgstats_add_bool (builder, "startPlayer", seat->start);
      ts_bgstats_add_string (builder, "name", name);
      ts_bgstats_add_int (builder, "rank", ts_bgstats_play_rank (play, i));
      ts_bgstats_add_string (builder, "role", "");
      ts_bgstats_add_int (builder, "score", seat->score);
      ts_bgstats_add_string (builder, "sourcePlayerId", id);
      ts_bgstats_add_bool (builder, "winner", seat->winner);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The play's JSON in the order of BG Stats's example. No "location": a saved game has none
 * (the export writes none either); no team: the link has no member for it. */
static char *
play_json (const TsImportedPlay *play)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *comments = comments_of (play);
  g_autofree char *date = ts_bgstats_time (play->time);

  json_builder_begin_object (builder);
  ts_bgstats_add_string (builder, "board", "");
  ts_bgstats_add_int (builder, "durationMin", ts_bgstats_duration_min (play));
  ts_bgstats_add_string (builder, "comments", comments);
  add_game (builder, play);
  ts_bgstats_add_string (builder, "playDate", date);
  add_players (builder, play);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/**
 * ts_bgstats_play_link_for_people:
 * @people: (nullable): who the players are, as the statistics name them; NULL names them as
 *   the record does
 *
 * The link that hands @match's finished game to BG Stats: the play the BG Stats export
 * writes for it, as `https://app.bgstatsapp.com/createPlay.html?data=` and its JSON,
 * URL-encoded. A game in progress, or one whose replay stops, is refused with
 * %TS_BGSTATS_ERROR_NOT_FINISHED.
 */
char *
ts_bgstats_play_link_for_people (TsMatch  *match,
                                 TsPeople *people,
                                 GError  **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(TsImportedPlay) play = NULL;
  g_autofree char *name = NULL;
  g_autofree char *json = NULL;
  g_autofree char *escaped = NULL;
  GFile *file;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  g_return_val_if_fail (people == NULL || TS_IS_PEOPLE (people), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ts_match_get_finished (match))
    {
      g_set_error_literal (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_NOT_FINISHED,
                           _("This game is not over yet: BG Stats takes a play once it is "
                             "finished."));
      return NULL;
    }
  /* The record as its file holds it, read as the export reads a saved game. */
  file = ts_match_get_file (match);
  name = file != NULL ? ts_record_display_name (file) : ts_match_dup_title (match);
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  data = g_bytes_get_data (bytes, &length);
  root = ts_record_parse (data, length, name, error);
  if (root == NULL)
    return NULL;
  info = _ts_record_info_new_for_root (root, file, name, error);
  if (info == NULL)
    return NULL;
  play = ts_bgstats_saved_play (info, NULL, people);
  if (play == NULL)
    {
      g_set_error_literal (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_NOT_FINISHED,
                           _("This game cannot be handed to BG Stats: its record needs "
                             "attention."));
      return NULL;
    }
  /* Who started, the teams, the expansion: found by the info's reading, as for the export. */
  ts_bgstats_play_add_facts (play, &info->facts);
  json = play_json (play);
  /* Everything escaped but what a query may hold as it is (RFC 3986) and no query parser
   * splits on: ":" and "," unescaped keep the QR code two versions smaller. */
  escaped = g_uri_escape_string (json, "!*'():,", FALSE);
  return g_strconcat (TS_BGSTATS_LINK_PREFIX, escaped, NULL);
}

/**
 * ts_bgstats_play_link:
 *
 * As ts_bgstats_play_link_for_people(), the players named as the record names them.
 */
char *
ts_bgstats_play_link (TsMatch  *match,
                      GError  **error)
{
  return ts_bgstats_play_link_for_people (match, NULL, error);
}
