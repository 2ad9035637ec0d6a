/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-entry-hint.h"
#include "ts-wrap-bin.h"

#define SPACING 2

struct _TsEntryHint
{
  GtkWidget parent_instance;

  GtkWidget *line;
  GtkWidget *entry;
  GtkWidget *hint; /* the words under the line, while they show there */
  char *text;
  gboolean below;
  /* The words' width, kept while the text and the entry's font stay: it is asked at every
   * measure, several a frame, and laying the words out each time shaped them each time. */
  int text_px;
  guint text_serial;
  gboolean text_px_known;
  /* What of the line's width the entry's text does not get (the widgets beside the entry,
   * its icons and padding): learnt at each allocation, guessed before the first. */
  int chrome;
  guint recheck_id;
};

G_DEFINE_FINAL_TYPE (TsEntryHint, ts_entry_hint, GTK_TYPE_WIDGET)

/* The entry's text widget, where its placeholder is drawn. */
static GtkWidget *
text_widget (TsEntryHint *self)
{
  for (GtkWidget *c = gtk_widget_get_first_child (self->entry); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TEXT (c))
      return c;
  return NULL;
}

/* How wide the words are in the entry's font, or 0 without words. */
static int
text_width (TsEntryHint *self)
{
  GtkWidget *text = text_widget (self);
  g_autoptr(PangoLayout) layout = NULL;
  guint serial;

  if (text == NULL || self->text == NULL || *self->text == '\0')
    return 0;
  serial = pango_context_get_serial (gtk_widget_get_pango_context (text));
  if (self->text_px_known && self->text_serial == serial)
    return self->text_px;
  layout = gtk_widget_create_pango_layout (text, self->text);
  pango_layout_get_pixel_size (layout, &self->text_px, NULL);
  self->text_serial = serial;
  self->text_px_known = TRUE;
  return self->text_px;
}

static int
chrome (TsEntryHint *self)
{
  GtkWidget *text = text_widget (self);
  int line_nat = 0, text_nat = 0;

  if (self->chrome >= 0 || text == NULL)
    return MAX (self->chrome, 0);
  gtk_widget_measure (self->line, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &line_nat, NULL, NULL);
  gtk_widget_measure (text, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &text_nat, NULL, NULL);
  return MAX (line_nat - text_nat, 0);
}

/* Whether at @width the words are wider than the room the entry's text has. */
static gboolean
below_at (TsEntryHint *self,
          int          width)
{
  int needed = text_width (self);

  if (width < 0)
    return self->below;
  return needed > 0 && gtk_widget_get_visible (self->entry) && needed > width - chrome (self);
}

static void
apply (TsEntryHint *self)
{
  g_object_set (self->entry, "placeholder-text", self->below ? NULL : self->text, NULL);
  gtk_widget_set_child_visible (self->hint, self->below);
}

static gboolean
recheck_cb (gpointer data)
{
  TsEntryHint *self = data;

  self->recheck_id = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static GtkSizeRequestMode
ts_entry_hint_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_entry_hint_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TsEntryHint *self = TS_ENTRY_HINT (widget);
  int min = 0, nat = 0;

  gtk_widget_measure (self->line, orientation, for_size, minimum, natural, NULL, NULL);
  *minimum_baseline = *natural_baseline = -1;
  /* Across, the words wrap to whatever the line leaves. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL || !below_at (self, for_size))
    return;
  gtk_widget_measure (self->hint, orientation, for_size, &min, &nat, NULL, NULL);
  *minimum += SPACING + min;
  *natural += SPACING + nat;
}

static void
ts_entry_hint_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TsEntryHint *self = TS_ENTRY_HINT (widget);
  gboolean below = below_at (self, width);
  GtkWidget *text;
  int line_h = height;

  if (below != self->below)
    {
      self->below = below;
      apply (self);
    }
  if (below)
    {
      int line_min = 0, line_nat = 0, hint_min = 0;

      gtk_widget_measure (self->line, GTK_ORIENTATION_VERTICAL, width, &line_min, &line_nat,
                          NULL, NULL);
      gtk_widget_measure (self->hint, GTK_ORIENTATION_VERTICAL, width, &hint_min, NULL, NULL,
                          NULL);
      line_h = MAX (line_min, MIN (line_nat, height - SPACING - hint_min));
      gtk_widget_allocate (self->hint, width, MAX (height - line_h - SPACING, hint_min), -1,
                           gsk_transform_translate (NULL,
                                                    &GRAPHENE_POINT_INIT (0, line_h + SPACING)));
    }
  gtk_widget_allocate (self->line, width, line_h, below ? -1 : baseline, NULL);
  text = text_widget (self);
  if (text != NULL && gtk_widget_get_mapped (text) && gtk_widget_get_width (text) > 0)
    {
      self->chrome = width - gtk_widget_get_width (text);
      /* The guess before the first allocation was wrong: lay out again with what was
       * learnt. */
      if (below_at (self, width) != below && self->recheck_id == 0)
        self->recheck_id = g_idle_add (recheck_cb, self);
    }
}

static void
ts_entry_hint_dispose (GObject *object)
{
  TsEntryHint *self = TS_ENTRY_HINT (object);

  g_clear_handle_id (&self->recheck_id, g_source_remove);
  g_clear_pointer (&self->line, gtk_widget_unparent);
  g_clear_pointer (&self->hint, gtk_widget_unparent);
  self->entry = NULL;
  G_OBJECT_CLASS (ts_entry_hint_parent_class)->dispose (object);
}

static void
ts_entry_hint_finalize (GObject *object)
{
  TsEntryHint *self = TS_ENTRY_HINT (object);

  g_free (self->text);
  G_OBJECT_CLASS (ts_entry_hint_parent_class)->finalize (object);
}

static void
ts_entry_hint_class_init (TsEntryHintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_entry_hint_dispose;
  object_class->finalize = ts_entry_hint_finalize;
  widget_class->get_request_mode = ts_entry_hint_get_request_mode;
  widget_class->measure = ts_entry_hint_measure;
  widget_class->size_allocate = ts_entry_hint_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "ts-entry-hint");
}

static void
ts_entry_hint_init (TsEntryHint *self)
{
  self->chrome = -1;
  self->hint = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->hint), PANGO_WRAP_WORD_CHAR);
  ts_wrap_label_least (GTK_LABEL (self->hint));
  gtk_label_set_xalign (GTK_LABEL (self->hint), 0);
  gtk_widget_add_css_class (self->hint, "caption");
  gtk_widget_add_css_class (self->hint, "dim-label");
  gtk_widget_set_name (self->hint, "entry-hint");
  /* The entry's accessible description says the same. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->hint), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  gtk_widget_set_child_visible (self->hint, FALSE);
  gtk_widget_set_parent (self->hint, GTK_WIDGET (self));
}

GtkWidget *
ts_entry_hint_new (GtkWidget *line,
                   GtkWidget *entry)
{
  TsEntryHint *self;

  g_return_val_if_fail (GTK_IS_WIDGET (line) && GTK_IS_EDITABLE (entry), NULL);
  self = g_object_new (TS_TYPE_ENTRY_HINT, NULL);
  self->line = line;
  self->entry = entry;
  gtk_widget_insert_before (line, GTK_WIDGET (self), self->hint);
  return GTK_WIDGET (self);
}

void
ts_entry_hint_set_text (TsEntryHint *self,
                        const char  *text)
{
  g_return_if_fail (TS_IS_ENTRY_HINT (self));
  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  self->text_px_known = FALSE;
  gtk_label_set_text (GTK_LABEL (self->hint), text != NULL ? text : "");
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->entry),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  self->below = below_at (self, gtk_widget_get_width (GTK_WIDGET (self)) > 0
                                    ? gtk_widget_get_width (GTK_WIDGET (self))
                                    : -1);
  apply (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
ts_entry_hint_get_below (TsEntryHint *self)
{
  g_return_val_if_fail (TS_IS_ENTRY_HINT (self), FALSE);
  return self->below;
}
