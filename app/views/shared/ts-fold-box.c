/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-fold-box.h"

struct _TsFoldBox
{
  GtkWidget parent_instance;

  int spacing;
  int fold_width;
  gboolean folded;
  gboolean laid_out; /* allocated once: #TsFoldBox:folded is known */
};

static void ts_fold_box_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsFoldBox, ts_fold_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      ts_fold_box_buildable_init))

enum
{
  PROP_0,
  PROP_SPACING,
  PROP_FOLD_WIDTH,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkBuildableIface *parent_buildable_iface;

static guint
count_visible (TsFoldBox *self)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_should_layout (c);
  return n;
}

static int
spacing_total (TsFoldBox *self,
               guint      n)
{
  return n > 1 ? self->spacing * (int) (n - 1) : 0;
}

/* What the children need side by side: their minimum widths and the spacing. */
static int
side_min_width (TsFoldBox *self)
{
  int sum = 0;
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      int min;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      sum += min;
      n++;
    }
  return sum + spacing_total (self, n);
}

static gboolean
folds_at (TsFoldBox *self,
          int        width)
{
  return width < MAX (self->fold_width, side_min_width (self));
}

/* Gives up to @extra px to the children of @sizes (n) flagged in @expands == @expanding,
 * toward their natural widths; returns what is left. */
static int
toward_natural (GtkRequestedSize *sizes,
                const gboolean   *expands,
                guint             n,
                gboolean          expanding,
                int               extra)
{
  g_autofree GtkRequestedSize *some = g_new0 (GtkRequestedSize, MAX (n, 1));
  guint m = 0;

  for (guint i = 0; i < n; i++)
    if (expands[i] == expanding)
      some[m++] = sizes[i];
  extra = gtk_distribute_natural_allocation (extra, m, some);
  m = 0;
  for (guint i = 0; i < n; i++)
    if (expands[i] == expanding)
      sizes[i].minimum_size = some[m++].minimum_size;
  return extra;
}

/* The widths of the visible children side by side in @width; returns them (n of them). The
 * children that do not expand get their natural widths first: an expanding one (a form's
 * words) gives way before a row of dice wraps. */
static int *
side_widths (TsFoldBox *self,
             int        width,
             guint     *n_out)
{
  guint n = count_visible (self), i = 0, n_expand = 0;
  g_autofree GtkRequestedSize *sizes = g_new0 (GtkRequestedSize, MAX (n, 1));
  g_autofree gboolean *expands = g_new0 (gboolean, MAX (n, 1));
  int *widths = g_new0 (int, MAX (n, 1));
  int extra = width - spacing_total (self, n);

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &sizes[i].minimum_size,
                          &sizes[i].natural_size, NULL, NULL);
      sizes[i].data = c;
      expands[i] = gtk_widget_compute_expand (c, GTK_ORIENTATION_HORIZONTAL);
      extra -= sizes[i].minimum_size;
      n_expand += expands[i];
      i++;
    }
  extra = toward_natural (sizes, expands, n, FALSE, MAX (extra, 0));
  extra = toward_natural (sizes, expands, n, TRUE, extra);
  for (i = 0; i < n; i++)
    {
      widths[i] = sizes[i].minimum_size;
      /* What is left after every natural width goes to the children that expand. */
      if (n_expand > 0 && expands[i])
        {
          int share = extra / (int) n_expand;

          widths[i] += share;
          extra -= share;
          n_expand--;
        }
    }
  *n_out = n;
  return widths;
}

static void
ts_fold_box_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  TsFoldBox *self = TS_FOLD_BOX (widget);
  guint n = count_visible (self);
  gboolean stacked;
  g_autofree int *widths = NULL;
  guint i = 0;

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At the least, one child's width (folded); at best all of them side by side. */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        {
          int min, nat;

          if (!gtk_widget_should_layout (c))
            continue;
          gtk_widget_measure (c, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural += nat;
        }
      *natural = MAX (*natural + spacing_total (self, n), self->fold_width);
      *natural = MAX (*natural, *minimum);
      return;
    }

  stacked = for_size < 0 || folds_at (self, for_size);
  if (!stacked)
    widths = side_widths (self, for_size, &n);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, stacked ? for_size : widths[i++], &min, &nat, NULL,
                          NULL);
      if (stacked)
        {
          *minimum += min;
          *natural += nat;
        }
      else
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
    }
  if (stacked)
    {
      *minimum += spacing_total (self, n);
      *natural += spacing_total (self, n);
    }
}

static void
allocate_stacked (TsFoldBox *self,
                  int        width,
                  int        height)
{
  guint n = count_visible (self), i = 0, n_expand = 0;
  g_autofree GtkRequestedSize *sizes = g_new0 (GtkRequestedSize, MAX (n, 1));
  int extra = height - spacing_total (self, n), y = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, width, &sizes[i].minimum_size,
                          &sizes[i].natural_size, NULL, NULL);
      sizes[i].data = c;
      extra -= sizes[i].minimum_size;
      n_expand += gtk_widget_compute_expand (c, GTK_ORIENTATION_VERTICAL);
      i++;
    }
  extra = gtk_distribute_natural_allocation (MAX (extra, 0), n, sizes);
  for (i = 0; i < n; i++)
    {
      int h = sizes[i].minimum_size;

      if (n_expand > 0 && gtk_widget_compute_expand (sizes[i].data, GTK_ORIENTATION_VERTICAL))
        {
          int share = extra / (int) n_expand;

          h += share;
          extra -= share;
          n_expand--;
        }
      gtk_widget_size_allocate (sizes[i].data, &(GtkAllocation) { 0, y, width, h }, -1);
      y += h + self->spacing;
    }
}

static void
ts_fold_box_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  TsFoldBox *self = TS_FOLD_BOX (widget);
  gboolean folded = folds_at (self, width);

  if (folded)
    allocate_stacked (self, width, height);
  else
    {
      guint n, i = 0;
      g_autofree int *widths = side_widths (self, width, &n);
      gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
      int x = 0;

      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        {
          int w;

          if (!gtk_widget_should_layout (c))
            continue;
          w = widths[i++];
          gtk_widget_size_allocate (c, &(GtkAllocation) { rtl ? width - x - w : x, 0, w, height },
                                    -1);
          x += w + self->spacing;
        }
    }
  /* The first allocation is said even when it leaves the box side by side: a page that
   * starts in its narrowest form learns then that it has room. */
  if (folded != self->folded || !self->laid_out)
    {
      self->folded = folded;
      self->laid_out = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
    }
}

static GtkSizeRequestMode
ts_fold_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_fold_box_compute_expand (GtkWidget *widget,
                            gboolean  *hexpand,
                            gboolean  *vexpand)
{
  *hexpand = *vexpand = FALSE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      *hexpand = *hexpand || gtk_widget_compute_expand (c, GTK_ORIENTATION_HORIZONTAL);
      *vexpand = *vexpand || gtk_widget_compute_expand (c, GTK_ORIENTATION_VERTICAL);
    }
}

static void
ts_fold_box_buildable_add_child (GtkBuildable *buildable,
                                 GtkBuilder   *builder,
                                 GObject      *child,
                                 const char   *type)
{
  if (type == NULL && GTK_IS_WIDGET (child))
    ts_fold_box_append (TS_FOLD_BOX (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
ts_fold_box_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ts_fold_box_buildable_add_child;
}

static void
ts_fold_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_fold_box_parent_class)->dispose (object);
}

static void
ts_fold_box_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TsFoldBox *self = TS_FOLD_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_FOLD_WIDTH:
      g_value_set_int (value, self->fold_width);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_fold_box_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TsFoldBox *self = TS_FOLD_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_FOLD_WIDTH:
      ts_fold_box_set_fold_width (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_fold_box_class_init (TsFoldBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_fold_box_dispose;
  object_class->get_property = ts_fold_box_get_property;
  object_class->set_property = ts_fold_box_set_property;
  widget_class->measure = ts_fold_box_measure;
  widget_class->size_allocate = ts_fold_box_size_allocate;
  widget_class->get_request_mode = ts_fold_box_get_request_mode;
  widget_class->compute_expand = ts_fold_box_compute_expand;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLD_WIDTH] =
    g_param_spec_int ("fold-width", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "ts-fold-box");
}

static void
ts_fold_box_init (TsFoldBox *self)
{
}

GtkWidget *
ts_fold_box_new (int spacing)
{
  return g_object_new (TS_TYPE_FOLD_BOX, "spacing", spacing, NULL);
}

void
ts_fold_box_append (TsFoldBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (TS_IS_FOLD_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

void
ts_fold_box_remove (TsFoldBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (TS_IS_FOLD_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}

gboolean
ts_fold_box_get_folded (TsFoldBox *self)
{
  g_return_val_if_fail (TS_IS_FOLD_BOX (self), FALSE);

  return self->folded;
}

gboolean
ts_fold_box_surely_wide (TsFoldBox *self,
                         int        margin)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int wide = self->fold_width + margin, width = 0, height = 0;
  GListModel *monitors;
  guint n;

  if (!GTK_IS_WINDOW (root))
    return FALSE;
  gtk_window_get_default_size (GTK_WINDOW (root), &width, &height);
  if (width < wide && !gtk_window_is_maximized (GTK_WINDOW (root)))
    return FALSE;
  monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (root)));
  n = g_list_model_get_n_items (monitors);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);
      GdkRectangle area;

      gdk_monitor_get_geometry (monitor, &area);
      if (area.width < wide)
        return FALSE;
    }
  return n > 0;
}

void
ts_fold_box_set_fold_width (TsFoldBox *self,
                            int        width)
{
  g_return_if_fail (TS_IS_FOLD_BOX (self));

  if (self->fold_width == width)
    return;
  self->fold_width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLD_WIDTH]);
}
