/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's tiles: data/games/carcassonne/tiles.json in the GResource, checked on load. */
#include "ts-carcassonne-data.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-ids.h"

#define CA_RESOURCE "/io/github/tableside/Tableside/games/carcassonne/tiles.json"
#define CA_FILE "tiles.json"

GResource *ts_games_get_resource (void);

static const char *const kind_ids[] = { "road", "city", "cloister", "field" };
G_STATIC_ASSERT (G_N_ELEMENTS (kind_ids) == TS_CARCASSONNE_N_FEATURE_KINDS);
static const char *const half_ids[] = { "Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn" };
static const char *const good_ids[] = { "wine", "grain", "cloth" };
G_STATIC_ASSERT (G_N_ELEMENTS (good_ids) == TS_CARCASSONNE_N_GOODS);

static gboolean
data_error (GError **error, const char *where, const char *what)
{
  /* Translators: the Carcassonne tile file, where in it (a tile id, a segment), what is wrong */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
               _ ("Carcassonne component file %s, %s: %s"), CA_FILE, where, what);
  return FALSE;
}

static gboolean
bad_member (GError **error, const char *where, const char *member)
{
  /* Translators: %s is a JSON member name of the tile file */
  g_autofree char *what = g_strdup_printf (_ ("“%s” is missing or not valid"), member);

  return data_error (error, where, what);
}

static const char *
string_member (JsonObject *o, const char *member)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, member) : NULL;

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
             ? json_node_get_string (n)
             : NULL;
}

/* An integer member in [lo, hi]; @fallback when absent (-1: required). */
static gboolean
int_member (JsonObject *o, const char *member, int lo, int hi, int fallback, int *out)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL && fallback >= 0)
    {
      *out = fallback;
      return TRUE;
    }
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < lo || json_node_get_int (n) > hi)
    return FALSE;
  *out = json_node_get_int (n);
  return TRUE;
}

static int
side_from_char (char c)
{
  const char *p = strchr ("NESW", c);

  return c != '\0' && p != NULL ? p - "NESW" : -1;
}

/* "EW" to a bit per side; 0 when it is not one or more distinct sides. */
static guint8
read_sides (const char *s)
{
  guint8 mask = 0;

  for (; s != NULL && *s != '\0'; s++)
    {
      int side = side_from_char (*s);

      if (side < 0 || (mask & (1u << side)))
        return 0;
      mask |= 1u << side;
    }
  return mask;
}

static gboolean
read_field (JsonObject *o, TsCarcassonneSegment *seg, const TsCarcassonneKind *kind,
            guint index, const char *where, GError **error)
{
  JsonNode *halves = json_object_get_member (o, "halves");
  JsonNode *cities = json_object_get_member (o, "cities");

  if (halves == NULL || !JSON_NODE_HOLDS_ARRAY (halves))
    return bad_member (error, where, "halves");
  for (guint i = 0; i < json_array_get_length (json_node_get_array (halves)); i++)
    {
      int h = ts_ids_find (half_ids, G_N_ELEMENTS (half_ids),
                           json_array_get_string_element (json_node_get_array (halves), i));
      if (h < 0 || (seg->halves & (1u << h)))
        return bad_member (error, where, "halves");
      seg->halves |= 1u << h;
    }
  if (cities == NULL || !JSON_NODE_HOLDS_ARRAY (cities))
    return bad_member (error, where, "cities");
  /* The cities are named by id; they may come after the field in the list, so they are
   * resolved against the whole list read so far plus the rest (read_kind passes the tile
   * complete: segments are read in two passes). */
  for (guint i = 0; i < json_array_get_length (json_node_get_array (cities)); i++)
    {
      const char *id = json_array_get_string_element (json_node_get_array (cities), i);
      int c = ts_carcassonne_kind_find_segment (kind, id);

      if (c < 0 || c == (int)index || kind->segments[c].kind != TS_CARCASSONNE_CITY)
        {
          g_autofree char *what
              = g_strdup_printf (_ ("“cities” names “%s”, not a city of this tile"), id ? id : "");
          return data_error (error, where, what);
        }
      seg->cities |= 1u << c;
    }
  return TRUE;
}

static gboolean
read_segment (JsonObject *o, TsCarcassonneKind *kind, guint index, GError **error)
{
  TsCarcassonneSegment *seg = &kind->segments[index];
  const char *id = string_member (o, "id");
  g_autofree char *where = NULL;
  int v;

  if (id == NULL || *id == '\0' || strlen (id) >= sizeof seg->id)
    {
      g_autofree char *w = g_strdup_printf ("%s segment %u", kind->id, index + 1);
      return bad_member (error, w, "id");
    }
  where = g_strdup_printf ("%s %s", kind->id, id);
  if ((v = ts_ids_find (kind_ids, G_N_ELEMENTS (kind_ids), string_member (o, "kind"))) < 0)
    return bad_member (error, where, "kind");
  g_strlcpy (seg->id, id, sizeof seg->id);
  seg->kind = v;
  switch (seg->kind)
    {
      case TS_CARCASSONNE_ROAD:
      case TS_CARCASSONNE_CITY:
        if ((seg->sides = read_sides (string_member (o, "sides"))) == 0)
          return bad_member (error, where, "sides");
        if (!int_member (o, "pennants", 0, seg->kind == TS_CARCASSONNE_CITY ? 9 : 0, 0, &v))
          return bad_member (error, where, "pennants");
        seg->pennants = v;
        if (json_object_has_member (o, "goods"))
          {
            JsonObject *goods = json_object_get_object_member (o, "goods");
            g_autoptr (GList) keys = goods ? json_object_get_members (goods) : NULL;

            if (goods == NULL || seg->kind != TS_CARCASSONNE_CITY)
              return bad_member (error, where, "goods");
            for (GList *k = keys; k != NULL; k = k->next)
              {
                int g = ts_ids_find (good_ids, G_N_ELEMENTS (good_ids), k->data);

                if (g < 0 || !int_member (goods, k->data, 1, 9, -1, &v))
                  return bad_member (error, where, "goods");
                seg->goods[g] = v;
              }
          }
        break;
      case TS_CARCASSONNE_CLOISTER:
        kind->cloister = TRUE;
        break;
      default:
        break;
    }
  return TRUE;
}

/* Every side shows one edge; road and city sides each belong to exactly one segment of
 * that kind, and every half-edge of a field or road side to exactly one field. */
static gboolean
check_kind (const TsCarcassonneKind *kind, GError **error)
{
  guint8 covered[4] = { 0 }, halves = 0, want_halves = 0;

  for (guint i = 0; i < kind->n_segments; i++)
    {
      const TsCarcassonneSegment *seg = &kind->segments[i];

      for (guint j = 0; j < i; j++)
        if (strcmp (seg->id, kind->segments[j].id) == 0)
          return data_error (error, kind->id, _ ("two segments have the same id"));
      for (guint s = 0; s < 4; s++)
        if (seg->sides & (1u << s))
          {
            if (covered[s] || kind->edges[s] != (seg->kind == TS_CARCASSONNE_ROAD
                                                     ? TS_CARCASSONNE_EDGE_ROAD
                                                     : TS_CARCASSONNE_EDGE_CITY))
              return data_error (error, kind->id,
                                 _ ("a road or city segment reaches a side that does not "
                                    "show it, or one another segment reaches"));
            covered[s] = 1;
          }
      if (seg->halves & halves)
        return data_error (error, kind->id, _ ("two fields touch the same half-edge"));
      halves |= seg->halves;
    }
  for (guint s = 0; s < 4; s++)
    {
      if (kind->edges[s] != TS_CARCASSONNE_EDGE_FIELD && !covered[s])
        return data_error (error, kind->id, _ ("a road or city side has no segment"));
      if (kind->edges[s] != TS_CARCASSONNE_EDGE_CITY)
        want_halves |= 3u << (2 * s);
    }
  if (halves != want_halves)
    return data_error (error, kind->id,
                       _ ("the fields do not cover exactly the halves of the field and road sides"));
  return TRUE;
}

static gboolean
read_kind (JsonNode *node, TsCarcassonneKind *kind, guint index, GError **error)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *id = string_member (o, "id");
  const char *code = string_member (o, "code");
  const char *name = string_member (o, "name");
  const char *edges = string_member (o, "edges");
  JsonNode *segs = o ? json_object_get_member (o, "segments") : NULL;
  g_autofree char *where = g_strdup_printf ("tile %u", index + 1);
  JsonArray *list;
  int v;

  if (o == NULL)
    return data_error (error, where, _ ("a tile must be an object"));
  if (id == NULL || *id == '\0' || strlen (id) >= sizeof kind->id)
    return bad_member (error, where, "id");
  g_free (where);
  where = g_strdup (id);
  g_strlcpy (kind->id, id, sizeof kind->id);
  if (code == NULL || *code == '\0' || strlen (code) >= sizeof kind->code)
    return bad_member (error, where, "code");
  g_strlcpy (kind->code, code, sizeof kind->code);
  if (name == NULL || *name == '\0')
    return bad_member (error, where, "name");
  kind->name = g_strdup (name);
  kind->expansion = json_object_get_boolean_member_with_default (o, "expansion", FALSE);
  if (!int_member (o, "count", 1, 20, -1, &v))
    return bad_member (error, where, "count");
  kind->count = v;
  if (edges == NULL || strlen (edges) != 4)
    return bad_member (error, where, "edges");
  for (guint s = 0; s < 4; s++)
    {
      const char *p = strchr ("FRC", edges[s]);

      if (p == NULL)
        return bad_member (error, where, "edges");
      kind->edges[s] = p - "FRC";
    }
  if (!int_member (o, "distinct-rotations", 1, 4, -1, &v) || v == 3)
    return bad_member (error, where, "distinct-rotations");
  kind->distinct_rotations = v;
  if (segs == NULL || !JSON_NODE_HOLDS_ARRAY (segs)
      || json_array_get_length (list = json_node_get_array (segs)) == 0
      || json_array_get_length (list) > TS_CARCASSONNE_MAX_SEGMENTS)
    return bad_member (error, where, "segments");
  kind->n_segments = json_array_get_length (list);
  for (guint i = 0; i < kind->n_segments; i++)
    {
      JsonNode *s = json_array_get_element (list, i);

      if (!JSON_NODE_HOLDS_OBJECT (s))
        return bad_member (error, where, "segments");
      if (!read_segment (json_node_get_object (s), kind, i, error))
        return FALSE;
    }
  /* Fields name cities by id: read them once every segment has its id. */
  for (guint i = 0; i < kind->n_segments; i++)
    if (kind->segments[i].kind == TS_CARCASSONNE_FIELD)
      {
        g_autofree char *w = g_strdup_printf ("%s %s", kind->id, kind->segments[i].id);

        if (!read_field (json_array_get_object_element (list, i), &kind->segments[i], kind, i, w,
                         error))
          return FALSE;
      }
  return check_kind (kind, error);
}

gboolean ts_carcassonne_data_load (TsCarcassonneData *data, const char *json, GError **error);

/* Parses the tile file @json into @data; exported for the data test's broken files. */
gboolean
ts_carcassonne_data_load (TsCarcassonneData *data, const char *json, GError **error)
{
  g_autoptr (JsonNode) json_root = NULL;
  g_autoptr (GError) local = NULL;
  JsonObject *root;
  JsonArray *tiles;
  int start;

  memset (data, 0, sizeof *data);
  json_root = ts_json_read_data (json, -1, "tiles.json", &local);
  if (json_root == NULL)
    return data_error (error, _ ("the whole file"), local->message);
  if (!JSON_NODE_HOLDS_OBJECT (json_root))
    return data_error (error, _ ("the whole file"), _ ("the file is not a JSON object"));
  root = json_node_get_object (json_root);
  if (!ts_json_read_format (root, "tableside-carcassonne-tiles", 1))
    return data_error (error, _ ("the whole file"),
                       _ ("this is not version 1 of the expected format"));
  if (!json_object_has_member (root, "tiles")
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "tiles")))
    return bad_member (error, _ ("the whole file"), "tiles");
  tiles = json_object_get_array_member (root, "tiles");
  if (json_array_get_length (tiles) == 0 || json_array_get_length (tiles) > TS_CARCASSONNE_MAX_KINDS)
    return data_error (error, "“tiles”", _ ("there must be 1 to 48 tile kinds"));
  data->n_kinds = json_array_get_length (tiles);
  for (guint i = 0; i < data->n_kinds; i++)
    {
      if (!read_kind (json_array_get_element (tiles, i), &data->kinds[i], i, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (strcmp (data->kinds[i].id, data->kinds[j].id) == 0
            || strcmp (data->kinds[i].code, data->kinds[j].code) == 0)
          return data_error (error, data->kinds[i].id,
                             _ ("two tile kinds have the same id or code"));
    }
  if ((start = ts_carcassonne_data_find_kind (data, TS_CARCASSONNE_START_KIND)) < 0)
    return data_error (error, "“tiles”", _ ("the start tile BASE-D is missing"));
  data->start_kind = start;
  return TRUE;
}

void ts_carcassonne_data_clear (TsCarcassonneData *data);

void
ts_carcassonne_data_clear (TsCarcassonneData *data)
{
  for (guint i = 0; i < TS_CARCASSONNE_MAX_KINDS; i++)
    g_clear_pointer (&data->kinds[i].name, g_free);
}

static gpointer
load_shipped (gpointer failure)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes
      = g_resource_lookup_data (ts_games_get_resource (), CA_RESOURCE, 0, &error);
  g_autofree TsCarcassonneData *data = g_new0 (TsCarcassonneData, 1);
  g_autofree char *text = NULL;

  if (bytes == NULL)
    {
      g_autofree char *why = g_strdup (error->message);

      g_clear_error (&error);
      data_error (&error, _ ("the whole file"), why);
    }
  else
    text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  if (text == NULL || !ts_carcassonne_data_load (data, text, &error))
    {
      ts_carcassonne_data_clear (data);
      *(char **)failure = g_strdup (error->message);
      return NULL;
    }
  return g_steal_pointer (&data);
}

const TsCarcassonneData *
ts_carcassonne_data_get (GError **error)
{
  static GOnce once = G_ONCE_INIT;
  static char *failure;
  const TsCarcassonneData *data = g_once (&once, load_shipped, &failure);

  if (data == NULL)
    g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, failure);
  return data;
}

int
ts_carcassonne_data_find_kind (const TsCarcassonneData *data, const char *id_or_code)
{
  if (id_or_code == NULL)
    return -1;
  for (guint i = 0; i < data->n_kinds; i++)
    if (strcmp (data->kinds[i].id, id_or_code) == 0
        || strcmp (data->kinds[i].code, id_or_code) == 0)
      return i;
  return -1;
}

int
ts_carcassonne_kind_find_segment (const TsCarcassonneKind *kind, const char *segment_id)
{
  if (segment_id == NULL)
    return -1;
  for (guint i = 0; i < kind->n_segments; i++)
    if (strcmp (kind->segments[i].id, segment_id) == 0)
      return i;
  return -1;
}

guint8
ts_carcassonne_rotate_sides (guint8 sides, guint rotation)
{
  rotation &= 3;
  return ((sides << rotation) | (sides >> (4 - rotation))) & 0xf;
}

guint8
ts_carcassonne_rotate_halves (guint8 halves, guint rotation)
{
  guint r = 2 * (rotation & 3);

  return (guint8)((halves << r) | (halves >> ((8 - r) & 7)));
}

TsCarcassonneEdge
ts_carcassonne_kind_edge (const TsCarcassonneKind *kind, guint rotation, TsCarcassonneSide side)
{
  /* Side s of the unrotated tile shows at (s + r) % 4: @side shows (side - r) % 4. */
  return kind->edges[(side + 4 - (rotation & 3)) % 4];
}
