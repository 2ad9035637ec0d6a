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
from atspi_util import Atspi, button, find, find_app, poll, press, showing  # noqa: E402


def click_digits(app, prefix, digits):
    for digit in digits:
        press(button(app, f"{prefix} {digit}"))


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    env["XDG_DATA_HOME"] = data_home
    app_process = subprocess.Popen([binary], env=env)
    try:
        app = poll("tableside on the accessibility bus", lambda: find_app(app_process.pid))
        games = poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        row = poll("the Castles of Burgundy row", lambda: find(
            games, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
            and "Castles of Burgundy" in n.get_name()))
        press(row)

        # The setup window proposes two players from the preferences: start as proposed.
        press(button(app, "Start"))
        print("started a new game")

        # Each player's three starting goods, by their die numbers.
        for goods in ("235", "146"):
            click_digits(app, "Goods", goods)
            press(button(app, "Record Goods"))
        # Phase A's depots in quick mode: only the five goods tiles.
        click_digits(app, "Goods", "12345")
        press(button(app, "Fill Depots"))
        # The round's dice: two per player, then the white die.
        click_digits(app, "Die showing", "34564")
        press(button(app, "Start Round"))
        print("entered the dice of round 1")

        # Each player takes whatever is offered first, then ends the turn.
        for player in range(2):
            choices = poll("the turn's choices", lambda: find(
                app, lambda n: n.get_name() == "What the die can do" and showing(n)))
            first = poll("a choice", lambda: find(
                choices, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)))
            press(first)
            press(button(app, "End Turn"))
        poll("round 2 waiting for its dice", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and "Round 2" in n.get_name()
            and showing(n)))
        print("round 1 is over")
        assert app_process.poll() is None, "tableside exited during the test"

        records = glob.glob(os.path.join(data_home, "tableside", "games", "*.json"))
        assert len(records) == 1, records
        with open(records[0], encoding="utf-8") as f:
            record = json.load(f)
        types = [entry["type"] for entry in record["entries"]]
        assert types[:4] == ["starting-goods", "starting-goods", "fill-depots", "roll"], types
        assert types.count("end-turn") == 2, types
        print(f"the record has {len(types)} entries")
    finally:
        app_process.terminate()
        try:
            app_process.wait(10)
        except subprocess.TimeoutExpired:
            app_process.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
