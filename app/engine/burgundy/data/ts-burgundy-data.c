/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Loading the game's data files (duchies, board, tiles) from the resources or given bytes,
 * with messages that name the file and the field. Names and ids: ts-burgundy-names.c. */
#include "ts-burgundy-data.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-engine-error.h"
#include "ts-json-read.h"
#include "ts-i18n.h"

#define RESOURCE_DIR "/io/github/tableside/Tableside/games/castles-of-burgundy/"

GResource *ts_games_get_resource (void);

const guint8 ts_burgundy_colour_spaces[TS_BURGUNDY_N_COLOURS] = { 4, 6, 6, 12, 6, 3 };

static const char colour_letters[] = "CPSBYM";

/* The object of the component file @bytes, kept alive by *@root. */
static JsonObject *
parse_root (const char *file_name, GBytes *bytes, const char *format, JsonNode **root,
            GError **error)
{
  gsize len = 0;
  const char *text = g_bytes_get_data (bytes, &len);

  *root = ts_json_read_data (text != NULL ? text : "", len, file_name, error);
  if (*root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (*root))
    {
      /* Translators: %s is a file name */
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                   _ ("Component file %s does not hold a JSON object."), file_name);
      return NULL;
    }
  JsonObject *obj = json_node_get_object (*root);
  if (!ts_json_read_format (obj, format, 1))
    {
      /* Translators: %s is a file name, then a format name */
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                   _ ("Component file %s is not a version 1 “%s” file."), file_name, format);
      return NULL;
    }
  return obj;
}

static gboolean
data_error (GError **error, const char *file_name, const char *what)
{
  /* Translators: %s is a file name, then a sentence saying what is wrong with it */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, _ ("Component file %s: %s"), file_name,
               what);
  return FALSE;
}

static gboolean
parse_digits (const char *s, guint8 *out)
{
  if (s == NULL || strlen (s) != TS_BURGUNDY_N_SPACES)
    return FALSE;
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      if (s[i] < '1' || s[i] > '6')
        return FALSE;
      out[i] = s[i] - '0';
    }
  return TRUE;
}

gboolean
ts_burgundy_duchy_validate (const TsBurgundyData *data, const TsBurgundyDuchy *duchy,
                            GError **error)
{
  guint counts[TS_BURGUNDY_N_COLOURS] = { 0 };
  guint8 seen[TS_BURGUNDY_N_SPACES] = { 0 };

  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      if (duchy->colour[i] >= TS_BURGUNDY_N_COLOURS)
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                       _ ("Duchy %s has a space without a colour."), duchy->id);
          return FALSE;
        }
      counts[duchy->colour[i]]++;
      if (duchy->die[i] != data->die_pattern[i])
        {
          /* Translators: %s is the duchy id, %u a space number */
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                       _ ("Duchy %s: space %u does not carry the die number every duchy shows "
                          "there."),
                       duchy->id, i);
          return FALSE;
        }
    }
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    if (counts[c] != ts_burgundy_colour_spaces[c])
      {
        /* Translators: duchy id, count, colour name, expected count */
        g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                     _ ("Duchy %s has %u %s spaces; every duchy has %u."), duchy->id, counts[c],
                     ts_burgundy_colour_name (c), ts_burgundy_colour_spaces[c]);
        return FALSE;
      }
  /* Areas: flood fill each unvisited space. */
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      guint8 stack[TS_BURGUNDY_N_SPACES];
      guint top = 0, size = 0;

      if (seen[i])
        continue;
      seen[i] = 1;
      stack[top++] = i;
      while (top > 0)
        {
          guint s = stack[--top];
          size++;
          for (guint d = 0; d < 6; d++)
            {
              int j = data->grid.neighbours[s][d];
              if (j >= 0 && !seen[j] && duchy->colour[j] == duchy->colour[s])
                {
                  seen[j] = 1;
                  stack[top++] = j;
                }
            }
        }
      if (size > 8)
        {
          /* Translators: duchy id, space number, area size */
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                       _ ("Duchy %s: the area containing space %u has %u spaces; areas have at "
                          "most 8."),
                       duchy->id, i, size);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
ts_burgundy_data_load_duchies (TsBurgundyData *data, const char *file_name, GBytes *bytes,
                               GError **error)
{
  g_autoptr (JsonNode) json = NULL;
  JsonObject *root = parse_root (file_name, bytes, "tableside-burgundy-duchies", &json, error);

  if (root == NULL)
    return FALSE;
  ts_hex_grid_init (&data->grid, 4);
  ts_hex_grid_init_rect (&data->team_grid, TS_BURGUNDY_TEAM_COLS, TS_BURGUNDY_TEAM_ROWS);
  if (g_strcmp0 (json_object_get_string_member_with_default (root, "geometry", ""), "hexagon-4")
      != 0)
    return data_error (error, file_name, _ ("the geometry must be “hexagon-4”."));
  if (!parse_digits (json_object_get_string_member_with_default (root, "die_pattern", NULL),
                     data->die_pattern))
    return data_error (error, file_name, _ ("“die_pattern” must be 37 digits from 1 to 6."));
  JsonNode *list_node = json_object_get_member (root, "duchies");
  if (list_node == NULL || !JSON_NODE_HOLDS_ARRAY (list_node))
    return data_error (error, file_name, _ ("“duchies” must be an array."));
  JsonArray *list = json_node_get_array (list_node);
  if (json_array_get_length (list) > TS_BURGUNDY_MAX_DUCHIES)
    return data_error (error, file_name, _ ("too many duchies."));

  data->n_duchies = 0;
  for (guint k = 0; k < json_array_get_length (list); k++)
    {
      JsonNode *node = json_array_get_element (list, k);
      TsBurgundyDuchy *d = &data->duchies[data->n_duchies];
      g_autoptr (GError) local = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return data_error (error, file_name, _ ("each duchy must be a JSON object."));
      JsonObject *o = json_node_get_object (node);
      const char *id = json_object_get_string_member_with_default (o, "id", NULL);
      const char *conf = json_object_get_string_member_with_default (o, "confidence", NULL);
      if (id == NULL || strlen (id) == 0 || strlen (id) >= sizeof d->id)
        return data_error (error, file_name, _ ("a duchy has no valid “id”."));
      memset (d, 0, sizeof *d);
      g_strlcpy (d->id, id, sizeof d->id);
      g_strlcpy (d->name, json_object_get_string_member_with_default (o, "name", ""),
                 sizeof d->name);
      if (g_strcmp0 (conf, "high") == 0)
        d->confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
      else if (g_strcmp0 (conf, "medium") == 0)
        d->confidence = TS_BURGUNDY_CONFIDENCE_MEDIUM;
      else if (g_strcmp0 (conf, "low") == 0)
        d->confidence = TS_BURGUNDY_CONFIDENCE_LOW;
      else if (g_strcmp0 (conf, "unknown") == 0)
        d->confidence = TS_BURGUNDY_CONFIDENCE_UNKNOWN;
      else
        {
          g_autofree char *msg =
              /* Translators: %s is a duchy id */
              g_strdup_printf (_ ("duchy %s has no valid “confidence” (high, medium, low or "
                                  "unknown)."),
                               id);
          return data_error (error, file_name, msg);
        }
      /* Issue 15: outpost duchies 11a-f and the solo board 13a/b are listed with theirs. */
      int kind = ts_burgundy_board_kind_from_id (
          json_object_get_string_member_with_default (o, "kind", "duchy"));
      if (kind < 0)
        {
          g_autofree char *msg =
              /* Translators: %s is a duchy id; the quoted words are the file's own */
              g_strdup_printf (_ ("duchy %s has no valid “kind” (duchy, outpost, solo or team)."),
                               id);
          return data_error (error, file_name, msg);
        }
      d->kind = kind;
      d->n_cells = ts_burgundy_board_kind_cells (kind);
      const char *cells = json_object_get_string_member_with_default (o, "cells", NULL);
      if (d->confidence == TS_BURGUNDY_CONFIDENCE_UNKNOWN)
        {
          /* Never ship a guessed layout as if it were real. */
          if (cells != NULL)
            {
              g_autofree char *msg
                  = g_strdup_printf (_ ("duchy %s is marked unknown but carries a layout."), id);
              return data_error (error, file_name, msg);
            }
          data->n_duchies++;
          continue;
        }
      if (kind == TS_BURGUNDY_BOARD_TEAM)
        {
          /* Nothing is known of team boards yet: one shipped later is read in a user's form
           * (160 cells, "-" for no space). */
          g_autofree char *team_where = g_strdup_printf ("duchies[%u]", k);
          TsBurgundyDuchy team;
          if (!ts_burgundy_board_from_json (o, team_where, &team, &local))
            return data_error (error, file_name, local->message);
          memcpy (d->colour, team.colour, sizeof d->colour);
          memcpy (d->die, team.die, sizeof d->die);
        }
      else if (cells == NULL || strlen (cells) != TS_BURGUNDY_N_SPACES
               || !parse_digits (json_object_get_string_member_with_default (o, "dice", NULL),
                                 d->die))
        {
          g_autofree char *msg
              = g_strdup_printf (_ ("duchy %s needs 37 “cells” letters and 37 “dice” digits."), id);
          return data_error (error, file_name, msg);
        }
      for (guint i = 0; kind != TS_BURGUNDY_BOARD_TEAM && i < TS_BURGUNDY_N_SPACES; i++)
        {
          const char *p = strchr (colour_letters, cells[i]);
          d->colour[i] = (p != NULL && cells[i] != '\0') ? (guint8)(p - colour_letters) : 255;
        }
      /* A board's start spaces and outposts, in the form of a user's board. */
      g_autofree char *where = g_strdup_printf ("duchies[%u]", k);
      TsBurgundyDuchy form;
      if (!ts_burgundy_board_from_json (o, where, &form, &local))
        return data_error (error, file_name, local->message);
      d->start_spaces = form.start_spaces;
      memcpy (d->outposts, form.outposts, sizeof d->outposts);
      /* The shared duchy invariants, then what the board's kind asks for (a shipped
       * board is never a draft). */
      if (d->kind != TS_BURGUNDY_BOARD_SOLO && d->kind != TS_BURGUNDY_BOARD_TEAM
          && !ts_burgundy_duchy_validate (data, d, &local))
        return data_error (error, file_name, local->message);
      d->known = TRUE;
      ts_burgundy_board_count (d);
      g_autoptr (GPtrArray) problems = ts_burgundy_board_problems (data, d);
      if (problems->len > 0)
        {
          /* Translators: a duchy id, then what is wrong with it (a sentence) */
          g_autofree char *msg = g_strdup_printf (
              _ ("duchy %s: %s"), id,
              ((TsBurgundyBoardProblem *) g_ptr_array_index (problems, 0))->text);
          return data_error (error, file_name, msg);
        }
      data->n_duchies++;
    }
  return TRUE;
}

gboolean
ts_burgundy_data_load_board (TsBurgundyData *data, const char *file_name, GBytes *bytes,
                             GError **error)
{
  g_autoptr (JsonNode) json = NULL;
  JsonObject *root = parse_root (file_name, bytes, "tableside-burgundy-board", &json, error);

  if (root == NULL)
    return FALSE;
  JsonNode *dn = json_object_get_member (root, "depots");
  JsonNode *bn = json_object_get_member (root, "black_depot");
  if (dn == NULL || !JSON_NODE_HOLDS_ARRAY (dn)
      || json_array_get_length (json_node_get_array (dn)) != TS_BURGUNDY_N_DEPOTS)
    return data_error (error, file_name, _ ("“depots” must list the 6 numbered depots."));
  if (bn == NULL || !JSON_NODE_HOLDS_ARRAY (bn)
      || json_array_get_length (json_node_get_array (bn)) != TS_BURGUNDY_BLACK_SLOTS)
    return data_error (error, file_name, _ ("“black_depot” must list 8 spaces."));
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      JsonNode *n = json_array_get_element (json_node_get_array (dn), d);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
      JsonNode *sn = o ? json_object_get_member (o, "spaces") : NULL;
      if (o == NULL || json_object_get_int_member_with_default (o, "depot", 0) != d + 1
          || sn == NULL || !JSON_NODE_HOLDS_ARRAY (sn)
          || json_array_get_length (json_node_get_array (sn)) != TS_BURGUNDY_DEPOT_SLOTS)
        return data_error (error, file_name,
                           _ ("each depot needs its number and 4 spaces, in order 1 to 6."));
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        {
          JsonNode *e = json_array_get_element (json_node_get_array (sn), s);
          JsonObject *eo = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
          int colour = eo ? ts_burgundy_colour_from_id (
                           json_object_get_string_member_with_default (eo, "colour", NULL))
                          : -1;
          gint64 minp = eo ? json_object_get_int_member_with_default (eo, "min_players", 0) : 0;
          if (colour < 0 || minp < 2 || minp > 4)
            return data_error (error, file_name,
                               _ ("a depot space needs a “colour” and “min_players” from 2 to 4."));
          data->depot_colour[d][s] = colour;
          data->depot_min_players[d][s] = minp;
        }
    }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      JsonNode *e = json_array_get_element (json_node_get_array (bn), s);
      gint64 minp = JSON_NODE_HOLDS_VALUE (e) ? json_node_get_int (e) : 0;
      if (minp < 2 || minp > 4)
        return data_error (error, file_name,
                           _ ("each black depot space is the smallest player count, 2 to 4."));
      data->black_min_players[s] = minp;
    }
  gint64 bridge = json_object_get_int_member_with_default (root, "bridge_spaces", 0);
  if (bridge < 2 || bridge > 12)
    return data_error (error, file_name, _ ("“bridge_spaces” must be from 2 to 12."));
  data->bridge_spaces = bridge;
  JsonNode *mn = json_object_get_member (root, "three_player_mine");
  JsonObject *mo = mn && JSON_NODE_HOLDS_OBJECT (mn) ? json_node_get_object (mn) : NULL;
  if (mo == NULL)
    return data_error (error, file_name, _ ("“three_player_mine” is missing."));
  gint64 md = json_object_get_int_member_with_default (mo, "depot", 0);
  gint64 ms = json_object_get_int_member_with_default (mo, "slot", -1);
  const char *phases = json_object_get_string_member_with_default (mo, "phases", "");
  if (md < 1 || md > 6 || ms < 0 || ms > 3 || data->depot_colour[md - 1][ms] != TS_BURGUNDY_CASTLE)
    return data_error (error, file_name,
                       _ ("“three_player_mine” must name a castle space of a depot."));
  data->mine_space_depot = md - 1;
  data->mine_space_slot = ms;
  data->mine_space_phases = 0;
  for (const char *p = phases; *p; p++)
    if (*p >= 'A' && *p <= 'E')
      data->mine_space_phases |= 1u << (*p - 'A');
  return TRUE;
}

gboolean
ts_burgundy_data_load_tiles (TsBurgundyData *data, const char *file_name, GBytes *bytes,
                             GError **error)
{
  g_autoptr (JsonNode) json = NULL;
  JsonObject *root = parse_root (file_name, bytes, "tableside-burgundy-tiles", &json, error);

  if (root == NULL)
    return FALSE;
  JsonNode *tn = json_object_get_member (root, "tiles");
  if (tn == NULL || !JSON_NODE_HOLDS_ARRAY (tn))
    return data_error (error, file_name, _ ("“tiles” must be an array."));
  memset (data->inventory, 0, sizeof data->inventory);
  memset (data->module_inventory, 0, sizeof data->module_inventory);
  data->n_inns = 0;
  JsonArray *arr = json_node_get_array (tn);
  for (guint i = 0; i < json_array_get_length (arr); i++)
    {
      JsonNode *e = json_array_get_element (arr, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
      const char *kind = o ? json_object_get_string_member_with_default (o, "kind", NULL) : NULL;
      const char *module_id
          = o ? json_object_get_string_member_with_default (o, "module", NULL) : NULL;
      int tile = ts_burgundy_tile_from_id (kind);
      int module = tile >= 0 ? ts_burgundy_tile_module (tile) : -1;
      gboolean loose = tile == TS_BURGUNDY_TILE_INN;
      gint64 c = o ? json_object_get_int_member_with_default (o, "coloured", loose ? 0 : -1) : -1;
      gint64 b = o ? json_object_get_int_member_with_default (o, "black", loose ? 0 : -1) : -1;
      gint64 l = o ? json_object_get_int_member_with_default (o, "loose", loose ? -1 : 0) : -1;
      if (tile < TS_BURGUNDY_TILE_CASTLE || c < 0 || b < 0 || l < 0 || c > 50 || b > 50
          || l > 50 || (loose && (c != 0 || b != 0)) || (!loose && l != 0))
        {
          /* Translators: %s is what the file calls the tile kind */
          g_autofree char *msg = g_strdup_printf (
              _ ("the tile entry “%s” needs a known “kind” and counts “coloured” and “black” "
                 "(“loose” for inns)."),
              kind ? kind : "?");
          return data_error (error, file_name, msg);
        }
      /* Module tiles name their module, and only they do: a crane never joins a base game. */
      if ((module < 0) != (module_id == NULL)
          || (module >= 0 && g_strcmp0 (module_id, ts_burgundy_tile_module_id (module)) != 0))
        {
          /* Translators: a tile kind, then the module it comes with (or “none”) */
          g_autofree char *msg = g_strdup_printf (
              _ ("the tile kind “%s” must name its module “%s”."), kind,
              module >= 0 ? ts_burgundy_tile_module_id (module) : "none");
          return data_error (error, file_name, msg);
        }
      guint8 (*inv)[TS_BURGUNDY_N_TILES]
          = module >= 0 ? data->module_inventory[module] : data->inventory;
      if (inv[0][tile] != 0 || inv[1][tile] != 0 || (loose && data->n_inns != 0))
        {
          g_autofree char *msg = g_strdup_printf (_ ("the tile kind “%s” is listed twice."), kind);
          return data_error (error, file_name, msg);
        }
      inv[0][tile] = c;
      inv[1][tile] = b;
      if (loose)
        data->n_inns = l;
    }
  JsonNode *gn = json_object_get_member (root, "goods");
  JsonObject *go = gn && JSON_NODE_HOLDS_OBJECT (gn) ? json_node_get_object (gn) : NULL;
  if (go == NULL || json_object_get_int_member_with_default (go, "types", 0) != 6
      || json_object_get_int_member_with_default (go, "per_type", 0) < 1)
    return data_error (error, file_name, _ ("“goods” must give 6 types and the tiles per type."));
  data->goods_per_type = json_object_get_int_member (go, "per_type");
  return TRUE;
}

const TsBurgundyDuchy *
ts_burgundy_data_find_duchy (const TsBurgundyData *data, const char *id)
{
  for (guint i = 0; i < data->n_duchies; i++)
    if (g_strcmp0 (data->duchies[i].id, id) == 0)
      return &data->duchies[i];
  return NULL;
}

guint
ts_burgundy_board_kind_cells (TsBurgundyBoardKind kind)
{
  return kind == TS_BURGUNDY_BOARD_TEAM ? TS_BURGUNDY_MAX_SPACES : TS_BURGUNDY_N_SPACES;
}

const TsHexGrid *
ts_burgundy_board_grid (const TsBurgundyData *data, const TsBurgundyDuchy *board)
{
  return board->kind == TS_BURGUNDY_BOARD_TEAM ? &data->team_grid : &data->grid;
}

guint
ts_burgundy_board_n_spaces (const TsBurgundyDuchy *board)
{
  guint n = 0, cells = ts_burgundy_board_kind_cells (board->kind);

  for (guint s = 0; s < cells; s++)
    n += board->colour[s] != TS_BURGUNDY_NO_SPACE;
  return n;
}

static gboolean
load_resource (TsBurgundyData *data, const char *name,
               gboolean (*loader) (TsBurgundyData *, const char *, GBytes *, GError **),
               GError **error)
{
  g_autofree char *path = g_strconcat (RESOURCE_DIR, name, NULL);
  g_autoptr (GError) local = NULL;
  g_autoptr (GBytes) bytes = g_resource_lookup_data (ts_games_get_resource (), path,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, &local);

  if (bytes == NULL)
    {
      /* Translators: %s is a file name, then the system's message */
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA,
                   _ ("Component file %s is missing: %s"), name, local->message);
      return FALSE;
    }
  return loader (data, name, bytes, error);
}

const TsBurgundyData *
ts_burgundy_data_get (GError **error)
{
  static TsBurgundyData *shipped;
  static char *load_error;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      g_autoptr (GError) local = NULL;
      TsBurgundyData *data = g_new0 (TsBurgundyData, 1);

      if (load_resource (data, "duchies.json", ts_burgundy_data_load_duchies, &local)
          && load_resource (data, "board.json", ts_burgundy_data_load_board, &local)
          && load_resource (data, "tiles.json", ts_burgundy_data_load_tiles, &local))
        shipped = data;
      else
        {
          load_error = g_strdup (local->message);
          g_free (data);
        }
      g_once_init_leave (&once, 1);
    }
  if (shipped == NULL)
    g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, load_error);
  return shipped;
}
