/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's places as the phones picture them (TsGameModule.board_picture, entry_spot). */
#include "ts-caylus-table.h"

#include "ts-i18n.h"

#define ROAD_ROW 6 /* Road spaces in a row of the picture, below the printed buildings */

/* A printed building's (or the Worksite's) mark on a phone's picture of the board. */
static const char *
place_mark (guint spot)
{
  switch (spot)
    {
      case 0:
        /* Translators: the Fair's mark on a phone's picture of the board, a letter or two */
        return C_ ("caylus place mark", "F");
      case 1:
        /* Translators: the Lawyer's mark on a phone's picture of the board */
        return C_ ("caylus place mark", "L");
      case 2:
        /* Translators: the Carpenter's mark on a phone's picture of the board */
        return C_ ("caylus place mark", "C");
      case 3:
        /* Translators: the Toll's mark on a phone's picture of the board */
        return C_ ("caylus place mark", "T");
      default:
        /* Translators: the Worksite's mark on a phone's picture of the board */
        return C_ ("caylus place mark", "W");
    }
}

/* ", Bruno's worker" (or house) after a building's name, in the board's own words. */
static void
add_piece (GString *out, const TsCaylusState *s, int player, gboolean house)
{
  if (player < 0 || player >= s->n_players)
    return;
  g_string_append (out, C_ ("caylus list", ", "));
  if (house)
    g_string_append_printf (out, C_ ("caylus board", "%s's house"), s->names[player]);
  else
    g_string_append_printf (out, C_ ("caylus board", "%s's worker"), s->names[player]);
}

/* "Road space 6: Tailor, Ana's house, Bruno's worker"; "Fair, Ana's worker". */
static char *
spot_label (const TsCaylusState *s, guint spot)
{
  const TsCaylusSpot *sp = &s->spots[spot];
  const TsCaylusTile *tile = ts_caylus_spot_tile (s, spot);
  g_autofree char *head = NULL;
  g_autoptr (GString) words = g_string_new (NULL);

  if (spot < TS_CAYLUS_N_PRINTED)
    g_string_assign (words, ts_caylus_tile_name (tile));
  else
    head = g_strdup_printf (_ ("Road space %u"), CY_SPOT_SPACE (spot));
  if (head != NULL && (sp->state == TS_CAYLUS_SPOT_EMPTY || tile == NULL))
    return g_strdup_printf (_ ("%s, empty"), head);
  if (head != NULL && sp->state == TS_CAYLUS_SPOT_RESIDENCE)
    g_string_printf (words, C_ ("caylus board", "residence from the %s"),
                     ts_caylus_tile_name (tile));
  else if (head != NULL && sp->state == TS_CAYLUS_SPOT_MONUMENT)
    g_string_printf (words, C_ ("caylus board", "%s, a monument"), ts_caylus_tile_name (tile));
  else if (head != NULL)
    g_string_assign (words, ts_caylus_tile_name (tile));
  add_piece (words, s, sp->owner, TRUE);
  add_piece (words, s, sp->workers[0], FALSE);
  add_piece (words, s, sp->workers[1], FALSE);
  if (head == NULL)
    return g_string_free (g_steal_pointer (&words), FALSE);
  return g_strdup_printf (C_ ("caylus board", "%s: %s"), head, words->str);
}

/* "Worksite; Ana's worker on space 1" (CY-PLN-07/08). */
static char *
worksite_label (const TsCaylusState *s)
{
  g_autoptr (GString) words = g_string_new (C_ ("caylus board", "Worksite"));
  gboolean anyone = FALSE;

  for (guint k = 0; k < s->data->worksite_spaces && k < G_N_ELEMENTS (s->worksite); k++)
    if (s->worksite[k] >= 0 && s->worksite[k] < s->n_players)
      {
        g_string_append_printf (words, C_ ("caylus board", "; %s's worker on space %u"),
                                s->names[s->worksite[k]], k + 1);
        anyone = TRUE;
      }
  if (!anyone)
    g_string_append (words, C_ ("caylus board", "; no worker"));
  return g_string_free (g_steal_pointer (&words), FALSE);
}

TsBoardPicture *
ts_caylus_board_picture (gconstpointer state)
{
  const TsCaylusState *s = state;
  TsBoardPicture *picture = ts_board_picture_new ();
  char id[12];

  /* The printed buildings in Road order (CY-PRT), then the Worksite (CY-PLN-07). */
  for (guint spot = 0; spot < TS_CAYLUS_N_PRINTED && spot < s->n_spots; spot++)
    ts_board_picture_add (picture, ts_caylus_spot_to_string (spot, id), spot, 0,
                          g_strdup (place_mark (spot)), spot_label (s, spot));
  ts_board_picture_add (picture, "worksite", TS_CAYLUS_N_PRINTED, 0,
                        g_strdup (place_mark (TS_CAYLUS_AT_WORKSITE)), worksite_label (s));
  /* Every Road space, empty ones too: the Carpenter builds there (CY-PRT-03), and the rows
   * keep their places all game. */
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
    {
      guint i = CY_SPOT_SPACE (spot) - 1;

      ts_board_picture_add (picture, ts_caylus_spot_to_string (spot, id), i % ROAD_ROW,
                            1 + i / ROAD_ROW, g_strdup_printf ("%u", i + 1),
                            spot_label (s, spot));
    }
  return picture;
}

char *
ts_caylus_entry_spot (gconstpointer state, gconstpointer entry)
{
  const TsCaylusEntry *e = entry;
  char id[12];

  /* A worker placed (CY-PLN-02/07), the Lawyer's building (CY-PRT-02), the residence a
   * monument covers (CY-MNM-02): the place the entry names. */
  if ((e->type == TS_CAYLUS_ENTRY_PLACE || e->type == TS_CAYLUS_ENTRY_USE
       || e->type == TS_CAYLUS_ENTRY_MONUMENT)
      && e->at != TS_CAYLUS_NO_AT)
    return g_strdup (ts_caylus_spot_to_string (e->at, id));
  return NULL;
}
