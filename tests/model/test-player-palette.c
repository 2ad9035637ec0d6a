/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player palette: its ids; its colours told apart under normal vision and the three
 * dichromacies; the marks that tell players apart without colour; the ink drawn on each
 * colour. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ts-player-palette.h"

/* The palette ids are stored in settings and records: they must be unique, and every colour
 * must be a real one (the schema default names four of them). */
static void
test_palette_ids (void)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  const char *defaults[] = { "red", "blue", "green", "yellow" };

  g_assert_cmpuint (n_colors, >=, 4);
  for (guint i = 0; i < n_colors; i++)
    {
      g_assert_true (palette[i].hex[0] == '#' && strlen (palette[i].hex) == 7);
      g_assert_true (ts_player_palette_lookup (palette[i].id) == &palette[i]);
      for (guint j = i + 1; j < n_colors; j++)
        g_assert_cmpstr (palette[i].id, !=, palette[j].id);
    }
  for (guint i = 0; i < G_N_ELEMENTS (defaults); i++)
    g_assert_nonnull (ts_player_palette_lookup (defaults[i]));
  g_assert_null (ts_player_palette_lookup ("no-such-colour"));
}

/* -------------------------------------------------------------------------------------- */
/* Colour science                                                                          */

typedef struct
{
  double l, a, b;
} Lab;

static double
srgb_to_linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static void
hex_to_linear (const char *hex,
               double      rgb[3])
{
  guint r = 0, g = 0, b = 0;

  g_assert_cmpint (sscanf (hex, "#%02x%02x%02x", &r, &g, &b), ==, 3);
  rgb[0] = srgb_to_linear (r / 255.0);
  rgb[1] = srgb_to_linear (g / 255.0);
  rgb[2] = srgb_to_linear (b / 255.0);
}

/* WCAG 2 relative luminance and contrast ratio. */
static double
luminance (const char *hex)
{
  double rgb[3];

  hex_to_linear (hex, rgb);
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

static double
contrast (const char *hex1,
          const char *hex2)
{
  double l1 = luminance (hex1), l2 = luminance (hex2);

  return (MAX (l1, l2) + 0.05) / (MIN (l1, l2) + 0.05);
}

/* Full-severity dichromacy, from Machado, Oliveira & Fernandes, "A Physiologically-based
 * Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009: the matrices of
 * severity 1.0 in the authors' table (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/
 * CVD_Simulation.html), applied to linear sRGB. */
typedef enum
{
  VISION_NORMAL,
  VISION_PROTANOPIA,
  VISION_DEUTERANOPIA,
  VISION_TRITANOPIA,
  N_VISIONS
} Vision;

static const char *const vision_names[N_VISIONS] = {
  "normal", "protanopia", "deuteranopia", "tritanopia",
};

static const double machado[N_VISIONS][3][3] = {
  [VISION_NORMAL] = { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } },
  [VISION_PROTANOPIA] = { { 0.152286, 1.052583, -0.204868 },
                          { 0.114503, 0.786281, 0.099216 },
                          { -0.003882, -0.048116, 1.051998 } },
  [VISION_DEUTERANOPIA] = { { 0.367322, 0.860646, -0.227968 },
                            { 0.280085, 0.672501, 0.047413 },
                            { -0.011820, 0.042940, 0.968881 } },
  [VISION_TRITANOPIA] = { { 1.255528, -0.076749, -0.178779 },
                          { -0.078411, 0.930809, 0.147602 },
                          { 0.004733, 0.691367, 0.303900 } },
};

static double
lab_f (double t)
{
  const double d = 6.0 / 29;

  return t > d * d * d ? cbrt (t) : t / (3 * d * d) + 4.0 / 29;
}

/* Linear sRGB to CIELAB under D65 (IEC 61966-2-1 matrix, white 0.95047, 1, 1.08883). */
static Lab
linear_to_lab (const double rgb[3])
{
  double x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
  double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
  double z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
  double fx = lab_f (x / 0.95047), fy = lab_f (y), fz = lab_f (z / 1.08883);

  return (Lab) { 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz) };
}

/* @hex as seen with @vision; out-of-gamut results are clipped, as a screen would. */
static Lab
seen_as (const char *hex,
         Vision      vision)
{
  double rgb[3], out[3];

  hex_to_linear (hex, rgb);
  for (guint i = 0; i < 3; i++)
    out[i] = CLAMP (machado[vision][i][0] * rgb[0] + machado[vision][i][1] * rgb[1]
                      + machado[vision][i][2] * rgb[2],
                    0, 1);
  return linear_to_lab (out);
}

static double
deg (double radians)
{
  return radians * 180 / G_PI;
}

static double
rad (double degrees)
{
  return degrees * G_PI / 180;
}

/* CIEDE2000 (CIE 142-2001), as written out by Sharma, Wu & Dalal, "The CIEDE2000
 * Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
 * Observations", Color Res. Appl. 30(1), 2005; kL = kC = kH = 1. */
static double
ciede2000 (Lab c1,
           Lab c2)
{
  double cab = (hypot (c1.a, c1.b) + hypot (c2.a, c2.b)) / 2;
  double g = 0.5 * (1 - sqrt (pow (cab, 7) / (pow (cab, 7) + pow (25, 7))));
  double a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a;
  double cp1 = hypot (a1, c1.b), cp2 = hypot (a2, c2.b);
  double hp1 = cp1 == 0 ? 0 : fmod (deg (atan2 (c1.b, a1)) + 360, 360);
  double hp2 = cp2 == 0 ? 0 : fmod (deg (atan2 (c2.b, a2)) + 360, 360);
  double dl = c2.l - c1.l, dc = cp2 - cp1, dh = 0, dhh, lbar, cbar, hbar, t, sl, sc, sh, rt;

  if (cp1 * cp2 != 0)
    {
      dh = hp2 - hp1;
      if (dh > 180)
        dh -= 360;
      else if (dh < -180)
        dh += 360;
    }
  dhh = 2 * sqrt (cp1 * cp2) * sin (rad (dh / 2));
  lbar = (c1.l + c2.l) / 2;
  cbar = (cp1 + cp2) / 2;
  if (cp1 * cp2 == 0)
    hbar = hp1 + hp2;
  else if (fabs (hp1 - hp2) <= 180)
    hbar = (hp1 + hp2) / 2;
  else
    hbar = (hp1 + hp2 + (hp1 + hp2 < 360 ? 360 : -360)) / 2;
  t = 1 - 0.17 * cos (rad (hbar - 30)) + 0.24 * cos (rad (2 * hbar))
      + 0.32 * cos (rad (3 * hbar + 6)) - 0.20 * cos (rad (4 * hbar - 63));
  sl = 1 + 0.015 * (lbar - 50) * (lbar - 50) / sqrt (20 + (lbar - 50) * (lbar - 50));
  sc = 1 + 0.045 * cbar;
  sh = 1 + 0.015 * cbar * t;
  rt = -sin (rad (60 * exp (-pow ((hbar - 275) / 25, 2))))
       * 2 * sqrt (pow (cbar, 7) / (pow (cbar, 7) + pow (25, 7)));
  return sqrt (pow (dl / sl, 2) + pow (dc / sc, 2) + pow (dhh / sh, 2)
               + rt * (dc / sc) * (dhh / sh));
}

/* The formula against pairs of Sharma et al.'s test data (their table 1, rows 1, 7, 17, 19,
 * 25 and 34: a neutral colour, hues either side of 0°, a large difference, a dark pair). */
static void
test_ciede2000 (void)
{
  static const struct
  {
    Lab c1, c2;
    double want;
  } pairs[] = {
    { { 50, 2.6772, -79.7751 }, { 50, 0, -82.7485 }, 2.0425 },
    { { 50, 0, 0 }, { 50, -1, 2 }, 2.3669 },
    { { 50, 2.5, 0 }, { 73, 25, -18 }, 27.1492 },
    { { 50, 2.5, 0 }, { 50, 3.1736, 0.5854 }, 1.0000 },
    { { 60.2574, -34.0099, 36.2677 }, { 60.4626, -34.1751, 39.4387 }, 1.2644 },
    { { 2.0776, 0.0795, -1.1350 }, { 0.9033, -0.0636, -0.5514 }, 0.9082 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_assert_cmpfloat_with_epsilon (ciede2000 (pairs[i].c1, pairs[i].c2), pairs[i].want,
                                      0.0001);
      g_assert_cmpfloat_with_epsilon (ciede2000 (pairs[i].c2, pairs[i].c1), pairs[i].want,
                                      0.0001);
    }
  /* Each simulation keeps white white (its rows sum to 1); a rust red and a green that
   * differ only along the colours a deuteranope cannot tell apart (the matrix's null
   * direction) are far apart normally and one colour to them. */
  for (guint v = 0; v < N_VISIONS; v++)
    g_assert_cmpfloat (ciede2000 (seen_as ("#ffffff", v), seen_as ("#ffffff", VISION_NORMAL)),
                       <, 0.01);
  g_assert_cmpfloat (ciede2000 (seen_as ("#c46a44", VISION_NORMAL),
                                seen_as ("#3fa13a", VISION_NORMAL)), >, 50);
  g_assert_cmpfloat (ciede2000 (seen_as ("#c46a44", VISION_DEUTERANOPIA),
                                seen_as ("#3fa13a", VISION_DEUTERANOPIA)), <, 0.5);
}

/* -------------------------------------------------------------------------------------- */
/* The palette under colour-vision deficiencies                                            */

/* How far apart (CIEDE2000) any two players' colours must stay, whoever looks.
 *
 * ΔE00 ≈ 1 is the step noticed between two large patches side by side in a lab. A player's
 * colour here is small: a 2.5 px line, a 7 px dot, a token on a board, about half a degree
 * at arm's length, on an ordinary screen under room light; crowdsourced studies of such marks
 * (Stone, Szafir & Setlur, "An Engineering Model for Color Difference as a Function of
 * Size", CIC 2014; Szafir, "Modeling Color Difference for Visualization Design", IEEE TVCG
 * 2018) found that the difference viewers need grows as marks shrink. What a
 * player needs is more than noticing: seeing at a glance that the two pieces are of two
 * colours. We take 12, where the rule-of-thumb scale common in colour measurement starts
 * calling two samples "different colours" rather than a large difference in one colour; on
 * marks this small that is a floor, not a comfort. (Searching shades near these eight
 * names, the best reachable is about 15.5.)
 *
 * It is not enough to name a lone piece's colour: for a red-green dichromat red, orange,
 * yellow and green lie on one hue and differ only in lightness and chroma, as blue and
 * purple do on another, so no eight shades with these names can be named at a glance. The
 * player's mark, drawn beside or on every colour that stands for them, does that. */
#define MIN_DELTA_E 12.0

/* The palette and the grey of a player without a colour, which a record can mix with
 * them. */
static guint
colors_to_compare (const char *hex[],
                   const char *ids[])
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);

  g_assert_cmpuint (n_colors, ==, 8);
  for (guint i = 0; i < n_colors; i++)
    {
      hex[i] = palette[i].hex;
      ids[i] = palette[i].id;
    }
  hex[n_colors] = TS_PLAYER_NO_COLOR_HEX;
  ids[n_colors] = "none";
  return n_colors + 1;
}

static void
test_palette_distances (void)
{
  const char *hex[9], *ids[9];
  guint n = colors_to_compare (hex, ids);
  g_autoptr(GString) table = g_string_new ("pair              normal protan deutan tritan\n");
  g_autoptr(GString) close = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        g_string_append_printf (table, "%-7s %-9s", ids[i], ids[j]);
        for (guint v = 0; v < N_VISIONS; v++)
          {
            double d = ciede2000 (seen_as (hex[i], v), seen_as (hex[j], v));

            g_string_append_printf (table, " %6.1f", d);
            if (d < MIN_DELTA_E)
              g_string_append_printf (close, "; %s and %s under %s vision, %.2f", ids[i], ids[j],
                                      vision_names[v], d);
          }
        g_string_append_c (table, '\n');
      }
  g_test_message ("dE00 between the player colours:\n%s", table->str);
  if (close->len > 0)
    g_test_fail_printf ("colours closer than dE00 %.0f%s", MIN_DELTA_E, close->str);
}

/* Every colour stands out from one of the two backgrounds at least at 3:1 (WCAG's floor for
 * graphics), and the five that are neither white, yellow nor black, which can, from both at
 * 2:1; the others are drawn with a halo or an outline where the background matches them. */
static void
test_palette_backgrounds (void)
{
  static const char *const light = "#fafafa", *const dark = "#242424";
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);

  for (guint i = 0; i < n_colors; i++)
    {
      double on_light = contrast (palette[i].hex, light), on_dark = contrast (palette[i].hex, dark);
      gboolean pale_or_dark = g_str_equal (palette[i].id, "white")
                              || g_str_equal (palette[i].id, "yellow")
                              || g_str_equal (palette[i].id, "black");

      g_test_message ("%s %s: %.2f on light, %.2f on dark", palette[i].id, palette[i].hex,
                      on_light, on_dark);
      g_assert_cmpfloat (MAX (on_light, on_dark), >=, 3.0);
      if (!pale_or_dark)
        g_assert_cmpfloat (MIN (on_light, on_dark), >=, 2.0);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Marks and ink                                                                           */

static void
assert_marks (const char *const *names,
              guint              n_names,
              const char *const *want)
{
  g_auto(GStrv) marks = ts_player_marks (names, n_names);

  g_assert_cmpuint (g_strv_length (marks), ==, n_names);
  for (guint i = 0; i < n_names; i++)
    g_assert_cmpstr (marks[i], ==, want[i]);
}

static void
test_marks (void)
{
  /* The first letter; two where another name starts alike. */
  assert_marks ((const char *[]) { "Ana", "Bruno" }, 2, (const char *[]) { "A", "B" });
  assert_marks ((const char *[]) { "Ana", "Alice" }, 2, (const char *[]) { "An", "Al" });
  assert_marks ((const char *[]) { "Ana", "Alice", "Bruno" }, 3,
                (const char *[]) { "An", "Al", "B" });
  /* Upper-cased, and leading spaces skipped. */
  assert_marks ((const char *[]) { "bruno", "  carla" }, 2, (const char *[]) { "B", "C" });
  /* Names that differ only in case, or share their first two letters: the seats. */
  assert_marks ((const char *[]) { "Ana", "ana" }, 2, (const char *[]) { "1", "2" });
  assert_marks ((const char *[]) { "Ana", "Anabela", "Bruno" }, 3,
                (const char *[]) { "1", "2", "B" });
  /* No name, an empty one or only spaces: the seat. */
  assert_marks ((const char *[]) { "Ana", "", NULL, "  " }, 4,
                (const char *[]) { "A", "2", "3", "4" });
  /* A one-letter name beside a longer one that starts alike has no second letter. */
  assert_marks ((const char *[]) { "A", "Ana" }, 2, (const char *[]) { "1", "An" });
  /* UTF-8: whole characters, upper-cased by Unicode. */
  assert_marks ((const char *[]) { "Élodie", "Émile" }, 2, (const char *[]) { "Él", "Ém" });
  assert_marks ((const char *[]) { "élodie", "Bruno" }, 2, (const char *[]) { "É", "B" });
  assert_marks ((const char *[]) { "Élodie", "élise" }, 2, (const char *[]) { "1", "2" });
  assert_marks ((const char *[]) { "Ζωή", "Ωρίων" }, 2, (const char *[]) { "Ζ", "Ω" });
  /* A seat's number that is another name's first character: "#" and the seat. */
  assert_marks ((const char *[]) { "Ana", "ana", "1st" }, 3,
                (const char *[]) { "#1", "2", "1" });
  assert_marks ((const char *[]) { "2 Pac", "" }, 2, (const char *[]) { "2", "#2" });
  assert_marks (NULL, 0, (const char *[]) { NULL });
}

/* The ink on each colour is the one of the two with the higher contrast, and reads at WCAG's
 * 4.5:1 for normal text (marks are small and bold; 3:1 would only do at 14 pt bold). */
static void
test_ink (void)
{
  const char *hex[9], *ids[9];
  guint n = colors_to_compare (hex, ids);

  for (guint i = 0; i < n; i++)
    {
      const char *ink = ts_player_palette_ink (hex[i]);
      const char *other = g_str_equal (ink, "#000000") ? "#ffffff" : "#000000";

      g_assert_true (g_str_equal (ink, "#000000") || g_str_equal (ink, "#ffffff"));
      g_test_message ("%s %s: ink %s at %.2f (the other %.2f)", ids[i], hex[i], ink,
                      contrast (ink, hex[i]), contrast (other, hex[i]));
      g_assert_cmpfloat (contrast (ink, hex[i]), >=, contrast (other, hex[i]));
      g_assert_cmpfloat (contrast (ink, hex[i]), >=, 4.5);
    }
  g_assert_cmpstr (ts_player_palette_ink (ts_player_palette_hex ("yellow")), ==, "#000000");
  g_assert_cmpstr (ts_player_palette_ink (ts_player_palette_hex ("white")), ==, "#000000");
  g_assert_cmpstr (ts_player_palette_ink (ts_player_palette_hex ("black")), ==, "#ffffff");
  g_assert_cmpstr (ts_player_palette_ink (ts_player_palette_hex ("purple")), ==, "#ffffff");
  g_assert_cmpstr (ts_player_palette_ink (ts_player_palette_hex ("red")), ==, "#ffffff");
  /* The palette's blue is light enough that black reads better on it than white. */
  g_assert_cmpstr (ts_player_palette_ink (ts_player_palette_hex ("blue")), ==, "#000000");
  g_assert_cmpstr (ts_player_palette_ink ("#000000"), ==, "#ffffff");
  g_assert_cmpstr (ts_player_palette_ink ("#ffffff"), ==, "#000000");
  /* Not a colour: black, never a crash. */
  g_assert_cmpstr (ts_player_palette_ink (NULL), ==, "#000000");
  g_assert_cmpstr (ts_player_palette_ink ("blue"), ==, "#000000");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/player-palette/ids", test_palette_ids);
  g_test_add_func ("/model/player-palette/ciede2000", test_ciede2000);
  g_test_add_func ("/model/player-palette/distances", test_palette_distances);
  g_test_add_func ("/model/player-palette/backgrounds", test_palette_backgrounds);
  g_test_add_func ("/model/player-palette/marks", test_marks);
  g_test_add_func ("/model/player-palette/ink", test_ink);
  return g_test_run ();
}
