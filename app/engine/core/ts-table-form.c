/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A table event split into the parts players enter at once from their phones (ts-table-form.h). */
#include "ts-table-form.h"

#include <string.h>

#include "ts-json-read.h"

static void
option_free (gpointer data)
{
  TsFormOption *option = data;

  g_free (option->value);
  g_free (option->text);
  g_free (option);
}

static void
field_free (gpointer data)
{
  TsFormField *field = data;

  g_free (field->label);
  g_ptr_array_unref (field->options);
  g_free (field);
}

TsTableForm *
ts_table_form_new (void)
{
  TsTableForm *form = g_new0 (TsTableForm, 1);

  form->fields = g_ptr_array_new_with_free_func (field_free);
  return form;
}

void
ts_table_form_free (TsTableForm *form)
{
  if (form == NULL)
    return;
  g_ptr_array_unref (form->fields);
  g_free (form);
}

TsFormField *
ts_table_form_add_field (TsTableForm *form,
                         int          owner,
                         char        *label)
{
  TsFormField *field = g_new0 (TsFormField, 1);

  field->owner = owner;
  field->label = label;
  field->options = g_ptr_array_new_with_free_func (option_free);
  g_ptr_array_add (form->fields, field);
  return field;
}

void
ts_form_field_add_option (TsFormField *field,
                          char        *value,
                          char        *text)
{
  TsFormOption *option = g_new (TsFormOption, 1);

  option->value = value;
  option->text = text;
  g_ptr_array_add (field->options, option);
}

void
ts_table_form_add_dice (TsTableForm *form,
                        int          owner,
                        guint        n_dice,
                        const char  *label)
{
  for (guint d = 1; d <= n_dice; d++)
    {
      TsFormField *field;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      field = ts_table_form_add_field (form, owner, g_strdup_printf (label, d));
#pragma GCC diagnostic pop
      for (guint v = 1; v <= 6; v++)
        ts_form_field_add_option (field, g_strdup_printf ("%u", v), g_strdup_printf ("%u", v));
    }
}

const TsFormOption *
ts_form_field_find (const TsFormField *field,
                    const char        *value)
{
  for (guint i = 0; value != NULL && i < field->options->len; i++)
    {
      const TsFormOption *option = g_ptr_array_index (field->options, i);

      if (g_strcmp0 (option->value, value) == 0)
        return option;
    }
  return NULL;
}

guint
ts_form_value_number (const char *value,
                      guint       max)
{
  guint64 n = 0;

  if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 1, max, &n, NULL))
    return 0;
  return (guint) n;
}

char *
ts_form_event_value (JsonNode *event)
{
  return json_to_string (event, FALSE);
}

/* An event's entry is small and shallow; the option's value came from the game itself. */
static const TsJsonLimits event_limits = { "an entry", 64 * 1024, 8, 64 };

JsonNode *
ts_form_event_entry (const char *value)
{
  JsonNode *node = value != NULL ? ts_json_read_parse (value, strlen (value), "entry",
                                                       &event_limits, NULL)
                                 : NULL;

  if (node != NULL && !JSON_NODE_HOLDS_OBJECT (node))
    g_clear_pointer (&node, json_node_unref);
  return node;
}
