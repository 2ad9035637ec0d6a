/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <string.h>

#include "ts-model-common.h"
#include "ts-engine-error.h"
#include "ts-match.h"
#include "ts-match-replay.h"
#include "ts-match-private.h"
#include "ts-model-record.h"

/* A game being kept: its record (setup + entries), the state that is their replay, and what
 * views bind to. Every change to the entries (a new entry, an edit, an insertion, a removal,
 * undo, redo) is one splice of the entry list followed by a replay from the first changed
 * entry, so the state is always the replay of the record (ARCHITECTURE.md, principle 4).
 *
 * Replays (ts-match-replay.c) start from checkpoints: copies of the state before every
 * TS_MATCH_CHECKPOINT_EVERY-th entry. An entry appended at the end is applied to the current
 * state directly. Each replay writes the game's automatic entries where the record lacks
 * them (TsGameModule.automatic_after).
 *
 * Undo and redo keep, for each change, the entries from its first changed position to the end
 * as they were before and after it; undoing puts the "before" list back and replays it, so
 * an undone edit brings back exactly the record it changed, including any entries it set
 * aside. */



G_DEFINE_FINAL_TYPE (TsMatch, ts_match, G_TYPE_OBJECT)
G_DEFINE_BOXED_TYPE (TsMatchSetAside, ts_match_set_aside, ts_match_set_aside_copy,
                     ts_match_set_aside_free)

enum
{
  PROP_0,
  PROP_GAME_ID,
  PROP_NAME,
  PROP_FILE,
  PROP_AUTOSAVE,
  PROP_N_ENTRIES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_PENDING,
  PROP_FINISHED,
  PROP_WINNER,
  PROP_PLAYERS,
  PROP_ENTRIES,
  PROP_LEGAL_ENTRIES,
  PROP_SAVE_ERROR,
  PROP_ATTENTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  ENTRIES_SET_ASIDE,
  SAVE_FAILED,
  FILE_DIVERTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TsMatchSetAside *
ts_match_set_aside_copy (const TsMatchSetAside *set_aside)
{
  TsMatchSetAside *copy = g_new0 (TsMatchSetAside, 1);

  copy->index = set_aside->index;
  copy->n_entries = set_aside->n_entries;
  copy->description = g_strdup (set_aside->description);
  copy->reason = g_strdup (set_aside->reason);
  copy->message = g_strdup (set_aside->message);
  copy->backup = set_aside->backup != NULL ? g_object_ref (set_aside->backup) : NULL;
  return copy;
}

void
ts_match_set_aside_free (TsMatchSetAside *set_aside)
{
  if (set_aside == NULL)
    return;
  g_free (set_aside->description);
  g_free (set_aside->reason);
  g_free (set_aside->message);
  g_clear_object (&set_aside->backup);
  g_free (set_aside);
}

static void
ts_match_finalize (GObject *object)
{
  TsMatch *self = TS_MATCH (object);

  if (self->state != NULL)
    self->module->state_free (self->state);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);
  g_clear_pointer (&self->undo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->redo_stack, g_ptr_array_unref);
  g_clear_object (&self->record);
  g_clear_object (&self->entries);
  g_clear_object (&self->players);
  g_clear_object (&self->legal);
  g_clear_object (&self->file);
  g_free (self->pending);
  g_free (self->refusal);
  g_free (self->refusal_clause);
  g_free (self->readings_notice);
  g_free (self->held_reason);
  g_free (self->held_description);
  g_free (self->attention);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_error (&self->save_error);

  G_OBJECT_CLASS (ts_match_parent_class)->finalize (object);
}

static void
ts_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TsMatch *self = TS_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, ts_match_get_game_id (self));
      break;
    case PROP_NAME:
      g_value_set_string (value, ts_match_get_name (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_AUTOSAVE:
      g_value_set_boolean (value, self->autosave);
      break;
    case PROP_N_ENTRIES:
      g_value_set_uint (value, ts_match_get_n_entries (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ts_match_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ts_match_get_can_redo (self));
      break;
    case PROP_PENDING:
      g_value_set_string (value, self->pending);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    case PROP_ENTRIES:
      g_value_set_object (value, self->entries);
      break;
    case PROP_LEGAL_ENTRIES:
      g_value_set_object (value, ts_match_get_legal_entries (self));
      break;
    case PROP_ATTENTION:
      g_value_set_string (value, ts_match_get_attention (self));
      break;
    case PROP_SAVE_ERROR:
      g_value_set_boxed (value, self->save_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TsMatch *self = TS_MATCH (object);

  switch (prop_id)
    {
    case PROP_NAME:
      ts_match_set_name (self, g_value_get_string (value));
      break;
    case PROP_FILE:
      ts_match_set_file (self, g_value_get_object (value));
      break;
    case PROP_AUTOSAVE:
      ts_match_set_autosave (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_match_class_init (TsMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ts_match_finalize;
  object_class->get_property = ts_match_get_property;
  object_class->set_property = ts_match_set_property;

  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, ro);
  /* TsMatch:name: the name the players gave the game (NULL if none) */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, rw);
  /* TsMatch:file: where the record is kept; with TsMatch:autosave, saved after every change */
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, rw);
  properties[PROP_AUTOSAVE] = g_param_spec_boolean ("autosave", NULL, NULL, TRUE, rw);
  properties[PROP_N_ENTRIES] = g_param_spec_uint ("n-entries", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  /* TsMatch:pending: who must do or enter what next, in words (the game's sentence) */
  properties[PROP_PENDING] = g_param_spec_string ("pending", NULL, NULL, NULL, ro);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, ro);
  /* TsMatch:winner: the winner's player index once finished, else -1 */
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, G_MAXINT, -1, ro);
  /* TsMatch:players: a GListModel of TsMatchPlayer, in seat order */
  properties[PROP_PLAYERS] = g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL,
                                                  ro);
  /* TsMatch:entries: a GListModel of TsEntry, the record's entries in order */
  properties[PROP_ENTRIES] = g_param_spec_object ("entries", NULL, NULL, G_TYPE_LIST_MODEL,
                                                  ro);
  /* TsMatch:legal-entries: a GListModel of TsEntry, every entry legal now; kept current once
   * read */
  properties[PROP_LEGAL_ENTRIES] = g_param_spec_object ("legal-entries", NULL, NULL,
                                                        G_TYPE_LIST_MODEL, ro);
  /* TsMatch:save-error: why the last save to TsMatch:file failed, or NULL when the file holds
   * every entry. While it is set the match tries again every few seconds. */
  properties[PROP_SAVE_ERROR] = g_param_spec_boxed ("save-error", NULL, NULL, G_TYPE_ERROR, ro);
  /* TsMatch:attention: why entries of the file are held and not played (an entry the rules
   * refuse), and what the players may do, or NULL (ts_match_open()) */
  properties[PROP_ATTENTION] = g_param_spec_string ("attention", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsMatch::changed:
   *
   * The entries changed (an entry applied, edited, inserted or removed, an undo or a redo)
   * and everything derived from them is current.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TsMatch::entries-set-aside:
   * @set_aside: which entry no longer applies, why, and where the previous record is
   *
   * A change to an earlier entry made a later one illegal; it and the entries after it were
   * taken out of the record (undo brings them back).
   */
  signals[ENTRIES_SET_ASIDE] = g_signal_new ("entries-set-aside", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, TS_TYPE_MATCH_SET_ASIDE);
  /**
   * TsMatch::save-failed:
   * @error: why
   *
   * An automatic save failed; the match is unchanged, TsMatch:save-error says why, and
   * the match tries again after each change and every few seconds until a save succeeds.
   */
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_ERROR);
  /**
   * TsMatch::file-diverted:
   * @original: the file another program (another computer, through a synced folder) changed
   * @copy: the file the match is now kept in, beside it
   *
   * An automatic save found the record changed by another program since this match last
   * read or wrote it. Overwriting it would lose that program's entries and giving up would
   * leave this one's only in memory: the match is kept in a conflict copy beside the
   * original instead (ts_sync_conflict_name()), and both are in the saved games (issue 43).
   */
  signals[FILE_DIVERTED] = g_signal_new ("file-diverted", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                         2, G_TYPE_FILE, G_TYPE_FILE);
}

static void
ts_match_init (TsMatch *self)
{
  self->undo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) _ts_match_change_free);
  self->redo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) _ts_match_change_free);
  self->entries = g_list_store_new (TS_TYPE_ENTRY);
  self->players = g_list_store_new (TS_TYPE_MATCH_PLAYER);
  self->legal = g_list_store_new (TS_TYPE_ENTRY);
  self->winner = -1;
  self->autosave = TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Replaying                                                                               */

/* The derived values views bind to, recomputed from the state. */
static void
refresh_legal (TsMatch *self)
{
  g_autoptr(GPtrArray) legal = self->module->legal_entries (self->state);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  gsize n = 0;
  gpointer *data = g_ptr_array_steal (legal, &n);

  for (gsize i = 0; i < n; i++)
    {
      TsEntry *entry = ts_entry_new_take (self->module, data[i]);

      ts_entry_set_description (entry, self->module->describe_entry (self->state, data[i]));
      g_ptr_array_add (items, entry);
    }
  g_free (data);
  g_list_store_splice (self->legal, 0, g_list_model_get_n_items (G_LIST_MODEL (self->legal)),
                       items->pdata, items->len);
}

/* A bit per player the breakdown's "winners" names (a team's two players), 0 without. */
static guint
winners_from_breakdown (JsonNode *breakdown,
                        guint     n_players)
{
  JsonNode *node;
  guint mask = 0;

  if (breakdown == NULL || !JSON_NODE_HOLDS_OBJECT (breakdown))
    return 0;
  node = json_object_get_member (json_node_get_object (breakdown), "winners");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return 0;
  for (guint k = 0; k < json_array_get_length (json_node_get_array (node)); k++)
    {
      gint64 i = json_array_get_int_element (json_node_get_array (node), k);

      if (i >= 0 && i < MIN (n_players, 32))
        mask |= 1u << i;
    }
  return mask;
}

static int
winner_from_breakdown (JsonNode *breakdown)
{
  JsonObject *object;
  JsonNode *winner;

  if (breakdown == NULL || !JSON_NODE_HOLDS_OBJECT (breakdown))
    return -1;
  object = json_node_get_object (breakdown);
  winner = json_object_get_member (object, "winner");
  if (winner == NULL || json_node_get_value_type (winner) != G_TYPE_INT64)
    return -1;
  return CLAMP (json_node_get_int (winner), -1, G_MAXINT);
}

void
_ts_match_refresh_derived (TsMatch *self)
{
  g_autofree char *pending = self->module->describe_pending (self->state);
  guint n_players = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  g_autofree int *totals = g_new0 (int, n_players * TS_LEDGER_N_RESOURCES);
  gboolean finished = self->module->is_finished (self->state);
  int winner = -1;
  guint winners = 0;

  /* An earlier reading may matter only from an entry on: said again when asked. */
  g_clear_pointer (&self->readings_notice, g_free);
  if (finished)
    {
      g_autoptr(JsonNode) breakdown = self->module->final_breakdown (self->state);

      winner = winner_from_breakdown (breakdown);
      winners = winners_from_breakdown (breakdown, n_players);
    }
  self->winners = winners;
  /* Without the causes' words where the game can: they were most of a long game's entry. */
  if (self->module->ledger_totals != NULL)
    self->module->ledger_totals (self->state, totals, n_players);
  else
    {
      g_autoptr(GPtrArray) ledger = self->module->ledger (self->state);

      for (guint i = 0; i < ledger->len; i++)
        {
          const TsLedgerLine *line = g_ptr_array_index (ledger, i);

          if (line->player < n_players && line->resource < TS_LEDGER_N_RESOURCES)
            totals[line->player * TS_LEDGER_N_RESOURCES + line->resource] += line->delta;
        }
    }
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      ts_match_player_update (player, totals + i * TS_LEDGER_N_RESOURCES,
                              (int) i == winner || (i < 32 && ((winners >> i) & 1)));
    }

  if (g_strcmp0 (pending, self->pending) != 0)
    {
      g_free (self->pending);
      self->pending = g_steal_pointer (&pending);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
    }
  if (finished != self->finished)
    {
      self->finished = finished;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
    }
  if (winner != self->winner)
    {
      self->winner = winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  if (self->legal_live)
    refresh_legal (self);
}

/* -------------------------------------------------------------------------------------- */
/* Reading                                                                                 */

const TsGameModule *
ts_match_get_module (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->module;
}

TsRecord *
ts_match_get_record (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->record;
}

/* The game's state after the last entry, for the game's own functions. */
gconstpointer
ts_match_get_state (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->state;
}

const char *
ts_match_get_game_id (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->module->id;
}

const char *
ts_match_get_name (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_record_get_name (self->record);
}

/**
 * ts_match_dup_title:
 *
 * What names the game on screen: its name, or when it has none (a record written by hand or
 * by another program) the name of its file as the start page lists it, or the game's.
 * Never empty. (transfer full)
 */
char *
ts_match_dup_title (TsMatch *self)
{
  const char *name;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  name = ts_record_get_name (self->record);
  if (name != NULL && *name != '\0')
    return g_strdup (name);
  if (self->file != NULL)
    return ts_record_display_basename (self->file);
  return g_strdup (_(self->module->name));
}

void
ts_match_set_name (TsMatch    *self,
                   const char *name)
{
  g_return_if_fail (TS_IS_MATCH (self));

  if (g_strcmp0 (name, ts_record_get_name (self->record)) == 0)
    return;
  ts_record_set_name (self->record, name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  _ts_match_autosave (self);
}

GListModel *
ts_match_get_players (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->players);
}

GListModel *
ts_match_get_entries (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->entries);
}

guint
ts_match_get_n_entries (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);
  return ts_record_get_n_entries (self->record);
}

TsEntry *
ts_match_get_entry (TsMatch *self,
                    guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_record_get_entry (self->record, index);
}

/**
 * ts_match_get_legal_entries:
 *
 * Every entry legal now (the game's list; table events such as dice are described by
 * TsMatch:pending rather than listed). Made on first use and kept current after that.
 */
GListModel *
ts_match_get_legal_entries (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  if (!self->legal_live)
    {
      self->legal_live = TRUE;
      refresh_legal (self);
    }
  return G_LIST_MODEL (self->legal);
}

const char *
ts_match_get_pending (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->pending;
}

gboolean
ts_match_get_finished (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->finished;
}

gboolean
ts_match_get_aids (TsMatch *self)
{
  JsonObject *options;
  JsonNode *purist;

  g_return_val_if_fail (TS_IS_MATCH (self), TRUE);
  options = ts_record_get_options (self->record);
  purist = options != NULL ? json_object_get_member (options, "purist") : NULL;
  return purist == NULL || !JSON_NODE_HOLDS_VALUE (purist)
         || json_node_get_value_type (purist) != G_TYPE_BOOLEAN || !json_node_get_boolean (purist);
}

JsonNode *
ts_match_dup_breakdown_now (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  if (self->finished || !ts_match_get_aids (self))
    return NULL;
  return ts_games_breakdown_now (self->module, self->state);
}

int
ts_match_get_winner (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), -1);
  return self->winner;
}

GPtrArray *
_ts_match_get_checkpoints (TsMatch *self)
{
  return self->checkpoints;
}

/* Every change of every resource so far: a GPtrArray of TsLedgerLine (ts-ledger.h). */
GPtrArray *
ts_match_dup_ledger (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->module->ledger (self->state);
}

/* The game's final breakdown once finished (ts-game.h), else NULL. */
JsonNode *
ts_match_dup_final_breakdown (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->finished ? self->module->final_breakdown (self->state) : NULL;
}
