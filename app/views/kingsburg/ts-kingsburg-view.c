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
#include "ts-kingsburg-view.h"
#include "ts-player-sheets.h"
#include "ts-page-host.h"

/* The page a Kingsburg match is kept on. No rules here: after every change of the match it
 * hands the state to the calendar, the court and the province sheets, shows the form for
 * what the table enters or decides next, and gives what is entered to the match, which
 * applies or refuses it. The frame around it (header bar, pages, status line and refusals,
 * Ctrl+P) is TsGamePage's. */

struct _TsKingsburgView
{
  TsGamePage parent_instance;

  TsMatch *match;            /* TsGamePage's, for short */
  const char *const *colors; /* TsGamePage's: a CSS colour per player */
  const char *const *marks;  /* TsGamePage's: the mark shown with each colour */
  GPtrArray *provinces;      /* TsKingsburgProvince per player, setup order; NULL until made */

  /* template widgets */
  TsKingsburgCalendar *calendar;
  TsKingsburgCourt *court;
  GtkStack *players_stack;
  TsFoldBox *fold; /* the court, the sheets beside it or under it (issue 54) */
  guint fold_idle; /* the sheets made compact or not after the allocation that folded */
  gboolean fold_known; /* the fold box has been laid out once */
  gboolean opens_wide; /* before that: the window will open wider than the fold, surely */
  GtkStack *entry_stack;
  TsKingsburgChoices *choices;
  TsKingsburgRollEntry *roll_entry;     /* made when first shown (make_form()), or NULL */
  TsKingsburgBattleEntry *battle_entry; /* the same */
  TsKingsburgBattleSummary *battle_summary;
  GtkWidget *battle_button;
  GtkLabel *over_label;
  GtkWidget *final_button;
};

G_DEFINE_FINAL_TYPE (TsKingsburgView, ts_kingsburg_view, TS_TYPE_GAME_PAGE)

GtkWidget *
ts_kingsburg_view_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  return g_object_new (TS_TYPE_KINGSBURG_VIEW, "match", match, NULL);
}

static const TsKingsburgState *
get_state (TsKingsburgView *self)
{
  return ts_match_get_state (self->match);
}

/* -------------------------------------------------------------------------------------- */
/* Refusals: the page's, with the advisor or building refused ringed ("kb-refused"). */

static void
clear_refusal (TsKingsburgView *self)
{
  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
}

/* The dice @player has not placed yet this season (white ones too). */
static guint
free_dice (const TsKingsburgState *s,
           int                     player)
{
  const TsKingsburgPlayer *p;
  guint n = 0;

  if (player < 0 || player >= (int) s->n_players)
    return 0;
  p = &s->players[player];
  for (guint d = 0; d < p->n_dice; d++)
    n += (p->placed & (1u << d)) == 0;
  return n;
}

/* A pass that leaves dice unused is said, with Undo: passing is for good this season. */
static char *
pass_with_dice (TsKingsburgView        *self,
                const TsKingsburgEntry *e)
{
  const TsKingsburgState *s = get_state (self);
  guint n;

  if (e->type != TS_KINGSBURG_ENTRY_PASS || s->stage != TS_KINGSBURG_STAGE_INFLUENCE
      || (n = free_dice (s, e->player)) == 0)
    return NULL;
  /* Translators: a toast with Undo; %s is a player, %u how many of their dice are unused */
  return g_strdup_printf (ngettext ("%s passed with %u die unused.",
                                    "%s passed with %u dice unused.", n),
                          s->names[e->player], n);
}

/* Applies @entry; a refusal is shown in place, on @where. */
static gboolean
apply (TsKingsburgView        *self,
       const TsKingsburgEntry *e,
       GtkWidget              *where)
{
  g_autoptr(TsEntry) entry
      = ts_entry_new_take (ts_match_get_module (self->match), g_memdup2 (e, sizeof *e));
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = pass_with_dice (self, e);

  clear_refusal (self);
  if (!ts_match_apply (self->match, entry, &error))
    {
      ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, where);
      return FALSE;
    }
  /* Right after the entry is applied: the toast's Undo takes back this pass. */
  if (toast != NULL)
    ts_page_host_add_undo_toast (ts_page_host_find (GTK_WIDGET (self)), toast);
  return TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

/* What the legal entries light: advisors the actor may influence, buildings each may build. */
static void
legal_targets (TsKingsburgView *self,
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

static GtkWidget *make_form (const char *name,
                             gpointer    user_data);

static void
show_entry (TsKingsburgView        *self,
            const TsKingsburgState *s)
{
  const char *page = "choices";

  switch (s->stage)
    {
    case TS_KINGSBURG_STAGE_ROLL:
      ts_form_stack_ensure (self->entry_stack, "roll", make_form, self);
      ts_kingsburg_roll_entry_set_state (self->roll_entry, s, self->colors);
      /* From the first slot: on a phone the form scrolls (issue 54). */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
                                    gtk_widget_get_ancestor (GTK_WIDGET (self->roll_entry),
                                                             GTK_TYPE_SCROLLED_WINDOW))),
                                0);
      page = "roll";
      break;
    case TS_KINGSBURG_STAGE_BATTLE:
      ts_form_stack_ensure (self->entry_stack, "battle", make_form, self);
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
  const TsKingsburgState *s = get_state (self);
  int actor = ts_kingsburg_state_actor (s);
  guint32 advisors, buildings[TS_KINGSBURG_MAX_PLAYERS];

  clear_refusal (self);
  legal_targets (self, &advisors, buildings);
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
/* Entering                                                                                */

/* A table event from its form (the dice, the battle): the form shows a refusal itself. */
static void
form_submitted_cb (GtkWidget       *form,
                   gpointer         data,
                   TsKingsburgView *self)
{
  g_autoptr(TsEntry) entry = ts_entry_new_take (ts_match_get_module (self->match),
                                                g_memdup2 (data, sizeof (TsKingsburgEntry)));
  g_autoptr(GError) error = NULL;

  if (ts_match_apply (self->match, entry, &error))
    return;
  if (TS_IS_KINGSBURG_ROLL_ENTRY (form))
    ts_kingsburg_roll_entry_set_error (TS_KINGSBURG_ROLL_ENTRY (form), error->message);
  else
    ts_kingsburg_battle_entry_set_error (TS_KINGSBURG_BATTLE_ENTRY (form), error->message);
}

/* The season's dice and the battle's forms, made when a state first shows them (issue 56). On
 * a phone the dice form (the shared dice entry, its groups wrapping) may be taller than the
 * room under the table: it scrolls rather than make the window taller than the screen
 * (issue 54). */
static GtkWidget *
make_form (const char *name,
           gpointer    user_data)
{
  TsKingsburgView *self = user_data;
  gboolean roll = g_str_equal (name, "roll");
  GtkWidget *form = roll ? ts_kingsburg_roll_entry_new () : ts_kingsburg_battle_entry_new ();

  g_signal_connect_object (form, "submit", G_CALLBACK (form_submitted_cb), self, 0);
  if (!roll)
    {
      self->battle_entry = TS_KINGSBURG_BATTLE_ENTRY (form);
      return form;
    }
  self->roll_entry = TS_KINGSBURG_ROLL_ENTRY (form);
  return ts_form_stack_scrolled (form, -1);
}

static void
choose_cb (TsKingsburgChoices *choices,
           TsEntry            *entry,
           TsKingsburgView    *self)
{
  apply (self, ts_entry_get_data (entry), NULL);
}

/* The actor's free dice that come closest to @advisor (with a coloured one): the entry the
 * engine's refusal will explain. */
static guint
closest_dice (const TsKingsburgPlayer *p,
              guint                    advisor)
{
  guint best = 0, best_gap = G_MAXUINT;

  for (guint mask = 1; mask < (1u << p->n_dice); mask++)
    {
      guint sum, gap;

      if ((mask & p->placed) != 0 || (mask & ((1u << TS_KINGSBURG_COLOURED) - 1)) == 0)
        continue;
      sum = ts_kingsburg_dice_sum (p, mask);
      gap = sum > advisor ? sum - advisor : advisor - sum;
      if (gap < best_gap)
        {
          best = mask;
          best_gap = gap;
        }
    }
  return best;
}

/* The influence on @advisor a click means when nothing legal is there: the engine's refusal
 * of it says why. */
static void
closest_influence (TsKingsburgView  *self,
                   int               advisor,
                   TsKingsburgEntry *e)
{
  const TsKingsburgState *s = get_state (self);
  int actor = ts_kingsburg_state_actor (s);

  ts_kingsburg_entry_init (e, TS_KINGSBURG_ENTRY_INFLUENCE, MAX (actor, 0));
  e->advisor = advisor;
  if (actor >= 0)
    e->dice = closest_dice (&s->players[actor], advisor);
}

/* “12 4” typed and nothing shown: the sentence a click on that advisor gives, or the
 * engine's refusal of those very dice where the advisor takes others. */
static void
choices_filtered_cb (TsKingsburgChoices *choices,
                     TsKingsburgView    *self)
{
  const TsKingsburgState *s = get_state (self);
  int actor = ts_kingsburg_state_actor (s);
  guint8 dice[8];
  guint n_dice;
  int advisor = ts_kingsburg_choices_get_typed (choices, dice, &n_dice);
  g_autofree TsKingsburgState *copy = NULL;
  g_autoptr(GError) error = NULL;
  guint32 advisors, buildings[TS_KINGSBURG_MAX_PLAYERS];
  TsKingsburgEntry e;

  if (ts_kingsburg_choices_get_n_shown (choices) > 0 || advisor < 0 || actor < 0
      || s->stage != TS_KINGSBURG_STAGE_INFLUENCE)
    return;
  closest_influence (self, advisor, &e);
  legal_targets (self, &advisors, buildings);
  if (n_dice > 0 && advisor <= TS_KINGSBURG_N_ADVISORS && (advisors & (1u << advisor)) != 0)
    {
      /* The advisor takes other dice: those typed, each a free die of the player's. */
      const TsKingsburgPlayer *p = &s->players[actor];

      e.dice = 0;
      for (guint i = 0; i < n_dice; i++)
        {
          guint d = 0;

          while (d < p->n_dice && (p->dice[d] != dice[i] || (p->placed & (1u << d))
                                   || (e.dice & (1u << d))))
            d++;
          if (d == p->n_dice)
            {
              g_autofree char *text = g_strdup_printf (
                  /* Translators: %s is a player, %u a die's number typed in the filter */
                  _("%s has no free die showing %u."), s->names[actor], (guint) dice[i]);

              ts_kingsburg_choices_set_reason (choices, text);
              return;
            }
          e.dice |= 1u << d;
        }
    }
  copy = ts_kingsburg_state_copy (s);
  if (!ts_kingsburg_apply (copy, &e, &error))
    ts_kingsburg_choices_set_reason (choices, error->message);
}

static void
advisor_activated_cb (TsKingsburgCourt *court,
                      int               advisor,
                      TsKingsburgView  *self)
{
  const TsKingsburgState *s = get_state (self);
  GtkWidget *button = ts_kingsburg_court_get_button (court, advisor);
  TsKingsburgEntry e;

  clear_refusal (self);
  if (s->stage == TS_KINGSBURG_STAGE_INFLUENCE || s->stage == TS_KINGSBURG_STAGE_HELP)
    {
      if (ts_kingsburg_choices_show_advisor (self->choices, advisor))
        {
          /* One way only: take it; several (dice, “+2”, the Envoy): pick among the rows. */
          if (ts_kingsburg_choices_get_n_shown (self->choices) == 1)
            apply (self, ts_entry_get_data (ts_kingsburg_choices_get_first_shown (self->choices)),
                   button);
          return;
        }
      ts_kingsburg_choices_set_filter (self->choices, "");
    }
  /* Nothing legal there: the engine says why, about the dice closest to the number. */
  closest_influence (self, advisor, &e);
  apply (self, &e, button);
}

static void
building_activated_cb (TsKingsburgProvince *province,
                       int                  building,
                       TsKingsburgView      *self)
{
  GListModel *legal = ts_match_get_legal_entries (self->match);
  GtkWidget *button = ts_kingsburg_province_get_button (province, building);
  guint player = 0, n = g_list_model_get_n_items (legal);
  g_autoptr(TsEntry) found = NULL;
  TsKingsburgEntry e;

  while (player < self->provinces->len && g_ptr_array_index (self->provinces, player) != province)
    player++;
  /* The plain build first; with the King's Envoy only when that is the one way. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsKingsburgEntry *l = ts_entry_get_data (entry);

      if (l->type == TS_KINGSBURG_ENTRY_BUILD && l->player == (int) player
          && l->building == building && (found == NULL || !l->envoy))
        g_set_object (&found, entry);
    }
  if (found != NULL)
    {
      apply (self, ts_entry_get_data (found), button);
      return;
    }
  ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_BUILD, player);
  e.building = building;
  apply (self, &e, button);
}

/* -------------------------------------------------------------------------------------- */
/* Actions                                                                                 */

/* A digit or letter typed while the court or a sheet has the focus (after arrowing through
 * the advisors) goes to the choices' filter line: the advisor's number typed anywhere. */
static gboolean
table_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      TsKingsburgView       *self)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  char text[8] = { 0 };

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || !g_unichar_isalnum (c)
      || g_strcmp0 (gtk_stack_get_visible_child_name (self->entry_stack), "choices") != 0)
    return FALSE;
  g_unichar_to_utf8 (c, text);
  ts_kingsburg_choices_type (self->choices, text);
  return TRUE;
}

/* Ctrl+E, “end the turn”: the acting player passes (influence, build, rerolls, Town Hall,
 * recruiting); where the game waits for something else the engine says what. */
static void
pass_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (widget);
  TsKingsburgEntry e;

  ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_PASS,
                           MAX (ts_kingsburg_state_actor (get_state (self)), 0));
  apply (self, &e, NULL);
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
  g_autofree char *label = g_strdup_printf (_("%s’s province"), get_state (self)->names[player]);

  gtk_accessible_update_property (GTK_ACCESSIBLE (province), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  g_signal_connect_object (province, "building-activated", G_CALLBACK (building_activated_cb),
                           self, 0);
  legal_targets (self, &advisors, buildings);
  ts_kingsburg_province_set_compact (TS_KINGSBURG_PROVINCE (province), sheets_compact (self));
  ts_kingsburg_province_set_player (TS_KINGSBURG_PROVINCE (province), get_state (self), player,
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
  const TsKingsburgState *s = get_state (self);

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
  gtk_widget_class_bind_template_callback (widget_class, choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, choices_filtered_cb);
  gtk_widget_class_bind_template_callback (widget_class, form_submitted_cb);
  gtk_widget_class_bind_template_callback (widget_class, advisor_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);

  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, pass_action_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-kingsburg-view");
}

static void
ts_kingsburg_view_init (TsKingsburgView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->provinces = g_ptr_array_new ();
}
