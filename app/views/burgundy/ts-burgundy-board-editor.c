/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board editor window: the board shown, saving, removing and correcting (the lists of
 * boards and problems are in ts-burgundy-board-editor-lists.c, the spaces are entered in
 * ts-burgundy-board-editor-space.c, new boards, their name and kind, and files in
 * ts-burgundy-board-editor-files.c; a team board is drawn by ts-burgundy-board-editor-grid.c). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-board-editor-private.h"
#include "ts-burgundy-hex-space.h"
#include "ts-overrides-broken.h"

G_DEFINE_FINAL_TYPE (TsBurgundyBoardEditor, ts_burgundy_board_editor, ADW_TYPE_WINDOW)

/* -------------------------------------------------------------------------------------- */
/* Helpers                                                                                 */

static int
find_board (TsBurgundyBoardEditor *self,
            const char            *id)
{
  guint n = ts_burgundy_board_store_get_n_boards (self->store);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (ts_burgundy_board_store_get_board (self->store, i)->id, id) == 0)
      return i;
  return -1;
}

static gboolean
store_broken (TsBurgundyBoardEditor *self)
{
  return ts_burgundy_board_store_get_load_error (self->store) != NULL;
}

void
_ts_burgundy_board_editor_toast (TsBurgundyBoardEditor *self,
                                 const char            *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);

  /* Toast titles are markup on libadwaita 1.2: escaped above. */
  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_ts_burgundy_board_editor_error (TsBurgundyBoardEditor *self,
                                 const char            *heading,
                                 const char            *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  gtk_widget_set_name (dialog, "error-dialog");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
store_changed_cb (TsBurgundyBoardEditor *self)
{
  _ts_burgundy_board_editor_fill_list (self);
}

/* -------------------------------------------------------------------------------------- */
/* The board shown                                                                         */

static const char *
status_text (TsBurgundyBoardEditor *self,
             TsBurgundyBoardSource  source)
{
  if (store_broken (self))
    /* Translators: the board editor, when the user's boards file cannot be read */
    return _("Your boards cannot be read, so none can be changed until the file is replaced.");
  if (self->editable && source == TS_BURGUNDY_BOARD_SHIPPED)
    /* Translators: the board editor, after Correct This Board (not saved yet) */
    return _("Your correction, not saved yet: once saved, new games use it instead of the "
             "shipped board.");
  switch (source)
    {
    case TS_BURGUNDY_BOARD_CORRECTED:
      /* Translators: the board editor, about a corrected shipped board */
      return _("Your correction of a shipped board: new games use it. Put Back the Shipped "
               "Board (in the menu) forgets it.");
    case TS_BURGUNDY_BOARD_USER:
      /* Translators: the board editor, about a board the user entered or imported */
      return _("A board of your box: new games can use it once it has no problem.");
    case TS_BURGUNDY_BOARD_SHIPPED:
    default:
      if (!self->board.known)
        /* Translators: the board editor, about a shipped board Tableside lacks */
        return _("Tableside does not know this board yet: enter it from your box, space by "
                 "space.");
      switch (self->board.confidence)
        {
        case TS_BURGUNDY_CONFIDENCE_HIGH:
          /* Translators: the board editor, about a shipped board */
          return _("Shipped with Tableside, read from the board itself (high confidence). "
                   "If yours differs, correct it.");
        case TS_BURGUNDY_CONFIDENCE_MEDIUM:
          /* Translators: the board editor, about a shipped board */
          return _("Shipped with Tableside at medium confidence: it may hold transcription "
                   "mistakes. Compare it with your box and correct it.");
        default:
          /* Translators: the board editor, about a shipped board */
          return _("Shipped with Tableside at low confidence: compare it with your box and "
                   "correct it.");
        }
    }
}

void
_ts_burgundy_board_editor_changed (TsBurgundyBoardEditor *self)
{
  g_autofree char *label = NULL;
  gboolean team = self->board.kind == TS_BURGUNDY_BOARD_TEAM;

  ts_burgundy_board_count (&self->board);
  /* Translators: the board drawn in the board editor, for screen readers; %s its name */
  label = g_strdup_printf (_("Board %s"), self->board.name[0] != '\0' ? self->board.name
                                                                       : self->board.id);
  /* A team board is entered on its grid of 160 cells, every other board on the duchy's. */
  if (team)
    ts_burgundy_board_editor_grid_set_board (self->team_grid, &self->board, label);
  else
    ts_burgundy_duchy_view_set_board (self->duchy_view, &self->data->grid, &self->board, label);
  gtk_widget_set_visible (GTK_WIDGET (self->team_grid), team);
  gtk_widget_set_visible (GTK_WIDGET (self->duchy_view), !team);
  if (self->space >= self->board.n_cells)
    self->space = 0;
  _ts_burgundy_board_editor_show_problems (self);
  _ts_burgundy_board_editor_space_update (self);
  _ts_burgundy_board_editor_mark_unsaved (self);
}

static void
update_actions (TsBurgundyBoardEditor *self)
{
  int i = find_board (self, self->board.id);
  TsBurgundyBoardSource source = i >= 0 ? ts_burgundy_board_store_get_source (self->store, i)
                                        : TS_BURGUNDY_BOARD_USER;
  gboolean broken = store_broken (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", self->editable && !broken);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.new", !broken);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.import", !broken);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export", self->board.known);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete",
                                 !broken && i >= 0 && source == TS_BURGUNDY_BOARD_USER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.put-back",
                                 !broken && i >= 0 && source == TS_BURGUNDY_BOARD_CORRECTED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.correct",
                                 !broken && !self->editable);
  gtk_widget_set_visible (self->correct_button, !self->editable && !broken);
  gtk_button_set_label (GTK_BUTTON (self->correct_button),
                        self->board.known ? _("_Correct This Board") : _("_Enter This Board"));
  gtk_label_set_text (self->status_label, status_text (self, source));
  /* A user's board is titled by its name as typed (the list's label follows on Save). */
  if (i >= 0 && source != TS_BURGUNDY_BOARD_USER)
    {
      g_autofree char *label = ts_burgundy_board_store_dup_label (self->store, i);

      gtk_label_set_text (self->title_label, label);
    }
  else
    gtk_label_set_text (self->title_label, self->board.name);
  /* A correction keeps the shipped board's name and kind. */
  gtk_widget_set_visible (self->fields_box, self->editable && source == TS_BURGUNDY_BOARD_USER);
  gtk_widget_set_sensitive (self->space_box, self->editable);
}

void
_ts_burgundy_board_editor_show (TsBurgundyBoardEditor *self,
                                const char            *id)
{
  int i = find_board (self, id);

  if (i < 0)
    i = 0;
  self->board = *ts_burgundy_board_store_get_board (self->store, i);
  self->editable = !store_broken (self)
                   && ts_burgundy_board_store_get_source (self->store, i)
                          != TS_BURGUNDY_BOARD_SHIPPED;
  self->dirty = FALSE;

  self->updating = TRUE;
  gtk_editable_set_text (self->name_entry, self->board.name);
  gtk_drop_down_set_selected (self->kind_dropdown, self->board.kind);
  self->updating = FALSE;
  _ts_burgundy_board_editor_select_row (self, self->board.id);
  update_actions (self);
  _ts_burgundy_board_editor_changed (self);
}

/* Changes left unsaved go to the store before another board is shown or the window closes:
 * a half-entered board is kept as a draft rather than lost. */
static gboolean
keep_changes (TsBurgundyBoardEditor *self)
{
  return !self->dirty || !self->editable || _ts_burgundy_board_editor_save (self);
}

static void
board_selected_cb (TsBurgundyBoardEditor *self,
                   GtkListBoxRow         *row)
{
  g_autofree char *id = NULL;

  if (self->updating || row == NULL)
    return;
  id = g_strdup (gtk_widget_get_name (GTK_WIDGET (row)));
  if (g_strcmp0 (id, self->board.id) == 0)
    return;
  if (!keep_changes (self))
    {
      _ts_burgundy_board_editor_select_row (self, self->board.id);
      return;
    }
  _ts_burgundy_board_editor_show (self, id);
}

/* -------------------------------------------------------------------------------------- */
/* Saving, correcting, removing                                                            */

/* The board as messages name it: a shipped board (corrected or not) by its number, as the
 * list does, a user's board by its name. */
static char *
display_name (TsBurgundyBoardEditor *self)
{
  int i = find_board (self, self->board.id);

  if (self->board.base[0] != '\0'
      || (i >= 0 && ts_burgundy_board_store_get_source (self->store, i) != TS_BURGUNDY_BOARD_USER))
    /* Translators: %s is a duchy board number. */
    return g_strdup_printf (_("Duchy %s"), self->board.id);
  return g_strdup (self->board.name[0] != '\0' ? self->board.name : self->board.id);
}

/* Saves the working copy; with @toast, says whether it can start a game. */
static gboolean
save_board (TsBurgundyBoardEditor *self,
            gboolean               toast)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = display_name (self);

  if (!self->editable)
    return FALSE;
  ts_burgundy_board_count (&self->board);
  if (!ts_burgundy_board_store_save (self->store, &self->board, &error))
    {
      /* Translators: heading of an error dialog; %s is a board's name */
      g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);

      _ts_burgundy_board_editor_error (self, heading, error->message);
      return FALSE;
    }
  self->dirty = FALSE;
  update_actions (self);
  if (!toast)
    return TRUE;
  problems = ts_burgundy_board_problems (self->data, &self->board);
  if (problems->len > 0)
    text = g_strdup_printf (ngettext ("Saved as a draft: it cannot start a game until the "
                                      "problem under the board is put right.",
                                      "Saved as a draft: it cannot start a game until the %u "
                                      "problems under the board are put right.",
                                      problems->len),
                            problems->len);
  else
    /* Translators: a toast after saving a board; %s is its name */
    text = g_strdup_printf (_("“%s” saved: it can start a game."), name);
  _ts_burgundy_board_editor_toast (self, text);
  return TRUE;
}

gboolean
_ts_burgundy_board_editor_save (TsBurgundyBoardEditor *self)
{
  return save_board (self, TRUE);
}

gboolean
_ts_burgundy_board_editor_add (TsBurgundyBoardEditor *self,
                               const TsBurgundyDuchy *board)
{
  if (!keep_changes (self))
    return FALSE;
  self->board = *board;
  self->editable = TRUE;
  /* Listed at once, as a draft until entered: the list says so, no toast needed. */
  if (!save_board (self, FALSE))
    return FALSE;
  _ts_burgundy_board_editor_show (self, board->id);
  return TRUE;
}

static void
save_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *parameter)
{
  _ts_burgundy_board_editor_save (TS_BURGUNDY_BOARD_EDITOR (widget));
}

/* A correction of the shipped board shown: same id, base = the shipped board, entered from
 * scratch when Tableside does not know it. Saved with the first change. */
static void
correct_activated (GtkWidget  *widget,
                   const char *action,
                   GVariant   *parameter)
{
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (widget);

  if (self->editable || store_broken (self))
    return;
  g_strlcpy (self->board.base, self->board.id, sizeof self->board.base);
  if (!self->board.known)
    {
      memset (self->board.colour, 255, sizeof self->board.colour);
      memset (self->board.die, 0, sizeof self->board.die);
      self->board.known = TRUE;
    }
  self->board.confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
  self->editable = TRUE;
  update_actions (self);
  _ts_burgundy_board_editor_changed (self);
  _ts_burgundy_board_editor_focus_space (self, 0);
}

static void
remove_response_cb (AdwMessageDialog      *dialog,
                    const char            *response,
                    TsBurgundyBoardEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = g_strdup (self->board.id);
  int i;

  if (g_strcmp0 (response, "remove") != 0)
    return;
  i = find_board (self, id);
  if (!ts_burgundy_board_store_remove (self->store, id, &error))
    {
      _ts_burgundy_board_editor_error (self, _("The Board Could Not Be Removed"), error->message);
      return;
    }
  /* A correction's board is still there, as shipped; a user's board is gone. */
  if (find_board (self, id) < 0)
    {
      guint n = ts_burgundy_board_store_get_n_boards (self->store);

      i = MIN (MAX (i, 0), (int) n - 1);
      _ts_burgundy_board_editor_show (self,
                                      ts_burgundy_board_store_get_board (self->store, i)->id);
    }
  else
    _ts_burgundy_board_editor_show (self, id);
}

static void
remove_activated (GtkWidget  *widget,
                  const char *action,
                  GVariant   *parameter)
{
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (widget);
  gboolean put_back = g_str_equal (action, "editor.put-back");
  g_autofree char *name = display_name (self);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (put_back)
    /* Translators: heading of a question; %s is a shipped board's name */
    heading = g_strdup_printf (_("Put Back the Shipped “%s”?"), name);
  else
    /* Translators: heading of a question; %s is a board's name */
    heading = g_strdup_printf (_("Delete “%s”?"), name);
  dialog = adw_message_dialog_new (
      GTK_WINDOW (self), heading,
      put_back ? _("Your correction is forgotten: new games use the board as shipped. Games "
                   "already played keep the board they were played on.")
               : _("New games can no longer use it. Games already played keep the board they "
                   "were played on."));
  gtk_widget_set_name (dialog, "remove-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "remove",
                                    put_back ? _("_Put Back") : _("_Delete"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_response_cb), self,
                           G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -------------------------------------------------------------------------------------- */
/* A broken file of the user's boards                                                      */

static void
file_replaced_cb (gpointer data)
{
  TsBurgundyBoardEditor *self = data;
  g_autoptr(GError) error = NULL;

  if (!ts_burgundy_board_store_load (self->store, &error))
    {
      ts_overrides_broken_show (self->broken_group, error->message);
      return;
    }
  gtk_widget_set_visible (self->broken_group, FALSE);
  _ts_burgundy_board_editor_fill_list (self);
  _ts_burgundy_board_editor_show (self, self->board.id);
}

/* -------------------------------------------------------------------------------------- */

static void
draft_kept_response_cb (AdwMessageDialog      *dialog,
                        const char            *response,
                        TsBurgundyBoardEditor *self)
{
  self->close_dialog = NULL;
  if (g_strcmp0 (response, "close") != 0)
    return;
  self->draft_said = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* Closing with changes saves them; when that leaves a board that cannot start a game, the
 * window says it was kept as a draft before it goes (issue 24: it closed without a word). */
static gboolean
say_draft_kept (TsBurgundyBoardEditor *self)
{
  g_autoptr(GPtrArray) problems = ts_burgundy_board_problems (self->data, &self->board);
  g_autofree char *name = display_name (self);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (problems->len == 0)
    return FALSE;
  /* Translators: heading of the question on closing the board editor; %s is a board's name */
  heading = g_strdup_printf (_("“%s” Kept as a Draft"), name);
  body = g_strdup_printf (ngettext ("What you entered is saved, but the board cannot start a "
                                    "game until the problem under it is put right. It stays "
                                    "in the list to finish later.",
                                    "What you entered is saved, but the board cannot start a "
                                    "game until the %u problems under it are put right. It "
                                    "stays in the list to finish later.",
                                    problems->len),
                          problems->len);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_responses (dialog, "edit", _("_Keep Editing"), "close", _("_Close"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "close", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "edit");
  gtk_widget_set_name (GTK_WIDGET (dialog), "draft-kept-dialog");
  g_signal_connect_object (dialog, "response", G_CALLBACK (draft_kept_response_cb), self, 0);
  self->close_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static gboolean
ts_burgundy_board_editor_close_request (GtkWindow *window)
{
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (window);
  if (self->close_dialog != NULL)
    return TRUE;
  /* Kept until the window goes: after Keep Editing, closing asks again. */
  self->closing_changed |= self->dirty && self->editable;
  /* A board that could not be saved keeps the window open, with the reason shown. */
  if (!keep_changes (self))
    return TRUE;
  if (self->closing_changed && !self->draft_said && say_draft_kept (self))
    return TRUE;
  return GTK_WINDOW_CLASS (ts_burgundy_board_editor_parent_class)->close_request (window);
}

static void
ts_burgundy_board_editor_dispose (GObject *object)
{
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_BURGUNDY_BOARD_EDITOR);
  G_OBJECT_CLASS (ts_burgundy_board_editor_parent_class)->dispose (object);
}

static void
ts_burgundy_board_editor_finalize (GObject *object)
{
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (object);

  g_free (self->keys);
  g_clear_object (&self->key_toast);
  G_OBJECT_CLASS (ts_burgundy_board_editor_parent_class)->finalize (object);
}

static void
ts_burgundy_board_editor_class_init (TsBurgundyBoardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ts_burgundy_board_editor_dispose;
  object_class->finalize = ts_burgundy_board_editor_finalize;
  window_class->close_request = ts_burgundy_board_editor_close_request;

  g_type_ensure (TS_TYPE_BURGUNDY_DUCHY_VIEW);
  g_type_ensure (TS_TYPE_BURGUNDY_BOARD_EDITOR_GRID);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/tableside/Tableside/ui/burgundy/ts-burgundy-board-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, board_list);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, colour_grid);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, correct_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, die_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, duchy_view);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, fields_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, help_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, main_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, no_space_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, outpost_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, problem_list);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, side_scroller);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, space_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, space_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, start_check);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, start_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, team_grid);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, title_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyBoardEditor, toast_overlay);

  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "editor.correct", NULL, correct_activated);
  gtk_widget_class_install_action (widget_class, "editor.delete", NULL, remove_activated);
  gtk_widget_class_install_action (widget_class, "editor.put-back", NULL, remove_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save",
                                       NULL);
  _ts_burgundy_board_editor_files_init (klass);
  /* Escape closes the window; what was entered is kept (see keep_changes). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_burgundy_board_editor_init (TsBurgundyBoardEditor *self)
{
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->data = ts_burgundy_data_get (NULL);
  for (guint k = 0; k < TS_BURGUNDY_EDITOR_KINDS; k++)
    gtk_string_list_append (kinds, ts_burgundy_board_kind_name (k));
  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (kinds));
  _ts_burgundy_board_editor_fields_init (self);
  g_signal_connect_swapped (self->board_list, "row-selected", G_CALLBACK (board_selected_cb),
                            self);
  _ts_burgundy_board_editor_space_init (self);
}

GtkWidget *
ts_burgundy_board_editor_new (GtkWindow            *parent,
                              TsBurgundyBoardStore *store,
                              const char           *board_id)
{
  TsBurgundyBoardEditor *self;
  const char *load_error;
  guint n;

  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (store), NULL);
  g_return_val_if_fail (ts_burgundy_board_store_get_n_boards (store) > 0, NULL);

  self = g_object_new (TS_TYPE_BURGUNDY_BOARD_EDITOR, "transient-for", parent, "modal",
                       parent != NULL, NULL);
  self->store = g_object_ref (store);
  g_signal_connect_object (store, "changed", G_CALLBACK (store_changed_cb), self,
                           G_CONNECT_SWAPPED);

  self->broken_group = ts_overrides_broken_new (
      ts_burgundy_board_store_get_overrides (store),
      /* Translators: over a broken file of the user's boards; the path and reason follow */
      _("Your boards cannot be used; the file stays as it is until you replace it"),
      file_replaced_cb, self);
  /* Over the board, as wide as the title (main_box leaves the right margin to its rows, so
   * that the pane beside the board scrolls at the window's edge). */
  gtk_widget_set_margin_end (self->broken_group, 18);
  gtk_box_prepend (GTK_BOX (self->main_box), self->broken_group);
  load_error = ts_burgundy_board_store_get_load_error (store);
  if (load_error != NULL)
    ts_overrides_broken_show (self->broken_group, load_error);

  /* The first board not known yet is the likeliest reason to come here. */
  n = ts_burgundy_board_store_get_n_boards (store);
  for (guint i = 0; board_id == NULL && i < n; i++)
    if (!ts_burgundy_board_store_get_board (store, i)->known)
      board_id = ts_burgundy_board_store_get_board (store, i)->id;
  if (board_id == NULL)
    board_id = ts_burgundy_board_store_get_board (store, 0)->id;

  g_strlcpy (self->board.id, board_id, sizeof self->board.id);
  _ts_burgundy_board_editor_fill_list (self);
  _ts_burgundy_board_editor_show (self, board_id);
  if (load_error != NULL)
    gtk_widget_grab_focus (ts_overrides_broken_get_button (self->broken_group));
  else if (self->editable)
    _ts_burgundy_board_editor_focus_space (self, 0);
  else
    gtk_widget_grab_focus (self->correct_button);
  return GTK_WIDGET (self);
}
