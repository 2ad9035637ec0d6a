#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 27): the statistics of a group's saved games, in the real binary, by keyboard.
Twelve complete games of the four games (bench/record/ts-write-games) are in the data folder;
Ctrl+G on the start page shows the statistics with the keyboard on the first filter, the
players are listed, and a keyboard user opens the Castles of Burgundy's row of the games and
follows its record score's link (Open Game) to that game's page. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (CONTROL, RETURN, Atspi, app_env, chord, find, first_frame,  # noqa: E402
                        focused, key, point_at, poll, showing, stop, tab_to,
                        within_budget)

G = 0x67


def main(binary, write_games):
    with tempfile.TemporaryDirectory() as data_home:
        games = os.path.join(data_home, "tableside", "games")
        subprocess.run([write_games, "--count", "12", games], check=True)
        process = subprocess.Popen([binary], env=app_env(data_home))
        try:
            app = atspi_util.wait_for_app(process)
            frame = first_frame(app)
            point_at(frame)
            poll("the saved games listed",
                 lambda: find(app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                              and n.get_name().startswith("Random game") and showing(n)))
            start = atspi_util.presses
            chord(CONTROL, G)
            poll("the statistics page",
                 lambda: find(app, lambda n: n.get_name() == "Statistics"
                              and n.get_role() != Atspi.Role.FRAME and showing(n)))
            # The keyboard is on the first filter, the game.
            poll("the focus on the game filter", lambda: (
                (node := focused(app)) is not None and node.get_name().startswith("Game")
                and node or None))
            # Everyone who played is listed (ts-write-games seats six people in turn).
            poll("Ana's row", lambda: find(
                app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                and n.get_name().startswith("Ana") and showing(n)))
            row = tab_to(app, "the Castles of Burgundy's row of the games",
                         lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                         and n.get_name().startswith("The Castles of Burgundy"), limit=40)
            key(RETURN)
            tab_to(app, "the record score's link",
                   lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
                   and n.get_name().startswith("Open the game of the record score"),
                   limit=20)
            key(RETURN)
            # The game of the record score is shown: its page's Table tab is there.
            poll("the game's page", lambda: find(
                app, lambda n: n.get_role() == Atspi.Role.FRAME
                and n.get_name().startswith("Random game") and showing(n)))
            within_budget("the statistics to the record score's game",
                          atspi_util.presses - start, 16)
            assert row is not None
        finally:
            stop(process)
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
