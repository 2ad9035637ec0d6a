/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-wrap-box.h"

struct _TsWrapBox
{
  GtkWidget parent_instance;

  int column_spacing;
  int row_spacing;
};

static void ts_wrap_box_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsWrapBox, ts_wrap_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      ts_wrap_box_buildable_init))

enum
{
  PROP_0,
  PROP_SPACING,
  N_PROPS
};

static GtkBuildableIface *parent_buildable_iface;

/* In a .ui file (issue 54: the score page's buttons wrap on a phone): <child> elements are
 * appended, and "spacing" sets both spacings. */
static void
ts_wrap_box_buildable_add_child (GtkBuildable *buildable,
                                 GtkBuilder   *builder,
                                 GObject      *child,
                                 const char   *type)
{
  if (type == NULL && GTK_IS_WIDGET (child))
    ts_wrap_box_append (TS_WRAP_BOX (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
ts_wrap_box_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ts_wrap_box_buildable_add_child;
}

static void
ts_wrap_box_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TsWrapBox *self = TS_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->column_spacing = self->row_spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_wrap_box_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TsWrapBox *self = TS_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->column_spacing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
laid_out (GtkWidget *child)
{
  return gtk_widget_should_layout (child);
}

/* A child's size in the box: its minimum width (a card whose labels ellipsize is as wide as
 * the style sheet asks) and its height at that width. */
static void
child_size (GtkWidget *child,
            int       *width,
            int       *height)
{
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, width, NULL, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, *width, NULL, height, NULL, NULL);
}

/* Walks the children as they wrap at @width. With @lines NULL, records each line's height
 * in @heights; else gives each child its place, as tall as its line (@lines from the first
 * walk). Returns the height taken. */
static int
flow (TsWrapBox *self,
      int           width,
      GArray       *heights,
      const GArray *lines)
{
  int x = 0, y = 0, line_height = 0;
  guint line = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;

      if (!laid_out (child))
        continue;
      child_size (child, &w, &h);
      if (x > 0 && x + w > width)
        {
          if (heights != NULL)
            g_array_append_val (heights, line_height);
          y += line_height + self->row_spacing;
          x = 0;
          line_height = 0;
          line++;
        }
      if (lines != NULL)
        {
          GtkAllocation place = { x, y, w, h };

          if (line < lines->len)
            place.height = MAX (h, g_array_index (lines, int, line));
          gtk_widget_size_allocate (child, &place, -1);
        }
      x += w + self->column_spacing;
      line_height = MAX (line_height, h);
    }
  if (heights != NULL)
    g_array_append_val (heights, line_height);
  return y + line_height;
}

static GtkSizeRequestMode
ts_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_wrap_box_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TsWrapBox *self = TS_WRAP_BOX (widget);
  int widest = 0, all = 0;

  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int height = flow (self, for_size < 0 ? G_MAXINT / 2 : for_size, NULL, NULL);

      *minimum = *natural = height;
      return;
    }
  /* At least the widest child; naturally all of them on one line. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;

      if (!laid_out (child))
        continue;
      child_size (child, &w, &h);
      widest = MAX (widest, w);
      all += (all > 0 ? self->column_spacing : 0) + w;
    }
  *minimum = widest;
  *natural = all;
}

static void
ts_wrap_box_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  TsWrapBox *self = TS_WRAP_BOX (widget);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));

  flow (self, width, lines, NULL);
  flow (self, width, NULL, lines);
}

static void
ts_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_wrap_box_parent_class)->dispose (object);
}

static void
ts_wrap_box_class_init (TsWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_wrap_box_dispose;
  object_class->set_property = ts_wrap_box_set_property;
  object_class->get_property = ts_wrap_box_get_property;
  g_object_class_install_property (object_class, PROP_SPACING,
                                   g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                                                     G_PARAM_READWRITE
                                                       | G_PARAM_STATIC_STRINGS));
  widget_class->get_request_mode = ts_wrap_box_get_request_mode;
  widget_class->measure = ts_wrap_box_measure;
  widget_class->size_allocate = ts_wrap_box_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "ts-wrap-box");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_wrap_box_init (TsWrapBox *self)
{
}

GtkWidget *
ts_wrap_box_new (int column_spacing,
                    int row_spacing)
{
  TsWrapBox *self = g_object_new (TS_TYPE_WRAP_BOX, NULL);

  self->column_spacing = column_spacing;
  self->row_spacing = row_spacing;
  return GTK_WIDGET (self);
}

void
ts_wrap_box_append (TsWrapBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (TS_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}
