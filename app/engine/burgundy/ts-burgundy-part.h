/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/* What a module or a mode of play adds to the base game's entries: hooks that the base game
 * calls at fixed points of every entry, part by part in the order of the table the state
 * holds (ts-burgundy-parts.c). The base game names no module: it calls what the table
 * holds. Any hook may be NULL. */
struct _TsBurgundyPart
{
  const char *name;
  /* Before an entry is checked: what the entry must not see is set aside, and put back
   * after it whatever its outcome (@applied). */
  guint (*defer) (TsBurgundyState *state, const TsBurgundyEntry *e);
  void (*undefer) (TsBurgundyState *state, guint deferred, gboolean applied);
  /* An entry of the part's own: the first part that handles it checks it and carries it
   * out, before the base game's entry types. */
  gboolean (*handles) (const TsBurgundyState *state, const TsBurgundyEntry *e);
  gboolean (*check) (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error);
  void (*apply) (TsBurgundyState *state, const TsBurgundyEntry *e);
  /* After any entry carried out: first what the entry settles (every part), then what
   * follows from it (every part); @was_phase_end: the entry came at a phase's end. */
  void (*settle) (TsBurgundyState *state, const TsBurgundyEntry *e);
  void (*after_entry) (TsBurgundyState *state, const TsBurgundyEntry *e,
                       gboolean was_phase_end);
  /* TRUE while the part leaves something to do in the current turn, so that it does not end
   * by itself. */
  gboolean (*turn_goes_on) (const TsBurgundyState *state);
  /* The part's legal entries, written to @out (at most @max) after the @n listed; each
   * returns the new count. legal: in a turn and while an effect waits, before the purchases;
   * legal_waiting: last while an effect waits; legal_phase_end: at a phase's end with
   * nothing waiting. */
  guint (*legal) (const TsBurgundyState *state, TsBurgundyEntry *out, guint max, guint n);
  guint (*legal_waiting) (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                          guint n);
  guint (*legal_phase_end) (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                            guint n);
  /* In words: an entry of the part's own, or what the part waits for before anything else;
   * NULL when it has nothing to say. */
  char *(*describe_entry) (const TsBurgundyState *state, const TsBurgundyEntry *e);
  char *(*describe_pending) (const TsBurgundyState *state);
  /* A tile placed: once its area and colour are scored, before its own effect (scored); the
   * colour's bonus tiles, or what takes their place: TRUE when the part does (completed);
   * a monastery placed (monastery); after the tile's effect (placed). */
  void (*scored) (TsBurgundyState *state, guint player, guint space);
  gboolean (*completed) (TsBurgundyState *state, guint player, guint space, gboolean area_done,
                         gboolean colour_done);
  void (*monastery) (TsBurgundyState *state, guint player, guint n);
  void (*placed) (TsBurgundyState *state, guint player, guint space);
  /* A phase ends: TRUE while the part holds the end back for a decision (it runs again
   * once made). */
  gboolean (*phase_ends) (TsBurgundyState *state);
  /* A line added to the ledger. */
  void (*gained) (TsBurgundyState *state, guint player, TsLedgerResource resource,
                  TsBurgundyCause cause, int delta);
};

/* The modules' parts, in the order their hooks are called; NULL-terminated. */
extern const TsBurgundyPart *const ts_burgundy_parts[];

extern const TsBurgundyPart ts_burgundy_team_part;
extern const TsBurgundyPart ts_burgundy_shields_part;
extern const TsBurgundyPart ts_burgundy_solo_part;
extern const TsBurgundyPart ts_burgundy_extras_part;
extern const TsBurgundyPart ts_burgundy_outposts_part;

G_END_DECLS
