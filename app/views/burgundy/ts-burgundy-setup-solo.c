/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game in The Castles of Burgundy's new-game form (issue 15, CB-SOL): one player at
 * the table means the solo game. Its group offers the solo boards the board store knows
 * (13A and 13B once entered: none is shipped), the start castle on any castle space
 * (CB-SOL-02), the difficulty as the target's first space (45-55, CB-SOL-25) and the
 * colour-area decision (CB-DIF-08). The modules are not combined with it. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-store.h"
#include "ts-burgundy-setup-private.h"
#include "ts-mnemonic-names.h"

#define TARGET_FIRST 45 /* CB-SOL-25 */
#define TARGET_LAST 55
#define TARGET_NORMAL 50 /* CB-SOL-05 */

/* The modules ts_burgundy_solo_options() refuses (issue 26): each names another board. */
static const BurgundyModule refused[] = { MODULE_ADVANCED_DUCHIES, MODULE_OUTPOSTS };

struct _BurgundySolo
{
  BurgundyGame *game;
  TsBurgundyBoardStore *store; /* the app's: not owned */
  gulong store_changed;
  gboolean active; /* one player: the solo game */
  GPtrArray *boards; /* char * ids of the playable solo boards, in the board row's order */

  AdwPreferencesGroup *group;
  GtkWidget *rules_group; /* the form's "Rules", which the solo group precedes when active */
  AdwComboRow *board_row;
  GtkStringList *board_names;
  AdwActionRow *missing_row;
  char *unplayable; /* the solo boards that cannot start a game, and why; NULL: none */
  AdwComboRow *castle_row;
  GtkStringList *castle_names;
  guint8 castle_spaces[TS_BURGUNDY_N_SPACES];
  guint n_castles;
  AdwComboRow *target_row;
  GtkSwitch *areas_switch;
  GtkSwitch *black_switch; /* "solo-black-decline" (CB-SOL-18, issue 26) */
};

static const TsBurgundyDuchy *
solo_board (BurgundySolo *solo)
{
  guint selected = adw_combo_row_get_selected (solo->board_row);

  if (solo->boards->len == 0)
    return NULL;
  return ts_burgundy_board_store_find (
      solo->store, g_ptr_array_index (solo->boards, MIN (selected, solo->boards->len - 1)));
}

/* Every castle space, or those the board names as start spaces (CB-SOL-02). */
static void
fill_castles (BurgundySolo *solo)
{
  const TsBurgundyDuchy *board = solo_board (solo);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  solo->n_castles = 0;
  for (guint s = 0; board != NULL && s < TS_BURGUNDY_N_SPACES; s++)
    if (board->colour[s] == TS_BURGUNDY_CASTLE
        && (ts_burgundy_spaces_is_empty (&board->start_spaces)
            || ts_burgundy_spaces_has (&board->start_spaces, s)))
      {
        solo->castle_spaces[solo->n_castles++] = s;
        g_ptr_array_add (labels, _ts_burgundy_castle_label (board, s));
      }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (solo->castle_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (solo->castle_names)),
                          (const char *const *) labels->pdata);
  adw_combo_row_set_selected (solo->castle_row, 0);
}

/* The solo boards that can start a game; the others are named in the missing row. */
static void
fill_boards (BurgundySolo *solo)
{
  g_autofree char *previous = NULL;
  g_autoptr(GString) unplayable = g_string_new (NULL);
  guint select = 0;

  if (solo->boards->len > 0)
    previous = g_strdup (g_ptr_array_index (
        solo->boards, MIN (adw_combo_row_get_selected (solo->board_row), solo->boards->len - 1)));
  g_ptr_array_set_size (solo->boards, 0);
  gtk_string_list_splice (solo->board_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (solo->board_names)), NULL);
  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (solo->store); i++)
    {
      const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (solo->store, i);
      g_autofree char *label = ts_burgundy_board_store_dup_label (solo->store, i);
      g_autofree char *reason = NULL;

      if (board->kind != TS_BURGUNDY_BOARD_SOLO)
        continue;
      if (!ts_burgundy_board_store_is_playable (solo->store, i, &reason))
        {
          /* Translators: a solo board that cannot start a game, then why ("not entered
           * yet"), in a list separated by semicolons */
          g_string_append_printf (unplayable, unplayable->len > 0 ? _("; %s: %s") : _("%s: %s"),
                                  label, reason != NULL ? reason : "");
          continue;
        }
      if (g_strcmp0 (board->id, previous) == 0)
        select = solo->boards->len;
      g_ptr_array_add (solo->boards, g_strdup (board->id));
      gtk_string_list_append (solo->board_names, label);
    }
  adw_combo_row_set_selected (solo->board_row, select);
  g_clear_pointer (&solo->unplayable, g_free);
  if (unplayable->len > 0)
    {
      /* Translators: after the solo boards that cannot start a game and why */
      g_string_append (unplayable, _(". Enter your box’s solo board in Boards…"));
      solo->unplayable = g_strdup (unplayable->str);
    }
  fill_castles (solo);
  _ts_burgundy_solo_update (solo->game);
}

static void
store_changed_cb (BurgundySolo *solo)
{
  fill_boards (solo);
}

gboolean
_ts_burgundy_game_solo (BurgundyGame *game)
{
  return game->solo != NULL && game->solo->active;
}

gboolean
_ts_burgundy_solo_refuses (BurgundyGame   *game,
                           BurgundyModule  module)
{
  if (!_ts_burgundy_game_solo (game))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    if (refused[i] == module)
      return TRUE;
  return FALSE;
}

/* The form follows the count: the solo group's rows and the per-player duchy rows. */
void
_ts_burgundy_solo_update (BurgundyGame *game)
{
  BurgundySolo *solo = game->solo;
  gboolean active = solo->active;
  gboolean has_board = solo->boards->len > 0;

  adw_preferences_group_set_description (
      solo->group,
      active ? _("One player fills a solo duchy (13A or 13B) within 25 rounds, racing the "
                 "target on the VP track.")
             : _("With one player at the table, the solo game: remove the other players."));
  gtk_widget_set_visible (GTK_WIDGET (solo->board_row), active && has_board);
  gtk_widget_set_visible (GTK_WIDGET (solo->castle_row), active && has_board);
  /* No board to play: the row says why and where to enter one; otherwise the board row
   * names the solo boards not ready yet. */
  gtk_widget_set_visible (GTK_WIDGET (solo->missing_row), active && !has_board);
  adw_action_row_set_subtitle (solo->missing_row,
                               solo->unplayable != NULL
                                   ? solo->unplayable
                                   : _("Enter your box’s solo board in Boards…"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (solo->board_row), solo->unplayable);
  gtk_widget_set_visible (GTK_WIDGET (solo->target_row), active);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (solo->areas_switch),
                                                   ADW_TYPE_ACTION_ROW),
                          active);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (solo->black_switch),
                                                   ADW_TYPE_ACTION_ROW),
                          active);
  /* Issue 26: the modules play with the solo game, but for those that name another board;
   * there is no final scoring for mines to pay into. */
  _ts_burgundy_modules_follow_mode (game);
  gtk_widget_set_sensitive (GTK_WIDGET (game->mine_switch), !active);
  /* The modules' own rows (decisions, trade routes, secret castles) go with them. */
  _ts_burgundy_modules_update (game);
}

void
_ts_burgundy_solo_players_changed (BurgundyGame *game,
                                   guint         n_players)
{
  BurgundySolo *solo = game->solo;
  gboolean active = n_players == 1;

  if (active == solo->active)
    return;
  solo->active = active;
  /* The solo game's choices come right after the player; otherwise only a hint at the end
   * of the game's groups. */
  if (active)
    gtk_widget_insert_before (GTK_WIDGET (solo->group),
                              gtk_widget_get_parent (solo->rules_group), solo->rules_group);
  else
    gtk_widget_insert_after (GTK_WIDGET (solo->group),
                             gtk_widget_get_parent (GTK_WIDGET (game->modules_group)),
                             GTK_WIDGET (game->modules_group));
  /* The list may have changed in the board editor since the form was built. */
  if (active)
    fill_boards (solo);
  else
    _ts_burgundy_solo_update (game);
}

static void
board_selected_cb (BurgundySolo *solo)
{
  fill_castles (solo);
}

static char *
target_label (guint target)
{
  if (target == TARGET_NORMAL)
    /* Translators: the solo game's target marker starts on 50: the normal difficulty */
    return g_strdup_printf (_("%u (normal)"), target);
  if (target < TARGET_NORMAL)
    /* Translators: a target below 50 makes the solo game easier (CB-SOL-25) */
    return g_strdup_printf (_("%u (easier)"), target);
  /* Translators: a target above 50 makes the solo game harder (CB-SOL-25) */
  return g_strdup_printf (_("%u (harder)"), target);
}

void
_ts_burgundy_solo_init (BurgundyGame *game)
{
  BurgundySolo *solo = g_new0 (BurgundySolo, 1);
  g_autoptr(GtkStringList) targets = gtk_string_list_new (NULL);
  GtkWidget *row, *toggle;

  game->solo = solo;
  solo->game = game;
  solo->boards = g_ptr_array_new_with_free_func (g_free);
  solo->store = ts_burgundy_board_store_get_default ();

  solo->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (solo->group, _("Solo Game"));

  solo->board_names = gtk_string_list_new (NULL);
  solo->board_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (solo->board_row), ADW_PREFERENCES_ROW (solo->board_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (solo->board_row), _("Solo _Board"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (solo->board_row), TRUE);
  adw_combo_row_set_model (solo->board_row, G_LIST_MODEL (solo->board_names));
  g_object_unref (solo->board_names); /* the row keeps it */
  adw_preferences_group_add (solo->group, GTK_WIDGET (solo->board_row));

  /* No solo board is shipped (../shared/reference): the user enters theirs first. */
  solo->missing_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (solo->missing_row),
                                 _("No solo board is entered yet"));
  adw_action_row_set_subtitle_lines (solo->missing_row, 0);
  adw_preferences_group_add (solo->group, GTK_WIDGET (solo->missing_row));

  solo->castle_names = gtk_string_list_new (NULL);
  solo->castle_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (solo->castle_row), ADW_PREFERENCES_ROW (solo->castle_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (solo->castle_row), _("Start Castle"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (solo->castle_row),
                               _("Any dark green castle space of the solo board"));
  adw_combo_row_set_model (solo->castle_row, G_LIST_MODEL (solo->castle_names));
  g_object_unref (solo->castle_names);
  adw_preferences_group_add (solo->group, GTK_WIDGET (solo->castle_row));

  for (guint t = TARGET_FIRST; t <= TARGET_LAST; t++)
    {
      g_autofree char *label = target_label (t);

      gtk_string_list_append (targets, label);
    }
  solo->target_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (solo->target_row), ADW_PREFERENCES_ROW (solo->target_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (solo->target_row), _("Ta_rget"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (solo->target_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (solo->target_row),
                               _("Where the target marker starts on the VP track: lower is "
                                 "easier; it moves back 5 each time you reach it"));
  adw_combo_row_set_model (solo->target_row, G_LIST_MODEL (targets));
  adw_combo_row_set_selected (solo->target_row, TARGET_NORMAL - TARGET_FIRST);
  adw_preferences_group_add (solo->group, GTK_WIDGET (solo->target_row));

  row = adw_action_row_new ();
  toggle = gtk_switch_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Each Colour Area Co_unts"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Completing one area of a colour places a black-depot tile, "
                                 "and monastery 26 scores per area (Spanish rules). Off: a "
                                 "whole colour does (Portuguese rules)."));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  ts_mnemonic_names_by_row (toggle, ADW_PREFERENCES_ROW (row));
  adw_preferences_group_add (solo->group, row);
  solo->areas_switch = GTK_SWITCH (toggle);
  /* CB-SOL-18 (issue 26): the rulebook's “escolhe ... e coloca-a” is a must. */
  solo->black_switch = _ts_burgundy_switch_row (
      solo->group, _("The Black Tile for a Colour May Be Declined"),
      _("Off: it must be placed whenever one fits (the rulebook); one for a colour the black "
        "tile itself completed may always be declined."),
      NULL);

  g_signal_connect_swapped (solo->board_row, "notify::selected", G_CALLBACK (board_selected_cb),
                            solo);
  solo->store_changed = g_signal_connect_swapped (solo->store, "changed",
                                                  G_CALLBACK (store_changed_cb), solo);
  solo->rules_group = gtk_widget_get_prev_sibling (GTK_WIDGET (game->modules_group));
  /* After the modules group (players_changed moves it). */
  gtk_widget_insert_after (GTK_WIDGET (solo->group),
                           gtk_widget_get_parent (GTK_WIDGET (game->modules_group)),
                           GTK_WIDGET (game->modules_group));
  fill_boards (solo);
}

void
_ts_burgundy_solo_free (BurgundyGame *game)
{
  BurgundySolo *solo = game->solo;

  if (solo == NULL)
    return;
  g_clear_signal_handler (&solo->store_changed, solo->store);
  g_clear_pointer (&solo->boards, g_ptr_array_unref);
  g_free (solo->unplayable);
  g_free (solo);
  game->solo = NULL;
}

/* The solo player: the board with its layout (a record replays the same whatever the
 * user's boards say later) and the start castle. */
void
_ts_burgundy_solo_fill_player (BurgundyGame *game,
                               JsonObject   *player)
{
  BurgundySolo *solo = game->solo;
  const TsBurgundyDuchy *board = solo_board (solo);

  if (board == NULL)
    return;
  json_object_set_string_member (player, "duchy", board->id);
  json_object_set_object_member (player, "layout", ts_burgundy_board_to_json (board));
  if (solo->n_castles > 0)
    json_object_set_int_member (
        player, "start-space",
        solo->castle_spaces[MIN (adw_combo_row_get_selected (solo->castle_row),
                                 solo->n_castles - 1)]);
}

void
_ts_burgundy_solo_fill_record (BurgundyGame *game,
                               JsonObject   *options)
{
  BurgundySolo *solo = game->solo;

  json_object_set_boolean_member (options, "solo", TRUE);
  json_object_set_int_member (options, "solo-target",
                              TARGET_FIRST + MIN (adw_combo_row_get_selected (solo->target_row),
                                                  TARGET_LAST - TARGET_FIRST));
  json_object_set_boolean_member (options, "solo-colour-areas",
                                  gtk_switch_get_active (solo->areas_switch));
  json_object_set_boolean_member (options, "solo-black-decline",
                                  gtk_switch_get_active (solo->black_switch));
}

gboolean
_ts_burgundy_solo_check (BurgundyGame  *game,
                         GtkWidget    **fault,
                         GError       **error)
{
  BurgundySolo *solo = game->solo;

  if (solo_board (solo) != NULL)
    return TRUE;
  *fault = GTK_WIDGET (solo->missing_row);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("No solo board is entered yet: enter duchy 13A or 13B from your box "
                         "in Boards… first."));
  return FALSE;
}

GtkWidget *
_ts_burgundy_solo_get_part (BurgundyGame        *game,
                            TsBurgundySetupPart  part)
{
  BurgundySolo *solo = game->solo;

  switch (part)
    {
    case TS_BURGUNDY_SETUP_SOLO_BOARD:
      return GTK_WIDGET (solo->board_row);
    case TS_BURGUNDY_SETUP_SOLO_CASTLE:
      return GTK_WIDGET (solo->castle_row);
    case TS_BURGUNDY_SETUP_SOLO_TARGET:
      return GTK_WIDGET (solo->target_row);
    case TS_BURGUNDY_SETUP_SOLO_AREAS:
      return GTK_WIDGET (solo->areas_switch);
    case TS_BURGUNDY_SETUP_SOLO_BLACK_DECLINE:
      return GTK_WIDGET (solo->black_switch);
    case TS_BURGUNDY_SETUP_SOLO_MISSING:
      return GTK_WIDGET (solo->missing_row);
    case TS_BURGUNDY_SETUP_SOLO_GROUP:
      return GTK_WIDGET (solo->group);
    default:
      return NULL;
    }
}
