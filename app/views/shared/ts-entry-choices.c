/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A decision's legal entries as a list to pick from, for any game. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-entry-choices.h"
#include "ts-filter-guard.h"
#include "ts-focus-group.h"
#include "ts-list-empty.h"
#include "ts-wrap-bin.h"

/* Lists longer than this show their search line from the start; shorter ones show it once
 * the user types a letter (or always, keeping their room). Nine is what the digits reach. */
#define SHORT_LIST 9

struct _TsEntryChoices
{
  GtkWidget parent_instance;

  GPtrArray *entries;   /* module entries, in row order (the decline last) */
  GPtrArray *titles;    /* char *: each row's words, casefolded, for the search */
  gconstpointer decline; /* one of @entries, or NULL */
  guint n_rows;
  GArray *keys;         /* guint8 per row: its own digit, or NULL: its place among those shown */

  GtkSearchEntry *search;
  GtkScrolledWindow *scrolled;
  GtkListBox *list;
  TsFilterGuard *guard; /* what Enter on the search line may take, and why not */
  GtkLabel *message;
  gboolean keep_room;   /* ts_entry_choices_keep_room() */
};

G_DEFINE_FINAL_TYPE (TsEntryChoices, ts_entry_choices, GTK_TYPE_WIDGET)

/* The list's height at most: longer lists scroll. */
#define LIST_MAX_HEIGHT 200

/* The search line shows over a long list, and over every list that keeps the room of one. */
static gboolean
search_shown (TsEntryChoices *self)
{
  return self->keep_room || self->n_rows > SHORT_LIST;
}

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_entry_choices_new (void)
{
  return g_object_new (TS_TYPE_ENTRY_CHOICES, NULL);
}

/* The letter that picks the decline row, shown on it; 0 does too. */
static const char *
decline_key (void)
{
  /* Translators: the letter key that picks the “no” row of a list of choices (English: N,
   * for “no”); one letter */
  return C_("choices key", "N");
}

static gboolean
is_decline_key (gunichar c)
{
  return c == '0' || c == 'n' || c == 'N'
         || g_unichar_tolower (c) == g_unichar_tolower (g_utf8_get_char (decline_key ()));
}

static guint
row_index (GtkListBoxRow *row)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ts-entry-index"));
}

static gboolean
row_is_decline (TsEntryChoices *self,
                GtkListBoxRow  *row)
{
  guint index = row_index (row);

  return self->decline != NULL && index < self->entries->len
         && g_ptr_array_index (self->entries, index) == self->decline;
}

/* The rows shown now (the search leaves out the others), in order. */
static GPtrArray *
shown_rows (TsEntryChoices *self)
{
  GPtrArray *rows = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child))
      g_ptr_array_add (rows, child);
  return rows;
}

/* The digit of @row, the @place-th numbered row shown (1-based): its own key when the list
 * has keys, else its place; 0 for none. */
static guint
row_digit (TsEntryChoices *self,
           GtkListBoxRow  *row,
           guint           place)
{
  guint index = row_index (row);
  guint digit = self->keys == NULL ? place
                : index < self->keys->len ? g_array_index (self->keys, guint8, index) : 0;

  return digit <= 9 ? digit : 0;
}

/* Numbers the first nine rows shown, so that the digits always pick what is on screen. */
static void
renumber (TsEntryChoices *self)
{
  g_autoptr(GPtrArray) rows = shown_rows (self);
  guint place = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      GtkListBoxRow *row = g_ptr_array_index (rows, i);
      GtkLabel *label = g_object_get_data (G_OBJECT (row), "ts-entry-number");
      guint digit;
      g_autofree char *text = NULL;

      if (row_is_decline (self, row))
        continue;
      digit = row_digit (self, row, ++place);
      text = digit > 0 ? g_strdup_printf ("%u", digit) : g_strdup ("");
      gtk_label_set_text (label, text);
    }
}

/* Every word typed lies within the row's words (the shared rule of filtered lists). */
static gboolean
row_matches (TsEntryChoices *self,
             GtkListBoxRow  *row)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  guint index = row_index (row);

  if (ts_filter_is_empty (text))
    return TRUE;
  return index < self->titles->len
         && ts_filter_words_match (g_ptr_array_index (self->titles, index), text);
}

/* The decline row stays shown whatever is typed, but matches only its own words. */
static gboolean
filter_row_cb (GtkListBoxRow *row,
               gpointer       data)
{
  TsEntryChoices *self = data;

  return row_is_decline (self, row) || row_matches (self, row);
}

/* The first row shown that matches what is typed (the decline row only for its words). */
static GtkListBoxRow *
first_match (TsEntryChoices *self,
             guint          *n_matches)
{
  g_autoptr(GPtrArray) rows = shown_rows (self);
  GtkListBoxRow *first = NULL;

  *n_matches = 0;
  for (guint i = 0; i < rows->len; i++)
    if (row_matches (self, g_ptr_array_index (rows, i)))
      {
        if (first == NULL)
          first = g_ptr_array_index (rows, i);
        (*n_matches)++;
      }
  return first;
}

static void
choose_index (TsEntryChoices *self,
              guint           index)
{
  g_autoptr(GPtrArray) entries = NULL;

  if (self->entries == NULL || index >= self->entries->len)
    return;
  /* The handler may apply the entry and set the next list: this one lives on until the
   * emission ends. */
  entries = g_ptr_array_ref (self->entries);
  g_signal_emit (self, signals[CHOSEN], 0, g_ptr_array_index (entries, index));
}

static void
row_activated_cb (TsEntryChoices *self,
                  GtkListBoxRow  *row)
{
  choose_index (self, row_index (row));
}

/* The row shown whose digit is @n (1-9), or the decline row for @n 0. */
static gboolean
choose_shown (TsEntryChoices *self,
              guint           n)
{
  g_autoptr(GPtrArray) rows = shown_rows (self);
  guint place = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      GtkListBoxRow *row = g_ptr_array_index (rows, i);
      gboolean decline = row_is_decline (self, row);

      if ((n == 0 && decline) || (n > 0 && !decline && row_digit (self, row, ++place) == n))
        {
          choose_index (self, row_index (row));
          return TRUE;
        }
    }
  return FALSE;
}

/* The decline row stays whatever is typed: say when nothing else matches. */
static void
update_guard (TsEntryChoices *self)
{
  guint n_matches;

  first_match (self, &n_matches);
  ts_filter_guard_update (self->guard, gtk_editable_get_text (GTK_EDITABLE (self->search)),
                          n_matches);
}

static void
search_changed_cb (TsEntryChoices *self)
{
  gtk_list_box_invalidate_filter (self->list);
  renumber (self);
  update_guard (self);
}

/* Enter in the search line: the first row it finds (the only one, once narrowed); nothing
 * on an empty line or when nothing matches (the guard says why). */
static void
search_activate_cb (TsEntryChoices *self)
{
  guint n_matches;
  GtkListBoxRow *row = first_match (self, &n_matches);

  if (ts_filter_guard_enter (self->guard, gtk_editable_get_text (GTK_EDITABLE (self->search)),
                             n_matches)
      && row != NULL)
    choose_index (self, row_index (row));
}

static void
search_stop_cb (TsEntryChoices *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  gtk_widget_set_visible (GTK_WIDGET (self->search), search_shown (self));
  ts_entry_choices_focus (self);
}

/* Down from the search line goes to the rows; a digit while nothing is typed picks the row
 * of that number, as in the list (a long list starts in the search line). */
static gboolean
search_key_cb (TsEntryChoices  *self,
               guint            keyval,
               guint            keycode,
               GdkModifierType  state)
{
  g_autoptr(GPtrArray) rows = NULL;
  gunichar c = gdk_keyval_to_unicode (keyval);

  if (c >= '1' && c <= '9' && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0
      && *gtk_editable_get_text (GTK_EDITABLE (self->search)) == '\0')
    {
      choose_shown (self, c - '0');
      return TRUE;
    }
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  rows = shown_rows (self);
  if (rows->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (rows, 0));
  return TRUE;
}

/* In the list: 1-9 the numbered rows, N (or its translation) and 0 the decline row, any other
 * letter starts the search with it. The search line sees its own keys first. */
static gboolean
key_pressed_cb (TsEntryChoices  *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  char buf[8] = { 0 };
  int position;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || c == 0)
    return FALSE;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->search)))
    return FALSE;
  if (c >= '1' && c <= '9')
    {
      choose_shown (self, c - '0');
      return TRUE; /* no such number: nothing happens */
    }
  if (self->decline != NULL && is_decline_key (c))
    return choose_shown (self, 0);
  if (!g_unichar_isalpha (c))
    return FALSE;
  g_unichar_to_utf8 (c, buf);
  gtk_widget_set_visible (GTK_WIDGET (self->search), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
  position = g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (self->search)), -1);
  gtk_editable_insert_text (GTK_EDITABLE (self->search), buf, -1, &position);
  gtk_editable_set_position (GTK_EDITABLE (self->search), position);
  return TRUE;
}

/* Shows @title and @detail on @row, the @index-th entry's: a row made before for another
 * entry too. Its suffix from ts_entry_choices_add_row_suffix(), if any, goes. */
static void
fill_row (GtkWidget  *row,
          guint       index,
          const char *title,
          const char *detail,
          gboolean    decline)
{
  GtkWidget *suffix = g_object_get_data (G_OBJECT (row), "ts-entry-suffix");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* An empty subtitle is hidden. As many lines as it takes: a tile's facts in a phone's
   * column take five or six, and cut they say nothing of what the tile does. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), detail != NULL ? detail : "");
  /* The digits are renumbered once the list is made. */
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "ts-entry-number"),
                      decline ? decline_key () : "");
  g_object_set_data (G_OBJECT (row), "ts-entry-index", GUINT_TO_POINTER (index));
  if (suffix != NULL)
    {
      adw_action_row_remove (ADW_ACTION_ROW (row), suffix);
      g_object_set_data (G_OBJECT (row), "ts-entry-suffix", NULL);
    }
  if (decline)
    gtk_widget_add_css_class (row, "ts-decline");
  else
    gtk_widget_remove_css_class (row, "ts-decline");
}

static GtkWidget *
new_row (void)
{
  GtkWidget *row = ts_action_row_new ();
  GtkWidget *number = gtk_label_new (NULL);

  ts_action_row_wrap_least (TS_ACTION_ROW (row));

  gtk_widget_add_css_class (number, "title-4");
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_set_size_request (number, 24, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (number), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the key that picks a row, for screen readers */
                                  _("Key"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), number);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "ts-entry-number", number);
  return row;
}

/* Forgets the entries; the rows stay, to be shown again or taken out by the next list. */
static void
clear (TsEntryChoices *self)
{
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_ptr_array_set_size (self->titles, 0);
  g_clear_pointer (&self->keys, g_array_unref);
  self->decline = NULL;
  self->n_rows = 0;
}

void
ts_entry_choices_set_keys (TsEntryChoices *self,
                           const guint8   *keys)
{
  g_return_if_fail (TS_IS_ENTRY_CHOICES (self) && keys != NULL);
  g_clear_pointer (&self->keys, g_array_unref);
  self->keys = g_array_sized_new (FALSE, FALSE, sizeof (guint8), self->n_rows);
  g_array_append_vals (self->keys, keys, self->n_rows);
  renumber (self);
}

void
ts_entry_choices_set (TsEntryChoices *self,
                      TsMatch        *match,
                      gconstpointer   state,
                      GPtrArray      *entries,
                      gconstpointer   decline,
                      const char     *decline_label,
                      GPtrArray      *details)
{
  const TsGameModule *module;
  g_autoptr(GPtrArray) taken_details = details;
  guint decline_index = G_MAXUINT;
  GtkWidget *old = NULL;

  g_return_if_fail (TS_IS_ENTRY_CHOICES (self));
  g_return_if_fail (TS_IS_MATCH (match) && entries != NULL);
  g_return_if_fail (details == NULL || details->len == entries->len);

  module = ts_match_get_module (match);
  clear (self);
  /* The rows there are show the new entries: a decision's list changes at nearly every
   * entry, and a row made anew (its style, labels and accessible objects) cost more than
   * the rest of the page's update. */
  old = gtk_widget_get_first_child (GTK_WIDGET (self->list));
  self->entries = g_ptr_array_new_full (entries->len, module->entry_free);

  /* The decline row goes last, whatever its place among the entries. */
  for (guint i = 0; i < entries->len; i++)
    if (decline != NULL && g_ptr_array_index (entries, i) == decline)
      decline_index = i;
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < entries->len; i++)
      {
        gpointer entry = g_ptr_array_index (entries, i);
        gboolean is_decline = i == decline_index;
        const char *detail = details != NULL ? g_ptr_array_index (details, i) : NULL;
        g_autofree char *words = NULL;
        g_autofree char *all = NULL;
        GtkWidget *row;

        if (is_decline != (pass == 1))
          continue;
        words = is_decline && decline_label != NULL ? g_strdup (decline_label)
                : module->describe_entry (state, entry);
        if (old != NULL)
          {
            row = old;
            old = gtk_widget_get_next_sibling (old);
          }
        else
          {
            row = new_row ();
            gtk_list_box_append (self->list, row);
          }
        fill_row (row, self->entries->len, words, detail, is_decline);
        all = g_strconcat (words, " ", detail != NULL ? detail : "", NULL);
        g_ptr_array_add (self->titles, g_utf8_casefold (all, -1));
        g_ptr_array_add (self->entries, entry);
      }
  ts_list_remove_from (self->list, old);
  /* The entries are ours now, in row order. */
  g_ptr_array_set_free_func (entries, NULL);
  g_ptr_array_unref (entries);
  self->decline = decline_index != G_MAXUINT ? decline : NULL;
  self->n_rows = self->entries->len;

  g_signal_handlers_block_by_func (self->search, search_changed_cb, self);
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  g_signal_handlers_unblock_by_func (self->search, search_changed_cb, self);
  gtk_widget_set_visible (GTK_WIDGET (self->search), search_shown (self));
  gtk_list_box_invalidate_filter (self->list);
  renumber (self);
  update_guard (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled), 0);
}

void
ts_entry_choices_add_row_suffix (TsEntryChoices *self,
                                 gconstpointer   entry,
                                 GtkWidget      *widget)
{
  g_return_if_fail (TS_IS_ENTRY_CHOICES (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint index = row_index (GTK_LIST_BOX_ROW (child));

      if (self->entries != NULL && index < self->entries->len
          && g_ptr_array_index (self->entries, index) == entry)
        {
          if (g_object_get_data (G_OBJECT (child), "ts-entry-suffix") != NULL)
            break; /* one a row */
          gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (child), widget);
          g_object_set_data (G_OBJECT (child), "ts-entry-suffix", widget);
          return;
        }
    }
  g_object_ref_sink (widget);
  g_object_unref (widget);
  g_return_if_reached ();
}

gboolean
ts_entry_choices_choose_first (TsEntryChoices *self)
{
  GtkListBoxRow *row;
  guint n_matches;

  g_return_val_if_fail (TS_IS_ENTRY_CHOICES (self), FALSE);
  row = first_match (self, &n_matches);
  if (row == NULL)
    return FALSE;
  choose_index (self, row_index (row));
  return TRUE;
}

const char *
ts_entry_choices_get_filter_message (TsEntryChoices *self)
{
  g_return_val_if_fail (TS_IS_ENTRY_CHOICES (self), NULL);
  return ts_filter_guard_get_text (self->guard);
}

void
ts_entry_choices_focus (TsEntryChoices *self)
{
  GtkListBoxRow *row;

  g_return_if_fail (TS_IS_ENTRY_CHOICES (self));

  if (self->n_rows > SHORT_LIST)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->search));
      return;
    }
  row = gtk_list_box_get_row_at_index (self->list, 0);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

void
ts_entry_choices_keep_room (TsEntryChoices *self)
{
  g_return_if_fail (TS_IS_ENTRY_CHOICES (self));
  self->keep_room = TRUE;
  gtk_scrolled_window_set_min_content_height (self->scrolled, LIST_MAX_HEIGHT);
  gtk_widget_set_visible (GTK_WIDGET (self->search), search_shown (self));
}

void
ts_entry_choices_set_message (TsEntryChoices *self,
                              const char     *message)
{
  g_return_if_fail (TS_IS_ENTRY_CHOICES (self));
  gtk_label_set_text (self->message, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), message != NULL && *message != '\0');
}

guint
ts_entry_choices_get_n_rows (TsEntryChoices *self)
{
  g_return_val_if_fail (TS_IS_ENTRY_CHOICES (self), 0);
  return self->n_rows;
}

guint
ts_entry_choices_get_n_shown (TsEntryChoices *self)
{
  g_autoptr(GPtrArray) rows = NULL;

  g_return_val_if_fail (TS_IS_ENTRY_CHOICES (self), 0);
  rows = shown_rows (self);
  return rows->len;
}

static void
ts_entry_choices_dispose (GObject *object)
{
  TsEntryChoices *self = TS_ENTRY_CHOICES (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->titles, g_ptr_array_unref);
  g_clear_pointer (&self->keys, g_array_unref);

  G_OBJECT_CLASS (ts_entry_choices_parent_class)->dispose (object);
}

static void
ts_entry_choices_class_init (TsEntryChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_entry_choices_dispose;

  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-entry-choices");
}

static void
ts_entry_choices_init (TsEntryChoices *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *search_keys = gtk_event_controller_key_new ();

  self->titles = g_ptr_array_new_with_free_func (g_free);
  gtk_orientable_set_orientation (
      GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
      GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);

  /* Above the rows: why a pick was refused, where the list is a correction's form. */
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  ts_wrap_label_least (self->message);
  gtk_label_set_xalign (self->message, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->message), GTK_WIDGET (self));

  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  g_object_set (self->search, "placeholder-text",
                /* Translators: the search line over a list of choices */
                _("Type to narrow the choices"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the search line over a
                                   * list of choices */
                                  _("Narrow the choices"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self->search), FALSE);
  /* At once: the lists are short enough, and Enter right after typing picks what it shows. */
  g_signal_connect_swapped (self->search, "changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  g_signal_connect_swapped (self->search, "stop-search", G_CALLBACK (search_stop_cb), self);
  /* Before the search line's text takes the key. */
  gtk_event_controller_set_propagation_phase (search_keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (search_keys, "key-pressed", G_CALLBACK (search_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), search_keys);
  gtk_widget_set_parent (GTK_WIDGET (self->search), GTK_WIDGET (self));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_list_box_set_filter_func (self->list, filter_row_cb, self, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  /* One Tab stop (issue 30): the arrows move from row to row, Tab goes on past the list. */
  ts_focus_group_add (GTK_WIDGET (self->list));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of a list of choices */
                                  _("Choices"), -1);
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);

  /* Long lists scroll rather than push the table away; nothing is cut. */
  self->scrolled = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (self->scrolled, TRUE);
  gtk_scrolled_window_set_max_content_height (self->scrolled, LIST_MAX_HEIGHT);
  gtk_scrolled_window_set_child (self->scrolled, GTK_WIDGET (self->list));
  gtk_widget_set_parent (GTK_WIDGET (self->scrolled), GTK_WIDGET (self));

  /* Translators: a search over a list of choices matched none; %s is what was typed */
  self->guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No choice matches “%s”: Escape shows "
                                                        "every choice.")));
  gtk_widget_set_parent (GTK_WIDGET (self->guard), GTK_WIDGET (self));

  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
