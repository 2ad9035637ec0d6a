/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A tile's picture (TsCarcassonneTilePicture, the palette's and the lists'): drawn once for
 * each kind, turn and size and kept as a picture (ts-paint-cache.c). */
#include "config.h"

#include "carcassonne/ts-carcassonne-paint.h"
#include "ts-carcassonne.h"
#include "carcassonne-ui-util.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"

/* A tile's picture is drawn once for its kind, turn and size and kept (the palette shows the
 * same tiles entry after entry): two pictures of one tile draw the same node, pixel for pixel
 * the tile's own drawing; another turn is another picture. */
static void
test_picture_kept (void)
{
  g_autofree TsCarcassonneState *state = cc_ui_state_new (4, TRUE);
  const TsCarcassonneKind *kind = &state->data->kinds[3];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *a = ts_carcassonne_tile_picture_new (kind, 1, 48);
  GtkWidget *b = ts_carcassonne_tile_picture_new (kind, 1, 48);
  GtkWidget *c = ts_carcassonne_tile_picture_new (kind, 2, 48);
  g_autoptr(GskRenderNode) na = NULL, nb = NULL, nc = NULL, direct = NULL;
  g_autoptr(cairo_surface_t) seen = NULL, drawn = NULL;
  GtkSnapshot *snapshot;
  GtkWindow *window;

  gtk_box_append (GTK_BOX (box), a);
  gtk_box_append (GTK_BOX (box), b);
  gtk_box_append (GTK_BOX (box), c);
  gtk_widget_set_halign (box, GTK_ALIGN_START);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  window = ts_ui_test_show_alone (box, 200, 100);
  ts_ui_test_redraw (GTK_WIDGET (window));
  na = ts_ui_pixels_own_drawing (a);
  nb = ts_ui_pixels_own_drawing (b);
  nc = ts_ui_pixels_own_drawing (c);
  g_assert_nonnull (na);
  g_assert_true (na == nb);
  g_assert_false (na == nc);

  snapshot = gtk_snapshot_new ();
  ts_carcassonne_paint_tile (snapshot, kind, 1, &GRAPHENE_RECT_INIT (0, 0, 48, 48), NULL);
  direct = gtk_snapshot_free_to_node (snapshot);
  seen = ts_ui_pixels_of_widget (a);
  drawn = ts_ui_pixels_of_node (direct, 48, 48);
  g_assert_true (ts_ui_pixels_same (seen, drawn));
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/carcassonne/tile-picture/kept", test_picture_kept);
  return g_test_run ();
}
