/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "burgundy/ts-burgundy-state.h"
#include "ts-burgundy-hex-space.h"
#include "ts-burgundy-paint.h"
#include "ts-paint.h"

#define SQRT3 1.7320508075688772

struct _TsBurgundyHexSpace
{
  GtkWidget parent_instance;

  guint index;
  guint colour;
  guint die;
  guint tile;
  guint shield; /* shield number on the castle here, 0 none */
  gboolean lit;
  gboolean dim;
  guint outposts;   /* bit k: touches outpost k+1 (board editor) */
  gboolean start;   /* a start castle space (board editor) */
  char *note;       /* the accessible description instead of the default, or NULL */
  char *name;
};

G_DEFINE_FINAL_TYPE (TsBurgundyHexSpace, ts_burgundy_hex_space, GTK_TYPE_WIDGET)

enum
{
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_hex_space_new (guint index)
{
  TsBurgundyHexSpace *self = g_object_new (TS_TYPE_BURGUNDY_HEX_SPACE, NULL);

  self->index = index;
  return GTK_WIDGET (self);
}

guint
ts_burgundy_hex_space_get_index (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), 0);
  return self->index;
}

const char *
ts_burgundy_hex_space_get_name (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), NULL);
  return self->name;
}

gboolean
ts_burgundy_hex_space_get_lit (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), FALSE);
  return self->lit;
}

/* The tooltip (the name again) would be read as the description: say instead whether the
 * space can be chosen now. */
static void
update_description (TsBurgundyHexSpace *self)
{
  if (self->note != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    self->note, -1);
  else if (self->lit)
    /* Translators: said after a duchy space's name when it is a legal choice now */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _("Can be chosen"), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
update_name (TsBurgundyHexSpace *self)
{
  const char *colour = ts_burgundy_colour_name (self->colour);
  const char *content = self->tile != 0 ? ts_burgundy_tile_name (self->tile)
                                        /* Translators: a duchy space with no tile on it */
                                        : _("empty");
  char *name;

  if (self->colour >= TS_BURGUNDY_N_COLOURS)
    {
      if (self->die != 0)
        /* Translators: a space of a board being entered whose colour is not given yet; %u
         * is its number, then the die number given */
        name = g_strdup_printf (_("Space %u: colour not entered yet, die %u"), self->index,
                                self->die);
      else
        /* Translators: a space of a board being entered, nothing given yet */
        name = g_strdup_printf (_("Space %u: not entered yet"), self->index);
    }
  else if (self->die != 0)
    /* Translators: a duchy space for screen readers and tooltips: its number, its colour
     * ("castle", "pasture", ...), the die number printed on it, and its tile or "empty",
     * e.g. "Space 12: castle, die 4, empty". */
    name = g_strdup_printf (_("Space %u: %s, die %u, %s"), self->index, colour, self->die,
                            content);
  else
    /* Translators: as "Space %u: %s, die %u, %s" for a space whose die is not known */
    name = g_strdup_printf (_("Space %u: %s, %s"), self->index, colour, content);

  if (self->shield != 0)
    {
      char *plain = name;

      /* Translators: a duchy space's name, then the shield on its castle: its number, its
       * effect and its VP at the end, e.g. "Space 12: castle, die 4, castle; shield 7: Your
       * bonus tiles count double. 8 VP at the end." */
      name = g_strdup_printf (_("%s; shield %u: %s %d VP at the end."), plain, self->shield,
                              ts_burgundy_shield_effect (self->shield),
                              ts_burgundy_shield_end_vp (self->shield));
      g_free (plain);
    }

  if (self->start || self->outposts != 0)
    {
      g_autoptr(GString) marks = g_string_new (name);

      if (self->start)
        /* Translators: added to a duchy space's name in the board editor */
        g_string_append (marks, _("; start castle space"));
      for (guint k = 0; k < 3; k++)
        if (self->outposts & (1u << k))
          /* Translators: added to a duchy space's name: the outposts module's outpost
           * (1, 2 or 3) this edge space touches */
          g_string_append_printf (marks, _("; touches outpost %u"), k + 1);
      g_free (name);
      name = g_string_free (g_steal_pointer (&marks), FALSE);
    }

  if (g_strcmp0 (name, self->name) == 0)
    {
      g_free (name);
      return;
    }
  g_free (self->name);
  self->name = name;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->name, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->name);
  update_description (self);
}

void
ts_burgundy_hex_space_set_content (TsBurgundyHexSpace *self,
                                   guint               colour,
                                   guint               die,
                                   guint               tile)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  /* Anything past the colours: not entered yet. */
  colour = MIN (colour, TS_BURGUNDY_N_COLOURS);
  if (self->name != NULL && self->colour == colour && self->die == die && self->tile == tile)
    return;
  self->colour = colour;
  self->die = die;
  self->tile = tile;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_burgundy_hex_space_set_shield (TsBurgundyHexSpace *self,
                                  guint               shield)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  if (self->shield == shield)
    return;
  self->shield = shield;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_burgundy_hex_space_set_marks (TsBurgundyHexSpace *self,
                                 guint               outposts,
                                 gboolean            start)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  start = !!start;
  if (self->outposts == outposts && self->start == start)
    return;
  self->outposts = outposts;
  self->start = start;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_burgundy_hex_space_set_note (TsBurgundyHexSpace *self,
                                const char         *note)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  if (g_strcmp0 (note, self->note) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (note);
  update_description (self);
}

guint
ts_burgundy_hex_space_get_shield (TsBurgundyHexSpace *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self), 0);
  return self->shield;
}

void
ts_burgundy_hex_space_set_lit (TsBurgundyHexSpace *self,
                               gboolean            lit,
                               gboolean            dim)
{
  g_return_if_fail (TS_IS_BURGUNDY_HEX_SPACE (self));

  lit = !!lit;
  dim = !!dim && !lit;
  if (self->lit == lit && self->dim == dim)
    return;
  self->lit = lit;
  self->dim = dim;
  if (lit)
    gtk_widget_add_css_class (GTK_WIDGET (self), "lit");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "lit");
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Geometry: the hexagon fills the allocation, pointy top. */
static void
get_hex (GtkWidget *widget,
         float     *cx,
         float     *cy,
         float     *radius)
{
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);

  *cx = width / 2;
  *cy = height / 2;
  *radius = MIN (width / SQRT3, height / 2);
}

static gboolean
ts_burgundy_hex_space_contains (GtkWidget *widget,
                                double     x,
                                double     y)
{
  float cx, cy, radius;
  double dx, dy;

  get_hex (widget, &cx, &cy, &radius);
  dx = fabs (x - cx);
  dy = fabs (y - cy);
  return dx <= radius * SQRT3 / 2 && dy <= radius - dx / SQRT3;
}

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

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
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
        return layout;
      if (size <= smallest)
        {
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

static void
ts_burgundy_hex_space_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  TsBurgundyHexSpace *self = TS_BURGUNDY_HEX_SPACE (widget);
  gboolean dark = ts_paint_is_dark (widget);
  gboolean hover = (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_PRELIGHT) != 0;
  GdkRGBA fill, wash, fg, accent;
  float cx, cy, radius, space, ring;

  get_hex (widget, &cx, &cy, &radius);
  if (radius < 4)
    return;
  /* Room between neighbours, and for the rings inside. */
  space = radius - MAX (1, radius * 0.05f);
  ring = MAX (2.5f, radius * 0.1f);

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

static void
ts_burgundy_hex_space_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  /* The duchy view decides the size; these only keep a lone space sensible. */
  *minimum = 8;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 42 : 48;
}

static void
ts_burgundy_hex_space_state_flags_changed (GtkWidget    *widget,
                                           GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  GTK_WIDGET_CLASS (ts_burgundy_hex_space_parent_class)->state_flags_changed (widget, previous);
  if (changed & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);
}

static void
click_released_cb (GtkGestureClick    *gesture,
                   int                 n_press,
                   double              x,
                   double              y,
                   TsBurgundyHexSpace *self)
{
  if (!gtk_widget_contains (GTK_WIDGET (self), x, y))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
ts_burgundy_hex_space_finalize (GObject *object)
{
  TsBurgundyHexSpace *self = TS_BURGUNDY_HEX_SPACE (object);

  g_free (self->name);
  g_free (self->note);
  G_OBJECT_CLASS (ts_burgundy_hex_space_parent_class)->finalize (object);
}

static void
ts_burgundy_hex_space_class_init (TsBurgundyHexSpaceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter, GDK_KEY_space,
                         GDK_KEY_KP_Space };

  object_class->finalize = ts_burgundy_hex_space_finalize;
  widget_class->snapshot = ts_burgundy_hex_space_snapshot;
  widget_class->measure = ts_burgundy_hex_space_measure;
  widget_class->contains = ts_burgundy_hex_space_contains;
  widget_class->state_flags_changed = ts_burgundy_hex_space_state_flags_changed;

  /**
   * TsBurgundyHexSpace::activate:
   *
   * Clicked, or Enter or Space pressed on it.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_signal (widget_class, keys[i], 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "hexspace");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ts_burgundy_hex_space_init (TsBurgundyHexSpace *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}
