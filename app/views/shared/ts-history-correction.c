/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correcting one entry of the history: a table event through the game's entry form, filled
 * in (TsCorrectionForms); any other entry by choosing among every entry legal at that point;
 * an entry with neither can be removed and entered again. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-filter-guard.h"
#include "ts-game-views.h"
#include "ts-history-private.h"
#include "ts-natural-bin.h"
#include "ts-no-copy-question.h"

/* A correction window's width on a laptop: a list's, and at the least a table event's form
 * (Carcassonne's palette filtered to the tile drawn is one tile wide until the line is
 * cleared). A narrower window, a phone's, takes the form at its own least width. */
#define WINDOW_WIDTH 560

/* An open correction: the entry's index, the state before it, and what can replace it. */
typedef struct
{
  TsHistory *self;
  TsMatch *match;
  GtkWindow *window;
  guint index;
  gpointer state;
  GPtrArray *legal;       /* a decision: every entry legal there, in the list's order */
  GtkListBox *choices;    /* a decision: the legal entries (rows that read alike are one) */
  GtkWidget *selected;    /* a decision: the row of the entry as recorded */
  GtkEditable *search;    /* a decision: narrows the rows; Enter takes the first */
  TsFilterGuard *guard;   /* a decision: why Enter took nothing */
  GtkWidget *form;        /* a table event: its entry widget */
  const TsCorrectionForms *forms; /* the game's, or NULL */
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkWidget *remove;      /* neither a form nor a list: the Remove button */
} Correction;

static void
correction_free (Correction *c)
{
  if (c->state != NULL)
    ts_match_get_module (c->match)->state_free (c->state);
  g_clear_pointer (&c->legal, g_ptr_array_unref);
  g_object_unref (c->match);
  g_object_unref (c->self);
  g_free (c);
}

static void
show_error (Correction *c,
            const char *message)
{
  if (c->form != NULL)
    c->forms->form_set_error (c->form, message);
  else
    {
      gtk_label_set_text (c->error_label, message);
      gtk_revealer_set_reveal_child (c->error_revealer, TRUE);
    }
}

/* A correction waiting for the players' answer. The correction window is modal under the
 * question, so it is there when the answer comes unless both were closed together. */
typedef struct
{
  GtkWindow *window; /* weak */
  TsEntry *entry;
} Pending;

static void
pending_free (Pending *pending)
{
  g_clear_weak_pointer (&pending->window);
  g_object_unref (pending->entry);
  g_free (pending);
}

typedef struct
{
  guint index;
  TsEntry *entry;
  TsMatchSetAside **set_aside;
} EditStep;

static gboolean
edit_step (TsMatch  *match,
           gpointer  data,
           GError  **error)
{
  EditStep *step = data;

  return ts_match_edit (match, step->index, step->entry, step->set_aside, error);
}

static void pending_anyway (Pending *pending);

/* Replaces the entry; the window closes, or says in place why the match refused. When the
 * copy a correction that sets entries aside keeps first cannot be written, asks first
 * (ts-no-copy-question.c); @without_copy: the players chose to correct anyway. */
static gboolean
correction_edit_full (Correction *c,
                      TsEntry    *entry,
                      gboolean    without_copy)
{
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  EditStep step = { c->index, entry, &set_aside };

  if (!(without_copy ? ts_match_step_without_copy (c->match, edit_step, &step, &error)
                     : edit_step (c->match, &step, &error)))
    {
      Pending *pending = g_new0 (Pending, 1);

      g_set_weak_pointer (&pending->window, c->window);
      pending->entry = g_object_ref (entry);
      if (without_copy
          || !ts_no_copy_question_ask (GTK_WIDGET (c->window), error, TS_NO_COPY_CORRECT,
                                       G_CALLBACK (pending_anyway), pending,
                                       (GDestroyNotify) pending_free))
        show_error (c, error->message);
      if (without_copy)
        pending_free (pending);
      return FALSE;
    }
  /* Translators: a toast; an entry number, then that entry as corrected, in words. */
  message = g_strdup_printf (_("Entry %u corrected: %s"), c->index + 1,
                             ts_entry_get_description (ts_match_get_entry (c->match, c->index)));
  _ts_history_announce (c->self, message, set_aside);
  gtk_window_destroy (c->window);
  return TRUE;
}

static gboolean
correction_edit (Correction *c,
                 TsEntry    *entry)
{
  return correction_edit_full (c, entry, FALSE);
}

static void
pending_confirmed (Pending *pending)
{
  if (pending->window != NULL)
    correction_edit (g_object_get_data (G_OBJECT (pending->window), "ts-correction"),
                     pending->entry);
}

static void
pending_anyway (Pending *pending)
{
  if (pending->window != NULL)
    correction_edit_full (g_object_get_data (G_OBJECT (pending->window), "ts-correction"),
                          pending->entry, TRUE);
}

/* Makes the correction, first asking when it changes what later entries did or sets them
 * aside (every later entry is compared: ts_match_preview_edit()). */
static gboolean
correction_apply (Correction *c,
                  TsEntry    *entry)
{
  TsEntry *old = ts_match_get_entry (c->match, c->index);
  g_autoptr(GPtrArray) effects = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  Pending *pending;

  if (g_strcmp0 (ts_entry_get_json_text (old), ts_entry_get_json_text (entry)) == 0)
    {
      gtk_window_destroy (c->window); /* nothing changed */
      return TRUE;
    }
  effects = ts_match_preview_edit (c->match, c->index, entry, &error);
  if (effects == NULL)
    {
      show_error (c, error->message);
      return FALSE;
    }
  if (effects->len == 0)
    return correction_edit (c, entry);

  pending = g_new0 (Pending, 1);
  g_set_weak_pointer (&pending->window, c->window);
  pending->entry = g_object_ref (entry);
  /* Translators: a question before correcting an entry; %u is its number. */
  heading = g_strdup_printf (_("Correct Entry %u?"), c->index + 1);
  _ts_history_ask (c->self, c->window, heading, _("C_orrect"), effects,
                   G_CALLBACK (pending_confirmed), pending,
                   (GDestroyNotify) pending_free);
  return FALSE;
}

/* The game's form gives the corrected entry. */
static void
form_submitted_cb (TsEntry *entry,
                   gpointer data)
{
  correction_apply (data, entry);
}

/* Activation (Enter or Space on a row, or a double click) commits; a single click or tap
 * selects, and Correct commits it (issue 54: never a double click alone). */
static void
choice_activated_cb (GtkListBox    *list,
                     GtkListBoxRow *row,
                     Correction    *c)
{
  const TsGameModule *module = ts_match_get_module (c->match);
  gpointer data = g_ptr_array_index (
      c->legal, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ts-legal-index")));
  JsonNode *node = module->entry_to_json (data);
  g_autoptr(TsEntry) entry = ts_entry_new_take (module, module->entry_from_json (node, NULL));

  json_node_unref (node);
  correction_apply (c, entry);
}

/* The rows the search leaves, in order. */
static GtkListBoxRow *
first_shown (Correction *c,
             guint      *n_shown)
{
  GtkListBoxRow *first = NULL;

  *n_shown = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (c->choices)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_child_visible (row))
      {
        if (first == NULL)
          first = GTK_LIST_BOX_ROW (row);
        (*n_shown)++;
      }
  return first;
}

/* Enter in the search: the first row it leaves; nothing on an empty line or when nothing
 * matches (the guard says so). */
static void
search_activate_cb (Correction *c)
{
  guint n_shown;
  GtkListBoxRow *row = first_shown (c, &n_shown);

  if (ts_filter_guard_enter (c->guard, gtk_editable_get_text (c->search), n_shown) && row != NULL)
    choice_activated_cb (c->choices, row, c);
}

/* Escape in the search: what was typed goes first; on an empty line the window closes, as
 * Escape does everywhere else in it (the search entry took the key before the window). */
static void
search_stopped_cb (Correction *c)
{
  if (*gtk_editable_get_text (c->search) != '\0')
    gtk_editable_set_text (c->search, "");
  else
    gtk_window_close (c->window);
}

/* The search narrows at once (Enter right after typing takes what it shows); a selected row
 * it hides is no longer selected. */
static void
search_changed_cb (Correction *c)
{
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (c->choices);
  guint n_shown;

  gtk_list_box_invalidate_filter (c->choices);
  if (selected != NULL && !gtk_widget_get_child_visible (GTK_WIDGET (selected)))
    gtk_list_box_unselect_all (c->choices);
  first_shown (c, &n_shown);
  ts_filter_guard_update (c->guard, gtk_editable_get_text (c->search), n_shown);
}

/* Correct: the row selected (shown), else what Enter in the search takes. */
static void
apply_clicked_cb (Correction *c)
{
  GtkListBoxRow *selected;

  if (c->form != NULL)
    c->forms->form_submit (c->form);
  else if (c->choices != NULL
           && (selected = gtk_list_box_get_selected_row (c->choices)) != NULL
           && gtk_widget_get_child_visible (GTK_WIDGET (selected)))
    choice_activated_cb (c->choices, selected, c);
  else if (c->choices != NULL)
    search_activate_cb (c);
}

static gboolean
filter_choice_cb (GtkListBoxRow *row,
                  gpointer       user_data)
{
  GtkEditable *search = user_data;

  return ts_filter_words_match (g_object_get_data (G_OBJECT (row), "ts-text"),
                                gtk_editable_get_text (search));
}

static GtkWidget *
choice_row_new (const char *text,
                const char *hint)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (hint != NULL && *hint != '\0')
    {
      GtkWidget *detail = gtk_label_new (hint);

      gtk_label_set_xalign (GTK_LABEL (detail), 0);
      gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
      gtk_widget_add_css_class (detail, "caption");
      gtk_widget_add_css_class (detail, "dim-label");
      gtk_box_append (GTK_BOX (box), detail);
    }
  gtk_widget_add_css_class (box, "history-choice");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  {
    g_autofree char *all = g_strconcat (text, " ", hint != NULL ? hint : "", NULL);

    /* Casefolded once: the search compares it with every key typed. */
    g_object_set_data_full (G_OBJECT (row), "ts-text", g_utf8_casefold (all, -1), g_free);
  }
  return row;
}

/* Once the list has its size, the recorded entry is shown in the middle and focused (at the
 * start of a frame, as for the history itself). */
static gboolean
choices_tick_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       user_data)
{
  Correction *c = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
      gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW)));
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (c->selected, widget, &bounds)
      || gtk_adjustment_get_upper (adjustment) <= 0)
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height / 2
                                            - gtk_adjustment_get_page_size (adjustment) / 2);
  return G_SOURCE_REMOVE;
}

/* Every entry legal where the old one was, the old one selected. */
static GtkWidget *
choices_new (Correction *c,
             TsEntry    *old)
{
  const TsGameModule *module = ts_match_get_module (c->match);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *search = gtk_search_entry_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  JsonNode *old_json = ts_entry_to_json (old);
  GtkListBoxRow *selected = NULL;
  g_auto(GStrv) texts = NULL;
  g_autoptr(GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  c->choices = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (c->choices, GTK_SELECTION_SINGLE);
  gtk_list_box_set_activate_on_single_click (c->choices, FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (c->choices), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (c->choices), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Entries possible here"), -1);
  texts = g_new0 (char *, c->legal->len + 1);
  for (guint i = 0; i < c->legal->len; i++)
    texts[i] = module->describe_entry (c->state, g_ptr_array_index (c->legal, i));
  for (guint i = 0; i < c->legal->len; i++)
    {
      gconstpointer e = g_ptr_array_index (c->legal, i);
      JsonNode *json = module->entry_to_json (e);
      g_autoptr(GPtrArray) alike = g_ptr_array_new ();
      g_autofree char *hint = NULL;
      GtkWidget *row;

      for (guint j = 0; j < c->legal->len; j++)
        if (j != i && g_strcmp0 (texts[i], texts[j]) == 0)
          g_ptr_array_add (alike, g_ptr_array_index (c->legal, j));
      if (alike->len > 0 && c->forms != NULL && c->forms->choice_hint != NULL)
        hint = c->forms->choice_hint (c->state, e, alike);
      else if (alike->len > 0)
        /* Translators: tells apart entries described with the same words; %u counts
         * from 1 in the list's order */
        hint = g_strdup_printf (_("Possibility %u"), i + 1);
      /* Rows that read the same are one row (the same tile reached several ways): the
       * players choose by what they read. The one recorded stands for them. */
      {
        g_autofree char *key = g_strconcat (texts[i], "\n", hint != NULL ? hint : "", NULL);

        row = g_hash_table_lookup (rows, key);
        if (row == NULL)
          {
            row = choice_row_new (texts[i], hint);
            g_object_set_data (G_OBJECT (row), "ts-legal-index", GUINT_TO_POINTER (i));
            gtk_list_box_append (c->choices, row);
            g_hash_table_insert (rows, g_steal_pointer (&key), row);
          }
      }
      if (selected == NULL && json_node_equal (json, old_json))
        {
          selected = GTK_LIST_BOX_ROW (row);
          g_object_set_data (G_OBJECT (row), "ts-legal-index", GUINT_TO_POINTER (i));
        }
      json_node_unref (json);
    }
  json_node_unref (old_json);
  gtk_list_box_select_row (c->choices, selected);
  c->search = GTK_EDITABLE (search);
  gtk_list_box_set_filter_func (c->choices, filter_choice_cb, search, NULL);
  g_signal_connect_swapped (search, "changed", G_CALLBACK (search_changed_cb), c);
  g_signal_connect_swapped (search, "activate", G_CALLBACK (search_activate_cb), c);
  g_signal_connect_swapped (search, "stop-search", G_CALLBACK (search_stopped_cb), c);
  g_signal_connect (c->choices, "row-activated", G_CALLBACK (choice_activated_cb), c);
  /* Translators: the search of a correction matched no entry; %s is what was typed */
  c->guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No entry possible here matches “%s”.")));
  ts_filter_guard_set_empty_hint (
      c->guard,
      /* Translators: Enter on the empty search of a correction */
      _("Nothing is chosen: type to find the entry, or pick a row (with the arrow keys or a "
        "tap), then press Enter or Correct."));
  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (search), GTK_WIDGET (c->choices));
  gtk_accessible_update_property (GTK_ACCESSIBLE (search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Search entries"), -1);

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (c->choices));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), search);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (c->guard));
  gtk_box_append (GTK_BOX (box), scrolled);
  c->selected = GTK_WIDGET (selected);
  return box;
}

/* A table page keeps its forms' hints to a few lines, the board above keeping its room; this
 * window scrolls, and they are whole ("then type …" said nothing on a phone). */
static void
whole_hints (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_lines (GTK_LABEL (widget)) > 0)
    {
      gtk_label_set_lines (GTK_LABEL (widget), -1);
      gtk_label_set_ellipsize (GTK_LABEL (widget), PANGO_ELLIPSIZE_NONE);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    whole_hints (child);
}

/* An entry neither the game's forms nor the legal entries offer (a table event of a game
 * without a form for it): it can only be removed, then entered again at the table. */
static void
remove_clicked_cb (Correction *c)
{
  TsHistory *self = g_object_ref (c->self);
  guint index = c->index;

  gtk_window_destroy (c->window);
  ts_history_remove (self, index);
  g_object_unref (self);
}

static GtkWidget *
remove_only_new (Correction *c)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new (_("Tableside has no form to correct this entry and cannot "
                                      "list what else was possible here. Remove it, then "
                                      "enter what happened at the table again."));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Remove Entry"));

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_add_css_class (button, "destructive-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (remove_clicked_cb), c);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), button);
  c->remove = button;
  return box;
}

GtkWindow *
_ts_history_correction_new (TsHistory *self,
                            guint      index)
{
  TsMatch *match = ts_history_get_match (self);
  g_autofree char *title = NULL;
  g_autofree char *was = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *header, *cancel, *apply, *content, *box, *label, *clamp, *scrolled;
  Correction *c;
  const TsGameView *view = ts_game_views_lookup (ts_match_get_game_id (match));
  TsEntry *old;
  gboolean table_event;

  old = ts_match_get_entry (match, index);
  c = g_new0 (Correction, 1);
  c->self = g_object_ref (self);
  c->match = g_object_ref (match);
  c->index = index;
  c->state = ts_match_dup_state_before (match, index);
  c->forms = view != NULL ? view->corrections : NULL;
  if (c->forms != NULL)
    c->form = c->forms->form_new (match, c->state, old, form_submitted_cb, c);
  table_event = c->form != NULL;
  c->window = GTK_WINDOW (adw_window_new ());
  g_object_set_data_full (G_OBJECT (c->window), "ts-correction", c,
                          (GDestroyNotify) correction_free);

  /* Translators: a window title; %u is the entry number. */
  title = g_strdup_printf (_("Correct Entry %u"), index + 1);
  gtk_window_set_title (c->window, title);
  gtk_window_set_modal (c->window, TRUE);
  gtk_window_set_transient_for (c->window, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL);
  gtk_window_set_default_size (c->window, table_event ? -1 : WINDOW_WIDTH,
                               table_event ? -1 : 520);
  /* On a phone (a window narrower than that) it takes the whole window, as a phone's dialogs
   * do: sized for a wider window, its words wrapped into more lines than it had room for and
   * its main button ended under the window's edge. */
  if (GTK_IS_WINDOW (root) && gtk_widget_get_width (GTK_WIDGET (root)) > 0
      && gtk_widget_get_width (GTK_WIDGET (root)) < WINDOW_WIDTH)
    gtk_window_set_default_size (c->window, gtk_widget_get_width (GTK_WIDGET (root)),
                                 gtk_widget_get_height (GTK_WIDGET (root)));

  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  /* On a phone Cancel and Correct leave the title less than a line: it wraps, never cut
   * ("Corrigir entra…" in Portuguese). A window sized to its content still gets one line. */
  label = gtk_label_new (title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "title");
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), label);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  apply = gtk_button_new_with_mnemonic (_("C_orrect"));
  gtk_widget_add_css_class (apply, "suggested-action");
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (apply_clicked_cb), c);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), apply);

  label = gtk_label_new (NULL);
  c->error_label = GTK_LABEL (label);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "history-error");
  c->error_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_child (c->error_revealer, label);

  /* Translators: above a correction; %s is the entry as it was recorded. */
  was = g_strdup_printf (_("Recorded: %s"), ts_entry_get_description (old));
  label = gtk_label_new (was);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  if (!table_event)
    c->legal = ts_match_get_module (match)->legal_entries (c->state);
  if (table_event)
    {
      whole_hints (c->form);
      content = ts_natural_bin_new (c->form, WINDOW_WIDTH);
    }
  else if (c->legal->len > 0)
    content = choices_new (c, old);
  else
    {
      /* Nothing to choose from: say so, and offer what can be done. */
      content = remove_only_new (c);
      gtk_widget_set_visible (apply, FALSE);
      gtk_window_set_default_size (c->window, 480, -1);
    }
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), content);
  clamp = adw_clamp_new ();
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_widget_set_vexpand (clamp, TRUE);
  if (table_event)
    {
      /* The form has the whole width up to the clamp's most: its window opens as wide as
       * the form asks, not wider to make up for the clamp's easing. */
      adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp),
                                          adw_clamp_get_maximum_size (ADW_CLAMP (clamp)));
      /* A depot refill is a large form: it scrolls on a small screen. */
      scrolled = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
      clamp = scrolled;
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (c->error_revealer));
  gtk_box_append (GTK_BOX (box), clamp);
  adw_window_set_content (ADW_WINDOW (c->window), box);
  gtk_widget_add_css_class (GTK_WIDGET (c->window), "history-correction");
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (keys),
        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                          gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (GTK_WIDGET (c->window), keys);
  }
  gtk_window_present (c->window);
  if (c->selected != NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (c->choices), choices_tick_cb, c, NULL);
  if (c->form != NULL)
    c->forms->form_focus (c->form);
  else if (c->search != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (c->search)); /* Space types: it activates no row */
  else if (c->remove != NULL)
    gtk_widget_grab_focus (c->remove);
  return c->window;
}

