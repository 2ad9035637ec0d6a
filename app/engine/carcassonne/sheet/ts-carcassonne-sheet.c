/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet: the map laid through the tracked game's map, the checks of
 * what could lie on a table at the end, and the final scoring (ts-carcassonne-sheet.h). */
#include "ts-carcassonne-sheet-private.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

TsCarcassonneSheet *
ts_carcassonne_sheet_new (guint n_players)
{
  TsCarcassonneSheet *sheet = g_new0 (TsCarcassonneSheet, 1);
  const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);

  g_return_val_if_fail (data != NULL, sheet);
  sheet->n_players = CLAMP (n_players, 2, TS_CARCASSONNE_MAX_PLAYERS);
  for (guint i = 0; i < sheet->n_players; i++)
    /* Translators: a player's name before one is typed */
    g_snprintf (sheet->players[i].name, sizeof sheet->players[i].name, _ ("Player %u"), i + 1);
  sheet->n_tiles = 1;
  sheet->tiles[0] = (TsCarcassonneSheetTile){ .kind = data->start_kind };
  return sheet;
}

guint
ts_carcassonne_sheet_box_count (const TsCarcassonneSheet *sheet, guint kind)
{
  const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);

  if (data == NULL || kind >= data->n_kinds)
    return 0;
  /* CA-TBC-02: the expansion's tiles only with the option. */
  return data->kinds[kind].expansion && !sheet->opt_tiles ? 0 : data->kinds[kind].count;
}

guint
ts_carcassonne_sheet_kind_count (const TsCarcassonneSheet *sheet, guint kind)
{
  guint n = 0;

  for (guint i = 0; i < sheet->n_tiles; i++)
    n += sheet->tiles[i].kind == kind;
  return n;
}

int
ts_carcassonne_sheet_tile_at (const TsCarcassonneSheet *sheet, int x, int y)
{
  for (guint i = 0; i < sheet->n_tiles; i++)
    if (sheet->tiles[i].x == x && sheet->tiles[i].y == y)
      return i;
  return -1;
}

gboolean
ts_carcassonne_sheet_refusev (TsCarcassonneSheetProblem *problem, TsCarcassonneSheetAt at,
                              int index, GError **error, const char *format, va_list args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  if (problem != NULL)
    *problem = (TsCarcassonneSheetProblem){ .at = at, .index = index };
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, message);
  return FALSE;
}

gboolean
ts_carcassonne_sheet_refuse (TsCarcassonneSheetProblem *problem, TsCarcassonneSheetAt at,
                             int index, GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  ts_carcassonne_sheet_refusev (problem, at, index, error, format, args);
  va_end (args);
  return FALSE;
}

gboolean
ts_carcassonne_sheet_refuse_rule (TsCarcassonneSheetProblem *problem, TsCarcassonneSheetAt at,
                                  int index, GError **error, const char *clause,
                                  const char *format, ...)
{
  va_list args;

  va_start (args, format);
  ts_carcassonne_sheet_refusev (problem, at, index, error, format, args);
  va_end (args);
  if (error != NULL)
    ts_engine_error_set_clause (*error, clause);
  return FALSE;
}

char *
ts_carcassonne_sheet_tile_text (const TsCarcassonneData *data, const TsCarcassonneSheetTile *t)
{
  g_autofree char *cell = ts_carcassonne_cell_text (t->x, t->y);

  /* Translators: a tile on a final-map sheet: its code, its name and where it lies */
  return g_strdup_printf (_ ("the tile %s (%s) at %s"), data->kinds[t->kind].code,
                          ts_carcassonne_kind_name (&data->kinds[t->kind]), cell);
}

char *
ts_carcassonne_sheet_placed_text (const TsCarcassonneState *s, guint tile)
{
  const TsCarcassonnePlaced *p = &s->tiles[tile];
  const TsCarcassonneKind *kind = &s->data->kinds[p->kind];
  g_autofree char *cell = ts_carcassonne_cell_text (p->x, p->y);

  /* Translators: a tile on a final-map sheet inside a sentence (lower case, as in “joined
   * through the tile V (road curve W-S) at (2, 0)”): its code, its name and where it lies */
  return g_strdup_printf (C_ ("within a sentence", "the tile %s (%s) at %s"), kind->code,
                          ts_carcassonne_kind_name (kind), cell);
}

static TsCarcassonneState *
new_state (const TsCarcassonneSheet *sheet, TsCarcassonneSheetProblem *problem, GError **error)
{
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) local = NULL;
  TsCarcassonneState *s;

  if (sheet->n_players < 2 || sheet->n_players > TS_CARCASSONNE_MAX_PLAYERS)
    {
      ts_carcassonne_sheet_refuse_rule (
          problem, TS_CARCASSONNE_SHEET_AT_SHEET, -1, error, "CA-BSE-02",
          /* Translators: a refusal of a final-map sheet (CA-BSE-02) */
          _ ("Carcassonne is played by 2 to 5 players, not %u."), sheet->n_players);
      return NULL;
    }
  json_object_set_boolean_member (options, "tiles", sheet->opt_tiles);
  json_object_set_boolean_member (options, "goods", sheet->opt_goods);
  json_object_set_boolean_member (options, "builder", sheet->opt_builder);
  json_object_set_boolean_member (options, "pig", sheet->opt_pig);
  json_object_set_string_member (options, "small-city", sheet->opt_small_half ? "half" : "full");
  /* Names are the check's business: the map is drawn while they are still being typed. */
  for (guint i = 0; i < sheet->n_players; i++)
    json_array_add_string_element (players, i == 0 ? "1" : i == 1 ? "2" : i == 2 ? "3"
                                            : i == 3 ? "4" : "5");
  s = ts_carcassonne_state_new (options, players, &local);
  if (s == NULL)
    {
      ts_carcassonne_sheet_refuse (problem, TS_CARCASSONNE_SHEET_AT_SHEET, -1, error, "%s", local->message);
      return NULL;
    }
  for (guint i = 0; i < sheet->n_players; i++)
    g_strlcpy (s->names[i], sheet->players[i].name, sizeof s->names[i]);
  s->sheet = 1;
  return s;
}

/* Every tile through the tracked game's map, starting from the start tile and adding each
 * one that touches what is laid (CA-BTL-01..03), in any order; @placed gets each sheet
 * tile's index in the state. */
static gboolean
lay_tiles (TsCarcassonneState *s, const TsCarcassonneSheet *sheet, guint8 *placed,
           TsCarcassonneSheetProblem *problem, GError **error)
{
  const TsCarcassonneData *data = s->data;
  const TsCarcassonneSheetTile *first = &sheet->tiles[0];
  guint counts[TS_CARCASSONNE_MAX_KINDS] = { 0 };
  guint laid = 1;
  gboolean progress = TRUE;

  if (sheet->n_tiles == 0)
    return ts_carcassonne_sheet_refuse_rule (
        problem, TS_CARCASSONNE_SHEET_AT_SHEET, -1, error, "CA-BSE-03",
        /* Translators: a refusal of a final-map sheet (CA-BSE-03); the start tile's code */
        _ ("The map has no tile: the start tile %s lies at (0, 0) in every game."),
        data->kinds[data->start_kind].code);
  if (first->kind != data->start_kind || first->x != 0 || first->y != 0 || first->rotation != 0)
    return ts_carcassonne_sheet_refuse_rule (
        problem, TS_CARCASSONNE_SHEET_AT_TILE, 0, error, "CA-BSE-03",
        /* Translators: a refusal of a final-map sheet (CA-BSE-03); the start tile's code */
        _ ("The start tile comes first: the tile %s at (0, 0), its city to the north."),
        data->kinds[data->start_kind].code);
  for (guint i = 0; i < sheet->n_tiles; i++)
    {
      const TsCarcassonneSheetTile *t = &sheet->tiles[i];
      int other = ts_carcassonne_sheet_tile_at (sheet, t->x, t->y);
      guint box = ts_carcassonne_sheet_box_count (sheet, t->kind);

      if (other != (int)i)
        {
          g_autofree char *cell = ts_carcassonne_cell_text (t->x, t->y);

          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_TILE, i, error, "CA-BTL-01",
              /* Translators: a refusal of a final-map sheet: two tiles' codes and a place */
              _ ("Two tiles lie at %s: %s and %s. One tile a place."), cell,
              data->kinds[sheet->tiles[other].kind].code, data->kinds[t->kind].code);
        }
      if (++counts[t->kind] > box)
        {
          if (box == 0)
            return ts_carcassonne_sheet_refuse_rule (
                problem, TS_CARCASSONNE_SHEET_AT_TILE, i, error, "CA-TBC-01",
                /* Translators: a refusal of a final-map sheet (CA-TBC-02): a tile's code, name */
                _ ("The tile %s (%s) is a Traders & Builders tile: choose the "
                   "expansion's tiles in the options, or take it off the map."),
                data->kinds[t->kind].code, ts_carcassonne_kind_name (&data->kinds[t->kind]));
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_TILE, i, error, "CA-BSE-01",
              /* Translators: a refusal of a final-map sheet: how many tiles of a kind (its code
               * and name) the map has, and how many the box holds */
              ngettext ("The map has %u tiles %s (%s); the box has only %u.",
                        "The map has %u tiles %s (%s); the box has only %u.", box),
              counts[t->kind], data->kinds[t->kind].code,
              ts_carcassonne_kind_name (&data->kinds[t->kind]), box);
        }
    }
  memset (placed, TS_CARCASSONNE_NO_TILE, sheet->n_tiles);
  placed[0] = 0;
  while (laid < sheet->n_tiles && progress)
    {
      progress = FALSE;
      for (guint i = 1; i < sheet->n_tiles; i++)
        {
          const TsCarcassonneSheetTile *t = &sheet->tiles[i];
          g_autoptr (GError) clash = NULL;
          gboolean touches = FALSE;

          if (placed[i] != TS_CARCASSONNE_NO_TILE)
            continue;
          for (guint side = 0; side < 4 && !touches; side++)
            touches = ts_carcassonne_cell (s, t->x + dx[side], t->y + dy[side]) >= 0;
          if (!touches)
            continue;
          if (!ts_carcassonne_fits (s, t->kind, t->x, t->y, t->rotation, &clash))
            {
              g_autofree char *what = ts_carcassonne_sheet_tile_text (data, t);

              return ts_carcassonne_sheet_refuse_rule (problem, TS_CARCASSONNE_SHEET_AT_TILE, i,
                                                       error, ts_engine_error_get_clause (clash),
                                                       /* Translators: a refusal of a final-map
                                                        * sheet (CA-BTL-03): a tile (“the tile U
                                                        * (straight road) at (2, 1)”), then why it
                                                        * does not fit */
                                                       _ ("%s: %s"), what, clash->message);
            }
          placed[i] = s->n_tiles;
          ts_carcassonne_put_tile (s, t->kind, t->x, t->y, t->rotation, TS_CARCASSONNE_NO_TILE);
          laid++;
          progress = TRUE;
        }
    }
  for (guint i = 1; i < sheet->n_tiles; i++)
    if (placed[i] == TS_CARCASSONNE_NO_TILE)
      {
        g_autofree char *what = ts_carcassonne_sheet_tile_text (data, &sheet->tiles[i]);

        return ts_carcassonne_sheet_refuse_rule (
            problem, TS_CARCASSONNE_SHEET_AT_TILE, i, error, "CA-BTL-01",
            /* Translators: a refusal of a final-map sheet (CA-BTL-01): a tile */
            _ ("%s is cut off from the map: every tile touches the map by a side."), what);
      }
  /* The box: what the sheet does not use, for the palette. */
  s->n_left = 0;
  for (guint k = 0; k < data->n_kinds; k++)
    {
      s->left[k] = ts_carcassonne_sheet_box_count (sheet, k) - counts[k];
      s->n_left += s->left[k];
    }
  return TRUE;
}

char *
ts_carcassonne_sheet_figure_text (const TsCarcassonneState *s, const TsCarcassonneFigure *fig)
{
  const TsCarcassonneSegment *seg = ts_carcassonne_segment (s, fig->seg);
  g_autofree char *feature = ts_carcassonne_feature_text (s, fig->seg);
  const char *what = fig->type == TS_CARCASSONNE_FOLLOWER ? ts_carcassonne_role_word (seg->kind)
                     /* Translators: a figure on a final-map sheet, as in “Ana's figure (the
                      * builder) on the road of 3 tiles at (1, 0)” */
                     : fig->type == TS_CARCASSONNE_BUILDER ? _ ("the builder")
                                                           : _ ("the pig");

  /* Translators: a figure on a final-map sheet: its owner, “a knight” or “the builder”, and
   * the feature it stands on */
  return g_strdup_printf (_ ("%s's figure (%s) on %s"), s->names[fig->player], what, feature);
}

/* One figure onto the map: what can be told from the figure alone. */
static gboolean
put_figure (TsCarcassonneState *s, const TsCarcassonneSheet *sheet, const guint8 *placed,
            guint i, TsCarcassonneSheetProblem *problem, GError **error)
{
  const TsCarcassonneSheetFigure *f = &sheet->figures[i];
  int at = ts_carcassonne_sheet_tile_at (sheet, f->x, f->y);
  g_autofree char *cell = ts_carcassonne_cell_text (f->x, f->y);
  const TsCarcassonneKind *kind;
  TsCarcassonnePlayer *p;
  guint tile;
  int segment;

  if (f->player >= sheet->n_players)
    return ts_carcassonne_sheet_refuse_rule (
        problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-BSE-02",
        /* Translators: a refusal of a final-map sheet: a player number from 1 */
        _ ("A figure at %s belongs to player %u, and the sheet has %u players."), cell,
        f->player + 1, sheet->n_players);
  if (at < 0)
    return ts_carcassonne_sheet_refuse_rule (
        problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-BFL-01",
        /* Translators: a refusal of a final-map sheet: a player's name and a place */
        _ ("%s's figure stands at %s, where no tile lies."), s->names[f->player], cell);
  if (at == 0)
    return ts_carcassonne_sheet_refuse_rule (
        problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-BFL-01",
        /* Translators: a refusal of a final-map sheet (CA-BFL-01): a player's name, a place */
        _ ("%s's figure stands on the start tile at %s: a figure goes only on the "
           "tile its owner has just placed."),
        s->names[f->player], cell);
  tile = placed[at];
  kind = &s->data->kinds[s->tiles[tile].kind];
  if ((segment = ts_carcassonne_kind_find_segment (kind, f->segment)) < 0)
    return ts_carcassonne_sheet_refuse_rule (problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error,
                                             /* Translators: a refusal of a final-map sheet: a
                                              * segment id, a tile's code and a place */
                                             "CA-BFL-02", _ ("The tile %s at %s has no part “%s”."),
                                             kind->code, cell, f->segment);
  for (guint g = 0; g < s->n_figures; g++)
    if (s->figures[g].seg / TS_CARCASSONNE_MAX_SEGMENTS == tile)
      return ts_carcassonne_sheet_refuse_rule (
          problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-BFL-01",
          /* Translators: a refusal of a final-map sheet (one figure per tile, CA-BTR-01) */
          _ ("Two figures stand on the tile at %s: a player puts at most one figure "
             "on the tile they place."),
          cell);
  s->figures[s->n_figures] = (TsCarcassonneFigure){ .player = f->player,
                                                    .type = f->figure,
                                                    .seg = TS_CARCASSONNE_SEG (tile, segment) };
  p = &s->players[f->player];
  switch (f->figure)
    {
      case TS_CARCASSONNE_FOLLOWER:
        if (p->followers == 0)
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-BSE-02",
              /* Translators: a refusal of a final-map sheet (CA-BSE-02): a player's name */
              _ ("%s has more than 7 followers on the map: each player has 7."),
              s->names[f->player]);
        p->followers--;
        break;
      case TS_CARCASSONNE_BUILDER:
        if (!s->opt_builder || !p->builder)
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error,
              !s->opt_builder ? "CA-TBC-01" : "CA-TBC-04",
              /* Translators: a refusal of a final-map sheet (CA-TBU-01): a player's name */
              !s->opt_builder ? _ ("The builders are not in this game: choose them "
                                   "in the options, or take %s's builder off.")
                              : _ ("%s has one builder, not two."),
              s->names[f->player]);
        if (kind->segments[segment].kind != TS_CARCASSONNE_ROAD
            && kind->segments[segment].kind != TS_CARCASSONNE_CITY)
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-TBU-02",
              /* Translators: a refusal of a final-map sheet (CA-TBU-02): a player's name, place */
              _ ("%s's builder at %s stands off a road or city: a builder goes on a "
                 "road or a city only."),
              s->names[f->player], cell);
        p->builder = 0;
        break;
      case TS_CARCASSONNE_PIG:
      default:
        if (!s->opt_pig || !p->pig)
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error,
              !s->opt_pig ? "CA-TBC-01" : "CA-TBC-04",
              /* Translators: a refusal of a final-map sheet (CA-TPG-01): a player's name */
              !s->opt_pig ? _ ("The pigs are not in this game: choose them in the "
                               "options, or take %s's pig off.")
                          : _ ("%s has one pig, not two."),
              s->names[f->player]);
        if (kind->segments[segment].kind != TS_CARCASSONNE_FIELD)
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_FIGURE, i, error, "CA-TPG-02",
              /* Translators: a refusal of a final-map sheet (CA-TPG-02): a player's name, place */
              _ ("%s's pig at %s stands off a field: a pig goes on a field only."),
              s->names[f->player], cell);
        p->pig = 0;
        break;
    }
  s->n_figures++;
  return TRUE;
}

/* What can be told once every figure stands: could each have been put and stayed there? */
static gboolean
figures_possible (const TsCarcassonneState *s, const guint8 *figure_index,
                  TsCarcassonneSheetProblem *problem, GError **error)
{
  for (guint f = 0; f < s->n_figures; f++)
    {
      const TsCarcassonneFigure *fig = &s->figures[f];
      TsCarcassonneFeatureInfo info;
      g_autofree char *what = ts_carcassonne_sheet_figure_text (s, fig);

      ts_carcassonne_feature_info (s, fig->seg, &info);
      if (info.complete)
        return ts_carcassonne_sheet_refuse_rule (
            problem, TS_CARCASSONNE_SHEET_AT_FIGURE, figure_index[f], error, "CA-BSC-05",
            /* Translators: a refusal of a final-map sheet (CA-BSC-05): a figure (“Ana's figure
             * (a knight) on the city of 3 tiles at (1, 0)”) */
            _ ("%s: that feature is completed, and its figures went home when it "
               "was scored."),
            what);
      if (fig->type != TS_CARCASSONNE_FOLLOWER && info.followers[fig->player] == 0)
        return ts_carcassonne_sheet_refuse_rule (
            problem, TS_CARCASSONNE_SHEET_AT_FIGURE, figure_index[f], error,
            fig->type == TS_CARCASSONNE_BUILDER ? "CA-TBU-03" : "CA-TPG-02",
            /* Translators: a refusal of a final-map sheet (CA-TBU-03/04, CA-TPG-02): a figure */
            _ ("%s: it stands only beside a follower of its owner's, and there is "
               "none there."),
            what);
      for (guint g = 0; g < f && fig->type == TS_CARCASSONNE_FOLLOWER; g++)
        if (s->figures[g].type == TS_CARCASSONNE_FOLLOWER
            && ts_carcassonne_segments_meet (s, s->figures[g].seg, fig->seg))
          {
            g_autofree char *other = ts_carcassonne_sheet_figure_text (s, &s->figures[g]);

            return ts_carcassonne_sheet_refuse_rule (
                problem, TS_CARCASSONNE_SHEET_AT_FIGURE, figure_index[f], error, "CA-BFL-03",
                /* Translators: a refusal of a final-map sheet (CA-BFL-03): two figures */
                _ ("%s and %s meet across the edge between their tiles: whichever "
                   "tile came second joined a feature already taken."),
                other, what);
          }
    }
  return TRUE;
}

TsCarcassonneState *
ts_carcassonne_sheet_map (const TsCarcassonneSheet *sheet, TsCarcassonneSheetProblem *problem,
                          GError **error)
{
  g_autofree TsCarcassonneState *s = new_state (sheet, problem, error);
  guint8 placed[TS_CARCASSONNE_MAX_TILES];
  guint8 figure_index[TS_CARCASSONNE_MAX_FIGURES];

  if (s == NULL || !lay_tiles (s, sheet, placed, problem, error))
    return NULL;
  for (guint i = 0; i < sheet->n_figures; i++)
    {
      figure_index[s->n_figures] = i;
      if (!put_figure (s, sheet, placed, i, problem, error))
        return NULL;
    }
  if (!figures_possible (s, figure_index, problem, error)
      || !ts_carcassonne_sheet_joins_possible (s, figure_index, problem, error))
    return NULL;
  return g_steal_pointer (&s);
}

/* CA-TGD-03: whoever completed a city took its goods, so the tokens the players hold are the
 * goods of the map's completed cities, every one. */
static gboolean
goods_match (const TsCarcassonneSheet *sheet, const TsCarcassonneState *s,
             TsCarcassonneSheetProblem *problem, GError **error)
{
  guint on_map[TS_CARCASSONNE_N_GOODS] = { 0 }, held[TS_CARCASSONNE_N_GOODS] = { 0 };

  for (guint seg = 0; seg < s->n_tiles * TS_CARCASSONNE_MAX_SEGMENTS; seg++)
    {
      TsCarcassonneFeatureInfo info;

      if (s->parent[seg] != seg || seg % TS_CARCASSONNE_MAX_SEGMENTS
                                       >= s->data->kinds[s->tiles[seg / TS_CARCASSONNE_MAX_SEGMENTS].kind].n_segments
          || ts_carcassonne_segment (s, seg)->kind != TS_CARCASSONNE_CITY)
        continue;
      ts_carcassonne_feature_info (s, seg, &info);
      for (guint g = 0; info.complete && g < TS_CARCASSONNE_N_GOODS; g++)
        on_map[g] += info.goods[g];
    }
  for (guint p = 0; p < sheet->n_players; p++)
    for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
      {
        if (sheet->players[p].goods[g] > 0 && !sheet->opt_goods)
          return ts_carcassonne_sheet_refuse_rule (
              problem, TS_CARCASSONNE_SHEET_AT_PLAYER, p, error, "CA-TBC-01",
              /* Translators: a refusal of a final-map sheet: a player's name and a good */
              _ ("%s holds %s tokens, and the goods are not in this game: choose them "
                 "in the options, or set them to 0."),
              sheet->players[p].name, ts_carcassonne_good_name (g));
        held[g] += sheet->players[p].goods[g];
      }
  for (guint g = 0; sheet->opt_goods && g < TS_CARCASSONNE_N_GOODS; g++)
    if (held[g] != on_map[g])
      return ts_carcassonne_sheet_refuse_rule (
          problem, TS_CARCASSONNE_SHEET_AT_PLAYER, 0, error, "CA-TGD-03",
          /* Translators: a refusal of a final-map sheet (CA-TGD-03): a good, how many tokens the
           * players hold, how many the completed cities on the map show */
          ngettext ("The players hold %u %s token together, and the completed cities "
                    "on the map show %u: whoever completes a city takes all its goods.",
                    "The players hold %u %s tokens together, and the completed cities "
                    "on the map show %u: whoever completes a city takes all its goods.",
                    held[g]),
          held[g], ts_carcassonne_good_name (g), on_map[g]);
  return TRUE;
}

static TsCarcassonneState *
checked (const TsCarcassonneSheet *sheet, TsCarcassonneSheetProblem *problem, GError **error)
{
  g_autofree TsCarcassonneState *s = ts_carcassonne_sheet_map (sheet, problem, error);

  if (s == NULL)
    return NULL;
  for (guint p = 0; p < sheet->n_players; p++)
    {
      g_autofree char *name = g_strstrip (g_strdup (sheet->players[p].name));
      gboolean ok;

      if (*name == '\0')
        ok = ts_carcassonne_sheet_refuse (problem, TS_CARCASSONNE_SHEET_AT_PLAYER, p, error,
                     /* Translators: a refusal of a final-map sheet: a player number from 1 */
                     _ ("Player %u has no name."), p + 1);
      else if (sheet->players[p].vp < 0 || sheet->players[p].vp > TS_CARCASSONNE_SHEET_MAX_VP)
        ok = ts_carcassonne_sheet_refuse (problem, TS_CARCASSONNE_SHEET_AT_PLAYER, p, error,
                     /* Translators: a refusal of a final-map sheet: a name, the VP typed */
                     _ ("%s's points on the score track must be from 0 to 999, not %d."),
                     sheet->players[p].name, sheet->players[p].vp);
      else
        ok = TRUE;
      for (guint g = 0; ok && g < TS_CARCASSONNE_N_GOODS; g++)
        if (sheet->players[p].goods[g] < 0 || sheet->players[p].goods[g] > 99)
          ok = ts_carcassonne_sheet_refuse (problem, TS_CARCASSONNE_SHEET_AT_PLAYER, p, error,
                       /* Translators: a refusal of a final-map sheet: a name, a good */
                       _ ("%s's %s tokens must be from 0 to 99."), sheet->players[p].name,
                       ts_carcassonne_good_name (g));
      if (!ok)
        return NULL;
    }
  if (!goods_match (sheet, s, problem, error)
      || !ts_carcassonne_sheet_goods_split (sheet, s, problem, error))
    return NULL;
  for (guint p = 0; p < sheet->n_players; p++)
    for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
      s->players[p].goods[g] = sheet->players[p].goods[g];
  return g_steal_pointer (&s);
}

gboolean
ts_carcassonne_sheet_check (const TsCarcassonneSheet *sheet, TsCarcassonneSheetProblem *problem,
                            GError **error)
{
  g_autofree TsCarcassonneState *s = checked (sheet, problem, error);

  return s != NULL;
}

TsCarcassonneState *
ts_carcassonne_sheet_final (const TsCarcassonneSheet *sheet, TsCarcassonneSheetProblem *problem,
                            GError **error)
{
  TsCarcassonneState *s = checked (sheet, problem, error);

  if (s == NULL)
    return NULL;
  /* The track first, one ledger line, so that each total is still the sum of its lines. */
  for (guint p = 0; p < s->n_players; p++)
    ts_carcassonne_gain (s, p, TS_LEDGER_VP, sheet->players[p].vp, TS_CARCASSONNE_CAUSE_TRACK, 0);
  ts_carcassonne_final_scoring (s);
  return s;
}

JsonNode *
ts_carcassonne_sheet_score (const TsCarcassonneSheet *sheet, GError **error)
{
  g_autofree TsCarcassonneState *s = ts_carcassonne_sheet_final (sheet, NULL, error);

  return s != NULL ? ts_carcassonne_sheet_explain (s) : NULL;
}

TsCarcassonneSheet *
ts_carcassonne_sheet_from_state (const TsCarcassonneState *s)
{
  TsCarcassonneSheet *sheet = g_new0 (TsCarcassonneSheet, 1);

  sheet->opt_tiles = s->opt_tiles;
  sheet->opt_goods = s->opt_goods;
  sheet->opt_builder = s->opt_builder;
  sheet->opt_pig = s->opt_pig;
  sheet->opt_small_half = s->opt_small_half;
  sheet->n_players = s->n_players;
  for (guint p = 0; p < s->n_players; p++)
    {
      TsCarcassonneSheetPlayer *sp = &sheet->players[p];

      g_strlcpy (sp->name, s->names[p], sizeof sp->name);
      sp->vp = s->players[p].vp;
      for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
        sp->goods[g] = s->players[p].goods[g];
    }
  /* The VP before the final scoring: the final lines taken back. */
  for (guint k = 0; k < s->n_ledger; k++)
    {
      const TsLedgerMark *m = &s->ledger[k];

      if (m->resource == TS_LEDGER_VP
          && (m->cause & TS_CARCASSONNE_CAUSE_FINAL || m->cause == TS_CARCASSONNE_CAUSE_FARM
              || m->cause == TS_CARCASSONNE_CAUSE_MAJORITY))
        sheet->players[m->player].vp -= m->delta;
    }
  sheet->n_tiles = s->n_tiles;
  for (guint t = 0; t < s->n_tiles; t++)
    sheet->tiles[t] = (TsCarcassonneSheetTile){ .kind = s->tiles[t].kind,
                                                .rotation = s->tiles[t].rotation,
                                                .x = s->tiles[t].x, .y = s->tiles[t].y };
  sheet->n_figures = MIN (s->n_figures, TS_CARCASSONNE_SHEET_MAX_FIGURES);
  for (guint f = 0; f < sheet->n_figures; f++)
    {
      const TsCarcassonneFigure *fig = &s->figures[f];
      const TsCarcassonnePlaced *t = &s->tiles[fig->seg / TS_CARCASSONNE_MAX_SEGMENTS];

      sheet->figures[f] = (TsCarcassonneSheetFigure){ .player = fig->player, .figure = fig->type,
                                                      .x = t->x, .y = t->y };
      g_strlcpy (sheet->figures[f].segment, ts_carcassonne_segment (s, fig->seg)->id,
                 sizeof sheet->figures[f].segment);
    }
  return sheet;
}
