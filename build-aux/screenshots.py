# SPDX-License-Identifier: GPL-3.0-or-later
"""Screenshots of the real tableside binary for the README (run by build-aux/screenshots,
under Xvfb): the X screen is saved with the e2e tests' own helper and cut to the window."""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "e2e"))
import atspi_util  # noqa: E402
from atspi_util import find, find_app, poll, showing  # noqa: E402
from gi.repository import GdkPixbuf  # noqa: E402


def window_geometry():
    """(x, y, width, height) of the app's main window: the largest mapped toplevel."""
    tree = subprocess.run(["xwininfo", "-root", "-children"], check=True,
                          capture_output=True, text=True).stdout
    best = None
    for line in tree.splitlines():
        found = re.search(r"(\d+)x(\d+)\+(-?\d+)\+(-?\d+)", line)
        if "tableside" not in line or found is None:
            continue
        width, height, x, y = map(int, found.groups())
        if best is None or width * height > best[2] * best[3]:
            best = (max(x, 0), max(y, 0), width, height)
    return best


def shoot(build, data_home, args, ready, path):
    env = dict(os.environ, XDG_DATA_HOME=data_home, XDG_CONFIG_HOME=data_home,
               GSETTINGS_BACKEND="memory", GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
               GSK_RENDERER="cairo", GDK_BACKEND="x11", GDK_DEBUG="default-settings")
    app_process = subprocess.Popen([os.path.join(build, "app", "tableside")] + args, env=env)
    try:
        app = poll("tableside on the accessibility bus", lambda: find_app(app_process.pid))
        poll(ready, lambda: find(app, lambda n: n.get_name() == ready and showing(n)))
        whole = os.path.join(data_home, "screen.png")
        atspi_util.screenshot(whole)
        x, y, width, height = window_geometry()
        screen = GdkPixbuf.Pixbuf.new_from_file(whole)
        width = min(width, screen.get_width() - x)
        height = min(height, screen.get_height() - y)
        screen.new_subpixbuf(x, y, width, height).savev(path, "png", [], [])
        print(f"{path}: {width}x{height}")
    finally:
        atspi_util.stop(app_process)


def main(build, out):
    data_home = tempfile.mkdtemp(prefix="tableside-screenshots-")
    shoot(build, data_home, ["--demo"], "End Turn", os.path.join(out, "table-page.png"))
    shoot(build, data_home, [], "Saved Games", os.path.join(out, "start-page.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
