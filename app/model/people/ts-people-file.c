/* SPDX-License-Identifier: GPL-3.0-or-later */
/* people.json (docs/file-format.md, "People"): read member by member, refusing what
 * Tableside does not write, and saved under the kept files' discipline (ts-kept-file.h):
 * when another program (tableside-cli, a second window, an import) wrote the file since this
 * list was read, the file is read again and this list's changes (TsPeopleOp) are replayed on
 * top of it, so that neither program's people are lost. */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-json-read.h"
#include "ts-people-private.h"
#include "ts-model-record.h"

/* Far above any group of players (a person is some 100 bytes). */
#define PEOPLE_MAX_BYTES (4 * 1024 * 1024)
#define PEOPLE_MAX_OBJECTS 50000
#define PEOPLE_MAX_DEPTH 8

static gboolean read_people (TsPeople  *self,
                             JsonNode  *root,
                             GError   **error);

static gboolean
check_people (JsonNode *root,
              GError  **error)
{
  g_autoptr(TsPeople) probe = ts_people_new_empty ();

  return read_people (probe, root, error);
}

static const TsKeptFileKind people_kind = {
  /* Translators: what people.json should be, in “is not %s” */
  N_("a list of people"), PEOPLE_MAX_BYTES, PEOPLE_MAX_DEPTH, PEOPLE_MAX_OBJECTS,
  .follow_links = TRUE, .check = check_people,
};

const TsKeptFileKind *
_ts_people_kind (void)
{
  return &people_kind;
}

GFile *
_ts_people_get_file (TsPeople *self)
{
  return self->file;
}

/* The lists this program loaded, by path, so that an import's people restored at a load of
 * the imported plays reach the list the app shows (ts-imported-plays.c). */
G_LOCK_DEFINE_STATIC (loaded);
static GHashTable *loaded; /* path -> GWeakRef to TsPeople */

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
remember_loaded (TsPeople *self)
{
  g_autofree char *path = g_file_get_path (self->file);
  GWeakRef *ref;

  if (path == NULL)
    return;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  G_LOCK (loaded);
  if (loaded == NULL)
    loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, weak_ref_free);
  g_hash_table_replace (loaded, g_steal_pointer (&path), ref);
  G_UNLOCK (loaded);
}

TsPeople *
_ts_people_find_loaded (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  TsPeople *people = NULL;

  G_LOCK (loaded);
  if (loaded != NULL && path != NULL && g_hash_table_contains (loaded, path))
    people = g_weak_ref_get (g_hash_table_lookup (loaded, path));
  G_UNLOCK (loaded);
  return people;
}

/* Whether @member of @object, when there, is a string. */
static gboolean
string_or_absent (JsonObject *object,
                  const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node == NULL || json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
strings_array (JsonNode *node)
{
  JsonArray *array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    if (json_node_get_value_type (json_array_get_element (array, i)) != G_TYPE_STRING)
      return FALSE;
  return array != NULL;
}

static gboolean
read_people (TsPeople  *self,
             JsonNode  *root,
             GError   **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonNode *list = object != NULL ? json_object_get_member (object, "people") : NULL;
  JsonArray *array;

  if (object == NULL || !ts_json_read_format (object, TS_PEOPLE_FORMAT, TS_PEOPLE_VERSION))
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                   _("It is not a list of people of a version this Tableside knows."));
      return FALSE;
    }
  if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list))
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                   _("It has no list of “people”."));
      return FALSE;
    }
  array = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *person = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = person != NULL ? ts_json_read_string_member (person, "id") : NULL;
      const char *name = person != NULL ? ts_json_read_string_member (person, "name") : NULL;
      const char *odd = NULL;
      JsonNode *aliases;
      TsPerson *added;

      if (id == NULL || *id == '\0' || name == NULL
          || g_utf8_strlen (name, -1) > TS_RECORD_MAX_NAME_LENGTH
          || g_hash_table_contains (self->by_id, id))
        {
          g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                       /* Translators: %u is a person's number in the file, from 1. */
                       _("Person %u has no id of their own or no name."), i + 1);
          return FALSE;
        }
      /* A member of the wrong type is not read as absent: the next save would drop it (a
       * merge, a colour, the old names) for good. The file is left as it is, and says why. */
      aliases = json_object_get_member (person, "aliases");
      if (!string_or_absent (person, "color"))
        odd = "color";
      else if (!string_or_absent (person, "merged-into"))
        odd = "merged-into";
      else if (aliases != NULL && !strings_array (aliases))
        odd = "aliases";
      if (odd != NULL)
        {
          g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                       /* Translators: %u is a person's number in the file, from 1, %s their
                        * name, and the second %s a member of the file (“color”), as it is. */
                       _("Person %u (%s) has a “%s” that is not what Tableside writes there."),
                       i + 1, name, odd);
          return FALSE;
        }
      added = _ts_people_add_person (self, id, name, ts_json_read_string_member (person, "color"),
                          ts_json_read_string_member (person, "merged-into"));
      for (guint k = 0; aliases != NULL && k < json_array_get_length (json_node_get_array (aliases));
           k++)
        g_ptr_array_add (added->aliases,
                         g_strdup (json_node_get_string (
                             json_array_get_element (json_node_get_array (aliases), k))));
    }
  /* A merge into nobody known, or round in a circle, is not one Tableside makes: it is not
   * dropped without a word (the next save would lose it), the file is left as it is. */
  for (guint i = 0; i < self->people->len; i++)
    {
      TsPerson *person = g_ptr_array_index (self->people, i);

      if (person->merged_into == NULL || ts_people_resolve (self, person->id) != NULL)
        continue;
      if (_ts_people_lookup (self, person->merged_into) == NULL)
        g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                     /* Translators: %u is a person's number in the file, from 1, the first
                      * %s their name, the second an id in the file. */
                     _("Person %u (%s) is merged into “%s”, who is not in the list."), i + 1,
                     person->name, person->merged_into);
      else
        g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                     /* Translators: %u is a person's number in the file, from 1; %s their
                      * name. */
                     _("Person %u (%s) is merged into someone merged back into them."), i + 1,
                     person->name);
      return FALSE;
    }
  return TRUE;
}


static void
clear_list (TsPeople *self)
{
  g_hash_table_remove_all (self->by_id);
  g_ptr_array_set_size (self->people, 0);
}

TsPeople *
ts_people_load (GFile *file)
{
  g_autoptr(TsPeople) self = ts_people_new_empty ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self->file = g_object_ref (file);
  remember_loaded (self);
  /* What a save cut short by a kill left beside the file (".people.json.XXXXXXXX"), once
   * it is old enough to belong to no save under way. */
  ts_atomic_write_clean_stale (file);
  name = g_file_get_parse_name (file);
  root = ts_kept_file_read (file, &people_kind, &self->stamp, &error);
  if (root == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return g_steal_pointer (&self);
  if (root == NULL || !read_people (self, root, &error))
    {
      clear_list (self);
      /* Translators: the first %s is a file's path, the second why it cannot be read. */
      self->problem = g_strdup_printf (_("The players' list “%s” cannot be read, so it is left "
                                         "as it is and nothing new is kept in it: %s"),
                                       name, error->message);
    }
  return g_steal_pointer (&self);
}

static char *
to_text (TsPeople *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TS_PEOPLE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TS_PEOPLE_VERSION);
  json_builder_set_member_name (builder, "people");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->people->len; i++)
    {
      TsPerson *person = g_ptr_array_index (self->people, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, person->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, person->name);
      if (person->color != NULL)
        {
          json_builder_set_member_name (builder, "color");
          json_builder_add_string_value (builder, person->color);
        }
      if (person->merged_into != NULL)
        {
          json_builder_set_member_name (builder, "merged-into");
          json_builder_add_string_value (builder, person->merged_into);
        }
      if (person->aliases->len > 0)
        {
          json_builder_set_member_name (builder, "aliases");
          json_builder_begin_array (builder);
          for (guint k = 0; k < person->aliases->len; k++)
            json_builder_add_string_value (builder, person->aliases->pdata[k]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, TRUE);
}

/* A person added here, onto a list where someone else may have that name now: merged into
 * them (two imports or windows both adding "Zoe" make one person, whose ids both count). */
static void
add_onto (TsPeople   *self,
          const char *id,
          const char *name)
{
  const char *same = ts_people_find (self, name);

  _ts_people_add_person (self, id, name, NULL, same);
}

/* Replays @op onto @self (another program's list); FALSE with why when it no longer can be
 * done there (a name taken meanwhile). */
static gboolean
replay (TsPeople         *self,
        const TsPeopleOp *op,
        GError          **error)
{
  TsPerson *person = _ts_people_lookup (self, op->id);

  switch (op->kind)
    {
    case TS_PEOPLE_OP_ADD:
      if (person == NULL)
        add_onto (self, op->id, op->value);
      return TRUE;
    case TS_PEOPLE_OP_COLOR:
      if (person != NULL)
        {
          g_free (person->color);
          person->color = g_strdup (op->value);
        }
      return TRUE;
    case TS_PEOPLE_OP_RENAME:
      return _ts_people_apply_rename (self, op->id, op->value, error);
    case TS_PEOPLE_OP_MERGE:
      if (person != NULL && g_strcmp0 (ts_people_resolve (self, op->id),
                                       ts_people_resolve (self, op->value)) == 0)
        return TRUE;
      return _ts_people_apply_merge (self, op->id, op->value, error);
    case TS_PEOPLE_OP_UNMERGE:
    default:
      if (person != NULL)
        g_clear_pointer (&person->merged_into, g_free);
      return TRUE;
    }
}

/* Takes the file as another program left it (@current) as this list, with this list's
 * changes on top; a change that cannot be made there is dropped and said in @error (the rest
 * are kept). */
static void
adopt (TsPeople *self,
       JsonNode *current,
       GError  **error)
{
  g_autoptr(TsPeople) theirs = ts_people_new_empty ();
  g_autoptr(GError) first = NULL;

  /* Read by the same reader in ts_kept_file_refresh() already: this cannot fail. */
  if (!read_people (theirs, current, NULL))
    return;
  for (guint i = 0; i < self->ops->len; i++)
    {
      g_autoptr(GError) refused = NULL;

      if (!replay (theirs, &g_array_index (self->ops, TsPeopleOp, i), &refused)
          && first == NULL)
        first = g_steal_pointer (&refused);
    }
  /* Their list becomes this one; this one's old arrays go with @theirs. */
  {
    GPtrArray *people = self->people;
    GHashTable *by_id = self->by_id;

    self->people = theirs->people;
    self->by_id = theirs->by_id;
    theirs->people = people;
    theirs->by_id = by_id;
  }
  self->others_changed = TRUE;
  if (first != NULL)
    {
      g_autofree char *name = g_file_get_parse_name (self->file);

      g_set_error (error, TS_PEOPLE_ERROR, first->code,
                   /* Translators: a file's path, then why a change could not be made */
                   _("Another program changed “%s” meanwhile, and this change could not be "
                     "kept: %s"),
                   name, first->message);
    }
}

/* Under the folder's lock. */
gboolean
_ts_people_refresh_locked (TsPeople *self,
                           GError  **error)
{
  g_autoptr(JsonNode) current = NULL;
  gboolean changed = FALSE;

  if (self->problem != NULL)
    {
      g_set_error_literal (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE, self->problem);
      return FALSE;
    }
  if (self->file == NULL)
    return TRUE;
  if (!ts_kept_file_refresh (self->file, &people_kind, &self->stamp, &changed, &current, error))
    return FALSE;
  /* A list gone (moved away by hand) is written again whole from this one. */
  if (changed && current != NULL)
    {
      g_clear_error (&self->dropped);
      adopt (self, current, &self->dropped);
    }
  return TRUE;
}

/* Under the folder's lock, after _ts_people_refresh_locked(). */
gboolean
_ts_people_write_locked (TsPeople *self,
                         GError  **error)
{
  g_autofree char *text = NULL;

  if (self->file == NULL)
    return TRUE;
  text = to_text (self);
  if (!ts_kept_file_write (self->file, &people_kind, text, strlen (text), &self->stamp, error))
    return FALSE;
  g_array_set_size (self->ops, 0);
  return TRUE;
}

/* Says the people another program added or changed, once the lock is let go (a handler may
 * save again). */
void
_ts_people_flush_changed (TsPeople *self)
{
  if (!self->others_changed)
    return;
  self->others_changed = FALSE;
  _ts_people_emit_changed (self);
}

/**
 * ts_people_save:
 *
 * Saves the list's changes (ts-kept-file.h): what another program wrote since this list was
 * read is kept, with these changes on top. A change that can no longer be made there (a
 * rename to a name given to someone else meanwhile) is not kept, and said in @error; the list
 * then holds what the file holds.
 */
gboolean
ts_people_save (TsPeople *self,
                GError  **error)
{
  g_autoptr(TsKeptFileLock) lock = NULL;
  const TsKeptFileKind *kind = &people_kind;
  gboolean saved;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  if (self->file == NULL)
    return TRUE;
  if (self->problem != NULL)
    {
      g_set_error_literal (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE, self->problem);
      return FALSE;
    }
  lock = ts_kept_file_lock (&self->file, &kind, 1, error);
  saved = lock != NULL && _ts_people_refresh_locked (self, error)
          && _ts_people_write_locked (self, error);
  g_clear_pointer (&lock, ts_kept_file_unlock);
  _ts_people_flush_changed (self);
  if (saved && self->dropped != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->dropped));
      return FALSE;
    }
  return saved;
}

gboolean
_ts_people_restore (TsPeople   *self,
                    const char *id,
                    const char *name)
{
  if (id == NULL || *id == '\0' || name == NULL || _ts_people_lookup (self, id) != NULL)
    return FALSE;
  add_onto (self, id, name);
  _ts_people_record (self, TS_PEOPLE_OP_ADD, id, name);
  _ts_people_emit_changed (self);
  return TRUE;
}

void
_ts_people_forget (TsPeople   *self,
                   const char *id)
{
  TsPerson *person = _ts_people_lookup (self, id);

  if (person == NULL)
    return;
  for (guint i = self->ops->len; i > 0; i--)
    if (g_str_equal (g_array_index (self->ops, TsPeopleOp, i - 1).id, id))
      g_array_remove_index (self->ops, i - 1);
  g_hash_table_remove (self->by_id, id);
  g_ptr_array_remove (self->people, person);
}

/* Forgets a change of this program's list that another program's made impossible (what the
 * next save would say): an import that wrote the list under the lock keeps it out of its
 * own result (ts-import-commit.c). */
void
_ts_people_forget_dropped (TsPeople *self)
{
  g_clear_error (&self->dropped);
}
