/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window: the form (one TsBurgundySheetPlayerForm per player), the
 * engine's check and scoring (ts-burgundy-sheet.h), and the result page with the shared score
 * table and the score sheet's export and print. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-score-export.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-burgundy-sheet-player-form.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-atomic-write.h"
#include "ts-player-palette.h"
#include "ts-record-info.h"
#include "ts-record.h"

/* The game's name on the printed sheet. */
extern const TsGameModule ts_burgundy_module;

struct _TsBurgundySheetWindow
{
  AdwWindow parent_instance;

  GSettings *settings;
  GPtrArray *forms;         /* TsBurgundySheetPlayerForm in seat order, in players_box */
  JsonNode *breakdown;      /* the result shown, or NULL */
  GDateTime *scored_at;     /* when it was scored: the date on the sheet */
  GtkNativeDialog *chooser; /* owned while a save dialog is open */
  gboolean focus_export;    /* focus Export PDF once the squeezer has picked its layout */
  GFile *file;              /* where the scored sheet is kept in Saved Games, once scored */
  gboolean reopening;       /* scoring a kept sheet as it was read: nothing new to write */

  /* template widgets */
  GtkStack *stack;
  GtkBox *players_box;
  GtkWidget *score_button;
  AdwSqueezer *export_squeezer;
  GtkWidget *export_pdf_button;
  GtkWidget *export_pdf_button_narrow;
  GtkLabel *winner_label;
  GtkLabel *explanation_label;
  GtkGrid *score_table;
  AdwToastOverlay *toast_overlay;
};

G_DEFINE_FINAL_TYPE (TsBurgundySheetWindow, ts_burgundy_sheet_window, ADW_TYPE_WINDOW)

TsBurgundySheetWindow *
ts_burgundy_sheet_window_new (GtkWindow *parent)
{
  return g_object_new (TS_TYPE_BURGUNDY_SHEET_WINDOW, "transient-for", parent, NULL);
}

static TsBurgundySheetPlayerForm *
get_form (TsBurgundySheetWindow *self,
          guint                  index)
{
  return index < self->forms->len ? g_ptr_array_index (self->forms, index) : NULL;
}

/* -------------------------------------------------------------------------------------- */
/* Players                                                                                 */

static gboolean
color_taken (TsBurgundySheetWindow *self,
             const char            *id)
{
  for (guint i = 0; i < self->forms->len; i++)
    if (g_strcmp0 (ts_burgundy_sheet_player_form_get_color (get_form (self, i)), id) == 0)
      return TRUE;
  return FALSE;
}

/* The preferences' name and colour for seat @index (as a new game proposes them), the
 * colour changed when another player already has it. */
static GtkWidget *
new_form (TsBurgundySheetWindow *self,
          guint                  index)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "default-player-names");
  g_auto(GStrv) colors = g_settings_get_strv (self->settings, "default-player-colors");
  g_autofree char *name = index < g_strv_length (names) ? g_strstrip (g_strdup (names[index]))
                                                        : NULL;
  const TsPlayerColor *color = index < g_strv_length (colors)
                                   ? ts_player_palette_lookup (colors[index])
                                   : NULL;
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);

  if (name == NULL || *name == '\0')
    {
      g_free (name);
      /* Translators: %u is the seat number, 1 to 4 */
      name = g_strdup_printf (_("Player %u"), index + 1);
    }
  for (guint i = 0; color == NULL || color_taken (self, color->id); i++)
    {
      color = &palette[(index + i) % n_colors];
      if (i >= n_colors)
        break;
    }
  return ts_burgundy_sheet_player_form_new (index, name, color->id);
}

static void
renumber (TsBurgundySheetWindow *self)
{
  for (guint i = 0; i < self->forms->len; i++)
    {
      ts_burgundy_sheet_player_form_set_index (get_form (self, i), i);
      ts_burgundy_sheet_player_form_set_n_players (get_form (self, i), self->forms->len);
      ts_burgundy_sheet_player_form_set_removable (get_form (self, i), self->forms->len > 2);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.add-player",
                                 self->forms->len < TS_BURGUNDY_SHEET_MAX_PLAYERS);
}

/* Whether monastery @number may go on @form's sheet: the engine's check on the monasteries
 * alone (a blank sheet with everyone's numbers), so that only its word on the number counts.
 * With shield 6 (CB-SHD-06), another player's monastery scores for @form's player too. */
static char *
check_monastery_cb (TsBurgundySheetPlayerForm *form,
                    guint                      number,
                    gboolean                  *shield6,
                    TsBurgundySheetWindow     *self)
{
  g_autoptr(TsBurgundySheet) sheet = ts_burgundy_sheet_new (self->forms->len);
  TsBurgundySheetProblem problem;
  g_autoptr(GError) error = NULL;
  TsBurgundySheetMonastery *added = NULL;
  gboolean elsewhere = FALSE;

  for (guint i = 0; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayer read;
      TsBurgundySheetPlayer *p = &sheet->players[i];

      ts_burgundy_sheet_player_form_read (get_form (self, i), &read);
      if (g_utf8_validate (read.name, -1, NULL) && *g_strstrip (read.name) != '\0')
        g_strlcpy (p->name, read.name, sizeof p->name);
      p->empty_spaces = 0;
      /* Shield 6 alone: other shields' problems are not the number's. */
      p->shields = read.shields & (1u << 6);
      for (guint k = 0; k < read.n_monasteries; k++)
        {
          p->monasteries[p->n_monasteries].monastery = read.monasteries[k].monastery;
          p->monasteries[p->n_monasteries++].shield6 = read.monasteries[k].shield6;
          if (get_form (self, i) != form && read.monasteries[k].monastery == (int) number
              && !read.monasteries[k].shield6)
            elsewhere = TRUE;
        }
      if (get_form (self, i) == form && p->n_monasteries < TS_BURGUNDY_SHEET_MAX_MONASTERIES)
        {
          added = &p->monasteries[p->n_monasteries++];
          added->monastery = number;
        }
    }
  /* Another player's tile, typed by the holder of shield 6: it scores through the shield. */
  if (added != NULL && elsewhere)
    for (guint i = 0; i < self->forms->len; i++)
      if (get_form (self, i) == form && (sheet->players[i].shields >> 6) & 1u)
        added->shield6 = TRUE;
  *shield6 = added != NULL && added->shield6;
  if (!ts_burgundy_sheet_check_full (sheet, &problem, &error)
      && problem.field == TS_BURGUNDY_SHEET_FIELD_MONASTERY)
    return g_strdup (error->message);
  return NULL;
}

/* The tie-break facts are asked only when the scores typed so far tie for first (CB-TIE-01):
 * scored without them, two or more players share the highest total, above 0 (a blank sheet
 * is no tie). While the counts typed cannot be scored, what is shown stays. */
static void
update_tie_break (TsBurgundySheetWindow *self)
{
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
  g_autoptr(JsonNode) breakdown = NULL;
  JsonArray *players;
  int top = 0;
  guint at_top = 0;

  memset (sheet, 0, sizeof *sheet);
  sheet->n_players = self->forms->len;
  for (guint i = 0; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayer *p = &sheet->players[i];

      ts_burgundy_sheet_player_form_read (get_form (self, i), p);
      /* Only the scores matter here: a name still to be typed does not. */
      if (*g_strstrip (p->name) == '\0')
        g_snprintf (p->name, sizeof p->name, "%u", i + 1);
      p->empty_spaces = 0;
      p->bridge_space = 1;
      p->bridge_height = self->forms->len - 1 - i;
    }
  if (!ts_burgundy_sheet_check (sheet, NULL))
    return;
  breakdown = ts_burgundy_sheet_score (sheet);
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      int total = json_object_get_int_member (json_array_get_object_element (players, i),
                                              "total");

      if (total > top)
        {
          top = total;
          at_top = 1;
        }
      else if (total == top)
        at_top++;
    }
  for (guint i = 0; i < self->forms->len; i++)
    ts_burgundy_sheet_player_form_set_tie_break_shown (get_form (self, i),
                                                       top > 0 && at_top >= 2);
}

static void
form_changed_cb (TsBurgundySheetPlayerForm *form,
                 TsBurgundySheetWindow     *self)
{
  update_tie_break (self);
}

static void
form_next_cb (TsBurgundySheetPlayerForm *form,
              TsBurgundySheetWindow     *self)
{
  guint index = ts_burgundy_sheet_player_form_get_index (form);

  if (index + 1 < self->forms->len)
    ts_burgundy_sheet_player_form_focus_first (get_form (self, index + 1));
  else
    gtk_widget_grab_focus (self->score_button);
}

static void
form_remove_cb (TsBurgundySheetPlayerForm *form,
                TsBurgundySheetWindow     *self)
{
  ts_burgundy_sheet_window_remove_player (self, ts_burgundy_sheet_player_form_get_index (form));
}

int
ts_burgundy_sheet_window_add_player (TsBurgundySheetWindow *self)
{
  GtkWidget *form;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), -1);

  if (self->forms->len >= TS_BURGUNDY_SHEET_MAX_PLAYERS)
    return -1;
  form = new_form (self, self->forms->len);
  g_signal_connect_object (form, "check-monastery", G_CALLBACK (check_monastery_cb), self, 0);
  g_signal_connect_object (form, "next", G_CALLBACK (form_next_cb), self, 0);
  g_signal_connect_object (form, "remove", G_CALLBACK (form_remove_cb), self, 0);
  g_signal_connect_object (form, "changed", G_CALLBACK (form_changed_cb), self, 0);
  gtk_box_append (self->players_box, form);
  g_ptr_array_add (self->forms, form);
  renumber (self);
  update_tie_break (self);
  return self->forms->len - 1;
}

void
ts_burgundy_sheet_window_remove_player (TsBurgundySheetWindow *self,
                                        guint                  index)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self));
  g_return_if_fail (index < self->forms->len);

  if (self->forms->len <= 2)
    return;
  gtk_box_remove (self->players_box, GTK_WIDGET (get_form (self, index)));
  g_ptr_array_remove_index (self->forms, index);
  renumber (self);
  update_tie_break (self);
  /* The focus was on the remove button, now gone: the next player, or the one before. */
  ts_burgundy_sheet_player_form_focus_first (get_form (self, MIN (index, self->forms->len - 1)));
}

guint
ts_burgundy_sheet_window_get_n_players (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), 0);
  return self->forms->len;
}

/* -------------------------------------------------------------------------------------- */
/* Scoring                                                                                 */

void
ts_burgundy_sheet_window_read (TsBurgundySheetWindow *self,
                               TsBurgundySheet       *sheet)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self));

  memset (sheet, 0, sizeof *sheet);
  sheet->n_players = self->forms->len;
  for (guint i = 0; i < self->forms->len; i++)
    ts_burgundy_sheet_player_form_read (get_form (self, i), &sheet->players[i]);
}

static void
get_colors (TsBurgundySheetWindow *self,
            const char            *colors[TS_SCORE_MAX_PLAYERS])
{
  for (guint i = 0; i < TS_SCORE_MAX_PLAYERS; i++)
    colors[i] = i < self->forms->len ? ts_burgundy_sheet_player_form_get_color (get_form (self, i))
                                     : NULL;
}

/* The export buttons are in a row or in two rows (AdwSqueezer), known once laid out. */
static void
focus_export (TsBurgundySheetWindow *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->export_squeezer);
  GtkWidget *button = NULL;

  if (shown != NULL)
    button = gtk_widget_is_ancestor (self->export_pdf_button, shown)
                 ? self->export_pdf_button
                 : self->export_pdf_button_narrow;
  self->focus_export = button == NULL;
  if (button != NULL)
    gtk_widget_grab_focus (button);
}

static void
squeezer_child_cb (TsBurgundySheetWindow *self)
{
  if (self->focus_export)
    focus_export (self);
}

static void
show_result (TsBurgundySheetWindow *self)
{
  int winner = ts_score_sheet_get_winner (self->breakdown);
  /* Translators: the heading once the game is over; %s is the winner's name */
  g_autofree char *heading = g_strdup_printf (_("%s Wins"),
                                              ts_score_sheet_get_name (self->breakdown,
                                                                       MAX (winner, 0)));
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };

  get_colors (self, colors);
  gtk_label_set_label (self->winner_label, heading);
  gtk_label_set_label (self->explanation_label,
                       ts_score_sheet_get_explanation (self->breakdown));
  ts_score_table_fill (self->score_table, self->breakdown, colors);
  gtk_stack_set_visible_child_name (self->stack, "result");
  focus_export (self);
}

static void
update_actions (TsBurgundySheetWindow *self)
{
  gboolean scored = self->breakdown != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-pdf", scored);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-png", scored);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.print", scored);
}

static void keep_sheet (TsBurgundySheetWindow *self,
                        const TsBurgundySheet *sheet);

gboolean
ts_burgundy_sheet_window_score (TsBurgundySheetWindow *self)
{
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
  g_autoptr(GError) error = NULL;
  TsBurgundySheetProblem problem;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), FALSE);

  for (guint i = 0; i < self->forms->len; i++)
    ts_burgundy_sheet_player_form_clear_problem (get_form (self, i));
  ts_burgundy_sheet_window_read (self, sheet);
  if (!ts_burgundy_sheet_check_full (sheet, &problem, &error))
    {
      /* A problem of the whole table (the goods in play) goes under the first player's. */
      TsBurgundySheetPlayerForm *form = get_form (self, problem.player >= 0 ? problem.player : 0);

      if (form != NULL)
        ts_burgundy_sheet_player_form_show_problem (form, &problem, error->message);
      return FALSE;
    }

  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  self->breakdown = ts_burgundy_sheet_score (sheet);
  if (!ts_burgundy_sheet_player_form_get_tie_break_shown (get_form (self, 0)))
    {
      /* Not asked, so not shown: the table and the sheet leave out the tie-break rows. */
      JsonArray *players = json_object_get_array_member (json_node_get_object (self->breakdown),
                                                         "players");

      for (guint i = 0; i < json_array_get_length (players); i++)
        {
          JsonObject *player = json_array_get_object_element (players, i);

          json_object_remove_member (player, "empty-spaces");
          json_object_remove_member (player, "bridge-space");
          json_object_remove_member (player, "bridge-height");
          json_object_remove_member (player, "tie-breaks");
        }
    }
  self->scored_at = g_date_time_new_now_local ();
  update_actions (self);
  show_result (self);
  if (!self->reopening)
    keep_sheet (self, sheet);
  return TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Saved Games                                                                             */

/* Writes the sheet just scored into the games folder, so that it shows in Saved Games with
 * its winner (issue 10: closing the window lost it): the sheet format of docs/file-format.md,
 * plus the "winner" Tableside found, for the list. Scoring again rewrites the same file. */
static gboolean
save_sheet (TsBurgundySheetWindow *self,
            const TsBurgundySheet *sheet,
            GError               **error)
{
  g_autoptr(JsonNode) root = ts_burgundy_sheet_to_json (sheet);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  gsize length = 0;

  if (self->file == NULL)
    {
      g_autoptr(GFile) dir = ts_record_dir ();

      self->file = ts_record_new_file (dir, TS_BURGUNDY_SHEET_GAME "-sheet", error);
      if (self->file == NULL)
        return FALSE;
    }
  json_object_set_int_member (json_node_get_object (root), "winner",
                              ts_score_sheet_get_winner (self->breakdown));
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  data = json_generator_to_data (generator, &length);
  return ts_atomic_write (self->file, data, length, NULL, error);
}

static void
keep_sheet (TsBurgundySheetWindow *self,
            const TsBurgundySheet *sheet)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  if (save_sheet (self, sheet, &error))
    return;
  /* The result stays on screen (and can be exported); only keeping it failed. */
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Sheet Could Not Be Kept"),
                                   error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Player @index's form as @player has it (a sheet reopened from Saved Games): the fields and
 * the monasteries in the player's duchy, or (@shield6) those through shield 6. */
static void
fill_form (TsBurgundySheetPlayerForm   *form,
           const TsBurgundySheetPlayer *player,
           gboolean                     shield6)
{
  static const TsBurgundySheetField numbers[] = {
    TS_BURGUNDY_SHEET_FIELD_TRACK,        TS_BURGUNDY_SHEET_FIELD_GOODS,
    TS_BURGUNDY_SHEET_FIELD_SILVER,       TS_BURGUNDY_SHEET_FIELD_WORKERS,
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
  };
  const int values[] = {
    player->track,        player->goods,        player->silver,        player->workers,
    player->empty_spaces, player->bridge_space, player->bridge_height,
  };
  GtkWidget *field;
  guint at = 0;

  for (guint k = 0; shield6 && k < player->n_monasteries; k++)
    at += !player->monasteries[k].shield6;
  for (guint k = 0; k < player->n_monasteries; k++)
    {
      const TsBurgundySheetMonastery *monastery = &player->monasteries[k];
      TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
      guint n_counts = ts_burgundy_sheet_monastery_counts (monastery->monastery, counts);

      if (monastery->shield6 != shield6
          || !ts_burgundy_sheet_player_form_add_monastery (form, monastery->monastery))
        continue;
      for (guint c = 0; c < n_counts; c++)
        {
          field = ts_burgundy_sheet_player_form_get_field (form, TS_BURGUNDY_SHEET_FIELD_COUNT,
                                                           at, counts[c]);
          if (GTK_IS_SPIN_BUTTON (field))
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (field),
                                       monastery->counts[counts[c]]);
        }
      at++;
    }
  if (shield6)
    return;

  ts_burgundy_sheet_player_form_set_modules (form, player);
  field = ts_burgundy_sheet_player_form_get_field (form, TS_BURGUNDY_SHEET_FIELD_NAME, -1, -1);
  if (GTK_IS_EDITABLE (field))
    gtk_editable_set_text (GTK_EDITABLE (field), player->name);
  field = ts_burgundy_sheet_player_form_get_field (form, TS_BURGUNDY_SHEET_FIELD_TOKEN, -1, -1);
  if (ADW_IS_COMBO_ROW (field))
    adw_combo_row_set_selected (ADW_COMBO_ROW (field), player->token / 100);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      field = ts_burgundy_sheet_player_form_get_field (form, numbers[i], -1, -1);
      if (GTK_IS_SPIN_BUTTON (field))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), values[i]);
    }
}

/**
 * ts_burgundy_sheet_window_new_for_file:
 *
 * A sheet kept in Saved Games, reopened: the form filled in as it was scored and the result
 * shown (Back returns to the form); @file is left as it is until the sheet is scored again,
 * which rewrites it. A sheet that no longer passes the check (edited by hand) opens on the
 * form with the problem shown. NULL, with a message naming the file, when it is not a sheet
 * Tableside can read.
 */
TsBurgundySheetWindow *
ts_burgundy_sheet_window_new_for_file (GtkWindow *parent,
                                       GFile     *file,
                                       GError   **error)
{
  g_autoptr(TsBurgundySheet) sheet = NULL;
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  TsBurgundySheetWindow *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = ts_record_display_name (file);
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, error))
    return NULL;
  sheet = ts_burgundy_sheet_load (contents, length, name, error);
  if (sheet == NULL)
    return NULL;

  self = ts_burgundy_sheet_window_new (parent);
  self->file = g_object_ref (file);
  while (self->forms->len < sheet->n_players
         && ts_burgundy_sheet_window_add_player (self) >= 0)
    ;
  while (self->forms->len > MAX (sheet->n_players, 2))
    ts_burgundy_sheet_window_remove_player (self, self->forms->len - 1);
  /* Every player's own monasteries first: one scoring through shield 6 is found in its
   * owner's form. */
  for (guint i = 0; i < self->forms->len && i < sheet->n_players; i++)
    fill_form (get_form (self, i), &sheet->players[i], FALSE);
  for (guint i = 0; i < self->forms->len && i < sheet->n_players; i++)
    fill_form (get_form (self, i), &sheet->players[i], TRUE);
  self->reopening = TRUE;
  ts_burgundy_sheet_window_score (self);
  self->reopening = FALSE;
  return self;
}

/* Where the sheet is kept in Saved Games; NULL until it is scored. */
GFile *
ts_burgundy_sheet_window_get_file (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  return self->file;
}

JsonNode *
ts_burgundy_sheet_window_get_breakdown (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  return self->breakdown;
}

const char *
ts_burgundy_sheet_window_get_page (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

static void
score_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);

  if (g_strcmp0 (ts_burgundy_sheet_window_get_page (self), "form") == 0)
    ts_burgundy_sheet_window_score (self);
}

static void
add_player_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  int index = ts_burgundy_sheet_window_add_player (self);

  if (index >= 0)
    ts_burgundy_sheet_player_form_focus_first (get_form (self, index));
}

static void
back_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);

  if (g_strcmp0 (ts_burgundy_sheet_window_get_page (self), "result") != 0)
    return;
  self->focus_export = FALSE;
  gtk_stack_set_visible_child_name (self->stack, "form");
  gtk_widget_grab_focus (self->score_button);
}

/* -------------------------------------------------------------------------------------- */
/* Export and print                                                                        */

static void
fill_extras (TsBurgundySheetWindow *self,
             TsScoreSheetExtras    *extras)
{
  memset (extras, 0, sizeof *extras);
  extras->date = self->scored_at;
  extras->game = _(ts_burgundy_module.name);
  get_colors (self, extras->colors);
}

/* The title on the sheet, which names the game above it: there is no record to name. */
static const char *
sheet_title (void)
{
  return _("Final Scoring");
}

gboolean
ts_burgundy_sheet_window_export (TsBurgundySheetWindow *self,
                                 GFile                 *file,
                                 gboolean               pdf,
                                 GError               **error)
{
  TsScoreSheetExtras extras;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->breakdown == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The sheet has not been scored yet."));
      return FALSE;
    }
  fill_extras (self, &extras);
  return ts_score_sheet_save_full (self->breakdown, sheet_title (), &extras, pdf, file,
                                   error);
}

static gboolean
export_save (gpointer owner,
             GFile   *file,
             gboolean pdf,
             GError **error)
{
  return ts_burgundy_sheet_window_export (owner, file, pdf, error);
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  gboolean pdf = g_str_equal (action_name, "sheet.export-pdf");
  g_autofree char *date = NULL;
  g_autofree char *suggested = NULL;

  if (self->breakdown == NULL || self->chooser != NULL)
    return;
  date = g_date_time_format (self->scored_at, "%Y-%m-%d");
  suggested = g_strdup_printf ("%s %s%s", _("The Castles of Burgundy"), date,
                               pdf ? ".pdf" : ".png");
  g_strdelimit (suggested, "/\\:", '-');
  ts_score_export_run (GTK_WINDOW (self), pdf, suggested, export_save, self,
                       self->toast_overlay, &self->chooser);
}

static void
print_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  TsScoreSheetExtras extras;

  if (self->breakdown == NULL)
    return;
  fill_extras (self, &extras);
  ts_score_sheet_print_full (GTK_WINDOW (self), self->breakdown, sheet_title (),
                             &extras);
}

/* -------------------------------------------------------------------------------------- */
/* For tests                                                                               */

GtkWidget *
ts_burgundy_sheet_window_get_field (TsBurgundySheetWindow *self,
                                    guint                  player,
                                    TsBurgundySheetField   field,
                                    int                    monastery)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->forms->len, NULL);

  return ts_burgundy_sheet_player_form_get_field (get_form (self, player), field, monastery, -1);
}

const char *
ts_burgundy_sheet_window_get_problem (TsBurgundySheetWindow *self,
                                      guint                  player)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->forms->len, NULL);

  return ts_burgundy_sheet_player_form_get_problem (get_form (self, player));
}

GtkGrid *
ts_burgundy_sheet_window_get_table (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  return self->score_table;
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_burgundy_sheet_window_dispose (GObject *object)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (object);

  ts_score_export_cancel (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_BURGUNDY_SHEET_WINDOW);
  g_clear_pointer (&self->forms, g_ptr_array_unref);
  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (ts_burgundy_sheet_window_parent_class)->dispose (object);
}

static void
ts_burgundy_sheet_window_class_init (TsBurgundySheetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_sheet_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-burgundy-sheet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, export_pdf_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow,
                                        export_pdf_button_narrow);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, export_squeezer);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, players_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, score_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, score_table);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, winner_label);

  gtk_widget_class_install_action (widget_class, "sheet.score", NULL, score_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.add-player", NULL, add_player_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.back", NULL, back_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-pdf", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-png", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.print", NULL, print_action_cb);

  /* Ctrl+Enter scores from any field; GtkText binds Enter alone. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "sheet.score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "sheet.score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "sheet.back",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "sheet.print",
                                       NULL);
}

static void
ts_burgundy_sheet_window_init (TsBurgundySheetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->export_squeezer, "notify::visible-child",
                           G_CALLBACK (squeezer_child_cb), self, G_CONNECT_SWAPPED);

  self->settings = g_settings_new (APP_ID);
  self->forms = g_ptr_array_new ();
  ts_burgundy_sheet_window_add_player (self);
  ts_burgundy_sheet_window_add_player (self);
  update_actions (self);
  ts_burgundy_sheet_player_form_focus_first (get_form (self, 0));
}
