#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the first turns of a 2-player Carcassonne game kept by keyboard alone, in the real
binary. The start page's Carcassonne row opens the shared setup (Enter through the names
starts, Traders & Builders whole); then, each turn, the drawn tile's code typed into the
palette and Enter, the map's cursor moved to where the tile goes with the digit the map shows
on that spot, or the arrow keys (both read back from the map's accessible description), R to
turn it, Enter to place it, and a digit
for a figure on the numbered segment or N for none (once drawn from the grid: the keys then
belong to the map). Ana's knight closes the start tile's city (CA-BSC-01/02: 2 tiles, 4 VP);
then the all-city tile fits nowhere (CA-BTL-04): marked in the palette, “c” asks, Enter
cancels, Alt+S sets it aside with a toast whose Undo takes it back. The saved record is
checked entry by entry and the supply must show Ana's 4 VP; “f” in the palette is a tile code,
F on the map the farms; Bruno then places that tile with no figure: the key presses of the 4
turns (not the set-aside question) are counted and held to a budget. Then the table finds the
stack empty (a tile lost from the box, CA-BTR-02): Ctrl+T asks, Enter cancels; Ctrl+T again
and Alt+E end the game with its final scoring, said in a toast whose Undo takes it back. Run
under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, Atspi, ALT, CONTROL, RETURN, button, chord, find, frame_named,  # noqa: E402
                        frames, key, point_at, poll, press, showing, tab_to, type_text, walk)

LEFT, UP, RIGHT, DOWN = 0xFF51, 0xFF52, 0xFF53, 0xFF54
# The input budget of the 4 turns played (docs/benchmarks.md, "Input budgets").
TURNS_BUDGET = 23
CURSOR = re.compile(r"Cursor at \((−?\d+), (−?\d+)\): (.*)")


def text_of(node):
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def names(setup):
    return [text_of(n) for n in walk(setup)
            if n.get_role() == Atspi.Role.TEXT and n.get_name() == "Name" and showing(n)][:2]


def the_map(app):
    return poll("the map", lambda: find(app, lambda n: n.get_name() == "Map" and showing(n)))


def cursor(app):
    """The map's cursor (x, y) and what it says about the cell, from its description."""
    match = CURSOR.match(the_map(app).get_description() or "")
    assert match is not None, the_map(app).get_description()
    x, y = (int(v.replace("−", "-")) for v in match.group(1, 2))
    return x, y, match.group(3)


def move_to(app, x, y):
    """The spot's number when it has one (its digits), else the arrow keys, one cell at a
    time, until the cursor is on (x, y)."""
    cx, cy, what = cursor(app)
    number = atspi_util.carcassonne_digits(what).get((x, y))
    if number is not None and (cx, cy) != (x, y):
        for digit in str(number):
            key(ord(digit))
        poll("the cursor on the number's spot", lambda: cursor(app)[:2] == (x, y) or None)
    for _ in range(20):
        cx, cy, _what = cursor(app)
        if (cx, cy) == (x, y):
            return
        key(RIGHT if cx < x else LEFT if cx > x else DOWN if cy < y else UP)
        poll("the cursor moved", lambda: cursor(app)[:2] != (cx, cy) or None)
    raise AssertionError(f"the cursor never reached ({x}, {y}): {cursor(app)}")


def turned(app):
    """The degrees the tile at the cursor is turned, when it fits there."""
    found = re.search(r"fits turned (\d+)°", cursor(app)[2])
    return int(found.group(1)) if found else None


SHIFT = 1  # GDK_SHIFT_MASK, the X shift modifier


def enter(app, path, keys, n):
    """Types @keys, then waits for the record to hold @n entries."""
    type_text(keys)
    return atspi_util.wait_for_entries(path, n)


def draw(app, path, code, n):
    """The tile's code typed into the palette's line (which has the focus), and Enter."""
    poll("the palette's line focused", lambda: (lambda f: f if f is not None
                                                and f.get_name() == "Tile drawn"
                                                else None)(atspi_util.focused(app)))
    type_text(code)
    key(RETURN)
    return atspi_util.wait_for_entries(path, n)


def place(app, path, x, y, degrees, n):
    """Arrows to (x, y), R until the tile is turned @degrees, Enter."""
    poll("the map focused", lambda: (lambda f: f if f is not None and f.get_name() == "Map"
                                     else None)(atspi_util.focused(app)))
    move_to(app, x, y)
    for _ in range(4):
        if turned(app) == degrees:
            break
        before = cursor(app)[2]
        key(ord("r"))
        poll("the tile turned", lambda: cursor(app)[2] != before or None)
    assert turned(app) == degrees, cursor(app)
    key(RETURN)
    return atspi_util.wait_for_entries(path, n)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = atspi_util.app_env(data_home)
    config_home = os.path.join(data_home, "config")
    os.makedirs(os.path.join(config_home, "glib-2.0", "settings"))
    with open(os.path.join(config_home, "glib-2.0", "settings", "keyfile"), "w",
              encoding="utf-8") as f:
        f.write("[io/github/tableside/Tableside]\n"
                "default-player-names=['Ana', 'Bruno']\n")
    env["XDG_CONFIG_HOME"] = config_home
    env["GSETTINGS_BACKEND"] = "keyfile"
    # The toasts (a tile set aside, the stack empty) are read at the test's pace.
    env.update(atspi_util.TOASTS_STAY)
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        tab_to(app, "the Carcassonne row", lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "Carcassonne")
        key(RETURN)
        setup = poll("the setup window", lambda: frame_named(app, "New Game"))
        point_at(setup)
        poll("the players proposed", lambda: names(setup) == ["Ana", "Bruno"] or None)
        # Enter moves to the next name and, in the last one, starts the game.
        key(RETURN)
        key(RETURN)
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        path = poll("the new game saved", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "*.json")) or None)[0]
        point_at(poll("the main window", lambda: (frames(app) or [None])[0]))

        # Ana: a curve (BASE-V) east of the start tile, turned once from how it came (it
        # fits there straight and turned 90°), her thief on its road (segment 1).
        turns_start = atspi_util.presses
        saved = draw(app, path, "v", 1)
        assert saved[0] == {"type": "draw", "tile": "BASE-V"}, saved[0]
        move_to(app, 1, 0)
        first = turned(app)
        assert first in (0, 90), cursor(app)
        # Shift+R turns back through the rotations that fit: here the other one, then R again.
        chord(SHIFT, ord("R"))
        poll("the tile turned back", lambda: turned(app) not in (None, first) or None)
        assert turned(app) in (0, 90), cursor(app)
        key(ord("r"))
        poll("the tile turned again", lambda: turned(app) == first or None)
        saved = place(app, path, 1, 0, 90 if first == 0 else 0, 2)
        assert saved[1] == {"type": "place", "player": 0, "x": 1, "y": 0,
                            "rotation": 1 if first == 0 else 0}, saved[1]
        saved = enter(app, path, "1", 3)
        assert saved[2] == {"type": "figure", "player": 0, "figure": "follower",
                            "segment": "road0"}, saved[2]
        print("Ana: V drawn, placed at (1, 0) turned with R, a thief on its road")

        # Bruno: a straight road (BASE-U) west of the start tile, no figure (N). Drawn from
        # the grid this time (Down from the line, Enter on the tile): after the draw the
        # arrow keys and Enter belong to the map, not to the palette.
        poll("the palette's line focused", lambda: (lambda f: f if f is not None
                                                    and f.get_name() == "Tile drawn"
                                                    else None)(atspi_util.focused(app)))
        type_text("u")
        key(DOWN)
        atspi_util.wait_for_focus(app, "the U tile of the grid focused",
                                  lambda n: n.get_name().startswith("U, "))
        key(RETURN)
        saved = atspi_util.wait_for_entries(path, 4)
        assert saved[3] == {"type": "draw", "tile": "BASE-U"}, saved[3]
        saved = place(app, path, -1, 0, 0, 5)
        assert saved[4] == {"type": "place", "player": 1, "x": -1, "y": 0, "rotation": 0}, \
            saved[4]
        saved = enter(app, path, "n", 6)
        assert saved[5] == {"type": "pass", "player": 1}, saved[5]
        print("Bruno: U drawn, placed at (−1, 0), no figure")

        # Ana: a city cap (BASE-E) north of the start tile, turned to face it (180°): her
        # knight (segment 1) completes a city of 2 tiles, 4 VP.
        saved = draw(app, path, "e", 7)
        assert saved[6] == {"type": "draw", "tile": "BASE-E"}, saved[6]
        saved = place(app, path, 0, -1, 180, 8)
        assert saved[7] == {"type": "place", "player": 0, "x": 0, "y": -1, "rotation": 2}, \
            saved[7]
        saved = enter(app, path, "1", 9)
        assert saved[8] == {"type": "figure", "player": 0, "figure": "follower",
                            "segment": "city0"}, saved[8]
        poll("Ana's 4 VP in the supply", lambda: find(
            app, lambda n: n.get_name().startswith("Ana, 4 VP") and showing(n)))
        poll("Bruno's 0 VP in the supply", lambda: find(
            app, lambda n: n.get_name().startswith("Bruno, 0 VP") and showing(n)))
        print("Ana: E drawn, placed at (0, −1) turned 180°, her knight scores the city: 4 VP")
        turn_keys = atspi_util.presses - turns_start

        # CA-BTL-04: the all-city tile (C) now fits nowhere (no city edge is open). The
        # palette says so before anyone picks it; “c” and Enter (a slip for “e”, say) ask,
        # and Enter there is Cancel: nothing is recorded.
        poll("C marked as fitting nowhere", lambda: find(
            app, lambda n: n.get_name().startswith("C, ") and showing(n)
            and n.get_description() == "fits nowhere on the map"))
        assert find(app, lambda n: n.get_name().startswith("U, ") and showing(n)
                    and n.get_description() == "fits nowhere on the map") is None
        heading = "Tile C fits nowhere: set it aside?"
        poll("the palette's line focused", lambda: (lambda f: f if f is not None
                                                    and f.get_name() == "Tile drawn"
                                                    else None)(atspi_util.focused(app)))
        type_text("c")
        key(RETURN)
        poll("the question", lambda: find(app, lambda n: n.get_name() == heading
                                          and showing(n)))
        key(RETURN)
        poll("the question gone", lambda: find(app, lambda n: n.get_name() == heading
                                               and showing(n)) is None or None)
        # The dialog's answer is handled as it closes (AdwMessageDialog's response, then the
        # close, in one go): what it recorded would be saved by now.
        assert len(atspi_util.record_entries(path)) == 9, atspi_util.record_entries(path)
        print("Bruno: “c” fits nowhere: asked, Enter cancels, nothing recorded")

        # Asked again, Alt+S sets it aside: the draw is recorded, a toast says so, and its
        # Undo takes it back.
        type_text("c")
        key(RETURN)
        poll("the question again", lambda: find(app, lambda n: n.get_name() == heading
                                                and showing(n)))
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "e2e-carcassonne-set-aside-question.png"))
        chord(ALT, ord("s"))
        saved = atspi_util.wait_for_entries(path, 10)
        assert saved[9] == {"type": "draw", "tile": "BASE-C"}, saved[9]
        poll("the toast", lambda: find(
            app, lambda n: "Tile C fits nowhere: it is set aside." in n.get_name()
            and showing(n)))
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "e2e-carcassonne-set-aside.png"))
        press(button(app, "Undo"))
        poll("the draw undone", lambda: len(atspi_util.record_entries(path)) == 9 or None)
        print("Bruno: C set aside after Alt+S, said in a toast; its Undo takes it back")

        # Bruno's turn: the palette again, with the focus in its line. An “f” typed there is
        # the code of BASE-F, not the farms key; on the map F shows the farms.
        turn_start = atspi_util.presses
        draw(app, path, "f", 10)
        turn_keys += atspi_util.presses - turn_start
        assert atspi_util.record_entries(path)[9] == {"type": "draw", "tile": "BASE-F"}
        poll("the map focused", lambda: (lambda f: f if f is not None and f.get_name() == "Map"
                                         else None)(atspi_util.focused(app)))
        key(ord("f"))
        # GTK 4.8 puts the toggle on the bus as a push button, "pressed" when on.
        poll("the Farms button pressed", lambda: find(
            app, lambda n: n.get_role() in (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON)
            and n.get_name().replace("_", "") in ("Farms", "Farms Farms") and showing(n)
            and (n.get_state_set().contains(Atspi.StateType.PRESSED)
                 or n.get_state_set().contains(Atspi.StateType.CHECKED))))
        assert len(atspi_util.record_entries(path)) == 10
        print("Bruno: f typed in the palette draws F; F on the map shows the farms")
        # Bruno's turn goes on (the farms shown are no part of it): F south of the start
        # tile, as it comes (its fields face the start tile's), no figure.
        turn_start = atspi_util.presses
        saved = place(app, path, 0, 1, 0, 11)
        assert saved[10] == {"type": "place", "player": 1, "x": 0, "y": 1, "rotation": 0}, \
            saved[10]
        saved = enter(app, path, "n", 12)
        assert saved[11] == {"type": "pass", "player": 1}, saved[11]
        turn_keys += atspi_util.presses - turn_start
        atspi_util.within_budget("4 turns of a 2-player game", turn_keys, TURNS_BUDGET)
        # The real binary as the player sees it, for the docs and a look by eye.
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "e2e-carcassonne-farms.png"))

        # CA-BTR-02: Ana's draw is due and the table finds the stack empty. Ctrl+T asks
        # first (the game ends there), and Enter is Cancel: nothing is recorded.
        question = "The stack is empty: end the game?"
        poll("the palette's line focused", lambda: (lambda f: f if f is not None
                                                    and f.get_name() == "Tile drawn"
                                                    else None)(atspi_util.focused(app)))
        assert find(app, lambda n: n.get_name().replace("_", "") == "The Stack Is Empty…"
                    and showing(n)) is not None
        chord(CONTROL, ord("t"))
        poll("the stack question", lambda: find(app, lambda n: n.get_name() == question
                                                and showing(n)))
        key(RETURN)
        poll("the stack question gone", lambda: find(app, lambda n: n.get_name() == question
                                                     and showing(n)) is None or None)
        # Handled as it closed (see above).
        assert len(atspi_util.record_entries(path)) == 12, atspi_util.record_entries(path)
        # The 4 turns the phones play too (tests/browser/round.mjs), entry by entry.
        atspi_util.assert_keys_round(path, "carcassonne-keys.json")
        print("Ana: Ctrl+T asks whether the stack is empty; Enter cancels, nothing recorded")
        # Asked again, Alt+E ends the game: the entry is recorded, the final scoring done
        # (CA-BEN-01: Ana's thief on the road of 3 tiles, west to east: 3 more VP, 7 in all)
        # and said in a toast whose Undo takes it back.
        chord(CONTROL, ord("t"))
        poll("the stack question again", lambda: find(app, lambda n: n.get_name() == question
                                                      and showing(n)))
        chord(ALT, ord("e"))
        saved = atspi_util.wait_for_entries(path, 13)
        assert saved[12] == {"type": "stack-empty"}, saved[12]
        poll("the end in a toast", lambda: find(
            app, lambda n: n.get_name().startswith("The stack is empty.")
            and "The game is over" in n.get_name() and showing(n)))
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "e2e-carcassonne-stack-empty.png"))
        poll("Ana's 7 VP in the supply", lambda: find(
            app, lambda n: n.get_name().startswith("Ana, 7 VP") and showing(n)))
        press(button(app, "Undo"))
        poll("the end undone", lambda: len(atspi_util.record_entries(path)) == 12 or None)
        poll("Ana's 4 VP again", lambda: find(
            app, lambda n: n.get_name().startswith("Ana, 4 VP") and showing(n)))
        print("Ana: Ctrl+T, Alt+E: the stack is empty, the game ends (Ana 7 VP); Undo takes it back")
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
        # The e2e tests share one X server and some type into whatever window lies under the
        # pointer where X put it: the middle of the screen. Put it back there.
        screen = Atspi.get_desktop(0).get_extents(Atspi.CoordType.SCREEN)
        Atspi.generate_mouse_event(screen.width // 2, screen.height // 2, "abs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
