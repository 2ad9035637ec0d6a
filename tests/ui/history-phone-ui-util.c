/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "history-phone-ui-util.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
#include "shared/ts-history.h"
#include "ts-ui-test-util.h"
#include "ts-ui-touch-util.h"

extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;
extern const TsGameModule ts_kingsburg_module;

/* Appends to @cut every drawn label under @root that does not show its whole text: ellipsized,
 * or laid out wider than it was given (a drop-down's value, a hint), as test-cut-labels.c
 * looks at the pages. */
static void
collect_cut (GtkWidget *root,
             GString   *cut)
{
  if (!gtk_widget_is_drawable (root))
    return;
  if (GTK_IS_LABEL (root) && *gtk_label_get_text (GTK_LABEL (root)) != '\0')
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (root));
      PangoRectangle logical;

      pango_layout_get_pixel_extents (layout, NULL, &logical);
      if (pango_layout_is_ellipsized (layout) || logical.width > gtk_widget_get_width (root))
        g_string_append_printf (cut, "  “%s” not whole in its %d px\n",
                                gtk_label_get_text (GTK_LABEL (root)),
                                gtk_widget_get_width (root));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    collect_cut (c, cut);
}

void
history_phone_assert_fits (GtkWindow  *correction,
                           const char *name)
{
  for (guint touch = 0; touch < 2; touch++)
    {
      GtkWidget *scrolled = ts_ui_test_find_type (GTK_WIDGET (correction),
                                                  GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
      g_autoptr(GString) cut = g_string_new (NULL);
      g_autofree char *png = g_strconcat (name, touch ? "-touch" : "", NULL);
      int min;

      ts_ui_touch_set (correction, touch);
      g_free (ts_ui_test_save_png (GTK_WIDGET (correction), png));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (correction)), <=, 360);
      gtk_widget_measure (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                          GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > gtk_widget_get_width (scrolled))
        ts_ui_test_log_wide (scrolled, gtk_widget_get_width (scrolled) - 40);
      g_assert_cmpint (min, <=, gtk_widget_get_width (scrolled));
      g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h));
      collect_cut (GTK_WIDGET (correction), cut);
      g_assert_cmpstr (cut->str, ==, "");
      if (touch)
        ts_ui_touch_assert_fits (GTK_WIDGET (correction), png);
    }
  ts_ui_touch_set (correction, FALSE);
}

GtkWindow *
history_phone_open (TsMatch    *match,
                    guint       index,
                    GtkWindow **window)
{
  GtkWidget *history = ts_history_new (match);
  GtkWindow *correction;

  *window = ts_ui_test_show_history (history);
  gtk_window_set_default_size (*window, 360, 720);
  ts_ui_test_present_and_wait (*window);
  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  ts_ui_test_present_and_wait (correction);
  return correction;
}

void
history_phone_close (GtkWindow *correction,
                     GtkWindow *window)
{
  gtk_window_destroy (correction);
  ts_ui_test_destroy_window (window);
}

/* Every game's entry starts with its type, a guint8. */
TsMatch *
history_phone_match_ending_in (const TsGameModule *module,
                               guint               n,
                               guint8              type)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", NULL };
  TsMatch *match = ts_ui_test_new_match (module, names, 3, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (30);

  for (guint i = 0; i < n || *(const guint8 *) ts_entry_get_data (ts_match_get_entry (
                                  match, ts_match_get_n_entries (match) - 1))
                                 != type;
       i++)
    {
      g_autoptr(TsEntry) entry = NULL;
      g_autoptr(GError) error = NULL;

      if (module == &ts_kingsburg_module)
        {
          TsKingsburgEntry e;

          g_assert_true (ts_kingsburg_random_entry (ts_match_get_state (match), rand, &e));
          entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
        }
      else if (module == &ts_carcassonne_module)
        {
          TsCarcassonneEntry e;

          g_assert_true (ts_carcassonne_random_entry (ts_match_get_state (match), rand, &e));
          entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
        }
      else
        {
          TsCaylusEntry e;

          g_assert_true (ts_caylus_random_entry (ts_match_get_state (match), rand, &e));
          entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
        }
      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  return match;
}

/* In a process of its own started in its language: the engines translate their data's names
 * once, when first read. */
void
history_phone_test (gconstpointer data)
{
  const HistoryPhoneCase *c = data;

  if (g_test_subprocess ())
    {
      c->check (c->language);
      return;
    }
  g_setenv ("LANGUAGE", c->language, TRUE);
  g_test_trap_subprocess (NULL, 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LANGUAGE");
  g_test_trap_assert_passed ();
}

void
history_phone_bind_translations (void)
{
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  g_assert_nonnull (localedir);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
