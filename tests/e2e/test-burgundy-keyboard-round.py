#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: one complete 4-player round of Castles of Burgundy by keyboard alone, in the real
binary, counting every key pressed. The game is a prepared record (starting goods and a
quick-mode refill of phase A: every depot tile a "?") opened from the command line; the
round's dice are typed into the roll form, then every turn is played in the turn panel with
its own keys: a row's digit, type-ahead in the list (the first letters of a word) and Enter, the
unknown-tile picker's type-ahead by number and by name, Escape to cancel it, End Turn once it has the
focus; Enter in the picker before typing, or after "8" that matches no tile, takes nothing and
says why. Then the saved record is checked entry by entry. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import stop, Atspi, find, focused, poll, showing  # noqa: E402

ESCAPE = 0xFF1B
SHIFT_TAB = 0xFE20  # ISO_Left_Tab
RETURN = atspi_util.RETURN
presses = 0
# The input budget of the round (docs/benchmarks.md, "Input budgets"): one digit takes a row.
ROUND_BUDGET = 30


def key(keysym):
    """One key pressed and released, counted."""
    global presses
    presses += 1
    atspi_util.key(keysym)


def chord(modifiers, keysym):
    """A key with modifiers (Ctrl+E), counted as one press."""
    global presses
    presses += 1
    atspi_util.chord(modifiers, keysym)


def type_text(text):
    for char in text:
        key(ord(char))


# The prepared record and the round the keys must record: the browser test plays the same
# round on four phones and must record the same entries (tests/browser/round.mjs).
ROUND = "castles-of-burgundy-keys.json"


def prepared_record(path):
    """Four players, their starting goods, and phase A's depots filled in quick mode."""
    with open(path, "w", encoding="utf-8") as f:
        json.dump(atspi_util.keys_round(ROUND)["record"], f)


def focused_row(app, what, prefix):
    """Waits until a list row whose accessible name starts with @prefix has the focus."""
    def check():
        node = focused(app)
        if node is not None and node.get_role() == Atspi.Role.LIST_ITEM \
                and node.get_name().startswith(prefix):
            return node
        return None
    try:
        return poll(what, check, timeout=30)
    except AssertionError:
        node = focused(app)
        print("focused:", node and (node.get_role_name(), node.get_name()))
        raise


def numbered(app, number, prefix):
    """The list's row @number (1-9, the digit on it) is the one whose name starts with
    @prefix: the digit a player reads there is the one pressed."""
    def check():
        node = focused(app)
        if node is None or node.get_role() != Atspi.Role.LIST_ITEM:
            return None
        parent = node.get_parent()
        row = parent.get_child_at_index(number - 1)
        return row if row is not None and row.get_name().startswith(prefix) else None
    return poll(f"row {number} is {prefix}", check, timeout=30)


def picker_focused(app, what):
    """Waits until the unknown-tile picker has the focus on one of its rows (a tile and its
    effect, not a turn row "Depot N: ...")."""
    def check():
        node = focused(app)
        if node is not None and node.get_role() == Atspi.Role.LIST_ITEM \
                and not node.get_name().startswith("Depot "):
            return node
        return None
    return poll(what, check, timeout=30)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    record_path = os.path.join(data_home, "keyboard-round.json")
    prepared_record(record_path)
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["XDG_DATA_HOME"] = data_home
    env["XDG_CONFIG_HOME"] = os.path.join(data_home, "config")
    env["GSETTINGS_BACKEND"] = "memory"
    app_process = subprocess.Popen([binary, record_path], env=env)
    try:
        app = atspi_util.wait_for_app(app_process)
        poll("the roll form", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and "Enter the dice" in n.get_name()
            and showing(n)))
        # The form should have the focus on its first slot when it appears; if it is
        # elsewhere in the form, Shift+Tab (counted) goes back to it.
        poll("a die slot focused", lambda: (lambda f: f if f is not None
                                            and " die: " in f.get_name()
                                            else None)(focused(app)))
        for _ in range(3):
            node = focused(app)
            if node is not None and ", first die: " in node.get_name():
                break
            key(SHIFT_TAB)
            poll("Shift+Tab moving the focus", lambda: (lambda f: f if f is not None
                                                        and f != node else None)(focused(app)))
        first = focused(app).get_name()
        assert ", first die: " in first, first
        n = len(atspi_util.record_entries(record_path))

        # The dice: every player rolled a 1 and a 6; the white die shows 3.
        type_text("16161616" + "3")
        key(RETURN)
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        print(f"dice entered ({presses} keys)")

        # Turn 1: the first row (depot 1's "?" on the monastery space) has the focus when
        # the turn starts, but nobody chose it (issue 41: one key, one entry): Enter there
        # takes nothing and says why (a second Enter after the dice; not counted). The rows
        # carry the digits 1-9: "1" asks which tile depot 1's "?" is; Escape takes that back
        # (a detour that shows Escape, not counted); "1" again, "17" and Enter take
        # monastery 17. The list is back on Take for the second die: "1", depot 6's castle.
        focused_row(app, "turn 1's first row", "Depot 1: unidentified monastery tile")
        atspi_util.enter_until_refused(app, "why Enter took nothing", "Nothing is chosen here yet")
        assert len(atspi_util.record_entries(record_path)) == n, "Enter on the stale focus"
        numbered(app, 1, "Depot 1: unidentified monastery tile")
        atspi_util.key(ord("1"))
        poll("the picker", lambda: find(app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                                        and n.get_name().startswith("monastery 17:")))
        atspi_util.key(ESCAPE)
        focused_row(app, "the row again after Escape", "Depot 1: unidentified monastery tile")
        assert len(atspi_util.record_entries(record_path)) == n, "Escape entered something"
        key(ord("1"))
        picker_focused(app, "the picker for depot 1's tile")
        type_text("17")
        key(RETURN)
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        focused_row(app, "the second die's list", "Depot 6: castle")
        numbered(app, 1, "Depot 6: castle")
        key(ord("1"))
        n += 2  # the take, and the end of the turn the model writes by itself
        atspi_util.wait_for_entries(record_path, n)
        print(f"turn 1 done ({presses} keys)")

        # Turn 2: "3" takes depot 1's ship, the third row; "t" finds Take 2 workers (another
        # kind: a row that begins with "t" comes before the "tile" of every unidentified
        # tile) and Enter takes them.
        focused_row(app, "turn 2's first row", "Depot 1:")
        numbered(app, 3, "Depot 1: ship")
        key(ord("3"))
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        type_text("t")
        key(RETURN)
        n += 2  # the workers, and the automatic end of the turn
        atspi_util.wait_for_entries(record_path, n)
        print(f"turn 2 done ({presses} keys)")

        # Turn 3: "s" finds Sell goods 1 and Enter sells them (silver 2: a purchase is
        # possible, so the turn does not end by itself); the list is back on Take, where
        # "1" asks which tile depot 6's "?" city tile is; "ba" and Enter take the bank; the
        # focus is then on End Turn.
        focused_row(app, "turn 3's first row", "Depot 1:")
        type_text("s")
        key(RETURN)
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        focused_row(app, "back on Take for the second die", "Depot 6: unidentified city tile")
        numbered(app, 1, "Depot 6: unidentified city tile")
        key(ord("1"))
        picker_focused(app, "the picker for depot 6's tile")
        # Nothing is taken that was not chosen (issue 24): Enter before typing takes no row,
        # and "8" (monastery 8 is not a city tile) matches none: said, Enter takes nothing.
        # (Keys that only show this are not part of the round: not counted.)
        atspi_util.key(RETURN)
        poll("why Enter took nothing", lambda: atspi_util.label_text(
            app, lambda t: t.startswith("Nothing is chosen")))
        atspi_util.type_text("8")
        poll("no tile matches 8", lambda: atspi_util.label_text(
            app, lambda t: t == "No tile matches “8”."))
        bells = atspi_util.bells()
        atspi_util.key(RETURN)
        # Refused with the bell (ts_filter_guard_enter()): handled, and nothing taken.
        atspi_util.wait_for_bell("Enter on no match refused", bells)
        assert len(atspi_util.record_entries(record_path)) == n, "Enter on no match took a tile"
        assert find(app, lambda x: x.get_role() == Atspi.Role.LIST_ITEM and showing(x)
                    and x.get_name().startswith("bank")), "the picker closed"
        type_text("ba")
        poll("“ba” typed in the picker", lambda: atspi_util.label_text(
            app, lambda t: t == "Typed: ba"))
        key(RETURN)
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        try:
            poll("End Turn focused", lambda: (lambda f: f if f is not None
                                              and f.get_role() == Atspi.Role.PUSH_BUTTON
                                              and f.get_name().startswith("End Turn")
                                              else None)(focused(app)), timeout=30)
        except AssertionError:
            f = focused(app)
            print("focused:", f and (f.get_role_name(), f.get_name()), atspi_util.record_entries(record_path)[5:])
            raise
        # End Turn has the focus, but only Ctrl+E (or a choice of it) ends the turn: Enter
        # there takes nothing (not counted), refused with the bell: handled.
        bells = atspi_util.bells()
        atspi_util.key(RETURN)
        atspi_util.wait_for_bell("Enter on End Turn refused", bells)
        assert len(atspi_util.record_entries(record_path)) == n, "Enter on the stale focus"
        chord(atspi_util.CONTROL, ord("e"))
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        print(f"turn 3 done ({presses} keys)")

        # Turn 4: "1" is depot 1's "?" pasture tile; "4" in the picker a 4-animal tile
        # (cows come first); then "t" and Enter take workers.
        focused_row(app, "turn 4's first row", "Depot 1: unidentified pasture tile")
        numbered(app, 1, "Depot 1: unidentified pasture tile")
        key(ord("1"))
        picker_focused(app, "the picker for depot 1's pasture tile")
        type_text("4")
        key(RETURN)
        n += 1
        atspi_util.wait_for_entries(record_path, n)
        type_text("t")
        key(RETURN)
        n += 2  # the workers, and the automatic end of the turn
        saved = atspi_util.wait_for_entries(record_path, n)
        poll("round 2 waiting for its dice", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and "round 2" in n.get_name()
            and showing(n)))
        assert app_process.poll() is None, "tableside exited during the test"

        played = saved[5:]
        types = [e["type"] for e in played]
        # Turns 1, 2 and 4 end by themselves once both dice are used (the model writes an
        # automatic end of turn); turn 3 could still buy, so End Turn ended it.
        assert types == ["roll", "take-tile", "take-tile", "end-turn",
                         "take-tile", "take-workers", "end-turn",
                         "sell-goods", "take-tile", "end-turn",
                         "take-tile", "take-workers", "end-turn"], played
        # Entry by entry: monastery 17 and the castle, depot 1's ship, the bank from depot 6,
        # the 4-cow pasture, and who ended each turn.
        atspi_util.assert_keys_round(record_path, ROUND)
        atspi_util.within_budget("a 4-player round (dice and 4 turns)", presses, ROUND_BUDGET)
    finally:
        stop(app_process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
