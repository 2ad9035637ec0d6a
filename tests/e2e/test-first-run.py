#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a first run (issue 24). With a fresh data folder and no name in the preferences, New
Game -> The Castles of Burgundy proposes two players, not a solo game that cannot start (no
solo board is shipped), and Start works without touching the players: Enter in the first
name moves to the second, Enter there starts the game, saved with "Player 1" (red) and
"Player 2" (blue). Run under `xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (RETURN, Atspi, app_env, find, frame_named, key, poll,  # noqa: E402
                        record_path, showing, stop, walk)


def text_of(node):
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def names(setup):
    """The players' names proposed, in order (the saved game's name, last, left out)."""
    return [text_of(n) for n in walk(setup)
            if n.get_role() == Atspi.Role.TEXT and n.get_name() == "Name" and showing(n)][:-1]


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = subprocess.Popen([binary], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        setup = atspi_util.open_setup(app)
        try:
            poll("two players proposed",
                 lambda: names(setup) == ["Player 1", "Player 2"] or None)
        except AssertionError:
            print("names proposed:", names(setup))
            raise
        # Not the solo game, which says that no solo board is entered yet.
        assert find(setup, lambda n: (n.get_name() or "").startswith("No solo board")
                    and showing(n)) is None
        print("a first run proposes Player 1 and Player 2, no solo game")

        key(RETURN)
        key(RETURN)
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        path = poll("the game saved", lambda: record_path(data_home))
        with open(path, encoding="utf-8") as f:
            players = [(p["name"], p["color"]) for p in json.load(f)["players"]]
        assert players == [("Player 1", "red"), ("Player 2", "blue")], players
        # The new game's page asks for the first player's starting goods (its turn panel is
        # made later, when a turn first shows it).
        poll("the game's page", lambda: find(
            app, lambda n: (n.get_name() or "").startswith("Enter the 3 starting goods Player 1")
            and atspi_util.shown_through(n)))
        print("Enter, Enter: the game started with the two players proposed")
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
