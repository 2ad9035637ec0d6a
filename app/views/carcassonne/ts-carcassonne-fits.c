/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-carcassonne-fits.h"
#include "ts-carcassonne-paint.h"
#include "ts-focus-group.h"
#include "ts-row-words.h"
#include "ts-wrap-bin.h"

#define PICTURE_SIZE 40

struct _TsCarcassonneFits
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *heading; /* where the spot is */
  GtkLabel *summary; /* how many fit, or why nothing can go here */
  GtkListBox *list;
  GArray *shown;             /* Fit per row of the list */
  TsCarcassonneState *state; /* a copy */
  int x, y;
};

/* A row: a kind that fits, its first rotation that does, how many are left. */
typedef struct
{
  guint kind;
  guint first;
  guint left;
} Fit;

G_DEFINE_FINAL_TYPE (TsCarcassonneFits, ts_carcassonne_fits, GTK_TYPE_WIDGET)

/* A coordinate with a true minus sign, as the engine's words write them. */
static char *
coordinate_text (int value)
{
  return value < 0 ? g_strdup_printf ("−%d", -value) : g_strdup_printf ("%d", value);
}

static GtkWidget *
row_new (const TsCarcassonneKind *kind,
         guint                    rotation,
         guint                    left)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = ts_row_words_new (ts_carcassonne_kind_name (kind));
  g_autofree char *count_text = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *count;

  /* Translators: a tile kind's code (what is typed to pick it) and how many of it are
   * left to draw, under its name in "What fits here" */
  count_text = g_strdup_printf (ngettext ("%s · %u left", "%s · %u left", left), kind->code,
                                left);
  count = gtk_label_new (count_text);
  gtk_label_set_xalign (GTK_LABEL (count), 0);
  gtk_widget_add_css_class (count, "caption");
  gtk_widget_add_css_class (count, "dim-label");
  gtk_widget_set_name (count, "count");
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (words, TRUE);
  /* Beside the picture in a horizontal box: the name wraps, laid out once or twice when the
   * rows are made (TsRowWords). */
  gtk_box_append (GTK_BOX (words), name);
  gtk_box_append (GTK_BOX (words), count);
  gtk_box_append (GTK_BOX (box), ts_carcassonne_tile_picture_new (kind, rotation, PICTURE_SIZE));
  gtk_box_append (GTK_BOX (box), words);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "cc-fits-row");
  /* Tests and screen readers find a kind by its id and name. */
  gtk_widget_set_name (row, kind->id);
  /* Translators: a tile that fits the spot, read by screen readers: "Straight road (U),
   * 8 left" */
  accessible = g_strdup_printf (ngettext ("%s (%s), %u left", "%s (%s), %u left", left),
                                ts_carcassonne_kind_name (kind), kind->code, left);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return row;
}

static gboolean
next_to_map (const TsCarcassonneState *s,
             int                       x,
             int                       y)
{
  return ts_carcassonne_tile_at (s, x, y - 1) >= 0 || ts_carcassonne_tile_at (s, x + 1, y) >= 0
         || ts_carcassonne_tile_at (s, x, y + 1) >= 0 || ts_carcassonne_tile_at (s, x - 1, y) >= 0;
}

/* Adds the kinds that fit to @fits; returns how many tiles of them are left. */
static guint
find_fitting (TsCarcassonneFits *self,
              GArray            *fits)
{
  const TsCarcassonneState *s = self->state;
  guint fitting = 0;

  for (guint k = 0; k < s->data->n_kinds; k++)
    {
      Fit fit = { k, 0, s->left[k] };
      guint rotations;

      if (s->left[k] == 0)
        continue;
      rotations = ts_carcassonne_fitting_rotations (s, k, self->x, self->y);
      if (rotations == 0)
        continue;
      while (!(rotations & (1u << fit.first)))
        fit.first++;
      g_array_append_val (fits, fit);
      fitting += s->left[k];
    }
  return fitting;
}

/* The rows are made again only when what they say changed: most entries leave them as they
 * were, and each is a picture and wrapped text to measure again (issue 29). */
static void
show_fits (TsCarcassonneFits *self,
           GArray            *fits)
{
  GtkListBoxRow *row;

  /* (memcmp() of two empty arrays would compare NULL pointers: undefined.) */
  if (fits->len == self->shown->len
      && (fits->len == 0
          || memcmp (fits->data, self->shown->data, fits->len * sizeof (Fit)) == 0))
    return;
  while ((row = gtk_list_box_get_row_at_index (self->list, 0)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  for (guint i = 0; i < fits->len; i++)
    {
      const Fit *fit = &g_array_index (fits, Fit, i);

      gtk_list_box_append (self->list, row_new (&self->state->data->kinds[fit->kind], fit->first,
                                                 fit->left));
    }
  g_array_set_size (self->shown, 0);
  g_array_append_vals (self->shown, fits->data, fits->len);
}

static void
update (TsCarcassonneFits *self)
{
  const TsCarcassonneState *s = self->state;
  g_autofree char *x_text = coordinate_text (self->x);
  g_autofree char *y_text = coordinate_text (self->y);
  g_autofree char *heading = NULL;
  g_autofree char *summary = NULL;
  g_autoptr(GArray) fits = g_array_new (FALSE, FALSE, sizeof (Fit));
  int tile;

  /* Translators: heading of "What fits here": the map cell at the cursor, "(1, −2)" */
  heading = g_strdup_printf (_("What fits at (%s, %s)"), x_text, y_text);
  gtk_label_set_text (self->heading, heading);
  if (s == NULL)
    {
      gtk_label_set_text (self->summary, "");
      show_fits (self, fits);
      return;
    }

  tile = ts_carcassonne_tile_at (s, self->x, self->y);
  if (tile >= 0)
    /* Translators: "What fits here" on a cell of the map that has a tile already */
    summary = g_strdup_printf (_("Taken: the %s lies here."),
                               ts_carcassonne_kind_name (&s->data->kinds[s->tiles[tile].kind]));
  else if (!next_to_map (s, self->x, self->y))
    /* Translators: "What fits here" on a cell no placed tile touches (CA-BTL-01) */
    summary = g_strdup (_("Not next to the map: a tile must touch a placed tile by an edge."));
  else if (s->n_left == 0)
    summary = g_strdup (_("No tiles are left to draw."));
  else
    {
      guint fitting = find_fitting (self, fits);
      guint percent = (fitting * 100 + s->n_left / 2) / s->n_left;

      if (fitting == 0)
        /* Translators: "What fits here" for a gap no tile left can fill */
        summary = g_strdup_printf (ngettext ("None of the %u tile left fits here.",
                                             "None of the %u tiles left fits here.", s->n_left),
                                   s->n_left);
      else
        /* Translators: "7 of 41 tiles left fit here (17%)": tiles that fit, tiles left to
         * draw, the chance that the next draw fits */
        summary = g_strdup_printf (ngettext ("%u of %u tiles left fits here (%u%%)",
                                             "%u of %u tiles left fit here (%u%%)", fitting),
                                   fitting, s->n_left, percent);
    }
  gtk_label_set_text (self->summary, summary);
  show_fits (self, fits);
  gtk_widget_set_visible (GTK_WIDGET (self->list), fits->len > 0);
}

GtkWidget *
ts_carcassonne_fits_new (void)
{
  return g_object_new (TS_TYPE_CARCASSONNE_FITS, NULL);
}

void
ts_carcassonne_fits_set_state (TsCarcassonneFits        *self,
                               const TsCarcassonneState *state)
{
  g_return_if_fail (TS_IS_CARCASSONNE_FITS (self));
  g_return_if_fail (state != NULL);

  g_clear_pointer (&self->state, g_free);
  self->state = ts_carcassonne_state_copy (state);
  update (self);
}

void
ts_carcassonne_fits_set_spot (TsCarcassonneFits *self,
                              int                x,
                              int                y)
{
  g_return_if_fail (TS_IS_CARCASSONNE_FITS (self));

  if (self->x == x && self->y == y && self->state != NULL)
    return;
  self->x = x;
  self->y = y;
  update (self);
}

static void
ts_carcassonne_fits_dispose (GObject *object)
{
  TsCarcassonneFits *self = TS_CARCASSONNE_FITS (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->shown, g_array_unref);
  G_OBJECT_CLASS (ts_carcassonne_fits_parent_class)->dispose (object);
}

static void
ts_carcassonne_fits_class_init (TsCarcassonneFitsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "carcassonnefits");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  object_class->dispose = ts_carcassonne_fits_dispose;
}

static void
ts_carcassonne_fits_init (TsCarcassonneFits *self)
{
  self->shown = g_array_new (FALSE, FALSE, sizeof (Fit));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->heading = GTK_LABEL (gtk_label_new (NULL));
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());

  gtk_label_set_xalign (self->heading, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "heading");
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_wrap (self->summary, TRUE);
  ts_wrap_label_least (self->summary);
  gtk_widget_set_name (GTK_WIDGET (self->summary), "summary");
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "cc-fits");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the list of tile kinds
                                   * that fit the spot at the map's cursor */
                                  _("Tiles that fit here"), -1);
  /* One Tab stop, however many kinds fit: Up and Down move between its rows, the next Tab
   * goes on to the entry form. */
  ts_focus_group_add (GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->summary));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}
