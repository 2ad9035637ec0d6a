/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match page's entering: the entry forms' entries, clicks on the board and the duchies,
 * and the keyboard actions (dice, kinds, inns, VP). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-view-private.h"
#include "ts-page-host.h"

/* After a click went to the turn panel: its refusal, if any, shown on @where. */
static void
show_panel_refusal (TsBurgundyView *self,
                    GtkWidget      *where)
{
  const char *error = ts_burgundy_turn_panel_get_error (ts_burgundy_view_turn_panel (self));

  if (error != NULL)
    ts_game_page_show_refusal (TS_GAME_PAGE (self), error, where);
}

/* -------------------------------------------------------------------------------------- */
/* Entering                                                                                */

static TsEntry *
wrap_entry (TsBurgundyView        *self,
            const TsBurgundyEntry *entry)
{
  return ts_entry_new_take (ts_match_get_module (self->match), g_memdup2 (entry, sizeof *entry));
}

static void
table_entry_submitted_cb (GtkWidget      *widget,
                          gpointer        data,
                          TsBurgundyView *self)
{
  g_autoptr(TsEntry) entry = wrap_entry (self, data);
  g_autoptr(GError) error = NULL;

  if (ts_match_apply (self->match, entry, &error))
    return;
  if (TS_IS_BURGUNDY_ROLL_ENTRY (widget))
    ts_burgundy_roll_entry_set_error (TS_BURGUNDY_ROLL_ENTRY (widget), error->message);
  else if (TS_IS_BURGUNDY_FILL_ENTRY (widget))
    ts_burgundy_fill_entry_set_error (TS_BURGUNDY_FILL_ENTRY (widget), error->message);
  else if (TS_IS_BURGUNDY_GOODS_ENTRY (widget))
    ts_burgundy_goods_entry_set_error (TS_BURGUNDY_GOODS_ENTRY (widget), error->message);
  else if (TS_IS_BURGUNDY_SHIELDS_ENTRY (widget))
    ts_burgundy_shields_entry_set_error (TS_BURGUNDY_SHIELDS_ENTRY (widget), error->message);
  else if (TS_IS_BURGUNDY_SOLO_ENTRY (widget))
    ts_burgundy_solo_entry_set_error (TS_BURGUNDY_SOLO_ENTRY (widget), error->message);
  else if (TS_IS_BURGUNDY_SOLO_BAR (widget))
    ts_game_page_show_refusal (
        TS_GAME_PAGE (self), error->message,
        GTK_WIDGET (ts_burgundy_solo_bar_get_vp_spin (TS_BURGUNDY_SOLO_BAR (widget))));
}

/* A form made after the template (ts-burgundy-view-forms.c): its entries as the template's. */
void
ts_burgundy_view_connect_form (TsBurgundyView *self,
                               GtkWidget      *form)
{
  g_signal_connect_object (form, "submit", G_CALLBACK (table_entry_submitted_cb), self, 0);
}

/* Ctrl+U: the number of VP to buy (CB-SOL-20), or why none can be bought. */
static void
buy_vp_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);

  ts_burgundy_view_clear_refusal (self);
  if (self->solo_bar != NULL && ts_burgundy_solo_bar_focus_buy (self->solo_bar))
    return;
  ts_game_page_show_rule_refusal (TS_GAME_PAGE (self),
                                  !s->options.solo
                                      ? _("VP are bought for silver only in the solo game.")
                                      : _("No VP can be bought now: 1 silver each, in your turn "
                                          "after you scored VP."),
                                  "CB-SOL-20", NULL);
}

/* An end of turn with dice unused is said with a toast (its Undo takes it back), as a
 * Kingsburg pass with dice unused is: a turn ended by a stray Ctrl+E is seen at once. */
static char *
end_with_dice (TsBurgundyView        *self,
               const TsBurgundyEntry *e)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  guint n = 0;

  if (e->type != TS_BURGUNDY_ENTRY_END_TURN || s->stage != TS_BURGUNDY_STAGE_TURN)
    return NULL;
  for (guint d = 0; d < 2; d++)
    n += (s->die_used & (1u << d)) == 0;
  if (n == 0)
    return NULL;
  /* Translators: a toast with Undo; %s is a player, %u how many of their dice are unused */
  return g_strdup_printf (ngettext ("%s ended the turn with %u die unused.",
                                    "%s ended the turn with %u dice unused.", n),
                          s->names[s->current], n);
}

/* The turn panel's "choose" (ts_burgundy_view_turn_panel()). */
void
ts_burgundy_view_choose_cb (TsBurgundyTurnPanel *panel,
                            gpointer             data,
                            TsBurgundyView      *self)
{
  const TsBurgundyChoice *choice = data;
  g_autoptr(TsEntry) spend = NULL;
  g_autoptr(TsEntry) action = wrap_entry (self, &choice->action);
  g_autoptr(GError) error = NULL;
  TsEntry *entries[2];
  guint n = 0;
  g_autofree char *toast = NULL;

  /* Workers spent and the action they pay for are one step for undo. */
  if (choice->workers > 0)
    {
      spend = wrap_entry (self, &choice->spend);
      entries[n++] = spend;
    }
  entries[n++] = action;
  ts_burgundy_view_clear_refusal (self);
  toast = end_with_dice (self, &choice->action);
  if (!ts_match_apply_many (self->match, entries, n, &error))
    {
      ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, NULL);
      return;
    }
  /* Right after the entry: the toast's Undo takes back this end of turn. */
  if (toast != NULL)
    ts_page_host_add_undo_toast (ts_page_host_find (GTK_WIDGET (self)), toast);
}

static void
slot_activated_cb (TsBurgundyBoardView *board,
                   int                  depot,
                   int                  slot,
                   TsBurgundyView      *self)
{
  ts_burgundy_view_clear_refusal (self);
  ts_burgundy_turn_panel_slot_activated (ts_burgundy_view_turn_panel (self), depot, slot);
  show_panel_refusal (self, ts_burgundy_board_view_get_slot_button (board, depot, slot));
}

/* The inns beside the black depot (CB-INN-03): one way to buy the top inn is bought at once,
 * several (workers with monastery 6, or a tile to discard) are the turn panel's Buy list;
 * none shows the engine's reason. */
void
ts_burgundy_view_inns_activated_cb (TsBurgundyBoardView *board,
                                    TsBurgundyView      *self)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  GtkWidget *where = ts_burgundy_board_view_get_inns_button (board);
  g_autofree TsBurgundyChoice *choices = NULL;
  g_autoptr(GError) error = NULL;
  int found = -1;
  guint n = 0, n_inn = 0;

  ts_burgundy_view_clear_refusal (self);
  choices = ts_burgundy_choices (s, &n);
  for (guint i = 0; i < n; i++)
    if (choices[i].action.type == TS_BURGUNDY_ENTRY_BUY_INN)
      {
        found = i;
        n_inn++;
      }
  if (n_inn == 1)
    {
      ts_burgundy_view_choose_cb (ts_burgundy_view_turn_panel (self), &choices[found],
                                  self);
      return;
    }
  if (n_inn > 1
      && ts_burgundy_turn_panel_select_kind (ts_burgundy_view_turn_panel (self),
                                             TS_BURGUNDY_KIND_BUY))
    {
      ts_burgundy_turn_panel_focus (ts_burgundy_view_turn_panel (self));
      return;
    }
  {
    /* The plain entry: the engine applies it or says why not. */
    TsBurgundyEntry entry;
    int actor = ts_burgundy_state_actor (s);
    g_autoptr(TsEntry) wrapped = NULL;

    ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_BUY_INN,
                            actor >= 0 ? actor : s->current);
    wrapped = wrap_entry (self, &entry);
    if (!ts_match_apply (self->match, wrapped, &error))
      ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, where);
  }
}

/* Clicks in a duchy other than the acting player's are only looking. */
static gboolean
is_acting_panel (TsBurgundyView *self,
                 gpointer        panel,
                 GtkWidget      *where)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);

  int acting = ts_burgundy_state_actor (s) >= 0 ? ts_burgundy_state_actor (s) : s->current;

  ts_burgundy_view_clear_refusal (self);
  if (s->stage != TS_BURGUNDY_STAGE_TURN && s->stage != TS_BURGUNDY_STAGE_PHASE_END)
    return FALSE;
  if (g_ptr_array_index (self->panels, acting) == panel)
    return TRUE;
  {
    /* Translators: %s is the name of the player whose turn it is. */
    g_autofree char *message = g_strdup_printf (_("It is %s’s turn: only their duchy can be "
                                                  "used now."),
                                                s->names[acting]);

    ts_game_page_show_rule_refusal (TS_GAME_PAGE (self), message, "CB-RND-04", where);
  }
  return FALSE;
}

void
ts_burgundy_view_storage_activated_cb (TsBurgundyPlayerPanel *panel,
                                       int                    storage,
                                       TsBurgundyView        *self)
{
  GtkWidget *where = ts_burgundy_player_panel_get_storage_button (panel, storage);

  if (!is_acting_panel (self, panel, where))
    return;
  ts_burgundy_turn_panel_storage_activated (ts_burgundy_view_turn_panel (self), storage);
  show_panel_refusal (self, where);
}

void
ts_burgundy_view_space_activated_cb (TsBurgundyPlayerPanel *panel,
                                     int                    space,
                                     TsBurgundyView        *self)
{
  GtkWidget *where = ts_burgundy_duchy_view_get_space (
      ts_burgundy_player_panel_get_duchy_view (panel), space);

  if (!is_acting_panel (self, panel, where))
    return;
  ts_burgundy_turn_panel_space_activated (ts_burgundy_view_turn_panel (self), space);
  show_panel_refusal (self, where);
}

void
ts_burgundy_view_goods_activated_cb (TsBurgundyPlayerPanel *panel,
                                     int                    goods,
                                     TsBurgundyView        *self)
{
  GtkWidget *where = ts_burgundy_player_panel_get_goods_button (panel, goods);

  if (!is_acting_panel (self, panel, where))
    return;
  ts_burgundy_turn_panel_goods_activated (ts_burgundy_view_turn_panel (self), goods);
  show_panel_refusal (self, where);
}

/* -------------------------------------------------------------------------------------- */
/* Actions                                                                                 */

static void
die_action_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);

  if (ts_burgundy_turn_panel_select_die (ts_burgundy_view_turn_panel (self),
                                         g_str_has_prefix (action_name, "game.first") ? 0 : 1))
    ts_burgundy_turn_panel_focus (ts_burgundy_view_turn_panel (self));
}

static void
end_turn_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);

  ts_burgundy_turn_panel_end_turn (ts_burgundy_view_turn_panel (self));
}

/* At a phase end a player decides, but only about their shields (CB-SHG-07, CB-SHD-14/15). */
static void
phase_end_refusal (TsBurgundyView *self)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  g_autofree char *why = g_strdup_printf (
      /* Translators: %s is the player deciding at the end of a phase */
      _("The phase is ending: only %s’s shield decision is open now."),
      s->names[s->phase_end_player]);

  ts_game_page_show_rule_refusal (TS_GAME_PAGE (self), why, "CB-SHG-07", NULL);
}

/* Ctrl+B, Ctrl+K, Ctrl+D: a kind of the modules' choices, or why there is none. */
static void
kind_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  TsBurgundyTurnKind kind = g_str_equal (action_name, "game.buy")           ? TS_BURGUNDY_KIND_BUY
                            : g_str_equal (action_name, "game.take-shield") ? TS_BURGUNDY_KIND_SHIELD
                                                                            : TS_BURGUNDY_KIND_SET_DIE;
  const char *why;
  const char *clause;

  ts_burgundy_view_clear_refusal (self);
  if (ts_burgundy_turn_panel_show_kind (ts_burgundy_view_turn_panel (self), kind))
    return;
  if (s->stage == TS_BURGUNDY_STAGE_PHASE_END)
    {
      phase_end_refusal (self);
      return;
    }
  /* Each names the rule its Why? opens. */
  clause = s->stage != TS_BURGUNDY_STAGE_TURN   ? "CB-RND-04"
           : kind == TS_BURGUNDY_KIND_BUY    ? "CB-BLK-01"
           : kind == TS_BURGUNDY_KIND_SHIELD ? "CB-SHG-03"
                                             : "CB-SHD-16";
  if (s->stage != TS_BURGUNDY_STAGE_TURN)
    why = _("Nothing can be done with that now: it is not a player’s turn.");
  else if (kind == TS_BURGUNDY_KIND_BUY)
    why = _("Nothing can be bought now: one purchase per turn, 2 silver each.");
  else if (kind == TS_BURGUNDY_KIND_SHIELD)
    why = _("No shield can be taken now: it takes doubles (workers may make them) or the "
            "castle’s action with shield 11, and a shield left on that die’s depot.");
  else
    why = _("No die can be turned now: shield 16 turns one die, once per turn.");
  ts_game_page_show_rule_refusal (TS_GAME_PAGE (self), why, clause, NULL);
}

/* Ctrl+I: buys the inn when there is one way to; several ways (workers with monastery 6, a
 * tile to discard) are offered in the list; none says the engine's reason (CB-INN-03). */
static void
buy_inn_action_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  TsBurgundyTurnPanel *panel = ts_burgundy_view_turn_panel (self);
  guint n = ts_burgundy_turn_panel_get_n_rows (panel);
  int first = -1;
  guint ways = 0;

  ts_burgundy_view_clear_refusal (self);
  for (guint i = 0; i < n; i++)
    if (ts_burgundy_turn_panel_get_row (panel, i)->choice.action.type
        == TS_BURGUNDY_ENTRY_BUY_INN)
      {
        if (first < 0)
          first = i;
        ways++;
      }
  if (ways == 1)
    ts_burgundy_turn_panel_activate_row (panel, first);
  else if (ways > 1)
    ts_burgundy_turn_panel_focus_row (panel, first);
  else if (s->stage == TS_BURGUNDY_STAGE_PHASE_END)
    phase_end_refusal (self);
  else if (s->stage != TS_BURGUNDY_STAGE_TURN)
    ts_game_page_show_rule_refusal (TS_GAME_PAGE (self),
                                    _("No inn can be bought now: it is not a player’s turn."),
                                    "CB-INN-03", NULL);
  else
    {
      TsBurgundyState *copy = ts_burgundy_state_copy (s);
      g_autoptr(GError) error = NULL;
      TsBurgundyEntry entry;

      /* The engine says why (no inn out, no silver, the purchase made, storage full). */
      ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_BUY_INN, s->current);
      if (!ts_burgundy_apply (copy, &entry, &error))
        ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, NULL);
      ts_burgundy_state_free (copy);
    }
}

/* The template callbacks and the actions above, for the class_init. */
void
ts_burgundy_view_class_init_entering (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, table_entry_submitted_cb);
  gtk_widget_class_bind_template_callback (widget_class, slot_activated_cb);

  gtk_widget_class_install_action (widget_class, "game.first-die", NULL, die_action_cb);
  gtk_widget_class_install_action (widget_class, "game.second-die", NULL, die_action_cb);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, end_turn_action_cb);
  gtk_widget_class_install_action (widget_class, "game.buy", NULL, kind_action_cb);
  gtk_widget_class_install_action (widget_class, "game.take-shield", NULL, kind_action_cb);
  gtk_widget_class_install_action (widget_class, "game.set-die", NULL, kind_action_cb);
  gtk_widget_class_install_action (widget_class, "game.buy-inn", NULL, buy_inn_action_cb);
  gtk_widget_class_install_action (widget_class, "game.buy-vp", NULL, buy_vp_action_cb);
}
