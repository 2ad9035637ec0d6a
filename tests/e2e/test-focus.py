#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the focus goes where the next input goes, and Tab gets there quickly. Opening a saved
game that waits for starting goods puts the focus on the first goods slot, so typed digits
fill the form from its first slot; on the demo game the board and the duchy are one Tab stop
each (the arrow keys move inside each, Shift+Tab reaches the board from the turn panel, whose
first row has the focus when the turn starts) and Tab reaches the turn panel from the board in
a few presses. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, LEFT, RETURN, SHIFT, TAB, Atspi, app_env, chord,  # noqa: E402
                        find, focused, key, poll, type_text)

RECORD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data",
                      "fuzz-seeds", "castles-of-burgundy-4p-complete.json")
# From the board: the players' tabs (2), the ledger, the duchy, the storage, the goods.
MAX_TABS_TO_TURN_PANEL = 7


# A tile space of the board ("Depot 4, space 2: ...", "Black depot, space 1: ..."); the turn
# panel's rows ("Depot 4: ship, ...") are list items and do not match.
BOARD_SPACE = re.compile(r"(Depot \d+|Black depot), space \d+: ")
DUCHY_SPACE = re.compile(r"Space \d+: ")
TURN_KINDS = ("Take", "Place", "Sell", "Workers", "Buy")


def focused_name(app):
    node = focused(app)
    return node.get_name() if node is not None else None


def focused_role(app):
    node = focused(app)
    return node.get_role() if node is not None else None


def moved(app, press, what):
    """Presses a key (@press) and waits until the focus has moved; its new name."""
    before = focused_name(app)
    press()
    return poll(what, lambda: (lambda name: name if name is not None and name != before
                               else None)(focused_name(app)), timeout=30)


def on_board(name):
    return name is not None and BOARD_SPACE.match(name) is not None


def on_duchy(name):
    return name is not None and DUCHY_SPACE.match(name) is not None


def in_turn_panel(app):
    """The focus on the turn panel: a row of its list, a kind, a die or End Turn."""
    name = focused_name(app)
    if name is None:
        return False
    if focused_role(app) == Atspi.Role.LIST_ITEM and name.startswith("Depot "):
        return True
    return (name.replace("_", "").startswith("End Turn")
            or name.startswith("First die") or name.startswith("Second die")
            or name.split(" ")[0] in TURN_KINDS)


def first_slot_on_open(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    with open(RECORD, encoding="utf-8") as f:
        record = json.load(f)
    record["entries"] = []
    record["status"] = "in-progress"
    record.pop("winner", None)
    path = os.path.join(data_home, "new-game.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)

    process = subprocess.Popen([binary, path], env=app_env(data_home))
    try:
        app = find_app_or_fail(process)
        poll("the first goods slot focused",
             lambda: (focused_name(app) or "").startswith("Goods tile 1") or None)
        type_text("235")
        key(RETURN)

        def first_entry():
            with open(path, encoding="utf-8") as f:
                entries = json.load(f)["entries"]
            return entries[0] if entries else None
        entry = poll("the starting goods saved", first_entry)
        assert entry == {"type": "starting-goods", "player": 0, "goods": [2, 3, 5]}, entry
        print("opening a game and typing 2 3 5 fills the form from its first slot")
    finally:
        stop(process)


def find_app_or_fail(process):
    app = atspi_util.wait_for_app(process)
    poll("the board", lambda: find(app, lambda n: n.get_name() == "Main board"))
    return app


def tabs_to_turn_panel(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = subprocess.Popen([binary, "--demo"], env=app_env(data_home))
    try:
        app = find_app_or_fail(process)
        # The turn starts with the focus on the turn panel's first row: the next input.
        poll("the turn panel's first row focused",
             lambda: (focused_role(app) == Atspi.Role.LIST_ITEM
                      and (focused_name(app) or "").startswith("Depot ")) or None)
        print(f"the turn starts on the turn panel: {focused_name(app)!r}")
        # From the turn panel, back to the board with Shift+Tab.
        for _ in range(20):
            if on_board(focused_name(app)):
                break
            moved(app, lambda: chord(SHIFT, TAB), "Shift+Tab moving the focus")
        first = focused_name(app)
        assert on_board(first), f"Shift+Tab never reached the board (at {first!r})"

        second = moved(app, lambda: key(LEFT), "Left moving inside the board")
        assert on_board(second), (first, second)
        print(f"the arrow keys move inside the board: {first!r} -> {second!r}")

        presses = 0
        seen = []
        while not in_turn_panel(app):
            name = focused_name(app)
            if on_duchy(name) and not any(on_duchy(n) for n in seen[:-1]):
                # The duchy's one Tab stop: the arrow keys move inside it too.
                other = moved(app, lambda: key(LEFT), "Left moving inside the duchy")
                assert on_duchy(other), (name, other)
                print(f"the arrow keys move inside the duchy: {name!r} -> {other!r}")
            presses += 1
            seen.append(moved(app, lambda: key(TAB), "Tab moving the focus"))
            assert not on_board(seen[-1]), f"Tab stayed on the board: {seen}"
            assert presses <= MAX_TABS_TO_TURN_PANEL, f"too many Tab presses: {seen}"
        duchy = [name for name in seen if on_duchy(name)]
        assert len(duchy) == 1, f"the duchy is not one Tab stop: {seen}"
        print(f"from the board, {presses} Tab presses reach the turn panel: {seen}")
    finally:
        stop(process)


def main(binary):
    first_slot_on_open(binary)
    tabs_to_turn_panel(binary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
