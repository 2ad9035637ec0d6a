/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-view-private.h"
#include "ts-damage-bin.h"
#include "ts-fold-box.h"
#include "ts-player-sheets.h"
#include "ts-width-bin.h"

/* The page a Castles of Burgundy match is played on. It owns no game logic: it shows the
 * match's state in the board and player widgets, shows the entry form for whatever the table
 * does next, and hands what is entered to the match, which applies or refuses it. The frame
 * around it (header bar, pages, status line and refusals, Ctrl+P) is TsGamePage's. */

G_DEFINE_FINAL_TYPE (TsBurgundyView, ts_burgundy_view, TS_TYPE_GAME_PAGE)

GtkWidget *
ts_burgundy_view_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  return g_object_new (TS_TYPE_BURGUNDY_VIEW, "match", match, NULL);
}

const TsBurgundyState *
ts_burgundy_view_get_state (TsBurgundyView *self)
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

void
ts_burgundy_view_clear_refusal (TsBurgundyView *self)
{
  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
}

static void
update_lit (TsBurgundyView *self)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  guint8 board[7] = { 0 };
  guint64 storage = 0;
  guint goods = 0;
  TsBurgundySpaces spaces = { { 0 } };
  TsBurgundySpaces none = { { 0 } };
  gboolean deciding = s->stage == TS_BURGUNDY_STAGE_TURN
                      || s->stage == TS_BURGUNDY_STAGE_PHASE_END;
  int actor = ts_burgundy_state_actor (s);

  gboolean inn = FALSE;

  if (deciding)
    ts_burgundy_turn_panel_get_lit (ts_burgundy_view_turn_panel (self), board, &storage,
                                    &goods, &spaces);
  ts_burgundy_board_view_set_lit (self->board, board);
  /* The turn panel follows every state (show_entry()): its choices are this state's. */
  if (s->stage == TS_BURGUNDY_STAGE_TURN && s->options.inns && s->inns > 0)
    inn = ts_burgundy_turn_panel_offers (ts_burgundy_view_turn_panel (self),
                                         TS_BURGUNDY_ENTRY_BUY_INN);
  ts_burgundy_board_view_set_inns_lit (self->board, inn);
  for (guint i = 0; i < self->panels->len; i++)
    {
      TsBurgundyPlayerPanel *panel = g_ptr_array_index (self->panels, i);
      gboolean acting = deciding && (int) i == actor;

      if (panel == NULL)
        continue;
      ts_burgundy_player_panel_set_lit (panel, acting ? storage : 0, acting ? goods : 0,
                                        acting ? &spaces : &none);
      ts_burgundy_player_panel_set_selected_storage (
          panel,
          acting ? ts_burgundy_turn_panel_get_storage (ts_burgundy_view_turn_panel (self)) : -1);
    }
}

/* The turn panel's "lit-changed" (ts_burgundy_view_turn_panel()). */
void
ts_burgundy_view_lit_changed_cb (TsBurgundyView *self)
{
  ts_burgundy_view_clear_refusal (self);
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
      ts_burgundy_view_ensure_form (self, "solo");
      ts_burgundy_solo_entry_set_state (self->solo_entry, s);
      page = "solo";
    }
  else switch (s->stage)
    {
    case TS_BURGUNDY_STAGE_SHIELDS:
      ts_burgundy_view_ensure_form (self, "shields");
      /* Prepared once: an entry refused keeps what was typed. */
      if (g_strcmp0 (self->entry_shown, "shields") != 0)
        ts_burgundy_shields_entry_set_state (self->shields_entry, s);
      page = "shields";
      break;
    case TS_BURGUNDY_STAGE_STARTING_GOODS:
      ts_burgundy_view_ensure_form (self, "goods");
      ts_burgundy_goods_entry_set_player (self->goods_entry, s, starting_goods_player (s));
      page = "goods";
      break;
    case TS_BURGUNDY_STAGE_FILL:
      ts_burgundy_view_ensure_form (self, "fill");
      ts_burgundy_phase_summary_set_state (self->phase_summary, s);
      ts_burgundy_fill_entry_set_state (self->fill_entry, s);
      page = "fill";
      break;
    case TS_BURGUNDY_STAGE_ROLL:
      ts_burgundy_view_ensure_form (self, "roll");
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
  /* The turn panel, once made, follows every state: the lit targets come from it. */
  if (self->turn_panel != NULL)
    ts_burgundy_turn_panel_set_state (self->turn_panel, s);
  else if (g_str_equal (page, "turn"))
    ts_burgundy_view_turn_panel (self);
  gtk_stack_set_visible_child_name (self->entry_stack, page);
  self->entry_shown = page;
}

static void
refresh (TsBurgundyView *self)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);
  int actor = ts_burgundy_state_actor (s);
  int shown = actor >= 0 ? actor : s->stage == TS_BURGUNDY_STAGE_TURN ? s->current : -1;

  ts_burgundy_view_clear_refusal (self);
  ts_burgundy_board_view_set_state (self->board, s, self->colors);
  for (guint i = 0; i < self->panels->len; i++)
    if (g_ptr_array_index (self->panels, i) != NULL)
      ts_burgundy_player_panel_set_player (g_ptr_array_index (self->panels, i), s, i,
                                           self->colors[i]);
  gtk_widget_set_visible (self->players_switcher, s->n_players > 1);
  if (self->solo_bar != NULL)
    ts_burgundy_solo_bar_set_state (self->solo_bar, s, self->colors[0],
                                    ts_game_page_get_marks (TS_GAME_PAGE (self))[0]);
  update_status (self, s);
  /* The turn panel, given every state there, lights the targets (lit-changed). */
  show_entry (self, s);

  /* Show the duchy of whoever acts now, but leave the user's pick alone otherwise. */
  ts_game_page_follow_actor (TS_GAME_PAGE (self), self->players_stack,
                             shown >= 0 ? ts_player_sheets_get_page (self->players_stack, shown)
                                        : NULL,
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

/* A player's panel, just made (ts-player-sheets.c): connected and up to date. */
static void
panel_ready (GtkWidget *panel,
             guint      player,
             gpointer   user_data)
{
  TsBurgundyView *self = user_data;

  g_signal_connect_object (panel, "storage-activated",
                           G_CALLBACK (ts_burgundy_view_storage_activated_cb), self, 0);
  g_signal_connect_object (panel, "space-activated",
                           G_CALLBACK (ts_burgundy_view_space_activated_cb), self, 0);
  g_signal_connect_object (panel, "goods-activated",
                           G_CALLBACK (ts_burgundy_view_goods_activated_cb), self, 0);
  ts_burgundy_player_panel_set_player (TS_BURGUNDY_PLAYER_PANEL (panel),
                                       ts_burgundy_view_get_state (self), player,
                                       self->colors[player]);
  update_lit (self);
}

static void
add_player_panels (TsBurgundyView *self)
{
  const TsBurgundyState *s = ts_burgundy_view_get_state (self);

  ts_player_sheets_fill (self->players_stack, self->panels, TS_TYPE_BURGUNDY_PLAYER_PANEL,
                         s->names[0], sizeof s->names[0], s->n_players, panel_ready, self);
}

static void
ts_burgundy_view_constructed (GObject *object)
{
  TsBurgundyView *self = TS_BURGUNDY_VIEW (object);

  G_OBJECT_CLASS (ts_burgundy_view_parent_class)->constructed (object);

  self->match = ts_game_page_get_match (TS_GAME_PAGE (self));
  self->colors = ts_game_page_get_colors (TS_GAME_PAGE (self));
  add_player_panels (self);
  if (ts_burgundy_view_get_state (self)->options.solo)
    ts_burgundy_view_make_solo_bar (self);
  g_signal_connect_object (self->board, "inns-activated",
                           G_CALLBACK (ts_burgundy_view_inns_activated_cb), self, 0);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  refresh (self);
  /* The sheet shown first, made now: the window is sized with it in (issue 56). */
  ts_player_sheets_make_shown (self->players_stack);
}

/* Narrower than this, the page is on a phone held upright. */
#define PHONE_WIDTH 600

/* libadwaita 1.2 has no breakpoints: the turn's list shows more rows as the page gets
 * taller than on a 1024x600 screen (4 rows there, issue 24), the board keeping the rest. Run after
 * the window's new size is laid out (idles run after the frame's layout). */
static gboolean
size_rows_cb (gpointer data)
{
  TsBurgundyView *self = data;
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  int width = gtk_widget_get_width (GTK_WIDGET (self));

  self->rows_idle = 0;
  /* On a phone held upright the board above wants the height more: three rows (issue 54). */
  self->turn_rows = width > 0 && width < PHONE_WIDTH
                        ? 3
                        : CLAMP (4 + (MAX (height, 560) - 560) / 60, 4, 6);
  if (self->turn_panel != NULL)
    ts_burgundy_turn_panel_set_rows_shown (self->turn_panel, self->turn_rows);
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
      g_signal_connect_swapped (window, "notify::default-width", G_CALLBACK (window_resized_cb),
                                self);
      g_signal_connect_swapped (window, "notify::maximized", G_CALLBACK (window_resized_cb),
                                self);
      g_signal_connect_swapped (window, "notify::fullscreened", G_CALLBACK (window_resized_cb),
                                self);
    }
  window_resized_cb (self);
}

/* Folded (a phone, a tablet upright), the board and the player below it take their natural
 * heights for the width and the table scrolls; side by side they share the window's height. */
static void
fold_changed_cb (TsFoldBox      *box,
                 GParamSpec     *pspec,
                 TsBurgundyView *self)
{
  gtk_scrollable_set_vscroll_policy (GTK_SCROLLABLE (self->table_viewport),
                                     ts_fold_box_get_folded (box) ? GTK_SCROLL_NATURAL
                                                                  : GTK_SCROLL_MINIMUM);
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

  g_type_ensure (TS_TYPE_DAMAGE_BIN);
  g_type_ensure (TS_TYPE_BURGUNDY_BOARD_VIEW);
  g_type_ensure (TS_TYPE_BURGUNDY_FILL_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_GOODS_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_PHASE_SUMMARY);
  g_type_ensure (TS_TYPE_BURGUNDY_ROLL_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_SHIELDS_ENTRY);
  g_type_ensure (TS_TYPE_BURGUNDY_SOLO_ENTRY);
  g_type_ensure (TS_TYPE_FOLD_BOX);
  g_type_ensure (TS_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/burgundy/ts-burgundy-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, board);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, entry_stack);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, over_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, final_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, players_switcher);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyView, table_viewport);
  gtk_widget_class_bind_template_callback (widget_class, fold_changed_cb);
  ts_burgundy_view_class_init_entering (widget_class);
  gtk_widget_class_set_css_name (widget_class, "ts-burgundy-view");
}

static void
ts_burgundy_view_init (TsBurgundyView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->panels = g_ptr_array_new ();
}
