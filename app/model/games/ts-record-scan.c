/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-record-index.h"
#include "ts-record-scan.h"
#include "ts-sync-conflict.h"
#include "ts-saved-games.h"

/* Reads the headers of the games folder off the main thread (issue 10: 10,000 saved games
 * took 38 s before the first frame). The worker lists the folder, sorts it newest first by
 * modification time (no file is opened for that), then takes one header after another from
 * the saved games index (ts-record-index.c) when the file is unchanged, or reads it, and
 * hands them to the main context in batches, in that order: the newest games show first,
 * and the list only ever grows at its end. A complete reading writes the index anew.
 *
 * Signals (on the main context that called ts_record_scan_start()):
 *   ::listed (guint n_files): the folder is listed; that many headers will follow
 *   ::found (gpointer GPtrArray of TsRecordInfo): the next batch, newest first
 *   ::done: every header was read (not emitted once cancelled) */
struct _TsRecordScan
{
  GObject parent_instance;

  GFile *dir;
  GCancellable *cancellable;
  GMainContext *context;
  guint n_files;
  gboolean started;
  gboolean done;
  gboolean purge; /* delete what a killed run left set aside, before listing */
  char *problem; /* why the folder cannot be read as the games folder (issue 52), or NULL */
};

G_DEFINE_FINAL_TYPE (TsRecordScan, ts_record_scan, G_TYPE_OBJECT)

enum
{
  LISTED,
  FOUND,
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The first batch is one screenful, so that the newest games show at once; later ones are
 * larger, so that 10,000 headers do not mean 10,000 wake-ups of the main loop. */
#define FIRST_BATCH 24
#define BATCH 256
#define BATCH_INTERVAL_US (50 * 1000)

typedef enum
{
  MESSAGE_LISTED,
  MESSAGE_FOUND,
  MESSAGE_DONE,
} MessageKind;

typedef struct
{
  TsRecordScan *scan;
  MessageKind kind;
  guint n_files;
  GPtrArray *items;
  char *problem;
} Message;

static void
message_free (gpointer data)
{
  Message *message = data;

  g_object_unref (message->scan);
  g_clear_pointer (&message->items, g_ptr_array_unref);
  g_free (message->problem);
  g_free (message);
}

static gboolean
deliver_cb (gpointer data)
{
  Message *message = data;
  TsRecordScan *self = message->scan;

  if (g_cancellable_is_cancelled (self->cancellable))
    return G_SOURCE_REMOVE;
  switch (message->kind)
    {
    case MESSAGE_LISTED:
      self->n_files = message->n_files;
      g_free (self->problem);
      self->problem = g_steal_pointer (&message->problem);
      g_signal_emit (self, signals[LISTED], 0, message->n_files);
      break;
    case MESSAGE_FOUND:
      g_signal_emit (self, signals[FOUND], 0, message->items);
      break;
    case MESSAGE_DONE:
      self->done = TRUE;
      g_signal_emit (self, signals[DONE], 0);
      break;
    }
  return G_SOURCE_REMOVE;
}

/* From the worker. Idle sources of one priority run in the order they were added, so the
 * messages arrive in order; below redraw priority, so drawing comes first. (Not
 * g_main_context_invoke(), which runs the function on the worker itself whenever no thread
 * holds the context at that moment.) */
static void
post (TsRecordScan *self,
      MessageKind   kind,
      guint         n_files,
      GPtrArray    *items,
      char         *problem)
{
  Message *message = g_new0 (Message, 1);
  g_autoptr(GSource) source = g_idle_source_new ();

  message->scan = g_object_ref (self);
  message->kind = kind;
  message->n_files = n_files;
  message->items = items;
  message->problem = problem;
  g_source_set_priority (source, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (source, deliver_cb, message, message_free);
  g_source_set_static_name (source, "ts-record-scan");
  g_source_attach (source, self->context);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  GFile *fa = *(GFile *const *) a;
  GFile *fb = *(GFile *const *) b;
  GDateTime *ma = g_object_get_data (G_OBJECT (fa), "ts-modified");
  GDateTime *mb = g_object_get_data (G_OBJECT (fb), "ts-modified");
  g_autofree char *na = NULL;
  g_autofree char *nb = NULL;

  if (ma != NULL && mb != NULL && g_date_time_compare (ma, mb) != 0)
    return g_date_time_compare (mb, ma);
  if ((ma == NULL) != (mb == NULL))
    return (ma == NULL) - (mb == NULL);
  na = g_file_get_basename (fa);
  nb = g_file_get_basename (fb);
  return g_strcmp0 (na, nb);
}

GPtrArray *
ts_record_scan_list (GFile        *dir,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) local_error = NULL;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                             G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                             G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                             G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                             G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (children == NULL)
    {
      /* A first start has no folder yet: nothing saved, not an error. */
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_steal_pointer (&files);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  for (;;)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, error))
        return NULL;
      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      /* Hidden files are Tableside's own: temporary files of a save, games set aside. */
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR || name[0] == '.'
          || !g_str_has_suffix (name, ".json"))
        continue;
      g_object_set_data_full (G_OBJECT (child), "ts-size",
                              g_memdup2 (&(goffset) { g_file_info_get_size (info) },
                                         sizeof (goffset)),
                              g_free);
      g_object_set_data_full (G_OBJECT (child), "ts-modified",
                              g_file_info_get_modification_date_time (info),
                              (GDestroyNotify) g_date_time_unref);
      g_ptr_array_add (files, g_object_ref (child));
    }
  g_ptr_array_sort (files, compare_newest_first);
  /* A sync tool's conflict copy is listed beside its original (issue 43). */
  ts_sync_conflict_order (files);
  return g_steal_pointer (&files);
}

static gpointer
scan_thread (gpointer data)
{
  g_autoptr(TsRecordScan) self = data;
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GPtrArray) batch = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordIndex) index = NULL;
  gint64 last_post = g_get_monotonic_time ();
  guint limit = FIRST_BATCH;
  g_autofree char *problem = NULL;

  /* The folder the games-folder setting names is missing or was refused: said, not taken
   * for a folder of no games (issue 52). */
  if (!ts_saved_games_check_folder (self->dir, &error))
    {
      problem = g_strdup (error->message);
      g_clear_error (&error);
    }
  if (self->purge)
    ts_saved_games_purge (self->dir);
  files = ts_record_scan_list (self->dir, self->cancellable, &error);
  if (files == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Cannot list saved games: %s", error->message);
      if (problem == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        problem = g_strdup (error->message);
      g_clear_error (&error);
      files = g_ptr_array_new ();
    }
  post (self, MESSAGE_LISTED, files->len, NULL, g_steal_pointer (&problem));

  index = ts_record_index_load (self->dir);
  for (guint i = 0; i < files->len && !g_cancellable_is_cancelled (self->cancellable); i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      GDateTime *modified = g_object_get_data (G_OBJECT (file), "ts-modified");
      goffset *size = g_object_get_data (G_OBJECT (file), "ts-size");
      TsRecordInfo *info = ts_record_index_lookup (index, file, modified, *size);
      gboolean read = info == NULL;

      if (read)
        info = ts_record_info_read (file, modified, self->cancellable);
      ts_record_index_put (index, info, modified, *size, read);
      if (batch == NULL)
        batch = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (batch, info);
      if (batch->len >= limit || g_get_monotonic_time () - last_post >= BATCH_INTERVAL_US)
        {
          post (self, MESSAGE_FOUND, 0, g_steal_pointer (&batch), NULL);
          last_post = g_get_monotonic_time ();
          limit = BATCH;
        }
    }
  if (batch != NULL)
    post (self, MESSAGE_FOUND, 0, g_steal_pointer (&batch), NULL);
  /* Only a complete reading makes the next index (a cancelled one would drop entries). */
  if (!g_cancellable_is_cancelled (self->cancellable) && !ts_record_index_save (index, &error))
    g_debug ("Cannot write the saved games index: %s", error->message);
  post (self, MESSAGE_DONE, 0, NULL, NULL);
  return NULL;
}

/**
 * ts_record_scan_read:
 *
 * Every saved game of @dir, newest first, read on the calling thread through the saved
 * games index as the start page reads them (unchanged files from the index, the others
 * from disk), and the index written again when it changed. For the CLI and tests; a missing
 * folder is an empty list, a folder that cannot be listed an error.
 */
GListStore *
ts_record_scan_read (GFile        *dir,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_autoptr(GListStore) store = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(TsRecordIndex) index = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);

  files = ts_record_scan_list (dir, cancellable, error);
  if (files == NULL)
    return NULL;
  index = ts_record_index_load (dir);
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      GDateTime *modified = g_object_get_data (G_OBJECT (file), "ts-modified");
      goffset *size = g_object_get_data (G_OBJECT (file), "ts-size");
      g_autoptr(TsRecordInfo) info = ts_record_index_lookup (index, file, modified, *size);
      gboolean read = info == NULL;

      if (read)
        info = ts_record_info_read (file, modified, cancellable);
      ts_record_index_put (index, info, modified, *size, read);
      g_list_store_append (store, info);
    }
  if (!ts_record_index_save (index, &local_error))
    g_debug ("Cannot write the saved games index: %s", local_error->message);
  return g_steal_pointer (&store);
}

TsRecordScan *
ts_record_scan_new (GFile *dir)
{
  TsRecordScan *self;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);

  self = g_object_new (TS_TYPE_RECORD_SCAN, NULL);
  self->dir = g_object_ref (dir);
  return self;
}

/* Starts reading on a worker thread; the signals come on the thread-default main context. */
void
ts_record_scan_start (TsRecordScan *self)
{
  g_return_if_fail (TS_IS_RECORD_SCAN (self));
  g_return_if_fail (!self->started);

  self->started = TRUE;
  self->context = g_main_context_ref_thread_default ();
  g_thread_unref (g_thread_new ("ts-record-scan", scan_thread, g_object_ref (self)));
}

/* Whether the worker first deletes the games a previous run set aside (ts_saved_games_purge()):
 * for the first scan of a run, before anything of this run is set aside. */
void
ts_record_scan_set_purge (TsRecordScan *self,
                          gboolean      purge)
{
  g_return_if_fail (TS_IS_RECORD_SCAN (self));
  g_return_if_fail (!self->started);
  self->purge = purge;
}

/* No signal comes after this; the worker stops at the next file. */
void
ts_record_scan_cancel (TsRecordScan *self)
{
  g_return_if_fail (TS_IS_RECORD_SCAN (self));
  g_cancellable_cancel (self->cancellable);
}

gboolean
ts_record_scan_get_done (TsRecordScan *self)
{
  g_return_val_if_fail (TS_IS_RECORD_SCAN (self), FALSE);
  return self->done;
}

/* How many files the folder holds, once ::listed was emitted. */
guint
ts_record_scan_get_n_files (TsRecordScan *self)
{
  g_return_val_if_fail (TS_IS_RECORD_SCAN (self), 0);
  return self->n_files;
}

/* Why the folder cannot be read as the games folder, once ::listed was emitted: the folder
 * the games-folder setting names is not there (ts_saved_games_check_folder()), or it cannot
 * be listed; NULL when it was read (a missing default folder too: nothing saved yet). */
const char *
ts_record_scan_get_problem (TsRecordScan *self)
{
  g_return_val_if_fail (TS_IS_RECORD_SCAN (self), NULL);
  return self->problem;
}

static void
ts_record_scan_finalize (GObject *object)
{
  TsRecordScan *self = TS_RECORD_SCAN (object);

  g_clear_object (&self->dir);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->problem, g_free);

  G_OBJECT_CLASS (ts_record_scan_parent_class)->finalize (object);
}

static void
ts_record_scan_class_init (TsRecordScanClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ts_record_scan_finalize;

  signals[LISTED] = g_signal_new ("listed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FOUND] = g_signal_new ("found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_record_scan_init (TsRecordScan *self)
{
  self->cancellable = g_cancellable_new ();
}
