/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Building the fill form: a drop-down per depot space used, with its coloured hexagon, in
 * columns by depot (as many side by side as the width holds) and the black depot's rows. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-die-slot.h"
#include "ts-burgundy-dropdown-search.h"
#include "ts-burgundy-fill-spaces-private.h"
#include "ts-burgundy-paint.h"
#include "ts-paint.h"
#include "ts-tooltip.h"
#include "ts-mnemonic-names.h"

/* What a drop-down's button shows: on the table page (@width_chars -1) as much of the name
 * as the column holds, six depots side by side above the band; with whole names (History's
 * Correct Entry) the name whole, the button as wide as the longest name its stack offers
 * (@width_chars), so that a pick does not move the columns. The list's rows (@width_chars
 * 0) have the list's width. */
static void
setup_item_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  width_chars)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (width_chars) < 0)
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  else
    gtk_label_set_width_chars (GTK_LABEL (label), GPOINTER_TO_INT (width_chars));
  gtk_list_item_set_child (item, label);
}

static void
bind_item_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

static GtkListItemFactory *
create_factory (int width_chars)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item_cb),
                    GINT_TO_POINTER (width_chars));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item_cb), NULL);
  return factory;
}

static void
draw_space_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  guint key = GPOINTER_TO_UINT (user_data);
  gboolean dark = ts_paint_is_dark (GTK_WIDGET (area));
  GdkRGBA fill;

  if (key == BLACK_KEY)
    ts_burgundy_paint_black (dark, &fill);
  else
    ts_burgundy_paint_colour (key, dark, &fill);
  ts_paint_hex_path (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  /* A grey rim keeps the black depot's hexagon visible on a dark background. */
  cairo_set_source_rgba (cr, 0.55, 0.55, 0.55, key == BLACK_KEY && dark ? 1.0 : 0.6);
  cairo_set_line_width (cr, key == BLACK_KEY && dark ? 1.5 : 1);
  cairo_stroke (cr);
}

/* The longest name @catalog offers, in characters. */
static int
longest_name (GListModel *catalog)
{
  int longest = 0;

  for (guint p = 0; p < g_list_model_get_n_items (catalog); p++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (catalog, p);

      longest = MAX (longest, (int) g_utf8_strlen (gtk_string_object_get_string (item), -1));
    }
  return longest;
}

static GtkWidget *
create_space (TsBurgundyFillSpaces *self,
              guint                i,
              GListStore          *catalog,
              const char          *name)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  /* The drop-down's name says the space's colour: the hexagon is decoration to a reader. */
  GtkWidget *hex = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                 GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  SlotRef *ref = g_new (SlotRef, 1);
  GtkFilter *filter;
  GtkFilterListModel *model;
  GtkWidget *dropdown;
  g_autoptr(GtkListItemFactory) factory
      = create_factory (self->whole_names ? longest_name (G_LIST_MODEL (catalog)) : -1);
  g_autoptr(GtkListItemFactory) list_factory = create_factory (0);

  ref->self = self;
  ref->slot = i;
  filter = GTK_FILTER (gtk_custom_filter_new (ts_burgundy_fill_spaces_filter_cb, ref, g_free));
  self->filters[i] = filter;
  model = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (catalog)), filter);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (model), gtk_property_expression_new (
                                                          GTK_TYPE_STRING_OBJECT, NULL, "string"));
  self->dropdowns[i] = GTK_DROP_DOWN (dropdown);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list_factory);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (dropdown), TRUE);
  gtk_drop_down_set_selected (
      GTK_DROP_DOWN (dropdown),
      ts_burgundy_fill_spaces_position_of (GTK_DROP_DOWN (dropdown), self->pick[i]));
  gtk_widget_set_hexpand (dropdown, TRUE);
  gtk_widget_set_size_request (dropdown, 80, -1);
  ts_tooltip_set (dropdown, name);
  /* Its button too, which takes the focus (issue 41). */
  ts_mnemonic_names_drop_down (GTK_DROP_DOWN (dropdown), name);
  g_signal_connect (dropdown, "notify::selected",
                    G_CALLBACK (ts_burgundy_fill_spaces_dropdown_selected_cb), ref);

  ts_burgundy_dropdown_search_init (GTK_DROP_DOWN (dropdown),
                                    ts_burgundy_fill_spaces_focus_next_dropdown, ref);

  gtk_widget_set_size_request (hex, 16, 16);
  gtk_widget_set_valign (hex, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (hex), draw_space_cb,
                                  GUINT_TO_POINTER (self->key[i]), NULL);
  gtk_box_append (GTK_BOX (row), hex);
  gtk_box_append (GTK_BOX (row), dropdown);
  return row;
}

static void
remove_children (GtkWidget *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (grid)) != NULL)
    gtk_widget_unparent (child);
}

void
ts_burgundy_fill_spaces_clear_spaces (TsBurgundyFillSpaces *self)
{
  remove_children (self->depots_box);
  remove_children (self->black_grid);
  memset (self->dropdowns, 0, sizeof self->dropdowns);
  memset (self->filters, 0, sizeof self->filters);
}

void
ts_burgundy_fill_spaces_build_spaces (TsBurgundyFillSpaces *self)
{
  GListStore *catalogs[N_KEYS];

  for (guint k = 0; k < N_KEYS; k++)
    catalogs[k] = ts_burgundy_fill_spaces_create_catalog (self, k);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      /* Depots are numbered by die faces on the board. */
      GtkWidget *die = ts_die_slot_new_picture (FALSE, 20, d + 1);
      /* Translators: %u is a depot number, 1 to 6 */
      g_autofree char *title = g_strdup_printf (_("Depot %u"), d + 1);
      GtkWidget *label = gtk_label_new (title);

      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (head), die);
      gtk_box_append (GTK_BOX (head), label);
      gtk_box_append (GTK_BOX (column), head);
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        {
          guint i = d * TS_BURGUNDY_DEPOT_SLOTS + s;
          g_autofree char *name = NULL;

          if (!self->used[i])
            continue;
          /* Translators: accessible name of a depot space: depot number, then its colour
           * ("castle", "city", ...) */
          name = g_strdup_printf (_("Depot %u, %s space"), d + 1,
                                  ts_burgundy_colour_name (self->key[i]));
          gtk_box_append (GTK_BOX (column), create_space (self, i, catalogs[self->key[i]], name));
        }
      gtk_widget_set_parent (column, self->depots_box);
    }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint i = N_DEPOT_SLOTS + s;
      g_autofree char *name = NULL;

      if (!self->used[i])
        continue;
      /* Translators: accessible name of a black depot space, 1 to 8 */
      name = g_strdup_printf (_("Black depot, space %u"), s + 1);
      gtk_widget_set_parent (create_space (self, i, catalogs[BLACK_KEY], name),
                             self->black_grid);
    }
  for (guint k = 0; k < N_KEYS; k++)
    g_object_unref (catalogs[k]);
  ts_burgundy_fill_spaces_refilter (self, N_SLOTS);
}
