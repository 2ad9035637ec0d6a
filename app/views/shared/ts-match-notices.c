/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-after-paint.h"
#include "ts-change-question.h"
#include "ts-match-notices.h"
#include "ts-no-copy-question.h"
#include "ts-page-host.h"
#include "ts-tooltip.h"
#include "ts-wrap-bin.h"
#include "ts-wrap-box.h"

/* What a game page says of its record under its header bar, each line shown only while it
 * is true: the earlier readings of rules an old record is kept under, with the correction to
 * the rulebook's reading; and the entries of the file held after one the rules refuse, with
 * the players' ways to mend it (ts-match-held.c): what they enter next is added before it or
 * takes its place (a pair of toggles, the page saying which before the key is pressed), or
 * they drop it, or all of them (asked first, with the count). Each is one undo step, and the
 * toast's Undo takes back exactly that step.
 *
 * The readings line replays the game once per earlier reading: it is asked after the page's
 * first frame (issue 56), and slides in under the header bar as a banner does; the table
 * gives it the room, the entry forms under the table stay where they are. */
struct _TsMatchNotices
{
  GtkWidget parent_instance;

  TsMatch *match;
  GtkRevealer *readings_revealer;
  GtkWidget *readings_box;
  GtkLabel *readings_label;
  GtkWidget *readings_button;
  GtkWidget *held_box;
  GtkLabel *held_label;
  GtkWidget *add_button;
  GtkWidget *replace_button;
  GtkWidget *drop_button;
  GtkWidget *drop_all_button;
  GtkWindow *question;
};

G_DEFINE_FINAL_TYPE (TsMatchNotices, ts_match_notices, GTK_TYPE_WIDGET)

static void
say (TsMatchNotices *self,
     const char     *message)
{
  ts_page_host_add_toast (ts_page_host_find (GTK_WIDGET (self)), message);
}

/* A mending step made: its toast's Undo takes back exactly that step. */
static void
say_undoable (TsMatchNotices *self,
              const char     *message)
{
  ts_page_host_add_undo_toast (ts_page_host_find (GTK_WIDGET (self)), message);
}

/* An entry may make a reading matter (or stop mattering): asked again after each change. */
static void
update_readings (TsMatchNotices *self)
{
  g_autofree char *notice = self->match != NULL ? ts_match_dup_readings_notice (self->match)
                                                : NULL;

  ts_after_paint_cancel (GTK_WIDGET (self));
  gtk_label_set_text (self->readings_label, notice != NULL ? notice : "");
  /* A newer build's readings are not this build's to correct. */
  gtk_widget_set_visible (self->readings_button,
                          self->match != NULL && !ts_match_get_from_newer (self->match));
  /* In, it slides; out (the players chose the rulebook's reading), it goes at once, as the
   * line on held entries takes its place. Hidden, the revealer takes no room at all. */
  if (notice != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->readings_revealer), TRUE);
  else
    {
      gtk_revealer_set_transition_type (self->readings_revealer,
                                        GTK_REVEALER_TRANSITION_TYPE_NONE);
      gtk_widget_set_visible (GTK_WIDGET (self->readings_revealer), FALSE);
    }
  gtk_revealer_set_reveal_child (self->readings_revealer, notice != NULL);
  gtk_revealer_set_transition_type (self->readings_revealer,
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
}

static void
entries_changed_cb (TsMatchNotices *self)
{
  /* Before the page's first frame the line waits for it anyway. */
  if (!ts_after_paint_pending (GTK_WIDGET (self)))
    update_readings (self);
}

static void
readings_after_paint (GtkWidget *widget)
{
  update_readings (TS_MATCH_NOTICES (widget));
}

static void
update_held (TsMatchNotices *self)
{
  const char *attention = self->match != NULL ? ts_match_get_attention (self->match) : NULL;

  gboolean add = self->match != NULL
                 && ts_match_get_held_mode (self->match) == TS_MATCH_HELD_ADD_BEFORE;

  gtk_label_set_text (self->held_label, attention != NULL ? attention : "");
  gtk_widget_set_visible (self->drop_all_button,
                          self->match != NULL && ts_match_get_n_held (self->match) > 1);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->add_button), add);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->replace_button), !add);
  gtk_widget_set_visible (self->held_box, attention != NULL);
}

/* The toggles: the attention line says at once what the next entry will do. */
static void
mode_toggled_cb (GtkToggleButton *button,
                 TsMatchNotices  *self)
{
  if (self->match == NULL || !gtk_toggle_button_get_active (button))
    return;
  ts_match_set_held_mode (self->match, GTK_WIDGET (button) == self->add_button
                                           ? TS_MATCH_HELD_ADD_BEFORE
                                           : TS_MATCH_HELD_REPLACE);
}

static void
text_readings_confirmed (TsMatchNotices *self)
{
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (!ts_match_use_text_readings (self->match, &message, &error))
    {
      say (self, error->message);
      return;
    }
  update_readings (self);
  say_undoable (self, message);
  /* What the new reading asks for is entered at the table, before the held entry. */
  gtk_widget_activate_action (GTK_WIDGET (self), "game.show-table", NULL);
}

/* The game as the rulebook reads it, a correction: the question says which entries change,
 * as for a corrected entry, before anything does. */
static void
text_readings_clicked_cb (TsMatchNotices *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GPtrArray) effects = NULL;
  g_autoptr(GError) error = NULL;

  effects = ts_match_preview_text_readings (self->match, &error);
  if (effects == NULL)
    {
      say (self, error->message);
      return;
    }
  if (self->question != NULL)
    gtk_window_destroy (self->question);
  self->question = ts_change_question_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                           _("Play This Game by the Rulebook’s Reading?"),
                                           _("_Use the Rulebook’s Reading"), effects,
                                           G_CALLBACK (text_readings_confirmed), self, NULL);
  g_object_add_weak_pointer (G_OBJECT (self->question), (gpointer *) &self->question);
}

typedef struct
{
  gboolean all;
  char *message;
} DropStep;

static gboolean
drop_step (TsMatch  *match,
           gpointer  data,
           GError  **error)
{
  DropStep *step = data;

  return ts_match_drop_held (match, step->all, &step->message, error);
}

static void
dropped (TsMatchNotices *self,
         const char     *message)
{
  say_undoable (self, message);
  /* The focus was on the button just hidden: the table takes the next entry. */
  if (ts_match_get_n_held (self->match) == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "game.show-table", NULL);
  else
    gtk_widget_grab_focus (self->drop_button);
}

/* The players chose to drop without the copy (ts-no-copy-question.c). */
typedef struct
{
  TsMatchNotices *self;
  gboolean all;
} DropAnyway;

static void
drop_anyway_free (gpointer data)
{
  DropAnyway *anyway = data;

  g_object_unref (anyway->self);
  g_free (anyway);
}

static void
drop_anyway (DropAnyway *anyway)
{
  TsMatchNotices *self = anyway->self;
  DropStep step = { anyway->all, NULL };
  g_autoptr(GError) error = NULL;

  if (self->match == NULL)
    return;
  if (!ts_match_step_without_copy (self->match, drop_step, &step, &error))
    say (self, error->message);
  else
    dropped (self, step.message);
  g_free (step.message);
}

static void
drop_held (TsMatchNotices *self,
           gboolean        all)
{
  DropStep step = { all, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!drop_step (self->match, &step, &error))
    {
      DropAnyway *anyway = g_new0 (DropAnyway, 1);

      anyway->self = g_object_ref (self);
      anyway->all = all;
      /* No copy can be kept: asked, else said. */
      if (!ts_no_copy_question_ask (GTK_WIDGET (self), error,
                                    all ? TS_NO_COPY_DROP_ALL : TS_NO_COPY_DROP_ONE,
                                    G_CALLBACK (drop_anyway), anyway, drop_anyway_free))
        say (self, error->message);
      return;
    }
  message = step.message;
  dropped (self, message);
}

static void
drop_clicked_cb (TsMatchNotices *self)
{
  drop_held (self, FALSE);
}

static void
drop_all_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      TsMatchNotices   *self)
{
  if (g_strcmp0 (response, "drop") == 0)
    drop_held (self, TRUE);
}

/* Drop All leaves many entries out of the game: asked first, with how many. */
static void
drop_all_clicked_cb (TsMatchNotices *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  guint n = ts_match_get_n_held (self->match);
  guint number = ts_match_get_held_number (self->match);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: how many entries Drop All would drop (always two or more). */
  heading = g_strdup_printf (ngettext ("Drop %u Entry?", "Drop %u Entries?", n), n);
  /* Translators: the first entry's number, then how many entries follow it. */
  body = g_strdup_printf (ngettext ("Entry %u and the entry after it leave the game. Undo "
                                    "brings them back, and the game as it is now is kept "
                                    "among its earlier versions.",
                                    "Entry %u and the %u entries after it leave the game. "
                                    "Undo brings them back, and the game as it is now is "
                                    "kept among its earlier versions.",
                                    n - 1),
                          number, n - 1);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "drop", _("_Drop Them"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "drop",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (drop_all_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ts_match_notices_set_match (TsMatchNotices *self,
                            TsMatch        *match)
{
  g_return_if_fail (TS_IS_MATCH_NOTICES (self));
  g_return_if_fail (match == NULL || TS_IS_MATCH (match));

  if (self->match != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->match, self);
      g_signal_handlers_disconnect_by_data (ts_match_get_entries (self->match), self);
    }
  g_set_object (&self->match, match);
  if (match != NULL)
    {
      g_signal_connect_object (ts_match_get_entries (match), "items-changed",
                               G_CALLBACK (entries_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "notify::attention", G_CALLBACK (update_held), self,
                               G_CONNECT_SWAPPED);
    }
  /* The line waits for the page's next frame; until then it is hidden. */
  gtk_widget_set_visible (GTK_WIDGET (self->readings_revealer), FALSE);
  gtk_revealer_set_reveal_child (self->readings_revealer, FALSE);
  if (match != NULL)
    ts_after_paint (GTK_WIDGET (self), readings_after_paint);
  else
    ts_after_paint_cancel (GTK_WIDGET (self));
  update_held (self);
}

/* The earlier readings the page names, or NULL (tests). */
const char *
ts_match_notices_get_readings (TsMatchNotices *self)
{
  g_return_val_if_fail (TS_IS_MATCH_NOTICES (self), NULL);
  return gtk_revealer_get_reveal_child (self->readings_revealer)
             ? gtk_label_get_text (self->readings_label)
             : NULL;
}

/* Held entries come first: the focus goes to their choice, and TRUE; else FALSE. */
gboolean
ts_match_notices_grab_focus (TsMatchNotices *self)
{
  g_return_val_if_fail (TS_IS_MATCH_NOTICES (self), FALSE);
  return gtk_widget_get_visible (self->held_box) && gtk_widget_grab_focus (self->drop_button);
}

static void
ts_match_notices_dispose (GObject *object)
{
  TsMatchNotices *self = TS_MATCH_NOTICES (object);
  GtkWidget *child;

  /* Its answer would reach notices that are gone. */
  if (self->question != NULL)
    gtk_window_destroy (self->question);
  ts_match_notices_set_match (self, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ts_match_notices_parent_class)->dispose (object);
}

static void
ts_match_notices_class_init (TsMatchNoticesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_match_notices_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "matchnotices");
}

/* A wrapping label. */
static GtkLabel *
line_new (void)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (label), TRUE);
  return label;
}

/* A strip: @text (a wrapping label, or a column with one) and the buttons appended after it.
 * @text is in a TsWrapBin: the strip's box asks it its width for its height whenever it
 * allocates, which for a wrapping label is a search over widths, each laying the text out
 * (the line made an old record's first frame 1.6 times the work of today's; issue 56). */
static GtkWidget *
strip_new (const char *style,
           GtkWidget  *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_widget_add_css_class (box, style);
  gtk_box_append (GTK_BOX (box), ts_wrap_bin_new (text));
  return box;
}

static GtkWidget *
button_new (GtkWidget  *box,
            const char *label,
            const char *tooltip,
            GCallback   clicked,
            gpointer    data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ts_tooltip_set (button, tooltip);
  g_signal_connect_swapped (button, "clicked", clicked, data);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
mode_chosen_cb (TsMatchNotices *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.show-table", NULL);
}

static GtkWidget *
toggle_new (GtkWidget  *box,
            const char *label,
            const char *tooltip,
            GtkWidget  *group,
            gpointer    data)
{
  GtkWidget *button = gtk_toggle_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ts_tooltip_set (button, tooltip);
  if (group != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (group));
  g_signal_connect (button, "toggled", G_CALLBACK (mode_toggled_cb), data);
  /* Chosen (a click, a tap, its key): the entry it is about is made at the table next. */
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (mode_chosen_cb), data);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
ts_match_notices_init (TsMatchNotices *self)
{
  GtkWidget *column;
  GtkWidget *buttons;
  GtkWidget *modes;

  gtk_orientable_set_orientation (
      GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
      GTK_ORIENTATION_VERTICAL);

  self->readings_label = line_new ();
  self->readings_box = strip_new ("readings-notice", GTK_WIDGET (self->readings_label));
  self->readings_button = button_new (self->readings_box, _("_Use the Rulebook’s Reading…"),
              _("Play this game by the rulebook’s reading of every rule, as a correction"),
              G_CALLBACK (text_readings_clicked_cb), self);
  self->readings_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->readings_revealer,
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_child (self->readings_revealer, self->readings_box);
  gtk_widget_set_visible (GTK_WIDGET (self->readings_revealer), FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->readings_revealer), GTK_WIDGET (self));

  /* The save banner's warning colours: nothing else is entered until the players choose.
   * The sentence above, the choices under it, wrapping on a narrow window. */
  self->held_label = line_new ();
  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_hexpand (column, TRUE);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->held_label));
  buttons = ts_wrap_box_new (12, 6);
  gtk_box_append (GTK_BOX (column), buttons);
  self->held_box = strip_new ("save-banner", column);
  gtk_widget_set_visible (self->held_box, FALSE);

  modes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (modes, "linked");
  self->add_button = toggle_new (modes, _("Add Bef_ore"),
                                 _("What you enter next is added before the entry that "
                                   "cannot be played, which is played again after it"),
                                 NULL, self);
  self->replace_button = toggle_new (modes, _("_Replace"),
                                     _("What you enter next takes the place of the entry that "
                                       "cannot be played"),
                                     self->add_button, self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (modes), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the next entry does"), -1);
  ts_wrap_box_append (TS_WRAP_BOX (buttons), modes);
  {
    GtkWidget *drops = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    self->drop_button = button_new (drops, _("_Drop It"),
                                    _("Drop the entry that cannot be played and play the ones "
                                      "after it again"),
                                    G_CALLBACK (drop_clicked_cb), self);
    self->drop_all_button = button_new (drops, _("Drop _All…"),
                                        _("Drop it and every entry after it"),
                                        G_CALLBACK (drop_all_clicked_cb), self);
    ts_wrap_box_append (TS_WRAP_BOX (buttons), drops);
  }
  gtk_widget_set_parent (self->held_box, GTK_WIDGET (self));
}
