/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-views.h"
#include "ts-record-info.h"
#include "ts-start-page.h"

/* The first page: the games Tableside can keep, and the games already kept. */
struct _TsStartPage
{
  AdwBin parent_instance;

  GFile *record_dir;
  GListStore *recent;

  TsRecordInfo *resume; /* the newest game in progress, offered for resuming */

  /* template widgets */
  GtkListBox *games_list;
  GtkListBox *recent_list;
  AdwPreferencesGroup *resume_group;
  AdwActionRow *resume_row;
};

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
create_chevron_row (const char *title,
                    const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* Names come from players; never read them as markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

/* The game, its players, the date it was saved, and whether it is in progress or finished
 * (and who won). */
static char *
dup_recent_subtitle (TsRecordInfo *record)
{
  GDateTime *modified = ts_record_info_get_modified (record);
  g_autofree char *players = ts_record_info_dup_players_text (record);
  g_autofree char *date = modified != NULL ? g_date_time_format (modified, "%x") : NULL;
  g_autofree char *status = ts_record_info_dup_status_text (record);

  /* Translators: a saved game's subtitle: the game, its players, the date it was saved, and
   * “In progress” or “Finished, Ana won”. */
  return g_strdup_printf (_("%s · %s · %s · %s"), ts_record_info_get_game_name (record),
                          players, date != NULL ? date : "", status);
}

static GtkWidget *
create_recent_row (gpointer item,
                   gpointer user_data)
{
  TsRecordInfo *record = TS_RECORD_INFO (item);
  g_autofree char *subtitle = dup_recent_subtitle (record);
  GtkWidget *row;

  row = create_chevron_row (ts_record_info_get_title (record), subtitle);
  g_object_set_data_full (G_OBJECT (row), "record", g_object_ref (record), g_object_unref);
  return row;
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

  /* After the games: scoring a finished game that was not kept, for games with a sheet. */
  for (guint i = 0; i < n_views; i++)
    {
      const TsGameModule *module = views[i]->module;
      g_autofree char *subtitle = NULL;
      g_autofree char *accessible = NULL;
      GtkWidget *row;

      if (views[i]->score_sheet == NULL)
        continue;
      /* Translators: %s is a game (“The Castles of Burgundy”) */
      subtitle = g_strdup_printf (_("%s · Check the final score of a game you did not track"),
                                  _(module->name));
      /* Translators: the start page's row, read by screen readers; %s is a game */
      accessible = g_strdup_printf (_("Score a finished game of %s"), _(module->name));
      row = create_chevron_row (_("Score a Finished Game"), subtitle);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      g_object_set_data (G_OBJECT (row), "game-id", (gpointer) module->id);
      g_object_set_data (G_OBJECT (row), "score-sheet", GINT_TO_POINTER (TRUE));
      gtk_list_box_append (self->games_list, row);
    }
}

static void
games_row_activated_cb (GtkListBox    *box,
                        GtkListBoxRow *row,
                        TsStartPage   *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (row), "game-id");
  gboolean score_sheet = g_object_get_data (G_OBJECT (row), "score-sheet") != NULL;

  g_signal_emit (self, signals[score_sheet ? SCORE_SHEET_ACTIVATED : GAME_ACTIVATED], 0, game_id);
}

static void
recent_row_activated_cb (GtkListBox    *box,
                         GtkListBoxRow *row,
                         TsStartPage   *self)
{
  TsRecordInfo *record = g_object_get_data (G_OBJECT (row), "record");

  g_signal_emit (self, signals[RECORD_ACTIVATED], 0, record);
}

static void
resume_clicked_cb (GtkButton   *button,
                   TsStartPage *self)
{
  if (self->resume != NULL)
    g_signal_emit (self, signals[RECORD_ACTIVATED], 0, self->resume);
}

/* Offers the newest game in progress for resuming, above everything else. */
static void
update_resume (TsStartPage *self)
{
  GListModel *recent = G_LIST_MODEL (self->recent);

  g_clear_object (&self->resume);
  for (guint i = 0; i < g_list_model_get_n_items (recent) && self->resume == NULL; i++)
    {
      g_autoptr(TsRecordInfo) record = g_list_model_get_item (recent, i);

      if (!ts_record_info_get_finished (record))
        self->resume = g_steal_pointer (&record);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->resume_group), self->resume != NULL);
  if (self->resume != NULL)
    {
      g_autofree char *subtitle = dup_recent_subtitle (self->resume);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->resume_row),
                                     ts_record_info_get_title (self->resume));
      adw_action_row_set_subtitle (self->resume_row, subtitle);
    }
}

void
ts_start_page_reload (TsStartPage *self)
{
  g_autoptr(GListStore) found = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_items;

  g_return_if_fail (TS_IS_START_PAGE (self));

  found = ts_record_scan_recent (self->record_dir, NULL);
  n_items = g_list_model_get_n_items (G_LIST_MODEL (found));
  for (guint i = 0; i < n_items; i++)
    g_ptr_array_add (items, g_list_model_get_item (G_LIST_MODEL (found), i));
  g_list_store_splice (self->recent, 0, g_list_model_get_n_items (G_LIST_MODEL (self->recent)),
                       items->pdata, items->len);
  update_resume (self);
}

void
ts_start_page_set_record_dir (TsStartPage *self,
                              GFile       *dir)
{
  g_return_if_fail (TS_IS_START_PAGE (self));
  g_return_if_fail (G_IS_FILE (dir));

  g_set_object (&self->record_dir, dir);
  ts_start_page_reload (self);
}

/* The newest saved game still in progress, or NULL. */
TsRecordInfo *
ts_start_page_get_resume (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return self->resume;
}

GListModel *
ts_start_page_get_recent (TsStartPage *self)
{
  g_return_val_if_fail (TS_IS_START_PAGE (self), NULL);
  return G_LIST_MODEL (self->recent);
}

static void
ts_start_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ts_start_page_parent_class)->map (widget);
  /* Coming back to the start page shows games saved meanwhile. */
  ts_start_page_reload (TS_START_PAGE (widget));
}

static void
ts_start_page_dispose (GObject *object)
{
  TsStartPage *self = TS_START_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_START_PAGE);
  g_clear_object (&self->recent);
  g_clear_object (&self->record_dir);
  g_clear_object (&self->resume);

  G_OBJECT_CLASS (ts_start_page_parent_class)->dispose (object);
}

static void
ts_start_page_class_init (TsStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_start_page_dispose;
  widget_class->map = ts_start_page_map;

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
   * @record: the saved game to open
   */
  signals[RECORD_ACTIVATED] = g_signal_new ("record-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, TS_TYPE_RECORD_INFO);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, recent_list);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, resume_group);
  gtk_widget_class_bind_template_child (widget_class, TsStartPage, resume_row);
  gtk_widget_class_bind_template_callback (widget_class, games_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, recent_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, resume_clicked_cb);
}

static void
ts_start_page_init (TsStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->record_dir = ts_record_dir ();
  self->recent = g_list_store_new (TS_TYPE_RECORD_INFO);
  gtk_list_box_bind_model (self->recent_list, G_LIST_MODEL (self->recent), create_recent_row,
                           self, NULL);
  fill_games (self);
}
