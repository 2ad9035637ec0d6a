/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-editor-grid.h"
#include "ts-burgundy-hex-space.h"
#include "ts-paint.h"

#define SQRT3 1.7320508075688772
/* Hex radius (centre to corner) in pixels at the minimum and natural sizes: a team board
 * has 16 cells a row where a duchy has 7, so its hexes are smaller than the duchy's; at the
 * minimum the grid is no wider than the duchy's, so the window's smallest size stays. */
#define MIN_RADIUS 5
#define NATURAL_RADIUS 20
/* The gap between the halves, in radii. */
#define SEAM 0.7
#define HALF_COLS (TS_BURGUNDY_TEAM_COLS / 2)
#define CAPTION_GAP 4

struct _TsBurgundyBoardEditorGrid
{
  GtkWidget parent_instance;

  GtkWidget *spaces[TS_BURGUNDY_MAX_SPACES];
  GtkWidget *captions[2]; /* GtkLabel: the first and the second half */
  char *label;            /* the accessible name set, to set it only on a change */
  int current;            /* the cell that takes focus when the grid is entered */

  /* Set by size_allocate for the seam's drawing. */
  double radius, left, top;
};

G_DEFINE_FINAL_TYPE (TsBurgundyBoardEditorGrid, ts_burgundy_board_editor_grid, GTK_TYPE_WIDGET)

GtkWidget *
ts_burgundy_board_editor_grid_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_BOARD_EDITOR_GRID, NULL);
}

char *
ts_burgundy_board_editor_grid_place (guint cell)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  g_autofree char *where = NULL;

  g_return_val_if_fail (cell < TS_BURGUNDY_MAX_SPACES, NULL);
  where = ts_burgundy_board_space_position (&data->team_grid, cell);
  if (cell % TS_BURGUNDY_TEAM_COLS < HALF_COLS)
    /* Translators: a cell of a team board in the board editor; %s is where it is ("space 5
     * of row 3"); the first half is board 12a1 or 12b1 */
    return g_strdup_printf (_("%s, first half"), where);
  /* Translators: as "%s, first half"; the second half is board 12a2 or 12b2 */
  return g_strdup_printf (_("%s, second half"), where);
}

/* The grid's size in radii: 16 cells and the half cell of the odd rows across, plus the
 * seam; 10 rows down, each 1.5 radii below the last, 2 radii high. */
static double
units_across (void)
{
  return (TS_BURGUNDY_TEAM_COLS + 0.5) * SQRT3 + SEAM;
}

static double
units_down (void)
{
  return 1.5 * TS_BURGUNDY_TEAM_ROWS + 0.5;
}

static int
caption_height (TsBurgundyBoardEditorGrid *self,
                int                        for_width,
                gboolean                   natural)
{
  int height = 0;

  for (guint h = 0; h < 2; h++)
    {
      int min, nat;

      gtk_widget_measure (self->captions[h], GTK_ORIENTATION_VERTICAL, for_width, &min, &nat,
                          NULL, NULL);
      height = MAX (height, natural ? nat : min);
    }
  return height + CAPTION_GAP;
}

static void
ts_burgundy_board_editor_grid_measure (GtkWidget      *widget,
                                       GtkOrientation  orientation,
                                       int             for_size,
                                       int            *minimum,
                                       int            *natural,
                                       int            *minimum_baseline,
                                       int            *natural_baseline)
{
  TsBurgundyBoardEditorGrid *self = TS_BURGUNDY_BOARD_EDITOR_GRID (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int min = 0, nat = 0;

      /* The captions wrap to half the grid's width. */
      for (guint h = 0; h < 2; h++)
        {
          int m, n;

          gtk_widget_measure (self->captions[h], GTK_ORIENTATION_HORIZONTAL, -1, &m, &n, NULL,
                              NULL);
          min = MAX (min, m);
          nat = MAX (nat, n);
        }
      *minimum = MAX (ceil (units_across () * MIN_RADIUS), 2 * min);
      *natural = MAX (ceil (units_across () * NATURAL_RADIUS), 2 * nat);
      return;
    }
  *minimum = ceil (units_down () * MIN_RADIUS) + caption_height (self, -1, FALSE);
  *natural = ceil (units_down () * NATURAL_RADIUS) + caption_height (self, -1, TRUE);
}

/* A cell's centre, from the grid's left and top edges. */
static void
cell_centre (TsBurgundyBoardEditorGrid *self,
             guint                      cell,
             double                    *x,
             double                    *y)
{
  guint row = cell / TS_BURGUNDY_TEAM_COLS, col = cell % TS_BURGUNDY_TEAM_COLS;

  *x = self->left + self->radius * (SQRT3 * (col + 0.5 + (row & 1) * 0.5)
                                    + (col >= HALF_COLS ? SEAM : 0));
  *y = self->top + self->radius * (1 + 1.5 * row);
}

static void
ts_burgundy_board_editor_grid_size_allocate (GtkWidget *widget,
                                             int        width,
                                             int        height,
                                             int        baseline)
{
  TsBurgundyBoardEditorGrid *self = TS_BURGUNDY_BOARD_EDITOR_GRID (widget);
  int captions = caption_height (self, width / 2, TRUE);
  double radius = MIN (width / units_across (), (height - captions) / units_down ());
  int child_width, child_height;
  double grid_width, grid_height;

  radius = MAX (radius, 1);
  child_width = MAX (1, (int) ceil (radius * SQRT3));
  child_height = MAX (1, (int) ceil (radius * 2));
  grid_width = radius * units_across ();
  grid_height = radius * units_down ();
  /* The largest regular hexes that fit, captions and grid centred together. */
  self->radius = radius;
  self->left = (width - grid_width) / 2;
  self->top = (height - grid_height - captions) / 2 + captions;

  for (guint h = 0; h < 2; h++)
    {
      /* Each caption over its half, as wide as its even rows, so that the two stay apart
       * over the seam. */
      double half = radius * SQRT3 * HALF_COLS;
      double x = self->left + h * (grid_width - half);
      int min, nat;

      gtk_widget_measure (self->captions[h], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL,
                          NULL);
      gtk_widget_allocate (self->captions[h], MAX (min, (int) half), captions - CAPTION_GAP, -1,
                           gsk_transform_translate (
                               NULL, &GRAPHENE_POINT_INIT (x, self->top - captions)));
    }
  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      double cx, cy;
      int min, nat;

      cell_centre (self, i, &cx, &cy);
      /* GTK wants every child measured before it is allocated. */
      gtk_widget_measure (self->spaces[i], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL,
                          NULL);
      gtk_widget_measure (self->spaces[i], GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_allocate (self->spaces[i], child_width, child_height, -1,
                           gsk_transform_translate (
                               NULL, &GRAPHENE_POINT_INIT (cx - child_width / 2.0,
                                                           cy - child_height / 2.0)));
    }
}

/* The seam between the halves: a line down the gap, stepping with the odd rows' shift. */
static void
ts_burgundy_board_editor_grid_snapshot (GtkWidget   *widget,
                                        GtkSnapshot *snapshot)
{
  TsBurgundyBoardEditorGrid *self = TS_BURGUNDY_BOARD_EDITOR_GRID (widget);
  gboolean dark = ts_paint_is_dark (widget);
  float line = MAX (2, self->radius * 0.12);
  GdkRGBA fg;

  ts_paint_lookup_color (widget, "window_fg_color", dark ? "#ffffff" : "#000000", &fg);
  fg.alpha = 0.45f;
  for (guint row = 0; row < TS_BURGUNDY_TEAM_ROWS; row++)
    {
      double x0, y, x1, unused;
      double top = self->top + self->radius * (row == 0 ? 0 : 0.25 + 1.5 * row);
      double bottom = self->top + self->radius * (0.25 + 1.5 * (row + 1));

      /* Half way between the last cell of the first half and the first of the second. */
      cell_centre (self, row * TS_BURGUNDY_TEAM_COLS + HALF_COLS - 1, &x0, &y);
      cell_centre (self, row * TS_BURGUNDY_TEAM_COLS + HALF_COLS, &x1, &unused);
      if (row + 1 == TS_BURGUNDY_TEAM_ROWS)
        bottom = self->top + self->radius * units_down ();
      gtk_snapshot_append_color (snapshot, &fg,
                                 &GRAPHENE_RECT_INIT ((x0 + x1) / 2 - line / 2, top, line,
                                                      bottom - top));
      /* The step to the next row's seam, half a cell sideways. */
      if (row + 1 < TS_BURGUNDY_TEAM_ROWS)
        {
          double step = self->radius * SQRT3 / 2;
          double from = (x0 + x1) / 2 + ((row & 1) ? -step : 0);

          gtk_snapshot_append_color (snapshot, &fg,
                                     &GRAPHENE_RECT_INIT (from - line / 2, bottom - line / 2,
                                                          step + line, line));
        }
    }
  GTK_WIDGET_CLASS (ts_burgundy_board_editor_grid_parent_class)->snapshot (widget, snapshot);
}

/* The cell the focus moves to from @from in @direction, or -1 at an edge. Left and right go
 * in reading order (over the ends of rows), up and down to the cell of the same column. */
static int
neighbour (int              from,
           GtkDirectionType direction)
{
  switch (direction)
    {
    case GTK_DIR_LEFT:
      return from > 0 ? from - 1 : -1;
    case GTK_DIR_RIGHT:
      return from + 1 < TS_BURGUNDY_MAX_SPACES ? from + 1 : -1;
    case GTK_DIR_UP:
      return from >= TS_BURGUNDY_TEAM_COLS ? from - TS_BURGUNDY_TEAM_COLS : -1;
    case GTK_DIR_DOWN:
      return from + TS_BURGUNDY_TEAM_COLS < TS_BURGUNDY_MAX_SPACES ? from + TS_BURGUNDY_TEAM_COLS
                                                                   : -1;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default:
      return -1;
    }
}

/* One tab stop for the whole grid; arrows move inside it. */
static gboolean
ts_burgundy_board_editor_grid_focus (GtkWidget       *widget,
                                     GtkDirectionType direction)
{
  TsBurgundyBoardEditorGrid *self = TS_BURGUNDY_BOARD_EDITOR_GRID (widget);
  int target;

  if (gtk_widget_get_focus_child (widget) == NULL)
    {
      gtk_widget_grab_focus (self->spaces[self->current]);
      return TRUE;
    }
  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    return FALSE;
  target = neighbour (self->current, direction);
  if (target < 0)
    {
      /* Stay at the edge rather than jump to some other widget. */
      gtk_widget_error_bell (widget);
      return TRUE;
    }
  gtk_widget_grab_focus (self->spaces[target]);
  return TRUE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey     *controller,
                guint                      keyval,
                guint                      keycode,
                GdkModifierType            state,
                TsBurgundyBoardEditorGrid *self)
{
  int row_start = self->current - self->current % TS_BURGUNDY_TEAM_COLS;

  if (gtk_widget_get_focus_child (GTK_WIDGET (self)) == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return ts_burgundy_board_editor_grid_focus (GTK_WIDGET (self), GTK_DIR_LEFT);
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return ts_burgundy_board_editor_grid_focus (GTK_WIDGET (self), GTK_DIR_RIGHT);
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return ts_burgundy_board_editor_grid_focus (GTK_WIDGET (self), GTK_DIR_UP);
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return ts_burgundy_board_editor_grid_focus (GTK_WIDGET (self), GTK_DIR_DOWN);
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      gtk_widget_grab_focus (self->spaces[row_start]);
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      gtk_widget_grab_focus (self->spaces[row_start + TS_BURGUNDY_TEAM_COLS - 1]);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
ts_burgundy_board_editor_grid_set_focus_child (GtkWidget *widget,
                                               GtkWidget *child)
{
  TsBurgundyBoardEditorGrid *self = TS_BURGUNDY_BOARD_EDITOR_GRID (widget);

  GTK_WIDGET_CLASS (ts_burgundy_board_editor_grid_parent_class)->set_focus_child (widget, child);
  if (child != NULL && TS_IS_BURGUNDY_HEX_SPACE (child))
    self->current = ts_burgundy_hex_space_get_index (TS_BURGUNDY_HEX_SPACE (child));
}

static void
dark_changed_cb (TsBurgundyBoardEditorGrid *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    gtk_widget_queue_draw (self->spaces[i]);
}

static void
ts_burgundy_board_editor_grid_dispose (GObject *object)
{
  TsBurgundyBoardEditorGrid *self = TS_BURGUNDY_BOARD_EDITOR_GRID (object);

  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    g_clear_pointer (&self->spaces[i], gtk_widget_unparent);
  for (guint h = 0; h < 2; h++)
    g_clear_pointer (&self->captions[h], gtk_widget_unparent);
  g_clear_pointer (&self->label, g_free);
  G_OBJECT_CLASS (ts_burgundy_board_editor_grid_parent_class)->dispose (object);
}

static void
ts_burgundy_board_editor_grid_class_init (TsBurgundyBoardEditorGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_board_editor_grid_dispose;
  widget_class->measure = ts_burgundy_board_editor_grid_measure;
  widget_class->size_allocate = ts_burgundy_board_editor_grid_size_allocate;
  widget_class->snapshot = ts_burgundy_board_editor_grid_snapshot;
  widget_class->focus = ts_burgundy_board_editor_grid_focus;
  widget_class->set_focus_child = ts_burgundy_board_editor_grid_set_focus_child;
  gtk_widget_class_set_css_name (widget_class, "teamboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_burgundy_board_editor_grid_init (TsBurgundyBoardEditorGrid *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  /* Translators: captions over the two halves of a team board in the board editor; the
   * numbers are those printed on the halves in the box */
  const char *captions[2] = { _("First half (12a1/12b1)"), _("Second half (12a2/12b2)") };

  for (guint h = 0; h < 2; h++)
    {
      self->captions[h] = gtk_label_new (captions[h]);
      gtk_label_set_wrap (GTK_LABEL (self->captions[h]), TRUE);
      gtk_label_set_justify (GTK_LABEL (self->captions[h]), GTK_JUSTIFY_CENTER);
      /* Both on the line over the grid when one wraps. */
      gtk_label_set_yalign (GTK_LABEL (self->captions[h]), 1);
      gtk_widget_add_css_class (self->captions[h], "caption-heading");
      gtk_widget_set_name (self->captions[h], h == 0 ? "first-half" : "second-half");
      gtk_widget_set_parent (self->captions[h], GTK_WIDGET (self));
    }
  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      g_autofree char *place = ts_burgundy_board_editor_grid_place (i);

      self->spaces[i] = ts_burgundy_hex_space_new (i);
      ts_burgundy_hex_space_set_place (TS_BURGUNDY_HEX_SPACE (self->spaces[i]), place);
      gtk_widget_set_parent (self->spaces[i], GTK_WIDGET (self));
    }
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Team board"), -1);
}

void
ts_burgundy_board_editor_grid_set_board (TsBurgundyBoardEditorGrid *self,
                                         const TsBurgundyDuchy     *board,
                                         const char                *label)
{
  g_return_if_fail (TS_IS_BURGUNDY_BOARD_EDITOR_GRID (self));
  g_return_if_fail (board != NULL);

  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      TsBurgundyHexSpace *space = TS_BURGUNDY_HEX_SPACE (self->spaces[i]);

      ts_burgundy_hex_space_set_content (space, board->known ? board->colour[i] : 255,
                                         board->known ? board->die[i] : 0, 0);
      ts_burgundy_hex_space_set_marks (space, 0, ts_burgundy_spaces_has (&board->start_spaces, i));
    }
  if (g_strcmp0 (label, self->label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

GtkWidget *
ts_burgundy_board_editor_grid_get_space (TsBurgundyBoardEditorGrid *self,
                                         guint                      cell)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_EDITOR_GRID (self), NULL);
  g_return_val_if_fail (cell < TS_BURGUNDY_MAX_SPACES, NULL);
  return self->spaces[cell];
}
