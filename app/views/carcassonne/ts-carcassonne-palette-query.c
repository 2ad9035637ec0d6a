/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a kind of tile answers to in TsCarcassonnePalette's search line: its code or id typed
 * whole, or the words of its features and name; the grid's filter, and what the line says
 * when it finds no tile. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-carcassonne-palette-private.h"

/* The features of @kind in the words a player uses, translated, plus its name. */
char *
ts_carcassonne_palette_kind_words (const TsCarcassonneKind *kind)
{
  /* Translators: words a player types to find a Carcassonne tile by its features; keep each
   * a single word */
  static const char *const feature_words[TS_CARCASSONNE_N_FEATURE_KINDS]
      = { N_("road"), N_("city"), N_("cloister"), N_("field") };
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *folded = NULL;
  guint pennants = 0, goods[TS_CARCASSONNE_N_GOODS] = { 0 };

  g_string_append_printf (words, "%s %s %s", kind->code, kind->id, ts_carcassonne_kind_name (kind));
  for (guint i = 0; i < kind->n_segments; i++)
    {
      const TsCarcassonneSegment *segment = &kind->segments[i];

      if (segment->kind < TS_CARCASSONNE_N_FEATURE_KINDS)
        g_string_append_printf (words, " %s", _(feature_words[segment->kind]));
      pennants += segment->pennants;
      for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
        goods[g] += segment->goods[g];
    }
  if (pennants > 0)
    /* Translators: a word a player types to find the Carcassonne tiles with a coat of arms */
    g_string_append_printf (words, " %s", _("pennant"));
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    if (goods[g] > 0)
      g_string_append_printf (words, " %s", ts_carcassonne_good_name (g));
  folded = g_utf8_casefold (words->str, -1);
  return g_utf8_normalize (folded, -1, G_NORMALIZE_ALL);
}

static char *
normalize (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);

  return g_utf8_normalize (folded, -1, G_NORMALIZE_ALL);
}

gboolean
ts_carcassonne_palette_kind_shown (TsCarcassonnePalette *self,
                                   guint                 kind)
{
  if (self->exact >= 0)
    return (int) kind == self->exact;
  for (guint i = 0; self->query != NULL && self->query[i] != NULL; i++)
    if (self->query[i][0] != '\0' && strstr (self->words[kind], self->query[i]) == NULL)
      return FALSE;
  return TRUE;
}

gboolean
ts_carcassonne_palette_filter_child (GtkFlowBoxChild *child,
                                     gpointer         data)
{
  TsCarcassonnePalette *self = data;

  return ts_carcassonne_palette_kind_shown (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "kind")));
}

/* A code or id typed whole (“u”, “ta”, “tb-a”) picks that kind alone; anything else is words. */
void
ts_carcassonne_palette_update_query (TsCarcassonnePalette *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *folded = normalize (stripped);
  int kind;

  g_clear_pointer (&self->query, g_strfreev);
  self->query = g_strsplit_set (folded, " \t", -1);
  kind = self->data != NULL && stripped[0] != '\0'
             ? ts_carcassonne_data_find_kind (self->data, stripped) : -1;
  if (kind < 0 && self->data != NULL && stripped[0] != '\0')
    {
      g_autofree char *upper = g_utf8_strup (stripped, -1);

      kind = ts_carcassonne_data_find_kind (self->data, upper);
    }
  self->exact = kind;
  gtk_flow_box_invalidate_filter (self->grid);
  ts_filter_guard_update (self->guard, text, ts_carcassonne_palette_get_n_shown (self));
  if (kind >= 0 && self->children[kind] == NULL)
    {
      g_autofree char *none = NULL;

      /* Translators: %s is a Carcassonne tile code (“U”) typed in the palette */
      none = g_strdup_printf (_("No %s tile is left in the box."), self->data->kinds[kind].code);
      ts_filter_guard_set_reason (self->guard, none);
    }
  /* Short, or with a hyphen (“TB-A”): a code, not words of a tile (“wine”). */
  else if (kind < 0 && strpbrk (stripped, " \t") == NULL
           && (g_utf8_strlen (stripped, -1) <= 3 || strchr (stripped, '-') != NULL))
    {
      g_autofree char *none = NULL;

      /* Translators: %s is what was typed in Carcassonne's palette, short like a tile code
       * (“Z”) but the code of no tile */
      none = g_strdup_printf (_("No tile is called %s."), stripped);
      ts_filter_guard_set_reason (self->guard, none);
    }
}
