/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-paint.h"
#include "ts-burgundy-tile-info.h"
#include "ts-burgundy-tile-picker.h"

#include "ts-filter-guard.h"
#include "ts-tooltip.h"

/* The widest an effect's text is shown, in characters, where the window allows. */
#define EFFECT_CHARS 48

typedef struct
{
  guint tile;
  guint number;
  char *name;   /* as History says it: "Monastery 17" */
  char *words;  /* what letters match: the name and the board's short label ("Mon. 17") */
} Item;

struct _TsBurgundyTilePicker
{
  GtkPopover parent_instance;

  GArray *items;
  GString *typed;
  GtkWidget *hint_label;
  TsFilterGuard *guard; /* Enter takes only a row found for what was typed */
  GtkWidget *list;
  GtkWidget *scroller;
};

G_DEFINE_FINAL_TYPE (TsBurgundyTilePicker, ts_burgundy_tile_picker, GTK_TYPE_POPOVER)

enum
{
  PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_tile_picker_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_TILE_PICKER, NULL);
}

static void
item_clear (gpointer data)
{
  Item *item = data;

  g_free (item->name);
  g_free (item->words);
}

static void
update_hint (TsBurgundyTilePicker *self)
{
  if (self->typed->len == 0)
    gtk_label_set_text (GTK_LABEL (self->hint_label),
                        _("Type a number or a name, then press Enter"));
  else
    {
      /* Translators: what was typed to find a tile in the list */
      g_autofree char *text = g_strdup_printf (_("Typed: %s"), self->typed->str);

      gtk_label_set_text (GTK_LABEL (self->hint_label), text);
    }
}

static void
clear (TsBurgundyTilePicker *self)
{
  GtkWidget *child;

  g_array_set_size (self->items, 0);
  g_string_truncate (self->typed, 0);
  update_hint (self);
  ts_filter_guard_update (self->guard, "", 0);
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
}

static void
append_row (TsBurgundyTilePicker *self,
            const char           *name,
            const char           *detail,
            const char           *accessible)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (name);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  if (detail != NULL)
    {
      GtkWidget *effect = gtk_label_new (detail);

      /* Names in a column of their own so that the effects line up. */
      gtk_label_set_width_chars (GTK_LABEL (label), 10);
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_xalign (GTK_LABEL (effect), 0);
      gtk_label_set_ellipsize (GTK_LABEL (effect), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (effect), EFFECT_CHARS);
      gtk_widget_set_hexpand (effect, TRUE);
      gtk_widget_add_css_class (effect, "dim-label");
      gtk_box_append (GTK_BOX (box), effect);
      /* The whole effect, should it be cut, over the effect: on the row it would be read
       * after the row's name, which says it already (issue 30). */
      ts_tooltip_set (effect, detail);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
}

/* Brings the selected row into view: the scrolled window does not follow a focus it did not
 * see move by keyboard. Run again once the list is laid out (a row found before that). */
static void
show_selected (TsBurgundyTilePicker *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->list));
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  if (row == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (row), self->list, &bounds))
    return;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static void
select_index (TsBurgundyTilePicker *self,
              guint                 index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), index);

  if (row == NULL)
    return;
  gtk_list_box_select_row (GTK_LIST_BOX (self->list), row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  show_selected (self);
}

void
ts_burgundy_tile_picker_select (TsBurgundyTilePicker *self,
                                guint                 index)
{
  g_return_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self));
  select_index (self, index);
}

static void
row_selected_cb (GtkListBox    *list,
                 GtkListBoxRow *row,
                 gpointer       user_data)
{
  if (row != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (list), "nothing-chosen");
  else
    gtk_widget_add_css_class (GTK_WIDGET (list), "nothing-chosen");
}

/* Nothing chosen yet: the keys go to the first row, which is not selected (Enter does not
 * take it; typing or an arrow key chooses). */
static void
select_none (TsBurgundyTilePicker *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), 0);

  gtk_list_box_unselect_all (GTK_LIST_BOX (self->list));
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

void
ts_burgundy_tile_picker_set_tiles (TsBurgundyTilePicker *self,
                                   const guint8         *tiles,
                                   guint                 n_tiles)
{
  g_return_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self));

  clear (self);
  for (guint i = 0; i < n_tiles; i++)
    {
      Item item = { tiles[i], ts_burgundy_tile_number (tiles[i]), NULL, NULL };
      g_autofree char *effect = ts_burgundy_tile_facts (tiles[i]);
      g_autofree char *accessible = NULL;
      g_autofree char *label = ts_burgundy_paint_tile_short (tiles[i]);

      item.name = ts_burgundy_paint_tile_name (tiles[i]);
      item.words = g_strdup_printf ("%s %s", item.name, label);
      /* Translators: a tile's name and its effect, for screen readers */
      accessible = g_strdup_printf (_("%s: %s"), ts_burgundy_tile_name (tiles[i]), effect);
      append_row (self, item.name, effect, accessible);
      g_array_append_val (self->items, item);
    }
  gtk_label_set_text (GTK_LABEL (self->hint_label),
                      _("Which tile is it? Type a number or a name, then press Enter"));
  select_none (self);
}

void
ts_burgundy_tile_picker_set_texts (TsBurgundyTilePicker *self,
                                   const char *const    *texts,
                                   guint                 n_texts)
{
  g_return_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self));

  clear (self);
  for (guint i = 0; i < n_texts; i++)
    {
      Item item = { 0, 0, g_strdup (texts[i]), g_strdup (texts[i]) };

      append_row (self, texts[i], NULL, texts[i]);
      g_array_append_val (self->items, item);
    }
  select_none (self);
}

guint
ts_burgundy_tile_picker_get_n_items (TsBurgundyTilePicker *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), 0);
  return self->items->len;
}

guint
ts_burgundy_tile_picker_get_tile (TsBurgundyTilePicker *self,
                                  guint                 index)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), 0);
  g_return_val_if_fail (index < self->items->len, 0);
  return g_array_index (self->items, Item, index).tile;
}

int
ts_burgundy_tile_picker_get_selected (TsBurgundyTilePicker *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), -1);
  row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->list));
  return row != NULL ? gtk_list_box_row_get_index (row) : -1;
}

const char *
ts_burgundy_tile_picker_get_typed (TsBurgundyTilePicker *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), NULL);
  return self->typed->str;
}

/* @typed with a space where a number meets a word: "3s" is "3 s", as in "3 sheep". */
static char *
dup_spaced (const char *typed)
{
  GString *spaced = g_string_new (NULL);

  for (const char *p = typed; *p != '\0'; p++)
    {
      if (p > typed && g_ascii_isdigit (p[-1]) && !g_ascii_isdigit (*p) && *p != ' ')
        g_string_append_c (spaced, ' ');
      g_string_append_c (spaced, *p);
    }
  return g_string_free (spaced, FALSE);
}

/* The first item @typed finds: by number when it is all digits, else by its words (a number
 * and a word typed without the space between them too). */
static int
find (TsBurgundyTilePicker *self,
      const char           *typed)
{
  gboolean digits = *typed != '\0';
  g_autofree char *spaced = dup_spaced (typed);
  g_autofree char *folded = g_utf8_casefold (spaced, -1);

  for (const char *p = typed; *p != '\0'; p++)
    digits &= g_ascii_isdigit (*p);
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);

      if (digits && item->number != 0 && item->number == g_ascii_strtoull (typed, NULL, 10))
        return i;
      if (ts_burgundy_words_match (item->words, folded))
        return i;
    }
  return -1;
}

gboolean
ts_burgundy_tile_picker_type (TsBurgundyTilePicker *self,
                              const char           *text)
{
  int found = -1;

  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), FALSE);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      char buf[8] = { 0 };

      g_unichar_to_utf8 (g_utf8_get_char (p), buf);
      g_string_append (self->typed, buf);
      found = find (self, self->typed->str);
      /* Nothing goes on from what was typed: start again from this key; but a number no
       * row has stays that number ("99" is no tile, never monastery 9). */
      if (found < 0 && !ts_burgundy_is_number (self->typed->str))
        {
          g_string_assign (self->typed, buf);
          found = find (self, self->typed->str);
        }
    }
  update_hint (self);
  /* What was typed finds nothing: no row stays selected, and the guard says so. */
  if (found >= 0)
    select_index (self, found);
  else
    gtk_list_box_unselect_all (GTK_LIST_BOX (self->list));
  ts_filter_guard_update (self->guard, self->typed->str, found >= 0 ? 1 : 0);
  return found >= 0;
}

static void
pick (TsBurgundyTilePicker *self,
      guint                 index)
{
  gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[PICKED], 0, index);
}

gboolean
ts_burgundy_tile_picker_pick_selected (TsBurgundyTilePicker *self)
{
  int index;

  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), FALSE);
  index = ts_burgundy_tile_picker_get_selected (self);
  if (index < 0)
    return FALSE;
  pick (self, index);
  return TRUE;
}

static void
row_activated_cb (GtkListBox           *list,
                  GtkListBoxRow        *row,
                  TsBurgundyTilePicker *self)
{
  pick (self, gtk_list_box_row_get_index (row));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsBurgundyTilePicker  *self)
{
  gunichar c = gdk_keyval_to_unicode (keyval);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return GDK_EVENT_PROPAGATE;
  if (keyval == GDK_KEY_BackSpace && self->typed->len > 0)
    {
      g_string_truncate (self->typed,
                         g_utf8_prev_char (self->typed->str + self->typed->len) - self->typed->str);
      update_hint (self);
      if (self->typed->len > 0)
        {
          int found = find (self, self->typed->str);

          if (found >= 0)
            select_index (self, found);
          else
            gtk_list_box_unselect_all (GTK_LIST_BOX (self->list));
          ts_filter_guard_update (self->guard, self->typed->str, found >= 0 ? 1 : 0);
        }
      else
        {
          select_none (self);
          ts_filter_guard_update (self->guard, "", 0);
        }
      return GDK_EVENT_STOP;
    }
  /* Enter takes the row chosen (typed or arrowed to), never a row nobody chose. */
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    {
      if (!ts_burgundy_tile_picker_pick_selected (self))
        ts_filter_guard_enter (self->guard, self->typed->str, 0);
      return GDK_EVENT_STOP;
    }
  /* The first arrow key chooses the first (or last) row. */
  if ((keyval == GDK_KEY_Down || keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Down
       || keyval == GDK_KEY_KP_Up)
      && gtk_list_box_get_selected_row (GTK_LIST_BOX (self->list)) == NULL
      && self->items->len > 0)
    {
      gboolean down = keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down;

      select_index (self, down ? 0 : self->items->len - 1);
      ts_filter_guard_update (self->guard, "", 1);
      return GDK_EVENT_STOP;
    }
  if (c != 0 && (g_unichar_isalnum (c) || (c == ' ' && self->typed->len > 0)))
    {
      char buf[8] = { 0 };

      g_unichar_to_utf8 (c, buf);
      ts_burgundy_tile_picker_type (self, buf);
      return GDK_EVENT_STOP;
    }
  return GDK_EVENT_PROPAGATE;
}

static void
ts_burgundy_tile_picker_finalize (GObject *object)
{
  TsBurgundyTilePicker *self = TS_BURGUNDY_TILE_PICKER (object);

  g_array_unref (self->items);
  g_string_free (self->typed, TRUE);
  G_OBJECT_CLASS (ts_burgundy_tile_picker_parent_class)->finalize (object);
}

static void
ts_burgundy_tile_picker_class_init (TsBurgundyTilePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ts_burgundy_tile_picker_finalize;
  signals[PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ts_burgundy_tile_picker_init (TsBurgundyTilePicker *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->items = g_array_new (FALSE, TRUE, sizeof (Item));
  g_array_set_clear_func (self->items, item_clear);
  self->typed = g_string_new (NULL);

  self->hint_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->hint_label), 0);
  /* Wrapped, and no wider than the list needs: the picker fits a phone's width. */
  gtk_label_set_wrap (GTK_LABEL (self->hint_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->hint_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (self->hint_label), 40);
  gtk_widget_add_css_class (self->hint_label, "caption");
  gtk_widget_add_css_class (self->hint_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->hint_label);
  /* Translators: typed in a list of tiles, a number or name that is none of them; %s is
   * what was typed */
  self->guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No tile matches “%s”.")));
  /* The list sets the picker's width, the refusal wraps within it: it never widens the
   * picker past the window. */
  ts_filter_guard_set_max_width_chars (self->guard, 16);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->guard));

  self->list = gtk_list_box_new ();
  gtk_widget_add_css_class (self->list, "navigation-sidebar");
  gtk_widget_add_css_class (self->list, "tile-picker");
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (self->list), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Which one"), -1);
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (row_activated_cb), self, 0);
  /* No row selected: nothing is chosen, and the focused first row looks it (style.css). */
  gtk_widget_add_css_class (self->list, "nothing-chosen");
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected_cb), NULL);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), 240);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->list);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (
                               GTK_SCROLLED_WINDOW (self->scroller)),
                           "changed", G_CALLBACK (show_selected), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), self->scroller);
  gtk_popover_set_child (GTK_POPOVER (self), box);

  /* Capture: the keys reach the type-ahead before the list's own navigation. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  update_hint (self);
}

/* Each effect label at most @chars characters wide. */
static void
set_effect_chars (TsBurgundyTilePicker *self,
                  int                   chars)
{
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = GTK_IS_LIST_BOX_ROW (row)
                           ? gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))
                           : NULL;
      GtkWidget *effect = box != NULL ? gtk_widget_get_last_child (box) : NULL;

      if (effect != NULL && effect != gtk_widget_get_first_child (box) && GTK_IS_LABEL (effect))
        gtk_label_set_max_width_chars (GTK_LABEL (effect), chars);
    }
}

void
ts_burgundy_tile_picker_set_max_width (TsBurgundyTilePicker *self,
                                       int                   width)
{
  GtkWidget *child;
  int chars = EFFECT_CHARS, natural = 0;

  g_return_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self));

  /* The effects' column narrowed until the contents fit, the popover's frame and padding
   * (18 px) with them (a GtkScrolledWindow's max-content-width does not cap the natural
   * width it propagates in GTK 4.8). */
  child = gtk_popover_get_child (GTK_POPOVER (self));
  for (;; chars -= 4)
    {
      set_effect_chars (self, chars);
      if (width < 0 || chars <= 8)
        break;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (natural + 18 <= width)
        break;
    }
}

const char *
ts_burgundy_tile_picker_get_message (TsBurgundyTilePicker *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self), NULL);
  return ts_filter_guard_get_text (self->guard);
}

void
ts_burgundy_tile_picker_focus (TsBurgundyTilePicker *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_TILE_PICKER (self));
  select_none (self);
}
