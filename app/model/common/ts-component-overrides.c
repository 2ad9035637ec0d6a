/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A user's corrections of a game's component data, in their data folder. */
#include "ts-i18n.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-atomic-write.h"
#include "ts-component-overrides.h"
#include "ts-json-read.h"
#include "ts-kept-file.h"
#include "ts-own-files.h"

struct _TsComponentOverrides
{
  GObject parent_instance;
  char *game_id;
  char *name;
  TsComponentCheck check;
  gpointer user_data;
  GFile *file;
  GHashTable *items; /* id -> JsonNode */
  TsFileStamp stamp; /* the file as last read or written: another program's change is seen */
};

G_DEFINE_FINAL_TYPE (TsComponentOverrides, ts_component_overrides, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-component-overrides-error-quark, ts_component_overrides_error)

static void
ts_component_overrides_finalize (GObject *object)
{
  TsComponentOverrides *self = TS_COMPONENT_OVERRIDES (object);

  g_free (self->game_id);
  g_free (self->name);
  g_clear_object (&self->file);
  g_hash_table_unref (self->items);
  G_OBJECT_CLASS (ts_component_overrides_parent_class)->finalize (object);
}

static void
ts_component_overrides_class_init (TsComponentOverridesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_component_overrides_finalize;
}

static void
ts_component_overrides_init (TsComponentOverrides *self)
{
  self->items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify)json_node_unref);
}

TsComponentOverrides *
ts_component_overrides_new (const char *game_id, const char *name, TsComponentCheck check,
                            gpointer user_data)
{
  TsComponentOverrides *self;
  g_autofree char *file_name = g_strconcat (name, ".json", NULL);

  g_return_val_if_fail (game_id != NULL && name != NULL && check != NULL, NULL);
  self = g_object_new (TS_TYPE_COMPONENT_OVERRIDES, NULL);
  self->game_id = g_strdup (game_id);
  self->name = g_strdup (name);
  self->check = check;
  self->user_data = user_data;
  /* The app's own data folder inside Flatpak, ~/.local/share outside. */
  self->file = g_file_new_build_filename (g_get_user_data_dir (), "tableside", "games", game_id,
                                          file_name, NULL);
  return self;
}

GFile *
ts_component_overrides_get_file (TsComponentOverrides *self)
{
  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), NULL);
  return self->file;
}

/* Sets @error to “Your corrections in PATH are not valid: WHY.”, one sentence whether or not
 * @why (the game's refusal, or our own reason) ends with a full stop, so that views may add
 * another sentence after it. */
/* The file's path as messages show it: UTF-8 whatever the data folder's name is made of
 * (a Latin-1 XDG_DATA_HOME), since messages reach labels and screen readers. */
static char *
dup_display_path (TsComponentOverrides *self)
{
  return g_filename_display_name (g_file_peek_path (self->file));
}

static gboolean
broken (TsComponentOverrides *self, GError **error, int code, const char *why)
{
  g_autofree char *reason = g_strdup (why);
  g_autofree char *path = dup_display_path (self);

  if (g_str_has_suffix (reason, "."))
    reason[strlen (reason) - 1] = '\0';
  /* Translators: a file's path, then what is wrong in it */
  g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, code,
               _ ("Your corrections in %s are not valid: %s."), path,
               reason);
  g_hash_table_remove_all (self->items);
  return FALSE;
}

static gboolean
read_items (TsComponentOverrides *self, JsonNode *root, GError **error)
{
  JsonObject *o;
  JsonNode *items;
  g_autoptr (GList) ids = NULL;
  gint64 version = 0;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return broken (self, error, TS_COMPONENT_OVERRIDES_ERROR_FORMAT,
                   _ ("the file is not a JSON object"));
  o = json_node_get_object (root);
  if (g_strcmp0 (ts_json_read_string_member (o, "format"), TS_COMPONENT_OVERRIDES_FORMAT) != 0
      || !ts_json_read_int_member (o, "version", 0, G_MAXINT, 0, &version)
      || version != TS_COMPONENT_OVERRIDES_VERSION
      || g_strcmp0 (ts_json_read_string_member (o, "game"), self->game_id) != 0
      || g_strcmp0 (ts_json_read_string_member (o, "component"), self->name) != 0)
    {
      /* Translators: a game id and a component name (“kingsburg”, “enemies”) */
      g_autofree char *why = g_strdup_printf (
          _ ("this is not version 1 of Tableside's corrections of %s's %s"), self->game_id,
          self->name);
      return broken (self, error, TS_COMPONENT_OVERRIDES_ERROR_FORMAT, why);
    }
  items = json_object_get_member (o, "items");
  if (items == NULL || !JSON_NODE_HOLDS_OBJECT (items))
    return broken (self, error, TS_COMPONENT_OVERRIDES_ERROR_FORMAT,
                   _ ("the member “items” is missing or not an object"));
  ids = json_object_get_members (json_node_get_object (items));
  for (GList *l = ids; l != NULL; l = l->next)
    {
      JsonNode *values = json_object_get_member (json_node_get_object (items), l->data);
      g_autoptr (GError) local = NULL;

      if (!self->check (l->data, values, self->user_data, &local))
        return broken (self, error, TS_COMPONENT_OVERRIDES_ERROR_VALUES, local->message);
      g_hash_table_replace (self->items, g_strdup (l->data), json_node_copy (values));
    }
  return TRUE;
}

/* The most a corrections file may be: a few hundred items of a few levels each (json-glib
 * gives each object a hash table: a million would take seconds). */
#define OVERRIDES_MAX_BYTES (4 * 1024 * 1024)
#define OVERRIDES_MAX_DEPTH 32
#define OVERRIDES_MAX_OBJECTS 100000

gboolean
ts_component_overrides_load (TsComponentOverrides *self, GCancellable *cancellable,
                             GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *base = NULL;
  TsJsonLimits limits
      = { NULL, OVERRIDES_MAX_BYTES, OVERRIDES_MAX_DEPTH, OVERRIDES_MAX_OBJECTS };

  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), FALSE);
  g_hash_table_remove_all (self->items);
  /* What a save cut short by a kill left beside the file, as for records. */
  ts_atomic_write_clean_stale (self->file);
  /* Translators: what a user's corrections file should be, in “is not %s” */
  limits.kind = _ ("a file of corrections");
  /* The sentence names the whole path; the reader's reason names the file's own name. */
  base = g_file_get_basename (self->file);
  memset (&self->stamp, 0, sizeof self->stamp);
  root = ts_json_read_file (self->file, base, &limits, cancellable, &local);
  if (root == NULL && g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return TRUE;
  if (root != NULL)
    {
      GStatBuf info;

      if (g_stat (g_file_peek_path (self->file), &info) == 0)
        ts_file_stamp_from_stat (&self->stamp, &info);
    }
  if (root == NULL && local->domain != TS_JSON_READ_ERROR)
    {
      g_autofree char *reason = g_strdup (local->message);
      g_autofree char *path = dup_display_path (self);

      if (g_str_has_suffix (reason, "."))
        reason[strlen (reason) - 1] = '\0';
      /* Translators: a file's path, then the system's reason */
      g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_READ,
                   _ ("Your corrections in %s cannot be read: %s."), path,
                   reason);
      return FALSE;
    }
  if (root == NULL)
    return broken (self, error, TS_COMPONENT_OVERRIDES_ERROR_FORMAT, local->message);
  return read_items (self, root, error);
}

JsonNode *
ts_component_overrides_get (TsComponentOverrides *self, const char *id)
{
  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), NULL);
  return g_hash_table_lookup (self->items, id);
}

static int
compare_ids (gconstpointer a, gconstpointer b, gpointer unused)
{
  return g_strcmp0 (*(char *const *)a, *(char *const *)b);
}

char **
ts_component_overrides_dup_ids (TsComponentOverrides *self)
{
  g_autofree const char **keys = NULL;
  char **ids;

  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), NULL);
  keys = (const char **)g_hash_table_get_keys_as_array (self->items, NULL);
  ids = g_strdupv ((char **)keys);
  g_qsort_with_data (ids, g_strv_length (ids), sizeof (char *), compare_ids, NULL);
  return ids;
}

gboolean
ts_component_overrides_set (TsComponentOverrides *self, const char *id, JsonNode *values,
                            GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), FALSE);
  if (!self->check (id, values, self->user_data, &local))
    {
      g_set_error_literal (error, TS_COMPONENT_OVERRIDES_ERROR,
                           TS_COMPONENT_OVERRIDES_ERROR_VALUES, local->message);
      return FALSE;
    }
  g_hash_table_replace (self->items, g_strdup (id), json_node_copy (values));
  return TRUE;
}

void
ts_component_overrides_remove (TsComponentOverrides *self, const char *id)
{
  g_return_if_fail (TS_IS_COMPONENT_OVERRIDES (self));
  g_hash_table_remove (self->items, id);
}

static gboolean
write_failed (TsComponentOverrides *self, GError **error, const char *why)
{
  /* The system's reason may end with its own full stop; the sentence adds one. */
  g_autofree char *reason = g_strdup (why);
  g_autofree char *path = dup_display_path (self);
  gsize n = strlen (reason);

  while (n > 0 && (reason[n - 1] == '.' || g_ascii_isspace (reason[n - 1])))
    reason[--n] = '\0';
  /* Translators: a file's path, then the system's reason */
  g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_WRITE,
               _ ("Your corrections cannot be saved in %s: %s."), path,
               reason);
  return FALSE;
}

static char *
to_text (TsComponentOverrides *self, gsize *length)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_auto (GStrv) ids = ts_component_overrides_dup_ids (self);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, TS_COMPONENT_OVERRIDES_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, TS_COMPONENT_OVERRIDES_VERSION);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, self->game_id);
  json_builder_set_member_name (b, "component");
  json_builder_add_string_value (b, self->name);
  json_builder_set_member_name (b, "items");
  json_builder_begin_object (b);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      json_builder_set_member_name (b, ids[i]);
      json_builder_add_value (b, json_node_copy (g_hash_table_lookup (self->items, ids[i])));
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, length);
}

/* Corrections are the user's own, kept whole: a link in their place is followed. */
static const TsKeptFileKind overrides_kind = {
  /* Translators: what a user's corrections file should be, in “is not %s” */
  N_ ("a file of corrections"), OVERRIDES_MAX_BYTES, OVERRIDES_MAX_DEPTH, OVERRIDES_MAX_OBJECTS,
  .follow_links = TRUE, .cache = FALSE, .check = NULL,
};

/* The text to write; when another program changed the file since it was read (another
 * window, the command line), nothing: the corrections are read again and the user makes the
 * change again, rather than one side's corrections being lost. */
static char *
update_cb (JsonNode *current,
           gboolean  changed,
           gpointer  user_data,
           gsize    *length,
           GError  **error)
{
  TsComponentOverrides *self = user_data;

  if (changed)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                           _ ("another program changed them since they were read; they are "
                              "read again, make the change again"));
      return NULL;
    }
  return to_text (self, length);
}

static gboolean
is_overrides_name (const char *name)
{
  return g_str_has_suffix (name, ".json");
}

/* No corrections left: their file goes, as ts-own-files.c removes what Tableside made (a
 * regular file of its name, never a link's target). */
static gboolean
remove_file (GFile   *file,
             GError **error)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *dir = parent != NULL ? g_file_get_path (parent) : NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GError) local = NULL;
  gboolean done;
  int fd;

  if (dir == NULL || name == NULL)
    return g_file_delete (file, NULL, error);
  fd = ts_own_dir_open (dir, &local);
  if (fd < 0)
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  done = ts_own_file_remove (fd, name, is_overrides_name, error);
  close (fd);
  return done;
}

gboolean
ts_component_overrides_save (TsComponentOverrides *self, GCancellable *cancellable,
                             GError **error)
{
  g_autoptr (GFile) dir = NULL;
  g_autoptr (GError) local = NULL;
  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), FALSE);
  if (g_hash_table_size (self->items) == 0)
    {
      if (!remove_file (self->file, &local))
        return write_failed (self, error, local->message);
      /* No file now: the next save's change check expects none. */
      memset (&self->stamp, 0, sizeof self->stamp);
      return TRUE;
    }
  dir = g_file_get_parent (self->file);
  if (!g_file_make_directory_with_parents (dir, cancellable, &local)
      && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return write_failed (self, error, local->message);
  g_clear_error (&local);
  /* The discipline of every file Tableside keeps (ts-kept-file.h): the folder's lock, the
   * change check, the read-back, the atomic replace. */
  if (!ts_kept_file_save (self->file, &overrides_kind, &self->stamp, update_cb, self, &local))
    return write_failed (self, error, local->message);
  ts_atomic_write_clean_stale (self->file);
  return TRUE;
}

gboolean
ts_component_overrides_store (TsComponentOverrides *self, const char *id, JsonNode *values,
                              GError **error)
{
  g_return_val_if_fail (TS_IS_COMPONENT_OVERRIDES (self), FALSE);
  if (values == NULL)
    ts_component_overrides_remove (self, id);
  else if (!ts_component_overrides_set (self, id, values, error))
    return FALSE;
  if (!ts_component_overrides_save (self, NULL, error))
    {
      /* Nothing held that the file does not have. */
      ts_component_overrides_load (self, NULL, NULL);
      return FALSE;
    }
  return TRUE;
}
