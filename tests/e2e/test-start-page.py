#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: start the real tableside binary and find its start page through AT-SPI, as a screen
reader (or a user's assistive tool) would. Needs an X display and a D-Bus session bus:
run the suite under `xvfb-run -a dbus-run-session --` (see README)."""
import os
import subprocess
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

TIMEOUT = 30.0


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    for i in range(node.get_child_count()):
        try:
            child = node.get_child_at_index(i)
        except gi.repository.GLib.Error:
            continue
        yield from walk(child, depth + 1)


def find(root, predicate):
    for node in walk(root):
        try:
            if predicate(node):
                return node
        except gi.repository.GLib.Error:
            continue
    return None


def poll(what, function):
    """Accessible objects appear lazily: poll rather than sleep a fixed time."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        result = function()
        if result is not None:
            return result
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def main(binary):
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    app_process = subprocess.Popen([binary], env=env)
    try:
        app = poll("tableside on the accessibility bus", lambda: find_app(app_process.pid))
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
        with warnings.catch_warnings():
            # get_action_name is deprecated in newer AT-SPI; Debian 12's has no successor.
            warnings.simplefilter("ignore", DeprecationWarning)
            actions = [open_button.get_action_name(i)
                       for i in range(open_button.get_n_actions())]
        assert "click" in actions, actions

        menu = poll("the main menu button", lambda: find(
            app, lambda n: n.get_name() == "Main Menu"))
        print(f"found {menu.get_role_name()} 'Main Menu'")
        assert app_process.poll() is None, "tableside exited during the test"
    finally:
        app_process.terminate()
        try:
            app_process.wait(10)
        except subprocess.TimeoutExpired:
            app_process.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
