/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A picture of the board for the phones: its spots, where they stand (ts-board-picture.h). */
#include "ts-board-picture.h"

static void
spot_free (gpointer data)
{
  TsBoardSpot *spot = data;

  g_free (spot->id);
  g_free (spot->mark);
  g_free (spot->label);
  g_free (spot);
}

TsBoardPicture *
ts_board_picture_new (void)
{
  TsBoardPicture *picture = g_new0 (TsBoardPicture, 1);

  picture->spots = g_ptr_array_new_with_free_func (spot_free);
  return picture;
}

void
ts_board_picture_free (TsBoardPicture *picture)
{
  if (picture == NULL)
    return;
  g_ptr_array_unref (picture->spots);
  g_free (picture);
}

TsBoardSpot *
ts_board_picture_add (TsBoardPicture *picture,
                      const char     *id,
                      int             col,
                      int             row,
                      char           *mark,
                      char           *label)
{
  TsBoardSpot *spot = g_new0 (TsBoardSpot, 1);

  spot->id = g_strdup (id);
  spot->col = col;
  spot->row = row;
  spot->mark = mark;
  spot->label = label;
  g_ptr_array_add (picture->spots, spot);
  return spot;
}

const TsBoardSpot *
ts_board_picture_find (const TsBoardPicture *picture,
                       const char           *id)
{
  for (guint i = 0; id != NULL && i < picture->spots->len; i++)
    {
      const TsBoardSpot *spot = g_ptr_array_index (picture->spots, i);

      if (g_str_equal (spot->id, id))
        return spot;
    }
  return NULL;
}
