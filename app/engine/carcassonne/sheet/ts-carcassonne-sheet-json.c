/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet as JSON (docs/file-format.md, "Carcassonne's final-map
 * sheet"): reading checks the shape and names the member at fault by its path; what the
 * table can hold is ts_carcassonne_sheet_check()'s (ts-carcassonne-sheet.c). */
#include "ts-carcassonne-sheet.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-ids.h"
#include "ts-json-read.h"
#include "ts-json-write.h"
#include "ts-sheet-json.h"
#include "ts-sheet-read.h"

#define MAX_DEPTH 8
#define SHEET_FORMAT "tableside-sheet"

static const char *const figure_ids[] = { "follower", "builder", "pig" };
static const char *const goods_ids[] = { "wine", "grain", "cloth" };
static const char *const option_ids[] = { "tiles", "goods", "builder", "pig" };

static gboolean
read_int (JsonObject *o, const char *prefix, const char *member, gboolean required, int lo,
          int hi, int *out, GError **error)
{
  gboolean present = json_object_has_member (o, member);
  gint64 v = 0;

  if (!present && !required)
    return TRUE;
  if (!present || !ts_json_read_int_member (o, member, lo, hi, 0, &v))
    {
      g_autofree char *path = g_strconcat (prefix, member, NULL);
      /* Translators: what a member must hold, with its smallest and largest value */
      g_autofree char *what = g_strdup_printf (_ ("a whole number from %d to %d"), lo, hi);

      return ts_sheet_shape_error (error, path, what);
    }
  *out = (int)v;
  return TRUE;
}

static gboolean
read_options (JsonObject *root, TsCarcassonneSheet *sheet, GError **error)
{
  JsonNode *node = json_object_get_member (root, "options");
  guint8 *flags[] = { &sheet->opt_tiles, &sheet->opt_goods, &sheet->opt_builder,
                      &sheet->opt_pig };
  JsonObject *o;
  const char *small;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ts_sheet_shape_error (error, "options", _ ("an object"));
  o = json_node_get_object (node);
  for (guint i = 0; i < G_N_ELEMENTS (option_ids); i++)
    {
      gboolean v = FALSE;

      if (!ts_json_read_bool_member (o, option_ids[i], FALSE, &v))
        {
          g_autofree char *path = g_strconcat ("options.", option_ids[i], NULL);
          return ts_sheet_shape_error (error, path, _ ("true or false"));
        }
      *flags[i] = v;
    }
  small = ts_json_read_string_member (o, "small-city");
  if (json_object_has_member (o, "small-city") && g_strcmp0 (small, "full") != 0
      && g_strcmp0 (small, "half") != 0)
    return ts_sheet_shape_error (error, "options.small-city", _ ("“full” or “half”"));
  sheet->opt_small_half = g_strcmp0 (small, "half") == 0;
  return TRUE;
}

static gboolean
read_player (JsonNode *node, guint i, TsCarcassonneSheetPlayer *p, GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("players[%u].", i);
  const char *name;
  JsonObject *o;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      return ts_sheet_shape_error (error, path, _ ("an object"));
    }
  o = json_node_get_object (node);
  name = ts_json_read_string_member (o, "name");
  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_autofree char *path = g_strconcat (prefix, "name", NULL);
      return ts_sheet_shape_error (error, path, _ ("a string"));
    }
  ts_sheet_copy_name (p->name, sizeof p->name, name);
  if (!read_int (o, prefix, "vp", TRUE, 0, TS_CARCASSONNE_SHEET_MAX_VP, &p->vp, error))
    return FALSE;
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    if (!read_int (o, prefix, goods_ids[g], FALSE, 0, 99, &p->goods[g], error))
      return FALSE;
  return TRUE;
}

static gboolean
read_tile (JsonNode *node, guint i, const TsCarcassonneData *data, TsCarcassonneSheetTile *t,
           GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("tiles[%u].", i);
  int x = 0, y = 0, rotation = 0, kind;
  JsonObject *o;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strdup_printf ("tiles[%u]", i);
      return ts_sheet_shape_error (error, path, _ ("an object"));
    }
  o = json_node_get_object (node);
  kind = ts_carcassonne_data_find_kind (data, ts_json_read_string_member (o, "tile"));
  if (kind < 0)
    {
      g_autofree char *path = g_strconcat (prefix, "tile", NULL);
      /* Translators: what the “tile” member must hold */
      return ts_sheet_shape_error (error, path, _ ("a tile's code (“U”, “TA”) or id (“BASE-U”)"));
    }
  /* 96 tiles reach at most 95 cells from the start tile. */
  if (!read_int (o, prefix, "x", TRUE, -95, 95, &x, error)
      || !read_int (o, prefix, "y", TRUE, -95, 95, &y, error)
      || !read_int (o, prefix, "rotation", FALSE, 0, 3, &rotation, error))
    return FALSE;
  *t = (TsCarcassonneSheetTile){ .kind = kind, .rotation = rotation, .x = x, .y = y };
  return TRUE;
}

static gboolean
read_figure (JsonNode *node, guint i, TsCarcassonneSheetFigure *f, GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("figures[%u].", i);
  int player = 0, x = 0, y = 0, figure;
  const char *segment;
  JsonObject *o;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strdup_printf ("figures[%u]", i);
      return ts_sheet_shape_error (error, path, _ ("an object"));
    }
  o = json_node_get_object (node);
  if (!read_int (o, prefix, "player", TRUE, 0, TS_CARCASSONNE_MAX_PLAYERS - 1, &player, error)
      || !read_int (o, prefix, "x", TRUE, -95, 95, &x, error)
      || !read_int (o, prefix, "y", TRUE, -95, 95, &y, error))
    return FALSE;
  figure = json_object_has_member (o, "figure")
               ? ts_ids_find (figure_ids, G_N_ELEMENTS (figure_ids),
                              ts_json_read_string_member (o, "figure"))
               : TS_CARCASSONNE_FOLLOWER;
  if (figure < 0)
    {
      g_autofree char *path = g_strconcat (prefix, "figure", NULL);
      return ts_sheet_shape_error (error, path, _ ("“follower”, “builder” or “pig”"));
    }
  segment = ts_json_read_string_member (o, "segment");
  if (segment == NULL || *segment == '\0' || strlen (segment) >= sizeof f->segment)
    {
      g_autofree char *path = g_strconcat (prefix, "segment", NULL);
      /* Translators: what the “segment” member must hold */
      return ts_sheet_shape_error (error, path, _ ("a segment of the tile (“road0”, “city1”, “field2”, "
                                          "“cloister”)"));
    }
  *f = (TsCarcassonneSheetFigure){ .player = player, .figure = figure, .x = x, .y = y };
  g_strlcpy (f->segment, segment, sizeof f->segment);
  return TRUE;
}

/* An array member of at most @max elements, each read by @read. */
static gboolean
read_list (JsonObject *root, const char *member, guint max, guint *n, GError **error)
{
  JsonNode *node = json_object_get_member (root, member);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) > max)
    {
      /* Translators: what a list in the sheet must be: “an array of at most 96 elements” */
      g_autofree char *what = g_strdup_printf (_ ("an array of at most %u elements"), max);
      return ts_sheet_shape_error (error, member, what);
    }
  *n = json_array_get_length (json_node_get_array (node));
  return TRUE;
}

TsCarcassonneSheet *
ts_carcassonne_sheet_from_json (JsonNode *node, GError **error)
{
  g_autoptr (TsCarcassonneSheet) sheet = g_new0 (TsCarcassonneSheet, 1);
  const TsCarcassonneData *data = ts_carcassonne_data_get (error);
  JsonObject *o;
  int version = 0;

  if (data == NULL)
    return NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("A final-scoring sheet is a JSON object."));
      return NULL;
    }
  o = json_node_get_object (node);
  if (g_strcmp0 (ts_json_read_string_member (o, "format"), SHEET_FORMAT) != 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: %s is the format id, do not translate it */
                   _ ("This is not a final-scoring sheet: “format” must be “%s”."), SHEET_FORMAT);
      return NULL;
    }
  if (g_strcmp0 (ts_json_read_string_member (o, "game"), TS_CARCASSONNE_SHEET_GAME) != 0)
    {
      ts_sheet_shape_error (error, "game", "“" TS_CARCASSONNE_SHEET_GAME "”");
      return NULL;
    }
  if (!read_int (o, "", "version", TRUE, 0, G_MAXINT, &version, error))
    return NULL;
  if (version != TS_CARCASSONNE_SHEET_VERSION)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: the version in the file, then the one this build reads */
                   _ ("Carcassonne sheet version %d is not one this Tableside reads (it reads "
                      "version %d)."),
                   version, TS_CARCASSONNE_SHEET_VERSION);
      return NULL;
    }
  if (!read_options (o, sheet, error)
      || !read_list (o, "players", TS_CARCASSONNE_MAX_PLAYERS, &sheet->n_players, error)
      || !read_list (o, "tiles", TS_CARCASSONNE_MAX_TILES, &sheet->n_tiles, error)
      || !read_list (o, "figures", TS_CARCASSONNE_SHEET_MAX_FIGURES, &sheet->n_figures, error))
    return NULL;
  for (guint i = 0; i < sheet->n_players; i++)
    if (!read_player (json_array_get_element (json_object_get_array_member (o, "players"), i), i,
                      &sheet->players[i], error))
      return NULL;
  for (guint i = 0; i < sheet->n_tiles; i++)
    if (!read_tile (json_array_get_element (json_object_get_array_member (o, "tiles"), i), i,
                    data, &sheet->tiles[i], error))
      return NULL;
  for (guint i = 0; i < sheet->n_figures; i++)
    if (!read_figure (json_array_get_element (json_object_get_array_member (o, "figures"), i), i,
                      &sheet->figures[i], error))
      return NULL;
  return g_steal_pointer (&sheet);
}

JsonNode *
ts_carcassonne_sheet_to_json (const TsCarcassonneSheet *sheet)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);
  const guint8 flags[] = { sheet->opt_tiles, sheet->opt_goods, sheet->opt_builder,
                           sheet->opt_pig };

  g_return_val_if_fail (data != NULL, NULL);
  json_builder_begin_object (b);
  ts_json_write_string (b, "format", SHEET_FORMAT);
  ts_json_write_int (b, "version", TS_CARCASSONNE_SHEET_VERSION);
  ts_json_write_string (b, "game", TS_CARCASSONNE_SHEET_GAME);
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  for (guint i = 0; i < G_N_ELEMENTS (option_ids); i++)
    {
      json_builder_set_member_name (b, option_ids[i]);
      json_builder_add_boolean_value (b, flags[i]);
    }
  ts_json_write_string (b, "small-city", sheet->opt_small_half ? "half" : "full");
  json_builder_end_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < MIN (sheet->n_players, TS_CARCASSONNE_MAX_PLAYERS); i++)
    {
      json_builder_begin_object (b);
      ts_json_write_string (b, "name", sheet->players[i].name);
      ts_json_write_int (b, "vp", sheet->players[i].vp);
      for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
        ts_json_write_int (b, goods_ids[g], sheet->players[i].goods[g]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_array (b);
  for (guint i = 0; i < MIN (sheet->n_tiles, TS_CARCASSONNE_MAX_TILES); i++)
    {
      const TsCarcassonneSheetTile *t = &sheet->tiles[i];

      json_builder_begin_object (b);
      ts_json_write_string (b, "tile", data->kinds[t->kind].code);
      ts_json_write_int (b, "x", t->x);
      ts_json_write_int (b, "y", t->y);
      ts_json_write_int (b, "rotation", t->rotation);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "figures");
  json_builder_begin_array (b);
  for (guint i = 0; i < MIN (sheet->n_figures, TS_CARCASSONNE_SHEET_MAX_FIGURES); i++)
    {
      const TsCarcassonneSheetFigure *f = &sheet->figures[i];

      json_builder_begin_object (b);
      ts_json_write_int (b, "player", f->player);
      ts_json_write_string (b, "figure", figure_ids[MIN (f->figure, 2)]);
      ts_json_write_int (b, "x", f->x);
      ts_json_write_int (b, "y", f->y);
      ts_json_write_string (b, "segment", f->segment);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

TS_SHEET_DEFINE_LOADERS (ts_carcassonne_sheet, TsCarcassonneSheet, TS_CARCASSONNE_SHEET_MAX_BYTES, MAX_DEPTH)
