/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ts-burgundy-duchy-view.h"
#include "ts-burgundy-hex-space.h"

#define SQRT3 1.7320508075688772
/* Hex radius (centre to corner) in pixels at the minimum and natural sizes. */
#define MIN_RADIUS 13
#define NATURAL_RADIUS 24

struct _TsBurgundyDuchyView
{
  GtkWidget parent_instance;

  TsHexGrid grid; /* copied: positions and neighbours of the spaces */
  char *label;    /* the accessible name set, to set it only on a change */
  /* One per cell of the grid (a team board's 160 too, made when first needed); a cell that
   * is no space of the board is hidden in a game and skipped by the arrows. */
  GtkWidget *spaces[TS_BURGUNDY_MAX_SPACES];
  guint n_made;
  TsBurgundySpaces lit;

  int current;         /* the space that takes focus when the duchy is entered */
  double column;       /* horizontal position kept while moving up and down */
  gboolean vertical;   /* the focus is moving up or down (keep column) */
};

G_DEFINE_FINAL_TYPE (TsBurgundyDuchyView, ts_burgundy_duchy_view, GTK_TYPE_WIDGET)

enum
{
  SPACE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_duchy_view_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_DUCHY_VIEW, NULL);
}

/* Horizontal position of a space in hex widths, 0 at the centre column. */
static double
space_x (TsBurgundyDuchyView *self,
         guint                space)
{
  return self->grid.q[space] + self->grid.r[space] / 2.0;
}

/* The grid's own extent, in hex widths across and rows down, and its centre: a duchy's
 * hexagon is 7 x 7 round space 18; any other grid (a team board's 16 x 10) is laid out the
 * same way. */
typedef struct
{
  double width, rows;
  double centre_x, centre_r;
} Extent;

static Extent
extent (TsBurgundyDuchyView *self)
{
  double x0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, r0 = G_MAXDOUBLE, r1 = -G_MAXDOUBLE;

  for (guint i = 0; i < self->grid.n_cells; i++)
    {
      /* A team board's cells that are no space take no room (CB-TEM-02). */
      if (i < self->n_made && !gtk_widget_get_visible (self->spaces[i]))
        continue;
      x0 = MIN (x0, space_x (self, i));
      x1 = MAX (x1, space_x (self, i));
      r0 = MIN (r0, self->grid.r[i]);
      r1 = MAX (r1, self->grid.r[i]);
    }
  if (x0 > x1)
    x0 = x1 = r0 = r1 = 0;
  return (Extent){ x1 - x0 + 1, r1 - r0 + 1, (x0 + x1) / 2, (r0 + r1) / 2 };
}

/* The least radius: MIN_RADIUS, or more when the spaces' CSS asks a larger size (touch mode,
 * issue 54: 44 px for a finger). */
static double
min_radius (TsBurgundyDuchyView *self)
{
  double r = MIN_RADIUS;

  if (self->n_made > 0)
    {
      int w = 0, h = 0;

      gtk_widget_measure (self->spaces[0], GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);
      gtk_widget_measure (self->spaces[0], GTK_ORIENTATION_VERTICAL, -1, &h, NULL, NULL, NULL);
      r = MAX (r, MAX ((w + 1) / SQRT3, h / 2.0));
    }
  return r;
}

static void
ts_burgundy_duchy_view_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  TsBurgundyDuchyView *self = TS_BURGUNDY_DUCHY_VIEW (widget);
  Extent e = extent (self);
  /* The grid is e.width hexes wide and 1.5 * e.rows + 0.5 radii high. */
  double units = orientation == GTK_ORIENTATION_HORIZONTAL ? e.width * SQRT3
                                                           : 1.5 * e.rows + 0.5;

  double r_min = min_radius (self);
  double r_natural = MAX (NATURAL_RADIUS, r_min);

  /* Given a width, the height of the hexes that fill it, up to half again the natural
   * size (a phone or a tablet held upright, the duchy over its storage; issue 54). */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    r_natural = CLAMP (for_size / (e.width * SQRT3), r_min, MAX (NATURAL_RADIUS * 1.5, r_min));
  *minimum = ceil (units * r_min);
  *natural = ceil (units * r_natural);
}

static GtkSizeRequestMode
ts_burgundy_duchy_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_burgundy_duchy_view_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  TsBurgundyDuchyView *self = TS_BURGUNDY_DUCHY_VIEW (widget);
  /* The largest regular hexes that fit, centred. */
  Extent e = extent (self);
  double radius = MIN (width / (e.width * SQRT3), height / (1.5 * e.rows + 0.5));
  int child_width = MAX (1, (int) ceil (radius * SQRT3));
  int child_height = MAX (1, (int) ceil (radius * 2));

  for (guint i = 0; i < self->grid.n_cells && i < self->n_made; i++)
    {
      float cx = width / 2.0 + radius * SQRT3 * (space_x (self, i) - e.centre_x);
      float cy = height / 2.0 + radius * 1.5 * (self->grid.r[i] - e.centre_r);
      GskTransform *transform;
      int min, nat;

      if (!gtk_widget_get_visible (self->spaces[i]))
        continue;
      /* gtk_widget_allocate() takes the transform: made only for a space that is shown. */
      transform = gsk_transform_translate (
          NULL, &GRAPHENE_POINT_INIT (cx - child_width / 2.0f, cy - child_height / 2.0f));
      /* GTK wants every child measured before it is allocated. */
      gtk_widget_measure (self->spaces[i], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL,
                          NULL);
      gtk_widget_measure (self->spaces[i], GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_allocate (self->spaces[i], child_width, child_height, -1, transform);
    }
}

static gboolean
is_shown (TsBurgundyDuchyView *self,
          int                  space)
{
  return space >= 0 && (guint) space < self->n_made && gtk_widget_get_visible (self->spaces[space]);
}

/* The space in @row whose centre is nearest to @column; ties go left, so that going up or
 * down repeatedly zig-zags along one column. */
static int
nearest_in_row (TsBurgundyDuchyView *self,
                int                  row,
                double               column)
{
  int best = -1;
  double best_distance = G_MAXDOUBLE;

  for (guint i = 0; i < self->grid.n_cells; i++)
    {
      double distance;

      if (self->grid.r[i] != row || !is_shown (self, i))
        continue;
      distance = fabs (space_x (self, i) - column);
      if (distance < best_distance - 1e-6)
        {
          best = i;
          best_distance = distance;
        }
    }
  return best;
}

/* The space the focus moves to from @from in @direction, or -1 at an edge. Left and right
 * go in reading order (and so wrap around the ends of rows), up and down to the next row. */
static int
neighbour (TsBurgundyDuchyView *self,
           int                  from,
           GtkDirectionType     direction)
{
  int n = self->grid.n_cells;
  int to = from;

  switch (direction)
    {
      case GTK_DIR_LEFT:
        while (--to >= 0 && !is_shown (self, to))
          ;
        return to;
      case GTK_DIR_RIGHT:
        while (++to < n && !is_shown (self, to))
          ;
        return to < n ? to : -1;
      case GTK_DIR_UP:
      case GTK_DIR_DOWN:
        if (!self->vertical)
          self->column = space_x (self, from);
        return nearest_in_row (self, self->grid.r[from] + (direction == GTK_DIR_UP ? -1 : 1),
                               self->column);
      case GTK_DIR_TAB_FORWARD:
      case GTK_DIR_TAB_BACKWARD:
      default:
        return -1;
    }
}

static void
focus_space (TsBurgundyDuchyView *self,
             int                  space,
             gboolean             vertical)
{
  gtk_widget_grab_focus (self->spaces[space]);
  /* After grabbing: set_focus_child starts a new column. */
  self->vertical = vertical;
}

/* One tab stop for the whole duchy; arrows move inside it. */
static gboolean
ts_burgundy_duchy_view_focus (GtkWidget       *widget,
                              GtkDirectionType direction)
{
  TsBurgundyDuchyView *self = TS_BURGUNDY_DUCHY_VIEW (widget);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  int target;

  if (focus == NULL)
    {
      focus_space (self, self->current, FALSE);
      return TRUE;
    }
  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    return FALSE;

  target = neighbour (self, self->current, direction);
  if (target < 0)
    {
      /* Stay at the edge rather than jump to some other widget. */
      gtk_widget_error_bell (widget);
      return TRUE;
    }
  focus_space (self, target, direction == GTK_DIR_UP || direction == GTK_DIR_DOWN);
  return TRUE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsBurgundyDuchyView   *self)
{
  GtkDirectionType direction;
  int row_start, row_end;

  if (gtk_widget_get_focus_child (GTK_WIDGET (self)) == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left:
        direction = GTK_DIR_LEFT;
        break;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right:
        direction = GTK_DIR_RIGHT;
        break;
      case GDK_KEY_Up:
      case GDK_KEY_KP_Up:
        direction = GTK_DIR_UP;
        break;
      case GDK_KEY_Down:
      case GDK_KEY_KP_Down:
        direction = GTK_DIR_DOWN;
        break;
      case GDK_KEY_Home:
      case GDK_KEY_KP_Home:
      case GDK_KEY_End:
      case GDK_KEY_KP_End:
        /* The ends of the current row. */
        row_start = row_end = self->current;
        for (int i = self->current - 1; i >= 0 && self->grid.r[i] == self->grid.r[self->current];
             i--)
          if (is_shown (self, i))
            row_start = i;
        for (int i = self->current + 1;
             i < (int) self->grid.n_cells && self->grid.r[i] == self->grid.r[self->current]; i++)
          if (is_shown (self, i))
            row_end = i;
        focus_space (self,
                     keyval == GDK_KEY_Home || keyval == GDK_KEY_KP_Home ? row_start : row_end,
                     FALSE);
        return TRUE;
      default:
        return FALSE;
    }
  return ts_burgundy_duchy_view_focus (GTK_WIDGET (self), direction);
}

static void
ts_burgundy_duchy_view_set_focus_child (GtkWidget *widget,
                                        GtkWidget *child)
{
  TsBurgundyDuchyView *self = TS_BURGUNDY_DUCHY_VIEW (widget);

  GTK_WIDGET_CLASS (ts_burgundy_duchy_view_parent_class)->set_focus_child (widget, child);
  if (child != NULL)
    self->current = ts_burgundy_hex_space_get_index (TS_BURGUNDY_HEX_SPACE (child));
  /* A click or a move sideways starts a new column for up and down. */
  self->vertical = FALSE;
}

static void
space_activate_cb (TsBurgundyHexSpace  *space,
                   TsBurgundyDuchyView *self)
{
  g_signal_emit (self, signals[SPACE_ACTIVATED], 0,
                 (int) ts_burgundy_hex_space_get_index (space));
}

static void
dark_changed_cb (TsBurgundyDuchyView *self)
{
  for (guint i = 0; i < self->n_made; i++)
    gtk_widget_queue_draw (self->spaces[i]);
}

static void
ts_burgundy_duchy_view_dispose (GObject *object)
{
  TsBurgundyDuchyView *self = TS_BURGUNDY_DUCHY_VIEW (object);

  for (guint i = 0; i < self->n_made; i++)
    g_clear_pointer (&self->spaces[i], gtk_widget_unparent);
  self->n_made = 0;
  g_clear_pointer (&TS_BURGUNDY_DUCHY_VIEW (object)->label, g_free);
  G_OBJECT_CLASS (ts_burgundy_duchy_view_parent_class)->dispose (object);
}

static void
ts_burgundy_duchy_view_class_init (TsBurgundyDuchyViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_duchy_view_dispose;
  widget_class->measure = ts_burgundy_duchy_view_measure;
  widget_class->get_request_mode = ts_burgundy_duchy_view_get_request_mode;
  widget_class->size_allocate = ts_burgundy_duchy_view_size_allocate;
  widget_class->focus = ts_burgundy_duchy_view_focus;
  widget_class->set_focus_child = ts_burgundy_duchy_view_set_focus_child;

  /**
   * TsBurgundyDuchyView::space-activated:
   * @space: the space, 0..36 row-major from the top
   *
   * A space was clicked or activated from the keyboard, lit or not.
   */
  signals[SPACE_ACTIVATED] = g_signal_new ("space-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                           1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "duchy");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* Space widgets for the first @n cells (a duchy's 37 at first, a team board's 160 when one is
 * shown). */
static void
make_spaces (TsBurgundyDuchyView *self,
             guint                n)
{
  for (guint i = self->n_made; i < n && i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      self->spaces[i] = ts_burgundy_hex_space_new (i);
      gtk_widget_set_parent (self->spaces[i], GTK_WIDGET (self));
      g_signal_connect_object (self->spaces[i], "activate", G_CALLBACK (space_activate_cb), self,
                               G_CONNECT_DEFAULT);
      ts_burgundy_hex_space_set_lit (TS_BURGUNDY_HEX_SPACE (self->spaces[i]),
                                     ts_burgundy_spaces_has (&self->lit, i),
                                     !ts_burgundy_spaces_is_empty (&self->lit));
      self->n_made = i + 1;
    }
}

static void
ts_burgundy_duchy_view_init (TsBurgundyDuchyView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  /* The shape of every duchy; set_player copies the engine's own grid over it. */
  ts_hex_grid_init (&self->grid, 4);
  self->current = self->grid.n_cells / 2;
  make_spaces (self, TS_BURGUNDY_N_SPACES);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Duchy"), -1);
}

/* The grid of a board: its cells shown (or hidden where @hide_no_space and the cell is no
 * space of the board), the focus kept on a shown cell. */
static void
set_grid (TsBurgundyDuchyView   *self,
          const TsHexGrid       *grid,
          const TsBurgundyDuchy *board,
          gboolean               hide_no_space)
{
  if (memcmp (&self->grid, grid, sizeof self->grid) != 0)
    {
      self->grid = *grid;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  make_spaces (self, MIN (grid->n_cells, TS_BURGUNDY_MAX_SPACES));
  for (guint i = 0; i < self->n_made; i++)
    gtk_widget_set_visible (self->spaces[i],
                            i < grid->n_cells
                                && !(hide_no_space && board->colour[i] == TS_BURGUNDY_NO_SPACE));
  if (!is_shown (self, self->current))
    for (guint i = 0; i < grid->n_cells; i++)
      if (is_shown (self, i))
        {
          /* The middle of a duchy, else the first space of the board. */
          self->current = is_shown (self, grid->n_cells / 2) ? (int) grid->n_cells / 2 : (int) i;
          break;
        }
}

void
ts_burgundy_duchy_view_set_player (TsBurgundyDuchyView   *self,
                                   const TsBurgundyState *state,
                                   guint                  player)
{
  const TsBurgundyPlayer *p;
  g_autofree char *label = NULL;

  g_return_if_fail (TS_IS_BURGUNDY_DUCHY_VIEW (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (player < state->n_players);

  p = &state->players[player];
  /* A duchy's hexagon, or a team board's 16 x 10 grid (CB-TEM-02). */
  set_grid (self, ts_burgundy_board_grid (state->data, &p->duchy), &p->duchy, TRUE);
  for (guint i = 0; i < p->duchy.n_cells && i < self->n_made; i++)
    {
      ts_burgundy_hex_space_set_content (TS_BURGUNDY_HEX_SPACE (self->spaces[i]),
                                         p->duchy.colour[i], p->duchy.die[i], p->tiles[i]);
      ts_burgundy_hex_space_set_shield (TS_BURGUNDY_HEX_SPACE (self->spaces[i]),
                                        p->tiles[i] != 0 ? p->shield[i] : 0);
      /* The outposts printed round an outpost duchy (CB-OUT), numbered on the spaces they
       * touch and said in their names; the start spaces matter only at setup. */
      ts_burgundy_hex_space_set_marks (TS_BURGUNDY_HEX_SPACE (self->spaces[i]),
                                       p->duchy.kind == TS_BURGUNDY_BOARD_OUTPOST
                                           ? p->duchy.outposts[i]
                                           : 0,
                                       FALSE);
    }

  /* Translators: a player's duchy board, for screen readers; %s is the player's name */
  label = g_strdup_printf (_("Duchy of %s"), state->names[player]);
  if (g_strcmp0 (label, self->label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

static void
set_label (TsBurgundyDuchyView *self,
           const char          *label)
{
  if (g_strcmp0 (label, self->label) == 0)
    return;
  g_free (self->label);
  self->label = g_strdup (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
ts_burgundy_duchy_view_set_board (TsBurgundyDuchyView   *self,
                                  const TsHexGrid       *grid,
                                  const TsBurgundyDuchy *board,
                                  const char            *label)
{
  g_return_if_fail (TS_IS_BURGUNDY_DUCHY_VIEW (self));
  g_return_if_fail (grid != NULL && grid->n_cells <= TS_BURGUNDY_MAX_SPACES);
  g_return_if_fail (board != NULL);

  set_grid (self, grid, board, FALSE);
  for (guint i = 0; i < grid->n_cells; i++)
    {
      TsBurgundyHexSpace *space = TS_BURGUNDY_HEX_SPACE (self->spaces[i]);

      ts_burgundy_hex_space_set_content (space, board->known ? board->colour[i] : 255,
                                         board->known ? board->die[i] : 0, 0);
      ts_burgundy_hex_space_set_shield (space, 0);
      ts_burgundy_hex_space_set_marks (space, board->outposts[i],
                                       ts_burgundy_spaces_has (&board->start_spaces, i));
    }
  set_label (self, label);
}

void
ts_burgundy_duchy_view_set_lit (TsBurgundyDuchyView    *self,
                                const TsBurgundySpaces *spaces)
{
  g_return_if_fail (TS_IS_BURGUNDY_DUCHY_VIEW (self));
  g_return_if_fail (spaces != NULL);

  self->lit = *spaces;
  for (guint i = 0; i < self->n_made; i++)
    ts_burgundy_hex_space_set_lit (TS_BURGUNDY_HEX_SPACE (self->spaces[i]),
                                   ts_burgundy_spaces_has (spaces, i),
                                   !ts_burgundy_spaces_is_empty (spaces));
}

TsBurgundySpaces
ts_burgundy_duchy_view_get_lit (TsBurgundyDuchyView *self)
{
  TsBurgundySpaces none = { { 0 } };

  g_return_val_if_fail (TS_IS_BURGUNDY_DUCHY_VIEW (self), none);
  return self->lit;
}

GtkWidget *
ts_burgundy_duchy_view_get_space (TsBurgundyDuchyView *self,
                                  guint                space)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_DUCHY_VIEW (self), NULL);
  g_return_val_if_fail (space < self->n_made, NULL);
  return self->spaces[space];
}
