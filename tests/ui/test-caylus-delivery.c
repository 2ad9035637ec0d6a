/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's delivery form when the Goldsmith's PP depend on how the Helper's batches were
 * formed (CY-CHR-10/12, issue 26): the counts of batches with gold offered as a list, picked
 * by keyboard, and the page still fitting 1024x600 with it. */
#include <string.h>

#include "caylus/ts-caylus-delivery-form.h"
#include "caylus/ts-caylus-view.h"
#include "caylus-view-util.h"
#include "ts-caylus.h"
#include "ts-entry-choices.h"
#include "ts-ui-test-util.h"

static void
split_delivered_cb (TsCaylusDeliveryForm *form,
                    gpointer              entry,
                    TsCaylusEntry        *out)
{
  *out = *(const TsCaylusEntry *) entry;
}

/* CY-CHR-10/12, issue 26: with the Helper and the Goldsmith, 4 gold in 3 batches could be in 2
 * or 3 of them: Enter does not deliver but moves to the list of both, each with its PP and an
 * example of such batches; a digit picks one by its count (never by its place), which the
 * delivery then says. Where only one
 * count is possible nothing is asked. */
static void
test_delivery_split (void)
{
  g_autoptr(TsMatch) match = match_at (3, 5, at_delivery);
  TsCaylusState *s = ts_caylus_module.state_copy (state_of (match));
  TsCaylusDeliveryForm *form = TS_CAYLUS_DELIVERY_FORM (ts_caylus_delivery_form_new ());
  TsCaylusEntry delivered = { 0 };
  guint8 res[TS_CAYLUS_N_RESOURCES] = { 3, 2, 0, 0, 4 };
  guint16 both = (1u << TS_CAYLUS_HELPER) | (1u << TS_CAYLUS_GOLDSMITH);
  TsEntryChoices *choices;
  GtkListBox *list;
  GtkWidget *batches;
  GtkWindow *window;
  int actor = s->actor;

  /* The state as the table would have it: the actor holds both and these resources. */
  for (guint p = 0; p < s->n_players; p++)
    s->players[p].characters &= ~both;
  s->board_characters &= ~both;
  s->players[actor].characters |= both;
  memcpy (s->players[actor].res, res, sizeof res);
  g_signal_connect (form, "deliver", G_CALLBACK (split_delivered_cb), &delivered);
  window = ts_ui_test_show_alone (GTK_WIDGET (form), 1024, 420);
  ts_caylus_delivery_form_set_state (form, match, s);
  ts_caylus_delivery_form_set_batches (form, 3);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_FOOD, 3);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_WOOD, 2);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_STONE, 0);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_CLOTH, 0);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_GOLD, 4);
  g_assert_null (ts_caylus_delivery_form_get_refusal (form));
  g_assert_true (ts_caylus_delivery_form_get_asks_split (form));
  choices = TS_ENTRY_CHOICES (ts_ui_test_find_child (GTK_WIDGET (form), TS_TYPE_ENTRY_CHOICES));
  g_assert_cmpuint (ts_entry_choices_get_n_rows (choices), ==, 2);
  list = GTK_LIST_BOX (ts_ui_test_find_child (GTK_WIDGET (choices), GTK_TYPE_LIST_BOX));
  {
    g_autofree char *first = g_strdup_printf ("%s delivers 3 batches: 3 food, 2 wood, 4 gold; 2 "
                                              "of them hold gold.", s->names[actor]);
    AdwActionRow *row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, 0));

    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, first);
    g_assert_cmpstr (adw_action_row_get_subtitle (row), ==,
                     "Goldsmith: 10 more PP. For example 1 food, 2 gold · 1 food, 2 gold · 1 "
                     "food, 2 wood");
    row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, 1));
    g_assert_cmpstr (adw_action_row_get_subtitle (row), ==,
                     "Goldsmith: 15 more PP. For example 1 food, 2 gold · 1 food, 1 wood, 1 "
                     "gold · 1 food, 1 wood, 1 gold");
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "caylus-delivery-split"));

  /* Enter in the form asks instead of delivering. Each row's digit is its count (2 and 3, not
   * the rows' places 1 and 2): 1 picks nothing, 3 picks "3 of them hold gold". */
  batches = ts_ui_test_find_child (GTK_WIDGET (form), GTK_TYPE_SPIN_BUTTON);
  gtk_widget_grab_focus (batches);
  g_assert_true (ts_ui_test_press_key (batches, GDK_KEY_Return));
  g_assert_cmpuint (delivered.type, ==, 0);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (choices)));
  ts_ui_test_press_key (GTK_WIDGET (choices), GDK_KEY_1);
  g_assert_cmpuint (delivered.type, ==, 0);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (choices), GDK_KEY_3));
  g_assert_cmpint (delivered.type, ==, TS_CAYLUS_ENTRY_DELIVER);
  g_assert_true (delivered.has_gold_batches);
  g_assert_cmpuint (delivered.gold_batches, ==, 3);
  g_assert_cmpuint (delivered.batches, ==, 3);
  {
    g_autoptr(GError) error = NULL;
    gpointer copy = ts_caylus_module.state_copy (s);

    g_assert_true (ts_caylus_module.apply (copy, &delivered, &error));
    g_assert_no_error (error);
    ts_caylus_module.state_free (copy);
  }

  /* 1 gold only: in 1 batch whatever the table did; nothing asked, Enter delivers at once. */
  memset (&delivered, 0, sizeof delivered);
  s->players[actor].res[TS_CAYLUS_GOLD] = 1;
  s->players[actor].res[TS_CAYLUS_WOOD] = 5;
  ts_caylus_delivery_form_set_state (form, match, s);
  ts_caylus_delivery_form_set_batches (form, 3);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_FOOD, 3);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_WOOD, 5);
  ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_GOLD, 1);
  g_assert_null (ts_caylus_delivery_form_get_refusal (form));
  g_assert_false (ts_caylus_delivery_form_get_asks_split (form));
  g_assert_true (ts_ui_test_press_key (batches, GDK_KEY_Return));
  g_assert_cmpint (delivered.type, ==, TS_CAYLUS_ENTRY_DELIVER);
  g_assert_false (delivered.has_gold_batches);
  ts_ui_test_destroy_window (window);

  /* On the page at 1024x600 the list still fits beside the board. */
  {
    GtkWindow *page_window;
    GtkWidget *view = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_CAYLUS_VIEW, &page_window);
    int height;

    form = TS_CAYLUS_DELIVERY_FORM (ts_ui_test_find_child (view, TS_TYPE_CAYLUS_DELIVERY_FORM));
    s->players[actor].res[TS_CAYLUS_GOLD] = 4;
    s->players[actor].res[TS_CAYLUS_WOOD] = 2;
    ts_caylus_delivery_form_set_state (form, match, s);
    ts_caylus_delivery_form_set_batches (form, 3);
    ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_FOOD, 3);
    ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_WOOD, 2);
    ts_caylus_delivery_form_set_pay (form, TS_CAYLUS_GOLD, 4);
    g_assert_true (ts_caylus_delivery_form_get_asks_split (form));
    ts_ui_test_redraw (GTK_WIDGET (page_window));
    g_free (ts_ui_test_save_png (GTK_WIDGET (page_window), "caylus-view-delivery-split"));
    gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 1024, &height, NULL, NULL, NULL);
    g_test_message ("the page with the list asks %d px", height);
    g_assert_cmpint (height, <=, 600);
    ts_ui_test_destroy_window (page_window);
  }
  ts_caylus_module.state_free (s);
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/caylus-delivery/CY-CHR-10-12/split-choices", test_delivery_split);
  return g_test_run ();
}
