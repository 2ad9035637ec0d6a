/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-row-words.h"

#include <math.h>

#include "ts-wrap-bin.h"

struct _TsRowWords
{
  GtkWidget parent_instance;

  char *text;   /* as read: without the markup's tags */
  char *markup; /* NULL: the text is plain */
  /* Made on demand, dropped when the text, the font or the direction changes. */
  PangoLayout *line;    /* no width: one line */
  PangoLayout *wrapped; /* at wrapped_width, narrower than the line */
  int wrapped_width;
  int line_width;
  guint serial;         /* of the widget's Pango context when they were made */
};

G_DEFINE_FINAL_TYPE (TsRowWords, ts_row_words, GTK_TYPE_WIDGET)

GtkWidget *
ts_row_words_new (const char *text)
{
  TsRowWords *self = g_object_new (TS_TYPE_ROW_WORDS, NULL);

  ts_row_words_set_text (self, text);
  return GTK_WIDGET (self);
}

const char *
ts_row_words_get_text (TsRowWords *self)
{
  g_return_val_if_fail (TS_IS_ROW_WORDS (self), NULL);
  return self->text;
}

static void
drop_layouts (TsRowWords *self)
{
  g_clear_object (&self->line);
  g_clear_object (&self->wrapped);
}

static void
changed (TsRowWords *self)
{
  drop_layouts (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ts_row_words_set_text (TsRowWords *self,
                       const char *text)
{
  g_return_if_fail (TS_IS_ROW_WORDS (self));

  if (text == NULL)
    text = "";
  if (self->markup == NULL && g_strcmp0 (self->text, text) == 0)
    return;
  g_clear_pointer (&self->markup, g_free);
  g_free (self->text);
  self->text = g_strdup (text);
  changed (self);
}

void
ts_row_words_set_markup (TsRowWords *self,
                         const char *markup)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_return_if_fail (TS_IS_ROW_WORDS (self));
  g_return_if_fail (markup != NULL);

  if (g_strcmp0 (self->markup, markup) == 0)
    return;
  /* Markup the app made; a broken one is shown as it is rather than lost. */
  if (!pango_parse_markup (markup, -1, 0, NULL, &text, NULL, &error))
    {
      g_warning ("TsRowWords: %s", error->message);
      ts_row_words_set_text (self, markup);
      return;
    }
  g_free (self->markup);
  self->markup = g_strdup (markup);
  g_free (self->text);
  self->text = text;
  changed (self);
}

const char *
ts_row_words_get_markup (TsRowWords *self)
{
  g_return_val_if_fail (TS_IS_ROW_WORDS (self), NULL);
  return self->markup;
}

/* The one-line layout, made again after a change of font (a new style, a new text size). */
static PangoLayout *
line_layout (TsRowWords *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (widget));

  if (self->line != NULL && self->serial == serial)
    return self->line;
  drop_layouts (self);
  self->serial = serial;
  self->line = gtk_widget_create_pango_layout (widget, self->markup == NULL ? self->text : NULL);
  if (self->markup != NULL)
    pango_layout_set_markup (self->line, self->markup, -1);
  pango_layout_set_wrap (self->line, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (self->line, gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL
                                            ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  pango_layout_get_pixel_size (self->line, &self->line_width, NULL);
  return self->line;
}

/* The words laid out in @width (-1: any): the line itself wherever it fits. */
static PangoLayout *
layout_for (TsRowWords *self,
            int         width)
{
  PangoLayout *line = line_layout (self);

  if (width < 0 || width >= self->line_width)
    return line;
  if (self->wrapped == NULL)
    self->wrapped = pango_layout_copy (line);
  else if (self->wrapped_width == width)
    return self->wrapped;
  self->wrapped_width = width;
  pango_layout_set_width (self->wrapped, width * PANGO_SCALE);
  return self->wrapped;
}

PangoLayout *
ts_row_words_get_layout (TsRowWords *self)
{
  g_return_val_if_fail (TS_IS_ROW_WORDS (self), NULL);
  return layout_for (self, gtk_widget_get_width (GTK_WIDGET (self)));
}

/* TS_WRAP_LEAST_CHARS characters of the widget's font, taken as half an em each: a floor for
 * narrow windows, found without laying text out or asking the font's metrics. */
static int
least_width (TsRowWords *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double size, dpi = pango_cairo_context_get_resolution (context);

  if (font == NULL)
    return 0;
  size = (double) pango_font_description_get_size (font) / PANGO_SCALE;
  if (!pango_font_description_get_size_is_absolute (font))
    size *= (dpi > 0 ? dpi : 96.0) / 72.0;
  return (int) ceil (TS_WRAP_LEAST_CHARS * size / 2);
}

static GtkSizeRequestMode
ts_row_words_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_row_words_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsRowWords *self = TS_ROW_WORDS (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      line_layout (self);
      *minimum = least_width (self);
      *natural = MAX (*minimum, self->line_width);
    }
  else
    {
      pango_layout_get_pixel_size (layout_for (self, for_size), NULL, minimum);
      *natural = *minimum;
    }
}

static void
ts_row_words_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TsRowWords *self = TS_ROW_WORDS (widget);
  int width = gtk_widget_get_width (widget);
  PangoLayout *layout = layout_for (self, width);
  int text_width, text_height, x = 0;

  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  /* The line has no width to align in: it is placed at the end itself. */
  if (layout == self->line && gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    x = width - text_width;
  gtk_snapshot_render_layout (snapshot, gtk_widget_get_style_context (widget), x,
                              (gtk_widget_get_height (widget) - text_height) / 2, layout);
}

static void
ts_row_words_direction_changed (GtkWidget        *widget,
                                GtkTextDirection  previous)
{
  drop_layouts (TS_ROW_WORDS (widget));
  gtk_widget_queue_resize (widget);
}

static void
ts_row_words_finalize (GObject *object)
{
  TsRowWords *self = TS_ROW_WORDS (object);

  drop_layouts (self);
  g_free (self->text);
  g_free (self->markup);
  G_OBJECT_CLASS (ts_row_words_parent_class)->finalize (object);
}

static void
ts_row_words_class_init (TsRowWordsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ts_row_words_finalize;
  widget_class->get_request_mode = ts_row_words_get_request_mode;
  widget_class->measure = ts_row_words_measure;
  widget_class->snapshot = ts_row_words_snapshot;
  widget_class->direction_changed = ts_row_words_direction_changed;
  /* Styled as the labels of rows are. */
  gtk_widget_class_set_css_name (widget_class, "label");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
ts_row_words_init (TsRowWords *self)
{
  self->text = g_strdup ("");
}
