/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What GTK 4.8 paints again after an entry. GTK compares the frame's render nodes with the
 * previous frame's (gsk_render_node_diff, not exported) and the cairo renderer draws the
 * boxes that differ, on a surface the size of their bounding box. This file applies the same
 * rules as GTK 4.8.3's gskrendernodeimpl.c to the window's nodes before and after an entry:
 * a node of another type, or of the same type with other values, is damaged whole; containers
 * are matched child by child (a longest common subsequence) and give up, damaging themselves
 * whole, once the region holds more than 30 rectangles; a translation's children are compared
 * in a region of their own. Each damaged box is then put on the smallest widget holding it,
 * so the report names what to look at. */
#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-bench-damage.h"
#include "ts-bench-stats.h"
#include "ts-damage-bin.h"

#define MAX_RECTS_IN_DIFF 30 /* GTK 4.8.3, gsk/gskrendernodeimpl.c */

struct _TsBenchDamage
{
  GskRenderNode *last;
  GArray *share;         /* % of the window damaged, per entry */
  GArray *box;           /* % its bounding box covers */
  GArray *drawn;         /* % of the window GTK's largest surface of the frame covered */
  cairo_region_t *damage; /* the last entry's, in the window's coordinates */
  double frame_ms;        /* ... and its frame */
  GArray *repaint;        /* ms: that damage painted again, the page unchanged */
  GArray *rest;           /* ms: the frame without it (update, clock, layout, snapshot) */
  GHashTable *by_widget; /* label -> Blame */
  guint n_entries;
};

typedef struct
{
  double area; /* pixels, summed over entries */
  guint entries;
} Blame;

/* One diff: the events found, in window coordinates, for the blame. */
typedef struct
{
  GArray *events; /* cairo_rectangle_int_t */
  float dx, dy;   /* the translation to the window of the nodes being compared */
} Diff;

/* GTK's own figure to check the estimate against: the largest image surface made while an
 * entry's frame was drawn, which is the cairo renderer's surface for the frame's damage
 * (GTK 4.8's gdk_surface_create_similar_surface). The executable's symbol comes before
 * cairo's (export_dynamic). */
static gboolean watching;
/* TS_BENCH_DAMAGE_BOXES=1: every damaged box of every entry on stderr. */
static gboolean log_boxes;
static double largest_surface;

cairo_surface_t *cairo_image_surface_create (cairo_format_t format, int width, int height);

cairo_surface_t *
cairo_image_surface_create (cairo_format_t format,
                            int            width,
                            int            height)
{
  static cairo_surface_t *(*real) (cairo_format_t, int, int);

  if (real == NULL)
    real = (cairo_surface_t * (*) (cairo_format_t, int, int)) dlsym (RTLD_NEXT,
                                                                     "cairo_image_surface_create");
  if (watching)
    largest_surface = MAX (largest_surface, (double) width * height);
  return real (format, width, height);
}

void
ts_bench_damage_watch (void)
{
  watching = TRUE;
  largest_surface = 0;
}

static void diff_nodes (Diff *d, GskRenderNode *a, GskRenderNode *b, cairo_region_t *region);

static void
rect_from_graphene (cairo_rectangle_int_t *out,
                    const graphene_rect_t *rect)
{
  out->x = floorf (rect->origin.x);
  out->y = floorf (rect->origin.y);
  out->width = ceilf (rect->origin.x + rect->size.width) - out->x;
  out->height = ceilf (rect->origin.y + rect->size.height) - out->y;
}

static void
damage_bounds (Diff           *d,
               GskRenderNode  *node,
               cairo_region_t *region)
{
  graphene_rect_t bounds;
  cairo_rectangle_int_t rect;

  gsk_render_node_get_bounds (node, &bounds);
  rect_from_graphene (&rect, &bounds);
  cairo_region_union_rectangle (region, &rect);
  rect.x += floorf (d->dx);
  rect.y += floorf (d->dy);
  g_array_append_val (d->events, rect);
}

static void
impossible (Diff           *d,
            GskRenderNode  *a,
            GskRenderNode  *b,
            cairo_region_t *region)
{
  damage_bounds (d, a, region);
  damage_bounds (d, b, region);
}

static gboolean
can_diff (GskRenderNode *a,
          GskRenderNode *b)
{
  GskRenderNodeType ta = gsk_render_node_get_node_type (a);
  GskRenderNodeType tb = gsk_render_node_get_node_type (b);

  if (a == b)
    return TRUE;
  if (ta == tb)
    {
      if (ta == GSK_TRANSFORM_NODE)
        return can_diff (gsk_transform_node_get_child (a), gsk_transform_node_get_child (b));
      if (ta == GSK_DEBUG_NODE)
        return can_diff (gsk_debug_node_get_child (a), gsk_debug_node_get_child (b));
      return TRUE;
    }
  return ta == GSK_CONTAINER_NODE || tb == GSK_CONTAINER_NODE;
}

/* The children of two containers matched as gsk_diff() does (the longest common subsequence
 * of nodes that can be compared), the matched compared, the others damaged; FALSE when the
 * region passed MAX_RECTS_IN_DIFF rectangles (GTK then gives up on the container). */
static gboolean
diff_multiple (Diff           *d,
               GskRenderNode **a,
               guint           na,
               GskRenderNode **b,
               guint           nb,
               cairo_region_t *region)
{
  g_autofree guint *lcs = g_new0 (guint, (gsize) (na + 1) * (nb + 1));
  guint i = 0, j = 0;

#define L(x, y) lcs[(gsize) (x) * (nb + 1) + (y)]
  for (guint x = na; x-- > 0;)
    for (guint y = nb; y-- > 0;)
      L (x, y) = can_diff (a[x], b[y]) ? L (x + 1, y + 1) + 1 : MAX (L (x + 1, y), L (x, y + 1));
  while (i < na || j < nb)
    {
      if (i < na && j < nb && can_diff (a[i], b[j]) && L (i, j) == L (i + 1, j + 1) + 1)
        diff_nodes (d, a[i++], b[j++], region);
      else if (j < nb && (i == na || L (i, j + 1) >= L (i + 1, j)))
        damage_bounds (d, b[j++], region);
      else
        damage_bounds (d, a[i++], region);
      if (cairo_region_num_rectangles (region) > MAX_RECTS_IN_DIFF)
        return FALSE;
    }
#undef L
  return TRUE;
}

static GskRenderNode **
children_of (GskRenderNode *node,
             guint         *n)
{
  GskRenderNode **out;

  if (gsk_render_node_get_node_type (node) != GSK_CONTAINER_NODE)
    {
      *n = 1;
      out = g_new (GskRenderNode *, 1);
      out[0] = node;
      return out;
    }
  *n = gsk_container_node_get_n_children (node);
  out = g_new (GskRenderNode *, MAX (*n, 1));
  for (guint i = 0; i < *n; i++)
    out[i] = gsk_container_node_get_child (node, i);
  return out;
}

static void
diff_containers (Diff           *d,
                 GskRenderNode  *a,
                 GskRenderNode  *b,
                 cairo_region_t *region)
{
  guint na, nb;
  g_autofree GskRenderNode **ca = children_of (a, &na);
  g_autofree GskRenderNode **cb = children_of (b, &nb);

  if (!diff_multiple (d, ca, na, cb, nb, region))
    impossible (d, a, b, region);
}

/* A child compared in a region of its own, then clipped to @clip (NULL: none) and moved by
 * (@dx, @dy), as GTK does for clips and translations. */
static void
diff_sub (Diff                        *d,
          GskRenderNode               *a,
          GskRenderNode               *b,
          const cairo_rectangle_int_t *clip,
          float                        dx,
          float                        dy,
          cairo_region_t              *region)
{
  cairo_region_t *sub = cairo_region_create ();

  d->dx += dx;
  d->dy += dy;
  diff_nodes (d, a, b, sub);
  d->dx -= dx;
  d->dy -= dy;
  if (clip != NULL)
    cairo_region_intersect_rectangle (sub, clip);
  cairo_region_translate (sub, floorf (dx), floorf (dy));
  if (floorf (dx) != dx)
    {
      cairo_region_t *tmp = cairo_region_copy (sub);

      cairo_region_translate (tmp, 1, 0);
      cairo_region_union (sub, tmp);
      cairo_region_destroy (tmp);
    }
  if (floorf (dy) != dy)
    {
      cairo_region_t *tmp = cairo_region_copy (sub);

      cairo_region_translate (tmp, 0, 1);
      cairo_region_union (sub, tmp);
      cairo_region_destroy (tmp);
    }
  cairo_region_union (region, sub);
  cairo_region_destroy (sub);
}

static void
diff_same_type (Diff           *d,
                GskRenderNode  *a,
                GskRenderNode  *b,
                cairo_region_t *region)
{
  switch (gsk_render_node_get_node_type (a))
    {
    case GSK_CONTAINER_NODE:
      diff_containers (d, a, b, region);
      return;
    case GSK_DEBUG_NODE:
      diff_nodes (d, gsk_debug_node_get_child (a), gsk_debug_node_get_child (b), region);
      return;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *ta = gsk_transform_node_get_transform (a);
        float dx, dy;

        if (!gsk_transform_equal (ta, gsk_transform_node_get_transform (b)))
          break;
        if (gsk_transform_node_get_child (a) == gsk_transform_node_get_child (b))
          return;
        if (gsk_transform_get_category (ta) == GSK_TRANSFORM_CATEGORY_IDENTITY)
          {
            diff_nodes (d, gsk_transform_node_get_child (a), gsk_transform_node_get_child (b),
                        region);
            return;
          }
        if (gsk_transform_get_category (ta) != GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          break;
        gsk_transform_to_translate (ta, &dx, &dy);
        diff_sub (d, gsk_transform_node_get_child (a), gsk_transform_node_get_child (b), NULL,
                  dx, dy, region);
        return;
      }
    case GSK_CLIP_NODE:
      if (graphene_rect_equal (gsk_clip_node_get_clip (a), gsk_clip_node_get_clip (b)))
        {
          cairo_rectangle_int_t clip;

          rect_from_graphene (&clip, gsk_clip_node_get_clip (a));
          diff_sub (d, gsk_clip_node_get_child (a), gsk_clip_node_get_child (b), &clip, 0, 0,
                    region);
          return;
        }
      break;
    case GSK_ROUNDED_CLIP_NODE:
      if (memcmp (gsk_rounded_clip_node_get_clip (a), gsk_rounded_clip_node_get_clip (b),
                  sizeof (GskRoundedRect)) == 0)
        {
          cairo_rectangle_int_t clip;

          rect_from_graphene (&clip, &gsk_rounded_clip_node_get_clip (a)->bounds);
          diff_sub (d, gsk_rounded_clip_node_get_child (a), gsk_rounded_clip_node_get_child (b),
                    &clip, 0, 0, region);
          return;
        }
      break;
    case GSK_OPACITY_NODE:
      if (gsk_opacity_node_get_opacity (a) == gsk_opacity_node_get_opacity (b))
        {
          diff_nodes (d, gsk_opacity_node_get_child (a), gsk_opacity_node_get_child (b), region);
          return;
        }
      break;
    case GSK_COLOR_NODE:
    case GSK_TEXT_NODE:
    case GSK_BORDER_NODE:
    case GSK_TEXTURE_NODE:
    case GSK_OUTSET_SHADOW_NODE:
    case GSK_INSET_SHADOW_NODE:
      /* The app's own comparison (TsDamageBin), as GTK's. */
      if (ts_damage_bin_same_values (a, b))
        return;
      break;
    default:
      /* Cairo drawings, gradients, shadows and the rest: GTK 4.8 damages them whole (or
       * compares values this estimate treats as different). */
      break;
    }
  impossible (d, a, b, region);
}

static void
diff_nodes (Diff           *d,
            GskRenderNode  *a,
            GskRenderNode  *b,
            cairo_region_t *region)
{
  if (a == b)
    return;
  if (gsk_render_node_get_node_type (a) == gsk_render_node_get_node_type (b))
    diff_same_type (d, a, b, region);
  else if (gsk_render_node_get_node_type (a) == GSK_CONTAINER_NODE
           || gsk_render_node_get_node_type (b) == GSK_CONTAINER_NODE)
    diff_containers (d, a, b, region);
  else
    impossible (d, a, b, region);
}

static gboolean
holds (const graphene_rect_t       *bounds,
       const cairo_rectangle_int_t *rect)
{
  return rect->x >= floorf (bounds->origin.x) && rect->y >= floorf (bounds->origin.y)
         && rect->x + rect->width <= ceilf (bounds->origin.x + bounds->size.width)
         && rect->y + rect->height <= ceilf (bounds->origin.y + bounds->size.height);
}

/* "Type (in TsWidget)": the smallest mapped widget holding @rect, and the nearest of its
 * ancestors that is Tableside's, to say where it is. */
static char *
blame_label (GtkWidget                   *window,
             const cairo_rectangle_int_t *rect)
{
  GtkWidget *widget = window, *owner;
  gboolean deeper = TRUE;

  while (deeper)
    {
      deeper = FALSE;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          graphene_rect_t bounds;

          if (gtk_widget_get_mapped (child) && gtk_widget_compute_bounds (child, window, &bounds)
              && holds (&bounds, rect))
            {
              widget = child;
              deeper = TRUE;
              break;
            }
        }
    }
  for (owner = widget; owner != NULL; owner = gtk_widget_get_parent (owner))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (owner), "Ts"))
      break;
  if (owner == NULL || owner == widget)
    return g_strdup (G_OBJECT_TYPE_NAME (widget));
  return g_strdup_printf ("%s in %s", G_OBJECT_TYPE_NAME (widget), G_OBJECT_TYPE_NAME (owner));
}

static double
region_area (const cairo_region_t *region)
{
  double area = 0;

  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t r;

      cairo_region_get_rectangle (region, i, &r);
      area += (double) r.width * r.height;
    }
  return area;
}

TsBenchDamage *
ts_bench_damage_new (void)
{
  TsBenchDamage *self = g_new0 (TsBenchDamage, 1);

  log_boxes = g_getenv ("TS_BENCH_DAMAGE_BOXES") != NULL;

  self->share = g_array_new (FALSE, FALSE, sizeof (double));
  self->box = g_array_new (FALSE, FALSE, sizeof (double));
  self->drawn = g_array_new (FALSE, FALSE, sizeof (double));
  self->repaint = g_array_new (FALSE, FALSE, sizeof (double));
  self->rest = g_array_new (FALSE, FALSE, sizeof (double));
  self->by_widget = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return self;
}

void
ts_bench_damage_free (TsBenchDamage *self)
{
  g_clear_pointer (&self->last, gsk_render_node_unref);
  g_array_unref (self->share);
  g_array_unref (self->box);
  g_array_unref (self->drawn);
  g_array_unref (self->repaint);
  g_array_unref (self->rest);
  g_clear_pointer (&self->damage, cairo_region_destroy);
  g_hash_table_unref (self->by_widget);
  g_free (self);
}

static void
blame (TsBenchDamage *self,
       GtkWidget     *window,
       Diff          *d,
       const cairo_region_t *damage)
{
  g_autoptr(GHashTable) regions
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                               (GDestroyNotify) cairo_region_destroy);
  GHashTableIter iter;
  gpointer key, value;

  for (guint i = 0; i < d->events->len; i++)
    {
      cairo_rectangle_int_t *rect = &g_array_index (d->events, cairo_rectangle_int_t, i);
      char *label;
      cairo_region_t *region;

      /* Boxes GTK clipped away, or that an enclosing container's damage replaced, still
       * count for the widget: the blame is an estimate of where to look. */
      if (cairo_region_contains_rectangle (damage, rect) == CAIRO_REGION_OVERLAP_OUT)
        continue;
      label = blame_label (window, rect);
      if (log_boxes)
        fprintf (stderr, "  %4d,%-4d %4dx%-4d %s\n", rect->x, rect->y, rect->width, rect->height,
                 label);
      region = g_hash_table_lookup (regions, label);
      if (region == NULL)
        g_hash_table_insert (regions, label, region = cairo_region_create ());
      else
        g_free (label);
      cairo_region_union_rectangle (region, rect);
    }
  g_hash_table_iter_init (&iter, regions);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Blame *b = g_hash_table_lookup (self->by_widget, key);

      if (b == NULL)
        g_hash_table_insert (self->by_widget, g_strdup (key), b = g_new0 (Blame, 1));
      cairo_region_intersect (value, damage);
      b->area += region_area (value);
      b->entries++;
    }
}

void
ts_bench_damage_take (TsBenchDamage *self,
                      GtkWidget     *window,
                      gboolean       reset,
                      double         frame_ms)
{
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  /* The paintable wraps the window's own node (a scale of 1, a clip), new at every call:
   * GTK compares the window's node itself. */
  while (node != NULL
         && (gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE
             || gsk_render_node_get_node_type (node) == GSK_CLIP_NODE))
    {
      GskRenderNode *child
          = gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE
                ? gsk_transform_node_get_child (node) : gsk_clip_node_get_child (node);

      child = gsk_render_node_ref (child);
      gsk_render_node_unref (node);
      node = child;
    }
  if (node != NULL && self->last != NULL && !reset)
    {
      Diff d = { g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_int_t)), 0, 0 };
      cairo_rectangle_int_t window_rect = { 0, 0, width, height }, extents;
      cairo_region_t *damage = cairo_region_create ();
      double share, box;

      diff_nodes (&d, self->last, node, damage);
      cairo_region_intersect_rectangle (damage, &window_rect);
      cairo_region_get_extents (damage, &extents);
      share = 100.0 * region_area (damage) / ((double) width * height);
      if (log_boxes)
        fprintf (stderr,
                 "entry %u: frame %.1f ms, %.1f %% damaged; the boxes (x,y widthxheight, "
                 "widget)\n", self->n_entries + 1, frame_ms, share);
      box = 100.0 * extents.width * extents.height / ((double) width * height);
      g_array_append_val (self->share, share);
      g_array_append_val (self->box, box);
      if (watching)
        {
          double drawn = 100.0 * largest_surface / ((double) width * height);

          g_array_append_val (self->drawn, drawn);
        }
      blame (self, window, &d, damage);
      self->n_entries++;
      g_clear_pointer (&self->damage, cairo_region_destroy);
      self->damage = damage;
      self->frame_ms = frame_ms;
      g_array_unref (d.events);
    }
  g_clear_pointer (&self->last, gsk_render_node_unref);
  self->last = node;
  watching = FALSE;
}

/* GTK's own cost to paint the last entry's damage: the window's render node, unchanged since
 * that frame, given to its renderer again with that region, as GTK's frame does
 * (gtk_widget_render()): the renderer finds nothing new and paints exactly the region. */
void
ts_bench_damage_repaint (TsBenchDamage *self,
                         GtkWidget     *window)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr(GskRenderNode) root = NULL;
  cairo_region_t *region;
  double x, y, ms, rest;
  gint64 start;
  int runs;

  if (self->damage == NULL || cairo_region_is_empty (self->damage) || renderer == NULL
      || self->last == NULL)
    return;
  /* GTK's root: the window's node (self->last, the one it cached), moved by the surface's
   * offset when there is one (a new wrapper of the same node: GTK finds nothing new). */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &x, &y);
  if (x != 0 || y != 0)
    {
      g_autoptr(GskTransform) move
          = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y));

      root = gsk_transform_node_new (self->last, move);
    }
  else
    root = gsk_render_node_ref (self->last);
  region = cairo_region_copy (self->damage);
  cairo_region_translate (region, (int) x, (int) y);
  /* TS_BENCH_REPAINT_RUNS=N: the fastest of N, a figure a busy machine moves less. */
  runs = g_getenv ("TS_BENCH_REPAINT_RUNS") != NULL ? atoi (g_getenv ("TS_BENCH_REPAINT_RUNS")) : 1;
  ms = G_MAXDOUBLE;
  for (int r = 0; r < MAX (runs, 1); r++)
    {
      start = g_get_monotonic_time ();
      gsk_renderer_render (renderer, root, region);
      gdk_display_sync (gtk_widget_get_display (window));
      ms = MIN (ms, (g_get_monotonic_time () - start) / 1000.0);
    }
  cairo_region_destroy (region);
  rest = self->frame_ms - ms;
  g_array_append_val (self->repaint, ms);
  g_array_append_val (self->rest, rest);
  g_clear_pointer (&self->damage, cairo_region_destroy);
}

static int
by_area (gconstpointer a,
         gconstpointer b,
         gpointer      user_data)
{
  GHashTable *table = user_data;
  const Blame *ba = g_hash_table_lookup (table, *(const char *const *) a);
  const Blame *bb = g_hash_table_lookup (table, *(const char *const *) b);

  return ba->area < bb->area ? 1 : ba->area > bb->area ? -1 : 0;
}

void
ts_bench_damage_report (TsBenchDamage *self)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;
  double total = 0;

  if (self->n_entries == 0)
    return;
  g_hash_table_iter_init (&iter, self->by_widget);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (labels, key);
  ts_bench_report_percent ("window damaged by an entry (GTK 4.8's diff)", self->share);
  ts_bench_report_percent ("  its bounding box (the surface drawn)", self->box);
  if (self->drawn->len > 0)
    ts_bench_report_percent ("  GTK's surface for the frame, as made", self->drawn);
  if (self->repaint->len > 0)
    {
      ts_bench_report_ms ("the same damage painted again, unchanged", self->repaint);
      ts_bench_report_ms ("  the frame without it", self->rest);
    }
  for (guint i = 0; i < labels->len; i++)
    total += ((Blame *) g_hash_table_lookup (self->by_widget, labels->pdata[i]))->area;
  g_ptr_array_sort_with_data (labels, by_area, self->by_widget);
  printf ("  damaged, by the smallest widget holding it (share of all damage, entries):\n");
  for (guint i = 0; i < MIN (labels->len, 15); i++)
    {
      const Blame *b = g_hash_table_lookup (self->by_widget, labels->pdata[i]);

      printf ("    %5.1f %%  %3u  %s\n", 100.0 * b->area / MAX (total, 1), b->entries,
              (const char *) labels->pdata[i]);
    }
}
