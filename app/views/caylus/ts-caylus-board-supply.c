/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus-board-private.h"
#include "ts-paint.h"
#include "ts-wrap-box.h"

#define HOUSE_SIZE 15
#define WORKER_WIDTH 12
#define WORKER_HEIGHT 16
/* A mark is beside its piece: on a piece this small it would not read. */
#define MARK_SIZE 10
#define MARK_GAP 2

/* A house: a square under a roof. */
static void
house_path (cairo_t *cr,
            double   w,
            double   h)
{
  cairo_move_to (cr, 1.5, h * 0.45);
  cairo_line_to (cr, w / 2, 1.5);
  cairo_line_to (cr, w - 1.5, h * 0.45);
  cairo_line_to (cr, w - 1.5, h - 1.5);
  cairo_line_to (cr, 1.5, h - 1.5);
  cairo_close_path (cr);
}

/* A worker: a round head over a body that widens to its feet. */
static void
worker_path (cairo_t *cr,
             double   w,
             double   h)
{
  double r = w * 0.25;

  cairo_new_sub_path (cr);
  cairo_arc (cr, w / 2, 1.5 + r, r, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_move_to (cr, w / 2 - r * 0.9, 2 * r + 3);
  cairo_line_to (cr, w / 2 + r * 0.9, 2 * r + 3);
  cairo_line_to (cr, w - 1.5, h - 1.5);
  cairo_line_to (cr, 1.5, h - 1.5);
  cairo_close_path (cr);
}

static void
draw_piece (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  const GdkRGBA *color = data;
  gboolean house = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "cy-house"));
  const char *mark = g_object_get_data (G_OBJECT (area), "cy-mark");
  int piece_width = house ? HOUSE_SIZE : WORKER_WIDTH;

  if (mark != NULL)
    {
      GdkRGBA bg;

      /* The mark on the card, in the ink that reads on the window's background. */
      ts_paint_lookup_color (GTK_WIDGET (area), "window_bg_color", "#ffffff", &bg);
      ts_paint_player_mark (cr, GTK_WIDGET (area), (piece_width + MARK_GAP + width) / 2.0,
                            height / 2.0, MARK_SIZE, &bg, mark);
    }
  if (house)
    house_path (cr, piece_width, height);
  else
    worker_path (cr, piece_width, height);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* On a dark card a light halo keeps a black piece apart from the card. */
  if (ts_paint_is_dark (GTK_WIDGET (area)))
    {
      cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
      cairo_set_line_width (cr, 3);
      cairo_stroke_preserve (cr);
    }
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  /* The dark outline, so that a yellow or white piece reads on a light card. */
  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.9);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
}

/* How wide @mark is drawn beside a piece (ts_paint_player_mark() at MARK_SIZE). */
static int
mark_width (GtkWidget  *area,
            const char *mark)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (area, mark);
  g_autoptr(PangoFontDescription) font = ts_paint_player_mark_font (MARK_SIZE, mark);
  PangoRectangle ink;

  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  return ink.width + 1;
}

GtkWidget *
ts_caylus_board_piece_new (gboolean       house,
                           const GdkRGBA *color,
                           const char    *mark)
{
  GtkWidget *area = gtk_drawing_area_new ();
  int width = house ? HOUSE_SIZE : WORKER_WIDTH;

  if (mark != NULL && *mark != '\0')
    {
      g_object_set_data_full (G_OBJECT (area), "cy-mark", g_strdup (mark), g_free);
      width += MARK_GAP + mark_width (area, mark);
    }
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), width);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area),
                                       house ? HOUSE_SIZE : WORKER_HEIGHT);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (area), "cy-house", GINT_TO_POINTER (house));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_piece, gdk_rgba_copy (color),
                                  (GDestroyNotify) gdk_rgba_free);
  gtk_widget_add_css_class (area, house ? "cy-house" : "cy-worker");
  return area;
}

int
ts_caylus_board_pieces_room (GtkWidget               *card,
                             const TsCaylusBoardLook *look,
                             gboolean                 house,
                             guint                    n,
                             int                      spacing)
{
  int widest = 0;

  for (guint p = 0; p < look->state->n_players; p++)
    if (look->marks[p] != NULL && *look->marks[p] != '\0')
      widest = MAX (widest, MARK_GAP + mark_width (card, look->marks[p]));
  widest += house ? HOUSE_SIZE : WORKER_WIDTH;
  return n > 0 ? (int) n * widest + ((int) n - 1) * spacing : 0;
}

GtkWidget *
ts_caylus_board_place_new (const TsCaylusBoardLook *look,
                           guint                    number,
                           gboolean                 house,
                           int                      player,
                           int                      room)
{
  GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
  GtkWidget *kept = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_autofree char *text = g_strdup_printf ("%u", number);

  gtk_widget_add_css_class (slot, "cy-slot");
  gtk_box_append (GTK_BOX (slot), ts_caylus_board_label (text, "cy-slot-number"));
  gtk_widget_set_size_request (kept, room, -1);
  if (player >= 0 && player < (int) look->state->n_players)
    gtk_box_append (GTK_BOX (kept), ts_caylus_board_piece_new (house, &look->colors[player],
                                                               look->marks[player]));
  gtk_box_append (GTK_BOX (slot), kept);
  return slot;
}

/* A label of the round track, never cut: the track wraps instead (issue 54). */
static GtkWidget *
whole_label (const char *text,
             const char *css_class)
{
  GtkWidget *label = ts_caylus_board_label (text, css_class);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_NONE);
  return label;
}

void
ts_caylus_board_fill_round (TsCaylusCard            *card,
                            const TsCaylusBoardLook *look)
{
  const TsCaylusState *state = look->state;
  GtkBox *box = ts_caylus_card_get_box (card);
  GtkWidget *track = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *first = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  /* The first player under the track when the board is narrow (a phone, issue 54), never
   * cut. */
  GtkWidget *wrap = ts_wrap_box_new (8, 4);
  g_autofree char *name = NULL;
  g_autofree char *round = NULL;

  ts_caylus_card_clear (card);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (box), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (box, 8);
  gtk_box_append (box, wrap);
  ts_wrap_box_append (TS_WRAP_BOX (wrap),
                      whole_label (C_ ("caylus board", "Round"), "cy-chip-title"));
  for (guint r = 1; r <= TS_CAYLUS_ROUNDS; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r);
      GtkWidget *cell = whole_label (number, "cy-round");

      gtk_label_set_xalign (GTK_LABEL (cell), 0.5);
      if (r == state->round)
        gtk_widget_add_css_class (cell, "cy-round-now");
      else if (r < state->round)
        gtk_widget_add_css_class (cell, "cy-round-past");
      gtk_box_append (GTK_BOX (track), cell);
    }
  ts_wrap_box_append (TS_WRAP_BOX (wrap), track);

  gtk_box_append (GTK_BOX (first),
                  whole_label (C_ ("caylus board", "First player"), "cy-chip-title"));
  if (state->first >= 0 && state->first < state->n_players)
    {
      /* No mark: the name is beside it. */
      gtk_box_append (GTK_BOX (first),
                      ts_caylus_board_piece_new (TRUE, &look->colors[state->first], NULL));
      gtk_box_append (GTK_BOX (first), whole_label (state->names[state->first], NULL));
    }
  else
    gtk_box_append (GTK_BOX (first),
                    whole_label (C_ ("caylus first player", "not chosen yet"),
                                           "dim-label"));
  ts_wrap_box_append (TS_WRAP_BOX (wrap), first);

  if (state->round == 0)
    round = g_strdup (C_ ("caylus board", "Setup"));
  else
    /* Translators: the Caylus round track ("Round 3 of 9") */
    round = g_strdup_printf (_("Round %u of %u"), state->round, TS_CAYLUS_ROUNDS);
  if (state->first >= 0 && state->first < state->n_players)
    /* Translators: the Caylus round track and who holds the first-player token */
    name = g_strdup_printf (_("%s; first player: %s"), round, state->names[state->first]);
  else
    name = g_strdup_printf (_("%s; no first player yet"), round);
  ts_caylus_board_describe (GTK_WIDGET (card), name, NULL);
}

void
ts_caylus_board_fill_left (TsCaylusCard            *card,
                           const TsCaylusBoardLook *look,
                           TsCaylusClass            klass)
{
  const TsCaylusState *state = look->state;
  const TsCaylusData *data = state->data;
  GtkBox *box = ts_caylus_card_get_box (card);
  g_autoptr(GString) facts = g_string_new (NULL);
  g_autofree char *count = NULL;
  g_autofree char *name = NULL;
  GtkWidget *swatch = gtk_label_new (NULL);
  GtkWidget *label;
  const char *title, *css;
  guint n = 0;

  for (guint t = 0; t < data->n_tiles; t++)
    if (data->tiles[t].klass == klass && state->left[t] > 0)
      {
        g_autofree char *tile_facts = ts_caylus_tile_facts (&data->tiles[t]);

        n += state->left[t];
        g_string_append_printf (facts, "%s%s: %s", facts->len > 0 ? "\n" : "",
                                ts_caylus_tile_name (&data->tiles[t]), tile_facts);
      }
  switch (klass)
    {
    case TS_CAYLUS_CLASS_WOOD:
      title = C_ ("caylus supply", "Wood tiles");
      /* Translators: the Caylus wood building tiles left in the supply */
      name = g_strdup_printf (_("Wood tiles left: %u"), n);
      css = "cy-wood";
      break;
    case TS_CAYLUS_CLASS_STONE:
      title = C_ ("caylus supply", "Stone tiles");
      name = g_strdup_printf (_("Stone tiles left: %u"), n);
      css = "cy-stone";
      break;
    default:
      title = C_ ("caylus supply", "Monuments");
      name = g_strdup_printf (_("Monuments left: %u"), n);
      css = "cy-monument";
      break;
    }

  ts_caylus_card_clear (card);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (box), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (box, 6);
  gtk_widget_add_css_class (swatch, "cy-swatch");
  gtk_widget_add_css_class (swatch, css);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_box_append (box, swatch);
  /* Wrapped, never cut: three side by side on a phone, in words longer than English's
   * ("Peças de madeira"); between words only, never inside one ("Monu-mentos"). */
  label = whole_label (title, "cy-chip-title");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (box, label);
  count = g_strdup_printf ("%u", n);
  gtk_box_append (box, ts_caylus_board_label (count, "cy-chip-count"));
  ts_caylus_board_describe (GTK_WIDGET (card), name, facts->str);
}

void
ts_caylus_board_fill_characters (TsCaylusCard            *card,
                                 const TsCaylusBoardLook *look)
{
  const TsCaylusState *state = look->state;
  GtkBox *box = ts_caylus_card_get_box (card);
  /* Before the draft ends the characters revealed wait on the board; after it, the 3 left. */
  gboolean drafting = state->round == 0;
  guint16 bits = drafting ? state->revealed : state->board_characters;
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *name = NULL;
  GtkWidget *label;

  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    if (bits & (1u << c))
      {
        if (names->len > 0)
          g_string_append (names, C_ ("caylus list", ", "));
        g_string_append (names, ts_caylus_character_name (state->data, c));
      }

  ts_caylus_card_clear (card);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (box), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (box, 6);
  /* The title whole: the names beside it give way (“Person…” beside three long names). */
  gtk_box_append (box, whole_label (drafting ? C_ ("caylus board", "Revealed")
                                             : C_ ("caylus board", "Characters"),
                                    "cy-chip-title"));
  label = ts_caylus_board_label (names->len > 0 ? names->str : C_ ("caylus characters", "none"),
                                 names->len > 0 ? NULL : "dim-label");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Wrapped, never cut: on a phone the names take two lines (issue 54). */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_NONE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_box_append (box, label);

  if (drafting)
    /* Translators: the Caylus characters revealed for the draft */
    name = g_strdup_printf (_("Characters revealed: %s"),
                            names->len > 0 ? names->str : C_ ("caylus characters", "none"));
  else
    /* Translators: the Caylus characters left on the board, which a Benefit may take */
    name = g_strdup_printf (_("Characters on the board: %s"),
                            names->len > 0 ? names->str : C_ ("caylus characters", "none"));
  ts_caylus_board_describe (GTK_WIDGET (card), name, NULL);
}
