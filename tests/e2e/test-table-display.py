#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 45, Show to the Table): in the real binary, a Carcassonne game waiting for
Ana's figure on the city cap she placed north of the start tile. F5 on the game page opens
the table's display, and the keyboard stays with the page: "1" there puts her knight on the
city, which closes it (CA-BSC-01/02: 4 VP); the display, read as one summary over AT-SPI,
says "Ana (Red): 4 VP" and "Ana +4 VP" by the last entry; F5 again ends it. (F5 and Escape
in the display itself are the ui test's: without a window manager Xvfb never gives it the
keyboard.) Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import find, frame_named, key, poll, stop  # noqa: E402

F5 = 0xFFC2

RECORD = {
    "format": "tableside-record",
    "version": 2,
    "game": "carcassonne",
    "name": "Table display",
    "created": "2026-11-25T20:00:00Z",
    "status": "in-progress",
    "options": {"tiles": True, "goods": True, "builder": True, "pig": True},
    "players": [{"name": "Ana", "color": "red"}, {"name": "Bruno", "color": "blue"}],
    "entries": [
        {"type": "draw", "tile": "BASE-E"},
        {"type": "place", "player": 0, "x": 0, "y": -1, "rotation": 2},
    ],
}


# Ana's score as the summary reads it; the player to decide is "now".
def ana_scores(said, points):
    return re.search(rf"Ana \(Red\)(, now)?: {points} VP", said or "") is not None


def summary(app):
    """The display's one node for a screen reader, and what it says."""
    node = find(app, lambda n: n.get_name() == "Scoreboard for the table")
    return (node, node.get_description()) if node is not None else (None, None)


def saved_entries(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)["entries"]


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "table-display.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(RECORD, f)
    process = subprocess.Popen([binary, path], env=atspi_util.app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        window = poll("the game's page", lambda: frame_named(app, "Table display"))
        atspi_util.point_at(window)
        poll("the figure to choose", lambda: find(
            app, lambda n: "Ana" in n.get_name() and "figure" in n.get_name()
            and atspi_util.showing(n)))

        key(F5)
        node, said = poll("the display's summary", lambda: (lambda s: s if s[0] else None)(
            summary(app)))
        assert ana_scores(said, 0), said
        assert "Tiles left: " in said, said
        assert poll("the display's window", lambda: frame_named(
            app, "Show to the Table: Table display")) is not None
        print(f"F5 shows the display: {said!r}")

        # The keyboard is still the page's: "1" is Ana's knight on the city cap's city.
        key(ord("1"))
        poll("the knight saved", lambda: len(saved_entries(path)) == 3 or None)
        assert saved_entries(path)[2]["type"] == "figure", saved_entries(path)[2]
        said = poll("the new score in the summary", lambda: (
            lambda s: s if ana_scores(s, 4) else None)(summary(app)[1]))
        assert "Ana +4 VP" in said, said
        print(f"the knight's 4 VP in the display: {said!r}")

        key(F5)
        poll("the display ended", lambda: summary(app)[0] is None
             and frame_named(app, "Show to the Table: Table display") is None or None)
        assert frame_named(app, "Table display") is not None
        print("F5 again ends it; the game's page stays")
        return 0
    finally:
        stop(process)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
