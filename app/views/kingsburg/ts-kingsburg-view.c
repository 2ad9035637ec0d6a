/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-fold-box.h"
#include "ts-form-stack.h"
#include "ts-kingsburg-battle-entry.h"
#include "ts-kingsburg-battle-summary.h"
#include "ts-kingsburg-calendar.h"
#include "ts-kingsburg-choices.h"
#include "ts-kingsburg-court.h"
#include "ts-kingsburg-province.h"
#include "ts-kingsburg-roll-entry.h"
#include "ts-kingsburg-view-private.h"
#include "ts-player-sheets.h"

/* The page a Kingsburg match is kept on. No rules here: after every change of the match it
 * hands the state to the calendar, the court and the province sheets, shows the form for
 * what the table enters or decides next, and gives what is entered to the match, which
 * applies or refuses it. The frame around it (header bar, pages, status line and refusals,
 * Ctrl+P) is TsGamePage's. */

G_DEFINE_FINAL_TYPE (TsKingsburgView, ts_kingsburg_view, TS_TYPE_GAME_PAGE)

GtkWidget *
ts_kingsburg_view_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  return g_object_new (TS_TYPE_KINGSBURG_VIEW, "match", match, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

/* What the legal entries light: advisors the actor may influence, buildings each may build. */
void
ts_kingsburg_view_legal_targets (TsKingsburgView *self,
                                 guint32         *advisors,
                                 guint32          buildings[TS_KINGSBURG_MAX_PLAYERS])
{
  GListModel *legal = ts_match_get_legal_entries (self->match);
  guint n = g_list_model_get_n_items (legal);

  *advisors = 0;
  memset (buildings, 0, sizeof (guint32) * TS_KINGSBURG_MAX_PLAYERS);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsKingsburgEntry *e = ts_entry_get_data (entry);

      if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE && e->advisor > 0)
        *advisors |= 1u << e->advisor;
      else if (e->type == TS_KINGSBURG_ENTRY_BUILD && e->player >= 0
               && e->player < TS_KINGSBURG_MAX_PLAYERS && e->building >= 0)
        buildings[e->player] |= 1u << e->building;
    }
}

/* The calendar says when; the status line says what the table enters or decides next. */
static void
update_status (TsKingsburgView        *self,
               const TsKingsburgState *s)
{
  g_autofree char *pending = ts_kingsburg_describe_pending (s);
  guint n = ts_match_get_n_entries (self->match);
  TsEntry *last = n > 0 ? ts_match_get_entry (self->match, n - 1) : NULL;

  /* A pass made by itself (KB-INF-11) is said, not done behind the players' backs. */
  if (last != NULL && ts_entry_get_automatic (last))
    {
      g_autofree char *both = g_strconcat (ts_entry_get_description (last), " ", pending, NULL);

      ts_game_page_set_status (TS_GAME_PAGE (self), both);
      return;
    }
  ts_game_page_set_status (TS_GAME_PAGE (self), pending);
}

static void
ts_kingsburg_view_focus_table (TsGamePage *page)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (page);
  const char *form = gtk_stack_get_visible_child_name (self->entry_stack);

  if (g_strcmp0 (form, "choices") == 0)
    ts_kingsburg_choices_focus (self->choices);
  else if (g_strcmp0 (form, "roll") == 0)
    ts_kingsburg_roll_entry_focus (self->roll_entry);
  else if (g_strcmp0 (form, "battle") == 0)
    ts_kingsburg_battle_entry_focus (self->battle_entry);
  else
    gtk_widget_grab_focus (self->final_button);
}

static void
show_entry (TsKingsburgView        *self,
            const TsKingsburgState *s)
{
  const char *page = "choices";

  switch (s->stage)
    {
    case TS_KINGSBURG_STAGE_ROLL:
      ts_form_stack_ensure (self->entry_stack, "roll", ts_kingsburg_view_make_form, self);
      ts_kingsburg_roll_entry_set_state (self->roll_entry, s, self->colors);
      /* From the first slot: on a phone the form scrolls (issue 54). */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
                                    gtk_widget_get_ancestor (GTK_WIDGET (self->roll_entry),
                                                             GTK_TYPE_SCROLLED_WINDOW))),
                                0);
      page = "roll";
      break;
    case TS_KINGSBURG_STAGE_BATTLE:
      ts_form_stack_ensure (self->entry_stack, "battle", ts_kingsburg_view_make_form, self);
      ts_kingsburg_battle_entry_set_state (self->battle_entry, s);
      page = "battle";
      break;
    case TS_KINGSBURG_STAGE_OVER:
      ts_game_page_show_explanation (TS_GAME_PAGE (self), self->over_label);
      page = "over";
      break;
    default:
      ts_kingsburg_choices_set_state (self->choices, s, ts_match_get_legal_entries (self->match));
      break;
    }
  gtk_stack_set_visible_child_name (self->entry_stack, page);
}

/* @widget and everything in it. */
static void
set_sensitive_within (GtkWidget *widget,
                      gboolean   sensitive)
{
  gtk_widget_set_sensitive (widget, sensitive);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    set_sensitive_within (child, sensitive);
}

/* Last Battle can be opened once there was a battle. The toggle inside the menu button and its
 * label are set too: GTK 4.8 reports a widget enabled by its own flag, so a screen reader
 * heard an enabled button that was greyed out and that Tab passed by. */
static void
set_battle_sensitive (TsKingsburgView *self,
                      gboolean         sensitive)
{
  gtk_widget_set_sensitive (self->battle_button, sensitive);
  for (GtkWidget *child = gtk_widget_get_first_child (self->battle_button); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      set_sensitive_within (child, sensitive);
}

static void
refresh (TsKingsburgView *self)
{
  const TsKingsburgState *s = ts_kingsburg_view_get_state (self);
  int actor = ts_kingsburg_state_actor (s);
  guint32 advisors, buildings[TS_KINGSBURG_MAX_PLAYERS];

  ts_kingsburg_view_clear_refusal (self);
  ts_kingsburg_view_legal_targets (self, &advisors, buildings);
  /* The advisor whose help is being chosen is the one to look at. */
  if (s->stage == TS_KINGSBURG_STAGE_HELP)
    advisors |= 1u << s->help_advisor;
  ts_kingsburg_calendar_set_state (self->calendar, s, self->colors, self->marks);
  ts_kingsburg_court_set_state (self->court, s, self->colors, self->marks, advisors);
  for (guint i = 0; i < self->provinces->len; i++)
    if (g_ptr_array_index (self->provinces, i) != NULL)
      ts_kingsburg_province_set_player (g_ptr_array_index (self->provinces, i), s, i,
                                        self->colors[i], self->marks[i], buildings[i]);
  update_status (self, s);
  show_entry (self, s);
  /* The last battle in words, once there was one; lit while its goods are chosen. */
  ts_kingsburg_battle_summary_set_state (self->battle_summary, s);
  set_battle_sensitive (self, s->last_enemy >= 0);
  ts_game_page_toggle_class (self->battle_button, "suggested-action",
                             s->stage == TS_KINGSBURG_STAGE_BATTLE_GOODS);
  /* The sheet of whoever decides now; the user's pick is left alone otherwise. */
  ts_game_page_follow_actor (TS_GAME_PAGE (self), self->players_stack,
                             actor >= 0 ? ts_player_sheets_get_page (self->players_stack, actor)
                                        : NULL,
                             s->stage);
  ts_game_page_focus_table (TS_GAME_PAGE (self));
}

static void
match_changed_cb (TsMatch         *match,
                  TsKingsburgView *self)
{
  refresh (self);
}

/* -------------------------------------------------------------------------------------- */

/* Until the first allocation says, compact unless the window surely opens wide (issue 54):
 * on a phone it then asks no more than the screen's width when it first maps, whether or not
 * the allocation that folds came before the window manager read its minimum size. */
static gboolean
sheets_compact (TsKingsburgView *self)
{
  return self->fold_known ? ts_fold_box_get_folded (self->fold) : !self->opens_wide;
}

/* A player's province sheet, just made (ts-player-sheets.c): named, connected, up to
 * date with the buildings open to them. */
static void
province_ready (GtkWidget *province,
                guint      player,
                gpointer   user_data)
{
  TsKingsburgView *self = user_data;
  guint32 advisors, buildings[TS_KINGSBURG_MAX_PLAYERS];
  /* Translators: the accessible name of a player's province sheet */
  g_autofree char *label = g_strdup_printf (_("%s’s province"),
                                            ts_kingsburg_view_get_state (self)->names[player]);

  gtk_accessible_update_property (GTK_ACCESSIBLE (province), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  g_signal_connect_object (province, "building-activated",
                           G_CALLBACK (ts_kingsburg_view_building_activated_cb), self, 0);
  ts_kingsburg_view_legal_targets (self, &advisors, buildings);
  ts_kingsburg_province_set_compact (TS_KINGSBURG_PROVINCE (province), sheets_compact (self));
  ts_kingsburg_province_set_player (TS_KINGSBURG_PROVINCE (province),
                                    ts_kingsburg_view_get_state (self), player,
                                    self->colors[player], self->marks[player], buildings[player]);
}

/* Under the court, a sheet has the window's width: its names need not ask for 15
 * characters (the fold width, above what the court and a full sheet need side by side in
 * every language at 1024x600, keeps this from folding and unfolding in turn). */
static gboolean
refold_cb (gpointer data)
{
  TsKingsburgView *self = data;

  self->fold_idle = 0;
  ts_kingsburg_court_set_compact (self->court, sheets_compact (self));
  for (guint i = 0; i < self->provinces->len; i++)
    if (g_ptr_array_index (self->provinces, i) != NULL)
      ts_kingsburg_province_set_compact (g_ptr_array_index (self->provinces, i),
                                         sheets_compact (self));
  return G_SOURCE_REMOVE;
}

/* Folded in an allocation: the sheets change after it, not during it. */
static void
folded_cb (TsKingsburgView *self)
{
  self->fold_known = TRUE;
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add (refold_cb, self);
}

static void
ts_kingsburg_view_root (GtkWidget *widget)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (widget);

  GTK_WIDGET_CLASS (ts_kingsburg_view_parent_class)->root (widget);
  /* Full sheets from the first frame on a desktop, rather than compact ones that turn full a
   * frame later. */
  if (!self->fold_known && ts_fold_box_surely_wide (self->fold, 64) != self->opens_wide)
    {
      self->opens_wide = !self->opens_wide;
      refold_cb (self);
    }
}

static void
add_provinces (TsKingsburgView *self)
{
  const TsKingsburgState *s = ts_kingsburg_view_get_state (self);

  ts_player_sheets_fill (self->players_stack, self->provinces, TS_TYPE_KINGSBURG_PROVINCE,
                         s->names[0], sizeof s->names[0], s->n_players, province_ready, self);
}

/* The page shows one match for its whole life. */
static void
ts_kingsburg_view_constructed (GObject *object)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (object);

  G_OBJECT_CLASS (ts_kingsburg_view_parent_class)->constructed (object);

  self->match = ts_game_page_get_match (TS_GAME_PAGE (self));
  self->colors = ts_game_page_get_colors (TS_GAME_PAGE (self));
  self->marks = ts_game_page_get_marks (TS_GAME_PAGE (self));
  ts_kingsburg_court_set_compact (self->court, sheets_compact (self));
  add_provinces (self);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  refresh (self);
  /* The sheet shown first, made now: the window is sized with it in (issue 56). */
  ts_player_sheets_make_shown (self->players_stack);
}

static void
ts_kingsburg_view_dispose (GObject *object)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (object);

  g_clear_handle_id (&self->fold_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_KINGSBURG_VIEW);
  g_clear_pointer (&self->provinces, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_kingsburg_view_parent_class)->dispose (object);
}

static void
ts_kingsburg_view_class_init (TsKingsburgViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TsGamePageClass *page_class = TS_GAME_PAGE_CLASS (klass);

  object_class->constructed = ts_kingsburg_view_constructed;
  object_class->dispose = ts_kingsburg_view_dispose;
  widget_class->root = ts_kingsburg_view_root;
  page_class->refused_class = "kb-refused";
  page_class->focus_table = ts_kingsburg_view_focus_table;

  g_type_ensure (TS_TYPE_KINGSBURG_CALENDAR);
  g_type_ensure (TS_TYPE_KINGSBURG_CHOICES);
  g_type_ensure (TS_TYPE_KINGSBURG_COURT);
  g_type_ensure (TS_TYPE_KINGSBURG_ROLL_ENTRY);
  g_type_ensure (TS_TYPE_KINGSBURG_BATTLE_ENTRY);
  g_type_ensure (TS_TYPE_KINGSBURG_BATTLE_SUMMARY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/kingsburg/ts-kingsburg-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, calendar);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, court);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, fold);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, entry_stack);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, choices);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, battle_summary);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, battle_button);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, over_label);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, final_button);
  ts_kingsburg_view_install_entering (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-kingsburg-view");
}

static void
ts_kingsburg_view_init (TsKingsburgView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->provinces = g_ptr_array_new ();
}
