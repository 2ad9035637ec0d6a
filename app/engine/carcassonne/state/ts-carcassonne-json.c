/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne entries as JSON (docs/file-format.md); the format is in
 * ts-carcassonne-state.h. */
#include "ts-carcassonne-state.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-ids.h"

static const char *const type_ids[] = { "draw", "place", "figure", "pass", "stack-empty" };
G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == TS_CARCASSONNE_N_ENTRY_TYPES);

static const char *const figure_ids[] = { "follower", "builder", "pig" };

void
ts_carcassonne_entry_init (TsCarcassonneEntry *entry, TsCarcassonneEntryType type, int player)
{
  *entry = (TsCarcassonneEntry){ .type = type, .player = player };
}

/* Both read with the game's name in the message. */
#define bad(error, member) ts_entry_json_bad (error, _ ("Carcassonne"), member)
#define read_int(o, member, lo, hi, out, error)                                                   \
  ts_entry_json_int (o, member, lo, hi, out, _ ("Carcassonne"), error)

static gboolean
read_body (JsonObject *o, TsCarcassonneEntry *e, GError **error)
{
  const TsCarcassonneData *data;
  const char *s;
  int v;

  switch (e->type)
    {
    case TS_CARCASSONNE_ENTRY_DRAW:
      if ((data = ts_carcassonne_data_get (error)) == NULL)
        return FALSE;
      if ((v = ts_carcassonne_data_find_kind (data, ts_entry_json_string (o, "tile"))) < 0)
        return bad (error, "tile");
      e->kind = v;
      return TRUE;
    case TS_CARCASSONNE_ENTRY_PLACE:
      /* 96 tiles reach at most 95 cells from the start tile. */
      if (!read_int (o, "x", -TS_CARCASSONNE_MAX_TILES, TS_CARCASSONNE_MAX_TILES, &v, error))
        return FALSE;
      e->x = v;
      if (!read_int (o, "y", -TS_CARCASSONNE_MAX_TILES, TS_CARCASSONNE_MAX_TILES, &v, error))
        return FALSE;
      e->y = v;
      if (!read_int (o, "rotation", 0, 3, &v, error))
        return FALSE;
      e->rotation = v;
      return TRUE;
    case TS_CARCASSONNE_ENTRY_FIGURE:
      v = ts_ids_find (figure_ids, G_N_ELEMENTS (figure_ids), ts_entry_json_string (o, "figure"));
      if (v < 0)
        return bad (error, "figure");
      e->figure = v;
      s = ts_entry_json_string (o, "segment");
      if (s == NULL || *s == '\0' || strlen (s) >= sizeof e->segment)
        return bad (error, "segment");
      g_strlcpy (e->segment, s, sizeof e->segment);
      return TRUE;
    case TS_CARCASSONNE_ENTRY_PASS:
    default:
      return TRUE;
    }
}

/* The entry's type and player: FALSE with the member at fault named. */
static gboolean
read_head (JsonNode *node, JsonObject **o, int *type, int *player, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("A Carcassonne entry is not a JSON object."));
      return FALSE;
    }
  *o = json_node_get_object (node);
  *type = ts_ids_find (type_ids, G_N_ELEMENTS (type_ids), ts_entry_json_string (*o, "type"));
  if (*type < 0)
    return bad (error, "type");
  /* The table draws, or finds the stack empty: nobody's entries. */
  return *type == TS_CARCASSONNE_ENTRY_DRAW || *type == TS_CARCASSONNE_ENTRY_STACK_EMPTY
         || read_int (*o, "player", 0, TS_CARCASSONNE_MAX_PLAYERS - 1, player, error);
}

gpointer
ts_carcassonne_entry_from_json (JsonNode *node, GError **error)
{
  TsCarcassonneEntry e;
  JsonObject *o = NULL;
  int type = 0, player = -1;

  if (!read_head (node, &o, &type, &player, error))
    return NULL;
  ts_carcassonne_entry_init (&e, type, player);
  return read_body (o, &e, error) ? g_memdup2 (&e, sizeof e) : NULL;
}

JsonNode *
ts_carcassonne_entry_to_json (gconstpointer entry)
{
  const TsCarcassonneEntry *e = entry;
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, ts_ids_get (type_ids, G_N_ELEMENTS (type_ids), e->type));
  if (e->type != TS_CARCASSONNE_ENTRY_DRAW && e->type != TS_CARCASSONNE_ENTRY_STACK_EMPTY)
    {
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, e->player);
    }
  switch (e->type)
    {
    case TS_CARCASSONNE_ENTRY_DRAW:
      {
        const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);

        json_builder_set_member_name (b, "tile");
        json_builder_add_string_value (b, data != NULL && e->kind < data->n_kinds
                                              ? data->kinds[e->kind].id
                                              : "?");
        break;
      }
    case TS_CARCASSONNE_ENTRY_PLACE:
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, e->x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, e->y);
      json_builder_set_member_name (b, "rotation");
      json_builder_add_int_value (b, e->rotation);
      break;
    case TS_CARCASSONNE_ENTRY_FIGURE:
      json_builder_set_member_name (b, "figure");
      json_builder_add_string_value (b, ts_ids_get (figure_ids, G_N_ELEMENTS (figure_ids),
                                                    e->figure));
      json_builder_set_member_name (b, "segment");
      json_builder_add_string_value (b, e->segment);
      break;
    default:
      break;
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
