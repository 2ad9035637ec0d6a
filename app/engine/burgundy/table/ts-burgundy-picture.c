/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main board's depots as the phones picture them (TsGameModule.board_picture, entry_spot). */
#include "ts-burgundy-table.h"

#include "ts-i18n.h"

/* The six depots around the black depot, clockwise from the top left, as on the board
 * (CB-MON-05 counts 6 and 1 as neighbours): 1 2 3 over the black depot, 6 5 4 below. */
static const int depot_cell[TS_BURGUNDY_N_DEPOTS][2] = {
  { 0, 0 }, { 1, 0 }, { 2, 0 }, { 2, 2 }, { 1, 2 }, { 0, 2 },
};

static void
add_item (GString *list, const char *item)
{
  if (list->len > 0)
    g_string_append (list, _ (", "));
  g_string_append (list, item);
}

/* What numbered depot @d (0-based) holds: its hex tiles (an unidentified one by its space's
 * colour, CB-PHS-04), its goods (CB-RND-02) and, with the shields module, its shields
 * (CB-SHG-01). */
static char *
depot_label (const TsBurgundyState *s, guint d)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
    {
      guint t = s->depots[d][k];

      if (t == TS_BURGUNDY_TILE_UNKNOWN)
        add_item (list, ts_burgundy_colour_seen (ts_burgundy_slot_colour (s, d, k)));
      else if (t != TS_BURGUNDY_TILE_NONE)
        add_item (list, ts_burgundy_tile_name (t));
    }
  for (guint g = 1; g <= 6; g++)
    if (s->depot_goods[d][g] > 0)
      {
        g_autofree char *goods = g_strdup_printf (_ ("%u × goods %u"),
                                                  (guint) s->depot_goods[d][g], g);
        add_item (list, goods);
      }
  for (guint k = 0; s->options.shields && k < TS_BURGUNDY_SHIELD_SLOTS; k++)
    if (s->shield_depot[d][k] != 0)
      {
        /* Translators: a shield lying on a depot of the main board, by its number */
        g_autofree char *shield = g_strdup_printf (_ ("shield %u"), (guint) s->shield_depot[d][k]);
        add_item (list, shield);
      }
  if (list->len == 0)
    /* Translators: a depot of the main board with nothing in it */
    g_string_append (list, C_ ("depot", "empty"));
  /* Translators: a depot of the main board on a phone: its number, then what lies in it
   * ("ship, light green pasture, 1 × goods 5") */
  return g_strdup_printf (_ ("Depot %u: %s"), d + 1, list->str);
}

/* The black depot's tiles (CB-PHS-05) and the inns beside it (CB-INN-01). */
static char *
black_label (const TsBurgundyState *s)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (guint k = 0; k < TS_BURGUNDY_BLACK_SLOTS; k++)
    if (s->black[k] != TS_BURGUNDY_TILE_NONE)
      add_item (list, ts_burgundy_tile_name (s->black[k]));
  for (guint i = 0; i < s->inns; i++)
    add_item (list, ts_burgundy_tile_name (TS_BURGUNDY_TILE_INN));
  if (list->len == 0)
    g_string_append (list, C_ ("depot", "empty"));
  /* Translators: the black depot on a phone, then what lies in it ("castle, 3 cows") */
  return g_strdup_printf (_ ("Black depot: %s"), list->str);
}

TsBoardPicture *
ts_burgundy_board_picture (gconstpointer state)
{
  const TsBurgundyState *s = state;
  TsBoardPicture *picture = ts_board_picture_new ();

  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      char id[12];

      g_snprintf (id, sizeof id, "depot-%u", d + 1);
      ts_board_picture_add (picture, id, depot_cell[d][0], depot_cell[d][1],
                            g_strdup_printf ("%u", d + 1), depot_label (s, d));
    }
  /* Translators: the black depot's mark on a phone's picture of the board, a short word */
  ts_board_picture_add (picture, "black-depot", 1, 1, g_strdup (C_ ("board picture", "Black")),
                        black_label (s));
  return picture;
}

/* "depot-1" .. "depot-6", "black-depot" for 0, NULL for a depot there is not. */
static char *
depot_id (int depot, gboolean black_is_zero)
{
  if (depot == 0 && black_is_zero)
    return g_strdup ("black-depot");
  if (depot >= 1 && depot <= TS_BURGUNDY_N_DEPOTS)
    return g_strdup_printf ("depot-%d", depot);
  return NULL;
}

char *
ts_burgundy_entry_spot (gconstpointer state, gconstpointer entry)
{
  const TsBurgundyEntry *e = entry;

  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_TAKE_TILE:         /* CB-ACT-02, CB-BLD-04..06 */
      case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT: /* CB-SHP-01: the goods of that depot */
      case TS_BURGUNDY_ENTRY_TAKE_SHIELD:       /* CB-SHG-03 */
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:       /* CB-SOL-09 */
        return depot_id (e->depot, FALSE);
      case TS_BURGUNDY_ENTRY_BUY_BLACK:   /* CB-BLK-01; a numbered depot with monastery 6 */
      case TS_BURGUNDY_ENTRY_SHIELD_TILE: /* CB-SHD-14 (1-6), CB-SHD-15 (0) */
        return depot_id (e->depot, TRUE);
      case TS_BURGUNDY_ENTRY_BUY_INN:       /* beside the black depot (CB-INN-01/03) */
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE: /* CB-SOL-14 */
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:    /* CB-SOL-18 */
        return g_strdup ("black-depot");
      default:
        return NULL;
    }
}
