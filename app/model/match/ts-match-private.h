/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsMatch's instance, shared by ts-match.c and its parts (ts-match-edit.c, ts-match-new.c,
 * ts-match-save.c) only. */

#include <dirent.h>

#include "ts-match.h"
#include "ts-model-record.h"

G_BEGIN_DECLS

typedef struct
{
  guint64 id;             /* TsMatchChange.id: names it through undo and redo */
  TsMatchChangeKind kind;
  guint position;
  GPtrArray *removed;  /* TsEntry: the entries from @position to the end before the change */
  GPtrArray *inserted; /* TsEntry: the same after it */
  /* TS_MATCH_CHANGE_MEND only (ts-match-mend.c): @removed and @inserted are the file's
   * entries, played and held, with their times; the readings played under before and after;
   * the step in words. */
  GArray *removed_times;
  GArray *inserted_times;
  guint readings_before;
  guint readings_after;
  char *summary;
} Change;

typedef enum
{
  SPLICE_USER, /* a new change: it goes on the undo stack and clears the redo stack */
  SPLICE_UNDO,
  SPLICE_REDO,
} SpliceMode;

void _ts_match_change_free (Change *change);

struct _TsMatch
{
  GObject parent_instance;

  const TsGameModule *module;
  TsRecord *record;
  gpointer state;
  GPtrArray *checkpoints; /* [k]: the state before entry k * TS_MATCH_CHECKPOINT_EVERY */
  GPtrArray *undo_stack;  /* Change, last done last */
  GPtrArray *redo_stack;  /* Change, next to redo last */
  guint64 last_change_id; /* the id of the newest Change made */

  GListStore *entries;
  GListStore *players;
  GListStore *legal;
  gboolean legal_live; /* someone asked for the legal entries: keep them current */

  char *pending;
  gboolean finished;
  int winner;
  guint winners; /* bit per player when more than one won (a team): the breakdown's "winners" */

  GFile *file;
  gboolean autosave;
  gboolean cleaned; /* stale temporaries next to @file removed (after its first save) */
  TsFileStamp stamp;  /* @file as this match last read or wrote it */
  GError *save_error; /* why the last save failed; NULL once one succeeds */
  guint retry_id;     /* while saving fails, tries again every RETRY_SECONDS */
  char *readings_notice; /* ts_match_dup_readings_notice(), once asked; "" for none */
  guint newer_readings;  /* the readings a newer build saved it under, past this build's */
  /* Entries held after one the rules refused (ts_match_open(), ts-match-held.c) */
  guint held_number;      /* the refused entry's number from 1, as the file counts */
  char *held_reason;      /* the game's refusal */
  char *held_description; /* the refused entry in words, as it would have applied */
  char *attention;        /* TsMatch:attention */
  TsMatchHeldMode held_mode; /* what the next entry made while entries are held does */
  gboolean without_copy;     /* inside ts_match_step_without_copy() */
  /* The last entry refused: its sentence and the clause of its rule (issue 55, Why?) */
  char *refusal;
  char *refusal_clause;
};

/* While saving fails (a full disk, a folder gone read-only), how often to try again: the
 * entries are only in memory until a save succeeds. */
#define RETRY_SECONDS 3

/* Holds the record's entries from @position on (the one there is refused for @reason): the
 * match plays the ones before. */
void _ts_match_hold (TsMatch    *self,
                     guint       position,
                     guint       number,
                     const char *reason,
                     char       *description);
/* TsMatch:attention anew, from the held entries. */
void _ts_match_update_attention (TsMatch *self);
/* What the players enter while entries are held is added before the refused one or takes its
 * place (TsMatch.held_mode), the rest played again; FALSE with the game's error when it does
 * not apply. */
gboolean _ts_match_apply_held (TsMatch  *self,
                               TsEntry **entries,
                               guint     n_entries,
                               GError  **error);
/* Refuses (TRUE, with @error) a change while entries are held: they come first. */
gboolean _ts_match_refuse_while_held (TsMatch *self,
                                      GError **error);
/* Sets the record's "progress" as a save writes it (ts-match-save.c). */
void _ts_match_write_progress (TsMatch *self);
/* Keeps a copy of the record as it is now among its earlier versions (ts-match-versions.c),
 * or NULL: with @error when it cannot be written, without for a match that writes no file.
 * The newest copy when it holds the same bytes. */
GFile *_ts_match_write_backup (TsMatch *self,
                               GError **error);
/* A game's earlier versions (ts-match-versions.c), shared with their list
 * (ts-match-versions-list.c): the folder ".tableside-versions/STEM" beside the game, the
 * names copies get ("YYYY-MM-DD-HHMMSS.json", "…-N.json", local time). */
#define TS_MATCH_VERSIONS_FOLDER ".tableside-versions"
#define TS_MATCH_VERSIONS_STAMP_LENGTH 17 /* "YYYY-MM-DD-HHMMSS" */
/* @file's name without ".json". */
char *_ts_match_versions_stem (GFile *file);
/* The folder of @self's file, or NULL. */
char *_ts_match_versions_games_path (TsMatch *self);
gboolean _ts_match_versions_parse_stamp (const char *p,
                                         gint64     *time);
gboolean _ts_match_versions_parse_name (const char *name,
                                        gint64     *time,
                                        guint      *n);
/* The folder of @stem's copies in @games, opened without following links (made with
 * @create); -1 with a sentence naming the folder otherwise. */
int _ts_match_versions_open (const char *games,
                             const char *stem,
                             gboolean    create,
                             GError    **error);
/* A listing of the folder @fd (closedir() it), which stays open; NULL when it cannot be read. */
DIR *_ts_match_versions_listing (int fd);

/* The copy a step that cuts entries needs: FALSE with TS_MATCH_ERROR_NO_COPY when it cannot
 * be kept and the step is not made without it (ts_match_step_without_copy()). */
gboolean _ts_match_keep_copy (TsMatch *self,
                              GFile  **backup,
                              GError **error);
/* Plays the record from its setup under @readings (ts-match-new.c): the state, checkpoints
 * and entries' list anew; with @keep_held the first entry the rules refuse holds the rest. */
gboolean _ts_match_replay_record (TsMatch  *self,
                                  guint     readings,
                                  gboolean  as_written,
                                  gboolean  keep_held,
                                  GError  **error);
/* A mending step (ts-match-mend.c): the file's entries from @position on become @tail (made
 * at @times, or now where a time is G_MININT64), played under @readings, and the game is
 * played again from its setup, the first entry refused holding the rest. One undo step named
 * @summary (taken); the record as it was is kept among the earlier versions. A step that
 * @cuts entries (drops or replaces them) is refused, changing nothing, when that copy cannot
 * be kept (_ts_match_keep_copy()). */
gboolean _ts_match_mend (TsMatch   *self,
                         guint      position,
                         GPtrArray *tail,
                         GArray    *times,
                         guint      readings,
                         gboolean   cuts,
                         char      *summary,
                         GError   **error);
/* Undoes (redoes) the mending step @change, the top of its stack. */
void _ts_match_undo_redo_mend (TsMatch   *self,
                               Change    *change,
                               SpliceMode mode);
/* The file's entries from @position on, played then held, with their times. */
void _ts_match_file_tail (TsMatch    *self,
                          guint       position,
                          GPtrArray **entries,
                          GArray    **times);
/* Every entry of the record is one undo step with its automatic entries. */
void _ts_match_rebuild_undo (TsMatch *self);

/* The views' derived values (pending decision, totals, winner, legal list) anew. */
void _ts_match_refresh_derived (TsMatch *self);
/* Saves after a change when TsMatch:autosave is on and there is a file; while saving fails,
 * tries again every RETRY_SECONDS and emits TsMatch::save-failed. */
void _ts_match_autosave (TsMatch *self);
/* What a change that sets @n_entries entries aside from @index tells the players (takes
 * @description); keeps a copy of the record as it was in the superseded folder. */
TsMatchSetAside *_ts_match_set_aside_new (TsMatch    *self,
                                          guint       index,
                                          guint       n_entries,
                                          char       *description,
                                          const char *reason,
                                          GFile      *backup);

/* The players of a match (ts-match-player.c). */
TsMatchPlayer *ts_match_player_new (guint       index,
                                    const char *name,
                                    const char *color,
                                    const char *mark);
/* @totals: one per TsLedgerResource */
void ts_match_player_update (TsMatchPlayer *self,
                             const int     *totals,
                             gboolean       winner);

/* For ts-match-preview.c: the checkpoints of the replay (ts-match-replay.h). */
GPtrArray *_ts_match_get_checkpoints (TsMatch *self);
guint ts_match_insertion_point (TsMatch *self,
                                guint    index);
gboolean ts_match_check_change (TsMatch *self,
                                guint    index,
                                gboolean insertion,
                                GError **error);

G_END_DECLS
