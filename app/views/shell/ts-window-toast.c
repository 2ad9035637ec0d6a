/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's toasts, and undo and redo: one toast at a time (a newer one takes the place
 * of the one shown, none waits in a queue to come back later), shown above the entry forms
 * of a game's table so that it never hides the status line or the buttons. A toast's Undo
 * (or Redo) is bound to the change it names (TsMatchChange.id): it takes back exactly that
 * change, or asks before removing that one entry once later entries stand on it, or says
 * why it cannot; the toast goes as soon as its change is no longer the last. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-change-question.h"
#include "ts-game-page.h"
#include "ts-no-copy-question.h"
#include "ts-toast-safe.h"
#include "ts-toast-stay.h"
#include "ts-window-private.h"

/* Toast titles longer than this wrap onto a second line rather than being cut short. */
#define TITLE_WIDTH_CHARS 60

/* How long a toast with Undo or Redo stays: a table notices a slip after a few words. */
#define BUTTON_TIMEOUT_SECONDS 10

/* libadwaita 1.2 crashes when a toast is dismissed before it has finished appearing
 * (ts-toast-safe.h). A toast that young is changed in place instead. */
#define YOUNG_USEC TS_TOAST_SAFE_YOUNG_USEC

typedef enum
{
  BUTTON_NONE,
  BUTTON_UNDO,
  BUTTON_REDO,
} ButtonKind;

/* What a toast says and what its button does, in its object data. */
typedef struct
{
  char *message;
  ButtonKind button;
  guint64 id;       /* the change the button undoes or redoes */
  gboolean clicked; /* libadwaita dismisses it after this: not to be reused */
  gboolean gone;    /* dismissed: a press that still reaches its button does nothing */
} ToastData;

#define DATA_KEY "ts-toast-data"

static void
toast_data_free (ToastData *data)
{
  g_free (data->message);
  g_free (data);
}

static ToastData *
toast_data (AdwToast *toast)
{
  return g_object_get_data (G_OBJECT (toast), DATA_KEY);
}

static void
clear_toast (TsWindow *self)
{
  g_clear_handle_id (&self->toast_retire_id, g_source_remove);
  if (self->toast != NULL)
    g_signal_handlers_disconnect_by_data (self->toast, self);
  g_clear_object (&self->toast);
}

static void
toast_dismissed_cb (AdwToast *toast,
                    TsWindow *self)
{
  toast_data (toast)->gone = TRUE;
  if (self->toast == toast)
    clear_toast (self);
}

/* Where toasts show: over the game's table, above its status line and entry forms, while
 * the Table page is shown; over the whole window otherwise. */
static AdwToastOverlay *
toast_overlay (TsWindow *self)
{
  if (self->game_page != NULL && TS_IS_GAME_PAGE (self->game_page)
      && gtk_stack_get_visible_child (self->stack) == self->game_page)
    {
      AdwToastOverlay *table = ts_game_page_get_toast_overlay (TS_GAME_PAGE (self->game_page));

      if (table != NULL && gtk_widget_get_mapped (GTK_WIDGET (table)))
        return table;
    }
  return self->toast_overlay;
}

/* libadwaita 1.2's toast is an alert with no name: a screen reader read “AdwToastWidget”
 * (issue 41). Once its title is shown inside it, the toast is named with the title's words,
 * and so read when it appears; a toast changed in place (a young one) is named again with
 * its new title. */
static void
title_mapped_cb (GtkWidget *title)
{
  static GType toast_type = 0;
  GtkWidget *widget;

  if (toast_type == 0)
    toast_type = g_type_from_name ("AdwToastWidget");
  for (widget = gtk_widget_get_parent (title); widget != NULL;
       widget = gtk_widget_get_parent (widget))
    if (toast_type != 0 ? G_OBJECT_TYPE (widget) == toast_type
                        : gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget))
                              == GTK_ACCESSIBLE_ROLE_ALERT)
      {
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        gtk_label_get_text (GTK_LABEL (title)), -1);
        return;
      }
}

/* Gives @toast @message, as a title that wraps instead of ending in "…" (libadwaita 1.2
 * cuts its own title to one line), and its button. */
static void
fill_toast (AdwToast   *toast,
            const char *message,
            ButtonKind  button,
            guint64     id)
{
  ToastData *data = g_new0 (ToastData, 1);
  GtkWidget *title;

  title = gtk_label_new (message);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (title), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), TITLE_WIDTH_CHARS);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  g_signal_connect (title, "map", G_CALLBACK (title_mapped_cb), NULL);
  adw_toast_set_custom_title (toast, title);
  adw_toast_set_button_label (toast, button == BUTTON_UNDO   ? _("_Undo")
                                     : button == BUTTON_REDO ? _("_Redo")
                                                             : NULL);
  data->message = g_strdup (message);
  data->button = button;
  data->id = id;
  g_object_set_data_full (G_OBJECT (toast), DATA_KEY, data, (GDestroyNotify) toast_data_free);
}

static gboolean
toast_young (TsWindow *self)
{
  return g_get_monotonic_time () - self->toast_added < YOUNG_USEC;
}

static void button_clicked_cb (AdwToast *toast,
                               TsWindow *self);

/* Shows @message with @button in the place of the toast shown, if any: a newer toast never
 * waits behind an older one. */
static void
show_toast (TsWindow   *self,
            const char *message,
            ButtonKind  button,
            guint64     id)
{
  AdwToast *toast;

  if (self->toast != NULL && !toast_data (self->toast)->clicked)
    {
      if (toast_young (self))
        {
          g_clear_handle_id (&self->toast_retire_id, g_source_remove);
          fill_toast (self->toast, message, button, id);
          return;
        }
      adw_toast_dismiss (self->toast);
    }
  /* A toast whose button was pressed goes by itself; this one shows right after it. */
  clear_toast (self);
  toast = adw_toast_new ("");
  fill_toast (toast, message, button, id);
  if (ts_toasts_stay ())
    adw_toast_set_timeout (toast, 0);
  else if (button != BUTTON_NONE)
    adw_toast_set_timeout (toast, BUTTON_TIMEOUT_SECONDS);
  self->toast = g_object_ref (toast);
  self->toast_added = g_get_monotonic_time ();
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (button_clicked_cb), self, 0);
  adw_toast_overlay_add_toast (toast_overlay (self), toast);
}

void
ts_window_add_toast (TsWindow   *self,
                     const char *message)
{
  g_return_if_fail (TS_IS_WINDOW (self));
  show_toast (self, message, BUTTON_NONE, 0);
}

/**
 * ts_window_add_undo_toast:
 *
 * A toast of @message whose Undo takes back the change just made (the last change of the
 * match shown, TsMatchChange) and nothing else. It goes when a newer toast comes or when
 * that change is no longer the last. Without a change to undo, a plain toast.
 */
void
ts_window_add_undo_toast (TsWindow   *self,
                          const char *message)
{
  TsMatchChange change;

  g_return_if_fail (TS_IS_WINDOW (self));

  if (self->match == NULL || !ts_match_peek_change (self->match, FALSE, &change))
    show_toast (self, message, BUTTON_NONE, 0);
  else
    show_toast (self, message, BUTTON_UNDO, change.id);
}

static gboolean
retire_cb (gpointer user_data)
{
  TsWindow *self = user_data;

  self->toast_retire_id = 0;
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  return G_SOURCE_REMOVE;
}

/* The match changed: a toast whose change is no longer the last (to undo, or to redo) goes
 * at once, so that it can never come back over a later entry; one still appearing loses
 * its button at once and goes once it has appeared. */
void
_ts_window_toast_match_changed (TsWindow *self)
{
  TsMatchChange last = { 0 };
  ToastData *data;
  gboolean current = FALSE;

  if (self->toast == NULL || (data = toast_data (self->toast))->clicked
      || data->button == BUTTON_NONE)
    return;
  if (self->match != NULL)
    current = (data->button == BUTTON_UNDO ? ts_match_peek_change (self->match, FALSE, &last)
                                           : ts_match_peek_change (self->match, TRUE, &last))
              && last.id == data->id;
  if (current)
    return;
  if (!toast_young (self))
    {
      adw_toast_dismiss (self->toast);
      return;
    }
  fill_toast (self->toast, data->message, BUTTON_NONE, 0);
  if (self->toast_retire_id == 0)
    self->toast_retire_id = g_timeout_add (
        (YOUNG_USEC - (g_get_monotonic_time () - self->toast_added)) / 1000 + 1, retire_cb,
        self);
}

/* -------------------------------------------------------------------------------------- */
/* Undo and redo in words                                                                  */

static const char *
description (TsEntry *entry)
{
  const char *text = entry != NULL ? ts_entry_get_description (entry) : NULL;

  return text != NULL ? text : "";
}

/* What undoing and redoing a correction says, by TsMatchChangeKind from EDIT on: an entry
 * number, then the entry in words. */
static const char *const undone[] = {
  /* Translators: an entry number, then that entry as it is again, in words. */
  N_ ("Correction undone: entry %u, %s"),
  /* Translators: an entry number, then the inserted entry taken out, in words. */
  N_ ("Insertion undone: entry %u, %s"),
  /* Translators: an entry number, then the removed entry that is back, in words. */
  N_ ("Removal undone: entry %u, %s"),
};
static const char *const redone[] = {
  /* Translators: an entry number, then that entry as corrected again, in words. */
  N_ ("Correction redone: entry %u, %s"),
  /* Translators: an entry number, then the entry inserted again, in words. */
  N_ ("Insertion redone: entry %u, %s"),
  /* Translators: an entry number, then the entry removed again, in words. */
  N_ ("Removal redone: entry %u, %s"),
};

/* What undoing (@redo: redoing) @change does, in words: the entry it is about, by number
 * when it is a correction. */
static char *
describe_change (const TsMatchChange *change,
                 gboolean             redo)
{
  guint kind = CLAMP ((guint) change->kind, TS_MATCH_CHANGE_EDIT, TS_MATCH_CHANGE_REMOVE)
               - TS_MATCH_CHANGE_EDIT;
  /* A correction undone gives the entry back as it was. */
  TsEntry *entry = change->kind == TS_MATCH_CHANGE_REMOVE
                           || (change->kind == TS_MATCH_CHANGE_EDIT && !redo)
                       ? change->before
                       : change->after;

  /* A mending step names itself ("Entry 110 dropped: …"). */
  if (change->kind == TS_MATCH_CHANGE_MEND)
    return redo
               /* Translators: %s is a step that mended the record, in words ("Entry 110
                * dropped: …"), made again. */
               ? g_strdup_printf (_("Redone: %s"), change->summary)
               /* Translators: %s is a step that mended the record, in words, taken back. */
               : g_strdup_printf (_("Undone: %s"), change->summary);
  if (change->kind == TS_MATCH_CHANGE_ADD)
    return redo
               /* Translators: %s is the entry made again, in words ("Ana takes …"). */
               ? g_strdup_printf (_("Redone: %s"), description (entry))
               /* Translators: %s is the entry taken back, in words ("Ana takes the castle
                * from depot 2"). */
               : g_strdup_printf (_("Undone: %s"), description (entry));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return g_strdup_printf (_ (redo ? redone[kind] : undone[kind]), change->index + 1,
                          description (entry));
#pragma GCC diagnostic pop
}

/* Why a toast's button did nothing, in a toast of its own. */
static void
refuse (TsWindow   *self,
        AdwToast   *toast,
        gboolean    redo,
        const char *reason)
{
  const char *named = toast_data (toast)->message;
  g_autofree char *message = NULL;

  message = redo
                /* Translators: why a toast's Redo did nothing: what it named, then why. */
                ? g_strdup_printf (_("Not redone: “%s”. %s"), named, reason)
                /* Translators: why a toast's Undo did nothing: what it named, then why. */
                : g_strdup_printf (_("Not undone: “%s”. %s"), named, reason);
  ts_window_add_toast (self, message);
}

/* Undoes change @id if it is the last, and offers a toast to redo exactly it. */
static gboolean
undo_change (TsWindow *self,
             guint64   id,
             GError  **error)
{
  TsMatchChange change;
  g_autofree char *message = NULL;

  if (!ts_match_peek_change (self->match, FALSE, &change) || change.id != id)
    return ts_match_undo_redo_change (self->match, id, FALSE, error);
  /* In words before the undo: it takes the entries out of the record. */
  message = describe_change (&change, FALSE);
  if (!ts_match_undo_redo_change (self->match, id, FALSE, error))
    return FALSE;
  show_toast (self, message, BUTTON_REDO, id);
  return TRUE;
}

static gboolean
redo_change (TsWindow *self,
             guint64   id,
             GError  **error)
{
  TsMatchChange change;
  g_autofree char *message = NULL;

  if (!ts_match_undo_redo_change (self->match, id, TRUE, error))
    return FALSE;
  if (ts_match_peek_change (self->match, FALSE, &change) && change.id == id)
    {
      message = describe_change (&change, TRUE);
      show_toast (self, message, BUTTON_UNDO, id);
    }
  return TRUE;
}

static void remove_anyway (TsWindow *self);

/* Removes the one entry change @id added, as History's Remove does; when its copy cannot be
 * kept, asks first (ts-no-copy-question.c). */
static void
remove_added_entry_full (TsWindow *self,
                         guint64   id,
                         gboolean  without_copy)
{
  int index = self->match != NULL ? ts_match_find_added_entry (self->match, id) : -1;
  g_autofree char *named = NULL;
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  TsRemoveStep step = { 0, &set_aside };

  if (index < 0)
    return;
  step.index = index;
  named = g_strdup (description (ts_match_get_entry (self->match, index)));
  if (!(without_copy ? ts_match_step_without_copy (self->match, ts_remove_step, &step, &error)
                     : ts_remove_step (self->match, &step, &error)))
    {
      self->asked_change = id;
      if (without_copy
          || !ts_no_copy_question_ask (GTK_WIDGET (self), error, TS_NO_COPY_REMOVE,
                                       G_CALLBACK (remove_anyway), g_object_ref (self),
                                       g_object_unref))
        ts_window_add_toast (self, error->message);
      return;
    }
  /* With entries set aside, their notice (and its Undo) is the toast to keep. */
  if (set_aside != NULL)
    return;
  /* Translators: a toast; an entry number, then that entry in words. */
  message = g_strdup_printf (_("Entry %u removed: %s"), index + 1, named);
  ts_window_add_undo_toast (self, message);
}

static void
remove_added_entry (TsWindow *self,
                    guint64   id)
{
  remove_added_entry_full (self, id, FALSE);
}

static void
remove_anyway (TsWindow *self)
{
  remove_added_entry_full (self, self->asked_change, TRUE);
}

/* The players chose to remove it: the entry asked about (TsWindow.asked_change). */
static void
removal_confirmed (TsWindow *self)
{
  remove_added_entry (self, self->asked_change);
}

/* A toast's Undo, once later entries stand on its change: asks before removing that one
 * entry when that changes later entries, as a correction does; refuses in words when the
 * change was not one entry. */
static void
undo_earlier (TsWindow *self,
              AdwToast *toast,
              guint64   id,
              GError   *reason)
{
  g_autoptr(GPtrArray) effects = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  int index = self->match != NULL ? ts_match_find_added_entry (self->match, id) : -1;

  if (index < 0)
    {
      refuse (self, toast, FALSE, reason->message);
      return;
    }
  effects = ts_match_preview_remove (self->match, index, &error);
  if (effects == NULL)
    {
      refuse (self, toast, FALSE, error->message);
      return;
    }
  if (effects->len == 0)
    {
      remove_added_entry (self, id);
      return;
    }
  self->asked_change = id;
  /* Translators: a question before removing an entry; %u is its number. */
  heading = g_strdup_printf (_("Remove Entry %u?"), index + 1);
  ts_change_question_new (GTK_WINDOW (self), heading, _("_Remove"), effects,
                          G_CALLBACK (removal_confirmed), g_object_ref (self),
                          g_object_unref);
}

/* The button of a toast: undoes or redoes exactly its change (or says why not). */
static void
button_clicked_cb (AdwToast *toast,
                   TsWindow *self)
{
  ToastData *data = toast_data (toast);
  g_autoptr(GError) error = NULL;

  if (data->gone)
    return;
  data->clicked = TRUE;
  if (self->match == NULL || data->button == BUTTON_NONE)
    return;
  if (data->button == BUTTON_REDO)
    {
      if (!redo_change (self, data->id, &error))
        refuse (self, toast, TRUE, error->message);
    }
  else if (!undo_change (self, data->id, &error))
    undo_earlier (self, toast, data->id, error);
}

/* win.undo and win.redo: the last change, named in a toast whose button reverses it. */
void
_ts_window_undo (TsWindow *self)
{
  TsMatchChange change;

  if (self->match != NULL && ts_match_peek_change (self->match, FALSE, &change))
    undo_change (self, change.id, NULL);
}

void
_ts_window_redo (TsWindow *self)
{
  TsMatchChange change;

  if (self->match != NULL && ts_match_peek_change (self->match, TRUE, &change))
    redo_change (self, change.id, NULL);
}

void
_ts_window_toast_dispose (TsWindow *self)
{
  clear_toast (self);
}
