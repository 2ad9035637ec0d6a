/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The boards each player's duchy row offers (issue 15): the board store's shipped boards,
 * corrections and the user's own boards that this game can be played on, the ones that
 * cannot start a game (not entered yet, drafts) with the reason; refreshed when the store
 * changes, and its load error shown on the form. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-setup-private.h"

/* Kinds the game is played on. Without the outposts module: duchies, and outpost duchies,
 * which pass the same invariants (docs/rules-coverage.md, issue 15). With it, every player
 * is on a duchy 11 (CB-OUT-01), so only those are offered. */
gboolean
_ts_burgundy_game_offers_board (BurgundyGame          *game,
                                const TsBurgundyDuchy *board)
{
  if (_ts_burgundy_game_module (game, MODULE_OUTPOSTS))
    return board->kind == TS_BURGUNDY_BOARD_OUTPOST;
  return board->kind == TS_BURGUNDY_BOARD_DUCHY || board->kind == TS_BURGUNDY_BOARD_OUTPOST;
}

/* The board's name without the "(draft)" of its label: what the reason is said of. */
static char *
board_name (TsBurgundyBoardStore *store,
            guint                 i)
{
  const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (store, i);

  if (ts_burgundy_board_store_get_source (store, i) == TS_BURGUNDY_BOARD_USER)
    return g_strdup (board->name[0] != '\0' ? board->name : board->id);
  /* Translators: %s is a duchy board number. */
  return g_strdup_printf (_("Duchy %s"), board->id);
}

/* "Duchy 4: not entered yet", "4 (2019 print): draft — The board has 13 …". */
static char *
why_not (TsBurgundyBoardStore *store,
         guint                 i,
         const char           *reason)
{
  g_autofree char *name = board_name (store, i);

  if (!ts_burgundy_board_store_get_board (store, i)->known)
    /* Translators: a board, then why it cannot be played (“not entered yet”) */
    return g_strdup_printf (_("%s: %s"), name, reason);
  /* Translators: a board the user entered, then the first rule it breaks */
  return g_strdup_printf (_("%s: draft — %s"), name, reason);
}

static void
fill_list (BurgundyGame *game)
{
  TsBurgundyBoardStore *store = game->store;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (game->duchies, 0);
  g_ptr_array_set_size (game->why_not, 0);
  game->offers_outposts = _ts_burgundy_game_module (game, MODULE_OUTPOSTS);
  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (store); i++)
    {
      const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (store, i);
      g_autofree char *reason = NULL;

      if (!_ts_burgundy_game_offers_board (game, board))
        continue;
      /* A copy: the store's list is rebuilt when the user edits a board. */
      g_ptr_array_add (game->duchies, g_memdup2 (board, sizeof *board));
      g_ptr_array_add (game->why_not, ts_burgundy_board_store_is_playable (store, i, &reason)
                                          ? NULL
                                          : why_not (store, i, reason));
      g_ptr_array_add (labels, ts_burgundy_board_store_dup_label (store, i));
    }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (game->duchy_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (game->duchy_names)),
                          (const char *const *) labels->pdata);
}

static int
find_board (BurgundyGame *game,
            const char   *id)
{
  for (guint i = 0; i < game->duchies->len; i++)
    if (strcmp (((TsBurgundyDuchy *) g_ptr_array_index (game->duchies, i))->id, id) == 0)
      return i;
  return -1;
}

/* The first board offered that can start a game, else the first one (its row then says
 * why it cannot: "Duchy 11a: not entered yet"). */
static guint
first_playable (BurgundyGame *game)
{
  for (guint i = 0; i < game->why_not->len; i++)
    if (g_ptr_array_index (game->why_not, i) == NULL)
      return i;
  return 0;
}

static void
update_error_row (BurgundyGame *game)
{
  const char *error = ts_burgundy_board_store_get_load_error (game->store);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (game->boards_error_row), error);
  gtk_widget_set_visible (game->boards_error_row, error != NULL);
}

/* Each seat keeps its board when it is still offered, else takes the first playable one
 * offered; a board whose castles, dice or start spaces changed gets its start castles listed
 * again. */
void
_ts_burgundy_boards_refresh (BurgundyGame *game)
{
  guint n_seats = game->seats->len;
  g_autofree TsBurgundyDuchy *before = g_new0 (TsBurgundyDuchy, MAX (n_seats, 1));
  g_autofree guint *castle = g_new0 (guint, MAX (n_seats, 1));

  for (guint s = 0; s < n_seats; s++)
    {
      BurgundySeat *seat = g_ptr_array_index (game->seats, s);

      before[s] = *_ts_burgundy_seat_get_duchy (seat);
      castle[s] = adw_combo_row_get_selected (seat->castle_row);
      g_signal_handlers_block_matched (seat->duchy_row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                       seat);
    }
  fill_list (game);
  /* The shipped duchy 1 at least, or the outpost duchies 11a-f (entered or not). */
  g_assert (game->duchies->len > 0);
  for (guint s = 0; s < n_seats; s++)
    {
      BurgundySeat *seat = g_ptr_array_index (game->seats, s);
      int i = find_board (game, before[s].id);
      const TsBurgundyDuchy *now;

      adw_combo_row_set_selected (seat->duchy_row, i >= 0 ? (guint) i : first_playable (game));
      g_signal_handlers_unblock_matched (seat->duchy_row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                         seat);
      now = _ts_burgundy_seat_get_duchy (seat);
      if (i >= 0 && now->known == before[s].known
          && memcmp (now->colour, before[s].colour, sizeof now->colour) == 0
          && memcmp (now->die, before[s].die, sizeof now->die) == 0
          && ts_burgundy_spaces_equal (&now->start_spaces, &before[s].start_spaces))
        {
          /* Same castle spaces: the choices made stay. */
          _ts_burgundy_seat_update_duchy (seat);
          adw_combo_row_set_selected (seat->castle_row, castle[s]);
        }
      else
        _ts_burgundy_seat_fill_castles (seat);
    }
  update_error_row (game);
}

/* The boards offered follow the Outposts switch (and the solo game, which turns the modules
 * off): lists them again when what the game is played on changed. */
void
_ts_burgundy_boards_follow_modules (BurgundyGame *game)
{
  if (game->duchies != NULL
      && game->offers_outposts != _ts_burgundy_game_module (game, MODULE_OUTPOSTS))
    _ts_burgundy_boards_refresh (game);
}

static void
store_changed_cb (BurgundyGame *game)
{
  _ts_burgundy_boards_refresh (game);
  _ts_burgundy_deal_update (game);
}

void
_ts_burgundy_boards_init (BurgundyGame        *game,
                          AdwPreferencesGroup *rules)
{
  game->store = g_object_ref (ts_burgundy_board_store_get_default ());
  game->duchies = g_ptr_array_new_with_free_func (g_free);
  game->why_not = g_ptr_array_new_with_free_func (g_free);
  game->duchy_names = gtk_string_list_new (NULL);
  fill_list (game);

  /* A boards file that cannot be read is never ignored silently: the shipped boards are
   * offered, and the row says which file and why. */
  game->boards_error_row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (game->boards_error_row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (game->boards_error_row),
                                 _("Your Boards Cannot Be Used"));
  gtk_widget_add_css_class (game->boards_error_row, "error");
  adw_preferences_group_add (rules, game->boards_error_row);
  update_error_row (game);
  game->store_changed = g_signal_connect_swapped (game->store, "changed",
                                                  G_CALLBACK (store_changed_cb), game);
}

void
_ts_burgundy_boards_free (BurgundyGame *game)
{
  if (game->store != NULL)
    g_clear_signal_handler (&game->store_changed, game->store);
  g_clear_object (&game->store);
  g_clear_pointer (&game->duchies, g_ptr_array_unref);
  g_clear_pointer (&game->why_not, g_ptr_array_unref);
}

const char *
_ts_burgundy_seat_why_not (BurgundySeat *seat)
{
  guint selected = adw_combo_row_get_selected (seat->duchy_row);

  return g_ptr_array_index (seat->game->why_not, MIN (selected, seat->game->why_not->len - 1));
}

/* A game cannot start on a board not entered yet nor on a draft. */
gboolean
_ts_burgundy_seat_check_board (BurgundySeat  *seat,
                               const char    *name,
                               GtkWidget    **fault,
                               GError       **error)
{
  const char *why_not = _ts_burgundy_seat_why_not (seat);
  g_autofree char *why = NULL;

  if (why_not == NULL)
    return TRUE;
  /* One sentence, whether or not the board's problem ends with a full stop. */
  why = g_strdup (why_not);
  if (g_str_has_suffix (why, "."))
    why[strlen (why) - 1] = '\0';
  *fault = GTK_WIDGET (seat->duchy_row);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* Translators: a player's name, then the board and why it cannot be played
                * (“Duchy 4: not entered yet”) */
               _("%s’s board cannot start a game: %s."), name, why);
  return FALSE;
}

/* One board per duchy number 1-10 (ES limits the numbers; PT does not contradict it), each
 * one that can start a game: the shipped board or its correction, else a board of the user
 * made after it (its "base"). */
GArray *
_ts_burgundy_boards_deal_pool (BurgundyGame *game)
{
  GArray *pool = g_array_new (FALSE, FALSE, sizeof (guint));

  /* With the outposts every player is on a duchy 11 (CB-OUT-01): the deal draws among
   * those the user entered. */
  if (game->offers_outposts)
    {
      for (guint i = 0; i < game->duchies->len; i++)
        {
          const TsBurgundyDuchy *board = g_ptr_array_index (game->duchies, i);

          if (g_ptr_array_index (game->why_not, i) == NULL
              && board->kind == TS_BURGUNDY_BOARD_OUTPOST)
            g_array_append_val (pool, i);
        }
      return pool;
    }
  for (guint number = 1; number <= 10; number++)
    {
      g_autofree char *id = g_strdup_printf ("%u", number);
      int found = -1;

      for (guint i = 0; i < game->duchies->len && found < 0; i++)
        {
          const TsBurgundyDuchy *board = g_ptr_array_index (game->duchies, i);

          if (g_ptr_array_index (game->why_not, i) == NULL
              && board->kind == TS_BURGUNDY_BOARD_DUCHY && strcmp (board->id, id) == 0)
            found = i;
        }
      for (guint i = 0; i < game->duchies->len && found < 0; i++)
        {
          const TsBurgundyDuchy *board = g_ptr_array_index (game->duchies, i);

          if (g_ptr_array_index (game->why_not, i) == NULL
              && board->kind == TS_BURGUNDY_BOARD_DUCHY && strcmp (board->base, id) == 0)
            found = i;
        }
      if (found >= 0)
        g_array_append_val (pool, found);
    }
  return pool;
}

/* The board played, as the record carries it: the game replays the same after the user
 * edits the board, and on a machine that never had it (issue 15). */
void
_ts_burgundy_seat_fill_layout (BurgundySeat *seat,
                               JsonObject   *player)
{
  json_object_set_object_member (player, "layout",
                                 ts_burgundy_board_to_json (_ts_burgundy_seat_get_duchy (seat)));
}
