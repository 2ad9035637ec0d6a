/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's kinds of action and its list of choices, with the list's keys. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-board-slot.h"
#include "ts-burgundy-tile-info.h"
#include "ts-burgundy-turn-panel-private.h"
#include "ts-list-empty.h"
#include "ts-row-number.h"

/* -------------------------------------------------------------------------------------- */
/* The kinds of action and the list                                                        */

guint
ts_burgundy_turn_panel_count_kind (TsBurgundyTurnPanel *self,
                                   TsBurgundyTurnKind   kind)
{
  guint n = 0;

  for (guint i = 0; self->rows != NULL && i < self->rows->len; i++)
    n += ts_burgundy_turn_panel_row_at (self, i)->kind == kind;
  return n;
}

void
ts_burgundy_turn_panel_update_kinds (TsBurgundyTurnPanel *self)
{
  self->updating_kinds = TRUE;
  for (int k = 0; k < N_KIND_BUTTONS; k++)
    {
      guint n = ts_burgundy_turn_panel_count_kind (self, k);
      g_autofree char *count = g_strdup_printf ("%u", n);
      g_autofree char *a11y = NULL;
      /* The die actions are always there in a turn; decisions of an effect or a module, and
       * everything at a phase end, appear only while they have choices. */
      gboolean shown = (k <= TS_BURGUNDY_KIND_BUY && self->state != NULL
                        && self->state->stage == TS_BURGUNDY_STAGE_TURN)
                       || n > 0;

      gtk_label_set_text (GTK_LABEL (self->kind_counts[k]), count);
      gtk_widget_set_visible (self->kind_buttons[k], shown);
      gtk_widget_set_sensitive (self->kind_buttons[k], n > 0);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[k]),
                                    n > 0 && (int) self->kind == k);
      /* Translators: a kind of action and how many choices it has, for screen readers */
      a11y = g_strdup_printf (ngettext ("%s: %u choice", "%s: %u choices", n),
                              ts_burgundy_turn_kind_title (k), n);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->kind_buttons[k]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
  self->updating_kinds = FALSE;
}

/* The rows of a list are numbered 1-9 from its top, as every list of choices in the app
 * (TsEntryChoices): one digit takes the row, as Enter on it does. */
#define NUMBERED_ROWS 9

static GtkWidget *
new_list_row (const TsBurgundyTurnRow *row,
              guint                    number)
{
  GtkWidget *item = gtk_list_box_row_new ();

  /* Wrapped, never cut: on a phone held upright a choice is longer than the width, and
   * a tooltip is no help under a finger (issue 54). */
  ts_row_number_set_child (GTK_LIST_BOX_ROW (item), number <= NUMBERED_ROWS ? number : 0,
                           row->text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  row->text, -1);
  return item;
}

/* Appends the rows of the kind shown from self->fill_next on, @max at most. */
static void
append_rows (TsBurgundyTurnPanel *self,
             guint                max)
{
  guint n = 0;

  for (; self->fill_next < self->rows->len && n < max; self->fill_next++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_row_at (self, self->fill_next);
      GtkWidget *item;

      if (row->kind != self->kind)
        continue;
      item = new_list_row (row, ++self->n_listed);
      g_object_set_data (G_OBJECT (item), "row", GUINT_TO_POINTER (self->fill_next));
      gtk_list_box_append (self->choices_list, item);
      n++;
    }
}

int
ts_burgundy_turn_panel_numbered_row (TsBurgundyTurnPanel *self,
                                     guint                number)
{
  guint place = 0;

  if (number < 1 || number > NUMBERED_ROWS || self->rows == NULL)
    return -1;
  for (guint i = 0; i < self->rows->len; i++)
    if (ts_burgundy_turn_panel_row_at (self, i)->kind == self->kind && ++place == number)
      return (int) i;
  return -1;
}

static gboolean
fill_rest_cb (gpointer data)
{
  TsBurgundyTurnPanel *self = data;

  self->fill_idle = 0;
  append_rows (self, G_MAXUINT);
  return G_SOURCE_REMOVE;
}

void
ts_burgundy_turn_panel_complete_list (TsBurgundyTurnPanel *self)
{
  if (self->fill_idle == 0)
    return;
  g_clear_handle_id (&self->fill_idle, g_source_remove);
  append_rows (self, G_MAXUINT);
}

/* The list of the kind shown, made again. Before the entry's frame, only the rows the list
 * shows and two more: a list has up to 40 rows, and making, styling and measuring all of
 * them was most of the page's update and layout after an entry (issue 29). The rest are made
 * right after that frame (an idle: GTK paints first), or at once by anything that reads the
 * list or a key pressed in it, so no key ever meets a list cut short. */
void
ts_burgundy_turn_panel_fill_list (TsBurgundyTurnPanel *self)
{
  GtkListBoxRow *first;

  g_clear_handle_id (&self->fill_idle, g_source_remove);
  ts_list_empty (self->choices_list);
  self->fill_next = 0;
  self->n_listed = 0;
  append_rows (self, gtk_scrolled_window_get_min_content_height (self->choices_scroller)
                         / TS_BURGUNDY_TURN_ROW_HEIGHT + 2);
  if (self->fill_next < self->rows->len)
    self->fill_idle = g_idle_add (fill_rest_cb, self);
  first = gtk_list_box_get_row_at_index (self->choices_list, 0);
  if (first != NULL)
    gtk_list_box_select_row (self->choices_list, first);
}

GtkListBoxRow *
ts_burgundy_turn_panel_list_row_for (TsBurgundyTurnPanel *self,
                                     guint                index)
{
  ts_burgundy_turn_panel_complete_list (self);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child)
        && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "row")) == index)
      return GTK_LIST_BOX_ROW (child);
  return NULL;
}

static void
kind_toggled_cb (GtkToggleButton     *button,
                 TsBurgundyTurnPanel *self)
{
  int kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kind"));

  if (self->updating_kinds || !gtk_toggle_button_get_active (button))
    return;
  if (ts_burgundy_turn_panel_select_kind (self, kind))
    ts_burgundy_turn_panel_focus (self);
}

/* Left/Right: the previous or next kind that has choices. */
static gboolean
step_kind (TsBurgundyTurnPanel *self,
           int                  step)
{
  for (int k = (int) self->kind + step; k >= 0 && k < N_KIND_BUTTONS; k += step)
    if (ts_burgundy_turn_panel_select_kind (self, k))
      {
        ts_burgundy_turn_panel_focus (self);
        return TRUE;
      }
  return FALSE;
}

/* Does @text begin with @folded (already case-folded)? */
static gboolean
starts_with_folded (const char *text,
                    const char *folded)
{
  g_autofree char *text_folded = g_utf8_casefold (text, -1);

  return g_str_has_prefix (text_folded, folded);
}

/* A row that matches @folded: pass 0 and 1 a row that begins with it (the action's own word:
 * "t" is "Take 2 workers", not the "tile" of every unidentified tile), 2 and 3 a row with any
 * word that begins with it; even passes of the kind shown only. Shown and focused. */
static gboolean
type_ahead_row (TsBurgundyTurnPanel *self,
                const char          *folded,
                int                  pass)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_row_at (self, i);
      GtkListBoxRow *item;

      if ((pass % 2 == 0 && row->kind != self->kind) || row->kind == TS_BURGUNDY_KIND_END)
        continue;
      if (pass < 2 ? !starts_with_folded (row->text, folded)
                   : !ts_burgundy_words_match (row->text, folded))
        continue;
      ts_burgundy_turn_panel_select_kind (self, row->kind);
      if ((item = ts_burgundy_turn_panel_list_row_for (self, i)) != NULL)
        {
          gtk_list_box_select_row (self->choices_list, item);
          gtk_widget_grab_focus (GTK_WIDGET (item));
        }
      return TRUE;
    }
  return FALSE;
}

/* A kind whose name begins with @folded and has rows ("p" is Place, "w" Workers): shown, the
 * focus on its first row. */
static gboolean
type_ahead_kind (TsBurgundyTurnPanel *self,
                 const char          *folded)
{
  for (int k = 0; k < N_KIND_BUTTONS; k++)
    if (starts_with_folded (ts_burgundy_turn_kind_title (k), folded)
        && ts_burgundy_turn_panel_select_kind (self, k))
      {
        ts_burgundy_turn_panel_focus (self);
        return TRUE;
      }
  return FALSE;
}

/* Type-ahead in the list: a row that begins with what was typed, of the kind shown, then of
 * any kind; then a kind by its name (before the "pick" and "which" of every unidentified
 * tile); failing that, a row with any word that begins with it, likewise. */
static gboolean
type_ahead (TsBurgundyTurnPanel *self,
            const char          *typed)
{
  g_autofree char *folded = g_utf8_casefold (typed, -1);

  return type_ahead_row (self, folded, 0) || type_ahead_row (self, folded, 1)
         || type_ahead_kind (self, folded) || type_ahead_row (self, folded, 2)
         || type_ahead_row (self, folded, 3);
}

static gboolean
list_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TsBurgundyTurnPanel   *self)
{
  GString *typed = self->typed;
  gunichar c = gdk_keyval_to_unicode (keyval);

  /* Any key reads the whole list: its last rows are made now if they are not yet. */
  ts_burgundy_turn_panel_complete_list (self);
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return GDK_EVENT_PROPAGATE;
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    return step_kind (self, -1);
  if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    return step_kind (self, +1);
  /* A digit takes the row of that number, as Enter on it would: a number of a row the list
   * does not have takes nothing and says so (and Enter after it neither). */
  if (c >= '0' && c <= '9')
    {
      char buf[2] = { (char) c, 0 };
      int index = ts_burgundy_turn_panel_numbered_row (self, c - '0');

      g_string_truncate (typed, 0);
      self->unmatched = index < 0;
      ts_filter_guard_update (self->guard, buf, index < 0 ? 0 : 1);
      if (index >= 0)
        ts_burgundy_turn_panel_activate_row (self, (guint) index);
      return GDK_EVENT_STOP;
    }
  if (c != 0 && g_unichar_isalnum (c))
    {
      char buf[8] = { 0 };
      gboolean found;

      g_unichar_to_utf8 (c, buf);
      g_string_append (typed, buf);
      if (!(found = type_ahead (self, typed->str)))
        {
          g_string_assign (typed, buf);
          found = type_ahead (self, typed->str);
        }
      /* What finds no row leaves the cursor where it was, but Enter does not take that row:
       * the players typed something else (the shared rule of filtered lists). */
      self->unmatched = !found;
      ts_filter_guard_update (self->guard, typed->str, found ? 1 : 0);
      return GDK_EVENT_STOP;
    }
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
      && self->unmatched)
    {
      ts_filter_guard_enter (self->guard, typed->str, 0);
      return GDK_EVENT_STOP;
    }
  g_string_truncate (typed, 0);
  self->unmatched = FALSE;
  ts_filter_guard_update (self->guard, "", 1);
  return GDK_EVENT_PROPAGATE;
}

void
ts_burgundy_turn_panel_init_list (TsBurgundyTurnPanel *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkToggleButton *group = NULL;
  /* On one line while the width allows, wrapped rather than widening the window (issue 54). */
  GtkWidget *grid = ts_burgundy_wrap_grid_new (2, N_KIND_BUTTONS, 4);

  gtk_widget_set_hexpand (grid, TRUE);
  gtk_box_append (self->kinds_box, grid);

  for (int k = 0; k < N_KIND_BUTTONS; k++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *title = gtk_label_new (ts_burgundy_turn_kind_title (k));
      GtkWidget *count = gtk_label_new ("0");

      gtk_widget_add_css_class (count, "dim-label");
      gtk_widget_add_css_class (count, "numeric");
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), count);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "turn-kind");
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_object_set_data (G_OBJECT (button), "kind", GINT_TO_POINTER (k));
      g_signal_connect_object (button, "toggled", G_CALLBACK (kind_toggled_cb), self, 0);
      /* Shown by ts_burgundy_turn_panel_update_kinds(): all ten wrapped at first would leave
       * the entry bar (a TsStickyBin) as tall as them. */
      gtk_widget_set_visible (button, FALSE);
      gtk_widget_set_parent (button, grid);
      self->kind_buttons[k] = button;
      self->kind_counts[k] = count;
    }

  /* Under the list: why Enter took nothing (what was typed finds no row). */
  /* Translators: type-ahead in the turn's list of choices found none; %s is what was typed */
  self->guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No choice matches “%s”.")));
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->choices_scroller))),
                              GTK_WIDGET (self->guard), GTK_WIDGET (self->choices_scroller));

  /* Capture: Left/Right and letters reach us before the list moves the focus. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (list_key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->choices_list), keys);
}
