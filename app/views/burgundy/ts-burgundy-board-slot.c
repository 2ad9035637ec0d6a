/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pieces of the main board view (ts-burgundy-board-view.c): a depot space as a hexagonal
 * button and drawing helpers (the honeycomb that lays them out: ts-burgundy-board-hive.c). */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-burgundy-board-slot.h"
#include "ts-burgundy-paint.h"
#include "ts-fit-sizes.h"
#include "ts-paint-cache.h"
#include "ts-paint.h"
#include "ts-tooltip.h"

#define SQRT3 1.7320508075688772

/* ------------------------------------------------------------------------------------ */
/* Drawing helpers                                                                      */

void
ts_burgundy_board_lookup_color (GtkWidget  *widget,
                                const char *name,
                                const char *fallback,
                                GdkRGBA    *out)
{
  /* GtkStyleContext is the 4.8 way to read the style's colours (deprecated in 4.10). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, out))
    gdk_rgba_parse (out, fallback);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void
ts_burgundy_board_get_fg (GtkWidget *widget,
                          GdkRGBA   *out)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), out);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void
ts_burgundy_board_set_source_alpha (cairo_t       *cr,
                                    const GdkRGBA *color,
                                    double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

PangoLayout *
ts_burgundy_board_fit_text (GtkWidget  *widget,
                            const char *text,
                            double      box_w,
                            double      box_h,
                            double      room,
                            double      size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  /* Whole points to start from: the board's texts share a few sizes, and so their glyphs
   * (issue 56: each size's glyphs are loaded and hinted once, before the first frame). */
  double start = floor (size), from;
  int w = 0, h = 0;

  pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  /* Whole words only: "Ware-house" reads worse than a smaller "Warehouse". */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, (int) (box_w * PANGO_SCALE));
  /* From @size down to 6.5 points, the first that fits, else 6.5; from the one found last
   * time for this text and box, which fits at once. */
  from = size = ts_fit_sizes_start (widget, text, box_w, box_h, start);
  for (;; size -= 0.5)
    {
      pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &w, &h);
      if ((w <= box_w && h <= box_h) || size - 0.5 < 6.5)
        break;
    }
  /* Kept only when the search went past where it began: a size found before fits at once. */
  if (size != from)
    ts_fit_sizes_found (widget, text, box_w, box_h, start, size);
  pango_font_description_free (font);
  /* Still wider than @room at the smallest size (a word longer than the hexagon, clipped at
   * both ends by its ring: "rmazé"): letters set a little closer first, then, if that is not
   * enough, an ellipsis on as many lines as it took (the tooltip and the accessible name
   * have it whole). Pango only ellipsizes a long word where it may break it. */
  if (w > room)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_letter_spacing_new (-PANGO_SCALE * 6 / 10));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
      pango_layout_set_width (layout, (int) (room * PANGO_SCALE));
      pango_layout_get_pixel_size (layout, &w, &h);
    }
  if (w > room)
    {
      int lines = pango_layout_get_line_count (layout);

      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_height (layout, -MAX (1, lines));
    }
  return layout;
}

void
ts_burgundy_board_draw_text (GtkWidget     *widget,
                             cairo_t       *cr,
                             const char    *text,
                             double         cx,
                             double         cy,
                             double         box_w,
                             double         box_h,
                             double         size,
                             const GdkRGBA *ink)
{
  /* box_w is 0.92 of the hexagon's width: a little more is still inside it. */
  double room = MIN (box_w / 0.92 - 2, 2 * MIN (cx, gtk_widget_get_width (widget) - cx) - 2);
  g_autofree char *key = g_strdup_printf ("%.2f %.2f %.2f %.2f\x1f%s", box_w, box_h, room,
                                          size, text);
  g_autoptr(PangoLayout) layout = ts_fit_sizes_lookup_layout (widget, key);
  int w = 0, h = 0;

  /* The board's spaces are drawn again after most entries, with the same names. */
  if (layout == NULL)
    {
      layout = ts_burgundy_board_fit_text (widget, text, box_w, box_h, room, size);
      ts_fit_sizes_keep_layout (widget, key, layout);
    }

  pango_layout_get_pixel_size (layout, &w, &h);
  gdk_cairo_set_source_rgba (cr, ink);
  /* The layout is as wide as it was given and centres each line in it. */
  cairo_move_to (cr, cx - pango_layout_get_width (layout) / (2.0 * PANGO_SCALE), cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* ------------------------------------------------------------------------------------ */
/* One depot space                                                                      */

struct _TsBurgundyBoardSlot
{
  GtkButton parent_instance;

  guint8 depot; /* 0 = black */
  guint8 slot;
  guint8 tile;
  gint8 colour; /* of the space (numbered depots) or the tile face (black); -1 = black */
  gboolean used;
  gboolean lit;       /* drawn lit: asked and used */
  gboolean lit_asked; /* as set_lit last said, kept across states */
  char *text;         /* drawn in the hexagon */
  gboolean text_set;  /* shown at least once */
  guint8 n_players;
};

G_DEFINE_FINAL_TYPE (TsBurgundyBoardSlot, ts_burgundy_board_slot, GTK_TYPE_BUTTON)

/* The hexagon fills the allocation but for a margin where the lit ring goes. */
static double
slot_body_radius (GtkWidget *widget)
{
  return MIN (gtk_widget_get_width (widget) / SQRT3, gtk_widget_get_height (widget) / 2.0) - 4.5;
}

/* Clicks go to the hexagon under the pointer, not to the overlapping allocations. */
static gboolean
ts_burgundy_board_slot_contains (GtkWidget *widget,
                                 double     x,
                                 double     y)
{
  double r = slot_body_radius (widget) + 3;
  double dx = fabs (x - gtk_widget_get_width (widget) / 2.0);
  double dy = fabs (y - gtk_widget_get_height (widget) / 2.0);

  /* Inside a pointy-top hexagon: within its width, and under its slanted edges. */
  return dx <= r * SQRT3 / 2 && dy <= r - dx / SQRT3;
}

static void
paint_slot (GtkWidget   *widget,
            GtkSnapshot *snapshot)
{
  TsBurgundyBoardSlot *self = TS_BURGUNDY_BOARD_SLOT (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double r = slot_body_radius (widget), cx = width / 2.0, cy = height / 2.0;
  gboolean dark = ts_paint_is_dark (widget);
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);
  GdkRGBA fg, fill, ink, accent, bg;
  cairo_t *cr;

  if (r < 4)
    return;
  ts_burgundy_board_get_fg (widget, &fg);
  ts_burgundy_board_lookup_color (widget, "accent_bg_color", "#3584e4", &accent);
  ts_burgundy_board_lookup_color (widget, "window_bg_color", dark ? "#242424" : "#fafafa", &bg);
  if (self->tile > TS_BURGUNDY_TILE_UNKNOWN)
    /* A tile's own face: a white castle is ivory on a beige space (CB-WHC-01). */
    ts_burgundy_paint_tile (self->tile, MAX (self->colour, 0), dark, &fill, &ink);
  else if (self->colour >= 0 && self->colour < TS_BURGUNDY_N_COLOURS)
    {
      ts_burgundy_paint_colour (self->colour, dark, &fill);
      ts_burgundy_paint_ink (self->colour, dark, &ink);
    }
  else
    {
      ts_burgundy_paint_black (dark, &fill);
      gdk_rgba_parse (&ink, "#ffffff");
    }
  if (self->depot == 0)
    /* Space outlines on the dark strip of the black depot. */
    gdk_rgba_parse (&fg, "#ffffff");

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  ts_paint_hex_path (cr, cx, cy, r);
  if (!self->used)
    {
      static const double dash[] = { 3, 3 };

      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      ts_burgundy_board_set_source_alpha (cr, &fg, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  else if (self->tile == TS_BURGUNDY_TILE_NONE)
    {
      /* The printed space, flat: its colour faint, no tile on it. */
      double hover = flags & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE) ? 0.15 : 0;

      if (self->depot == 0)
        ts_burgundy_board_set_source_alpha (cr, &fg, 0.08 + hover);
      else
        ts_burgundy_board_set_source_alpha (cr, &fill, (dark ? 0.35 : 0.28) + hover);
      cairo_fill_preserve (cr);
      if (self->depot == 0)
        ts_burgundy_board_set_source_alpha (cr, &fg, 0.45);
      else
        ts_burgundy_board_set_source_alpha (cr, &fill, dark ? 0.9 : 0.7);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }
  else
    {
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      if (flags & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE))
        {
          cairo_set_source_rgba (cr, 1, 1, 1, flags & GTK_STATE_FLAG_ACTIVE ? 0.3 : 0.16);
          cairo_fill_preserve (cr);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, dark ? 0.5 : 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      if (self->text != NULL)
        {
          gboolean unknown = self->tile == TS_BURGUNDY_TILE_UNKNOWN;
          double size = CLAMP (r * (unknown ? 0.8 : 0.32), 7, unknown ? 30 : 16);

          ts_burgundy_board_draw_text (widget, cr, self->text, cx, cy, r * SQRT3 * 0.92 - 2,
                                       r * 1.2, size, &ink);
        }
    }
  if (self->lit)
    {
      /* A strong ring in the accent colour, kept apart from the fill by a ring of the
       * background, so that it reads on a blue river tile as well. */
      ts_paint_hex_path (cr, cx, cy, r + 1);
      gdk_cairo_set_source_rgba (cr, &bg);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      ts_paint_hex_path (cr, cx, cy, r + 3);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  if (gtk_widget_has_css_class (widget, "cob-refused"))
    {
      /* The tile a refusal is about: a dashed ring in the error colour (unlike the solid
       * accent ring of a legal target), set apart from the fill like it. */
      static const double dash[] = { 5, 3 };
      GdkRGBA error;

      ts_burgundy_board_lookup_color (widget, "error_color", dark ? "#ff7b63" : "#c01c28",
                                      &error);
      ts_paint_hex_path (cr, cx, cy, r + 1);
      gdk_cairo_set_source_rgba (cr, &bg);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      ts_paint_hex_path (cr, cx, cy, r + 3);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      gdk_cairo_set_source_rgba (cr, &error);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (flags & GTK_STATE_FLAG_FOCUS_VISIBLE)
    {
      static const double dash[] = { 4, 2 };
      const GdkRGBA *ring = self->used && self->tile != TS_BURGUNDY_TILE_NONE ? &ink : &fg;

      ts_paint_hex_path (cr, cx, cy, r - 3.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      gdk_cairo_set_source_rgba (cr, ring);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

/* Drawn once for each look, kept as a picture (ts-paint-cache.h): the key names all that
 * paint_slot() reads besides the widget's size, font and style. */
static void
ts_burgundy_board_slot_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  TsBurgundyBoardSlot *self = TS_BURGUNDY_BOARD_SLOT (widget);
  GtkStateFlags flags = gtk_widget_get_state_flags (widget)
                        & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE
                           | GTK_STATE_FLAG_FOCUS_VISIBLE);
  g_autofree char *key = g_strdup_printf (
      "cob-slot %u %u %d %d %d %d %u\x1f%s", self->depot, self->tile, self->colour, self->used,
      self->lit, gtk_widget_has_css_class (widget, "cob-refused"), flags,
      self->text != NULL ? self->text : "");

  ts_paint_cache_snapshot (widget, snapshot, key, paint_slot);
}

static void
ts_burgundy_board_slot_state_flags_changed (GtkWidget    *widget,
                                            GtkStateFlags previous)
{
  GTK_WIDGET_CLASS (ts_burgundy_board_slot_parent_class)->state_flags_changed (widget, previous);
  /* Hover, press and focus are drawn here, not by CSS. */
  gtk_widget_queue_draw (widget);
}

static void
ts_burgundy_board_slot_finalize (GObject *object)
{
  g_free (TS_BURGUNDY_BOARD_SLOT (object)->text);
  G_OBJECT_CLASS (ts_burgundy_board_slot_parent_class)->finalize (object);
}

static void
ts_burgundy_board_slot_class_init (TsBurgundyBoardSlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ts_burgundy_board_slot_finalize;
  widget_class->snapshot = ts_burgundy_board_slot_snapshot;
  widget_class->contains = ts_burgundy_board_slot_contains;
  widget_class->state_flags_changed = ts_burgundy_board_slot_state_flags_changed;
  /* Not "button": the theme's rectangular button frame would fight the hexagon. */
  gtk_widget_class_set_css_name (widget_class, "cobslot");
}

static void
ts_burgundy_board_slot_init (TsBurgundyBoardSlot *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self), "cob-board-slot");
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
}

/* ------------------------------------------------------------------------------------ */
/* What a slot shows                                                                    */

static char *
dup_slot_label (guint    depot,
                guint    slot,
                guint    tile,
                int      colour,
                gboolean used,
                guint    n_players)
{
  g_autofree char *holds = NULL;

  if (!used)
    /* Translators: what a depot space holds, after "Depot 3, space 2: " */
    holds = g_strdup_printf (ngettext ("not used with %u player", "not used with %u players",
                                       n_players),
                             n_players);
  else if (tile == TS_BURGUNDY_TILE_NONE)
    /* Translators: what a depot space holds, after "Depot 3, space 2: " */
    holds = g_strdup (C_("depot space", "empty"));
  else if (tile == TS_BURGUNDY_TILE_UNKNOWN && depot > 0 && colour >= 0)
    /* An unknown tile is known by the colour of its space (a screen reader has no eyes). */
    /* Translators: a tile not identified yet; %s is the colour of its space ("monastery") */
    holds = g_strdup_printf (_("unidentified %s tile"), ts_burgundy_colour_name (colour));
  else
    holds = g_strdup (ts_burgundy_tile_name (tile));
  if (depot == 0)
    /* Translators: space number of the black depot, then its tile (or "empty") */
    return g_strdup_printf (_("Black depot, space %u: %s"), slot + 1, holds);
  /* Translators: depot number, space number, then its tile (or "empty") */
  return g_strdup_printf (_("Depot %u, space %u: %s"), depot, slot + 1, holds);
}

/* Tile labels start with a capital inside the hexagon ("Castle", "2 cows"). */
static char *
dup_tile_text (guint tile)
{
  g_autofree char *text = ts_burgundy_paint_tile_short (tile);
  gunichar first = g_utf8_get_char (text);
  char buf[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strconcat (buf, g_utf8_next_char (text), NULL);
}

/* The tooltip repeats the label, and GTK makes it the description too: a screen reader
 * would read the tile twice. The description says whether the slot can be chosen. */
static void
update_slot_description (TsBurgundyBoardSlot *slot)
{
  if (slot->lit)
    gtk_accessible_update_property (GTK_ACCESSIBLE (slot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _("Can be chosen now"), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (slot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
ts_burgundy_board_slot_show (TsBurgundyBoardSlot *slot,
                             guint                tile,
                             int                  colour,
                             gboolean             used,
                             guint                n_players)
{
  GtkWidget *widget = GTK_WIDGET (slot);
  g_autofree char *label = NULL;

  /* Called for every slot after every entry: touch the widget only when it changes. */
  if (slot->text_set && slot->tile == tile && slot->colour == colour && slot->used == used
      && slot->n_players == n_players && slot->lit == (slot->lit_asked && used))
    return;
  slot->text_set = TRUE;
  slot->n_players = n_players;
  label = dup_slot_label (slot->depot, slot->slot, tile, colour, used, n_players);
  slot->tile = tile;
  slot->colour = colour;
  slot->used = used;
  if (slot->lit != (slot->lit_asked && used))
    {
      slot->lit = slot->lit_asked && used;
      if (slot->lit)
        gtk_widget_add_css_class (widget, "cob-lit");
      else
        gtk_widget_remove_css_class (widget, "cob-lit");
    }
  g_clear_pointer (&slot->text, g_free);
  if (used && tile != TS_BURGUNDY_TILE_NONE)
    slot->text = dup_tile_text (tile);
  gtk_widget_set_sensitive (widget, used);
  if (used && tile == TS_BURGUNDY_TILE_NONE)
    gtk_widget_add_css_class (widget, "cob-empty");
  else
    gtk_widget_remove_css_class (widget, "cob-empty");
  if (used)
    gtk_widget_remove_css_class (widget, "cob-unused");
  else
    gtk_widget_add_css_class (widget, "cob-unused");
  ts_tooltip_set (widget, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  update_slot_description (slot);
  gtk_widget_queue_draw (widget);
}


GtkWidget *
ts_burgundy_board_slot_new (guint depot,
                            guint slot)
{
  TsBurgundyBoardSlot *self = g_object_new (TS_TYPE_BURGUNDY_BOARD_SLOT, NULL);

  self->depot = depot;
  self->slot = slot;
  self->colour = -1;
  return GTK_WIDGET (self);
}

guint
ts_burgundy_board_slot_get_depot (TsBurgundyBoardSlot *self)
{
  return self->depot;
}

guint
ts_burgundy_board_slot_get_index (TsBurgundyBoardSlot *self)
{
  return self->slot;
}

void
ts_burgundy_board_slot_set_lit (TsBurgundyBoardSlot *self,
                                gboolean             lit)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->lit_asked = lit;
  /* A space not used with this player count is never a target. */
  lit = lit && self->used;
  if (lit == self->lit)
    return;
  self->lit = lit;
  if (lit)
    gtk_widget_add_css_class (widget, "cob-lit");
  else
    gtk_widget_remove_css_class (widget, "cob-lit");
  update_slot_description (self);
  gtk_widget_queue_draw (widget);
}
