/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-json-read.h"
#include "ts-record-info.h"

/* `tableside-cli check FILE` and `check FOLDER` (issue 40): how a record opens, as the app
 * opens it. One of four: it opens (its entries replay to the end); it opens under an earlier
 * reading of a rule (and which); it needs attention (an entry the rules refuse: the game
 * opens up to the entry before, the rest held in the file; which entry and why); or it is
 * not a record the game can start from (why). Entry numbers are the file's. */

typedef enum
{
  OPENS,
  OPENS_EARLIER,
  NEEDS_ATTENTION,
  REFUSED,
} Outcome;

static const char *const outcome_ids[] = { "opens", "opens-under-earlier-reading",
                                           "needs-attention", "refused" };

typedef struct
{
  Outcome outcome;
  TsMatch *match;    /* unless REFUSED */
  char *notice;      /* OPENS_EARLIER: the earlier readings, in a line */
  GError *error;     /* REFUSED */
  guint held_number; /* NEEDS_ATTENTION: the refused entry's number, from 1 */
} Check;

static void
check_clear (Check *check)
{
  g_clear_object (&check->match);
  g_clear_pointer (&check->notice, g_free);
  g_clear_error (&check->error);
}

static void
check_file (GFile *file,
            Check *check)
{
  memset (check, 0, sizeof *check);
  check->match = ts_match_open (file, TRUE, NULL, &check->error);
  if (check->match == NULL)
    {
      check->outcome = REFUSED;
      return;
    }
  ts_match_set_autosave (check->match, FALSE); /* the CLI never writes to a record */
  if (ts_match_get_attention (check->match) != NULL)
    {
      check->outcome = NEEDS_ATTENTION;
      /* Its place in the file, as the game page and the start page say it. */
      check->held_number = ts_match_get_held_number (check->match);
      return;
    }
  check->notice = ts_match_dup_readings_notice (check->match);
  check->outcome = check->notice != NULL ? OPENS_EARLIER : OPENS;
}

/* @check in words; a refusal on standard error, but for a folder's (@listing), whose lines
 * keep their order on standard output. */
static void
print_check (GFile   *file,
             Check   *check,
             gboolean listing)
{
  g_autofree char *name = ts_record_display_name (file);

  switch (check->outcome)
    {
    case OPENS:
    case OPENS_EARLIER:
      {
        g_autofree char *status = ts_cli_status_text (check->match);
        guint n = ts_match_get_n_entries (check->match);

        /* Translators: a file name, a game, a number of entries, and the game's state (“in
         * progress” or “finished, Ana won”). */
        g_print (ngettext ("%s: a valid record of %s, %u entry, %s.\n",
                           "%s: a valid record of %s, %u entries, %s.\n", n),
                 name, _(ts_match_get_module (check->match)->name), n, status);
        if (check->notice != NULL)
          g_print ("%s\n", check->notice);
        break;
      }
    case NEEDS_ATTENTION:
      {
        g_autofree char *summary = ts_match_dup_held_summary (check->match);

        /* Translators: a file name, a game, then why entries cannot be played (sentences). */
        g_print (_("%s: a record of %s that needs attention. %s\n"), name,
                 _(ts_match_get_module (check->match)->name), summary);
        break;
      }
    case REFUSED:
    default:
      if (listing)
        g_print ("%s\n", check->error->message);
      else
        /* Translators: %s is the reason a record was refused; it names the file. */
        g_printerr (_("tableside-cli: %s\n"), check->error->message);
      break;
    }
}

static void
build_check (JsonBuilder *b,
             GFile       *file,
             Check       *check)
{
  g_autofree char *name = ts_record_display_name (file);
  g_autofree char *uri = g_file_get_uri (file);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, name);
  json_builder_set_member_name (b, "uri");
  json_builder_add_string_value (b, uri);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, check->outcome == OPENS || check->outcome == OPENS_EARLIER);
  json_builder_set_member_name (b, "opens");
  json_builder_add_string_value (b, outcome_ids[check->outcome]);
  json_builder_set_member_name (b, "game");
  if (check->match != NULL)
    json_builder_add_string_value (b, ts_match_get_game_id (check->match));
  else
    {
      /* What the header says, when the file is a record at all. */
      g_autoptr(TsRecordInfo) info = ts_record_info_load (file, NULL, NULL);

      if (info != NULL && ts_record_info_get_game_id (info) != NULL)
        json_builder_add_string_value (b, ts_record_info_get_game_id (info));
      else
        json_builder_add_null_value (b);
    }
  if (check->match != NULL)
    {
      g_autofree char *status = ts_cli_status_text (check->match);

      json_builder_set_member_name (b, "entries");
      json_builder_add_int_value (b, ts_match_get_n_entries (check->match));
      json_builder_set_member_name (b, "held");
      json_builder_add_int_value (b, ts_match_get_n_held (check->match));
      json_builder_set_member_name (b, "finished");
      json_builder_add_boolean_value (b, ts_match_get_finished (check->match));
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, status);
      json_builder_set_member_name (b, "notice");
      if (check->notice != NULL)
        json_builder_add_string_value (b, check->notice);
      else
        json_builder_add_null_value (b);
    }
  if (check->outcome == NEEDS_ATTENTION || check->outcome == REFUSED)
    {
      g_autofree char *summary = check->outcome == NEEDS_ATTENTION
                                     ? ts_match_dup_held_summary (check->match)
                                     : NULL;

      json_builder_set_member_name (b, "refusal");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "entry");
      if (check->outcome == NEEDS_ATTENTION)
        json_builder_add_int_value (b, check->held_number);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, summary != NULL ? summary : check->error->message);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static int
compare_files (gconstpointer a,
               gconstpointer b)
{
  g_autofree char *name_a = g_file_get_basename (*(GFile *const *) a);
  g_autofree char *name_b = g_file_get_basename (*(GFile *const *) b);

  return strcmp (name_a, name_b);
}

/* The record files of @folder (*.json, not hidden), by name; NULL when it cannot be read. */
static GPtrArray *
folder_records (GFile   *folder,
                GError **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  GFileInfo *info;
  GFile *child;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NONE, NULL, error);
  if (children == NULL)
    return NULL;
  while (g_file_enumerator_iterate (children, &info, &child, NULL, error) && info != NULL)
    {
      const char *base = g_file_info_get_name (info);

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR && base[0] != '.'
          && g_str_has_suffix (base, ".json"))
        g_ptr_array_add (files, g_object_ref (child));
    }
  if (error != NULL && *error != NULL)
    return NULL;
  g_ptr_array_sort (files, compare_files);
  return g_steal_pointer (&files);
}

static int
check_folder (GFile   *folder,
              gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) files = folder_records (folder, &error);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  guint counts[REFUSED + 1] = { 0 };

  if (files == NULL)
    {
      g_autofree char *name = ts_record_display_name (folder);

      /* Translators: a folder name, then the system's reason. */
      g_printerr (_("tableside-cli: cannot read the folder “%s”: %s\n"), name, error->message);
      return 1;
    }
  json_builder_begin_array (b);
  for (guint i = 0; i < files->len; i++)
    {
      Check check;

      check_file (files->pdata[i], &check);
      counts[check.outcome]++;
      if (json)
        build_check (b, files->pdata[i], &check);
      else
        print_check (files->pdata[i], &check, TRUE);
      check_clear (&check);
    }
  json_builder_end_array (b);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);

      ts_cli_print_json (root);
    }
  else
    {
      /* Translators: how many records of a folder open, open under an earlier reading of a
       * rule, need attention, and are not records a game can start from. */
      g_print (_("%u open, %u under an earlier reading, %u need attention, %u refused.\n"),
               counts[OPENS], counts[OPENS_EARLIER], counts[NEEDS_ATTENTION], counts[REFUSED]);
    }
  return counts[NEEDS_ATTENTION] + counts[REFUSED] > 0 ? 1 : 0;
}

/* `check`: exit status 0 when the record (every record of the folder) opens, under its
 * readings; 1 when one needs attention or is refused. */
int
ts_cli_check (GFile   *file,
              gboolean json)
{
  Check check;
  int status;

  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY)
    return check_folder (file, json);
  check_file (file, &check);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      build_check (b, file, &check);
      root = json_builder_get_root (b);
      ts_cli_print_json (root);
    }
  else
    print_check (file, &check, FALSE);
  status = check.outcome == OPENS || check.outcome == OPENS_EARLIER ? 0 : 1;
  check_clear (&check);
  return status;
}
