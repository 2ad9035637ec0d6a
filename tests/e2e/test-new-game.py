#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: setting up a new game from the keyboard alone. The setup window opens with the focus
in the first player's name; typing replaces it, Enter moves to the next name and, in the last
one, starts the game. The next new game proposes the players of this one (not the names in
the preferences). In a fresh install's setup (a solo game of the Castles of Burgundy, whose
options once had an “A” too), Alt+A adds a player and typing goes into the new name. Run
under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, ALT, CONTROL, ESCAPE, LEFT, RETURN, Atspi, app_env,  # noqa: E402
                        chord, find, frame_named, frames, key, point_at, poll,
                        showing, tab_to, type_text, walk)


def text_of(node):
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def names(setup):
    """The two players' names, in order (the game's name comes after them). (Xvfb has no window manager, so no window is
    active and AT-SPI reports no focus: the tests see where typing goes instead.)"""
    return [text_of(n) for n in walk(setup)
            if n.get_role() == Atspi.Role.TEXT and n.get_name() == "Name" and showing(n)][:2]


def all_names(setup):
    """Every player's name, in order (the game's name, also an entry row, is last)."""
    return [text_of(n) for n in walk(setup)
            if n.get_role() == Atspi.Role.TEXT and n.get_name() == "Name" and showing(n)][:-1]


def alt_a_adds_a_player(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = subprocess.Popen([binary], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        setup = open_new_game(app)
        point_at(setup)
        before = poll("the players proposed", lambda: all_names(setup) or None)
        chord(ALT, ord("a"))
        poll("Alt+A adding a player",
             lambda: len(all_names(setup)) == len(before) + 1 or None)
        chord(CONTROL, ord("a"))
        type_text("Zed")
        poll("typing in the new player's name",
             lambda: all_names(setup) == before + ["Zed"] or None)
        print(f"Alt+A adds a player to {before}, and typing names them: {all_names(setup)}")
        key(ESCAPE)
        poll("the setup window closed", lambda: frame_named(app, "New Game") is None or None)
    finally:
        stop(process)


def open_new_game(app):
    tab_to(app, "the Castles of Burgundy row",
           lambda n: n.get_role() == Atspi.Role.LIST_ITEM
           and n.get_name() == "The Castles of Burgundy")
    key(RETURN)
    return poll("the setup window", lambda: frame_named(app, "New Game"))


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = app_env(data_home)
    config_home = os.path.join(data_home, "config")
    os.makedirs(os.path.join(config_home, "glib-2.0", "settings"))
    with open(os.path.join(config_home, "glib-2.0", "settings", "keyfile"), "w",
              encoding="utf-8") as f:
        f.write("[io/github/tableside/Tableside]\n"
                "default-player-names=['Ana', 'Bruno']\n")
    env["XDG_CONFIG_HOME"] = config_home
    env["GSETTINGS_BACKEND"] = "keyfile"
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        setup = open_new_game(app)
        # No window manager under Xvfb: the keyboard goes to the window under the pointer.
        point_at(setup)
        poll("the players proposed", lambda: names(setup) == ["Ana", "Bruno"] or None)
        chord(CONTROL, ord("a"))
        type_text("Zoe")
        poll("typing in the first name", lambda: names(setup) == ["Zoe", "Bruno"] or None)
        print("the setup window opens with the focus in the first name")
        key(RETURN)
        chord(CONTROL, ord("a"))
        type_text("Yan")
        poll("Enter moves to the second name", lambda: names(setup) == ["Zoe", "Yan"] or None)
        key(RETURN)
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        records = poll("the new game saved", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "*.json")) or None)
        with open(records[0], encoding="utf-8") as f:
            players = [p["name"] for p in json.load(f)["players"]]
        assert players == ["Zoe", "Yan"], players
        print("Enter moves to the second name, and there starts the game with Zoe and Yan")

        point_at(poll("the main window", lambda: atspi_util.first_frame(app)))
        chord(ALT, LEFT)
        poll("the start page", lambda: frame_named(app, "Tableside"))
        setup = open_new_game(app)
        poll("the last game's players proposed", lambda: names(setup) == ["Zoe", "Yan"] or None)
        print("the next new game proposes Zoe and Yan again")
        point_at(setup)
        key(ESCAPE)
        poll("the setup window closed", lambda: frame_named(app, "New Game") is None or None)
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    alt_a_adds_a_player(binary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
