/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing a BG Stats export (docs/file-format.md, "BG Stats"): the finished saved games and
 * the imported plays as BG Stats's "games", "players", "locations" and "plays". Ids are made
 * from what they stand for, so that exporting twice gives the same uuids and BG Stats takes
 * a play it has already for the same play. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-bgstats-private.h"
#include "ts-model-record.h"
#include "ts-model-games.h"

char *
ts_bgstats_uuid_of (const char *kind,
                    const char *name)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize length = sizeof digest;

  g_checksum_update (checksum, (const guchar *) "tableside:", -1);
  g_checksum_update (checksum, (const guchar *) kind, -1);
  g_checksum_update (checksum, (const guchar *) ":", 1);
  g_checksum_update (checksum, (const guchar *) name, -1);
  g_checksum_get_digest (checksum, digest, &length);
  digest[6] = (digest[6] & 0x0f) | 0x50;
  digest[8] = (digest[8] & 0x3f) | 0x80;
  return g_strdup_printf ("%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
                          "%02x%02x%02x%02x%02x%02x",
                          digest[0], digest[1], digest[2], digest[3], digest[4], digest[5],
                          digest[6], digest[7], digest[8], digest[9], digest[10], digest[11],
                          digest[12], digest[13], digest[14], digest[15]);
}

char *
ts_bgstats_play_uuid (TsRecordInfo *info)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (TS_IS_RECORD_INFO (info), NULL);
  if (info->imported_id != NULL)
    return g_strdup (info->imported_id);
  id = ts_stats_dup_play_id (info);
  return ts_bgstats_uuid_of ("play", id);
}

/* -------------------------------------------------------------------------------------- */
/* The plays, gathered where the objects live (the main thread), written anywhere          */

/* Who a player is, as the statistics tell them apart (ts-stats.h): the key, their name. */
static char *
player_key (TsPeople    *people,
            const char  *person,
            const char  *name,
            const char **shown)
{
  const char *id = NULL;
  g_autofree char *folded = NULL;

  *shown = name;
  if (people != NULL && *person != '\0')
    id = ts_people_resolve (people, person);
  if (id == NULL && people != NULL)
    id = ts_people_find (people, name);
  if (id == NULL && *person != '\0')
    id = person;
  if (id != NULL && people != NULL && ts_people_get_name (people, id) != NULL)
    *shown = ts_people_get_name (people, id);
  if (id != NULL)
    return g_strdup (id);
  folded = ts_people_fold_name (name);
  return g_strconcat ("~", folded, NULL);
}

TsImportedPlay *
ts_bgstats_saved_play (TsRecordInfo *info,
                       TsRecordInfo *original,
                       TsPeople     *people)
{
  const TsRecordSummary *summary = info->summary;
  guint n = g_strv_length (info->players);
  TsImportedPlay *play;

  if (info->kind != TS_RECORD_INFO_GAME || info->attention != NULL || !info->finished
      || summary == NULL || summary->n_players != n || n == 0 || n > TS_IMPORTED_MAX_SEATS
      || info->imported_id != NULL || ts_record_lookup_game (info->game_id) == NULL)
    return NULL;
  play = ts_imported_play_new (n);
  /* A game kept in no file yet (a match in memory) has no id of its own. */
  if (original != NULL || info->file != NULL)
    play->id = ts_bgstats_play_uuid (original != NULL ? original : info);
  play->module = ts_record_lookup_game (info->game_id);
  play->time = info->created;
  play->duration = info->duration;
  for (guint i = 0; i < n; i++)
    {
      TsImportedSeat *seat = &play->seats[i];
      const char *shown = NULL;

      seat->person = player_key (people, info->persons[i], info->players[i], &shown);
      seat->name = g_strdup (shown);
      seat->scored = TRUE;
      seat->score = summary->scores[i];
      seat->winner = i < 32 && ((summary->winners >> i) & 1);
      seat->seat = i + 1;
    }
  return play;
}

/* The expansion of a Carcassonne game with a part of Traders & Builders on. */
static gboolean
plays_traders (const TsImportedPlay *play,
               const TsRecordFacts  *facts)
{
  static const char *const parts[] = { "tiles", "goods", "builder", "pig", NULL };

  for (guint k = 0; g_str_equal (play->module->id, "carcassonne") && facts->options_on != NULL
                    && parts[k] != NULL;
       k++)
    if (g_strv_contains ((const char *const *) facts->options_on, parts[k]))
      return TRUE;
  return FALSE;
}

void
ts_bgstats_play_add_facts (TsImportedPlay      *play,
                           const TsRecordFacts *facts)
{
  if (facts->start >= 0 && (guint) facts->start < play->n_seats)
    play->seats[facts->start].start = TRUE;
  for (guint i = 0; facts->teams != NULL && i < play->n_seats && facts->teams[i] != NULL; i++)
    if (*facts->teams[i] != '\0')
      play->seats[i].team = g_strdup (facts->teams[i]);
  if (plays_traders (play, facts))
    g_ptr_array_add (play->expansions, g_strdup (TS_BGSTATS_TRADERS));
}

/* A record that does not read adds nothing. */
static void
take_facts (TsImportedPlay *play,
            JsonNode       *root,
            const char     *name,
            guint           winners)
{
  TsRecordFacts facts = TS_RECORD_FACTS_INIT;
  TsRecordHeader header;

  if (root == NULL || !ts_record_read_header (root, name, &header, NULL))
    return;
  ts_record_facts_read (&header, winners, &facts);
  ts_bgstats_play_add_facts (play, &facts);
  ts_record_facts_clear (&facts);
}

/* @original (nullable): the original a conflict copy counts in place of (issue 52), whose id
 * the play keeps: the same play for BG Stats whichever version is exported. */
static void
add_saved (TsBgStatsOut *self,
           TsRecordInfo *info,
           TsRecordInfo *original,
           TsPeople     *people)
{
  TsImportedPlay *play = ts_bgstats_saved_play (info, original, people);

  if (play == NULL)
    return;
  g_ptr_array_add (self->plays, play);
  /* What the index keeps (issue 56); else the file is read for it. */
  if (info->has_facts)
    ts_bgstats_play_add_facts (play, &info->facts);
  g_ptr_array_add (self->records, info->has_facts ? NULL : g_object_ref (info->file));
  g_array_append_val (self->winners, info->summary->winners);
}

static void
add_imported (TsBgStatsOut         *self,
              const TsImportedPlay *from,
              TsPeople             *people)
{
  TsImportedPlay *play = ts_imported_play_new (from->n_seats);
  guint none = 0;

  play->id = g_strdup (from->id);
  play->module = from->module;
  play->time = from->time;
  play->duration = from->duration;
  play->location = g_strdup (from->location);
  for (guint k = 0; k < from->expansions->len; k++)
    g_ptr_array_add (play->expansions, g_strdup (from->expansions->pdata[k]));
  for (guint i = 0; i < from->n_seats; i++)
    {
      const TsImportedSeat *in = &from->seats[i];
      TsImportedSeat *seat = &play->seats[i];
      const char *shown = in->name;

      *seat = *in;
      /* Nobody's seat (an anonymous player) stays nobody's. */
      seat->person = *in->person != '\0' ? player_key (people, in->person, in->name, &shown)
                                         : g_strdup ("");
      seat->name = g_strdup (shown);
      seat->key = g_strdup (in->key);
      seat->team = g_strdup (in->team);
    }
  g_ptr_array_add (self->plays, play);
  g_ptr_array_add (self->records, NULL);
  g_array_append_val (self->winners, none);
}

static void
clear_file (gpointer file)
{
  if (file != NULL)
    g_object_unref (file);
}

TsBgStatsOut *
ts_bgstats_out_new (GListModel      *infos,
                    TsImportedPlays *imported,
                    TsPeople        *people)
{
  TsBgStatsOut *self = g_new0 (TsBgStatsOut, 1);
  guint n = infos != NULL ? g_list_model_get_n_items (infos) : 0;
  g_autoptr(TsSyncCounts) versions = NULL;

  g_return_val_if_fail (infos == NULL || G_IS_LIST_MODEL (infos), NULL);
  g_return_val_if_fail (imported == NULL || TS_IS_IMPORTED_PLAYS (imported), NULL);

  self->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_imported_play_free);
  self->records = g_ptr_array_new_with_free_func (clear_file);
  self->winners = g_array_new (FALSE, FALSE, sizeof (guint));
  /* A game and its conflict copies are one play, as in the statistics (issue 52). */
  versions = ts_sync_counts_new (infos);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (infos, i);
      TsRecordInfo *original = NULL;
      TsSyncCount count;

      if (!TS_IS_RECORD_INFO (info))
        continue;
      count = ts_sync_counts_get (versions, info, &original);
      if (count == TS_SYNC_COUNT_OWN || count == TS_SYNC_COUNT_IN_PLACE)
        add_saved (self, info, original, people);
    }
  for (guint b = 0; imported != NULL && b < ts_imported_plays_get_n_batches (imported); b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (imported, b);

      for (guint p = 0; p < batch->plays->len; p++)
        add_imported (self, batch->plays->pdata[p], people);
    }
  return self;
}

guint
ts_bgstats_out_get_n_plays (TsBgStatsOut *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->plays->len;
}

void
ts_bgstats_out_free (TsBgStatsOut *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->plays);
  g_ptr_array_unref (self->records);
  g_array_unref (self->winners);
  g_free (self);
}

/* Reads what the saved games' files add (who started, the teams, the expansion) for the
 * plays whose info did not have it (issue 56: every info read from a file or the index has
 * it): the slow part, which touches nothing but the files and @self. */
void
ts_bgstats_out_read_records (TsBgStatsOut *self)
{
  g_return_if_fail (self != NULL);

  for (guint p = 0; p < self->plays->len; p++)
    {
      GFile *file = self->records->pdata[p];
      g_autofree char *name = NULL;
      g_autofree char *contents = NULL;
      g_autoptr(JsonNode) root = NULL;
      gsize length = 0;

      if (file == NULL)
        continue;
      name = ts_record_display_name (file);
      contents = ts_record_read_file (file, name, &length, NULL, NULL, NULL);
      root = contents != NULL ? ts_record_parse (contents, length, name, NULL) : NULL;
      take_facts (self->plays->pdata[p], root, name, g_array_index (self->winners, guint, p));
      g_clear_object ((GFile **) &self->records->pdata[p]);
    }
}
