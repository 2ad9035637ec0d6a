/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-game-views.h"
#include "ts-vp-chart-private.h"
#include "ts-player-palette.h"

G_DEFINE_FINAL_TYPE (TsVpChart, ts_vp_chart, GTK_TYPE_WIDGET)

GtkWidget *
ts_vp_chart_new (void)
{
  return g_object_new (TS_TYPE_VP_CHART, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* The series                                                                              */

static void
read_players (TsVpChart *self)
{
  GListModel *players = ts_match_get_players (self->match);

  self->n_players = MIN (g_list_model_get_n_items (players), MAX_PLAYERS);
  for (guint p = 0; p < self->n_players; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, p);
      /* A record without colours: the table page's grey, as on every page of the game. */
      gdk_rgba_parse (&self->colors[p],
                      ts_player_palette_hex (ts_match_player_get_color (player)));
      g_free (self->names[p]);
      self->names[p] = g_strdup (ts_match_player_get_name (player));
      g_free (self->marks[p]);
      self->marks[p] = g_strdup (ts_match_player_get_mark (player));
    }
}

/* Where each step starts: the first entry of step s is starts[s]. With the game's steps the
 * entries are walked (Burgundy: a roll starts a round); without them every entry is a step. */
static GArray *
find_step_starts (TsVpChart *self)
{
  guint n_entries = ts_match_get_n_entries (self->match);
  GArray *starts = g_array_new (FALSE, FALSE, sizeof (guint));
  int group = -1, step = -1;

  if (self->steps == NULL)
    {
      for (guint i = 0; i < n_entries; i++)
        g_array_append_val (starts, i);
      return starts;
    }
  for (guint i = 0; i < n_entries; i++)
    {
      gconstpointer data = ts_entry_get_data (ts_match_get_entry (self->match, i));

      /* A step with no entry of its own (a Caylus 1303 round whose delivery nobody makes)
       * starts where the next one does: it adds no VP. */
      if (self->steps->walk (data, &group, &step) & TS_GAME_STEP_STEP)
        while (step >= 0 && (guint) step >= starts->len && starts->len < self->n_steps)
          g_array_append_val (starts, i);
    }
  return starts;
}

/* The step entry @index was made in: the last that started at or before it (setup lines,
 * -1, and entries before the first step count in the first). */
static guint
step_of_entry (GArray *starts,
               int     index)
{
  guint lo = 0, hi = starts->len;

  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if ((int) g_array_index (starts, guint, mid) <= index)
        lo = mid;
      else
        hi = mid;
    }
  return lo;
}

/* The VP at the end of step s is every VP line made in a step up to s; the final scoring is
 * its own point after the last step. */
static void
compute_series (TsVpChart *self)
{
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(GArray) starts = NULL;
  const TsGameView *view;

  for (guint p = 0; p < MAX_PLAYERS; p++)
    g_clear_pointer (&self->vp[p], g_free);
  self->n_players = 0;
  self->n_steps = 0;
  self->n_played = 0;
  self->group_size = 0;
  self->finished = FALSE;
  self->steps = NULL;
  if (self->match == NULL)
    return;

  read_players (self);
  view = ts_game_views_lookup (ts_match_get_game_id (self->match));
  self->steps = view != NULL ? view->steps : NULL;
  self->n_steps = self->steps != NULL ? self->steps->n_steps
                                      : MAX (ts_match_get_n_entries (self->match), 1);
  self->group_size = self->steps != NULL ? self->steps->group_size : 0;
  for (guint p = 0; p < self->n_players; p++)
    self->vp[p] = g_new0 (int, self->n_steps + 1);
  starts = find_step_starts (self);
  self->n_played = starts->len;

  ledger = ts_match_dup_ledger (self->match);
  for (guint k = 0; k < ledger->len; k++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, k);

      if (line->resource != TS_LEDGER_VP || line->player >= self->n_players)
        continue;
      self->vp[line->player][self->n_steps] += line->delta;
      if (self->n_played == 0
          || (self->steps != NULL && self->steps->is_final_scoring != NULL
              && self->steps->is_final_scoring (line)))
        continue;
      self->vp[line->player][step_of_entry (starts, line->entry_index)] += line->delta;
    }
  /* Each step's own lines, summed up to it. */
  for (guint p = 0; p < self->n_players; p++)
    for (guint s = 1; s < self->n_played; s++)
      self->vp[p][s] += self->vp[p][s - 1];
  self->finished = ts_match_get_finished (self->match);
  if (!self->finished)
    for (guint p = 0; p < self->n_players; p++)
      self->vp[p][self->n_steps] = 0;
}

/* "Ana 12 VP, Bruno 9 VP": @values[p] for the first @n players. */
static void
append_list (TsVpChart *self,
             GString   *text,
             const int *values,
             guint      n)
{
  for (guint p = 0; p < n; p++)
    {
      g_string_append (text, p > 0 ? ", " : " ");
      /* Translators: one player's VP in a list: name, then VP */
      g_string_append_printf (text, _("%s %d VP"), self->names[p], values[p]);
    }
  g_string_append (text, ". ");
}

/* The same for slot @s of the series. */
static void
append_values (TsVpChart *self,
               GString   *text,
               guint      s)
{
  int values[MAX_PLAYERS];

  for (guint p = 0; p < self->n_players; p++)
    values[p] = self->vp[p][s];
  append_list (self, text, values, self->n_players);
}

/* The start of the sentence for the VP after step @step. */
static char *
after_step (TsVpChart *self,
            guint      step)
{
  gboolean group_end = self->group_size > 0 && (step + 1) % self->group_size == 0;

  if (self->steps != NULL)
    return self->steps->after_step (step, group_end);
  /* Translators: the start of a sentence listing each player's VP, %u is an entry's number */
  return g_strdup_printf (_("After entry %u:"), step + 1);
}

/* The VP at the end of each group played (and after the last step played when it is inside a
 * group), or after the last step played for a game without groups; then the final scoring. */
static void
update_description (TsVpChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < self->n_played; s++)
    {
      gboolean group_end = self->group_size > 0 && (s + 1) % self->group_size == 0;

      if (group_end || s + 1 == self->n_played)
        {
          g_autofree char *start = after_step (self, s);

          g_string_append (text, start);
          append_values (self, text, s);
        }
    }
  if (self->finished)
    {
      g_string_append (text, _("After the final scoring:"));
      append_values (self, text, self->n_steps);
    }
  if (ts_vp_chart_shows_now (self))
    {
      /* Translators: the start of a sentence listing the VP each player would have if the
       * game ended after the last entry (the chart's projected last point) */
      g_string_append (text, _("If it ended now:"));
      append_list (self, text, self->now, MIN (self->n_now, self->n_players));
    }
  if (text->len == 0)
    g_string_append (text, _("Nothing has been played yet."));
  if (text->len > 0 && text->str[text->len - 1] == ' ')
    g_string_truncate (text, text->len - 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text->str, -1);
}

/* The series comes from the whole ledger: worked out when the chart is on screen only. */
static void
match_changed_cb (TsVpChart *self)
{
  self->dirty = TRUE;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->dirty = FALSE;
  compute_series (self);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ensure_series (TsVpChart *self)
{
  if (!self->dirty)
    return;
  self->dirty = FALSE;
  compute_series (self);
  update_description (self);
}

static void
ts_vp_chart_map (GtkWidget *widget)
{
  ensure_series (TS_VP_CHART (widget));
  GTK_WIDGET_CLASS (ts_vp_chart_parent_class)->map (widget);
}

void
ts_vp_chart_set_match (TsVpChart *self,
                       TsMatch   *match)
{
  g_return_if_fail (TS_IS_VP_CHART (self));
  g_return_if_fail (match == NULL || TS_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_func (self->match, match_changed_cb, self);
  g_set_object (&self->match, match);
  /* Another game's projection means nothing here. */
  self->n_now = 0;
  if (match != NULL)
    g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self,
                             G_CONNECT_SWAPPED);
  match_changed_cb (self);
}

void
ts_vp_chart_set_now (TsVpChart *self,
                     const int *totals,
                     guint      n_totals)
{
  guint n = totals != NULL ? MIN (n_totals, MAX_PLAYERS) : 0;

  g_return_if_fail (TS_IS_VP_CHART (self));

  if (n == self->n_now && (n == 0 || memcmp (self->now, totals, n * sizeof *totals) == 0))
    return;
  self->n_now = n;
  if (n > 0)
    memcpy (self->now, totals, n * sizeof *totals);
  /* A chart still to be worked out describes itself when it is. */
  if (!self->dirty)
    update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ts_vp_chart_shows_now (TsVpChart *self)
{
  return self->n_now > 0 && self->n_players > 0 && self->n_played > 0 && !self->finished;
}

int
ts_vp_chart_get_drawn_top (TsVpChart *self)
{
  g_return_val_if_fail (TS_IS_VP_CHART (self), 0);

  return self->drawn_top;
}

const TsVpChartSpot *
ts_vp_chart_get_spot (TsVpChart *self,
                      guint      player)
{
  g_return_val_if_fail (TS_IS_VP_CHART (self), NULL);

  return player < self->n_players ? &self->spots[player] : NULL;
}

const int *
ts_vp_chart_get_series (TsVpChart *self,
                        guint      player,
                        guint     *n_steps,
                        guint     *n_played)
{
  g_return_val_if_fail (TS_IS_VP_CHART (self), NULL);

  ensure_series (self);
  if (n_steps != NULL)
    *n_steps = self->n_steps;
  if (n_played != NULL)
    *n_played = self->n_played;
  return player < self->n_players ? self->vp[player] : NULL;
}

static void
ts_vp_chart_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  TsVpChart *self = TS_VP_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  /* GTK 4.8 has no GskPath: lines and text go through a cairo node. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ts_vp_chart_draw (self, cr, width, height);
  cairo_destroy (cr);
}

static void
ts_vp_chart_measure (GtkWidget     *widget,
                     GtkOrientation orientation,
                     int            for_size,
                     int           *minimum,
                     int           *natural,
                     int           *minimum_baseline,
                     int           *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* A phone held upright leaves 312 px inside the page's and the card's margins. */
      *minimum = 280;
      *natural = 640;
    }
  else
    {
      *minimum = 200;
      *natural = 320;
    }
}

static void
ts_vp_chart_css_changed (GtkWidget         *widget,
                         GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (ts_vp_chart_parent_class)->css_changed (widget, change);
  /* The text and grid follow the style's foreground (dark mode). */
  gtk_widget_queue_draw (widget);
}

static void
ts_vp_chart_dispose (GObject *object)
{
  TsVpChart *self = TS_VP_CHART (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_func (self->match, match_changed_cb, self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (ts_vp_chart_parent_class)->dispose (object);
}

static void
ts_vp_chart_finalize (GObject *object)
{
  TsVpChart *self = TS_VP_CHART (object);

  for (guint p = 0; p < MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      g_free (self->marks[p]);
      g_free (self->vp[p]);
    }
  G_OBJECT_CLASS (ts_vp_chart_parent_class)->finalize (object);
}

static void
ts_vp_chart_class_init (TsVpChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_vp_chart_dispose;
  object_class->finalize = ts_vp_chart_finalize;
  widget_class->snapshot = ts_vp_chart_snapshot;
  widget_class->map = ts_vp_chart_map;
  widget_class->measure = ts_vp_chart_measure;
  widget_class->css_changed = ts_vp_chart_css_changed;

  gtk_widget_class_set_css_name (widget_class, "vpchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ts_vp_chart_init (TsVpChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Victory points over the game"), -1);
  update_description (self);
}
