/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's picture on a seat's phone: the game's spots, and the spot of each choice
 * (ts-seat-picture.h). */
#include "ts-seat-picture.h"

struct _TsSeatPicture
{
  const TsGameModule *module;
  gconstpointer state;
  TsBoardPicture *board; /* drawn at the first choice */
  gboolean drawn;
  guint n_spotted; /* choices that act on a spot */
};

TsSeatPicture *
ts_seat_picture_new (const TsGameModule *module,
                     gconstpointer       state)
{
  TsSeatPicture *picture;

  /* Nothing is chosen on a finished game's board. */
  if (module->board_picture == NULL || module->entry_spot == NULL
      || module->is_finished (state))
    return NULL;
  picture = g_new0 (TsSeatPicture, 1);
  picture->module = module;
  picture->state = state;
  return picture;
}

void
ts_seat_picture_free (TsSeatPicture *picture)
{
  if (picture == NULL)
    return;
  ts_board_picture_free (picture->board);
  g_free (picture);
}

void
ts_seat_picture_add_spot (TsSeatPicture *picture,
                          JsonBuilder   *b,
                          gconstpointer  entry)
{
  g_autofree char *id = NULL;

  if (picture == NULL)
    return;
  /* Drawn at the seat's first choice: the seats with none (all but one, most of a game)
   * never pay for it. */
  if (picture->board == NULL && !picture->drawn)
    {
      picture->board = picture->module->board_picture (picture->state);
      picture->drawn = TRUE;
    }
  if (picture->board == NULL)
    return;
  id = picture->module->entry_spot (picture->state, entry);
  /* A spot the picture does not draw could not be tapped: the choice is left without. */
  if (ts_board_picture_find (picture->board, id) == NULL)
    return;
  json_builder_set_member_name (b, "spot");
  json_builder_add_string_value (b, id);
  picture->n_spotted++;
}

void
ts_seat_picture_add (TsSeatPicture *picture,
                     JsonBuilder   *b)
{
  GPtrArray *spots;
  int col0 = G_MAXINT, row0 = G_MAXINT;

  json_builder_set_member_name (b, "picture");
  if (picture == NULL || picture->n_spotted == 0)
    {
      json_builder_add_null_value (b);
      return;
    }
  spots = picture->board->spots;
  for (guint i = 0; i < spots->len; i++)
    {
      const TsBoardSpot *spot = g_ptr_array_index (spots, i);

      col0 = MIN (col0, spot->col);
      row0 = MIN (row0, spot->row);
    }
  json_builder_begin_array (b);
  for (guint i = 0; i < spots->len; i++)
    {
      const TsBoardSpot *spot = g_ptr_array_index (spots, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, spot->id);
      /* From 0, whatever the game's own origin (Carcassonne's map grows in every direction). */
      json_builder_set_member_name (b, "col");
      json_builder_add_int_value (b, (gint64) spot->col - col0);
      json_builder_set_member_name (b, "row");
      json_builder_add_int_value (b, (gint64) spot->row - row0);
      json_builder_set_member_name (b, "mark");
      json_builder_add_string_value (b, spot->mark != NULL ? spot->mark : "");
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, spot->label != NULL ? spot->label : "");
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}
