#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the solo game of The Castles of Burgundy (issue 15, CB-SOL) set up in the real binary
(two players are proposed; removing the second chooses the solo game) and started, then its
first round entered with the keys: the starting goods
(CB-SOL-01), the phase's goods in quick mode, the three dice (CB-SOL-07) and the hex tile
removed from the white die's depot (CB-SOL-09), preselected by the form so that Enter
confirms it; then a sale of goods and 2 VP bought with Ctrl+U (CB-SOL-20). The user's solo
board 13A is a duchies.json in the test's own data folder (no solo board is shipped). The
saved record is read back after each entry. Run by meson through own-display.py (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (CONTROL, RETURN, Atspi, button, chord, find, frame_named,  # noqa: E402
                        key, players_env, point_at, poll, press, record_path, showing, stop,
                        type_text, wait_for_focus, write_user_boards)

# Duchy 1's layout as a solo board: the shapes of 13A/13B are the user's to enter.
SOLO_BOARD = {
    "id": "13a", "name": "13A", "kind": "solo",
    "cells": "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB",
    "dice": "6543216545431236126541254312612563413",
}








def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    write_user_boards(data_home, {"13a": SOLO_BOARD})
    env = players_env(data_home, ["Ana"])
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        setup = atspi_util.open_setup(app)
        # Two players are proposed (the preferences name only Ana): the solo game is chosen by
        # removing the second, and then the form is the solo game's, with the user's board 13A.
        press(button(setup, "Remove Player 2"))
        poll("the solo game's group", lambda: find(
            setup, lambda n: n.get_name() == "Solo Game" and showing(n)))
        poll("the solo board 13A offered", lambda: find(
            setup, lambda n: "13A" in (n.get_name() or "") and showing(n)))
        print("Player 2 removed: the setup offers the solo game on the user's board 13A")
        press(button(setup, "Start"))
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        path = poll("the game saved", lambda: record_path(data_home))
        with open(path, encoding="utf-8") as f:
            record = json.load(f)
        assert record["options"].get("solo") is True, record["options"]
        assert record["options"].get("solo-target") == 50, record["options"]
        assert record["options"].get("solo-colour-areas") is False, record["options"]
        player = record["players"][0]
        assert len(record["players"]) == 1 and player["duchy"] == "13a", record["players"]
        assert player["layout"]["cells"] == SOLO_BOARD["cells"], player
        assert player["start-space"] in (1, 2, 6, 18), player
        print("Start started the solo game: target 50, board 13A with its layout")

        point_at(poll("the main window", lambda: atspi_util.first_frame(app)))
        # The starting goods (CB-SOL-01), then the phase's 5 goods in quick mode.
        wait_for_focus(app, "a goods slot", lambda n: n.get_name().startswith("Goods tile 1"))
        type_text("123")
        key(RETURN)
        entries = atspi_util.wait_for_entries(path, 1)
        assert entries[-1]["type"] == "starting-goods", entries[-1]
        wait_for_focus(app, "the fill form", lambda n: "not entered" in (n.get_name() or ""))
        type_text("12345")
        key(RETURN)
        entries = atspi_util.wait_for_entries(path, 2)
        assert entries[-1]["type"] == "fill-depots", entries[-1]
        print("starting goods and phase A's goods entered")

        # The three dice: the player's 1 and 6, the white die 3 (CB-SOL-07).
        wait_for_focus(app, "the first die", lambda n: "first die" in (n.get_name() or "")
                       and "not entered" in n.get_name())
        type_text("163")
        key(RETURN)
        entries = atspi_util.wait_for_entries(path, 3)
        assert entries[-1]["type"] == "roll", entries[-1]
        assert entries[-1]["white"] == 3, entries[-1]
        print("the dice entered")

        # The removal: the form preselects the rules' tile of depot 3 and Remove Tile (Alt+R)
        # records it. Enter on the button the focus landed on right after the dice takes
        # nothing (one key, one entry: issue 41).
        wait_for_focus(app, "the removal's button",
                       lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
                       and n.get_name().startswith("Remove Tile"))
        key(RETURN)
        poll("why Enter took nothing", lambda: atspi_util.refusal_text(app).startswith(
            ("Nothing is chosen here yet", "That key just made an entry")) or None)
        assert len(atspi_util.record_entries(path)) == 3, "Enter on the stale focus"
        chord(atspi_util.ALT, ord("r"))
        entries = atspi_util.wait_for_entries(path, 4)
        assert entries[-1]["type"] == "solo-remove", entries[-1]
        assert entries[-1]["depot"] == 3, entries[-1]
        print("Alt+R removed the top tile of depot 3 (CB-SOL-09)")
        # Then the turn: the panel's first row has the focus. "se" finds the sale of goods 1
        # (the white die is not the player's: dice 1 and 6), Enter sells them for VP.
        atspi_util.focused_row(app, "the turn's first row", "")
        type_text("se")
        atspi_util.focused_row(app, "the sale", "Sell goods 1")
        key(RETURN)
        entries = atspi_util.wait_for_entries(path, 5)
        assert entries[-1]["type"] == "sell-goods", entries[-1]
        # VP were scored this turn: Ctrl+U puts the keyboard in the number of VP to buy
        # (CB-SOL-20, 1 silver each), "2" and Enter buy two with the 2 silver.
        chord(CONTROL, ord("u"))
        wait_for_focus(app, "the VP to buy", lambda n: n.get_name().startswith("VP to buy"))
        type_text("2")
        key(RETURN)
        entries = atspi_util.wait_for_entries(path, 6)
        assert entries[-1]["type"] == "buy-vp" and entries[-1]["vp"] == 2, entries[-1]
        print("goods sold, then Ctrl+U, 2 and Enter bought 2 VP for 2 silver (CB-SOL-20)")
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(), "e2e-burgundy-solo.png"))
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
