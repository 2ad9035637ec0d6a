/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-entry-hint.h"
#include "ts-filter-guard.h"
#include "ts-focus-group.h"
#include "ts-kingsburg-choices-private.h"
#include "ts-list-empty.h"
#include "ts-row-number.h"
#include "ts-row-words.h"
#include "ts-tooltip.h"

G_DEFINE_FINAL_TYPE (TsKingsburgChoices, ts_kingsburg_choices, GTK_TYPE_WIDGET)

enum
{
  CHOOSE,
  FILTERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_kingsburg_choices_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_CHOICES, NULL);
}


static void
refilter (TsKingsburgChoices *self)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->search));

  ts_kingsburg_choices_parse_filter (self, typed);
  self->n_shown = 0;
  gtk_list_box_invalidate_filter (self->list);
  ts_kingsburg_choices_update_count (self);
  ts_filter_guard_update (self->guard, typed, self->n_shown);
  /* The page may say better why nothing is shown (the engine's refusal). */
  g_signal_emit (self, signals[FILTERED], 0);
}

static void
search_changed_cb (TsKingsburgChoices *self)
{
  refilter (self);
}

/* -------------------------------------------------------------------------------------- */

static GtkListBoxRow *
first_shown (TsKingsburgChoices *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_child_visible (row)
        && g_object_get_data (G_OBJECT (row), "entry") != NULL)
      return GTK_LIST_BOX_ROW (row);
  return NULL;
}

guint
ts_kingsburg_choices_get_n_shown (TsKingsburgChoices *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_CHOICES (self), 0);
  return self->n_shown;
}

TsEntry *
ts_kingsburg_choices_get_first_shown (TsKingsburgChoices *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (TS_IS_KINGSBURG_CHOICES (self), NULL);
  row = first_shown (self);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "entry") : NULL;
}

gboolean
ts_kingsburg_choices_has_chapel (TsKingsburgChoices *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_CHOICES (self), FALSE);
  return self->chapel != NULL;
}

void
ts_kingsburg_choices_set_filter (TsKingsburgChoices *self,
                                 const char         *text)
{
  g_return_if_fail (TS_IS_KINGSBURG_CHOICES (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search), text);
  refilter (self);
}

gboolean
ts_kingsburg_choices_show_advisor (TsKingsburgChoices *self,
                                   guint               advisor)
{
  g_autofree char *text = g_strdup_printf ("%u", advisor);
  GtkListBoxRow *row;

  g_return_val_if_fail (TS_IS_KINGSBURG_CHOICES (self), FALSE);
  ts_kingsburg_choices_set_filter (self, text);
  row = first_shown (self);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  return row != NULL;
}

void
ts_kingsburg_choices_type (TsKingsburgChoices *self,
                           const char         *text)
{
  g_autofree char *now = NULL;

  g_return_if_fail (TS_IS_KINGSBURG_CHOICES (self));
  now = g_strconcat (gtk_editable_get_text (GTK_EDITABLE (self->search)), text, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
  gtk_editable_set_text (GTK_EDITABLE (self->search), now);
  gtk_editable_set_position (GTK_EDITABLE (self->search), -1);
}

void
ts_kingsburg_choices_focus (TsKingsburgChoices *self)
{
  g_return_if_fail (TS_IS_KINGSBURG_CHOICES (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

static void
choose (TsKingsburgChoices *self,
        TsEntry            *entry)
{
  g_autoptr(TsEntry) held = g_object_ref (entry);

  g_signal_emit (self, signals[CHOOSE], 0, held);
}

/* Enter: the first row shown for what was typed; never on an empty line (the first row of
 * a placement used to be the pass), nor when nothing matches: the guard says why. */
static void
search_activate_cb (TsKingsburgChoices *self)
{
  GtkListBoxRow *row = first_shown (self);

  if (ts_filter_guard_enter (self->guard, gtk_editable_get_text (GTK_EDITABLE (self->search)),
                             self->n_shown)
      && row != NULL)
    choose (self, g_object_get_data (G_OBJECT (row), "entry"));
}

int
ts_kingsburg_choices_get_typed (TsKingsburgChoices *self,
                                guint8              dice[8],
                                guint              *n_dice)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_CHOICES (self), -1);
  memcpy (dice, self->dice, sizeof self->dice);
  *n_dice = self->n_dice;
  return self->words != NULL && self->words[0] != NULL ? -1 : self->advisor;
}

void
ts_kingsburg_choices_set_reason (TsKingsburgChoices *self,
                                 const char         *reason)
{
  g_return_if_fail (TS_IS_KINGSBURG_CHOICES (self));
  ts_filter_guard_set_reason (self->guard, reason);
}

const char *
ts_kingsburg_choices_get_message (TsKingsburgChoices *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_CHOICES (self), NULL);
  return ts_filter_guard_get_text (self->guard);
}

static void
stop_search_cb (TsKingsburgChoices *self)
{
  ts_kingsburg_choices_set_filter (self, "");
}

static void
row_activated_cb (GtkListBox         *list,
                  GtkListBoxRow      *row,
                  TsKingsburgChoices *self)
{
  TsEntry *entry = g_object_get_data (G_OBJECT (row), "entry");

  if (entry != NULL)
    choose (self, entry);
}

static gboolean
search_key_cb (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               TsKingsburgChoices    *self)
{
  GtkListBoxRow *row;
  gunichar c = gdk_keyval_to_unicode (keyval);

  /* Where the rows are numbered (no advisor, die or soldier count to type), a digit on the
   * empty line takes the row of that number, as Enter on it would; a number no row has takes
   * nothing and says so. */
  if (self->numbered && c >= '1' && c <= '9'
      && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0
      && *gtk_editable_get_text (GTK_EDITABLE (self->search)) == '\0')
    {
      char typed[2] = { (char) c, 0 };

      row = ts_row_number_find (self->list, c - '0');
      if (row != NULL)
        choose (self, g_object_get_data (G_OBJECT (row), "entry"));
      else
        {
          ts_filter_guard_update (self->guard, typed, 0);
          gtk_widget_error_bell (GTK_WIDGET (self));
        }
      return TRUE;
    }
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  row = first_shown (self);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  return row != NULL;
}

/* The Chapel: the new numbers of all dice, typed as digits (“5 3 2” or “532”). */
static void
chapel_activate_cb (TsKingsburgChoices *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->chapel_entry));
  TsKingsburgEntry e;

  if (self->chapel == NULL)
    return;
  e = *(const TsKingsburgEntry *) ts_entry_get_data (self->chapel);
  e.n_values = 0;
  for (const char *c = text; *c != '\0'; c++)
    if (g_ascii_isdigit (*c) && e.n_values < TS_KINGSBURG_MAX_DICE)
      e.values[e.n_values++] = *c - '0';
  {
    g_autoptr(TsEntry) entry
        = ts_entry_new_take (ts_entry_get_module (self->chapel), g_memdup2 (&e, sizeof e));

    choose (self, entry);
  }
}

/* What Enter on the empty filter says: how to choose in the decision listed. */
static void
set_empty_hint (TsKingsburgChoices *self,
                gboolean            advisors,
                gboolean            rerolls)
{
  const char *hint;

  if (self->numbered)
    {
      /* Translators: Enter on the empty filter over Kingsburg's choices, where each row has
       * a digit; “pass” as in the strings below */
      ts_filter_guard_set_empty_hint (self->guard,
                                      _("Nothing is chosen: type a row's number or its words, "
                                        "or “pass” (Ctrl+E) to pass."));
      return;
    }

  /* Translators (all three): Enter on the empty filter over Kingsburg's choices; “pass” is
   * the word typed to pass (the translation of “pass” in context “kingsburg filter”) */
  if (advisors)
    hint = _("Nothing is chosen: type an advisor's number and dice (“8 5 3”), or “pass” "
             "(Ctrl+E) to pass.");
  else if (rerolls)
    hint = _("Nothing is chosen: pick a reroll with the arrows or type its die and new "
             "number, or “pass” (Ctrl+E) to keep your dice.");
  else
    hint = _("Nothing is chosen: pick a row with the arrows or type its words, or “pass” "
             "(Ctrl+E) to pass.");
  ts_filter_guard_set_empty_hint (self->guard, hint);
}

void
ts_kingsburg_choices_set_state (TsKingsburgChoices     *self,
                                const TsKingsburgState *s,
                                GListModel             *legal)
{
  guint n = g_list_model_get_n_items (legal);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  /* Translators: typed in the filter over Kingsburg's choices, it finds the row that
   * passes (as Ctrl+E does); one lower-case word */
  g_autofree char *pass_word = g_utf8_casefold (C_("kingsburg filter", "pass"), -1);
  gboolean advisors = FALSE, rerolls = FALSE;
  guint number = 0;

  g_return_if_fail (TS_IS_KINGSBURG_CHOICES (self));

  g_clear_object (&self->chapel);
  ts_list_empty (self->list);
  self->n_rows = 0;
  /* Numbered where nothing else is typed as a number: an advisor and dice, a die to reroll,
   * soldiers to recruit. */
  self->numbered = n > 0;
  for (guint k = 0; k < n; k++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, k);
      const TsKingsburgEntry *e = ts_entry_get_data (entry);

      if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE || e->type == TS_KINGSBURG_ENTRY_REROLL
          || e->type == TS_KINGSBURG_ENTRY_RECRUIT)
        self->numbered = FALSE;
    }
  gtk_widget_set_visible (self->pass_button, FALSE);
  /* The pass last: passing is chosen on purpose (“pass”, Ctrl+E), never by taking the top
   * row. */
  for (guint k = 0; k < 2 * n; k++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, k % n);
      const TsKingsburgEntry *e = ts_entry_get_data (entry);
      gboolean pass = e->type == TS_KINGSBURG_ENTRY_PASS;
      GtkWidget *row;
      const char *text;

      if (pass != (k >= n))
        continue;
      advisors = advisors || e->type == TS_KINGSBURG_ENTRY_INFLUENCE;
      rerolls = rerolls || e->type == TS_KINGSBURG_ENTRY_REROLL;

      /* The Chapel's outcomes are 6^n: typed, not listed (the line above the list). */
      if (e->type == TS_KINGSBURG_ENTRY_REROLL && e->building == TS_KINGSBURG_B_CHAPEL)
        {
          if (self->chapel == NULL)
            self->chapel = g_object_ref (entry);
          continue;
        }
      text = ts_entry_get_description (entry);
      /* Two dice showing the same number make two entries that read, and do, the same. */
      if (!g_hash_table_add (seen, (gpointer) text))
        continue;
      row = gtk_list_box_row_new ();
      /* Read whole on a phone's narrow window too (issue 54): wrapped, never cut. */
      if (self->numbered && !pass && number < 9)
        ts_row_number_set_child (GTK_LIST_BOX_ROW (row), ++number, text);
      else
        gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), ts_row_words_new (text));
      g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
      g_object_set_data_full (G_OBJECT (row), "folded",
                              pass ? g_strconcat (pass_word, " ", text, NULL)
                                   : g_utf8_casefold (text, -1),
                              g_free);
      if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE && e->player >= 0 && e->player < s->n_players)
        {
          const TsKingsburgPlayer *p = &s->players[e->player];
          guint8 *values = g_malloc (p->n_dice + 1);

          values[0] = p->n_dice;
          memcpy (values + 1, p->dice, p->n_dice);
          g_object_set_data_full (G_OBJECT (row), "values", values, g_free);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
      gtk_list_box_append (self->list, row);
      self->n_rows++;
      if (pass)
        gtk_widget_set_visible (self->pass_button, TRUE);
    }
  gtk_widget_set_visible (self->chapel_box, self->chapel != NULL);
  if (self->chapel != NULL)
    {
      const TsKingsburgEntry *e = ts_entry_get_data (self->chapel);
      g_autofree char *text = g_strdup_printf (
          /* Translators: the Chapel rerolls all of a player's dice; %u is how many */
          ngettext ("Chapel: the new number of your %u die",
                    "Chapel: the new numbers of your %u dice", s->players[e->player].n_dice),
          s->players[e->player].n_dice);

      gtk_label_set_text (self->chapel_label, text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->chapel_entry),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      gtk_editable_set_text (GTK_EDITABLE (self->chapel_entry), "");
    }
  set_empty_hint (self, advisors, rerolls);
  ts_entry_hint_set_text (self->hint,
                          self->numbered
                              /* Translators: how to narrow or pick Kingsburg's choices where
                               * each row has a digit */
                              ? _("A row's number, or words")
                              : _("Advisor number, then dice (“8 5 3”), or words"));
  /* A new decision starts unfiltered. */
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  refilter (self);
}

static void
ts_kingsburg_choices_dispose (GObject *object)
{
  TsKingsburgChoices *self = TS_KINGSBURG_CHOICES (object);

  g_clear_object (&self->chapel);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  /* After the list is gone: its filter reads the words (and takes NULL for none). */
  g_clear_pointer (&self->words, g_strfreev);
  G_OBJECT_CLASS (ts_kingsburg_choices_parent_class)->dispose (object);
}

static void
ts_kingsburg_choices_class_init (TsKingsburgChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_choices_dispose;
  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, TS_TYPE_ENTRY);
  signals[FILTERED] = g_signal_new ("filtered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kingsburgchoices");
}

static void
ts_kingsburg_choices_init (TsKingsburgChoices *self)
{
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *button;
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->advisor = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->search), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Find a choice"), -1);
  /* At once, not after the search delay: Enter right after typing takes what was typed. */
  g_signal_connect_swapped (self->search, "changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  g_signal_connect_swapped (self->search, "stop-search", G_CALLBACK (stop_search_cb), self);
  /* Capture: a row's digit is taken before the line's text would take it as typed. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), keys);
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));
  self->count = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->count), "dim-label");
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->search));
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->count));
  /* The pass is the list's last row, often scrolled out of sight: a button a tap reaches,
   * doing what Ctrl+E does. */
  self->pass_button = gtk_button_new_with_label (C_ ("kingsburg", "Pass"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->pass_button), "game.end-turn");
  ts_tooltip_set (self->pass_button, _("Pass (Ctrl+E)"));
  gtk_widget_set_visible (self->pass_button, FALSE);
  gtk_box_append (GTK_BOX (top), self->pass_button);

  self->guard = TS_FILTER_GUARD (ts_filter_guard_new (NULL));
  set_empty_hint (self, TRUE, FALSE);

  self->chapel_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->chapel_label = GTK_LABEL (gtk_label_new (NULL));
  self->chapel_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_input_purpose (self->chapel_entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->chapel_entry), 8);
  g_signal_connect_swapped (self->chapel_entry, "activate", G_CALLBACK (chapel_activate_cb), self);
  button = gtk_button_new_with_mnemonic (_("_Reroll"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (chapel_activate_cb), self);
  gtk_box_append (GTK_BOX (self->chapel_box), GTK_WIDGET (self->chapel_label));
  gtk_box_append (GTK_BOX (self->chapel_box), GTK_WIDGET (self->chapel_entry));
  gtk_box_append (GTK_BOX (self->chapel_box), button);
  gtk_widget_set_visible (self->chapel_box, FALSE);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  /* One Tab stop (issue 30): the arrows move from row to row, Tab goes on past the list. */
  ts_focus_group_add (GTK_WIDGET (self->list));
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "kb-choices");
  gtk_list_box_set_filter_func (self->list, ts_kingsburg_choices_filter_row, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Choices"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 140);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
  gtk_widget_add_css_class (scrolled, "card");

  self->hint = TS_ENTRY_HINT (ts_entry_hint_new (top, GTK_WIDGET (self->search)));
  /* Translators: how to narrow the list of choices */
  ts_entry_hint_set_text (self->hint, _("Advisor number, then dice (“8 5 3”), or words"));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->hint));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->guard));
  gtk_box_append (GTK_BOX (self->box), self->chapel_box);
  gtk_box_append (GTK_BOX (self->box), scrolled);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}
