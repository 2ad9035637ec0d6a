/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-sync-conflict.h"

#include <string.h>

/* How each tool names its conflict copies. File names are bytes (not always UTF-8), so the
 * expressions are raw; the first group is the original's stem, the last its extension. */
static const struct
{
  TsSyncTool tool;
  const char *pattern;
} patterns[] = {
  /* report.sync-conflict-20261125-223015-ABCDEF7.json */
  { TS_SYNC_TOOL_SYNCTHING,
    "^(.+)\\.sync-conflict-[0-9]{8}-[0-9]{6}-[A-Z0-9]{7}(\\.[^.]*)?$" },
  /* report (conflicted copy 2026-11-25 223015).json */
  { TS_SYNC_TOOL_NEXTCLOUD,
    "^(.+) \\(conflicted copy [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{6}\\)(\\.[^.]*)?$" },
  /* report_conflict-20261125-223015.json: ownCloud's older clients */
  { TS_SYNC_TOOL_NEXTCLOUD, "^(.+)_conflict-[0-9]{8}-[0-9]{6}(\\.[^.]*)?$" },
  /* report (Ana's conflicted copy 2026-11-25).json, with " (1)" for a second one */
  { TS_SYNC_TOOL_DROPBOX,
    "^(.+) \\((?:[^()]+(?:'|\xe2\x80\x99)s )?conflicted copy [0-9]{4}-[0-9]{2}-[0-9]{2}"
    "(?: \\([0-9]+\\))?\\)(\\.[^.]*)?$" },
  /* report (SFConflict ana@example.org 2026-11-25-22-30-15).json */
  { TS_SYNC_TOOL_SEAFILE,
    "^(.+) \\(SFConflict [^()]* [0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{2}\\)"
    "(\\.[^.]*)?$" },
  /* report (Tableside conflict 2026-11-25 223015).json, " 2" for a second in one second */
  { TS_SYNC_TOOL_TABLESIDE,
    "^(.+) \\(Tableside conflict [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{6}(?: [0-9]+)?\\)"
    "(\\.[^.]*)?$" },
};

static GRegex *
get_regex (guint i)
{
  static GRegex *compiled[G_N_ELEMENTS (patterns)];
  static gsize done;

  if (g_once_init_enter (&done))
    {
      for (guint p = 0; p < G_N_ELEMENTS (patterns); p++)
        compiled[p] = g_regex_new (patterns[p].pattern, G_REGEX_RAW | G_REGEX_OPTIMIZE, 0, NULL);
      g_once_init_leave (&done, 1);
    }
  return compiled[i];
}

char *
ts_sync_conflict_parse (const char *name,
                        TsSyncTool *tool)
{
  if (tool != NULL)
    *tool = TS_SYNC_TOOL_NONE;
  if (name == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *stem = NULL;
      g_autofree char *extension = NULL;

      if (!g_regex_match (get_regex (i), name, 0, &match))
        continue;
      stem = g_match_info_fetch (match, 1);
      extension = g_match_info_fetch (match, 2);
      if (tool != NULL)
        *tool = patterns[i].tool;
      return g_strconcat (stem, extension != NULL ? extension : "", NULL);
    }
  return NULL;
}

gboolean
ts_sync_conflict_is_copy (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *original = ts_sync_conflict_parse (name, NULL);

  return original != NULL;
}

const char *
ts_sync_tool_get_name (TsSyncTool tool)
{
  switch (tool)
    {
    case TS_SYNC_TOOL_SYNCTHING:
      return "Syncthing";
    case TS_SYNC_TOOL_NEXTCLOUD:
      return "Nextcloud";
    case TS_SYNC_TOOL_DROPBOX:
      return "Dropbox";
    case TS_SYNC_TOOL_SEAFILE:
      return "Seafile";
    case TS_SYNC_TOOL_TABLESIDE:
      return "Tableside";
    case TS_SYNC_TOOL_NONE:
    default:
      return NULL;
    }
}

char *
ts_sync_conflict_name (const char *name,
                       GDateTime  *when,
                       guint       number)
{
  const char *dot = strrchr (name, '.');
  g_autofree char *stamp = g_date_time_format (when, "%Y-%m-%d %H%M%S");
  gsize stem_length = dot != NULL && dot != name ? (gsize) (dot - name) : strlen (name);
  g_autofree char *stem = g_strndup (name, stem_length);
  g_autofree char *count = number > 1 ? g_strdup_printf (" %u", number) : g_strdup ("");

  return g_strdup_printf ("%s (Tableside conflict %s%s)%s", stem, stamp, count,
                          dot != NULL && dot != name ? dot : "");
}

static void
append_with_copies (GPtrArray  *out,
                    GFile      *file,
                    GHashTable *copies,
                    guint       depth)
{
  g_autofree char *name = g_file_get_basename (file);
  GPtrArray *own = g_hash_table_lookup (copies, name);

  g_ptr_array_add (out, g_object_ref (file));
  /* A copy of a copy (two conflicts in a row) follows the copy; names only get shorter
   * towards the original, but a bound costs nothing. */
  if (own == NULL || depth > 16)
    return;
  for (guint i = 0; i < own->len; i++)
    append_with_copies (out, g_ptr_array_index (own, i), copies, depth + 1);
}

void
ts_sync_conflict_order (GPtrArray *files)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) copies = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) attached = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) out = NULL;

  for (guint i = 0; i < files->len; i++)
    g_hash_table_add (names, g_file_get_basename (g_ptr_array_index (files, i)));
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *original = ts_sync_conflict_parse (name, NULL);
      GPtrArray *own;

      if (original == NULL || !g_hash_table_contains (names, original))
        continue;
      own = g_hash_table_lookup (copies, original);
      if (own == NULL)
        {
          own = g_ptr_array_new ();
          g_hash_table_insert (copies, g_strdup (original), own);
        }
      g_ptr_array_add (own, file);
      g_hash_table_add (attached, file);
    }
  if (g_hash_table_size (attached) == 0)
    return;

  out = g_ptr_array_new_full (files->len, g_object_unref);
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);

      if (!g_hash_table_contains (attached, file))
        append_with_copies (out, file, copies, 0);
    }
  /* Every attached copy was reached from its original, so @out holds each file once. */
  g_return_if_fail (out->len == files->len);
  for (guint i = 0; i < files->len; i++)
    {
      /* Swap the contents in place, keeping @files' own free function. */
      GFile *old = files->pdata[i];

      files->pdata[i] = g_object_ref (out->pdata[i]);
      g_object_unref (old);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Which version of a game counts (issue 52)                                               */

struct _TsSyncCounts
{
  GHashTable *roles; /* TsRecordInfo (ref) -> Role: the versions that are not simply their own */
};

typedef struct
{
  TsSyncCount count;
  TsRecordInfo *other; /* ref, nullable */
} Role;

static void
role_free (gpointer data)
{
  Role *role = data;

  g_clear_object (&role->other);
  g_free (role);
}

/* The name of the first original of @name, following copies of copies; NULL for a name that
 * is no conflict copy. */
static char *
root_name (const char *name)
{
  g_autofree char *root = ts_sync_conflict_parse (name, NULL);

  for (guint depth = 0; root != NULL && depth < 16; depth++)
    {
      char *further = ts_sync_conflict_parse (root, NULL);

      if (further == NULL)
        break;
      g_free (root);
      root = further;
    }
  return g_steal_pointer (&root);
}

/* Whether the statistics can count @info as a game: it replays to its last entry. */
static gboolean
countable (TsRecordInfo *info)
{
  return ts_record_info_get_kind (info) == TS_RECORD_INFO_GAME
         && ts_record_info_get_attention (info) == NULL
         && !(ts_record_info_get_finished (info) && ts_record_info_get_summary (info) == NULL);
}

/* The better of two copies to count: one that counts, finished, then the newest, then the
 * name (so that the choice never depends on the list's order). */
static gboolean
better_copy (TsRecordInfo *a,
             TsRecordInfo *b)
{
  GDateTime *ma = ts_record_info_get_modified (a);
  GDateTime *mb = ts_record_info_get_modified (b);
  g_autofree char *na = NULL;
  g_autofree char *nb = NULL;

  if (countable (a) != countable (b))
    return countable (a);
  if ((ts_record_info_get_summary (a) != NULL) != (ts_record_info_get_summary (b) != NULL))
    return ts_record_info_get_summary (a) != NULL;
  if (ma != NULL && mb != NULL && g_date_time_compare (ma, mb) != 0)
    return g_date_time_compare (ma, mb) > 0;
  na = g_file_get_basename (ts_record_info_get_file (a));
  nb = g_file_get_basename (ts_record_info_get_file (b));
  return g_strcmp0 (na, nb) < 0;
}

static void
set_role (TsSyncCounts *self,
          TsRecordInfo *info,
          TsSyncCount   count,
          TsRecordInfo *other)
{
  Role *role = g_new0 (Role, 1);

  role->count = count;
  role->other = other != NULL ? g_object_ref (other) : NULL;
  g_hash_table_insert (self->roles, g_object_ref (info), role);
}

/* One game's versions: @original (nullable) and its copies. */
static void
choose (TsSyncCounts *self,
        TsRecordInfo *original,
        GPtrArray    *copies)
{
  TsRecordInfo *best = NULL;
  TsRecordInfo *counted = original;

  for (guint i = 0; i < copies->len; i++)
    if (best == NULL || better_copy (copies->pdata[i], best))
      best = copies->pdata[i];
  /* Without an original that counts, the best copy stands for the game; when none counts
   * either, the original does (and needs attention, as any game would). */
  if (original == NULL || (!countable (original) && best != NULL && countable (best)))
    counted = best;

  for (guint i = 0; i < copies->len; i++)
    if (copies->pdata[i] != counted)
      set_role (self, copies->pdata[i], TS_SYNC_COUNT_COPY, NULL);
  if (counted != original && original != NULL)
    {
      set_role (self, counted, TS_SYNC_COUNT_IN_PLACE, original);
      set_role (self, original, TS_SYNC_COUNT_REPLACED, counted);
    }
}

TsSyncCounts *
ts_sync_counts_new (GListModel *infos)
{
  TsSyncCounts *self;
  /* The folder and the original's name of each game with copies -> its versions. */
  g_autoptr(GHashTable) families = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) by_uri = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        g_object_unref);
  guint n = infos != NULL ? g_list_model_get_n_items (infos) : 0;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (infos == NULL || G_IS_LIST_MODEL (infos), NULL);

  self = g_new0 (TsSyncCounts, 1);
  self->roles = g_hash_table_new_full (NULL, NULL, g_object_unref, role_free);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (infos, i);
      TsRecordInfo *info = TS_IS_RECORD_INFO (item) ? TS_RECORD_INFO (item) : NULL;
      GFile *file = info != NULL ? ts_record_info_get_file (info) : NULL;
      g_autofree char *name = NULL;
      g_autofree char *root = NULL;
      g_autoptr(GFile) parent = NULL;
      g_autofree char *family = NULL;
      GPtrArray *copies;

      if (file == NULL)
        continue;
      g_hash_table_insert (by_uri, g_file_get_uri (file), g_object_ref (info));
      name = g_file_get_basename (file);
      root = root_name (name);
      if (root == NULL || (parent = g_file_get_parent (file)) == NULL)
        continue;
      {
        g_autoptr(GFile) original = g_file_get_child (parent, root);

        family = g_file_get_uri (original);
      }
      copies = g_hash_table_lookup (families, family);
      if (copies == NULL)
        {
          copies = g_ptr_array_new_with_free_func (g_object_unref);
          g_hash_table_insert (families, g_strdup (family), copies);
        }
      g_ptr_array_add (copies, g_object_ref (info));
    }
  g_hash_table_iter_init (&iter, families);
  while (g_hash_table_iter_next (&iter, &key, &value))
    choose (self, g_hash_table_lookup (by_uri, key), value);
  return self;
}

TsSyncCount
ts_sync_counts_get (TsSyncCounts  *self,
                    TsRecordInfo  *info,
                    TsRecordInfo **other)
{
  Role *role;

  if (other != NULL)
    *other = NULL;
  g_return_val_if_fail (self != NULL, TS_SYNC_COUNT_OWN);
  role = g_hash_table_lookup (self->roles, info);
  if (role == NULL)
    return TS_SYNC_COUNT_OWN;
  if (other != NULL)
    *other = role->other;
  return role->count;
}

void
ts_sync_counts_free (TsSyncCounts *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->roles);
  g_free (self);
}
