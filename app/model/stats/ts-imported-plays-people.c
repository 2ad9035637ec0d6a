/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The people an import made, kept in its batch too (issue 52): an import writes its batch,
 * with the people it made, before people.json, holding both files' folders locked. A kill
 * between the two writes leaves plays naming people people.json lacks; the next load of the
 * imported plays finds them in the batch and puts them back (docs/file-format.md, "Imported
 * plays"), so that an import is whole or absent. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-imported-plays-private.h"
#include "ts-model-people.h"

GFile *
_ts_imported_plays_people_file (TsImportedPlays     *self,
                                const TsImportBatch *batch)
{
  GFile *imports = ts_imported_plays_get_file (self);
  g_autoptr(GFile) dir = NULL;

  if (batch->people_file == NULL || *batch->people_file == '\0')
    return NULL;
  if (g_path_is_absolute (batch->people_file))
    return g_file_new_for_path (batch->people_file);
  dir = imports != NULL ? g_file_get_parent (imports) : NULL;
  if (dir == NULL || strchr (batch->people_file, '/') != NULL)
    return NULL;
  return g_file_get_child (dir, batch->people_file);
}

char *
_ts_imported_plays_people_file_name (TsImportedPlays *self,
                                     GFile           *people_file)
{
  GFile *imports = ts_imported_plays_get_file (self);
  g_autoptr(GFile) dir = imports != NULL ? g_file_get_parent (imports) : NULL;

  if (people_file == NULL)
    return NULL;
  if (dir != NULL && g_file_has_parent (people_file, dir))
    return g_file_get_basename (people_file);
  return g_file_get_path (people_file);
}

/* The people of @file: the list this program uses when it has loaded it (the app's), so
 * that it shows the people put back at once, else the file's. */
static TsPeople *
people_of (GFile *file)
{
  TsPeople *people = _ts_people_find_loaded (file);

  return people != NULL ? people : ts_people_load (file);
}

void
_ts_imported_plays_restore_people (TsImportedPlays *self)
{
  g_autoptr(GHashTable) done = g_hash_table_new_full (g_file_hash, (GEqualFunc) g_file_equal,
                                                      g_object_unref, NULL);

  for (guint b = 0; b < ts_imported_plays_get_n_batches (self); b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (self, b);
      g_autoptr(GFile) file = batch->people->len > 0 ? _ts_imported_plays_people_file (self, batch)
                                                     : NULL;
      g_autoptr(TsPeople) people = NULL;
      g_autoptr(GError) error = NULL;
      gboolean restored = FALSE;

      if (file == NULL || g_hash_table_contains (done, file))
        continue;
      g_hash_table_add (done, g_object_ref (file));
      people = people_of (file);
      /* A list that cannot be read is named where it is used; nothing is put in it. */
      if (ts_people_get_problem (people) != NULL)
        continue;
      /* Every batch of that file at once: one save. */
      for (guint k = b; k < ts_imported_plays_get_n_batches (self); k++)
        {
          const TsImportBatch *other = ts_imported_plays_get_batch (self, k);
          g_autoptr(GFile) other_file = _ts_imported_plays_people_file (self, other);

          if (other_file == NULL || !g_file_equal (other_file, file))
            continue;
          for (guint i = 0; i < other->people->len; i++)
            {
              const TsImportedPerson *person = other->people->pdata[i];

              restored |= _ts_people_restore (people, person->id, person->name);
            }
        }
      if (restored && !ts_people_save (people, &error))
        g_warning ("The people of an import cut short were not put back: %s", error->message);
    }
}
