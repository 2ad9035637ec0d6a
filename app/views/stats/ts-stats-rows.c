/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-imported-plays.h"
#include "ts-score-table.h"
#include "ts-stats-chart.h"
#include "ts-stats-rows.h"
#include "ts-stats-timeline.h"
#include "ts-tooltip.h"

static int
percent (guint part,
         guint whole)
{
  return whole > 0 ? (int) (100.0 * part / whole + 0.5) : 0;
}

/* “1 won (10%)”: wins have a plural of their own, apart from the games' (issue 41: Spanish
 * “10 partidas · 1 ganadas”). */
static char *
wins_text (guint wins,
           guint plays)
{
  /* Translators: how many of a player's finished games they won, and the share of their
   * games; a part of a longer line whose other parts have plurals of their own (“10 games ·
   * 1 won (10%)”: won agrees with the wins, here 1) */
  return g_strdup_printf (ngettext ("%u won (%d%%)", "%u won (%d%%)", wins), wins,
                          percent (wins, plays));
}

char *
ts_stats_rows_player_game_text (const TsStatsPlayerGame *game)
{
  const char *unit = ts_stats_points_label (game->module);
  g_autoptr(GString) text = g_string_new (NULL);

  if (game->plays > 0)
    {
      g_autofree char *won = wins_text (game->wins, game->plays);

      /* Translators: how many games of one game a player finished (“4 played”); the first
       * part of a line whose other parts have plurals of their own */
      g_string_append_printf (text, ngettext ("%u played", "%u played", game->plays),
                              game->plays);
      g_string_append_printf (text, " · %s", won);
      if (game->scored > 0)
        {
          g_string_append (text, " · ");
          /* Translators: a player's best, average and last score in one game, each followed
           * by the game's points (“VP”, “PP”) */
          g_string_append_printf (text, _("best %d %s · average %.1f %s · last %d %s"),
                                  game->best, unit, game->average, unit, game->last, unit);
        }
      if (game->score_only > 0)
        {
          g_string_append (text, " · ");
          /* Translators: of a player's games of one game, those imported from BG Stats,
           * whose points by cause are not known */
          g_string_append_printf (text, ngettext ("%u imported, scores only",
                                                  "%u imported, scores only", game->score_only),
                                  game->score_only);
        }
    }
  if (game->in_progress > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: games of a player not finished yet */
      g_string_append_printf (text, ngettext ("%u in progress", "%u in progress",
                                              game->in_progress),
                              game->in_progress);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
ts_stats_rows_player_text (const TsStatsPlayer *player)
{
  g_autofree char *won = wins_text (player->wins, player->plays);
  /* Translators: how many games a player finished; the first part of their summary, whose
   * next part (the wins) has a plural of its own */
  g_autofree char *games = g_strdup_printf (ngettext ("%u game", "%u games", player->plays),
                                            player->plays);
  g_autofree char *more = NULL;

  if (player->in_progress > 0)
    /* Translators: after a player's summary: games not finished yet */
    more = g_strdup_printf (ngettext (" · %u in progress", " · %u in progress",
                                      player->in_progress),
                            player->in_progress);
  return g_strconcat (games, " · ", won, more, NULL);
}

char *
ts_stats_rows_game_text (const TsStatsGame *game)
{
  /* Translators: how many games of a game are finished; before how many are in progress,
   * which has a plural of its own */
  g_autofree char *finished = g_strdup_printf (ngettext ("%u finished", "%u finished",
                                                         game->plays),
                                               game->plays);
  /* Translators: games not finished yet */
  g_autofree char *open = g_strdup_printf (ngettext ("%u in progress", "%u in progress",
                                                     game->in_progress),
                                           game->in_progress);

  if (game->score_only > 0)
    {
      /* Translators: of a game's finished games, those imported from BG Stats, whose points
       * by cause are not known */
      g_autofree char *imported = g_strdup_printf (ngettext ("%u imported, scores only",
                                                             "%u imported, scores only",
                                                             game->score_only),
                                                   game->score_only);

      return g_strconcat (finished, " · ", open, " · ", imported, NULL);
    }
  return g_strconcat (finished, " · ", open, NULL);
}

char *
ts_stats_rows_duel_text (TsStats    *stats,
                         const char *a,
                         const char *b)
{
  const char *name_a = ts_stats_find_player (stats, a)->name;
  const char *name_b = ts_stats_find_player (stats, b)->name;
  TsStatsHeadToHead duel;
  g_autofree char *together = NULL;
  g_autofree char *ahead_a = NULL;
  g_autofree char *ahead_b = NULL;
  g_autofree char *ties = NULL;

  if (g_strcmp0 (a, b) == 0)
    return g_strdup (_("Choose two different players."));
  ts_stats_head_to_head (stats, a, b, &duel);
  if (duel.together == 0)
    /* Translators: head to head; two players' names */
    return g_strdup_printf (_("%s and %s have not finished a game together."), name_a, name_b);
  /* Translators: head to head: how many finished games two players played together; the
   * first part of a sentence whose other parts have plurals of their own */
  together = g_strdup_printf (ngettext ("%u game together", "%u games together", duel.together),
                              duel.together);
  /* Translators: head to head: a player's name and how often they finished ahead */
  ahead_a = g_strdup_printf (ngettext ("%s ahead %u time", "%s ahead %u times", duel.a_ahead),
                             name_a, duel.a_ahead);
  ahead_b = g_strdup_printf (ngettext ("%s ahead %u time", "%s ahead %u times", duel.b_ahead),
                             name_b, duel.b_ahead);
  /* Translators: head to head: how often two players finished level */
  ties = g_strdup_printf (ngettext ("tied %u time", "tied %u times", duel.ties), duel.ties);
  /* Translators: head to head, the parts above joined: the games together, how often each
   * player finished ahead, the ties (“4 games together: Ana ahead 1 time, Bruno ahead 3
   * times, tied 0 times.”) */
  return g_strdup_printf (_("%s: %s, %s, %s."), together, ahead_a, ahead_b, ties);
}

char *
ts_stats_rows_duration_text (gint64 seconds)
{
  gint64 minutes = (seconds + 30) / 60;

  if (minutes < 60)
    /* Translators: how long a game takes */
    return g_strdup_printf (ngettext ("%d minute", "%d minutes", minutes), (int) minutes);
  /* Translators: how long a game takes, hours and minutes (“1 h 25 min”) */
  return g_strdup_printf (_("%d h %02d min"), (int) (minutes / 60), (int) (minutes % 60));
}

static GtkWidget *
text_row (const char *title,
          const char *subtitle)
{
  GtkWidget *row = ts_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  return row;
}

/* The chart, and under it in words what it shows (the figures a chart alone does not say). */
static GtkWidget *
chart_row (GtkWidget  *chart,
           const char *caption)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (caption);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  /* The chart's own description says the same to a screen reader. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  caption, -1);
  gtk_box_append (GTK_BOX (box), chart);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

/* A share as a whole percentage, its sign kept: a category that takes points away (Kingsburg's
 * lost battles) is a negative part of the points won, never 0% (issue 41). */
static int
share_percent (double share)
{
  return (int) (share * 100 + (share < 0 ? -0.5 : 0.5));
}

char *
ts_stats_rows_shares_text (const TsStatsPlayerGame *game)
{
  const char *unit = ts_stats_points_label (game->module);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint c = 0; c < game->shares->len; c++)
    {
      const TsStatsShare *share = game->shares->pdata[c];

      if (share->average == 0 && share->table_average == 0)
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (share->share < 0)
        /* Translators: a category that takes points away: its name, the player's average a
         * game (negative) with the game's points, what it takes as a part of the points they
         * won (a negative percentage, “-8%”), the table's average */
        g_string_append_printf (text, _("%s: %.1f %s a game (%d%% of the points won), table "
                                        "%.1f"),
                                share->label, share->average, unit, share_percent (share->share),
                                share->table_average);
      else
        /* Translators: a category of points: its name, the player's average a game with the
         * game's points, their share of the player's points, the table's average */
        g_string_append_printf (text, _("%s: %.1f %s a game (%.0f%%), table %.1f"), share->label,
                                share->average, unit, share->share * 100, share->table_average);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A player's figures, made when their row is first opened. */
static void
fill_player (AdwExpanderRow      *row,
             TsStats             *stats,
             const TsStatsPlayer *player)
{
  for (guint i = 0; i < player->games->len; i++)
    {
      const TsStatsPlayerGame *game = player->games->pdata[i];
      g_autofree char *figures = ts_stats_rows_player_game_text (game);

      adw_expander_row_add_row (row, text_row (_(game->module->name), figures));
      if (game->plays > 0 && game->shares->len > 0)
        {
          g_autofree char *shares = ts_stats_rows_shares_text (game);
          /* Translators: a row's title; %s is a game */
          g_autofree char *title = g_strdup_printf (_("Where the points come from in %s"),
                                                    _(game->module->name));

          adw_expander_row_add_row (row, text_row (title, shares));
        }
    }
  if (player->scores->len > 1)
    adw_expander_row_add_row (row, ts_stats_timeline_new (stats, player));
}

typedef struct
{
  TsStats *stats; /* owns the figures */
  gconstpointer figures;
  void (*fill) (AdwExpanderRow *row, gconstpointer figures, gpointer data);
  gpointer data;
} Lazy;

static void
lazy_free (gpointer data)
{
  Lazy *lazy = data;

  g_object_unref (lazy->stats);
  g_free (lazy);
}

static void
expanded_cb (AdwExpanderRow *row,
             GParamSpec     *pspec,
             gpointer        user_data)
{
  Lazy *lazy = g_object_get_data (G_OBJECT (row), "ts-lazy");

  if (lazy == NULL || !adw_expander_row_get_expanded (row))
    return;
  lazy->fill (row, lazy->figures, lazy->data);
  g_signal_handlers_disconnect_by_func (row, expanded_cb, user_data);
  g_object_set_data (G_OBJECT (row), "ts-lazy", NULL);
}

/* The rows inside @row are made when it is first opened: the page's first frame lays out
 * only the headers (thousands of games make dozens of rows of wrapped text). */
static void
fill_when_opened (GtkWidget     *row,
                  TsStats       *stats,
                  gconstpointer  figures,
                  void (*fill) (AdwExpanderRow *row, gconstpointer figures, gpointer data),
                  gpointer       data)
{
  Lazy *lazy = g_new0 (Lazy, 1);

  lazy->stats = g_object_ref (stats);
  lazy->figures = figures;
  lazy->fill = fill;
  lazy->data = data;
  g_object_set_data_full (G_OBJECT (row), "ts-lazy", lazy, lazy_free);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (expanded_cb), NULL);
}

static void
fill_player_cb (AdwExpanderRow *row,
                gconstpointer   figures,
                gpointer        data)
{
  fill_player (row, data, figures);
}

GtkWidget *
ts_stats_rows_player_new (TsStats             *stats,
                          const TsStatsPlayer *player)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player->name);
  subtitle = ts_stats_rows_player_text (player);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  if (player->color != NULL)
    adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row),
                                 ts_score_table_swatch_new (player->color));
  fill_when_opened (row, stats, player, fill_player_cb, stats);
  return row;
}

typedef struct
{
  void (*open) (GFile *file, gpointer data);
  gpointer data;
  GFile *file;
} Link;

static void
link_free (gpointer data,
           GClosure *closure)
{
  Link *link = data;

  g_object_unref (link->file);
  g_free (link);
}

static void
link_clicked_cb (GtkButton *button,
                 Link      *link)
{
  link->open (link->file, link->data);
}

static char *
counts_text (const TsStatsGame *game)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint n = 0; n < G_N_ELEMENTS (game->by_count); n++)
    if (game->by_count[n] > 0)
      {
        if (text->len > 0)
          g_string_append (text, " · ");
        /* Translators: how many finished games had so many players (“3 players: 4 games”) */
        g_string_append_printf (text, ngettext ("%u player: ", "%u players: ", n), n);
        g_string_append_printf (text, ngettext ("%u game", "%u games", game->by_count[n]),
                                game->by_count[n]);
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return x < y ? -1 : x > y;
}

static GtkWidget *
distribution (const TsStatsGame *game,
              char             **caption)
{
  g_autoptr(GArray) sorted = g_array_copy (game->scores);
  const char *unit = ts_stats_points_label (game->module);
  /* Translators: the chart of a game's scores; %s is the game */
  g_autofree char *name = g_strdup_printf (_("Scores in %s"), _(game->module->name));
  g_autofree char *description = NULL;
  int low, high, middle;

  g_array_sort (sorted, compare_ints);
  low = g_array_index (sorted, int, 0);
  high = g_array_index (sorted, int, sorted->len - 1);
  middle = g_array_index (sorted, int, sorted->len / 2);
  /* Translators: a score distribution in words: how many scores, the lowest, the middle
   * (median) and the highest, each with the game's points */
  description = g_strdup_printf (ngettext ("%u score: lowest %d %s, middle %d %s, highest %d %s",
                                           "%u scores: lowest %d %s, middle %d %s, highest %d %s",
                                           sorted->len),
                                 sorted->len, low, unit, middle, unit, high, unit);
  *caption = g_strdup (description);
  return ts_stats_chart_new_distribution (game->scores, name, description);
}

typedef struct
{
  void (*open) (GFile *file, gpointer data);
  gpointer data;
} Opener;

/* The button that opens the game of @game's record score. */
static GtkWidget *
open_button (const TsStatsGame *game,
             void (*open) (GFile *file, gpointer data),
             gpointer           data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Open Game"));
  Link *link = g_new0 (Link, 1);
  /* Translators: the button that opens the game of the record score; %s is the game */
  g_autofree char *label = g_strdup_printf (_("Open the game of the record score in %s"),
                                            _(game->module->name));

  link->open = open;
  link->data = data;
  link->file = g_object_ref (ts_record_info_get_file (game->record_game));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ts_tooltip_set (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_signal_connect_data (button, "clicked", G_CALLBACK (link_clicked_cb), link, link_free, 0);
  return button;
}

/* A game's figures, made when its row is first opened. */
static void
fill_game (AdwExpanderRow *expander,
           gconstpointer   figures,
           gpointer        user_data)
{
  const TsStatsGame *game = figures;
  Opener *opener = user_data;
  void (*open) (GFile *file, gpointer data) = opener->open;
  gpointer data = opener->data;
  GtkWidget *row = GTK_WIDGET (expander);
  const char *unit = ts_stats_points_label (game->module);

  if (game->plays == 0)
    return;
  if (game->record_game != NULL)
    {
      /* Translators: the record score: points, unit, the player's name */
      g_autofree char *record = g_strdup_printf (_("%d %s by %s"), game->record, unit,
                                                 game->record_name);
      GtkWidget *record_row = text_row (_("Record Score"), record);

      /* A play imported from BG Stats has no game here to open. */
      if (ts_imported_plays_info_get_id (game->record_game) == NULL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (record_row),
                                   open_button (game, open, data));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), record_row);
    }
  {
    g_autofree char *counts = counts_text (game);

    adw_expander_row_add_row (ADW_EXPANDER_ROW (row), text_row (_("Players"), counts));
  }
  if (game->average_winning > 0)
    {
      /* Translators: an average score and the game's points */
      g_autofree char *average = g_strdup_printf (_("%.1f %s"), game->average_winning, unit);

      adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                text_row (_("Average Winning Score"), average));
    }
  {
    g_autofree char *length = NULL;

    if (game->n_timed > 0)
      {
        g_autofree char *median = ts_stats_rows_duration_text (game->median_duration);

        /* Translators: how long the middle game took, and of how many games that is */
        length = g_strdup_printf (ngettext ("%s (the middle of %u game whose entries have "
                                            "times)",
                                            "%s (the middle of %u games whose entries have "
                                            "times)",
                                            game->n_timed),
                                  median, game->n_timed);
      }
    else
      length = g_strdup (_("Not known: these games were kept before Tableside noted when "
                           "entries were made."));
    adw_expander_row_add_row (ADW_EXPANDER_ROW (row), text_row (_("How Long a Game Takes"),
                                                                length));
  }
  if (game->scores->len > 0)
    {
      g_autofree char *caption = NULL;
      GtkWidget *chart = distribution (game, &caption);

      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), chart_row (chart, caption));
    }
}

GtkWidget *
ts_stats_rows_game_new (TsStats           *stats,
                        const TsStatsGame *game,
                        void (*open) (GFile *file, gpointer data),
                        gpointer data)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = NULL;
  Opener *opener = g_new0 (Opener, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(game->module->name));
  subtitle = ts_stats_rows_game_text (game);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  opener->open = open;
  opener->data = data;
  g_object_set_data_full (G_OBJECT (row), "ts-opener", opener, g_free);
  fill_when_opened (row, stats, game, fill_game, opener);
  return row;
}
