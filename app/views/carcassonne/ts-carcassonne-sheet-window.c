/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet window: the map entered tile by tile in any order, the
 * figures by segment and owner, every change checked by the engine and undoable. The options
 * and players are in -form.c, the result in -result.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-sheet-window-private.h"
#include "ts-carcassonne.h"
#include "ts-player-palette.h"
#include "ts-sheet-keeper.h"
#include "ts-setup-window.h"
#include "ts-toast-safe.h"
#include "ts-tooltip.h"

G_DEFINE_FINAL_TYPE (TsCarcassonneSheetWindow, ts_carcassonne_sheet_window, ADW_TYPE_WINDOW)


void
ts_carcassonne_sheet_window_say (TsCarcassonneSheetWindow *self,
                                 const char               *text)
{
  gtk_label_set_label (self->status, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text, -1);
}

void
ts_carcassonne_sheet_window_mark (TsCarcassonneSheetWindow *self,
                                  TsCarcassonneMap         *map)
{
  const char *names[TS_CARCASSONNE_MAX_PLAYERS] = { NULL };
  g_auto(GStrv) marks = NULL;

  for (guint i = 0; i < self->sheet->n_players; i++)
    names[i] = self->sheet->players[i].name;
  marks = ts_player_marks (names, self->sheet->n_players);
  ts_carcassonne_map_set_marks (map, (const char *const *) marks);
}

/* The map and the palette show the sheet as laid now. */
static void
show_map (TsCarcassonneSheetWindow *self)
{
  TsCarcassonneState palette_state = *self->map_state;

  ts_carcassonne_sheet_window_mark (self, self->map);
  ts_carcassonne_map_set_state (self->map, self->map_state, (const char *const *) self->colors);
  /* The palette marks and asks about tiles that fit nowhere only while a draw is due; on a
   * sheet such a tile is refused when chosen, in words. */
  palette_state.stage = TS_CARCASSONNE_STAGE_PLACE;
  ts_carcassonne_palette_set_state (self->palette, &palette_state);
}

static void
undo_toast_cb (TsCarcassonneSheetWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "sheet.undo", NULL);
}

gboolean
ts_carcassonne_sheet_window_change (TsCarcassonneSheetWindow *self,
                                    const TsCarcassonneSheet *changed,
                                    const char               *done)
{
  g_autoptr(GError) error = NULL;
  TsCarcassonneState *laid = ts_carcassonne_sheet_map (changed, NULL, &error);
  AdwToast *toast;

  if (laid == NULL)
    {
      /* The blocking reason, and nothing changed. */
      ts_carcassonne_sheet_window_say (self, error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  g_ptr_array_add (self->undo, g_memdup2 (self->sheet, sizeof *self->sheet));
  g_ptr_array_add (self->undo_texts, g_strdup (done));
  *self->sheet = *changed;
  g_free (self->map_state);
  self->map_state = laid;
  show_map (self);
  ts_carcassonne_sheet_form_fill (self);
  ts_carcassonne_sheet_window_say (self, done);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.undo", TRUE);
  /* One toast, bound to the last change, in place of an older one. */
  toast = adw_toast_new (done);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_toast_cb), self,
                           G_CONNECT_SWAPPED);
  ts_toast_safe_replace (self->toasts, &self->toast, toast);
  return TRUE;
}

static void
undo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);
  g_autofree TsCarcassonneSheet *before = NULL;
  g_autofree char *what = NULL;
  g_autofree char *said = NULL;

  if (self->undo->len == 0 || g_strcmp0 (ts_carcassonne_sheet_window_get_page (self), "form"))
    return;
  before = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  what = g_ptr_array_steal_index (self->undo_texts, self->undo_texts->len - 1);
  *self->sheet = *before;
  g_free (self->map_state);
  self->map_state = ts_carcassonne_sheet_map (self->sheet, NULL, NULL);
  g_assert (self->map_state != NULL);
  ts_toast_safe_dismiss (self->toast);
  show_map (self);
  ts_carcassonne_sheet_form_fill (self);
  /* Translators: what an undo took back (“Tile U placed at (1, 0)”) */
  said = g_strdup_printf (_("Undone: %s"), what);
  ts_carcassonne_sheet_window_say (self, said);
  gtk_widget_action_set_enabled (widget, "sheet.undo", self->undo->len > 0);
}

/* -------------------------------------------------------------------------------------- */
/* Tiles                                                                                   */

static void
palette_draw_cb (TsCarcassonnePalette     *palette,
                 int                       kind,
                 TsCarcassonneSheetWindow *self)
{
  const TsCarcassonneKind *k = &self->map_state->data->kinds[kind];
  g_autofree char *text = NULL;

  if (!ts_carcassonne_fits_somewhere (self->map_state, kind))
    {
      /* Translators: a refusal: a tile's code and name */
      text = g_strdup_printf (_("Tile %s (%s) fits nowhere on the map yet: place the tiles "
                                "around it first."),
                              k->code, ts_carcassonne_kind_name (k));
      ts_carcassonne_sheet_window_say (self, text);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  ts_carcassonne_map_set_segment_choices (self->map, 0, 0);
  ts_carcassonne_map_set_pending (self->map, kind);
  /* Translators: what to do next; a tile's code */
  text = g_strdup_printf (_("Tile %s: a spot's number or the arrows move it to where it lies, R "
                            "turns it, Enter places it; Escape chooses another."),
                          k->code);
  ts_carcassonne_sheet_window_say (self, text);
  gtk_widget_grab_focus (GTK_WIDGET (self->map));
}

/* Numbers the segments of the sheet's tile at (x, y) on the map, for a figure. */
static void
offer_segments (TsCarcassonneSheetWindow *self,
                int                       x,
                int                       y)
{
  int tile = ts_carcassonne_tile_at (self->map_state, x, y);
  const TsCarcassonneKind *k;

  if (tile < 0)
    return;
  k = &self->map_state->data->kinds[self->map_state->tiles[tile].kind];
  self->figure_tile = ts_carcassonne_sheet_tile_at (self->sheet, x, y);
  ts_carcassonne_map_set_segment_choices (self->map, tile, (1u << k->n_segments) - 1);
}

static void
map_place_cb (TsCarcassonneMap         *map,
              int                       x,
              int                       y,
              guint                     rotation,
              TsCarcassonneSheetWindow *self)
{
  TsCarcassonneSheet changed = *self->sheet;
  int kind = ts_carcassonne_map_get_pending_kind (map);
  g_autofree char *cell = ts_carcassonne_cell_text (x, y);
  g_autofree char *done = NULL;

  if (kind < 0 || changed.n_tiles >= TS_CARCASSONNE_MAX_TILES)
    return;
  changed.tiles[changed.n_tiles++] = (TsCarcassonneSheetTile){ .kind = kind,
                                                               .rotation = rotation,
                                                               .x = x, .y = y };
  /* Translators: a change of the final map: a tile's code and where it lies */
  done = g_strdup_printf (_("Tile %s placed at %s"), self->map_state->data->kinds[kind].code,
                          cell);
  ts_carcassonne_map_set_pending (map, -1);
  if (!ts_carcassonne_sheet_window_change (self, &changed, done))
    return;
  offer_segments (self, x, y);
  {
    /* Translators: after a tile is placed: what was done, then what may come next */
    g_autofree char *next = g_strdup_printf (_("%s. A figure on it: its part's number, then "
                                               "the owner's; Escape for none."),
                                             done);
    ts_carcassonne_sheet_window_say (self, next);
  }
}

static void
take_tile_off (TsCarcassonneSheetWindow *self,
               int                       x,
               int                       y)
{
  TsCarcassonneSheet changed = *self->sheet;
  int at = ts_carcassonne_sheet_tile_at (&changed, x, y);
  g_autofree char *cell = ts_carcassonne_cell_text (x, y);
  g_autofree char *done = NULL;
  guint kept = 0;

  if (at <= 0)
    {
      ts_carcassonne_sheet_window_say (self, at == 0 ? _("The start tile stays on the map.")
                                                     : _("No tile lies here."));
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  /* Translators: a change of the final map: a tile's code and where it lay, with its figure */
  done = g_strdup_printf (_("Tile %s taken off %s, with any figure on it"),
                          self->map_state->data->kinds[changed.tiles[at].kind].code, cell);
  for (guint i = at + 1; i < changed.n_tiles; i++)
    changed.tiles[i - 1] = changed.tiles[i];
  changed.n_tiles--;
  for (guint f = 0; f < changed.n_figures; f++)
    if (changed.figures[f].x != x || changed.figures[f].y != y)
      changed.figures[kept++] = changed.figures[f];
  changed.n_figures = kept;
  ts_carcassonne_sheet_window_change (self, &changed, done);
}

static void
turn_tile (TsCarcassonneSheetWindow *self,
           int                       x,
           int                       y,
           int                       direction)
{
  TsCarcassonneSheet changed = *self->sheet;
  int at = ts_carcassonne_sheet_tile_at (&changed, x, y);
  g_autofree char *cell = ts_carcassonne_cell_text (x, y);
  g_autofree char *done = NULL;

  if (at <= 0)
    return;
  changed.tiles[at].rotation = (changed.tiles[at].rotation + 4 + direction) % 4;
  /* Translators: a change of the final map: a tile's code and where it lies */
  done = g_strdup_printf (_("Tile %s at %s turned"),
                          self->map_state->data->kinds[changed.tiles[at].kind].code, cell);
  ts_carcassonne_sheet_window_change (self, &changed, done);
}

/* The map's keys beyond its own: with no tile chosen, Enter numbers the segments of the tile
 * under the cursor, R turns it, Delete takes it off; Escape leaves the map for the palette. */
static gboolean
map_key_cb (GtkEventControllerKey    *controller,
            guint                     keyval,
            guint                     keycode,
            GdkModifierType           state,
            TsCarcassonneSheetWindow *self)
{
  int x, y;
  guint rotation;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  ts_carcassonne_map_get_cursor (self->map, &x, &y, &rotation);
  switch (keyval)
    {
    case GDK_KEY_Escape:
      ts_carcassonne_map_set_pending (self->map, -1);
      ts_carcassonne_map_set_segment_choices (self->map, 0, 0);
      ts_carcassonne_sheet_close_owner (self);
      ts_carcassonne_palette_focus (self->palette);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (ts_carcassonne_map_get_pending_kind (self->map) >= 0)
        return FALSE;
      offer_segments (self, x, y);
      return TRUE;
    case GDK_KEY_r:
    case GDK_KEY_R:
      if (ts_carcassonne_map_get_pending_kind (self->map) >= 0)
        return FALSE;
      turn_tile (self, x, y, keyval == GDK_KEY_R || (state & GDK_SHIFT_MASK) ? -1 : 1);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      if (ts_carcassonne_map_get_pending_kind (self->map) >= 0)
        return FALSE;
      take_tile_off (self, x, y);
      return TRUE;
    default:
      return FALSE;
    }
}

/* -------------------------------------------------------------------------------------- */
/* The window                                                                              */

static GtkWidget *
new_form_page (TsCarcassonneSheetWindow *self)
{
  GtkWidget *paned = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->map = TS_CARCASSONNE_MAP (ts_carcassonne_map_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->map), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->map), TRUE);
  g_signal_connect (self->map, "place", G_CALLBACK (map_place_cb), self);
  g_signal_connect (self->map, "segment-activated",
                    G_CALLBACK (ts_carcassonne_sheet_segment_activated_cb), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (map_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map), keys);
  gtk_box_append (GTK_BOX (paned), GTK_WIDGET (self->map));
  gtk_box_append (GTK_BOX (paned), gtk_separator_new (GTK_ORIENTATION_VERTICAL));

  /* 400 pixels beside the map, the rest of the window the map's. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scroll, 400, -1);
  /* The entries' hexpand would otherwise share the width with the map. */
  gtk_widget_set_hexpand (scroll, FALSE);
  g_object_set (side, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom",
                12, NULL);
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "heading");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->status));
  self->owner_box = ts_carcassonne_sheet_owner_box_new (self);
  gtk_box_append (GTK_BOX (side), self->owner_box);
  self->palette = TS_CARCASSONNE_PALETTE (ts_carcassonne_palette_new ());
  g_signal_connect (self->palette, "draw", G_CALLBACK (palette_draw_cb), self);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->palette));
  gtk_box_append (GTK_BOX (side), ts_carcassonne_sheet_form_new (self));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), side);
  gtk_box_append (GTK_BOX (paned), scroll);
  return paned;
}

static GtkWidget *
new_header (TsCarcassonneSheetWindow *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *undo = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  GtkWidget *back = gtk_button_new_from_icon_name ("go-previous-symbolic");

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Carcassonne"), _("Final Map")));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (back), "sheet.back");
  ts_tooltip_set (back, _("Back to the Map"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Back to the Map"), -1);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), back);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (undo), "sheet.undo");
  ts_tooltip_set (undo, _("Undo (Ctrl+Z)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Undo"), -1);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), undo);
  self->score_button = gtk_button_new_with_mnemonic (_("_Score"));
  gtk_widget_add_css_class (self->score_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->score_button), "sheet.score");
  ts_tooltip_set (self->score_button, _("Check the map and score it (Ctrl+Return)"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->score_button);
  return header;
}

static void
score_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ts_carcassonne_sheet_window_score (TS_CARCASSONNE_SHEET_WINDOW (widget));
}

static void
ts_carcassonne_sheet_window_dispose (GObject *object)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_object (&self->toast);
  G_OBJECT_CLASS (ts_carcassonne_sheet_window_parent_class)->dispose (object);
}

static void
ts_carcassonne_sheet_window_finalize (GObject *object)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (object);

  g_free (self->sheet);
  g_free (self->map_state);
  g_free (self->final_state);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->undo_texts);
  for (guint i = 0; i < TS_CARCASSONNE_MAX_PLAYERS; i++)
    {
      g_free (self->colors[i]);
      g_free (self->color_ids[i]);
    }
  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (ts_carcassonne_sheet_window_parent_class)->finalize (object);
}

static void
ts_carcassonne_sheet_window_class_init (TsCarcassonneSheetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_carcassonne_sheet_window_dispose;
  object_class->finalize = ts_carcassonne_sheet_window_finalize;
  gtk_widget_class_install_action (widget_class, "sheet.score", NULL, score_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.undo", NULL, undo_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "sheet.score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "sheet.score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
  ts_carcassonne_sheet_form_install_actions (widget_class);
  ts_carcassonne_sheet_result_install_actions (widget_class);
}

/* The players' colours: the proposed palette ids, as the score sheet draws them. */
static void
set_colors (TsCarcassonneSheetWindow *self,
            GStrv                     colors)
{
  guint n_palette = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_palette);

  for (guint i = 0; i < TS_CARCASSONNE_MAX_PLAYERS; i++)
    {
      const TsPlayerColor *c = colors != NULL && i < g_strv_length (colors)
                                   ? ts_player_palette_lookup (colors[i])
                                   : NULL;

      if (c == NULL)
        c = &palette[i % n_palette];
      g_free (self->colors[i]);
      g_free (self->color_ids[i]);
      self->colors[i] = g_strdup (c->hex);
      self->color_ids[i] = g_strdup (c->id);
    }
}

/* Ctrl+Z undoes the sheet's last change before the palette's line takes it as its own text
 * undo; in a player's name it stays the name's. */
static gboolean
undo_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL && gtk_widget_is_ancestor (focus, self->players_box))
    return FALSE;
  return gtk_widget_activate_action (widget, "sheet.undo", NULL);
}

static void
add_undo_shortcut (TsCarcassonneSheetWindow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK),
                        gtk_callback_action_new (undo_shortcut_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

static void
ts_carcassonne_sheet_window_init (TsCarcassonneSheetWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;

  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->undo_texts = g_ptr_array_new_with_free_func (g_free);
  self->figure_tile = self->figure_segment = -1;
  /* The players a new game proposes (the last game's), and Traders & Builders in full. */
  ts_setup_propose_players (2, TS_CARCASSONNE_MAX_PLAYERS, &names, &colors);
  self->sheet = ts_carcassonne_sheet_new (MAX (g_strv_length (names), 2));
  for (guint i = 0; names[i] != NULL && i < self->sheet->n_players; i++)
    g_strlcpy (self->sheet->players[i].name, names[i], sizeof self->sheet->players[i].name);
  self->sheet->opt_tiles = self->sheet->opt_goods = 1;
  self->sheet->opt_builder = self->sheet->opt_pig = 1;
  set_colors (self, colors);
  self->map_state = ts_carcassonne_sheet_map (self->sheet, NULL, NULL);

  gtk_window_set_title (GTK_WINDOW (self), _("Carcassonne: Final Map"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1024, 600);
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toasts));
  adw_toast_overlay_set_child (self->toasts, box);
  gtk_box_append (GTK_BOX (box), new_header (self));
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_add_named (self->stack, new_form_page (self), "form");
  gtk_stack_add_named (self->stack, ts_carcassonne_sheet_result_new (self), "result");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.undo", FALSE);
  /* Back to the map only from the result. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.back", FALSE);
  add_undo_shortcut (self);
  show_map (self);
  ts_carcassonne_sheet_form_fill (self);
  ts_carcassonne_sheet_window_say (self, _("Type a tile's code (“U”, “TA”) and Enter, then "
                                           "place it on the map where it lies."));
  ts_carcassonne_palette_focus (self->palette);
}

TsCarcassonneSheetWindow *
ts_carcassonne_sheet_window_new (GtkWindow *parent)
{
  return g_object_new (TS_TYPE_CARCASSONNE_SHEET_WINDOW, "transient-for", parent, "modal",
                       parent != NULL, NULL);
}

static TsCarcassonneSheetWindow *
new_for_sheet (GtkWindow                *parent,
               const TsCarcassonneSheet *sheet,
               GFile                    *file,
               gboolean                  keep);

TsCarcassonneSheetWindow *
ts_carcassonne_sheet_window_new_for_sheet (GtkWindow                *parent,
                                           const TsCarcassonneSheet *sheet,
                                           GFile                    *file)
{
  return new_for_sheet (parent, sheet, file, file == NULL);
}

TsCarcassonneSheetWindow *
ts_carcassonne_sheet_window_show_for_game (GtkWidget                *from,
                                           const TsCarcassonneState *state)
{
  g_autoptr(TsCarcassonneSheet) sheet = ts_carcassonne_sheet_from_state (state);
  GtkRoot *root = gtk_widget_get_root (from);
  TsCarcassonneSheetWindow *self = new_for_sheet (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  sheet, NULL, FALSE);

  gtk_window_present (GTK_WINDOW (self));
  return self;
}

static TsCarcassonneSheetWindow *
new_for_sheet (GtkWindow                *parent,
               const TsCarcassonneSheet *sheet,
               GFile                    *file,
               gboolean                  keep)
{
  TsCarcassonneSheetWindow *self = ts_carcassonne_sheet_window_new (parent);
  g_autoptr(GError) error = NULL;
  TsCarcassonneState *laid = ts_carcassonne_sheet_map (sheet, NULL, &error);

  if (laid == NULL)
    {
      /* Shown as it is refused; the map stays as a new sheet has it. */
      ts_carcassonne_sheet_window_say (self, error->message);
      return self;
    }
  *self->sheet = *sheet;
  g_free (self->map_state);
  self->map_state = laid;
  g_set_object (&self->file, file);
  show_map (self);
  ts_carcassonne_map_fit (self->map);
  ts_carcassonne_sheet_form_fill (self);
  /* A sheet from Saved Games is there already; a kept game's map is the game's. */
  self->reopening = !keep;
  ts_carcassonne_sheet_window_score (self);
  self->reopening = FALSE;
  return self;
}

TsCarcassonneSheetWindow *
ts_carcassonne_sheet_window_new_for_file (GtkWindow *parent,
                                          GFile     *file,
                                          GError   **error)
{
  g_autofree char *name = g_file_get_basename (file);
  TsFileStamp stamp;
  /* Before it is read: a change after this is caught when the sheet is kept again. */
  g_autoptr(GFile) kept = ts_sheet_keeper_adopt (file, &stamp);
  g_autoptr(TsCarcassonneSheet) sheet = ts_carcassonne_sheet_load_file (file, name, error);
  TsCarcassonneSheetWindow *self;

  if (sheet == NULL)
    return NULL;
  /* Reopened, nothing is written; scored again it is kept in @kept, or (a file from elsewhere)
   * as a new sheet in Saved Games. */
  self = new_for_sheet (parent, sheet, kept, FALSE);
  self->file_stamp = stamp;
  return self;
}

const TsCarcassonneSheet *
ts_carcassonne_sheet_window_get_sheet (TsCarcassonneSheetWindow *self)
{
  return self->sheet;
}

const char *
ts_carcassonne_sheet_window_get_page (TsCarcassonneSheetWindow *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}

const char *
ts_carcassonne_sheet_window_get_status (TsCarcassonneSheetWindow *self)
{
  return gtk_label_get_label (self->status);
}
