#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader reads along one turn of each game, taken from the real binary (issue
30; docs/testing.md, "Screen readers"): the game is opened, the keys of one turn are pressed,
and every object that takes the focus is printed with its role, name and description, in
order, as AT-SPI's focus events give them to a screen reader (a line "keys: …" before each
group of keys). Not a test: it fails only when the turn cannot be played.

    /usr/bin/python3 tests/own-display.py tests/e2e/screen-reader-transcript.py \
        _build/app/tableside [GAME…]

GAME is burgundy, kingsburg, carcassonne or caylus (all four by default). Run it with the
suite's environment (GSETTINGS_SCHEMA_DIR=_build/data; see docs/testing.md); the language is
English unless LANGUAGE says another."""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (Atspi, FocusLog, RETURN, find, focused, open_in_app, poll,  # noqa: E402
                        start_new_game, stop)
import subprocess  # noqa: E402

LEFT, UP, RIGHT, DOWN = 0xFF51, 0xFF52, 0xFF53, 0xFF54
SEEDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "fuzz-seeds")
KEY_NAMES = {RETURN: "Enter", LEFT: "Left", UP: "Up", RIGHT: "Right", DOWN: "Down"}


class Transcript:
    """The keys pressed and the focus events they brought, printed as they come."""

    def __init__(self, log):
        self.log = log
        self.printed = 0

    def start(self, app):
        """The object that has the focus when the page opens (its event may come before the
        listener hears it)."""
        node = poll("a focused object", lambda: focused(app))
        self.log.pump(0.8)
        self.printed = len(self.log.events)
        print(f"  focus: {node.get_role_name()} “{node.get_name()}”"
              + (f" — {node.get_description()}" if node.get_description() else ""))

    def flush(self, settle=0.8):
        self.log.pump(settle)
        for role, name, description in self.log.events[self.printed:]:
            line = f"    {role} “{name}”"
            if description:
                line += f" — {description}"
            print(line)
        self.printed = len(self.log.events)

    def keys(self, *keys, settle=0.8):
        """Presses @keys (keysyms, or strings typed a character at a time)."""
        self.flush(0.1)
        words = []
        for k in keys:
            words.append(f"“{k}”" if isinstance(k, str)
                         else KEY_NAMES.get(k, chr(k) if k < 0x100 else hex(k)))
        print("  keys: " + " ".join(words))
        # One key at a time, each one's focus read before the next (a name says a value that
        # the next key may change).
        for k in keys:
            for one in (k if isinstance(k, str) else [k]):
                atspi_util.key(ord(one) if isinstance(one, str) else one)
                self.flush(0.3)
        self.flush(settle)


def wait_entries(path, n):
    return atspi_util.wait_for_entries(path, n)


def burgundy(binary, log):
    """Four players with their starting goods and phase A's depots filled in quick mode (as
    test-burgundy-keyboard-round.py): the round's dice, then Ana's turn: Enter on depot 1's
    unknown monastery, its number typed in the picker, Enter; Enter on the first row for the
    second die."""
    data_home = tempfile.mkdtemp(prefix="tableside-transcript-")
    path = os.path.join(data_home, "burgundy.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": "tableside-record", "version": 1, "game": "castles-of-burgundy",
                   "name": "Transcript", "created": "2026-11-25T10:00:00Z",
                   "status": "in-progress", "options": {},
                   "players": [{"name": n} for n in ["Ana", "Bruno", "Carla", "Daniel"]],
                   "setup": {"duchy": "1"},
                   "entries": [{"type": "starting-goods", "player": i, "goods": [1, 2, 3]}
                               for i in range(4)]
                   + [{"type": "fill-depots", "depots": [["unknown"] * 4 for _ in range(6)],
                       "black": ["unknown"] * 8, "goods": [1, 2, 3, 4, 5]}]}, f)
    process, app = open_in_app(binary, path, data_home)
    t = Transcript(log)
    try:
        print("The Castles of Burgundy (4 players), phase A, round 1: the dice, then Ana's turn")
        poll("a die slot focused", lambda: (lambda f: f if f is not None
                                            and " die: " in f.get_name() else None)(focused(app)))
        t.start(app)
        t.keys("16161616")
        t.keys("3", RETURN)
        wait_entries(path, 6)
        t.keys(RETURN)
        poll("the picker", lambda: find(app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                                        and n.get_name().startswith("monastery 17:")))
        t.keys("17", RETURN)
        wait_entries(path, 7)
        t.keys(RETURN)
        wait_entries(path, 9)
        t.flush()
    finally:
        stop(process)


def kingsburg(binary, log):
    """Three players, a new game (as test-kingsburg-keyboard-year.py): the King's Aid (each
    takes a good), the season's dice, then Cindy's first influence."""
    data_home = tempfile.mkdtemp(prefix="tableside-transcript-")
    path = atspi_util.kingsburg_record(data_home, "Transcript", [])
    process, app = open_in_app(binary, path, data_home)
    t = Transcript(log)
    try:
        print("Kingsburg (3 players), year 1: the King's Aid, the spring's dice, Cindy's "
              "influence")
        t.start(app)
        for n, good in enumerate(["gold", "gold", "wood"]):
            t.keys(good, RETURN)
            wait_entries(path, n + 1)
        # The dice in turn order (Ann, Brian, Cindy), then Enter on the form's button.
        t.keys("556", "236", "134")
        poll("the dice's button focused", lambda: (lambda f: f if f is not None
                                                   and f.get_role() == Atspi.Role.PUSH_BUTTON
                                                   else None)(focused(app)))
        t.keys(RETURN)
        wait_entries(path, 4)
        t.keys("4 4", RETURN)
        wait_entries(path, 5)
        t.flush()
    finally:
        stop(process)


def carcassonne(binary, log):
    """Two players, a new game from the start page (Enter through the setup): Ana draws V
    (typed into the palette, Enter), the arrows take the cursor east of the start tile, R
    turns the tile until it fits, Enter places it, N places no figure."""
    data_home = tempfile.mkdtemp(prefix="tableside-transcript-")
    env = atspi_util.players_env(data_home, ["Ana", "Bruno"])
    env.setdefault("LANGUAGE", "en")
    process = subprocess.Popen([binary], env=env)
    t = Transcript(log)
    try:
        app = atspi_util.wait_for_app(process)
        path = start_new_game(app, "Carcassonne", data_home)
        print("Carcassonne (2 players), the first turn: Ana draws, places, no figure")
        t.start(app)
        t.keys("v", RETURN)
        wait_entries(path, 1)
        # East of the start tile: the arrows until the cursor is there.
        for _ in range(6):
            x, y, _what = atspi_util.carcassonne_cursor(app)
            if (x, y) == (1, 0):
                break
            t.keys(RIGHT if x < 1 else LEFT if x > 1 else DOWN if y < 0 else UP)
        for _ in range(4):
            if "fits turned" in atspi_util.carcassonne_cursor(app)[2]:
                break
            t.keys("r")
        t.keys(RETURN)
        wait_entries(path, 2)
        t.keys("n")
        wait_entries(path, 3)
        t.flush()
    finally:
        stop(process)


def caylus(binary, log):
    """A 3-player game set up as a complete game's record was (its tiles, characters and
    draft), then round 1's planning: the first player places a worker where the board's focus
    is (Enter), the next moves right and places (Right, Enter), the third passes (P)."""
    with open(os.path.join(SEEDS, "caylus-1303-3p-random-complete.json"), encoding="utf-8") as f:
        record = json.load(f)
    first = next(i for i, e in enumerate(record["entries"])
                 if e["type"] not in ("deal", "first-player", "reveal", "draft"))
    record["entries"] = record["entries"][:first]
    record["status"] = "in-progress"
    data_home = tempfile.mkdtemp(prefix="tableside-transcript-")
    path = os.path.join(data_home, "caylus.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    process, app = open_in_app(binary, path, data_home)
    t = Transcript(log)
    try:
        print("Caylus 1303 (3 players), round 1's planning: a worker each, or a pass")
        t.start(app)
        # An Early Riser's extra worker first, when one was drafted: skipped with P.
        early = any(e.get("character") == "early-riser" for e in record["entries"])
        for n, keys in enumerate(([("p",)] if early else []) + [(RETURN,), (RIGHT, RETURN),
                                                               ("p",)]):
            t.keys(*keys)
            wait_entries(path, first + n + 1)
        t.flush()
    finally:
        stop(process)


GAMES = {"burgundy": burgundy, "kingsburg": kingsburg, "carcassonne": carcassonne,
         "caylus": caylus}


def main(argv):
    binary = argv[1]
    os.environ.setdefault("LANGUAGE", "en")
    log = FocusLog()
    try:
        for name in argv[2:] or GAMES:
            GAMES[name](binary, log)
            log.clear()
            print()
    finally:
        log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
