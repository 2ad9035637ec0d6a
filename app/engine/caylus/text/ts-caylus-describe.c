/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 entries and the next step in the table's words: building names, road space
 * numbers as printed on the board, player names; never an internal index. */
#include "ts-caylus-rules.h"
#include "ts-caylus-text.h"

#include "ts-entry-json.h"
#include "ts-i18n.h"

/* Sentences by stage (TsCaylusStage), up to the end. */
#define N_STAGES (TS_CAYLUS_STAGE_OVER + 1)

static const char *
name_of (const TsCaylusState *s, int player)
{
  return player >= 0 && player < s->n_players ? s->names[player] : "?";
}

static guint
road_space (guint spot)
{
  return spot - (TS_CAYLUS_N_PRINTED - 1);
}

static const char *
character_of (const TsCaylusState *s, guint character)
{
  return character < TS_CAYLUS_N_CHARACTERS ? ts_caylus_character_name (s->data, character) : "?";
}

static const char *
tile_of (const TsCaylusState *s, guint tile)
{
  return tile < s->data->n_tiles ? ts_caylus_tile_name (&s->data->tiles[tile]) : "?";
}

static gboolean
holds (const TsCaylusState *s, int player, TsCaylusCharacterId character)
{
  return player >= 0 && player < s->n_players && (guint)character < TS_CAYLUS_N_CHARACTERS
         && (s->players[player].characters & (1u << character));
}

/* The first empty Road space, where a building goes (CY-CON-01); 0 when none. */
static guint
first_empty_space (const TsCaylusState *s)
{
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
    if (s->spots[spot].state == TS_CAYLUS_SPOT_EMPTY)
      return road_space (spot);
  return 0;
}

/* The Worksite space the next worker takes (CY-PLN-07), from 1. */
static guint
first_free_worksite (const TsCaylusState *s)
{
  for (guint k = 0; k < s->data->worksite_spaces && k < G_N_ELEMENTS (s->worksite); k++)
    if (s->worksite[k] < 0)
      return k + 1;
  return 0;
}

/* Where the Provost stands, as the end of a sentence. */
static char *
provost_text (const TsCaylusState *s)
{
  if (s->provost == 0)
    /* Translators: where the Provost stands (CY-PRV-03) */
    return g_strdup (_ ("it stands at the Guild Bridge"));
  if (s->provost >= s->data->road_spaces)
    /* Translators: where the Provost stands (CY-PRV-04) */
    return g_strdup (_ ("it stands at the end of the Road"));
  /* Translators: where the Provost stands, a Road space number as printed on the board */
  return g_strdup_printf (_ ("it stands after road space %u"), s->provost);
}

/* "2 cloth, 1 worker to the Camp": what an option costs as the entry pays it. */
static char *
paid_text (const TsCaylusOption *option, const TsCaylusEntry *e)
{
  g_autofree char *resources = ts_caylus_resources_text (e->has_pay ? e->pay : option->pay);
  GString *text = g_string_new (resources);

  if (option->workers_out > 0)
    {
      if (text->len > 0)
        g_string_append (text, C_ ("caylus list", ", "));
      /* Translators: part of what a building costs (CY-STB-05, CY-STN-07) */
      g_string_append_printf (
          text, ngettext ("%u worker to the Camp", "%u workers to the Camp", option->workers_out),
          option->workers_out);
    }
  return g_string_free (text, FALSE);
}

/* "1 food, 6 PP, 1 Benefit": what an option gives; @camp caps the workers it brings back. */
static char *
gained_text (const TsCaylusOption *option, const TsCaylusEntry *e, guint camp)
{
  guint8 amounts[TS_CAYLUS_N_RESOURCES];
  g_autofree char *resources = NULL;
  GString *text;
  guint workers = MIN (option->workers_in, camp);

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    amounts[r] = option->gain[r];
  if (option->take_choice > 0 && e->take < TS_CAYLUS_N_RESOURCES)
    amounts[e->take] += option->take_choice;
  resources = ts_caylus_resources_text (amounts);
  text = g_string_new (resources);
  if (option->pp > 0)
    {
      if (text->len > 0)
        g_string_append (text, C_ ("caylus list", ", "));
      /* Translators: prestige points gained */
      g_string_append_printf (text, _ ("%u PP"), option->pp);
    }
  if (option->workers_in > 0)
    {
      if (text->len > 0)
        g_string_append (text, C_ ("caylus list", ", "));
      /* Translators: workers back from the Camp (CY-STB-06, CY-WDB-05) */
      g_string_append_printf (
          text, ngettext ("%u worker back from the Camp", "%u workers back from the Camp", workers),
          workers);
    }
  if (option->benefits > 0)
    {
      if (text->len > 0)
        g_string_append (text, C_ ("caylus list", ", "));
      /* Translators: Benefits gained (CY-BEN) */
      g_string_append_printf (text, ngettext ("%u Benefit", "%u Benefits", option->benefits),
                              option->benefits);
    }
  return g_string_free (text, FALSE);
}

/* A building's effect used: @building names it ("the Tailor (road space 6)", "the Farm in
 * the Worksite"). */
static char *
use_text (const TsCaylusState *s, const char *who, const char *building,
          const TsCaylusOption *option, const TsCaylusEntry *e)
{
  g_autofree char *paid = paid_text (option, e);

  switch (option->kind)
    {
      case TS_CAYLUS_EFFECT_BUILD_WOOD:
      case TS_CAYLUS_EFFECT_BUILD_STONE:
        {
          const TsCaylusTile *tile = e->tile < s->data->n_tiles ? &s->data->tiles[e->tile] : NULL;
          guint pp = (tile != NULL ? tile->pp : 0) + (holds (s, e->player, TS_CAYLUS_ARCHITECT));
          g_autofree char *cost
              = ts_caylus_resources_text (e->has_pay || tile == NULL ? e->pay : tile->cost);

          /* Translators: a player, the building they build, the Road space it goes on, what
           * they pay (“1 stone, 1 cloth”) and the PP it gives (CY-PRT-03, CY-WDB-08) */
          return g_strdup_printf (_ ("%s builds the %s on road space %u for %s: %u PP."), who,
                                  tile_of (s, e->tile), first_empty_space (s), cost, pp);
        }
      case TS_CAYLUS_EFFECT_LAWYER:
        {
          g_autofree char *target
              = e->at < s->n_spots ? ts_caylus_spot_text (s, e->at) : g_strdup ("?");

          /* Translators: a player, the Lawyer (or the building used as it), what they pay
           * (“1 cloth”) and the starting building that gets their house (CY-PRT-02) */
          return g_strdup_printf (_ ("%s uses %s: %s for a house on %s."), who, building, paid,
                                  target);
        }
      case TS_CAYLUS_EFFECT_PROVOST:
        if (e->steps == 0)
          /* Translators: a player and the Toll; they do not move the Provost (CY-PRT-05) */
          return g_strdup_printf (_ ("%s uses %s and leaves the Provost where it is."), who,
                                  building);
        return g_strdup_printf (
            e->steps > 0
                /* Translators: a player, the Toll and how far the Provost goes (CY-PRT-05) */
                ? ngettext ("%s uses %s: the Provost %d space forward.",
                            "%s uses %s: the Provost %d spaces forward.", ABS (e->steps))
                : ngettext ("%s uses %s: the Provost %d space back.",
                            "%s uses %s: the Provost %d spaces back.", ABS (e->steps)),
            who, building, ABS (e->steps));
      case TS_CAYLUS_EFFECT_PLAIN:
      default:
        {
          guint camp = e->player >= 0 && e->player < s->n_players ? s->players[e->player].camp : 0;
          g_autofree char *gained = gained_text (option, e, camp);

          if (*paid == '\0')
            /* Translators: a player, a building (“the Farm (road space 2)”) and what it gives
             * (“1 food”) */
            return g_strdup_printf (_ ("%s uses %s: %s."), who, building, gained);
          /* Translators: a player, a building, what they pay and what they get (“2 cloth for
           * 6 PP”) */
          return g_strdup_printf (_ ("%s uses %s: %s for %s."), who, building, paid, gained);
        }
    }
}

static const TsCaylusOption *
option_of (const TsCaylusTile *tile, guint side, guint option)
{
  if (tile == NULL || side >= TS_CAYLUS_N_SIDES || option >= tile->sides[side].n_options)
    return NULL;
  return &tile->sides[side].options[option];
}

static char *
describe_use (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  gboolean on_board = s->cursor < s->n_spots;
  const TsCaylusTile *tile = on_board ? ts_caylus_spot_tile (s, s->cursor) : NULL;
  const TsCaylusOption *option
      = option_of (tile, on_board ? s->spots[s->cursor].side : TS_CAYLUS_N_SIDES, e->option);
  g_autofree char *building = NULL;

  if (option == NULL)
    /* Translators: a player; a record names an option the building does not have */
    return g_strdup_printf (_ ("%s uses a building's effect it does not have."), who);
  building = ts_caylus_spot_text (s, s->cursor);
  return use_text (s, who, building, option, e);
}

static char *
describe_benefit (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  const TsCaylusTile *tile;
  const TsCaylusOption *option;
  g_autofree char *building = NULL;
  g_autofree char *used = NULL;

  if (e->worksite == 0)
    {
      int holder = -1;

      for (guint i = 0; i < s->n_players; i++)
        if (holds (s, i, e->character))
          holder = i;
      /* Translators: a player, a character and the player who held it (CY-BEN-01 a) */
      return g_strdup_printf (_ ("%s takes the %s from %s."), who, character_of (s, e->character),
                              name_of (s, holder));
    }
  tile = e->worksite <= TS_CAYLUS_WORKSITE_TILES
                 && s->worksite_tiles[e->worksite - 1] < s->data->n_tiles
             ? &s->data->tiles[s->worksite_tiles[e->worksite - 1]]
             : NULL;
  option = option_of (tile, TS_CAYLUS_SIDE_SETUP, e->option);
  if (option == NULL)
    /* Translators: a player; a record names a Worksite building or option there is not */
    return g_strdup_printf (_ ("%s takes a Benefit from a Worksite building there is not."), who);
  /* Translators: a setup building used through a Benefit (CY-BEN-01 b) */
  building = g_strdup_printf (_ ("the %s in the Worksite"), ts_caylus_tile_name (tile));
  used = use_text (s, who, building, option, e);
  /* Translators: a Benefit used, then what it did (“Ana uses the Farm in the Worksite: …”) */
  return g_strdup_printf (_ ("Benefit: %s"), used);
}

/* "Ana skips …": what is declined depends on what was offered. */
static char *
describe_skip (const TsCaylusState *s, const TsCaylusEntry *e G_GNUC_UNUSED, const char *who)
{
  /* Translators: a player (%s) declines what is offered now */
  static const char *const declined[N_STAGES] = {
    /* CY-CHR-01 */
    [TS_CAYLUS_STAGE_EARLY_RISER] = N_ ("%s skips the Early Riser's worker."),
    /* CY-PRV-01, CY-CHR-06 */
    [TS_CAYLUS_STAGE_BRIDGE] = N_ ("%s skips moving the Provost."),
    [TS_CAYLUS_STAGE_BAILIFF] = N_ ("%s skips the Bailiff's move."),
    /* CY-BEN-01, 05 */
    [TS_CAYLUS_STAGE_BENEFIT] = N_ ("%s skips the Benefit."),
    [TS_CAYLUS_STAGE_CHARACTER] = N_ ("%s skips the character from the board."),
  };
  g_autofree char *building = NULL;

  if (s->stage == TS_CAYLUS_STAGE_ACTIVATE)
    {
      building = ts_caylus_spot_text (s, s->cursor);
      /* Translators: a player does not use the building being activated */
      return g_strdup_printf (_ ("%s skips using %s."), who, building);
    }
  if (s->stage == TS_CAYLUS_STAGE_MONUMENT)
    /* Translators: a player and the Road space of their residence (CY-MNM-01) */
    return g_strdup_printf (_ ("%s skips building a monument on road space %u."), who,
                            road_space (s->cursor));
  if (s->stage == TS_CAYLUS_STAGE_DELIVERY)
    /* Translators: a player delivers no batch (CY-DLV-02) */
    return g_strdup_printf (_ ("%s skips the delivery."), who);
  if (s->stage >= N_STAGES || declined[s->stage] == NULL)
    /* Translators: a player declines, when nothing was offered */
    return g_strdup_printf (_ ("%s skips."), who);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return g_strdup_printf (_ (declined[s->stage]), who);
#pragma GCC diagnostic pop
}

static char *
describe_place (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  /* One more for the Camp: always with the Early Riser (CY-CHR-01), after a pass unless the
   * Night Worker spares it (CY-PLN-12, CY-CHR-02). */
  gboolean extra = s->stage == TS_CAYLUS_STAGE_EARLY_RISER
                   || (s->first_passer && !holds (s, e->player, TS_CAYLUS_NIGHT_WORKER));
  g_autofree char *place = NULL;

  if (e->at == TS_CAYLUS_AT_WORKSITE)
    /* Translators: a player and the Worksite space their worker takes (CY-PLN-07) */
    place = g_strdup_printf (_ ("%s puts a worker in the Worksite, space %u"), who,
                             first_free_worksite (s));
  else if (e->at < s->n_spots && s->spots[e->at].workers[0] >= 0)
    {
      g_autofree char *building = ts_caylus_spot_text (s, e->at);

      /* Translators: a player, a building and the player whose worker is already there
       * (CY-CHR-03, the Craftsman) */
      place = g_strdup_printf (_ ("%s puts a worker on %s beside %s's, with the Craftsman"), who,
                               building, name_of (s, s->spots[e->at].workers[0]));
    }
  else
    {
      g_autofree char *building
          = e->at < s->n_spots ? ts_caylus_spot_text (s, e->at) : g_strdup ("?");

      /* Translators: a player and a building (“the Tailor (road space 6)”) */
      place = g_strdup_printf (_ ("%s puts a worker on %s"), who, building);
    }
  if (extra)
    /* Translators: a worker placed (“Ana puts a worker on the Fair”) and one more paid to
     * the Camp (CY-PLN-12, CY-CHR-01) */
    return g_strdup_printf (_ ("%s, and one more in the Camp."), place);
  return g_strdup_printf ("%s.", place);
}

static char *
describe_provost (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  guint n = ABS (e->steps);

  if (s->stage == TS_CAYLUS_STAGE_BAILIFF)
    return g_strdup_printf (
        e->steps > 0
            /* Translators: a player moves the Provost for free (CY-CHR-06) */
            ? ngettext ("%s moves the Provost %u space forward with the Bailiff.",
                        "%s moves the Provost %u spaces forward with the Bailiff.", n)
            : ngettext ("%s moves the Provost %u space back with the Bailiff.",
                        "%s moves the Provost %u spaces back with the Bailiff.", n),
        who, n);
  return g_strdup_printf (
      e->steps > 0
          /* Translators: a player, spaces and as many workers paid (CY-PRV-01) */
          ? ngettext ("%s moves the Provost %u space forward for %u worker.",
                      "%s moves the Provost %u spaces forward for %u workers.", n)
          : ngettext ("%s moves the Provost %u space back for %u worker.",
                      "%s moves the Provost %u spaces back for %u workers.", n),
      who, n, n);
}

static char *
describe_deal (const TsCaylusState *s, const TsCaylusEntry *e, const char *who G_GNUC_UNUSED)
{
  /* Translators: the kind of a building tile dealt at setup */
  static const char *const kinds[]
      = { N_ ("printed"), N_ ("starting"), N_ ("wood"), N_ ("stone"), N_ ("monument") };
  guint space = 0;
  TsCaylusClass klass = ts_caylus_deal_slot (s, &space);
  const char *kind = klass < G_N_ELEMENTS (kinds) ? _ (kinds[klass]) : "?";

  if (space == 0)
    /* Translators: the setup building dealt into the Worksite, and its kind (“starting”)
     * (CY-SET-01, 02, 04) */
    return g_strdup_printf (_ ("Worksite: the %s (%s) is dealt."), tile_of (s, e->tile), kind);
  /* Translators: a Road space number, the building dealt there and its kind */
  return g_strdup_printf (_ ("Road space %u: the %s (%s) is dealt."), space, tile_of (s, e->tile),
                          kind);
}

static char *
describe_first (const TsCaylusState *s G_GNUC_UNUSED, const TsCaylusEntry *e G_GNUC_UNUSED,
                const char *who)
{
  /* Translators: a player's name (CY-SET-10) */
  return g_strdup_printf (_ ("%s is the first player."), who);
}

static char *
describe_reveal (const TsCaylusState *s, const TsCaylusEntry *e, const char *who G_GNUC_UNUSED)
{
  /* Translators: a character's name (CY-SET-11) */
  return g_strdup_printf (_ ("The %s is revealed."), character_of (s, e->character));
}

static char *
describe_draft (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  /* Translators: a player and a character (CY-SET-12) */
  return g_strdup_printf (_ ("%s takes the %s."), who, character_of (s, e->character));
}

static char *
describe_pass (const TsCaylusState *s, const TsCaylusEntry *e G_GNUC_UNUSED, const char *who)
{
  if (s->first_passer)
    /* Translators: a player passes (CY-PLN-09) */
    return g_strdup_printf (_ ("%s passes."), who);
  /* Translators: the first to pass takes the token (CY-PLN-11) */
  return g_strdup_printf (_ ("%s passes and takes the first-player token."), who);
}

static char *
describe_character (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  /* Translators: a player and a character taken after a Benefit (CY-BEN-05) */
  return g_strdup_printf (_ ("%s takes the %s from the board."), who,
                          character_of (s, e->character));
}

static char *
describe_deliver (const TsCaylusState *s G_GNUC_UNUSED, const TsCaylusEntry *e, const char *who)
{
  return ts_caylus_deliver_text (e, who);
}

static char *
describe_monument (const TsCaylusState *s, const TsCaylusEntry *e, const char *who)
{
  const TsCaylusTile *tile = e->tile < s->data->n_tiles ? &s->data->tiles[e->tile] : NULL;
  g_autofree char *paid
      = ts_caylus_resources_text (e->has_pay || tile == NULL ? e->pay : tile->cost);
  guint pp = (tile != NULL ? tile->pp : 0) + holds (s, e->player, TS_CAYLUS_ARCHITECT);

  /* Translators: a player, a monument, the Road space of their residence, what they pay and
   * the PP it gives (CY-MNM-02) */
  return g_strdup_printf (_ ("%s builds the %s on the residence on road space %u for %s: %u PP."),
                          who, tile_of (s, e->tile), e->at < s->n_spots ? road_space (e->at) : 0,
                          paid, pp);
}

typedef char *(*Describer) (const TsCaylusState *s, const TsCaylusEntry *e, const char *who);

char *
ts_caylus_describe_entry (gconstpointer state, gconstpointer entry)
{
  static const Describer describers[] = {
    [TS_CAYLUS_ENTRY_DEAL] = describe_deal,       [TS_CAYLUS_ENTRY_FIRST_PLAYER] = describe_first,
    [TS_CAYLUS_ENTRY_REVEAL] = describe_reveal,   [TS_CAYLUS_ENTRY_DRAFT] = describe_draft,
    [TS_CAYLUS_ENTRY_PLACE] = describe_place,     [TS_CAYLUS_ENTRY_PASS] = describe_pass,
    [TS_CAYLUS_ENTRY_PROVOST] = describe_provost, [TS_CAYLUS_ENTRY_USE] = describe_use,
    [TS_CAYLUS_ENTRY_BENEFIT] = describe_benefit, [TS_CAYLUS_ENTRY_CHARACTER] = describe_character,
    [TS_CAYLUS_ENTRY_DELIVER] = describe_deliver, [TS_CAYLUS_ENTRY_MONUMENT] = describe_monument,
    [TS_CAYLUS_ENTRY_SKIP] = describe_skip,
  };
  const TsCaylusState *s = state;
  const TsCaylusEntry *e = entry;

  G_STATIC_ASSERT (G_N_ELEMENTS (describers) == TS_CAYLUS_N_ENTRY_TYPES);
  if (e->type >= TS_CAYLUS_N_ENTRY_TYPES)
    return g_strdup ("?");
  return describers[e->type](s, e, name_of (s, e->player));
}

/* The end: who won, or who share the victory, with their PP (CY-END-03, CY-TIE-01). */
static char *
describe_over (const TsCaylusState *s)
{
  g_autofree char *who = NULL;
  g_autofree char *points = NULL;
  int pp;

  if (s->winners == 0)
    return g_strdup (_ ("The game is over."));
  who = ts_entry_json_names_text (s->names, s->n_players, s->winners);
  pp = s->players[__builtin_ctz (s->winners)].pp;
  /* Translators: prestige points, in “The game is over: Ana wins with 52 PP.” */
  points = g_strdup_printf (ngettext ("%d PP", "%d PP", pp), pp);
  if (__builtin_popcount (s->winners) > 1)
    /* Translators: the players sharing the victory and their PP (“52 PP”), CY-TIE-01 */
    return g_strdup_printf (_ ("The game is over: %s share the victory with %s."), who, points);
  /* Translators: the winner and their PP (“52 PP”), CY-END-03 */
  return g_strdup_printf (_ ("The game is over: %s wins with %s."), who, points);
}

static guint
tiles_left (const TsCaylusState *s, TsCaylusClass klass)
{
  guint n = 0;

  for (guint t = 0; t < s->data->n_tiles; t++)
    if (s->data->tiles[t].klass == klass)
      n += s->left[t];
  return n;
}

static char *
describe_deal_pending (const TsCaylusState *s)
{
  guint space = 0;
  TsCaylusClass klass = ts_caylus_deal_slot (s, &space);
  guint left = tiles_left (s, klass);
  /* Translators: the building tile the table deals next: “starting”, “wood”, “stone” */
  const char *kind = klass == TS_CAYLUS_CLASS_START  ? C_ ("caylus deal", "starting")
                     : klass == TS_CAYLUS_CLASS_WOOD ? C_ ("caylus deal", "wood")
                                                     : C_ ("caylus deal", "stone");

  if (space == 0)
    /* Translators: the kind of building to deal, and how many of that kind are left */
    return g_strdup_printf (ngettext ("Deal the %s building for the Worksite (%u left).",
                                      "Deal the %s building for the Worksite (%u left).", left),
                            kind, left);
  /* Translators: the kind of building, the Road space it goes on, how many are left */
  return g_strdup_printf (ngettext ("Deal the %s building for road space %u (%u left).",
                                    "Deal the %s building for road space %u (%u left).", left),
                          kind, space, left);
}

/* What the player to decide (@who) does next, at the stages that say more than their name. */
static char *
describe_decision (const TsCaylusState *s, const char *who)
{
  switch (s->stage)
    {
      case TS_CAYLUS_STAGE_DRAFT:
        {
          guint n = __builtin_popcount (s->revealed);

          /* Translators: a player and how many characters are still to pick from (CY-SET-12) */
          return g_strdup_printf (
              ngettext ("%s picks a character (%u left).", "%s picks a character (%u left).", n),
              who, n);
        }
      case TS_CAYLUS_STAGE_EARLY_RISER:
        {
          guint n = s->actor >= 0 ? s->players[s->actor].supply : 0;

          /* Translators: a player and their workers in supply (CY-CHR-01) */
          return g_strdup_printf (ngettext ("%s may place a worker with the Early Riser (%u in "
                                            "supply).",
                                            "%s may place a worker with the Early Riser (%u in "
                                            "supply).",
                                            n),
                                  who, n);
        }
      case TS_CAYLUS_STAGE_PLANNING:
        {
          guint n = s->actor >= 0 ? s->players[s->actor].supply : 0;

          /* Translators: a player and their workers in supply (CY-PLN-01) */
          return g_strdup_printf (ngettext ("%s places a worker or passes (%u in supply).",
                                            "%s places a worker or passes (%u in supply).", n),
                                  who, n);
        }
      case TS_CAYLUS_STAGE_BRIDGE:
      case TS_CAYLUS_STAGE_BAILIFF:
        {
          g_autofree char *where = provost_text (s);

          if (s->stage == TS_CAYLUS_STAGE_BAILIFF)
            /* Translators: a player and where the Provost stands (CY-CHR-06) */
            return g_strdup_printf (_ ("%s may move the Provost one space with the Bailiff: %s."),
                                    who, where);
          /* Translators: a player and where the Provost stands (CY-PRV-01) */
          return g_strdup_printf (_ ("%s may move the Provost: %s."), who, where);
        }
      case TS_CAYLUS_STAGE_ACTIVATE:
        {
          g_autofree char *building = ts_caylus_spot_text (s, s->cursor);

          /* Translators: the building being activated and the player whose worker is there
           * (CY-ACT-02) */
          return g_strdup_printf (_ ("Activating %s: %s may use it."), building, who);
        }
      case TS_CAYLUS_STAGE_BENEFIT:
        if (s->benefits_due > 1)
          /* Translators: a player and the Benefits they still choose (CY-BEN-01) */
          return g_strdup_printf (ngettext ("%s chooses a Benefit (%u to choose).",
                                            "%s chooses a Benefit (%u to choose).",
                                            s->benefits_due),
                                  who, s->benefits_due);
        /* Translators: a player (CY-BEN-01) */
        return g_strdup_printf (_ ("%s chooses a Benefit."), who);
      case TS_CAYLUS_STAGE_MONUMENT:
        /* Translators: a player and the Road space of their residence (CY-MNM-01) */
        return g_strdup_printf (_ ("%s may turn the residence on road space %u into a monument."),
                                who, road_space (s->cursor));
      default:
        return describe_over (s);
    }
}

char *
ts_caylus_describe_pending (gconstpointer state)
{
  /* Translators: a player (%s) and what they do next (CY-BEN-05, CY-DLV-02) */
  static const char *const plain[N_STAGES] = {
    [TS_CAYLUS_STAGE_CHARACTER] = N_ ("%s may take a character from the board."),
    [TS_CAYLUS_STAGE_DELIVERY] = N_ ("%s delivers batches or skips."),
  };
  const TsCaylusState *s = state;

  if (s->stage == TS_CAYLUS_STAGE_DEAL)
    return describe_deal_pending (s);
  if (s->stage == TS_CAYLUS_STAGE_FIRST)
    /* Translators: CY-SET-10 */
    return g_strdup (_ ("Enter the first player."));
  if (s->stage == TS_CAYLUS_STAGE_REVEAL)
    /* Translators: the character revealed next and how many are revealed in all (CY-SET-11) */
    return g_strdup_printf (_ ("Reveal character %u of %u."), s->n_revealed + 1, s->n_players + 3u);
  if (s->stage >= N_STAGES || plain[s->stage] == NULL)
    return describe_decision (s, name_of (s, s->actor));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return g_strdup_printf (_ (plain[s->stage]), name_of (s, s->actor));
#pragma GCC diagnostic pop
}
