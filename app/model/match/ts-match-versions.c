/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A saved game's earlier versions: a copy of the record kept before a step cuts entries
 * (a correction sets them aside, a mending step drops or replaces them, an earlier version
 * is restored), beside the game in the hidden folder ".tableside-versions/STEM/" of the
 * game's own folder, so that a synced games folder carries them along. Listed newest first
 * for the game's Earlier Versions…, and any one can be restored, itself a step that undo
 * takes back. Copies made by earlier builds in the data folder's "superseded" folder are
 * listed too, never removed.
 *
 * What is removed or written here follows ts-own-files.c: the two folders are opened from
 * the games folder's descriptor without following a link, STEM is encoded so that no game's
 * name leaves the folder (".." included), a copy never replaces a file, and pruning removes
 * only regular files named as copies are named ("YYYY-MM-DD-HHMMSS.json", "…-N.json"). A
 * record the same as the newest copy (a step made again after its undo) is not kept twice.
 * Of the copies, the newest KEEP_ALWAYS always stay; beyond them a copy older than KEEP_DAYS
 * days goes, and so does any beyond the newest KEEP_MAX. Pruning reads names only; the list
 * reads each copy's header (ts_record_peek_at()), off the main thread, and lists only copies
 * of this game: the same game, set up at the same moment, by the same players. */
#include "ts-i18n.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-model-common.h"
#include "ts-match-private.h"

#define KEEP_ALWAYS 10
#define KEEP_DAYS 30
#define KEEP_MAX 50

G_DEFINE_QUARK (ts-match-error-quark, ts_match_error)

/* The folder where earlier builds kept superseded copies, for every game. */
GFile *
ts_match_superseded_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "superseded", NULL);
}

char *
_ts_match_versions_stem (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_str_has_suffix (base, ".json") ? g_strndup (base, strlen (base) - strlen (".json"))
                                          : g_strdup (base);
}

static gboolean
digits (const char *p,
        guint       n)
{
  for (guint i = 0; i < n; i++)
    if (!g_ascii_isdigit (p[i]))
      return FALSE;
  return TRUE;
}

/* Reads "YYYY-MM-DD-HHMMSS" at @p (local time) into @time. */
gboolean
_ts_match_versions_parse_stamp (const char *p,
             gint64     *time)
{
  g_autoptr(GDateTime) when = NULL;

  if (strlen (p) < TS_MATCH_VERSIONS_STAMP_LENGTH || !digits (p, 4) || p[4] != '-' || !digits (p + 5, 2)
      || p[7] != '-' || !digits (p + 8, 2) || p[10] != '-' || !digits (p + 11, 6))
    return FALSE;
  when = g_date_time_new_local (atoi (p), (p[5] - '0') * 10 + p[6] - '0',
                                (p[8] - '0') * 10 + p[9] - '0',
                                (p[11] - '0') * 10 + p[12] - '0',
                                (p[13] - '0') * 10 + p[14] - '0',
                                (p[15] - '0') * 10 + p[16] - '0');
  if (when == NULL)
    return FALSE;
  *time = g_date_time_to_unix (when);
  return TRUE;
}

/* A copy's name: "YYYY-MM-DD-HHMMSS.json", or "YYYY-MM-DD-HHMMSS-N.json" for the N-th kept
 * within one second (N from 2, no leading zero). */
gboolean
_ts_match_versions_parse_name (const char *name,
                    gint64     *time,
                    guint      *n)
{
  const char *rest = name + TS_MATCH_VERSIONS_STAMP_LENGTH;
  gint64 ignored;
  guint64 number = 1;

  if (!_ts_match_versions_parse_stamp (name, time != NULL ? time : &ignored))
    return FALSE;
  if (rest[0] == '-')
    {
      gsize length = strspn (rest + 1, "0123456789");

      if (length == 0 || length > 4 || rest[1] == '0')
        return FALSE;
      number = g_ascii_strtoull (rest + 1, NULL, 10);
      if (number < 2)
        return FALSE;
      rest += 1 + length;
    }
  if (strcmp (rest, ".json") != 0)
    return FALSE;
  if (n != NULL)
    *n = (guint) number;
  return TRUE;
}

/* TsOwnNameFunc: the names copies get in a game's folder of versions. */
static gboolean
is_version_name (const char *name)
{
  return _ts_match_versions_parse_name (name, NULL, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* The folder                                                                               */

/* The folder of @stem's copies in @games (a path), opened without following links, made
 * with @create; -1 with a sentence naming the folder otherwise. */
int
_ts_match_versions_open (const char *games,
               const char *stem,
               gboolean    create,
               GError    **error)
{
  g_autofree char *encoded = ts_own_name_encode (stem);
  g_autofree char *shown_versions = NULL;
  g_autofree char *shown = NULL;
  int games_fd;
  int versions_fd;
  int fd;

  games_fd = ts_own_dir_open (games, error);
  if (games_fd < 0)
    return -1;
  {
    g_autofree char *path = g_build_filename (games, TS_MATCH_VERSIONS_FOLDER, NULL);

    shown_versions = g_filename_display_name (path);
  }
  versions_fd = ts_own_dir_open_at (games_fd, TS_MATCH_VERSIONS_FOLDER, shown_versions, create, error);
  close (games_fd);
  if (versions_fd < 0)
    return -1;
  {
    g_autofree char *path = g_build_filename (games, TS_MATCH_VERSIONS_FOLDER, encoded, NULL);

    shown = g_filename_display_name (path);
  }
  fd = ts_own_dir_open_at (versions_fd, encoded, shown, create, error);
  close (versions_fd);
  return fd;
}

char *
_ts_match_versions_games_path (TsMatch *self)
{
  g_autoptr(GFile) parent = self->file != NULL ? g_file_get_parent (self->file) : NULL;

  return parent != NULL ? g_file_get_path (parent) : NULL;
}

/**
 * ts_match_dup_versions_dir:
 *
 * Returns: (transfer full) (nullable): the folder of this game's earlier versions, beside
 *   its file; NULL for a game without a file
 */
GFile *
ts_match_dup_versions_dir (TsMatch *self)
{
  g_autofree char *games = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *encoded = NULL;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  games = _ts_match_versions_games_path (self);
  if (games == NULL)
    return NULL;
  stem = _ts_match_versions_stem (self->file);
  encoded = ts_own_name_encode (stem);
  return g_file_new_build_filename (games, TS_MATCH_VERSIONS_FOLDER, encoded, NULL);
}

/* A listing of the folder @fd, which stays open for its caller; NULL when it cannot be read. */
DIR *
_ts_match_versions_listing (int fd)
{
  int copy = dup (fd);
  DIR *listing = copy >= 0 ? fdopendir (copy) : NULL;

  if (listing == NULL && copy >= 0)
    close (copy);
  /* A duplicate shares its position with @fd: a listing read before left it at the end. */
  if (listing != NULL)
    rewinddir (listing);
  return listing;
}

/* -------------------------------------------------------------------------------------- */
/* Keeping a copy                                                                           */

typedef struct
{
  char *name;
  gint64 time;
  guint n;
} Kept;

static gint
kept_newest_first (gconstpointer a,
                   gconstpointer b)
{
  const Kept *x = a;
  const Kept *y = b;

  if (x->time != y->time)
    return x->time < y->time ? 1 : -1;
  return x->n < y->n ? 1 : x->n > y->n ? -1 : 0;
}

static void
kept_clear (gpointer data)
{
  g_free (((Kept *) data)->name);
}

/* The copies in @fd, by their names alone, newest first. */
static GArray *
list_kept (int fd)
{
  GArray *kept = g_array_new (FALSE, FALSE, sizeof (Kept));
  DIR *listing = _ts_match_versions_listing (fd);
  struct dirent *child;

  g_array_set_clear_func (kept, kept_clear);
  if (listing == NULL)
    return kept;
  while ((child = readdir (listing)) != NULL)
    {
      Kept one = { NULL, 0, 1 };

      if (_ts_match_versions_parse_name (child->d_name, &one.time, &one.n))
        {
          one.name = g_strdup (child->d_name);
          g_array_append_val (kept, one);
        }
    }
  closedir (listing);
  g_array_sort (kept, kept_newest_first);
  return kept;
}

/* Removes the copies in @fd that the rule in this file's comment lets go: by their names
 * alone, never opening one. */
static void
prune (int fd)
{
  g_autoptr(GArray) kept = list_kept (fd);
  gint64 cutoff = g_get_real_time () / G_USEC_PER_SEC - (gint64) KEEP_DAYS * 24 * 3600;

  for (guint i = 0; i < kept->len; i++)
    {
      Kept *one = &g_array_index (kept, Kept, i);

      if (i >= KEEP_ALWAYS && (i >= KEEP_MAX || one->time < cutoff))
        ts_own_file_remove (fd, one->name, is_version_name, NULL);
    }
}

/* The newest copy in @fd when it holds exactly @bytes (a step made again after its undo:
 * the record is the one kept last time), else NULL. Read only when the sizes agree. */
static char *
newest_same (int     fd,
             GBytes *bytes)
{
  g_autoptr(GArray) kept = list_kept (fd);
  g_autofree char *data = NULL;
  struct stat st;
  gsize size = g_bytes_get_size (bytes);
  gsize got = 0;
  int file;

  if (kept->len == 0)
    return NULL;
  file = openat (fd, g_array_index (kept, Kept, 0).name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (file < 0)
    return NULL;
  if (fstat (file, &st) == 0 && S_ISREG (st.st_mode) && (gsize) st.st_size == size)
    {
      data = g_malloc (MAX (size, 1));
      while (got < size)
        {
          gssize n = read (file, data + got, size - got);

          if (n <= 0)
            break;
          got += n;
        }
    }
  close (file);
  if (data == NULL || got != size || memcmp (data, g_bytes_get_data (bytes, NULL), size) != 0)
    return NULL;
  return g_strdup (g_array_index (kept, Kept, 0).name);
}

/* Keeps a copy of the record as it is now among its earlier versions, and prunes. NULL and
 * no error for a match that writes no file (the CLI, a test): it keeps no copies. NULL with
 * @error (the system's reason, or a sentence naming a link or a file where the folder should
 * be) when the copy cannot be written. */
GFile *
_ts_match_write_backup (TsMatch *self,
                        GError **error)
{
  g_autofree char *games = NULL;
  g_autofree char *stem = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autofree char *written = NULL;
  int fd;

  if (self->file == NULL || !self->autosave || (games = _ts_match_versions_games_path (self)) == NULL)
    return NULL;
  stem = _ts_match_versions_stem (self->file);
  fd = _ts_match_versions_open (games, stem, TRUE, error);
  if (fd < 0)
    return NULL;
  /* The header as a save writes it, so that the same game kept twice is the same copy. */
  ts_record_set_status (self->record, self->finished, self->winner);
  ts_record_set_winners (self->record, self->winners);
  _ts_match_write_progress (self);
  bytes = ts_record_to_bytes (self->record);
  /* The same record twice (Drop It, its undo, Drop It again) is one earlier version. */
  written = newest_same (fd, bytes);
  for (guint n = 1; written == NULL && n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s.json", stamp)
                                     : g_strdup_printf ("%s-%u.json", stamp, n);
      g_autoptr(GError) local = NULL;

      if (ts_atomic_write_new_at (fd, name, g_bytes_get_data (bytes, NULL),
                                  g_bytes_get_size (bytes), &local))
        written = g_steal_pointer (&name);
      else if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          close (fd);
          return NULL;
        }
    }
  if (written != NULL)
    prune (fd);
  close (fd);
  if (written == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS, g_strerror (EEXIST));
      return NULL;
    }
  dir = ts_match_dup_versions_dir (self);
  return g_file_get_child (dir, written);
}

/* The copy @self needs before a step that cuts entries: FALSE with TS_MATCH_ERROR_NO_COPY
 * when it cannot be kept and the players have not accepted the step without it
 * (ts_match_step_without_copy()). @backup gets the copy, or NULL. */
gboolean
_ts_match_keep_copy (TsMatch *self,
                     GFile  **backup,
                     GError **error)
{
  g_autoptr(GError) local = NULL;
  GFile *copy = _ts_match_write_backup (self, &local);

  if (backup != NULL)
    *backup = copy;
  else
    g_clear_object (&copy);
  if (local == NULL || self->without_copy)
    return TRUE;
  g_set_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY,
               /* Translators: the system's reason, or a sentence naming the folder. */
               _("The earlier version cannot be kept: %s"), local->message);
  return FALSE;
}

/**
 * ts_match_step_without_copy:
 * @step: a step the players asked for (ts_match_drop_held(), a correction…) on @self
 *
 * Makes @step even if the copy of the game it needs cannot be kept (the step refused with
 * TS_MATCH_ERROR_NO_COPY before, and the players chose to make it anyway: undo still holds
 * what it cuts while the game is open). Only @step: the next one asks again.
 */
gboolean
ts_match_step_without_copy (TsMatch        *self,
                            TsMatchStepFunc step,
                            gpointer        data,
                            GError        **error)
{
  gboolean done;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (step != NULL, FALSE);
  self->without_copy = TRUE;
  done = step (self, data, error);
  self->without_copy = FALSE;
  return done;
}

/* -------------------------------------------------------------------------------------- */
/* Restoring                                                                                */

/**
 * ts_match_restore_version:
 * @version: one of ts_match_list_versions()
 * @message: (out) (optional): what was done, for a toast with an Undo
 *
 * The game's entries become those of an earlier version (played under its readings), the
 * first the rules refuse holding the rest. One undo step; the record as it is now is kept
 * among the earlier versions first (TS_MATCH_ERROR_NO_COPY when it cannot be). Refused,
 * changing nothing, when @version does not read or is not a version of this game (another
 * game, set up at another moment, or by other players).
 */
gboolean
ts_match_restore_version (TsMatch *self,
                          GFile   *version,
                          char   **message,
                          GError **error)
{
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(GPtrArray) tail = NULL;
  g_autoptr(GArray) times = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *date = NULL;
  g_autofree char *name = NULL;
  g_autofree char *base = NULL;
  TsRecordPeek mine, theirs;
  gboolean same;
  gint64 time = 0;
  guint n;
  int readings;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (version), FALSE);

  record = ts_record_load (version, NULL, error);
  if (record == NULL)
    return FALSE;
  name = g_file_get_parse_name (version);
  ts_record_peek_from_record (self->record, &mine);
  ts_record_peek_from_record (record, &theirs);
  same = ts_record_peek_same_game (&mine, &theirs);
  ts_record_peek_clear (&mine);
  ts_record_peek_clear (&theirs);
  if (!same)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is a file. */
                   _("“%s” is not a version of this game: its game, its start or its players "
                     "differ."),
                   name);
      return FALSE;
    }
  n = ts_record_get_n_entries (record);
  tail = g_ptr_array_new_full (n, g_object_unref);
  times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n);
  for (guint i = 0; i < n; i++)
    {
      gint64 entry_time = ts_record_get_entry_time (record, i);

      g_ptr_array_add (tail, g_object_ref (ts_record_get_entry (record, i)));
      g_array_append_val (times, entry_time);
    }
  readings = ts_record_get_readings (record);
  /* When it was kept, as its name says (the copy's own date, whatever a sync did to it). */
  base = g_file_get_basename (version);
  if (_ts_match_versions_parse_name (base, &time, NULL) || _ts_match_versions_parse_stamp (base + MAX (0, (int) strlen (base)
                                                                          - TS_MATCH_VERSIONS_STAMP_LENGTH - 5),
                                                             &time))
    {
      g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time);

      when = g_date_time_to_local (utc);
    }
  date = when != NULL ? g_date_time_format (when, "%c") : g_strdup ("?");
  if (!_ts_match_mend (self, 0, tail, times,
                       readings >= 0 ? (guint) readings
                                     : (guint) MAX (ts_record_get_readings (self->record), 0),
                       TRUE,
                       g_strdup_printf (ngettext ("Earlier version restored: %s, %u entry",
                                                  "Earlier version restored: %s, %u entries",
                                                  n),
                                        date, n),
                       error))
    return FALSE;
  if (message != NULL)
    *message = g_strdup (((Change *) g_ptr_array_index (self->undo_stack,
                                                        self->undo_stack->len - 1))
                             ->summary);
  return TRUE;
}
