/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the table enters on a Kingsburg page (a row of the choices, a click on an advisor or
 * a building, a key, the dice and battle forms), made an entry and given to the match; its
 * refusals shown in place. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-form-stack.h"
#include "ts-kingsburg-view-private.h"
#include "ts-page-host.h"

/* -------------------------------------------------------------------------------------- */
/* Refusals: the page's, with the advisor or building refused ringed ("kb-refused"). */

void
ts_kingsburg_view_clear_refusal (TsKingsburgView *self)
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
  const TsKingsburgState *s = ts_kingsburg_view_get_state (self);
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

  ts_kingsburg_view_clear_refusal (self);
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
GtkWidget *
ts_kingsburg_view_make_form (const char *name,
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
  const TsKingsburgState *s = ts_kingsburg_view_get_state (self);
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
  const TsKingsburgState *s = ts_kingsburg_view_get_state (self);
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
  ts_kingsburg_view_legal_targets (self, &advisors, buildings);
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
  const TsKingsburgState *s = ts_kingsburg_view_get_state (self);
  GtkWidget *button = ts_kingsburg_court_get_button (court, advisor);
  TsKingsburgEntry e;

  ts_kingsburg_view_clear_refusal (self);
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

void
ts_kingsburg_view_building_activated_cb (TsKingsburgProvince *province,
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
                           MAX (ts_kingsburg_state_actor (ts_kingsburg_view_get_state (self)), 0));
  apply (self, &e, NULL);
}

/* The template's callbacks of the above, and Ctrl+E. */
void
ts_kingsburg_view_install_entering (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, choices_filtered_cb);
  gtk_widget_class_bind_template_callback (widget_class, form_submitted_cb);
  gtk_widget_class_bind_template_callback (widget_class, advisor_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_key_pressed_cb);

  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, pass_action_cb);
}
