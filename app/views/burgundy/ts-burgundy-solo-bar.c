/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-solo-bar.h"
#include "ts-fold-box.h"
#include "ts-tooltip.h"

struct _TsBurgundySoloBar
{
  GtkWidget parent_instance;

  int player; /* the solo player: 0 once a state is set */
  GtkLabel *round_label;
  GtkLabel *resets_label;
  TsBurgundyTargetTrack *track;
  GtkSpinButton *vp_spin;
  GtkWidget *buy_button;
};

G_DEFINE_FINAL_TYPE (TsBurgundySoloBar, ts_burgundy_solo_bar, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_solo_bar_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_SOLO_BAR, NULL);
}

static guint
game_round (const TsBurgundyState *state)
{
  return MIN (state->phase, TS_BURGUNDY_PHASES - 1) * TS_BURGUNDY_ROUNDS
         + MIN (state->round, TS_BURGUNDY_ROUNDS - 1) + 1;
}

char *
ts_burgundy_solo_round_text (const TsBurgundyState *state)
{
  guint round = game_round (state);

  /* Translators: the solo game lasts 25 rounds (CB-SOL-07); %u is the round now */
  return g_strdup_printf (_("Round %u of 25"), round);
}

char *
ts_burgundy_solo_result_text (const TsBurgundyState *state)
{
  int empty = ts_burgundy_empty_spaces (state, 0);

  if (state->solo_won)
    /* Translators: the solo game won (CB-SOL-24); %u is the round of 25 it ended in */
    return g_strdup_printf (_("Won in round %u: all 37 spaces of the duchy are filled."),
                            state->solo_round > 0 ? state->solo_round : game_round (state));
  /* Translators: the solo game lost (CB-SOL-24); %d is the count of empty duchy spaces */
  return g_strdup_printf (ngettext ("Lost: %d space of the duchy is still empty after round 25.",
                                    "Lost: %d spaces of the duchy are still empty after round 25.",
                                    empty),
                          empty);
}

void
ts_burgundy_solo_bar_set_state (TsBurgundySoloBar     *self,
                                const TsBurgundyState *state,
                                const char            *color,
                                const char            *mark)
{
  const TsBurgundyPlayer *p;
  g_autofree char *round = NULL;
  g_autofree char *resets = NULL;
  gboolean can_buy;

  g_return_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self));
  g_return_if_fail (state != NULL && state->n_players >= 1);

  self->player = 0;
  p = &state->players[0];
  round = ts_burgundy_solo_round_text (state);
  gtk_label_set_text (self->round_label, round);
  /* Translators: how often the VP marker reached the target (CB-SOL-21) */
  resets = g_strdup_printf (ngettext ("Target reached %u time", "Target reached %u times",
                                      p->solo_resets),
                            p->solo_resets);
  gtk_label_set_text (self->resets_label, resets);
  gtk_widget_set_visible (GTK_WIDGET (self->resets_label), p->solo_resets > 0);
  ts_burgundy_target_track_set (self->track, p->solo_marker, p->solo_target, p->solo_resets,
                                color, mark);

  /* In the turn after a VP gain, or at a phase end whose placement scored (issue 42). */
  can_buy = p->silver > 0 && ts_burgundy_solo_can_buy_vp (state);
  gtk_spin_button_set_range (self->vp_spin, 1, MAX (p->silver, 1));
  gtk_widget_set_sensitive (GTK_WIDGET (self->vp_spin), can_buy);
  gtk_widget_set_sensitive (self->buy_button, can_buy);
}

TsBurgundyTargetTrack *
ts_burgundy_solo_bar_get_track (TsBurgundySoloBar *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self), NULL);
  return self->track;
}

GtkLabel *
ts_burgundy_solo_bar_get_round_label (TsBurgundySoloBar *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self), NULL);
  return self->round_label;
}

GtkSpinButton *
ts_burgundy_solo_bar_get_vp_spin (TsBurgundySoloBar *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self), NULL);
  return self->vp_spin;
}

GtkWidget *
ts_burgundy_solo_bar_get_buy_button (TsBurgundySoloBar *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self), NULL);
  return self->buy_button;
}

gboolean
ts_burgundy_solo_bar_focus_buy (TsBurgundySoloBar *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self), FALSE);

  /* Hidden outside the solo game: Ctrl+U there is refused with its reason, not lost. */
  if (!gtk_widget_is_visible (GTK_WIDGET (self)) || !gtk_widget_get_sensitive (self->buy_button))
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->vp_spin));
  gtk_editable_select_region (GTK_EDITABLE (self->vp_spin), 0, -1);
  return TRUE;
}

gboolean
ts_burgundy_solo_bar_buy (TsBurgundySoloBar *self)
{
  TsBurgundyEntry entry;

  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_BAR (self), FALSE);

  if (self->player < 0)
    return FALSE;
  /* What was typed counts even before the number loses the focus. */
  gtk_spin_button_update (self->vp_spin);
  ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_BUY_VP, self->player);
  entry.vp = gtk_spin_button_get_value_as_int (self->vp_spin);
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

static void
buy_clicked_cb (TsBurgundySoloBar *self)
{
  ts_burgundy_solo_bar_buy (self);
}

static void
ts_burgundy_solo_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_solo_bar_parent_class)->dispose (object);
}

static void
ts_burgundy_solo_bar_class_init (TsBurgundySoloBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_solo_bar_dispose;
  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "solobar");
}

static void
ts_burgundy_solo_bar_init (TsBurgundySoloBar *self)
{
  /* The round, then buying VP: one above the other on a phone (issue 54). */
  GtkWidget *top = ts_fold_box_new (12);
  GtkWidget *round = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *buy = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label;

  self->player = -1;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (
                                      GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);

  self->round_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->round_label), "heading");
  gtk_box_append (GTK_BOX (round), GTK_WIDGET (self->round_label));
  self->resets_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->resets_label), "dim-label");
  gtk_widget_set_hexpand (GTK_WIDGET (self->resets_label), TRUE);
  gtk_label_set_xalign (self->resets_label, 0);
  gtk_box_append (GTK_BOX (round), GTK_WIDGET (self->resets_label));
  gtk_widget_set_hexpand (round, TRUE);
  ts_fold_box_append (TS_FOLD_BOX (top), round);

  /* Buying VP (CB-SOL-20): the number, then the button. */
  label = gtk_label_new_with_mnemonic (_("_VP for silver"));
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_box_append (GTK_BOX (buy), label);
  self->vp_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1, 1));
  gtk_spin_button_set_numeric (self->vp_spin, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->vp_spin), GTK_ALIGN_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->vp_spin));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->vp_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("VP to buy, 1 silver each"), -1);
  /* GTK 4.8's spin button has no "activate": its text field has. */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->vp_spin)), "activate",
                            G_CALLBACK (buy_clicked_cb), self);
  gtk_box_append (GTK_BOX (buy), GTK_WIDGET (self->vp_spin));
  self->buy_button = gtk_button_new_with_label (_("Buy VP"));
  gtk_widget_set_valign (self->buy_button, GTK_ALIGN_CENTER);
  ts_tooltip_set (self->buy_button, _("Pay 1 silver for each VP (Ctrl+U)"));
  g_signal_connect_swapped (self->buy_button, "clicked", G_CALLBACK (buy_clicked_cb), self);
  gtk_box_append (GTK_BOX (buy), self->buy_button);
  gtk_widget_set_hexpand (buy, TRUE);
  ts_fold_box_append (TS_FOLD_BOX (top), buy);
  gtk_widget_set_parent (top, GTK_WIDGET (self));

  self->track = TS_BURGUNDY_TARGET_TRACK (ts_burgundy_target_track_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->track), GTK_WIDGET (self));
}
