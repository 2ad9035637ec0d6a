/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A saved game that does not replay to its end: damaged, edited by hand, made by another
 * tool, or kept under an earlier reading. It opens up to the entry before the one the rules
 * refuse; that entry and the ones after it are held, kept in the file and not played, until
 * the players mend it: add what was missing before it, enter what happened in its place,
 * drop it or drop them all (the rest is then played again as far as it goes). Each of these
 * is one undo step (ts-match-mend.c). Meanwhile nothing else changes the game. The rest of
 * TsMatch is in ts-match.c. */
#include "ts-i18n.h"

#include "ts-engine-error.h"
#include "ts-match-private.h"
#include "ts-model-record.h"

/* What the next entry does, said before it is made. */
static char *
promise (TsMatch *self,
         guint    n_held)
{
  if (self->held_mode == TS_MATCH_HELD_ADD_BEFORE)
    {
      if (n_held == 1)
        return g_strdup (_("What you enter next is added before it, and it is played again "
                           "after. Nothing leaves the file unless you drop it."));
      return g_strdup_printf (ngettext ("What you enter next is added before it, and it and "
                                        "the entry after it are played again. Nothing leaves "
                                        "the file unless you drop it.",
                                        "What you enter next is added before it, and it and "
                                        "the %u entries after it are played again as far as "
                                        "they go. Nothing leaves the file unless you drop it.",
                                        n_held - 1),
                              n_held - 1);
    }
  if (n_held == 1)
    return g_strdup (_("What you enter next takes its place."));
  return g_strdup_printf (ngettext ("What you enter next takes its place, and the entry after "
                                    "it is played again.",
                                    "What you enter next takes its place, and the %u entries "
                                    "after it are played again as far as they go.",
                                    n_held - 1),
                          n_held - 1);
}

/* Which entry is held, and why. */
static char *
held_reason (TsMatch *self)
{
  /* Translators: an entry number from 1, that entry in words, then the game's reason
   * (a sentence) why it cannot be played. */
  return g_strdup_printf (_("Entry %u (“%s”) cannot be played: %s"), self->held_number,
                          self->held_description != NULL ? self->held_description : "?",
                          self->held_reason);
}

/**
 * ts_match_dup_held_summary:
 *
 * Returns: (transfer full) (nullable): which entry is held and why, and how many are kept
 *   in the file unplayed, for a reader who is not at the game's page (the CLI's check: the
 *   page's promise of what the next entry does is not theirs); NULL when nothing is held
 */
char *
ts_match_dup_held_summary (TsMatch *self)
{
  guint n_held;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  n_held = ts_record_get_n_held (self->record);
  if (n_held == 0)
    return NULL;
  first = held_reason (self);
  if (n_held == 1)
    second = g_strdup (_("It is kept in the file, not played, until the game is mended in "
                         "Tableside."));
  else
    second = g_strdup_printf (ngettext ("It and the entry after it are kept in the file, not "
                                        "played, until the game is mended in Tableside.",
                                        "It and the %u entries after it are kept in the file, "
                                        "not played, until the game is mended in Tableside.",
                                        n_held - 1),
                              n_held - 1);
  return g_strconcat (first, " ", second, NULL);
}

/* TsMatch:attention from the held entries. */
void
_ts_match_update_attention (TsMatch *self)
{
  guint n_held = ts_record_get_n_held (self->record);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_clear_pointer (&self->attention, g_free);
  if (n_held > 0)
    {
      first = held_reason (self);
      second = promise (self, n_held);
      self->attention = g_strconcat (first, " ", second, NULL);
    }
  g_object_notify (G_OBJECT (self), "attention");
}

void
_ts_match_hold (TsMatch    *self,
                guint       position,
                guint       number,
                const char *reason,
                char       *description)
{
  ts_record_hold_from (self->record, position);
  self->held_number = number;
  g_free (self->held_reason);
  self->held_reason = g_strdup (reason);
  g_free (self->held_description);
  self->held_description = description;
  _ts_match_update_attention (self);
}

gboolean
_ts_match_refuse_while_held (TsMatch *self,
                             GError **error)
{
  if (ts_record_get_n_held (self->record) == 0)
    return FALSE;
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
               /* Translators: an entry number from 1. */
               _("Entry %u of the file cannot be played and comes first: enter what happened "
                 "before it or in its place, or drop it."),
               self->held_number);
  return TRUE;
}

/**
 * ts_match_get_attention:
 *
 * Returns: (nullable): why entries of the file are held and not played, and what the players
 *   may do ("Entry 110 (“…”) cannot be played: … It and the 69 entries after it are kept in
 *   the file but not played: …"), or NULL when every entry is played
 */
const char *
ts_match_get_attention (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->attention;
}

/* How many entries of the file are held: the refused one and those after it. */
guint
ts_match_get_n_held (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);
  return ts_record_get_n_held (self->record);
}

/* The number of the refused entry, from 1, as the file counts it; 0 when nothing is held. */
guint
ts_match_get_held_number (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);
  return ts_record_get_n_held (self->record) > 0 ? self->held_number : 0;
}

/* The refused entry in words, as the state before it reads it, or NULL. */
const char *
ts_match_get_held_description (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_record_get_n_held (self->record) > 0 ? self->held_description : NULL;
}

/* Held entry @index, from 0 (the refused one first). */
TsEntry *
ts_match_get_held_entry (TsMatch *self,
                         guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_record_get_held (self->record, index);
}

TsMatchHeldMode
ts_match_get_held_mode (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), TS_MATCH_HELD_REPLACE);
  return self->held_mode;
}

/**
 * ts_match_set_held_mode:
 *
 * Whether what the players enter while entries are held is added before the refused entry
 * or takes its place. TsMatch:attention says which, before anything is entered.
 */
void
ts_match_set_held_mode (TsMatch        *self,
                        TsMatchHeldMode mode)
{
  g_return_if_fail (TS_IS_MATCH (self));
  if (self->held_mode == mode)
    return;
  self->held_mode = mode;
  _ts_match_update_attention (self);
}

/* Held entries from @from on, with their times, after @entries made now. */
static void
tail_after (TsMatch    *self,
            TsEntry   **entries,
            guint       n_entries,
            guint       from,
            GPtrArray **tail,
            GArray    **times)
{
  guint n_held = ts_record_get_n_held (self->record);
  gint64 now = ts_record_time_now (self->record);

  *tail = g_ptr_array_new_full (n_entries + n_held, g_object_unref);
  *times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n_entries + n_held);
  for (guint i = 0; i < n_entries; i++)
    {
      g_ptr_array_add (*tail, g_object_ref (entries[i]));
      g_array_append_val (*times, now);
    }
  for (guint i = from; i < n_held; i++)
    {
      gint64 time = ts_record_get_held_time (self->record, i);

      g_ptr_array_add (*tail, g_object_ref (ts_record_get_held (self->record, i)));
      g_array_append_val (*times, time);
    }
}

static guint
readings_now (TsMatch *self)
{
  return (guint) MAX (ts_record_get_readings (self->record), 0);
}

/* The players enter what happened while entries are held (the table's forms stand before the
 * refused one): @entries, all or none, are added before it or take its place
 * (ts_match_set_held_mode()), and the held entries are played again as far as they go. One
 * undo step. Called by ts_match_apply() and ts_match_apply_many(). */
gboolean
_ts_match_apply_held (TsMatch  *self,
                      TsEntry **entries,
                      guint     n_entries,
                      GError  **error)
{
  gpointer trial = self->module->state_copy (self->state);
  guint number = self->held_number;
  gboolean add = self->held_mode == TS_MATCH_HELD_ADD_BEFORE;
  g_autofree char *what = self->module->describe_entry (trial, ts_entry_get_data (entries[0]));
  g_autoptr(GPtrArray) tail = NULL;
  g_autoptr(GArray) times = NULL;

  for (guint i = 0; i < n_entries; i++)
    if (!self->module->apply (trial, ts_entry_get_data (entries[i]), error))
      {
        self->module->state_free (trial);
        return FALSE;
      }
  self->module->state_free (trial);
  tail_after (self, entries, n_entries, add ? 0 : 1, &tail, &times);
  /* A replacement cuts the held entry: not without its copy (ts_match_step_without_copy()). */
  return _ts_match_mend (self, ts_record_get_n_entries (self->record), tail, times,
                         readings_now (self), !add,
                         add
                             /* Translators: an entry number from 1, then the entry added
                              * before it, in words. */
                             ? g_strdup_printf (_("Added before entry %u: %s"), number, what)
                             /* Translators: an entry number from 1, then the entry that took
                              * its place, in words. */
                             : g_strdup_printf (_("Entry %u replaced by: %s"), number, what),
                         error);
}

/**
 * ts_match_drop_held:
 * @all: drop every held entry, not only the refused one
 * @message: (out) (optional): what was done, for a toast with an Undo
 *
 * The players' choice for held entries (ts_match_open()): the refused entry leaves the
 * record and the ones after it are played again for as long as they apply (a later refusal
 * holds the rest again), or, with @all, they all leave it. One undo step; the record as it
 * was is also kept among the game's earlier versions. FALSE when nothing is held.
 */
gboolean
ts_match_drop_held (TsMatch *self,
                    gboolean all,
                    char   **message,
                    GError **error)
{
  guint n_held;
  guint number;
  g_autoptr(GPtrArray) tail = NULL;
  g_autoptr(GArray) times = NULL;
  char *summary;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  n_held = ts_record_get_n_held (self->record);
  if (n_held == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Every entry of this game is played: there is nothing to drop."));
      return FALSE;
    }
  number = self->held_number;
  if (all && n_held > 1)
    /* Translators: the first and the last entry numbers of those dropped, from 1. */
    summary = g_strdup_printf (_("Entries %u to %u dropped"), number, number + n_held - 1);
  else
    /* Translators: an entry number from 1, then that entry in words. */
    summary = g_strdup_printf (_("Entry %u dropped: %s"), number,
                               self->held_description != NULL ? self->held_description : "?");
  tail_after (self, NULL, 0, all ? n_held : 1, &tail, &times);
  if (!_ts_match_mend (self, ts_record_get_n_entries (self->record), tail, times,
                       readings_now (self), TRUE, g_strdup (summary), error))
    {
      g_free (summary);
      return FALSE;
    }
  if (message != NULL)
    *message = summary;
  else
    g_free (summary);
  return TRUE;
}
