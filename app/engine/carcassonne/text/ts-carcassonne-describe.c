/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne entries, the next step and what an entry did, in the table's words. */
#include "ts-carcassonne-text.h"
#include "ts-carcassonne-rules.h"

#include <string.h>

#include "ts-i18n.h"

static const char *
name_of (const TsCarcassonneState *s, int player)
{
  return player >= 0 && player < s->n_players ? s->names[player] : "?";
}

/* The builder's second tile is on offer: the table may draw it, or the player decline it. */
static gboolean
second_tile_offered (const TsCarcassonneState *s)
{
  return s->stage == TS_CARCASSONNE_STAGE_DRAW && s->second_tile;
}

static const TsCarcassonneKind *
last_kind (const TsCarcassonneState *s)
{
  return s->n_tiles > 0 ? &s->data->kinds[s->tiles[s->n_tiles - 1].kind] : NULL;
}

/* The segment a figure stands on (NULL for a tile not placed). */
static const TsCarcassonneSegment *
segment_of (const TsCarcassonneState *s, guint16 seg)
{
  guint tile = seg / TS_CARCASSONNE_MAX_SEGMENTS, index = seg % TS_CARCASSONNE_MAX_SEGMENTS;
  const TsCarcassonneKind *kind;

  if (tile >= s->n_tiles)
    return NULL;
  kind = &s->data->kinds[s->tiles[tile].kind];
  return index < kind->n_segments ? &kind->segments[index] : NULL;
}

/* Where a segment lies on its tile as it was placed, as the end of a sentence: the sides a
 * road or a city reaches (“to the north and west”), the compass point of a field's middle
 * (“to the south-east”), or “in the middle” for a field cities enclose. */
static char *
place_text (const TsCarcassonneSegment *seg, guint rotation)
{
  /* Translators: where on a tile a field lies, clockwise from the north */
  static const char *const points[]
      = { N_ ("north"), N_ ("north-east"), N_ ("east"), N_ ("south-east"),
          N_ ("south"), N_ ("south-west"), N_ ("west"), N_ ("north-west") };
  /* Half-edge midpoints, x eastwards and y southwards, the tile from −1 to 1. */
  static const double hx[8] = { -0.5, 0.5, 1, 1, 0.5, -0.5, -1, -1 };
  static const double hy[8] = { -1, -1, -0.5, 0.5, 1, 1, 0.5, -0.5 };
  GString *text;
  double x = 0, y = 0, ax, ay;
  guint n = 0, point;

  if (seg->kind == TS_CARCASSONNE_ROAD || seg->kind == TS_CARCASSONNE_CITY)
    {
      guint8 mask = ts_carcassonne_rotate_sides (seg->sides, rotation);

      guint total = __builtin_popcount (mask);

      /* Translators: the start of where a road or city lies (“to the north and west”) */
      text = g_string_new (_ ("to the "));
      for (guint side = 0; side < 4; side++)
        if (mask & (1u << side))
          {
            /* Translators: between the sides a road or city reaches, and before the last
             * (“to the north, east and west”) */
            if (n > 0)
              g_string_append (text, n + 1 == total ? _ (" and ") : C_ ("sides", ", "));
            g_string_append (text, ts_carcassonne_side_word (side));
            n++;
          }
      return g_string_free (text, FALSE);
    }
  for (guint h = 0; h < 8; h++)
    if (ts_carcassonne_rotate_halves (seg->halves, rotation) & (1u << h))
      {
        x += hx[h];
        y += hy[h];
        n++;
      }
  ax = x < 0 ? -x : x;
  ay = y < 0 ? -y : y;
  if (n == 0 || (ax < 0.2 * n && ay < 0.2 * n))
    /* Translators: a field in the middle of a tile, enclosed by cities */
    return g_strdup (_ ("in the middle"));
  /* The nearest of eight compass points: straight when one axis is over twice the other. */
  if (ay > 2 * ax)
    point = y < 0 ? 0 : 4;
  else if (ax > 2 * ay)
    point = x > 0 ? 2 : 6;
  else
    point = y < 0 ? (x > 0 ? 1 : 7) : (x > 0 ? 3 : 5);
  /* Translators: where a field lies on its tile (“to the south-east”) */
  return g_strdup_printf (_ ("to the %s"), _ (points[point]));
}

/* TRUE when the tile has another segment of the same kind (so the sentence says where). */
static gboolean
needs_place (const TsCarcassonneKind *kind, const TsCarcassonneSegment *seg)
{
  for (guint i = 0; i < kind->n_segments; i++)
    if (&kind->segments[i] != seg && kind->segments[i].kind == seg->kind)
      return TRUE;
  return FALSE;
}

/* What a figure is called where it stands: followers by the feature (thief, knight, monk,
 * farmer), then the builder and the pig. */
enum
{
  FIG_THIEF,
  FIG_KNIGHT,
  FIG_MONK,
  FIG_FARMER,
  FIG_BUILDER,
  FIG_PIG,
};

static guint
figure_word (guint type, const TsCarcassonneSegment *seg)
{
  if (type == TS_CARCASSONNE_BUILDER)
    return FIG_BUILDER;
  if (type == TS_CARCASSONNE_PIG)
    return FIG_PIG;
  return seg != NULL ? MIN (seg->kind, (guint)TS_CARCASSONNE_FIELD) : FIG_THIEF;
}

static const char *
figure_name (guint word)
{
  /* Translators: the figures as the table calls them (a follower is a thief on a road, a
   * knight in a city, a monk on a cloister, a farmer in a field) */
  static const char *const names[]
      = { N_ ("thief"), N_ ("knight"), N_ ("monk"), N_ ("farmer"), N_ ("builder"), N_ ("pig") };

  return _ (names[word]);
}

static char *
describe_figure (const TsCarcassonneState *s, const TsCarcassonneEntry *e, const char *who)
{
  const TsCarcassonneKind *kind = last_kind (s);
  int index = kind != NULL ? ts_carcassonne_kind_find_segment (kind, e->segment) : -1;
  const TsCarcassonneSegment *seg = index >= 0 ? &kind->segments[index] : NULL;
  /* Translators: %s is a player's name; a figure put on the tile just placed */
  static const char *const plain[] = {
    [FIG_THIEF] = N_ ("%s puts a thief on the road."),
    [FIG_KNIGHT] = N_ ("%s puts a knight in the city."),
    [FIG_MONK] = N_ ("%s puts a monk on the cloister."),
    [FIG_FARMER] = N_ ("%s puts a farmer in the field."),
    [FIG_BUILDER] = N_ ("%s's builder goes on the road."),
    [FIG_PIG] = N_ ("%s's pig goes into the field."),
  };
  /* Translators: a player's name, then where on the tile (“to the north and west”, “to the
   * south-east”, “in the middle”) */
  static const char *const placed[] = {
    [FIG_THIEF] = N_ ("%s puts a thief on the road %s."),
    [FIG_KNIGHT] = N_ ("%s puts a knight in the city %s."),
    [FIG_MONK] = N_ ("%s puts a monk on the cloister."),
    [FIG_FARMER] = N_ ("%s puts a farmer in the field %s."),
    [FIG_BUILDER] = N_ ("%s's builder goes on the road %s."),
    [FIG_PIG] = N_ ("%s's pig goes into the field %s."),
  };
  guint word = figure_word (e->figure, seg);
  const char *format;
  g_autofree char *where = NULL;

  if (seg == NULL)
    /* Translators: a player's name and a segment id from a record that names none here */
    return g_strdup_printf (_ ("%s puts a figure on “%s”, which the tile does not have."), who,
                            e->segment);
  if (word == FIG_BUILDER && seg->kind == TS_CARCASSONNE_CITY)
    /* Translators: a player's name (then where on the tile: “north, west”) */
    format = needs_place (kind, seg) ? N_ ("%s's builder goes in the city %s.")
                                     : N_ ("%s's builder goes in the city.");
  else
    format = needs_place (kind, seg) ? placed[word] : plain[word];
  if (needs_place (kind, seg))
    where = place_text (seg, s->tiles[s->n_tiles - 1].rotation);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
  return g_strdup_printf (_ (format), who, where);
#pragma GCC diagnostic pop
}

static const char *
turned_text (guint rotation)
{
  /* Translators: how a tile was turned before it was placed */
  static const char *const turns[] = { N_ ("not turned"), N_ ("turned 90° clockwise"),
                                       N_ ("turned 180°"), N_ ("turned 90° counterclockwise") };

  return _ (turns[rotation % 4]);
}

char *
ts_carcassonne_describe_entry (gconstpointer state, gconstpointer entry)
{
  const TsCarcassonneState *s = state;
  const TsCarcassonneEntry *e = entry;
  const char *who = name_of (s, e->type == TS_CARCASSONNE_ENTRY_DRAW ? s->turn : e->player);

  switch (e->type)
    {
      case TS_CARCASSONNE_ENTRY_STACK_EMPTY:
        return ts_carcassonne_stack_empty_text (s);
      case TS_CARCASSONNE_ENTRY_DRAW:
        {
          const TsCarcassonneKind *kind
              = e->kind < s->data->n_kinds ? &s->data->kinds[e->kind] : NULL;
          guint left = s->n_left > 0 ? s->n_left - 1 : 0;

          if (kind == NULL)
            return g_strdup ("?");
          if (second_tile_offered (s))
            /* Translators: player, tile code, tile description, tiles still to draw */
            return g_strdup_printf (ngettext ("%s draws a second tile with the builder, tile %s: "
                                              "%s; %u tile left.",
                                              "%s draws a second tile with the builder, tile %s: "
                                              "%s; %u tiles left.",
                                              left),
                                    who, kind->code, ts_carcassonne_kind_name (kind), left);
          /* Translators: player, tile code, tile description, tiles still to draw */
          return g_strdup_printf (ngettext ("%s draws tile %s: %s; %u tile left.",
                                            "%s draws tile %s: %s; %u tiles left.", left),
                                  who, kind->code, ts_carcassonne_kind_name (kind), left);
        }
      case TS_CARCASSONNE_ENTRY_PLACE:
        {
          g_autofree char *cell = ts_carcassonne_cell_text (e->x, e->y);
          const char *code = s->drawn < s->data->n_kinds ? s->data->kinds[s->drawn].code : "?";

          /* Translators: player, tile code, a cell (“(1, −2)”), how it was turned */
          return g_strdup_printf (_ ("%s places tile %s at %s, %s."), who, code, cell,
                                  turned_text (e->rotation));
        }
      case TS_CARCASSONNE_ENTRY_FIGURE:
        return describe_figure (s, e, who);
      case TS_CARCASSONNE_ENTRY_PASS:
      default:
        if (second_tile_offered (s))
          /* Translators: a player's name; they decline the builder's second tile */
          return g_strdup_printf (_ ("%s takes no second tile."), who);
        /* Translators: a player's name; no follower, builder or pig on the tile just placed */
        return g_strdup_printf (_ ("%s places no figure."), who);
    }
}

/* “Ana”, “Ana and Bruno”, “Ana, Bruno and Carla”: the players of @mask. */
static char *
players_text (const TsCarcassonneState *s, guint mask)
{
  GString *text = g_string_new (NULL);
  guint n = 0, total = __builtin_popcount (mask);

  for (guint i = 0; i < s->n_players; i++)
    if (mask & (1u << i))
      {
        /* Translators: between players in a list, and before the last of them (“Ana,
         * Bruno and Carla”) */
        if (n > 0)
          g_string_append (text, n + 1 == total ? _ (" and ") : C_ ("players", ", "));
        g_string_append (text, s->names[i]);
        n++;
      }
  return g_string_free (text, FALSE);
}

static guint
winners_points (const TsCarcassonneState *s, guint mask)
{
  for (guint i = 0; i < s->n_players; i++)
    if (mask & (1u << i))
      return s->players[i].vp;
  return 0;
}

char *
ts_carcassonne_describe_pending (gconstpointer state)
{
  const TsCarcassonneState *s = state;
  const char *who = name_of (s, s->turn);

  switch (s->stage)
    {
      case TS_CARCASSONNE_STAGE_DRAW:
        return ts_carcassonne_draw_due_text (s);
      case TS_CARCASSONNE_STAGE_PLACE:
        {
          const char *code = s->drawn < s->data->n_kinds ? s->data->kinds[s->drawn].code : "?";

          if (s->second_tile)
            /* Translators: a player's name and a tile code; the builder's second tile */
            return g_strdup_printf (_ ("%s places tile %s, the builder's second tile."), who, code);
          /* Translators: a player's name and the code of the tile they drew */
          return g_strdup_printf (_ ("%s places tile %s."), who, code);
        }
      case TS_CARCASSONNE_STAGE_FIGURE:
        /* Translators: a player's name; a follower, the builder or the pig, or nothing */
        return g_strdup_printf (_ ("%s may place a figure on the tile just placed."), who);
      case TS_CARCASSONNE_STAGE_OVER:
      default:
        {
          g_autofree char *winners = players_text (s, s->winners);
          guint vp = winners_points (s, s->winners);

          if (__builtin_popcount (s->winners) > 1)
            /* Translators: the players who share the victory, and their points */
            return g_strdup_printf (ngettext ("The game is over: %s share the victory with %u "
                                              "point.",
                                              "The game is over: %s share the victory with %u "
                                              "points.",
                                              vp),
                                    winners, vp);
          if (s->winners != 0)
            /* Translators: the winner and their points */
            return g_strdup_printf (ngettext ("The game is over: %s wins with %u point.",
                                              "The game is over: %s wins with %u points.", vp),
                                    winners, vp);
          return g_strdup (_ ("The game is over."));
        }
    }
}

/* The feature a scoring names, as the sentence's start (“Road of 4 tiles completed”). */
static char *
scoring_title (const TsCarcassonneScoring *sc)
{
  guint t = sc->tiles, p = sc->pennants;

  switch (sc->kind)
    {
      case TS_CARCASSONNE_ROAD:
        return g_strdup_printf (
            sc->final ? ngettext ("Incomplete road of %u tile", "Incomplete road of %u tiles", t)
                      : ngettext ("Road of %u tile completed", "Road of %u tiles completed", t),
            t);
      case TS_CARCASSONNE_CITY:
        if (p > 0)
          {
            /* Translators: a number of pennants, put into the city sentences below */
            g_autofree char *pennants
                = g_strdup_printf (ngettext ("%u pennant", "%u pennants", p), p);
            /* Translators: tiles, then “1 pennant”, “2 pennants” */
            return g_strdup_printf (sc->final ? ngettext ("Incomplete city of %u tile with %s",
                                                          "Incomplete city of %u tiles with %s", t)
                                              : ngettext ("City of %u tile with %s completed",
                                                          "City of %u tiles with %s completed", t),
                                    t, pennants);
          }
        return g_strdup_printf (
            sc->final ? ngettext ("Incomplete city of %u tile", "Incomplete city of %u tiles", t)
                      : ngettext ("City of %u tile completed", "City of %u tiles completed", t),
            t);
      case TS_CARCASSONNE_CLOISTER:
        if (!sc->final)
          return g_strdup (_ ("Cloister completed"));
        /* Translators: the tiles around an incomplete cloister */
        return g_strdup_printf (ngettext ("Incomplete cloister with %u neighbour",
                                          "Incomplete cloister with %u neighbours", t - 1),
                                t - 1);
      case TS_CARCASSONNE_FIELD:
      default:
        /* Translators: the completed cities a farm borders */
        return g_strdup_printf (
            ngettext ("Farm bordering %u completed city", "Farm bordering %u completed cities", t),
            t);
    }
}

/* The ledger names a feature's scoring by its kind: road, city, cloister, farm. */
G_STATIC_ASSERT ((int)TS_CARCASSONNE_CAUSE_FARM == (int)TS_CARCASSONNE_FIELD);

/* VP player @p gained in @after from the ledger marks of @cause and @detail. */
static int
gained (const TsCarcassonneState *after, guint first_mark, guint p, guint cause, guint detail)
{
  int vp = 0;

  for (guint k = first_mark; k < after->n_ledger; k++)
    {
      const TsLedgerMark *m = &after->ledger[k];

      /* The final scoring's marks carry a flag beside their cause. */
      if (m->player == p && m->resource == TS_LEDGER_VP
          && (m->cause & ~TS_CARCASSONNE_CAUSE_FINAL) == cause && m->detail == detail)
        vp += m->delta;
    }
  return vp;
}

static void
append_scoring (GString *text, const TsCarcassonneState *after, guint first_mark, guint index)
{
  const TsCarcassonneScoring *sc = &after->scorings[index];
  g_autofree char *title = scoring_title (sc);
  GString *who = g_string_new (NULL);

  for (guint i = 0; i < after->n_players; i++)
    if (sc->winners & (1u << i))
      {
        int vp = gained (after, first_mark, i, sc->kind, index);

        if (who->len > 0)
          g_string_append (who, C_ ("players", ", "));
        if (sc->pigs & (1u << i))
          /* Translators: a player and their points, 4 per city with their pig (CA-TPG-05) */
          g_string_append_printf (who, _ ("%s %+d with the pig"), after->names[i], vp);
        else
          /* Translators: a player and their points (“Ana +4”) */
          g_string_append_printf (who, C_ ("points", "%s %+d"), after->names[i], vp);
      }
  if (text->len > 0)
    g_string_append_c (text, ' ');
  if (who->len == 0)
    /* Translators: a feature (“Road of 4 tiles completed”) no follower held */
    g_string_append_printf (text, _ ("%s: nobody scores."), title);
  else
    /* Translators: a feature (“Road of 4 tiles completed”), then who scored (“Ana +4”) */
    g_string_append_printf (text, _ ("%s: %s."), title, who->str);
  g_string_free (who, TRUE);
}

/* Roads, cities and cloisters the entry completed that no follower held: the engine keeps
 * no scoring for them, yet they are completed now (a city then counts for the farms). */
static void
append_unheld (GString *text, const TsCarcassonneState *before, const TsCarcassonneState *after)
{
  guint old = before->n_tiles * TS_CARCASSONNE_MAX_SEGMENTS;

  for (guint r = 0; r < after->n_tiles * TS_CARCASSONNE_MAX_SEGMENTS; r++)
    {
      TsCarcassonneFeatureInfo info;
      TsCarcassonneScoring sc = { 0 };
      gboolean scored = FALSE;
      g_autofree char *title = NULL;

      if (!after->done[r] || (r < old && before->done[r]))
        continue;
      for (guint i = before->n_scorings; i < after->n_scorings && !scored; i++)
        scored = after->scorings[i].seg == r;
      if (scored)
        continue;
      ts_carcassonne_feature_info (after, r, &info);
      sc.kind = info.kind;
      sc.tiles = info.tiles;
      sc.pennants = info.pennants;
      title = scoring_title (&sc);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: a feature (“Road of 4 tiles completed”) no follower held */
      g_string_append_printf (text, _ ("%s: nobody scores."), title);
    }
}

/* Figures in @before (plus the one @e puts down) missing from @after: they went back. */
static void
append_returns (GString *text, const TsCarcassonneState *before, const TsCarcassonneEntry *e,
                const TsCarcassonneState *after)
{
  TsCarcassonneFigure was[TS_CARCASSONNE_MAX_FIGURES + 1];
  gboolean kept[TS_CARCASSONNE_MAX_FIGURES] = { FALSE };
  guint n = before->n_figures, n_back = 0;
  GString *list = g_string_new (NULL);

  memcpy (was, before->figures, n * sizeof *was);
  if (e->type == TS_CARCASSONNE_ENTRY_FIGURE && before->n_tiles > 0)
    {
      int index = ts_carcassonne_kind_find_segment (last_kind (before), e->segment);

      if (index >= 0)
        was[n++] = (TsCarcassonneFigure){
          .player = e->player,
          .type = e->figure,
          .seg = (before->n_tiles - 1) * TS_CARCASSONNE_MAX_SEGMENTS + index,
        };
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < after->n_figures && !found; j++)
        if (!kept[j] && after->figures[j].player == was[i].player
            && after->figures[j].type == was[i].type && after->figures[j].seg == was[i].seg)
          found = kept[j] = TRUE;
      if (found)
        continue;
      if (list->len > 0)
        g_string_append (list, C_ ("players", ", "));
      /* Translators: a player's name and one of their figures (“Ana's knight”) */
      g_string_append_printf (
          list, _ ("%s's %s"), name_of (after, was[i].player),
          figure_name (figure_word (was[i].type, segment_of (after, was[i].seg))));
      n_back++;
    }
  if (n_back > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: the figures that go back to their owners' supplies (“Ana's thief”) */
      g_string_append_printf (text, _ ("Back to supply: %s."), list->str);
    }
  g_string_free (list, TRUE);
}

static void
append_goods (GString *text, const TsCarcassonneState *before, const TsCarcassonneState *after)
{
  for (guint i = 0; i < after->n_players; i++)
    {
      GString *goods = g_string_new (NULL);

      for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
        {
          int d = after->players[i].goods[g] - before->players[i].goods[g];

          if (d <= 0)
            continue;
          if (goods->len > 0)
            g_string_append (goods, C_ ("goods", ", "));
          /* Translators: a number of goods tokens and the good (“2 wine”) */
          g_string_append_printf (goods, C_ ("goods", "%d %s"), d, ts_carcassonne_good_name (g));
        }
      if (goods->len > 0)
        {
          if (text->len > 0)
            g_string_append_c (text, ' ');
          /* Translators: a player's name and goods tokens (“1 wine, 2 grain”), CA-TGD-03 */
          g_string_append_printf (text, _ ("%s takes %s."), after->names[i], goods->str);
        }
      g_string_free (goods, TRUE);
    }
}

static void
append_majorities (GString *text, const TsCarcassonneState *after, guint first_mark)
{
  /* Translators: CA-TBE-01, 10 points for the most tokens of a good */
  static const char *const most[] = { N_ ("Most wine"), N_ ("Most grain"), N_ ("Most cloth") };

  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    {
      guint mask = 0;

      for (guint k = first_mark; k < after->n_ledger; k++)
        if ((after->ledger[k].cause & ~TS_CARCASSONNE_CAUSE_FINAL) == TS_CARCASSONNE_CAUSE_MAJORITY
            && after->ledger[k].detail == g)
          mask |= 1u << after->ledger[k].player;
      if (mask != 0)
        {
          g_autofree char *who = players_text (after, mask);

          if (text->len > 0)
            g_string_append_c (text, ' ');
          /* Translators: “Most wine”, then the players with the most tokens of it */
          g_string_append_printf (
              text, ngettext ("%s: %s +10.", "%s: %s +10 each.", __builtin_popcount (mask)),
              _ (most[g]), who);
        }
    }
}

static guint
set_aside_total (const TsCarcassonneState *s)
{
  guint n = 0;

  for (guint k = 0; k < s->data->n_kinds; k++)
    n += s->set_aside[k];
  return n;
}

char *
ts_carcassonne_describe_outcome (gconstpointer before_state, gconstpointer entry,
                                 gconstpointer after_state)
{
  const TsCarcassonneState *before = before_state, *after = after_state;
  const TsCarcassonneEntry *e = entry;
  GString *text = g_string_new (NULL);

  if (e->type == TS_CARCASSONNE_ENTRY_STACK_EMPTY)
    /* Translators: the start of what the stack found empty did (CA-BTR-02) */
    g_string_append (text, _ ("The stack is empty."));
  /* CA-BTL-04: every tile that fits nowhere, one by one as the table drew them. */
  for (guint k = 0; k < after->data->n_kinds; k++)
    for (guint n = before->set_aside[k]; n < after->set_aside[k]; n++)
      {
        if (text->len > 0)
          g_string_append_c (text, ' ');
        /* Translators: a tile code; CA-BTL-04 */
        g_string_append_printf (text, _ ("Tile %s fits nowhere: it is set aside."),
                                after->data->kinds[k].code);
      }
  g_assert (set_aside_total (after) >= set_aside_total (before));
  for (guint i = before->n_scorings; i < after->n_scorings; i++)
    append_scoring (text, after, before->n_ledger, i);
  append_unheld (text, before, after);
  append_returns (text, before, e, after);
  append_goods (text, before, after);
  if (after->stage == TS_CARCASSONNE_STAGE_OVER && before->stage != TS_CARCASSONNE_STAGE_OVER)
    {
      g_autofree char *end = ts_carcassonne_describe_pending (after);

      append_majorities (text, after, before->n_ledger);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, end);
    }
  else if (second_tile_offered (after) && !second_tile_offered (before))
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: a player's name; CA-TBU-05 */
      g_string_append_printf (text, _ ("%s's builder gives a second tile."),
                              name_of (after, after->turn));
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}
