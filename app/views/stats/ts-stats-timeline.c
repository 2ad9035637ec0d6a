/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-stats-timeline.h"

/* A description lists at most this many scores, and says so when there are more. */
#define MAX_DESCRIBED 20

typedef struct
{
  TsStats *stats; /* owns the figures */
  const TsStatsPlayer *player;
  GPtrArray *modules; /* const TsGameModule *: the drop-down's games, in its order */
  GtkDropDown *dropdown;
  TsStatsChart *chart;
  GtkLabel *caption;
} Timeline;

static void
timeline_free (gpointer data)
{
  Timeline *timeline = data;

  g_object_unref (timeline->stats);
  g_ptr_array_unref (timeline->modules);
  g_free (timeline);
}

static Timeline *
timeline_of (GtkWidget *row)
{
  Timeline *timeline = g_object_get_data (G_OBJECT (row), "ts-timeline");

  g_return_val_if_fail (timeline != NULL, NULL);
  return timeline;
}

/* The chart and its words for @module's scores. */
static void
show_game (Timeline           *timeline,
           const TsGameModule *module)
{
  const TsStatsPlayer *player = timeline->player;
  const char *unit = ts_stats_points_label (module);
  const char *game = _(module->name);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TsStatsChartPoint));
  g_autoptr(GString) caption = g_string_new (NULL);
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *first_day = NULL;
  g_autofree char *last_day = NULL;
  int low = G_MAXINT, high = G_MININT;
  guint first;

  for (guint i = 0; i < player->scores->len; i++)
    {
      const TsStatsScore *score = &g_array_index (player->scores, TsStatsScore, i);
      TsStatsChartPoint point = { score->time, score->score };

      if (ts_games_lookup (score->game_id) != module)
        continue;
      g_array_append_val (points, point);
      low = MIN (low, score->score);
      high = MAX (high, score->score);
    }
  g_return_if_fail (points->len > 0);
  first_day = ts_stats_chart_format_day (g_array_index (points, TsStatsChartPoint, 0).time);
  last_day = ts_stats_chart_format_day (
      g_array_index (points, TsStatsChartPoint, points->len - 1).time);

  if (points->len == 1)
    /* Translators: a chart of a player's scores in words: the game, the day it was played */
    g_string_append_printf (caption, _("One game of %s, on %s."), game, first_day);
  else
    /* Translators: a chart of a player's scores in words: how many games, the game, the
     * first and the last day */
    g_string_append_printf (caption, ngettext ("%u games of %s, from %s to %s.",
                                               "%u games of %s, from %s to %s.", points->len),
                            points->len, game, first_day, last_day);
  g_string_append_c (caption, ' ');
  /* Translators: the lowest and highest score of a chart, each with the game's points */
  g_string_append_printf (caption, _("Lowest %d %s, highest %d %s."), low, unit, high, unit);

  first = points->len > MAX_DESCRIBED ? points->len - MAX_DESCRIBED : 0;
  for (guint i = first; i < points->len; i++)
    {
      const TsStatsChartPoint *point = &g_array_index (points, TsStatsChartPoint, i);
      g_autofree char *day = ts_stats_chart_format_day (point->time);

      if (i > first)
        g_string_append (list, _(", "));
      /* Translators: one score in a list: the points, the game's points (“VP”), the day */
      g_string_append_printf (list, _("%d %s on %s"), point->value, unit, day);
    }
  if (first > 0)
    /* Translators: a chart in words, then the newest of the scores: how many, of how many,
     * then the list */
    description = g_strdup_printf (_("%s The newest %u of %u scores, oldest first: %s."),
                                   caption->str, MAX_DESCRIBED, points->len, list->str);
  else
    /* Translators: a chart in words, then every score in it, oldest first */
    description = g_strdup_printf (_("%s Oldest first: %s."), caption->str, list->str);
  /* Translators: the chart of a player's scores; the player's name, then the game */
  name = g_strdup_printf (_("Scores of %s in %s over time"), player->name, game);

  ts_stats_chart_set_timeline (timeline->chart, points, unit, name, description);
  gtk_label_set_label (timeline->caption, caption->str);
  /* The chart's own description says the same to a screen reader. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (timeline->caption),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, caption->str, -1);
}

static void
game_chosen_cb (GtkDropDown *dropdown,
                GParamSpec  *pspec,
                Timeline    *timeline)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected < timeline->modules->len)
    show_game (timeline, timeline->modules->pdata[selected]);
}

GtkWidget *
ts_stats_timeline_new (TsStats             *stats,
                       const TsStatsPlayer *player)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label;
  Timeline *timeline = g_new0 (Timeline, 1);
  const TsGameModule *newest = NULL;
  guint chosen = 0;

  g_return_val_if_fail (TS_IS_STATS (stats) && player != NULL, NULL);

  timeline->stats = g_object_ref (stats);
  timeline->player = player;
  timeline->modules = g_ptr_array_new ();
  g_object_set_data_full (G_OBJECT (row), "ts-timeline", timeline, timeline_free);
  for (guint i = 0; i < player->games->len; i++)
    {
      const TsStatsPlayerGame *game = player->games->pdata[i];

      if (game->plays > 0)
        g_ptr_array_add (timeline->modules, (gpointer) game->module);
    }
  /* The game of the player's newest score first. */
  if (player->scores->len > 0)
    newest = ts_games_lookup (
        g_array_index (player->scores, TsStatsScore, player->scores->len - 1).game_id);
  for (guint i = 0; i < timeline->modules->len; i++)
    if (timeline->modules->pdata[i] == newest)
      chosen = i;

  if (timeline->modules->len > 1)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      /* Translators: the drop-down that chooses the game of a player's chart; %s is the
       * player's name */
      g_autofree char *accessible = g_strdup_printf (_("Game of the chart of %s’s scores"),
                                                     player->name);

      for (guint i = 0; i < timeline->modules->len; i++)
        gtk_string_list_append (names,
                                _(((const TsGameModule *) timeline->modules->pdata[i])->name));
      timeline->dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)),
                                                             NULL));
      gtk_drop_down_set_selected (timeline->dropdown, chosen);
      gtk_accessible_update_property (GTK_ACCESSIBLE (timeline->dropdown),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      /* Translators: before the drop-down that chooses the game a player's chart shows */
      label = gtk_label_new (_("Scores over time in"));
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (header), label);
      gtk_box_append (GTK_BOX (header), GTK_WIDGET (timeline->dropdown));
      gtk_widget_set_margin_start (header, 12);
      gtk_widget_set_margin_end (header, 12);
      gtk_widget_set_margin_top (header, 8);
      gtk_box_append (GTK_BOX (box), header);
    }

  timeline->chart = TS_STATS_CHART (ts_stats_chart_new_timeline ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (timeline->chart));
  label = gtk_label_new (NULL);
  timeline->caption = GTK_LABEL (label);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  if (timeline->modules->len > 0)
    show_game (timeline, timeline->modules->pdata[chosen]);
  if (timeline->dropdown != NULL)
    g_signal_connect (timeline->dropdown, "notify::selected", G_CALLBACK (game_chosen_cb),
                      timeline);
  return row;
}

GtkDropDown *
ts_stats_timeline_get_game_dropdown (GtkWidget *row)
{
  Timeline *timeline = timeline_of (row);

  return timeline != NULL ? timeline->dropdown : NULL;
}

TsStatsChart *
ts_stats_timeline_get_chart (GtkWidget *row)
{
  Timeline *timeline = timeline_of (row);

  return timeline != NULL ? timeline->chart : NULL;
}

const char *
ts_stats_timeline_get_caption (GtkWidget *row)
{
  Timeline *timeline = timeline_of (row);

  return timeline != NULL ? gtk_label_get_label (timeline->caption) : NULL;
}
