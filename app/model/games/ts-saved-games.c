/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <dirent.h>
#include <errno.h>
#include <unistd.h>

#include "ts-model-record.h"
#include "ts-record-index.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-saved-games.h"

/**
 * ts_saved_games_rename:
 *
 * Gives the game in @file the name @name: the "name" inside the record, which the window
 * title, the start page and the score sheet show, saved the way every entry is saved. The
 * file keeps its name. A file that does not load is left as it is, with the reason.
 */
gboolean
ts_saved_games_rename (GFile      *file,
                       const char *name,
                       GError    **error)
{
  g_autoptr(TsRecord) record = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  stripped = g_strstrip (g_strdup (name));
  if (*stripped == '\0' || !g_utf8_validate (stripped, -1, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A saved game needs a name."));
      return FALSE;
    }
  record = ts_record_load (file, NULL, error);
  if (record == NULL)
    return FALSE;
  ts_record_set_name (record, stripped);
  return ts_record_save (record, file, NULL, error);
}

/* Deleting a saved game is two steps: it is moved into the hidden ".deleted" folder beside
 * it (undo moves it back), then removed once the undo is no longer offered, or by the next
 * run after a kill. Both follow ts-own-files.c: ".deleted" is opened from the games folder's
 * descriptor without following a link (a link there is refused: nothing is moved through
 * it), a move never replaces a file, and only regular files named as saved games are named
 * ("*.json") are removed from it. */

static gboolean
is_saved_game_name (const char *name)
{
  return g_str_has_suffix (name, ".json");
}

/* The folder @games (a path) and ".deleted" in it; -1 with a sentence. */
static int
open_aside (const char *games,
            gboolean    create,
            int        *games_fd,
            GError    **error)
{
  g_autofree char *path = g_build_filename (games, TS_SAVED_GAMES_ASIDE, NULL);
  g_autofree char *shown = g_filename_display_name (path);
  int fd;

  *games_fd = ts_own_dir_open (games, error);
  if (*games_fd < 0)
    return -1;
  fd = ts_own_dir_open_at (*games_fd, TS_SAVED_GAMES_ASIDE, shown, create, error);
  if (fd < 0)
    {
      close (*games_fd);
      *games_fd = -1;
    }
  return fd;
}

static char *
dup_parent_path (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL ? g_file_get_path (parent) : NULL;
}

/**
 * ts_saved_games_set_aside:
 *
 * The first step of deleting a saved game: moves @file into the hidden ".deleted" folder
 * beside it, which the saved games list skips. Returns where the file is now, for
 * ts_saved_games_restore() (undo) or ts_saved_games_delete_aside().
 */
GFile *
ts_saved_games_set_aside (GFile   *file,
                          GError **error)
{
  g_autofree char *games = NULL;
  g_autofree char *basename = NULL;
  int games_fd = -1;
  int aside_fd;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  games = dup_parent_path (file);
  basename = g_file_get_basename (file);
  if (games == NULL || basename == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only a saved game on this computer can be deleted."));
      return NULL;
    }
  aside_fd = open_aside (games, TRUE, &games_fd, error);
  if (aside_fd < 0)
    return NULL;
  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (basename) : g_strdup_printf ("%u-%s", n, basename);
      g_autoptr(GError) local_error = NULL;

      /* Never over another file set aside: a move that would replace one fails. */
      if (ts_own_file_rename (games_fd, basename, aside_fd, name, &local_error))
        {
          close (aside_fd);
          close (games_fd);
          return g_file_new_build_filename (games, TS_SAVED_GAMES_ASIDE, name, NULL);
        }
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          break;
        }
    }
  close (aside_fd);
  close (games_fd);
  if (error != NULL && *error == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS, g_strerror (EEXIST));
  return NULL;
}

/* Undo: moves @aside back to @file, never over a file that took its name meanwhile. */
gboolean
ts_saved_games_restore (GFile   *aside,
                        GFile   *file,
                        GError **error)
{
  g_autofree char *games = NULL;
  g_autofree char *name = NULL;
  g_autofree char *basename = NULL;
  int games_fd = -1;
  int aside_fd;
  gboolean done;

  g_return_val_if_fail (G_IS_FILE (aside), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  games = dup_parent_path (file);
  name = g_file_get_basename (aside);
  basename = g_file_get_basename (file);
  if (games == NULL || name == NULL || basename == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only a saved game on this computer can be deleted."));
      return FALSE;
    }
  aside_fd = open_aside (games, FALSE, &games_fd, error);
  if (aside_fd < 0)
    return FALSE;
  done = ts_own_file_rename (aside_fd, name, games_fd, basename, error);
  close (aside_fd);
  close (games_fd);
  return done;
}

/* The second step of deleting, once the undo is no longer offered. */
gboolean
ts_saved_games_delete_aside (GFile   *aside,
                             GError **error)
{
  g_autofree char *aside_path = NULL;
  g_autofree char *games = NULL;
  g_autofree char *name = NULL;
  int games_fd = -1;
  int aside_fd;
  gboolean done;

  g_return_val_if_fail (G_IS_FILE (aside), FALSE);
  aside_path = dup_parent_path (aside);
  name = g_file_get_basename (aside);
  if (aside_path == NULL || name == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only a saved game on this computer can be deleted."));
      return FALSE;
    }
  games = g_path_get_dirname (aside_path);
  aside_fd = open_aside (games, FALSE, &games_fd, error);
  if (aside_fd < 0)
    return FALSE;
  done = ts_own_file_remove (aside_fd, name, is_saved_game_name, error);
  close (aside_fd);
  close (games_fd);
  return done;
}

/**
 * ts_saved_games_purge:
 *
 * Deletes what a run that was killed before its undo toast went away left set aside in
 * @dir. Call it before this run sets anything aside. Only regular files named as saved
 * games in the ".deleted" folder are touched; a link in that folder's place is left alone.
 */
void
ts_saved_games_purge (GFile *dir)
{
  g_autofree char *games = g_file_get_path (dir);
  struct dirent *child;
  DIR *listing;
  int games_fd = -1;
  int aside_fd;

  if (games == NULL)
    return;
  aside_fd = open_aside (games, FALSE, &games_fd, NULL);
  if (aside_fd < 0)
    return;
  close (games_fd);
  listing = fdopendir (aside_fd);
  if (listing == NULL)
    {
      close (aside_fd);
      return;
    }
  while ((child = readdir (listing)) != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!is_saved_game_name (child->d_name))
        continue;
      if (!ts_own_file_remove (dirfd (listing), child->d_name, is_saved_game_name, &error)
          && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE))
        {
          g_autofree char *shown = g_filename_display_name (child->d_name);

          g_warning ("Cannot delete %s: %s", shown, error->message);
        }
    }
  closedir (listing);
}

/* -------------------------------------------------------------------------------------- */
/* The players a new game proposes                                                         */

/**
 * ts_saved_games_last_players:
 * @names: (out) (transfer full): the players' names, in their order
 * @colors: (out) (transfer full): their palette ids, "" where the file gives none (a score
 *   sheet)
 *
 * The players of the newest saved game or score sheet of @dir, whatever the game: the
 * folder's listing gives the newest file (no file is opened for that), the saved games index
 * its header when the file has not changed since it was read, else the file is read. Files
 * that are neither a game nor a sheet, or have no player, are passed over. Returns FALSE when
 * there is none (a first run).
 */
gboolean
ts_saved_games_last_players (GFile *dir,
                             GStrv *names,
                             GStrv *colors)
{
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(TsRecordIndex) index = NULL;

  g_return_val_if_fail (G_IS_FILE (dir), FALSE);
  g_return_val_if_fail (names != NULL && colors != NULL, FALSE);

  files = ts_record_scan_list (dir, NULL, NULL);
  if (files == NULL || files->len == 0)
    return FALSE;
  index = ts_record_index_load (dir);
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      GDateTime *modified = g_object_get_data (G_OBJECT (file), "ts-modified");
      goffset *size = g_object_get_data (G_OBJECT (file), "ts-size");
      g_autoptr(TsRecordInfo) info = ts_record_index_lookup (index, file, modified, *size);

      if (info == NULL)
        info = ts_record_info_read (file, modified, NULL);
      if (ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE
          || ts_record_info_get_players (info)[0] == NULL)
        continue;
      *names = g_strdupv ((GStrv) ts_record_info_get_players (info));
      *colors = g_strdupv ((GStrv) ts_record_info_get_colors (info));
      return TRUE;
    }
  return FALSE;
}

static gboolean
name_taken (GPtrArray  *names,
            const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *other = g_utf8_casefold (g_ptr_array_index (names, i), -1);

      if (g_strcmp0 (folded, other) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
color_taken (GPtrArray  *colors,
             const char *id)
{
  for (guint i = 0; i < colors->len; i++)
    if (g_strcmp0 (g_ptr_array_index (colors, i), id) == 0)
      return TRUE;
  return FALSE;
}

/* @id when it is a colour of the palette no other player has, else NULL. */
static const char *
free_color (GPtrArray  *colors,
            const char *id)
{
  const TsPlayerColor *color = id != NULL ? ts_player_palette_lookup (id) : NULL;

  return color != NULL && !color_taken (colors, color->id) ? color->id : NULL;
}

/* Adds the trimmed @name (unless empty or at the table already) with a colour: @color, else
 * @fallback, else the first of the palette no other player has. */
static void
add_player (GPtrArray  *names,
            GPtrArray  *colors,
            const char *name,
            const char *color,
            const char *fallback)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (name));
  const char *id;
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);

  if (*trimmed == '\0' || name_taken (names, trimmed))
    return;
  id = free_color (colors, color);
  if (id == NULL)
    id = free_color (colors, fallback);
  for (guint c = 0; c < n_colors && id == NULL; c++)
    id = free_color (colors, palette[c].id);
  g_ptr_array_add (names, g_steal_pointer (&trimmed));
  g_ptr_array_add (colors, g_strdup (id != NULL ? id : palette[0].id));
}

static const char *
nth (const char *const *list,
     guint              n)
{
  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    if (i == n)
      return list[i];
  return NULL;
}

/**
 * ts_saved_games_propose_players:
 * @dir: the games folder (ts_record_dir())
 * @default_names: (nullable): the preferences' names for players 1 to 4
 * @default_colors: (nullable): the preferences' colours for players 1 to 4
 * @names: (out) (transfer full): the names proposed, in turn order
 * @colors: (out) (transfer full): their palette ids, each used once
 *
 * The players a new game of any game (and a score sheet) proposes: those of the last game
 * (ts_saved_games_last_players(): names and colours), else the preferences' names; then, up
 * to two players (or @min_players), the preferences' names not at the table yet, then
 * "Player 2" (the seat's number). A solo game is never proposed: one player only when the
 * players chose it. At most @max_players.
 */
void
ts_saved_games_propose_players (GFile             *dir,
                                const char *const *default_names,
                                const char *const *default_colors,
                                guint              min_players,
                                guint              max_players,
                                GStrv             *names,
                                GStrv             *colors)
{
  g_autoptr(GPtrArray) name_list = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) color_list = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) last_names = NULL;
  g_auto(GStrv) last_colors = NULL;
  guint wanted = MIN (MAX (2, min_players), max_players);

  g_return_if_fail (names != NULL && colors != NULL);
  g_return_if_fail (max_players >= 1);

  if (dir != NULL && ts_saved_games_last_players (dir, &last_names, &last_colors))
    for (guint i = 0; last_names[i] != NULL && name_list->len < max_players; i++)
      add_player (name_list, color_list, last_names[i], last_colors[i],
                  nth (default_colors, name_list->len));
  else
    for (guint i = 0; nth (default_names, i) != NULL && name_list->len < max_players; i++)
      add_player (name_list, color_list, default_names[i], nth (default_colors, i),
                  NULL);
  for (guint i = 0; nth (default_names, i) != NULL && name_list->len < wanted; i++)
    add_player (name_list, color_list, default_names[i],
                nth (default_colors, name_list->len), NULL);
  for (guint k = name_list->len + 1; name_list->len < wanted; k++)
    {
      /* Translators: a player proposed when the preferences name nobody; %u is the seat
       * number, from 1. */
      g_autofree char *name = g_strdup_printf (_("Player %u"), k);

      add_player (name_list, color_list, name, nth (default_colors, name_list->len), NULL);
    }
  g_ptr_array_add (name_list, NULL);
  g_ptr_array_add (color_list, NULL);
  *names = (GStrv) g_ptr_array_steal (name_list, NULL);
  *colors = (GStrv) g_ptr_array_steal (color_list, NULL);
}

/**
 * ts_saved_games_unique_name:
 *
 * @name, or “@name (2)”, “@name (3)”… when a game of @dir saved in the last two days already
 * has it: a proposed name holds the date, so two games started the same day would otherwise
 * share it (issue 24). Only the recent files' headers are read, so that a folder of
 * thousands of games costs a listing.
 */
char *
ts_saved_games_unique_name (GFile      *dir,
                            const char *name)
{
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GHashTable) titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) since = g_date_time_add_days (now, -2);

  g_return_val_if_fail (G_IS_FILE (dir), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  files = ts_record_scan_list (dir, NULL, NULL);
  for (guint i = 0; files != NULL && i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      GDateTime *modified = g_object_get_data (G_OBJECT (file), "ts-modified");
      g_autoptr(TsRecordInfo) info = NULL;

      /* Newest first: the rest is older still. */
      if (modified != NULL && g_date_time_compare (modified, since) < 0)
        break;
      info = ts_record_info_load (file, NULL, NULL);
      if (info != NULL && ts_record_info_get_kind (info) == TS_RECORD_INFO_GAME)
        g_hash_table_add (titles, g_strdup (ts_record_info_get_title (info)));
    }
  for (guint n = 1;; n++)
    {
      g_autofree char *candidate = n == 1 ? g_strdup (name) : NULL;

      if (candidate == NULL)
        /* Translators: a proposed game name taken already today, then a number from 2
         * (“Kingsburg 23/11/2026 (2)”) */
        candidate = g_strdup_printf (C_ ("saved game", "%s (%u)"), name, n);
      if (!g_hash_table_contains (titles, candidate))
        return g_steal_pointer (&candidate);
    }
}

/* -------------------------------------------------------------------------------------- */
/* The games-folder setting (issue 52)                                                     */

/* The setting as last applied, what it named (NULL: refused or empty) and why it was refused;
 * and the last problem found with the folder ts_record_dir() gives. */
static char *setting_value;
static GFile *setting_dir;
static char *setting_refusal;
static char *folder_problem;
G_LOCK_DEFINE_STATIC (setting);

/**
 * ts_saved_games_folder_from_setting:
 * @value: the "games-folder" setting
 *
 * The folder @value names: an absolute path, "~" or "~/…" (the home folder, as a shell reads
 * it) or a file:// URI of this computer. "" is the default folder: NULL and no error. Any
 * other value (a relative path, another user's "~name", a URI of another kind or computer) is
 * refused, with a sentence naming the setting. (transfer full)
 */
GFile *
ts_saved_games_folder_from_setting (const char *value,
                                    GError    **error)
{
  g_return_val_if_fail (value != NULL, NULL);

  if (*value == '\0')
    return NULL;
  if (g_path_is_absolute (value))
    return g_file_new_for_path (value);
  if (g_str_equal (value, "~") || g_str_has_prefix (value, "~/"))
    return g_file_new_build_filename (g_get_home_dir (), value + 1, NULL);
  if (g_ascii_strncasecmp (value, "file:", 5) == 0)
    {
      g_autofree char *host = NULL;
      g_autofree char *path = g_filename_from_uri (value, &host, NULL);

      if (path != NULL && (host == NULL || g_ascii_strcasecmp (host, "localhost") == 0))
        return g_file_new_for_path (path);
    }
  if (g_uri_peek_scheme (value) != NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 /* Translators: "games-folder" is the setting's name, keep it; %s is its
                  * value, an address such as smb://server/games */
                 _("The games-folder setting names “%s”, which is not a folder on this "
                   "computer: give a folder’s path, or a file:// address."),
                 value);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                 /* Translators: "games-folder" is the setting's name, keep it; %s is its
                  * value, such as "games" */
                 _("The games-folder setting holds “%s”, which is not a folder’s full path: "
                   "give one that starts with “/” or “~/”, or a file:// address."),
                 value);
  return NULL;
}

/**
 * ts_saved_games_apply_setting:
 * @value: the "games-folder" setting
 *
 * Makes the folder @value names the games folder (ts_record_set_dir()); "" or a value that is
 * refused give the default folder, and the refusal is kept for
 * ts_saved_games_check_folder(), so that nothing reads it as a folder of no games.
 */
void
ts_saved_games_apply_setting (const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = NULL;

  g_return_if_fail (value != NULL);

  dir = ts_saved_games_folder_from_setting (value, &error);
  G_LOCK (setting);
  g_free (setting_value);
  setting_value = g_strdup (value);
  g_set_object (&setting_dir, dir);
  g_free (setting_refusal);
  setting_refusal = error != NULL ? g_strdup (error->message) : NULL;
  G_UNLOCK (setting);
  ts_record_set_dir (dir);
}

/* Why the folder the setting names cannot be read, or NULL. */
static char *
dup_setting_problem (GFile      *dir,
                     const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileInfo) info = g_file_query_info (dir, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, &error);

  if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    return NULL;
  if (info != NULL)
    /* Translators: "games-folder" is the setting's name, keep it; %s is its value */
    return g_strdup_printf (_("The games-folder setting names “%s”, which is a file, not a "
                              "folder."),
                            value);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    /* Translators: "games-folder" is the setting's name, keep it; %s is its value. A drive
     * not mounted, a folder renamed or a typo */
    return g_strdup_printf (_("The games-folder setting names “%s”, which is not a folder: "
                              "there is nothing of that name. Choose the games folder again "
                              "in Preferences."),
                            value);
  /* Translators: "games-folder" is the setting's name, keep it; the first %s is its value,
   * the second why it cannot be read */
  return g_strdup_printf (_("The games-folder setting names “%s”, which cannot be read: %s"),
                          value, error->message);
}

/**
 * ts_saved_games_dup_setting_problem:
 * @value: the "games-folder" setting
 *
 * Why the games-folder setting @value cannot be read as the games folder now (refused, or
 * not a folder), or NULL: for Preferences. Blocking (a file query). (transfer full)
 */
char *
ts_saved_games_dup_setting_problem (const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = NULL;

  g_return_val_if_fail (value != NULL, NULL);

  dir = ts_saved_games_folder_from_setting (value, &error);
  if (error != NULL)
    return g_strdup (error->message);
  return dir != NULL ? dup_setting_problem (dir, value) : NULL;
}

/**
 * ts_saved_games_check_folder:
 * @dir: a games folder about to be read
 *
 * Whether @dir can be read as the games folder, as a folder named on the command line: the
 * folder the "games-folder" setting names must be there (a drive not mounted, a typo are not
 * "no games"), and a setting that was refused is an error when @dir is the default folder it
 * gave instead. The default folder itself may be missing: nothing was saved yet. Any other
 * folder is not checked here. Blocking (a file query); the answer for ts_record_dir() is kept
 * for ts_saved_games_dup_folder_problem().
 */
gboolean
ts_saved_games_check_folder (GFile   *dir,
                             GError **error)
{
  g_autofree char *value = NULL;
  g_autofree char *refusal = NULL;
  g_autofree char *problem = NULL;
  g_autoptr(GFile) named = NULL;
  g_autoptr(GFile) fallback = ts_record_default_dir ();
  g_autoptr(GFile) current = ts_record_dir ();

  g_return_val_if_fail (G_IS_FILE (dir), FALSE);

  G_LOCK (setting);
  value = g_strdup (setting_value);
  named = setting_dir != NULL ? g_object_ref (setting_dir) : NULL;
  refusal = g_strdup (setting_refusal);
  G_UNLOCK (setting);

  if (refusal != NULL && g_file_equal (dir, fallback))
    problem = g_steal_pointer (&refusal);
  else if (named != NULL && g_file_equal (dir, named))
    problem = dup_setting_problem (named, value);
  if (g_file_equal (dir, current))
    {
      G_LOCK (setting);
      g_free (folder_problem);
      folder_problem = g_strdup (problem);
      G_UNLOCK (setting);
    }
  if (problem == NULL)
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, problem);
  return FALSE;
}

/* The last problem ts_saved_games_check_folder() found with the games folder, or NULL: what
 * the statistics page says without reading the folder itself. (transfer full) */
char *
ts_saved_games_dup_folder_problem (void)
{
  char *problem;

  G_LOCK (setting);
  problem = g_strdup (folder_problem);
  G_UNLOCK (setting);
  return problem;
}
