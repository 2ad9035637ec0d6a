/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One player's group of the new-game form: name and colour, duchy and start castle, and the
 * first-player roll. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-setup-private.h"
#include "ts-player-palette.h"

#define CENTRE_SPACE 18

/* The name as typed, trimmed. */
char *
ts_setup_seat_dup_name (TsSetupSeat *seat)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (seat->name_row))));
}

char *
ts_setup_seat_display_name (TsSetupSeat *seat)
{
  g_autofree char *name = ts_setup_seat_dup_name (seat);

  if (*name != '\0')
    return g_steal_pointer (&name);
  /* Translators: a player not named yet; %u is the row, from 1. */
  return g_strdup_printf (_("Player %u"), seat->index + 1);
}

const TsBurgundyDuchy *
ts_setup_seat_get_duchy (TsSetupSeat *seat)
{
  guint selected = adw_combo_row_get_selected (seat->duchy_row);

  return g_ptr_array_index (seat->duchies, MIN (selected, seat->duchies->len - 1));
}

/* Duchies 1 and 2 start on the central castle (CB-SET-08); the others let the player pick
 * (CB-ADV-02). */
gboolean
ts_burgundy_duchy_has_castle_choice (const TsBurgundyDuchy *duchy)
{
  return g_strcmp0 (duchy->id, "1") != 0 && g_strcmp0 (duchy->id, "2") != 0;
}

int
ts_setup_seat_get_roll (TsSetupSeat *seat)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (seat->roll_entry));

  if (text[0] >= '1' && text[0] <= '6' && text[1] == '\0')
    return text[0] - '0';
  return 0;
}

/* The castle space the player starts on, or -1 for the central castle of duchies 1 and 2. */
int
ts_setup_seat_get_start_space (TsSetupSeat *seat)
{
  if (!ts_burgundy_duchy_has_castle_choice (ts_setup_seat_get_duchy (seat)))
    return -1;
  return seat->castle_spaces[MIN (adw_combo_row_get_selected (seat->castle_row),
                                  seat->n_castles - 1)];
}

/* -------------------------------------------------------------------------------------- */
/* Colour                                                                                  */

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const TsPlayerColor *color = user_data;
  GdkRGBA rgba;

  /* The menu button's swatch follows its player's colour. */
  if (color == NULL)
    color = &ts_player_palette_get (NULL)[GPOINTER_TO_UINT (
        g_object_get_data (G_OBJECT (area), "ts-seat-color"))];
  gdk_rgba_parse (&rgba, color->hex);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  /* A thin outline keeps white visible on light and black on dark backgrounds. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
swatch_new (const TsPlayerColor *color,
            int                  size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, (gpointer) color, NULL);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
  return area;
}

void
ts_setup_seat_show_color (TsSetupSeat *seat)
{
  const TsPlayerColor *color = &ts_player_palette_get (NULL)[seat->color];
  g_autofree char *tooltip = NULL;

  g_object_set_data (G_OBJECT (seat->color_swatch), "ts-seat-color",
                     GUINT_TO_POINTER (seat->color));
  gtk_widget_queue_draw (seat->color_swatch);
  /* Translators: %s is a colour name (Red, Blue, ...). */
  tooltip = g_strdup_printf (_("Colour: %s"), _(color->name));
  gtk_widget_set_tooltip_text (GTK_WIDGET (seat->color_button), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->color_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
}

static void
swatch_clicked_cb (GtkButton      *button,
                   TsSetupSeat *seat)
{
  guint color = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ts-color"));

  ts_setup_window_set_player_color (seat->window, seat->index,
                                             ts_player_palette_get (NULL)[color].id);
  gtk_menu_button_popdown (seat->color_button);
}

static GtkWidget *
color_popover_new (TsSetupSeat *seat)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *popover = gtk_popover_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  for (guint c = 0; c < n_colors; c++)
    {
      GtkWidget *button = gtk_button_new ();

      gtk_button_set_child (GTK_BUTTON (button), swatch_new (&palette[c], 24));
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "circular");
      gtk_widget_set_tooltip_text (button, _(palette[c].name));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(palette[c].name), -1);
      g_object_set_data (G_OBJECT (button), "ts-color", GUINT_TO_POINTER (c));
      g_signal_connect (button, "clicked", G_CALLBACK (swatch_clicked_cb), seat);
      gtk_grid_attach (GTK_GRID (grid), button, c % 4, c / 4, 1, 1);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  return popover;
}

/* -------------------------------------------------------------------------------------- */
/* Duchy and start castle                                                                  */

static char *
castle_label (const TsBurgundyData  *data,
              const TsBurgundyDuchy *duchy,
              guint                  space)
{
  guint row = data->grid.r[space] + (data->grid.side - 1);
  guint first = space;

  while (first > 0 && data->grid.r[first - 1] == data->grid.r[space])
    first--;
  if (space == CENTRE_SPACE)
    /* Translators: the start castle on the central space; %u is the die number printed on
     * the space. */
    return g_strdup_printf (_("Centre · die %u"), duchy->die[space]);
  /* Translators: a castle space of a duchy: its row counted from the top, its place in the
   * row from the left, and the die number printed on it. */
  return g_strdup_printf (_("Row %u, hex %u · die %u"), row + 1, space - first + 1,
                          duchy->die[space]);
}

static guint
hex_distance (const TsHexGrid *grid,
              guint            a,
              guint            b)
{
  int dq = grid->q[a] - grid->q[b];
  int dr = grid->r[a] - grid->r[b];

  return (ABS (dq) + ABS (dr) + ABS (dq + dr)) / 2;
}

/* Lists the castle spaces of the seat's duchy and selects the one nearest the centre. */
static void
seat_fill_castles (TsSetupSeat *seat)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  const TsBurgundyDuchy *duchy = ts_setup_seat_get_duchy (seat);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint best = 0;
  guint best_distance = G_MAXUINT;

  seat->n_castles = 0;
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (duchy->colour[s] == TS_BURGUNDY_CASTLE)
      {
        guint distance = hex_distance (&data->grid, s, CENTRE_SPACE);

        if (distance < best_distance)
          {
            best = seat->n_castles;
            best_distance = distance;
          }
        seat->castle_spaces[seat->n_castles++] = s;
        g_ptr_array_add (labels, castle_label (data, duchy, s));
      }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (seat->castle_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (seat->castle_names)),
                          (const char *const *) labels->pdata);
  adw_combo_row_set_selected (seat->castle_row, best);
  gtk_widget_set_visible (GTK_WIDGET (seat->castle_row),
                          ts_burgundy_duchy_has_castle_choice (duchy));
  adw_action_row_set_subtitle (
      ADW_ACTION_ROW (seat->duchy_row),
      duchy->confidence == TS_BURGUNDY_CONFIDENCE_HIGH
          ? NULL
          : _("This layout may hold transcription mistakes: compare it with your board."));
}

static void
duchy_selected_cb (TsSetupSeat *seat)
{
  seat_fill_castles (seat);
}

/* -------------------------------------------------------------------------------------- */
/* Moving a player to another group                                                        */

void
ts_setup_seat_save (TsSetupSeat       *seat,
                       TsSetupSeatValues *values)
{
  values->name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (seat->name_row)));
  values->roll = g_strdup (gtk_editable_get_text (GTK_EDITABLE (seat->roll_entry)));
  values->color = seat->color;
  values->duchy = adw_combo_row_get_selected (seat->duchy_row);
  values->castle = adw_combo_row_get_selected (seat->castle_row);
  values->contender = seat->contender;
}

void
ts_setup_seat_load (TsSetupSeat       *seat,
                       TsSetupSeatValues *values)
{
  gtk_editable_set_text (GTK_EDITABLE (seat->name_row), values->name);
  gtk_editable_set_text (GTK_EDITABLE (seat->roll_entry), values->roll);
  seat->color = values->color;
  seat->contender = values->contender;
  adw_combo_row_set_selected (seat->duchy_row, values->duchy);
  adw_combo_row_set_selected (seat->castle_row, values->castle);
  ts_setup_seat_show_color (seat);
  g_clear_pointer (&values->name, g_free);
  g_clear_pointer (&values->roll, g_free);
}

/* -------------------------------------------------------------------------------------- */
/* Building the group                                                                      */

static GtkWidget *
icon_button_new (const char *icon,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

/* Fills @group with the player's rows. The window connects their signals. */
void
ts_setup_seat_init (TsSetupSeat        *seat,
                       TsSetupWindow *window,
                       guint                  index,
                       AdwPreferencesGroup   *group,
                       GPtrArray             *duchies,
                       GListModel            *duchy_names)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *entry;

  seat->window = window;
  seat->index = index;
  seat->group = group;
  seat->duchies = duchies;
  seat->contender = TRUE;

  seat->up_button = icon_button_new ("go-up-symbolic", _("Move Up"));
  seat->down_button = icon_button_new ("go-down-symbolic", _("Move Down"));
  seat->remove_button = icon_button_new ("user-trash-symbolic", _("Remove Player"));
  gtk_box_append (GTK_BOX (buttons), seat->up_button);
  gtk_box_append (GTK_BOX (buttons), seat->down_button);
  gtk_box_append (GTK_BOX (buttons), seat->remove_button);
  adw_preferences_group_set_header_suffix (seat->group, buttons);

  seat->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->name_row), _("Name"));
  seat->color_swatch = swatch_new (NULL, 20);
  seat->color_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_child (seat->color_button, seat->color_swatch);
  gtk_menu_button_set_popover (seat->color_button, color_popover_new (seat));
  gtk_widget_set_valign (GTK_WIDGET (seat->color_button), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (seat->color_button), "flat");
  adw_entry_row_add_suffix (seat->name_row, GTK_WIDGET (seat->color_button));

  seat->duchy_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->duchy_row), _("Duchy"));
  adw_combo_row_set_model (seat->duchy_row, duchy_names);

  seat->castle_names = gtk_string_list_new (NULL);
  seat->castle_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->castle_row), _("Start Castle"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (seat->castle_row),
                               _("This duchy lets you pick the castle space"));
  adw_combo_row_set_model (seat->castle_row, G_LIST_MODEL (seat->castle_names));
  g_object_unref (seat->castle_names); /* the row keeps it */

  entry = gtk_entry_new ();
  seat->roll_entry = GTK_ENTRY (entry);
  gtk_entry_set_max_length (seat->roll_entry, 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 2);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 2);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
  gtk_entry_set_input_purpose (seat->roll_entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (entry, "numeric");
  seat->roll_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->roll_row), _("First-Player Roll"));
  adw_action_row_add_suffix (seat->roll_row, entry);
  adw_action_row_set_activatable_widget (seat->roll_row, entry);

  adw_preferences_group_add (seat->group, GTK_WIDGET (seat->name_row));
  adw_preferences_group_add (seat->group, GTK_WIDGET (seat->duchy_row));
  adw_preferences_group_add (seat->group, GTK_WIDGET (seat->castle_row));
  adw_preferences_group_add (seat->group, GTK_WIDGET (seat->roll_row));

  seat_fill_castles (seat);
  g_signal_connect_swapped (seat->duchy_row, "notify::selected", G_CALLBACK (duchy_selected_cb),
                            seat);
}
