/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Carcassonne panel tests share: the players, their colours, states built by the
 * engine from random legal play, and a window holding a panel as the page's side column does. */
#include <string.h>

#include "carcassonne-ui-util.h"
#include "ts-ui-test-util.h"

const char *const cc_ui_names[] = { "Ana", "Bruno", "Carla", "Dario", "Eva" };
/* Red, blue, white, yellow and black: the palette's hardest to read on light and dark. */
const char *const cc_ui_colors[] = { "#e01b24", "#3584e4", "#deddda", "#f6d32d", "#3d3846",
                                     NULL };

void
cc_ui_test_init (int    *argc,
                 char ***argv)
{
  /* The suite runs with GTK_A11Y=none, which keeps no accessible names; the test backend
   * keeps them so that they can be checked. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (argc, argv);
}

JsonObject *
cc_ui_options_new (gboolean expansion)
{
  JsonObject *options = json_object_new ();

  if (expansion)
    {
      json_object_set_boolean_member (options, "tiles", TRUE);
      json_object_set_boolean_member (options, "goods", TRUE);
      json_object_set_boolean_member (options, "builder", TRUE);
      json_object_set_boolean_member (options, "pig", TRUE);
    }
  return options;
}

JsonArray *
cc_ui_players_new (guint n_players)
{
  JsonArray *players = json_array_new ();

  for (guint p = 0; p < n_players; p++)
    json_array_add_string_element (players, cc_ui_names[p]);
  return players;
}

TsCarcassonneState *
cc_ui_state_new (guint    n_players,
                 gboolean expansion)
{
  g_autoptr(JsonObject) options = cc_ui_options_new (expansion);
  g_autoptr(JsonArray) players = cc_ui_players_new (n_players);
  g_autoptr(GError) error = NULL;
  TsCarcassonneState *state = ts_carcassonne_state_new (options, players, &error);

  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

/* One random legal entry (a draw or a decision), applied. FALSE once the game is over. */
gboolean
cc_ui_step (TsCarcassonneState *state,
            GRand              *rand)
{
  TsCarcassonneEntry entry;
  g_autoptr(GError) error = NULL;

  if (!ts_carcassonne_random_entry (state, rand, &entry))
    return FALSE;
  g_assert_true (ts_carcassonne_apply (state, &entry, &error));
  g_assert_no_error (error);
  return TRUE;
}

const char *
cc_ui_label_text (GtkWidget  *root,
                  const char *name)
{
  GtkWidget *label = ts_ui_test_find_named (root, name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

void
cc_ui_assert_contains (const char *text,
                       const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

GtkWindow *
cc_ui_window_with (GtkWidget *child,
                   int        width,
                   int        height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  /* As the page's side column holds a panel: a fixed width, scrolled when too tall. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_widget_set_margin_top (child, 12);
  gtk_widget_set_margin_bottom (child, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, scrolled);
  ts_ui_test_present_and_wait (window);
  return window;
}

void
cc_ui_set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

void
cc_ui_place_cb (TsCarcassonneMap *map,
                int               x,
                int               y,
                guint             rotation,
                CcUiPlaced       *out)
{
  out->count++;
  out->x = x;
  out->y = y;
  out->rotation = rotation;
}
