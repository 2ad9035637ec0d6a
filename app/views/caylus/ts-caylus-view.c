/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-caylus-board.h"
#include "ts-caylus-delivery-form.h"
#include "ts-caylus-supply.h"
#include "ts-caylus-tile-editor.h"
#include "ts-caylus-view-private.h"
#include "ts-caylus-view.h"
#include "ts-after-paint.h"
#include "ts-form-stack.h"
#include "ts-entry-choices.h"
#include "ts-fold-box.h"
#include "ts-page-host.h"
#include "ts-tooltip.h"

extern const TsGameModule ts_caylus_module;

/* The page a Caylus 1303 match is kept on. No rules here: after every change of the match it
 * hands the state to the board and the supplies, shows the form for what the table enters or
 * the player decides next, and gives what is entered to the match, which applies or refuses
 * it. The frame around it is TsGamePage's. */

struct _TsCaylusView
{
  TsGamePage parent_instance;

  TsMatch *match;            /* TsGamePage's, for short */
  const char *const *colors; /* TsGamePage's: a CSS colour per player */
  guint8 targets[TS_CAYLUS_MAX_SPOTS + 1]; /* the board's, while workers are placed */
  guint n_targets;

  /* template widgets */
  TsCaylusBoard *board;
  TsCaylusSupply *supply;
  GtkStack *entry_stack;
  TsEntryChoices *choices;
  GtkLabel *cost_label;
  GtkWidget *worksite_button;
  GtkWidget *pass_button;
  TsCaylusDeliveryForm *delivery; /* made when first shown (make_delivery()), or NULL */
  GtkLabel *over_label;
  GtkWidget *final_button;
  /* The board and the side column beside it, or under it on a narrow window (issue 54). */
  TsFoldBox *fold;
  GtkScrolledWindow *table_scroll;
  GtkScrolledWindow *board_scroll;
  GtkScrolledWindow *side_scroll;
  guint fold_idle;
};

G_DEFINE_FINAL_TYPE (TsCaylusView, ts_caylus_view, TS_TYPE_GAME_PAGE)

GtkWidget *
ts_caylus_view_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  return g_object_new (TS_TYPE_CAYLUS_VIEW, "match", match, NULL);
}

guint
ts_caylus_view_get_targets (TsCaylusView *self,
                            const guint8 **spots)
{
  g_return_val_if_fail (TS_IS_CAYLUS_VIEW (self), 0);
  if (spots != NULL)
    *spots = self->targets;
  return self->n_targets;
}

static const TsCaylusState *
get_state (TsCaylusView *self)
{
  return ts_match_get_state (self->match);
}

/* -------------------------------------------------------------------------------------- */
/* Entering                                                                                */

/* Applies @e; a refusal is shown in place, on @where. What it did is said in a toast whose
 * button undoes it: one key takes a slip back. */
static gboolean
apply (TsCaylusView        *self,
       const TsCaylusEntry *e,
       GtkWidget           *where)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  g_autoptr(TsEntry) entry = ts_entry_new_take (module, g_memdup2 (e, sizeof *e));
  g_autoptr(GError) error = NULL;
  gpointer before = module->state_copy (get_state (self));
  g_autofree char *outcome = NULL;

  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
  if (!ts_match_apply (self->match, entry, &error))
    {
      ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, where);
      module->state_free (before);
      return FALSE;
    }
  if (module->describe_outcome != NULL)
    outcome = module->describe_outcome (before, ts_entry_get_data (entry), get_state (self));
  if (outcome == NULL)
    outcome = g_strdup (ts_entry_get_description (entry));
  if (outcome != NULL && *outcome != '\0')
    ts_page_host_add_undo_toast (ts_page_host_find (GTK_WIDGET (self)), outcome);
  module->state_free (before);
  return TRUE;
}

static void
choices_chosen_cb (TsEntryChoices *choices,
                   gpointer        entry,
                   TsCaylusView   *self)
{
  apply (self, entry, GTK_WIDGET (choices));
}

/* The legal entry of @type at @at (a spot or the Worksite) in planning, or NULL. */
static const TsCaylusEntry *
find_legal (TsCaylusView *self,
            guint         type,
            guint         at)
{
  GListModel *legal = ts_match_get_legal_entries (self->match);

  for (guint i = 0; i < g_list_model_get_n_items (legal); i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsCaylusEntry *e = ts_entry_get_data (entry);

      /* The match keeps its legal entries alive until it changes. */
      if (e->type == type && (type != TS_CAYLUS_ENTRY_PLACE || e->at == at))
        return e;
    }
  return NULL;
}

/* A card activated on the board: a worker placed there. A card no legal entry names gets the
 * engine's reason. */
static void
place_at (TsCaylusView *self,
          guint         at,
          GtkWidget    *where)
{
  const TsCaylusEntry *legal = find_legal (self, TS_CAYLUS_ENTRY_PLACE, at);
  TsCaylusEntry e;

  if (legal != NULL)
    {
      e = *legal;
      apply (self, &e, where);
      return;
    }
  ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_PLACE, MAX (get_state (self)->actor, 0));
  e.at = at;
  apply (self, &e, where);
}

static void
board_spot_activated_cb (TsCaylusBoard *board,
                         guint          spot,
                         TsCaylusView  *self)
{
  place_at (self, spot, GTK_WIDGET (board));
}

static void
worksite_clicked_cb (GtkButton    *button,
                     TsCaylusView *self)
{
  place_at (self, TS_CAYLUS_AT_WORKSITE, GTK_WIDGET (button));
}

/* Pass in planning; the Early Riser's "no" is a skip. */
static void
pass_clicked_cb (GtkButton    *button,
                 TsCaylusView *self)
{
  const TsCaylusState *s = get_state (self);
  TsCaylusEntry e;

  ts_caylus_entry_init (&e,
                        s->stage == TS_CAYLUS_STAGE_EARLY_RISER ? TS_CAYLUS_ENTRY_SKIP
                                                                : TS_CAYLUS_ENTRY_PASS,
                        MAX (s->actor, 0));
  apply (self, &e, GTK_WIDGET (button));
}

static void
delivery_deliver_cb (TsCaylusDeliveryForm *form,
                     gpointer              entry,
                     TsCaylusView         *self)
{
  apply (self, entry, GTK_WIDGET (form));
}

static void
delivery_decline_cb (TsCaylusDeliveryForm *form,
                     TsCaylusView         *self)
{
  TsCaylusEntry e;

  ts_caylus_entry_init (&e, TS_CAYLUS_ENTRY_SKIP, MAX (get_state (self)->actor, 0));
  apply (self, &e, GTK_WIDGET (form));
}

static void unfocusable_scrolled_windows (GtkWidget *widget);

/* The castle's delivery form, made when a state first shows it (issue 56). */
static GtkWidget *
make_delivery (const char *name,
               gpointer    user_data)
{
  TsCaylusView *self = user_data;

  self->delivery = TS_CAYLUS_DELIVERY_FORM (ts_caylus_delivery_form_new ());
  g_signal_connect_object (self->delivery, "deliver", G_CALLBACK (delivery_deliver_cb), self, 0);
  g_signal_connect_object (self->delivery, "decline", G_CALLBACK (delivery_decline_cb), self, 0);
  unfocusable_scrolled_windows (GTK_WIDGET (self->delivery));
  return GTK_WIDGET (self->delivery);
}

static void
open_tile_editor (TsCaylusView *self,
                  const char   *tile_id)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *editor = ts_caylus_tile_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                 tile_id);

  gtk_window_present (GTK_WINDOW (editor));
}

static void
tiles_clicked_cb (GtkButton    *button,
                  TsCaylusView *self)
{
  open_tile_editor (self, NULL);
}

static void
correct_tile_clicked_cb (GtkButton    *button,
                         TsCaylusView *self)
{
  open_tile_editor (self, g_object_get_data (G_OBJECT (button), "ts-caylus-tile"));
}

/* -------------------------------------------------------------------------------------- */
/* The forms (their lists and words: ts-caylus-view-words.c)                               */

/* The board's targets: where a worker may go now. */
static void
show_planning (TsCaylusView        *self,
               const TsCaylusState *s)
{
  GListModel *legal = ts_match_get_legal_entries (self->match);
  guint8 *targets = self->targets;
  guint n = 0;
  gboolean worksite = FALSE, pass = FALSE;
  g_autofree char *cost = ts_caylus_view_placement_cost (s);

  for (guint i = 0; i < g_list_model_get_n_items (legal); i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsCaylusEntry *e = ts_entry_get_data (entry);

      if (e->type == TS_CAYLUS_ENTRY_PLACE && n < G_N_ELEMENTS (self->targets))
        {
          targets[n++] = e->at;
          worksite = worksite || e->at == TS_CAYLUS_AT_WORKSITE;
        }
      pass = pass || e->type == TS_CAYLUS_ENTRY_PASS || e->type == TS_CAYLUS_ENTRY_SKIP;
    }
  self->n_targets = n;
  ts_caylus_board_set_targets (self->board, targets, n);
  gtk_label_set_text (self->cost_label, cost);
  gtk_widget_set_sensitive (self->worksite_button, worksite);
  gtk_widget_set_sensitive (self->pass_button, pass);
  if (s->stage == TS_CAYLUS_STAGE_EARLY_RISER)
    {
      gtk_button_set_label (GTK_BUTTON (self->pass_button), _("_Skip"));
      ts_tooltip_set (self->pass_button, _("Place no extra worker (P)"));
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->pass_button), _("_Pass"));
      ts_tooltip_set (self->pass_button,
                                   _("Place no more workers this round: onto the Guild Bridge "
                                     "(P)"));
    }
}

static void
show_entry (TsCaylusView        *self,
            const TsCaylusState *s)
{
  const char *page = "choices";

  if (s->stage != TS_CAYLUS_STAGE_PLANNING && s->stage != TS_CAYLUS_STAGE_EARLY_RISER)
    {
      self->n_targets = 0;
      ts_caylus_board_set_targets (self->board, NULL, 0);
    }
  switch (s->stage)
    {
    case TS_CAYLUS_STAGE_DEAL:
    case TS_CAYLUS_STAGE_FIRST:
    case TS_CAYLUS_STAGE_REVEAL:
      {
        ts_caylus_view_fill_events (self->choices, self->match, s);
      }
      break;
    case TS_CAYLUS_STAGE_PLANNING:
    case TS_CAYLUS_STAGE_EARLY_RISER:
      show_planning (self, s);
      page = "planning";
      break;
    case TS_CAYLUS_STAGE_DELIVERY:
      ts_form_stack_ensure (self->entry_stack, "delivery", make_delivery, self);
      ts_caylus_delivery_form_set_state (self->delivery, self->match, s);
      page = "delivery";
      break;
    case TS_CAYLUS_STAGE_OVER:
      ts_game_page_show_explanation (TS_GAME_PAGE (self), self->over_label);
      ts_caylus_supply_set_show_prestige (self->supply, TRUE);
      page = "over";
      break;
    default:
      ts_caylus_view_fill_decisions (self->choices, self->match, s,
                                     G_CALLBACK (correct_tile_clicked_cb), self);
      break;
    }
  gtk_stack_set_visible_child_name (self->entry_stack, page);
}

static void
refresh (TsCaylusView *self)
{
  const TsCaylusState *s = get_state (self);
  g_autofree char *status = NULL;

  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
  ts_caylus_board_set_state (self->board, s, self->colors);
  ts_caylus_supply_set_state (self->supply, self->match, s, self->colors);
  status = s->stage <= TS_CAYLUS_STAGE_REVEAL ? ts_caylus_view_setup_question (s) : NULL;
  ts_game_page_set_status (TS_GAME_PAGE (self),
                           status != NULL ? status : ts_match_get_pending (self->match));
  show_entry (self, s);
  ts_game_page_focus_table (TS_GAME_PAGE (self));
}

static void
match_changed_cb (TsMatch      *match,
                  TsCaylusView *self)
{
  refresh (self);
}

static void
ts_caylus_view_focus_table (TsGamePage *page)
{
  TsCaylusView *self = TS_CAYLUS_VIEW (page);
  const char *form = gtk_stack_get_visible_child_name (self->entry_stack);

  if (g_strcmp0 (form, "choices") == 0)
    ts_entry_choices_focus (self->choices);
  else if (g_strcmp0 (form, "planning") == 0)
    ts_caylus_board_focus_target (self->board);
  else if (g_strcmp0 (form, "delivery") == 0)
    ts_caylus_delivery_form_focus (self->delivery);
  else
    gtk_widget_grab_focus (self->final_button);
}

/* -------------------------------------------------------------------------------------- */
/* Keys and actions                                                                        */

/* W and P while workers are placed, wherever the focus is in the page (the board, a button),
 * unless a text field takes the letter. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsCaylusView          *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || g_strcmp0 (gtk_stack_get_visible_child_name (self->entry_stack), "planning") != 0
      || (focus != NULL && GTK_IS_EDITABLE (focus)))
    return FALSE;
  /* Also when the button is off: the engine then says why. */
  if (keyval == GDK_KEY_w || keyval == GDK_KEY_W)
    worksite_clicked_cb (GTK_BUTTON (self->worksite_button), self);
  else if (keyval == GDK_KEY_p || keyval == GDK_KEY_P)
    pass_clicked_cb (GTK_BUTTON (self->pass_button), self);
  else
    return FALSE;
  return TRUE;
}

static void
toggle_prestige_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TsCaylusView *self = TS_CAYLUS_VIEW (widget);

  ts_caylus_supply_set_show_prestige (self->supply,
                                      !ts_caylus_supply_get_show_prestige (self->supply));
}

/* No scroll area of the table or the entry forms takes the focus itself. GTK gives a
 * GtkScrolledWindow the focus when a move into it finds no child that takes it (Down from the
 * players' supply onto the list of choices: a list is not entered by Up and Down from
 * outside), and a screen reader then reads an unnamed pane. The arrow leaves the focus where
 * it is instead; Tab still reaches what each area holds. */
static void
unfocusable_scrolled_windows (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SCROLLED_WINDOW (child))
        gtk_widget_set_focusable (child, FALSE);
      unfocusable_scrolled_windows (child);
    }
}

/* Made after the page's first frame: the stack of entry forms asks the height of its
 * tallest (vhomogeneous), the delivery form, from then on. A game's first delivery then
 * neither makes its form before its frame nor moves the table up under the players: the
 * table takes its height for the whole game at once. */
static void
forms_after_paint (GtkWidget *stack)
{
  TsCaylusView *self = TS_CAYLUS_VIEW (gtk_widget_get_ancestor (stack, TS_TYPE_CAYLUS_VIEW));

  if (self != NULL)
    ts_form_stack_ensure (self->entry_stack, "delivery", make_delivery, self);
}

/* -------------------------------------------------------------------------------------- */

/* The page shows one match for its whole life. */
static void
ts_caylus_view_constructed (GObject *object)
{
  TsCaylusView *self = TS_CAYLUS_VIEW (object);

  G_OBJECT_CLASS (ts_caylus_view_parent_class)->constructed (object);

  self->match = ts_game_page_get_match (TS_GAME_PAGE (self));
  self->colors = ts_game_page_get_colors (TS_GAME_PAGE (self));
  ts_caylus_board_set_marks (self->board, ts_game_page_get_marks (TS_GAME_PAGE (self)));
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  refresh (self);
  if (get_state (self)->stage != TS_CAYLUS_STAGE_OVER)
    ts_after_paint (GTK_WIDGET (self->entry_stack), forms_after_paint);
}

/* Side by side, the board and the side column scroll each on its own within the page's
 * height; one under the other, each is as tall as it is and the page scrolls. After the
 * allocation that folded, not during it. */
static gboolean
refold_cb (gpointer data)
{
  TsCaylusView *self = data;
  gboolean folded = ts_fold_box_get_folded (self->fold);
  GtkPolicyType policy = folded ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC;

  self->fold_idle = 0;
  gtk_scrolled_window_set_policy (self->board_scroll, GTK_POLICY_NEVER, policy);
  gtk_scrolled_window_set_policy (self->side_scroll, GTK_POLICY_NEVER, policy);
  ts_game_page_toggle_class (GTK_WIDGET (self->fold), "cy-folded", folded);
  return G_SOURCE_REMOVE;
}

static void
folded_cb (TsCaylusView *self)
{
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add (refold_cb, self);
}

static void
ts_caylus_view_dispose (GObject *object)
{
  g_clear_handle_id (&TS_CAYLUS_VIEW (object)->fold_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_CAYLUS_VIEW);

  G_OBJECT_CLASS (ts_caylus_view_parent_class)->dispose (object);
}

static void
ts_caylus_view_class_init (TsCaylusViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TsGamePageClass *page_class = TS_GAME_PAGE_CLASS (klass);

  object_class->constructed = ts_caylus_view_constructed;
  object_class->dispose = ts_caylus_view_dispose;
  page_class->refused_class = "cy-refused";
  page_class->focus_table = ts_caylus_view_focus_table;

  g_type_ensure (TS_TYPE_CAYLUS_BOARD);
  g_type_ensure (TS_TYPE_CAYLUS_SUPPLY);
  g_type_ensure (TS_TYPE_CAYLUS_DELIVERY_FORM);
  g_type_ensure (TS_TYPE_ENTRY_CHOICES);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/caylus/ts-caylus-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, board);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, supply);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, entry_stack);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, choices);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, cost_label);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, worksite_button);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, over_label);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, final_button);
  gtk_widget_class_bind_template_callback (widget_class, board_spot_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, choices_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, worksite_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pass_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, tiles_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, fold);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, table_scroll);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, board_scroll);
  gtk_widget_class_bind_template_child (widget_class, TsCaylusView, side_scroll);

  gtk_widget_class_install_action (widget_class, "game.toggle-prestige", NULL,
                                   toggle_prestige_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-caylus-view");
}

static void
ts_caylus_view_init (TsCaylusView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The table (the board beside the side column) and the forms under it. */
  unfocusable_scrolled_windows (gtk_widget_get_parent (GTK_WIDGET (self->table_scroll)));
  unfocusable_scrolled_windows (GTK_WIDGET (self->entry_stack));
  /* Each round's placements list more buildings than the list shows without scrolling. */
  ts_entry_choices_keep_room (self->choices);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
