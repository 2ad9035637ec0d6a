#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the outposts module of The Castles of Burgundy (issue 15, CB-OUT-01) in the real
binary, by keyboard alone. The user's outpost duchies 11a and 11b are a duchies.json in the
test's own data folder (no duchy 11 is shipped: duchy 1's spaces and dice played as an outpost
board, outposts on spaces 3, 15 and 34/35). Alt+U turns the Outposts on: both players' duchy
rows move to an outpost duchy the user entered, so Alt+S starts the game at once; the record
has the option and each player's outpost layout, and the game page says how many outposts
each player joins. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ALT, RETURN, Atspi, chord, find, frame_named, frames, key,  # noqa: E402
                        players_env, point_at, poll, showing, stop, switch_checked, tab_to, walk,
                        write_user_boards)

CELLS = "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
DICE = "6543216545431236126541254312612563413"
OUTPOSTS = [[3], [15], [34, 35]]


def outpost_board(board_id):
    return {"id": board_id, "name": board_id, "kind": "outpost", "cells": CELLS,
            "dice": DICE, "outposts": OUTPOSTS}




def duchies_shown(setup):
    """The boards the players' duchy rows show now (the rows' value labels)."""
    shown = []
    for row in walk(setup):
        if row.get_role() == Atspi.Role.COMBO_BOX and row.get_name() == "Duchy" \
                and showing(row):
            shown += [n.get_name() for n in walk(row)
                      if n.get_role() == Atspi.Role.LABEL and showing(n)
                      and n.get_name().startswith("Duchy ")]
    return shown




def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    write_user_boards(data_home, {"11a": outpost_board("11a"), "11b": outpost_board("11b")})
    process = subprocess.Popen([binary], env=players_env(data_home, ["Ana", "Bruno"]))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        tab_to(app, "the Castles of Burgundy row",
               lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "The Castles of Burgundy")
        key(RETURN)
        setup = poll("the setup window", lambda: frame_named(app, "New Game"))
        point_at(setup)
        before = poll("the duchy rows", lambda: duchies_shown(setup) or None)
        assert not any(name.startswith("Duchy 11") for name in before), before
        print("without outposts the players are on", before)

        # Xvfb has no window manager: AT-SPI reports no focus in the setup window, so the
        # switch is reached by its mnemonic (Alt+U), as a keyboard user may.
        chord(ALT, ord("u"))
        switch_checked(setup, "Outposts")

        def on_outposts():
            shown = duchies_shown(setup)
            return shown if len(shown) == 2 and all(
                name.startswith("Duchy 11a") or name.startswith("Duchy 11b")
                for name in shown) else None
        after = poll("both seats on an outpost duchy", on_outposts)
        print("Alt+U: both seats now on", after)

        chord(ALT, ord("s"))
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        records = poll("the new game saved", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "*.json")) or None)
        with open(records[0], encoding="utf-8") as f:
            record = json.load(f)
        assert record["options"].get("outposts") is True, record["options"]
        assert len(record["players"]) == 2, record["players"]
        for player in record["players"]:
            assert player["duchy"] in ("11a", "11b"), player
            assert player["layout"]["kind"] == "outpost", player
            assert player["layout"]["outposts"] == OUTPOSTS, player
        print("Alt+S started the game with the outposts, each player on an outpost layout")

        point_at(poll("the game window", lambda: atspi_util.first_frame(app)))
        joined = poll("the player panel's outposts", lambda: find(
            app, lambda n: (n.get_name() or "").startswith("Outposts joined") and showing(n)))
        print("the game page says:", joined.get_name())
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "e2e-burgundy-outposts.png"))
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
