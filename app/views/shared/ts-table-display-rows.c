/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the table display shows, set from its match after every change: the players' rows
 * (the score counting up to its new value and its bar), the game's counts, the last entries
 * with their points, and the same in words for a screen reader. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ts-bgstats-qr.h"
#include "ts-player-palette.h"
#include "ts-score-now.h"
#include "ts-paint.h"
#include "ts-stats.h"
#include "ts-table-display-private.h"

/* How long a score counts up to its new value. */
#define COUNT_MS 600

/* A label's text, set only when it changed: the same text set again costs its layout. */
static void
set_text (GtkWidget  *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

static GtkWidget *
label_new (const char *css_class,
           gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    {
      /* By words: a column never shows one syllable a line (issue 53). */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
    }
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* -------------------------------------------------------------------------------------- */
/* The players' rows                                                                       */

/* The bar: the score drawn now against the highest score, in the player's colour, with a
 * grey edge that keeps white and yellow visible on light and black on dark. */
static void
draw_bar_cb (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  TsTableRow *row = data;
  GdkRGBA track;
  double fraction = CLAMP (row->shown / MAX (row->self->bar_top, 1), 0, 1);
  double radius = height / 2.0;

  ts_paint_lookup_color (GTK_WIDGET (area), "window_fg_color", "#000000", &track);
  track.alpha = 0.12;
  cairo_new_sub_path (cr);
  cairo_arc (cr, radius, radius, radius, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, width - radius, radius, radius, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &track);
  cairo_fill (cr);
  if (fraction <= 0)
    return;
  width = MAX (height, (int) round (width * fraction));
  cairo_new_sub_path (cr);
  cairo_arc (cr, radius, radius, radius - 0.5, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, width - radius, radius, radius - 0.5, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &row->rgba);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
show_score (TsTableRow *row)
{
  g_autofree char *digits = g_strdup_printf ("%d", (int) round (row->shown));

  set_text (row->score, digits);
  gtk_widget_queue_draw (row->bar);
}

static void
count_cb (double   value,
          gpointer data)
{
  TsTableRow *row = data;

  row->shown = value;
  show_score (row);
}

/* The score counts up (or down) to @target, unless the system asks for no animations. */
static void
set_score (TsTableRow *row,
           int         target)
{
  gboolean animate = TRUE;
  double from = row->shown;

  if (target == row->target && row->shown == target)
    return;
  row->target = target;
  g_object_get (gtk_widget_get_settings (row->score), "gtk-enable-animations", &animate, NULL);
  adw_animation_reset (row->animation);
  if (!animate || !gtk_widget_get_mapped (row->score))
    {
      row->shown = target;
      show_score (row);
      return;
    }
  adw_timed_animation_set_value_from (ADW_TIMED_ANIMATION (row->animation), from);
  adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (row->animation), target);
  adw_animation_play (row->animation);
}

void
_ts_table_display_row_free (TsTableRow *row)
{
  if (row == NULL)
    return;
  if (row->animation != NULL)
    adw_animation_reset (row->animation);
  g_clear_object (&row->animation);
  g_free (row);
}

static TsTableRow *
row_new (TsTableDisplay *self,
         TsMatchPlayer  *player)
{
  TsTableRow *row = g_new0 (TsTableRow, 1);
  const char *color_id = ts_match_player_get_color (player);
  const TsPlayerColor *color = ts_player_palette_lookup (color_id);
  /* Spacings in style.css (border-spacing), in em like the type. */
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *who = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  /* A record without colours: the table page's grey, and no colour's name. */
  gdk_rgba_parse (&row->rgba, ts_player_palette_hex (color_id));
  row->self = self;
  row->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (row->box, "td-player");
  gtk_widget_add_css_class (line, "td-line");
  gtk_widget_add_css_class (who, "td-who");

  row->swatch = gtk_drawing_area_new ();
  gtk_widget_add_css_class (row->swatch, "td-swatch");
  gtk_widget_set_valign (row->swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (row->swatch), ts_paint_swatch_draw,
                                  &row->rgba, NULL);
  /* Never cut: a long name wraps by words, and the type gets smaller if it must. */
  row->name = label_new ("td-name", TRUE);
  gtk_label_set_text (GTK_LABEL (row->name), ts_match_player_get_name (player));
  /* The colour by its name too: never by colour alone. */
  row->colour = label_new ("td-colour", FALSE);
  gtk_label_set_text (GTK_LABEL (row->colour), color != NULL ? _(color->name) : "");
  gtk_widget_set_visible (row->colour, color != NULL);
  gtk_widget_set_valign (row->name, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (row->colour, GTK_ALIGN_BASELINE);
  gtk_widget_set_hexpand (who, TRUE);
  gtk_box_append (GTK_BOX (who), row->name);
  gtk_box_append (GTK_BOX (who), row->colour);
  row->turn = label_new ("td-turn", FALSE);
  /* Translators: marks, on the table's scoreboard, the player who must decide now */
  gtk_label_set_text (GTK_LABEL (row->turn), _("Now"));
  gtk_widget_set_visible (row->turn, FALSE);
  /* On the line's baseline: GTK 4.8's box hands its baseline to every child, and a label
   * centred instead draws its text off its outline. */
  gtk_widget_set_valign (row->turn, GTK_ALIGN_BASELINE);
  row->score = label_new ("td-score", FALSE);
  gtk_label_set_xalign (GTK_LABEL (row->score), 1);
  gtk_widget_set_valign (row->score, GTK_ALIGN_BASELINE);
  row->unit = label_new ("td-unit", FALSE);
  gtk_label_set_text (GTK_LABEL (row->unit), ts_stats_points_label (ts_match_get_module (self->match)));
  gtk_widget_set_valign (row->unit, GTK_ALIGN_BASELINE);
  gtk_box_append (GTK_BOX (line), row->swatch);
  gtk_box_append (GTK_BOX (line), who);
  gtk_box_append (GTK_BOX (line), row->turn);
  gtk_box_append (GTK_BOX (line), row->score);
  gtk_box_append (GTK_BOX (line), row->unit);

  row->bar = gtk_drawing_area_new ();
  gtk_widget_add_css_class (row->bar, "td-bar");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (row->bar), draw_bar_cb, row, NULL);
  row->facts = label_new ("td-player-facts", TRUE);
  row->ended = label_new ("td-ended", TRUE);
  gtk_widget_set_visible (row->ended, FALSE);

  gtk_box_append (GTK_BOX (row->box), line);
  gtk_box_append (GTK_BOX (row->box), row->bar);
  gtk_box_append (GTK_BOX (row->box), row->facts);
  gtk_box_append (GTK_BOX (row->box), row->ended);

  row->animation = adw_timed_animation_new (row->score, 0, 0, COUNT_MS,
                                            adw_callback_animation_target_new (count_cb, row,
                                                                               NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (row->animation), ADW_EASE_OUT_CUBIC);
  row->shown = row->target = ts_match_player_get_score (player);
  show_score (row);
  return row;
}

void
_ts_table_display_build (TsTableDisplay *self)
{
  GListModel *players = ts_match_get_players (self->match);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);
      TsTableRow *row = row_new (self, player);

      g_ptr_array_add (self->rows, row);
      gtk_box_append (GTK_BOX (self->players_box), row->box);
    }
  /* Five players share the height more tightly. */
  if (self->rows->len > 4)
    gtk_widget_add_css_class (GTK_WIDGET (self), "td-many");
  for (guint k = 0; k < TS_TABLE_DISPLAY_RECENT; k++)
    {
      GtkWidget *entry = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      self->recent[k] = label_new ("td-recent", TRUE);
      gtk_label_set_lines (GTK_LABEL (self->recent[k]), 3);
      gtk_label_set_ellipsize (GTK_LABEL (self->recent[k]), PANGO_ELLIPSIZE_END);
      self->recent_points[k] = label_new ("td-recent-points", TRUE);
      gtk_box_append (GTK_BOX (entry), self->recent[k]);
      gtk_box_append (GTK_BOX (entry), self->recent_points[k]);
      gtk_box_append (GTK_BOX (self->recent_box), entry);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Everything from the match                                                               */

/* The game's counts of the table in the grid (made again only when their names change). */
static void
show_table_facts (TsTableDisplay *self,
                  GPtrArray      *facts,
                  GString        *summary)
{
  g_autoptr(GString) labels = g_string_new (NULL);
  const char *shown = g_object_get_data (G_OBJECT (self->facts_grid), "ts-labels");
  guint n = 0;

  for (guint i = 0; i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);

      if (fact->player < 0)
        g_string_append_printf (labels, "%s\n", fact->label);
    }
  if (g_strcmp0 (shown, labels->str) != 0)
    {
      for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self->facts_grid)))
                             != NULL;)
        gtk_grid_remove (self->facts_grid, child);
      for (guint i = 0; i < facts->len; i++)
        {
          const TsTableFact *fact = g_ptr_array_index (facts, i);

          if (fact->player >= 0)
            continue;
          gtk_grid_attach (self->facts_grid, label_new ("td-fact-label", TRUE), 0, n, 1, 1);
          gtk_grid_attach (self->facts_grid, label_new ("td-fact-value", TRUE), 1, n, 1, 1);
          gtk_label_set_text (GTK_LABEL (gtk_grid_get_child_at (self->facts_grid, 0, n)),
                              fact->label);
          n++;
        }
      g_object_set_data_full (G_OBJECT (self->facts_grid), "ts-labels",
                              g_strdup (labels->str), g_free);
    }
  n = 0;
  for (guint i = 0; i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);

      if (fact->player >= 0)
        continue;
      set_text (gtk_grid_get_child_at (self->facts_grid, 1, n++), fact->value);
      /* Translators: a count of the table's scoreboard, read out ("Tiles left: 42.") */
      g_string_append_printf (summary, _("%s: %s."), fact->label, fact->value);
      g_string_append_c (summary, ' ');
    }
  gtk_widget_set_visible (GTK_WIDGET (self->facts_grid), n > 0);
}

/* Under the score while the display shows it: where the player would stand if the game
 * ended now. */
static void
show_ended (TsTableRow *row,
            JsonNode   *ended,
            guint       p,
            GString    *summary)
{
  int total = 0;
  g_autofree char *text = NULL;

  if (!ts_score_breakdown_total (ended, p, &total))
    {
      gtk_widget_set_visible (row->ended, FALSE);
      return;
    }
  /* Translators: under a player's score on the table's scoreboard; %d %s are the points and
   * their unit ("35 VP", "35 PP") */
  text = g_strdup_printf (_("If it ended now: %d %s"), total,
                          gtk_label_get_text (GTK_LABEL (row->unit)));
  set_text (row->ended, text);
  gtk_widget_set_visible (row->ended, TRUE);
  g_string_append_printf (summary, ", %s", text);
}

/* A player's line: score, counts, whose turn, and if it ended now. */
static void
show_player (TsTableDisplay *self,
             guint           p,
             GPtrArray      *facts,
             gboolean        secret,
             gboolean        now,
             JsonNode       *ended,
             GString        *summary)
{
  TsTableRow *row = g_ptr_array_index (self->rows, p);
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (self->match), p);
  g_autoptr(GString) line = g_string_new (NULL);
  int score = ts_match_player_get_score (player);

  set_score (row, secret ? 0 : score);
  gtk_widget_set_visible (row->score, !secret);
  gtk_widget_set_visible (row->unit, !secret);
  gtk_widget_set_visible (row->bar, !secret);
  gtk_widget_set_visible (row->turn, now);
  if (now)
    gtk_widget_add_css_class (row->box, "td-current");
  else
    gtk_widget_remove_css_class (row->box, "td-current");

  if (gtk_widget_get_visible (row->colour))
    g_string_append_printf (summary, "%s (%s)", gtk_label_get_text (GTK_LABEL (row->name)),
                            gtk_label_get_text (GTK_LABEL (row->colour)));
  else
    g_string_append (summary, gtk_label_get_text (GTK_LABEL (row->name)));
  if (now)
    /* Translators: read out after the name of the player who must decide now */
    g_string_append (summary, _(", now"));
  if (!secret)
    g_string_append_printf (summary, ": %d %s", score,
                            gtk_label_get_text (GTK_LABEL (row->unit)));
  for (guint i = 0; facts != NULL && i < facts->len; i++)
    {
      const TsTableFact *fact = g_ptr_array_index (facts, i);
      g_autofree char *part = NULL;

      if (fact->player != (int) p)
        continue;
      /* Translators: one count of a player on the table's scoreboard ("Soldiers: 3") */
      part = g_strdup_printf (_("%s: %s"), fact->label, fact->value);
      if (line->len > 0)
        g_string_append (line, " · ");
      g_string_append (line, part);
      g_string_append_printf (summary, ", %s", part);
    }
  show_ended (row, ended, p, summary);
  g_string_append (summary, ". ");
  set_text (row->facts, line->str);
  gtk_widget_set_visible (row->facts, line->len > 0);
}

/* @sentence, then @points in brackets, ending in a full stop once. */
static void
append_sentence (GString    *summary,
                 const char *sentence,
                 const char *points)
{
  gsize len = strlen (sentence);
  gboolean stop = len > 0 && strchr (".!?", sentence[len - 1]) != NULL;

  g_string_append_len (summary, sentence, stop ? len - 1 : len);
  if (*points != '\0')
    g_string_append_printf (summary, " (%s)", points);
  g_string_append (summary, ". ");
}

/* The last entries in words, each with who scored what by it. */
static void
show_recent (TsTableDisplay *self,
             gboolean        secret,
             GString        *summary)
{
  g_autoptr(GPtrArray) recent = ts_match_dup_recent (self->match, TS_TABLE_DISPLAY_RECENT);
  const char *unit = ts_stats_points_label (ts_match_get_module (self->match));

  gtk_widget_set_visible (GTK_WIDGET (self->recent_heading), recent->len > 0);
  if (recent->len > 0)
    g_string_append_printf (summary, "%s: ", gtk_label_get_text (self->recent_heading));
  for (guint k = 0; k < TS_TABLE_DISPLAY_RECENT; k++)
    {
      const TsMatchRecent *entry = k < recent->len ? g_ptr_array_index (recent, k) : NULL;
      g_autofree char *points = NULL;

      gtk_widget_set_visible (gtk_widget_get_parent (self->recent[k]), entry != NULL);
      if (entry == NULL)
        continue;
      points = secret ? g_strdup ("") : ts_match_recent_dup_points (self->match, entry, unit);
      set_text (self->recent[k], entry->description);
      set_text (self->recent_points[k], points);
      gtk_widget_set_visible (self->recent_points[k], *points != '\0');
      append_sentence (summary, entry->description, points);
    }
}

/* Once the game is over, its BG Stats code where the last entries were, as large as the
 * space left beside (or below) the players allows: a phone reads it from across the table. */
static void
show_code (TsTableDisplay *self)
{
  gboolean finished = ts_match_get_finished (self->match);

  if (finished && self->qr == NULL)
    {
      self->qr = ts_bgstats_qr_new (self->match);
      gtk_widget_set_hexpand (self->qr, TRUE);
      gtk_widget_set_vexpand (self->qr, TRUE);
      gtk_box_append (GTK_BOX (self->qr_slot), self->qr);
    }
  gtk_widget_set_visible (self->qr_slot, finished);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_heading),
                          !finished && gtk_widget_get_visible (GTK_WIDGET (self->recent_heading)));
  gtk_widget_set_visible (self->recent_box, !finished);
}

void
_ts_table_display_update (TsTableDisplay *self)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  gconstpointer state = ts_match_get_state (self->match);
  g_autoptr(GPtrArray) facts = module->table_facts != NULL ? module->table_facts (state) : NULL;
  g_autoptr(JsonObject) progress = NULL;
  g_autofree char *where = NULL;
  g_autoptr(GString) summary = g_string_new (NULL);
  gboolean secret = module->points_secret != NULL && module->points_secret (state);
  const char *pending = ts_match_get_pending (self->match);
  int actor = module->pending_player (state);
  GListModel *players = ts_match_get_players (self->match);
  /* Computed only while shown; never while the points are secret (CY-SET-14). */
  g_autoptr(JsonNode) ended = self->show_ended && !secret
                                ? ts_match_dup_breakdown_now (self->match) : NULL;
  int top = 1;

  if (!ts_match_get_finished (self->match) && module->progress != NULL
      && (progress = module->progress (state)) != NULL && module->describe_progress != NULL)
    where = module->describe_progress (progress);
  if (ts_match_get_finished (self->match))
    /* Translators: the table's scoreboard once the game is over */
    where = g_strdup (_("Final scores"));
  set_text (GTK_WIDGET (self->progress_label), where != NULL ? where : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), where != NULL);
  set_text (GTK_WIDGET (self->pending_label), pending != NULL ? pending : "");
  if (where != NULL)
    g_string_append_printf (summary, "%s. ", where);
  if (pending != NULL && *pending != '\0')
    append_sentence (summary, pending, "");

  /* The bars against the highest score, which is a full bar. */
  for (guint p = 0; p < g_list_model_get_n_items (players); p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);

      top = MAX (top, ts_match_player_get_score (player));
    }
  self->bar_top = top;
  for (guint p = 0; p < self->rows->len; p++)
    show_player (self, p, facts, secret, actor == (int) p && !ts_match_get_finished (self->match),
                 ended, summary);
  if (secret)
    {
      set_text (GTK_WIDGET (self->secret_label),
                /* Translators: Caylus 1303's prestige on the table's scoreboard (CY-SET-14) */
                _("The points stay secret until the final scoring."));
      g_string_append_printf (summary, "%s ", gtk_label_get_text (self->secret_label));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->secret_label), secret);
  if (facts != NULL)
    show_table_facts (self, facts, summary);
  show_recent (self, secret, summary);
  show_code (self);
  if (self->seats_summary != NULL)
    g_string_append_printf (summary, "%s ", self->seats_summary);

  g_strchomp (summary->str);
  summary->len = strlen (summary->str);
  if (g_strcmp0 (self->summary, summary->str) != 0)
    {
      g_free (self->summary);
      self->summary = g_strdup (summary->str);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->summary_box),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary, -1);
      /* New words may need other type sizes. */
      ts_table_fit_refit (self->fit);
    }
}
