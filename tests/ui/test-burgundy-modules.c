/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy's table page with the modules of the 2019 box (issue 14): the board
 * with inns and shields, the set-shields form by keys, a duchy with a shield on a castle and an
 * inn, storage beyond 3 with shield 4, the module tiles in words, and renders at 1024x600 in
 * light and dark. */
#include <stdlib.h>
#include <string.h>

#include "burgundy/ts-burgundy-board-view.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-fill-spaces.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "burgundy/ts-burgundy-paint.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "burgundy/ts-burgundy-rules.h"
#include "burgundy/ts-burgundy-shields-entry.h"
#include "burgundy/ts-burgundy-tile-info.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", NULL };

static void
load_css (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* "inns,shields" -> {"inns": true, "shields": true} */
static JsonObject *
options_new (const char *modules)
{
  JsonObject *options = json_object_new ();
  g_auto(GStrv) list = g_strsplit (modules, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (list[i][0] != '\0')
      json_object_set_boolean_member (options, list[i], TRUE);
  return options;
}

static TsBurgundyState *
new_state (guint       n_players,
           const char *modules)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = options_new (modules);
  g_autoptr(GError) error = NULL;
  TsBurgundyState *state;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  state = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  return state;
}

static TsMatch *
new_match (guint       n_players,
           const char *modules)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = options_new (modules);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", i == 0 ? "red" : i == 1 ? "blue" : "green");
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, "Modules", players, options, NULL, &error);
  g_assert_no_error (error);
  return match;
}

static void
assert_description (GtkWidget  *widget,
                    const char *expected)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  if (wrong != NULL)
    g_error ("description of %s: %s", G_OBJECT_TYPE_NAME (widget), wrong);
}

static void
assert_label (GtkWidget  *widget,
              const char *expected)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               expected);

  if (wrong != NULL)
    g_error ("name of %s: %s", G_OBJECT_TYPE_NAME (widget), wrong);
}

static char *
effect_words (guint shield)
{
  return g_strdup_printf ("%s %d VP at the end.", ts_burgundy_shield_effect (shield),
                          ts_burgundy_shield_end_vp (shield));
}

/* ---------------------------------------------------------------------------------- */
/* The board                                                                           */

static void
inns_activated_cb (TsBurgundyBoardView *board,
                   guint               *count)
{
  (*count)++;
}

/* CB-INN-01/02: the inns stack beside the black depot, how many, at what price; CB-SHG-01:
 * the shields on the depots' goods spaces, their effects on hover and focus; CB-WHC-02/03:
 * the white castle's action value. Nothing of it in a base game. */
static void
test_board_modules (void)
{
  g_autofree TsBurgundyState *base = new_state (4, "");
  g_autofree TsBurgundyState *state = new_state (4, "inns,shields,white-castles");
  TsBurgundyBoardView *board = TS_BURGUNDY_BOARD_VIEW (ts_burgundy_board_view_new ());
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (board), 560, 440);
  GtkWidget *inns = ts_burgundy_board_view_get_inns_button (board);
  GtkWidget *white = ts_burgundy_board_view_get_white_action (board);
  g_autofree char *effect = effect_words (7);
  guint clicks = 0;

  /* The base game shows none of it. */
  ts_burgundy_board_view_set_state (board, base, NULL);
  g_assert_false (gtk_widget_get_visible (inns));
  g_assert_false (gtk_widget_get_visible (white));
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      g_assert_false (gtk_widget_get_visible (ts_burgundy_board_view_get_shield (board, d, k)));

  /* Three inns come out in three phases; shields 7 and 13 on depot 2, 1 on depot 5. */
  state->inns = 3;
  state->shield_depot[1][0] = 7;
  state->shield_depot[1][1] = 13;
  state->shield_depot[4][0] = 1;
  ts_burgundy_board_view_set_state (board, state, NULL);
  /* Shown now: realized (and given an accessible context) in the next frame. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (inns));
  g_assert_true (gtk_widget_get_sensitive (inns));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (inns), ==,
                   "3 inns beside the black depot: the top one can be bought for 2 silver");
  assert_label (inns, "3 inns beside the black depot: the top one can be bought for 2 silver");
  {
    GString *labels = g_string_new (NULL);

    ts_ui_test_collect_labels (inns, labels);
    g_assert_cmpstr (labels->str, ==, "×3\n");
    g_string_free (labels, TRUE);
  }
  g_assert_false (gtk_widget_has_css_class (inns, "cob-lit"));
  ts_burgundy_board_view_set_inns_lit (board, TRUE);
  g_assert_true (gtk_widget_has_css_class (inns, "cob-lit"));
  assert_description (inns, "Can be chosen now");
  g_signal_connect (board, "inns-activated", G_CALLBACK (inns_activated_cb), &clicks);
  g_signal_emit_by_name (inns, "clicked");
  g_assert_cmpuint (clicks, ==, 1);

  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      {
        GtkWidget *chip = ts_burgundy_board_view_get_shield (board, d, k);
        guint shield = state->shield_depot[d - 1][k];

        g_assert_cmpint (gtk_widget_get_visible (chip), ==, shield != 0);
        if (shield != 0)
          g_assert_true (gtk_widget_get_focusable (chip));
      }
  {
    GtkWidget *chip = ts_burgundy_board_view_get_shield (board, 2, 0);
    g_autofree char *tip = g_strdup_printf ("Depot 2, shield space 1: shield 7\n%s", effect);

    assert_label (chip, "Depot 2, shield space 1: shield 7");
    assert_description (chip, effect);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (chip), ==, tip);
    g_assert_nonnull (strstr (effect, "Your bonus tiles count double."));
    g_assert_nonnull (strstr (effect, "8 VP at the end."));
    /* It takes the focus, as a reader moving over the board needs. */
    g_assert_true (gtk_widget_grab_focus (chip));
  }

  /* The last inn bought: the stack is empty and cannot be clicked. */
  state->inns = 0;
  ts_burgundy_board_view_set_state (board, state, NULL);
  g_assert_false (gtk_widget_get_sensitive (inns));

  /* A white castle's action waits: the value it uses (workers changed it to 4, the white die
   * still shows its own number, CB-WHC-03). */
  g_assert_false (gtk_widget_get_visible (white));
  state->stage = TS_BURGUNDY_STAGE_TURN;
  state->white = 2;
  state->white_value = 4;
  state->pending[state->n_pending++] = TS_BURGUNDY_PENDING_WHITE_CASTLE;
  ts_burgundy_board_view_set_state (board, state, NULL);
  g_assert_true (gtk_widget_get_visible (white));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (white), ==, "White castle: an action with 4");
  state->n_pending--;
  ts_burgundy_board_view_set_state (board, state, NULL);
  g_assert_false (gtk_widget_get_visible (white));

  ts_ui_test_destroy_window (window);
}

/* ---------------------------------------------------------------------------------- */
/* The set-shields form                                                                */

static void
shields_submit_cb (TsBurgundyShieldsEntry *form,
                   gpointer                data,
                   TsBurgundyEntry        *out)
{
  *out = *(const TsBurgundyEntry *) data;
}

static GtkWidget *
focused (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  /* A GtkEntry's focus is on its text child. */
  while (focus != NULL && !GTK_IS_ENTRY (focus) && !GTK_IS_BUTTON (focus))
    focus = gtk_widget_get_parent (focus);
  return focus;
}

/* CB-SHG-01: how many shields each depot takes with 2, 3 and 4 players. */
static void
test_shields_form_counts (void)
{
  static const guint expected[3][TS_BURGUNDY_N_DEPOTS] = {
    { 1, 1, 1, 1, 1, 1 }, { 1, 2, 1, 2, 1, 2 }, { 2, 2, 2, 2, 2, 2 },
  };
  TsBurgundyShieldsEntry *form = TS_BURGUNDY_SHIELDS_ENTRY (ts_burgundy_shields_entry_new ());
  GtkWindow *window = GTK_WINDOW (ts_ui_test_show_at_bottom (GTK_WIDGET (form), 1024, 200));

  for (guint n = 2; n <= 4; n++)
    {
      g_autofree TsBurgundyState *state = new_state (n, "shields");

      ts_burgundy_shields_entry_set_state (form, state);
      for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
        for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
          {
            GtkWidget *field = ts_burgundy_shields_entry_get_field (form, d, k);

            g_assert_cmpint (field != NULL, ==, k < expected[n - 2][d - 1]);
            if (field != NULL)
              {
                g_autofree char *name = g_strdup_printf ("Depot %u, shield space %u", d, k + 1);

                assert_label (field, name);
              }
          }
    }
  ts_ui_test_destroy_window (window);
}

/* Typed by keys: a digit that cannot begin 10-18 moves on, two digits move on, Enter moves
 * on and submits from the last field; an empty field, 19 and a shield typed twice are
 * refused in words that name the depot. */
static void
test_shields_form_keys (void)
{
  g_autofree TsBurgundyState *state = new_state (3, "shields");
  TsBurgundyShieldsEntry *form = TS_BURGUNDY_SHIELDS_ENTRY (ts_burgundy_shields_entry_new ());
  GtkWindow *window = GTK_WINDOW (ts_ui_test_show_at_bottom (GTK_WIDGET (form), 1024, 200));
  /* 3 players: depot 1 one, depot 2 two, depot 3 one, ... (9 shields). */
  static const char *const typed[] = { "7", "1", "12", "3", "18", "10", "5", "2", "16" };
  static const guint8 expected[6][2] = { { 7, 0 },  { 1, 12 }, { 3, 0 },
                                         { 18, 10 }, { 5, 0 },  { 2, 16 } };
  GtkWidget *fields[9];
  TsBurgundyEntry out = { 0 };
  guint n = 0;

  g_signal_connect (form, "submit", G_CALLBACK (shields_submit_cb), &out);
  ts_burgundy_shields_entry_set_state (form, state);
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      if (ts_burgundy_shields_entry_get_field (form, d, k) != NULL)
        fields[n++] = ts_burgundy_shields_entry_get_field (form, d, k);
  g_assert_cmpuint (n, ==, 9);

  ts_burgundy_shields_entry_focus (form);
  g_assert_true (focused (window) == fields[0]);
  /* Enter with nothing typed: refused, naming the field. */
  g_signal_emit_by_name (fields[8], "activate");
  g_assert_cmpuint (out.type, ==, 0);
  g_assert_true (focused (window) == fields[0]);
  {
    GString *labels = g_string_new (NULL);

    ts_ui_test_collect_labels (GTK_WIDGET (form), labels);
    g_assert_nonnull (strstr (labels->str,
                              "Depot 1, shield space 1: which shield lies there is still "
                              "missing."));
    g_string_free (labels, TRUE);
  }

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (focused (window) == fields[i]);
      ts_ui_test_type_text (fields[i], typed[i]);
      /* "1" could begin 10-18: Enter says it is shield 1. */
      if (strcmp (typed[i], "1") == 0)
        {
          g_assert_true (focused (window) == fields[i]);
          if (i + 1 < n)
            g_signal_emit_by_name (fields[i], "activate");
        }
      /* The field says the shield's effect. */
      {
        g_autofree char *effect = effect_words (atoi (typed[i]));
        g_autofree char *tip = g_strdup_printf ("Shield %s: %s", typed[i], effect);

        g_assert_cmpstr (gtk_widget_get_tooltip_text (fields[i]), ==, tip);
      }
      ts_ui_test_spin ();
    }
  /* The last field moved on to the button: nothing submitted until Enter. */
  g_assert_cmpuint (out.type, ==, 0);

  /* A shield typed twice is refused with both depots named. */
  ts_ui_test_type_text (fields[8], "7");
  g_signal_emit_by_name (fields[8], "activate");
  g_assert_cmpuint (out.type, ==, 0);
  {
    GString *labels = g_string_new (NULL);

    ts_ui_test_collect_labels (GTK_WIDGET (form), labels);
    g_assert_nonnull (strstr (labels->str, "Shield 7 is on depot 1 and on depot 6: there is "
                                           "only one of each shield."));
    g_string_free (labels, TRUE);
  }
  /* 19 is no shield. */
  ts_ui_test_type_text (fields[8], "19");
  g_assert_true (gtk_widget_has_css_class (fields[8], "error"));
  g_signal_emit_by_name (fields[8], "activate");
  g_assert_cmpuint (out.type, ==, 0);
  {
    GString *labels = g_string_new (NULL);

    ts_ui_test_collect_labels (GTK_WIDGET (form), labels);
    g_assert_nonnull (strstr (labels->str, "Depot 6: shields are numbered 1 to 18."));
    g_string_free (labels, TRUE);
  }
  ts_ui_test_type_text (fields[8], "16");
  g_assert_false (gtk_widget_has_css_class (fields[8], "error"));
  g_signal_emit_by_name (fields[8], "activate");
  g_assert_cmpuint (out.type, ==, TS_BURGUNDY_ENTRY_SET_SHIELDS);
  g_assert_cmpmem (out.shields, sizeof out.shields, expected, sizeof expected);

  /* Filled back from the entry (a correction opens it so). */
  ts_burgundy_shields_entry_set_state (form, state);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fields[1])), ==, "");
  ts_burgundy_shields_entry_set_entry (form, &out);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fields[1])), ==, "1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fields[2])), ==, "12");
  memset (&out, 0, sizeof out);
  g_assert_true (ts_burgundy_shields_entry_submit (form));
  g_assert_cmpmem (out.shields, sizeof out.shields, expected, sizeof expected);
  ts_ui_test_destroy_window (window);
}

/* ---------------------------------------------------------------------------------- */
/* The depots' tiles                                                                    */

static gboolean
dropdown_offers (GtkDropDown *dropdown,
                 guint        tile)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, p);

      if (ts_burgundy_fill_spaces_item_tile (item) == tile)
        return TRUE;
    }
  return FALSE;
}

/* The fill-depots form offers a module's tiles only with its module (CB-EXT-01, CB-WHC-01),
 * never an inn (CB-INN-01), whatever the supply holds. */
static void
test_fill_module_tiles (void)
{
  /* Black backs: the crane and the geese, white castles; yellow backs: monasteries 27-29. */
  static const guint extra[] = { TS_BURGUNDY_TILE_CRANE, TS_BURGUNDY_TILE_GEESE };
  const char *const sets[] = { "", "extra-tiles", "white-castles", "extra-tiles,white-castles,inns" };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autofree TsBurgundyState *state = new_state (4, sets[i]);
      TsBurgundyFillSpaces *spaces = TS_BURGUNDY_FILL_SPACES (ts_burgundy_fill_spaces_new ());
      gboolean has_extra = strstr (sets[i], "extra") != NULL;
      gboolean has_white = strstr (sets[i], "white") != NULL;
      GtkDropDown *black, *city = NULL, *monastery = NULL;

      g_object_ref_sink (spaces);
      /* Whatever the engine's supply says, one of each face with every back. */
      for (guint t = TS_BURGUNDY_TILE_CRANE; t <= TS_BURGUNDY_TILE_INN; t++)
        state->supply[0][t] = state->supply[1][t] = 1;
      for (guint m = 27; m <= 29; m++)
        state->supply[0][TS_BURGUNDY_MONASTERY_TILE (m)] = 1;
      ts_burgundy_fill_spaces_set_state (spaces, state);
      black = ts_burgundy_fill_spaces_get_dropdown (spaces, 0, 0);
      g_assert_nonnull (black);
      for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
        for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
          {
            guint colour = state->data->depot_colour[d - 1][s];

            if (colour == TS_BURGUNDY_CITY && city == NULL)
              city = ts_burgundy_fill_spaces_get_dropdown (spaces, d, s);
            if (colour == TS_BURGUNDY_MONASTERY && monastery == NULL)
              monastery = ts_burgundy_fill_spaces_get_dropdown (spaces, d, s);
          }
      g_assert_nonnull (city);
      g_assert_nonnull (monastery);
      for (guint k = 0; k < G_N_ELEMENTS (extra); k++)
        g_assert_cmpint (dropdown_offers (black, extra[k]), ==, has_extra);
      g_assert_cmpint (dropdown_offers (monastery, TS_BURGUNDY_MONASTERY_TILE (27)), ==, has_extra);
      g_assert_cmpint (dropdown_offers (monastery, TS_BURGUNDY_MONASTERY_TILE (28)), ==, has_extra);
      g_assert_cmpint (dropdown_offers (black, TS_BURGUNDY_TILE_WHITE_CASTLE), ==, has_white);
      g_assert_cmpint (dropdown_offers (city, TS_BURGUNDY_TILE_WHITE_CASTLE), ==, has_white);
      g_assert_cmpint (dropdown_offers (monastery, TS_BURGUNDY_MONASTERY_TILE (29)), ==,
                       has_white);
      g_assert_false (dropdown_offers (black, TS_BURGUNDY_TILE_INN));
      g_assert_false (dropdown_offers (city, TS_BURGUNDY_TILE_INN));
      /* The base game's tiles are offered with every module set. */
      g_assert_true (dropdown_offers (city, TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK));
      g_object_unref (spaces);
    }
}

/* The module tiles in words: their labels in a hexagon, their effects, and what is not sure
 * about their data (reference data below "high" confidence). */
static void
test_tile_words (void)
{
  static const struct
  {
    guint tile;
    const char *label;
    gboolean unsure;
  } tiles[] = {
    { TS_BURGUNDY_TILE_CRANE, "Crane", FALSE },
    { TS_BURGUNDY_TILE_GEESE, "Geese", FALSE },
    { TS_BURGUNDY_TILE_WHITE_CASTLE, "White Castle", TRUE },
    { TS_BURGUNDY_TILE_INN, "Inn", FALSE },
    { TS_BURGUNDY_MONASTERY_TILE (27), "Mon. 27", TRUE },
    { TS_BURGUNDY_MONASTERY_TILE (28), "Mon. 28", TRUE },
    { TS_BURGUNDY_MONASTERY_TILE (29), "Mon. 29", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      g_autofree char *label = ts_burgundy_paint_tile_short (tiles[i].tile);
      g_autofree char *effect = ts_burgundy_tile_effect (tiles[i].tile);
      g_autofree char *confidence = ts_burgundy_tile_confidence (tiles[i].tile);
      g_autofree char *facts = ts_burgundy_tile_facts (tiles[i].tile);

      g_assert_cmpstr (label, ==, tiles[i].label);
      g_assert_cmpuint (strlen (effect), >, 10);
      g_assert_cmpint (confidence != NULL, ==, tiles[i].unsure);
      g_assert_true (g_str_has_prefix (facts, effect));
      if (confidence != NULL)
        g_assert_nonnull (strstr (facts, confidence));
    }
  {
    g_autofree char *m29 = ts_burgundy_tile_effect (TS_BURGUNDY_MONASTERY_TILE (29));
    g_autofree char *boarding = ts_burgundy_paint_tile_short (TS_BURGUNDY_TILE_BUILDING
                                                              + TS_BURGUNDY_BOARDING_HOUSE);

    /* CB-MON-29 as decided: white castles. */
    g_assert_cmpstr (m29, ==, "Game end: 4 VP per white castle");
    /* The boarding house is not confused with the inns module's tile. */
    g_assert_cmpstr (boarding, ==, "Boarding House");
  }
  /* The base game's tiles have no confidence note. */
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t <= TS_BURGUNDY_MONASTERY_TILE (26); t++)
    {
      g_autofree char *confidence = ts_burgundy_tile_confidence (t);

      g_assert_null (confidence);
    }
}

/* ---------------------------------------------------------------------------------- */
/* A duchy with the modules                                                             */

/* Ana's duchy: the start castle with shield 7, a second castle with shield 4 (storage beyond
 * 3, CB-SHD-04), an inn, the geese and the crane, and 5 tiles in storage. */
static TsBurgundyState *
duchy_state (void)
{
  TsBurgundyState *state = new_state (2, "extra-tiles,white-castles,inns,shields");
  TsBurgundyPlayer *p = &state->players[0];
  static const guint stored[] = { TS_BURGUNDY_TILE_SHIP, TS_BURGUNDY_TILE_CASTLE,
                                  TS_BURGUNDY_MONASTERY_TILE (29),
                                  TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK,
                                  TS_BURGUNDY_TILE_WHITE_CASTLE };
  gboolean pasture = FALSE, city = FALSE, castle = FALSE, other = FALSE;

  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      guint colour = p->duchy.colour[i];

      if (p->tiles[i] != 0)
        continue;
      if (colour == TS_BURGUNDY_CASTLE && !castle)
        {
          p->tiles[i] = TS_BURGUNDY_TILE_CASTLE;
          p->shield[i] = 4;
          castle = TRUE;
        }
      else if (colour == TS_BURGUNDY_PASTURE && !pasture)
        {
          p->tiles[i] = TS_BURGUNDY_TILE_GEESE;
          pasture = TRUE;
        }
      else if (colour == TS_BURGUNDY_CITY && !city)
        {
          p->tiles[i] = TS_BURGUNDY_TILE_CRANE;
          city = TRUE;
        }
      else if (colour == TS_BURGUNDY_MINE && !other)
        {
          p->tiles[i] = TS_BURGUNDY_TILE_INN;
          other = TRUE;
        }
    }
  g_assert_true (pasture && city && castle && other);
  /* The start castle (space 18) holds shield 7. */
  g_assert_cmpuint (p->tiles[18], ==, TS_BURGUNDY_TILE_CASTLE);
  p->shield[18] = 7;
  for (guint k = 0; k < G_N_ELEMENTS (stored); k++)
    p->storage[k] = stored[k];
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, TS_BURGUNDY_MAX_STORAGE);
  return state;
}

static guint
storage_shown (TsBurgundyPlayerPanel *panel)
{
  guint n = 0;

  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    {
      GtkWidget *button = ts_burgundy_player_panel_get_storage_button (panel, k);

      if (gtk_widget_get_parent (button) != NULL && gtk_widget_get_mapped (button))
        n++;
    }
  return n;
}

/* CB-SHG-04/05: the shield on a castle drawn on it and named with its effect; an inn (CB-INN-04)
 * on the duchy; storage of 5 with shield 4, one empty space after them (CB-SHD-04); the
 * player's shields listed with their effects. */
static void
test_duchy_and_panel (void)
{
  g_autofree TsBurgundyState *state = duchy_state ();
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  TsBurgundyDuchyView *duchy = ts_burgundy_player_panel_get_duchy_view (panel);
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (panel), 560, 440);
  g_autofree char *effect7 = effect_words (7);
  g_autofree char *effect4 = effect_words (4);
  g_autoptr(GString) labels = g_string_new (NULL);
  GtkWidget *start;
  guint inn_space = 0;

  ts_burgundy_player_panel_set_player (panel, state, 0, "#e01b24");
  ts_ui_test_spin ();
  start = ts_burgundy_duchy_view_get_space (duchy, 18);
  g_assert_cmpuint (ts_burgundy_hex_space_get_shield (TS_BURGUNDY_HEX_SPACE (start)), ==, 7);
  {
    g_autofree char *expected = g_strdup_printf ("Space 18: castle, die %u, castle; shield 7: %s",
                                state->players[0].duchy.die[18], effect7);
    assert_label (start, expected);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (start), ==, expected);
  }
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      GtkWidget *space = ts_burgundy_duchy_view_get_space (duchy, i);
      const char *name = ts_burgundy_hex_space_get_name (TS_BURGUNDY_HEX_SPACE (space));

      if (state->players[0].tiles[i] == TS_BURGUNDY_TILE_INN)
        {
          inn_space = i;
          g_assert_nonnull (strstr (name, ", inn"));
        }
      if (state->players[0].tiles[i] == TS_BURGUNDY_TILE_GEESE)
        g_assert_nonnull (strstr (name, ", geese"));
      if (state->players[0].tiles[i] == TS_BURGUNDY_TILE_CRANE)
        g_assert_nonnull (strstr (name, ", crane"));
      if (state->players[0].shield[i] == 4)
        g_assert_nonnull (strstr (name, effect4));
      if (state->players[0].shield[i] == 0)
        g_assert_null (strstr (name, "shield"));
    }
  g_assert_cmpuint (inn_space, >, 0);

  /* Storage: 5 tiles and one empty space shown, in two columns. */
  g_assert_cmpuint (storage_shown (panel), ==, 6);
  for (guint k = 0; k < 6; k++)
    {
      GtkWidget *button = ts_burgundy_player_panel_get_storage_button (panel, k);
      g_autofree char *name = g_strdup_printf (
          "Storage %u: %s", k + 1,
          k < 5 ? ts_burgundy_tile_name (state->players[0].storage[k]) : "empty");

      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, name);
    }
  /* A storage space past 3 can be lit and picked, as any other. */
  ts_burgundy_player_panel_set_lit (panel, 1u << 4, 0, 0);
  g_assert_true (gtk_widget_has_css_class (ts_burgundy_player_panel_get_storage_button (panel, 4),
                                           "cob-lit"));
  ts_burgundy_player_panel_set_selected_storage (panel, 4);
  g_assert_true (gtk_widget_has_css_class (ts_burgundy_player_panel_get_storage_button (panel, 4),
                                           "cob-selected"));
  ts_burgundy_player_panel_set_selected_storage (panel, -1);

  /* The player's shields, with their effects. */
  ts_ui_test_collect_labels (GTK_WIDGET (panel), labels);
  g_assert_nonnull (strstr (labels->str, "Shields\n"));
  {
    g_autofree char *line4 = g_strdup_printf ("4: %s", ts_burgundy_shield_effect (4));
    g_autofree char *line7 = g_strdup_printf ("7: %s", ts_burgundy_shield_effect (7));

    g_assert_nonnull (strstr (labels->str, line4));
    g_assert_nonnull (strstr (labels->str, line7));
  }

  /* Shield 4 lost: 3 spaces again (the engine keeps nothing past them then). */
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    if (state->players[0].shield[i] == 4)
      state->players[0].shield[i] = 0;
  ts_burgundy_player_panel_set_player (panel, state, 0, "#e01b24");
  ts_ui_test_spin ();
  g_assert_cmpuint (storage_shown (panel), ==, TS_BURGUNDY_STORAGE);

  /* Without the shields module no shields section. */
  {
    g_autofree TsBurgundyState *base = new_state (2, "");

    ts_burgundy_player_panel_set_player (panel, base, 0, "#e01b24");
    g_string_truncate (labels, 0);
    ts_ui_test_collect_labels (GTK_WIDGET (panel), labels);
    g_assert_null (strstr (labels->str, "Shields\n"));
  }
  ts_ui_test_destroy_window (window);
}

/* ---------------------------------------------------------------------------------- */
/* The page at 1024x600                                                                 */

/* The size the page gives a player's panel at 1024x600, with the modules on. */
static void
page_panel_size (int *width,
                 int *height)
{
  g_autoptr(TsMatch) match = new_match (2, "inns,shields");
  GtkWindow *window;
  GtkWidget *page = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_BURGUNDY_VIEW, &window);
  GtkWidget *panel = ts_ui_test_find_child (page, TS_TYPE_BURGUNDY_PLAYER_PANEL);

  *width = gtk_widget_get_width (panel);
  *height = gtk_widget_get_height (panel);
  g_assert_cmpint (*width, >, 300);
  g_assert_cmpint (*height, >, 200);
  ts_ui_test_destroy_window (window);
}

/* The duchy and panel of duchy_state() at the size the page gives them at 1024x600, in light
 * and dark: nothing may force it past that size. */
static void
test_render_panel (void)
{
  int width, height;

  page_panel_size (&width, &height);
  for (int dark = 0; dark <= 1; dark++)
    {
      g_autofree TsBurgundyState *state = duchy_state ();
      TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
      g_autofree char *name = g_strdup_printf ("burgundy-modules-panel-%dx%d-%s", width, height,
                                               dark ? "dark" : "light");
      GtkWindow *window;
      int min_width, min_height;

      load_css (dark);
      ts_burgundy_player_panel_set_player (panel, state, 0, "#e01b24");
      gtk_widget_measure (GTK_WIDGET (panel), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL,
                          NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (panel), GTK_ORIENTATION_VERTICAL, width, &min_height, NULL,
                          NULL, NULL);
      g_assert_cmpint (min_width, <=, width);
      g_assert_cmpint (min_height, <=, height);
      window = ts_ui_test_show_alone (GTK_WIDGET (panel), width, height);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (panel)), ==, height);
      g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
      ts_ui_test_destroy_window (window);
    }
  load_css (FALSE);
}

static void
render_board (const char *name,
              gboolean    dark)
{
  g_autofree TsBurgundyState *state = new_state (4, "inns,shields,white-castles");
  TsBurgundyBoardView *board = TS_BURGUNDY_BOARD_VIEW (ts_burgundy_board_view_new ());
  static const guint8 shields[6][2] = { { 3, 11 }, { 7, 13 }, { 1, 18 },
                                        { 5, 9 },  { 16, 2 }, { 14, 6 } };
  GtkWindow *window;

  load_css (dark);
  state->inns = 2;
  memcpy (state->shield_depot, shields, sizeof shields);
  state->depots[1][0] = TS_BURGUNDY_TILE_WHITE_CASTLE;
  state->black[0] = TS_BURGUNDY_TILE_CRANE;
  state->black[1] = TS_BURGUNDY_TILE_GEESE;
  state->black[2] = TS_BURGUNDY_TILE_WHITE_CASTLE;
  state->black[3] = TS_BURGUNDY_MONASTERY_TILE (29);
  ts_burgundy_board_view_set_state (board, state, NULL);
  ts_burgundy_board_view_set_inns_lit (board, TRUE);
  window = ts_ui_test_show_alone (GTK_WIDGET (board), 560, 440);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  ts_ui_test_destroy_window (window);
  load_css (FALSE);
}

static void
test_render_board (void)
{
  render_board ("burgundy-modules-board-light", FALSE);
  render_board ("burgundy-modules-board-dark", TRUE);
}

/* ---------------------------------------------------------------------------------- */
/* The page: the shields set out by keys, then the board, at 1024x600                  */

static void
apply_engine_entry (TsMatch               *match,
                    const TsBurgundyEntry *entry)
{
  g_autoptr(TsEntry) wrapped = ts_entry_new_take (&ts_burgundy_module,
                                                  g_memdup2 (entry, sizeof *entry));
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_apply (match, wrapped, &error));
  g_assert_no_error (error);
}

static void
correction_cb (TsEntry *entry,
               gpointer data)
{
  TsEntry **out = data;

  g_clear_object (out);
  *out = g_object_ref (entry);
}

static void
save_page (GtkWindow  *window,
           GtkWidget  *page,
           const char *name)
{
  for (int dark = 0; dark <= 1; dark++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%s", name, dark ? "dark" : "light");

      load_css (dark);
      ts_ui_test_redraw (GTK_WIDGET (window));
      /* All of the page on a 1024x600 screen. */
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
      g_free (ts_ui_test_save_png (GTK_WIDGET (window), file));
    }
  load_css (FALSE);
  (void) page;
}

/* A 3-player game with shields and inns starts with the shields' form (CB-SHG-01): focused on
 * depot 1's field, typed by keys, the entry applied to the match; the board then shows each
 * shield on its depot and, once phase A's depots are filled, the first inn (CB-INN-01). The
 * entry is corrected through the same form (the shared history's hook). */
static void
test_page_shields (void)
{
  g_autoptr(TsMatch) match = new_match (3, "shields,inns");
  static const char *const typed[] = { "4", "17", "9", "1", "6", "13", "2", "18", "11" };
  static const guint8 expected[6][2] = { { 4, 0 }, { 17, 9 }, { 1, 0 },
                                         { 6, 13 }, { 2, 0 }, { 18, 11 } };
  const TsBurgundyState *state = ts_match_get_state (match);
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  g_autoptr(TsEntry) corrected = NULL;
  GtkWidget *fields[9];
  GtkWindow *window;
  GtkWidget *page, *form, *board, *inns;
  TsBurgundyEntry entry;
  guint n = 0;

  g_assert_cmpint (state->stage, ==, TS_BURGUNDY_STAGE_SHIELDS);
  page = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_BURGUNDY_VIEW, &window);
  form = ts_ui_test_find_child (page, TS_TYPE_BURGUNDY_SHIELDS_ENTRY);
  board = ts_ui_test_find_child (page, TS_TYPE_BURGUNDY_BOARD_VIEW);
  g_assert_true (gtk_widget_get_mapped (form));
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      if (ts_burgundy_shields_entry_get_field (TS_BURGUNDY_SHIELDS_ENTRY (form), d, k) != NULL)
        fields[n++] = ts_burgundy_shields_entry_get_field (TS_BURGUNDY_SHIELDS_ENTRY (form), d, k);
  g_assert_cmpuint (n, ==, 9);
  /* The focus is where the first number goes. */
  g_assert_true (focused (window) == fields[0]);

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (focused (window) == fields[i]);
      ts_ui_test_type_text (fields[i], typed[i]);
      if (strcmp (typed[i], "1") == 0)
        g_signal_emit_by_name (fields[i], "activate");
      if (i == 4)
        save_page (window, page, "burgundy-modules-page-shields-1024x600");
    }
  /* Typed, not yet entered: Enter on the button (the last field moved there) enters. */
  g_assert_cmpint (state->stage, ==, TS_BURGUNDY_STAGE_SHIELDS);
  g_assert_true (focused (window) != NULL && GTK_IS_BUTTON (focused (window)));
  g_signal_emit_by_name (fields[8], "activate");
  state = ts_match_get_state (match);
  g_assert_cmpint (state->stage, !=, TS_BURGUNDY_STAGE_SHIELDS);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 1);
  g_assert_cmpmem (state->shield_depot, sizeof state->shield_depot, expected, sizeof expected);
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      {
        GtkWidget *chip = ts_burgundy_board_view_get_shield (TS_BURGUNDY_BOARD_VIEW (board), d, k);

        g_assert_cmpint (gtk_widget_get_visible (chip), ==, expected[d - 1][k] != 0);
      }

  /* The table's events up to phase A's first roll: the first inn is out. */
  while (state->stage != TS_BURGUNDY_STAGE_ROLL)
    {
      g_assert_true (ts_burgundy_random_entry (state, rand, &entry));
      apply_engine_entry (match, &entry);
      state = ts_match_get_state (match);
    }
  inns = ts_burgundy_board_view_get_inns_button (TS_BURGUNDY_BOARD_VIEW (board));
  g_assert_cmpuint (state->inns, ==, 1);
  g_assert_true (gtk_widget_get_visible (inns));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (inns), ==,
                   "1 inn beside the black depot: the top one can be bought for 2 silver");
  save_page (window, page, "burgundy-modules-page-1024x600");

  /* Corrected through the form the history opens: depot 3's shield was 5, not 1. */
  {
    g_autoptr(TsEntry) old = g_list_model_get_item (ts_match_get_entries (match), 0);
    gpointer before = ts_match_dup_state_before (match, 0);
    GtkWidget *correction = ts_burgundy_corrections.form_new (match, before, old, correction_cb,
                                                              &corrected);
    GtkWindow *form_window;
    g_autoptr(TsMatchSetAside) set_aside = NULL;
    g_autoptr(GError) error = NULL;
    GtkWidget *field;

    g_assert_true (TS_IS_BURGUNDY_SHIELDS_ENTRY (correction));
    form_window = GTK_WINDOW (ts_ui_test_show_at_bottom (correction, 1024, 200));
    ts_burgundy_corrections.form_focus (correction);
    field = ts_burgundy_shields_entry_get_field (TS_BURGUNDY_SHIELDS_ENTRY (correction), 3, 0);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field)), ==, "1");
    ts_ui_test_type_text (field, "5");
    ts_burgundy_corrections.form_submit (correction);
    g_assert_nonnull (corrected);
    g_assert_cmpuint (((const TsBurgundyEntry *) ts_entry_get_data (corrected))->shields[2][0],
                      ==, 5);
    g_assert_true (ts_match_edit (match, 0, corrected, &set_aside, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (((const TsBurgundyState *) ts_match_get_state (match))->shield_depot[2][0],
                      ==, 5);
    ts_ui_test_spin ();
    assert_label (ts_burgundy_board_view_get_shield (TS_BURGUNDY_BOARD_VIEW (board), 3, 0),
                  "Depot 3, shield space 1: shield 5");
    ts_ui_test_destroy_window (form_window);
    ts_burgundy_module.state_free (before);
  }
  ts_ui_test_destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  /* Accessible names and descriptions are part of what is tested: GTK's test AT context. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();

  g_test_add_func ("/burgundy/modules/board/CB-INN-01-CB-SHG-01", test_board_modules);
  g_test_add_func ("/burgundy/modules/shields-form/counts/CB-SHG-01", test_shields_form_counts);
  g_test_add_func ("/burgundy/modules/shields-form/keys", test_shields_form_keys);
  g_test_add_func ("/burgundy/modules/fill/module-tiles/CB-EXT-01", test_fill_module_tiles);
  g_test_add_func ("/burgundy/modules/tile-words", test_tile_words);
  g_test_add_func ("/burgundy/modules/duchy-panel/CB-SHG-04-CB-SHD-04", test_duchy_and_panel);
  g_test_add_func ("/burgundy/modules/render/panel", test_render_panel);
  g_test_add_func ("/burgundy/modules/render/board", test_render_board);
  g_test_add_func ("/burgundy/modules/page/shields-and-inns", test_page_shields);
  return g_test_run ();
}
