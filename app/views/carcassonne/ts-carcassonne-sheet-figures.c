/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-map sheet's figures: a part of a tile picked on the map (its number), then the
 * owner (1-5) and the figure (F, B, P), put through the window's one change; or taken off. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-sheet-window-private.h"
#include "ts-carcassonne.h"

void
ts_carcassonne_sheet_close_owner (TsCarcassonneSheetWindow *self)
{
  gtk_widget_set_visible (self->owner_box, FALSE);
  self->figure_segment = -1;
}

void
ts_carcassonne_sheet_segment_activated_cb (TsCarcassonneMap         *map,
                                           guint                     segment,
                                           TsCarcassonneSheetWindow *self)
{
  const TsCarcassonneSheetTile *t;
  const TsCarcassonneKind *k;
  g_autofree char *cell = NULL;
  g_autofree char *text = NULL;

  if (self->figure_tile < 0 || self->figure_tile >= (int) self->sheet->n_tiles)
    return;
  t = &self->sheet->tiles[self->figure_tile];
  k = &self->map_state->data->kinds[t->kind];
  self->figure_segment = segment;
  cell = ts_carcassonne_cell_text (t->x, t->y);
  /* Translators: asked once a part of a tile is picked: its number, what it is (“a city”),
   * the tile's code and place */
  text = g_strdup_printf (_("Whose figure on part %u (%s) of tile %s at %s?"),
                          segment + 1,
                          ts_carcassonne_kind_word (k->segments[segment].kind), k->code, cell);
  gtk_label_set_label (self->owner_label, text);
  gtk_widget_set_visible (self->owner_box, TRUE);
  gtk_widget_grab_focus (gtk_widget_get_first_child (self->owner_buttons));
}

static void
put_figure (TsCarcassonneSheetWindow *self,
            guint                     player)
{
  TsCarcassonneSheet changed = *self->sheet;
  const TsCarcassonneSheetTile *t;
  const TsCarcassonneKind *k;
  g_autofree char *cell = NULL;
  g_autofree char *done = NULL;
  guint kept = 0;

  if (self->figure_segment < 0 || self->figure_tile < 0 || player >= changed.n_players)
    return;
  t = &changed.tiles[self->figure_tile];
  k = &self->map_state->data->kinds[t->kind];
  cell = ts_carcassonne_cell_text (t->x, t->y);
  /* One figure per tile (CA-BTR-01): the new one takes the place of any other. */
  for (guint f = 0; f < changed.n_figures; f++)
    if (changed.figures[f].x != t->x || changed.figures[f].y != t->y)
      changed.figures[kept++] = changed.figures[f];
  changed.n_figures = kept;
  if (changed.n_figures >= TS_CARCASSONNE_SHEET_MAX_FIGURES)
    return;
  changed.figures[changed.n_figures] = (TsCarcassonneSheetFigure){
    .player = player, .figure = self->figure_kind, .x = t->x, .y = t->y
  };
  g_strlcpy (changed.figures[changed.n_figures].segment, k->segments[self->figure_segment].id,
             sizeof changed.figures[0].segment);
  changed.n_figures++;
  done = g_strdup_printf (
      /* Translators: a change of the final map: a player, a figure (“a knight”, “the
       * builder”), a tile's code and place; any figure that stood there goes */
      kept < self->sheet->n_figures ? _("%s's figure (%s) on tile %s at %s, in place of the one there")
                                    : _("%s's figure (%s) on tile %s at %s"),
      changed.players[player].name,
      self->figure_kind == TS_CARCASSONNE_FOLLOWER
          ? ts_carcassonne_role_word (k->segments[self->figure_segment].kind)
          : self->figure_kind == TS_CARCASSONNE_BUILDER ? _("the builder") : _("the pig"),
      k->code, cell);
  if (!ts_carcassonne_sheet_window_change (self, &changed, done))
    return;
  ts_carcassonne_sheet_close_owner (self);
  /* Most figures left on a map are followers: the next one starts from a follower again. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[TS_CARCASSONNE_FOLLOWER]),
                                TRUE);
  ts_carcassonne_map_set_segment_choices (self->map, 0, 0);
  ts_carcassonne_palette_focus (self->palette);
}

static void
take_figure_off (TsCarcassonneSheetWindow *self)
{
  TsCarcassonneSheet changed = *self->sheet;
  const TsCarcassonneSheetTile *t;
  g_autofree char *cell = NULL;
  g_autofree char *done = NULL;
  guint kept = 0;

  if (self->figure_tile < 0)
    return;
  t = &changed.tiles[self->figure_tile];
  for (guint f = 0; f < changed.n_figures; f++)
    if (changed.figures[f].x != t->x || changed.figures[f].y != t->y)
      changed.figures[kept++] = changed.figures[f];
  cell = ts_carcassonne_cell_text (t->x, t->y);
  if (kept == changed.n_figures)
    {
      /* Translators: a refusal: a place on the map */
      done = g_strdup_printf (_("No figure stands on the tile at %s."), cell);
      ts_carcassonne_sheet_window_say (self, done);
      return;
    }
  changed.n_figures = kept;
  /* Translators: a change of the final map: a place */
  done = g_strdup_printf (_("Figure taken off the tile at %s"), cell);
  if (ts_carcassonne_sheet_window_change (self, &changed, done))
    ts_carcassonne_sheet_close_owner (self);
}

static void
owner_clicked_cb (GtkButton                *button,
                  TsCarcassonneSheetWindow *self)
{
  put_figure (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "player")));
}

static void
kind_toggled_cb (GtkToggleButton          *button,
                 TsCarcassonneSheetWindow *self)
{
  if (gtk_toggle_button_get_active (button))
    self->figure_kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
}

void
ts_carcassonne_sheet_window_fill_owners (TsCarcassonneSheetWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->owner_buttons)) != NULL)
    gtk_box_remove (GTK_BOX (self->owner_buttons), child);
  for (guint p = 0; p < self->sheet->n_players; p++)
    {
      /* Translators: a button picking a figure's owner: a key (1-5) and a player's name */
      g_autofree char *label = g_strdup_printf (_("_%u %s"), p + 1, self->sheet->players[p].name);
      GtkWidget *button = gtk_button_new_with_mnemonic (label);

      g_object_set_data (G_OBJECT (button), "player", GUINT_TO_POINTER (p));
      g_signal_connect (button, "clicked", G_CALLBACK (owner_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->owner_buttons), button);
    }
}

/* 1-5 picks the owner, F, B and P the figure, Delete takes the figure off, Escape closes. */
static gboolean
owner_key_cb (GtkEventControllerKey    *controller,
              guint                     keyval,
              guint                     keycode,
              GdkModifierType           state,
              TsCarcassonneSheetWindow *self)
{
  guint kind = G_MAXUINT;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_5)
    {
      if (keyval - GDK_KEY_1 < self->sheet->n_players)
        put_figure (self, keyval - GDK_KEY_1);
      else
        gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  switch (keyval)
    {
    case GDK_KEY_f: kind = TS_CARCASSONNE_FOLLOWER; break;
    case GDK_KEY_b: kind = TS_CARCASSONNE_BUILDER; break;
    case GDK_KEY_p: kind = TS_CARCASSONNE_PIG; break;
    case GDK_KEY_Delete:
      take_figure_off (self);
      return TRUE;
    case GDK_KEY_Escape:
      ts_carcassonne_sheet_close_owner (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->map));
      return TRUE;
    default:
      return FALSE;
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[kind]), TRUE);
  return TRUE;
}

GtkWidget *
ts_carcassonne_sheet_owner_box_new (TsCarcassonneSheetWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *kinds = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *off = gtk_button_new_with_mnemonic (_("_Take Figure Off"));
  GtkEventController *keys = gtk_event_controller_key_new ();
  const char *labels[] = { N_("_Follower"), N_("_Builder"), N_("_Pig") };

  self->owner_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->owner_label, TRUE);
  gtk_label_set_xalign (self->owner_label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->owner_label));
  gtk_widget_add_css_class (kinds, "linked");
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      self->kind_buttons[i] = gtk_toggle_button_new_with_mnemonic (_(labels[i]));
      g_object_set_data (G_OBJECT (self->kind_buttons[i]), "kind", GUINT_TO_POINTER (i));
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->kind_buttons[i]),
                                     GTK_TOGGLE_BUTTON (self->kind_buttons[0]));
      g_signal_connect (self->kind_buttons[i], "toggled", G_CALLBACK (kind_toggled_cb), self);
      gtk_box_append (GTK_BOX (kinds), self->kind_buttons[i]);
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[0]), TRUE);
  gtk_box_append (GTK_BOX (box), kinds);
  self->owner_buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (self->owner_buttons, "owner-buttons");
  gtk_box_append (GTK_BOX (box), self->owner_buttons);
  g_signal_connect_swapped (off, "clicked", G_CALLBACK (take_figure_off), self);
  gtk_widget_set_halign (off, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), off);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (owner_key_cb), self);
  gtk_widget_add_controller (box, keys);
  gtk_widget_set_visible (box, FALSE);
  return box;
}

