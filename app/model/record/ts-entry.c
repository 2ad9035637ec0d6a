/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-engine-error.h"
#include "ts-entry.h"
#include "ts-model-record.h"

/* One thing that happened at the table, as the game module reads it. Immutable once made:
 * the same entry is shared by the record, the match's history and its undo stacks. */
struct _TsEntry
{
  GObject parent_instance;

  const TsGameModule *module;
  gpointer data;
  char *json_text;   /* compact JSON, made on first use and kept (with unknown members) */
  char *description; /* set by the match when it applies the entry */
};

G_DEFINE_FINAL_TYPE (TsEntry, ts_entry, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ts_entry_finalize (GObject *object)
{
  TsEntry *self = TS_ENTRY (object);

  if (self->data != NULL)
    self->module->entry_free (self->data);
  g_free (self->json_text);
  g_free (self->description);

  G_OBJECT_CLASS (ts_entry_parent_class)->finalize (object);
}

static void
ts_entry_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TsEntry *self = TS_ENTRY (object);

  switch (prop_id)
    {
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_entry_class_init (TsEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ts_entry_finalize;
  object_class->get_property = ts_entry_get_property;

  /**
   * TsEntry:description:
   *
   * The entry in words, as it applied where it stands in the match (NULL until then).
   */
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_entry_init (TsEntry *self)
{
}

/**
 * ts_entry_new_take:
 * @data: (transfer full): an entry made by @module
 */
TsEntry *
ts_entry_new_take (const TsGameModule *module,
                   gpointer            data)
{
  TsEntry *self;

  g_return_val_if_fail (module != NULL, NULL);
  g_return_val_if_fail (data != NULL, NULL);

  self = g_object_new (TS_TYPE_ENTRY, NULL);
  self->module = module;
  self->data = data;
  return self;
}

/* The members of @source that the game's own JSON of the entry lacks (a newer Tableside's,
 * or the user's notes) are kept, as a record keeps its unknown top-level members, so that
 * saving never drops what it did not understand. */
static void
keep_unknown_members (TsEntry    *self,
                      JsonObject *source)
{
  g_autoptr(JsonNode) known = self->module->entry_to_json (self->data);
  JsonObject *written = JSON_NODE_HOLDS_OBJECT (known) ? json_node_get_object (known) : NULL;
  g_autoptr(JsonObject) all = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;

  if (written == NULL)
    return;
  json_object_iter_init (&iter, source);
  while (json_object_iter_next (&iter, &member, &value))
    if (!json_object_has_member (written, member))
      {
        if (all == NULL)
          {
            JsonObjectIter known_iter;
            const char *name;
            JsonNode *known_value;

            all = json_object_new ();
            json_object_iter_init (&known_iter, written);
            while (json_object_iter_next (&known_iter, &name, &known_value))
              json_object_set_member (all, name, json_node_copy (known_value));
          }
        json_object_set_member (all, member, json_node_copy (value));
      }
  if (all == NULL)
    return;
  node = json_node_init_object (json_node_alloc (), all);
  self->json_text = json_to_string (node, FALSE);
}

/**
 * ts_entry_new_from_json:
 *
 * Reads one entry. Every entry is a JSON object with a "type" string (ts-game.h); the rest
 * is the game's to read. Refuses with TS_ENGINE_ERROR_PARSE.
 */
TsEntry *
ts_entry_new_from_json (const TsGameModule *module,
                        JsonNode           *node,
                        GError            **error)
{
  JsonNode *type;
  gpointer data;
  TsEntry *self;

  g_return_val_if_fail (module != NULL, NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _("An entry must be a JSON object."));
      return NULL;
    }
  type = json_object_get_member (json_node_get_object (node), "type");
  if (type == NULL || json_node_get_value_type (type) != G_TYPE_STRING)
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           /* Translators: “type” is a JSON member name; keep it as it is. */
                           _("An entry must have a “type” that is a string."));
      return NULL;
    }
  data = module->entry_from_json (node, error);
  if (data == NULL)
    return NULL;
  self = ts_entry_new_take (module, data);
  keep_unknown_members (self, json_node_get_object (node));
  return self;
}

const TsGameModule *
ts_entry_get_module (TsEntry *self)
{
  g_return_val_if_fail (TS_IS_ENTRY (self), NULL);
  return self->module;
}

/* The game module's own entry, for the module's functions. */
gconstpointer
ts_entry_get_data (TsEntry *self)
{
  g_return_val_if_fail (TS_IS_ENTRY (self), NULL);
  return self->data;
}

/* (transfer full) */
JsonNode *
ts_entry_to_json (TsEntry *self)
{
  g_return_val_if_fail (TS_IS_ENTRY (self), NULL);
  return self->module->entry_to_json (self->data);
}

/* The entry as compact JSON, as the record file holds it. */
const char *
ts_entry_get_json_text (TsEntry *self)
{
  g_return_val_if_fail (TS_IS_ENTRY (self), NULL);

  if (self->json_text == NULL)
    {
      g_autoptr(JsonNode) node = self->module->entry_to_json (self->data);

      self->json_text = json_to_string (node, FALSE);
    }
  return self->json_text;
}

const char *
ts_entry_get_description (TsEntry *self)
{
  g_return_val_if_fail (TS_IS_ENTRY (self), NULL);
  return self->description;
}

void
ts_entry_set_description (TsEntry *self,
                          char    *description)
{
  g_return_if_fail (TS_IS_ENTRY (self));

  if (g_strcmp0 (self->description, description) == 0)
    {
      g_free (description);
      return;
    }
  g_free (self->description);
  self->description = description;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/**
 * ts_entry_get_automatic:
 *
 * TRUE for an entry the game writes by itself (TsGameModule.entry_is_automatic), such as the
 * end of a turn that ended by itself: it is not offered for correction or removal.
 */
gboolean
ts_entry_get_automatic (TsEntry *self)
{
  g_return_val_if_fail (TS_IS_ENTRY (self), FALSE);
  return self->module->entry_is_automatic != NULL
         && self->module->entry_is_automatic (self->data);
}
