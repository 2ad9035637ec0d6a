/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus-board-private.h"
#include "ts-tooltip.h"

/* The colour band of each class (style.css, "Caylus board"). */
static const char *const class_css[TS_CAYLUS_N_CLASSES] = {
  "cy-printed", "cy-start", "cy-wood", "cy-stone", "cy-monument",
};

static const char *
class_word (TsCaylusClass klass)
{
  switch (klass)
    {
    case TS_CAYLUS_CLASS_PRINTED:
      /* Translators: a Caylus building printed on the board (Fair, Lawyer, Carpenter, Toll) */
      return C_ ("caylus class", "Printed");
    case TS_CAYLUS_CLASS_START:
      /* Translators: a Caylus starting building (the yellow flag) */
      return C_ ("caylus class", "Starting");
    case TS_CAYLUS_CLASS_WOOD:
      return C_ ("caylus class", "Wood");
    case TS_CAYLUS_CLASS_STONE:
      return C_ ("caylus class", "Stone");
    case TS_CAYLUS_CLASS_MONUMENT:
    case TS_CAYLUS_N_CLASSES:
    default:
      return C_ ("caylus class", "Monument");
    }
}

GtkWidget *
ts_caylus_board_label (const char *text,
                       const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Cards keep the width the style sheet gives them: long words end in "…" (the whole text
   * is in the card's tooltip and accessible name). */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

void
ts_caylus_board_describe (GtkWidget  *card,
                          const char *name,
                          const char *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description != NULL ? description : "", -1);
  if (description != NULL && description[0] != '\0')
    {
      g_autofree char *tip = g_strdup_printf ("%s\n%s", name, description);

      ts_tooltip_set (card, tip);
    }
  else
    ts_tooltip_set (card, name);
}

/* "Ana's house (red)" / "Bruno's worker (blue)" in the list that follows a building's name:
 * the piece by its player and the colour it is seen in (issue 41). */
static void
add_piece_words (GString                 *out,
                 const TsCaylusBoardLook *look,
                 int                      player,
                 gboolean                 house)
{
  const TsCaylusState *state = look->state;
  const char *color;

  if (player < 0 || player >= state->n_players)
    return;
  color = look->color_names != NULL ? look->color_names[player] : NULL;
  g_string_append (out, C_ ("caylus list", ", "));
  if (house && color != NULL)
    /* Translators: a player's house on a Caylus building and its colour ("Ana's house
     * (red)"), read by a screen reader */
    g_string_append_printf (out, C_ ("caylus board", "%s's house (%s)"), state->names[player],
                            color);
  else if (house)
    /* Translators: a player's house on a Caylus building ("Ana's house") */
    g_string_append_printf (out, C_ ("caylus board", "%s's house"), state->names[player]);
  else if (color != NULL)
    /* Translators: a player's worker on a Caylus building and its colour ("Bruno's worker
     * (blue)"), read by a screen reader */
    g_string_append_printf (out, C_ ("caylus board", "%s's worker (%s)"), state->names[player],
                            color);
  else
    /* Translators: a player's worker on a Caylus building ("Bruno's worker") */
    g_string_append_printf (out, C_ ("caylus board", "%s's worker"), state->names[player]);
}

gboolean
ts_caylus_board_provost_after (const TsCaylusState *state,
                               guint                spot)
{
  guint n_spots = MIN (state->n_spots, TS_CAYLUS_MAX_SPOTS);

  return state->provost > 0 && n_spots > 0
         && spot == MIN (TS_CAYLUS_N_PRINTED - 1u + state->provost, n_spots - 1u);
}

/* Where the Provost stands, said on the card it follows (issue 41). */
static void
add_provost_words (GString             *out,
                   const TsCaylusState *state)
{
  if (state->provost > state->data->road_spaces)
    /* Translators: appended to the name of the Caylus Road's last card when the Provost
     * stands past the Road's last building space */
    g_string_append (out, _("; the Provost stands after it, at the end of the Road"));
  else
    /* Translators: appended to the name of the Caylus card the Provost stands right after */
    g_string_append (out, _("; the Provost stands right after it"));
}

static void
add_piece (GtkWidget               *row,
           const TsCaylusBoardLook *look,
           int                      player,
           gboolean                 house)
{
  if (player < 0 || player >= look->state->n_players)
    return;
  gtk_box_append (GTK_BOX (row), ts_caylus_board_piece_new (house, &look->colors[player],
                                                            look->marks[player]));
}

static void
set_class (GtkWidget *widget,
           const char *css_class,
           gboolean   on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* The name and its mark: a "*" when a fact of the tile comes from one source only. */
static GtkWidget *
name_label (const char *name,
            gboolean    unsure)
{
  g_autofree char *text = unsure ? g_strdup_printf ("%s*", name) : g_strdup (name);
  GtkWidget *label = ts_caylus_board_label (text, "cy-name");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  return label;
}

static gboolean
is_now (const TsCaylusState *state,
        guint                spot)
{
  return (state->stage == TS_CAYLUS_STAGE_ACTIVATE || state->stage == TS_CAYLUS_STAGE_MONUMENT)
         && state->cursor == spot;
}

/* A Road or printed card's name and facts without "; can be chosen", kept for
 * ts_caylus_board_retarget_spot() (not for an empty space, which is never chosen). */
#define WORDS_KEY "cy-spot-words"
#define FACTS_KEY "cy-spot-facts"
#define SHOWN_KEY "cy-spot-shown" /* words_shown() of the card's words on screen */

gboolean
ts_caylus_board_retarget_spot (TsCaylusCard *card)
{
  const char *words = g_object_get_data (G_OBJECT (card), WORDS_KEY);
  g_autofree char *name = NULL;

  if (words == NULL)
    return FALSE;
  name = ts_caylus_card_get_target (card) ? g_strconcat (words, _("; can be chosen"), NULL)
                                          : g_strdup (words);
  ts_caylus_board_describe (GTK_WIDGET (card), name,
                            g_object_get_data (G_OBJECT (card), FACTS_KEY));
  return TRUE;
}

/* What a building card's words on screen (band, name, side) show: its spot's tile, state,
 * side and monument. */
static guint32
words_shown (const TsCaylusSpot *place)
{
  return (guint32) place->tile | (guint32) place->state << 8 | (guint32) place->side << 16
         | (guint32) place->monument << 24;
}

void
ts_caylus_board_fill_spot (TsCaylusCard            *card,
                           const TsCaylusBoardLook *look,
                           guint                    spot,
                           gboolean                 whole)
{
  const TsCaylusState *state = look->state;
  const TsCaylusSpot *place = &state->spots[spot];
  const TsCaylusTile *tile = place->tile != TS_CAYLUS_NO_TILE ? &state->data->tiles[place->tile]
                                                               : NULL;
  GtkBox *box = ts_caylus_card_get_box (card);
  GtkWidget *widget = GTK_WIDGET (card);
  guint road = spot >= TS_CAYLUS_N_PRINTED ? spot - TS_CAYLUS_N_PRINTED + 1 : 0;
  gboolean beyond = road > state->provost;
  gboolean now = is_now (state, spot);
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *head = NULL;
  g_autofree char *facts = NULL;
  g_autofree char *band_text = NULL;
  const char *name = NULL, *side = NULL, *band_class = NULL, *word = NULL;
  gboolean unsure = FALSE;
  GtkWidget *band, *row, *last = gtk_widget_get_last_child (GTK_WIDGET (box));
  guint32 *shown = g_object_get_data (G_OBJECT (card), SHOWN_KEY);
  gboolean keep;

  /* A worker placed or taken away: the band, name and side stay, the pieces are made again
   * (new labels are laid out and shaped; a round's end changes a dozen cards). */
  keep = !whole && shown != NULL && *shown == words_shown (place) && last != NULL
         && gtk_widget_has_css_class (last, "cy-pieces");
  if (keep)
    gtk_box_remove (box, last);
  else
    {
      guint32 now_shown = words_shown (place);

      ts_caylus_card_clear (card);
      for (guint k = 0; k < TS_CAYLUS_N_CLASSES; k++)
        gtk_widget_remove_css_class (widget, class_css[k]);
      g_object_set_data_full (G_OBJECT (card), SHOWN_KEY, g_memdup2 (&now_shown, sizeof now_shown),
                              g_free);
    }
  g_object_set_data (G_OBJECT (card), WORDS_KEY, NULL);
  set_class (widget, "cy-beyond", beyond);
  set_class (widget, "cy-now", now);
  set_class (widget, "cy-empty", place->state == TS_CAYLUS_SPOT_EMPTY || tile == NULL);

  if (road > 0)
    /* Translators: the start of a Caylus card's accessible name ("Road space 6") */
    head = g_strdup_printf (_("Road space %u"), road);

  if (place->state == TS_CAYLUS_SPOT_EMPTY || tile == NULL)
    {
      g_autofree char *number = g_strdup_printf ("%u", road);
      g_autofree char *label = NULL;

      gtk_box_append (box, ts_caylus_board_label (number, "cy-space-number"));
      gtk_box_append (box, ts_caylus_board_label (C_ ("caylus road space", "empty"),
                                                  "dim-label"));
      /* Translators: a Caylus Road space with no building ("Road space 15, empty") */
      g_string_printf (words, _("%s, empty"), head);
      if (beyond)
        /* Translators: appended to a Caylus card's name when the Provost does not reach it */
        g_string_append (words, _("; beyond the Provost"));
      if (ts_caylus_board_provost_after (state, spot))
        add_provost_words (words, state);
      label = g_string_free (g_steal_pointer (&words), FALSE);
      ts_caylus_board_describe (widget, label, NULL);
      return;
    }

  switch (place->state)
    {
    case TS_CAYLUS_SPOT_RESIDENCE:
      name = C_ ("caylus building", "Residence");
      band_class = "cy-residence";
      word = name;
      facts = g_strdup (_("Gives its owner 1 more worker at each recruitment; no worker may "
                          "go here."));
      break;
    case TS_CAYLUS_SPOT_MONUMENT:
      {
        const TsCaylusTile *monument = place->monument != TS_CAYLUS_NO_TILE
                                           ? &state->data->tiles[place->monument]
                                           : tile;

        name = ts_caylus_tile_name (monument);
        band_class = class_css[TS_CAYLUS_CLASS_MONUMENT];
        word = class_word (TS_CAYLUS_CLASS_MONUMENT);
        side = C_ ("caylus card", "On a residence");
        unsure = monument->unsure != 0;
        facts = ts_caylus_tile_facts (monument);
      }
      break;
    case TS_CAYLUS_SPOT_BUILDING:
    default:
      name = ts_caylus_tile_name (tile);
      band_class = class_css[MIN (tile->klass, TS_CAYLUS_N_CLASSES - 1)];
      word = class_word (tile->klass);
      if (tile->klass == TS_CAYLUS_CLASS_PRINTED)
        side = C_ ("caylus card", "On the board");
      else if (place->side == TS_CAYLUS_SIDE_SETUP)
        /* Translators: the side of a Caylus building tile in use (short, on a card) */
        side = C_ ("caylus card", "Setup");
      else
        /* Translators: the side of a Caylus building tile in use (short, on a card) */
        side = C_ ("caylus card", "Construction");
      unsure = tile->unsure != 0;
      facts = ts_caylus_tile_facts (tile);
      break;
    }

  if (!keep)
    {
      /* The band: the class in colour, with the space's number on the Road. */
      band_text = road > 0 ? g_strdup_printf (C_ ("caylus card band", "%u · %s"), road, word)
                           : g_strdup (word);
      band = ts_caylus_board_label (band_text, "cy-band");
      gtk_widget_add_css_class (band, band_class);
      gtk_widget_add_css_class (widget, band_class);
      gtk_box_append (box, band);
      gtk_box_append (box, name_label (name, unsure));
      gtk_box_append (box, ts_caylus_board_label (place->state == TS_CAYLUS_SPOT_RESIDENCE
                                                      ? ts_caylus_tile_name (tile)
                                                      : side,
                                                  "cy-side"));
    }

  /* The pieces: the owner's house, then the workers in the order placed; at the end the mark
   * of the card activated now (where the side's words keep their room). */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_add_css_class (row, "cy-pieces");
  gtk_widget_set_vexpand (row, TRUE);
  gtk_widget_set_valign (row, GTK_ALIGN_END);
  add_piece (row, look, place->owner, TRUE);
  if (place->owner >= 0 && (place->workers[0] >= 0 || place->workers[1] >= 0))
    gtk_box_append (GTK_BOX (row), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  add_piece (row, look, place->workers[0], FALSE);
  add_piece (row, look, place->workers[1], FALSE);
  if (now)
    {
      /* Translators: the mark of the Caylus building being activated now */
      GtkWidget *mark = gtk_label_new (C_ ("caylus card", "now"));

      gtk_widget_add_css_class (mark, "cy-now-mark");
      gtk_widget_set_hexpand (mark, TRUE);
      gtk_widget_set_halign (mark, GTK_ALIGN_END);
      gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (row), mark);
    }
  gtk_box_append (box, row);

  /* The words: "Road space 6: Tailor, Ana's house, Bruno's worker; beyond the Provost". */
  if (place->state == TS_CAYLUS_SPOT_RESIDENCE)
    /* Translators: a Caylus residence and the starting building it was */
    g_string_printf (words, C_ ("caylus board", "residence from the %s"),
                     ts_caylus_tile_name (tile));
  else if (place->state == TS_CAYLUS_SPOT_MONUMENT)
    /* Translators: a monument on a Caylus residence ("Granary, a monument") */
    g_string_printf (words, C_ ("caylus board", "%s, a monument"), name);
  else if (tile->klass == TS_CAYLUS_CLASS_PRINTED)
    g_string_assign (words, name);
  else
    /* Translators: a Caylus building and its side ("Tailor, setup side") */
    g_string_printf (words, C_ ("caylus board", "%s, %s"), name,
                     place->side == TS_CAYLUS_SIDE_SETUP ? C_ ("caylus side", "setup side")
                                                         : C_ ("caylus side",
                                                               "construction side"));
  add_piece_words (words, look, place->owner, TRUE);
  add_piece_words (words, look, place->workers[0], FALSE);
  add_piece_words (words, look, place->workers[1], FALSE);
  if (head != NULL)
    {
      /* Translators: a Caylus card's name: where, then what ("Road space 6: Tailor, …") */
      g_autofree char *all = g_strdup_printf (C_ ("caylus board", "%s: %s"), head, words->str);

      g_string_assign (words, all);
    }
  if (beyond)
    g_string_append (words, _("; beyond the Provost"));
  if (ts_caylus_board_provost_after (state, spot))
    add_provost_words (words, state);
  if (now && state->stage == TS_CAYLUS_STAGE_ACTIVATE)
    /* Translators: appended to the name of the Caylus building activated now */
    g_string_append (words, _("; being activated now"));
  else if (now)
    /* Translators: appended to the name of the Caylus residence offered a monument now */
    g_string_append (words, _("; may become a monument now"));
  g_object_set_data_full (G_OBJECT (card), WORDS_KEY, g_strdup (words->str), g_free);
  g_object_set_data_full (G_OBJECT (card), FACTS_KEY, g_strdup (facts), g_free);
  if (ts_caylus_card_get_target (card))
    /* Translators: appended to a Caylus card's name when the next entry may choose it */
    g_string_append (words, _("; can be chosen"));
  ts_caylus_board_describe (widget, words->str, facts);
}

void
ts_caylus_board_fill_bridge (TsCaylusCard            *card,
                             const TsCaylusBoardLook *look)
{
  const TsCaylusState *state = look->state;
  GtkBox *box = ts_caylus_card_get_box (card);
  GtkWidget *places = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *below = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *below_pieces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  int room = ts_caylus_board_pieces_room (GTK_WIDGET (card), look, TRUE, 1, 0);
  g_autoptr(GString) on = g_string_new (NULL);
  g_autoptr(GString) under = g_string_new (NULL);
  g_autofree char *name = NULL;
  GtkWidget *band, *below_label;

  ts_caylus_card_clear (card);
  band = ts_caylus_board_label (C_ ("caylus board", "Guild Bridge"), "cy-band");
  gtk_widget_add_css_class (band, "cy-bridge");
  gtk_box_append (box, band);

  /* Its places in order: the house of whoever passed first on place 1, and so on. */
  gtk_widget_add_css_class (places, "cy-bridge-places");
  for (guint place = 1; place <= state->n_players; place++)
    {
      int who = -1;

      for (guint p = 0; p < state->n_players; p++)
        if (state->players[p].bridge == place)
          who = p;
      if (who >= 0)
        {
          if (on->len > 0)
            g_string_append (on, C_ ("caylus list", ", "));
          g_string_append (on, state->names[who]);
        }
      gtk_box_append (GTK_BOX (places),
                      ts_caylus_board_place_new (look, place, TRUE, who, room));
    }
  gtk_box_append (box, places);

  below_label = ts_caylus_board_label (C_ ("caylus bridge", "Below:"), "cy-side");
  /* Never cut: five houses with their marks widen the card rather than squeeze it. */
  gtk_label_set_ellipsize (GTK_LABEL (below_label), PANGO_ELLIPSIZE_NONE);
  gtk_box_append (GTK_BOX (below), below_label);
  /* The room of every house: the card keeps its width as they go up on the bridge. */
  gtk_widget_set_size_request (below_pieces,
                               ts_caylus_board_pieces_room (GTK_WIDGET (card), look, TRUE,
                                                            state->n_players, 3),
                               -1);
  gtk_box_append (GTK_BOX (below), below_pieces);
  for (guint p = 0; p < state->n_players; p++)
    if (state->players[p].bridge == 0)
      {
        gtk_box_append (GTK_BOX (below_pieces), ts_caylus_board_piece_new (TRUE, &look->colors[p],
                                                                           look->marks[p]));
        if (under->len > 0)
          g_string_append (under, C_ ("caylus list", ", "));
        g_string_append (under, state->names[p]);
      }
  if (under->len == 0)
    gtk_box_append (GTK_BOX (below_pieces),
                    ts_caylus_board_label (C_ ("caylus bridge", "none"), "cy-side"));
  gtk_widget_set_vexpand (below, TRUE);
  gtk_widget_set_valign (below, GTK_ALIGN_END);
  gtk_box_append (box, below);

  if (on->len == 0)
    /* Translators: nobody has passed yet; the Caylus Guild Bridge's houses: all below it */
    name = g_strdup_printf (_("Guild Bridge: nobody on it; below it: %s"), under->str);
  else if (under->len == 0)
    /* Translators: the houses on the Caylus Guild Bridge, in the order the players passed */
    name = g_strdup_printf (_("Guild Bridge, in order: %s; none below it"), on->str);
  else
    name = g_strdup_printf (_("Guild Bridge, in order: %s; below it: %s"), on->str, under->str);
  if (state->provost == 0)
    {
      g_autofree char *bridge = name;

      name = g_strconcat (bridge, _("; the Provost stands right after it"), NULL);
    }
  ts_caylus_board_describe (GTK_WIDGET (card), name,
                            _("Players who pass put their house here; in this order they may "
                              "move the Provost."));
}

void
ts_caylus_board_fill_worksite (TsCaylusCard            *card,
                               const TsCaylusBoardLook *look)
{
  const TsCaylusState *state = look->state;
  GtkBox *box = ts_caylus_card_get_box (card);
  GtkWidget *band, *spaces;
  int room = ts_caylus_board_pieces_room (GTK_WIDGET (card), look, FALSE, 1, 0);
  guint reach = ts_caylus_worksite_reach (state);
  g_autoptr(GString) words = g_string_new (C_ ("caylus board", "Worksite"));
  g_autoptr(GString) facts = g_string_new (NULL);
  gboolean anyone = FALSE;

  ts_caylus_card_clear (card);
  band = ts_caylus_board_label (C_ ("caylus board", "Worksite"), "cy-band");
  gtk_widget_add_css_class (band, "cy-worksite");
  gtk_box_append (box, band);

  /* The 3 setup buildings a Benefit may use: the first from round 1, the second from round
   * 4, the third from round 7 (CY-BEN-02..04). */
  for (guint i = 0; i < TS_CAYLUS_WORKSITE_TILES; i++)
    {
      guint8 t = state->worksite_tiles[i];
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *swatch = gtk_label_new (NULL);
      g_autofree char *when = NULL;
      const char *tile_name;
      gboolean usable = i < reach;

      if (t == TS_CAYLUS_NO_TILE)
        tile_name = C_ ("caylus worksite", "not dealt yet");
      else
        tile_name = ts_caylus_tile_name (&state->data->tiles[t]);
      if (usable)
        /* Translators: a Caylus Worksite building a Benefit may use this round */
        when = g_strdup (C_ ("caylus worksite", "usable"));
      else
        /* Translators: when a Benefit may first use a Caylus Worksite building */
        when = g_strdup_printf (C_ ("caylus worksite", "from round %u"), 1 + 3 * i);

      gtk_widget_add_css_class (swatch, "cy-swatch");
      if (t != TS_CAYLUS_NO_TILE)
        gtk_widget_add_css_class (swatch,
                                  class_css[MIN (state->data->tiles[t].klass,
                                                 TS_CAYLUS_N_CLASSES - 1)]);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (line), swatch);
      {
        g_autofree char *text = t != TS_CAYLUS_NO_TILE && state->data->tiles[t].unsure != 0
                                    ? g_strdup_printf ("%s*", tile_name)
                                    : g_strdup (tile_name);
        GtkWidget *label = ts_caylus_board_label (text, usable ? "cy-usable" : NULL);

        gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
        gtk_widget_set_hexpand (label, TRUE);
        gtk_box_append (GTK_BOX (line), label);
      }
      gtk_box_append (GTK_BOX (line),
                      ts_caylus_board_label (when, usable ? "cy-usable-mark" : "cy-side"));
      if (!usable)
        gtk_widget_add_css_class (line, "cy-later");
      gtk_box_append (box, line);

      /* Translators: one Caylus Worksite building and whether a Benefit may use it
       * ("Sawmill, from round 4") */
      g_string_append_printf (words, C_ ("caylus board", "; %s, %s"), tile_name, when);
      if (t != TS_CAYLUS_NO_TILE)
        {
          g_autofree char *tile_facts = ts_caylus_tile_facts (&state->data->tiles[t]);

          g_string_append_printf (facts, "%s%s: %s", facts->len > 0 ? "\n" : "", tile_name,
                                  tile_facts);
        }
    }

  /* The numbered delivery spaces, in the order the workers went there. */
  spaces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_vexpand (spaces, TRUE);
  gtk_widget_set_valign (spaces, GTK_ALIGN_END);
  for (guint i = 0; i < state->data->worksite_spaces && i < G_N_ELEMENTS (state->worksite); i++)
    {
      int who = state->worksite[i];

      gtk_box_append (GTK_BOX (spaces),
                      ts_caylus_board_place_new (look, i + 1, FALSE, who, room));
      if (who >= 0 && who < state->n_players)
        {
          /* Translators: a worker on a numbered space of the Caylus Worksite */
          g_string_append_printf (words, C_ ("caylus board", "; %s's worker on space %u"),
                                  state->names[who], i + 1);
          anyone = TRUE;
        }
    }
  gtk_box_append (box, spaces);
  if (!anyone)
    g_string_append (words, C_ ("caylus board", "; no worker"));
  if (ts_caylus_card_get_target (card))
    g_string_append (words, _("; can be chosen"));
  ts_caylus_board_describe (GTK_WIDGET (card), words->str, facts->str);
}

void
ts_caylus_board_fill_provost (GtkWidget               *marker,
                              const TsCaylusBoardLook *look)
{
  const TsCaylusState *state = look->state;
  g_autofree char *name = NULL;

  if (state->provost == 0)
    name = g_strdup (_("Provost: after the Guild Bridge"));
  else if (state->provost > state->data->road_spaces)
    /* Translators: the Caylus Provost on one of the 4 Provost spaces past the Road's last
     * building space (CY-PRV-04) */
    name = g_strdup (_("Provost: at the end of the Road"));
  else
    /* Translators: where the Caylus Provost stands ("Provost: after road space 9") */
    name = g_strdup_printf (_("Provost: after road space %u"), state->provost);
  gtk_accessible_update_property (GTK_ACCESSIBLE (marker), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  ts_tooltip_set (marker, name);
}
