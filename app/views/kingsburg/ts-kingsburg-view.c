/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-application.h"
#include "ts-history.h"
#include "ts-kingsburg-battle-entry.h"
#include "ts-kingsburg-battle-summary.h"
#include "ts-kingsburg-calendar.h"
#include "ts-kingsburg-choices.h"
#include "ts-kingsburg-court.h"
#include "ts-kingsburg-province.h"
#include "ts-kingsburg-roll-entry.h"
#include "ts-kingsburg-view.h"
#include "ts-player-palette.h"
#include "ts-save-banner.h"
#include "ts-score-page.h"
#include "ts-window.h"

/* The page a Kingsburg match is kept on. No rules here: after every change of the match it
 * hands the state to the calendar, the court and the province sheets, shows the form for
 * what the table enters or decides next, and gives what is entered to the match, which
 * applies or refuses it. */

struct _TsKingsburgView
{
  GtkWidget parent_instance;

  TsMatch *match;
  GPtrArray *provinces; /* TsKingsburgProvince per player, setup order */
  GStrv colors; /* a CSS colour per player, setup order */
  int last_actor;
  guint last_stage;
  GtkWidget *refused; /* weak: what the refusal is about */

  /* template widgets */
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *view_stack;
  TsSaveBanner *save_banner;
  TsKingsburgCalendar *calendar;
  TsKingsburgCourt *court;
  GtkStack *players_stack;
  GtkStack *status_stack;
  GtkLabel *status_label;
  GtkLabel *refusal_label;
  GtkStack *entry_stack;
  TsKingsburgChoices *choices;
  TsKingsburgRollEntry *roll_entry;
  TsKingsburgBattleEntry *battle_entry;
  TsKingsburgBattleSummary *battle_summary;
  GtkWidget *battle_button;
  GtkLabel *over_label;
  GtkWidget *final_button;
  AdwBin *history_bin;
  AdwBin *scores_bin;
};

G_DEFINE_FINAL_TYPE (TsKingsburgView, ts_kingsburg_view, GTK_TYPE_WIDGET)

static void show_match (TsKingsburgView *self, TsMatch *match);

GtkWidget *
ts_kingsburg_view_new (TsMatch *match)
{
  TsKingsburgView *self;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  self = g_object_new (TS_TYPE_KINGSBURG_VIEW, NULL);
  show_match (self, match);
  return GTK_WIDGET (self);
}

TsMatch *
ts_kingsburg_view_get_match (TsKingsburgView *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_VIEW (self), NULL);
  return self->match;
}

const char *
ts_kingsburg_view_get_form (TsKingsburgView *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->entry_stack);
}

static const TsKingsburgState *
get_state (TsKingsburgView *self)
{
  return ts_match_get_state (self->match);
}

/* -------------------------------------------------------------------------------------- */
/* Refusals: in place of the status line, with what they are about ringed, until the next
 * action. */

static void
clear_refusal (TsKingsburgView *self)
{
  if (self->refused != NULL)
    gtk_widget_remove_css_class (self->refused, "kb-refused");
  g_clear_weak_pointer (&self->refused);
  gtk_label_set_text (self->refusal_label, "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->refusal_label), NULL);
  gtk_stack_set_visible_child_name (self->status_stack, "status");
}

static void
show_refusal (TsKingsburgView *self,
              const char      *message,
              GtkWidget       *where)
{
  clear_refusal (self);
  gtk_label_set_text (self->refusal_label, message);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->refusal_label), message);
  gtk_stack_set_visible_child_name (self->status_stack, "refusal");
  g_set_weak_pointer (&self->refused, where);
  if (where != NULL)
    gtk_widget_add_css_class (where, "kb-refused");
}

const char *
ts_kingsburg_view_get_refusal (TsKingsburgView *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_VIEW (self), NULL);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->status_stack), "refusal") == 0
             ? gtk_label_get_text (self->refusal_label)
             : NULL;
}

GtkWidget *
ts_kingsburg_view_get_refused_widget (TsKingsburgView *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_VIEW (self), NULL);
  return self->refused;
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

  clear_refusal (self);
  if (ts_match_apply (self->match, entry, &error))
    return TRUE;
  show_refusal (self, error->message, where);
  return FALSE;
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

/* What the legal entries light: advisors the actor may influence, buildings each player may
 * build. */
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

  gtk_label_set_text (self->status_label, pending);
}

static void
focus_entry (TsKingsburgView *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->entry_stack);

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "table") != 0
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (g_strcmp0 (page, "choices") == 0)
    ts_kingsburg_choices_focus (self->choices);
  else if (g_strcmp0 (page, "roll") == 0)
    ts_kingsburg_roll_entry_focus (self->roll_entry);
  else if (g_strcmp0 (page, "battle") == 0)
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
      ts_kingsburg_roll_entry_set_state (self->roll_entry, s, (const char *const *) self->colors);
      page = "roll";
      break;
    case TS_KINGSBURG_STAGE_BATTLE:
      ts_kingsburg_battle_entry_set_state (self->battle_entry, s);
      page = "battle";
      break;
    case TS_KINGSBURG_STAGE_OVER:
      {
        g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (self->match);
        JsonObject *object = breakdown != NULL ? json_node_get_object (breakdown) : NULL;

        gtk_label_set_text (self->over_label,
                            object != NULL ? json_object_get_string_member_with_default (
                                                 object, "explanation", "")
                                           : "");
        page = "over";
      }
      break;
    default:
      ts_kingsburg_choices_set_state (self->choices, s, ts_match_get_legal_entries (self->match));
      break;
    }
  gtk_stack_set_visible_child_name (self->entry_stack, page);
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
  ts_kingsburg_calendar_set_state (self->calendar, s, (const char *const *) self->colors);
  ts_kingsburg_court_set_state (self->court, s, (const char *const *) self->colors, advisors);
  for (guint i = 0; i < self->provinces->len; i++)
    ts_kingsburg_province_set_player (g_ptr_array_index (self->provinces, i), s, i,
                                      self->colors[i], buildings[i]);
  update_status (self, s);
  show_entry (self, s);
  /* The last battle in words, once there was one; drawing the eye while its goods are
   * chosen. */
  ts_kingsburg_battle_summary_set_state (self->battle_summary, s);
  gtk_widget_set_sensitive (self->battle_button, s->last_enemy >= 0);
  ts_kingsburg_court_toggle_class (self->battle_button, "suggested-action",
                                   s->stage == TS_KINGSBURG_STAGE_BATTLE_GOODS);
  /* The sheet of whoever decides now; the user's pick is left alone otherwise. */
  if (actor >= 0 && (actor != self->last_actor || s->stage != self->last_stage))
    gtk_stack_set_visible_child (self->players_stack, g_ptr_array_index (self->provinces, actor));
  self->last_actor = actor;
  self->last_stage = s->stage;
  focus_entry (self);
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

static void
advisor_activated_cb (TsKingsburgCourt *court,
                      int               advisor,
                      TsKingsburgView  *self)
{
  const TsKingsburgState *s = get_state (self);
  int actor = ts_kingsburg_state_actor (s);
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
  ts_kingsburg_entry_init (&e, TS_KINGSBURG_ENTRY_INFLUENCE, MAX (actor, 0));
  e.advisor = advisor;
  if (actor >= 0)
    e.dice = closest_dice (&s->players[actor], advisor);
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

static void
show_page_action_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (widget);
  const char *page = g_str_has_suffix (action_name, "table")     ? "table"
                     : g_str_has_suffix (action_name, "history") ? "history"
                                                                 : "scores";

  adw_view_stack_set_visible_child_name (self->view_stack, page);
  if (g_strcmp0 (page, "table") == 0)
    focus_entry (self);
  else
    gtk_widget_child_focus (adw_view_stack_get_visible_child (self->view_stack),
                            GTK_DIR_TAB_FORWARD);
}

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

/* Ctrl+P from any page: the score page's own action is out of a shortcut's reach while the
 * page is hidden. */
static void
print_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (!ts_match_get_finished (self->match))
    {
      if (TS_IS_WINDOW (root))
        ts_window_add_toast (TS_WINDOW (root),
                             _("The score sheet can be printed once the game is over."));
      return;
    }
  gtk_widget_activate_action (adw_bin_get_child (self->scores_bin), "score.print", NULL);
}

/* -------------------------------------------------------------------------------------- */

static void
add_provinces (TsKingsburgView *self)
{
  const TsKingsburgState *s = get_state (self);
  GListModel *players = ts_match_get_players (self->match);
  g_autoptr(GStrvBuilder) colors = g_strv_builder_new ();

  for (guint i = 0; i < s->n_players; i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);
      const char *id = player != NULL ? ts_match_player_get_color (player) : NULL;
      const TsPlayerColor *color = id != NULL ? ts_player_palette_lookup (id) : NULL;
      GtkWidget *province = ts_kingsburg_province_new ();
      g_autofree char *label = NULL;

      g_strv_builder_add (colors, color != NULL ? color->hex : id != NULL ? id : "#77767b");
      g_signal_connect_object (province, "building-activated", G_CALLBACK (building_activated_cb),
                               self, 0);
      gtk_stack_add_titled (self->players_stack, province, NULL, s->names[i]);
      /* Translators: the accessible name of a player's province sheet */
      label = g_strdup_printf (_("%s’s province"), s->names[i]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (province), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_ptr_array_add (self->provinces, province);
    }
  self->colors = g_strv_builder_end (colors);
}

/* The page shows one match for its whole life. */
static void
show_match (TsKingsburgView *self,
            TsMatch         *match)
{
  self->match = g_object_ref (match);
  adw_view_switcher_title_set_title (self->switcher_title, ts_match_get_name (match));
  adw_view_switcher_title_set_subtitle (self->switcher_title, ts_match_get_module (match)->name);
  add_provinces (self);
  ts_save_banner_set_match (self->save_banner, match);
  adw_bin_set_child (self->history_bin, ts_history_new (match));
  adw_bin_set_child (self->scores_bin, ts_score_page_new (match));
  g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  self->last_actor = -2;
  self->last_stage = G_MAXUINT;
  refresh (self);
}

static void
ts_kingsburg_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ts_kingsburg_view_parent_class)->map (widget);
  focus_entry (TS_KINGSBURG_VIEW (widget));
}

static void
ts_kingsburg_view_dispose (GObject *object)
{
  TsKingsburgView *self = TS_KINGSBURG_VIEW (object);

  g_clear_weak_pointer (&self->refused);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_KINGSBURG_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->provinces, g_ptr_array_unref);
  g_clear_pointer (&self->colors, g_strfreev);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (ts_kingsburg_view_parent_class)->dispose (object);
}

static void
ts_kingsburg_view_class_init (TsKingsburgViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_view_dispose;
  widget_class->map = ts_kingsburg_view_map;

  g_type_ensure (TS_TYPE_SAVE_BANNER);
  g_type_ensure (TS_TYPE_KINGSBURG_CALENDAR);
  g_type_ensure (TS_TYPE_KINGSBURG_CHOICES);
  g_type_ensure (TS_TYPE_KINGSBURG_COURT);
  g_type_ensure (TS_TYPE_KINGSBURG_ROLL_ENTRY);
  g_type_ensure (TS_TYPE_KINGSBURG_BATTLE_ENTRY);
  g_type_ensure (TS_TYPE_KINGSBURG_BATTLE_SUMMARY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-kingsburg-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, save_banner);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, calendar);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, court);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, status_stack);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, entry_stack);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, choices);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, roll_entry);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, battle_entry);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, battle_summary);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, battle_button);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, over_label);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, final_button);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, history_bin);
  gtk_widget_class_bind_template_child (widget_class, TsKingsburgView, scores_bin);
  gtk_widget_class_bind_template_callback (widget_class, choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, form_submitted_cb);
  gtk_widget_class_bind_template_callback (widget_class, advisor_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_key_pressed_cb);

  gtk_widget_class_install_action (widget_class, "game.show-table", NULL, show_page_action_cb);
  gtk_widget_class_install_action (widget_class, "game.show-history", NULL, show_page_action_cb);
  gtk_widget_class_install_action (widget_class, "game.show-scores", NULL, show_page_action_cb);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, pass_action_cb);
  gtk_widget_class_install_action (widget_class, "game.print", NULL, print_action_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-kingsburg-view");
}

static void
ts_kingsburg_view_init (TsKingsburgView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->provinces = g_ptr_array_new ();
  ts_application_add_shortcuts (GTK_WIDGET (self), "game");
}
