/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule of every filtered list: Enter takes only a row that is shown for what was typed. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-filter-guard.h"

struct _TsFilterGuard
{
  GtkWidget parent_instance;

  GtkLabel *label;
  char *no_match; /* a format with one %s */
  char *empty_hint;
  char *reason;
  char *typed;
  guint n_shown;
};

G_DEFINE_FINAL_TYPE (TsFilterGuard, ts_filter_guard, GTK_TYPE_WIDGET)

gboolean
ts_filter_is_empty (const char *typed)
{
  for (const char *p = typed; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

gboolean
ts_filter_words_match (const char *folded_text,
                       const char *typed)
{
  g_autofree char *folded = g_utf8_casefold (typed != NULL ? typed : "", -1);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t", -1);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strstr (folded_text, words[i]) == NULL)
      return FALSE;
  return TRUE;
}

static void
say (TsFilterGuard *self,
     const char    *text)
{
  gtk_label_set_text (self->label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self), text != NULL && *text != '\0');
}

static void
say_no_match (TsFilterGuard *self)
{
  g_autofree char *typed = g_strstrip (g_strdup (self->typed != NULL ? self->typed : ""));
  g_autofree char *text = NULL;

  if (self->reason != NULL)
    {
      say (self, self->reason);
      return;
    }
  /* The sentence is the caller's translation: %s is put in by hand, not by printf. */
  {
    g_auto(GStrv) parts = g_strsplit (self->no_match, "%s", 2);

    text = g_strconcat (parts[0], parts[1] != NULL ? typed : "", parts[1], NULL);
  }
  say (self, text);
}

GtkWidget *
ts_filter_guard_new (const char *no_match)
{
  TsFilterGuard *self = g_object_new (TS_TYPE_FILTER_GUARD, NULL);

  if (no_match != NULL)
    {
      g_free (self->no_match);
      self->no_match = g_strdup (no_match);
    }
  return GTK_WIDGET (self);
}

void
ts_filter_guard_set_empty_hint (TsFilterGuard *self,
                                const char    *hint)
{
  g_return_if_fail (TS_IS_FILTER_GUARD (self));
  g_free (self->empty_hint);
  self->empty_hint = g_strdup (hint);
}

void
ts_filter_guard_set_max_width_chars (TsFilterGuard *self,
                                     int            n_chars)
{
  g_return_if_fail (TS_IS_FILTER_GUARD (self));
  gtk_label_set_max_width_chars (self->label, n_chars);
}

void
ts_filter_guard_update (TsFilterGuard *self,
                        const char    *typed,
                        guint          n_shown)
{
  g_return_if_fail (TS_IS_FILTER_GUARD (self));

  g_free (self->typed);
  self->typed = g_strdup (typed);
  self->n_shown = n_shown;
  g_clear_pointer (&self->reason, g_free);
  if (!ts_filter_is_empty (typed) && n_shown == 0)
    say_no_match (self);
  else
    say (self, NULL);
}

void
ts_filter_guard_set_reason (TsFilterGuard *self,
                            const char    *reason)
{
  g_return_if_fail (TS_IS_FILTER_GUARD (self));
  g_free (self->reason);
  self->reason = reason != NULL && *reason != '\0' ? g_strdup (reason) : NULL;
  if (!ts_filter_is_empty (self->typed) && self->n_shown == 0)
    say_no_match (self);
}

gboolean
ts_filter_guard_enter (TsFilterGuard *self,
                       const char    *typed,
                       guint          n_shown)
{
  g_return_val_if_fail (TS_IS_FILTER_GUARD (self), FALSE);

  if (ts_filter_is_empty (typed))
    {
      say (self, self->empty_hint != NULL
                     ? self->empty_hint
                     /* Translators: Enter was pressed on an empty filter line over a list */
                     : _("Nothing is chosen: type to find a row, or pick one with the arrow "
                         "keys."));
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  if (n_shown == 0)
    {
      g_free (self->typed);
      self->typed = g_strdup (typed);
      self->n_shown = 0;
      say_no_match (self);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  return TRUE;
}

const char *
ts_filter_guard_get_text (TsFilterGuard *self)
{
  g_return_val_if_fail (TS_IS_FILTER_GUARD (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self)) ? gtk_label_get_text (self->label) : "";
}

static void
ts_filter_guard_dispose (GObject *object)
{
  TsFilterGuard *self = TS_FILTER_GUARD (object);

  if (self->label != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->label));
  self->label = NULL;
  G_OBJECT_CLASS (ts_filter_guard_parent_class)->dispose (object);
}

static void
ts_filter_guard_finalize (GObject *object)
{
  TsFilterGuard *self = TS_FILTER_GUARD (object);

  g_free (self->no_match);
  g_free (self->empty_hint);
  g_free (self->reason);
  g_free (self->typed);
  G_OBJECT_CLASS (ts_filter_guard_parent_class)->finalize (object);
}

static void
ts_filter_guard_class_init (TsFilterGuardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_filter_guard_dispose;
  object_class->finalize = ts_filter_guard_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-filter-guard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
ts_filter_guard_init (TsFilterGuard *self)
{
  /* Translators: a filter line over a list matched no row; %s is what was typed */
  self->no_match = g_strdup (_("No choice matches “%s”."));
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_xalign (self->label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "error");
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
