/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scored sheet kept in Saved Games, exported and printed, for every game's sheet window. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <sys/stat.h>

#include "ts-sheet-keeper.h"
#include "ts-atomic-write.h"
#include "ts-kept-file.h"
#include "ts-record-info.h"
#include "ts-record.h"
#include "ts-sheet-json.h"
#include "ts-toast-safe.h"

/* A kept sheet is read back as a sheet (the game's own writer made it) within a sheet
 * reader's limits (ts-sheet-read.h: 64 KiB, 32 levels). */
static gboolean
check_sheet (JsonNode *root,
             GError  **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;

  if (object != NULL
      && g_strcmp0 (json_object_get_string_member_with_default (object, "format", NULL),
                    TS_SHEET_FORMAT) == 0
      && json_object_get_string_member_with_default (object, "game", NULL) != NULL
      && json_object_has_member (object, "players"))
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("It is not a final-scoring sheet."));
  return FALSE;
}

static const TsKeptFileKind sheet_kind = {
  /* Translators: what a kept sheet should be, in “is not %s” */
  N_("a final-scoring sheet"), 64 * 1024, 32, 4096, .check = check_sheet,
};

GFile *
ts_sheet_keeper_adopt (GFile       *file,
                       TsFileStamp *stamp)
{
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *path = g_file_get_path (file);
  struct stat info;

  memset (stamp, 0, sizeof *stamp);
  if (parent == NULL || !g_file_equal (parent, dir))
    return NULL;
  if (path != NULL && stat (path, &info) == 0)
    ts_file_stamp_from_stat (stamp, &info);
  return g_object_ref (file);
}

typedef struct
{
  JsonNode *sheet;
  TsSheetLoad load;
  const char *name; /* shown: valid UTF-8 */
} Update;

/* The sheet as scored, read back first by the game's own reader; a kept sheet another
 * program changed since is not written over. */
static char *
update_cb (JsonNode *current,
           gboolean  changed,
           gpointer  user_data,
           gsize    *length,
           GError  **error)
{
  Update *update = user_data;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autofree char *text = NULL;
  g_autofree gpointer back = NULL;

  if (changed && current != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                   /* Translators: %s is a kept sheet's file name */
                   _("“%s” was changed by another program since it was opened."),
                   update->name);
      return NULL;
    }
  generator = json_generator_new ();
  json_generator_set_root (generator, update->sheet);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, length);
  back = update->load (text, *length, update->name, error);
  if (back == NULL)
    return NULL;
  return g_steal_pointer (&text);
}

/* Scoring again rewrites the same file; the "winner" is for the list, never read back. */
gboolean
ts_sheet_keeper_save (GFile      **file,
                      TsFileStamp *stamp,
                      const char  *game_id,
                      TsSheetLoad  load,
                      JsonNode    *sheet,
                      int          winner,
                      GError     **error)
{
  g_autofree char *name = NULL;
  Update update = { sheet, load, NULL };

  if (*file == NULL)
    {
      g_autoptr(GFile) dir = ts_record_dir ();
      g_autofree char *prefix = g_strconcat (game_id, "-sheet", NULL);

      *file = ts_record_new_file (dir, prefix, error);
      if (*file == NULL)
        return FALSE;
      memset (stamp, 0, sizeof *stamp);
    }
  json_object_set_int_member (json_node_get_object (sheet), "winner", winner);
  name = ts_record_display_name (*file);
  update.name = name;
  return ts_kept_file_save (*file, &sheet_kind, stamp, update_cb, &update, error);
}

void
ts_sheet_keeper_keep (GtkWindow   *window,
                      GFile      **file,
                      TsFileStamp *stamp,
                      const char  *game_id,
                      TsSheetLoad  load,
                      JsonNode    *sheet,
                      int          winner)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  const char *heading = _("The Sheet Could Not Be Kept");
  GtkWidget *dialog;

  if (ts_sheet_keeper_save (file, stamp, game_id, load, sheet, winner, &error))
    return;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
    {
      /* Nothing lost: the other program's sheet stays, this one is kept beside it. */
      g_autoptr(GError) again = NULL;

      g_clear_object (file);
      if (ts_sheet_keeper_save (file, stamp, game_id, load, sheet, winner, &again))
        {
          g_autofree char *name = ts_record_display_name (*file);

          heading = _("Kept as a New Sheet");
          /* Translators: the first sentence says which sheet changed; %s is a file name */
          body = g_strdup_printf (_("%s It was left as it is, and this scoring was kept as "
                                    "“%s” in Saved Games."),
                                  error->message, name);
        }
      else
        {
          g_clear_error (&error);
          error = g_steal_pointer (&again);
        }
    }
  dialog = adw_message_dialog_new (window, heading, body != NULL ? body : error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
fill_extras (TsScoreSheetExtras *extras,
             const char         *game,
             GDateTime          *scored_at,
             const char *const   colors[TS_SCORE_MAX_PLAYERS])
{
  memset (extras, 0, sizeof *extras);
  extras->date = scored_at;
  extras->game = game;
  for (guint i = 0; colors != NULL && i < TS_SCORE_MAX_PLAYERS; i++)
    extras->colors[i] = colors[i];
}

gboolean
ts_sheet_keeper_export (JsonNode          *breakdown,
                        const char        *game,
                        GDateTime         *scored_at,
                        const char *const  colors[TS_SCORE_MAX_PLAYERS],
                        GFile             *file,
                        gboolean           pdf,
                        GError           **error)
{
  TsScoreSheetExtras extras;

  if (breakdown == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The sheet has not been scored yet."));
      return FALSE;
    }
  fill_extras (&extras, game, scored_at, colors);
  /* The title names no record: the game's name stands above it. */
  return ts_score_sheet_save_full (breakdown, _("Final Scoring"), &extras, pdf, file, error);
}

char *
ts_sheet_keeper_suggest_name (const char *game,
                              GDateTime  *scored_at,
                              gboolean    pdf)
{
  g_autofree char *date = g_date_time_format (scored_at, "%Y-%m-%d");
  char *name = g_strdup_printf ("%s %s%s", game, date, pdf ? ".pdf" : ".png");

  g_strdelimit (name, "/\\:", '-');
  return name;
}

void
ts_sheet_keeper_print (GtkWindow         *window,
                       JsonNode          *breakdown,
                       const char        *game,
                       GDateTime         *scored_at,
                       const char *const  colors[TS_SCORE_MAX_PLAYERS])
{
  TsScoreSheetExtras extras;

  if (breakdown == NULL)
    return;
  fill_extras (&extras, game, scored_at, colors);
  ts_score_sheet_print_full (window, breakdown, _("Final Scoring"), &extras);
}

GtkWidget *
ts_sheet_keeper_ask_untouched (GtkWindow  *window,
                               guint       n,
                               const char *body,
                               GCallback   response,
                               gpointer    data)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      window, ngettext ("Score a Player With Nothing Entered?",
                        "Score Players With Nothing Entered?", n),
      body));

  adw_message_dialog_add_responses (dialog, "back", _("_Go Back"), "score",
                                    _("_Score Anyway"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "score", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "back");
  adw_message_dialog_set_close_response (dialog, "back");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", response, data, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WIDGET (dialog);
}

void
ts_sheet_keeper_bind_keys (GtkWidgetClass *widget_class)
{
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

void
ts_sheet_keeper_say_removed (AdwToastOverlay *overlay,
                             const char      *name,
                             AdwToast       **toast)
{
  g_autofree char *title = NULL;
  AdwToast *said;

  /* Translators: a toast after a player was removed from a final-scoring sheet; %s is their
   * name */
  title = g_strdup_printf (_("Removed %s"), name);
  said = adw_toast_new (title);
  adw_toast_set_button_label (said, _("_Undo"));
  adw_toast_set_action_name (said, "sheet.restore-player");
  adw_toast_set_priority (said, ADW_TOAST_PRIORITY_HIGH);
  ts_toast_safe_replace (overlay, toast, said);
}

char *
ts_sheet_keeper_dup_name_note (const char *typed,
                               gsize       size)
{
  g_autofree char *name = g_strstrip (g_strdup (typed != NULL ? typed : ""));
  g_autofree char *kept = g_malloc (MAX (size, 1));

  ts_sheet_copy_name (kept, MAX (size, 1), name);
  if (strcmp (kept, name) == 0)
    return NULL;
  /* Translators: %s is the part of a long name the sheet keeps */
  return g_strdup_printf (_("Kept as “%s”: a name this long is shortened."), kept);
}

GtkWidget *
ts_sheet_keeper_note_row_new (GtkLabel **label)
{
  /* Not focusable: Tab goes on to the next field; read with the list. */
  GtkWidget *row = g_object_new (ADW_TYPE_PREFERENCES_ROW, "activatable", FALSE, "selectable",
                                 FALSE, "focusable", FALSE, "visible", FALSE, NULL);

  *label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (*label, TRUE);
  gtk_label_set_wrap_mode (*label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (*label, 0);
  gtk_widget_set_margin_top (GTK_WIDGET (*label), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (*label), 8);
  gtk_widget_set_margin_start (GTK_WIDGET (*label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (*label), 12);
  gtk_widget_add_css_class (GTK_WIDGET (*label), "dim-label");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), GTK_WIDGET (*label));
  return row;
}

void
ts_sheet_keeper_focus_result (GtkLabel *heading)
{
  g_return_if_fail (GTK_IS_LABEL (heading));
  gtk_label_set_selectable (heading, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (heading));
  gtk_label_select_region (heading, 0, 0);
}
