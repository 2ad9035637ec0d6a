/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The people (ts-people.h): the list, its queries and its changes, each change also noted
 * (TsPeopleOp) so that a save can replay it onto what another program wrote meanwhile. Reading
 * and saving people.json are ts-people-file.c's. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-people-private.h"
#include "ts-player-name.h"
#include "ts-model-record.h"

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
  TsPerson *person = data;

  g_free (person->id);
  g_free (person->name);
  g_free (person->color);
  g_free (person->merged_into);
  g_ptr_array_unref (person->aliases);
  g_free (person);
}

static void
op_clear (gpointer data)
{
  TsPeopleOp *op = data;

  g_free (op->id);
  g_free (op->value);
}

static void
ts_people_finalize (GObject *object)
{
  TsPeople *self = TS_PEOPLE (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->people, g_ptr_array_unref);
  g_clear_pointer (&self->ops, g_array_unref);
  g_clear_error (&self->dropped);

  G_OBJECT_CLASS (ts_people_parent_class)->finalize (object);
}

static void
ts_people_class_init (TsPeopleClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_people_finalize;

  /* TsPeople::changed: a person was added, renamed, merged or taken apart (here, or by
   * another program, found when saving) */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
ts_people_init (TsPeople *self)
{
  self->people = g_ptr_array_new_with_free_func (person_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->ops = g_array_new (FALSE, TRUE, sizeof (TsPeopleOp));
  g_array_set_clear_func (self->ops, op_clear);
}

void
_ts_people_emit_changed (TsPeople *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
_ts_people_record (TsPeople      *self,
                   TsPeopleOpKind kind,
                   const char    *id,
                   const char    *value)
{
  TsPeopleOp op = { kind, g_strdup (id), g_strdup (value) };

  g_array_append_val (self->ops, op);
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

TsPerson *
_ts_people_add_person (TsPeople   *self,
                       const char *id,
                       const char *name,
                       const char *color,
                       const char *merged_into)
{
  TsPerson *person = g_new0 (TsPerson, 1);

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

const char *
ts_people_get_problem (TsPeople *self)
{
  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  return self->problem;
}

GStrv
ts_people_dup_ids (TsPeople *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);

  for (guint i = 0; i < self->people->len; i++)
    g_strv_builder_add (builder, ((TsPerson *) g_ptr_array_index (self->people, i))->id);
  return g_strv_builder_end (builder);
}

TsPerson *
_ts_people_lookup (TsPeople   *self,
                   const char *id)
{
  return id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
}

const char *
ts_people_get_name (TsPeople   *self,
                    const char *id)
{
  TsPerson *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = _ts_people_lookup (self, id);
  return person != NULL ? person->name : NULL;
}

const char *
ts_people_get_color (TsPeople   *self,
                     const char *id)
{
  TsPerson *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = _ts_people_lookup (self, id);
  return person != NULL ? person->color : NULL;
}

const char *
ts_people_get_merged_into (TsPeople   *self,
                           const char *id)
{
  TsPerson *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = _ts_people_lookup (self, id);
  return person != NULL ? person->merged_into : NULL;
}

const char *
ts_people_resolve (TsPeople   *self,
                   const char *id)
{
  TsPerson *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  person = _ts_people_lookup (self, id);
  /* At most as many steps as people: a longer walk is a circle (a hand-edited file). */
  for (guint steps = 0; person != NULL && person->merged_into != NULL; steps++)
    {
      if (steps > self->people->len)
        return NULL;
      person = _ts_people_lookup (self, person->merged_into);
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
      TsPerson *person = g_ptr_array_index (self->people, i);
      g_autofree char *other = ts_people_fold_name (person->name);

      if (g_str_equal (folded, other))
        return ts_people_resolve (self, person->id);
    }
  /* A name someone had before a rename, when nobody has it now. */
  for (guint i = 0; i < self->people->len; i++)
    {
      TsPerson *person = g_ptr_array_index (self->people, i);

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
  TsPerson *person;
  gboolean changed = FALSE;

  g_return_val_if_fail (TS_IS_PEOPLE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  id = ts_people_find (self, name);
  if (id == NULL)
    {
      g_autofree char *fresh = new_id (self);
      /* Names are input (ts-player-name.h): whatever a caller hands in is kept as the
       * readers read it. */
      g_autofree char *trimmed = ts_player_name_normalize (name, NULL);

      if (trimmed == NULL)
        return NULL;
      id = _ts_people_add_person (self, fresh, trimmed, NULL, NULL)->id;
      _ts_people_record (self, TS_PEOPLE_OP_ADD, id, trimmed);
      changed = TRUE;
    }
  person = _ts_people_lookup (self, id);
  if (person == NULL)
    return NULL;
  if (color != NULL && *color != '\0' && g_strcmp0 (person->color, color) != 0)
    {
      g_free (person->color);
      person->color = g_strdup (color);
      _ts_people_record (self, TS_PEOPLE_OP_COLOR, id, color);
      changed = TRUE;
    }
  if (changed)
    _ts_people_emit_changed (self);
  return id;
}

/* The rename itself, also replayed onto another program's list (ts-people-file.c). */
gboolean
_ts_people_apply_rename (TsPeople   *self,
                         const char *id,
                         const char *name,
                         GError    **error)
{
  TsPerson *person = _ts_people_lookup (self, id);
  const char *other;
  g_autofree char *trimmed = NULL;

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
  return TRUE;
}

gboolean
ts_people_rename (TsPeople   *self,
                  const char *id,
                  const char *name,
                  GError    **error)
{
  g_autofree char *kept = NULL;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  /* A blank name is refused by the rename itself, in its own words. */
  kept = ts_player_name_normalize (name, NULL);
  if (!_ts_people_apply_rename (self, id, kept != NULL ? kept : "", error))
    return FALSE;
  _ts_people_record (self, TS_PEOPLE_OP_RENAME, id, kept);
  _ts_people_emit_changed (self);
  return TRUE;
}

gboolean
_ts_people_apply_merge (TsPeople   *self,
                        const char *id,
                        const char *into,
                        GError    **error)
{
  TsPerson *person = _ts_people_lookup (self, id);
  const char *root = ts_people_resolve (self, into);

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
  return TRUE;
}

gboolean
ts_people_merge (TsPeople   *self,
                 const char *id,
                 const char *into,
                 GError    **error)
{
  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  if (!_ts_people_apply_merge (self, id, into, error))
    return FALSE;
  _ts_people_record (self, TS_PEOPLE_OP_MERGE, id, into);
  _ts_people_emit_changed (self);
  return TRUE;
}

gboolean
ts_people_unmerge (TsPeople   *self,
                   const char *id,
                   GError    **error)
{
  TsPerson *person;

  g_return_val_if_fail (TS_IS_PEOPLE (self), FALSE);

  person = _ts_people_lookup (self, id);
  if (person == NULL || person->merged_into == NULL)
    {
      g_set_error (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNKNOWN,
                   _("This player is not merged into another."));
      return FALSE;
    }
  g_clear_pointer (&person->merged_into, g_free);
  _ts_people_record (self, TS_PEOPLE_OP_UNMERGE, id, NULL);
  _ts_people_emit_changed (self);
  return TRUE;
}
