/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared final-scoring sheet window (ts-sheet-window.h): the players' forms and the
 * actions. Scoring, the result page, Saved Games, export and print are in
 * ts-sheet-window-result.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-reveal.h"
#include "ts-score-export.h"
#include "ts-sheet-keeper.h"
#include "ts-sheet-window-private.h"
#include "ts-setup-window.h"
#include "ts-toast-safe.h"
#include "ts-wrap-box.h"

G_DEFINE_FINAL_TYPE (TsSheetWindow, ts_sheet_window, ADW_TYPE_WINDOW)

TsSheetPlayerForm *
ts_sheet_window_get_form (TsSheetWindow *self,
                          guint          index)
{
  return index < self->forms->len ? g_ptr_array_index (self->forms, index) : NULL;
}

/* -------------------------------------------------------------------------------------- */
/* Players                                                                                 */

static void
renumber (TsSheetWindow *self)
{
  for (guint i = 0; i < self->forms->len; i++)
    ts_sheet_player_form_set_index (ts_sheet_window_get_form (self, i), i,
                                    self->forms->len > 2);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.add-player",
                                 self->forms->len < self->spec->max_players);
}

static void
form_next_cb (TsSheetPlayerForm *form,
              TsSheetWindow     *self)
{
  guint index = 0;

  g_ptr_array_find (self->forms, form, &index);
  if (index + 1 < self->forms->len)
    ts_sheet_player_form_focus_first (ts_sheet_window_get_form (self, index + 1));
  else
    gtk_widget_grab_focus (self->score_button);
}

static void
form_remove_cb (TsSheetPlayerForm *form,
                TsSheetWindow     *self)
{
  guint index = 0;

  if (g_ptr_array_find (self->forms, form, &index))
    ts_sheet_window_remove_player (self, index);
}

/* A change takes back the refusal it may have answered. */
static void
form_changed_cb (TsSheetPlayerForm *form,
                 TsSheetWindow     *self)
{
  ts_sheet_player_form_set_problem (form, NULL);
}

/* @name, or the preferences' name for seat @index, or “Player 3”. */
static int
add_form (TsSheetWindow *self,
          const char    *name)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "default-player-names");
  g_autofree char *chosen = NULL;
  GtkWidget *form;

  if (self->forms->len >= self->spec->max_players)
    return -1;
  if (name != NULL)
    chosen = g_strdup (name);
  else if (self->forms->len < g_strv_length (names))
    chosen = g_strstrip (g_strdup (names[self->forms->len]));
  if (chosen == NULL || *chosen == '\0')
    {
      g_free (chosen);
      /* Translators: a player's part of a final-scoring sheet; %u is the seat, from 1 */
      chosen = g_strdup_printf (_("Player %u"), self->forms->len + 1);
    }
  form = ts_sheet_player_form_new (self->spec, self->forms->len, chosen);
  g_signal_connect_object (form, "next", G_CALLBACK (form_next_cb), self, 0);
  g_signal_connect_object (form, "remove", G_CALLBACK (form_remove_cb), self, 0);
  g_signal_connect_object (form, "changed", G_CALLBACK (form_changed_cb), self, 0);
  gtk_box_append (self->players_box, form);
  g_ptr_array_add (self->forms, form);
  renumber (self);
  return self->forms->len - 1;
}

int
ts_sheet_window_add_player (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), -1);
  return add_form (self, NULL);
}

/* @undoable: the player's Remove, said in a toast with Undo; else a form the window no
 * longer needs (a kept sheet of fewer players, filled in). */
void
ts_sheet_window_drop_player (TsSheetWindow *self,
                             guint          player,
                             gboolean       undoable)
{
  TsSheetPlayerForm *form;
  g_autofree char *name = NULL;

  g_return_if_fail (TS_IS_SHEET_WINDOW (self));
  g_return_if_fail (player < self->forms->len);

  if (self->forms->len <= 2)
    return;
  form = ts_sheet_window_get_form (self, player);
  name = ts_sheet_player_form_dup_shown_name (form);
  /* What was typed for the player goes with them: kept for the toast's Undo. */
  g_clear_pointer (&self->removed, json_node_unref);
  if (undoable)
    {
      self->removed = ts_sheet_player_form_dup_json (form);
      self->removed_index = player;
    }
  gtk_box_remove (self->players_box, GTK_WIDGET (form));
  g_ptr_array_remove_index (self->forms, player);
  renumber (self);
  if (!undoable)
    return;
  ts_sheet_keeper_say_removed (self->toast_overlay, name, &self->removed_toast);
  /* The focus was on the Remove button, now gone: the next player, or the one before. */
  ts_sheet_player_form_focus_first (
      ts_sheet_window_get_form (self, MIN (player, self->forms->len - 1)));
}

void
ts_sheet_window_remove_player (TsSheetWindow *self,
                               guint          player)
{
  ts_sheet_window_drop_player (self, player, TRUE);
}

guint
ts_sheet_window_get_n_players (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), 0);
  return self->forms->len;
}

/* -------------------------------------------------------------------------------------- */
/* The question before scoring                                                             */

/* The players of whom nothing was entered, their names in @names; the first, or -1. */
static int
first_untouched (TsSheetWindow *self,
                 GString       *names,
                 guint         *n_untouched)
{
  int first = -1;

  *n_untouched = 0;
  for (guint i = 0; i < self->forms->len; i++)
    {
      TsSheetPlayerForm *form = ts_sheet_window_get_form (self, i);
      g_autofree char *name = NULL;

      if (!ts_sheet_player_form_is_untouched (form))
        continue;
      name = ts_sheet_player_form_dup_shown_name (form);
      if (names->len > 0)
        /* Translators: between the names of players with nothing entered */
        g_string_append (names, _(", "));
      g_string_append (names, name);
      if (first < 0)
        first = i;
      (*n_untouched)++;
    }
  return first;
}

static void
untouched_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       TsSheetWindow    *self)
{
  g_autoptr(GString) names = g_string_new (NULL);
  guint n = 0;
  int first = first_untouched (self, names, &n);

  self->untouched_dialog = NULL;
  if (g_strcmp0 (response, "score") == 0)
    ts_sheet_window_score (self);
  else if (first >= 0)
    /* Their first field: the name is proposed and usually kept. */
    gtk_widget_grab_focus (ts_sheet_player_form_get_field (ts_sheet_window_get_form (self, first),
                                                           0));
}

/* Scoring a player of whom nothing was entered is most likely a sheet half filled in: asked
 * first, with the way back to that player's fields. */
static void
score_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *body = NULL;
  guint n = 0;

  if (g_strcmp0 (ts_sheet_window_get_page (self), "form") != 0
      || self->untouched_dialog != NULL)
    return;
  if (first_untouched (self, names, &n) < 0)
    {
      ts_sheet_window_score (self);
      return;
    }
  /* Translators: %s is one name or several, separated by ", "; the second %s is what the
   * game's sheet holds (“no VP on the track, no goods and no buildings.”) */
  body = g_strdup_printf (ngettext ("Nothing was entered for %s: %s",
                                    "Nothing was entered for %s: %s", n),
                          names->str, _(self->spec->nothing));
  self->untouched_dialog = ts_sheet_keeper_ask_untouched (
      GTK_WINDOW (self), n, body, G_CALLBACK (untouched_response_cb), self);
}

GtkWidget *
ts_sheet_window_get_untouched_dialog (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  return self->untouched_dialog;
}

/* -------------------------------------------------------------------------------------- */
/* Actions                                                                                 */

static void
add_player_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);
  int index = ts_sheet_window_add_player (self);

  /* A new player takes the place the last removed one's Undo would give back. */
  ts_toast_safe_dismiss (self->removed_toast);
  g_clear_pointer (&self->removed, json_node_unref);
  if (index >= 0)
    {
      ts_sheet_player_form_focus_first (ts_sheet_window_get_form (self, index));
      /* The new player's fields, where the keys now go, in view once laid out. */
      ts_reveal_later (gtk_root_get_focus (GTK_ROOT (self)));
    }
}

/* The toast's Undo: the player removed last, back in their seat with what was typed. */
static void
restore_player_action_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);
  g_autoptr(JsonNode) removed = g_steal_pointer (&self->removed);
  TsSheetPlayerForm *form;
  guint at;
  int index;

  if (removed == NULL || (index = add_form (self, NULL)) < 0)
    return;
  form = ts_sheet_window_get_form (self, index);
  at = MIN (self->removed_index, (guint) index);
  g_ptr_array_remove_index (self->forms, index);
  g_ptr_array_insert (self->forms, at, form);
  gtk_box_reorder_child_after (self->players_box, GTK_WIDGET (form),
                               at > 0 ? GTK_WIDGET (ts_sheet_window_get_form (self, at - 1))
                                      : NULL);
  renumber (self);
  ts_sheet_player_form_fill (form, json_node_get_object (removed));
  ts_sheet_player_form_focus_first (form);
}

static void
back_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);

  if (g_strcmp0 (ts_sheet_window_get_page (self), "result") != 0)
    return;
  gtk_stack_set_visible_child_name (self->stack, "form");
  gtk_widget_grab_focus (self->score_button);
}

void
ts_sheet_window_update_actions (TsSheetWindow *self)
{
  gboolean scored = self->breakdown != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-pdf", scored);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-png", scored);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.print", scored);
}

/* -------------------------------------------------------------------------------------- */
/* Getters                                                                                 */

const char *
ts_sheet_window_get_page (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

JsonNode *
ts_sheet_window_get_breakdown (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  return self->breakdown;
}

GFile *
ts_sheet_window_get_file (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  return self->file;
}

GtkWidget *
ts_sheet_window_get_field (TsSheetWindow *self,
                           guint          player,
                           int            field)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->forms->len, NULL);
  return ts_sheet_player_form_get_field (ts_sheet_window_get_form (self, player), field);
}

const char *
ts_sheet_window_get_problem (TsSheetWindow *self,
                             guint          player)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->forms->len, NULL);
  return ts_sheet_player_form_get_problem (ts_sheet_window_get_form (self, player));
}

GtkGrid *
ts_sheet_window_get_table (TsSheetWindow *self)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);
  return self->score_table;
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

TsSheetWindow *
ts_sheet_window_new (GtkWindow         *parent,
                     const TsSheetSpec *spec)
{
  TsSheetWindow *self = g_object_new (TS_TYPE_SHEET_WINDOW, "transient-for", parent, NULL);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;

  self->spec = spec;
  adw_window_title_set_subtitle (self->form_title, _(spec->module->name));
  adw_window_title_set_subtitle (self->result_title, _(spec->module->name));
  gtk_label_set_label (self->intro_label, _(spec->intro));
  /* The players a new game would propose: the last game's, as a table scores the game it
   * just played with the same friends. */
  ts_setup_propose_players (2, spec->max_players, &names, &colors);
  for (guint i = 0; names[i] != NULL; i++)
    add_form (self, names[i]);
  while (self->forms->len < 2)
    add_form (self, NULL);
  ts_sheet_window_update_actions (self);
  ts_sheet_player_form_focus_first (ts_sheet_window_get_form (self, 0));
  return self;
}

/* -------------------------------------------------------------------------------------- */
/* A phone's width                                                                         */

/* Below this window width (a phone) the score table puts each category above its values:
 * four or five players' columns fit 360 px, with no table to scroll sideways. */
#define NARROW_WIDTH 600

static void
set_narrow (TsSheetWindow *self,
            gboolean       narrow)
{
  if (narrow == self->narrow)
    return;
  self->narrow = narrow;
  if (narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self->score_table), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->score_table), "narrow");
  ts_sheet_window_fill_table (self);
}

static gboolean
renarrow_cb (gpointer data)
{
  TsSheetWindow *self = data;

  self->narrow_idle = 0;
  set_narrow (self, gtk_widget_get_width (GTK_WIDGET (self)) < NARROW_WIDTH);
  return G_SOURCE_REMOVE;
}

/* Before the first frame, at the size the window opens at. */
static void
ts_sheet_window_realize (GtkWidget *widget)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);
  int width = 0, height = 0;

  /* Both asked for: GTK 4.8 writes both, NULL or not. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  set_narrow (self, width > 0 && width < NARROW_WIDTH);
  GTK_WIDGET_CLASS (ts_sheet_window_parent_class)->realize (widget);
}

/* Resized across the width: the style changes after this allocation, never during it. */
static void
ts_sheet_window_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);

  GTK_WIDGET_CLASS (ts_sheet_window_parent_class)->size_allocate (widget, width, height,
                                                                  baseline);
  if ((width < NARROW_WIDTH) != self->narrow && self->narrow_idle == 0)
    self->narrow_idle = g_idle_add (renarrow_cb, self);
}

static void
ts_sheet_window_dispose (GObject *object)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (object);

  g_clear_handle_id (&self->narrow_idle, g_source_remove);
  ts_score_export_cancel (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_SHEET_WINDOW);
  g_clear_pointer (&self->forms, g_ptr_array_unref);
  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->removed, json_node_unref);
  g_clear_object (&self->removed_toast);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (ts_sheet_window_parent_class)->dispose (object);
}

static void
ts_sheet_window_class_init (TsSheetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_sheet_window_dispose;
  widget_class->realize = ts_sheet_window_realize;
  widget_class->size_allocate = ts_sheet_window_size_allocate;

  g_type_ensure (TS_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-sheet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, form_title);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, intro_label);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, players_box);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, result_title);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, score_button);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, score_table);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsSheetWindow, winner_label);

  gtk_widget_class_install_action (widget_class, "sheet.score", NULL, score_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.add-player", NULL, add_player_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.back", NULL, back_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.restore-player", NULL,
                                   restore_player_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-pdf", NULL,
                                   ts_sheet_window_export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.export-png", NULL,
                                   ts_sheet_window_export_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.print", NULL,
                                   ts_sheet_window_print_action_cb);

  ts_sheet_keeper_bind_keys (widget_class);
}

static void
ts_sheet_window_init (TsSheetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  self->forms = g_ptr_array_new ();
}
