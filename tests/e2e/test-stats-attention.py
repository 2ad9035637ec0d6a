#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 52): what the statistics leave out, in the real binary. The games folder holds a
finished Caylus 1303 game whose original needs attention (an entry damaged) beside
Syncthing's conflict copy of it, and another game that needs attention. Ctrl+G shows the
statistics: the page says "1 game needs attention and is not counted", names the copy counted
in place of its original, and its Open button is reached by Tab. Screenshots of the real
window (xwd) at 1280 and 360 px wide in artifacts/. Run under `xvfb-run -a dbus-run-session
--` (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (CONTROL, Atspi, artifacts_dir, chord, find, first_frame,  # noqa: E402
                        players_env, point_at, poll, screenshot, showing,
                        stop_and_recenter, tab_to)

G = 0x67
COPY_NAME = "Race.sync-conflict-20261125-223015-ABCDEF7.json"


def fixture(source, damaged, name):
    """The finished Caylus 1303 game of tests/data named @name; @damaged: its 20th entry
    reveals a character already revealed, which the rules refuse."""
    with open(source, encoding="utf-8") as f:
        record = json.load(f)
    record["name"] = name
    if damaged:
        record["entries"][19]["character"] = record["entries"][14]["character"]
    return json.dumps(record)


def crop(path, frame):
    """Keeps only the window (Xvfb has no window manager: it sits at the top left)."""
    atspi_util.gi.require_version("GdkPixbuf", "2.0")
    from gi.repository import GdkPixbuf  # noqa: E402

    extents = frame.get_extents(Atspi.CoordType.SCREEN)
    whole = GdkPixbuf.Pixbuf.new_from_file(path)
    width = min(extents.width, whole.get_width() - max(extents.x, 0))
    height = min(extents.height, whole.get_height() - max(extents.y, 0))
    whole.new_subpixbuf(max(extents.x, 0), max(extents.y, 0), width, height).savev(
        path, "png", [], [])
    return width


def run(binary, source, width):
    with tempfile.TemporaryDirectory() as data_home:
        games = os.path.join(data_home, "tableside", "games")
        os.makedirs(games)
        for name, damaged, title in (("Race.json", True, "Caylus on Friday"),
                                     (COPY_NAME, False, "Caylus on Friday"),
                                     ("Kept.json", True, "Caylus 2026-11-20")):
            with open(os.path.join(games, name), "w", encoding="utf-8") as f:
                f.write(fixture(source, damaged, title))
        env = players_env(data_home, ["Ana", "Bruno"],
                          [f"window-width={width}", "window-height=1000"])
        process = subprocess.Popen([binary], env=env)
        try:
            app = atspi_util.wait_for_app(process)
            frame = first_frame(app)
            point_at(frame)
            poll("the saved games listed",
                 lambda: find(app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                              and n.get_name().startswith("Caylus 2026-11-20")
                              and showing(n)))
            chord(CONTROL, G)
            poll("the statistics page",
                 lambda: find(app, lambda n: n.get_name() == "Statistics"
                              and n.get_role() != Atspi.Role.FRAME and showing(n)))
            poll("the note of the game that needs attention",
                 lambda: find(app, lambda n: "1 game needs attention and is not counted."
                              in (n.get_name() or "") and showing(n)))
            poll("the copy counted in place of its original",
                 lambda: find(app, lambda n: "Counted from the conflict copy by Syncthing of "
                              "“Race.json”: the original needs attention"
                              in (n.get_description() or "") + (n.get_name() or "")
                              and showing(n)))
            tab_to(app, "the Open button of the game that needs attention",
                   lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
                   and n.get_name() == "Open “Caylus 2026-11-20”", limit=20)
            path = os.path.join(artifacts_dir(), f"e2e-stats-attention-{width}.png")
            screenshot(path)
            shown = crop(path, frame)
            print(f"# {path}: the window is {shown} px wide")
        finally:
            stop_and_recenter(process)


def main(binary, source):
    for width in (1280, 360):
        run(binary, source, width)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
