/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the modules page's tests (test-burgundy-modules.c, test-burgundy-modules-page.c) share:
 * states and matches with the modules on, accessible names, a shield's effect in words and
 * where the focus is. */
#include "burgundy-modules-ui-util.h"

extern const TsGameModule ts_burgundy_module;

static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", NULL };

/* "inns,shields" -> {"inns": true, "shields": true} */
static JsonObject *
options_new (const char *modules)
{
  JsonObject *options = json_object_new ();
  g_auto(GStrv) list = g_strsplit (modules, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (list[i][0] != '\0')
      json_object_set_boolean_member (options, list[i], TRUE);
  return options;
}

TsBurgundyState *
bm_ui_new_state (guint       n_players,
                 const char *modules)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = options_new (modules);
  g_autoptr(GError) error = NULL;
  TsBurgundyState *state;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  state = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  return state;
}

TsMatch *
bm_ui_new_match (guint       n_players,
                 const char *modules)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = options_new (modules);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", i == 0 ? "red" : i == 1 ? "blue" : "green");
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, "Modules", players, options, NULL, &error);
  g_assert_no_error (error);
  return match;
}


void
bm_ui_assert_label (GtkWidget  *widget,
                    const char *expected)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               expected);

  if (wrong != NULL)
    g_error ("name of %s: %s", G_OBJECT_TYPE_NAME (widget), wrong);
}

char *
bm_ui_effect_words (guint shield)
{
  return g_strdup_printf ("%s %d VP at the end.", ts_burgundy_shield_effect (shield),
                          ts_burgundy_shield_end_vp (shield));
}


GtkWidget *
bm_ui_focused (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  /* A GtkEntry's focus is on its text child. */
  while (focus != NULL && !GTK_IS_ENTRY (focus) && !GTK_IS_BUTTON (focus))
    focus = gtk_widget_get_parent (focus);
  return focus;
}
