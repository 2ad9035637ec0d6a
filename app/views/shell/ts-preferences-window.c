/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-combo-value.h"
#include "ts-paint.h"
#include "ts-player-palette.h"
#include "ts-folder-row.h"
#include "ts-preferences-window.h"
#include "ts-saved-games.h"
#include "ts-tooltip.h"
#include "ts-mnemonic-names.h"

/* Preferences: the players proposed when a new game is set up. Every change is written to
 * GSettings at once; there is no Apply button (GNOME HIG). */
struct _TsPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  AdwEntryRow *name_rows[TS_PREFERENCES_N_PLAYERS];
  GtkDropDown *color_dropdowns[TS_PREFERENCES_N_PLAYERS];
  gboolean loading;

  /* template widgets */
  AdwPreferencesGroup *players_group;
  AdwPreferencesGroup *folder_group;
  TsFolderRow *folder_row;
  AdwComboRow *touch_row;
  GtkLabel *folder_problem; /* the setting names no folder (issue 52) */
};

G_DEFINE_FINAL_TYPE (TsPreferencesWindow, ts_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TsPreferencesWindow *
ts_preferences_window_new (GSettings *settings)
{
  return g_object_new (TS_TYPE_PREFERENCES_WINDOW, "settings", settings, NULL);
}

AdwEntryRow *
ts_preferences_window_get_name_row (TsPreferencesWindow *self,
                                    guint                player)
{
  g_return_val_if_fail (TS_IS_PREFERENCES_WINDOW (self), NULL);
  g_return_val_if_fail (player < TS_PREFERENCES_N_PLAYERS, NULL);
  return self->name_rows[player];
}

TsFolderRow *
ts_preferences_window_get_folder_row (TsPreferencesWindow *self)
{
  g_return_val_if_fail (TS_IS_PREFERENCES_WINDOW (self), NULL);
  return self->folder_row;
}

GtkDropDown *
ts_preferences_window_get_color_dropdown (TsPreferencesWindow *self,
                                          guint                player)
{
  g_return_val_if_fail (TS_IS_PREFERENCES_WINDOW (self), NULL);
  g_return_val_if_fail (player < TS_PREFERENCES_N_PLAYERS, NULL);
  return self->color_dropdowns[player];
}

static void
save_players (TsPreferencesWindow *self)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  const char *names[TS_PREFERENCES_N_PLAYERS + 1] = { NULL };
  const char *colors[TS_PREFERENCES_N_PLAYERS + 1] = { NULL };
  char *stripped[TS_PREFERENCES_N_PLAYERS] = { NULL };

  if (self->loading)
    return;

  for (guint i = 0; i < TS_PREFERENCES_N_PLAYERS; i++)
    {
      guint selected = gtk_drop_down_get_selected (self->color_dropdowns[i]);

      stripped[i] = g_strstrip (g_strdup (gtk_editable_get_text (
          GTK_EDITABLE (self->name_rows[i]))));
      names[i] = stripped[i];
      colors[i] = palette[MIN (selected, n_colors - 1)].id;
    }
  g_settings_set_strv (self->settings, "default-player-names", names);
  g_settings_set_strv (self->settings, "default-player-colors", colors);

  for (guint i = 0; i < TS_PREFERENCES_N_PLAYERS; i++)
    g_free (stripped[i]);
}

static void
load_players (TsPreferencesWindow *self)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "default-player-names");
  g_auto(GStrv) colors = g_settings_get_strv (self->settings, "default-player-colors");
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  guint n_names = g_strv_length (names);
  guint n_saved_colors = g_strv_length (colors);

  self->loading = TRUE;
  for (guint i = 0; i < TS_PREFERENCES_N_PLAYERS; i++)
    {
      const TsPlayerColor *color = i < n_saved_colors
                                       ? ts_player_palette_lookup (colors[i])
                                       : NULL;

      gtk_editable_set_text (GTK_EDITABLE (self->name_rows[i]),
                             i < n_names ? names[i] : "");
      /* An unknown colour in the settings falls back to the palette's order. */
      gtk_drop_down_set_selected (self->color_dropdowns[i],
                                  color != NULL ? (guint) (color - palette) : i % n_colors);
    }
  self->loading = FALSE;
}

static void
player_changed_cb (TsPreferencesWindow *self)
{
  save_players (self);
}

static void
setup_color_item_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = gtk_drawing_area_new ();

  gtk_widget_set_size_request (swatch, 16, 16);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (swatch, "player-swatch");
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const TsPlayerColor *color = user_data;
  GdkRGBA rgba;

  gdk_rgba_parse (&rgba, color->hex);
  ts_paint_swatch (cr, width, height, &rgba);
}

static void
bind_color_item_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *swatch = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_last_child (box);
  guint position = gtk_list_item_get_position (item);
  const TsPlayerColor *palette = ts_player_palette_get (NULL);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                  (gpointer) &palette[position], NULL);
  gtk_label_set_text (GTK_LABEL (label), _(palette[position].name));
}

static GtkDropDown *
create_color_dropdown (guint player)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autofree char *label = NULL;
  GtkWidget *dropdown;

  for (guint i = 0; i < n_colors; i++)
    gtk_string_list_append (names, _(palette[i].name));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_color_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_color_item_cb), NULL);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);

  /* Translators: %u is a player number, 1 to 4. */
  label = g_strdup_printf (_("Colour of player %u"), player + 1);
  ts_tooltip_set (dropdown, label);
  /* Its button too, which takes the focus (issue 41). */
  ts_mnemonic_names_drop_down (GTK_DROP_DOWN (dropdown), label);
  return GTK_DROP_DOWN (dropdown);
}

/* Issue 52: a games-folder setting that names no folder (a drive not mounted, a value typed
 * with gsettings) is said under the row, as the start page and the statistics say it. */
static void
update_folder_problem (TsPreferencesWindow *self)
{
  g_autofree char *value = g_settings_get_string (self->settings, TS_SAVED_GAMES_SETTING);
  g_autofree char *problem = ts_saved_games_dup_setting_problem (value);

  gtk_label_set_label (self->folder_problem, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->folder_problem), problem != NULL);
}

/* The touch mode's row lists the setting's choices in its order. */
static const char *const touch_modes[] = { "automatic", "on", "off" };

static gboolean
touch_mode_get (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  const char *mode = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (touch_modes); i++)
    if (g_str_equal (mode, touch_modes[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
touch_mode_set (const GValue       *value,
                const GVariantType *expected_type,
                gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  return i < G_N_ELEMENTS (touch_modes) ? g_variant_new_string (touch_modes[i]) : NULL;
}

static void
ts_preferences_window_constructed (GObject *object)
{
  TsPreferencesWindow *self = TS_PREFERENCES_WINDOW (object);
  /* One width for the four colour buttons, so that the rows line up. */
  g_autoptr(GtkSizeGroup) color_sizes = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  G_OBJECT_CLASS (ts_preferences_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_settings_new (APP_ID);

  for (guint i = 0; i < TS_PREFERENCES_N_PLAYERS; i++)
    {
      /* Translators: %u is a player number, 1 to 4. */
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      GtkWidget *row = adw_entry_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      self->name_rows[i] = ADW_ENTRY_ROW (row);
      self->color_dropdowns[i] = create_color_dropdown (i);
      gtk_size_group_add_widget (color_sizes, GTK_WIDGET (self->color_dropdowns[i]));
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), GTK_WIDGET (self->color_dropdowns[i]));
      adw_preferences_group_add (self->players_group, row);
    }
  load_players (self);
  self->folder_row = ts_folder_row_new (self->settings);
  adw_preferences_group_add (self->folder_group, GTK_WIDGET (self->folder_row));
  self->folder_problem = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->folder_problem, TRUE);
  gtk_label_set_xalign (self->folder_problem, 0);
  gtk_widget_set_margin_top (GTK_WIDGET (self->folder_problem), 12);
  gtk_widget_add_css_class (GTK_WIDGET (self->folder_problem), "warning");
  adw_preferences_group_add (self->folder_group, GTK_WIDGET (self->folder_problem));
  update_folder_problem (self);
  g_signal_connect_object (self->settings, "changed::" TS_SAVED_GAMES_SETTING,
                           G_CALLBACK (update_folder_problem), self, G_CONNECT_SWAPPED);
  /* On a phone its value beside the subtitle would end in "…". */
  ts_combo_value_show_whole (self->touch_row);
  g_settings_bind_with_mapping (self->settings, "touch-mode", self->touch_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, touch_mode_get, touch_mode_set, NULL,
                                NULL);

  for (guint i = 0; i < TS_PREFERENCES_N_PLAYERS; i++)
    {
      g_signal_connect_object (self->name_rows[i], "changed", G_CALLBACK (player_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->color_dropdowns[i], "notify::selected",
                               G_CALLBACK (player_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

static void
ts_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TsPreferencesWindow *self = TS_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TsPreferencesWindow *self = TS_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_preferences_window_dispose (GObject *object)
{
  TsPreferencesWindow *self = TS_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ts_preferences_window_parent_class)->dispose (object);
}

static void
ts_preferences_window_class_init (TsPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ts_preferences_window_constructed;
  object_class->dispose = ts_preferences_window_dispose;
  object_class->set_property = ts_preferences_window_set_property;
  object_class->get_property = ts_preferences_window_get_property;

  properties[PROP_SETTINGS] = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                                                   G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shell/ts-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, players_group);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, folder_group);
  gtk_widget_class_bind_template_child (widget_class, TsPreferencesWindow, touch_row);
}

static void
ts_preferences_window_init (TsPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
