/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-save-banner.h"
#include "ts-tooltip.h"

/* The strip under a game page's header bar that says, for as long as it is true, that the
 * game is not being saved: where, why, that Tableside keeps trying, and a way out (Save As,
 * the window's win.save-as). libadwaita 1.2 has no AdwBanner; this is its shape: a revealer
 * around a styled box with a label and a button. */
struct _TsSaveBanner
{
  GtkWidget parent_instance;

  TsMatch *match;
  GtkRevealer *revealer;
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (TsSaveBanner, ts_save_banner, GTK_TYPE_WIDGET)

static void
update (TsSaveBanner *self)
{
  const GError *error = self->match != NULL ? ts_match_get_save_error (self->match) : NULL;

  if (error != NULL)
    {
      g_autofree char *text = NULL;

      /* Translators: %s is why saving failed; it names the file and the system's reason. */
      text = g_strdup_printf (_("%s — Tableside keeps trying. Until a save succeeds, new entries "
                                "are only in memory."),
                              error->message);
      gtk_label_set_text (self->label, text);
    }
  /* A crossfading revealer keeps its child's size while hidden: the banner takes no room
   * (the table page must fit 600 pixels) only when the widget itself is hidden. */
  gtk_widget_set_visible (GTK_WIDGET (self), error != NULL);
  gtk_revealer_set_reveal_child (self->revealer, error != NULL);
}

static void
save_error_changed_cb (TsMatch      *match,
                       GParamSpec   *pspec,
                       TsSaveBanner *self)
{
  update (self);
}

void
ts_save_banner_set_match (TsSaveBanner *self,
                          TsMatch      *match)
{
  g_return_if_fail (TS_IS_SAVE_BANNER (self));
  g_return_if_fail (match == NULL || TS_IS_MATCH (match));

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match != NULL)
    g_signal_connect_object (match, "notify::save-error", G_CALLBACK (save_error_changed_cb),
                             self, 0);
  update (self);
}

/* What the banner says (for tests and screen readers alike: it is the label's text). */
const char *
ts_save_banner_get_text (TsSaveBanner *self)
{
  g_return_val_if_fail (TS_IS_SAVE_BANNER (self), NULL);
  return gtk_label_get_text (self->label);
}

gboolean
ts_save_banner_get_revealed (TsSaveBanner *self)
{
  g_return_val_if_fail (TS_IS_SAVE_BANNER (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

static void
ts_save_banner_dispose (GObject *object)
{
  TsSaveBanner *self = TS_SAVE_BANNER (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_pointer ((GtkWidget **) &self->revealer, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_save_banner_parent_class)->dispose (object);
}

static void
ts_save_banner_class_init (TsSaveBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_save_banner_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "savebanner");
}

static void
ts_save_banner_init (TsSaveBanner *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Save As…"));

  self->revealer = GTK_REVEALER (gtk_revealer_new ());
  /* A sliding revealer scales the wrapped label's height-for-width mid-way and GTK then
   * warns that the sizes disagree; a fade keeps the banner's sizes whole. */
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_parent (GTK_WIDGET (self->revealer), GTK_WIDGET (self));

  gtk_widget_add_css_class (box, "save-banner");
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_wrap_mode (self->label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.save-as");
  ts_tooltip_set (button, _("Save this game in another file and keep saving there"));
  gtk_box_append (GTK_BOX (box), button);

  gtk_revealer_set_child (self->revealer, box);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
