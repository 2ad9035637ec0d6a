/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-score-table.h"
#include "ts-stats-chart.h"
#include "ts-stats-rows.h"
#include "ts-tooltip.h"

/* A description lists at most this many scores, and says so when there are more. */
#define MAX_DESCRIBED 20

static int
percent (guint part,
         guint whole)
{
  return whole > 0 ? (int) (100.0 * part / whole + 0.5) : 0;
}

char *
ts_stats_rows_player_game_text (const TsStatsPlayerGame *game)
{
  const char *unit = ts_stats_points_label (game->module);
  g_autoptr(GString) text = g_string_new (NULL);

  if (game->plays > 0)
    /* Translators: a player's figures in one game: finished games, wins and their share,
     * best, average and last score, each followed by the game's points (“VP”, “PP”) */
    g_string_append_printf (text, ngettext ("%u played · %u won (%d%%) · best %d %s · average "
                                            "%.1f %s · last %d %s",
                                            "%u played · %u won (%d%%) · best %d %s · average "
                                            "%.1f %s · last %d %s",
                                            game->plays),
                            game->plays, game->wins, percent (game->wins, game->plays),
                            game->best, unit, game->average, unit, game->last, unit);
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

static guint
game_series (const char *game_id)
{
  const TsGameModule *const *all = ts_games_get_all (NULL);

  for (guint i = 0; all[i] != NULL; i++)
    if (g_strcmp0 (all[i]->id, game_id) == 0)
      return i;
  return 0;
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

/* The shapes of the timeline's dots, in the order of ts_games_get_all() (ts-stats-chart.c). */
static const char *const shapes[] = { "●", "■", "◆", "▲" };

/* “Oldest to newest; ● The Castles of Burgundy, ■ Kingsburg; from 12 to 131 VP.” */
static char *
timeline_caption (const TsStatsPlayer *player)
{
  g_autoptr(GString) text = g_string_new (_("Oldest to newest"));
  int low = G_MAXINT, high = G_MININT;
  guint used = 0;

  for (guint i = 0; i < player->scores->len; i++)
    {
      const TsStatsScore *score = &g_array_index (player->scores, TsStatsScore, i);

      low = MIN (low, score->score);
      high = MAX (high, score->score);
      used |= 1u << (game_series (score->game_id) % 4);
    }
  for (guint k = 0; k < 4; k++)
    {
      const TsGameModule *const *all = ts_games_get_all (NULL);

      if ((used >> k) & 1)
        g_string_append_printf (text, "%s %s %s", k == (guint) g_bit_nth_lsf (used, -1)
                                                      ? _("; ")
                                                      : _(", "),
                                shapes[k], _(all[k]->name));
    }
  /* Translators: after a chart's legend: the lowest and highest score shown */
  g_string_append_printf (text, _("; from %d to %d."), low, high);
  return g_string_free (g_steal_pointer (&text), FALSE);
}


/* Where the player's points come from in @game, against the table's average. */
static char *
shares_text (const TsStatsPlayerGame *game)
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
      /* Translators: a category of points: its name, the player's average a game with the
       * game's points, their share of the player's points, the table's average */
      g_string_append_printf (text, _("%s: %.1f %s a game (%.0f%%), table %.1f"), share->label,
                              share->average, unit, share->share * 100, share->table_average);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
timeline (const TsStatsPlayer *player)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TsStatsChartPoint));
  g_autoptr(GString) description = g_string_new (NULL);
  guint first = player->scores->len > MAX_DESCRIBED ? player->scores->len - MAX_DESCRIBED : 0;
  /* Translators: the chart of a player's scores; %s is the player's name */
  g_autofree char *name = g_strdup_printf (_("Scores of %s over time"), player->name);

  if (first > 0)
    /* Translators: before the list of a player's newest scores, out of all their games */
    g_string_append_printf (description, _("The newest %u of %u scores, oldest first: "),
                            MAX_DESCRIBED, player->scores->len);
  else
    g_string_append (description, _("Scores, oldest first: "));
  for (guint i = 0; i < player->scores->len; i++)
    {
      const TsStatsScore *score = &g_array_index (player->scores, TsStatsScore, i);
      const TsGameModule *module = ts_games_lookup (score->game_id);
      TsStatsChartPoint point = { game_series (score->game_id), score->score };

      g_array_append_val (points, point);
      if (i < first || module == NULL)
        continue;
      if (i > first)
        g_string_append (description, _(", "));
      /* Translators: one score in a list: the game, the points and their unit */
      g_string_append_printf (description, _("%s %d %s"), _(module->name), score->score,
                              ts_stats_points_label (module));
    }
  return ts_stats_chart_new_timeline (points, name, description->str);
}

/* A player's figures, made when their row is first opened. */
static void
fill_player (AdwExpanderRow      *row,
             const TsStatsPlayer *player)
{
  for (guint i = 0; i < player->games->len; i++)
    {
      const TsStatsPlayerGame *game = player->games->pdata[i];
      g_autofree char *figures = ts_stats_rows_player_game_text (game);

      adw_expander_row_add_row (row, text_row (_(game->module->name), figures));
      if (game->plays > 0 && game->shares->len > 0)
        {
          g_autofree char *shares = shares_text (game);
          /* Translators: a row's title; %s is a game */
          g_autofree char *title = g_strdup_printf (_("Where the points come from in %s"),
                                                    _(game->module->name));

          adw_expander_row_add_row (row, text_row (title, shares));
        }
    }
  if (player->scores->len > 1)
    {
      g_autofree char *caption = timeline_caption (player);

      adw_expander_row_add_row (row, chart_row (timeline (player), caption));
    }
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
  fill_player (row, figures);
}

GtkWidget *
ts_stats_rows_player_new (TsStats             *stats,
                          const TsStatsPlayer *player)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player->name);
  /* Translators: a player's summary: finished games, wins and their share */
  subtitle = g_strdup_printf (ngettext ("%u game · %u won (%d%%)", "%u games · %u won (%d%%)",
                                        player->plays),
                              player->plays, player->wins, percent (player->wins, player->plays));
  if (player->in_progress > 0)
    {
      /* Translators: after a player's summary: games not finished yet */
      g_autofree char *more = g_strdup_printf (ngettext (" · %u in progress",
                                                         " · %u in progress",
                                                         player->in_progress),
                                               player->in_progress);
      char *both = g_strconcat (subtitle, more, NULL);

      g_free (subtitle);
      subtitle = both;
    }
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  if (player->color != NULL)
    adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row),
                                 ts_score_table_swatch_new (player->color));
  fill_when_opened (row, stats, player, fill_player_cb, NULL);
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
  {
    /* Translators: the record score: points, unit, the player's name */
    g_autofree char *record = g_strdup_printf (_("%d %s by %s"), game->record, unit,
                                               game->record_name);
    GtkWidget *record_row = text_row (_("Record Score"), record);
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
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    label, -1);
    g_signal_connect_data (button, "clicked", G_CALLBACK (link_clicked_cb), link, link_free, 0);
    adw_action_row_add_suffix (ADW_ACTION_ROW (record_row), button);
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
  /* Translators: a game's summary: finished games, games not finished yet */
  subtitle = g_strdup_printf (ngettext ("%u finished · %u in progress",
                                        "%u finished · %u in progress", game->plays),
                              game->plays, game->in_progress);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  opener->open = open;
  opener->data = data;
  g_object_set_data_full (G_OBJECT (row), "ts-opener", opener, g_free);
  fill_when_opened (row, stats, game, fill_game, opener);
  return row;
}
