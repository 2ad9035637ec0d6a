/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One tile kind as a picture, for the palette and lists. */
#include "config.h"

#include "ts-carcassonne-paint.h"
#include "ts-carcassonne.h"
#include "ts-paint-cache.h"

struct _TsCarcassonneTilePicture
{
  GtkWidget parent_instance;

  const TsCarcassonneKind *kind;
  guint rotation;
};

G_DEFINE_FINAL_TYPE (TsCarcassonneTilePicture, ts_carcassonne_tile_picture, GTK_TYPE_WIDGET)

static void
draw_tile (GtkWidget   *widget,
           GtkSnapshot *snapshot)
{
  const TsCarcassonneKind *kind = TS_CARCASSONNE_TILE_PICTURE (widget)->kind;
  float w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  /* Square, centred in what the widget was given. */
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((w - MIN (w, h)) / 2, (h - MIN (w, h)) / 2,
                                               MIN (w, h), MIN (w, h));

  if (bounds.size.width > 0)
    ts_carcassonne_paint_tile (snapshot, kind, TS_CARCASSONNE_TILE_PICTURE (widget)->rotation,
                               &bounds, NULL);
}

/* What the drawing reads of the kind: its edges, cloister and segments, as one number (a box's
 * corrected tiles keep their ids). */
static guint
kind_look (const TsCarcassonneKind *kind)
{
  guint h = 2166136261u;
  const guint8 *bytes = (const guint8 *) kind->segments;
  gsize n = kind->n_segments * sizeof kind->segments[0];

  for (guint i = 0; i < 4; i++)
    h = (h ^ kind->edges[i]) * 16777619u;
  h = (h ^ (guint) kind->cloister) * 16777619u;
  for (gsize i = 0; i < n; i++)
    h = (h ^ bytes[i]) * 16777619u;
  return h;
}

/* Drawn once for each kind, turn and size, and kept as a picture (ts-paint-cache.c): the
 * palette and the lists show the same tiles entry after entry. */
static void
ts_carcassonne_tile_picture_snapshot (GtkWidget   *widget,
                                      GtkSnapshot *snapshot)
{
  TsCarcassonneTilePicture *self = TS_CARCASSONNE_TILE_PICTURE (widget);
  char key[64];

  if (self->kind == NULL)
    return;
  g_snprintf (key, sizeof key, "cc-tile %s %u %u %08x", self->kind->id, self->rotation,
              (guint) self->kind->n_segments, kind_look (self->kind));
  ts_paint_cache_snapshot (widget, snapshot, key, draw_tile);
}

static void
ts_carcassonne_tile_picture_class_init (TsCarcassonneTilePictureClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = ts_carcassonne_tile_picture_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "cc-tile-picture");
}

static void
ts_carcassonne_tile_picture_init (TsCarcassonneTilePicture *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 48, 48);
}

GtkWidget *
ts_carcassonne_tile_picture_new (const TsCarcassonneKind *kind,
                                 guint                    rotation,
                                 int                      size)
{
  TsCarcassonneTilePicture *self = g_object_new (TS_TYPE_CARCASSONNE_TILE_PICTURE, NULL);

  gtk_widget_set_size_request (GTK_WIDGET (self), size > 0 ? size : 48, size > 0 ? size : 48);
  ts_carcassonne_tile_picture_set_kind (self, kind, rotation);
  return GTK_WIDGET (self);
}

void
ts_carcassonne_tile_picture_set_kind (TsCarcassonneTilePicture *self,
                                      const TsCarcassonneKind  *kind,
                                      guint                     rotation)
{
  g_return_if_fail (TS_IS_CARCASSONNE_TILE_PICTURE (self));

  self->kind = kind;
  self->rotation = rotation % 4;
  if (kind != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    ts_carcassonne_kind_name (kind), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
