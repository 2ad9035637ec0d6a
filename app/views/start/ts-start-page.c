/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-page-host.h"
#include "ts-game-views.h"
#include "ts-record-info.h"
#include "ts-start-page-private.h"
#include "ts-sync-conflict.h"

/* The first page: the games Tableside can keep, and the games already kept.
 *
 * Saved Games are read off the main thread (TsRecordScan) and fill the list as they come,
 * newest first; the list shows the newest PAGE_SIZE of them (or of those matching the
 * search), says how many there are, and "Show More" reaches the rest. Coming back to the page
 * reads the folder again and swaps the new list in once it is complete
 * (ts-start-page-reading.c). The status line, "Show More" and the search are in
 * ts-start-page-list.c; renaming and deleting (with undo) in ts-start-page-saved.c. */


G_DEFINE_FINAL_TYPE (TsStartPage, ts_start_page, ADW_TYPE_BIN)

enum
{
  GAME_ACTIVATED,
  RECORD_ACTIVATED,
  SCORE_SHEET_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_start_page_new (void)
{
  return g_object_new (TS_TYPE_START_PAGE, NULL);
}

static GtkWidget *
create_row (const char *title,
            const char *subtitle)
{
  GtkWidget *row = ts_action_row_new ();

  /* Names come from players; never read them as markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static GtkWidget *
add_chevron (GtkWidget *row)
{
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

static GtkWidget *
create_chevron_row (const char *title,
                    const char *subtitle)
{
  return add_chevron (create_row (title, subtitle));
}

/* The game, its players, the date it was last played, and whether it is in progress or finished
 * (and who won); for a score sheet, who won it. */
/* The people who play, for their names now (a renamed person is renamed in the list too);
 * NULL outside Tableside's application (tests). */
TsPeople *
ts_start_page_app_people (void)
{
  return ts_page_host_get_people (ts_page_host_get_default ());
}

/* When the game was last played: its last entry's time, which the file keeps however often
 * it is written again (an earlier version restored, an old record written anew); else when
 * the file was saved. */
static char *
dup_played_date (TsRecordInfo *record)
{
  gint64 last = ts_record_info_get_last_entry (record);
  GDateTime *modified = ts_record_info_get_modified (record);
  g_autoptr(GDateTime) played = last >= 0 ? g_date_time_new_from_unix_local (last) : NULL;

  if (played != NULL)
    return g_date_time_format (played, "%x");
  return modified != NULL ? g_date_time_format (modified, "%x") : NULL;
}

static char *
dup_recent_subtitle (TsRecordInfo *record)
{
  g_autofree char *players = ts_record_info_dup_players_text (record, ts_start_page_app_people ());
  g_autofree char *date = dup_played_date (record);
  g_autofree char *status = ts_record_info_dup_status_text (record);
  g_autofree char *subtitle = NULL;
  g_autofree char *name = g_file_get_basename (ts_record_info_get_file (record));
  TsSyncTool tool = TS_SYNC_TOOL_NONE;
  g_autofree char *original = ts_sync_conflict_parse (name, &tool);
  g_autofree char *original_shown = NULL;

  /* Translators: a saved game's subtitle: the game, its players, the date it was last
   * played, and “In progress” or “Finished, Ana won”. */
  subtitle = g_strdup_printf (_("%s · %s · %s · %s"), ts_record_info_get_game_name (record),
                              players, date != NULL ? date : "", status);
  if (original == NULL)
    return g_steal_pointer (&subtitle);
  /* Issue 43: a second version of a game, kept by a sync tool (or by Tableside) when the
   * game changed on two computers; it is listed right after the game it is a copy of. */
  original_shown = g_filename_display_name (original);
  /* Translators: a saved game's subtitle when it is a conflict copy: the first %s is who made
   * it (Syncthing, Nextcloud, Dropbox, Seafile or Tableside), the second the file name of the
   * game it is a copy of, the third the usual subtitle. */
  return g_strdup_printf (_("Conflict copy by %s of “%s”, both kept · %s"),
                          ts_sync_tool_get_name (tool), original_shown, subtitle);
}

/**
 * ts_start_page_dup_title:
 *
 * How @record is named on screen and to screen readers: its title, or, when that is the
 * name of a file that is not UTF-8 (a game without a name, a file that is not a game, named
 * in Latin-1 on an older system or in a zip), that name as GLib shows a file name. Labels,
 * accessible names and toasts take UTF-8 only: a raw Latin-1 name as a row's title aborted
 * the app once a screen reader read the row (issue 40). (transfer full)
 */
char *
ts_start_page_dup_title (TsRecordInfo *record)
{
  const char *title = ts_record_info_get_title (record);
  g_autofree char *name = NULL;

  if (title != NULL && g_utf8_validate (title, -1, NULL))
    return g_strdup (title);
  name = g_file_get_basename (ts_record_info_get_file (record));
  return g_filename_display_name (name != NULL ? name : "");
}

/* A file of the games folder that is not a saved game: its name and why, with a warning
 * sign; nothing to open. The file is left as it is. */
static GtkWidget *
create_unreadable_row (TsRecordInfo *record)
{
  g_autofree char *title = ts_start_page_dup_title (record);
  g_autofree char *problem = g_utf8_make_valid (ts_record_info_get_problem (record), -1);
  GtkWidget *row = create_row (title, problem);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  /* Translators: a file in the saved games folder that cannot be opened; %s is why. */
  g_autofree char *description = g_strdup_printf (_("Cannot be opened: %s"), problem);

  gtk_widget_add_css_class (icon, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Warning"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static GtkWidget *
create_recent_row (gpointer item,
                   gpointer user_data)
{
  TsStartPage *self = TS_START_PAGE (user_data);
  TsRecordInfo *record = TS_RECORD_INFO (item);
  GtkWidget *row;

  if (ts_record_info_get_kind (record) == TS_RECORD_INFO_UNREADABLE)
    row = create_unreadable_row (record);
  else
    {
      g_autofree char *subtitle = dup_recent_subtitle (record);
      g_autofree char *title = ts_start_page_dup_title (record);

      row = create_row (title, subtitle);
      /* Issue 40: a game whose entries do not all replay opens up to the refused one; its
       * subtitle says why, and a sign shows it at a glance. */
      if (ts_sync_conflict_is_copy (ts_record_info_get_file (record)))
        {
          GtkWidget *icon = gtk_image_new_from_icon_name ("edit-copy-symbolic");

          gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Conflict copy"), -1);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
        }
      if (ts_record_info_get_attention (record) != NULL)
        {
          GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

          gtk_widget_add_css_class (icon, "warning");
          gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Needs attention"), -1);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
        }
      ts_start_page_saved_add_row_actions (self, row, record);
      add_chevron (row);
    }
  g_object_set_data_full (G_OBJECT (row), "record", g_object_ref (record), g_object_unref);
  return row;
}

static void
score_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TsStartPage      *self)
{
  const TsGameView *view = ts_game_views_lookup (response);

  /* Cancel, Escape or the window closed: nothing is opened. */
  if (view != NULL)
    g_signal_emit (self, signals[SCORE_SHEET_ACTIVATED], 0, view->module->id);
}

/* Score a Finished Game…: which game, asked in a dialog (issue 56: a row for each game was
 * 5 % of the page's first frame, and four rows of one title could not be told apart). */
static void
ask_score_game (TsStartPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  guint n_views = 0;
  const TsGameView *const *views = ts_game_views_get_all (&n_views);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Score a Finished Game"),
                                   _("Which game was played? Its final score is checked from "
                                     "what each player has at the end."));
  /* Not shown: the window's name for the window manager and screen readers. */
  gtk_window_set_title (GTK_WINDOW (dialog), _("Choose a Game to Score"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  /* Added from the last: the dialog stacks its responses upwards, the games in New Game's
   * order above Cancel. */
  for (guint i = n_views; i-- > 0;)
    if (ts_game_view_has_sheet (views[i]))
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), views[i]->module->id,
                                       _(views[i]->module->name));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (score_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
fill_games (TsStartPage *self)
{
  guint n_views = 0;
  const TsGameView *const *views = ts_game_views_get_all (&n_views);

  for (guint i = 0; i < n_views; i++)
    {
      const TsGameModule *module = views[i]->module;
      /* Translators: the player counts a game supports, as in “2–4 players”; the plural
       * follows the larger number. */
      g_autofree char *players = g_strdup_printf (ngettext ("%u–%u player", "%u–%u players",
                                                            module->max_players),
                                                  module->min_players, module->max_players);
      GtkWidget *row = create_chevron_row (_(module->name), players);

      g_object_set_data (G_OBJECT (row), "game-id", (gpointer) module->id);
      gtk_list_box_append (self->games_list, row);
    }

  /* After the games: scoring a finished game that was not kept, when a game has a sheet. */
  for (guint i = 0; i < n_views; i++)
    if (ts_game_view_has_sheet (views[i]))
      {
        GtkWidget *row = create_chevron_row (_("Score a Finished Game…"),
                                             _("Check the final score of a game you did not "
                                               "track"));

        g_object_set_data (G_OBJECT (row), "score-sheet", GINT_TO_POINTER (TRUE));
        gtk_list_box_append (self->games_list, row);
        break;
      }
}

static void
games_row_activated_cb (GtkListBox    *box,
                        GtkListBoxRow *row,
                        TsStartPage   *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (row), "game-id");

  if (g_object_get_data (G_OBJECT (row), "score-sheet") != NULL)
    ask_score_game (self);
  else
    g_signal_emit (self, signals[GAME_ACTIVATED], 0, game_id);
}

/* Opens the saved game of @row, unless it is not one. */
void
ts_start_page_open_row (TsStartPage   *self,
                        GtkListBoxRow *row)
{
  TsRecordInfo *record = g_object_get_data (G_OBJECT (row), "record");

  if (record != NULL && ts_record_info_get_kind (record) != TS_RECORD_INFO_UNREADABLE)
    g_signal_emit (self, signals[RECORD_ACTIVATED], 0, record);
}

static void
recent_row_activated_cb (GtkListBox    *box,
                         GtkListBoxRow *row,
                         TsStartPage   *self)
{
  ts_start_page_open_row (self, row);
}

static void
resume_clicked_cb (GtkButton   *button,
                   TsStartPage *self)
{
  if (self->resume != NULL)
    g_signal_emit (self, signals[RECORD_ACTIVATED], 0, self->resume);
}

/* Where the keyboard starts when the page is shown: on Resume when a game is in progress, else
 * on the first game of New Game, so that Enter goes on or starts a game (the window would
 * otherwise focus its main menu button). The saved games are read after the page is shown:
 * Resume takes over from the first game once the game in progress is read, unless the
 * player has moved the focus meanwhile. */
static void
focus_start (TsStartPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *first = GTK_WIDGET (gtk_list_box_get_row_at_index (self->games_list, 0));

  if (!self->focus_start || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* Never from elsewhere (a game page shown meanwhile, while this page slides away). */
  if (focus != NULL && focus != first && focus != self->resume_button)
    return;
  if (self->resume != NULL)
    gtk_widget_grab_focus (self->resume_button);
  else if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* The reading is complete: the focus is the player's from now on. */
void
ts_start_page_end_focus_start (TsStartPage *self)
{
  self->focus_start = FALSE;
}

/* Offers the newest game in progress for resuming, above everything else. */
void
ts_start_page_update_resume (TsStartPage *self)
{
  GListModel *recent = G_LIST_MODEL (self->recent);
  guint n_items = g_list_model_get_n_items (recent);

  g_clear_object (&self->resume);
  for (guint i = 0; i < n_items && self->resume == NULL; i++)
    {
      g_autoptr(TsRecordInfo) record = g_list_model_get_item (recent, i);

      if (ts_record_info_get_kind (record) == TS_RECORD_INFO_GAME
          && !ts_record_info_get_finished (record))
        self->resume = g_steal_pointer (&record);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->resume_group), self->resume != NULL);
  if (self->resume != NULL)
    {
      g_autofree char *subtitle = dup_recent_subtitle (self->resume);
      g_autofree char *title = ts_start_page_dup_title (self->resume);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->resume_row), title);
      adw_action_row_set_subtitle (self->resume_row, subtitle);
    }
  focus_start (self);
}


void
ts_start_page_set_record_dir (TsStartPage *self,
                              GFile       *dir)
{
  g_return_if_fail (TS_IS_START_PAGE (self));
  g_return_if_fail (G_IS_FILE (dir));

  g_set_object (&self->record_dir, dir);
  self->listed = FALSE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      ts_start_page_reload (self);
      ts_start_page_watch_folder (self);
    }
}

/**
 * ts_start_page_set_listing:
 *
 * The statistics page shows this page's list (issue 43): while it does, the folder is read
 * again when it changes, as when this page is shown. Not while a game is open (the game's
 * own saves would read the folder after each entry).
 */
void
ts_start_page_set_listing (TsStartPage *self,
                           gboolean     listing)
{
  g_return_if_fail (TS_IS_START_PAGE (self));

  self->keep_listing = listing;
  /* Still shown (the stack's transition): its unmap keeps or stops the watch. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (!listing)
    {
      ts_start_page_unwatch_folder (self);
      return;
    }
  ts_start_page_reload (self);
  ts_start_page_watch_folder (self);
}

GFile *
ts_start_page_get_record_dir (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return self->record_dir;
}

/* The newest saved game still in progress, or NULL. */
TsRecordInfo *
ts_start_page_get_resume (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return self->resume;
}

/* Every saved game read so far (also those not shown), newest first. */
GListModel *
ts_start_page_get_recent (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return G_LIST_MODEL (self->recent);
}

/* FALSE while the games folder is being read for the first time. */
gboolean
ts_start_page_get_listed (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), FALSE);
  return self->listed && self->rescan == NULL;
}

GtkListBox *
ts_start_page_get_saved_list (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return self->recent_list;
}

GtkEditable *
ts_start_page_get_search_entry (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return GTK_EDITABLE (self->search_entry);
}

GtkButton *
ts_start_page_get_show_more_button (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return GTK_BUTTON (self->show_more_button);
}

/* The status line under the list, or NULL when it is hidden. */
const char *
ts_start_page_get_status (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return gtk_widget_get_visible (self->status_box) ? gtk_label_get_label (self->status_label)
                                                   : NULL;
}

TsRecordInfo *
ts_start_page_find (TsStartPage *self,
                    const char  *uri,
                    guint       *position)
{
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->recent));

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(TsRecordInfo) record = g_list_model_get_item (G_LIST_MODEL (self->recent), i);
      g_autofree char *record_uri = g_file_get_uri (ts_record_info_get_file (record));

      if (g_strcmp0 (record_uri, uri) == 0)
        {
          if (position != NULL)
            *position = i;
          return record;
        }
    }
  return NULL;
}

void
ts_start_page_add_toast (TsStartPage *self,
                         const char  *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  /* Toast titles are markup on libadwaita 1.2. */
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

static void
ts_start_page_map (GtkWidget *widget)
{
  TsStartPage *self = TS_START_PAGE (widget);

  GTK_WIDGET_CLASS (ts_start_page_parent_class)->map (widget);
  self->keep_listing = FALSE;
  self->focus_start = TRUE;
  /* Coming back from a game, the focus is still in the game's page. */
  if (GTK_IS_WINDOW (gtk_widget_get_root (widget)))
    gtk_window_set_focus (GTK_WINDOW (gtk_widget_get_root (widget)), NULL);
  focus_start (self);
  /* Coming back to the start page shows games saved meanwhile. */
  ts_start_page_reload (self);
  ts_start_page_watch_folder (self);
}

static void
ts_start_page_unmap (GtkWidget *widget)
{
  TsStartPage *self = TS_START_PAGE (widget);

  /* The statistics page shows the list: it stays true (ts_start_page_set_listing()). */
  if (!self->keep_listing)
    {
      ts_start_page_unwatch_folder (self);
      /* A game opened meanwhile (from the command line, say) has the machine to itself. */
      if (self->scan != NULL && !ts_record_scan_get_done (self->scan))
        ts_start_page_stop_reading (self);
    }
  GTK_WIDGET_CLASS (ts_start_page_parent_class)->unmap (widget);
}

static void
ts_start_page_dispose (GObject *object)
{
  TsStartPage *self = TS_START_PAGE (object);

  ts_start_page_stop_reading (self);
  ts_start_page_unwatch_folder (self);
  ts_start_page_saved_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_START_PAGE);
  g_clear_object (&self->shown);
  g_clear_object (&self->filtered);
  g_clear_object (&self->recent);
  g_clear_object (&self->record_dir);
  g_clear_object (&self->resume);
  g_clear_pointer (&self->search, g_free);
  g_clear_pointer (&self->own_changes, g_hash_table_unref);

  G_OBJECT_CLASS (ts_start_page_parent_class)->dispose (object);
}

static void
ts_start_page_class_init (TsStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_start_page_dispose;
  widget_class->map = ts_start_page_map;
  widget_class->unmap = ts_start_page_unmap;

  /**
   * TsStartPage::game-activated:
   * @game_id: the game to set up
   */
  signals[GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * TsStartPage::score-sheet-activated:
   * @game_id: the game whose final-scoring sheet to open
   */
  signals[SCORE_SHEET_ACTIVATED] = g_signal_new ("score-sheet-activated",
                                                 G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * TsStartPage::record-activated:
   * @record: the saved game (or scored sheet) to open
   */
  signals[RECORD_ACTIVATED] = g_signal_new ("record-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, TS_TYPE_RECORD_INFO);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/start/ts-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, recent_list);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, placeholder_label);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, status_box);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, show_more_button);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, resume_group);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, resume_row);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, resume_button);
  gtk_widget_class_bind_template_callback (widget_class, games_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, recent_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, resume_clicked_cb);
  ts_start_page_list_class_init (widget_class);
  ts_start_page_saved_class_init (widget_class);
}

static void
ts_start_page_init (TsStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The bin's child, owned by AdwBin (not a template child, which would be unparented twice). */
  self->toast_overlay = ADW_TOAST_OVERLAY (adw_bin_get_child (ADW_BIN (self)));

  self->record_dir = ts_record_dir ();
  self->recent = g_list_store_new (TS_TYPE_RECORD_INFO);
  self->filter = gtk_custom_filter_new (ts_start_page_list_filter, self, NULL);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->recent)),
                                              GTK_FILTER (self->filter));
  self->shown_limit = PAGE_SIZE;
  self->shown = gtk_slice_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)), 0,
                                          self->shown_limit);
  self->deleted = g_ptr_array_new ();
  self->own_changes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_list_box_bind_model (self->recent_list, G_LIST_MODEL (self->shown), create_recent_row,
                           self, NULL);
  fill_games (self);
  /* Translators: the search of the saved games found none; %s is what was typed */
  self->search_guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No saved game matches “%s”.")));
  ts_filter_guard_set_empty_hint (self->search_guard,
                                  /* Translators: Enter on the empty search of saved games */
                                  _("Type a name or a player to find a saved game."));
  if (GTK_IS_BOX (gtk_widget_get_parent (GTK_WIDGET (self->search_entry))))
    gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->search_entry))),
                                GTK_WIDGET (self->search_guard),
                                GTK_WIDGET (self->search_entry));
  else
    gtk_widget_insert_after (GTK_WIDGET (self->search_guard),
                             gtk_widget_get_parent (GTK_WIDGET (self->search_entry)),
                             GTK_WIDGET (self->search_entry));
  ts_start_page_list_connect_search (self);
  ts_start_page_update_list (self);
}
