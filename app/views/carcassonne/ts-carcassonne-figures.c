/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The figure put on the tile just placed, chosen among the match's legal entries. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-carcassonne-figures.h"

struct _TsCarcassonneFigures
{
  GtkWidget parent_instance;

  GtkListBox *list;
  GPtrArray *entries;   /* TsEntry per row, in row order; the pass last */
  GArray *segments;     /* guint per row: the segment index, G_MAXUINT for the pass */
  guint mask;           /* segments with a row */
};

G_DEFINE_FINAL_TYPE (TsCarcassonneFigures, ts_carcassonne_figures, GTK_TYPE_WIDGET)

enum
{
  CHOOSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_carcassonne_figures_new (void)
{
  return g_object_new (TS_TYPE_CARCASSONNE_FIGURES, NULL);
}

/* The follower's role is the feature's (CA-BSE-05): thief, knight, monk or farmer. */
static const char *
figure_title (const TsCarcassonneEntry   *e,
              const TsCarcassonneSegment *segment)
{
  if (e->figure == TS_CARCASSONNE_BUILDER)
    return C_("carcassonne figure", "Builder");
  if (e->figure == TS_CARCASSONNE_PIG)
    return C_("carcassonne figure", "Pig");
  switch (segment->kind)
    {
    case TS_CARCASSONNE_ROAD:
      /* Translators: a follower on a road */
      return C_("carcassonne figure", "Thief");
    case TS_CARCASSONNE_CITY:
      /* Translators: a follower in a city */
      return C_("carcassonne figure", "Knight");
    case TS_CARCASSONNE_CLOISTER:
      /* Translators: a follower in a cloister */
      return C_("carcassonne figure", "Monk");
    default:
      /* Translators: a follower lying in a field */
      return C_("carcassonne figure", "Farmer");
    }
}

/* The segment's number on the map: its place among the segments offered. */
static guint
segment_number (guint mask,
                guint segment)
{
  return __builtin_popcount (mask & ((1u << segment) - 1)) + 1;
}

/* The letter that picks “No Figure”, shown on its row; 0 does too. */
static const char *
none_key (void)
{
  /* Translators: the letter key for “No Figure” in Carcassonne's figure list (English: N,
   * for “no”); one letter */
  return C_("carcassonne figure key", "N");
}

static GtkWidget *
new_row (const char *number,
         const char *title,
         const char *subtitle)
{
  GtkWidget *row = ts_action_row_new ();
  GtkWidget *label = gtk_label_new (number);

  ts_action_row_wrap_least (TS_ACTION_ROW (row));

  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_size_request (label, 24, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  /* Read with its key and its feature (libadwaita 1.2 names the row by its title alone:
   * “Thief”, issue 30); the title no longer names it too (GTK 4.8 would read both). */
  {
    /* Translators: a figure's row for screen readers: the key that picks it, then the
     * figure ("1: Thief") */
    g_autofree char *name = g_strdup_printf (_("%s: %s"), number, title);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    if (subtitle != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      subtitle, -1);
  }
  return row;
}

static void
clear_rows (TsCarcassonneFigures *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  g_ptr_array_set_size (self->entries, 0);
  g_array_set_size (self->segments, 0);
  self->mask = 0;
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const TsCarcassonneEntry *x = ts_entry_get_data (*(TsEntry **) a);
  const TsCarcassonneEntry *y = ts_entry_get_data (*(TsEntry **) b);

  return x->figure - y->figure;
}

void
ts_carcassonne_figures_set_state (TsCarcassonneFigures     *self,
                                  const TsCarcassonneState *state,
                                  GListModel               *legal)
{
  GPtrArray *by_segment[TS_CARCASSONNE_MAX_SEGMENTS] = { NULL };
  g_autoptr(TsEntry) pass = NULL;
  const TsCarcassonnePlaced *placed;
  const TsCarcassonneKind *kind;
  guint n;

  g_return_if_fail (TS_IS_CARCASSONNE_FIGURES (self));
  g_return_if_fail (state != NULL && G_IS_LIST_MODEL (legal));

  clear_rows (self);
  if (state->n_tiles == 0)
    return;
  placed = &state->tiles[state->n_tiles - 1];
  kind = &state->data->kinds[placed->kind];

  /* The legal figures by segment, so that the rows follow the map's numbers. */
  n = g_list_model_get_n_items (legal);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsCarcassonneEntry *e = ts_entry_get_data (entry);
      int segment;

      if (e->type == TS_CARCASSONNE_ENTRY_PASS)
        g_set_object (&pass, entry);
      if (e->type != TS_CARCASSONNE_ENTRY_FIGURE)
        continue;
      segment = ts_carcassonne_kind_find_segment (kind, e->segment);
      if (segment < 0 || segment >= TS_CARCASSONNE_MAX_SEGMENTS)
        continue;
      if (by_segment[segment] == NULL)
        by_segment[segment] = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (by_segment[segment], g_object_ref (entry));
      self->mask |= 1u << segment;
    }

  for (guint s = 0; s < TS_CARCASSONNE_MAX_SEGMENTS; s++)
    {
      g_autofree char *number = NULL;
      g_autofree char *feature = NULL;

      if (by_segment[s] == NULL)
        continue;
      g_ptr_array_sort (by_segment[s], compare_rows);
      number = g_strdup_printf ("%u", segment_number (self->mask, s));
      feature = ts_carcassonne_feature_text (state, ts_carcassonne_feature (state, state->n_tiles - 1, s));
      for (guint i = 0; i < by_segment[s]->len; i++)
        {
          TsEntry *entry = g_ptr_array_index (by_segment[s], i);
          const TsCarcassonneEntry *e = ts_entry_get_data (entry);

          gtk_list_box_append (self->list,
                               new_row (number, figure_title (e, &kind->segments[s]), feature));
          g_ptr_array_add (self->entries, g_object_ref (entry));
          g_array_append_val (self->segments, s);
        }
      g_ptr_array_unref (by_segment[s]);
    }
  if (pass != NULL)
    {
      guint none = G_MAXUINT;

      gtk_list_box_append (self->list, new_row (none_key (),
                                                _("No Figure"),
                                                self->entries->len > 0 ? NULL
                                                : _("No segment of this tile can take a figure")));
      g_ptr_array_add (self->entries, g_object_ref (pass));
      g_array_append_val (self->segments, none);
    }
}

guint
ts_carcassonne_figures_get_segments (TsCarcassonneFigures *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_FIGURES (self), 0);
  return self->mask;
}

guint
ts_carcassonne_figures_get_n_rows (TsCarcassonneFigures *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_FIGURES (self), 0);
  return self->entries->len;
}

TsEntry *
ts_carcassonne_figures_get_entry (TsCarcassonneFigures *self,
                                  guint                 index)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_FIGURES (self), NULL);
  return index < self->entries->len ? g_ptr_array_index (self->entries, index) : NULL;
}

static void
choose_row (TsCarcassonneFigures *self,
            guint                 index)
{
  g_autoptr(TsEntry) entry = NULL;

  if (index >= self->entries->len)
    return;
  /* The handler may apply the entry and refill the list. */
  entry = g_object_ref (g_ptr_array_index (self->entries, index));
  g_signal_emit (self, signals[CHOOSE], 0, entry);
}

gboolean
ts_carcassonne_figures_choose_segment (TsCarcassonneFigures *self,
                                       guint                 segment)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_FIGURES (self), FALSE);

  for (guint i = 0; i < self->segments->len; i++)
    if (g_array_index (self->segments, guint, i) == segment)
      {
        choose_row (self, i);
        return TRUE;
      }
  return FALSE;
}

void
ts_carcassonne_figures_focus (TsCarcassonneFigures *self)
{
  GtkListBoxRow *row;

  g_return_if_fail (TS_IS_CARCASSONNE_FIGURES (self));

  row = gtk_list_box_get_row_at_index (self->list, 0);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
row_activated_cb (TsCarcassonneFigures *self,
                  GtkListBoxRow        *row)
{
  choose_row (self, gtk_list_box_row_get_index (row));
}

/* 1-9: the segment numbered so on the map; N (or its translation) or 0: no figure. */
static gboolean
key_pressed_cb (TsCarcassonneFigures *self,
                guint                 keyval,
                guint                 keycode,
                GdkModifierType       state)
{
  gunichar c = gdk_keyval_to_unicode (keyval);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (c == '0' || c == 'n' || c == 'N'
      || g_unichar_tolower (c) == g_unichar_tolower (g_utf8_get_char (none_key ())))
    {
      choose_row (self, self->entries->len - 1);
      return self->entries->len > 0;
    }
  if (c >= '1' && c <= '9')
    {
      guint wanted = c - '0', number = 0;

      for (guint s = 0; s < TS_CARCASSONNE_MAX_SEGMENTS; s++)
        if ((self->mask & (1u << s)) != 0 && ++number == wanted)
          return ts_carcassonne_figures_choose_segment (self, s);
      return TRUE; /* no such number: nothing happens */
    }
  return FALSE;
}

static void
ts_carcassonne_figures_dispose (GObject *object)
{
  TsCarcassonneFigures *self = TS_CARCASSONNE_FIGURES (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->segments, g_array_unref);

  G_OBJECT_CLASS (ts_carcassonne_figures_parent_class)->dispose (object);
}

static void
ts_carcassonne_figures_class_init (TsCarcassonneFiguresClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_carcassonne_figures_dispose;

  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, TS_TYPE_ENTRY);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-carcassonne-figures");
}

static void
ts_carcassonne_figures_init (TsCarcassonneFigures *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->segments = g_array_new (FALSE, FALSE, sizeof (guint));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of Carcassonne's figure list */
                                  _("Figure on the tile"), -1);
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);

  /* A city tile offers up to 6 rows: they scroll rather than push the map away. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 180);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
  gtk_widget_set_parent (scrolled, GTK_WIDGET (self));

  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
