/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A refusal test for every legality rule of the Kingsburg engine (issue 11). Each case
 * reaches a position by legal play (a scripted game of Ann, Brian and Cindy, or a short
 * two-player one), submits the illegal entry through the module's apply and checks the
 * whole sentence, that the state is byte for byte unchanged, and that the legal list does
 * not offer the refused entry. Test paths name the clause the sentence cites.
 *
 * Entries are JSON with single quotes (turned into double quotes before parsing). A few
 * entries cannot be written in a record at all (the JSON reader refuses them first: an
 * advisor 0, no dice, an unknown building or card, no payment); the app builds entries as
 * structures too, so those cases change the parsed entry (the "tweak") and still go
 * through apply. */
#include "kingsburg-util.h"

#include <string.h>

/* The scripted game. "#name" marks a position; "@influence", "@build", "@recruit" pass
 * for everyone until that step ends; "@until N" passes until it is player N's turn;
 * "@end" plays random legal entries to the end of the game. */
static const char *const game3[] = {
  "#y1-aid",
  "{'type':'goods','player':0,'goods':['gold']}",
  "{'type':'goods','player':1,'goods':['gold']}",
  "{'type':'goods','player':2,'goods':['gold']}",
  /* Year 1 Spring: Brian 4, Cindy 5, Ann 16. */
  "#y1-spring-roll",
  "{'type':'roll','dice':[[6,6,4],[1,1,2],[1,2,2]]}",
  "#y1-spring-influence",
  "{'type':'pass','player':1}",
  "{'type':'influence','player':2,'advisor':4,'dice':[1,2]}",
  "{'type':'influence','player':0,'advisor':16,'dice':[0,1,2]}",
  "{'type':'pass','player':2}",
  "{'type':'pass','player':0}",
  "#y1-merchant",
  "{'type':'help','player':2,'advisor':4,'goods':['wood']}",
  "{'type':'pass','player':1}",
  "{'type':'build','player':2,'building':'inn'}",
  /* Ann: 5 gold from the Wizard. */
  "#y1-spring-build-ann",
  "{'type':'build','player':0,'building':'statue'}",
  /* Summer: Brian 3, Cindy 11, Ann 15. */
  "#y1-summer-roll",
  "{'type':'roll','dice':[[6,6,3],[1,1,1],[4,4,3]]}",
  "{'type':'pass','player':1}",
  "{'type':'influence','player':2,'advisor':8,'dice':[0,1]}",
  "{'type':'influence','player':0,'advisor':15,'dice':[0,1,2]}",
  "{'type':'influence','player':2,'advisor':3,'dice':[2]}",
  "@influence",
  "@until 0",
  "#y1-summer-build-ann",
  "{'type':'build','player':0,'building':'chapel'}",
  /* Brian, with no building, receives the King's Envoy (KB-ENV-01); Cindy's Inn gives her
   * a "+2" token (KB-BDG-06). Autumn: Ann 6 (Statue and Chapel may reroll), Brian 12,
   * Cindy 13. */
  "#y1-autumn-roll",
  "{'type':'roll','dice':[[2,2,2],[3,4,5],[3,4,6]]}",
  "#y1-autumn-reroll",
  "{'type':'pass','player':0}",
  "{'type':'influence','player':0,'advisor':6,'dice':[0,1,2]}",
  "#y1-autumn-brian",
  "{'type':'influence','player':1,'advisor':12,'dice':[0,1,2]}",
  "{'type':'influence','player':2,'advisor':7,'dice':[0,1]}",
  "@influence",
  /* Ann has 1 gold and 1 wood: the Alchemist asks. */
  "#y1-alchemist",
  "{'type':'help','player':0,'advisor':6,'pay':'wood'}",
  "{'type':'help','player':2,'advisor':7,'goods':['wood']}",
  "#y1-duchess",
  "{'type':'help','player':1,'advisor':12,'goods':['wood','wood']}",
  "{'type':'pass','player':0}",
  /* Brian, with the Envoy, 1 gold and 2 wood, builds twice (KB-ENV-05). */
  "#y1-brian-build-first",
  "{'type':'build','player':1,'building':'barricade'}",
  "#y1-brian-build-second",
  "{'type':'build','player':1,'building':'inn','envoy':true}",
  "#y1-cindy-build",
  "{'type':'pass','player':2}",
  /* Recruiting: Ann (2 gold, 1 stone) first. */
  "#y1-recruit",
  "@recruit",
  "#y1-battle",
  /* The Orcs (strength 3) beat everyone: 1 VP and 2 goods of choice each. */
  "{'type':'battle','enemy':'Y1-04','king':1}",
  "#y1-battle-goods",
  "{'type':'goods','player':0,'goods':['gold','gold']}",
  "{'type':'goods','player':2,'goods':['wood','wood']}",
  /* Year 2: Cindy, with one building, rolls the King's Aid white die (KB-AID-01).
   * Spring: Cindy 7, Brian 13, Ann 17. */
  "#y2-spring-roll",
  "{'type':'roll','dice':[[6,6,5],[5,5,3],[1,1,2,3]]}",
  "#y2-cindy-first",
  "{'type':'influence','player':2,'advisor':3,'dice':[0],'plus2':true}",
  "{'type':'influence','player':1,'advisor':15,'dice':[0,1,2],'plus2':true}",
  "{'type':'pass','player':0}",
  "#y2-cindy-second",
  "{'type':'influence','player':2,'advisor':4,'dice':[1,3]}",
  "{'type':'pass','player':1}",
  "{'type':'influence','player':2,'advisor':2,'dice':[2]}",
  "@influence",
  "{'type':'help','player':2,'advisor':4,'goods':['wood']}",
  "{'type':'build','player':2,'building':'market'}",
  "{'type':'build','player':1,'building':'crane'}",
  "@build",
  /* Summer: Cindy 9 (with her Market), Ann 17, Brian 18. */
  "{'type':'roll','dice':[[6,6,5],[6,6,6],[3,3,3]]}",
  "{'type':'influence','player':2,'advisor':7,'dice':[0,1]}",
  "{'type':'pass','player':0}",
  "{'type':'influence','player':1,'advisor':18,'dice':[0,1,2]}",
  "#y2-market-used",
  "{'type':'influence','player':2,'advisor':3,'dice':[2]}",
  "@influence",
  "{'type':'help','player':2,'advisor':7,'goods':['gold']}",
  "@until 1",
  "{'type':'build','player':1,'building':'town-hall'}",
  /* Brian's Town Hall: 1 gold and the Inn's "+2" token. */
  "#y2-summer-town-hall",
  "{'type':'town-hall','player':1,'pay':'plus2'}",
  "{'type':'roll','dice':[[6,6,5],[6,5,5],[6,6,4]]}",
  "@influence",
  "@build",
  /* Brian's Town Hall again: 1 gold, no token. */
  "#y2-autumn-town-hall",
  "@end",
  "#over",
  NULL,
};

/* Two players, and a position where Ann meets taken advisors. */
static const char *const game2[] = {
  "{'type':'goods','player':0,'goods':['gold']}",
  "{'type':'goods','player':1,'goods':['gold']}",
  "#2p-roll",
  /* The neutral dice block advisors 4, 5 and 9 (KB-2P-03). */
  "{'type':'roll','dice':[[1,3,5],[4,5,6]],'neutral':[[4,2,3],[5,4]]}",
  "#2p-influence",
  NULL,
};

static const char *const taken3[] = {
  "{'type':'goods','player':0,'goods':['gold']}",
  "{'type':'goods','player':1,'goods':['gold']}",
  "{'type':'goods','player':2,'goods':['gold']}",
  /* Ann 13, Brian 13 (after Ann), Cindy 18. */
  "{'type':'roll','dice':[[2,5,6],[4,4,5],[6,6,6]]}",
  "#taken-ann",
  "{'type':'influence','player':0,'advisor':8,'dice':[0,2]}",
  "#taken-brian",
  "{'type':'influence','player':1,'advisor':9,'dice':[0,2]}",
  "{'type':'influence','player':2,'advisor':12,'dice':[0,1]}",
  "#taken-ann-again",
  NULL,
};

static TsKingsburgEntry *
parse (const char *quoted)
{
  g_autofree char *json = g_strdelimit (g_strdup (quoted), "'", '"');

  return kt_parse (json);
}

static void
step (TsKingsburgState *s, const char *line)
{
  if (g_str_equal (line, "@influence"))
    kt_pass_stage (s, TS_KINGSBURG_STAGE_INFLUENCE);
  else if (g_str_equal (line, "@build"))
    kt_pass_stage (s, TS_KINGSBURG_STAGE_BUILD);
  else if (g_str_equal (line, "@recruit"))
    kt_pass_stage (s, TS_KINGSBURG_STAGE_RECRUIT);
  else if (g_str_has_prefix (line, "@until "))
    kt_pass_until_actor (s, atoi (line + 7));
  else if (g_str_equal (line, "@end"))
    kt_play_to_end (s, 11);
  else
    {
      g_autofree TsKingsburgEntry *e = parse (line);
      g_autoptr (GError) error = NULL;

      if (!ts_kingsburg_apply (s, e, &error))
        g_error ("%s refused: %s", line, error->message);
    }
}

/* Plays @script from a new game of @n players up to the position @mark. */
static TsKingsburgState *
reach (guint n, const char *const *script, const char *mark)
{
  TsKingsburgState *s = kt_new_game (n);

  for (guint i = 0; script[i] != NULL; i++)
    {
      if (script[i][0] == '#')
        {
          if (g_str_equal (script[i] + 1, mark))
            return s;
          continue;
        }
      step (s, script[i]);
    }
  g_error ("no position %s", mark);
}

/* Entries a record cannot hold (see the top of the file). */
static void
no_card (TsKingsburgEntry *e)
{
  e->enemy = TS_KINGSBURG_N_ENEMIES;
}
static void
king_0 (TsKingsburgEntry *e)
{
  e->king = 0;
}
static void
king_7 (TsKingsburgEntry *e)
{
  e->king = 7;
}
static void
brian_rolls_7 (TsKingsburgEntry *e)
{
  e->rolled[1][2] = 7;
}
static void
neutral_0 (TsKingsburgEntry *e)
{
  e->neutral[4] = 0;
}
static void
value_7 (TsKingsburgEntry *e)
{
  e->values[0] = 7;
}
static void
second_value_0 (TsKingsburgEntry *e)
{
  e->values[1] = 0;
}
static void
reroll_inn (TsKingsburgEntry *e)
{
  e->building = TS_KINGSBURG_B_INN;
}
static void
advisor_0 (TsKingsburgEntry *e)
{
  e->advisor = 0;
}
static void
advisor_19 (TsKingsburgEntry *e)
{
  e->advisor = 19;
}
static void
no_dice (TsKingsburgEntry *e)
{
  e->dice = 0;
}
static void
no_building (TsKingsburgEntry *e)
{
  e->building = TS_KINGSBURG_N_BUILDINGS;
}
static void
no_pay (TsKingsburgEntry *e)
{
  e->pay = -1;
}
static void
alchemist_pay_4 (TsKingsburgEntry *e)
{
  e->pay = TS_KINGSBURG_PAY_PLUS2 + 1;
}
static void
help_advisor_0 (TsKingsburgEntry *e)
{
  e->advisor = 0;
}

/* Positions no legal play reaches (see the cases that use them). */
static void
chapel_used_statue_left (TsKingsburgState *s)
{
  /* As if Ann had rerolled with the Chapel and may still use the Statue. */
  s->players[0].chapel_used = 1;
}
static void
chapel_without_statue (TsKingsburgState *s)
{
  s->players[0].built &= ~(1u << TS_KINGSBURG_B_STATUE);
}

typedef struct
{
  const char *path;  /* clause id / what */
  guint n_players;
  const char *const *script;
  const char *at;    /* position in the script */
  const char *then;  /* one more legal entry after it, or NULL */
  void (*position) (TsKingsburgState *s); /* only for unreachable refusals */
  const char *entry; /* the refused entry */
  void (*tweak) (TsKingsburgEntry *e);
  /* The whole sentence; a "%s" stands for what the game waits for (describe_pending),
   * and then @who must be named in it. */
  const char *message;
  const char *who;
} Refusal;

#define G3 3, game3
#define G2 2, game2
#define T3 3, taken3

static const Refusal refusals[] = {
  /* Whose turn and which step (dispatch). */
  { "KB-YR-01/not-now", G3, "y1-aid", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[1,2,3],[1,2,3]]}", NULL,
    "That is not what the game waits for now: %s", "Ann" },
  { "KB-AID-03/not-your-turn", G3, "y1-aid", NULL, NULL,
    "{'type':'goods','player':1,'goods':['gold']}", NULL, "It is not that player's turn: %s",
    "Ann" },
  { "KB-INF-01/not-your-turn", G3, "y1-spring-influence", NULL, NULL,
    "{'type':'influence','player':0,'advisor':16,'dice':[0,1,2]}", NULL,
    "It is not that player's turn: %s", "Brian" },
  { "KB-BAT-01/not-now", G3, "y1-battle", NULL, NULL, "{'type':'pass','player':0}", NULL,
    "That is not what the game waits for now: %s", NULL },
  { "KB-END-02/over", G3, "over", NULL, NULL, "{'type':'pass','player':0}", NULL,
    "The game is over: it ends after the Winter of year 5.", NULL },

  /* King's Aid and goods of choice. */
  { "KB-AID-03/pass", G3, "y1-aid", NULL, NULL, "{'type':'pass','player':0}", NULL,
    "Goods of your choice must be named now: this cannot be passed.",
    NULL },
  { "KB-AID-03/two-goods", G3, "y1-aid", NULL, NULL,
    "{'type':'goods','player':0,'goods':['gold','wood']}", NULL,
    "Name exactly 1 good.", NULL },

  /* The roll. */
  { "KB-ORD-01/two-players-dice", G3, "y1-spring-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[1,2,3]]}", NULL,
    "The roll must give the dice of all 3 players, not of 2.", NULL },
  { "KB-ORD-01/four-dice", G3, "y1-spring-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[1,2,3,4],[1,2,3]]}", NULL,
    "Brian rolls 3 dice this season (3 coloured and 0 white), not 4.", NULL },
  { "KB-AID-01/white-die-missing", G3, "y2-spring-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[1,2,3],[1,2,3]]}", NULL,
    "Cindy rolls 4 dice this season (3 coloured and 1 white), not 3.", NULL },
  { "KB-ORD-01/die-7", G3, "y1-spring-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[1,2,3],[1,2,3]]}", brian_rolls_7,
    "Brian's die cannot show 7: dice show 1 to 6.", NULL },
  { "KB-2P-02/neutral-die-0", G2, "2p-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[4,5,6]],'neutral':[[4,2,3],[5,4]]}", neutral_0,
    "A neutral die cannot show 0: dice show 1 to 6.", NULL },
  { "KB-2P-01/neutral-with-three", G3, "y1-spring-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[1,2,3],[1,2,3]],'neutral':[[1,2,3],[4,5]]}", NULL,
    "Neutral dice are rolled only in a 2-player game.", NULL },
  { "KB-2P-02/neutral-missing", G2, "2p-roll", NULL, NULL,
    "{'type':'roll','dice':[[1,2,3],[4,5,6]]}", NULL,
    "With 2 players the roll also gives the 3 and the 2 neutral dice.",
    NULL },

  /* Statue and Chapel. */
  { "KB-BDG-02/no-chapel", G3, "y1-summer-roll", "{'type':'roll','dice':[[5,5,5],[1,1,1],[4,4,3]]}",
    NULL, "{'type':'reroll','player':0,'building':'chapel','values':[1,1,1]}", NULL,
    "You have no Chapel to reroll with.", NULL },
  { "KB-BDG-01/die-out-of-range", G3, "y1-autumn-reroll", NULL, NULL,
    "{'type':'reroll','player':0,'building':'statue','die':3,'value':4}", NULL,
    "The Statue rerolls one of your 3 dice: name it and its new number.", NULL },
  { "KB-BDG-02/too-few-values", G3, "y1-autumn-reroll", NULL, NULL,
    "{'type':'reroll','player':0,'building':'chapel','values':[4,4]}", NULL,
    "The Chapel rerolls all your 3 dice: give each new number.", NULL },
  { "KB-BDG-01/value-7", G3, "y1-autumn-reroll", NULL, NULL,
    "{'type':'reroll','player':0,'building':'statue','die':0,'value':4}", value_7,
    "The Statue rerolls one of your 3 dice: name it and its new number.", NULL },
  { "KB-BDG-02/value-0", G3, "y1-autumn-reroll", NULL, NULL,
    "{'type':'reroll','player':0,'building':'chapel','values':[4,4,4]}", second_value_0,
    "The Chapel rerolls all your 3 dice: give each new number.", NULL },
  { "KB-ORD-02/other-building", G3, "y1-autumn-reroll", NULL, NULL,
    "{'type':'reroll','player':0,'building':'chapel','values':[4,4,4]}", reroll_inn,
    "Only the Statue and the Chapel reroll dice.", NULL },
  { "KB-BDG-03/statue-twice", G3, "y1-autumn-reroll",
    "{'type':'reroll','player':0,'building':'statue','die':0,'value':2}", NULL,
    "{'type':'reroll','player':0,'building':'statue','die':1,'value':5}", NULL,
    "Your Statue has rerolled this season already.", NULL },
  { "KB-BDG-01/not-all-same", G3, "y1-autumn-roll", "{'type':'roll','dice':[[1,2,3],[3,4,5],[3,4,6]]}",
    NULL, "{'type':'reroll','player':0,'building':'statue','die':0,'value':5}", NULL,
    "The Statue rerolls a die only when all your dice show the same number.",
    NULL },
  { "KB-BDG-02/over-seven", G3, "y1-autumn-roll", "{'type':'roll','dice':[[3,3,3],[3,4,5],[3,4,6]]}",
    NULL, "{'type':'reroll','player':0,'building':'chapel','values':[1,1,1]}", NULL,
    "Your dice add up to 9: the Chapel rerolls them only at 7 or less.", NULL },
  /* The player is asked again after the Chapel's reroll only when the Statue may follow it
   * (KB-BDG-03; under "statue-after-chapel": false never): the position, the Chapel used and
   * the Statue left, is made by hand to check the sentence. */
  { "KB-BDG-03/chapel-twice", G3, "y1-autumn-reroll", NULL, chapel_used_statue_left,
    "{'type':'reroll','player':0,'building':'chapel','values':[1,1,1]}", NULL,
    "Your Chapel has rerolled this season already.", NULL },
  /* Unreachable: the Chapel needs the Statue (KB-BLD-04), and a lost battle takes the
   * rightmost building first (KB-BAT-13), so nobody holds the Chapel without the Statue,
   * and only players who may reroll are asked; made by hand. */
  { "KB-BDG-01/no-statue", G3, "y1-autumn-reroll", NULL, chapel_without_statue,
    "{'type':'reroll','player':0,'building':'statue','die':0,'value':5}", NULL,
    "You have no Statue to reroll with.", NULL },

  /* Influence. */
  { "KB-INF-03/advisor-0", T3, "taken-ann", NULL, NULL,
    "{'type':'influence','player':0,'advisor':2,'dice':[0]}", advisor_0,
    "The King's advisors are numbered 1 to 18.", NULL },
  { "KB-INF-03/advisor-19", T3, "taken-ann", NULL, NULL,
    "{'type':'influence','player':0,'advisor':2,'dice':[0]}", advisor_19,
    "The King's advisors are numbered 1 to 18.", NULL },
  { "KB-INF-03/no-dice", T3, "taken-ann", NULL, NULL,
    "{'type':'influence','player':0,'advisor':2,'dice':[0]}", no_dice,
    "Place one or more of your 3 dice.", NULL },
  { "KB-INF-03/fourth-die", T3, "taken-ann", NULL, NULL,
    "{'type':'influence','player':0,'advisor':8,'dice':[0,3]}", NULL,
    "Place one or more of your 3 dice.", NULL },
  { "KB-INF-03/die-placed", T3, "taken-ann-again", NULL, NULL,
    "{'type':'influence','player':0,'advisor':7,'dice':[0,1]}", NULL,
    "Your die showing 2 is already on an advisor.", NULL },
  { "KB-INF-03/sum", T3, "taken-ann", NULL, NULL,
    "{'type':'influence','player':0,'advisor':12,'dice':[0,1,2]}", NULL,
    "Your dice add up to 13, and the Duchess takes exactly 12.", NULL },
  { "KB-INF-06/no-token", T3, "taken-ann", NULL, NULL,
    "{'type':'influence','player':0,'advisor':13,'dice':[1,2],'plus2':true}", NULL,
    "You have no “+2” token.", NULL },
  { "KB-INF-07/second-plus2", G3, "y2-cindy-second", NULL, NULL,
    "{'type':'influence','player':2,'advisor':6,'dice':[1,3],'plus2':true}", NULL,
    "You have added a “+2” token this season already: one a season.", NULL },
  { "KB-INF-08/taken", T3, "taken-brian", NULL, NULL,
    "{'type':'influence','player':1,'advisor':8,'dice':[0,1]}", NULL,
    "The Treasurer (8) is influenced already this season; only the King's Envoy lets you "
    "join.", NULL },
  { "KB-INF-09/white-alone", G3, "y2-cindy-first", NULL, NULL,
    "{'type':'influence','player':2,'advisor':3,'dice':[3]}", NULL,
    "White dice cannot influence on their own: add one of your coloured dice.",
    NULL },
  { "KB-BDG-07/market-used", G3, "y2-market-used", NULL, NULL,
    "{'type':'influence','player':2,'advisor':4,'dice':[2]}", NULL,
    "Your dice add up to 3, and your Market has moved dice one advisor this season already.", NULL },
  { "KB-2P-05/blocked", G2, "2p-influence", NULL, NULL,
    "{'type':'influence','player':0,'advisor':9,'dice':[0,1,2]}", NULL,
    "The Master Hunter (9) is blocked by the neutral dice this season; only the King's "
    "Envoy lets you use it.", NULL },
  { "KB-ENV-04/not-held", G2, "2p-influence", NULL, NULL,
    "{'type':'influence','player':0,'advisor':9,'dice':[0,1,2],'envoy':true}", NULL,
    "You do not hold the King's Envoy.", NULL },
  { "KB-ENV-04/free-advisor", G3, "y1-autumn-brian", NULL, NULL,
    "{'type':'influence','player':1,'advisor':12,'dice':[0,1,2],'envoy':true}", NULL,
    "The Duchess (12) is free: the King's Envoy is for an advisor taken already.", NULL },

  /* The advisors' help. */
  { "KB-HLP-01/order", G3, "y1-alchemist", NULL, NULL,
    "{'type':'help','player':0,'advisor':12,'goods':['wood','wood']}", NULL,
    "The Alchemist (6) helps now, in order from 1 to 18, not the Duchess (12).",
    NULL },
  { "KB-HLP-01/advisor-0", G3, "y1-alchemist", NULL, NULL,
    "{'type':'help','player':0,'advisor':6,'pay':'wood'}", help_advisor_0,
    "The Alchemist (6) helps now, in order from 1 to 18.", NULL },
  { "KB-HLP-03/pass", G3, "y1-alchemist", NULL, NULL, "{'type':'pass','player':0}", NULL,
    "The Alchemist's help is a choice to make now: it cannot be passed.", NULL },
  { "KB-HLP-03/one-of", G3, "y1-merchant", NULL, NULL,
    "{'type':'help','player':2,'advisor':4,'goods':['stone']}", NULL,
    "The Merchant gives 1 wood or 1 gold: choose one of them.", NULL },
  { "KB-HLP-03/goods-of-choice", G3, "y1-duchess", NULL, NULL,
    "{'type':'help','player':1,'advisor':12,'goods':['wood']}", NULL,
    "The Duchess gives 2 goods of your choice: name exactly that many.", NULL },
  { "KB-ADV-06/pay-elsewhere", G3, "y1-duchess", NULL, NULL,
    "{'type':'help','player':1,'advisor':12,'goods':['wood','wood'],'pay':'gold'}", NULL,
    "The Duchess takes no good in exchange: only the Alchemist does.", NULL },
  { "KB-ADV-06/goods-named", G3, "y1-alchemist", NULL, NULL,
    "{'type':'help','player':0,'advisor':6,'goods':['gold','stone'],'pay':'wood'}", NULL,
    "The Alchemist gives one each of the two other goods for the good you give: name only "
    "that good.", NULL },
  { "KB-ADV-06/token", G3, "y1-alchemist", NULL, NULL,
    "{'type':'help','player':0,'advisor':6,'pay':'plus2'}", NULL,
    "The Alchemist takes a good, not a “+2” token.", NULL },
  { "KB-ADV-06/not-a-good", G3, "y1-alchemist", NULL, NULL,
    "{'type':'help','player':0,'advisor':6,'pay':'wood'}", alchemist_pay_4,
    "The Alchemist takes a good, not a “+2” token.", NULL },
  { "KB-ADV-06/good-not-held", G3, "y1-alchemist", NULL, NULL,
    "{'type':'help','player':0,'advisor':6,'pay':'stone'}", NULL,
    "You have no stone to give the Alchemist.", NULL },

  /* Building. */
  { "KB-BLD-02/no-such-building", G3, "y1-spring-build-ann", NULL, NULL,
    "{'type':'build','player':0,'building':'statue'}", no_building,
    "There is no such building on the province sheet.", NULL },
  { "KB-BLD-02/cost", G3, "y1-spring-build-ann", NULL, NULL,
    "{'type':'build','player':0,'building':'guard-tower'}", NULL,
    "That takes 1 gold, 1 stone and you have 5 gold.", NULL },
  { "KB-BLD-04/left-first", G3, "y1-spring-build-ann", NULL, NULL,
    "{'type':'build','player':0,'building':'church'}", NULL,
    "The Church needs the Chapel to its left first.", NULL },
  { "KB-BLD-07/twice", G3, "y1-summer-build-ann", NULL, NULL,
    "{'type':'build','player':0,'building':'statue'}", NULL,
    "You have the Statue already: each building once.", NULL },
  { "KB-BLD-01/second-building", G3, "y1-brian-build-second", NULL, NULL,
    "{'type':'build','player':1,'building':'inn'}", NULL,
    "You have built this season already; only the King's Envoy lets you build a second "
    "building.", NULL },
  { "KB-ENV-05/first-building", G3, "y1-brian-build-first", NULL, NULL,
    "{'type':'build','player':1,'building':'barricade','envoy':true}", NULL,
    "The King's Envoy is for a second building: build the first without it.",
    NULL },
  { "KB-ENV-05/not-held", G3, "y1-cindy-build", NULL, NULL,
    "{'type':'build','player':2,'building':'guard-tower','envoy':true}", NULL,
    "You do not hold the King's Envoy.", NULL },

  /* Town Hall. */
  { "KB-BDG-18/good-not-held", G3, "y2-summer-town-hall", NULL, NULL,
    "{'type':'town-hall','player':1,'pay':'wood'}", NULL,
    "You have no wood to give the Town Hall.", NULL },
  { "KB-BDG-18/no-token", G3, "y2-autumn-town-hall", NULL, NULL,
    "{'type':'town-hall','player':1,'pay':'plus2'}", NULL,
    "You have no “+2” token to give the Town Hall.", NULL },
  { "KB-BDG-18/no-payment", G3, "y2-autumn-town-hall", NULL, NULL,
    "{'type':'town-hall','player':1,'pay':'gold'}", no_pay,
    "The Town Hall takes one good or one “+2” token for 1 VP.", NULL },

  /* Recruiting. */
  { "KB-REC-01/whole-soldiers", G3, "y1-recruit", NULL, NULL,
    "{'type':'recruit','player':0,'goods':['gold']}", NULL,
    "Soldiers cost 2 goods each: 1 good does not pay for whole soldiers.", NULL },
  { "KB-REC-01/nothing", G3, "y1-recruit", NULL, NULL,
    "{'type':'recruit','player':0,'goods':[]}", NULL,
    "Name the goods you pay: soldiers cost 2 goods each.", NULL },
  { "KB-REC-01/goods-not-held", G3, "y1-recruit", NULL, NULL,
    "{'type':'recruit','player':0,'goods':['wood','wood']}", NULL,
    "That takes 2 wood and you have 2 gold, 1 stone.", NULL },

  /* Winter. */
  { "KB-SET-07/other-year", G3, "y1-battle", NULL, NULL,
    "{'type':'battle','enemy':'Y2-06','king':1}", NULL,
    "Card Y2-06 has year 2 on its back, and this is the battle of year 1.", NULL },
  { "KB-CMP-03/no-card", G3, "y1-battle", NULL, NULL,
    "{'type':'battle','enemy':'Y1-04','king':1}", no_card,
    "There is no such enemy card.", NULL },
  { "KB-BAT-05/king-0", G3, "y1-battle", NULL, NULL,
    "{'type':'battle','enemy':'Y1-04','king':1}", king_0,
    "The King's reinforcements are one die: 1 to 6.", NULL },
  { "KB-BAT-05/king-7", G3, "y1-battle", NULL, NULL,
    "{'type':'battle','enemy':'Y1-04','king':1}", king_7,
    "The King's reinforcements are one die: 1 to 6.", NULL },
  { "KB-BAT-12/goods-not-held", G3, "y1-battle-goods", NULL, NULL,
    "{'type':'goods','player':0,'goods':['wood','wood']}", NULL,
    "That takes 2 wood and you have 2 gold, 1 stone.", NULL },
  { "KB-BAT-03/one-good", G3, "y1-battle-goods", NULL, NULL,
    "{'type':'goods','player':0,'goods':['gold']}", NULL,
    "Name exactly 2 goods.", NULL },
  { "KB-BAT-03/pass", G3, "y1-battle-goods", NULL, NULL, "{'type':'pass','player':0}", NULL,
    "Goods of your choice must be named now: this cannot be passed.",
    NULL },
};

static gboolean
listed (const TsKingsburgState *s, const TsKingsburgEntry *e)
{
  g_autoptr (GArray) legal = ts_kingsburg_legal (s);

  for (guint i = 0; i < legal->len; i++)
    if (memcmp (&g_array_index (legal, TsKingsburgEntry, i), e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

static void
test_refusal (gconstpointer data)
{
  const Refusal *r = data;
  g_autofree TsKingsburgState *s = reach (r->n_players, r->script, r->at);
  g_autofree TsKingsburgEntry *e = NULL;
  g_autofree char *message = NULL, *expected = NULL;

  if (r->then != NULL)
    step (s, r->then);
  if (r->position != NULL)
    r->position (s);
  e = parse (r->entry);
  if (r->tweak != NULL)
    r->tweak (e);
  message = kt_refuse_entry (s, e);
  if (strstr (r->message, "%s") != NULL)
    {
      g_autofree char *pending = ts_kingsburg_describe_pending (s);
      GString *text = g_string_new (r->message);

      g_string_replace (text, "%s", pending, 1);
      expected = g_string_free (text, FALSE);
      if (r->who != NULL && strstr (pending, r->who) == NULL)
        g_error ("“%s” does not name %s", pending, r->who);
    }
  else
    expected = g_strdup (r->message);
  g_assert_cmpstr (message, ==, expected);
  /* The legal list never offers what apply refuses. */
  g_assert_false (listed (s, e));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *path = g_strconcat ("/kingsburg/refusals/", refusals[i].path, NULL);

      g_test_add_data_func (path, &refusals[i], test_refusal);
    }
  return g_test_run ();
}
