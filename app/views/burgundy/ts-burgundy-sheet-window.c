/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window: the form (one TsBurgundySheetPlayerForm per player), the
 * engine's check and scoring (ts-burgundy-sheet.h), and the result page with the shared score
 * table and the score sheet's export and print. This file holds the window, the players'
 * forms and the actions; scoring, the result page, Saved Games, export and print are in
 * ts-burgundy-sheet-window-result.c; the struct is in ts-burgundy-sheet-window-private.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-reveal.h"
#include "ts-score-export.h"
#include "ts-sheet-keeper.h"
#include "ts-burgundy-sheet-widgets.h"
#include "ts-burgundy-sheet-window-private.h"
#include "ts-player-palette.h"
#include "ts-setup-window.h"

G_DEFINE_FINAL_TYPE (TsBurgundySheetWindow, ts_burgundy_sheet_window, ADW_TYPE_WINDOW)

TsBurgundySheetWindow *
ts_burgundy_sheet_window_new (GtkWindow *parent)
{
  return g_object_new (TS_TYPE_BURGUNDY_SHEET_WINDOW, "transient-for", parent, NULL);
}

TsBurgundySheetPlayerForm *
ts_burgundy_sheet_window_get_form (TsBurgundySheetWindow *self,
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
    if (g_strcmp0 (ts_burgundy_sheet_player_form_get_color (
                       ts_burgundy_sheet_window_get_form (self, i)), id) == 0)
      return TRUE;
  return FALSE;
}

/* @proposed_name and @proposed_color (ts_setup_propose_players()) for the first players;
 * for a player added later, the preferences' name and colour for seat @index; the colour
 * changed when another player already has it. */
static GtkWidget *
new_form (TsBurgundySheetWindow *self,
          guint                  index,
          const char            *proposed_name,
          const char            *proposed_color)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "default-player-names");
  g_auto(GStrv) colors = g_settings_get_strv (self->settings, "default-player-colors");
  g_autofree char *name = proposed_name != NULL ? g_strdup (proposed_name)
                          : index < g_strv_length (names) ? g_strstrip (g_strdup (names[index]))
                                                          : NULL;
  const TsPlayerColor *color = proposed_color != NULL ? ts_player_palette_lookup (proposed_color)
                               : index < g_strv_length (colors)
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

void
ts_burgundy_sheet_window_renumber (TsBurgundySheetWindow *self)
{
  /* The team game is 4 players (CB-TEM-01): none added or removed while it is on. */
  gboolean team = gtk_switch_get_active (self->team_switch);

  for (guint i = 0; i < self->forms->len; i++)
    {
      ts_burgundy_sheet_player_form_set_index (ts_burgundy_sheet_window_get_form (self, i), i);
      ts_burgundy_sheet_player_form_set_n_players (ts_burgundy_sheet_window_get_form (self, i),
                                                   self->forms->len);
      ts_burgundy_sheet_player_form_set_removable (ts_burgundy_sheet_window_get_form (self, i),
                                                   self->forms->len > 2 && !team);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.add-player",
                                 self->forms->len < TS_BURGUNDY_SHEET_MAX_PLAYERS && !team);
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

  /* A team board's spaces are the players' own (issue 15). */
  sheet->team = ts_burgundy_sheet_window_get_team (self) && self->forms->len == 4;
  g_autoptr(GError) error = NULL;
  TsBurgundySheetMonastery *added = NULL;
  gboolean elsewhere = FALSE;

  for (guint i = 0; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayer read;
      TsBurgundySheetPlayer *p = &sheet->players[i];

      ts_burgundy_sheet_player_form_read (ts_burgundy_sheet_window_get_form (self, i), &read);
      if (g_utf8_validate (read.name, -1, NULL) && *g_strstrip (read.name) != '\0')
        g_strlcpy (p->name, read.name, sizeof p->name);
      p->empty_spaces = 0;
      /* Shield 6 alone: other shields' problems are not the number's. */
      p->shields = read.shields & (1u << 6);
      for (guint k = 0; k < read.n_monasteries; k++)
        {
          p->monasteries[p->n_monasteries].monastery = read.monasteries[k].monastery;
          p->monasteries[p->n_monasteries++].shield6 = read.monasteries[k].shield6;
          if (ts_burgundy_sheet_window_get_form (self, i) != form
              && read.monasteries[k].monastery == (int) number
              && !read.monasteries[k].shield6)
            elsewhere = TRUE;
        }
      if (ts_burgundy_sheet_window_get_form (self, i) == form
          && p->n_monasteries < TS_BURGUNDY_SHEET_MAX_MONASTERIES)
        {
          added = &p->monasteries[p->n_monasteries++];
          added->monastery = number;
        }
    }
  /* Another player's tile, typed by the holder of shield 6: it scores through the shield. */
  if (added != NULL && elsewhere)
    for (guint i = 0; i < self->forms->len; i++)
      if (ts_burgundy_sheet_window_get_form (self, i) == form
          && (sheet->players[i].shields >> 6) & 1u)
        added->shield6 = TRUE;
  *shield6 = added != NULL && added->shield6;
  if (!ts_burgundy_sheet_check_full (sheet, &problem, &error)
      && problem.field == TS_BURGUNDY_SHEET_FIELD_MONASTERY)
    return g_strdup (error->message);
  return NULL;
}

/* The tie-break facts are asked only when the scores typed so far tie for first (CB-TIE-01):
 * scored without them, two or more players share the highest total, above 0 (a blank sheet
 * is no tie); in the team game, the two teams' totals (CB-TEM-15). While the counts typed
 * cannot be scored, what is shown stays. */
void
ts_burgundy_sheet_window_update_tie_break (TsBurgundySheetWindow *self)
{
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
  g_autoptr(JsonNode) breakdown = NULL;
  JsonArray *players;
  int top = 0;
  guint at_top = 0;

  memset (sheet, 0, sizeof *sheet);
  sheet->n_players = self->forms->len;
  sheet->team = ts_burgundy_sheet_window_get_team (self) && self->forms->len == 4;
  for (guint i = 0; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayer *p = &sheet->players[i];

      ts_burgundy_sheet_player_form_read (ts_burgundy_sheet_window_get_form (self, i), p);
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
  players = json_object_get_array_member (json_node_get_object (breakdown),
                                          sheet->team ? "teams" : "players");
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
    ts_burgundy_sheet_player_form_set_tie_break_shown (ts_burgundy_sheet_window_get_form (self, i),
                                                       top > 0 && at_top >= 2);
}

static void
form_changed_cb (TsBurgundySheetPlayerForm *form,
                 TsBurgundySheetWindow     *self)
{
  /* A first player's name is their partner's line. */
  ts_burgundy_sheet_window_update_teams (self);
  ts_burgundy_sheet_window_update_tie_break (self);
}

static void
form_next_cb (TsBurgundySheetPlayerForm *form,
              TsBurgundySheetWindow     *self)
{
  guint index = ts_burgundy_sheet_player_form_get_index (form);

  if (index + 1 < self->forms->len)
    ts_burgundy_sheet_player_form_focus_first (ts_burgundy_sheet_window_get_form (self, index + 1));
  else
    gtk_widget_grab_focus (self->score_button);
}

static void
form_remove_cb (TsBurgundySheetPlayerForm *form,
                TsBurgundySheetWindow     *self)
{
  ts_burgundy_sheet_window_remove_player (self, ts_burgundy_sheet_player_form_get_index (form));
}

static int
add_form (TsBurgundySheetWindow *self,
          const char            *name,
          const char            *color)
{
  GtkWidget *form;

  if (self->forms->len >= TS_BURGUNDY_SHEET_MAX_PLAYERS)
    return -1;
  form = new_form (self, self->forms->len, name, color);
  g_signal_connect_object (form, "check-monastery", G_CALLBACK (check_monastery_cb), self, 0);
  g_signal_connect_object (form, "next", G_CALLBACK (form_next_cb), self, 0);
  g_signal_connect_object (form, "remove", G_CALLBACK (form_remove_cb), self, 0);
  g_signal_connect_object (form, "changed", G_CALLBACK (form_changed_cb), self, 0);
  gtk_box_append (self->players_box, form);
  g_ptr_array_add (self->forms, form);
  ts_burgundy_sheet_window_renumber (self);
  ts_burgundy_sheet_window_update_teams (self);
  ts_burgundy_sheet_window_update_tie_break (self);
  return self->forms->len - 1;
}

int
ts_burgundy_sheet_window_add_player (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), -1);

  return add_form (self, NULL, NULL);
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
    ts_burgundy_sheet_player_form_read (ts_burgundy_sheet_window_get_form (self, i),
                                        &sheet->players[i]);
  ts_burgundy_sheet_window_read_team (self, sheet);
}

void
ts_burgundy_sheet_window_update_actions (TsBurgundySheetWindow *self)
{
  gboolean scored = self->breakdown != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-pdf", scored);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-png", scored);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.print", scored);
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

/* The first player whose fields are all at their start values, or -1. */
static int
first_untouched (TsBurgundySheetWindow *self,
                 GString               *names,
                 guint                 *n_untouched)
{
  int first = -1;

  *n_untouched = 0;
  for (guint i = 0; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayerForm *form = ts_burgundy_sheet_window_get_form (self, i);
      TsBurgundySheetPlayer player;

      if (!ts_burgundy_sheet_player_form_is_untouched (form))
        continue;
      ts_burgundy_sheet_player_form_read (form, &player);
      if (names->len > 0)
        /* Translators: between the names of players with nothing entered */
        g_string_append (names, _(", "));
      if (*player.name != '\0')
        g_string_append (names, player.name);
      else
        /* Translators: %u is the seat number, 1 to 4 */
        g_string_append_printf (names, _("Player %u"), i + 1);
      if (first < 0)
        first = i;
      (*n_untouched)++;
    }
  return first;
}

static void
untouched_response_cb (AdwMessageDialog      *dialog,
                       const char            *response,
                       TsBurgundySheetWindow *self)
{
  GString *names = g_string_new (NULL);
  guint n = 0;
  int first = first_untouched (self, names, &n);

  g_string_free (names, TRUE);
  self->untouched_dialog = NULL;
  if (g_strcmp0 (response, "score") == 0)
    ts_burgundy_sheet_window_score (self);
  else if (first >= 0)
    {
      /* Their first value: the name is proposed and usually kept. */
      GtkWidget *track = ts_burgundy_sheet_player_form_get_field (
          ts_burgundy_sheet_window_get_form (self, first), TS_BURGUNDY_SHEET_FIELD_TRACK, -1, -1);

      gtk_widget_grab_focus (track);
      ts_reveal_focus_later (GTK_WIDGET (self), NULL);
    }
}

/* Scoring a player of whom nothing was entered (all 0, no monastery) is most likely a sheet
 * half filled in: asked before it is scored, with the way back to that player's fields. */
static void
score_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *body = NULL;
  guint n = 0;

  if (g_strcmp0 (ts_burgundy_sheet_window_get_page (self), "form") != 0
      || self->untouched_dialog != NULL)
    return;
  if (first_untouched (self, names, &n) < 0)
    {
      ts_burgundy_sheet_window_score (self);
      return;
    }
  /* Translators: %s is one name or several, separated by ", " */
  body = g_strdup_printf (ngettext ("Nothing was entered for %s: no VP on the track, no "
                                    "goods, silver, workers or monastery.",
                                    "Nothing was entered for %s: no VP on the track, no "
                                    "goods, silver, workers or monastery.",
                                    n),
                          names->str);
  self->untouched_dialog = ts_sheet_keeper_ask_untouched (
      GTK_WINDOW (self), n, body, G_CALLBACK (untouched_response_cb), self);
}

/* For tests: the question about players with nothing entered, while it is open. */
GtkWidget *
ts_burgundy_sheet_window_get_untouched_dialog (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  return self->untouched_dialog;
}

static void
add_player_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  int index = ts_burgundy_sheet_window_add_player (self);

  /* A new player takes the place the last removed one's Undo would give back. */
  ts_burgundy_sheet_window_retire_undo (self);
  if (index >= 0)
    {
      ts_burgundy_sheet_player_form_focus_first (ts_burgundy_sheet_window_get_form (self, index));
      /* The new player's fields, where the keys now go, in view once laid out. */
      ts_reveal_later (gtk_root_get_focus (GTK_ROOT (self)));
    }
}

static void
back_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);

  if (g_strcmp0 (ts_burgundy_sheet_window_get_page (self), "result") != 0)
    return;
  gtk_stack_set_visible_child_name (self->stack, "form");
  gtk_widget_grab_focus (self->score_button);
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

  return ts_burgundy_sheet_player_form_get_field (ts_burgundy_sheet_window_get_form (self, player),
                                                  field, monastery, -1);
}

const char *
ts_burgundy_sheet_window_get_problem (TsBurgundySheetWindow *self,
                                      guint                  player)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->forms->len, NULL);

  return ts_burgundy_sheet_player_form_get_problem (
      ts_burgundy_sheet_window_get_form (self, player));
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
  g_clear_object (&self->removed);
  g_clear_object (&self->removed_toast);
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
                                               RESOURCE_BASE "/ui/burgundy/ts-burgundy-sheet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, players_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, score_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, score_table);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, team_switch);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, team_tie_row);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, team_tie_switch);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundySheetWindow, winner_label);

  gtk_widget_class_install_action (widget_class, "sheet.score", NULL, score_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.add-player", NULL, add_player_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.restore-player", NULL,
                                   ts_burgundy_sheet_window_restore_player_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.back", NULL, back_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-pdf", NULL,
                                   ts_burgundy_sheet_window_export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-png", NULL,
                                   ts_burgundy_sheet_window_export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.print", NULL,
                                   ts_burgundy_sheet_window_print_action_cb);

  ts_sheet_keeper_bind_keys (widget_class);
}

static void
ts_burgundy_sheet_window_init (TsBurgundySheetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->forms = g_ptr_array_new ();
  ts_burgundy_sheet_window_team_init (self);
  /* The players a new game would propose: the last game's, as a table scores the game it
   * just kept (or played without Tableside) with the same friends. */
  {
    g_auto(GStrv) names = NULL;
    g_auto(GStrv) colors = NULL;

    ts_setup_propose_players (2, TS_BURGUNDY_SHEET_MAX_PLAYERS, &names, &colors);
    for (guint i = 0; names[i] != NULL; i++)
      add_form (self, names[i], colors[i]);
  }
  ts_burgundy_sheet_window_update_actions (self);
  ts_burgundy_sheet_player_form_focus_first (ts_burgundy_sheet_window_get_form (self, 0));
}
