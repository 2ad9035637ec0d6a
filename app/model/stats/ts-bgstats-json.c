/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A BG Stats export's text from the plays gathered (ts-bgstats-write.c): the tables of games,
 * players and locations the plays name, then the plays, oldest first. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-bgstats-private.h"
#include "ts-model-people.h"

/* The tables, each name or key to its id from 1. */
typedef struct
{
  GHashTable *games;     /* module or expansion name -> id */
  GPtrArray *game_rows;  /* const char *: a module's id, or an expansion's name */
  GHashTable *players;   /* key -> id */
  GPtrArray *player_rows; /* TsImportedSeat *: the newest seat of each (anonymous: the first) */
  GHashTable *locations; /* name -> id */
  GPtrArray *location_rows;
  GHashTable *teams;     /* the modules of the games played in teams */
  guint anonymous;       /* the id of the anonymous player, 0 when nobody is */
} Tables;

static guint
row_of (GHashTable *table,
        GPtrArray  *rows,
        gpointer    key)
{
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (table, key));

  if (id == 0)
    {
      g_ptr_array_add (rows, key);
      id = rows->len;
      g_hash_table_insert (table, key, GUINT_TO_POINTER (id));
    }
  return id;
}

void
ts_bgstats_add_string (JsonBuilder *builder,
                       const char  *member,
                       const char  *value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, value);
}

void
ts_bgstats_add_int (JsonBuilder *builder,
                    const char  *member,
                    gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

void
ts_bgstats_add_bool (JsonBuilder *builder,
                     const char  *member,
                     gboolean     value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_boolean_value (builder, value);
}

char *
ts_bgstats_time (gint64 time)
{
  g_autoptr(GDateTime) local = g_date_time_new_from_unix_local (time);

  return local != NULL ? g_date_time_format (local, "%Y-%m-%d %H:%M:%S")
                       : g_strdup ("1970-01-01 00:00:00");
}

static void
add_games (JsonBuilder *builder,
           Tables      *tables,
           const char  *stamp)
{
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tables->game_rows->len; i++)
    {
      const char *key = tables->game_rows->pdata[i];
      const TsGameModule *module = ts_record_lookup_game (key);
      const TsBgStatsGame *game = ts_bgstats_game_of (module);
      const char *name = game != NULL ? game->name : module != NULL ? module->name : key;
      g_autofree char *uuid = ts_bgstats_uuid_of ("game", key);

      json_builder_begin_object (builder);
      ts_bgstats_add_int (builder, "id", i + 1);
      ts_bgstats_add_string (builder, "uuid", uuid);
      ts_bgstats_add_string (builder, "name", name);
      ts_bgstats_add_string (builder, "bggName", name);
      ts_bgstats_add_int (builder, "bggId", game != NULL ? game->bgg_id : 0);
      ts_bgstats_add_bool (builder, "highestWins", TRUE);
      ts_bgstats_add_bool (builder, "noPoints", FALSE);
      ts_bgstats_add_bool (builder, "cooperative", FALSE);
      ts_bgstats_add_bool (builder, "usesTeams", g_hash_table_contains (tables->teams, key));
      ts_bgstats_add_int (builder, "isBaseGame", module != NULL);
      ts_bgstats_add_int (builder, "isExpansion", module == NULL);
      ts_bgstats_add_string (builder, "modificationDate", stamp);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_players (JsonBuilder *builder,
             Tables      *tables,
             const char  *stamp)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tables->player_rows->len; i++)
    {
      const TsImportedSeat *seat = tables->player_rows->pdata[i];
      gboolean anonymous = i + 1 == tables->anonymous;
      g_autofree char *uuid = ts_bgstats_seat_uuid (seat, anonymous);
      g_autofree char *name = ts_bgstats_seat_name (seat, anonymous, i + 1);

      json_builder_begin_object (builder);
      ts_bgstats_add_int (builder, "id", i + 1);
      ts_bgstats_add_string (builder, "uuid", uuid);
      ts_bgstats_add_string (builder, "name", name);
      ts_bgstats_add_bool (builder, "isAnonymous", anonymous);
      ts_bgstats_add_string (builder, "modificationDate", stamp);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_locations (JsonBuilder *builder,
               Tables      *tables,
               const char  *stamp)
{
  json_builder_set_member_name (builder, "locations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tables->location_rows->len; i++)
    {
      const char *name = tables->location_rows->pdata[i];
      g_autofree char *uuid = ts_bgstats_uuid_of ("location", name);

      json_builder_begin_object (builder);
      ts_bgstats_add_int (builder, "id", i + 1);
      ts_bgstats_add_string (builder, "uuid", uuid);
      ts_bgstats_add_string (builder, "name", name);
      ts_bgstats_add_string (builder, "modificationDate", stamp);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

char *
ts_bgstats_seat_uuid (const TsImportedSeat *seat,
                      gboolean              anonymous)
{
  /* BG Stats's own uuid for a player an import brought ("bgstats-7" stands for a player the
   * export gave none: one is made, as for Tableside's own). */
  if (seat->key != NULL && !g_str_has_prefix (seat->key, "bgstats-"))
    return g_strdup (seat->key);
  return ts_bgstats_uuid_of ("person", anonymous ? "" : seat->person);
}

char *
ts_bgstats_seat_name (const TsImportedSeat *seat,
                      gboolean              anonymous,
                      guint                 number)
{
  /* Names as they are kept (issue 52): a saved game's player " " is no name to write. */
  char *name = anonymous ? NULL : ts_player_name_normalize (seat->name, NULL);

  if (anonymous)
    /* Translators: the one player of a BG Stats export who stands for anyone unnamed */
    return g_strdup (_("Anonymous player"));
  if (name == NULL)
    name = g_strdup_printf (_("Unnamed player %u"), number);
  return name;
}

gint64
ts_bgstats_duration_min (const TsImportedPlay *play)
{
  /* BG Stats keeps minutes; a game under half a minute is one of no known length. */
  return play->duration >= 0 ? (play->duration + 30) / 60 : 0;
}

guint
ts_bgstats_play_rank (const TsImportedPlay *play,
                      guint                 i)
{
  const TsImportedSeat *me = &play->seats[i];
  guint position = 1;

  for (guint j = 0; j < play->n_seats; j++)
    {
      const TsImportedSeat *other = &play->seats[j];

      if (other->scored && me->scored)
        position += other->score > me->score
                    || (other->score == me->score && other->winner && !me->winner);
      else
        position += other->winner && !me->winner;
    }
  return position;
}

static void
add_play (JsonBuilder          *builder,
          Tables               *tables,
          const TsImportedPlay *play)
{
  g_autofree char *date = ts_bgstats_time (play->time);
  g_autoptr(GDateTime) local = g_date_time_new_from_unix_local (play->time);
  gboolean teams = FALSE;

  for (guint i = 0; i < play->n_seats; i++)
    teams |= play->seats[i].team != NULL;
  json_builder_begin_object (builder);
  ts_bgstats_add_string (builder, "uuid", play->id);
  ts_bgstats_add_int (builder, "gameRefId",
           GPOINTER_TO_UINT (g_hash_table_lookup (tables->games, (gpointer) play->module->id)));
  ts_bgstats_add_string (builder, "playDate", date);
  ts_bgstats_add_int (builder, "playDateYmd",
           local != NULL ? g_date_time_get_year (local) * 10000
                               + g_date_time_get_month (local) * 100
                               + g_date_time_get_day_of_month (local)
                         : 19700101);
  ts_bgstats_add_string (builder, "entryDate", date);
  ts_bgstats_add_string (builder, "modificationDate", date);
  ts_bgstats_add_int (builder, "durationMin", ts_bgstats_duration_min (play));
  ts_bgstats_add_bool (builder, "ignored", FALSE);
  ts_bgstats_add_bool (builder, "manualWinner", FALSE);
  ts_bgstats_add_bool (builder, "usesTeams", teams);
  ts_bgstats_add_int (builder, "rounds", 0);
  ts_bgstats_add_int (builder, "scoringSetting", 0);
  ts_bgstats_add_string (builder, "board", "");
  if (play->location != NULL)
    ts_bgstats_add_int (builder, "locationRefId",
             GPOINTER_TO_UINT (g_hash_table_lookup (tables->locations, play->location)));
  json_builder_set_member_name (builder, "expansionPlays");
  json_builder_begin_array (builder);
  for (guint k = 0; k < play->expansions->len; k++)
    {
      json_builder_begin_object (builder);
      ts_bgstats_add_int (builder, "gameRefId",
               GPOINTER_TO_UINT (g_hash_table_lookup (tables->games, play->expansions->pdata[k])));
      ts_bgstats_add_int (builder, "bggId", 0);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "playerScores");
  json_builder_begin_array (builder);
  for (guint i = 0; i < play->n_seats; i++)
    {
      const TsImportedSeat *seat = &play->seats[i];
      g_autofree char *score = seat->scored ? g_strdup_printf ("%d", seat->score) : g_strdup ("");

      json_builder_begin_object (builder);
      ts_bgstats_add_int (builder, "playerRefId",
               *seat->person != '\0'
                   ? GPOINTER_TO_UINT (g_hash_table_lookup (tables->players, seat->person))
                   : tables->anonymous);
      ts_bgstats_add_string (builder, "score", score);
      ts_bgstats_add_bool (builder, "winner", seat->winner);
      ts_bgstats_add_bool (builder, "newPlayer", FALSE);
      ts_bgstats_add_bool (builder, "startPlayer", seat->start);
      ts_bgstats_add_int (builder, "seatOrder", seat->seat);
      ts_bgstats_add_int (builder, "rank", ts_bgstats_play_rank (play, i));
      ts_bgstats_add_string (builder, "role", "");
      if (teams)
        ts_bgstats_add_string (builder, "team", seat->team != NULL ? seat->team : "");
      if (*seat->person == '\0')
        {
          /* A blank one is left out: the reader takes the anonymous player's name. */
          g_autofree char *name = ts_player_name_normalize (seat->name, NULL);

          if (name != NULL)
            ts_bgstats_add_string (builder, "anonymousName", name);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static int
compare_plays (gconstpointer a,
               gconstpointer b)
{
  const TsImportedPlay *x = *(TsImportedPlay **) a, *y = *(TsImportedPlay **) b;

  if (x->time != y->time)
    return x->time < y->time ? -1 : 1;
  return strcmp (x->id, y->id);
}

/* The tables the plays name, each in the order first met (the plays oldest first); a player
 * under the name of their newest play, and the uuid BG Stats gave them when an import did. */
static void
fill_tables (Tables    *tables,
             GPtrArray *plays)
{
  for (guint p = 0; p < plays->len; p++)
    {
      const TsImportedPlay *play = plays->pdata[p];

      row_of (tables->games, tables->game_rows, (gpointer) play->module->id);
      for (guint i = 0; i < play->n_seats; i++)
        if (play->seats[i].team != NULL)
          g_hash_table_add (tables->teams, (gpointer) play->module->id);
      for (guint k = 0; k < play->expansions->len; k++)
        row_of (tables->games, tables->game_rows, play->expansions->pdata[k]);
      if (play->location != NULL)
        row_of (tables->locations, tables->location_rows, play->location);
      for (guint i = 0; i < play->n_seats; i++)
        {
          TsImportedSeat *seat = &play->seats[i];
          guint id;

          if (*seat->person == '\0')
            {
              if (tables->anonymous == 0)
                {
                  g_ptr_array_add (tables->player_rows, seat);
                  tables->anonymous = tables->player_rows->len;
                }
              continue;
            }
          id = GPOINTER_TO_UINT (g_hash_table_lookup (tables->players, seat->person));
          if (id == 0)
            {
              g_ptr_array_add (tables->player_rows, seat);
              g_hash_table_insert (tables->players, seat->person,
                                   GUINT_TO_POINTER (tables->player_rows->len));
              continue;
            }
          {
            const TsImportedSeat *kept = tables->player_rows->pdata[id - 1];

            /* The newest name; a uuid from BG Stats wins over one made up. */
            if (kept->key != NULL && seat->key == NULL)
              seat->key = g_strdup (kept->key);
            tables->player_rows->pdata[id - 1] = seat;
          }
        }
    }
}

char *
ts_bgstats_out_to_text (TsBgStatsOut *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d %H:%M:%S");
  Tables tables = { 0 };

  g_return_val_if_fail (self != NULL, NULL);

  /* Sorted, borrowed: the copy frees none of them. */
  plays = g_ptr_array_copy (self->plays, NULL, NULL);
  g_ptr_array_set_free_func (plays, NULL);
  g_ptr_array_sort (plays, compare_plays);
  tables.games = g_hash_table_new (g_str_hash, g_str_equal);
  tables.game_rows = g_ptr_array_new ();
  tables.players = g_hash_table_new (g_str_hash, g_str_equal);
  tables.player_rows = g_ptr_array_new ();
  tables.locations = g_hash_table_new (g_str_hash, g_str_equal);
  tables.location_rows = g_ptr_array_new ();
  tables.teams = g_hash_table_new (g_str_hash, g_str_equal);
  fill_tables (&tables, plays);

  json_builder_begin_object (builder);
  ts_bgstats_add_string (builder, "about", "Tableside " PACKAGE_VERSION);
  add_games (builder, &tables, stamp);
  add_players (builder, &tables, stamp);
  add_locations (builder, &tables, stamp);
  json_builder_set_member_name (builder, "plays");
  json_builder_begin_array (builder);
  for (guint p = 0; p < plays->len; p++)
    add_play (builder, &tables, plays->pdata[p]);
  json_builder_end_array (builder);
  /* No "meRefId": Tableside does not know which player owns the phone BG Stats runs on. */
  json_builder_set_member_name (builder, "userInfo");
  json_builder_begin_object (builder);
  ts_bgstats_add_string (builder, "exportDate", stamp);
  ts_bgstats_add_string (builder, "appVersion", "Tableside " PACKAGE_VERSION);
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  g_hash_table_unref (tables.games);
  g_ptr_array_unref (tables.game_rows);
  g_hash_table_unref (tables.players);
  g_ptr_array_unref (tables.player_rows);
  g_hash_table_unref (tables.locations);
  g_ptr_array_unref (tables.location_rows);
  g_hash_table_unref (tables.teams);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

char *
ts_bgstats_write (GListModel      *infos,
                  TsImportedPlays *imported,
                  TsPeople        *people,
                  guint           *n_plays)
{
  g_autoptr(TsBgStatsOut) out = ts_bgstats_out_new (infos, imported, people);

  if (n_plays != NULL)
    *n_plays = ts_bgstats_out_get_n_plays (out);
  ts_bgstats_out_read_records (out);
  return ts_bgstats_out_to_text (out);
}
