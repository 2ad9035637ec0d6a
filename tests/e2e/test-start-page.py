#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: start the real tableside binary and find its start page through AT-SPI, as a screen
reader (or a user's assistive tool) would. Needs an X display and a D-Bus session bus:
run the suite under `xvfb-run -a dbus-run-session --` (see README)."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_util import (stop, STARTUP_TIMEOUT, Atspi, action_names, find, find_app,  # noqa: E402
                        poll)


def main(binary):
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    app_process = subprocess.Popen([binary], env=env)
    try:
        app = poll("tableside on the accessibility bus", lambda: find_app(app_process.pid),
                   STARTUP_TIMEOUT)
        page = poll("the start page",
                    lambda: find(app, lambda n: n.get_name() == "Start page"))
        print(f"found {page.get_role_name()} 'Start page'")

        games = poll("the games list", lambda: find(page, lambda n: n.get_name() == "Games"))
        saved = poll("the saved games list",
                     lambda: find(page, lambda n: n.get_name() == "Saved games"))
        assert games.get_role() == Atspi.Role.LIST, games.get_role_name()
        assert saved.get_role() == Atspi.Role.LIST, saved.get_role_name()

        open_button = poll("the Open button", lambda: find(
            page, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and "Open" in n.get_name()))
        actions = action_names(open_button)
        assert "click" in actions, actions

        menu = poll("the main menu button", lambda: find(
            app, lambda n: n.get_name() == "Main Menu"))
        print(f"found {menu.get_role_name()} 'Main Menu'")
        assert app_process.poll() is None, "tableside exited during the test"
    finally:
        stop(app_process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
