/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Painting a duchy space: the printed hexagon, the tile on it with its name, die and shield,
 * the board editor's marks, and the focus, lit and refused rings. */
#include "config.h"

#include <math.h>

#include "ts-burgundy-hex-space-private.h"
#include "ts-burgundy-paint.h"
#include "ts-fit-sizes.h"
#include "ts-paint-cache.h"
#include "ts-paint.h"

static GdkRGBA
with_alpha (const GdkRGBA *colour,
            float          alpha)
{
  GdkRGBA out = *colour;

  out.alpha = alpha;
  return out;
}

static void
append_circle (GtkSnapshot   *snapshot,
               float          x,
               float          y,
               float          r,
               const GdkRGBA *colour)
{
  GskRoundedRect round;

  gsk_rounded_rect_init_from_rect (&round, &GRAPHENE_RECT_INIT (x - r, y - r, 2 * r, 2 * r), r);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, colour, &round.bounds);
  gtk_snapshot_pop (snapshot);
}

/* The die printed on an empty space, as pips like the real board. */
static void
append_pips (GtkSnapshot   *snapshot,
             guint          die,
             float          cx,
             float          cy,
             float          side,
             const GdkRGBA *colour)
{
  /* Pip positions on a 3x3 lattice, -1..1 per axis. */
  static const gint8 pips[7][6][2] = {
    { { 0 } },
    { { 0, 0 } },
    { { -1, -1 }, { 1, 1 } },
    { { -1, -1 }, { 0, 0 }, { 1, 1 } },
    { { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 } },
    { { -1, -1 }, { 1, -1 }, { 0, 0 }, { -1, 1 }, { 1, 1 } },
    { { -1, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 1, 1 } },
  };
  float step = side * 0.32f;
  float r = MAX (1.2f, side * 0.1f);

  for (guint i = 0; i < die && die <= 6; i++)
    append_circle (snapshot, cx + pips[die][i][0] * step, cy + pips[die][i][1] * step, r,
                   colour);
}

static PangoLayout *
create_layout (GtkWidget  *widget,
               const char *text,
               float       size,
               int         weight)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoContext *context = pango_layout_get_context (layout);
  g_autoptr(PangoFontDescription) font
      = pango_font_description_copy (pango_context_get_font_description (context));

  /* In whole pixels: the duchy's texts share a few sizes, and so their glyphs (issue 56). */
  pango_font_description_set_absolute_size (font, roundf (size) * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  return layout;
}

/* TRUE when @layout had to break a word to wrap it. */
static gboolean
breaks_words (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;

      if (line->start_index > 0 && text[line->start_index - 1] != ' ')
        return TRUE;
    }
  return FALSE;
}

/* The tile's name in the largest size from @size down that fits @width on at most two lines
 * without breaking a word; at the smallest size, ellipsized (the tooltip has it in full). */
static PangoLayout *
create_fitting_layout (GtkWidget  *widget,
                       const char *text,
                       float       size,
                       float       width)
{
  const float smallest = 7;
  const float start = size;

  /* From the size found last time for this text and width, which fits at once. */
  const float from = size = ts_fit_sizes_start (widget, text, width, 0, start);
  for (;; size = MAX (smallest, size * 0.92f))
    {
      PangoLayout *layout = create_layout (widget, text, size, PANGO_WEIGHT_BOLD);
      PangoAttrList *attrs = pango_attr_list_new ();
      PangoRectangle extents;

      pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_get_pixel_extents (layout, NULL, &extents);
      if (pango_layout_get_line_count (layout) <= 2 && extents.width <= width
          && !breaks_words (layout))
        {
          if (size != from)
            ts_fit_sizes_found (widget, text, width, 0, start, size);
          return layout;
        }
      if (size <= smallest)
        {
          if (size != from)
            ts_fit_sizes_found (widget, text, width, 0, start, size);
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          /* A word too long for the tile: one line cut short reads better than a word
           * split over two (Pango only ellipsizes a long word when it may break it). */
          if (breaks_words (layout) || extents.width > width)
            {
              pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
              pango_layout_set_height (layout, -1);
            }
          else
            pango_layout_set_height (layout, -2);
          return layout;
        }
      g_object_unref (layout);
    }
}

static void
append_layout_centred (GtkSnapshot   *snapshot,
                       PangoLayout   *layout,
                       float          cx,
                       float          cy,
                       const GdkRGBA *colour)
{
  PangoRectangle extents;

  pango_layout_get_pixel_extents (layout, NULL, &extents);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx - extents.x - extents.width / 2.0f,
                                                          cy - extents.y - extents.height / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
append_tile (TsBurgundyHexSpace *self,
             GtkSnapshot        *snapshot,
             float               cx,
             float               cy,
             float               radius,
             gboolean            dark)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkRGBA fill, ink, shadow = { 0, 0, 0, dark ? 0.45f : 0.3f };
  g_autofree char *label = ts_burgundy_paint_tile_short (self->tile);
  g_autoptr(PangoLayout) name = NULL;
  g_autoptr(PangoLayout) die = NULL;

  ts_burgundy_paint_tile (self->tile, self->colour, dark, &fill, &ink);

  /* A tile lying on the printed space: a little smaller, with a shadow. */
  ts_burgundy_paint_hex (snapshot, cx, cy + radius * 0.05f, radius, &shadow, NULL, 0);
  ts_burgundy_paint_hex (snapshot, cx, cy, radius, &fill, &(GdkRGBA){ 0, 0, 0, 0.35f },
                         MAX (1, radius * 0.03f));

  name = create_fitting_layout (widget, label, CLAMP (radius * 0.36f, 7, 18),
                                radius * SQRT3 * 0.94f);
  /* Room at the top for a shield. */
  append_layout_centred (snapshot, name, cx, cy + (self->shield != 0 ? 0.12f : -0.08f) * radius,
                         &ink);

  if (self->die != 0)
    {
      g_autofree char *text = g_strdup_printf ("%u", self->die);
      GdkRGBA faded = with_alpha (&ink, 0.85f);

      die = create_layout (widget, text, CLAMP (radius * 0.3f, 7, 15), PANGO_WEIGHT_BOLD);
      append_layout_centred (snapshot, die, cx, cy + radius * 0.62f, &faded);
    }
  /* The shield on a castle (CB-SHG-04) stands at the top of the tile, over the name's
   * first line, which the tooltip and the accessible name give in full. */
  if (self->shield != 0)
    ts_burgundy_paint_shield (snapshot, widget, cx, cy - radius * 0.9f,
                              MAX (9, radius * 0.5f), self->shield);
}

/* A small round badge with @text, centred at (@x, @y). */
static void
append_badge (TsBurgundyHexSpace *self,
              GtkSnapshot        *snapshot,
              const char         *text,
              float               x,
              float               y,
              float               r,
              const GdkRGBA      *fill,
              const GdkRGBA      *ink)
{
  g_autoptr(PangoLayout) layout = create_layout (GTK_WIDGET (self), text, MAX (7, r * 1.3f),
                                                 PANGO_WEIGHT_BOLD);

  append_circle (snapshot, x, y, r + 1, &(GdkRGBA){ 1, 1, 1, 0.9f });
  append_circle (snapshot, x, y, r, fill);
  append_layout_centred (snapshot, layout, x, y, ink);
}

/* The board editor's marks: the outposts this space touches (numbered badges side by side
 * in the upper half) and a star on a start castle space (in the lower half). Dark badges
 * with a white rim read on every colour, light and dark. */
static void
append_marks (TsBurgundyHexSpace *self,
              GtkSnapshot        *snapshot,
              float               cx,
              float               cy,
              float               radius)
{
  const GdkRGBA outpost = { 0.36f, 0.21f, 0.40f, 1 };
  const GdkRGBA star = { 0.75f, 0.11f, 0.16f, 1 };
  const GdkRGBA white = { 1, 1, 1, 1 };
  float r = MAX (6, radius * 0.22f);
  guint n = 0, drawn = 0;

  for (guint k = 0; k < 3; k++)
    n += (self->outposts >> k) & 1;
  for (guint k = 0; k < 3; k++)
    if (self->outposts & (1u << k))
      {
        char text[2] = { (char) ('1' + k), '\0' };
        float x = cx + (drawn - (n - 1) / 2.0f) * 2.3f * r;

        append_badge (self, snapshot, text, x, cy - radius * 0.5f, r, &outpost, &white);
        drawn++;
      }
  if (self->start)
    append_badge (self, snapshot, "★", cx, cy + radius * 0.52f, r, &star, &white);
}

/* A cell of a team board's grid that is no space of the board: only a faint outline, with
 * no fill, so that it reads apart from a grey space not entered yet; focus and problems are
 * still drawn on it. */
static void
append_no_space (TsBurgundyHexSpace *self,
                 GtkWidget          *widget,
                 GtkSnapshot        *snapshot,
                 float               cx,
                 float               cy,
                 float               space,
                 gboolean            dark)
{
  gboolean hover = (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_PRELIGHT) != 0;
  float ring = MAX (2.5f, space * 0.1f);
  GdkRGBA fg;

  ts_paint_lookup_color (widget, "window_fg_color", dark ? "#ffffff" : "#000000", &fg);
  fg.alpha = hover ? 0.5f : 0.25f;
  ts_burgundy_paint_hex (snapshot, cx, cy, space - 1, NULL, &fg, 1);
  if (gtk_widget_has_visible_focus (widget))
    {
      fg.alpha = 1;
      ts_burgundy_paint_hex (snapshot, cx, cy, space - 1.5f, NULL, &fg, 3);
    }
  if (self->lit)
    {
      GdkRGBA accent;

      ts_paint_lookup_color (widget, "accent_color", dark ? "#78aeed" : "#1c71d8", &accent);
      ts_burgundy_paint_hex (snapshot, cx, cy, space - 3 - ring / 2, NULL, &accent, ring);
    }
  if (gtk_widget_has_css_class (widget, "cob-refused"))
    {
      GdkRGBA error;

      ts_paint_lookup_color (widget, "error_color", dark ? "#ff7b63" : "#c01c28", &error);
      ts_burgundy_paint_hex (snapshot, cx, cy, space - ring / 2, NULL, &error, ring);
    }
}

static void
paint_space (GtkWidget   *widget,
             GtkSnapshot *snapshot)
{
  TsBurgundyHexSpace *self = TS_BURGUNDY_HEX_SPACE (widget);
  gboolean dark = ts_paint_is_dark (widget);
  gboolean hover = (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_PRELIGHT) != 0;
  GdkRGBA fill, wash, fg, accent;
  float cx, cy, radius, space, ring;

  ts_burgundy_hex_space_get_hex (widget, &cx, &cy, &radius);
  if (radius < 4)
    return;
  /* Room between neighbours, and for the rings inside. */
  space = radius - MAX (1, radius * 0.05f);
  ring = MAX (2.5f, radius * 0.1f);

  if (self->colour == TS_BURGUNDY_NO_SPACE)
    {
      append_no_space (self, widget, snapshot, cx, cy, space, dark);
      return;
    }
  if (self->colour < TS_BURGUNDY_N_COLOURS)
    ts_burgundy_paint_colour (self->colour, dark, &fill);
  else
    /* Not entered yet: a neutral grey that no colour of the board has. */
    fill = dark ? (GdkRGBA){ 0.45f, 0.45f, 0.45f, 1 } : (GdkRGBA){ 0.75f, 0.75f, 0.75f, 1 };
  ts_paint_lookup_color (widget, "window_fg_color", dark ? "#ffffff" : "#000000", &fg);
  fg.alpha = 0.8f;
  ts_paint_lookup_color (widget, "accent_color", dark ? "#78aeed" : "#1c71d8", &accent);

  /* Empty spaces step back while others are lit; tiles stay as they are. */
  if (self->dim && self->tile == 0)
    gtk_snapshot_push_opacity (snapshot, 0.55);

  /* The printed space, washed out so that tiles stand out on it. */
  wash = with_alpha (&fill, (dark ? 0.6f : 0.45f) + (hover ? 0.15f : 0));
  ts_burgundy_paint_hex (snapshot, cx, cy, space, &wash, &fill, MAX (1, radius * 0.04f));

  if (self->tile != 0)
    append_tile (self, snapshot, cx, cy, space * 0.93f, dark);
  else
    append_pips (snapshot, self->die, cx, cy, space * 0.8f, &fg);

  if (self->dim && self->tile == 0)
    gtk_snapshot_pop (snapshot);
  append_marks (self, snapshot, cx, cy, space);

  /* Focus outside (theme foreground), lit inside it (accent): both stay visible together. */
  if (gtk_widget_has_visible_focus (widget))
    {
      GdkRGBA focus = with_alpha (&fg, 1);

      ts_burgundy_paint_hex (snapshot, cx, cy, space - 1.5f, NULL, &focus, 3);
    }
  if (self->lit)
    {
      float inset = gtk_widget_has_visible_focus (widget) ? 3 : 0;
      GdkRGBA glow = with_alpha (&accent, 0.35f);

      ts_burgundy_paint_hex (snapshot, cx, cy, space - inset - ring / 2, NULL, &accent, ring);
      ts_burgundy_paint_hex (snapshot, cx, cy, space - inset - ring * 1.5f, NULL, &glow, ring);
    }
  if (gtk_widget_has_css_class (widget, "cob-refused"))
    {
      /* The space a refusal is about: the error colour, doubled so that it reads on any
       * space colour, in light and dark. */
      GdkRGBA error, halo;

      ts_paint_lookup_color (widget, "error_color", dark ? "#ff7b63" : "#c01c28", &error);
      ts_paint_lookup_color (widget, "window_bg_color", dark ? "#242424" : "#fafafa", &halo);
      ts_burgundy_paint_hex (snapshot, cx, cy, space - ring / 2, NULL, &error, ring);
      ts_burgundy_paint_hex (snapshot, cx, cy, space - ring * 1.5f, NULL, &halo, ring * 0.6f);
      ts_burgundy_paint_hex (snapshot, cx, cy, space - ring * 2.2f, NULL, &error, ring * 0.8f);
    }
}

/* Drawn once for each look, kept as a picture (ts-paint-cache.h): the key names all that
 * paint_space() reads besides the widget's size, font and style. */
void
ts_burgundy_hex_space_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  TsBurgundyHexSpace *self = TS_BURGUNDY_HEX_SPACE (widget);
  g_autofree char *key = g_strdup_printf (
      "cob-space %u %u %u %u %d %d %u %d %d %d %d", self->colour, self->die, self->tile,
      self->shield, self->lit, self->dim, self->outposts, self->start,
      (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_PRELIGHT) != 0,
      gtk_widget_has_visible_focus (widget), gtk_widget_has_css_class (widget, "cob-refused"));

  ts_paint_cache_snapshot (widget, snapshot, key, paint_space);
}
