/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy, issue 58: records of random solo and team games where another
 * reading of the rulebook differed from Tableside (tests/data/burgundy-cases/), each decided
 * from the Portuguese text (docs/rules-coverage.md). A record is played as its file says; one
 * saved before a change of reading (its "readings" 13) plays the earlier one, as an old
 * record gets it (option on). Entries are counted from 1, as tableside-cli says. Comments
 * quote the rulebook; test paths end with the clause. */
#include "solo-util.h"

#include <string.h>

#include "ts-burgundy.h"

#include "ts-game.h"

static JsonObject *
load_case (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "burgundy-cases", file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* The first @n entries of @record (all with G_MAXUINT) under its options, plus @option set
 * true when not NULL (an earlier reading); every entry must be accepted. */
static TsBurgundyState *
replay (JsonObject *record, const char *option, guint n)
{
  const TsGameModule *module = ts_games_lookup ("castles-of-burgundy");
  JsonArray *entries = json_object_get_array_member (record, "entries");
  g_autoptr(JsonObject) options = json_object_new ();
  JsonObject *own = json_object_get_object_member (record, "options");
  g_autoptr(GList) members = json_object_get_members (own);
  JsonObject *setup = json_object_has_member (record, "setup")
                          ? json_object_get_object_member (record, "setup")
                          : NULL;
  g_autoptr(GError) error = NULL;
  TsBurgundyState *s;

  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (options, l->data,
                            json_node_copy (json_object_get_member (own, l->data)));
  if (option != NULL)
    json_object_set_boolean_member (options, option, TRUE);
  s = module->state_new (options, json_object_get_array_member (record, "players"), setup, &error);
  g_assert_no_error (error);
  n = MIN (n, json_array_get_length (entries));
  for (guint i = 0; i < n; i++)
    {
      g_autofree TsBurgundyEntry *e
          = module->entry_from_json (json_array_get_element (entries, i), &error);

      g_assert_no_error (error);
      if (!module->apply (s, e, &error))
        g_error ("entry %u refused: %s", i, error->message);
    }
  return s;
}

static guint
top (const TsBurgundyState *s)
{
  g_assert_cmpuint (s->n_pending, >, 0);
  return s->pending[s->n_pending - 1];
}

/* Every legal entry now is of @type (or a decline when @decline), and there is one of @type. */
static void
assert_legal_only (const TsBurgundyState *s, TsBurgundyEntryType type, gboolean decline)
{
  guint n = 0, of_type = 0;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);

  for (guint i = 0; i < n; i++)
    {
      if (all[i].type == type)
        of_type++;
      else
        g_assert_true (decline && all[i].type == TS_BURGUNDY_ENTRY_DECLINE);
    }
  g_assert_cmpuint (of_type, >, 0);
}

/* CB-MON-24 with CB-TEM-09/12/14, team-monastery-24-final.json. “24) No final da partida, se
 * esta peça está no teu ducado, obtém 4 pontos de vitória por cada tipo diferente de animais
 * que colocaste no teu ducado.” In the team game the duchy is the team board (“Um tabuleiro
 * de equipa composto por 2 metades”, “Os membros da equipa podem interagir com qualquer
 * metade”), so every animal on it was placed in each partner's duchy. Daniel (B2) placed the
 * monastery (entry 245); team B's board holds 4 species, Bruno placed 3 of them (0, 1, 3)
 * and Daniel 2 (0, 2). It scores once for the team, on B1's lines (Bruno), as the team's
 * other end-game assets: 16 VP, not 12 (Bruno's own), 8 (Daniel's own) or 0. */
static void
test_team_monastery_24 (void)
{
  g_autoptr(JsonObject) record = load_case ("team-monastery-24-final");
  g_autofree TsBurgundyState *before = replay (record, NULL, 244);
  g_autofree TsBurgundyState *s = replay (record, NULL, G_MAXUINT);
  const guint bit = 1u << 24;
  guint species = 0;

  /* Not yet before entry 245, Daniel's; then on the board both partners share. */
  g_assert_false (before->players[1].monasteries & bit);
  g_assert_false (before->players[3].monasteries & bit);
  g_assert_true (s->players[1].monasteries & bit);
  g_assert_true (s->players[3].monasteries & bit);
  g_assert_false (s->players[0].monasteries & bit);
  for (guint c = 0; c < s->players[1].duchy.n_cells; c++)
    if (TS_BURGUNDY_IS_ANIMAL (s->players[1].tiles[c]))
      species |= 1u << TS_BURGUNDY_SPECIES_OF (s->players[1].tiles[c]);
  g_assert_cmpuint (__builtin_popcount (species), ==, 4);

  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  g_assert_cmpint (bt_cause_sum (s, 1, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_MONASTERY, 24), ==, 16);
  g_assert_cmpint (bt_cause_sum (s, 3, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_MONASTERY, 24), ==, 0);
  g_assert_cmpint (s->players[0].vp, ==, 134);
  g_assert_cmpint (s->players[1].vp, ==, 138);
  g_assert_cmpint (s->players[2].vp, ==, 67);
  g_assert_cmpint (s->players[3].vp, ==, 96);
  /* CB-TEM-14: team B (Bruno and Daniel) 234 against 201. */
  g_assert_cmpint (s->winner, ==, 1); /* teams 0 and 1 */
  g_assert_cmpuint (s->tie_break, ==, 0);

  /* Its final-scoring sheet (issue 58) holds the monastery on Bruno's sheet, with the team
   * board's 4 species, and scores it alike. */
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_from_state (s, &error);
  g_assert_no_error (error);
  g_assert_true (sheet->team);
  g_assert_cmpuint (sheet->players[3].n_monasteries, ==, 0);
  gboolean found = FALSE;
  for (guint k = 0; k < sheet->players[1].n_monasteries; k++)
    if (sheet->players[1].monasteries[k].monastery == 24)
      {
        g_assert_cmpint (sheet->players[1].monasteries[k].counts[TS_BURGUNDY_SHEET_SPECIES], ==,
                         4);
        found = TRUE;
      }
  g_assert_true (found);
  g_autoptr (JsonNode) scored = ts_burgundy_sheet_score (sheet);
  JsonArray *rows = json_object_get_array_member (json_node_get_object (scored), "players");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, 1), "total"),
                   ==, 138);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (scored), "winner"), ==, 1);
}

/* CB-SOL-22 with CB-SHD-14, solo-phase-end-castle-by-shield-14.json. At the end of phase E
 * shield 14 puts monastery 1 on space 0, completing the area 0-1-2: the marker passes the
 * target 50 (“Ao alcançar o marcador de objetivo ... recua o marcador de objetivo 5
 * espaços”), and “Imediatamente após recolocar o marcador de pontos de vitória, podes efetuar
 * uma ação de dado à tua escolha (como se tivesses adicionado um castelo ao teu ducado)”:
 * nothing ties it to the turn, and a castle placed at a phase end gives its action (below).
 * So the phase end waits for the free action; the game ends after it. The record was saved
 * before (its "readings" 13) and keeps the earlier reading: no free action, the game over. */
static void
test_phase_end_target (void)
{
  g_autoptr(JsonObject) record = load_case ("solo-phase-end-target-shield-14");

  {
    g_autofree TsBurgundyState *s = replay (record, NULL, G_MAXUINT);
    TsBurgundyPlayer *p = &s->players[0];
    g_autofree char *words = ts_burgundy_describe_pending (s);

    g_assert_cmpuint (p->solo_resets, ==, 1);
    g_assert_cmpuint (p->solo_target, ==, 45);
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
    g_assert_cmpuint (s->n_pending, ==, 1);
    g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
    g_assert_cmpstr (words, ==,
                     "Ana reached the target (now on 45): take a free action with "
                     "any die value.");
    int workers = p->workers;
    bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": \"target\"}");
    g_assert_cmpint (p->workers, ==, workers + 2);
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER); /* phase E ended: lost */
    g_assert_false (s->solo_won);
  }
  {
    g_autofree TsBurgundyState *s = replay (record, "solo-effects-own-turn", G_MAXUINT);

    g_assert_cmpuint (s->players[0].solo_resets, ==, 1);
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
    g_assert_cmpuint (s->n_pending, ==, 0);
  }
}

static int
face_down (const TsBurgundyPlayer *p)
{
  int n = 0;

  for (guint k = 0; k < ts_burgundy_storage_size (p); k++)
    n += p->storage[k] == T_DOWN;
  return n;
}

/* CB-SOL-14 with CB-SHD-15 and CB-SOL-13, solo-phase-end-ship-exchange.json. At the end of
 * phase D shield 15 puts a ship on space 12 and it takes depot 4's goods (entry 99): “Quando
 * colocas um barco, recebe todas as mercadorias de um depósito ... Podes agora (e apenas
 * agora!) trocar 5 quaisquer das tuas mercadorias ... por uma única peça hexagonal do
 * depósito negro central”. “agora” is the moment of that ship, whatever placed it; so the
 * exchange is offered before the phase end goes on. Under the earlier reading (the record's)
 * the phase end went on to phase E's depots. */
static void
test_phase_end_ship_exchange (void)
{
  g_autoptr(JsonObject) record = load_case ("solo-phase-end-ship-exchange");

  {
    g_autofree TsBurgundyState *s = replay (record, NULL, G_MAXUINT);
    TsBurgundyPlayer *p = &s->players[0];
    guint held = 0, left = 0, n = 0;
    g_autofree TsBurgundyEntry *all = NULL;
    g_autoptr(GError) error = NULL;

    for (guint g = 1; g <= 6; g++)
      held += p->goods[g];
    g_assert_cmpuint (held, >=, 5);
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
    g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SOLO_EXCHANGE);
    assert_legal_only (s, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE, TRUE);
    g_assert_cmpint (face_down (p), ==, 0);
    /* Any 5 of them, for a black-depot tile stored face down (black side up). */
    all = ts_burgundy_legal_all (s, &n);
    g_assert_cmpint (all[0].type, ==, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE);
    g_assert_true (ts_burgundy_apply (s, &all[0], &error));
    g_assert_no_error (error);
    for (guint g = 1; g <= 6; g++)
      left += p->goods[g];
    g_assert_cmpuint (left, ==, held - 5);
    g_assert_cmpint (face_down (p), ==, 1);
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  }
  {
    g_autofree TsBurgundyState *s = replay (record, NULL, G_MAXUINT);

    bt_apply_json (s, "{\"type\": \"decline\", \"player\": 0}");
    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  }
  {
    g_autofree TsBurgundyState *s = replay (record, "solo-effects-own-turn", G_MAXUINT);
    g_autofree char *msg = NULL;

    g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
    msg = bt_refuse_json (s, "{\"type\": \"solo-exchange\", \"player\": 0, "
                             "\"goods\": [1, 1, 1, 1, 1], \"slot\": 1}");
    g_assert_nonnull (msg);
  }
}

/* A solo game at the end of phase A holding shield 15, the black depot's first two spaces
 * holding @first and a ship, silver and workers 0 (the unpaid shield then leaves by itself). */
static TsBurgundyState *
phase_end_15 (const char *options, guint first)
{
  TsBurgundyState *s = solo_turn (options, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  p->shield[START] = 15;
  s->shields_set |= 1u << 15;
  s->black[0] = first;
  s->black[1] = T_SHIP;
  p->silver = 0;
  p->workers = 0;
  bt_end_phase_a (s);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  return s;
}

/* CB-SOL-18 with CB-SHD-15: “Não obténs um bónus de pontos de vitória ao completar uma cor.
 * Em vez disso, escolhe uma peça hexagonal do depósito negro e coloca-a diretamente no teu
 * ducado”: a colour completed by the tile shield 15 places at a phase end brings its black
 * tile too, a must while one fits (issue 26), before the phase end goes on. Duchy 1's mines
 * are 24, 29, 33; the shield's mine covers the last. Before issue 58
 * ("solo-effects-own-turn") the phase end went on without it. */
static void
test_phase_end_colour (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = phase_end_15 (
          old ? "{\"solo\": true, \"shields\": true, \"solo-effects-own-turn\": true}"
              : "{\"solo\": true, \"shields\": true}",
          T_MINE);
      TsBurgundyPlayer *p = &s->players[0];

      bt_put (s, 0, 24, T_MINE);
      bt_put (s, 0, 29, T_MINE);
      guint placed = p->n_placed;
      bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
                        "\"space\": 33}");
      g_assert_true (p->colour_filled[p->duchy.colour[33]]);
      if (old)
        {
          g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
          g_assert_cmpuint (p->n_placed, ==, placed + 1); /* the mine alone */
          continue;
        }
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SOLO_BLACK);
      assert_legal_only (s, TS_BURGUNDY_ENTRY_SOLO_BLACK, FALSE);
      refused_with (s, "{\"type\": \"decline\", \"player\": 0}", "cannot be declined");
      bt_apply_json (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 1, \"space\": 17}");
      g_assert_cmpuint (p->tiles[17], ==, T_SHIP);
      g_assert_cmpuint (p->n_placed, ==, placed + 2);
      /* The black ship is placed face up and takes goods (“aplica os seus efeitos”). */
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SHIP);
      bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
      g_assert_cmpuint (s->n_pending, ==, 0);
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
    }
}

/* CB-CAS-01 with CB-SHD-15 in the solo game (issue 58 asks): “Coloca-a diretamente no teu
 * ducado e aplica os seus efeitos”, and a castle's effect is “uma ação adicional”: a castle
 * shield 15 places at a phase end gives its action there, as it always did (both readings). */
static void
test_phase_end_castle (void)
{
  for (guint old = 0; old < 2; old++)
    {
      g_autofree TsBurgundyState *s = phase_end_15 (
          old ? "{\"solo\": true, \"shields\": true, \"solo-effects-own-turn\": true}"
              : "{\"solo\": true, \"shields\": true}",
          TS_BURGUNDY_TILE_CASTLE);
      TsBurgundyPlayer *p = &s->players[0];

      /* Duchy 1's castle spaces 1 and 2 are one area; in the solo game a tile enters a new
       * area only by the river (CB-SOL-12), so the castle goes next to one on 1. */
      bt_put (s, 0, 1, TS_BURGUNDY_TILE_CASTLE);
      bt_apply_json (s, "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
                        "\"space\": 2}");
      g_assert_cmpuint (p->tiles[2], ==, TS_BURGUNDY_TILE_CASTLE);
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
      g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CASTLE);
      bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": \"castle\"}");
      g_assert_cmpint (p->workers, ==, 2);
      g_assert_cmpuint (s->n_pending, ==, 0);
      /* No silver for the tax (workers pay only with shield 3): the shield left, phase B. */
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
      g_assert_cmpuint (p->shield[START], ==, 0);
    }
}

/* CB-SOL-20 with CB-SOL-23 and CB-SHD-14, solo-buy-vp-while-ship-waits.json. At the end of
 * phase E shield 14 puts a ship on space 34 that completes an area (5 VP, marker 22 to 27);
 * its depot choice waits, and the player buys 1 VP first (entry 124). “Quando obténs pontos
 * de vitória, avança o marcador ... Sempre que o fazes, podes comprar pontos de vitória
 * adicionais”, and “escolhes a ordem pela qual efetuas quaisquer ações (parciais) de jogo”:
 * as in a turn, the purchase may come while the placed tile's effect waits (issue 58; before,
 * only once the effects were done). No option: a record saved before never holds such a
 * purchase (it was refused), and one that bought after the effects plays the same. */
static void
test_buy_while_ship_waits (void)
{
  g_autoptr(JsonObject) record = load_case ("solo-buy-vp-while-ship-waits");
  g_autofree TsBurgundyState *s = replay (record, NULL, G_MAXUINT);
  g_autofree TsBurgundyState *before = replay (record, NULL, 123);
  TsBurgundyPlayer *p = &s->players[0];
  guint n = 0, buys = 0;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (before, &n);

  g_assert_cmpint (before->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  g_assert_cmpuint (top (before), ==, TS_BURGUNDY_PENDING_SHIP);
  g_assert_cmpuint (before->players[0].solo_marker, ==, 27);
  for (guint i = 0; i < n; i++)
    buys += all[i].type == TS_BURGUNDY_ENTRY_BUY_VP;
  g_assert_cmpuint (buys, ==, (guint)before->players[0].silver);
  g_assert_cmpuint (p->solo_marker, ==, 28);
  g_assert_cmpint (p->silver, ==, before->players[0].silver - 1);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_SHIP);
  /* One purchase for the placement: none after the ship, and the game ends (phase E). */
  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}", "ship");
  bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
}

/* @json applied to a copy of @s is refused; the copy is freed. */
static char *
refusal (const TsBurgundyState *s, const char *json)
{
  g_autofree TsBurgundyState *copy = g_memdup2 (s, sizeof *s);

  return bt_refuse_json (copy, json);
}

/* CB-SOL-23 with CB-SOL-22 and CB-WHC-02, solo-target-while-white-castle-waits.json. Entry 130
 * places a white castle and reaches the target: the castle's action and the free action both
 * wait, the free one on top. The record declines (131) and then takes the free action (132),
 * meaning the decline for the castle's. Kept: “escolhes a ordem pela qual efetuas quaisquer
 * ações (parciais) de jogo” lets the player take the castle's action before the free one (the
 * free action waits, issue 26) or the free one first; a decline is of the effect the table is
 * asked about, the latest (row CB-SOL-23: “A decline ... for the free action first”), and a
 * declined effect has no place in the order: declining the castle's action and then taking the
 * free action ends as taking the free action and then declining. So 132 is refused, and the
 * game the record meant is entered in that order. */
static void
test_target_while_white_castle (void)
{
  g_autoptr(JsonObject) record = load_case ("solo-target-while-white-castle-waits");
  g_autofree TsBurgundyState *s = replay (record, NULL, 130);
  g_autofree TsBurgundyState *declined = replay (record, NULL, 131);
  TsBurgundyPlayer *p = &s->players[0];
  int workers = p->workers;

  g_assert_cmpuint (s->n_pending, ==, 2);
  g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  g_assert_cmpuint (s->pending[1], ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
  /* The record's decline went to the free action; its entry 132 is refused. */
  g_assert_cmpuint (top (declined), ==, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  refused_with (declined, "{\"type\": \"take-workers\", \"player\": 0, \"die\": \"target\"}",
                "First use (or decline) the action your white castle gives.");
  /* The same game, in the order the entries can say it. */
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": \"target\"}");
  g_assert_cmpint (p->workers, ==, workers + 2);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  bt_apply_json (s, "{\"type\": \"decline\", \"player\": 0}");
  g_assert_cmpuint (s->n_pending, ==, 0);
}

/* CB-SOL-23 with CB-BLD-05 (carpenter's workshop), solo-carpenter-workshop-order.json. Entry
 * 92 places a carpenter's workshop and reaches the target; the free action is declined (93),
 * and entry 94 takes a tile with the first die while the workshop's building tile waits.
 * Kept: a building's effect is used at its placement or not at all, “podes usar imediatamente
 * – e uma única vez – o efeito desse edifício”, “não pode usar o efeito mais tarde”; the solo
 * note “escolhes a ordem pela qual efetuas quaisquer ações (parciais)” orders the player's
 * actions (the dice, the free “ação de dado”, which may wait: issue 26) and the parts of one
 * effect, not a building's effect after another die action. Entry 94 is refused; the
 * workshop's tile first, then the die's take (with a discard, the storage full), is
 * accepted. */
static void
test_carpenter_order (void)
{
  g_autoptr(JsonObject) record = load_case ("solo-carpenter-workshop-order");
  g_autofree TsBurgundyState *s = replay (record, NULL, 93);
  JsonArray *entries = json_object_get_array_member (record, "entries");
  g_autofree char *last = json_to_string (json_array_get_element (entries, 93), FALSE);
  g_autofree char *msg = refusal (s, last);
  guint n = 0, k = 0;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpuint (top (s), ==, TS_BURGUNDY_PENDING_CARPENTER);
  g_assert_nonnull (strstr (msg, "First take (or decline) the building tile your carpenter's "
                                 "workshop allows."));
  /* Every legal entry is the workshop's (or a decline): no die action before it. */
  for (guint i = 0; i < n; i++)
    g_assert_true (
        all[i].type == TS_BURGUNDY_ENTRY_DECLINE || all[i].die == TS_BURGUNDY_SRC_CARPENTER
        || all[i].type == TS_BURGUNDY_ENTRY_BUY_BLACK || all[i].type == TS_BURGUNDY_ENTRY_BUY_VP);
  /* The workshop's tile first (one not in depot 4's space 1), then the record's take. */
  while (k < n
         && !(all[k].type == TS_BURGUNDY_ENTRY_TAKE_TILE && all[k].die == TS_BURGUNDY_SRC_CARPENTER
              && !(all[k].depot == 4 && all[k].slot == 1) && all[k].discard < 0))
    k++;
  g_assert_cmpuint (k, <, n);
  g_assert_true (ts_burgundy_apply (s, &all[k], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (s->n_pending, ==, 0);
  /* The storage is full now: the die's take discards (CB-ACT-04). */
  g_free (msg);
  msg = refusal (s, last);
  g_assert_nonnull (strstr (msg, "say which stored tile to discard"));
  bt_apply_json (s, "{\"type\": \"take-tile\", \"player\": 0, \"die\": 0, \"depot\": 4, "
                    "\"slot\": 1, \"discard\": 0}");
  g_assert_true (s->die_used & 1u);
}

/* Issue 58 in random solo games with shields (14 and 15 taken whenever offered, their tile a
 * must): every game ends, replays to the same state, and what a phase-end tile brings waits
 * there and is resolved; the exchange and the free action come up at phase ends (CB-SOL-14,
 * CB-SOL-22). */
static void
random_phase_ends (const char *options, guint waits[3])
{
  for (guint seed = 1; seed <= 400; seed++)
    {
      g_autofree TsBurgundyState *s = solo_new (options);
      g_autofree TsBurgundyState *start = ts_burgundy_state_copy (s);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
      TsBurgundyEntry e;

      while (ts_burgundy_random_entry (s, rand, &e))
        {
          guint n = 0;
          g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
          g_autoptr(GError) error = NULL;

          for (guint i = 0; i < n; i++)
            if (all[i].type == TS_BURGUNDY_ENTRY_TAKE_SHIELD)
              {
                guint shield = s->shield_depot[all[i].depot - 1][all[i].slot];

                if (shield == 14 || shield == 15)
                  {
                    e = all[i];
                    break;
                  }
              }
          if (!ts_burgundy_apply (s, &e, &error))
            g_error ("seed %u: %s refused: %s", seed, ts_burgundy_entry_type_id (e.type),
                     error->message);
          g_array_append_val (entries, e);
          if (s->stage == TS_BURGUNDY_STAGE_PHASE_END && s->n_pending > 0)
            {
              guint t = top (s);

              waits[0] += t == TS_BURGUNDY_PENDING_SOLO_EXCHANGE;
              waits[1] += t == TS_BURGUNDY_PENDING_SOLO_BLACK;
              waits[2] += t == TS_BURGUNDY_PENDING_SOLO_ACTION;
              g_free (all);
              all = ts_burgundy_legal_all (s, &n);
              g_assert_cmpuint (n, >, 0);
            }
        }
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
      for (guint i = 0; i < entries->len; i++)
        g_assert_true (
            ts_burgundy_apply (start, &g_array_index (entries, TsBurgundyEntry, i), NULL));
      g_assert_true (ts_burgundy_state_equal (start, s));
    }
}

static void
test_random_phase_ends (void)
{
  guint waits[3] = { 0 }, old[3] = { 0 };

  random_phase_ends ("{\"solo\": true, \"shields\": true, \"shield-tile-must\": true}", waits);
  g_test_message ("at phase ends: %u exchanges, %u black tiles, %u free actions", waits[0],
                  waits[1], waits[2]);
  g_assert_cmpuint (waits[0], >, 0);
  g_assert_cmpuint (waits[2], >, 0);
  /* The earlier reading: none of them at a phase end. */
  random_phase_ends ("{\"solo\": true, \"shields\": true, \"shield-tile-must\": true, "
                     "\"solo-effects-own-turn\": true}",
                     old);
  g_assert_cmpuint (old[0] + old[1] + old[2], ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/cases/team-monastery-24/CB-MON-24", test_team_monastery_24);
  g_test_add_func ("/burgundy/cases/phase-end-target/CB-SOL-22", test_phase_end_target);
  g_test_add_func ("/burgundy/cases/phase-end-ship-exchange/CB-SOL-14",
                   test_phase_end_ship_exchange);
  g_test_add_func ("/burgundy/cases/phase-end-colour/CB-SOL-18", test_phase_end_colour);
  g_test_add_func ("/burgundy/cases/phase-end-castle/CB-CAS-01", test_phase_end_castle);
  g_test_add_func ("/burgundy/cases/buy-while-ship-waits/CB-SOL-20", test_buy_while_ship_waits);
  g_test_add_func ("/burgundy/cases/target-while-white-castle/CB-SOL-23",
                   test_target_while_white_castle);
  g_test_add_func ("/burgundy/cases/carpenter-order/CB-SOL-23", test_carpenter_order);
  g_test_add_func ("/burgundy/cases/random-phase-ends/CB-SOL-22", test_random_phase_ends);
  return g_test_run ();
}
