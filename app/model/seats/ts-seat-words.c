/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat page's own words (data/seats/: each element's data-word names its key, and
 * seat.js asks for the others), served at GET /words in the phone's language. The page holds
 * no game data, so these are all it says by itself; the game's own words come translated in
 * the seat's state. A {name} or {place} in a string is filled in by the page: keep it. */
#include "ts-i18n.h"

#include "ts-seat-words.h"

typedef struct
{
  const char *key;
  const char *english;
} TsSeatWord;

static const TsSeatWord seat_words[] = {
  /* Translators: the seat page on a player's phone, while it reaches the scorekeeper's
   * computer */
  { "connecting", N_("Connecting to the table…") },
  /* Translators: the seat page, under the game's title, while it is connected */
  { "live", N_("Following the game live") },
  /* Translators: the seat page, when its connection to the scorekeeper's computer dropped */
  { "reconnecting", N_("Connection lost: trying again…") },
  /* Translators: the seat page, when the scorekeeper gave this seat a new link and code */
  { "renewed",
    N_("This seat’s link was renewed. Ask the scorekeeper for the new seat code.") },
  /* Translators: the seat page, when the scorekeeper removed this phone from the game */
  { "removed", N_("The scorekeeper removed this phone from the table.") },
  /* Translators: the seat page, when the scorekeeper's computer stopped serving the game to
   * the phones */
  { "stopped", N_("The table stopped sharing the game.") },
  /* Translators: the seat page's button after the table stopped sharing: connect again */
  { "try-again", N_("Try again") },
  /* Translators: the seat page, when the link it was opened with opens no seat any more */
  { "link-invalid",
    N_("This link no longer opens a seat. Ask the scorekeeper for your seat code.") },
  /* Translators: the heading of the seat page's form, opened without a seat's link */
  { "join-heading", N_("Join the game") },
  /* Translators: the seat page's form; the scorekeeper's screen shows a QR code and a code
   * for each player's seat */
  { "join-intro",
    N_("Scan your seat’s QR code on the scorekeeper’s screen, or type the seat code shown "
       "beside your name.") },
  /* Translators: the label of the field where a player types their seat's code (6
   * characters, such as ABC234) */
  { "seat-code", N_("Seat code") },
  /* Translators: the seat page's button that joins the seat of the code typed */
  { "join", N_("Join") },
  /* Translators: the seat page's button while the code typed is being checked */
  { "joining", N_("Joining…") },
  /* Translators: the seat page, when Join is pressed with the field empty */
  { "join-empty", N_("Type your seat code first.") },
  /* Translators: the seat page, when the code typed opens no seat */
  { "join-refused", N_("No seat has this code. Check it with the scorekeeper.") },
  /* Translators: the seat page, after too many wrong codes in a short time */
  { "join-too-often", N_("Too many tries. Wait a minute, then try again.") },
  /* Translators: the seat page, when the scorekeeper's computer does not answer */
  { "join-unreachable",
    N_("The table cannot be reached. Is this phone on the same network as the "
       "scorekeeper’s computer?") },
  /* Translators: the seat page's banner when this phone's player must decide now */
  { "your-turn", N_("Your turn") },
  /* Translators: the seat page, under the game's title: the player this phone follows;
   * keep {name} */
  { "you-are", N_("You are {name}") },
  /* Translators: the seat page, a mark beside this phone's own player in the standings */
  { "you", N_("You") },
  /* Translators: marks, on the table's scoreboard, the player who must decide now */
  { "now", N_("Now") },
  /* Translators: the seat page's heading of the players with their scores */
  { "standings", N_("Standings") },
  /* Translators: the seat page, a player's place in the standings (1 leads); keep {place} */
  { "place", N_("Place {place}") },
  /* Translators: the seat page, a place in the standings shared with another player; keep
   * {place} */
  { "tied-place", N_("Tied for place {place}") },
  /* Translators: the seat page's heading of what this phone's player holds (goods, coins…) */
  { "holdings", N_("What you hold") },
  /* Translators: the seat page's heading of what lies on the table for everyone (the turn
   * order, the round's cards…) */
  { "table", N_("On the table") },
  /* Translators: a heading on the table's scoreboard: the last three entries made, with their
   * points */
  { "recent", N_("Last entries") },
  /* Translators: the seat page, under “Last entries” before the first entry */
  { "nothing-yet", N_("Nothing has been entered yet.") },
  /* Translators: the table's scoreboard once the game is over */
  { "final", N_("Final scores") },
  /* Translators: the seat page, above the final scores; keep {name} */
  { "winner", N_("Winner: {name}") },
  /* Translators: the seat page, the top left of the final scores' table, whose rows are
   * what the points came from (buildings, cities…) */
  { "points-from", N_("Points from") },
  { "total", N_("Total") },
  /* Translators: the seat page's heading above the QR code of the finished play */
  { "bgstats-heading", N_("Add this play to BG Stats") },
  { "bgstats-alt", N_("QR code of this play for BG Stats") },
  /* Translators: the line above the QR code of a finished game, which the BG Stats app
   * reads */
  { "bgstats-hint", N_("Scan with BG Stats to add this play") },
  /* Translators: the seat page's link that opens BG Stats on the phone itself, with this
   * play */
  { "bgstats-open", N_("Open in BG Stats on this phone") },
  /* Translators: the seat page's heading above what this phone's player may choose now */
  { "your-move", N_("Your move") },
  /* Translators: the seat page, the label of the field that narrows the player's choices:
   * a choice's number picks it, words keep the choices that have them */
  { "move-filter", N_("Type a number or words") },
  /* Translators: the seat page, when the words typed match none of the choices; keep
   * {filter} */
  { "no-match", N_("No choice has “{filter}”.") },
  /* Translators: the seat page, from a tap on a choice until the laptop answers */
  { "sending", N_("Sending to the table…") },
  /* Translators: the seat page, when the laptop recorded the player's choice; keep {text},
   * the entry described ("Ana passes.") */
  { "recorded", N_("Recorded: {text}") },
  /* Translators: the seat page, when the laptop took back the player's last entry; keep
   * {text} */
  { "taken-back", N_("Taken back: {text}") },
  /* Translators: the seat page, when the laptop kept the player's die or tile until every
   * player entered theirs; keep {text} ("Die 1: 5. Still to enter: Bruno.") */
  { "kept", N_("Kept: {text}") },
  /* Translators: the seat page, above a player's choices before their turn, where the rules
   * let them choose ahead (Kingsburg's building and recruiting) */
  { "ahead-open", N_("Your turn has not come yet: what you choose now is recorded when it "
                     "does.") },
  /* Translators: the seat page, the move a player chose before their turn; keep {text}, the
   * move ("Bruno builds the Inn.") */
  { "ahead-kept", N_("Chosen ahead: {text} It is recorded when your turn comes.") },
  /* Translators: the seat page, under a player's score: where they would stand if the game
   * ended after the last entry; keep {points} ("57 VP") */
  { "if-ended", N_("If it ended now: {points}") },
  /* Translators: the seat page, the heading of a picture of the board's places above a
   * player's choices (the advisors, the depots, the map) */
  { "picture", N_("On the board") },
  /* Translators: the seat page, under the picture of the board */
  { "picture-hint", N_("Tap a marked place to list only what you can do there.") },
  /* Translators: the seat page, once a place of the board's picture is tapped; keep
   * {label}, the place ("Advisor 5, the Merchant") */
  { "picture-picked", N_("Only what you can do at {label}. Tap it again to list everything.") },
  /* Translators: the seat page, beside a die or card that anyone at the table may enter
   * (the neutral dice, the enemy card); keep {label} ("Enemy card") */
  { "anyone-part", N_("{label} (anyone at the table)") },
  /* Translators: the seat page, under the dice or tiles: who has not entered theirs yet;
   * keep {names} ("Bruno, Carla") */
  { "still-to-enter", N_("Still to enter: {names}") },
  /* Translators: the seat page, the value a player entered for a die or tile, shown on the
   * part's heading; keep {label} and {value} ("Die 1: 5") */
  { "part-value", N_("{label}: {value}") },
  /* Translators: the seat page's button that takes back this player's last entry; keep
   * {text}, the entry described */
  { "take-back", N_("Take back: {text}") },
  /* Translators: the seat page, when another entry was made before the player's choice
   * arrived */
  { "stale", N_("The game moved on before this arrived: nothing was recorded. Here is the "
                "game as it is now.") },
  /* Translators: the seat page, under a refusal: the rule's number in the rulebook's
   * clause list ("Rule KB-BDG-03"); keep {clause} */
  { "rule", N_("Rule {clause}") },
  /* Translators: the seat page's button under a refusal that shows the rule's words from
   * the user guide */
  { "why", N_("Why?") },
  /* Translators: the seat page, when the user guide cannot be read for the rule; keep
   * {clause} */
  { "why-none", N_("The guide on this computer has no words for rule {clause}.") },
};

/* {key: translated} in the language gettext has now: the caller selects the phone's. */
JsonNode *
ts_seat_words_to_json (void)
{
  g_autoptr (JsonObject) words = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (gsize i = 0; i < G_N_ELEMENTS (seat_words); i++)
    json_object_set_string_member (words, seat_words[i].key, _(seat_words[i].english));
  json_node_set_object (node, words);
  return node;
}
