/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsKingsburgChoices' filter: what is typed in its search line (an advisor's number, the
 * dice, words) parsed, the rows it shows, and their count. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-kingsburg-choices-private.h"

const TsKingsburgEntry *
ts_kingsburg_choices_row_entry (GtkListBoxRow *row)
{
  TsEntry *entry = g_object_get_data (G_OBJECT (row), "entry");

  return entry != NULL ? ts_entry_get_data (entry) : NULL;
}

static gboolean
dice_match (TsKingsburgChoices     *self,
            const TsKingsburgEntry *e,
            const guint8           *values,
            guint                   n_values)
{
  guint8 left[TS_KINGSBURG_MAX_DICE];
  guint n = 0;

  for (guint d = 0; d < n_values; d++)
    if ((e->dice >> d) & 1u)
      left[n++] = values[d];
  /* Every number typed after the advisor's is one of the entry's dice, each die once. */
  for (guint i = 0; i < self->n_dice; i++)
    {
      guint j = 0;

      while (j < n && left[j] != self->dice[i])
        j++;
      if (j == n)
        return FALSE;
      left[j] = left[--n];
    }
  return TRUE;
}

/* @number stands in @text as a number of its own (“2” in “2 gold”, not in “12”). */
static gboolean
has_number (const char *text,
            guint       number)
{
  g_autofree char *digits = g_strdup_printf ("%u", number);
  gsize len = strlen (digits);

  for (const char *at = strstr (text, digits); at != NULL; at = strstr (at + 1, digits))
    if ((at == text || !g_ascii_isdigit (at[-1])) && !g_ascii_isdigit (at[len]))
      return TRUE;
  return FALSE;
}

gboolean
ts_kingsburg_choices_filter_row (GtkListBoxRow *row,
                                 gpointer       data)
{
  TsKingsburgChoices *self = data;
  const TsKingsburgEntry *e = ts_kingsburg_choices_row_entry (row);
  const char *folded = g_object_get_data (G_OBJECT (row), "folded");
  const guint8 *values = g_object_get_data (G_OBJECT (row), "values");
  gboolean shown = TRUE;

  if (e == NULL)
    return FALSE;
  if (self->advisor >= 0 && e->advisor <= 0)
    {
      /* Not an advisor's row (a reroll, a recruit, goods): the numbers are in its words. */
      shown = has_number (folded, self->advisor);
      for (guint i = 0; shown && i < self->n_dice; i++)
        shown = has_number (folded, self->dice[i]);
    }
  else if (self->advisor >= 0)
    {
      if (e->advisor != self->advisor)
        shown = FALSE;
      else if (self->n_dice > 0)
        shown = e->type == TS_KINGSBURG_ENTRY_INFLUENCE && values != NULL
                && dice_match (self, e, values + 1, values[0]);
    }
  for (guint i = 0; shown && self->words != NULL && self->words[i] != NULL; i++)
    shown = strstr (folded, self->words[i]) != NULL;
  if (shown)
    self->n_shown++;
  return shown;
}

void
ts_kingsburg_choices_parse_filter (TsKingsburgChoices *self,
                                   const char         *text)
{
  g_auto(GStrv) tokens = g_strsplit_set (text, " \t,+", -1);
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();

  self->advisor = -1;
  self->n_dice = 0;
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      guint64 n;

      if (*tokens[i] == '\0')
        continue;
      if (g_ascii_string_to_unsigned (tokens[i], 10, 0, 99, &n, NULL))
        {
          if (self->advisor < 0)
            self->advisor = n;
          else if (self->n_dice < G_N_ELEMENTS (self->dice))
            self->dice[self->n_dice++] = n;
        }
      else
        g_strv_builder_add (words, tokens[i]);
    }
  g_strfreev (self->words);
  self->words = g_strv_builder_end (words);
  for (guint i = 0; self->words[i] != NULL; i++)
    {
      char *folded = g_utf8_casefold (self->words[i], -1);

      g_free (self->words[i]);
      self->words[i] = folded;
    }
}

void
ts_kingsburg_choices_update_count (TsKingsburgChoices *self)
{
  g_autofree char *text = NULL;

  if (self->n_shown == self->n_rows)
    text = g_strdup_printf (ngettext ("%u choice", "%u choices", self->n_rows), self->n_rows);
  else
    /* Translators: rows shown by the filter, of all the choices */
    text = g_strdup_printf (ngettext ("%u of %u choice", "%u of %u choices", self->n_rows),
                            self->n_shown, self->n_rows);
  gtk_label_set_text (self->count, text);
}
