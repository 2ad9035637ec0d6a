/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The export rule: a file Tableside writes because the user named it (a sheet, a PDF, a
 * picture, a BG Stats export) replaces only a file the user could have named for that. Never
 * the game's own record, nor any Tableside record, saved game or file Tableside keeps for
 * itself (people, imported plays, the saved-games index, corrections), never through a
 * symbolic link, never a folder; and an empty name names nothing (it is not "here"). */
#include "ts-i18n.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "ts-export-target.h"
#include "ts-json-read.h"
#include "ts-model-record.h"
#include "ts-record-info.h"

/* What a file Tableside wrote says it is ("tableside-record"…), or NULL. Only a file that
 * could be one is read: JSON no larger than a record. */
static char *
dup_format (const char        *path,
            const struct stat *info)
{
  static const TsJsonLimits limits = { "", TS_RECORD_MAX_BYTES, TS_RECORD_MAX_DEPTH, 0 };
  g_autoptr(GFile) file = NULL;
  g_autoptr(JsonNode) root = NULL;
  const char *format;

  if (info->st_size > (off_t) TS_RECORD_MAX_BYTES || info->st_size < 2)
    return NULL;
  file = g_file_new_for_path (path);
  root = ts_json_read_file (file, "", &limits, NULL, NULL);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  format = ts_json_read_string_member (json_node_get_object (root), "format");
  return format != NULL && g_str_has_prefix (format, "tableside-") ? g_strdup (format) : NULL;
}

/* Whether @path is directly in the games folder (a saved game's place). */
static gboolean
in_games_folder (const char *path)
{
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *games = g_file_get_path (dir);
  struct stat a, b;

  if (parent == NULL || games == NULL)
    return FALSE;
  if (g_file_equal (parent, dir))
    return TRUE;
  /* The same folder under another path (a link to it, "..", "."). */
  {
    g_autofree char *parent_path = g_file_get_path (parent);

    return parent_path != NULL && stat (parent_path, &a) == 0 && stat (games, &b) == 0
           && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
  }
}

static gboolean
refuse (GError **error,
        int      code,
        char    *message)
{
  g_set_error_literal (error, G_IO_ERROR, code, message);
  g_free (message);
  return FALSE;
}

/**
 * ts_export_target_check:
 * @path: the file the user named for an export
 * @source: (nullable): the record the export is made from
 *
 * Whether an export may be written to @path (docs/file-format.md, "What Tableside removes
 * and overwrites"): FALSE with a sentence naming it when @path is empty, a symbolic link, a
 * folder or anything but a regular file, @source itself, a Tableside record, a saved game
 * in the games folder, or a file Tableside keeps for itself. A file not there yet, or a
 * regular file of another kind, may be written.
 */
gboolean
ts_export_target_check (const char *path,
                        GFile      *source,
                        GError    **error)
{
  g_autofree char *format = NULL;
  g_autofree char *source_path = source != NULL ? g_file_get_path (source) : NULL;
  g_autofree char *shown = NULL;
  struct stat info, source_info;

  if (path == NULL || *path == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                           _("No file is named: give the name of the file to write."));
      return FALSE;
    }
  if (lstat (path, &info) != 0)
    return TRUE;
  shown = g_filename_display_name (path);
  if (S_ISLNK (info.st_mode))
    /* Translators: a file's path. */
    return refuse (error, G_IO_ERROR_TOO_MANY_LINKS,
                   g_strdup_printf (_("“%s” is a symbolic link: an export is written only to a file of that "
                     "name, never through a link. Name another file."), shown));
  if (S_ISDIR (info.st_mode))
    /* Translators: a folder's path. */
    return refuse (error, G_IO_ERROR_IS_DIRECTORY,
                   g_strdup_printf (_("“%s” is a folder: name a file to write."), shown));
  if (!S_ISREG (info.st_mode))
    /* Translators: a file's path. */
    return refuse (error, G_IO_ERROR_NOT_REGULAR_FILE,
                   g_strdup_printf (_("“%s” is not a regular file: name another file."), shown));
  if (source_path != NULL && stat (source_path, &source_info) == 0
      && source_info.st_dev == info.st_dev && source_info.st_ino == info.st_ino)
    /* Translators: a file's path. */
    return refuse (error, G_IO_ERROR_EXISTS,
                   g_strdup_printf (_("“%s” is the game’s own record: an export never replaces it. Name "
                     "another file."), shown));
  format = dup_format (path, &info);
  if (format == NULL)
    return TRUE;
  if (strcmp (format, TS_RECORD_FORMAT) == 0)
    /* Translators: a file's path. */
    return refuse (error, G_IO_ERROR_EXISTS,
                   g_strdup_printf (_("“%s” is a Tableside record: an export never replaces it. Name another "
                     "file."), shown));
  if (in_games_folder (path))
    /* Translators: a file's path. */
    return refuse (error, G_IO_ERROR_EXISTS,
                   g_strdup_printf (_("“%s” is a saved game: an export never replaces it. Name another file."), shown));
  /* A sheet or a board the user exported before may be written again; the rest are
   * Tableside's own. */
  if (strcmp (format, TS_SHEET_FORMAT) != 0
      && strcmp (format, "tableside-burgundy-player-board") != 0)
    /* Translators: a file's path. */
    return refuse (error, G_IO_ERROR_EXISTS,
                   g_strdup_printf (_("“%s” is one of the files Tableside keeps for itself: an export never "
                     "replaces it. Name another file."), shown));
  return TRUE;
}

/* ts_export_target_check() for a file chosen in a dialog; one without a local path (a
 * portal's document) is the dialog's to check. */
gboolean
ts_export_target_check_file (GFile   *file,
                             GFile   *source,
                             GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  return path == NULL || ts_export_target_check (path, source, error);
}
