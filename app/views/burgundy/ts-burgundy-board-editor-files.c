/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board editor's new boards, the name and kind of a user's board, and boards shared as
 * files: Import… and Export… (the format is ts_burgundy_board_export()'s,
 * docs/file-format.md). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-atomic-write.h"
#include "ts-burgundy-board-editor-private.h"
#include "ts-export-target.h"
#include "ts-mnemonic-names.h"

/* -------------------------------------------------------------------------------------- */
/* New Board…                                                                              */

typedef struct
{
  GtkWidget *name;  /* GtkEntry */
  GtkWidget *kind;  /* GtkDropDown: TsBurgundyBoardKind */
  GtkWidget *start; /* GtkDropDown: 0 = empty, else 1 + an index into the store */
  GArray *starts;   /* guint: the store's boards offered to start from */
  TsBurgundyBoardStore *store; /* the editor's, which outlives its dialog */
} NewBoard;

/* The boards to start from: those on the grid of the kind chosen (a team board's 16 x 10,
 * or the duchy's 37 spaces), after an empty board. */
static void
fill_starts (NewBoard *form)
{
  g_autoptr(GtkStringList) starts = gtk_string_list_new (NULL);
  guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (form->kind));
  guint n = ts_burgundy_board_store_get_n_boards (form->store);

  g_array_set_size (form->starts, 0);
  /* Translators: "Start from" in the new-board dialog: nothing entered yet */
  gtk_string_list_append (starts, _("An empty board"));
  for (guint i = 0; i < n; i++)
    {
      const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (form->store, i);

      if (board->known && board->n_cells == ts_burgundy_board_kind_cells (kind))
        {
          g_autofree char *label = ts_burgundy_board_store_dup_label (form->store, i);

          gtk_string_list_append (starts, label);
          g_array_append_val (form->starts, i);
        }
    }
  gtk_drop_down_set_model (GTK_DROP_DOWN (form->start), G_LIST_MODEL (starts));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (form->start), 0);
}

static void
new_board_free (gpointer data)
{
  NewBoard *form = data;

  g_array_unref (form->starts);
  g_free (form);
}

static void
copy_name (char       *dest,
           gsize       size,
           const char *text)
{
  const char *end = text;

  /* Cut between characters when too long for the field. */
  while (*end != '\0' && (gsize) (g_utf8_next_char (end) - text) < size)
    end = g_utf8_next_char (end);
  memset (dest, 0, size);
  memcpy (dest, text, end - text);
}

static void
new_response_cb (AdwMessageDialog      *dialog,
                 const char            *response,
                 TsBurgundyBoardEditor *self)
{
  NewBoard *form = g_object_get_data (G_OBJECT (dialog), "new-board");
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;
  TsBurgundyDuchy board = { 0 };
  guint start;

  if (g_strcmp0 (response, "create") != 0)
    return;
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (form->name))));
  if (*name == '\0')
    return;
  id = ts_burgundy_board_store_new_id (self->store, name);
  g_strlcpy (board.id, id, sizeof board.id);
  copy_name (board.name, sizeof board.name, name);
  board.kind = MIN (gtk_drop_down_get_selected (GTK_DROP_DOWN (form->kind)),
                    TS_BURGUNDY_EDITOR_KINDS - 1);
  board.n_cells = ts_burgundy_board_kind_cells (board.kind);
  board.known = TRUE;
  board.confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
  /* A team board starts with every cell of its grid no space: only what is typed is. */
  memset (board.colour, board.kind == TS_BURGUNDY_BOARD_TEAM ? TS_BURGUNDY_NO_SPACE : 255,
          sizeof board.colour);
  start = gtk_drop_down_get_selected (GTK_DROP_DOWN (form->start));
  if (start > 0 && start <= form->starts->len)
    {
      const TsBurgundyDuchy *from = ts_burgundy_board_store_get_board (
          self->store, g_array_index (form->starts, guint, start - 1));

      /* Listed for the kind chosen only (see fill_starts); a grid's cells fit no other. */
      g_return_if_fail (from->n_cells == board.n_cells);

      memcpy (board.colour, from->colour, sizeof board.colour);
      memcpy (board.die, from->die, sizeof board.die);
      board.start_spaces = from->start_spaces;
      if (board.kind == TS_BURGUNDY_BOARD_OUTPOST)
        memcpy (board.outposts, from->outposts, sizeof board.outposts);
    }
  ts_burgundy_board_count (&board);
  if (_ts_burgundy_board_editor_add (self, &board))
    _ts_burgundy_board_editor_focus_space (self, 0);
}

static void
new_name_changed_cb (GtkEditable      *name,
                     AdwMessageDialog *dialog)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (name)));

  adw_message_dialog_set_response_enabled (dialog, "create", *text != '\0');
}

static GtkWidget *
labelled (GtkWidget  *box,
          const char *mnemonic,
          GtkWidget  *widget)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  /* A drop-down's button, which takes the focus, is read with the label too (issue 41). */
  if (GTK_IS_DROP_DOWN (widget))
    {
      g_autofree char *name = ts_mnemonic_names_strip (mnemonic);

      ts_mnemonic_names_drop_down (GTK_DROP_DOWN (widget), name);
    }
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), widget);
  return widget;
}

static void
new_activated (GtkWidget  *widget,
               const char *action,
               GVariant   *parameter)
{
  TsBurgundyBoardEditor *self = TS_BURGUNDY_BOARD_EDITOR (widget);
  NewBoard *form = g_new0 (NewBoard, 1);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *dialog;

  form->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  form->store = self->store;
  for (guint k = 0; k < TS_BURGUNDY_EDITOR_KINDS; k++)
    gtk_string_list_append (kinds, ts_burgundy_board_kind_name (k));

  form->name = gtk_entry_new ();
  gtk_widget_set_name (form->name, "new-name");
  /* Enter creates the board (the default response, once a name is typed). */
  gtk_entry_set_activates_default (GTK_ENTRY (form->name), TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (form->name),
                                  /* Translators: an example of a new board's name */
                                  _("4 (2019 print)"));
  form->kind = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (kinds)), NULL);
  gtk_widget_set_name (form->kind, "new-kind");
  form->start = gtk_drop_down_new (NULL, NULL);
  gtk_widget_set_name (form->start, "new-start");
  fill_starts (form);
  g_signal_connect_swapped (form->kind, "notify::selected", G_CALLBACK (fill_starts), form);
  labelled (box, _("_Name"), form->name);
  labelled (box, _("_Kind"), form->kind);
  /* Translators: the new-board dialog: copy a board's spaces to begin with */
  labelled (box, _("_Start From"), form->start);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Board"),
                                   _("A board of your box that Tableside does not have, such as "
                                     "a duchy of another print. Its spaces are entered next."));
  gtk_widget_set_name (dialog, "new-dialog");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "create",
                                    _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "create", FALSE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "new-board", form, new_board_free);
  g_signal_connect_object (form->name, "changed", G_CALLBACK (new_name_changed_cb), dialog,
                           G_CONNECT_DEFAULT);
  g_signal_connect_object (dialog, "response", G_CALLBACK (new_response_cb), self,
                           G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (form->name);
}

/* -------------------------------------------------------------------------------------- */
/* Name and kind of the user's board                                                       */

static void
name_changed_cb (TsBurgundyBoardEditor *self)
{
  const char *text = gtk_editable_get_text (self->name_entry);
  const char *end = text;

  if (self->updating || !self->editable)
    return;
  /* The name fits its field, cut between characters. */
  while (*end != '\0' && (gsize) (g_utf8_next_char (end) - text) < sizeof self->board.name)
    end = g_utf8_next_char (end);
  memset (self->board.name, 0, sizeof self->board.name);
  memcpy (self->board.name, text, end - text);
  self->dirty = TRUE;
  gtk_label_set_text (self->title_label, self->board.name);
  _ts_burgundy_board_editor_mark_unsaved (self);
}

/* Whether any space has a colour or a die entered (a cell marked no space does not count:
 * a new team board starts that way). */
static gboolean
anything_entered (const TsBurgundyDuchy *board)
{
  for (guint s = 0; s < board->n_cells; s++)
    if (board->colour[s] < TS_BURGUNDY_N_COLOURS || board->die[s] != 0)
      return TRUE;
  return FALSE;
}

static void
kind_changed_cb (TsBurgundyBoardEditor *self)
{
  guint kind = gtk_drop_down_get_selected (self->kind_dropdown);

  if (self->updating || !self->editable || kind >= TS_BURGUNDY_EDITOR_KINDS
      || kind == self->board.kind)
    return;
  /* A team board's grid is not a duchy's: going from one to the other starts the spaces
   * afresh, which is allowed only while nothing is entered. */
  if ((kind == TS_BURGUNDY_BOARD_TEAM) != (self->board.kind == TS_BURGUNDY_BOARD_TEAM))
    {
      if (anything_entered (&self->board))
        {
          self->updating = TRUE;
          gtk_drop_down_set_selected (self->kind_dropdown, self->board.kind);
          self->updating = FALSE;
          gtk_widget_error_bell (GTK_WIDGET (self));
          _ts_burgundy_board_editor_toast (
              self, _("A team board and a duchy are entered on different grids: make a new "
                      "board of the other kind (Ctrl+N) instead."));
          return;
        }
      self->board.n_cells = ts_burgundy_board_kind_cells (kind);
      memset (self->board.colour, kind == TS_BURGUNDY_BOARD_TEAM ? TS_BURGUNDY_NO_SPACE : 255,
              sizeof self->board.colour);
      memset (self->board.die, 0, sizeof self->board.die);
      self->board.start_spaces = (TsBurgundySpaces){ { 0 } };
      self->space = 0;
    }
  self->board.kind = kind;
  /* Outposts belong to outpost boards only. */
  if (kind != TS_BURGUNDY_BOARD_OUTPOST)
    memset (self->board.outposts, 0, sizeof self->board.outposts);
  self->dirty = TRUE;
  _ts_burgundy_board_editor_changed (self);
}

void
_ts_burgundy_board_editor_fields_init (TsBurgundyBoardEditor *self)
{
  g_signal_connect_swapped (self->name_entry, "changed", G_CALLBACK (name_changed_cb), self);
  g_signal_connect_swapped (self->kind_dropdown, "notify::selected",
                            G_CALLBACK (kind_changed_cb), self);
  /* The name the template gives it, on its button too (issue 41). */
  ts_mnemonic_names_drop_down (self->kind_dropdown, _("Kind"));
}

/* -------------------------------------------------------------------------------------- */
/* Import… and Export…                                                                     */

static char *
display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename);
}

gboolean
_ts_burgundy_board_editor_import_file (TsBurgundyBoardEditor *self,
                                       GFile                 *file)
{
  g_autofree char *name = display_name (file);
  g_autofree char *heading = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  TsBurgundyDuchy board = { 0 };
  int source = -1;

  /* Translators: heading of an error dialog; %s is a file's name */
  heading = g_strdup_printf (_("“%s” Could Not Be Imported"), name);
  if (!ts_burgundy_board_import_file (file, name, &board, &error))
    {
      _ts_burgundy_board_editor_error (self, heading, error->message);
      return FALSE;
    }
  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (self->store); i++)
    if (g_strcmp0 (ts_burgundy_board_store_get_board (self->store, i)->id, board.id) == 0)
      source = ts_burgundy_board_store_get_source (self->store, i);
  /* Another board of the user's with that id is kept: the import gets an id of its own. A
   * shipped board's id makes the import a correction of it. */
  if (source == TS_BURGUNDY_BOARD_USER || board.id[0] == '\0')
    {
      g_autofree char *id = ts_burgundy_board_store_new_id (
          self->store, board.name[0] != '\0' ? board.name : name);

      g_strlcpy (board.id, id, sizeof board.id);
    }
  else if (source >= 0)
    g_strlcpy (board.base, board.id, sizeof board.base);
  if (board.name[0] == '\0')
    copy_name (board.name, sizeof board.name, board.id);
  if (!_ts_burgundy_board_editor_add (self, &board))
    return FALSE;
  /* Translators: a toast after an import; the board's name, then the file's */
  text = g_strdup_printf (_("“%s” imported from “%s”."), board.name, name);
  _ts_burgundy_board_editor_toast (self, text);
  return TRUE;
}

gboolean
_ts_burgundy_board_editor_export_file (TsBurgundyBoardEditor *self,
                                       GFile                 *file)
{
  g_autoptr(JsonNode) node = ts_burgundy_board_export (&self->board);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (file);
  g_autofree char *json = NULL;
  g_autofree char *text = NULL;
  gsize length;

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json = json_generator_to_data (generator, &length);
  /* The export rule (ts-export-target.c), then the file whole or not at all. */
  if (!ts_export_target_check_file (file, NULL, &error)
      || !ts_atomic_write (file, json, length, NULL, &error))
    {
      /* Translators: heading of an error dialog; %s is a file's name */
      g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Written"), name);

      _ts_burgundy_board_editor_error (self, heading, error->message);
      return FALSE;
    }
  /* Translators: a toast after an export; %s is the file's name */
  text = g_strdup_printf (_("Board saved as “%s”: share it with Import Board…"), name);
  _ts_burgundy_board_editor_toast (self, text);
  return TRUE;
}

static void
chooser_response_cb (GtkNativeDialog       *chooser,
                     int                    response,
                     TsBurgundyBoardEditor *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean export = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
                    == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  if (export)
    _ts_burgundy_board_editor_export_file (self, file);
  else
    _ts_burgundy_board_editor_import_file (self, file);
}

static void
open_chooser (TsBurgundyBoardEditor *self,
              gboolean               export)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  if (self->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (export ? _("Export Board") : _("Import Board"),
                                         GTK_WINDOW (self),
                                         export ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         export ? _("_Export") : _("_Import"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  /* Translators: the file type of exported boards in the file chooser */
  gtk_file_filter_set_name (filter, _("Board files (JSON)"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (export)
    {
      g_autofree char *suggested = g_strconcat (self->board.id, ".json", NULL);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
    }
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (self->chooser);
}

static void
import_activated (GtkWidget  *widget,
                  const char *action,
                  GVariant   *parameter)
{
  open_chooser (TS_BURGUNDY_BOARD_EDITOR (widget), FALSE);
}

static void
export_activated (GtkWidget  *widget,
                  const char *action,
                  GVariant   *parameter)
{
  open_chooser (TS_BURGUNDY_BOARD_EDITOR (widget), TRUE);
}

void
_ts_burgundy_board_editor_files_init (TsBurgundyBoardEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_activated);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_activated);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "editor.new",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "editor.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "editor.export", NULL);
}
