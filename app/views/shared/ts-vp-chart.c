/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "ts-game-views.h"
#include "ts-vp-chart.h"
#include "ts-player-palette.h"

#define MAX_PLAYERS 8

struct _TsVpChart
{
  GtkWidget parent_instance;

  gboolean dirty; /* the match changed since the series was worked out */
  TsMatch *match; /* owned; followed through ::changed */
  const TsGameSteps *steps; /* the game's (TsGameView), or NULL: one step per entry */

  /* The series, recomputed on every change of the match: vp[p] holds n_steps + 1 values,
   * the last one after the final scoring. */
  guint n_players;
  guint n_steps;
  guint group_size; /* 0: no groups */
  guint n_played;
  gboolean finished;
  int *vp[MAX_PLAYERS];
  char *names[MAX_PLAYERS];
  GdkRGBA colors[MAX_PLAYERS];
};

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
      const TsPlayerColor *color = ts_player_palette_lookup (ts_match_player_get_color (player));
      guint n_palette;

      /* A record without colours gets the palette's, in order. */
      if (color == NULL)
        color = &ts_player_palette_get (&n_palette)[p % n_palette];
      gdk_rgba_parse (&self->colors[p], color->hex);
      g_free (self->names[p]);
      self->names[p] = g_strdup (ts_match_player_get_name (player));
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

/* "Ana 12 VP, Bruno 9 VP" for slot @s. */
static void
append_values (TsVpChart *self,
               GString   *text,
               guint      s)
{
  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append (text, p > 0 ? ", " : " ");
      /* Translators: one player's VP in a list: name, then VP */
      g_string_append_printf (text, _("%s %d VP"), self->names[p], self->vp[p][s]);
    }
  g_string_append (text, ". ");
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
  if (match != NULL)
    g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self,
                             G_CONNECT_SWAPPED);
  match_changed_cb (self);
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

/* -------------------------------------------------------------------------------------- */
/* Drawing                                                                                 */

static PangoLayout *
make_layout (TsVpChart  *self,
             const char *text,
             gboolean    small)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  if (small)
    {
      g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_scale_new (0.83));
      pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
      pango_layout_set_attributes (layout, attrs);
    }
  return layout;
}

/* Draws @text with its anchor point at (@x, @y): @xalign/@yalign 0 = left/top, 1 = right/
 * bottom. Returns its width. */
static double
draw_text (TsVpChart  *self,
           cairo_t    *cr,
           const char *text,
           gboolean    small,
           double      x,
           double      y,
           double      xalign,
           double      yalign)
{
  g_autoptr(PangoLayout) layout = make_layout (self, text, small);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * xalign, y - h * yalign);
  pango_cairo_show_layout (cr, layout);
  return w;
}

/* A round step for the VP axis that gives at most 6 gridlines. */
static int
nice_step (int top)
{
  static const int steps[] = { 2, 5, 10, 20, 25, 50, 100, 200, 500 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (top <= steps[i] * 6)
      return steps[i];
  return 1000;
}

static void
set_source_alpha (cairo_t       *cr,
                  const GdkRGBA *color,
                  double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* The names with a line sample each; returns the height used. */
static double
draw_legend (TsVpChart     *self,
             cairo_t       *cr,
             const GdkRGBA *fg,
             double         left,
             double         width)
{
  double x = left, y = 0, line_height = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      int value = self->vp[p][self->finished ? self->n_steps : MAX (self->n_played, 1) - 1];
      /* Translators: a chart legend entry: player name, then their VP now */
      g_autofree char *text = g_strdup_printf (_("%s: %d"), self->names[p], value);
      g_autoptr(PangoLayout) layout = make_layout (self, text, FALSE);
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      if (x > left && x + 22 + w > left + width)
        {
          x = left;
          y += line_height + 4;
        }
      line_height = MAX (line_height, h);
      set_source_alpha (cr, fg, 0.3);
      cairo_set_line_width (cr, 5);
      cairo_move_to (cr, x, y + h / 2.0);
      cairo_line_to (cr, x + 16, y + h / 2.0);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, &self->colors[p]);
      cairo_set_line_width (cr, 3);
      cairo_move_to (cr, x + 1, y + h / 2.0);
      cairo_line_to (cr, x + 15, y + h / 2.0);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_move_to (cr, x + 22, y);
      pango_cairo_show_layout (cr, layout);
      x += 22 + w + 20;
    }
  return y + line_height;
}

static void
draw_chart (TsVpChart *self,
            cairo_t   *cr,
            double     width,
            double     height)
{
  GdkRGBA fg;
  g_autoptr(PangoLayout) probe = make_layout (self, "88", TRUE);
  int text_w, text_h, top_vp = 10, step;
  guint every;
  double left, right = width - 8, top, bottom, slot, label_w = 0;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  pango_layout_get_pixel_size (probe, &text_w, &text_h);

  for (guint p = 0; p < self->n_players; p++)
    for (guint s = 0; s <= self->n_steps; s++)
      top_vp = MAX (top_vp, self->vp[p][s]);
  step = nice_step (top_vp);
  top_vp = (top_vp + step - 1) / step * step;
  for (int v = 0; v <= top_vp; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);
      g_autoptr(PangoLayout) layout = make_layout (self, text, TRUE);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      label_w = MAX (label_w, w);
    }
  left = label_w + 10;

  top = draw_legend (self, cr, &fg, left, right - left) + 12 + text_h / 2.0;
  bottom = height - 2 * text_h - 10;
  if (bottom - top < 40)
    return;
  slot = (right - left) / (self->n_steps + 1);

  /* Alternate groups are shaded, each labelled under its steps (Burgundy: the phase
   * letters under each five rounds). */
  for (guint g = 0; self->group_size > 0 && g * self->group_size < self->n_steps; g++)
    {
      double x0 = left + g * self->group_size * slot;
      guint size = MIN (self->group_size, self->n_steps - g * self->group_size);
      g_autofree char *label = self->steps->group_short (g);

      if (g % 2 == 0)
        {
          set_source_alpha (cr, &fg, 0.05);
          cairo_rectangle (cr, x0, top, size * slot, bottom - top);
          cairo_fill (cr);
        }
      set_source_alpha (cr, &fg, 0.8);
      draw_text (self, cr, label, FALSE, x0 + size * slot / 2, bottom + text_h + 6, 0.5, 0);
    }

  /* VP gridlines and labels. */
  cairo_set_line_width (cr, 1);
  for (int v = 0; v <= top_vp; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);
      double y = bottom - (bottom - top) * v / top_vp;

      set_source_alpha (cr, &fg, v == 0 ? 0.4 : 0.12);
      cairo_move_to (cr, left, round (y) + 0.5);
      cairo_line_to (cr, right, round (y) + 0.5);
      cairo_stroke (cr);
      set_source_alpha (cr, &fg, 0.7);
      draw_text (self, cr, text, TRUE, left - 6, y, 1, 0.5);
    }

  /* Step numbers: all of them when they fit, else the end of each group, else as many as
   * fit. */
  set_source_alpha (cr, &fg, 0.7);
  every = MAX ((guint) ceil ((text_w + 4) / slot), 1);
  for (guint r = 0; r < self->n_steps; r++)
    if (slot >= text_w + 4 || r == 0
        || (self->group_size > 0 ? (r + 1) % self->group_size == 0 : (r + 1) % every == 0))
      {
        g_autofree char *text = g_strdup_printf ("%u", r + 1);

        draw_text (self, cr, text, TRUE, left + (r + 0.5) * slot, bottom + 3, 0.5, 0);
      }
  /* The final scoring stands apart from the steps. */
  {
    double dash[] = { 2, 3 };
    double x = round (left + self->n_steps * slot) + 0.5;

    set_source_alpha (cr, &fg, 0.3);
    cairo_set_dash (cr, dash, 2, 0);
    cairo_move_to (cr, x, top);
    cairo_line_to (cr, x, bottom);
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
  }
  set_source_alpha (cr, &fg, 0.7);
  /* Translators: the last point of the VP chart, after the final scoring (keep it short) */
  draw_text (self, cr, C_("vp chart", "End"), TRUE, left + self->n_steps * slot + slot / 2,
             bottom + text_h + 6, 0.5, 0);

  if (self->n_played == 0)
    {
      set_source_alpha (cr, &fg, 0.55);
      draw_text (self, cr, _("Nothing has been played yet."), FALSE, (left + right) / 2,
                 (top + bottom) / 2, 0.5, 0.5);
      return;
    }

  /* One line per player: a faint halo keeps a white or black line visible on any
   * background, then the colour; the final scoring is a dashed last step. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < self->n_players; p++)
      {
        guint last = self->n_played - 1;
        double lx = left + (last + 0.5) * slot;
        double ly = bottom - (bottom - top) * self->vp[p][last] / top_vp;

        for (guint r = 0; r < self->n_played; r++)
          {
            double x = left + (r + 0.5) * slot;
            double y = bottom - (bottom - top) * self->vp[p][r] / top_vp;

            if (r == 0)
              cairo_move_to (cr, x, y);
            else
              cairo_line_to (cr, x, y);
          }
        if (pass == 0)
          set_source_alpha (cr, &fg, 0.3);
        else
          gdk_cairo_set_source_rgba (cr, &self->colors[p]);
        cairo_set_line_width (cr, pass == 0 ? 5 : 2.5);
        cairo_stroke (cr);

        if (self->finished)
          {
            double fx = left + (self->n_steps + 0.5) * slot;
            double fy = bottom - (bottom - top) * self->vp[p][self->n_steps] / top_vp;
            double dash[] = { 4, 3 };

            cairo_move_to (cr, lx, ly);
            cairo_line_to (cr, fx, fy);
            if (pass == 1)
              cairo_set_dash (cr, dash, 2, 0);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
            lx = fx;
            ly = fy;
          }
        /* The point where the line ends now. */
        cairo_arc (cr, lx, ly, pass == 0 ? 5 : 3.5, 0, 2 * G_PI);
        cairo_fill (cr);
      }
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
  draw_chart (self, cr, width, height);
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
      *minimum = 320;
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
