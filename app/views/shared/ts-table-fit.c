/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table display's type as large as its window allows (issue 53). GTK 4.8 has no
 * breakpoints, and a window's minimum size is its content's: so this bin asks for none, and
 * picks the child's base font size from the allocation instead. Everything in the child is
 * sized in em (style.css), so the child laid out at a font size s and a width w looks like
 * it laid out at s0 and w * s0 / s, scaled: the largest size that fits is found by measuring
 * the child at its present size only, in the allocation itself, and set once after it. */
#include "config.h"

#include <math.h>

#include "ts-table-fit.h"

/* The smallest base size (px): below it nothing is readable anyway. */
#define MIN_FONT 6.0
/* At most this many ems across: the narrower column keeps a dozen words a line. */
#define MIN_EMS_ACROSS 44.0
/* Wide (two columns side by side) from this width-to-height ratio on. */
#define WIDE_RATIO 1.2

struct _TsTableFit
{
  GtkWidget parent_instance;

  GtkWidget *child;
  GtkCssProvider *provider;
  double font_size;   /* applied */
  double wanted;      /* to apply after the allocation */
  double ceiling;     /* found too large at this size: not tried again until it changes */
  int last_width;
  int last_height;
  gboolean dirty;
  gboolean wide;
  gboolean wanted_wide;
  guint apply_id;
};

enum
{
  PROP_0,
  PROP_WIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ts_table_fit_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsTableFit, ts_table_fit, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      ts_table_fit_buildable_init))

static GtkBuildableIface *parent_buildable;

/* <child> in a .ui file: the one child. */
static void
ts_table_fit_add_child (GtkBuildable *buildable,
                        GtkBuilder   *builder,
                        GObject      *child,
                        const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    ts_table_fit_set_child (TS_TABLE_FIT (buildable), GTK_WIDGET (child));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
ts_table_fit_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = ts_table_fit_add_child;
}

static void
apply_font_size (TsTableFit *self,
                 double      size)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *css = NULL;

  self->font_size = size;
  /* Not printf's %f: a Portuguese locale writes a comma CSS does not read. */
  g_ascii_formatd (number, sizeof number, "%.2f", size);
  css = g_strdup_printf ("* { font-size: %spx; }", number);
  gtk_css_provider_load_from_data (self->provider, css, -1);
}

static gboolean
apply_cb (gpointer data)
{
  TsTableFit *self = data;

  self->apply_id = 0;
  if (self->wanted_wide != self->wide)
    {
      self->wide = self->wanted_wide;
      /* The child reflows: what fits is found again. */
      self->dirty = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
  if (self->wanted > 0 && fabs (self->wanted - self->font_size) >= 0.25)
    apply_font_size (self, self->wanted);
  self->wanted = 0;
  return G_SOURCE_REMOVE;
}

/* Whether the child, were its base size @size, would fit @width x @height; measured at its
 * present size (everything in em scales with it). */
static gboolean
fits (TsTableFit *self,
      double      size,
      int         width,
      int         height)
{
  double scale = size / self->font_size;
  int min_width, min_height;

  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  if (min_width * scale > width)
    return FALSE;
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, (int) floor (width / scale),
                      &min_height, NULL, NULL, NULL);
  return min_height * scale <= height;
}

/* The largest base size that fits, to a quarter pixel. */
static double
search (TsTableFit *self,
        int         width,
        int         height)
{
  double lo = MIN_FONT;
  double hi = MAX (MIN_FONT, MIN (width / MIN_EMS_ACROSS, self->ceiling));

  if (fits (self, hi, width, height))
    return hi;
  while (hi - lo > 0.25)
    {
      double mid = (lo + hi) / 2;

      if (fits (self, mid, width, height))
        lo = mid;
      else
        hi = mid;
    }
  return floor (lo * 4) / 4;
}

static void
ts_table_fit_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TsTableFit *self = TS_TABLE_FIT (widget);
  int min_width, min_height;
  double best;

  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;
  if (width != self->last_width || height != self->last_height)
    self->ceiling = G_MAXDOUBLE;
  else if (!self->dirty && !fits (self, self->font_size, width, height))
    /* Set from a measure that rounding made a little too hopeful, or the child grew. */
    self->ceiling = self->font_size - 0.25;
  else if (!self->dirty)
    goto allocate;
  self->last_width = width;
  self->last_height = height;
  self->dirty = FALSE;
  best = search (self, width, height);
  self->wanted_wide = width >= height * WIDE_RATIO;
  if (fabs (best - self->font_size) >= 0.25 || self->wanted_wide != self->wide)
    {
      /* Not here: a style changed inside the allocation would lay it out again. */
      self->wanted = best;
      if (self->apply_id == 0)
        self->apply_id = g_idle_add_full (GDK_PRIORITY_REDRAW - 10, apply_cb, self, NULL);
    }

allocate:
  /* Until the new size is set the child may need more: it is clipped for a frame. */
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  width = MAX (width, min_width);
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL,
                      NULL);
  gtk_widget_allocate (self->child, width, MAX (height, min_height), -1, NULL);
}

static void
ts_table_fit_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsTableFit *self = TS_TABLE_FIT (widget);

  /* No minimum: the type gets smaller instead. */
  *minimum = 0;
  *natural = 0;
  if (self->child != NULL && gtk_widget_should_layout (self->child))
    gtk_widget_measure (self->child, orientation, -1, NULL, natural, NULL, NULL);
}

static GtkSizeRequestMode
ts_table_fit_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

GtkWidget *
ts_table_fit_new (void)
{
  return g_object_new (TS_TYPE_TABLE_FIT, NULL);
}

void
ts_table_fit_set_child (TsTableFit *self,
                        GtkWidget  *child)
{
  g_return_if_fail (TS_IS_TABLE_FIT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child != NULL)
    {
      gtk_style_context_remove_provider (gtk_widget_get_style_context (self->child),
                                         GTK_STYLE_PROVIDER (self->provider));
      g_clear_pointer (&self->child, gtk_widget_unparent);
    }
  if (child == NULL)
    return;
  self->child = child;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  gtk_style_context_add_provider (gtk_widget_get_style_context (child),
                                  GTK_STYLE_PROVIDER (self->provider),
                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  ts_table_fit_refit (self);
}

double
ts_table_fit_get_font_size (TsTableFit *self)
{
  g_return_val_if_fail (TS_IS_TABLE_FIT (self), 0);
  return self->font_size;
}

gboolean
ts_table_fit_get_wide (TsTableFit *self)
{
  g_return_val_if_fail (TS_IS_TABLE_FIT (self), FALSE);
  return self->wide;
}

void
ts_table_fit_refit (TsTableFit *self)
{
  g_return_if_fail (TS_IS_TABLE_FIT (self));
  self->dirty = TRUE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
ts_table_fit_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TsTableFit *self = TS_TABLE_FIT (object);

  switch (prop_id)
    {
    case PROP_WIDE:
      g_value_set_boolean (value, self->wide);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_table_fit_dispose (GObject *object)
{
  TsTableFit *self = TS_TABLE_FIT (object);

  g_clear_handle_id (&self->apply_id, g_source_remove);
  ts_table_fit_set_child (self, NULL);
  g_clear_object (&self->provider);
  G_OBJECT_CLASS (ts_table_fit_parent_class)->dispose (object);
}

static void
ts_table_fit_class_init (TsTableFitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_table_fit_dispose;
  object_class->get_property = ts_table_fit_get_property;
  widget_class->measure = ts_table_fit_measure;
  widget_class->size_allocate = ts_table_fit_size_allocate;
  widget_class->get_request_mode = ts_table_fit_get_request_mode;

  properties[PROP_WIDE] = g_param_spec_boolean ("wide", NULL, NULL, TRUE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_table_fit_init (TsTableFit *self)
{
  self->provider = gtk_css_provider_new ();
  self->wide = self->wanted_wide = TRUE;
  self->ceiling = G_MAXDOUBLE;
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  apply_font_size (self, 20);
}
