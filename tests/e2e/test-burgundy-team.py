#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the team game of The Castles of Burgundy (issue 15, CB-TEM) set up in the real binary
by keyboard alone. The user's team board is a duchies.json in the test's own data folder (no
team board is shipped: the engine tests' board, duchies 1 and 6 side by side on the 16 x 10
grid, start castle on space 67). Two players are proposed, two more are added with Alt+A and
their names typed; Alt+G turns the team game on, Alt+S starts; the starting goods are entered
for team A and team B only (CB-TEM-04), then the page asks for the depots. The record (saved
after every entry: the game window has no Ctrl+S) has the option and both teams' boards. Run
by meson through own-display.py (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ALT, RETURN, Atspi, chord, find, focused, frame_named,  # noqa: E402
                        frames, key, players_env, point_at, poll, record_path, showing, stop,
                        switch_checked, tab_to, type_text, wait_for_focus, write_user_boards)

# tests/engine/team-util.c
CELLS = ("-----------------PCCY---YYCS-----PPCYB--YBBSB---PPBYBB-PPMSBB---SSSCSSSYBBCSBB--BBMBBP"
         "-YBBMSB----BMYBB--YMPPS----MYYB---CPPC------------------------------------")
DICE = ("-----------------6543---6543-----21654--21654---543123-543123---61265416126541--254312"
        "-254312----61256--61256----3413---3413------------------------------------")
TEAM_BOARD = {"id": "12a", "name": "12a (mine)", "kind": "team", "cells": CELLS, "dice": DICE,
              "start": [67]}
NAMES = ["Ana", "Bruno", "Carla", "Davi"]








def removal_names(setup):
    """The players in the form's order, as its Remove buttons name them ("Remove Ana")."""
    return [n.get_name()[len("Remove "):] for n in atspi_util.walk(setup)
            if n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name().startswith("Remove ")]




def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    write_user_boards(data_home, {"12a": TEAM_BOARD})
    # The preferences propose two players; the other two are added with Alt+A and typed.
    process = subprocess.Popen([binary], env=players_env(data_home, NAMES[:2]))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        tab_to(app, "the Castles of Burgundy row",
               lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "The Castles of Burgundy")
        key(RETURN)
        setup = poll("the setup window", lambda: frame_named(app, "New Game"))
        point_at(setup)
        # Xvfb has no window manager: AT-SPI reports no focus in the setup window, so the
        # keys go where the form puts the keyboard: Alt+A adds a player and puts the keyboard
        # in the new name. The typed names show in the buttons' names ("Remove Carla").
        poll("the proposed players", lambda: removal_names(setup) == NAMES[:2] or None)
        poll("the Team Game row", lambda: find(
            setup, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
            and n.get_name().replace("_", "").startswith("Team Game")))
        for n, name in enumerate(NAMES[2:], start=3):
            chord(ALT, ord("a"))
            # Typed once the new player's row is there: the handler that shows it gives it the
            # keyboard (ts_setup_window's add_seat()).
            poll(f"player {n} added", lambda: len(removal_names(setup)) == n or None)
            type_text(name)
        try:
            poll("four names typed", lambda: removal_names(setup) == NAMES or None)
        except AssertionError:
            print("players now:", removal_names(setup))
            raise
        poll("the Team Game row offered", lambda: find(
            setup, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
            and n.get_name().replace("_", "").startswith("Team Game")
            and n.get_state_set().contains(Atspi.StateType.SENSITIVE)))
        print("two players added and named by keyboard:", NAMES, "- the team game is offered")

        # Alt+G: the team game; the team boards replace the players' duchies.
        chord(ALT, ord("g"))
        switch_checked(setup, "Team Game")
        poll("team A's board offered", lambda: find(
            setup, lambda n: n.get_role() == Atspi.Role.COMBO_BOX and showing(n)
            and n.get_name() == "Team A’s Board"))
        poll("the user's team board shown", lambda: find(
            setup, lambda n: n.get_name() == "12a (mine)" and showing(n)))
        assert find(setup, lambda n: n.get_role() == Atspi.Role.COMBO_BOX
                    and n.get_name() == "Duchy" and showing(n)) is None, "duchy rows shown"
        print("Alt+G: the team boards replace the duchy rows")

        chord(ALT, ord("s"))
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        path = poll("the game saved", lambda: record_path(data_home))

        point_at(poll("the main window", lambda: atspi_util.first_frame(app)))
        # CB-TEM-04: the starting goods of team A (Ana's) and team B (Bruno's), nobody else's.
        for n, goods in enumerate(("123", "456")):
            wait_for_focus(app, f"team {'AB'[n]}'s goods form",
                           lambda node: node.get_name().startswith("Goods tile 1")
                           and node.get_name().endswith("not entered"))
            type_text(goods)
            key(RETURN)
            entries = atspi_util.wait_for_entries(path, n + 1)
            assert entries[-1]["type"] == "starting-goods", entries[-1]
            assert entries[-1]["player"] == n, entries[-1]
        wait_for_focus(app, "the depots form",
                       lambda node: node.get_name().startswith("Goods for round "))
        print("starting goods of team A and team B entered; the page asks for the depots")

        # No Ctrl+S: the game window saves the record after every entry (there is no Save
        # action to press); the one saved with the starting goods is read back.
        with open(path, encoding="utf-8") as f:
            record = json.load(f)
        assert record["options"].get("team") is True, record["options"]
        assert [p["name"] for p in record["players"]] == NAMES, record["players"]
        for player in record["players"]:
            assert "duchy" not in player and "layout" not in player, player
        teams = record["setup"]["teams"]
        assert len(teams) == 2, teams
        for team in teams:
            assert team["duchy"] == "12a", team
            assert team["start-space"] == 67, team
            assert team["layout"]["kind"] == "team", team
            assert team["layout"]["cells"] == CELLS, team
        print("the saved record has options.team and both teams' board")
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(), "e2e-burgundy-team.png"))
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
