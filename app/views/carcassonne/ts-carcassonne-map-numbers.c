/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map's numbered spots: while a tile waits to be placed, every spot where it fits is
 * marked with a number, 1 to 9 for the nine nearest the one the cursor started on, then 10
 * and on, and its digits take the cursor there (one key or two for what took several
 * arrows). A second digit extends the first when the two make a number shown ("1" then "2":
 * 12); otherwise it stands alone. No pause counts: the keys alone say where the cursor goes.
 * The numbers stay while the tile waits, so that the number read is the number typed; the
 * tile is placed only by Enter or a tap, never by a digit: the rotation is the player's to
 * choose. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-carcassonne-map-private.h"
#include "ts-paint.h"

typedef struct
{
  gint8 x, y;
  double distance;
} Candidate;

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *ca = a, *cb = b;

  if (ca->distance != cb->distance)
    return ca->distance < cb->distance ? -1 : 1;
  /* Ties read as a page does: the upper first, then the left. */
  if (ca->y != cb->y)
    return ca->y - cb->y;
  return ca->x - cb->x;
}

void
ts_carcassonne_map_number_spots (TsCarcassonneMap *self)
{
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));

  self->n_numbered = 0;
  self->digit_first = 0;
  if (self->pending < 0 || self->spots == NULL)
    return;
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TsCarcassonneSpot *spot = &g_array_index (self->spots, TsCarcassonneSpot, i);
      Candidate c = { spot->x, spot->y,
                      hypot (spot->x - self->number_x, spot->y - self->number_y) };

      if (spot->fits != 0)
        g_array_append_val (candidates, c);
    }
  g_array_sort (candidates, compare_candidates);
  for (guint i = 0; i < candidates->len && i < TS_CARCASSONNE_MAP_NUMBERED; i++)
    {
      self->numbered[i][0] = g_array_index (candidates, Candidate, i).x;
      self->numbered[i][1] = g_array_index (candidates, Candidate, i).y;
      self->n_numbered++;
    }
}

gboolean
ts_carcassonne_map_go_to_number (TsCarcassonneMap *self,
                                 guint             number)
{
  if (number < 1 || number > self->n_numbered)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  ts_carcassonne_map_set_cursor (self, self->numbered[number - 1][0],
                                 self->numbered[number - 1][1]);
  return TRUE;
}

gboolean
ts_carcassonne_map_press_digit (TsCarcassonneMap *self,
                                guint             digit)
{
  guint first = self->digit_first;

  self->digit_first = 0;
  /* The first digit extends only while the cursor stands where it took it. */
  if (first > 0 && first <= self->n_numbered
      && self->cursor_x == self->numbered[first - 1][0]
      && self->cursor_y == self->numbered[first - 1][1]
      && first * 10 + digit <= self->n_numbered)
    return ts_carcassonne_map_go_to_number (self, first * 10 + digit);
  if (digit == 0)
    return FALSE;
  if (!ts_carcassonne_map_go_to_number (self, digit))
    return FALSE;
  if (digit * 10 <= self->n_numbered)
    self->digit_first = digit;
  return TRUE;
}

int
ts_carcassonne_map_get_spot_number (TsCarcassonneMap *self,
                                    int               x,
                                    int               y)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_MAP (self), 0);

  for (guint i = 0; i < self->n_numbered; i++)
    if (self->numbered[i][0] == x && self->numbered[i][1] == y)
      return (int) i + 1;
  return 0;
}

void
ts_carcassonne_map_drop_numbers (TsCarcassonneMap *self)
{
  for (guint i = 0; i < TS_CARCASSONNE_MAP_NUMBERED; i++)
    g_clear_pointer (&self->number_nodes[i], gsk_render_node_unref);
}

/* Each number in a small disc (a pill for two digits) at its spot's upper left corner, in the
 * colours of a suggested button (white on the accent), over the tile drawn at the cursor. In
 * map coordinates: the caller has translated to the map's origin. Each disc is drawn once
 * (its left and top edges at the origin) and kept: the caches are dropped on a zoom. */
void
ts_carcassonne_map_append_numbers (TsCarcassonneMap *self,
                                   GtkSnapshot      *snapshot)
{
  g_autoptr(PangoLayout) layout = NULL;
  double radius = CLAMP (self->scale * 0.13, 7.0, 13.0);
  GdkRGBA accent, white;

  if (self->pending < 0 || self->n_numbered == 0)
    return;
  ts_paint_lookup_color (GTK_WIDGET (self), "accent_bg_color", "#3584e4", &accent);
  ts_paint_lookup_color (GTK_WIDGET (self), "accent_fg_color", "#ffffff", &white);
  if (!gdk_rgba_equal (&accent, &self->number_colors[0])
      || !gdk_rgba_equal (&white, &self->number_colors[1]))
    {
      ts_carcassonne_map_drop_numbers (self);
      self->number_colors[0] = accent;
      self->number_colors[1] = white;
    }
  for (guint i = 0; i < self->n_numbered; i++)
    {
      if (self->number_nodes[i] == NULL)
        {
          GtkSnapshot *disc = gtk_snapshot_new ();
          double half;

          if (layout == NULL)
            layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
          ts_carcassonne_map_disc_layout (layout, radius, i + 1, &half);
          ts_carcassonne_map_append_disc (disc, layout, half, radius, radius, i + 1, &accent,
                                          &white, FALSE);
          self->number_nodes[i] = gtk_snapshot_free_to_node (disc);
        }
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (self->numbered[i][0] * self->scale + 3,
                                                    self->numbered[i][1] * self->scale + 3));
      gtk_snapshot_append_node (snapshot, self->number_nodes[i]);
      gtk_snapshot_restore (snapshot);
    }
}

/* "1 (2, 0), 2 (3, −1), …": where each number goes, for the accessible description. */
char *
ts_carcassonne_map_describe_numbers (TsCarcassonneMap *self)
{
  g_autoptr(GString) list = g_string_new (NULL);

  if (self->pending < 0 || self->n_numbered == 0)
    return NULL;
  for (guint i = 0; i < self->n_numbered; i++)
    {
      int x = self->numbered[i][0], y = self->numbered[i][1];
      g_autofree char *sx = x < 0 ? g_strdup_printf ("\u2212%d", -x) : g_strdup_printf ("%d", x);
      g_autofree char *sy = y < 0 ? g_strdup_printf ("\u2212%d", -y) : g_strdup_printf ("%d", y);

      if (list->len > 0)
        g_string_append (list, C_ ("map cursor", ", "));
      /* Translators: a number and the map cell it takes the cursor to: "12 (3, −1)" */
      g_string_append_printf (list, C_ ("map numbers", "%u (%s, %s)"), i + 1, sx, sy);
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}
