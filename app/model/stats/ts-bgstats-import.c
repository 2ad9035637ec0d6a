/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-bgstats-import.h"
#include "ts-import-commit.h"
#include "ts-model-people.h"

typedef struct
{
  TsBgStatsRow row;
  const TsBgStatsPlayer *player;
  char *person;      /* owned copies of the row's strings */
  char *person_name;
  char *apart_name;
  int same_as;       /* an earlier row of the same name whose person this one proposes, or -1 */
} Row;

struct _TsBgStatsImport
{
  GObject parent_instance;

  TsBgStatsExport *export;
  char *file_name;
  TsPeople *people;
  TsImportedPlays *imported;
  GArray *rows;          /* Row */
  GHashTable *by_key;    /* player key -> row index + 1 */
  GPtrArray *plays;      /* TsImportedPlay of the export to import (borrowed) */
  guint n_known;
};

G_DEFINE_FINAL_TYPE (TsBgStatsImport, ts_bgstats_import, G_TYPE_OBJECT)

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->person);
  g_free (row->person_name);
  g_free (row->apart_name);
}

static void
ts_bgstats_import_finalize (GObject *object)
{
  TsBgStatsImport *self = TS_BGSTATS_IMPORT (object);

  g_clear_pointer (&self->plays, g_ptr_array_unref);
  g_clear_pointer (&self->by_key, g_hash_table_unref);
  g_clear_pointer (&self->rows, g_array_unref);
  g_clear_pointer (&self->export, ts_bgstats_export_free);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_object (&self->people);
  g_clear_object (&self->imported);

  G_OBJECT_CLASS (ts_bgstats_import_parent_class)->finalize (object);
}

static void
ts_bgstats_import_class_init (TsBgStatsImportClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_bgstats_import_finalize;
}

static void
ts_bgstats_import_init (TsBgStatsImport *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  self->by_key = g_hash_table_new (g_str_hash, g_str_equal);
  self->plays = g_ptr_array_new ();
}

/* The person an earlier import gave this BG Stats player, when one did. */
static const char *
imported_person (TsImportedPlays *imported,
                 const char      *key)
{
  for (guint b = 0; imported != NULL && key != NULL && b < ts_imported_plays_get_n_batches (imported);
       b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (imported, b);

      for (guint p = 0; p < batch->plays->len; p++)
        {
          const TsImportedPlay *play = batch->plays->pdata[p];

          for (guint i = 0; i < play->n_seats; i++)
            if (g_strcmp0 (play->seats[i].key, key) == 0 && *play->seats[i].person != '\0')
              return play->seats[i].person;
        }
    }
  return NULL;
}

/* "Ana (BG Stats)", or with a number: @name cut so that the whole is a name as kept
 * (ts-player-name.h, at most TS_PLAYER_NAME_MAX_LENGTH characters), never the same for two
 * numbers. */
static char *
apart_candidate (const char *name,
                 guint       n)
{
  g_autofree char *base = g_strdup (name);

  for (;;)
    {
      g_autofree char *candidate = n == 1
                                       /* Translators: a player kept apart from a person of
                                        * the same name at an import: their name */
                                       ? g_strdup_printf (_("%s (BG Stats)"), base)
                                       /* Translators: the same, with a number */
                                       : g_strdup_printf (_("%s (BG Stats %u)"), base, n);
      glong length = g_utf8_strlen (candidate, -1);
      glong base_length = g_utf8_strlen (base, -1);
      char *cut;

      if (length <= TS_PLAYER_NAME_MAX_LENGTH || base_length == 0)
        return ts_player_name_normalize (candidate, NULL);
      cut = g_utf8_substring (base, 0, MAX (0, base_length - (length - TS_PLAYER_NAME_MAX_LENGTH)));
      g_free (base);
      base = cut;
    }
}

/* "Ana (BG Stats)", or with a number, a name nobody has and no other row takes. */
static char *
apart_name (TsBgStatsImport *self,
            const char      *untrimmed)
{
  g_autofree char *name = g_strstrip (g_strdup (untrimmed));

  for (guint n = 1;; n++)
    {
      g_autofree char *candidate = apart_candidate (name, n);
      g_autofree char *folded = ts_people_fold_name (candidate);
      gboolean taken = self->people != NULL && ts_people_find (self->people, candidate) != NULL;

      for (guint i = 0; i < self->rows->len && !taken; i++)
        {
          Row *row = &g_array_index (self->rows, Row, i);
          g_autofree char *other = ts_people_fold_name (row->player->name);
          g_autofree char *other_apart = row->apart_name != NULL
                                             ? ts_people_fold_name (row->apart_name)
                                             : NULL;

          taken = g_str_equal (other, folded) || g_strcmp0 (other_apart, folded) == 0;
        }
      if (!taken)
        return g_steal_pointer (&candidate);
    }
}

static void
add_row (TsBgStatsImport       *self,
         const TsBgStatsPlayer *player)
{
  Row row = { { 0 }, player, NULL, NULL, NULL, -1 };
  const char *person = imported_person (self->imported, player->key);
  g_autofree char *folded = ts_people_fold_name (player->name);

  if (person != NULL && self->people != NULL)
    person = ts_people_resolve (self->people, person) != NULL
                 ? ts_people_resolve (self->people, person)
                 : person;
  if (person == NULL && self->people != NULL)
    person = ts_people_find (self->people, player->name);
  /* A second player of one name in the export is someone else, unless the review says. */
  for (guint i = 0; i < self->rows->len && row.same_as < 0; i++)
    {
      Row *earlier = &g_array_index (self->rows, Row, i);
      g_autofree char *other = ts_people_fold_name (earlier->player->name);

      if (g_str_equal (other, folded))
        row.same_as = i;
    }
  row.person = g_strdup (person);
  if (person != NULL && self->people != NULL)
    row.person_name = g_strdup (ts_people_get_name (self->people, person));
  if (row.person_name == NULL && person != NULL)
    row.person_name = g_strdup (player->name);
  row.apart_name = apart_name (self, player->name);
  if (row.same_as >= 0)
    {
      Row *earlier = &g_array_index (self->rows, Row, row.same_as);

      g_free (row.person_name);
      row.person_name = g_strdup (earlier->person_name != NULL ? earlier->person_name
                                                               : earlier->player->name);
      row.row.choice = TS_BGSTATS_CHOICE_APART;
    }
  else
    row.row.choice = person != NULL ? TS_BGSTATS_CHOICE_SAME : TS_BGSTATS_CHOICE_NEW;
  row.row.name = player->name;
  row.row.n_plays = player->n_plays;
  row.row.person = row.person;
  row.row.person_name = row.person_name;
  row.row.apart_name = row.apart_name;
  g_array_append_val (self->rows, row);
  g_hash_table_insert (self->by_key, player->key, GUINT_TO_POINTER (self->rows->len));
}

TsBgStatsImport *
ts_bgstats_import_new (TsBgStatsExport *export,
                       const char      *file_name,
                       TsPeople        *people,
                       TsImportedPlays *imported,
                       GListModel      *saved)
{
  TsBgStatsImport *self;
  g_autoptr(GHashTable) known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (export != NULL, NULL);
  g_return_val_if_fail (people == NULL || TS_IS_PEOPLE (people), NULL);
  g_return_val_if_fail (imported == NULL || TS_IS_IMPORTED_PLAYS (imported), NULL);

  self = g_object_new (TS_TYPE_BGSTATS_IMPORT, NULL);
  self->export = export;
  self->file_name = g_strdup (file_name);
  self->people = people != NULL ? g_object_ref (people) : NULL;
  self->imported = imported != NULL ? g_object_ref (imported) : NULL;
  /* Plays kept already: imported before, or saved games an export of Tableside holds. */
  for (guint i = 0; saved != NULL && i < g_list_model_get_n_items (saved); i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (saved, i);

      if (TS_IS_RECORD_INFO (info) && ts_record_info_get_kind (info) == TS_RECORD_INFO_GAME)
        g_hash_table_add (known, ts_bgstats_play_uuid (info));
    }
  for (guint p = 0; p < export->plays->len; p++)
    {
      TsImportedPlay *play = export->plays->pdata[p];

      if (g_hash_table_contains (known, play->id)
          || (imported != NULL && ts_imported_plays_has_play (imported, play->id)))
        self->n_known++;
      else
        g_ptr_array_add (self->plays, play);
    }
  /* The review lists the players of the plays it imports. */
  for (guint i = 0; i < export->players->len; i++)
    {
      const TsBgStatsPlayer *player = export->players->pdata[i];
      gboolean playing = FALSE;

      for (guint p = 0; p < self->plays->len && !playing; p++)
        {
          const TsImportedPlay *play = self->plays->pdata[p];

          for (guint k = 0; k < play->n_seats && !playing; k++)
            playing = g_strcmp0 (play->seats[k].key, player->key) == 0;
        }
      if (playing)
        add_row (self, player);
    }
  return self;
}

TsBgStatsExport *
ts_bgstats_import_get_export (TsBgStatsImport *self)
{
  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), NULL);
  return self->export;
}

const char *
ts_bgstats_import_get_file_name (TsBgStatsImport *self)
{
  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), NULL);
  return self->file_name;
}

guint
ts_bgstats_import_get_n_rows (TsBgStatsImport *self)
{
  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), 0);
  return self->rows->len;
}

const TsBgStatsRow *
ts_bgstats_import_get_row (TsBgStatsImport *self,
                           guint            index)
{
  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);
  return &g_array_index (self->rows, Row, index).row;
}

gboolean
ts_bgstats_import_set_choice (TsBgStatsImport *self,
                              guint            index,
                              TsBgStatsChoice  choice)
{
  Row *row;
  gboolean has_person;

  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), FALSE);
  g_return_val_if_fail (index < self->rows->len, FALSE);

  row = &g_array_index (self->rows, Row, index);
  has_person = row->person != NULL || row->same_as >= 0;
  if ((choice == TS_BGSTATS_CHOICE_NEW) == has_person)
    return FALSE;
  row->row.choice = choice;
  return TRUE;
}

guint
ts_bgstats_import_get_n_plays (TsBgStatsImport *self)
{
  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), 0);
  return self->plays->len;
}

guint
ts_bgstats_import_get_n_known (TsBgStatsImport *self)
{
  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), 0);
  return self->n_known;
}

/* -------------------------------------------------------------------------------------- */
/* The import                                                                              */

/* Who row @index becomes: "p:ID" for a person kept already, "r:N" for the new person of row
 * N (NEW or APART). */
static char *
target_of (TsBgStatsImport *self,
           guint            index)
{
  Row *row = &g_array_index (self->rows, Row, index);

  switch (row->row.choice)
    {
    case TS_BGSTATS_CHOICE_SAME:
      if (row->person != NULL)
        return g_strconcat ("p:", row->person, NULL);
      return target_of (self, row->same_as);
    case TS_BGSTATS_CHOICE_NEW:
    case TS_BGSTATS_CHOICE_APART:
    default:
      return g_strdup_printf ("r:%u", index);
    }
}

/* A play in a message: its game and day. */
static char *
play_words (const TsImportedPlay *play)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (play->time);
  g_autofree char *day = time != NULL ? g_date_time_format (time, "%Y-%m-%d") : g_strdup ("?");

  /* Translators: a play in a message: its game, then its day */
  return g_strdup_printf (_("%s on %s"), _(play->module->name), day);
}

gboolean
ts_bgstats_import_commit (TsBgStatsImport *self,
                          char           **batch_id,
                          GError         **error)
{
  g_autoptr(GPtrArray) targets = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  TsImportTargets kept;

  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), FALSE);

  if (self->plays->len == 0)
    {
      g_set_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_MALFORMED,
                   /* Translators: %s is a file's name */
                   _("“%s” holds no play to import."), self->file_name);
      return FALSE;
    }
  if (self->people != NULL && ts_people_get_problem (self->people) != NULL)
    {
      g_set_error_literal (error, TS_PEOPLE_ERROR, TS_PEOPLE_ERROR_UNREADABLE,
                           ts_people_get_problem (self->people));
      return FALSE;
    }
  if (self->imported != NULL && ts_imported_plays_get_problem (self->imported) != NULL)
    {
      g_set_error_literal (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                           ts_imported_plays_get_problem (self->imported));
      return FALSE;
    }
  for (guint i = 0; i < self->rows->len; i++)
    g_ptr_array_add (targets, target_of (self, i));
  /* Nobody twice in one play: two players of BG Stats made one person, who both played. */
  for (guint p = 0; p < self->plays->len; p++)
    {
      const TsImportedPlay *play = self->plays->pdata[p];

      for (guint i = 0; i < play->n_seats; i++)
        for (guint j = 0; j < i && play->seats[i].key != NULL; j++)
          {
            guint a = GPOINTER_TO_UINT (g_hash_table_lookup (self->by_key, play->seats[i].key));
            guint b = play->seats[j].key != NULL
                          ? GPOINTER_TO_UINT (g_hash_table_lookup (self->by_key,
                                                                   play->seats[j].key))
                          : 0;

            if (a > 0 && b > 0 && g_str_equal (targets->pdata[a - 1], targets->pdata[b - 1]))
              {
                g_autofree char *words = play_words (play);

                g_set_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_MALFORMED,
                             /* Translators: two players' names, then a play (“Carcassonne on
                              * 2024-03-01”) */
                             _("%s and %s would be one person, and they played together (%s): "
                               "keep one of them apart."),
                             play->seats[j].name, play->seats[i].name, words);
                return FALSE;
              }
          }
    }

  /* The plays and the people they make, all or nothing, on top of what another program
   * (the app, a second tableside-cli) kept meanwhile (ts-import-commit.c). */
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);

      g_ptr_array_add (names, row->row.choice == TS_BGSTATS_CHOICE_APART
                                  ? row->apart_name
                                  : (char *) row->player->name);
    }
  kept.targets = targets;
  kept.names = names;
  kept.by_key = self->by_key;
  return ts_import_commit (self->people, self->imported, self->file_name, self->plays, &kept,
                           batch_id, error);
}

/* -------------------------------------------------------------------------------------- */
/* In words                                                                                */

char *
ts_bgstats_import_dup_summary (TsBgStatsImport *self)
{
  TsBgStatsExport *export;
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_games = 0;
  const TsGameModule *const *games = ts_games_get_all (&n_games);
  g_autoptr(GString) by_game = g_string_new (NULL);

  g_return_val_if_fail (TS_IS_BGSTATS_IMPORT (self), NULL);

  export = self->export;
  for (guint g = 0; g < n_games; g++)
    {
      guint count = 0;

      for (guint p = 0; p < self->plays->len; p++)
        count += ((TsImportedPlay *) self->plays->pdata[p])->module == games[g];
      if (count == 0)
        continue;
      if (by_game->len > 0)
        g_string_append (by_game, ", ");
      /* Translators: a game and how many of its plays (“Carcassonne 30”) */
      g_string_append_printf (by_game, _("%s %u"), _(games[g]->name), count);
    }
  if (self->plays->len > 0)
    g_string_append_printf (text,
                            /* Translators: the plays an import keeps, then by game (“Carcassonne
                             * 30, Kingsburg 4”) */
                            ngettext ("%u play will be imported (%s), with its scores only: "
                                      "where the points came from is not known.",
                                      "%u plays will be imported (%s), with their scores only: "
                                      "where the points came from is not known.",
                                      self->plays->len),
                            self->plays->len, by_game->str);
  else
    g_string_append (text, _("No play will be imported."));
  if (self->n_known > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              ngettext ("%u play is kept already (imported before, or a saved "
                                        "game) and is left out.",
                                        "%u plays are kept already (imported before, or saved "
                                        "games) and are left out.",
                                        self->n_known),
                              self->n_known);
    }
  if (export->n_other > 0)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < export->other_games->len; i++)
        {
          const TsBgStatsSkipped *skipped = export->other_games->pdata[i];

          if (i == 5)
            {
              /* Translators: after the first five games skipped, how many more */
              g_string_append_printf (names, ngettext (" and %u other game",
                                                       " and %u other games",
                                                       export->other_games->len - 5),
                                      export->other_games->len - 5);
              break;
            }
          if (i > 0)
            g_string_append (names, ", ");
          /* Translators: a game and how many of its plays, in a list (“Azul (12)”) */
          g_string_append_printf (names, _("%s (%u)"), skipped->name, skipped->count);
        }
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              /* Translators: the plays of games Tableside does not keep, then
                               * those games (“Azul (12), Wingspan (3)”) */
                              ngettext ("%u play of a game Tableside does not keep is skipped: "
                                        "%s.",
                                        "%u plays of games Tableside does not keep are skipped: "
                                        "%s.",
                                        export->n_other),
                              export->n_other, names->str);
    }
  if (export->n_ignored > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%u play BG Stats ignores is skipped.",
                                              "%u plays BG Stats ignores are skipped.",
                                              export->n_ignored),
                              export->n_ignored);
    }
  if (export->n_no_players > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%u play with no players is skipped.",
                                              "%u plays with no players are skipped.",
                                              export->n_no_players),
                              export->n_no_players);
    }
  if (export->n_too_many > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%u play of more than 8 players is skipped.",
                                              "%u plays of more than 8 players are skipped.",
                                              export->n_too_many),
                              export->n_too_many);
    }
  if (export->n_fractions > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%u score is not a whole number and is left out "
                                              "(that player's play counts without a score).",
                                              "%u scores are not whole numbers and are left out "
                                              "(those players' plays count without a score).",
                                              export->n_fractions),
                              export->n_fractions);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
