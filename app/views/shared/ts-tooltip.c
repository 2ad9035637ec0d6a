/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-tooltip.h"

#define TEXT_KEY "ts-tooltip"
#define ASKED_KEY "ts-tooltip-asked"
/* Set once the description follows the tooltip. */
#define DESCRIBED_KEY "ts-described"

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = g_object_get_data (G_OBJECT (widget), TEXT_KEY);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
gtk_tooltip_changed_cb (GtkWidget  *widget,
                        GParamSpec *pspec)
{
  ts_tooltip_describe (widget);
}

void
ts_tooltip_set (GtkWidget  *widget,
                const char *text)
{
  GObject *object = G_OBJECT (widget);

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_object_get_data (object, ASKED_KEY) != NULL
      && g_strcmp0 (g_object_get_data (object, TEXT_KEY), text) == 0)
    return;
  if (g_object_get_data (object, ASKED_KEY) == NULL)
    {
      g_object_set_data (object, ASKED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
      /* A tooltip GTK was given before (a template's) would show instead of ours. */
      if (gtk_widget_get_tooltip_text (widget) != NULL)
        gtk_widget_set_tooltip_text (widget, NULL);
    }
  g_object_set_data_full (object, TEXT_KEY, g_strdup (text), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  ts_tooltip_describe (widget);
}

const char *
ts_tooltip_get (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  if (g_object_get_data (G_OBJECT (widget), ASKED_KEY) != NULL)
    return g_object_get_data (G_OBJECT (widget), TEXT_KEY);
  return gtk_widget_get_tooltip_text (widget);
}

void
ts_tooltip_describe (GtkWidget *widget)
{
  const char *tip = ts_tooltip_get (widget);
  gboolean described = g_object_get_data (G_OBJECT (widget), DESCRIBED_KEY) != NULL;

  if (!described)
    {
      /* A label's text is read as it is. Any other widget is described by its tooltip, as
       * GTK 4.8's own tooltips described every widget: a picture that carries information
       * (the Castles of Burgundy's black depot, “Black depot”) has no other words. */
      if (tip == NULL || (GTK_IS_LABEL (widget) && !gtk_widget_get_focusable (widget)))
        return;
      /* A description the widget was given (a row's whole text) is kept. */
      if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                            GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
        return;
      g_object_set_data (G_OBJECT (widget), DESCRIBED_KEY, GINT_TO_POINTER (TRUE));
      /* A widget of GTK's or libadwaita's sets its tooltip itself. */
      if (g_object_get_data (G_OBJECT (widget), ASKED_KEY) == NULL)
        g_signal_connect (widget, "notify::tooltip-text", G_CALLBACK (gtk_tooltip_changed_cb),
                          NULL);
    }
  /* A tooltip that only repeats the name would be read twice. */
  if (tip != NULL && gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                       GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      g_autofree char *differs = gtk_test_accessible_check_property (
          GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, tip);

      if (differs == NULL)
        tip = NULL;
    }
  if (tip != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    tip, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}
