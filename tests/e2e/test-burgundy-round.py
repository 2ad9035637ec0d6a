#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a new user starts a game of Castles of Burgundy and enters its first round, with only
what an assistive tool sees: the start page's game row, the setup window's Start button, the
die and goods buttons of the entry forms, the turn's choices and End Turn. Then the saved
record is read back. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_util import (stop, RETURN, STARTUP_TIMEOUT, Atspi, button, find, find_app,  # noqa: E402
                        focused, frame_named, key, poll, press, showing, tab_to,
                        type_text)


def read_record(data_home):
    """The one saved game (saved after every entry)."""
    records = glob.glob(os.path.join(data_home, "tableside", "games", "*.json"))
    assert len(records) == 1, records
    with open(records[0], encoding="utf-8") as f:
        return json.load(f)


def wait_for_entries(data_home, n):
    """Waits until the saved record has at least @n entries (it is saved after each)."""
    def count():
        try:
            return len(read_record(data_home)["entries"]) >= n or None
        except (AssertionError, ValueError, OSError):
            return None
    poll(f"{n} entries saved", count)


def wait_for_focus(app, what, prefix):
    """Waits until the focus is on an empty slot whose name starts with @prefix: a form gives
    its slot the focus once it is shown, and keys typed before that would go elsewhere (a
    slow run, as under AddressSanitizer, shows the form well after the entry before it is
    saved)."""
    def check():
        node = focused(app)
        name = node.get_name() if node is not None else ""
        return node if name.startswith(prefix) and name.endswith("not entered") else None
    poll(what, check)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["XDG_DATA_HOME"] = data_home
    # The players' names a user would have set in the preferences.
    config_home = os.path.join(data_home, "config")
    os.makedirs(os.path.join(config_home, "glib-2.0", "settings"))
    with open(os.path.join(config_home, "glib-2.0", "settings", "keyfile"), "w",
              encoding="utf-8") as f:
        f.write("[io/github/tableside/Tableside]\n"
                "default-player-names=['Ana', 'Bruno']\n")
    env["XDG_CONFIG_HOME"] = config_home
    env["GSETTINGS_BACKEND"] = "keyfile"
    app_process = subprocess.Popen([binary], env=env)
    try:
        app = poll("tableside on the accessibility bus", lambda: find_app(app_process.pid),
                   STARTUP_TIMEOUT)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        tab_to(app, "the Castles of Burgundy row",
               lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "The Castles of Burgundy")
        key(RETURN)

        # Two players, named from the preferences, as proposed.
        poll("the setup window", lambda: frame_named(app, "New Game"))
        press(button(app, "Start"))
        poll("the setup window closed by Start",
             lambda: frame_named(app, "New Game") is None or None)
        print("started a new game")

        # From here on the keyboard alone: each form has the focus when it appears, digits
        # fill it and Return records it.
        # The record is saved just before the page shows: wait for the form itself.
        poll("the starting goods form", lambda: find(
            app, lambda n: n.get_name().startswith("Goods tile 1") and showing(n)))
        for n, goods in enumerate(("235", "146")):
            wait_for_entries(data_home, n)
            wait_for_focus(app, f"player {n + 1}'s goods form", "Goods tile ")
            type_text(goods)
            key(RETURN)
        # Phase A's depots in quick mode: only the five goods tiles.
        wait_for_entries(data_home, 2)
        wait_for_focus(app, "the depots form", "Goods for round ")
        type_text("12345")
        key(RETURN)
        # The round's dice: two per player, then the white die.
        wait_for_entries(data_home, 3)
        wait_for_focus(app, "the dice form", "Ana, first die")
        type_text("34564")
        key(RETURN)
        wait_for_entries(data_home, 4)
        print("entered the goods, the depots and the dice of round 1")

        # Each player makes the first choice offered (the list has the focus, but nothing is
        # chosen until someone chooses, issue 41: Home chooses the first row, Return makes
        # it; the depots were filled in quick mode, so it is a "?" tile whose identity the
        # picker then asks: no row is chosen until one is, so Down chooses the first and
        # Return takes it), then ends the turn with its button.
        for player in range(2):
            entries = len(read_record(data_home)["entries"])
            first = poll("the turn's choices focused", lambda: (
                lambda n: n if n is not None and n.get_role() == Atspi.Role.LIST_ITEM else None)(
                    focused(app)))
            key(0xFF50)  # Home
            key(RETURN)
            if "(pick which)" in first.get_name():
                poll("the picker focused", lambda: (
                    lambda n: n if n is not None and n.get_role() == Atspi.Role.LIST_ITEM
                    and n.get_name() != first.get_name() else None)(focused(app)))
                key(0xFF54)  # Down
                key(RETURN)
            wait_for_entries(data_home, entries + 1)
            entries = len(read_record(data_home)["entries"])
            press(button(app, "End Turn"))
            wait_for_entries(data_home, entries + 1)
        poll("round 2 waiting for its dice", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and "Round 2" in n.get_name()
            and showing(n)))
        print("round 1 is over")
        assert app_process.poll() is None, "tableside exited during the test"

        record = read_record(data_home)
        types = [entry["type"] for entry in record["entries"]]
        assert types[:4] == ["starting-goods", "starting-goods", "fill-depots", "roll"], types
        assert types.count("end-turn") == 2, types
        print(f"the record has {len(types)} entries")
    finally:
        stop(app_process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
