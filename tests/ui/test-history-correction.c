/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history of a Castles of Burgundy match: corrections and removals that really change the
 * match (and undo back), and the questions asked first when later entries would change. On
 * a phone (360x720), Correct Entry of the table events of Burgundy, Carcassonne and Caylus
 * 1303 fits the width, in English and in Portuguese. */
#include <string.h>

#include "burgundy-history-ui-util.h"
#include "shared/ts-history.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "ts-burgundy.h"
#include "carcassonne/ts-carcassonne-palette.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "history-phone-ui-util.h"
#include "ts-kingsburg.h"
#include "ts-change-question.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;
extern const TsGameModule ts_kingsburg_module;

static const char *
choice_text (GtkListBoxRow *row)
{
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (
      gtk_list_box_row_get_child (row))));
}

/* A decision with a choice: an entry by a player where something else was legal too. */
static guint
find_decision (TsMatch *match)
{
  for (guint i = ts_match_get_n_entries (match); i-- > 0;)
    {
      const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match, i));
      g_autofree TsBurgundyState *state = NULL;
      g_autoptr(GPtrArray) legal = NULL;

      if (e->type <= TS_BURGUNDY_ENTRY_ROLL
          || ts_entry_get_automatic (ts_match_get_entry (match, i)))
        continue;
      state = ts_match_dup_state_before (match, i);
      legal = ts_burgundy_module.legal_entries (state);
      if (legal->len >= 3)
        return i;
    }
  g_assert_not_reached ();
}

static gboolean
label_is (GtkWidget    *widget,
          gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
}

/* Every label's text under @widget, one per line. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

static char *
question_text (GtkWidget *history)
{
  GString *text = g_string_new (NULL);

  collect_text (GTK_WIDGET (ts_history_get_question (TS_HISTORY (history))),
                text);
  return g_string_free (text, FALSE);
}

static void
test_correct_decision (void)
{
  g_autoptr(TsMatch) match = new_match (40, 11);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint index = find_decision (match);
  guint n = ts_match_get_n_entries (match);
  g_autofree char *old_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match,
                                                                                    index)));
  g_autofree char *old_text = g_strdup (ts_entry_get_description (ts_match_get_entry (match,
                                                                                      index)));
  g_autofree char *chosen = NULL;
  GtkWindow *correction;
  GtkListBox *choices;
  GtkListBoxRow *selected;
  GtkListBoxRow *other = NULL;

  /* The row's button opens the window, and Cancel closes it. */
  g_signal_emit_by_name (row_part (shown_row (history, index), PART_CORRECT), "clicked");
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  gtk_widget_activate_action (GTK_WIDGET (correction), "window.close", NULL);
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);

  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  g_assert_true (gtk_window_get_modal (correction));
  g_assert_true (gtk_window_get_transient_for (correction) == window);
  ts_ui_test_present_and_wait (correction);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (correction));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "burgundy-history-correct-decision"));
  ts_ui_test_assert_buttons_named (GTK_WIDGET (correction));

  /* Every legal entry is offered, the recorded one selected. */
  choices = GTK_LIST_BOX (ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_LIST_BOX));
  selected = gtk_list_box_get_selected_row (choices);
  g_assert_nonnull (selected);
  g_assert_cmpstr (choice_text (selected), ==, old_text);
  /* Issue 24: the focus starts in the search line (Space types there, it activates no
   * row); a single click selects, only activation commits; rows that read alike are one;
   * Enter on the empty search takes nothing. */
  {
    GtkWidget *focus = gtk_window_get_focus (correction);
    GtkWidget *search = ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_SEARCH_ENTRY);
    g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

    g_assert_true (focus != NULL && (focus == search || gtk_widget_is_ancestor (focus, search)));
    g_assert_false (gtk_list_box_get_activate_on_single_click (choices));
    for (GtkListBoxRow *row; (row = gtk_list_box_get_row_at_index (choices,
                                                                   g_hash_table_size (seen)))
                             != NULL;)
      g_assert_true (g_hash_table_add (seen, g_object_get_data (G_OBJECT (row), "ts-text")));
    g_signal_emit_by_name (search, "activate");
    ts_ui_test_spin ();
    g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
    g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);
    /* Typed words that match nothing: said; the recorded row they hide is not selected. */
    ts_ui_test_type_text (search, "zeppelin");
    g_assert_null (gtk_list_box_get_selected_row (choices));
    g_assert_nonnull (ts_ui_test_find (GTK_WIDGET (correction), label_is,
                                       "No entry possible here matches “zeppelin”."));
    g_signal_emit_by_name (search, "activate");
    ts_ui_test_spin ();
    g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
    ts_ui_test_type_text (search, "");
  }
  for (guint i = 0; other == NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (choices, i);

      g_assert_nonnull (row);
      if (row != selected)
        other = row;
    }
  chosen = g_strdup (choice_text (other));
  g_signal_emit_by_name (choices, "row-activated", other);
  ts_ui_test_spin ();
  /* When later entries change, the players are asked first. */
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");

  /* The window is gone and the entry is the one chosen; undo brings the old one back. */
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, index)), ==, chosen);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), !=, old_json);
  assert_rows_match (history, match);
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);
  assert_rows_match (history, match);
  ts_ui_test_destroy_window (window);
}

/* Issue 41: Escape closes Correct Entry while its search has the focus (the search entry
 * takes Escape before the window: "stop-search" is what it does with it): what was typed goes
 * first, then the window; the entry is unchanged. */
static void
test_correction_escape (void)
{
  g_autoptr(TsMatch) match = new_match (40, 11);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint index = find_decision (match);
  g_autofree char *old_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match,
                                                                                    index)));
  GtkWindow *correction;
  GtkWidget *search;

  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  search = ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_SEARCH_ENTRY);
  ts_ui_test_type_text (search, "zeppelin");
  g_signal_emit_by_name (search, "stop-search");
  ts_ui_test_spin ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  g_assert_nonnull (ts_history_get_correction (TS_HISTORY (history)));
  g_signal_emit_by_name (search, "stop-search");
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, old_json);
  ts_ui_test_destroy_window (window);
}

/* Removing the last entry changes nothing after it: no question, it is gone at once. */
static void
test_remove_and_undo (void)
{
  g_autoptr(TsMatch) match = new_match (40, 5);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint n = ts_match_get_n_entries (match);
  guint index = n - 1;
  g_autofree char *removed = NULL;
  GtkWidget *error_label;

  while (ts_entry_get_automatic (ts_match_get_entry (match, index)))
    index--;
  removed = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match, index)));

  /* The row's Remove button. */
  g_signal_emit_by_name (row_part (shown_row (history, index), PART_REMOVE), "clicked");
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_question (TS_HISTORY (history)));
  g_assert_cmpuint (ts_match_get_n_entries (match), <, n);
  assert_rows_match (history, match);
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, index)), ==, removed);
  assert_rows_match (history, match);

  /* A refusal is told in place. */
  g_assert_false (ts_history_remove (TS_HISTORY (history), 99));
  error_label = gtk_widget_get_first_child (
      ts_ui_test_find_type (history, GTK_TYPE_REVEALER));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_parent (
      error_label))));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "100"));
  ts_ui_test_destroy_window (window);
}

/* Removing a roll would set aside every entry after it: the question lists them in words;
 * Cancel keeps everything, Remove removes and sets them aside, undo brings all back. */
static void
test_remove_asks (void)
{
  g_autoptr(TsMatch) match = new_match (40, 5);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint n = ts_match_get_n_entries (match);
  guint roll = n;
  GtkWindow *question;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;

  for (guint i = n; i-- > 0 && roll == n;)
    if (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, i)))->type
        == TS_BURGUNDY_ENTRY_ROLL)
      roll = i;
  g_assert_cmpuint (roll, <, n - 2);

  /* The row's Remove button, as the players press it. */
  g_signal_emit_by_name (row_part (shown_row (history, roll), PART_REMOVE), "clicked");
  ts_ui_test_spin ();
  question = ts_history_get_question (TS_HISTORY (history));
  g_assert_nonnull (question);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (question));
  g_assert_true (gtk_window_get_modal (question));
  g_assert_true (gtk_window_get_transient_for (question) == window);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  text = question_text (history);
  /* Translators' words aside: the heading, the count, and each entry in words. */
  g_assert_nonnull (strstr (text, "Remove Entry"));
  g_assert_nonnull (strstr (text, "would no longer apply and would be set aside"));
  first = g_strdup_printf ("Entry %u, “%s” would no longer apply: ", roll + 2,
                           ts_entry_get_description (ts_match_get_entry (match, roll + 1)));
  g_assert_nonnull (strstr (text, first));
  for (guint i = roll + 2; i < n; i++)
    {
      g_autofree char *line = g_strdup_printf ("Entry %u, “%s” would be set aside with it.",
                                               i + 1, ts_entry_get_description (
                                                   ts_match_get_entry (match, i)));

      g_assert_nonnull (strstr (text, line));
    }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (question));
  g_free (ts_ui_test_save_png (GTK_WIDGET (question), "burgundy-history-remove-question"));

  ts_ui_test_answer_history (history, "_Cancel");
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);

  g_signal_emit_by_name (row_part (shown_row (history, roll), PART_REMOVE), "clicked");
  ts_ui_test_spin ();
  ts_ui_test_answer_history (history, "_Remove");
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, roll);
  assert_rows_match (history, match);
  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  ts_ui_test_destroy_window (window);
}

/* A white die corrected through the roll form, where a later ship took that round's goods
 * from the old depot: the question names the ship and what it took and would take. Cancel
 * keeps the correction window open and the match as it was; Correct makes the change. */
static void
test_white_die_asks (void)
{
  g_autoptr(TsMatch) match = NULL;
  GtkWidget *history;
  GtkWindow *window;
  GtkWindow *correction;
  GtkWidget *form;
  TsBurgundyEntry changed;
  g_autofree char *ship_message = NULL;
  g_autofree char *ship_json = NULL;
  g_autofree char *text = NULL;
  guint roll = 0;
  guint ship = 0;

  for (guint seed = 1; seed <= 40 && ship_message == NULL; seed++)
    {
      g_clear_object (&match);
      match = new_match (90, seed);
      for (guint r = 0; r < ts_match_get_n_entries (match) && ship_message == NULL; r++)
        {
          g_autoptr(TsEntry) corrected = NULL;
          g_autoptr(GPtrArray) effects = NULL;

          if (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, r)))->type
              != TS_BURGUNDY_ENTRY_ROLL)
            continue;
          changed = *(const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, r));
          changed.white = changed.white % 6 + 1;
          corrected = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&changed, sizeof changed));
          effects = ts_match_preview_edit (match, r, corrected, NULL);
          for (guint k = 0; effects != NULL && k < effects->len; k++)
            {
              TsMatchEffect *effect = g_ptr_array_index (effects, k);
              const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match,
                                                                                effect->index));

              if (effect->kind == TS_MATCH_EFFECT_CHANGED
                  && e->type == TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT)
                {
                  roll = r;
                  ship = effect->index;
                  ship_message = g_strdup (effect->message);
                  break;
                }
            }
        }
    }
  g_assert_nonnull (ship_message);
  ship_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (match, ship)));

  history = ts_history_new (match);
  window = ts_ui_test_show_history (history);
  ts_history_correct (TS_HISTORY (history), roll);
  correction = ts_history_get_correction (TS_HISTORY (history));
  ts_ui_test_present_and_wait (correction);
  form = ts_ui_test_find_type (GTK_WIDGET (correction), TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_signal_emit_by_name (form, "submit", &changed);
  ts_ui_test_spin ();

  g_assert_nonnull (ts_history_get_question (TS_HISTORY (history)));
  g_assert_true (gtk_window_get_transient_for (ts_history_get_question (
                     TS_HISTORY (history)))
                 == correction);
  text = question_text (history);
  g_assert_nonnull (strstr (text, "Correct Entry"));
  g_assert_nonnull (strstr (text, "would do something else"));
  g_assert_nonnull (strstr (text, ship_message));
  g_assert_nonnull (strstr (ship_message, "goods"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (ts_history_get_question (
      TS_HISTORY (history))));
  g_free (ts_ui_test_save_png (GTK_WIDGET (ts_history_get_question (
                                   TS_HISTORY (history))),
                               "burgundy-history-correct-question"));

  ts_ui_test_answer_history (history, "_Cancel");
  g_assert_true (ts_history_get_correction (TS_HISTORY (history))
                 == correction);
  g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (
                         ts_match_get_entry (match, roll)))->white,
                    !=, changed.white);

  g_signal_emit_by_name (form, "submit", &changed);
  ts_ui_test_spin ();
  ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (
                         ts_match_get_entry (match, roll)))->white,
                    ==, changed.white);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, ship)), ==, ship_json);
  assert_rows_match (history, match);
  ts_ui_test_destroy_window (window);
}

/* A roll corrected through the roll entry form. */
static void
test_correct_roll (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  GtkWindow *correction;
  GtkWidget *form;
  TsBurgundyEntry changed;
  guint index = 0;

  while (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, index)))->type
         != TS_BURGUNDY_ENTRY_ROLL)
    index++;
  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  ts_ui_test_present_and_wait (correction);
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "burgundy-history-correct-roll"));
  form = ts_ui_test_find_type (GTK_WIDGET (correction), TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_assert_nonnull (form);

  changed = *(const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, index));
  changed.white = changed.white % 6 + 1;
  g_signal_emit_by_name (form, "submit", &changed);
  ts_ui_test_spin ();
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (
                         ts_match_get_entry (match, index)))->white,
                    ==, changed.white);
  assert_rows_match (history, match);
  ts_ui_test_destroy_window (window);
}

/* On a phone the correction of a roll takes the whole window and its button (Start Round)
 * lies inside it, whole. */
static void
test_correct_roll_phone (void)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);
  GtkWindow *correction;
  GtkWidget *form, *button;
  graphene_rect_t bounds;
  guint index = 0;
  int width, height;

  gtk_window_set_default_size (window, 360, 720);
  ts_ui_test_present_and_wait (window);
  while (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, index)))->type
         != TS_BURGUNDY_ENTRY_ROLL)
    index++;
  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  gtk_window_get_default_size (correction, &width, &height);
  g_assert_cmpint (width, ==, 360);
  g_assert_cmpint (height, ==, 720);
  ts_ui_test_present_and_wait (correction);
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "burgundy-history-correct-roll-phone"));
  form = ts_ui_test_find_type (GTK_WIDGET (correction), TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_assert_nonnull (form);
  button = ts_ui_test_find_button (form, "Start _Round");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (correction), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (correction)));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (correction)));
  gtk_window_destroy (correction);
  ts_ui_test_destroy_window (window);
}

/* ---- On a phone: Correct Entry fits the width (history-phone-ui-util.h) ----------------- */

/* The first Burgundy entry of @type in @match. */
static guint
first_of_type (TsMatch *match,
               int      type)
{
  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    if (((const TsBurgundyEntry *) ts_entry_get_data (ts_match_get_entry (match, i)))->type
        == type)
      return i;
  g_assert_not_reached ();
}

/* A depot fill with every tile named, so full mode: a drop-down per depot space, each tile's
 * name whole (six depots side by side had needed 718 px and left the names 38, "Mo…"), and
 * the phase's hint whole (in Portuguese it had been cut at two lines). */
static void
check_fill_phone (const char *language)
{
  g_autoptr(TsMatch) match = new_match (40, 11);
  GtkWindow *window, *correction;
  GtkWidget *form;
  g_autofree char *name = g_strdup_printf ("burgundy-history-correct-fill-phone-%s", language);

  correction = history_phone_open (
      match, first_of_type (match, TS_BURGUNDY_ENTRY_FILL_DEPOTS), &window);
  form = ts_ui_test_find_type (GTK_WIDGET (correction), TS_TYPE_BURGUNDY_FILL_ENTRY);
  g_assert_false (ts_burgundy_fill_entry_get_quick (TS_BURGUNDY_FILL_ENTRY (form)));
  g_assert_true (gtk_widget_get_mapped (ts_ui_test_find_type (form, GTK_TYPE_DROP_DOWN)));
  history_phone_assert_fits (correction, name);
  history_phone_close (correction, window);
}

/* A player's starting goods: in Touch Mode the faces' pictures, 44 px as the slots, had made it
 * 8 px wider than the window. */
static void
check_goods_phone (const char *language)
{
  g_autoptr(TsMatch) match = new_match (10, 11);
  GtkWindow *window, *correction;
  g_autofree char *name = g_strdup_printf ("burgundy-history-correct-goods-phone-%s", language);

  correction = history_phone_open (
      match, first_of_type (match, TS_BURGUNDY_ENTRY_STARTING_GOODS), &window);
  history_phone_assert_fits (correction, name);
  history_phone_close (correction, window);
}

/* A roll: the white die's note ("Mercadoria para o depósito 3") whole. */
static void
check_roll_phone (const char *language)
{
  g_autoptr(TsMatch) match = new_match (40, 7);
  GtkWindow *window, *correction;
  g_autofree char *name = g_strdup_printf ("burgundy-history-correct-roll-phone-%s", language);

  correction = history_phone_open (match, first_of_type (match, TS_BURGUNDY_ENTRY_ROLL),
                                   &window);
  history_phone_assert_fits (correction, name);
  history_phone_close (correction, window);
}

/* Carcassonne: a tile draw through the palette, filled in with the tile drawn and with the
 * line cleared (every kind left), which had a width of 560 px for the form. */
static void
check_draw_phone (const char *language)
{
  g_autoptr(TsMatch) match = history_phone_match_ending_in (&ts_carcassonne_module, 20,
                                                            TS_CARCASSONNE_ENTRY_DRAW);
  GtkWindow *window, *correction;
  TsCarcassonnePalette *palette;
  g_autofree char *name = g_strdup_printf ("carcassonne-history-correct-draw-phone-%s",
                                           language);
  g_autofree char *all = g_strconcat (name, "-all", NULL);

  correction = history_phone_open (match, ts_match_get_n_entries (match) - 1, &window);
  history_phone_assert_fits (correction, name);
  palette = TS_CARCASSONNE_PALETTE (ts_ui_test_find_type (GTK_WIDGET (correction),
                                                          TS_TYPE_CARCASSONNE_PALETTE));
  ts_carcassonne_palette_set_filter (palette, "");
  g_assert_cmpuint (ts_carcassonne_palette_get_n_shown (palette), >, 6);
  history_phone_assert_fits (correction, all);
  history_phone_close (correction, window);
}

/* Kingsburg: a season's dice through the roll form, in Touch Mode with the table page's
 * finger-sized slots and faces (38 px and 40 px had stayed in this window). */
static void
check_kingsburg_roll_phone (const char *language)
{
  g_autoptr(TsMatch) match = history_phone_match_ending_in (&ts_kingsburg_module, 1,
                                                            TS_KINGSBURG_ENTRY_ROLL);
  GtkWindow *window, *correction;
  g_autofree char *name = g_strdup_printf ("kingsburg-history-correct-roll-phone-%s", language);

  correction = history_phone_open (match, ts_match_get_n_entries (match) - 1, &window);
  history_phone_assert_fits (correction, name);
  history_phone_close (correction, window);
}

/* Caylus 1303: a building dealt to the road, chosen again among those possible (480 px). */
static void
check_deal_phone (const char *language)
{
  g_autoptr(TsMatch) match = history_phone_match_ending_in (&ts_caylus_module, 1,
                                                            TS_CAYLUS_ENTRY_DEAL);
  GtkWindow *window, *correction;
  g_autofree char *name = g_strdup_printf ("caylus-history-correct-deal-phone-%s", language);

  correction = history_phone_open (match, ts_match_get_n_entries (match) - 1, &window);
  history_phone_assert_fits (correction, name);
  history_phone_close (correction, window);
}

int
main (int   argc,
      char *argv[])
{
  static const HistoryPhoneCase phone_cases[] = {
    { "/ui/burgundy/history/correct-fill-phone/en", check_fill_phone, "en" },
    { "/ui/burgundy/history/correct-fill-phone/pt", check_fill_phone, "pt" },
    { "/ui/burgundy/history/correct-goods-phone/en", check_goods_phone, "en" },
    { "/ui/burgundy/history/correct-roll-phone/pt", check_roll_phone, "pt" },
    { "/ui/kingsburg/history/correct-roll-phone/en", check_kingsburg_roll_phone, "en" },
    { "/ui/carcassonne/history/correct-draw-phone/en", check_draw_phone, "en" },
    { "/ui/carcassonne/history/correct-draw-phone/pt", check_draw_phone, "pt" },
    { "/ui/caylus/history/correct-deal-phone/en", check_deal_phone, "en" },
    { "/ui/caylus/history/correct-deal-phone/pt", check_deal_phone, "pt" },
  };

  history_phone_bind_translations ();
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/history/correct-decision", test_correct_decision);
  g_test_add_func ("/ui/burgundy/history/correction-escape", test_correction_escape);
  g_test_add_func ("/ui/burgundy/history/remove-and-undo", test_remove_and_undo);
  g_test_add_func ("/ui/burgundy/history/remove-asks", test_remove_asks);
  g_test_add_func ("/ui/burgundy/history/white-die-asks", test_white_die_asks);
  g_test_add_func ("/ui/burgundy/history/correct-roll", test_correct_roll);
  g_test_add_func ("/ui/burgundy/history/correct-roll-phone", test_correct_roll_phone);
  for (guint i = 0; i < G_N_ELEMENTS (phone_cases); i++)
    g_test_add_data_func (phone_cases[i].path, &phone_cases[i], history_phone_test);

  return g_test_run ();
}
