#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 55): F1 and a refusal's Why? ask the desktop for the right page of the user
guide. The test stands in for the help viewer: its data folder holds a desktop file that
handles help: URIs by writing them to a log, made the default in its mimeapps.list, so the
real binary's gtk_show_uri() reaches it as it would reach Yelp. In the Castles of Burgundy's
demo: F1 asks for the game's page; a click on a pasture of Ana's duchy while she holds a castle
is refused, and then the refusal's Why? and F1 ask for the game's rules at the clause the
refusal names (CB-ACT-06, a tile goes on a space of its colour); back on the games
(Alt+Left), F1 asks for the guide's first page."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import Atspi, find, key, point_at, poll, showing, stop, walk  # noqa: E402

F1 = 0xFFBE
LEFT = 0xFF51


def fake_help_viewer(data_home, log):
    script = os.path.join(data_home, "help-viewer.sh")
    with open(script, "w", encoding="utf-8") as f:
        f.write(f'#!/bin/sh\necho "$1" >> "{log}"\n')
    os.chmod(script, 0o755)
    apps = os.path.join(data_home, "applications")
    os.makedirs(apps, exist_ok=True)
    with open(os.path.join(apps, "ts-test-help.desktop"), "w", encoding="utf-8") as f:
        f.write("[Desktop Entry]\nType=Application\nName=Test Help Viewer\nNoDisplay=true\n"
                f"Exec={script} %u\nMimeType=x-scheme-handler/help;\n")
    config = os.path.join(data_home, "config")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "mimeapps.list"), "w", encoding="utf-8") as f:
        f.write("[Default Applications]\nx-scheme-handler/help=ts-test-help.desktop\n")


def asked(log, n):
    """The help URIs asked for so far, once there are @n of them."""
    def read():
        if not os.path.exists(log):
            return None
        with open(log, encoding="utf-8") as f:
            lines = f.read().split()
        return lines if len(lines) >= n else None
    return poll(f"{n} help URIs asked for", read)


def click(node):
    extents = node.get_extents(Atspi.CoordType.WINDOW)
    Atspi.generate_mouse_event(extents.x + extents.width // 2,
                               extents.y + extents.height // 2, "b1c")


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    log = os.path.join(data_home, "help-uris.log")
    fake_help_viewer(data_home, log)
    env = atspi_util.app_env(data_home)
    env["XDG_CONFIG_HOME"] = os.path.join(data_home, "config")
    process = subprocess.Popen([binary, "--demo"], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        point_at(poll("the game's window", lambda: atspi_util.first_frame(app)))
        atspi_util.wait_for_focus(app, "the list of choices focused",
                                  lambda n: n.get_role() == Atspi.Role.LIST_ITEM)
        key(F1)
        assert asked(log, 1)[-1] == "help:tableside/game-castles-of-burgundy", asked(log, 1)

        spot = poll("a pasture of Ana's duchy", lambda: next(
            (n for n in walk(app) if n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
             and n.get_name().startswith("Space 0: pasture")), None))
        click(spot)
        message = poll("the click refused", lambda: atspi_util.refusal_text(app) or None)
        print(f"refused: {message}")
        why = poll("the refusal's Why?", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name() == "Why?"))
        click(why)
        # The refusal names its rule, CB-ACT-06 (a tile goes on a space of its colour).
        rule = "help:tableside/rules-castles-of-burgundy#cb-act-06"
        assert asked(log, 2)[-1] == rule, asked(log, 2)
        key(F1)
        assert asked(log, 3)[-1] == rule, asked(log, 3)

        atspi_util.chord(atspi_util.ALT, LEFT)
        poll("the start page", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
            and n.get_name() == "New Game"))
        key(F1)
        assert asked(log, 4)[-1] == "help:tableside", asked(log, 4)
        print("asked for:", " ".join(asked(log, 4)))
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
