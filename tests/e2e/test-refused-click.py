#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a click on the board that is refused leaves the keyboard where the next input goes,
not on the spot clicked (where typing went nowhere). Through the real binary, by real
clicks (X pointer events): in the Castles of Burgundy's demo, a click on a pasture of Ana's
duchy while she holds a castle and two 4s is refused, the focus is back on the turn panel's
list and Enter takes its first row; in Caylus 1303, a click on a Road building while the
buildings are activated is refused, and the digit 1 then picks the first choice of the list.
A double tap on a row of the Castles of Burgundy's list makes one entry: the second tap, at
the same spot within the double-click time, records nothing and says so; a tap there after
that time is taken.
Run under `xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, RETURN, Atspi, app_env, find, key, point_at, poll,  # noqa: E402
                        record_entries, record_path, showing, wait_for_focus, walk)

CAYLUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data",
                      "fuzz-seeds", "caylus-1303-2p-first-round.json")
# The record up to the buildings' activation (a list of choices: use the Fair or not).
CAYLUS_ENTRIES = 34


def refusal(app):
    """The refusal shown in place of the status line, or None."""
    node = find(app, lambda n: n.get_role() == Atspi.Role.ALERT and showing(n)
                and n.get_name() not in ("", "GtkLabel"))
    return node.get_name() if node is not None else None


def click(node):
    """A real click (button 1 pressed and released) in the middle of @node. Xvfb has no
    window manager: the window is at the screen's top left, so its coordinates are the
    screen's."""
    extents = node.get_extents(Atspi.CoordType.WINDOW)
    atspi_util.click_at(extents.x + extents.width // 2, extents.y + extents.height // 2)


def button_named(app, prefix):
    return poll(f"the board's {prefix!r}", lambda: next(
        (n for n in walk(app) if n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
         and n.get_name().startswith(prefix)), None))


def refused_click_then(binary, args, data_home, spot, then, what):
    process = subprocess.Popen([binary] + args, env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        point_at(poll("the game's window", lambda: atspi_util.first_frame(app)))
        wait_for_focus(app, "the list of choices focused",
                       lambda n: n.get_role() == Atspi.Role.LIST_ITEM)
        path = poll("the record", lambda: record_path(data_home))
        n = len(record_entries(path))
        click(button_named(app, spot))
        message = poll("the click refused", lambda: refusal(app))
        print(f"clicking {spot!r}: {message}")
        node = wait_for_focus(app, "the focus back on the list of choices",
                              lambda n: n.get_role() == Atspi.Role.LIST_ITEM)
        print(f"the focus is back on the list: {node.get_name()!r}")
        assert len(record_entries(path)) == n, "the refused click entered something"
        then()
        entries = atspi_util.wait_for_entries(path, n + 1)
        print(f"{what}: {entries[-1]['type']}")
    finally:
        stop(process)


def double_tap(binary, data_home):
    process = subprocess.Popen([binary, "--demo"], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        point_at(poll("the game's window", lambda: atspi_util.first_frame(app)))
        row = wait_for_focus(app, "the list of choices focused",
                             lambda n: n.get_role() == Atspi.Role.LIST_ITEM)
        path = poll("the record", lambda: record_path(data_home))
        n = len(record_entries(path))
        extents = row.get_extents(Atspi.CoordType.WINDOW)
        name = row.get_name()  # the row goes with the list the entry makes again
        x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
        # Both taps at once, as a finger's double tap: the second within GTK's time.
        atspi_util.double_tap_at(x, y)
        message = poll("the second tap refused",
                       lambda: (lambda m: m if m and m.startswith("That spot just made") else None)(
                           refusal(app)))
        print(f"a double tap on {name!r}: {message}")
        entries = atspi_util.wait_for_entries(path, n + 1)
        assert len(record_entries(path)) == n + 1, "the second tap entered something"
        print(f"one entry: {entries[-1]['type']}")
        # A deliberate tap later, at the same spot, is a choice (click_at waits the time out).
        atspi_util.click_at(x, y)
        entries = atspi_util.wait_for_entries(path, n + 2)
        print(f"a tap after the double-click time is taken: {entries[n + 1]['type']}")
    finally:
        stop(process)


def main(binary):
    double_tap(binary, tempfile.mkdtemp(prefix="tableside-e2e-"))

    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    refused_click_then(binary, ["--demo"], data_home, "Space 0: pasture",
                       lambda: key(RETURN), "Enter takes the list's first row")

    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    with open(CAYLUS, encoding="utf-8") as f:
        record = json.load(f)
    record["entries"] = record["entries"][:CAYLUS_ENTRIES]
    games = os.path.join(data_home, "tableside", "games")
    os.makedirs(games)
    path = os.path.join(games, "caylus.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    refused_click_then(binary, [path], data_home, "Road space 5",
                       lambda: key(ord("1")), "the digit 1 picks the first choice")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
