/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "record-walk.h"

void
record_walk_open (RecordWalk *r,
                  const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autoptr (GError) error = NULL;
  JsonObject *record, *options = NULL, *setup = NULL;

  r->parser = json_parser_new ();
  json_parser_load_from_file (r->parser, path, &error);
  g_assert_no_error (error);
  record = json_node_get_object (json_parser_get_root (r->parser));
  r->module = ts_games_lookup (json_object_get_string_member (record, "game"));
  g_assert_nonnull (r->module);
  if (json_object_has_member (record, "options"))
    options = json_object_get_object_member (record, "options");
  if (json_object_has_member (record, "setup"))
    setup = json_object_get_object_member (record, "setup");
  r->entries = json_object_get_array_member (record, "entries");
  r->n_entries = json_array_get_length (r->entries);
  r->state = r->module->state_new (options, json_object_get_array_member (record, "players"),
                                   setup, &error);
  g_assert_no_error (error);
}

gpointer
record_walk_entry (RecordWalk *r,
                   guint       i)
{
  g_autoptr (GError) error = NULL;
  gpointer entry = r->module->entry_from_json (json_array_get_element (r->entries, i), &error);

  g_assert_no_error (error);
  return entry;
}

void
record_walk_apply (RecordWalk *r,
                   guint       i)
{
  g_autoptr (GError) error = NULL;
  gpointer entry = record_walk_entry (r, i);

  if (!r->module->apply (r->state, entry, &error))
    g_error ("entry %u refused: %s", i, error->message);
  r->module->entry_free (entry);
}

void
record_walk_close (RecordWalk *r)
{
  r->module->state_free (r->state);
  g_object_unref (r->parser);
}

guint
record_walk (const char *const *names,
             RecordWalkPoint    point,
             gpointer           data)
{
  guint after_end = 0;

  for (; *names != NULL; names++)
    {
      RecordWalk r;

      record_walk_open (&r, *names);
      for (guint i = 0; i <= r.n_entries; i++)
        {
          /* A finished game has no picture to check (TsGameModule.board_picture). */
          if (!r.module->is_finished (r.state))
            point (&r, i, data);
          else if (i < r.n_entries)
            after_end++;
          if (i < r.n_entries)
            record_walk_apply (&r, i);
        }
      g_assert_true (r.module->is_finished (r.state));
      record_walk_close (&r);
    }
  return after_end;
}

void
record_walk_assert_entry_spot (RecordWalk      *r,
                               guint            i,
                               RecordWalkExpect expect)
{
  g_autofree char *want = expect (json_array_get_element (r->entries, i));
  g_autoptr (TsBoardPicture) picture = r->module->board_picture (r->state);
  gpointer entry = record_walk_entry (r, i);
  g_autofree char *spot = r->module->entry_spot (r->state, entry);

  g_assert_cmpstr (spot, ==, want);
  g_assert_true (spot == NULL || ts_board_picture_find (picture, spot) != NULL);
  r->module->entry_free (entry);
}

guint
record_walk_assert_legal_spots (const TsGameModule   *module,
                                gconstpointer         state,
                                const TsBoardPicture *picture,
                                RecordWalkExpect      expect,
                                RecordWalkSpotted     spotted,
                                gpointer              data)
{
  g_autoptr (GPtrArray) legal = module->legal_entries (state);
  guint without = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      gconstpointer e = g_ptr_array_index (legal, i);
      g_autoptr (JsonNode) node = module->entry_to_json (e);
      g_autofree char *want = expect (node);
      g_autofree char *spot = module->entry_spot (state, e);

      g_assert_cmpstr (spot, ==, want);
      if (spot == NULL)
        without++;
      else
        {
          g_assert_nonnull (ts_board_picture_find (picture, spot));
          spotted (e, spot, data);
        }
    }
  return without;
}

TsBoardPicture *
record_walk_picture (const TsGameModule *module,
                     gconstpointer       state)
{
  TsBoardPicture *picture = module->board_picture (state);

  g_assert_nonnull (picture);
  return picture;
}

const TsBoardSpot *
record_walk_spot (const TsBoardPicture *picture,
                  const char           *id)
{
  const TsBoardSpot *found = ts_board_picture_find (picture, id);

  g_assert_nonnull (found);
  return found;
}
