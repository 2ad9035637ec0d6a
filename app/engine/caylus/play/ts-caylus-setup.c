/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 setup as the table enters it: the 13 tiles dealt, the first player, the
 * characters revealed and drafted (CY-SET-01..12, the lead's decisions 2 and 3). */
#include "ts-caylus-play-private.h"

#include "ts-i18n.h"

static const char *
cy_class_words (TsCaylusClass klass)
{
  switch (klass)
    {
      case TS_CAYLUS_CLASS_START:
        return _ ("a starting building");
      case TS_CAYLUS_CLASS_WOOD:
        return _ ("a wood building");
      case TS_CAYLUS_CLASS_STONE:
        return _ ("a stone building");
      case TS_CAYLUS_CLASS_MONUMENT:
        return _ ("a monument");
      default:
        return _ ("a building printed on the board");
    }
}

/* The clause of the setup places that take @klass: starting, wood or stone buildings. */
static const char *
cy_deal_clause (TsCaylusClass klass)
{
  if (klass == TS_CAYLUS_CLASS_WOOD)
    return "CY-SET-02";
  if (klass == TS_CAYLUS_CLASS_STONE)
    return "CY-SET-04";
  return "CY-SET-01";
}

static gboolean
cy_deal (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  guint space;
  TsCaylusClass klass = ts_caylus_deal_slot (s, &space);
  const TsCaylusTile *tile;

  if (e->tile >= s->data->n_tiles)
    return CY_REFUSE_RULE (error, "CY-CMP-03", _ ("That tile is not in the box."));
  tile = &s->data->tiles[e->tile];
  if (tile->klass != klass)
    /* Translators: a tile's name, its kind ("a wood building"), the kind the place takes */
    return CY_REFUSE_RULE (error, cy_deal_clause (klass), _ ("The %s is %s: this place takes %s."),
                           ts_caylus_tile_name (tile), cy_class_words (tile->klass),
                           cy_class_words (klass));
  if (s->left[e->tile] == 0)
    return CY_REFUSE_RULE (error, cy_deal_clause (klass),
                           _ ("No %s is left to deal: it is already on the board."),
                           ts_caylus_tile_name (tile));
  if (space > 0 && tile->never_on_road)
    return CY_REFUSE_RULE (error, cy_deal_clause (klass),
                           _ ("The %s never starts on the Road: deal another %s "
                              "tile there."),
                           ts_caylus_tile_name (tile),
                           klass == TS_CAYLUS_CLASS_WOOD ? _ ("wood") : _ ("stone"));
  s->left[e->tile]--;
  if (space == 0)
    s->worksite_tiles[klass == TS_CAYLUS_CLASS_START  ? 0
                      : klass == TS_CAYLUS_CLASS_WOOD ? 1
                                                      : 2]
        = e->tile;
  else
    {
      TsCaylusSpot *spot = &s->spots[CY_ROAD_SPOT (space)];

      spot->tile = e->tile;
      spot->state = TS_CAYLUS_SPOT_BUILDING;
      spot->side = TS_CAYLUS_SIDE_SETUP;
    }
  if (++s->deals == TS_CAYLUS_SETUP_DEALS)
    {
      /* CY-SET-06: the Provost just before the wood building on the Road. */
      s->provost = s->data->wood_space - 1;
      s->stage = TS_CAYLUS_STAGE_FIRST;
    }
  return TRUE;
}

static gboolean
cy_first_player (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  if (e->player < 0 || e->player >= s->n_players)
    return CY_REFUSE_RULE (error, "CY-SET-10", _ ("That player is not in this game."));
  s->first = s->next_first = e->player;
  s->stage = TS_CAYLUS_STAGE_REVEAL;
  return TRUE;
}

static gboolean
cy_reveal (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  if (e->character >= TS_CAYLUS_N_CHARACTERS)
    return CY_REFUSE_RULE (error, "CY-CMP-02", _ ("That character is not in the box."));
  if (s->revealed & (1u << e->character))
    return CY_REFUSE_RULE (error, "CY-SET-11", _ ("The %s is already revealed."),
                           ts_caylus_character_name (s->data, e->character));
  s->revealed |= 1u << e->character;
  /* CY-SET-11/12: players + 3 revealed, then the draft from the last player in turn order. */
  if (++s->n_revealed == s->n_players + 3)
    {
      s->stage = TS_CAYLUS_STAGE_DRAFT;
      s->actor = (s->first + s->n_players - 1) % s->n_players;
    }
  return TRUE;
}

static gboolean
cy_draft (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  if (e->character >= TS_CAYLUS_N_CHARACTERS || !(s->revealed & (1u << e->character)))
    return CY_REFUSE_RULE (error, "CY-SET-12",
                           _ ("%s picks one of the characters revealed: the %s is not "
                              "among them."),
                           CY_NAME (s, e->player),
                           e->character < TS_CAYLUS_N_CHARACTERS
                               ? ts_caylus_character_name (s->data, e->character)
                               : "?");
  s->players[e->player].characters |= 1u << e->character;
  s->revealed &= ~(1u << e->character);
  /* Counter-clockwise, the first player last; the 3 left go to the board. */
  if (e->player == s->first)
    {
      s->board_characters = s->revealed;
      s->revealed = 0;
      ts_caylus_start_round (s);
    }
  else
    s->actor = (e->player + s->n_players - 1) % s->n_players;
  return TRUE;
}

gboolean
ts_caylus_apply_setup (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  static const guint8 stage_of[] = {
    [TS_CAYLUS_ENTRY_DEAL] = TS_CAYLUS_STAGE_DEAL,
    [TS_CAYLUS_ENTRY_FIRST_PLAYER] = TS_CAYLUS_STAGE_FIRST,
    [TS_CAYLUS_ENTRY_REVEAL] = TS_CAYLUS_STAGE_REVEAL,
    [TS_CAYLUS_ENTRY_DRAFT] = TS_CAYLUS_STAGE_DRAFT,
  };

  if (s->stage != stage_of[e->type])
    {
      if (s->stage < stage_of[e->type])
        return CY_REFUSE (error, _ ("The setup goes in order: tiles, first player, characters; "
                                    "this comes later."));
      return CY_REFUSE (error, _ ("That part of the setup is done."));
    }
  switch (e->type)
    {
      case TS_CAYLUS_ENTRY_DEAL:
        return cy_deal (s, e, error);
      case TS_CAYLUS_ENTRY_FIRST_PLAYER:
        return cy_first_player (s, e, error);
      case TS_CAYLUS_ENTRY_REVEAL:
        return cy_reveal (s, e, error);
      default:
        return cy_draft (s, e, error);
    }
}
