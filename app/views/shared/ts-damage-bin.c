/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-damage-bin.h"

#include <string.h>

/* Parts changed past which the bin is painted whole: several bins on a page, each giving
 * GTK a box or two per part, stay under GTK 4.8's 30 (MAX_RECTS_IN_DIFF, gsk). */
#define MAX_PARTS 8
/* The clip the child is drawn in: far outside the bin, so it clips nothing; it moves by a
 * pixel to make GTK paint the bin whole (two clips that differ: GTK compares no further). */
#define CLIP_MARGIN 4096

struct _TsDamageBin
{
  AdwBin parent_instance;

  GskRenderNode *last; /* the child's node in the last frame */
  gboolean moved;      /* the clip's offset, flipped to paint the bin whole */
};

G_DEFINE_FINAL_TYPE (TsDamageBin, ts_damage_bin, ADW_TYPE_BIN)

GtkWidget *
ts_damage_bin_new (void)
{
  return g_object_new (TS_TYPE_DAMAGE_BIN, NULL);
}

static gboolean
same_bounds (GskRenderNode *a,
             GskRenderNode *b)
{
  graphene_rect_t ra, rb;

  gsk_render_node_get_bounds (a, &ra);
  gsk_render_node_get_bounds (b, &rb);
  return graphene_rect_equal (&ra, &rb);
}

static gboolean
same_text (GskRenderNode *a,
           GskRenderNode *b)
{
  guint n = gsk_text_node_get_num_glyphs (a);
  const PangoGlyphInfo *ga = gsk_text_node_get_glyphs (a, NULL);
  const PangoGlyphInfo *gb = gsk_text_node_get_glyphs (b, NULL);

  if (gsk_text_node_get_font (a) != gsk_text_node_get_font (b)
      || !gdk_rgba_equal (gsk_text_node_get_color (a), gsk_text_node_get_color (b))
      || !graphene_point_equal (gsk_text_node_get_offset (a), gsk_text_node_get_offset (b))
      || n != gsk_text_node_get_num_glyphs (b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (ga[i].glyph != gb[i].glyph || ga[i].geometry.width != gb[i].geometry.width
        || ga[i].geometry.x_offset != gb[i].geometry.x_offset
        || ga[i].geometry.y_offset != gb[i].geometry.y_offset
        || ga[i].attr.is_cluster_start != gb[i].attr.is_cluster_start
        || ga[i].attr.is_color != gb[i].attr.is_color)
      return FALSE;
  return TRUE;
}

static gboolean
same_border (GskRenderNode *a,
             GskRenderNode *b)
{
  const GdkRGBA *ca = gsk_border_node_get_colors (a), *cb = gsk_border_node_get_colors (b);

  return memcmp (gsk_border_node_get_outline (a), gsk_border_node_get_outline (b),
                 sizeof (GskRoundedRect)) == 0
         && memcmp (gsk_border_node_get_widths (a), gsk_border_node_get_widths (b),
                    4 * sizeof (float)) == 0
         && memcmp (ca, cb, 4 * sizeof (GdkRGBA)) == 0;
}

static gboolean
same_shadow (GskRenderNode *a,
             GskRenderNode *b)
{
  if (gsk_render_node_get_node_type (a) == GSK_INSET_SHADOW_NODE)
    return memcmp (gsk_inset_shadow_node_get_outline (a), gsk_inset_shadow_node_get_outline (b),
                   sizeof (GskRoundedRect)) == 0
           && gdk_rgba_equal (gsk_inset_shadow_node_get_color (a),
                              gsk_inset_shadow_node_get_color (b))
           && gsk_inset_shadow_node_get_dx (a) == gsk_inset_shadow_node_get_dx (b)
           && gsk_inset_shadow_node_get_dy (a) == gsk_inset_shadow_node_get_dy (b)
           && gsk_inset_shadow_node_get_spread (a) == gsk_inset_shadow_node_get_spread (b)
           && gsk_inset_shadow_node_get_blur_radius (a)
                  == gsk_inset_shadow_node_get_blur_radius (b);
  return memcmp (gsk_outset_shadow_node_get_outline (a), gsk_outset_shadow_node_get_outline (b),
                 sizeof (GskRoundedRect)) == 0
         && gdk_rgba_equal (gsk_outset_shadow_node_get_color (a),
                            gsk_outset_shadow_node_get_color (b))
         && gsk_outset_shadow_node_get_dx (a) == gsk_outset_shadow_node_get_dx (b)
         && gsk_outset_shadow_node_get_dy (a) == gsk_outset_shadow_node_get_dy (b)
         && gsk_outset_shadow_node_get_spread (a) == gsk_outset_shadow_node_get_spread (b)
         && gsk_outset_shadow_node_get_blur_radius (a)
                == gsk_outset_shadow_node_get_blur_radius (b);
}

/* For a node wrapping another (a translation, a clip, an opacity), the nodes inside both,
 * and whether the two wrappers are alike; FALSE with the children left NULL for others. */
static gboolean
unwrap_alike (GskRenderNode  *a,
              GskRenderNode  *b,
              GskRenderNode **child_a,
              GskRenderNode **child_b)
{
  switch (gsk_render_node_get_node_type (a))
    {
    case GSK_DEBUG_NODE:
      *child_a = gsk_debug_node_get_child (a);
      *child_b = gsk_debug_node_get_child (b);
      return TRUE;
    case GSK_TRANSFORM_NODE:
      *child_a = gsk_transform_node_get_child (a);
      *child_b = gsk_transform_node_get_child (b);
      return gsk_transform_equal (gsk_transform_node_get_transform (a),
                                  gsk_transform_node_get_transform (b));
    case GSK_CLIP_NODE:
      *child_a = gsk_clip_node_get_child (a);
      *child_b = gsk_clip_node_get_child (b);
      return graphene_rect_equal (gsk_clip_node_get_clip (a), gsk_clip_node_get_clip (b));
    case GSK_ROUNDED_CLIP_NODE:
      *child_a = gsk_rounded_clip_node_get_child (a);
      *child_b = gsk_rounded_clip_node_get_child (b);
      return memcmp (gsk_rounded_clip_node_get_clip (a), gsk_rounded_clip_node_get_clip (b),
                     sizeof (GskRoundedRect)) == 0;
    case GSK_OPACITY_NODE:
      *child_a = gsk_opacity_node_get_child (a);
      *child_b = gsk_opacity_node_get_child (b);
      return gsk_opacity_node_get_opacity (a) == gsk_opacity_node_get_opacity (b);
    default:
      return FALSE;
    }
}

gboolean
ts_damage_bin_same_values (GskRenderNode *a,
                           GskRenderNode *b)
{
  switch (gsk_render_node_get_node_type (a))
    {
    case GSK_COLOR_NODE:
      return same_bounds (a, b)
             && gdk_rgba_equal (gsk_color_node_get_color (a), gsk_color_node_get_color (b));
    case GSK_TEXT_NODE:
      return same_text (a, b);
    case GSK_BORDER_NODE:
      return same_border (a, b);
    case GSK_TEXTURE_NODE:
      return same_bounds (a, b)
             && gsk_texture_node_get_texture (a) == gsk_texture_node_get_texture (b);
    case GSK_INSET_SHADOW_NODE:
    case GSK_OUTSET_SHADOW_NODE:
      return same_shadow (a, b);
    default:
      /* Drawings (cairo), gradients and the rest: GTK paints them again whole. */
      return FALSE;
    }
}

guint
ts_damage_bin_count_changed (GskRenderNode *a,
                             GskRenderNode *b,
                             guint          cap)
{
  GskRenderNode *child_a, *child_b;
  guint na, nb, n = 0;

  if (a == b)
    return 0;
  if (gsk_render_node_get_node_type (a) != gsk_render_node_get_node_type (b))
    return 1;
  if (gsk_render_node_get_node_type (a) == GSK_CONTAINER_NODE)
    {
      na = gsk_container_node_get_n_children (a);
      nb = gsk_container_node_get_n_children (b);
      /* Parts added or taken away count, then those in the same places are compared. */
      n = MAX (na, nb) - MIN (na, nb);
      for (guint i = 0; i < MIN (na, nb) && n <= cap; i++)
        n += ts_damage_bin_count_changed (gsk_container_node_get_child (a, i),
                                          gsk_container_node_get_child (b, i), cap - MIN (n, cap));
      return n;
    }
  child_a = child_b = NULL;
  if (unwrap_alike (a, b, &child_a, &child_b))
    return ts_damage_bin_count_changed (child_a, child_b, cap);
  if (child_a != NULL)
    return 1;
  return ts_damage_bin_same_values (a, b) ? 0 : 1;
}

static void
ts_damage_bin_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TsDamageBin *self = TS_DAMAGE_BIN (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) clipped = NULL;
  GtkSnapshot *own;
  float margin;

  if (child == NULL)
    return;
  own = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, child, own);
  node = gtk_snapshot_free_to_node (own);
  if (node == NULL)
    {
      g_clear_pointer (&self->last, gsk_render_node_unref);
      return;
    }
  if (self->last != NULL && ts_damage_bin_count_changed (self->last, node, MAX_PARTS) > MAX_PARTS)
    self->moved = !self->moved;
  g_clear_pointer (&self->last, gsk_render_node_unref);
  self->last = gsk_render_node_ref (node);
  /* Made here, not with gtk_snapshot_push_clip(), which leaves out a clip that clips
   * nothing. */
  margin = CLIP_MARGIN + (self->moved ? 1 : 0);
  clipped = gsk_clip_node_new (node, &GRAPHENE_RECT_INIT (-margin, -margin,
                                                          gtk_widget_get_width (widget)
                                                              + 2 * margin,
                                                          gtk_widget_get_height (widget)
                                                              + 2 * margin));
  gtk_snapshot_append_node (snapshot, clipped);
}

static void
ts_damage_bin_unmap (GtkWidget *widget)
{
  /* Nothing to compare with once off screen: the next frame paints it all anyway. */
  g_clear_pointer (&TS_DAMAGE_BIN (widget)->last, gsk_render_node_unref);
  GTK_WIDGET_CLASS (ts_damage_bin_parent_class)->unmap (widget);
}

static void
ts_damage_bin_finalize (GObject *object)
{
  g_clear_pointer (&TS_DAMAGE_BIN (object)->last, gsk_render_node_unref);
  G_OBJECT_CLASS (ts_damage_bin_parent_class)->finalize (object);
}

static void
ts_damage_bin_class_init (TsDamageBinClass *klass)
{
  GTK_WIDGET_CLASS (klass)->snapshot = ts_damage_bin_snapshot;
  GTK_WIDGET_CLASS (klass)->unmap = ts_damage_bin_unmap;
  G_OBJECT_CLASS (klass)->finalize = ts_damage_bin_finalize;
}

static void
ts_damage_bin_init (TsDamageBin *self)
{
}
