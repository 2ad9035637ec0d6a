/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tile drawn as the part the player drawing it enters from their phone
 * (TsGameModule.table_form): one of the kinds still in the stack. */
#include "ts-carcassonne-table.h"

#include "ts-game.h"
#include "ts-i18n.h"

TsTableForm *
ts_carcassonne_table_form (gconstpointer state)
{
  const TsCarcassonneState *s = state;
  TsTableForm *form;
  TsFormField *field;

  if (s->stage != TS_CARCASSONNE_STAGE_DRAW || s->n_left == 0)
    return NULL;
  form = ts_table_form_new ();
  /* CA-BTR-01: the player whose turn it is draws the tile. */
  /* Translators: on a phone, the tile the player just drew from the stack */
  field = ts_table_form_add_field (form, s->turn, g_strdup (_ ("Tile drawn")));
  for (guint k = 0; k < s->data->n_kinds; k++)
    if (s->left[k] > 0)
      ts_form_field_add_option (
          field, g_strdup (s->data->kinds[k].id),
          /* Translators: a tile kind on a phone: its code, what it shows, how many are left */
          g_strdup_printf (ngettext ("%s: %s (%u left)", "%s: %s (%u left)", s->left[k]),
                           s->data->kinds[k].code, ts_carcassonne_kind_name (&s->data->kinds[k]),
                           s->left[k]));
  return form;
}

JsonNode *
ts_carcassonne_form_entry (gconstpointer state, const char *const *values)
{
  const TsCarcassonneState *s = state;
  g_autoptr (JsonObject) draw = NULL;

  if (s->stage != TS_CARCASSONNE_STAGE_DRAW)
    return NULL;
  draw = json_object_new ();
  json_object_set_string_member (draw, "type", "draw");
  json_object_set_string_member (draw, "tile", values[0]);
  return json_node_init_object (json_node_alloc (), draw);
}
