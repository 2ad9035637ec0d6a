#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a finished team game of The Castles of Burgundy (issue 15, CB-TEM) opened in the real
binary from its record file (the command line a file manager uses): the table page shows each
player with their team and the team's resources (CB-TEM-06/09), Alt+3 shows the scores with
both players of the winning team as winners and the team totals (CB-TEM-14), and no
final-scoring sheet, with the reason under its button (issue 58); Alt+1 goes back.
The record is the fuzz corpus's complete team game (both teams on the test board: duchies 1
and 6 side by side). Run by meson through own-display.py (see README)."""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ALT, Atspi, app_env, chord, find, frames, point_at, poll,  # noqa: E402
                        showing, stop)


def label_showing(root, text):
    return find(root, lambda n: n.get_name() == text and showing(n))


def main(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "team-game.json")
    shutil.copy(record, path)
    process = subprocess.Popen([binary, path], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        window = poll("the game's window", lambda: atspi_util.first_frame(app))
        point_at(window)
        # The table page: the acting player's panel names their team; the team's silver.
        poll("a player with their team", lambda: find(
            window, lambda n: (n.get_name() or "").endswith("(team A)")
            or (n.get_name() or "").endswith("(team B)")))
        poll("the team's silver", lambda: find(
            window, lambda n: "silver (team)" in (n.get_name() or "") and showing(n)))
        print("table page: the players' teams and the team's silver are shown")

        chord(ALT, ord("3"))
        poll("the winners' heading", lambda: label_showing(window, "Bruno and Davi Win"))
        poll("the team's result", lambda: find(
            window, lambda n: (n.get_name() or "").startswith("Team B (Bruno and Davi) wins")
            and showing(n)))
        poll("the team totals' row", lambda: label_showing(window, "Team total"))
        print("Alt+3: Bruno and Davi win, with the team totals")

        # Issue 58: a team game has its final-scoring sheet (CB-TEM-14/15), exported as any
        # game's: Export Final Sheet… can be pressed, with no line saying it cannot.
        sheet = poll("Export Final Sheet…", lambda: find(
            window, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and (n.get_name() or "").replace("_", "").startswith("Export Final Sheet…")))
        assert sheet.get_state_set().contains(Atspi.StateType.SENSITIVE), \
            "Export Final Sheet… cannot be pressed in a team game"
        assert not find(window, lambda n: showing(n) and (n.get_name() or "").startswith(
            "A team game has no final-scoring sheet")), \
            "a line says a team game has no sheet"
        print("Alt+3: Export Final Sheet… can be pressed in a team game")

        chord(ALT, ord("1"))
        poll("the table page again", lambda: find(
            window, lambda n: "silver (team)" in (n.get_name() or "") and showing(n)))
        print("Alt+1: back on the table page")
    finally:
        stop(process)
        shutil.rmtree(data_home, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
