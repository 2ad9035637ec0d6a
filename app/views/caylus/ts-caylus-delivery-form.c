/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A delivery to the castle: batches and what is paid for them, checked as it is typed; and,
 * when the Goldsmith's count depends on how the Helper's batches were formed, the ways the
 * table may have formed them, as a list to pick from (issue 26). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-caylus-delivery-form.h"
#include "ts-entry-choices.h"
#include "ts-fold-box.h"
#include "ts-game.h"
#include "ts-tooltip.h"
#include "ts-wrap-box.h"

extern const TsGameModule ts_caylus_module;

/* A batch is 3 resources (CY-DLV-03); nobody holds more than this many of one. */
#define MAX_BATCHES 12
#define MAX_PAID 60

struct _TsCaylusDeliveryForm
{
  GtkWidget parent_instance;

  TsCaylusState *state;      /* a copy: the delivery is tried on it */
  TsMatch *match;            /* the view's: the module's words for the list */
  char *refusal;             /* the engine's sentence for what is entered now */
  gboolean pay_edited;       /* the user changed what is paid: it no longer follows */
  gboolean filling;          /* the form sets its own values */

  GtkSpinButton *batches;
  GtkSpinButton *pay[TS_CAYLUS_N_RESOURCES];
  GtkLabel *effects;
  GtkLabel *message;
  GtkWidget *splits_box;     /* the question and its list, shown when the split matters */
  TsEntryChoices *splits;
  TsCaylusEntry listed;      /* the delivery the list was made for */
  GtkWidget *deliver_button;
  GtkWidget *box;            /* the one child: the lines of the form */
};

G_DEFINE_FINAL_TYPE (TsCaylusDeliveryForm, ts_caylus_delivery_form, GTK_TYPE_WIDGET)

enum
{
  DELIVER,
  DECLINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_caylus_delivery_form_new (void)
{
  return g_object_new (TS_TYPE_CAYLUS_DELIVERY_FORM, NULL);
}

static gboolean
holds (const TsCaylusState *s,
       int                  player,
       TsCaylusCharacterId  character)
{
  return player >= 0 && player < s->n_players
         && (s->players[player].characters & (1u << character)) != 0;
}

void
ts_caylus_delivery_form_get_entry (TsCaylusDeliveryForm *self,
                                   TsCaylusEntry        *entry)
{
  g_return_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self));

  ts_caylus_entry_init (entry, TS_CAYLUS_ENTRY_DELIVER,
                        self->state != NULL ? MAX (self->state->actor, 0) : 0);
  entry->batches = gtk_spin_button_get_value_as_int (self->batches);
  entry->has_pay = 1;
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    entry->pay[r] = gtk_spin_button_get_value_as_int (self->pay[r]);
}

/* "1 food, 2 gold · 1 food, 2 gold · 1 food, 2 wood": one way to form @e's batches with
 * @gold_batches of them holding gold. */
static char *
split_text (const TsCaylusState *s,
            const TsCaylusEntry *e,
            guint                gold_batches)
{
  g_autofree guint8 *split = g_new0 (guint8, (gsize) e->batches * TS_CAYLUS_N_RESOURCES);
  g_autoptr(GString) text = g_string_new (NULL);

  if (!ts_caylus_delivery_split_example (s, e, gold_batches, split))
    return NULL;
  for (guint b = 0; b < e->batches; b++)
    {
      g_autofree char *batch = ts_caylus_resources_text (&split[b * TS_CAYLUS_N_RESOURCES]);

      if (b > 0)
        /* Translators: between the batches of a delivery, each "1 food, 2 gold" */
        g_string_append (text, C_("caylus batches", " · "));
      g_string_append (text, batch);
    }
  /* Translators: the Goldsmith's PP for a way to form the batches (CY-CHR-12), then an
   * example of those batches */
  return g_strdup_printf (ngettext ("Goldsmith: %u more PP. For example %s",
                                    "Goldsmith: %u more PP. For example %s", 5 * gold_batches),
                          5 * gold_batches, text->str);
}

/* The ways the table may have formed @e's batches, when the Goldsmith's count depends on it
 * (NULL: none to ask); the list is made again only when the delivery changes. */
static void
update_splits (TsCaylusDeliveryForm *self,
               const TsCaylusEntry  *e)
{
  GPtrArray *entries, *details;
  g_autofree guint8 *keys = NULL;
  guint least, most;

  if (e == NULL || self->match == NULL || !ts_caylus_delivery_split_matters (self->state, e))
    {
      gtk_widget_set_visible (self->splits_box, FALSE);
      self->listed.batches = 0;
      return;
    }
  gtk_widget_set_visible (self->splits_box, TRUE);
  if (self->listed.batches == e->batches && self->listed.player == e->player
      && memcmp (self->listed.pay, e->pay, sizeof e->pay) == 0)
    return;
  self->listed = *e;
  ts_caylus_gold_batches_range (self->state, e->player, e->batches, e->pay, &least, &most);
  keys = g_new0 (guint8, most - least + 1);
  entries = g_ptr_array_new_full (most - least + 1, ts_caylus_module.entry_free);
  details = g_ptr_array_new_full (most - least + 1, g_free);
  for (guint k = least; k <= most; k++)
    {
      TsCaylusEntry *split = g_memdup2 (e, sizeof *e);

      split->has_gold_batches = TRUE;
      split->gold_batches = k;
      g_ptr_array_add (entries, split);
      g_ptr_array_add (details, split_text (self->state, e, k));
    }
  ts_entry_choices_set (self->splits, self->match, self->state, entries, NULL, NULL, details);
  /* Each row's digit is its count: "2" picks 2 batches with gold, never the second row. */
  for (guint k = least; k <= most; k++)
    keys[k - least] = k <= 9 ? k : 0;
  ts_entry_choices_set_keys (self->splits, keys);
}

gboolean
ts_caylus_delivery_form_get_asks_split (TsCaylusDeliveryForm *self)
{
  g_return_val_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self), FALSE);
  return gtk_widget_get_visible (self->splits_box);
}

static void
splits_chosen_cb (TsEntryChoices       *choices,
                  gpointer              entry,
                  TsCaylusDeliveryForm *self)
{
  g_signal_emit (self, signals[DELIVER], 0, entry);
}

/* The engine's word on what is entered, under the form; Deliver only when it would apply. */
static void
check (TsCaylusDeliveryForm *self)
{
  g_autoptr(GError) error = NULL;
  TsCaylusEntry e;
  gpointer copy;

  g_clear_pointer (&self->refusal, g_free);
  if (self->state == NULL)
    return;
  ts_caylus_delivery_form_get_entry (self, &e);
  copy = ts_caylus_module.state_copy (self->state);
  if (!ts_caylus_module.apply (copy, &e, &error))
    self->refusal = g_strdup (error->message);
  ts_caylus_module.state_free (copy);
  gtk_label_set_text (self->message, self->refusal != NULL ? self->refusal : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), self->refusal != NULL);
  gtk_widget_set_sensitive (self->deliver_button, self->refusal == NULL);
  update_splits (self, self->refusal == NULL ? &e : NULL);
}

/* What the player can pay for @batches: a food each and two different other resources, the
 * commonest first (gold first for the Goldsmith, whose batches with gold score more). */
static void
default_pay (TsCaylusDeliveryForm *self,
             guint                 batches,
             guint8               *pay)
{
  const TsCaylusState *s = self->state;
  int actor = MAX (s->actor, 0);
  static const TsCaylusResource plain[] = { TS_CAYLUS_WOOD, TS_CAYLUS_STONE, TS_CAYLUS_CLOTH,
                                            TS_CAYLUS_GOLD };
  static const TsCaylusResource golden[] = { TS_CAYLUS_GOLD, TS_CAYLUS_WOOD, TS_CAYLUS_STONE,
                                             TS_CAYLUS_CLOTH };
  const TsCaylusResource *order = holds (s, actor, TS_CAYLUS_GOLDSMITH) ? golden : plain;
  guint needed = 2 * batches;

  memset (pay, 0, TS_CAYLUS_N_RESOURCES);
  pay[TS_CAYLUS_FOOD] = batches;
  for (guint i = 0; i < G_N_ELEMENTS (plain) && needed > 0; i++)
    {
      guint take = MIN (MIN (s->players[actor].res[order[i]], batches), needed);

      pay[order[i]] = take;
      needed -= take;
    }
}

static void
fill_pay (TsCaylusDeliveryForm *self)
{
  guint8 pay[TS_CAYLUS_N_RESOURCES];

  default_pay (self, gtk_spin_button_get_value_as_int (self->batches), pay);
  self->filling = TRUE;
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    gtk_spin_button_set_value (self->pay[r], pay[r]);
  self->filling = FALSE;
}

static void
batches_changed_cb (TsCaylusDeliveryForm *self)
{
  if (self->filling)
    return;
  if (!self->pay_edited)
    fill_pay (self);
  check (self);
}

static void
pay_changed_cb (TsCaylusDeliveryForm *self)
{
  if (self->filling)
    return;
  self->pay_edited = TRUE;
  check (self);
}

static void
submit (TsCaylusDeliveryForm *self)
{
  TsCaylusEntry e;

  /* What was typed counts, even before the spin button left the field. */
  gtk_spin_button_update (self->batches);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    gtk_spin_button_update (self->pay[r]);
  ts_caylus_delivery_form_get_entry (self, &e);
  check (self);
  /* Nothing is recorded that the table did not say: how the batches hold gold is picked. */
  if (self->refusal == NULL && gtk_widget_get_visible (self->splits_box))
    {
      ts_entry_choices_focus (self->splits);
      return;
    }
  g_signal_emit (self, signals[DELIVER], 0, &e);
}

static void
decline_clicked_cb (TsCaylusDeliveryForm *self)
{
  g_signal_emit (self, signals[DECLINE], 0);
}

/* The characters that change a delivery, in words, when the actor holds them. */
static void
show_effects (TsCaylusDeliveryForm *self)
{
  const TsCaylusState *s = self->state;
  g_autoptr(GString) text = g_string_new (NULL);

  if (holds (s, s->actor, TS_CAYLUS_HELPER))
    /* Translators: the Helper's power during a Caylus 1303 delivery (CY-CHR-10) */
    g_string_append (text, _("Helper: a batch may be any 3 resources, repeats allowed."));
  if (holds (s, s->actor, TS_CAYLUS_GOLDSMITH))
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: the Goldsmith's power during a Caylus 1303 delivery (CY-CHR-12) */
      g_string_append (text, _("Goldsmith: 5 more PP for each batch with a gold."));
      if (holds (s, s->actor, TS_CAYLUS_HELPER))
        {
          g_string_append_c (text, ' ');
          /* Translators: with the Helper and the Goldsmith, how the batches were formed
           * changes the score (CY-CHR-10/12) */
          g_string_append (text, _("If the gold fits the batches in more ways than one, say "
                                   "which; else it is counted by itself."));
        }
    }
  gtk_label_set_text (self->effects, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->effects), text->len > 0);
}

void
ts_caylus_delivery_form_set_state (TsCaylusDeliveryForm *self,
                                   TsMatch              *match,
                                   const TsCaylusState  *state)
{
  int actor;
  guint most;

  g_return_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self));
  g_return_if_fail (state != NULL);

  g_clear_pointer (&self->state, ts_caylus_module.state_free);
  self->state = ts_caylus_module.state_copy (state);
  self->match = match;
  self->listed.batches = 0;
  actor = MAX (state->actor, 0);
  /* As many batches as the food allows, the Helper's being any 3 resources. */
  most = state->players[actor].res[TS_CAYLUS_FOOD];
  if (holds (state, actor, TS_CAYLUS_HELPER))
    {
      most = 0;
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        most += state->players[actor].res[r];
      most /= 3;
    }
  self->filling = TRUE;
  gtk_spin_button_set_value (self->batches, MIN (MAX (most, 1), MAX_BATCHES));
  self->filling = FALSE;
  self->pay_edited = FALSE;
  fill_pay (self);
  /* Not more than the food allows by default: the largest delivery the engine accepts. */
  while (gtk_spin_button_get_value_as_int (self->batches) > 1)
    {
      check (self);
      if (self->refusal == NULL)
        break;
      self->filling = TRUE;
      gtk_spin_button_set_value (self->batches, gtk_spin_button_get_value_as_int (self->batches) - 1);
      self->filling = FALSE;
      fill_pay (self);
    }
  show_effects (self);
  check (self);
}

void
ts_caylus_delivery_form_set_batches (TsCaylusDeliveryForm *self,
                                     guint                 batches)
{
  g_return_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self));
  gtk_spin_button_set_value (self->batches, batches);
}

void
ts_caylus_delivery_form_set_pay (TsCaylusDeliveryForm *self,
                                 TsCaylusResource      resource,
                                 guint                 amount)
{
  g_return_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self));
  g_return_if_fail (resource < TS_CAYLUS_N_RESOURCES);
  gtk_spin_button_set_value (self->pay[resource], amount);
}

const char *
ts_caylus_delivery_form_get_refusal (TsCaylusDeliveryForm *self)
{
  g_return_val_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self), NULL);
  return self->refusal;
}

void
ts_caylus_delivery_form_focus (TsCaylusDeliveryForm *self)
{
  g_return_if_fail (TS_IS_CAYLUS_DELIVERY_FORM (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->batches));
}

/* Enter in any field delivers (GTK 4.8's spin buttons have no "activate"). */
static gboolean
spin_key_cb (GtkEventControllerKey *keys,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             TsCaylusDeliveryForm  *self)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  submit (self);
  return TRUE;
}

/* A label and its spin button, the label naming it for screen readers. */
static GtkSpinButton *
add_spin (TsCaylusDeliveryForm *self,
          GtkBox     *box,
          const char *title,
          const char *accessible,
          guint       most)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (title);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, most, 1);
  GtkEventController *keys;

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  gtk_box_append (box, label);
  gtk_box_append (box, spin);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (spin_key_cb), self);
  gtk_widget_add_controller (spin, keys);
  return GTK_SPIN_BUTTON (spin);
}

static void
ts_caylus_delivery_form_dispose (GObject *object)
{
  TsCaylusDeliveryForm *self = TS_CAYLUS_DELIVERY_FORM (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->state, ts_caylus_module.state_free);
  g_clear_pointer (&self->refusal, g_free);

  G_OBJECT_CLASS (ts_caylus_delivery_form_parent_class)->dispose (object);
}

static void
ts_caylus_delivery_form_class_init (TsCaylusDeliveryFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_caylus_delivery_form_dispose;

  signals[DELIVER] = g_signal_new ("deliver", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[DECLINE] = g_signal_new ("decline", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-caylus-delivery-form");
}

static void
ts_caylus_delivery_form_init (TsCaylusDeliveryForm *self)
{
  /* Translators: the resources paid for a delivery in Caylus 1303, each beside its amount */
  static const char *const titles[TS_CAYLUS_N_RESOURCES] = { N_("Food"), N_("Wood"),
                                                             N_("Stone"), N_("Cloth"),
                                                             N_("Gold") };
  /* Translators: accessible names of the amounts paid for a delivery */
  static const char *const names[TS_CAYLUS_N_RESOURCES] = { N_("Food paid"), N_("Wood paid"),
                                                            N_("Stone paid"), N_("Cloth paid"),
                                                            N_("Gold paid") };
  /* On a phone's narrow window (issue 54) the buttons go under the batches and the amounts
   * paid wrap, the form scrolling down rather than making the page taller than the screen. */
  GtkWidget *top = ts_fold_box_new (6);
  GtkWidget *first = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *paid = ts_wrap_box_new (12, 6);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *decline, *question;

  self->box = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->box), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->box), TRUE);
  gtk_widget_set_focusable (self->box, FALSE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->box), column);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  gtk_widget_set_hexpand (first, TRUE);
  ts_fold_box_append (TS_FOLD_BOX (top), first);
  self->batches = add_spin (self, GTK_BOX (first),
                            /* Translators: how many batches a player delivers to the castle */
                            _("_Batches"), _("Batches delivered"), MAX_BATCHES);
  self->effects = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->effects, TRUE);
  gtk_label_set_xalign (self->effects, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->effects), TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (self->effects), 12);
  gtk_widget_add_css_class (GTK_WIDGET (self->effects), "dim-label");
  gtk_box_append (GTK_BOX (first), GTK_WIDGET (self->effects));
  decline = gtk_button_new_with_mnemonic (_("_No Delivery"));
  /* The buttons at the end of the line, whether or not the effects are said. */
  gtk_widget_set_hexpand (buttons, FALSE);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  ts_tooltip_set (decline, _("Deliver nothing this round"));
  g_signal_connect_swapped (decline, "clicked", G_CALLBACK (decline_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), decline);
  self->deliver_button = gtk_button_new_with_mnemonic (_("_Deliver"));
  ts_tooltip_set (self->deliver_button, _("Deliver these batches (Enter)"));
  gtk_widget_add_css_class (self->deliver_button, "suggested-action");
  g_signal_connect_swapped (self->deliver_button, "clicked", G_CALLBACK (submit), self);
  gtk_box_append (GTK_BOX (buttons), self->deliver_button);
  ts_fold_box_append (TS_FOLD_BOX (top), buttons);
  gtk_box_append (GTK_BOX (column), top);

  /* Translators: heads the resources paid for a delivery */
  ts_wrap_box_append (TS_WRAP_BOX (paid), gtk_label_new (_("Paid:")));
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    {
      GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      ts_wrap_box_append (TS_WRAP_BOX (paid), pair);
      self->pay[r] = add_spin (self, GTK_BOX (pair), _(titles[r]), _(names[r]), MAX_PAID);
      g_signal_connect_swapped (self->pay[r], "value-changed", G_CALLBACK (pay_changed_cb),
                                self);
    }
  gtk_box_append (GTK_BOX (column), paid);
  g_signal_connect_swapped (self->batches, "value-changed", G_CALLBACK (batches_changed_cb),
                            self);

  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  gtk_label_set_xalign (self->message, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->message));

  self->splits_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  question = gtk_label_new (
      /* Translators: with the Helper and the Goldsmith, the batches could hold the gold in
       * more ways than one (CY-CHR-10/12) */
      _("How did the table form the batches? Pick how many of them hold gold."));
  gtk_label_set_wrap (GTK_LABEL (question), TRUE);
  gtk_label_set_xalign (GTK_LABEL (question), 0);
  gtk_widget_add_css_class (question, "heading");
  gtk_box_append (GTK_BOX (self->splits_box), question);
  self->splits = TS_ENTRY_CHOICES (ts_entry_choices_new ());
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->splits),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, question, NULL, -1);
  g_signal_connect (self->splits, "chosen", G_CALLBACK (splits_chosen_cb), self);
  gtk_box_append (GTK_BOX (self->splits_box), GTK_WIDGET (self->splits));
  gtk_widget_set_visible (self->splits_box, FALSE);
  gtk_box_append (GTK_BOX (column), self->splits_box);
}
