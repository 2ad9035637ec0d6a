/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "ts-score-export.h"
#include "ts-stats-page-private.h"
#include "ts-stats-rows.h"
#include "ts-stats.h"

/* The filters' rows, in ts_stats_page_get_filter_row()'s order. */
enum
{
  FILTER_GAME,
  FILTER_PERIOD,
  FILTER_COUNT,
  N_FILTERS
};

enum
{
  PERIOD_ALL,
  PERIOD_30_DAYS,
  PERIOD_12_MONTHS,
  PERIOD_THIS_YEAR,
};

/* The list of saved games changes while the start page reads them: the figures follow
 * after a short pause rather than at every batch. */
#define REFRESH_DELAY_MS 200

G_DEFINE_FINAL_TYPE (TsStatsPage, ts_stats_page, ADW_TYPE_BIN)

enum
{
  SIGNAL_RECORD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_stats_page_new (void)
{
  return g_object_new (TS_TYPE_STATS_PAGE, NULL);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* The game chosen in the filter, or NULL for all. */
static const char *
chosen_game (TsStatsPage *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);
  guint n_games = 0;
  const TsGameModule *const *games = ts_games_get_all (&n_games);

  return selected >= 1 && selected <= n_games ? games[selected - 1]->id : NULL;
}

static void
fill_filter (TsStatsPage   *self,
             TsStatsFilter *filter)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) since = NULL;
  guint count = adw_combo_row_get_selected (self->count_row);

  filter->game_id = chosen_game (self);
  switch (adw_combo_row_get_selected (self->period_row))
    {
    case PERIOD_30_DAYS:
      since = g_date_time_add_days (now, -30);
      break;
    case PERIOD_12_MONTHS:
      since = g_date_time_add_months (now, -12);
      break;
    case PERIOD_THIS_YEAR:
      since = g_date_time_new_local (g_date_time_get_year (now), 1, 1, 0, 0, 0);
      break;
    default:
      break;
    }
  filter->from = since != NULL ? g_date_time_to_unix (since) : 0;
  filter->to = 0;
  /* Row 0 is any number, row n is n players. */
  filter->n_players = count != GTK_INVALID_LIST_POSITION ? count : 0;
}

static void
open_record (GFile   *file,
             gpointer data)
{
  g_signal_emit (TS_STATS_PAGE (data), signals[SIGNAL_RECORD_ACTIVATED], 0, file);
}

void
ts_stats_page_open_file (TsStatsPage *self,
                         GFile       *file)
{
  open_record (file, self);
}

static void
update_duel (TsStatsPage *self)
{
  guint a = adw_combo_row_get_selected (self->first_row);
  guint b = adw_combo_row_get_selected (self->second_row);
  g_autofree char *text = NULL;

  if (self->stats == NULL || a >= self->duel_ids->len || b >= self->duel_ids->len)
    return;
  text = ts_stats_rows_duel_text (self->stats, self->duel_ids->pdata[a],
                                  self->duel_ids->pdata[b]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->duel_row), _("Who Finished Ahead"));
  adw_action_row_set_subtitle (self->duel_row, text);
}

static void
fill_duel (TsStatsPage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint n = ts_stats_get_n_players (self->stats);

  g_ptr_array_set_size (self->duel_ids, 0);
  for (guint i = 0; i < n; i++)
    {
      const TsStatsPlayer *player = ts_stats_get_player (self->stats, i);

      gtk_string_list_append (names, player->name);
      g_ptr_array_add (self->duel_ids, g_strdup (player->id));
    }
  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (names));
  adw_combo_row_set_model (self->second_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->first_row, 0);
  adw_combo_row_set_selected (self->second_row, n > 1 ? 1 : 0);
  update_duel (self);
}

static void
refresh (TsStatsPage *self)
{
  TsStatsFilter filter;
  g_autoptr(GString) note = g_string_new (NULL);
  guint n_games, n_finished = 0, n_kept = 0;
  gboolean unread = FALSE;

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  clear_list (self->players_list);
  clear_list (self->games_list);
  g_clear_object (&self->stats);
  if (self->games == NULL)
    return;
  fill_filter (self, &filter);
  self->stats = ts_stats_new_full (self->games, ts_imported_plays_get_infos (self->imported),
                                   self->people, &filter);
  n_games = ts_stats_get_n_games (self->stats);
  for (guint i = 0; i < n_games; i++)
    {
      const TsStatsGame *game = ts_stats_get_game (self->stats, i);

      n_finished += game->plays;
      n_kept += game->plays + game->in_progress;
      gtk_list_box_append (self->games_list,
                           ts_stats_rows_game_new (self->stats, game, open_record, self));
    }
  for (guint i = 0; i < ts_stats_get_n_players (self->stats); i++)
    gtk_list_box_append (self->players_list,
                         ts_stats_rows_player_new (self->stats,
                                                   ts_stats_get_player (self->stats, i)));
  fill_duel (self);

  {
    /* Translators: the statistics page's subtitle: finished games counted */
    g_autofree char *subtitle = g_strdup_printf (ngettext ("%u finished game", "%u finished games",
                                                           n_finished),
                                                 n_finished);

    adw_window_title_set_subtitle (self->title, subtitle);
  }
  /* Games that need attention or cannot be read, and copies counted in their place, are
   * said in a group of their own, with the way to them (issue 52). */
  unread = ts_stats_page_fill_attention (self);
  if (ts_stats_get_n_sheets (self->stats) > 0)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append_printf (note, ngettext ("%u score sheet is not counted: it holds no record "
                                              "of the game.",
                                              "%u score sheets are not counted: they hold no "
                                              "record of the game.",
                                              ts_stats_get_n_sheets (self->stats)),
                              ts_stats_get_n_sheets (self->stats));
    }
  if (ts_stats_get_n_conflicts (self->stats) > 0)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      /* Translators: issue 43: copies a sync tool (Syncthing, Nextcloud…) kept of a game
       * changed on two computers; the start page lists each beside its original */
      g_string_append_printf (note, ngettext ("%u conflict copy is not counted: its original "
                                              "is. Keep the right one in Saved Games.",
                                              "%u conflict copies are not counted: their "
                                              "originals are. Keep the right ones in Saved "
                                              "Games.",
                                              ts_stats_get_n_conflicts (self->stats)),
                              ts_stats_get_n_conflicts (self->stats));
    }
  if (ts_stats_get_n_score_only (self->stats) > 0)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      /* Translators: issue 43: plays imported from BG Stats, listed under Imported Plays */
      g_string_append_printf (note, ngettext ("%u play imported from BG Stats counts for plays, "
                                              "wins and scores only: where its points came "
                                              "from is not known.",
                                              "%u plays imported from BG Stats count for plays, "
                                              "wins and scores only: where their points came "
                                              "from is not known.",
                                              ts_stats_get_n_score_only (self->stats)),
                              ts_stats_get_n_score_only (self->stats));
    }
  if (ts_imported_plays_get_problem (self->imported) != NULL)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append (note, ts_imported_plays_get_problem (self->imported));
    }
  gtk_label_set_label (self->note_label, note->str);
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note->len > 0);
  ts_stats_page_fill_imports (self);

  if (n_kept == 0)
    {
      gboolean filtered = filter.game_id != NULL || filter.from != 0 || filter.n_players != 0;
      /* Games kept, but none counted (issue 52: each needs attention): not "none kept". */
      gboolean held = ts_stats_get_not_counted (self->stats)->len > 0;

      adw_status_page_set_title (self->empty_page, filtered ? _("No Games Match")
                                                   : unread ? _("No Games Read")
                                                   : held   ? _("No Games Counted")
                                                            : _("No Games Kept Yet"));
      adw_status_page_set_description (
          self->empty_page,
          filtered ? _("No saved game is of this game, this period and this number of players. "
                       "Choose other filters above.")
          : unread ? _("The games folder cannot be read: see above.")
          : held   ? _("The games kept are not counted until they are fixed: see above.")
                   : _("Once games are kept with Tableside, who wins what and where the points "
                       "come from appear here."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "results");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-csv", n_finished > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-pdf", n_kept > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-png", n_kept > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-bgstats",
                                 n_finished > 0
                                     || ts_imported_plays_get_n_batches (self->imported) > 0);
}

static gboolean
refresh_later_cb (gpointer data)
{
  TsStatsPage *self = data;

  self->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
games_changed_cb (TsStatsPage *self)
{
  if (self->refresh_id == 0)
    self->refresh_id = g_timeout_add (REFRESH_DELAY_MS, refresh_later_cb, self);
}

void
ts_stats_page_refresh_later (TsStatsPage *self)
{
  games_changed_cb (self);
}

/* Enter or Space on a player's or a game's row opens or closes it. The focus is on the row's
 * header (inside the expander), whose own activation GTK 4.8 does not give the keyboard. */
static gboolean
list_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             TsStatsPage           *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *expander;

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_space)
      || focus == NULL || GTK_IS_BUTTON (focus))
    return FALSE;
  expander = gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW);
  /* Only the header: a row inside an open one is not its header. */
  if (expander == NULL || gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) == NULL
      || (focus != expander
          && gtk_widget_get_ancestor (gtk_widget_get_parent (focus), GTK_TYPE_LIST_BOX_ROW)
                 != expander))
    return FALSE;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander),
                                 !adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)));
  return TRUE;
}

static void
expand_on_keys (TsStatsPage *self,
                GtkListBox  *list)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (list_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (list), keys);
}

static void
filter_changed_cb (TsStatsPage *self)
{
  refresh (self);
}

void
ts_stats_page_set_games (TsStatsPage *self,
                         GListModel  *games,
                         TsPeople    *people)
{
  g_return_if_fail (TS_IS_STATS_PAGE (self));
  g_return_if_fail (games == NULL || G_IS_LIST_MODEL (games));

  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  if (self->people != NULL)
    g_signal_handlers_disconnect_by_data (self->people, self);
  g_set_object (&self->games, games);
  g_set_object (&self->people, people);
  if (games != NULL)
    g_signal_connect_swapped (games, "items-changed", G_CALLBACK (games_changed_cb), self);
  if (people != NULL)
    g_signal_connect_swapped (people, "changed", G_CALLBACK (games_changed_cb), self);
  refresh (self);
}

void
ts_stats_page_focus (TsStatsPage *self)
{
  g_return_if_fail (TS_IS_STATS_PAGE (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->game_row));
}

/* -------------------------------------------------------------------------------------- */
/* Export                                                                                  */

gboolean
ts_stats_page_save_csv (TsStatsPage *self,
                        GFile       *file,
                        GError     **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (TS_IS_STATS_PAGE (self), FALSE);

  if (self->stats == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is nothing to export."));
      return FALSE;
    }
  csv = ts_stats_dup_csv (self->stats);
  return ts_score_export_write_text (file, csv, error);
}

/* The page as it is on screen (its open rows included), drawn into a PDF or PNG. */
gboolean
ts_stats_page_save (TsStatsPage *self,
                    GFile       *file,
                    gboolean     pdf,
                    GError     **error)
{
  int width = gtk_widget_get_width (self->content);
  int height = gtk_widget_get_height (self->content);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *path = g_file_get_path (file);
  cairo_surface_t *surface;
  cairo_status_t status;
  graphene_rect_t bounds;
  cairo_t *cr;

  g_return_val_if_fail (TS_IS_STATS_PAGE (self), FALSE);

  if (width <= 0 || height <= 0 || path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The page is not shown, so it cannot be drawn."));
      return FALSE;
    }
  gtk_widget_snapshot_child (gtk_widget_get_parent (self->content), self->content, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  surface = pdf ? cairo_pdf_surface_create (path, width, height)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  /* The node is placed where the content sits in the clamp: back to the corner. */
  if (gtk_widget_compute_bounds (self->content, gtk_widget_get_parent (self->content), &bounds))
    cairo_translate (cr, -bounds.origin.x, -bounds.origin.y);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  if (pdf)
    cairo_surface_finish (surface);
  else
    cairo_surface_write_to_png (surface, path);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      /* The message is shown: the path as UTF-8, whatever the folder's name is made of. */
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* Translators: a file's path, then why it could not be written */
                   _("“%s” could not be written: %s"), display, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static gboolean
save_cb (gpointer  owner,
         GFile    *file,
         gboolean  pdf,
         GError  **error)
{
  return ts_stats_page_save (TS_STATS_PAGE (owner), file, pdf, error);
}

static gboolean
save_csv_cb (gpointer  owner,
             GFile    *file,
             gboolean  pdf,
             GError  **error)
{
  return ts_stats_page_save_csv (TS_STATS_PAGE (owner), file, error);
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsStatsPage *self = TS_STATS_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  TsScoreExportTexts texts;
  TsScoreExportFormat format;
  const char *suggested;

  if (self->chooser != NULL || !GTK_IS_WINDOW (root))
    return;
  if (g_str_equal (action_name, "stats.export-csv"))
    {
      format = TS_SCORE_EXPORT_CSV;
      texts.title = _("Export Plays as CSV");
      /* Translators: a file name for the plays exported as CSV */
      suggested = _("tableside-plays.csv");
    }
  else
    {
      format = g_str_equal (action_name, "stats.export-pdf") ? TS_SCORE_EXPORT_PDF
                                                             : TS_SCORE_EXPORT_PNG;
      texts.title = format == TS_SCORE_EXPORT_PDF ? _("Export Statistics as PDF")
                                                  : _("Export Statistics as PNG");
      /* Translators: file names for the statistics page exported */
      suggested = format == TS_SCORE_EXPORT_PDF ? _("tableside-statistics.pdf")
                                                : _("tableside-statistics.png");
    }
  /* Translators: a toast after exporting; %s is the file's name */
  texts.saved = _("Saved as “%s”");
  texts.failed = _("Could Not Export");
  ts_score_export_run_with (GTK_WINDOW (root), format, &texts, suggested,
                            format == TS_SCORE_EXPORT_CSV ? save_csv_cb : save_cb, self,
                            self->toast_overlay, &self->chooser);
}

/* -------------------------------------------------------------------------------------- */

static void
fill_filters (TsStatsPage *self)
{
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) periods = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) counts = gtk_string_list_new (NULL);
  guint n_games = 0;
  const TsGameModule *const *all = ts_games_get_all (&n_games);

  gtk_string_list_append (games, _("All Games"));
  for (guint i = 0; i < n_games; i++)
    gtk_string_list_append (games, _(all[i]->name));
  gtk_string_list_append (periods, _("Any Time"));
  gtk_string_list_append (periods, _("In the Last 30 Days"));
  gtk_string_list_append (periods, _("In the Last 12 Months"));
  gtk_string_list_append (periods, _("This Year"));
  gtk_string_list_append (counts, _("Any Number"));
  for (guint n = 1; n <= 5; n++)
    {
      /* Translators: a filter: games of this many players */
      g_autofree char *text = g_strdup_printf (ngettext ("%u Player", "%u Players", n), n);

      gtk_string_list_append (counts, text);
    }
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
  adw_combo_row_set_model (self->period_row, G_LIST_MODEL (periods));
  adw_combo_row_set_model (self->count_row, G_LIST_MODEL (counts));
}

static void
ts_stats_page_dispose (GObject *object)
{
  TsStatsPage *self = TS_STATS_PAGE (object);

  ts_score_export_cancel (&self->chooser);
  ts_stats_page_bgstats_dispose (self);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  if (self->people != NULL)
    g_signal_handlers_disconnect_by_data (self->people, self);
  g_clear_object (&self->games);
  g_clear_object (&self->people);
  if (self->imported != NULL)
    g_signal_handlers_disconnect_by_data (self->imported, self);
  g_clear_object (&self->imported);
  g_clear_object (&self->stats);
  g_clear_pointer (&self->duel_ids, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_STATS_PAGE);

  G_OBJECT_CLASS (ts_stats_page_parent_class)->dispose (object);
}

static void
ts_stats_page_class_init (TsStatsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_stats_page_dispose;

  /* TsStatsPage::record-activated: (a GFile) the game to open */
  signals[SIGNAL_RECORD_ACTIVATED] = g_signal_new ("record-activated", G_TYPE_FROM_CLASS (klass),
                                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                   G_TYPE_NONE, 1, G_TYPE_FILE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/stats/ts-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, title);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, content);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, period_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, count_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, players_list);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, first_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, second_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, duel_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, note_label);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, imports_group);
  gtk_widget_class_bind_template_child (widget_class, TsStatsPage, imports_list);

  gtk_widget_class_install_action (widget_class, "stats.export-csv", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "stats.export-pdf", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "stats.export-png", NULL, export_action_cb);
  ts_stats_page_bgstats_class_init (widget_class);
}

static void
ts_stats_page_init (TsStatsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ts_stats_page_attention_init (self);
  self->duel_ids = g_ptr_array_new_with_free_func (g_free);
  self->imported = ts_stats_page_dup_default_imports ();
  self->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect_swapped (self->imported, "changed", G_CALLBACK (games_changed_cb), self);
  fill_filters (self);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (filter_changed_cb),
                            self);
  g_signal_connect_swapped (self->period_row, "notify::selected",
                            G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->count_row, "notify::selected", G_CALLBACK (filter_changed_cb),
                            self);
  expand_on_keys (self, self->players_list);
  expand_on_keys (self, self->games_list);
  g_signal_connect_swapped (self->first_row, "notify::selected", G_CALLBACK (update_duel), self);
  g_signal_connect_swapped (self->second_row, "notify::selected", G_CALLBACK (update_duel), self);
}

/* -------------------------------------------------------------------------------------- */
/* For tests                                                                               */

GtkListBox *
ts_stats_page_get_players_list (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return self->players_list;
}

GtkListBox *
ts_stats_page_get_games_list (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return self->games_list;
}

AdwComboRow *
ts_stats_page_get_filter_row (TsStatsPage *self,
                              guint        which)
{
  AdwComboRow *rows[N_FILTERS] = { self->game_row, self->period_row, self->count_row };

  g_return_val_if_fail (TS_IS_STATS_PAGE (self) && which < N_FILTERS, NULL);
  return rows[which];
}

AdwComboRow *
ts_stats_page_get_duel_row (TsStatsPage *self,
                            guint        which)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return which == 0 ? self->first_row : self->second_row;
}

const char *
ts_stats_page_get_duel_text (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), NULL);
  return adw_action_row_get_subtitle (self->duel_row);
}

gboolean
ts_stats_page_get_empty (TsStatsPage *self)
{
  g_return_val_if_fail (TS_IS_STATS_PAGE (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;
}
