/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the main board view (ts-burgundy-board-view.c) lays out its pieces: the honeycomb of a
 * depot's slots, and the grid of the six depots, both narrowing for a phone held upright
 * (issue 54). */
#include "config.h"

#include <math.h>

#include "ts-burgundy-board-slot.h"

#define SQRT3 1.7320508075688772
/* Hexagon radius limits of the spaces, in pixels; the slots' CSS minimum size (touch mode:
 * 44 px and more a finger) raises the least. */
#define HEX_R_MIN 16.0
#define HEX_R_NAT 30.0
#define HEX_R_MAX 62.0

/* ------------------------------------------------------------------------------------ */
/* A honeycomb of slots: rows of @per_row hexagons, odd rows shifted by half a hexagon.  */
/* A hive that may wrap puts its one row in two when the width does not hold it.         */

struct _TsBurgundyBoardHive
{
  GtkWidget parent_instance;

  guint per_row;
  guint n_rows;
  gboolean may_wrap;
};

G_DEFINE_FINAL_TYPE (TsBurgundyBoardHive, ts_burgundy_board_hive, GTK_TYPE_WIDGET)

/* Width in hexagon widths, height in radii, for @wrapped: half the row in each of two. */
static double
hive_units_w (TsBurgundyBoardHive *self,
              gboolean             wrapped)
{
  guint per_row = wrapped ? (self->per_row + 1) / 2 : self->per_row;
  guint n_rows = wrapped ? self->n_rows * 2 : self->n_rows;

  return per_row + (n_rows > 1 ? 0.5 : 0);
}

static double
hive_units_h (TsBurgundyBoardHive *self,
              gboolean             wrapped)
{
  guint n_rows = wrapped ? self->n_rows * 2 : self->n_rows;

  return 2 + 1.5 * (n_rows - 1);
}

/* The least radius: HEX_R_MIN, or more when the slots' CSS asks a larger size. */
static double
hive_r_min (TsBurgundyBoardHive *self)
{
  double r = HEX_R_MIN;
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  if (child != NULL)
    {
      int w = 0, h = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &h, NULL, NULL, NULL);
      r = MAX (r, MAX ((w + 1) / SQRT3, h / 2.0));
    }
  return r;
}

/* Whether @width holds the row only wrapped. */
static gboolean
hive_wraps (TsBurgundyBoardHive *self,
            int                  width)
{
  return self->may_wrap && width >= 0
         && width < ceil (hive_units_w (self, FALSE) * SQRT3 * hive_r_min (self));
}

static GtkSizeRequestMode
ts_burgundy_board_hive_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_burgundy_board_hive_measure (GtkWidget     *widget,
                                GtkOrientation orientation,
                                int            for_size,
                                int           *minimum,
                                int           *natural,
                                int           *minimum_baseline,
                                int           *natural_baseline)
{
  TsBurgundyBoardHive *self = TS_BURGUNDY_BOARD_HIVE (widget);
  double r_min = hive_r_min (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = ceil (hive_units_w (self, self->may_wrap) * SQRT3 * r_min);
      *natural = ceil (hive_units_w (self, FALSE) * SQRT3 * MAX (HEX_R_NAT, r_min));
    }
  else
    {
      gboolean wrapped = hive_wraps (self, for_size);
      double uw = hive_units_w (self, wrapped) * SQRT3, uh = hive_units_h (self, wrapped);
      double r = for_size < 0 ? MAX (HEX_R_NAT, r_min)
                              : CLAMP (for_size / uw, r_min, MAX (HEX_R_MAX, r_min));

      *minimum = ceil (uh * r_min);
      *natural = ceil (uh * r);
    }
}

static void
ts_burgundy_board_hive_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  TsBurgundyBoardHive *self = TS_BURGUNDY_BOARD_HIVE (widget);
  gboolean wrapped = hive_wraps (self, width);
  guint per_row = wrapped ? (self->per_row + 1) / 2 : self->per_row;
  double r = MIN (MIN (width / (hive_units_w (self, wrapped) * SQRT3),
                       height / hive_units_h (self, wrapped)),
                  MAX (HEX_R_MAX, hive_r_min (self)));
  double hex_w = r * SQRT3;
  double x0 = (width - hive_units_w (self, wrapped) * hex_w) / 2;
  double y0 = (height - hive_units_h (self, wrapped) * r) / 2;
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      guint row = i / per_row, col = i % per_row;
      double x = x0 + (col + (row % 2 ? 0.5 : 0)) * hex_w;
      double y = y0 + row * 1.5 * r;
      GtkAllocation a = { floor (x), floor (y), 0, 0 };

      a.width = floor (x + hex_w) - a.x;
      a.height = floor (y + 2 * r) - a.y;
      /* GTK wants every child measured before it is allocated. */
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (child, &a, -1);
    }
}

static void
ts_burgundy_board_hive_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_board_hive_parent_class)->dispose (object);
}

static void
ts_burgundy_board_hive_class_init (TsBurgundyBoardHiveClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_burgundy_board_hive_dispose;
  widget_class->get_request_mode = ts_burgundy_board_hive_get_request_mode;
  widget_class->measure = ts_burgundy_board_hive_measure;
  widget_class->size_allocate = ts_burgundy_board_hive_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "cobhive");
}

static void
ts_burgundy_board_hive_init (TsBurgundyBoardHive *self)
{
}

GtkWidget *
ts_burgundy_board_hive_new (guint per_row,
                            guint n_rows)
{
  TsBurgundyBoardHive *hive = g_object_new (TS_TYPE_BURGUNDY_BOARD_HIVE, NULL);

  hive->per_row = per_row;
  hive->n_rows = n_rows;
  return GTK_WIDGET (hive);
}

void
ts_burgundy_board_hive_set_may_wrap (TsBurgundyBoardHive *self,
                                     gboolean             may_wrap)
{
  self->may_wrap = may_wrap;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------------------ */
/* A grid of equal cells in reading order: as many columns as the width holds, from      */
/* max_columns down to min_columns (the depots: three or two; the turn's kinds of action: */
/* one line or wrapped). Hidden children take no cell.                                    */

#define GRID_SPACING 6

struct _TsBurgundyDepotGrid
{
  GtkWidget parent_instance;

  guint min_columns;
  guint max_columns;
  int spacing;
};

G_DEFINE_FINAL_TYPE (TsBurgundyDepotGrid, ts_burgundy_depot_grid, GTK_TYPE_WIDGET)

static guint
grid_n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_should_layout (c);
  return n;
}

static void
grid_child_widths (GtkWidget *widget,
                   int       *minimum,
                   int       *natural)
{
  *minimum = *natural = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      int min = 0, nat = 0;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
    }
}

static guint
grid_max_columns (TsBurgundyDepotGrid *self)
{
  return MAX (1, MIN (self->max_columns, grid_n_children (GTK_WIDGET (self))));
}

static guint
grid_min_columns (TsBurgundyDepotGrid *self)
{
  return MIN (self->min_columns, grid_max_columns (self));
}

static guint
grid_columns (TsBurgundyDepotGrid *self,
              int                  width)
{
  int min, nat;
  guint columns = grid_max_columns (self);

  if (width < 0)
    return columns;
  grid_child_widths (GTK_WIDGET (self), &min, &nat);
  while (columns > grid_min_columns (self)
         && (int) columns * min + ((int) columns - 1) * self->spacing > width)
    columns--;
  return columns;
}

static GtkSizeRequestMode
ts_burgundy_depot_grid_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_burgundy_depot_grid_measure (GtkWidget     *widget,
                                GtkOrientation orientation,
                                int            for_size,
                                int           *minimum,
                                int           *natural,
                                int           *minimum_baseline,
                                int           *natural_baseline)
{
  TsBurgundyDepotGrid *self = TS_BURGUNDY_DEPOT_GRID (widget);
  int child_min, child_nat;
  int lo = grid_min_columns (self), hi = grid_max_columns (self);

  grid_child_widths (widget, &child_min, &child_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = lo * child_min + (lo - 1) * self->spacing;
      *natural = hi * child_nat + (hi - 1) * self->spacing;
    }
  else
    {
      guint columns = grid_columns (self, for_size);
      guint rows = (grid_n_children (widget) + columns - 1) / columns;
      int column_width = for_size < 0 ? child_nat
                                      : (for_size - ((int) columns - 1) * self->spacing)
                                            / (int) columns;
      int row_min = 0, row_nat = 0;

      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        {
          int min = 0, nat = 0;

          if (!gtk_widget_should_layout (c))
            continue;
          gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, MAX (column_width, child_min), &min,
                              &nat, NULL, NULL);
          row_min = MAX (row_min, min);
          row_nat = MAX (row_nat, nat);
        }
      *minimum = rows * row_min + MAX ((int) rows - 1, 0) * self->spacing;
      *natural = rows * row_nat + MAX ((int) rows - 1, 0) * self->spacing;
    }
}

static void
ts_burgundy_depot_grid_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  TsBurgundyDepotGrid *self = TS_BURGUNDY_DEPOT_GRID (widget);
  guint columns = grid_columns (self, width);
  guint rows = MAX ((grid_n_children (widget) + columns - 1) / columns, 1);
  int column_width = (width - ((int) columns - 1) * self->spacing) / (int) columns;
  int row_height = (height - ((int) rows - 1) * self->spacing) / (int) rows;
  guint i = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkAllocation a = { (i % columns) * (column_width + self->spacing),
                          (i / columns) * (row_height + self->spacing), column_width,
                          row_height };

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (c, &a, -1);
      i++;
    }
}

static void
ts_burgundy_depot_grid_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_depot_grid_parent_class)->dispose (object);
}

static void
ts_burgundy_depot_grid_class_init (TsBurgundyDepotGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_burgundy_depot_grid_dispose;
  widget_class->get_request_mode = ts_burgundy_depot_grid_get_request_mode;
  widget_class->measure = ts_burgundy_depot_grid_measure;
  widget_class->size_allocate = ts_burgundy_depot_grid_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "cobgrid");
}

static void
ts_burgundy_depot_grid_init (TsBurgundyDepotGrid *self)
{
  self->min_columns = 2;
  self->max_columns = 3;
  self->spacing = GRID_SPACING;
}

GtkWidget *
ts_burgundy_depot_grid_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_DEPOT_GRID, NULL);
}

GtkWidget *
ts_burgundy_wrap_grid_new (guint min_columns,
                           guint max_columns,
                           int   spacing)
{
  TsBurgundyDepotGrid *self = g_object_new (TS_TYPE_BURGUNDY_DEPOT_GRID, NULL);

  self->min_columns = MAX (min_columns, 1);
  self->max_columns = MAX (max_columns, self->min_columns);
  self->spacing = spacing;
  return GTK_WIDGET (self);
}
