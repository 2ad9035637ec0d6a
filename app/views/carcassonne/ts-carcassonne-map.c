/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Carcassonne map: its state, cursor, pending tile, choices and view. Drawing is in
 * ts-carcassonne-map-draw.c, input in ts-carcassonne-map-input.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-carcassonne-map-private.h"
#include "ts-carcassonne-paint-private.h"
#include "ts-game-page.h"

#define MIN_SCALE 16.0
#define MAX_SCALE 240.0

enum
{
  PROP_0,
  PROP_SCALE,
  PROP_FARMS,
  N_PROPS
};

enum
{
  PLACE,
  PLACE_REFUSED,
  SEGMENT_ACTIVATED,
  CURSOR_MOVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TsCarcassonneMap, ts_carcassonne_map, GTK_TYPE_WIDGET)

static const TsCarcassonneKind *
kind_of (TsCarcassonneMap *self,
         guint             kind)
{
  return &self->state->data->kinds[kind];
}

/* Geometry */

void
ts_carcassonne_map_cell_at (TsCarcassonneMap *self,
                            double            px,
                            double            py,
                            int              *x,
                            int              *y)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  *x = (int) floor ((px - w / 2.0) / self->scale + self->view_x);
  *y = (int) floor ((py - h / 2.0) / self->scale + self->view_y);
}

static void
cell_origin (TsCarcassonneMap *self,
             double            x,
             double            y,
             double           *px,
             double           *py)
{
  *px = (x - self->view_x) * self->scale + gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  *py = (y - self->view_y) * self->scale + gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
}

void
ts_carcassonne_map_segment_point (TsCarcassonneMap *self,
                                  guint             tile,
                                  guint             segment,
                                  double           *x,
                                  double           *y)
{
  const TsCarcassonnePlaced *placed = &self->state->tiles[tile];
  double ax, ay;

  ts_carcassonne_paint_anchor (kind_of (self, placed->kind), placed->rotation, segment, &ax,
                               &ay);
  cell_origin (self, placed->x + ax, placed->y + ay, x, y);
}

double
ts_carcassonne_map_marker_radius (TsCarcassonneMap *self)
{
  return MAX (9.0, self->scale * 0.1);
}

void
ts_carcassonne_map_set_view (TsCarcassonneMap *self,
                             double            view_x,
                             double            view_y)
{
  self->view_x = view_x;
  self->view_y = view_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Pans just enough for the cursor's cell to be in sight. */
static void
follow_cursor (TsCarcassonneMap *self)
{
  double size[2] = { gtk_widget_get_width (GTK_WIDGET (self)),
                     gtk_widget_get_height (GTK_WIDGET (self)) };
  double *view[2] = { &self->view_x, &self->view_y };
  int cell[2] = { self->cursor_x, self->cursor_y };

  for (guint i = 0; i < 2; i++)
    {
      double half = size[i] / 2.0 / self->scale;
      double margin = MIN (0.5, MAX (0.0, half - 0.5));

      if (size[i] <= 0)
        continue;
      if (cell[i] - margin < *view[i] - half)
        *view[i] = cell[i] - margin + half;
      else if (cell[i] + 1 + margin > *view[i] + half)
        *view[i] = cell[i] + 1 + margin - half;
    }
}

guint
ts_carcassonne_map_fits_at (TsCarcassonneMap *self,
                            int               x,
                            int               y)
{
  if (self->pending < 0 || self->spots == NULL)
    return 0;
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TsCarcassonneSpot *spot = &g_array_index (self->spots, TsCarcassonneSpot, i);

      if (spot->x == x && spot->y == y)
        return spot->fits;
    }
  return 0;
}

/* The rotation that fits at the cursor: the current one, or the next that does. */
static void
settle_rotation (TsCarcassonneMap *self)
{
  guint fits = ts_carcassonne_map_fits_at (self, self->cursor_x, self->cursor_y);

  for (guint i = 0; i < 4 && fits != 0; i++)
    if (fits & (1 << ((self->rotation + i) % 4)))
      {
        self->rotation = (self->rotation + i) % 4;
        return;
      }
}

static void
cursor_changed (TsCarcassonneMap *self)
{
  settle_rotation (self);
  follow_cursor (self);
  ts_carcassonne_map_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CURSOR_MOVED], 0);
}

void
ts_carcassonne_map_move_cursor (TsCarcassonneMap *self,
                                int               dx,
                                int               dy)
{
  /* The engine's coordinates are bytes. */
  self->cursor_x = CLAMP (self->cursor_x + dx, G_MININT8 + 1, G_MAXINT8 - 1);
  self->cursor_y = CLAMP (self->cursor_y + dy, G_MININT8 + 1, G_MAXINT8 - 1);
  cursor_changed (self);
}

gboolean
ts_carcassonne_map_place (TsCarcassonneMap *self)
{
  guint fits = ts_carcassonne_map_fits_at (self, self->cursor_x, self->cursor_y);

  /* Where it does not fit (a tile there already, no neighbour, an edge that does not match)
   * the page is told, to say why in the rules' words. */
  if (!(fits & (1 << self->rotation)))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_signal_emit (self, signals[PLACE_REFUSED], 0, self->cursor_x, self->cursor_y,
                     self->rotation);
      return FALSE;
    }
  g_signal_emit (self, signals[PLACE], 0, self->cursor_x, self->cursor_y, self->rotation);
  return TRUE;
}

int
ts_carcassonne_map_nth_choice (TsCarcassonneMap *self,
                               guint             n)
{
  if (self->choice_tile < 0)
    return -1;
  for (guint s = 0; s < TS_CARCASSONNE_MAX_SEGMENTS; s++)
    if (self->choice_mask & (1u << s) && n-- == 0)
      return s;
  return -1;
}

static void
update_spots (TsCarcassonneMap *self)
{
  g_autoptr(GArray) open = NULL;

  g_array_set_size (self->spots, 0);
  if (self->state == NULL)
    return;
  open = ts_carcassonne_open_spots (self->state);
  for (guint i = 0; i + 1 < open->len; i += 2)
    {
      TsCarcassonneSpot spot = { g_array_index (open, gint8, i), g_array_index (open, gint8, i + 1),
                                 0 };

      if (self->pending >= 0)
        spot.fits = ts_carcassonne_fitting_rotations (self->state, self->pending, spot.x, spot.y);
      g_array_append_val (self->spots, spot);
    }
  ts_carcassonne_map_number_spots (self);
}

static void
ts_carcassonne_map_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  TsCarcassonneMap *self = TS_CARCASSONNE_MAP (widget);

  if (self->fit_pending && width > 0 && height > 0)
    ts_carcassonne_map_fit (self);
  else
    /* Made smaller (the side column under it on a phone): the cursor stays in sight. */
    follow_cursor (self);
}

static void
ts_carcassonne_map_css_changed (GtkWidget         *widget,
                                GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (ts_carcassonne_map_parent_class)->css_changed (widget, change);
  /* The accent colour may have changed (dark mode): the outline is drawn in it. */
  g_clear_pointer (&TS_CARCASSONNE_MAP (widget)->outline_node, gsk_render_node_unref);
}

static void
ts_carcassonne_map_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TsCarcassonneMap *self = TS_CARCASSONNE_MAP (object);

  switch (prop_id)
    {
    case PROP_SCALE:
      g_value_set_double (value, self->scale);
      break;
    case PROP_FARMS:
      g_value_set_boolean (value, self->farms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_carcassonne_map_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TsCarcassonneMap *self = TS_CARCASSONNE_MAP (object);

  switch (prop_id)
    {
    case PROP_FARMS:
      ts_carcassonne_map_set_farms (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_carcassonne_map_finalize (GObject *object)
{
  TsCarcassonneMap *self = TS_CARCASSONNE_MAP (object);

  ts_carcassonne_map_drop_caches (self);
  for (guint p = 0; p < TS_CARCASSONNE_MAX_PLAYERS; p++)
    g_clear_pointer (&self->marks[p], g_free);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->state, g_free);
  G_OBJECT_CLASS (ts_carcassonne_map_parent_class)->finalize (object);
}

static void
ts_carcassonne_map_class_init (TsCarcassonneMapClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ts_carcassonne_map_finalize;
  G_OBJECT_CLASS (klass)->get_property = ts_carcassonne_map_get_property;
  G_OBJECT_CLASS (klass)->set_property = ts_carcassonne_map_set_property;
  widget_class->snapshot = ts_carcassonne_map_snapshot;
  widget_class->measure = ts_carcassonne_map_touch_measure;
  widget_class->size_allocate = ts_carcassonne_map_size_allocate;
  widget_class->css_changed = ts_carcassonne_map_css_changed;

  /* Pixels per tile. */
  properties[PROP_SCALE] = g_param_spec_double ("scale", NULL, NULL, MIN_SCALE, MAX_SCALE, 64,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FARMS] = g_param_spec_boolean ("farms", NULL, NULL, FALSE,
                                                 G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                     | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);

  signals[PLACE] = g_signal_new ("place", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  signals[PLACE_REFUSED] = g_signal_new ("place-refused", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                         G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  signals[SEGMENT_ACTIVATED] = g_signal_new ("segment-activated", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CURSOR_MOVED] = g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "cc-map");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
ts_carcassonne_map_init (TsCarcassonneMap *self)
{
  self->pending = -1;
  self->choice_tile = -1;
  self->outline = TS_CARCASSONNE_NO_SEG;
  self->scale = 64;
  self->fit_pending = TRUE;
  self->spots = g_array_new (FALSE, FALSE, sizeof (TsCarcassonneSpot));
  /* Small enough for 1024 x 600 beside the panels (its measure); the page lets it grow. */
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_add_css_class (GTK_WIDGET (self), "cc-map");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of the game's map. */
                                  _("Map"), -1);
  ts_carcassonne_map_add_controllers (self);
  ts_carcassonne_map_add_touch (self);
}

GtkWidget *
ts_carcassonne_map_new (void)
{
  return g_object_new (TS_TYPE_CARCASSONNE_MAP, NULL);
}

void
ts_carcassonne_map_set_state (TsCarcassonneMap         *self,
                              const TsCarcassonneState *state,
                              const char *const        *colors)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));
  g_return_if_fail (state != NULL);

  if (self->state == NULL)
    self->state = g_new (TsCarcassonneState, 1);
  memcpy (self->state, state, sizeof *state);
  for (guint p = 0, given = TRUE; p < TS_CARCASSONNE_MAX_PLAYERS; p++)
    {
      GdkRGBA color;

      given = given && colors != NULL && colors[p] != NULL;
      /* Grey for a colour missing or unreadable: the figure still shows. */
      if (!given || !gdk_rgba_parse (&color, colors[p]))
        gdk_rgba_parse (&color, "#888888");
      if (!gdk_rgba_equal (&color, &self->colors[p]))
        {
          self->colors[p] = color;
          ts_carcassonne_map_drop_figures (self);
        }
    }
  if (self->choice_tile >= state->n_tiles)
    self->choice_tile = -1;
  if (self->pending >= (int) state->data->n_kinds)
    self->pending = -1;
  ts_carcassonne_map_drop_board (self);
  update_spots (self);
  settle_rotation (self);
  if (self->fit_pending && gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    ts_carcassonne_map_fit (self);
  ts_carcassonne_map_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_carcassonne_map_set_marks (TsCarcassonneMap  *self,
                              const char *const *marks)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  if (!ts_game_page_keep_marks (self->marks, TS_CARCASSONNE_MAX_PLAYERS, marks))
    return;
  ts_carcassonne_map_drop_figures (self);
  ts_carcassonne_map_drop_board (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The fitting spot nearest the cursor (the cursor's own first). */
static void
nearest_fitting_spot (TsCarcassonneMap *self)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < self->spots->len; i++)
    {
      const TsCarcassonneSpot *spot = &g_array_index (self->spots, TsCarcassonneSpot, i);
      double d = hypot (spot->x - self->cursor_x, spot->y - self->cursor_y);

      if (spot->fits != 0 && d < best)
        {
          best = d;
          self->cursor_x = spot->x;
          self->cursor_y = spot->y;
        }
    }
}

void
ts_carcassonne_map_set_pending (TsCarcassonneMap *self,
                                int               kind)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));
  g_return_if_fail (self->state != NULL);
  g_return_if_fail (kind < (int) self->state->data->n_kinds);

  self->pending = kind < 0 ? -1 : kind;
  update_spots (self);
  if (self->pending >= 0)
    {
      nearest_fitting_spot (self);
      self->rotation = 0;
      self->number_x = self->cursor_x;
      self->number_y = self->cursor_y;
      ts_carcassonne_map_number_spots (self);
    }
  cursor_changed (self);
}

int
ts_carcassonne_map_get_pending_kind (TsCarcassonneMap *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_MAP (self), -1);

  return self->pending;
}

void
ts_carcassonne_map_get_cursor (TsCarcassonneMap *self,
                               int              *x,
                               int              *y,
                               guint            *rotation)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
  if (rotation != NULL)
    *rotation = self->rotation;
}

void
ts_carcassonne_map_set_cursor (TsCarcassonneMap *self,
                               int               x,
                               int               y)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  self->cursor_x = CLAMP (x, G_MININT8 + 1, G_MAXINT8 - 1);
  self->cursor_y = CLAMP (y, G_MININT8 + 1, G_MAXINT8 - 1);
  cursor_changed (self);
}

void
ts_carcassonne_map_rotate (TsCarcassonneMap *self,
                           int               direction)
{
  guint fits;

  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  fits = ts_carcassonne_map_fits_at (self, self->cursor_x, self->cursor_y);
  if (fits == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  for (guint i = 1; i <= 4; i++)
    {
      guint r = (self->rotation + 4 + (direction < 0 ? -1 : 1) * (int) i) % 4;

      if (fits & (1 << r))
        {
          self->rotation = r;
          break;
        }
    }
  ts_carcassonne_map_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CURSOR_MOVED], 0);
}

void
ts_carcassonne_map_set_segment_choices (TsCarcassonneMap *self,
                                        guint             tile,
                                        guint             mask)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  self->choice_tile = mask != 0 && self->state != NULL && tile < self->state->n_tiles
                        ? (int) tile
                        : -1;
  self->choice_mask = self->choice_tile >= 0 ? mask : 0;
  if (self->choice_tile >= 0)
    {
      /* The cursor on the tile whose segments are offered: its markers in sight, the screen
       * reader on it. */
      self->cursor_x = self->state->tiles[tile].x;
      self->cursor_y = self->state->tiles[tile].y;
      cursor_changed (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_carcassonne_map_set_outline (TsCarcassonneMap *self,
                                guint16           feature)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  if (self->outline == feature)
    return;
  self->outline = feature;
  g_clear_pointer (&self->outline_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_carcassonne_map_set_farms (TsCarcassonneMap *self,
                              gboolean          shown)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  shown = !!shown;
  if (self->farms == shown)
    return;
  self->farms = shown;
  ts_carcassonne_map_drop_board (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FARMS]);
}

gboolean
ts_carcassonne_map_get_farms (TsCarcassonneMap *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_MAP (self), FALSE);
  return self->farms;
}

static void
set_scale (TsCarcassonneMap *self,
           double            scale)
{
  scale = CLAMP (round (scale), ts_carcassonne_map_min_scale (self), MAX_SCALE);
  if (scale == self->scale)
    return;
  self->scale = scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
}

void
ts_carcassonne_map_settle_scale (TsCarcassonneMap *self)
{
  set_scale (self, self->scale);
  follow_cursor (self);
}

void
ts_carcassonne_map_zoom (TsCarcassonneMap *self,
                         double            factor)
{
  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));
  g_return_if_fail (factor > 0);

  self->fit_pending = FALSE;
  set_scale (self, self->scale * factor);
  follow_cursor (self);
}

void
ts_carcassonne_map_fit (TsCarcassonneMap *self)
{
  int w, h, x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  g_return_if_fail (TS_IS_CARCASSONNE_MAP (self));

  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  if (self->state == NULL || w <= 0 || h <= 0)
    {
      self->fit_pending = TRUE;
      return;
    }
  self->fit_pending = FALSE;
  for (guint t = 0; t < self->state->n_tiles; t++)
    {
      x0 = MIN (x0, self->state->tiles[t].x);
      y0 = MIN (y0, self->state->tiles[t].y);
      x1 = MAX (x1, self->state->tiles[t].x);
      y1 = MAX (y1, self->state->tiles[t].y);
    }
  /* The open spots around the tiles are in sight too, with a quarter tile to spare. */
  x0--, y0--, x1 += 2, y1 += 2;
  set_scale (self, MIN (w / (x1 - x0 + 0.5), h / (y1 - y0 + 0.5)));
  self->view_x = (x0 + x1) / 2.0;
  self->view_y = (y0 + y1) / 2.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
