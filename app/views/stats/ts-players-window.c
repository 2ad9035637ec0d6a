/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-player-name.h"
#include "ts-players-window.h"
#include "ts-record-info.h"
#include "ts-score-table.h"

/* One player of the list: a person (@id) or a name from older saved games (@id NULL). */
typedef struct
{
  char *id;
  char *name;
  char *color;
  AdwExpanderRow *row;
  AdwEntryRow *name_row;
  AdwComboRow *same_row;
  GPtrArray *choices; /* the ids the "same player as" rows offer, after "nobody" */
} Entry;

struct _TsPlayersWindow
{
  AdwPreferencesWindow parent_instance;

  TsPeople *people;
  GListModel *games;
  AdwPreferencesPage *page;
  AdwPreferencesGroup *group;
  GPtrArray *entries; /* Entry */
  gboolean filling;   /* rows being made: their "selected" is not the user's choice */
  guint fill_id;      /* the rows are made again after the change's signal is over */
};

G_DEFINE_FINAL_TYPE (TsPlayersWindow, ts_players_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->id);
  g_free (entry->name);
  g_free (entry->color);
  g_clear_pointer (&entry->choices, g_ptr_array_unref);
  g_free (entry);
}

static void fill (TsPlayersWindow *self);

static gboolean
fill_cb (gpointer data)
{
  TsPlayersWindow *self = data;

  self->fill_id = 0;
  fill (self);
  return G_SOURCE_REMOVE;
}

/* After a change: the row that made it is still emitting its signal. */
static void
fill_later (TsPlayersWindow *self)
{
  if (self->fill_id == 0)
    self->fill_id = g_idle_add (fill_cb, self);
}

static void
toast (TsPlayersWindow *self,
       const char      *message)
{
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (message));
}

/* The person @entry is, made one now when it is only a name. */
static const char *
person_of (TsPlayersWindow *self,
           Entry           *entry)
{
  if (entry->id == NULL)
    {
      /* A name from an older saved game, kept as names are now (issue 52). */
      g_autofree char *name = ts_player_name_normalize (entry->name, NULL);

      if (name != NULL)
        entry->id = g_strdup (ts_people_ensure (self->people, name, entry->color));
    }
  return entry->id;
}

static void
save (TsPlayersWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!ts_people_save (self->people, &error))
    {
      /* Translators: %s is why people.json could not be written */
      g_autofree char *message = g_strdup_printf (_("Not saved: %s"), error->message);

      toast (self, message);
    }
}

static void
name_applied_cb (AdwEntryRow *row,
                 Entry       *entry)
{
  TsPlayersWindow *self = TS_PLAYERS_WINDOW (gtk_widget_get_root (GTK_WIDGET (row)));
  /* As names are kept (ts-player-name.h); a blank one is "", which the rename refuses. */
  g_autofree char *name = ts_player_name_normalize (gtk_editable_get_text (GTK_EDITABLE (row)),
                                                    NULL);
  g_autoptr(GError) error = NULL;
  const char *id = person_of (self, entry);

  /* A player known only by a blank name from an older saved game is no person to rename. */
  if (id == NULL)
    g_set_error_literal (&error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_NAME,
                         _("A name cannot be empty."));
  if (id == NULL || !ts_people_rename (self->people, id, name != NULL ? name : "", &error))
    {
      /* Nothing changed: the row shows the name as it is, and says why. */
      gtk_editable_set_text (GTK_EDITABLE (row), entry->name);
      toast (self, error->message);
      return;
    }
  save (self);
  fill_later (self);
}

static void
same_selected_cb (AdwComboRow *row,
                  GParamSpec  *pspec,
                  Entry       *entry)
{
  TsPlayersWindow *self = TS_PLAYERS_WINDOW (gtk_widget_get_root (GTK_WIDGET (row)));
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gboolean done;

  if (self->filling || selected == GTK_INVALID_LIST_POSITION)
    return;
  if (selected == 0)
    {
      done = ts_people_get_merged_into (self->people, entry->id) == NULL
             || ts_people_unmerge (self->people, entry->id, &error);
      /* Translators: %s is a player's name, counted on their own again */
      message = g_strdup_printf (_("%s counts as a player of their own again."), entry->name);
    }
  else
    {
      const char *into = entry->choices->pdata[selected - 1];
      g_autofree char *into_name = NULL;
      Entry *other = NULL;

      for (guint i = 0; i < self->entries->len; i++)
        if (g_strcmp0 (((Entry *) self->entries->pdata[i])->id, into) == 0
            || g_strcmp0 (((Entry *) self->entries->pdata[i])->name, into) == 0)
          other = self->entries->pdata[i];
      into_name = g_strdup (other != NULL ? other->name : into);
      if (other != NULL)
        into = person_of (self, other);
      done = ts_people_merge (self->people, person_of (self, entry), into, &error);
      /* Translators: two players' names: the first now counts as the second */
      message = g_strdup_printf (_("%s now counts as %s."), entry->name, into_name);
    }
  if (!done)
    {
      toast (self, error->message);
      fill_later (self);
      return;
    }
  save (self);
  toast (self, message);
  fill_later (self);
}

static void
add_entry_rows (TsPlayersWindow *self,
                Entry           *entry)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char *merged_into = entry->id != NULL
                                ? ts_people_get_merged_into (self->people, entry->id)
                                : NULL;
  guint selected = 0;

  entry->row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (entry->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry->row), entry->name);
  if (merged_into != NULL)
    {
      /* Translators: a player merged into another; %s is the other's name */
      g_autofree char *subtitle = g_strdup_printf (_("Counted as %s"),
                                                   ts_people_get_name (self->people,
                                                                       merged_into));

      adw_expander_row_set_subtitle (entry->row, subtitle);
    }
  else if (entry->id == NULL)
    adw_expander_row_set_subtitle (entry->row, _("Known by name from saved games"));
  if (entry->color != NULL)
    adw_expander_row_add_prefix (entry->row, ts_score_table_swatch_new (entry->color));

  entry->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry->name_row), _("_Name"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (entry->name_row), TRUE);
  adw_entry_row_set_show_apply_button (entry->name_row, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry->name_row), entry->name);
  g_signal_connect (entry->name_row, "apply", G_CALLBACK (name_applied_cb), entry);
  adw_expander_row_add_row (entry->row, GTK_WIDGET (entry->name_row));

  entry->choices = g_ptr_array_new_with_free_func (g_free);
  gtk_string_list_append (names, _("Nobody Else"));
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *other = self->entries->pdata[i];

      if (other == entry
          || (other->id != NULL && ts_people_get_merged_into (self->people, other->id) != NULL))
        continue;
      gtk_string_list_append (names, other->name);
      g_ptr_array_add (entry->choices, g_strdup (other->id != NULL ? other->id : other->name));
      if (merged_into != NULL && g_strcmp0 (other->id, merged_into) == 0)
        selected = entry->choices->len;
    }
  entry->same_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry->same_row), _("_Same Player As"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (entry->same_row), TRUE);
  adw_combo_row_set_model (entry->same_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (entry->same_row, selected);
  g_signal_connect (entry->same_row, "notify::selected", G_CALLBACK (same_selected_cb), entry);
  adw_expander_row_add_row (entry->row, GTK_WIDGET (entry->same_row));

  adw_preferences_group_add (self->group, GTK_WIDGET (entry->row));
  if (ts_people_get_problem (self->people) != NULL)
    gtk_widget_set_sensitive (GTK_WIDGET (entry->row), FALSE);
}

static gboolean
listed (TsPlayersWindow *self,
        const char      *name)
{
  g_autofree char *folded = ts_people_fold_name (name);

  for (guint i = 0; i < self->entries->len; i++)
    {
      g_autofree char *other = ts_people_fold_name (((Entry *) self->entries->pdata[i])->name);

      if (g_str_equal (folded, other))
        return TRUE;
    }
  return FALSE;
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  return g_utf8_collate ((*(Entry **) a)->name, (*(Entry **) b)->name);
}

static void
fill (TsPlayersWindow *self)
{
  g_auto(GStrv) ids = ts_people_dup_ids (self->people);
  guint n = self->games != NULL ? g_list_model_get_n_items (self->games) : 0;
  g_autofree char *expanded = NULL;

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = self->entries->pdata[i];

      if (adw_expander_row_get_expanded (entry->row))
        expanded = g_strdup (entry->id != NULL ? entry->id : entry->name);
      adw_preferences_group_remove (self->group, GTK_WIDGET (entry->row));
    }
  g_ptr_array_set_size (self->entries, 0);
  self->filling = TRUE;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      Entry *entry = g_new0 (Entry, 1);

      entry->id = g_strdup (ids[i]);
      entry->name = g_strdup (ts_people_get_name (self->people, ids[i]));
      entry->color = g_strdup (ts_people_get_color (self->people, ids[i]));
      g_ptr_array_add (self->entries, entry);
    }
  /* Newest saved games first: a name's colour is its newest. */
  for (guint g = 0; g < n; g++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (self->games, g);
      const char *const *players = ts_record_info_get_players (info);
      const char *const *colors = ts_record_info_get_colors (info);

      if (ts_record_info_get_kind (info) != TS_RECORD_INFO_GAME)
        continue;
      for (guint i = 0; players[i] != NULL; i++)
        if (ts_people_find (self->people, players[i]) == NULL && !listed (self, players[i]))
          {
            Entry *entry = g_new0 (Entry, 1);

            entry->name = g_strstrip (g_strdup (players[i]));
            entry->color = *colors[i] != '\0' ? g_strdup (colors[i]) : NULL;
            if (*entry->name != '\0')
              g_ptr_array_add (self->entries, entry);
            else
              entry_free (entry);
          }
    }
  g_ptr_array_sort (self->entries, compare_entries);
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = self->entries->pdata[i];

      add_entry_rows (self, entry);
      if (g_strcmp0 (expanded, entry->id != NULL ? entry->id : entry->name) == 0)
        {
          adw_expander_row_set_expanded (entry->row, TRUE);
          gtk_widget_grab_focus (GTK_WIDGET (entry->row));
        }
    }
  self->filling = FALSE;
  adw_preferences_group_set_description (
      self->group, self->entries->len == 0
                       ? _("Nobody yet: everyone who plays a game set up here is listed.")
                       : ts_people_get_problem (self->people));
}

static void
ts_players_window_dispose (GObject *object)
{
  TsPlayersWindow *self = TS_PLAYERS_WINDOW (object);

  g_clear_handle_id (&self->fill_id, g_source_remove);
  g_clear_object (&self->people);
  g_clear_object (&self->games);
  g_clear_pointer (&self->entries, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_players_window_parent_class)->dispose (object);
}

static void
ts_players_window_class_init (TsPlayersWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_players_window_dispose;
}

static void
ts_players_window_init (TsPlayersWindow *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  self->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, _("Players"));
  adw_preferences_page_add (self->page, self->group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), self->page);
  gtk_window_set_title (GTK_WINDOW (self), _("Players"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 520);
}

TsPlayersWindow *
ts_players_window_new (TsPeople   *people,
                       GListModel *games)
{
  TsPlayersWindow *self;

  g_return_val_if_fail (TS_IS_PEOPLE (people), NULL);

  self = g_object_new (TS_TYPE_PLAYERS_WINDOW, NULL);
  self->people = g_object_ref (people);
  self->games = games != NULL ? g_object_ref (games) : NULL;
  fill (self);
  return self;
}

static Entry *
find_entry (TsPlayersWindow *self,
            const char      *name)
{
  for (guint i = 0; i < self->entries->len; i++)
    if (g_strcmp0 (((Entry *) self->entries->pdata[i])->name, name) == 0)
      return self->entries->pdata[i];
  return NULL;
}

AdwExpanderRow *
ts_players_window_find_row (TsPlayersWindow *self,
                            const char      *name)
{
  Entry *entry = find_entry (self, name);

  return entry != NULL ? entry->row : NULL;
}

AdwEntryRow *
ts_players_window_get_name_row (TsPlayersWindow *self,
                                const char      *name)
{
  Entry *entry = find_entry (self, name);

  return entry != NULL ? entry->name_row : NULL;
}

AdwComboRow *
ts_players_window_get_same_row (TsPlayersWindow *self,
                                const char      *name)
{
  Entry *entry = find_entry (self, name);

  return entry != NULL ? entry->same_row : NULL;
}
