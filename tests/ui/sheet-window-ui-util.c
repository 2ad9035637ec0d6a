/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the shared sheet window's tests (test-sheet-window.c, test-sheet-window-caylus.c)
 * share: Kingsburg's example of docs/file-format.md and typing it in by keys where the focus
 * is, and what the result page shows. */
#include "sheet-window-ui-util.h"

#include "ts-record-info.h"
#include "ts-ui-test-util.h"

/* docs/file-format.md, tests/data/fuzz-seeds-kingsburg-sheet/hand-cathedral-tie.json: Ann's
 * Cathedral (row 1 built to its end) gives 1 VP per 2 goods (KB-BDG-05, KB-END-03: 5 goods,
 * 2 VP), tying Brian on 32; her 5 goods beat his 1 (KB-TIE-01). */
const KbPlayer sw_ui_kb_example[] = {
  { "Ann", 30, 2, 2, 1, { 4, 1, 0, 0, 0 } },
  { "Brian", 32, 0, 1, 0, { 0, 0, 3, 0, 0 } },
  { "Cindy", 29, 1, 0, 3, { 0, 0, 0, 2, 3 } },
};

static const char *const colors[] = { "red", "blue", "green", "yellow", "purple", NULL };

void
sw_ui_set_players (const char *const *names)
{
  ts_ui_test_set_default_players (names, colors);
}

TsSheetWindow *
sw_ui_new_window (const TsSheetSpec *spec,
                  int                width,
                  int                height)
{
  TsSheetWindow *window = ts_sheet_window_new (NULL, spec);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  return window;
}

GtkWidget *
sw_ui_field (TsSheetWindow *window,
             guint          player,
             int            which)
{
  GtkWidget *widget = ts_sheet_window_get_field (window, player, which);

  g_assert_nonnull (widget);
  return widget;
}

/* Types @text where the focus is (a GtkText, which must be in @expected) and presses Enter
 * (what GtkText's Enter binding emits). */
void
sw_ui_type_enter (TsSheetWindow *window,
                  GtkWidget     *expected,
                  const char    *text)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), expected));
  g_assert_true (GTK_IS_TEXT (focus));
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (focus), text);
  g_signal_emit_by_name (focus, "activate");
  ts_ui_test_spin ();
}

void
sw_ui_type_number (TsSheetWindow *window,
                   GtkWidget     *expected,
                   int            value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  sw_ui_type_enter (window, expected, text);
}

/* On a province row (the focus must be on it): the digit chooses how far it is built, Enter
 * moves on. */
void
sw_ui_choose_row (TsSheetWindow *window,
                  GtkWidget     *row,
                  guint          built)
{
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == row);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_0 + built));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, built);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (window), GDK_KEY_Return));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, built);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) != row);
}

/* Player @i from the name on, by keys alone: each Enter moves on to the next sw_ui_field. */
void
sw_ui_fill_kingsburg_player (TsSheetWindow  *window,
                             guint           i,
                             const KbPlayer *p)
{
  sw_ui_type_enter (window, sw_ui_field (window, i, KB_NAME), p->name);
  sw_ui_type_number (window, sw_ui_field (window, i, KB_VP), p->vp);
  sw_ui_type_number (window, sw_ui_field (window, i, KB_GOLD), p->gold);
  sw_ui_type_number (window, sw_ui_field (window, i, KB_WOOD), p->wood);
  sw_ui_type_number (window, sw_ui_field (window, i, KB_STONE), p->stone);
  for (guint r = 0; r < 5; r++)
    sw_ui_choose_row (window, sw_ui_field (window, i, KB_ROW1 + r), p->rows[r]);
}

TsKingsburgSheet *
sw_ui_load_kingsburg_seed (const char *base)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds-kingsburg-sheet", base, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsKingsburgSheet *sheet = ts_kingsburg_sheet_load_file (file, base, &error);

  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  return sheet;
}

JsonNode *
sw_ui_score_kingsburg (const TsKingsburgSheet *sheet)
{
  g_autoptr(GError) error = NULL;
  JsonNode *breakdown = ts_kingsburg_sheet_score (sheet, &error);

  g_assert_no_error (error);
  g_assert_nonnull (breakdown);
  return breakdown;
}

void
sw_ui_assert_json_equal (JsonNode *a,
                         JsonNode *b)
{
  if (!json_node_equal (a, b))
    {
      g_autofree char *ta = json_to_string (a, TRUE);
      g_autofree char *tb = json_to_string (b, TRUE);

      g_error ("JSON differs:\n%s\n---\n%s", ta, tb);
    }
}

static gboolean
is_shown_label (GtkWidget    *widget,
                gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* Whether a label reading @text is drawn now. */
gboolean
sw_ui_shows_label (TsSheetWindow *window,
                   const char    *text)
{
  return ts_ui_test_find (GTK_WIDGET (window), is_shown_label, text) != NULL;
}

static gboolean
is_heading (GtkWidget    *widget,
            gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget)
         && gtk_widget_has_css_class (widget, "title-1");
}

/* The result page's sw_ui_heading (“Ann Wins”, “Shared Victory”). */
const char *
sw_ui_heading (TsSheetWindow *window)
{
  GtkWidget *label = ts_ui_test_find (GTK_WIDGET (window), is_heading, NULL);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The grid row (1-based) whose category reads @label. */
int
sw_ui_category_row (GtkGrid    *grid,
                    const char *label)
{
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    if (g_strcmp0 (ts_ui_test_score_category (grid, r), label) == 0)
      return r;
  g_error ("no row “%s” in the score table", label);
  return -1;
}

int
sw_ui_kept_files (void)
{
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (
      dir, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  int n = 0;

  for (;;)
    {
      GFileInfo *info = NULL;

      if (children == NULL || !g_file_enumerator_iterate (children, &info, NULL, NULL, NULL)
          || info == NULL)
        break;
      n += g_str_has_suffix (g_file_info_get_name (info), ".json");
    }
  return n;
}

/* Every button of ours is named (ts_ui_test_assert_buttons_named()); a spin button's + and −
 * are GTK's own, hidden from screen readers (the spin button itself is the slider). */
void
sw_ui_assert_buttons_named (GtkWidget *widget)
{
  GType type = G_OBJECT_TYPE (widget);

  /* GTK draws the title-bar buttons itself. */
  if (GTK_IS_WINDOW_CONTROLS (widget))
    return;
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child))
          g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)), ==,
                           GTK_ACCESSIBLE_ROLE_NONE);
      return;
    }
  if (type == GTK_TYPE_BUTTON || type == GTK_TYPE_TOGGLE_BUTTON || type == GTK_TYPE_MENU_BUTTON)
    {
      ts_ui_test_assert_buttons_named (widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    sw_ui_assert_buttons_named (child);
}

const char *const sw_ui_kb_names[] = { "Ann", "Brian", "Cindy", NULL };

/* The example filled in by keys alone, past the last sw_ui_field to Score, and scored; the window
 * on its result page. */
TsSheetWindow *
sw_ui_kingsburg_example (int         width,
                         int         height,
                         const char *png)
{
  TsSheetWindow *window;

  sw_ui_set_players (sw_ui_kb_names);
  window = sw_ui_new_window (&ts_kingsburg_sheet_spec, width, height);
  g_assert_cmpuint (ts_sheet_window_get_n_players (window), ==, 3);
  /* The first player's name has the focus when the window opens. */
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, 0, KB_NAME)));
  for (guint i = 0; i < G_N_ELEMENTS (sw_ui_kb_example); i++)
    {
      sw_ui_fill_kingsburg_player (window, i, &sw_ui_kb_example[i]);
      /* Past a player's last sw_ui_field: the next player's name, or Score after the last. */
      if (i + 1 < G_N_ELEMENTS (sw_ui_kb_example))
        g_assert_true (
            ts_ui_test_focus_in (GTK_WINDOW (window), sw_ui_field (window, i + 1, KB_NAME)));
    }
  g_assert_true (ts_ui_test_focus_in (GTK_WINDOW (window),
                                      ts_ui_test_find_button (GTK_WIDGET (window), "_Score")));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "form");
  if (png != NULL)
    g_free (ts_ui_test_save_png (GTK_WIDGET (window), png));
  /* Everyone has something: Score scores without a question. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL));
  ts_ui_test_spin ();
  g_assert_null (ts_sheet_window_get_untouched_dialog (window));
  g_assert_cmpstr (ts_sheet_window_get_page (window), ==, "result");
  return window;
}
