/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-import-review.h"

struct _TsImportReview
{
  AdwWindow parent_instance;

  TsBgStatsImport *import;

  /* template widgets */
  AdwWindowTitle *title;
  GtkWidget *import_button;
  GtkLabel *summary_label;
  GtkLabel *error_label;
  GtkWidget *players_group;
  GtkListBox *players_list;
};

G_DEFINE_FINAL_TYPE (TsImportReview, ts_import_review, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_IMPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The second choice of a row with a person: kept apart. */
#define CHOICE_APART 1

/* A player's plays, and the name they are kept under when kept apart. */
static void
set_subtitle (AdwActionRow       *widget,
              const TsBgStatsRow *row)
{
  /* Translators: how many plays a player of BG Stats has in an import */
  g_autofree char *plays = g_strdup_printf (ngettext ("%u play", "%u plays", row->n_plays),
                                            row->n_plays);
  g_autofree char *subtitle = NULL;

  if (row->choice == TS_BGSTATS_CHOICE_APART)
    /* Translators: an imported player's plays, then the name they are kept under */
    subtitle = g_strdup_printf (_("%s · kept as %s"), plays, row->apart_name);
  else if (row->choice == TS_BGSTATS_CHOICE_NEW)
    /* Translators: an imported player's plays, then that nobody here has their name */
    subtitle = g_strdup_printf (_("%s · a new player"), plays);
  adw_action_row_set_subtitle (widget, subtitle != NULL ? subtitle : plays);
}

static void
choice_changed_cb (AdwComboRow    *row,
                   GParamSpec     *pspec,
                   TsImportReview *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ts-index"));

  ts_bgstats_import_set_choice (self->import, index,
                                adw_combo_row_get_selected (row) == CHOICE_APART
                                    ? TS_BGSTATS_CHOICE_APART
                                    : TS_BGSTATS_CHOICE_SAME);
  set_subtitle (ADW_ACTION_ROW (row), ts_bgstats_import_get_row (self->import, index));
  /* A refusal was about the choices before. */
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

static GtkWidget *
player_row (TsImportReview     *self,
            guint               index,
            const TsBgStatsRow *row)
{
  GtkWidget *widget;

  if (row->choice == TS_BGSTATS_CHOICE_NEW)
    {
      widget = ts_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), row->name);
      set_subtitle (ADW_ACTION_ROW (widget), row);
    }
  else
    {
      g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
      /* Translators: an imported player is this person of Tableside (a name) */
      g_autofree char *same = g_strdup_printf (_("The Same as %s"), row->person_name);

      gtk_string_list_append (choices, same);
      /* Translators: an imported player is someone else than the person of that name */
      gtk_string_list_append (choices, _("Someone Else"));
      widget = adw_combo_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), row->name);
      set_subtitle (ADW_ACTION_ROW (widget), row);
      adw_combo_row_set_model (ADW_COMBO_ROW (widget), G_LIST_MODEL (choices));
      adw_combo_row_set_selected (ADW_COMBO_ROW (widget),
                                  row->choice == TS_BGSTATS_CHOICE_APART ? CHOICE_APART : 0);
      g_object_set_data (G_OBJECT (widget), "ts-index", GUINT_TO_POINTER (index));
      g_signal_connect (widget, "notify::selected", G_CALLBACK (choice_changed_cb), self);
    }
  return widget;
}

/* Enter on a player's choice opens it, as Space does: GTK 4.8's list takes only Space, and
 * Enter went on to the window's default, Import, with the choices as they were. */
static gboolean
list_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             TsImportReview        *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || focus == NULL
      || !ADW_IS_COMBO_ROW (focus))
    return FALSE;
  gtk_widget_activate (focus);
  return TRUE;
}

static void
fill (TsImportReview *self)
{
  g_autofree char *summary = ts_bgstats_import_dup_summary (self->import);
  guint n = ts_bgstats_import_get_n_rows (self->import);

  gtk_label_set_label (self->summary_label, summary);
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->players_list,
                         player_row (self, i, ts_bgstats_import_get_row (self->import, i)));
  gtk_widget_set_visible (self->players_group, n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.import",
                                 ts_bgstats_import_get_n_plays (self->import) > 0);
}

static void
import_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsImportReview *self = TS_IMPORT_REVIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *batch = NULL;

  if (!ts_bgstats_import_commit (self->import, &batch, &error))
    {
      gtk_label_set_label (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_IMPORTED], 0, batch);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
ts_import_review_dispose (GObject *object)
{
  TsImportReview *self = TS_IMPORT_REVIEW (object);

  g_clear_object (&self->import);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_IMPORT_REVIEW);

  G_OBJECT_CLASS (ts_import_review_parent_class)->dispose (object);
}

static void
ts_import_review_class_init (TsImportReviewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_import_review_dispose;

  /* TsImportReview::imported: (a string) the id of the batch the plays were kept as */
  signals[SIGNAL_IMPORTED] = g_signal_new ("imported", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/stats/ts-import-review.ui");
  gtk_widget_class_bind_template_child (widget_class, TsImportReview, title);
  gtk_widget_class_bind_template_child (widget_class, TsImportReview, import_button);
  gtk_widget_class_bind_template_child (widget_class, TsImportReview, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TsImportReview, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsImportReview, players_group);
  gtk_widget_class_bind_template_child (widget_class, TsImportReview, players_list);

  gtk_widget_class_install_action (widget_class, "review.import", NULL, import_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_import_review_init (TsImportReview *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (list_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->players_list), keys);
}

TsImportReview *
ts_import_review_new (GtkWindow       *parent,
                      TsBgStatsImport *import)
{
  TsImportReview *self;

  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (import), NULL);

  self = g_object_new (TS_TYPE_IMPORT_REVIEW, "transient-for", parent, NULL);
  self->import = g_object_ref (import);
  /* The file imported, under the title. */
  adw_window_title_set_subtitle (self->title, ts_bgstats_import_get_file_name (import));
  fill (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->import_button);
  /* The keyboard starts on Import, the default: Return takes what the review says, Tab goes
   * to the players' choices, Escape cancels. (It started on Cancel, where Return cancelled.) */
  gtk_window_set_focus (GTK_WINDOW (self), self->import_button);
  return self;
}

GtkListBox *
ts_import_review_get_players_list (TsImportReview *self)
{
  g_return_val_if_fail (TS_IS_IMPORT_REVIEW (self), NULL);
  return self->players_list;
}

const char *
ts_import_review_get_summary (TsImportReview *self)
{
  g_return_val_if_fail (TS_IS_IMPORT_REVIEW (self), NULL);
  return gtk_label_get_label (self->summary_label);
}

const char *
ts_import_review_get_refusal (TsImportReview *self)
{
  g_return_val_if_fail (TS_IS_IMPORT_REVIEW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->error_label))
             ? gtk_label_get_label (self->error_label)
             : NULL;
}
