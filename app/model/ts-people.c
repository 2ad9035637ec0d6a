/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-atomic-write.h"
#include "ts-json-read.h"
#include "ts-people.h"
#include "ts-record.h"

/* Far above any group of players (a person is some 100 bytes). */
#define PEOPLE_MAX_BYTES (4 * 1024 * 1024)
#define PEOPLE_MAX_OBJECTS 50000
#define PEOPLE_MAX_DEPTH 8

typedef struct
{
  char *id;
  char *name;
  char *color;       /* palette id, or NULL */
  char *merged_into; /* id, or NULL */
  GPtrArray *aliases; /* the names they had before a rename: old records still find them */
} Person;

struct _TsPeople
{
  GObject parent_instance;

  GFile *file; /* NULL: not kept (tests) */
  char *problem;
  GPtrArray *people;  /* Person, in the order they were met */
  GHashTable *by_id;  /* id -> Person */
};

G_DEFINE_FINAL_TYPE (TsPeople, ts_people, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-people-error-quark, ts_people_error)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
person_free (gpointer data)
{
  Person *person = data;

  g_free (person->id);
  g_free (person->name);
  g_free (person->color);
  g_free (person->merged_into);
  g_ptr_array_unref (person->aliases);
  g_free (person);
}

static void
ts_people_finalize (GObject *object)
{
  TsPeople *self = TS_PEOPLE (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->people, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_people_parent_class)->finalize (object);
}

static void
ts_people_class_init (TsPeopleClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_people_finalize;

  /* TsPeople::changed: a person was added, renamed, merged or taken apart */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
ts_people_init (TsPeople *self)
{
  self->people = g_ptr_array_new_with_free_func (person_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

GFile *
ts_people_default_file (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "people.json", NULL);
}

char *
ts_people_fold_name (const char *name)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (name != NULL ? name : ""));
  g_autofree char *normal = g_utf8_normalize (trimmed, -1, G_NORMALIZE_DEFAULT);

  return g_utf8_casefold (normal != NULL ? normal : trimmed, -1);
}

static Person *
add_person (TsPeople   *self,
            const char *id,
            const char *name,
            const char *color,
            const char *merged_into)
{
  Person *person = g_new0 (Person, 1);

  person->id = g_strdup (id);
  person->name = g_strdup (name);
  person->color = g_strdup (color);
  person->merged_into = g_strdup (merged_into);
  person->aliases = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->people, person);
  g_hash_table_insert (self->by_id, person->id, person);
  return person;
}

TsPeople *
ts_people_new_empty (void)
{
  return g_object_new (TS_TYPE_PEOPLE, NULL);
}

static Person *lookup (TsPeople   *self,
                       const char *id);

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
      Person *added;

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
      added = add_person (self, id, name, ts_json_read_string_member (person, "color"),
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
      Person *person = g_ptr_array_index (self->people, i);

      if (person->merged_into == NULL || ts_people_resolve (self, person->id) != NULL)
        continue;
      if (lookup (self, person->merged_into) == NULL)
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

TsPeople *
ts_people_load (GFile *file)
{
  g_autoptr(TsPeople) self = ts_people_new_empty ();
  TsJsonLimits limits = { "", PEOPLE_MAX_BYTES, PEOPLE_MAX_DEPTH, PEOPLE_MAX_OBJECTS };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self->file = g_object_ref (file);
  /* What a save cut short by a kill left beside the file (".people.json.XXXXXXXX"), once
   * it is old enough to belong to no save under way. */
  ts_atomic_write_clean_stale (file);
  name = g_file_get_parse_name (file);
  /* Translators: what people.json should be, in “is not %s” */
  limits.kind = _("a list of people");
  root = ts_json_read_file (file, name, &limits, NULL, &error);
  if (root == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return g_steal_pointer (&self);
  if (root == NULL || !read_people (self, root, &error))
    {
      g_ptr_array_set_size (self->people, 0);
      g_hash_table_remove_all (self->by_id);
      /* Translators: the first %s is a file's path, the second why it cannot be read. */
      self->problem = g_strdup_printf (_("The players' list “%s” cannot be read, so it is left "
                                         "as it is and nothing new is kept in it: %s"),
                                       name, error->message);
    }
  return g_steal_pointer (&self);
}

const char *
ts_people_get_problem (TsPeople *self)
{
  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  return self->problem;
}

gboolean
ts_people_save (TsPeople *self,
                GError  **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  if (self->file == NULL)
    return TRUE;
  if (self->problem != NULL)
    {
      g_set_error_literal (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE, self->problem);
      return FALSE;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TS_PEOPLE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TS_PEOPLE_VERSION);
  json_builder_set_member_name (builder, "people");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->people->len; i++)
    {
      Person *person = g_ptr_array_index (self->people, i);

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
  data = json_to_string (root, TRUE);
  dir = g_file_get_parent (self->file);
  if (dir != NULL && !g_file_make_directory_with_parents (dir, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!ts_atomic_write (self->file, data, strlen (data), NULL, error))
    return FALSE;
  ts_atomic_write_clean_stale (self->file);
  return TRUE;
}

GStrv
ts_people_dup_ids (TsPeople *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);

  for (guint i = 0; i < self->people->len; i++)
    g_strv_builder_add (builder, ((Person *) g_ptr_array_index (self->people, i))->id);
  return g_strv_builder_end (builder);
}

static Person *
lookup (TsPeople   *self,
        const char *id)
{
  return id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
}

const char *
ts_people_get_name (TsPeople   *self,
                    const char *id)
{
  Person *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = lookup (self, id);
  return person != NULL ? person->name : NULL;
}

const char *
ts_people_get_color (TsPeople   *self,
                     const char *id)
{
  Person *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = lookup (self, id);
  return person != NULL ? person->color : NULL;
}

const char *
ts_people_get_merged_into (TsPeople   *self,
                           const char *id)
{
  Person *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = lookup (self, id);
  return person != NULL ? person->merged_into : NULL;
}

const char *
ts_people_resolve (TsPeople   *self,
                   const char *id)
{
  Person *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = lookup (self, id);
  /* At most as many steps as people: a longer walk is a circle (a hand-edited file). */
  for (guint steps = 0; person != NULL && person->merged_into != NULL; steps++)
    {
      if (steps > self->people->len)
        return NULL;
      person = lookup (self, person->merged_into);
    }
  return person != NULL ? person->id : NULL;
}

const char *
ts_people_find (TsPeople   *self,
                const char *name)
{
  g_autofree char *folded = NULL;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);

  folded = ts_people_fold_name (name);
  if (*folded == '\0')
    return NULL;
  for (guint i = 0; i < self->people->len; i++)
    {
      Person *person = g_ptr_array_index (self->people, i);
      g_autofree char *other = ts_people_fold_name (person->name);

      if (g_str_equal (folded, other))
        return ts_people_resolve (self, person->id);
    }
  /* A name someone had before a rename, when nobody has it now. */
  for (guint i = 0; i < self->people->len; i++)
    {
      Person *person = g_ptr_array_index (self->people, i);

      for (guint k = 0; k < person->aliases->len; k++)
        {
          g_autofree char *other = ts_people_fold_name (person->aliases->pdata[k]);

          if (g_str_equal (folded, other))
            return ts_people_resolve (self, person->id);
        }
    }
  return NULL;
}

static char *
new_id (TsPeople *self)
{
  for (;;)
    {
      char *id = g_strdup_printf ("p-%08x%04x", g_random_int (), g_random_int () & 0xffff);

      if (!g_hash_table_contains (self->by_id, id))
        return id;
      g_free (id);
    }
}

const char *
ts_people_ensure (TsPeople   *self,
                  const char *name,
                  const char *color)
{
  const char *id;
  Person *person;
  gboolean changed = FALSE;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  id = ts_people_find (self, name);
  if (id == NULL)
    {
      g_autofree char *fresh = new_id (self);
      g_autofree char *trimmed = g_strstrip (g_strdup (name));

      if (*trimmed == '\0')
        return NULL;
      id = add_person (self, fresh, trimmed, NULL, NULL)->id;
      changed = TRUE;
    }
  person = lookup (self, id);
  if (person == NULL)
    return NULL;
  if (color != NULL && *color != '\0' && g_strcmp0 (person->color, color) != 0)
    {
      g_free (person->color);
      person->color = g_strdup (color);
      changed = TRUE;
    }
  if (changed)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return id;
}

gboolean
ts_people_rename (TsPeople   *self,
                  const char *id,
                  const char *name,
                  GError    **error)
{
  Person *person;
  const char *other;
  g_autofree char *trimmed = NULL;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  person = lookup (self, id);
  if (person == NULL)
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNKNOWN, _("Nobody has this id."));
      return FALSE;
    }
  trimmed = g_strstrip (g_strdup (name != NULL ? name : ""));
  if (*trimmed == '\0' || g_utf8_strlen (trimmed, -1) > TS_RECORD_MAX_NAME_LENGTH)
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_NAME, _("A name cannot be empty."));
      return FALSE;
    }
  other = ts_people_find (self, trimmed);
  if (other != NULL && g_strcmp0 (other, ts_people_resolve (self, id)) != 0)
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_NAME,
                   /* Translators: %s is a player's name */
                   _("%s is already another player: merge the two instead."),
                   ts_people_get_name (self, other));
      return FALSE;
    }
  {
    g_autofree char *old = ts_people_fold_name (person->name);
    g_autofree char *new = ts_people_fold_name (trimmed);

    /* The new name is no longer an old one; the old one is kept for older records. */
    for (guint k = person->aliases->len; k > 0; k--)
      {
        g_autofree char *alias = ts_people_fold_name (person->aliases->pdata[k - 1]);

        if (g_str_equal (alias, new) || g_str_equal (alias, old))
          g_ptr_array_remove_index (person->aliases, k - 1);
      }
    if (!g_str_equal (old, new))
      g_ptr_array_add (person->aliases, g_strdup (person->name));
  }
  g_free (person->name);
  person->name = g_steal_pointer (&trimmed);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
ts_people_merge (TsPeople   *self,
                 const char *id,
                 const char *into,
                 GError    **error)
{
  Person *person;
  const char *root;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  person = lookup (self, id);
  root = ts_people_resolve (self, into);
  if (person == NULL || root == NULL)
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNKNOWN, _("Nobody has this id."));
      return FALSE;
    }
  if (g_str_equal (root, ts_people_resolve (self, id)))
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_MERGE,
                   /* Translators: %s is a player's name */
                   _("%s is already the same player."), person->name);
      return FALSE;
    }
  g_free (person->merged_into);
  person->merged_into = g_strdup (root);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
ts_people_unmerge (TsPeople   *self,
                   const char *id,
                   GError    **error)
{
  Person *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  person = lookup (self, id);
  if (person == NULL || person->merged_into == NULL)
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNKNOWN,
                   _("This player is not merged into another."));
      return FALSE;
    }
  g_clear_pointer (&person->merged_into, g_free);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}
