/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A BG Stats export's plays (ts-bgstats.c reads its tables first): a play of the four games
 * becomes an imported play with its scores only; plays of other games, plays BG Stats
 * ignores, with nobody or too many players are counted and left out. */
#include "ts-i18n.h"

#include <stdio.h>
#include <string.h>

#include "ts-bgstats-private.h"
#include "ts-json-read.h"
#include "ts-model-people.h"
#include "ts-model-record.h"

/* "2024-03-01 20:15:00" (BG Stats), or with a "T", or a day alone: local time. */
static gboolean
parse_date (const char *text,
            gint64     *out)
{
  int year, month, day, hour = 0, minute = 0, second = 0, n;
  char separator = ' ', end = '\0';
  g_autoptr(GDateTime) time = NULL;

  if (text == NULL)
    return FALSE;
  n = sscanf (text, "%4d-%2d-%2d%c%2d:%2d:%2d%c", &year, &month, &day, &separator, &hour,
              &minute, &second, &end);
  if (n != 3 && n != 7)
    {
      /* An ISO 8601 time with its zone. */
      g_autoptr(GDateTime) iso = g_date_time_new_from_iso8601 (text, NULL);

      if (iso == NULL)
        return FALSE;
      *out = g_date_time_to_unix (iso);
      return TRUE;
    }
  if (n == 7 && separator != ' ' && separator != 'T')
    return FALSE;
  time = g_date_time_new_local (year, month, day, hour, minute, second);
  if (time == NULL)
    return FALSE;
  *out = g_date_time_to_unix (time);
  return TRUE;
}

/* A score as BG Stats writes it: a string ("131", "" for none), sometimes a number. */
typedef enum
{
  SCORE_NONE,
  SCORE_WHOLE,
  SCORE_FRACTION,
  SCORE_BAD,
} ScoreKind;

static ScoreKind
parse_score (JsonNode *node,
             int      *score)
{
  g_autofree char *text = NULL;
  gint64 value;
  char *end = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return SCORE_NONE;
  if (json_node_get_value_type (node) == G_TYPE_INT64 || json_node_get_value_type (node) == G_TYPE_DOUBLE)
    {
      if (!ts_json_read_int (node, G_MININT, G_MAXINT, &value))
        return json_node_get_value_type (node) == G_TYPE_DOUBLE ? SCORE_FRACTION : SCORE_BAD;
      *score = value;
      return SCORE_WHOLE;
    }
  if (json_node_get_value_type (node) != G_TYPE_STRING)
    return SCORE_BAD;
  text = g_strstrip (g_strdup (json_node_get_string (node)));
  if (*text == '\0')
    return SCORE_NONE;
  value = g_ascii_strtoll (text, &end, 10);
  if (end != text && *end == '\0' && value >= G_MININT && value <= G_MAXINT
      && (g_ascii_isdigit (text[0]) || ((text[0] == '-' || text[0] == '+') && text[1] != '\0')))
    {
      *score = value;
      return SCORE_WHOLE;
    }
  g_ascii_strtod (text, &end);
  return end != text && *end == '\0' ? SCORE_FRACTION : SCORE_BAD;
}

/* A team as BG Stats writes it: a string, sometimes a number; NULL for none. */
static gboolean
parse_team (JsonNode  *node,
            char     **team)
{
  *team = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    *team = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  else if (json_node_get_value_type (node) == G_TYPE_STRING)
    *team = *json_node_get_string (node) != '\0' ? g_strdup (json_node_get_string (node)) : NULL;
  else
    return FALSE;
  return TRUE;
}

/* How a play is named in a message: its number in the file, its game and day. */
static char *
play_words (guint               number,
            const TsGameModule *module,
            const char         *date)
{
  if (module == NULL)
    /* Translators: a play of a BG Stats export in a message; %u counts from 1 */
    return g_strdup_printf (_("play %u"), number);
  /* Translators: a play of a BG Stats export in a message: its number from 1, its game, the
   * day it was played as the file gives it */
  return g_strdup_printf (_("play %u (%s, %s)"), number, _(module->name),
                          date != NULL ? date : "?");
}

/* What a member should be, in a refusal (“… is not true or false”). */
static const char *
kind_of (const char *member)
{
  if (g_str_equal (member, "winner") || g_str_equal (member, "startPlayer")
      || g_str_equal (member, "ignored") || g_str_equal (member, "usesTeams"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
    return _("true or false");
  if (g_str_equal (member, "score"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
    return _("a number, or a number as text");
  if (g_str_equal (member, "seatOrder") || g_str_equal (member, "locationRefId"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
    return _("a whole number");
  if (g_str_equal (member, "durationMin"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
    return _("a whole number of minutes from 0 to 10080 (a week)");
  if (g_str_equal (member, "team"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
    return _("text or a whole number");
  if (g_str_equal (member, "playerScores"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
    return _("a list of players");
  if (g_str_equal (member, "expansionPlays"))
    /* Translators: what a member of a BG Stats export should be, in “… is not %s”; keep
     * “gameRefId” as it is */
    return _("a list of games by their “gameRefId”");
  /* Translators: what a member of a BG Stats export should be, in “… is not %s” */
  return _("text");
}

/* A seat of a kept play from its "playerScores" item; FALSE with the member that is wrong
 * (*@named set once "playerRefId" is read). */
static gboolean
read_seat (TsBgStatsReader *reader,
           JsonObject     *score,
           gboolean        teams,
           TsImportedSeat *seat,
           gint64         *order,
           TsBgStatsNamed **named,
           const char    **odd)
{
  gint64 id = 0;
  const char *anonymous_name = NULL;
  int value = 0;

  *odd = "playerRefId";
  if (!ts_json_read_int_member (score, "playerRefId", G_MININT32, G_MAXINT32, G_MININT64, &id)
      || (*named = g_hash_table_lookup (reader->players, GINT_TO_POINTER ((int) id))) == NULL)
    return FALSE;
  switch (parse_score (json_object_get_member (score, "score"), &value))
    {
    case SCORE_WHOLE:
      seat->scored = TRUE;
      seat->score = value;
      break;
    case SCORE_FRACTION:
      reader->out->n_fractions++;
      break;
    case SCORE_BAD:
      *odd = "score";
      return FALSE;
    case SCORE_NONE:
    default:
      break;
    }
  *odd = "winner";
  if (!ts_json_read_bool_member (score, "winner", FALSE, &seat->winner))
    return FALSE;
  *odd = "startPlayer";
  if (!ts_json_read_bool_member (score, "startPlayer", FALSE, &seat->start))
    return FALSE;
  *odd = "seatOrder";
  if (!ts_json_read_int_member (score, "seatOrder", 0, G_MAXINT32, 0, order))
    return FALSE;
  *odd = "team";
  if (teams && !parse_team (json_object_get_member (score, "team"), &seat->team))
    return FALSE;
  *odd = "anonymousName";
  if (!ts_bgstats_optional_string (score, "anonymousName", &anonymous_name))
    return FALSE;
  *odd = NULL;
  if ((*named)->anonymous)
    {
      /* One anonymous player stands for anyone BG Stats was not told the name of: a seat
       * of no person, under the name the play gave it, as names are kept (a blank one: the
       * anonymous player's own). */
      seat->name = ts_player_name_normalize (anonymous_name, NULL);
      if (seat->name == NULL)
        seat->name = g_strdup ((*named)->name);
      seat->person = g_strdup ("");
    }
  else
    {
      seat->name = g_strdup ((*named)->name);
      seat->person = g_strdup ("");
      seat->key = (*named)->uuid != NULL && *(*named)->uuid != '\0'
                      ? g_strdup ((*named)->uuid)
                      : g_strdup_printf ("bgstats-%" G_GINT64_FORMAT, id);
    }
  return TRUE;
}

static int
compare_orders (gconstpointer a,
                gconstpointer b,
                gpointer      data)
{
  const gint64 *orders = data;
  guint x = *(const guint *) a, y = *(const guint *) b;

  return orders[x] < orders[y] ? -1 : orders[x] > orders[y];
}

/* The seats in their seat order when every seat has a place of its own, else as listed. */
static void
order_seats (TsImportedPlay *play,
             const gint64   *orders)
{
  g_autofree guint *index = g_new (guint, play->n_seats);
  g_autofree TsImportedSeat *seats = NULL;

  for (guint i = 0; i < play->n_seats; i++)
    {
      index[i] = i;
      for (guint j = 0; j < i; j++)
        if (orders[i] <= 0 || orders[j] == orders[i])
          return;
    }
  if (orders[0] <= 0)
    return;
  g_qsort_with_data (index, play->n_seats, sizeof (guint), compare_orders, (gpointer) orders);
  seats = g_memdup2 (play->seats, sizeof (TsImportedSeat) * play->n_seats);
  for (guint i = 0; i < play->n_seats; i++)
    {
      play->seats[i] = seats[index[i]];
      play->seats[i].seat = i + 1;
    }
}

/* The play's id: its uuid, else one made from its text, so that importing it again finds it. */
static char *
play_id (JsonObject *play,
         const char *uuid)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  g_autofree char *sum = NULL;

  if (uuid != NULL && *uuid != '\0')
    return g_strdup (uuid);
  node = json_node_init_object (json_node_alloc (), play);
  text = json_to_string (node, FALSE);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA1, text, -1);
  return g_strconcat ("bgstats-", sum, NULL);
}

/* “in play 3 (Carcassonne, …), “ignored” is not true or false” */
static gboolean
refuse_member (TsBgStatsReader *reader,
               GError         **error,
               const char      *words,
               const char      *member)
{
  return ts_bgstats_refuse (reader, error,
                            /* Translators: the end of “FILE cannot be imported: …”: a play
                             * (“play 3 (Carcassonne, 2024-03-01 20:15:00)”), a member of the
                             * file as it is, then what it should be (“true or false”) */
                            _("in %s, “%s” is not %s"), words, member, kind_of (member));
}

static void
skip_other (TsBgStatsReader *reader,
            const char *game)
{
  TsBgStatsSkipped *skipped = g_hash_table_lookup (reader->skipped, game);

  if (skipped == NULL)
    {
      skipped = g_new0 (TsBgStatsSkipped, 1);
      skipped->name = g_strdup (game);
      g_hash_table_insert (reader->skipped, skipped->name, skipped);
      g_ptr_array_add (reader->out->other_games, skipped);
    }
  skipped->count++;
  reader->out->n_other++;
}

/* The expansions a play names, by name. */
static gboolean
read_expansions (TsBgStatsReader *reader,
                 JsonObject     *object,
                 TsImportedPlay *play)
{
  JsonNode *node = json_object_get_member (object, "expansionPlays");
  JsonArray *array;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      JsonObject *expansion = JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL;
      gint64 id = 0;
      JsonObject *game;
      const char *name = NULL;

      if (expansion == NULL
          || !ts_json_read_int_member (expansion, "gameRefId", G_MININT32, G_MAXINT32, 0, &id))
        return FALSE;
      game = g_hash_table_lookup (reader->games, GINT_TO_POINTER ((int) id));
      if (game != NULL && ts_bgstats_optional_string (game, "name", &name) && name != NULL)
        g_ptr_array_add (play->expansions, g_strdup (name));
    }
  return TRUE;
}

gboolean
ts_bgstats_read_play (TsBgStatsReader *reader,
                      JsonNode        *node,
                      guint            number,
                      GError         **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *date = NULL, *uuid = NULL, *name = NULL, *bgg_name = NULL, *odd = NULL;
  gint64 game_id = 0, bgg_id = 0, minutes = 0, location = 0;
  gboolean ignored = FALSE, teams = FALSE;
  g_autoptr(TsImportedPlay) play = NULL;
  g_autofree char *words = NULL;
  g_autofree gint64 *orders = NULL;
  g_autofree TsBgStatsNamed **who = NULL;
  const TsGameModule *module;
  JsonObject *game;
  JsonArray *scores;

  if (object == NULL)
    /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1 */
    return ts_bgstats_refuse (reader, error, _("play %u of its list is not a play"), number);
  if (!ts_json_read_int_member (object, "gameRefId", G_MININT32, G_MAXINT32, G_MININT64, &game_id)
      || (game = g_hash_table_lookup (reader->games, GINT_TO_POINTER ((int) game_id))) == NULL)
    /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1; keep
     * “gameRefId” as it is */
    return ts_bgstats_refuse (reader, error, _("play %u names a game that is not in its list "
                                               "of games (its “gameRefId”)"),
                              number);
  ts_bgstats_optional_string (game, "name", &name);
  if (!ts_bgstats_optional_string (game, "bggName", &bgg_name)
      || !ts_json_read_int_member (game, "bggId", G_MININT64, G_MAXINT64, 0, &bgg_id))
    bgg_id = 0;
  module = ts_bgstats_lookup_game (name, bgg_id);
  if (module == NULL && bgg_name != NULL)
    module = ts_bgstats_lookup_game (bgg_name, 0);
  ts_bgstats_optional_string (object, "playDate", &date);
  words = play_words (number, module, date);
  if (module == NULL)
    {
      skip_other (reader, name != NULL && *name != '\0' ? name : "?");
      return TRUE;
    }
  if (!ts_json_read_bool_member (object, "ignored", FALSE, &ignored))
    odd = "ignored";
  else if (ignored)
    {
      reader->out->n_ignored++;
      return TRUE;
    }
  else if (!ts_bgstats_optional_string (object, "uuid", &uuid))
    odd = "uuid";
  else if (!ts_json_read_int_member (object, "durationMin", 0, 7 * 24 * 60, 0, &minutes))
    odd = "durationMin";
  else if (!ts_json_read_int_member (object, "locationRefId", G_MININT32, G_MAXINT32, 0,
                                     &location))
    odd = "locationRefId";
  else if (!ts_json_read_bool_member (object, "usesTeams", FALSE, &teams))
    odd = "usesTeams";
  else if (json_object_get_member (object, "playerScores") == NULL
           || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "playerScores")))
    odd = "playerScores";
  if (odd != NULL)
    return refuse_member (reader, error, words, odd);
  scores = json_object_get_array_member (object, "playerScores");
  if (json_array_get_length (scores) == 0)
    {
      reader->out->n_no_players++;
      return TRUE;
    }
  if (json_array_get_length (scores) > TS_IMPORTED_MAX_SEATS)
    {
      reader->out->n_too_many++;
      return TRUE;
    }

  play = ts_imported_play_new (json_array_get_length (scores));
  play->module = module;
  play->id = play_id (object, uuid);
  if (g_hash_table_contains (reader->play_ids, play->id) && uuid != NULL && *uuid != '\0')
    /* Translators: the end of “FILE cannot be imported: …”: a play, then its id; keep “uuid”
     * as it is */
    return ts_bgstats_refuse (reader, error, _("%s has the “uuid” “%s” of an earlier play"),
                              words, play->id);
  if (g_hash_table_contains (reader->play_ids, play->id))
    /* Translators: the end of “FILE cannot be imported: …”: a play; keep “uuid” as it is */
    return ts_bgstats_refuse (reader, error, _("%s has no “uuid”, and its members are those "
                                               "of an earlier play"),
                              words);
  if (!parse_date (date, &play->time))
    /* Translators: the end of “FILE cannot be imported: …”; %s is a play */
    return ts_bgstats_refuse (reader, error, _("%s has no day it was played (“playDate”)"), words);
  play->duration = minutes > 0 ? minutes * 60 : -1;
  if (location != 0 && g_hash_table_lookup (reader->locations, GINT_TO_POINTER ((int) location)))
    play->location = g_strdup (g_hash_table_lookup (reader->locations,
                                                    GINT_TO_POINTER ((int) location)));
  if (play->location != NULL && *play->location == '\0')
    g_clear_pointer (&play->location, g_free);
  if (!read_expansions (reader, object, play))
    return refuse_member (reader, error, words, "expansionPlays");
  orders = g_new0 (gint64, play->n_seats);
  who = g_new0 (TsBgStatsNamed *, play->n_seats);
  for (guint i = 0; i < play->n_seats; i++)
    {
      JsonNode *item = json_array_get_element (scores, i);

      if (!JSON_NODE_HOLDS_OBJECT (item))
        /* Translators: the end of “FILE cannot be imported: …”: a play, then a player's
         * number in it, from 1; keep “playerScores” as it is */
        return ts_bgstats_refuse (reader, error, _("in %s, player %u of its “playerScores” is "
                                                   "not a player"),
                                  words, i + 1);
      if (!read_seat (reader, json_node_get_object (item), teams, &play->seats[i], &orders[i],
                      &who[i], &odd))
        {
          if (g_str_equal (odd, "playerRefId"))
            /* Translators: the end of “FILE cannot be imported: …”: a play, then a player's
             * number in it, from 1; keep “playerRefId” as it is */
            return ts_bgstats_refuse (reader, error, _("%s names as its player %u someone who "
                                                       "is not in its list of players (its "
                                                       "“playerRefId”)"),
                                      words, i + 1);
          return ts_bgstats_refuse (reader, error,
                                    /* Translators: the end of “FILE cannot be imported: …”:
                                     * a play, a member of the file as it is, a player's
                                     * number in the play (from 1) and name, then what the
                                     * member should be (“true or false”) */
                                    _("in %s, the “%s” of player %u (%s) is not %s"), words, odd,
                                    i + 1, who[i]->name, kind_of (odd));
        }
      for (guint j = 0; j < i; j++)
        if (who[j] == who[i] && !who[i]->anonymous)
          /* Translators: the end of “FILE cannot be imported: …”: a play, then a name; keep
           * “playerScores” as it is */
          return ts_bgstats_refuse (reader, error, _("%s lists %s twice in its “playerScores”"),
                                    words, who[i]->name);
    }
  /* The players the review lists: each named one once, with their plays. */
  for (guint i = 0; i < play->n_seats; i++)
    if (!who[i]->anonymous)
      {
        if (who[i]->kept == NULL)
          {
            who[i]->kept = g_new0 (TsBgStatsPlayer, 1);
            who[i]->kept->name = g_strdup (who[i]->name);
            who[i]->kept->key = g_strdup (play->seats[i].key);
          }
        who[i]->kept->n_plays++;
      }
  order_seats (play, orders);
  g_hash_table_add (reader->play_ids, play->id);
  g_ptr_array_add (reader->out->plays, g_steal_pointer (&play));
  return TRUE;
}

