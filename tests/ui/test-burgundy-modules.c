/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy's table page with the modules of the 2019 box (issue 14): the board
 * with inns and shields, the set-shields form by keys, the depot form's module tiles and the
 * module tiles in words. The duchy, the renders at 1024x600 and the page of a real match:
 * test-burgundy-modules-page.c. */
#include <stdlib.h>
#include <string.h>

#include "burgundy-modules-ui-util.h"
#include "burgundy/ts-burgundy-board-view.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-fill-spaces.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "burgundy/ts-burgundy-paint.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-shields-entry.h"
#include "burgundy/ts-burgundy-tile-info.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"
#include "ts-tooltip.h"

static void
assert_description (GtkWidget  *widget,
                    const char *expected)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  if (wrong != NULL)
    g_error ("description of %s: %s", G_OBJECT_TYPE_NAME (widget), wrong);
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
  g_autofree TsBurgundyState *base = bm_ui_new_state (4, "");
  g_autofree TsBurgundyState *state = bm_ui_new_state (4, "inns,shields,white-castles");
  TsBurgundyBoardView *board = TS_BURGUNDY_BOARD_VIEW (ts_burgundy_board_view_new ());
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (board), 560, 440);
  GtkWidget *inns = ts_burgundy_board_view_get_inns_button (board);
  GtkWidget *white = ts_burgundy_board_view_get_white_action (board);
  g_autofree char *effect = bm_ui_effect_words (7);
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
  g_assert_cmpstr (ts_tooltip_get (inns), ==,
                   "3 inns beside the black depot: the top one can be bought for 2 silver");
  bm_ui_assert_label (inns,
                      "3 inns beside the black depot: the top one can be bought for 2 silver");
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

    bm_ui_assert_label (chip, "Depot 2, shield space 1: shield 7");
    assert_description (chip, effect);
    g_assert_cmpstr (ts_tooltip_get (chip), ==, tip);
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
  g_assert_cmpstr (ts_tooltip_get (white), ==, "White castle: an action with 4");
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
      g_autofree TsBurgundyState *state = bm_ui_new_state (n, "shields");

      ts_burgundy_shields_entry_set_state (form, state);
      for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
        for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
          {
            GtkWidget *field = ts_burgundy_shields_entry_get_field (form, d, k);

            g_assert_cmpint (field != NULL, ==, k < expected[n - 2][d - 1]);
            if (field != NULL)
              {
                g_autofree char *name = g_strdup_printf ("Depot %u, shield space %u", d, k + 1);

                bm_ui_assert_label (field, name);
              }
          }
    }
  ts_ui_test_destroy_window (window);
}

/* Typed by keys: a digit that cannot begin 10-18 moves on, two digits move on, Enter moves
 * on to the next empty field and submits once all are typed; an empty field, 19 and a shield typed twice are
 * refused in words that name the depot. */
static void
test_shields_form_keys (void)
{
  g_autofree TsBurgundyState *state = bm_ui_new_state (3, "shields");
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
  g_assert_true (bm_ui_focused (window) == fields[0]);
  /* Enter with nothing typed: refused, naming the field. */
  g_signal_emit_by_name (fields[8], "activate");
  g_assert_cmpuint (out.type, ==, 0);
  g_assert_true (bm_ui_focused (window) == fields[0]);
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
      g_assert_true (bm_ui_focused (window) == fields[i]);
      ts_ui_test_type_text (fields[i], typed[i]);
      /* "1" could begin 10-18: Enter says it is shield 1. */
      if (strcmp (typed[i], "1") == 0)
        {
          g_assert_true (bm_ui_focused (window) == fields[i]);
          if (i + 1 < n)
            g_signal_emit_by_name (fields[i], "activate");
        }
      /* The field says the shield's effect. */
      {
        g_autofree char *effect = bm_ui_effect_words (atoi (typed[i]));
        g_autofree char *tip = g_strdup_printf ("Shield %s: %s", typed[i], effect);

        g_assert_cmpstr (ts_tooltip_get (fields[i]), ==, tip);
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

  /* Issue 24: a refused field in the middle, fixed: the focus goes to Set Out Shields, not
   * through the fields already typed, and Enter there or in any field sets them out. */
  memset (&out, 0, sizeof out);
  ts_ui_test_type_text (fields[3], "12");
  g_assert_false (ts_burgundy_shields_entry_submit (form));
  g_assert_true (bm_ui_focused (window) == fields[3]);
  ts_ui_test_type_text (fields[3], "3");
  ts_ui_test_spin ();
  g_assert_true (GTK_IS_BUTTON (bm_ui_focused (window)));
  g_signal_emit_by_name (fields[4], "activate");
  g_assert_cmpuint (out.type, ==, TS_BURGUNDY_ENTRY_SET_SHIELDS);
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
  const char *const sets[]
      = { "", "extra-tiles", "white-castles", "extra-tiles,white-castles,inns" };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autofree TsBurgundyState *state = bm_ui_new_state (4, sets[i]);
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
    { TS_BURGUNDY_TILE_WHITE_CASTLE, "White castle", TRUE },
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
    g_assert_cmpstr (boarding, ==, "Boarding house");
  }
  /* The base game's tiles have no confidence note. */
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t <= TS_BURGUNDY_MONASTERY_TILE (26); t++)
    {
      g_autofree char *confidence = ts_burgundy_tile_confidence (t);

      g_assert_null (confidence);
    }
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
  return g_test_run ();
}