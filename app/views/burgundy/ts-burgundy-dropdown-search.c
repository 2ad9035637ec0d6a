/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-dropdown-search.h"
#include "ts-filter-guard.h"

typedef struct
{
  GtkDropDown *dropdown; /* not a reference: the data lives as long as the drop-down */
  void (*picked) (GtkDropDown *dropdown, gpointer user_data);
  gpointer user_data;
  TsFilterGuard *guard;  /* under the search line: why Enter took nothing; NULL if none */
} Search;

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_descendant (child, type)) != NULL)
        return found;
    }
  return NULL;
}

/* The drop-down's search results, whose first row is the best match. */
static GtkFilterListModel *
search_model (GtkDropDown *dropdown)
{
  GtkWidget *list = find_descendant (GTK_WIDGET (dropdown), GTK_TYPE_LIST_VIEW);
  GListModel *model = list != NULL ? G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)))
                                   : NULL;

  if (GTK_IS_SINGLE_SELECTION (model))
    model = gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model));
  return GTK_IS_FILTER_LIST_MODEL (model) ? GTK_FILTER_LIST_MODEL (model) : NULL;
}

static GtkStringFilter *
search_filter (GtkFilterListModel *matches)
{
  GtkFilter *filter = matches != NULL ? gtk_filter_list_model_get_filter (matches) : NULL;

  return GTK_IS_STRING_FILTER (filter) ? GTK_STRING_FILTER (filter) : NULL;
}

static guint
position_in (GListModel *model,
             gpointer    item)
{
  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (model, p);

      if (other == item)
        return p;
    }
  return GTK_INVALID_LIST_POSITION;
}

static void
search_activated_cb (GtkSearchEntry *entry,
                     Search         *search)
{
  GtkDropDown *dropdown = search->dropdown;
  GtkFilterListModel *matches = search_model (dropdown);
  GtkStringFilter *filter = search_filter (matches);
  GtkWidget *popover = find_descendant (GTK_WIDGET (dropdown), GTK_TYPE_POPOVER);
  g_autoptr(GObject) first = NULL;

  if (filter == NULL)
    return;
  /* The search entry waits a moment before it filters; Enter does not wait. */
  gtk_string_filter_set_search (filter, gtk_editable_get_text (GTK_EDITABLE (entry)));
  /* Nothing typed, or nothing found: nothing is taken (the guard says why). */
  if (search->guard != NULL
      && !ts_filter_guard_enter (search->guard, gtk_editable_get_text (GTK_EDITABLE (entry)),
                                 g_list_model_get_n_items (G_LIST_MODEL (matches))))
    return;
  if (g_list_model_get_n_items (G_LIST_MODEL (matches)) == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (entry));
      return;
    }
  first = g_list_model_get_item (G_LIST_MODEL (matches), 0);
  gtk_drop_down_set_selected (dropdown, position_in (gtk_drop_down_get_model (dropdown), first));
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  if (search->picked != NULL)
    search->picked (dropdown, search->user_data);
}

/* While typing: “No tile matches” once nothing does. */
static void
search_changed_cb (GtkEditable *entry,
                   Search      *search)
{
  GtkFilterListModel *matches = search_model (search->dropdown);
  GtkStringFilter *filter = search_filter (matches);

  if (filter == NULL || search->guard == NULL)
    return;
  gtk_string_filter_set_search (filter, gtk_editable_get_text (entry));
  ts_filter_guard_update (search->guard, gtk_editable_get_text (entry),
                          g_list_model_get_n_items (G_LIST_MODEL (matches)));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                Search                *search)
{
  GtkWidget *entry = find_descendant (GTK_WIDGET (search->dropdown), GTK_TYPE_SEARCH_ENTRY);
  gunichar c = gdk_keyval_to_unicode (keyval);
  char text[8] = { 0 };

  /* Letters only: digits are the goods' in the entries. */
  if (entry == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
      || !g_unichar_isalpha (c))
    return FALSE;
  gtk_widget_activate (GTK_WIDGET (search->dropdown));
  g_unichar_to_utf8 (c, text);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_widget_grab_focus (entry);
  gtk_editable_set_position (GTK_EDITABLE (entry), -1);
  return TRUE;
}

void
ts_burgundy_dropdown_search_init (GtkDropDown *dropdown,
                                  void (*picked) (GtkDropDown *dropdown,
                                                  gpointer     user_data),
                                  gpointer     user_data)
{
  Search *search;
  GtkStringFilter *filter;
  GtkWidget *entry;
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  search = g_new0 (Search, 1);
  filter = search_filter (search_model (dropdown));
  entry = find_descendant (GTK_WIDGET (dropdown), GTK_TYPE_SEARCH_ENTRY);
  keys = gtk_event_controller_key_new ();
  search->dropdown = dropdown;
  search->picked = picked;
  search->user_data = user_data;
  g_object_set_data_full (G_OBJECT (dropdown), "ts-burgundy-dropdown-search", search, g_free);

  if (filter != NULL)
    gtk_string_filter_set_match_mode (filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  if (entry != NULL)
    {
      GtkWidget *after = entry;
      GtkWidget *parent = gtk_widget_get_parent (entry);

      g_signal_connect (entry, "activate", G_CALLBACK (search_activated_cb), search);
      g_signal_connect (entry, "changed", G_CALLBACK (search_changed_cb), search);
      /* The guard's line goes under the search line, inside the drop-down's popover (GTK
       * 4.8 keeps the entry in a row of its own, in the popover's column). */
      while (parent != NULL && !(GTK_IS_BOX (parent)
                                 && gtk_orientable_get_orientation (GTK_ORIENTABLE (parent))
                                        == GTK_ORIENTATION_VERTICAL))
        {
          after = parent;
          parent = gtk_widget_get_parent (parent);
          if (GTK_IS_POPOVER (parent))
            parent = NULL;
        }
      if (parent != NULL)
        {
          /* Translators: the search of a depot space's drop-down matched no tile; %s is
           * what was typed */
          search->guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No tile matches “%s”.")));
          gtk_box_insert_child_after (GTK_BOX (parent), GTK_WIDGET (search->guard), after);
        }
    }
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), search);
  gtk_widget_add_controller (GTK_WIDGET (dropdown), keys);
}
