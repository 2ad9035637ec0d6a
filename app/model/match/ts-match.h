/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-model-record.h"
#include "ts-game.h"
#include "ts-ledger.h"
#include "ts-match-player.h"

G_BEGIN_DECLS

#define TS_MATCH_ERROR (ts_match_error_quark ())

/**
 * TsMatchError:
 * @TS_MATCH_ERROR_NO_COPY: a step that cuts entries (drops, replaces or sets them aside)
 *   was not made because the copy of the game it keeps first cannot be written; the message
 *   says why. ts_match_step_without_copy() makes it anyway when the players choose so.
 */
typedef enum
{
  TS_MATCH_ERROR_NO_COPY,
} TsMatchError;

GQuark ts_match_error_quark (void);

#define TS_TYPE_MATCH_SET_ASIDE (ts_match_set_aside_get_type ())

/**
 * TsMatchSetAside:
 * @index: the first entry that no longer applies, counted from 0 in the record as it was
 *   before the change
 * @n_entries: how many entries were set aside (that one and every entry after it)
 * @description: that entry in words, as it would have applied
 * @reason: why it no longer applies (the game's sentence naming the rule)
 * @message: the whole notice for the user, translated
 * @backup: (nullable): where the record as it was before the change was saved, or NULL
 *   when the match has no file or the copy could not be written
 *
 * What a change to an earlier entry could not keep. Nothing is lost: undo brings the
 * previous record back exactly, and @backup holds it on disk.
 */
typedef struct
{
  guint index;
  guint n_entries;
  char *description;
  char *reason;
  char *message;
  GFile *backup;
} TsMatchSetAside;

GType ts_match_set_aside_get_type (void) G_GNUC_CONST;
TsMatchSetAside *ts_match_set_aside_copy (const TsMatchSetAside *set_aside);
void ts_match_set_aside_free (TsMatchSetAside *set_aside);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsMatchSetAside, ts_match_set_aside_free)

/**
 * TsMatchEffectKind:
 * @TS_MATCH_EFFECT_CHANGED: the entry would still apply but do something else
 * @TS_MATCH_EFFECT_SET_ASIDE: the entry would no longer apply, or comes after one that
 *   would not, and would be set aside
 */
typedef enum
{
  TS_MATCH_EFFECT_CHANGED,
  TS_MATCH_EFFECT_SET_ASIDE,
  TS_MATCH_EFFECT_HELD,
} TsMatchEffectKind;

/**
 * TsMatchEffect:
 * @index: the later entry, from 0, in the record as it is now
 * @description: that entry in words, as it applies now
 * @before: (nullable): with CHANGED, what it does now, in words
 * @after: (nullable): with CHANGED, what it would do; with SET_ASIDE, the game's reason for
 *   the first entry that would no longer apply (NULL for the entries after it)
 * @message: the whole line for the players, translated
 *
 * What a correction, insertion or removal would do to one later entry
 * (ts_match_preview_edit()).
 */
typedef struct
{
  guint index;
  TsMatchEffectKind kind;
  char *description;
  char *before;
  char *after;
  char *message;
} TsMatchEffect;

void ts_match_effect_free (TsMatchEffect *effect);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsMatchEffect, ts_match_effect_free)

#define TS_TYPE_MATCH (ts_match_get_type ())

G_DECLARE_FINAL_TYPE (TsMatch, ts_match, TS, MATCH, GObject)

TsMatch *ts_match_new (const TsGameModule *module,
                       const char         *name,
                       JsonArray          *players,
                       JsonObject         *options,
                       JsonObject         *setup,
                       GError            **error);
TsMatch *ts_match_new_for_record (TsRecord *record,
                                  GError  **error);
TsMatch *ts_match_load (GFile        *file,
                        GCancellable *cancellable,
                        GError      **error);
TsMatch *ts_match_load_as_written (GFile        *file,
                                   GCancellable *cancellable,
                                   GError      **error);
TsMatch *ts_match_open_record (TsRecord *record,
                               GError  **error);
TsMatch *ts_match_open (GFile        *file,
                        gboolean      as_written,
                        GCancellable *cancellable,
                        GError      **error);
char *ts_match_dup_readings_notice (TsMatch *self);
gboolean ts_match_get_from_newer (TsMatch *self);
const char *ts_match_get_attention (TsMatch *self);
char *ts_match_dup_held_summary (TsMatch *self);
GPtrArray *ts_match_preview_text_readings (TsMatch *self,
                                           GError **error);
gboolean ts_match_use_text_readings (TsMatch *self,
                                     char   **message,
                                     GError **error);
guint ts_match_get_n_held (TsMatch *self);
guint ts_match_get_held_number (TsMatch *self);
const char *ts_match_get_held_description (TsMatch *self);
TsEntry *ts_match_get_held_entry (TsMatch *self,
                                  guint    index);

/**
 * TsMatchHeldMode:
 * @TS_MATCH_HELD_ADD_BEFORE: what the players enter is added before the held entry, which is
 *   played again after it with the rest
 * @TS_MATCH_HELD_REPLACE: what the players enter takes the held entry's place
 *
 * What the next entry made while entries are held does (ts_match_apply()): a choice for
 * one step, back to @TS_MATCH_HELD_ADD_BEFORE after any step, its undo or its redo.
 */
typedef enum
{
  TS_MATCH_HELD_ADD_BEFORE,
  TS_MATCH_HELD_REPLACE,
} TsMatchHeldMode;

/* A step on a match that ts_match_step_without_copy() makes. */
typedef gboolean (*TsMatchStepFunc) (TsMatch  *match,
                                     gpointer  data,
                                     GError  **error);

gboolean ts_match_step_without_copy (TsMatch        *self,
                                     TsMatchStepFunc step,
                                     gpointer        data,
                                     GError        **error);

TsMatchHeldMode ts_match_get_held_mode (TsMatch *self);
void ts_match_set_held_mode (TsMatch        *self,
                             TsMatchHeldMode mode);
gboolean ts_match_drop_held (TsMatch *self,
                             gboolean all,
                             char   **message,
                             GError **error);

/**
 * TsMatchVersion:
 * @file: the copy
 * @time: when it was kept, in seconds since 1970 (UTC)
 * @n_entries: its entries, played or not
 * @finished: it is a finished game
 * @time_usec: when it was kept, in microseconds since 1970: the order of the list (two
 *   copies kept in one second still come newest first)
 *
 * An earlier version of a saved game, kept before a change set entries aside or a record
 * was mended (ts_match_list_versions()).
 */
typedef struct
{
  GFile *file;
  gint64 time;
  guint n_entries;
  gboolean finished;
  gint64 time_usec;
} TsMatchVersion;

void ts_match_version_free (TsMatchVersion *version);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsMatchVersion, ts_match_version_free)
GStrv ts_match_dup_mend_log (TsMatch *self);
GFile *ts_match_dup_versions_dir (TsMatch *self);
GPtrArray *ts_match_list_versions (TsMatch *self);
void ts_match_list_versions_async (TsMatch            *self,
                                   GCancellable       *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer            user_data);
GPtrArray *ts_match_list_versions_finish (TsMatch      *self,
                                          GAsyncResult *result,
                                          GError      **error);
gboolean ts_match_restore_version (TsMatch *self,
                                   GFile   *version,
                                   char   **message,
                                   GError **error);

const TsGameModule *ts_match_get_module (TsMatch *self);
TsRecord *ts_match_get_record (TsMatch *self);
gconstpointer ts_match_get_state (TsMatch *self);
const char *ts_match_get_game_id (TsMatch *self);
const char *ts_match_get_name (TsMatch *self);
char *ts_match_dup_title (TsMatch *self);
void ts_match_set_name (TsMatch    *self,
                        const char *name);

GListModel *ts_match_get_players (TsMatch *self);
GListModel *ts_match_get_entries (TsMatch *self);
guint ts_match_get_n_entries (TsMatch *self);
TsEntry *ts_match_get_entry (TsMatch *self,
                             guint    index);
GListModel *ts_match_get_legal_entries (TsMatch *self);
const char *ts_match_get_pending (TsMatch *self);
gboolean ts_match_get_finished (TsMatch *self);
/* FALSE when the table plays without aids (the record's option "purist": true): no page
 * shows where the players would stand if the game ended now, nor which tiles fit where. */
gboolean ts_match_get_aids (TsMatch *self);
/* "If it ended now": the final breakdown the game would have if it ended after its last
 * entry (ts_games_breakdown_now()); NULL while the table plays without aids, when the game
 * has no final scoring to project, or once it is finished. Free with json_node_unref(). */
JsonNode *ts_match_dup_breakdown_now (TsMatch *self);
int ts_match_get_winner (TsMatch *self);
GPtrArray *ts_match_dup_ledger (TsMatch *self);
JsonNode *ts_match_dup_final_breakdown (TsMatch *self);

TsEntry *ts_match_parse_entry (TsMatch  *self,
                               JsonNode *node,
                               GError  **error);
gboolean ts_match_apply (TsMatch *self,
                         TsEntry *entry,
                         GError **error);
/* The clause of the rule behind the refusal whose sentence is @refusal (the last entry
 * refused, or a form's check), or NULL; free it (ts-match-edit.c). */
char *ts_match_dup_refusal_clause (TsMatch    *self,
                                   const char *refusal);
gboolean ts_match_apply_many (TsMatch  *self,
                              TsEntry **entries,
                              guint     n_entries,
                              GError  **error);
gpointer ts_match_dup_state_before (TsMatch *self,
                                    guint    index);
gboolean ts_match_edit (TsMatch          *self,
                        guint             index,
                        TsEntry          *entry,
                        TsMatchSetAside **set_aside,
                        GError          **error);
gboolean ts_match_insert (TsMatch          *self,
                          guint             index,
                          TsEntry          *entry,
                          TsMatchSetAside **set_aside,
                          GError          **error);
gboolean ts_match_remove (TsMatch          *self,
                          guint             index,
                          TsMatchSetAside **set_aside,
                          GError          **error);

GPtrArray *ts_match_preview_edit (TsMatch *self,
                                  guint    index,
                                  TsEntry *entry,
                                  GError **error);
GPtrArray *ts_match_preview_insert (TsMatch *self,
                                    guint    index,
                                    TsEntry *entry,
                                    GError **error);
GPtrArray *ts_match_preview_remove (TsMatch *self,
                                    guint    index,
                                    GError **error);

/**
 * TsMatchChangeKind:
 * @TS_MATCH_CHANGE_ADD: entries added at the end (ts_match_apply(), ts_match_apply_many())
 * @TS_MATCH_CHANGE_EDIT: an earlier entry corrected (ts_match_edit())
 * @TS_MATCH_CHANGE_INSERT: an entry inserted (ts_match_insert())
 * @TS_MATCH_CHANGE_REMOVE: an entry removed (ts_match_remove())
 * @TS_MATCH_CHANGE_MEND: a record that needs attention mended: an entry added before the
 *   held one or in its place, held entries dropped, the rulebook's reading, an earlier
 *   version restored (TsMatchChange.summary says which)
 */
typedef enum
{
  TS_MATCH_CHANGE_ADD,
  TS_MATCH_CHANGE_EDIT,
  TS_MATCH_CHANGE_INSERT,
  TS_MATCH_CHANGE_REMOVE,
  TS_MATCH_CHANGE_MEND,
} TsMatchChangeKind;

/**
 * TsMatchChange:
 * @id: names the change for as long as the match lives: never 0, never reused, kept when it
 *   is undone and redone
 * @kind: what it did
 * @index: the entry it is about, from 0: the last entry the players chose among those it
 *   added, or the entry it corrected, inserted or removed
 * @before: (nullable): that entry before the change (EDIT, REMOVE), else NULL
 * @after: (nullable): that entry after the change (ADD, EDIT, INSERT), else NULL
 * @summary: (nullable): MEND: the step in words ("Entry 110 dropped: …"), else NULL
 *
 * One change that undo or redo would revert or make again, for an undo that names what it
 * takes back (ts_match_peek_change()). The entries belong to the match.
 */
typedef struct
{
  guint64 id;
  TsMatchChangeKind kind;
  guint index;
  TsEntry *before;
  TsEntry *after;
  const char *summary;
} TsMatchChange;

gboolean ts_match_get_can_undo (TsMatch *self);
gboolean ts_match_get_can_redo (TsMatch *self);
gboolean ts_match_undo (TsMatch *self);
gboolean ts_match_redo (TsMatch *self);
gboolean ts_match_peek_change (TsMatch       *self,
                               gboolean       redo,
                               TsMatchChange *change);
gboolean ts_match_undo_redo_change (TsMatch *self,
                                    guint64  id,
                                    gboolean redo,
                                    GError **error);
int ts_match_find_added_entry (TsMatch *self,
                               guint64  id);

/**
 * TsMatchRecent:
 * @index: the entry, from 0
 * @description: the entry in words, as the history says it
 * @points: (array length=n_players): the points it gave (or took from) each player, setup
 *   order, with those of the automatic entries after it
 * @n_players: the players of the match
 *
 * One of the last entries the players made (ts_match_dup_recent(), the table's scoreboard).
 */
typedef struct
{
  guint index;
  char *description;
  int *points;
  guint n_players;
} TsMatchRecent;

void ts_match_recent_free (TsMatchRecent *recent);
GPtrArray *ts_match_dup_recent (TsMatch *self,
                                guint    max);
GPtrArray *ts_match_dup_recent_described (TsMatch *self,
                                          guint    max);
char *ts_match_recent_dup_points (TsMatch             *self,
                                  const TsMatchRecent *recent,
                                  const char          *unit);

GFile *ts_match_get_file (TsMatch *self);
void ts_match_set_file (TsMatch *self,
                        GFile   *file);
gboolean ts_match_get_autosave (TsMatch *self);
void ts_match_set_autosave (TsMatch *self,
                            gboolean autosave);
gboolean ts_match_save (TsMatch      *self,
                        GCancellable *cancellable,
                        GError      **error);
const GError *ts_match_get_save_error (TsMatch *self);

GFile *ts_match_superseded_dir (void);

G_END_DECLS
