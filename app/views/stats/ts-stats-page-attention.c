/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the statistics leave out, and why (issue 52): the games folder the games-folder setting
 * names is not there, saved games that need attention (an entry the rules refuse) or cannot
 * be read, and the conflict copies counted in place of such an original. Each with the way to
 * it: Open (the game opens up to the refused entry, where Drop It decides), the row to
 * Preferences, or the row to Saved Games, where every one of them is listed with a warning
 * sign. A group of its own
 * above the figures, so that it shows when nothing else is counted too. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-saved-games.h"
#include "ts-stats-page-private.h"
#include "ts-sync-conflict.h"
#include "ts-tooltip.h"

/* Rows of games not counted; the rest are said in one row that leads to Saved Games. */
#define MAX_GAME_ROWS 5

static char *
dup_title (TsRecordInfo *info)
{
  const char *title = ts_record_info_get_title (info);
  g_autofree char *name = NULL;

  if (title != NULL && *title != '\0' && g_utf8_validate (title, -1, NULL))
    return g_strdup (title);
  name = g_file_get_basename (ts_record_info_get_file (info));
  return g_filename_display_name (name != NULL ? name : "");
}

static void
open_clicked_cb (GtkButton   *button,
                 TsStatsPage *self)
{
  GFile *file = g_object_get_data (G_OBJECT (button), "file");

  if (file != NULL)
    ts_stats_page_open_file (self, file);
}

static GtkWidget *
add_row (TsStatsPage *self,
         const char  *title,
         const char  *subtitle,
         const char  *icon_name)
{
  GtkWidget *row = ts_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);

  /* Names and reasons come from files: never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  if (g_str_equal (icon_name, "dialog-warning-symbolic"))
    {
      gtk_widget_add_css_class (icon, "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Needs attention"), -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Conflict copy"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_append (self->attention_list, row);
  return row;
}

/* A button at the row's end, which the row's activation presses too. */
static GtkWidget *
add_button (GtkWidget  *row,
            const char *mnemonic,
            const char *description)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ts_tooltip_set (button, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return button;
}

/* @original: the button of a copy's row, which opens the original that needs attention. */
static void
row_activated_cb (AdwActionRow *row)
{
  gtk_widget_activate_action (GTK_WIDGET (row), g_object_get_data (G_OBJECT (row), "action"),
                              NULL);
}

/* The whole row leads elsewhere (a chevron, no button: the reason keeps the width, down to
 * 360 px with a long path in it). */
static void
lead_to (GtkWidget  *row,
         const char *action,
         const char *description)
{
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  ts_tooltip_set (row, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  g_object_set_data_full (G_OBJECT (row), "action", g_strdup (action), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (row_activated_cb), NULL);
}

static void
add_open_button (TsStatsPage  *self,
                 GtkWidget    *row,
                 TsRecordInfo *info,
                 gboolean      original)
{
  g_autofree char *title = dup_title (info);
  g_autofree char *description =
      original ? /* Translators: a button's description on the statistics page: it opens the
                  * original of a conflict copy; %s is the saved game */
                 g_strdup_printf (_("Open the original, “%s”"), title)
               : /* Translators: a button's description on the statistics page; %s is a saved
                  * game */
                 g_strdup_printf (_("Open “%s”"), title);
  GtkWidget *button = add_button (row, _("_Open"), description);

  g_object_set_data_full (G_OBJECT (button), "file",
                          g_object_ref (ts_record_info_get_file (info)), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (open_clicked_cb), self);
}

static void
add_not_counted_row (TsStatsPage  *self,
                     TsRecordInfo *info)
{
  g_autofree char *title = dup_title (info);
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  if (ts_record_info_get_kind (info) == TS_RECORD_INFO_GAME)
    {
      const char *why = ts_record_info_get_attention (info);

      /* Translators: a saved game not counted by the statistics: the game, then why its
       * entries stop (the rule that refuses one) */
      subtitle = g_strdup_printf (_("%s · Needs attention: %s"),
                                  ts_record_info_get_game_name (info),
                                  why != NULL ? why : _("its result is not known"));
      row = add_row (self, title, subtitle, "dialog-warning-symbolic");
      add_open_button (self, row, info, FALSE);
      return;
    }
  {
    g_autofree char *problem = g_utf8_make_valid (ts_record_info_get_problem (info) != NULL
                                                      ? ts_record_info_get_problem (info)
                                                      : "",
                                                  -1);

    /* Translators: a file of the games folder that cannot be read; %s is why */
    subtitle = g_strdup_printf (_("Cannot be read: %s"), problem);
    add_row (self, title, subtitle, "dialog-warning-symbolic");
  }
}

static void
add_counted_copy_row (TsStatsPage  *self,
                      TsRecordInfo *copy,
                      TsRecordInfo *original)
{
  g_autofree char *name = g_file_get_basename (ts_record_info_get_file (copy));
  g_autofree char *original_name = g_file_get_basename (ts_record_info_get_file (original));
  g_autofree char *original_shown = g_filename_display_name (original_name);
  g_autofree char *title = dup_title (copy);
  g_autofree char *subtitle = NULL;
  TsSyncTool tool = TS_SYNC_TOOL_NONE;
  g_autofree char *parsed = ts_sync_conflict_parse (name, &tool);
  gboolean held = ts_record_info_get_kind (original) == TS_RECORD_INFO_GAME;
  GtkWidget *row;

  if (held)
    /* Translators: issue 52: a conflict copy counted instead of its original; the first %s
     * is who made the copy (Syncthing, Nextcloud, Dropbox, Seafile or Tableside), the second
     * the original's file name */
    subtitle = g_strdup_printf (_("Counted from the conflict copy by %s of “%s”: the original "
                                  "needs attention"),
                                ts_sync_tool_get_name (tool), original_shown);
  else
    /* Translators: as "Counted from the conflict copy…", when the original is damaged */
    subtitle = g_strdup_printf (_("Counted from the conflict copy by %s of “%s”: the original "
                                  "cannot be read"),
                                ts_sync_tool_get_name (tool), original_shown);
  row = add_row (self, title, subtitle, "edit-copy-symbolic");
  if (held)
    add_open_button (self, row, original, TRUE);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* The group's sentence: how many games are not counted, and why. */
static char *
dup_description (guint n_held,
                 guint n_unreadable,
                 guint n_copies)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (n_held > 0)
    /* Translators: issue 52: saved games whose entries do not all replay (an entry the rules
     * refuse), left out of the statistics */
    g_string_append_printf (text, ngettext ("%u game needs attention and is not counted.",
                                            "%u games need attention and are not counted.",
                                            n_held),
                            n_held);
  if (n_unreadable > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: issue 52: files of the games folder that are no saved game Tableside can
       * read (damaged, or something else) */
      g_string_append_printf (text, ngettext ("%u file of the games folder cannot be read and "
                                              "is not counted.",
                                              "%u files of the games folder cannot be read and "
                                              "are not counted.",
                                              n_unreadable),
                              n_unreadable);
    }
  if (n_held > 0)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("Open one to see the entry the rules refuse; drop it, or enter "
                               "what happened instead, and the game counts again."));
    }
  if (n_copies > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: issue 52: a conflict copy of a game counts when its original cannot */
      g_string_append_printf (text, ngettext ("%u game is counted from its conflict copy.",
                                              "%u games are counted from their conflict copies.",
                                              n_copies),
                              n_copies);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* Fills the group from the figures just computed; hidden when there is nothing to say.
 * Whether the games folder itself cannot be read. */
gboolean
ts_stats_page_fill_attention (TsStatsPage *self)
{
  GPtrArray *not_counted = ts_stats_get_not_counted (self->stats);
  GPtrArray *copies = ts_stats_get_counted_copies (self->stats);
  g_autofree char *problem = ts_saved_games_dup_folder_problem ();
  g_autoptr(TsSyncCounts) versions = NULL;
  g_autofree char *description = NULL;
  guint n_held = 0, n_rows = 0;

  clear_list (self->attention_list);
  for (guint i = 0; i < not_counted->len; i++)
    n_held += ts_record_info_get_kind (not_counted->pdata[i]) == TS_RECORD_INFO_GAME;
  if (problem != NULL)
    {
      GtkWidget *row = add_row (self, _("Games Folder"), problem, "dialog-warning-symbolic");

      lead_to (row, "app.preferences", _("Choose the games folder in Preferences"));
    }
  for (guint i = 0; i < not_counted->len && n_rows < MAX_GAME_ROWS; i++, n_rows++)
    add_not_counted_row (self, not_counted->pdata[i]);
  if (not_counted->len > n_rows)
    {
      guint more = not_counted->len - n_rows;
      /* Translators: issue 52: after a few games not counted, the rest; the start page lists
       * each of them with a warning sign */
      g_autofree char *title = g_strdup_printf (ngettext ("%u more, listed in Saved Games",
                                                          "%u more, listed in Saved Games",
                                                          more),
                                                more);
      GtkWidget *row = add_row (self, title, _("Each with a warning sign and the reason."),
                                "dialog-warning-symbolic");

      lead_to (row, "win.show-games", _("Back to the games, where the saved games are listed"));
    }
  /* Which original each copy stands for: worked out again only when there is one to say (the
   * list may hold 10,000 games). */
  if (copies->len > 0)
    versions = ts_sync_counts_new (self->games);
  for (guint i = 0; i < copies->len; i++)
    {
      TsRecordInfo *original = NULL;

      if (ts_sync_counts_get (versions, copies->pdata[i], &original) == TS_SYNC_COUNT_IN_PLACE
          && original != NULL)
        add_counted_copy_row (self, copies->pdata[i], original);
    }
  description = dup_description (n_held, not_counted->len - n_held, copies->len);
  adw_preferences_group_set_description (self->attention_group, description);
  gtk_widget_set_visible (GTK_WIDGET (self->attention_group),
                          description != NULL || problem != NULL);
  return problem != NULL;
}

/* Made here rather than in the template: a group above the filters' results. */
void
ts_stats_page_attention_init (TsStatsPage *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *filters = gtk_widget_get_first_child (self->content);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Not Counted"));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Not Counted"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), list);
  gtk_widget_set_visible (group, FALSE);
  gtk_box_insert_child_after (GTK_BOX (self->content), group, filters);
  self->attention_group = ADW_PREFERENCES_GROUP (group);
  self->attention_list = GTK_LIST_BOX (list);
}

GtkWidget *
ts_stats_page_get_attention (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return GTK_WIDGET (self->attention_group);
}
