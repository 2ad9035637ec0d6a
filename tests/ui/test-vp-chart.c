/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The VP chart never tells players apart by colour alone: each line ends on a disc in the
 * player's colour with their mark in it, and the marks of players on the same VP stand side by
 * side; "if it ended now" draws each player's projected total one step to the right, inside
 * the VP axis, with the mark there, and says it to screen readers. Over a Kingsburg game half
 * played with random legal entries (the chart draws its steps, years and phases). */
#include <math.h>
#include <string.h>

#include "ts-kingsburg.h"
#include "ts-player-palette.h"
#include "ts-vp-chart-private.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_kingsburg_module;

#define N_PLAYERS 5
#define WIDTH 900
#define HEIGHT 400
/* A phone held upright, inside the page's margins. */
#define NARROW_WIDTH 300
#define NARROW_HEIGHT 240

/* White and black among them: their discs must show on both backgrounds. */
static const char *const names[] = { "Ana", "Alice", "Bruno", "Carla", "Daniel", NULL };
static const char *const colors[] = { "red", "blue", "white", "yellow", "black", NULL };
static const char *const marks[] = { "An", "Al", "B", "C", "D" };

static TsMatch *
play_half (void)
{
  g_autoptr(JsonArray) players = ts_ui_test_players_colored (names, colors);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GError) error = NULL;
  TsKingsburgEntry e;
  TsMatch *match = ts_match_new (&ts_kingsburg_module, "Kingsburg night", players, NULL, NULL,
                                 &error);

  g_assert_no_error (error);
  for (guint i = 0; i < 150 && ts_kingsburg_random_entry (ts_match_get_state (match), rand, &e);
       i++)
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_kingsburg_module,
                                                    g_memdup2 (&e, sizeof e));

      if (!ts_match_apply (match, entry, &error))
        g_error ("a legal entry was refused: %s", error->message);
    }
  g_assert_false (ts_match_get_finished (match));
  return match;
}

/* -------------------------------------------------------------------------------------- */
/* What was drawn                                                                          */

typedef struct
{
  GBytes *bytes;
  int width, height;
} Pixels;

static void
pixels_draw (Pixels    *pixels,
             GtkWidget *chart)
{
  g_clear_pointer (&pixels->bytes, g_bytes_unref);
  /* Drawing it again also records where the marks went (ts_vp_chart_get_spot()). */
  pixels->bytes = ts_ui_test_widget_pixels (chart, &pixels->width, &pixels->height);
  g_assert_cmpint (pixels->width, >=, NARROW_WIDTH);
}

/* Whether the pixel at (@x, @y) is @hex, give or take @slack per channel (GDK_MEMORY_DEFAULT
 * is premultiplied BGRA; the window is opaque). */
static gboolean
pixel_is (const Pixels *pixels,
          double        x,
          double        y,
          const char   *hex,
          int           slack)
{
  const guint8 *data = g_bytes_get_data (pixels->bytes, NULL);
  int px = (int) floor (x), py = (int) floor (y);
  const guint8 *p;
  GdkRGBA want;

  g_assert_true (gdk_rgba_parse (&want, hex));
  if (px < 0 || py < 0 || px >= pixels->width || py >= pixels->height)
    return FALSE;
  p = data + ((gsize) py * pixels->width + px) * 4;
  return ABS (p[2] - (int) round (want.red * 255)) <= slack
         && ABS (p[1] - (int) round (want.green * 255)) <= slack
         && ABS (p[0] - (int) round (want.blue * 255)) <= slack;
}

/* Player @p's mark as drawn: a disc of their colour (its rim, around the letters) with ink in
 * the middle, where ts_vp_chart_get_spot() says, fully inside the chart. */
static const TsVpChartSpot *
assert_mark_drawn (GtkWidget    *chart,
                   const Pixels *pixels,
                   guint         p)
{
  const TsVpChartSpot *spot = ts_vp_chart_get_spot (TS_VP_CHART (chart), p);
  const char *fill = ts_player_palette_hex (colors[p]);
  const char *ink = ts_player_palette_ink (fill);
  guint rim = 0, inked = 0;

  g_assert_nonnull (spot);
  g_assert_cmpfloat (spot->radius, >=, 7);
  g_assert_cmpfloat (spot->x - spot->radius, >=, 0);
  g_assert_cmpfloat (spot->x + spot->radius, <=, pixels->width);
  for (guint k = 0; k < 8; k++)
    rim += pixel_is (pixels, spot->x + 0.8 * spot->radius * cos (k * G_PI / 4),
                     spot->y + 0.8 * spot->radius * sin (k * G_PI / 4), fill, 24);
  for (double dy = -spot->radius / 2; dy <= spot->radius / 2; dy++)
    for (double dx = -spot->radius / 2; dx <= spot->radius / 2; dx++)
      inked += pixel_is (pixels, spot->x + dx, spot->y + dy, ink, 60);
  if (rim < 6 || inked < 4)
    g_error ("%s's mark at %.1f, %.1f: %u of 8 rim pixels in %s, %u pixels of ink %s", names[p],
             spot->x, spot->y, rim, fill, inked, ink);
  return spot;
}

/* No two marks cover each other. */
static void
assert_marks_apart (GtkWidget *chart)
{
  for (guint p = 0; p < N_PLAYERS; p++)
    for (guint q = p + 1; q < N_PLAYERS; q++)
      {
        const TsVpChartSpot *a = ts_vp_chart_get_spot (TS_VP_CHART (chart), p);
        const TsVpChartSpot *b = ts_vp_chart_get_spot (TS_VP_CHART (chart), q);

        g_assert_cmpfloat (hypot (a->x - b->x, a->y - b->y), >=, a->radius + b->radius);
      }
}

static char *
dup_description (GtkWidget *chart)
{
  /* GTK 4.8 has no getter: the check returns the value when it differs from the one given. */
  char *text = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart),
                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

  g_assert_nonnull (text);
  return text;
}

/* -------------------------------------------------------------------------------------- */
/* Tests                                                                                   */

/* The marks the model gave the players, each at the end of its line: higher VP higher up,
 * equal VP at one height side by side. */
static void
test_marks (void)
{
  g_autoptr(TsMatch) match = play_half ();
  GtkWidget *chart = ts_vp_chart_new ();
  GtkWindow *window = ts_ui_test_show_alone (chart, WIDTH, HEIGHT);
  Pixels pixels = { NULL };
  guint n_played = 0;
  const int *vp[N_PLAYERS];

  for (guint p = 0; p < N_PLAYERS; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), p);

      g_assert_cmpstr (ts_match_player_get_mark (player), ==, marks[p]);
    }
  ts_vp_chart_set_match (TS_VP_CHART (chart), match);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  for (guint p = 0; p < N_PLAYERS; p++)
    vp[p] = ts_vp_chart_get_series (TS_VP_CHART (chart), p, NULL, &n_played);
  g_assert_cmpuint (n_played, >, 1);
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      const TsVpChartSpot *a = assert_mark_drawn (chart, &pixels, p);

      for (guint q = 0; q < N_PLAYERS; q++)
        {
          const TsVpChartSpot *b = ts_vp_chart_get_spot (TS_VP_CHART (chart), q);
          int va = vp[p][n_played - 1], vb = vp[q][n_played - 1];

          if (va > vb)
            g_assert_cmpfloat (a->y, <, b->y);
          else if (va == vb)
            g_assert_cmpfloat (a->y, ==, b->y);
        }
    }
  assert_marks_apart (chart);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "vp-chart-marks"));
  ts_ui_test_force_dark (TRUE);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  for (guint p = 0; p < N_PLAYERS; p++)
    assert_mark_drawn (chart, &pixels, p);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "vp-chart-marks-dark"));
  ts_ui_test_force_dark (FALSE);
  g_clear_pointer (&pixels.bytes, g_bytes_unref);
  ts_ui_test_destroy_window (window);
}

/* If it ended now: the axis reaches the projected totals, the marks move one step to the
 * right at them (side by side where they are equal), the description says them; NULL takes
 * it all back. */
static void
test_now (void)
{
  g_autoptr(TsMatch) match = play_half ();
  GtkWidget *chart = ts_vp_chart_new ();
  GtkWindow *window = ts_ui_test_show_alone (chart, WIDTH, HEIGHT);
  Pixels pixels = { NULL };
  TsVpChartSpot before[N_PLAYERS];
  int totals[N_PLAYERS], top = 0, top_before;
  guint n_played = 0;
  double x_before = G_MAXDOUBLE, x_now = G_MAXDOUBLE;
  g_autofree char *description = NULL;
  g_autofree char *with_now = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GString) said = g_string_new (" If it ended now:");

  ts_vp_chart_set_match (TS_VP_CHART (chart), match);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  top_before = ts_vp_chart_get_drawn_top (TS_VP_CHART (chart));
  description = dup_description (chart);
  g_assert_null (strstr (description, "If it ended now"));
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      const int *vp = ts_vp_chart_get_series (TS_VP_CHART (chart), p, NULL, &n_played);

      before[p] = *ts_vp_chart_get_spot (TS_VP_CHART (chart), p);
      top = MAX (top, vp[n_played - 1]);
    }
  g_assert_cmpint (top_before, >=, top);

  /* Far above every line: the axis must grow to hold them. */
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      totals[p] = top_before + 10 + 7 * p;
      g_string_append_printf (said, "%s %s %d VP", p > 0 ? "," : "", names[p], totals[p]);
    }
  g_string_append_c (said, '.');
  ts_vp_chart_set_now (TS_VP_CHART (chart), totals, N_PLAYERS);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  g_assert_cmpint (ts_vp_chart_get_drawn_top (TS_VP_CHART (chart)), >=, totals[N_PLAYERS - 1]);
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      const TsVpChartSpot *spot = assert_mark_drawn (chart, &pixels, p);

      /* The top mark keeps its line's end: the leftmost is where the lines end. */
      x_now = MIN (x_now, spot->x);
      x_before = MIN (x_before, before[p].x);
      /* Higher totals higher up: the last player's is the top of all. */
      if (p > 0)
        g_assert_cmpfloat (spot->y, <, ts_vp_chart_get_spot (TS_VP_CHART (chart), p - 1)->y);
    }
  g_assert_cmpfloat (x_now, >, x_before);
  assert_marks_apart (chart);
  with_now = dup_description (chart);
  g_assert_true (g_str_has_prefix (with_now, description));
  g_assert_cmpstr (with_now + strlen (description), ==, said->str);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "vp-chart-now"));

  /* Everyone would end on the same VP: five marks at one height, side by side. */
  for (guint p = 0; p < N_PLAYERS; p++)
    totals[p] = top_before;
  ts_vp_chart_set_now (TS_VP_CHART (chart), totals, N_PLAYERS);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      assert_mark_drawn (chart, &pixels, p);
      g_assert_cmpfloat (ts_vp_chart_get_spot (TS_VP_CHART (chart), p)->y, ==,
                         ts_vp_chart_get_spot (TS_VP_CHART (chart), 0)->y);
    }
  assert_marks_apart (chart);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "vp-chart-now-tied"));

  /* Taken back: the axis, the marks and the description as they were. */
  ts_vp_chart_set_now (TS_VP_CHART (chart), NULL, 0);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  g_assert_cmpint (ts_vp_chart_get_drawn_top (TS_VP_CHART (chart)), ==, top_before);
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      assert_mark_drawn (chart, &pixels, p);
      g_assert_cmpfloat (ts_vp_chart_get_spot (TS_VP_CHART (chart), p)->x, ==, before[p].x);
      g_assert_cmpfloat (ts_vp_chart_get_spot (TS_VP_CHART (chart), p)->y, ==, before[p].y);
    }
  again = dup_description (chart);
  g_assert_cmpstr (again, ==, description);

  /* Another match forgets them. */
  ts_vp_chart_set_now (TS_VP_CHART (chart), totals, N_PLAYERS);
  ts_vp_chart_set_match (TS_VP_CHART (chart), NULL);
  ts_vp_chart_set_match (TS_VP_CHART (chart), match);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  g_assert_cmpfloat (ts_vp_chart_get_spot (TS_VP_CHART (chart), 0)->x, ==, before[0].x);
  g_clear_pointer (&pixels.bytes, g_bytes_unref);
  ts_ui_test_destroy_window (window);
}

/* On a phone five players who would end level still show five marks, inside the chart. */
static void
test_narrow (void)
{
  g_autoptr(TsMatch) match = play_half ();
  GtkWidget *chart = ts_vp_chart_new ();
  GtkWindow *window = ts_ui_test_show_alone (chart, NARROW_WIDTH, NARROW_HEIGHT);
  Pixels pixels = { NULL };
  int totals[N_PLAYERS];

  ts_vp_chart_set_match (TS_VP_CHART (chart), match);
  for (guint p = 0; p < N_PLAYERS; p++)
    totals[p] = 9;
  ts_vp_chart_set_now (TS_VP_CHART (chart), totals, N_PLAYERS);
  ts_ui_test_redraw (GTK_WIDGET (window));
  pixels_draw (&pixels, chart);
  g_assert_cmpint (pixels.width, ==, NARROW_WIDTH);
  for (guint p = 0; p < N_PLAYERS; p++)
    assert_mark_drawn (chart, &pixels, p);
  assert_marks_apart (chart);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "vp-chart-narrow"));
  g_clear_pointer (&pixels.bytes, g_bytes_unref);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  /* The chart's accessible description is read back through GTK's test backend. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/vp-chart/marks", test_marks);
  g_test_add_func ("/ui/vp-chart/now", test_now);
  g_test_add_func ("/ui/vp-chart/narrow", test_narrow);
  return g_test_run ();
}
