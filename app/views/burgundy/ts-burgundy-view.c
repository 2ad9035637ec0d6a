/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "burgundy/ts-burgundy-choices.h"
#include "burgundy/ts-burgundy-rules.h"
#include "ts-burgundy-board-view.h"
#include "ts-burgundy-fill-entry.h"
#include "ts-burgundy-goods-entry.h"
#include "ts-burgundy-phase-summary.h"
#include "ts-burgundy-player-panel.h"
#include "ts-burgundy-roll-entry.h"
#include "ts-burgundy-shields-entry.h"
#include "ts-burgundy-solo-bar.h"
#include "ts-burgundy-solo-entry.h"
#include "ts-burgundy-turn-panel.h"
#include "ts-burgundy-view.h"

/* The page a Castles of Burgundy match is played on. It owns no game logic: it shows the
 * match's state in the board and player widgets, shows the entry form for whatever the table
 * does next, and hands what is entered to the match, which applies or refuses it. The frame
 * around it (header bar, pages, status line and refusals, Ctrl+P) is TsGamePage's. */

struct _TsBurgundyView
{
  TsGamePage parent_instance;

  TsMatch *match;            /* TsGamePage's, for short */
  const char *const *colors; /* TsGamePage's: a CSS colour per player */
  GPtrArray *panels;         /* TsBurgundyPlayerPanel per player, setup order */
  guint rows_idle;           /* sizing the turn's list to the window */
  GtkWidget *window;         /* weak: the window whose size is followed */
  const char *entry_shown;   /* the entry form shown since the last change, NULL at first */

  /* template widgets */
  TsBurgundyBoardView *board;
  GtkStack *players_stack;
  GtkStack *entry_stack;
  TsBurgundyShieldsEntry *shields_entry;
  TsBurgundyGoodsEntry *goods_entry;
  TsBurgundyPhaseSummary *phase_summary;
  TsBurgundyFillEntry *fill_entry;
  TsBurgundyRollEntry *roll_entry;
  TsBurgundyTurnPanel *turn_panel;
  GtkLabel *over_label;
  GtkWidget *final_button;
  TsBurgundySoloBar *solo_bar;     /* solo game (issue 15) */
  TsBurgundySoloEntry *solo_entry;
  GtkWidget *players_switcher;
};

G_DEFINE_FINAL_TYPE (TsBurgundyView, ts_burgundy_view, TS_TYPE_GAME_PAGE)

GtkWidget *
ts_burgundy_view_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  return g_object_new (TS_TYPE_BURGUNDY_VIEW, "match", match, NULL);
}

static const TsBurgundyState *
get_state (TsBurgundyView *self)
{
  return ts_match_get_state (self->match);
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

static const char *
phase_letter (guint phase)
{
  static const char *const letters[] = { "A", "B", "C", "D", "E" };

  return letters[MIN (phase, G_N_ELEMENTS (letters) - 1)];
}

static void
update_status (TsBurgundyView        *self,
               const TsBurgundyState *s)
{
  g_autofree char *text = NULL;
  g_autofree char *pending = ts_burgundy_describe_pending (s);

  if (s->stage == TS_BURGUNDY_STAGE_OVER)
    text = g_strdup (_("The game is over"));
  else if (s->stage == TS_BURGUNDY_STAGE_STARTING_GOODS
           || s->stage == TS_BURGUNDY_STAGE_SHIELDS)
    text = g_strdup (pending);
  else if (s->options.solo)
    {
      g_autofree char *round = ts_burgundy_solo_round_text (s);

      /* Translators: solo game: phase letter, "Round 7 of 25", what the table enters next */
      text = g_strdup_printf (_("Phase %s · %s · %s"), phase_letter (s->phase), round, pending);
    }
  else
    /* Translators: phase letter, round number, then what the table enters next. */
    text = g_strdup_printf (_("Phase %s · Round %u of 5 · %s"), phase_letter (s->phase),
                            s->round + 1, pending);
  ts_game_page_set_status (TS_GAME_PAGE (self), text);
}

/* -------------------------------------------------------------------------------------- */
/* Refusals: the page's, with the space or tile refused highlighted ("cob-refused"). */

static void
clear_refusal (TsBurgundyView *self)
{
  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
}

/* After a click went to the turn panel: its refusal, if any, shown on @where. */
static void
show_panel_refusal (TsBurgundyView *self,
                    GtkWidget      *where)
{
  const char *error = ts_burgundy_turn_panel_get_error (self->turn_panel);

  if (error != NULL)
    ts_game_page_show_refusal (TS_GAME_PAGE (self), error, where);
}

static void
update_lit (TsBurgundyView *self)
{
  const TsBurgundyState *s = get_state (self);
  guint8 board[7] = { 0 };
  guint storage = 0, goods = 0;
  guint64 spaces = 0;
  gboolean deciding = s->stage == TS_BURGUNDY_STAGE_TURN
                      || s->stage == TS_BURGUNDY_STAGE_PHASE_END;
  int actor = ts_burgundy_state_actor (s);

  gboolean inn = FALSE;

  if (deciding)
    ts_burgundy_turn_panel_get_lit (self->turn_panel, board, &storage, &goods, &spaces);
  ts_burgundy_board_view_set_lit (self->board, board);
  if (s->stage == TS_BURGUNDY_STAGE_TURN && s->options.inns && s->inns > 0)
    {
      guint n = 0;
      g_autofree TsBurgundyChoice *choices = ts_burgundy_choices (s, &n);

      for (guint i = 0; i < n && !inn; i++)
        inn = choices[i].action.type == TS_BURGUNDY_ENTRY_BUY_INN;
    }
  ts_burgundy_board_view_set_inns_lit (self->board, inn);
  for (guint i = 0; i < self->panels->len; i++)
    {
      TsBurgundyPlayerPanel *panel = g_ptr_array_index (self->panels, i);
      gboolean acting = deciding && (int) i == actor;

      ts_burgundy_player_panel_set_lit (panel, acting ? storage : 0, acting ? goods : 0,
                                        acting ? spaces : 0);
      ts_burgundy_player_panel_set_selected_storage (
          panel, acting ? ts_burgundy_turn_panel_get_storage (self->turn_panel) : -1);
    }
}

static void
lit_changed_cb (TsBurgundyView *self)
{
  clear_refusal (self);
  update_lit (self);
}

/* The first player still waiting for starting goods. */
static int
starting_goods_player (const TsBurgundyState *s)
{
  for (guint i = 0; i < s->n_players; i++)
    if (!s->players[i].has_starting_goods)
      return i;
  return -1;
}

static void
ts_burgundy_view_focus_table (TsGamePage *page)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (page);
  const char *name = gtk_stack_get_visible_child_name (self->entry_stack);

  if (g_strcmp0 (name, "shields") == 0)
    ts_burgundy_shields_entry_focus (self->shields_entry);
  else if (g_strcmp0 (name, "goods") == 0)
    ts_burgundy_goods_entry_focus (self->goods_entry);
  else if (g_strcmp0 (name, "fill") == 0)
    ts_burgundy_fill_entry_focus (self->fill_entry);
  else if (g_strcmp0 (name, "roll") == 0)
    ts_burgundy_roll_entry_focus (self->roll_entry);
  else if (g_strcmp0 (name, "turn") == 0)
    ts_burgundy_turn_panel_focus (self->turn_panel);
  else if (g_strcmp0 (name, "solo") == 0)
    ts_burgundy_solo_entry_focus (self->solo_entry);
}

static void
show_entry (TsBurgundyView        *self,
            const TsBurgundyState *s)
{
  const char *page = "over";

  /* The solo game's own steps come first: its removal after a roll, the exchange and the
   * black-depot tile (CB-SOL-09/14/18). */
  if (ts_burgundy_solo_entry_mode_for (s) != TS_BURGUNDY_SOLO_NONE)
    {
      ts_burgundy_solo_entry_set_state (self->solo_entry, s);
      page = "solo";
    }
  else switch (s->stage)
    {
    case TS_BURGUNDY_STAGE_SHIELDS:
      /* Prepared once: an entry refused keeps what was typed. */
      if (g_strcmp0 (self->entry_shown, "shields") != 0)
        ts_burgundy_shields_entry_set_state (self->shields_entry, s);
      page = "shields";
      break;
    case TS_BURGUNDY_STAGE_STARTING_GOODS:
      ts_burgundy_goods_entry_set_player (self->goods_entry, s, starting_goods_player (s));
      page = "goods";
      break;
    case TS_BURGUNDY_STAGE_FILL:
      ts_burgundy_phase_summary_set_state (self->phase_summary, s);
      ts_burgundy_fill_entry_set_state (self->fill_entry, s);
      page = "fill";
      break;
    case TS_BURGUNDY_STAGE_ROLL:
      ts_burgundy_roll_entry_set_state (self->roll_entry, s, self->colors);
      page = "roll";
      break;
    case TS_BURGUNDY_STAGE_TURN:
    case TS_BURGUNDY_STAGE_PHASE_END:
      page = "turn";
      break;
    case TS_BURGUNDY_STAGE_OVER:
    default:
      if (s->options.solo)
        {
          g_autofree char *result = ts_burgundy_solo_result_text (s);

          gtk_label_set_text (self->over_label, result);
        }
      else
        ts_game_page_show_explanation (TS_GAME_PAGE (self), self->over_label);
      /* No final scoring in the solo game (CB-SOL-24): the scores show the VP over time. */
      gtk_button_set_label (GTK_BUTTON (self->final_button),
                            s->options.solo ? _("See the _Scores") : _("See the _Final Scoring"));
      break;
    }
  /* The turn panel follows every state: the lit targets come from it. */
  ts_burgundy_turn_panel_set_state (self->turn_panel, s);
  gtk_stack_set_visible_child_name (self->entry_stack, page);
  self->entry_shown = page;
}

static void
refresh (TsBurgundyView *self)
{
  const TsBurgundyState *s = get_state (self);
  int actor = ts_burgundy_state_actor (s);
  int shown = actor >= 0 ? actor : s->stage == TS_BURGUNDY_STAGE_TURN ? s->current : -1;

  clear_refusal (self);
  ts_burgundy_board_view_set_state (self->board, s, self->colors);
  for (guint i = 0; i < self->panels->len; i++)
    ts_burgundy_player_panel_set_player (g_ptr_array_index (self->panels, i), s, i,
                                         self->colors[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->solo_bar), s->options.solo);
  gtk_widget_set_visible (self->players_switcher, s->n_players > 1);
  if (s->options.solo)
    ts_burgundy_solo_bar_set_state (self->solo_bar, s, self->colors[0]);
  update_status (self, s);
  show_entry (self, s);
  update_lit (self);

  /* Show the duchy of whoever acts now, but leave the user's pick alone otherwise. */
  ts_game_page_follow_actor (TS_GAME_PAGE (self), self->players_stack,
                             shown >= 0 ? g_ptr_array_index (self->panels, shown) : NULL,
                             s->stage);
  ts_game_page_focus_table (TS_GAME_PAGE (self));
}

static void
match_changed_cb (TsMatch        *match,
                  TsBurgundyView *self)
{
  refresh (self);
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

/* Ctrl+U: the number of VP to buy (CB-SOL-20), or why none can be bought. */
static void
buy_vp_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  const TsBurgundyState *s = get_state (self);

  clear_refusal (self);
  if (ts_burgundy_solo_bar_focus_buy (self->solo_bar))
    return;
  ts_game_page_show_refusal (TS_GAME_PAGE (self),
                             !s->options.solo
                                 ? _("VP are bought for silver only in the solo game.")
                                 : _("No VP can be bought now: 1 silver each, in your turn "
                                     "after you scored VP."),
                             NULL);
}

static void
choose_cb (TsBurgundyTurnPanel *panel,
           gpointer             data,
           TsBurgundyView      *self)
{
  const TsBurgundyChoice *choice = data;
  g_autoptr(TsEntry) spend = NULL;
  g_autoptr(TsEntry) action = wrap_entry (self, &choice->action);
  g_autoptr(GError) error = NULL;
  TsEntry *entries[2];
  guint n = 0;

  /* Workers spent and the action they pay for are one step for undo. */
  if (choice->workers > 0)
    {
      spend = wrap_entry (self, &choice->spend);
      entries[n++] = spend;
    }
  entries[n++] = action;
  clear_refusal (self);
  if (!ts_match_apply_many (self->match, entries, n, &error))
    ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, NULL);
}

static void
slot_activated_cb (TsBurgundyBoardView *board,
                   int                  depot,
                   int                  slot,
                   TsBurgundyView      *self)
{
  clear_refusal (self);
  ts_burgundy_turn_panel_slot_activated (self->turn_panel, depot, slot);
  show_panel_refusal (self, ts_burgundy_board_view_get_slot_button (board, depot, slot));
}

/* The inns beside the black depot (CB-INN-03): one way to buy the top inn is bought at once,
 * several (workers with monastery 6, or a tile to discard) are the turn panel's Buy list;
 * none shows the engine's reason. */
static void
inns_activated_cb (TsBurgundyBoardView *board,
                   TsBurgundyView      *self)
{
  const TsBurgundyState *s = get_state (self);
  GtkWidget *where = ts_burgundy_board_view_get_inns_button (board);
  g_autofree TsBurgundyChoice *choices = NULL;
  g_autoptr(GError) error = NULL;
  int found = -1;
  guint n = 0, n_inn = 0;

  clear_refusal (self);
  choices = ts_burgundy_choices (s, &n);
  for (guint i = 0; i < n; i++)
    if (choices[i].action.type == TS_BURGUNDY_ENTRY_BUY_INN)
      {
        found = i;
        n_inn++;
      }
  if (n_inn == 1)
    {
      choose_cb (self->turn_panel, &choices[found], self);
      return;
    }
  if (n_inn > 1 && ts_burgundy_turn_panel_select_kind (self->turn_panel, TS_BURGUNDY_KIND_BUY))
    {
      ts_burgundy_turn_panel_focus (self->turn_panel);
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
  const TsBurgundyState *s = get_state (self);

  int acting = ts_burgundy_state_actor (s) >= 0 ? ts_burgundy_state_actor (s) : s->current;

  clear_refusal (self);
  if (s->stage != TS_BURGUNDY_STAGE_TURN && s->stage != TS_BURGUNDY_STAGE_PHASE_END)
    return FALSE;
  if (g_ptr_array_index (self->panels, acting) == panel)
    return TRUE;
  {
    /* Translators: %s is the name of the player whose turn it is. */
    g_autofree char *message = g_strdup_printf (_("It is %s’s turn: only their duchy can be "
                                                  "used now."),
                                                s->names[acting]);

    ts_game_page_show_refusal (TS_GAME_PAGE (self), message, where);
  }
  return FALSE;
}

static void
storage_activated_cb (TsBurgundyPlayerPanel *panel,
                      int                    storage,
                      TsBurgundyView        *self)
{
  GtkWidget *where = ts_burgundy_player_panel_get_storage_button (panel, storage);

  if (!is_acting_panel (self, panel, where))
    return;
  ts_burgundy_turn_panel_storage_activated (self->turn_panel, storage);
  show_panel_refusal (self, where);
}

static void
space_activated_cb (TsBurgundyPlayerPanel *panel,
                    int                    space,
                    TsBurgundyView        *self)
{
  GtkWidget *where = ts_burgundy_duchy_view_get_space (
      ts_burgundy_player_panel_get_duchy_view (panel), space);

  if (!is_acting_panel (self, panel, where))
    return;
  ts_burgundy_turn_panel_space_activated (self->turn_panel, space);
  show_panel_refusal (self, where);
}

static void
goods_activated_cb (TsBurgundyPlayerPanel *panel,
                    int                    goods,
                    TsBurgundyView        *self)
{
  GtkWidget *where = ts_burgundy_player_panel_get_goods_button (panel, goods);

  if (!is_acting_panel (self, panel, where))
    return;
  ts_burgundy_turn_panel_goods_activated (self->turn_panel, goods);
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

  if (ts_burgundy_turn_panel_select_die (self->turn_panel,
                                         g_str_has_prefix (action_name, "game.first") ? 0 : 1))
    ts_burgundy_turn_panel_focus (self->turn_panel);
}

static void
end_turn_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);

  ts_burgundy_turn_panel_end_turn (self->turn_panel);
}

/* At a phase end a player decides, but only about their shields (CB-SHG-07, CB-SHD-14/15). */
static void
phase_end_refusal (TsBurgundyView *self)
{
  const TsBurgundyState *s = get_state (self);
  g_autofree char *why = g_strdup_printf (
      /* Translators: %s is the player deciding at the end of a phase */
      _("The phase is ending: only %s’s shield decision is open now."),
      s->names[s->phase_end_player]);

  ts_game_page_show_refusal (TS_GAME_PAGE (self), why, NULL);
}

/* Ctrl+B, Ctrl+K, Ctrl+D: a kind of the modules' choices, or why there is none. */
static void
kind_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  const TsBurgundyState *s = get_state (self);
  TsBurgundyTurnKind kind = g_str_equal (action_name, "game.buy")           ? TS_BURGUNDY_KIND_BUY
                            : g_str_equal (action_name, "game.take-shield") ? TS_BURGUNDY_KIND_SHIELD
                                                                            : TS_BURGUNDY_KIND_SET_DIE;
  const char *why;

  clear_refusal (self);
  if (ts_burgundy_turn_panel_show_kind (self->turn_panel, kind))
    return;
  if (s->stage == TS_BURGUNDY_STAGE_PHASE_END)
    {
      phase_end_refusal (self);
      return;
    }
  if (s->stage != TS_BURGUNDY_STAGE_TURN)
    why = _("Nothing can be done with that now: it is not a player’s turn.");
  else if (kind == TS_BURGUNDY_KIND_BUY)
    why = _("Nothing can be bought now: one purchase per turn, 2 silver each.");
  else if (kind == TS_BURGUNDY_KIND_SHIELD)
    why = _("No shield can be taken now: it takes doubles (workers may make them) or the "
            "castle’s action with shield 11, and a shield left on that die’s depot.");
  else
    why = _("No die can be turned now: shield 16 turns one die, once per turn.");
  ts_game_page_show_refusal (TS_GAME_PAGE (self), why, NULL);
}

/* Ctrl+I: buys the inn when there is one way to; several ways (workers with monastery 6, a
 * tile to discard) are offered in the list; none says the engine's reason (CB-INN-03). */
static void
buy_inn_action_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  const TsBurgundyState *s = get_state (self);
  guint n = ts_burgundy_turn_panel_get_n_rows (self->turn_panel);
  int first = -1;
  guint ways = 0;

  clear_refusal (self);
  for (guint i = 0; i < n; i++)
    if (ts_burgundy_turn_panel_get_row (self->turn_panel, i)->choice.action.type
        == TS_BURGUNDY_ENTRY_BUY_INN)
      {
        if (first < 0)
          first = i;
        ways++;
      }
  if (ways == 1)
    ts_burgundy_turn_panel_activate_row (self->turn_panel, first);
  else if (ways > 1)
    ts_burgundy_turn_panel_focus_row (self->turn_panel, first);
  else if (s->stage == TS_BURGUNDY_STAGE_PHASE_END)
    phase_end_refusal (self);
  else if (s->stage != TS_BURGUNDY_STAGE_TURN)
    ts_game_page_show_refusal (TS_GAME_PAGE (self),
                               _("No inn can be bought now: it is not a player’s turn."), NULL);
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

/* -------------------------------------------------------------------------------------- */

static void
add_player_panels (TsBurgundyView *self)
{
  const TsBurgundyState *s = get_state (self);

  for (guint i = 0; i < s->n_players; i++)
    {
      GtkWidget *panel = ts_burgundy_player_panel_new ();

      g_signal_connect_object (panel, "storage-activated", G_CALLBACK (storage_activated_cb),
                               self, 0);
      g_signal_connect_object (panel, "space-activated", G_CALLBACK (space_activated_cb), self, 0);
      g_signal_connect_object (panel, "goods-activated", G_CALLBACK (goods_activated_cb), self, 0);
      gtk_stack_add_titled (self->players_stack, panel, NULL, s->names[i]);
      g_ptr_array_add (self->panels, panel);
    }
}

static void
ts_burgundy_view_constructed (GObject *object)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (object);

  G_OBJECT_CLASS (ts_burgundy_view_parent_class)->constructed (object);

  self->match = ts_game_page_get_match (TS_GAME_PAGE (self));
  self->colors = ts_game_page_get_colors (TS_GAME_PAGE (self));
  add_player_panels (self);
  ts_burgundy_turn_panel_set_board (self->turn_panel, self->board);
  g_signal_connect_object (self->board, "inns-activated", G_CALLBACK (inns_activated_cb), self,
                           0);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  refresh (self);
}

/* libadwaita 1.2 has no breakpoints: the turn's list shows more rows as the page gets
 * taller than on a 1024x600 screen (2 rows there), the board keeping the rest. Run after
 * the window's new size is laid out (idles run after the frame's layout). */
static gboolean
size_rows_cb (gpointer data)
{
  TsBurgundyView *self = data;
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  self->rows_idle = 0;
  ts_burgundy_turn_panel_set_rows_shown (self->turn_panel,
                                         CLAMP (2 + (MAX (height, 560) - 560) / 60, 2, 6));
  return G_SOURCE_REMOVE;
}

static void
window_resized_cb (TsBurgundyView *self)
{
  if (self->rows_idle == 0)
    self->rows_idle = g_idle_add (size_rows_cb, self);
}

static void
forget_window (TsBurgundyView *self)
{
  if (self->window == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->window, window_resized_cb, self);
  g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
  self->window = NULL;
}

static void
ts_burgundy_view_map (GtkWidget *widget)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (widget);
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));

  GTK_WIDGET_CLASS (ts_burgundy_view_parent_class)->map (widget);
  if (window != self->window && GTK_IS_WINDOW (window))
    {
      forget_window (self);
      self->window = window;
      g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->window);
      g_signal_connect_swapped (window, "notify::default-height", G_CALLBACK (window_resized_cb),
                                self);
      g_signal_connect_swapped (window, "notify::maximized", G_CALLBACK (window_resized_cb),
                                self);
      g_signal_connect_swapped (window, "notify::fullscreened", G_CALLBACK (window_resized_cb),
                                self);
    }
  window_resized_cb (self);
}

static void
ts_burgundy_view_dispose (GObject *object)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (object);

  g_clear_handle_id (&self->rows_idle, g_source_remove);
  forget_window (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_BURGUNDY_VIEW);
  g_clear_pointer (&self->panels, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_burgundy_view_parent_class)->dispose (object);
}

static void
ts_burgundy_view_class_init (TsBurgundyViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TsGamePageClass *page_class = TS_GAME_PAGE_CLASS (klass);

  object_class->constructed = ts_burgundy_view_constructed;
  object_class->dispose = ts_burgundy_view_dispose;
  widget_class->map = ts_burgundy_view_map;
  page_class->refused_class = "cob-refused";
  page_class->focus_table = ts_burgundy_view_focus_table;

  g_type_ensure (TS_TYPE_BURGUNDY_BOARD_VIEW);
  g_type_ensure (TS_TYPE_BURGUNDY_FILL_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_GOODS_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_PHASE_SUMMARY);
  g_type_ensure (TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_SHIELDS_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_SOLO_BAR);
  g_type_ensure (TS_TYPE_BURGUNDY_SOLO_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_TURN_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-burgundy-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, board);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, entry_stack);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, shields_entry);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, goods_entry);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, phase_summary);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, fill_entry);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, roll_entry);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, over_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, final_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, solo_bar);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, solo_entry);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, players_switcher);
  gtk_widget_class_bind_template_callback (widget_class, table_entry_submitted_cb);
  gtk_widget_class_bind_template_callback (widget_class, choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, lit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, slot_activated_cb);

  gtk_widget_class_install_action (widget_class, "game.first-die", NULL, die_action_cb);
  gtk_widget_class_install_action (widget_class, "game.second-die", NULL, die_action_cb);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, end_turn_action_cb);
  gtk_widget_class_install_action (widget_class, "game.buy", NULL, kind_action_cb);
  gtk_widget_class_install_action (widget_class, "game.take-shield", NULL, kind_action_cb);
  gtk_widget_class_install_action (widget_class, "game.set-die", NULL, kind_action_cb);
  gtk_widget_class_install_action (widget_class, "game.buy-inn", NULL, buy_inn_action_cb);
  gtk_widget_class_install_action (widget_class, "game.buy-vp", NULL, buy_vp_action_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-burgundy-view");
}

static void
ts_burgundy_view_init (TsBurgundyView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->panels = g_ptr_array_new ();
}
