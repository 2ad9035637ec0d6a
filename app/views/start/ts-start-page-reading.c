/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start page reading the games folder: a TsRecordScan on a worker thread, its batches
 * into the list (the first reading) or into a new list swapped in once complete (a reading
 * again), the folder watched while the page shows, and the start-page benchmark's hook. */
#include "config.h"

#include "ts-record-scan.h"
#include "ts-start-page-private.h"

/* The start-page benchmark's hook (docs/benchmarks.md, bench/start-page): print when the
 * saved games are all listed and painted, then quit. */
#define SAVED_GAMES_ENV "TABLESIDE_QUIT_AFTER_SAVED_GAMES"

/* With it too: then show the statistics page (issue 27) and print when its first frame is
 * painted, then quit. */
#define STATISTICS_ENV "TABLESIDE_BENCH_STATISTICS"

/* Or: open the newest saved game as a click on its row does, and print when the game's page
 * is painted (issue 29: opening a saved game from the start page). */
#define OPEN_ENV "TABLESIDE_BENCH_OPEN_NEWEST"

static gboolean purged_this_run;

static void
game_painted_cb (GdkFrameClock *clock,
                 GApplication  *app)
{
  g_signal_handlers_disconnect_by_func (clock, game_painted_cb, app);
  g_print ("game-frame-monotonic-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_application_quit (app);
}

static void
statistics_painted_cb (GdkFrameClock *clock,
                       GApplication  *app)
{
  g_signal_handlers_disconnect_by_func (clock, statistics_painted_cb, app);
  g_print ("statistics-frame-monotonic-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_application_quit (app);
}

/* The benchmark's hook: once the complete list is painted. */
static void
listed_painted_cb (GdkFrameClock *clock,
                   TsStartPage   *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root))
                                             : NULL;

  g_signal_handlers_disconnect_by_func (clock, listed_painted_cb, self);
  g_print ("saved-games-listed-monotonic-us %" G_GINT64_FORMAT " %u\n", g_get_monotonic_time (),
           g_list_model_get_n_items (G_LIST_MODEL (self->recent)));
  if (app != NULL && g_getenv (STATISTICS_ENV) != NULL)
    {
      g_print ("statistics-asked-monotonic-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
      gtk_widget_activate_action (GTK_WIDGET (root), "win.statistics", NULL);
      g_signal_connect (clock, "after-paint", G_CALLBACK (statistics_painted_cb), app);
      gtk_widget_queue_draw (GTK_WIDGET (root));
      return;
    }
  if (app != NULL && g_getenv (OPEN_ENV) != NULL
      && g_list_model_get_n_items (G_LIST_MODEL (self->recent)) > 0)
    {
      g_autoptr(TsRecordInfo) newest = g_list_model_get_item (G_LIST_MODEL (self->recent), 0);

      g_print ("open-asked-monotonic-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
      g_signal_emit_by_name (self, "record-activated", newest);
      g_signal_connect (clock, "after-paint", G_CALLBACK (game_painted_cb), app);
      gtk_widget_queue_draw (GTK_WIDGET (root));
      return;
    }
  if (app != NULL)
    g_application_quit (G_APPLICATION (app));
}

static void
fire_bench_hook (TsStartPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->hook_fired || g_getenv (SAVED_GAMES_ENV) == NULL || clock == NULL)
    return;
  self->hook_fired = TRUE;
  g_signal_connect (clock, "after-paint", G_CALLBACK (listed_painted_cb), self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
scan_listed_cb (TsRecordScan *scan,
                guint         n_files,
                TsStartPage  *self)
{
  ts_start_page_update_list (self);
}

static void
scan_found_cb (TsRecordScan *scan,
               GPtrArray    *batch,
               TsStartPage  *self)
{
  if (self->rescan != NULL)
    {
      for (guint i = 0; i < batch->len; i++)
        g_ptr_array_add (self->rescan, g_object_ref (g_ptr_array_index (batch, i)));
      return;
    }
  g_list_store_splice (self->recent, g_list_model_get_n_items (G_LIST_MODEL (self->recent)), 0,
                       batch->pdata, batch->len);
  if (self->resume == NULL)
    ts_start_page_update_resume (self);
  ts_start_page_update_list (self);
}

static gboolean
same_info (TsRecordInfo *a,
           TsRecordInfo *b)
{
  GDateTime *ma = ts_record_info_get_modified (a);
  GDateTime *mb = ts_record_info_get_modified (b);

  return g_file_equal (ts_record_info_get_file (a), ts_record_info_get_file (b))
         && ts_record_info_get_kind (a) == ts_record_info_get_kind (b)
         && (ma == mb || (ma != NULL && mb != NULL && g_date_time_equal (ma, mb)));
}

/* Whether a reading again found the list as it is: then the rows (and the focus in them)
 * stay. */
static gboolean
same_as_shown (TsStartPage *self)
{
  GListModel *recent = G_LIST_MODEL (self->recent);

  if (g_list_model_get_n_items (recent) != self->rescan->len)
    return FALSE;
  for (guint i = 0; i < self->rescan->len; i++)
    {
      g_autoptr(TsRecordInfo) shown = g_list_model_get_item (recent, i);

      if (!same_info (shown, g_ptr_array_index (self->rescan, i)))
        return FALSE;
    }
  return TRUE;
}

static void
scan_done_cb (TsRecordScan *scan,
              TsStartPage  *self)
{
  if (self->rescan != NULL && same_as_shown (self))
    g_clear_pointer (&self->rescan, g_ptr_array_unref);
  if (self->rescan != NULL)
    {
      g_list_store_splice (self->recent, 0, g_list_model_get_n_items (G_LIST_MODEL (self->recent)),
                           self->rescan->pdata, self->rescan->len);
      g_clear_pointer (&self->rescan, g_ptr_array_unref);
    }
  self->listed = TRUE;
  ts_start_page_update_resume (self);
  ts_start_page_end_focus_start (self);
  ts_start_page_update_list (self);
  fire_bench_hook (self);
}

void
ts_start_page_stop_reading (TsStartPage *self)
{
  if (self->scan == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->scan, self);
  ts_record_scan_cancel (self->scan);
  g_clear_object (&self->scan);
  g_clear_pointer (&self->rescan, g_ptr_array_unref);
}

/**
 * ts_start_page_reload:
 *
 * Reads the saved games again, on a worker thread: the first time the list fills as the
 * headers come; after that the list shown stays until the new one is complete.
 */
void
ts_start_page_reload (TsStartPage *self)
{
  g_return_if_fail (TS_IS_START_PAGE (self));

  ts_start_page_stop_reading (self);
  if (!self->listed)
    {
      /* A reading stopped half way (the page was left) starts over. */
      g_list_store_remove_all (self->recent);
      ts_start_page_update_resume (self);
    }
  else
    self->rescan = g_ptr_array_new_with_free_func (g_object_unref);

  self->scan = ts_record_scan_new (self->record_dir);
  /* Games set aside by a run killed before its undo toast went away are deleted once, before
   * this run sets any aside. */
  ts_record_scan_set_purge (self->scan, !purged_this_run);
  purged_this_run = TRUE;
  g_signal_connect (self->scan, "listed", G_CALLBACK (scan_listed_cb), self);
  g_signal_connect (self->scan, "found", G_CALLBACK (scan_found_cb), self);
  g_signal_connect (self->scan, "done", G_CALLBACK (scan_done_cb), self);
  ts_record_scan_start (self->scan);
  ts_start_page_update_list (self);
}

static gboolean
folder_changed_timeout_cb (gpointer user_data)
{
  TsStartPage *self = TS_START_PAGE (user_data);

  self->changed_id = 0;
  ts_start_page_reload (self);
  return G_SOURCE_REMOVE;
}

/* A game saved while the page is shown (a score sheet kept from its window, a file copied in):
 * read the folder again once it has been quiet for a moment. */
typedef struct
{
  GHashTable *own_changes; /* the page's, which may go before the change is forgotten */
  char *name;
} OwnChange;

static void
own_change_free (gpointer data)
{
  OwnChange *change = data;

  g_hash_table_unref (change->own_changes);
  g_free (change->name);
  g_free (change);
}

static gboolean
forget_own_change_cb (gpointer data)
{
  OwnChange *change = data;
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (change->own_changes, change->name));

  if (count > 1)
    g_hash_table_insert (change->own_changes, g_strdup (change->name),
                         GUINT_TO_POINTER (count - 1));
  else
    g_hash_table_remove (change->own_changes, change->name);
  return G_SOURCE_REMOVE;
}

/* The page renamed, set aside or put back @file itself and shows it already: the folder's
 * change for it is no reason to read the folder again (and lose the row with the focus). */
void
ts_start_page_note_own_change (TsStartPage *self,
                               GFile       *file)
{
  OwnChange *change = g_new0 (OwnChange, 1);
  guint count;

  change->own_changes = g_hash_table_ref (self->own_changes);
  change->name = g_file_get_basename (file);
  count = GPOINTER_TO_UINT (g_hash_table_lookup (self->own_changes, change->name));
  g_hash_table_insert (self->own_changes, g_strdup (change->name), GUINT_TO_POINTER (count + 1));
  /* File monitors report within a second or so; the name is forgotten after that. */
  g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, 3, forget_own_change_cb, change,
                              own_change_free);
  /* A reading under way may have read the file before the change: read again after it. */
  if (self->rescan != NULL)
    {
      g_clear_handle_id (&self->changed_id, g_source_remove);
      self->changed_id = g_idle_add (folder_changed_timeout_cb, self);
    }
}

static void
folder_changed_cb (GFileMonitor      *monitor,
                   GFile             *file,
                   GFile             *other_file,
                   GFileMonitorEvent  event,
                   TsStartPage       *self)
{
  gboolean renamed = event == G_FILE_MONITOR_EVENT_RENAMED && other_file != NULL;
  g_autofree char *name = g_file_get_basename (renamed ? other_file : file);

  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_CHANGED)
    return;
  /* Only *.json files are listed; hidden ones and others are a save's temporary files, the
   * games set aside, the index. */
  if (name == NULL || name[0] == '.' || !g_str_has_suffix (name, ".json")
      || g_hash_table_contains (self->own_changes, name))
    return;
  g_clear_handle_id (&self->changed_id, g_source_remove);
  self->changed_id = g_timeout_add (300, folder_changed_timeout_cb, self);
}

void
ts_start_page_unwatch_folder (TsStartPage *self)
{
  g_clear_handle_id (&self->changed_id, g_source_remove);
  if (self->monitor == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->monitor, self);
  g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
}

/* Reads the folder again when it changes, while the page is shown. */
void
ts_start_page_watch_folder (TsStartPage *self)
{
  ts_start_page_unwatch_folder (self);
  self->monitor = g_file_monitor_directory (self->record_dir, G_FILE_MONITOR_WATCH_MOVES, NULL,
                                            NULL);
  if (self->monitor != NULL)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (folder_changed_cb), self);
}

