/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An import kept all or nothing (issue 52; docs/file-format.md, "Imported plays"): both
 * files' folders are locked from the change check to the last rename, so that a second
 * import (tableside-cli while the app imports) waits and then adds its batch and people on
 * top of the first's; the batch, carrying the people it made, is written before people.json,
 * so that a kill between the two leaves what the next load of the imported plays puts back. */
#include "ts-i18n.h"

#include "ts-import-commit.h"
#include "ts-imported-plays-private.h"
#include "ts-model-people.h"

/* The plays not kept already (another program may have imported them meanwhile), copied. */
static GPtrArray *
plays_to_keep (TsImportedPlays *imported,
               GPtrArray       *plays)
{
  GPtrArray *kept = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_imported_play_free);

  for (guint p = 0; p < plays->len; p++)
    {
      const TsImportedPlay *play = plays->pdata[p];

      if (imported == NULL || !ts_imported_plays_has_play (imported, play->id))
        g_ptr_array_add (kept, ts_imported_play_copy (play));
    }
  return kept;
}

static guint
row_of (const TsImportTargets *t,
        const TsImportedSeat  *seat)
{
  return seat->key != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (t->by_key, seat->key)) : 0;
}

/* Who each target of the seats of @plays is: the person kept, or a new person (whose id goes
 * into @made); without a list of people, "~" and the name folded, as the statistics name
 * someone without a person. */
static GHashTable *
people_of_targets (TsPeople              *people,
                   const TsImportTargets *t,
                   GPtrArray             *plays,
                   GPtrArray             *made)
{
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint p = 0; p < plays->len; p++)
    {
      const TsImportedPlay *play = plays->pdata[p];

      for (guint i = 0; i < play->n_seats; i++)
        {
          guint row = row_of (t, &play->seats[i]);
          const char *target = row > 0 ? t->targets->pdata[row - 1] : NULL;
          const char *name;
          const char *id;

          if (target == NULL || g_hash_table_contains (ids, target))
            continue;
          /* "r:N": the new person of row N, named as that row says. */
          name = g_str_has_prefix (target, "r:")
                     ? t->names->pdata[MIN (g_ascii_strtoull (target + 2, NULL, 10),
                                            t->names->len - 1)]
                     : NULL;
          if (g_str_has_prefix (target, "p:"))
            {
              g_hash_table_insert (ids, g_strdup (target), g_strdup (target + 2));
              continue;
            }
          if (people == NULL)
            {
              g_autofree char *folded = ts_people_fold_name (name);

              g_hash_table_insert (ids, g_strdup (target), g_strconcat ("~", folded, NULL));
              continue;
            }
          /* Found by name when another program made them meanwhile. */
          id = ts_people_find (people, name);
          if (id == NULL)
            {
              id = ts_people_ensure (people, name, NULL);
              if (id != NULL)
                g_ptr_array_add (made, g_strdup (id));
            }
          g_hash_table_insert (ids, g_strdup (target), g_strdup (id != NULL ? id : ""));
        }
    }
  return ids;
}

static void
forget (TsPeople  *people,
        GPtrArray *made)
{
  for (guint i = 0; people != NULL && i < made->len; i++)
    _ts_people_forget (people, made->pdata[i]);
}

static gboolean
commit_locked (TsPeople              *people,
               TsImportedPlays       *imported,
               const char            *file_name,
               GPtrArray             *plays,
               const TsImportTargets *t,
               char                 **batch_id,
               GError               **error)
{
  g_autoptr(GPtrArray) made = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) kept = NULL;
  g_autoptr(GHashTable) ids = NULL;
  g_autoptr(TsImportBatch) batch = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *id = NULL;

  /* What another program kept meanwhile comes first, this import on top of it. */
  if (imported != NULL && !_ts_imported_plays_refresh_locked (imported, error))
    return FALSE;
  if (people != NULL && !_ts_people_refresh_locked (people, error))
    return FALSE;
  kept = plays_to_keep (imported, plays);
  if (kept->len == 0)
    {
      g_set_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_KEPT,
                   /* Translators: %s is the name of the file imported from */
                   _("Every play of “%s” is imported already."), file_name);
      return FALSE;
    }
  ids = people_of_targets (people, t, kept, made);

  batch = ts_import_batch_new (TS_IMPORT_SOURCE_BGSTATS, file_name,
                               g_get_real_time () / G_USEC_PER_SEC);
  for (guint p = 0; p < kept->len; p++)
    {
      TsImportedPlay *play = kept->pdata[p];

      for (guint i = 0; i < play->n_seats; i++)
        {
          guint row = row_of (t, &play->seats[i]);

          if (row == 0)
            continue;
          g_free (play->seats[i].person);
          play->seats[i].person = g_strdup (g_hash_table_lookup (ids, t->targets->pdata[row - 1]));
        }
    }
  g_ptr_array_extend_and_steal (batch->plays, g_steal_pointer (&kept));
  /* The people it made go with it, to be put back if people.json misses them. */
  for (guint i = 0; i < made->len; i++)
    ts_import_batch_add_person (batch, made->pdata[i], ts_people_get_name (people, made->pdata[i]));
  if (people != NULL && imported != NULL && made->len > 0)
    batch->people_file = _ts_imported_plays_people_file_name (imported,
                                                              _ts_people_get_file (people));
  id = g_strdup (batch->id);
  if (imported != NULL)
    {
      if (!_ts_imported_plays_add_locked (imported, g_steal_pointer (&batch), error))
        {
          forget (people, made);
          return FALSE;
        }
      /* Its id once kept (a second import in one second gets "-2"). */
      g_free (id);
      id = g_strdup (ts_imported_plays_get_batch (imported,
                                                  ts_imported_plays_get_n_batches (imported) - 1)
                         ->id);
    }
  if (people != NULL && !_ts_people_write_locked (people, &local_error))
    {
      /* Still under the lock: nobody has seen the batch yet. */
      if (imported != NULL)
        _ts_imported_plays_remove_locked (imported, id, NULL, NULL);
      forget (people, made);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* Another change of this program's list that another program made impossible is not this
   * import's: the import is kept whole. */
  if (people != NULL)
    _ts_people_forget_dropped (people);
  if (batch_id != NULL)
    *batch_id = g_steal_pointer (&id);
  return TRUE;
}

gboolean
ts_import_commit (TsPeople              *people,
                  TsImportedPlays       *imported,
                  const char            *file_name,
                  GPtrArray             *plays,
                  const TsImportTargets *targets,
                  char                 **batch_id,
                  GError               **error)
{
  GFile *files[2];
  const TsKeptFileKind *kinds[2];
  guint n_files = 0;
  g_autoptr(TsKeptFileLock) lock = NULL;
  gboolean kept;

  if (imported != NULL && ts_imported_plays_get_file (imported) != NULL)
    {
      files[n_files] = ts_imported_plays_get_file (imported);
      kinds[n_files++] = _ts_imported_plays_kind ();
    }
  if (people != NULL && _ts_people_get_file (people) != NULL)
    {
      files[n_files] = _ts_people_get_file (people);
      kinds[n_files++] = _ts_people_kind ();
    }
  lock = ts_kept_file_lock (files, kinds, n_files, error);
  if (lock == NULL)
    return FALSE;
  kept = commit_locked (people, imported, file_name, plays, targets, batch_id, error);
  g_clear_pointer (&lock, ts_kept_file_unlock);
  /* The other program's batches and people, said once the lock is let go. */
  if (imported != NULL)
    _ts_imported_plays_flush_changed (imported);
  if (people != NULL)
    _ts_people_flush_changed (people);
  return kept;
}
