#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: start the real tableside binary and find its start page through AT-SPI, as a screen
reader (or a user's assistive tool) would. At launch the keyboard is on the first game of New
Game, or on Resume when a game is in progress: Enter starts or resumes a game (it used to
open the main menu). Needs an X display and a D-Bus session bus: run the suite under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, RETURN, STARTUP_TIMEOUT, Atspi, action_names, app_env,  # noqa: E402
                        find, find_app, frame_named, key, point_at, poll, showing,
                        wait_for_focus)

IN_PROGRESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data",
                           "fuzz-seeds", "castles-of-burgundy-3p-phase-a.json")


def menu_shown(app):
    return find(app, lambda n: n.get_role() == Atspi.Role.MENU_ITEM and showing(n))


def launch_and_enter(binary, in_progress):
    """Launches with an empty games folder, or one holding a game in progress; the focus is on
    the first game, or on Resume; Enter sets up that game, or resumes the one in progress."""
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    if in_progress:
        games = os.path.join(data_home, "tableside", "games")
        os.makedirs(games)
        shutil.copyfile(IN_PROGRESS, os.path.join(games, "in-progress.json"))
    process = subprocess.Popen([binary], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        window = poll("the start page", lambda: frame_named(app, "Tableside"))
        # No window manager under Xvfb: the keyboard goes to the window under the pointer.
        point_at(window)
        if in_progress:
            wait_for_focus(app, "Resume focused", lambda n: n.get_role()
                           == Atspi.Role.PUSH_BUTTON and "Resume" in n.get_name())
        else:
            wait_for_focus(app, "the first game focused", lambda n: n.get_role()
                           == Atspi.Role.LIST_ITEM and n.get_name() == "The Castles of Burgundy")
        key(RETURN)
        if in_progress:
            poll("the game in progress resumed",
                 lambda: find(app, lambda n: n.get_name() == "Main board" and showing(n)))
            print("at launch, Enter resumes the game in progress")
        else:
            poll("the new game's setup", lambda: frame_named(app, "New Game"))
            print("at launch, Enter sets up the first game")
        assert menu_shown(app) is None, "Enter opened the main menu"
    finally:
        stop(process)


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
    launch_and_enter(binary, in_progress=False)
    launch_and_enter(binary, in_progress=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
