#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the real binary loads its own style sheets and help overlay. Starts `tableside --demo`,
saves a screenshot of the X screen (xwd) as _build/tests/artifacts/e2e-demo-game.png, and
checks that the black depot, found over AT-SPI, is painted dark (style.css) while a numbered
depot is light; then Ctrl+? opens the shortcuts window (ts-shortcuts-window.ui, made on first use). Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, CONTROL, ESCAPE, SHIFT, Atspi, app_env, artifacts_dir,  # noqa: E402
                        chord, dark_share, find, frame_named, key, poll,
                        screenshot, showing)


def extents(node):
    # GTK 4.8 has no screen coordinates; with no window manager the window is at 0,0.
    return node.get_extents(Atspi.CoordType.WINDOW)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    app_process = subprocess.Popen([binary, "--demo"], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(app_process)
        black = poll("the black depot", lambda: find(
            app, lambda n: n.get_description() == "Black depot" and showing(n)))
        depot = poll("depot 1's tiles", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
            and n.get_name().startswith("Depot 1, space 1")))
        path = os.path.join(artifacts_dir(), "e2e-demo-game.png")
        shot = poll("a screenshot with the board painted", lambda: (
            lambda s: s if dark_share(s, *rect(black)) > 0.3 else None)(screenshot(path)))
        black_dark = dark_share(shot, *rect(black))
        depot_dark = dark_share(shot, *rect(depot))
        print(f"saved {path}: black depot {black_dark:.0%} dark, depot 1 {depot_dark:.0%} dark")
        # style.css gives the black depot its dark panel; without it, it is the window's grey.
        assert black_dark > 0.3, black_dark
        assert depot_dark < 0.05, depot_dark

        # The help overlay (Ctrl+?, with Shift as a keyboard user types it).
        chord(CONTROL | SHIFT, ord("?"))
        shortcuts = poll("the shortcuts window", lambda: frame_named(app, "Keyboard Shortcuts"))
        poll("the shortcuts window's game keys", lambda: find(
            shortcuts, lambda n: n.get_name() == "Use the first die"))
        print("Ctrl+? shows the keyboard shortcuts")
        key(ESCAPE)
        poll("the shortcuts window closed", lambda: frame_named(app, "Keyboard Shortcuts") is None or None)
        assert app_process.poll() is None, "tableside exited during the test"
    finally:
        stop(app_process)
    return 0


def rect(node):
    """The node's rectangle, 4 pixels in from each side (past borders and focus rings)."""
    e = extents(node)
    return e.x + 4, e.y + 4, e.width - 8, e.height - 8


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
