/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy's table page with the modules of the 2019 box (issue 14), continued
 * from test-burgundy-modules.c: a duchy with a shield on a castle and an inn, storage beyond 3
 * with shield 4, renders at 1024x600 in light and dark, and the page of a real match from the
 * shields set out by keys on. */
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

extern const TsGameModule ts_burgundy_module;

static void
load_css (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* ---------------------------------------------------------------------------------- */
/* A duchy with the modules                                                             */

/* Ana's duchy: the start castle with shield 7, a second castle with shield 4 (storage beyond
 * 3, CB-SHD-04), an inn, the geese and the crane, and 5 tiles in storage. */
static TsBurgundyState *
duchy_state (void)
{
  TsBurgundyState *state = bm_ui_new_state (2, "extra-tiles,white-castles,inns,shields");
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
  g_autofree char *effect7 = bm_ui_effect_words (7);
  g_autofree char *effect4 = bm_ui_effect_words (4);
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
    bm_ui_assert_label (start, expected);
    g_assert_cmpstr (ts_tooltip_get (start), ==, expected);
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

      g_assert_cmpstr (ts_tooltip_get (button), ==, name);
    }
  /* A storage space past 3 can be lit and picked, as any other. */
  TsBurgundySpaces none = { { 0 } };

  ts_burgundy_player_panel_set_lit (panel, 1u << 4, 0, &none);
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
    g_autofree TsBurgundyState *base = bm_ui_new_state (2, "");

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
  g_autoptr(TsMatch) match = bm_ui_new_match (2, "inns,shields");
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
  g_autofree TsBurgundyState *state = bm_ui_new_state (4, "inns,shields,white-castles");
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
  g_autoptr(TsMatch) match = bm_ui_new_match (3, "shields,inns");
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
  g_assert_true (bm_ui_focused (window) == fields[0]);

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (bm_ui_focused (window) == fields[i]);
      ts_ui_test_type_text (fields[i], typed[i]);
      if (strcmp (typed[i], "1") == 0)
        g_signal_emit_by_name (fields[i], "activate");
      if (i == 4)
        save_page (window, page, "burgundy-modules-page-shields-1024x600");
    }
  /* Typed, not yet entered: Enter on the button (the last field moved there) enters. */
  g_assert_cmpint (state->stage, ==, TS_BURGUNDY_STAGE_SHIELDS);
  g_assert_true (bm_ui_focused (window) != NULL && GTK_IS_BUTTON (bm_ui_focused (window)));
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
  g_assert_cmpstr (ts_tooltip_get (inns), ==,
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
    bm_ui_assert_label (ts_burgundy_board_view_get_shield (TS_BURGUNDY_BOARD_VIEW (board), 3, 0),
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

  g_test_add_func ("/burgundy/modules/duchy-panel/CB-SHG-04-CB-SHD-04", test_duchy_and_panel);
  g_test_add_func ("/burgundy/modules/render/panel", test_render_panel);
  g_test_add_func ("/burgundy/modules/render/board", test_render_board);
  g_test_add_func ("/burgundy/modules/page/shields-and-inns", test_page_shields);
  return g_test_run ();
}