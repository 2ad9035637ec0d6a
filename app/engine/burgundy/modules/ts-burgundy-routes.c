/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes (CB-TRD): the pieces each player lays above their duchy and the bonus a sold
 * goods tile earns on a space of its own type. */
#include "ts-burgundy-modules.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-json-read.h"
#include "ts-i18n.h"

#define RESOURCE_PATH "/io/github/tableside/Tableside/games/castles-of-burgundy/trade-routes.json"

GResource *ts_games_get_resource (void);

static const char *const bonus_ids[TS_BURGUNDY_N_BONUSES] = {
  "take-building", "take-mine-monastery-castle", "take-any", "workers-4", "silver-2", "vp-4",
};

const char *
ts_burgundy_route_bonus_id (TsBurgundyRouteBonus bonus)
{
  return bonus < TS_BURGUNDY_N_BONUSES ? bonus_ids[bonus] : "unknown";
}

int
ts_burgundy_route_bonus_from_id (const char *id)
{
  for (guint i = 0; i < TS_BURGUNDY_N_BONUSES; i++)
    if (g_strcmp0 (id, bonus_ids[i]) == 0)
      return i;
  return -1;
}

/* Pieces and spaces ----------------------------------------------------------------------- */

static gboolean
setup_member_error (GError **error, GQuark domain, int code, const char *path,
                    const char *expected)
{
  g_set_error (error, domain, code,
               /* Translators: a member of the record's setup ("players[2].duchy"), then what it
                * must hold ("a string") */
               _ ("The setup member “%s” must be %s."), path, expected);
  return FALSE;
}

/* [[goods, "bonus"], ...] with exactly @n spaces into @die and @bonus; @path names the member
 * in messages ("players[1].route.spaces"). */
static gboolean
parse_spaces (JsonNode *node, guint n, guint8 *die, guint8 *bonus, const char *path,
              GQuark domain, int code, GError **error)
{
  JsonArray *a = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  if (a == NULL || json_array_get_length (a) != n)
    {
      /* Translators: what a member must hold; %u is a number of route spaces */
      g_autofree char *what = g_strdup_printf (
          ngettext ("a list of %u route space", "a list of %u route spaces", n), n);
      return setup_member_error (error, domain, code, path, what);
    }
  for (guint k = 0; k < n; k++)
    {
      JsonNode *s = json_array_get_element (a, k);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (s) ? json_node_get_array (s) : NULL;
      JsonNode *g = pair && json_array_get_length (pair) == 2 ? json_array_get_element (pair, 0)
                                                              : NULL;
      JsonNode *b = pair && json_array_get_length (pair) == 2 ? json_array_get_element (pair, 1)
                                                              : NULL;
      g_autofree char *where = g_strdup_printf ("%s[%u]", path, k);
      int id;

      if (g == NULL || !JSON_NODE_HOLDS_VALUE (g) || json_node_get_value_type (g) != G_TYPE_INT64
          || json_node_get_int (g) < 1 || json_node_get_int (g) > 6
          || !JSON_NODE_HOLDS_VALUE (b) || json_node_get_value_type (b) != G_TYPE_STRING)
        return setup_member_error (error, domain, code, where,
                                   /* Translators: what a route space must hold in a file */
                                   _ ("a goods type from 1 to 6 and a bonus, like [4, \"vp-4\"]"));
      id = ts_burgundy_route_bonus_from_id (json_node_get_string (b));
      if (id < 0)
        {
          g_set_error (error, domain, code,
                       /* Translators: a member of a file, then a bonus id as written there */
                       _ ("The route space “%s” has no bonus “%s”; the bonuses are "
                          "take-building, take-mine-monastery-castle, take-any, workers-4, "
                          "silver-2 and vp-4."),
                       where, json_node_get_string (b));
          return FALSE;
        }
      die[k] = json_node_get_int (g);
      bonus[k] = id;
    }
  return TRUE;
}

JsonNode *
ts_burgundy_route_piece_spaces_json (const TsBurgundyRoutePiece *piece)
{
  JsonArray *spaces = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint k = 0; k < TS_BURGUNDY_PIECE_SPACES && ts_burgundy_route_piece_known (piece); k++)
    {
      JsonArray *pair = json_array_new ();
      json_array_add_int_element (pair, piece->die[k]);
      json_array_add_string_element (pair, ts_burgundy_route_bonus_id (piece->bonus[k]));
      json_array_add_array_element (spaces, pair);
    }
  json_node_take_array (node, spaces);
  return node;
}

static gboolean
data_error (GError **error, const char *file_name, const char *what)
{
  /* Translators: %s is a file name, then a sentence saying what is wrong with it */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, _ ("Component file %s: %s"),
               file_name, what);
  return FALSE;
}

gboolean
ts_burgundy_route_pieces_load (TsBurgundyRoutePieces *out, const char *file_name, GBytes *bytes,
                               GError **error)
{
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (GError) local = NULL;
  gsize len = 0;
  const char *text = g_bytes_get_data (bytes, &len);
  JsonObject *root;
  JsonNode *list;

  memset (out, 0, sizeof *out);
  json = ts_json_read_data (text != NULL ? text : "", len, file_name, error);
  if (json == NULL)
    return FALSE;
  root = JSON_NODE_HOLDS_OBJECT (json) ? json_node_get_object (json) : NULL;
  if (!ts_json_read_format (root, "tableside-burgundy-trade-routes", 1))
    {
      /* Translators: %s is a file name, then a format name */
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                   _ ("Component file %s is not a version 1 “%s” file."), file_name,
                   "tableside-burgundy-trade-routes");
      return FALSE;
    }
  list = json_object_get_member (root, "pieces");
  if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list)
      || json_array_get_length (json_node_get_array (list)) != TS_BURGUNDY_ROUTE_BOX_PIECES)
    return data_error (error, file_name, _ ("“pieces” must list the 12 trade-route pieces."));
  for (guint i = 0; i < TS_BURGUNDY_ROUTE_BOX_PIECES; i++)
    {
      JsonNode *n = json_array_get_element (json_node_get_array (list), i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
      const char *id = o ? ts_json_read_string_member (o, "id") : NULL;
      const char *conf = o ? ts_json_read_string_member (o, "confidence") : NULL;
      TsBurgundyRoutePiece *piece = &out->pieces[i];
      g_autofree char *path = g_strdup_printf ("pieces[%u].spaces", i);

      if (id == NULL || id[0] == '\0' || strlen (id) >= sizeof piece->id)
        {
          /* Translators: %u is the position of a piece in the file, from 0 */
          g_autofree char *msg = g_strdup_printf (
              _ ("pieces[%u] needs an “id” of 1 to 7 characters."), i);
          return data_error (error, file_name, msg);
        }
      if (ts_burgundy_route_pieces_find (out, id) != NULL)
        {
          /* Translators: %s is a trade-route piece's id */
          g_autofree char *msg = g_strdup_printf (_ ("the piece “%s” is listed twice."), id);
          return data_error (error, file_name, msg);
        }
      g_strlcpy (piece->id, id, sizeof piece->id);
      if (g_strcmp0 (conf, "unknown") == 0)
        piece->confidence = TS_BURGUNDY_CONFIDENCE_UNKNOWN;
      else if (g_strcmp0 (conf, "high") == 0)
        piece->confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
      else if (g_strcmp0 (conf, "medium") == 0)
        piece->confidence = TS_BURGUNDY_CONFIDENCE_MEDIUM;
      else if (g_strcmp0 (conf, "low") == 0)
        piece->confidence = TS_BURGUNDY_CONFIDENCE_LOW;
      else
        {
          g_autofree char *msg = g_strdup_printf (
              /* Translators: %s is a trade-route piece's id */
              _ ("the piece “%s” has no valid “confidence” (high, medium, low or unknown)."),
              id);
          return data_error (error, file_name, msg);
        }
      out->n_pieces = i + 1;
      if (!ts_burgundy_route_piece_known (piece))
        {
          if (json_object_has_member (o, "spaces"))
            {
              g_autofree char *msg = g_strdup_printf (
                  /* Translators: %s is a trade-route piece's id */
                  _ ("the piece “%s” is unknown and must not list “spaces”."), id);
              return data_error (error, file_name, msg);
            }
          continue;
        }
      if (!parse_spaces (json_object_get_member (o, "spaces"), TS_BURGUNDY_PIECE_SPACES,
                         piece->die, piece->bonus, path, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                         &local))
        return data_error (error, file_name, local->message);
    }
  return TRUE;
}

const TsBurgundyRoutePieces *
ts_burgundy_route_pieces_get (GError **error)
{
  static TsBurgundyRoutePieces *shipped;
  static char *load_error;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      g_autoptr (GError) local = NULL;
      g_autoptr (GBytes) bytes = g_resource_lookup_data (ts_games_get_resource (), RESOURCE_PATH,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &local);
      TsBurgundyRoutePieces *pieces = g_new0 (TsBurgundyRoutePieces, 1);

      if (bytes == NULL)
        /* Translators: %s is a file name, then the system's message */
        load_error = g_strdup_printf (_ ("Component file %s is missing: %s"), "trade-routes.json",
                                      local->message);
      else if (!ts_burgundy_route_pieces_load (pieces, "trade-routes.json", bytes, &local))
        load_error = g_strdup (local->message);
      else
        shipped = g_steal_pointer (&pieces);
      g_free (pieces);
      g_once_init_leave (&once, 1);
    }
  if (shipped == NULL)
    g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, load_error);
  return shipped;
}

const TsBurgundyRoutePiece *
ts_burgundy_route_pieces_find (const TsBurgundyRoutePieces *pieces, const char *id)
{
  for (guint i = 0; i < pieces->n_pieces; i++)
    if (g_strcmp0 (pieces->pieces[i].id, id) == 0)
      return &pieces->pieces[i];
  return NULL;
}

/* "A, B, C, 4, …" for refusals. */
static char *
piece_ids_text (const TsBurgundyRoutePieces *box)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  for (guint i = 0; i < box->n_pieces; i++)
    {
      if (i > 0)
        g_string_append (ids, ", ");
      g_string_append (ids, box->pieces[i].id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

gboolean
ts_burgundy_route_piece_check (const TsBurgundyRoutePieces *box, const char *id, JsonNode *values,
                               TsBurgundyRoutePiece *out, GError **error)
{
  TsBurgundyRoutePiece piece = { { 0 } };
  JsonObject *o = values && JSON_NODE_HOLDS_OBJECT (values) ? json_node_get_object (values) : NULL;

  if (ts_burgundy_route_pieces_find (box, id) == NULL)
    {
      g_autofree char *ids = piece_ids_text (box);
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                   /* Translators: a piece id, then the list of the box's piece ids */
                   _ ("There is no trade-route piece “%s”; the pieces are %s."), id, ids);
      return FALSE;
    }
  g_strlcpy (piece.id, id, sizeof piece.id);
  piece.confidence = TS_BURGUNDY_CONFIDENCE_HIGH; /* the user's own box */
  if (o == NULL)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                   /* Translators: %s is a trade-route piece's id */
                   _ ("Trade-route piece %s needs its 3 “spaces”."), id);
      return FALSE;
    }
  {
    g_autofree char *path = g_strdup_printf ("%s.spaces", id);
    if (!parse_spaces (json_object_get_member (o, "spaces"), TS_BURGUNDY_PIECE_SPACES, piece.die,
                       piece.bonus, path, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, error))
      return FALSE;
  }
  if (out != NULL)
    *out = piece;
  return TRUE;
}

gboolean
ts_burgundy_route_pieces_correct (TsBurgundyRoutePieces *box, const char *id, JsonNode *values,
                                  GError **error)
{
  TsBurgundyRoutePiece piece;

  if (!ts_burgundy_route_piece_check (box, id, values, &piece, error))
    return FALSE;
  *(TsBurgundyRoutePiece *)ts_burgundy_route_pieces_find (box, id) = piece;
  return TRUE;
}

guint
ts_burgundy_route_pieces_per_player (guint n_players)
{
  return n_players <= 2 ? 5 : n_players == 3 ? 4 : 3; /* CB-TRD-01 */
}

JsonNode *
ts_burgundy_route_to_json (const TsBurgundyRoutePiece *const *pieces, guint n)
{
  JsonObject *route = json_object_new ();
  JsonArray *ids = json_array_new ();
  JsonArray *spaces = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint i = 0; i < n; i++)
    {
      JsonNode *piece_spaces = ts_burgundy_route_piece_spaces_json (pieces[i]);
      JsonArray *a = json_node_get_array (piece_spaces);

      json_array_add_string_element (ids, pieces[i]->id);
      for (guint k = 0; k < json_array_get_length (a); k++)
        json_array_add_element (spaces, json_node_copy (json_array_get_element (a, k)));
      json_node_unref (piece_spaces);
    }
  json_object_set_array_member (route, "pieces", ids);
  json_object_set_array_member (route, "spaces", spaces);
  json_node_take_object (node, route);
  return node;
}

gboolean
ts_burgundy_route_setup (TsBurgundyState *state, guint i, JsonObject *o, GError **error)
{
  TsBurgundyPlayer *p = &state->players[i];
  JsonNode *route = o != NULL ? json_object_get_member (o, "route") : NULL;
  guint n = ts_burgundy_route_pieces_per_player (state->n_players);
  g_autofree char *path = g_strdup_printf ("players[%u].route", i);
  const TsBurgundyRoutePieces *box;
  JsonObject *ro;
  JsonArray *ids;

  if (!state->options.trade_routes)
    {
      if (route == NULL)
        return TRUE;
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a member of the record's setup ("players[0].route") */
                   _ ("The setup member “%s” gives a trade route, but the trade-routes module "
                      "is off in this game."),
                   path);
      return FALSE;
    }
  if (route == NULL)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a player name, the pieces each player lays, then the member
                    * of the record's setup that is missing ("players[0].route") */
                   ngettext ("%s has no trade route: with the trade-routes module every player "
                             "lays %u piece (“%s”).",
                             "%s has no trade route: with the trade-routes module every player "
                             "lays %u pieces (“%s”).",
                             n),
                   state->names[i], n, path);
      return FALSE;
    }
  box = ts_burgundy_route_pieces_get (error);
  if (box == NULL)
    return FALSE;
  ro = JSON_NODE_HOLDS_OBJECT (route) ? json_node_get_object (route) : NULL;
  if (ro == NULL)
    return setup_member_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, path,
                               _ ("an object with “pieces” and “spaces”"));
  {
    JsonNode *ids_node = json_object_get_member (ro, "pieces");
    g_autofree char *ids_path = g_strconcat (path, ".pieces", NULL);

    ids = ids_node && JSON_NODE_HOLDS_ARRAY (ids_node) ? json_node_get_array (ids_node) : NULL;
    if (ids == NULL || json_array_get_length (ids) != n)
      {
        /* Translators: what a member must hold; %u is how many pieces each player lays */
        g_autofree char *what = g_strdup_printf (
            ngettext ("a list of %u piece id", "a list of %u piece ids", n), n);
        return setup_member_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, ids_path, what);
      }
    for (guint k = 0; k < n; k++)
      {
        JsonNode *id = json_array_get_element (ids, k);
        const char *s = JSON_NODE_HOLDS_VALUE (id) && json_node_get_value_type (id) == G_TYPE_STRING
                            ? json_node_get_string (id)
                            : NULL;
        if (s == NULL || ts_burgundy_route_pieces_find (box, s) == NULL)
          {
            g_autofree char *all = piece_ids_text (box);
            g_autofree char *where = g_strdup_printf ("%s[%u]", ids_path, k);
            /* Translators: the ids of the box's trade-route pieces ("A, B, C, 4, 5") */
            g_autofree char *what = g_strdup_printf (_ ("one of the piece ids %s"), all);
            return setup_member_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, where,
                                       what);
          }
        g_strlcpy (p->route_pieces[k], s, sizeof p->route_pieces[k]);
      }
  }
  {
    g_autofree char *spaces_path = g_strconcat (path, ".spaces", NULL);
    if (!parse_spaces (json_object_get_member (ro, "spaces"), n * TS_BURGUNDY_PIECE_SPACES,
                       p->route_die, p->route_bonus, spaces_path, TS_ENGINE_ERROR,
                       TS_ENGINE_ERROR_SETUP, error))
      return FALSE;
  }
  p->route_len = n * TS_BURGUNDY_PIECE_SPACES;
  p->route_next = 0;
  return TRUE;
}

void
ts_burgundy_random_routes (JsonArray *players, GRand *rand)
{
  const TsBurgundyRoutePieces *box = ts_burgundy_route_pieces_get (NULL);
  const TsBurgundyRoutePiece *known[TS_BURGUNDY_ROUTE_BOX_PIECES];
  guint n_known = 0;
  guint n = ts_burgundy_route_pieces_per_player (json_array_get_length (players));

  g_return_if_fail (box != NULL);
  for (guint i = 0; i < box->n_pieces; i++)
    if (ts_burgundy_route_piece_known (&box->pieces[i]))
      known[n_known++] = &box->pieces[i];
  g_return_if_fail (n_known > 0);
  /* Only 3 pieces are known and a player needs up to 5: the same piece's contents may come
   * more than once (the engine reads the spaces; ids are labels). */
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      const TsBurgundyRoutePiece *dealt[TS_BURGUNDY_ROUTE_PIECES];

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      for (guint k = 0; k < n; k++)
        dealt[k] = known[g_rand_int_range (rand, 0, n_known)];
      json_object_set_member (json_node_get_object (node), "route",
                              ts_burgundy_route_to_json (dealt, n));
    }
}

char *
ts_burgundy_route_space_text (const TsBurgundyPlayer *p, guint space)
{
  if (space >= p->route_len)
    return g_strdup ("");
  /* Translators: a trade-route space: the goods type (die number) that earns its bonus, then
   * the bonus ("goods 4: +4 VP") */
  return g_strdup_printf (_ ("goods %u: %s"), p->route_die[space],
                          ts_burgundy_route_bonus_name (p->route_bonus[space]));
}

gboolean
ts_burgundy_route_piece_check_item (const char *id, JsonNode *values, gpointer unused,
                                    GError **error)
{
  const TsBurgundyRoutePieces *box = ts_burgundy_route_pieces_get (error);

  return box != NULL && ts_burgundy_route_piece_check (box, id, values, NULL, error);
}
