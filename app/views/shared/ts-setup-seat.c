/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One player's group of the new-game form: name and colour, the game's rows, and the
 * first-player roll. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-paint.h"
#include "ts-player-name.h"
#include "ts-player-palette.h"
#include "ts-setup-private.h"
#include "ts-tooltip.h"

/* The name as typed, as names are kept (ts-player-name.h: trimmed, no control character, at
 * most 1,000 characters); "" when it is blank, which the form refuses. */
char *
ts_setup_seat_dup_name (TsSetupSeat *seat)
{
  char *name = ts_player_name_normalize (gtk_editable_get_text (GTK_EDITABLE (seat->name_row)),
                                         NULL);

  return name != NULL ? name : g_strdup ("");
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

int
ts_setup_seat_get_roll (TsSetupSeat *seat)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (seat->roll_entry));

  if (text[0] >= '1' && text[0] <= '6' && text[1] == '\0')
    return text[0] - '0';
  return 0;
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
  ts_paint_swatch (cr, width, height, &rgba);
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
  ts_tooltip_set (GTK_WIDGET (seat->color_button), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->color_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
}

static void
swatch_clicked_cb (GtkButton   *button,
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
      ts_tooltip_set (button, _(palette[c].name));
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
/* Moving a player to another group                                                        */

static void
swap_text (GtkEditable *a,
           GtkEditable *b)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (a));

  gtk_editable_set_text (a, gtk_editable_get_text (b));
  gtk_editable_set_text (b, text);
}

void
ts_setup_seat_swap (TsSetupSeat *a,
                    TsSetupSeat *b)
{
  const TsSetupExtension *extension = _ts_setup_window_extension (a->window);
  guint color = a->color;
  gboolean contender = a->contender;

  swap_text (GTK_EDITABLE (a->name_row), GTK_EDITABLE (b->name_row));
  swap_text (GTK_EDITABLE (a->roll_entry), GTK_EDITABLE (b->roll_entry));
  a->color = b->color;
  b->color = color;
  a->contender = b->contender;
  b->contender = contender;
  ts_setup_seat_show_color (a);
  ts_setup_seat_show_color (b);
  if (extension->seat_swap != NULL)
    extension->seat_swap (a->game_seat, b->game_seat);
}

/* -------------------------------------------------------------------------------------- */
/* Building the group                                                                      */

static GtkWidget *
icon_button_new (const char *icon,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  ts_tooltip_set (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

/* Fills @group with the player's rows. The window connects their signals. */
void
ts_setup_seat_init (TsSetupSeat         *seat,
                    TsSetupWindow       *window,
                    guint                index,
                    AdwPreferencesGroup *group)
{
  const TsSetupExtension *extension = _ts_setup_window_extension (window);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *entry;

  seat->window = window;
  seat->index = index;
  seat->group = group;
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
  if (extension->seat_new != NULL)
    seat->game_seat = extension->seat_new (window->game, seat->group);
  adw_preferences_group_add (seat->group, GTK_WIDGET (seat->roll_row));
  ts_setup_seat_offer_known (seat);
}
