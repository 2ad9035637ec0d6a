#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: every shortcut the help overlay and the README list, pressed as keys in the real
binary, with its visible effect checked over AT-SPI: Ctrl+1/2 select a die, Alt+1/2/3 switch
pages, Ctrl+E ends the turn, Ctrl+Z/Shift+Ctrl+Z undo and redo it, Ctrl+? shows the shortcuts,
Ctrl+, the preferences, Ctrl+O the file chooser, F10 the main menu, Alt+Left goes back to the
games and Ctrl+W closes the window; on a finished game Ctrl+P shows the print dialog (then
cancelled) and Ctrl+Q quits. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, ALT, CONTROL, ESCAPE, F10, LEFT, SHIFT, TAB, Atspi,  # noqa: E402
                        app_env, chord, find, focused, frame_named, frames, key,
                        poll, showing)

FINISHED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data",
                        "fuzz-seeds", "castles-of-burgundy-4p-complete.json")


# A tile space of the board, as in "Depot 4, space 2: ship".
BOARD_SPACE = re.compile(r"(Depot \d+|Black depot), space \d+: ")


def turn_shown(app, player):
    """The status line naming @player's turn (the turn panel's heading)."""
    return find(app, lambda x: x.get_role() == Atspi.Role.LABEL
                and f"{player}'s turn" in x.get_name().replace("\u2019", "'") and showing(x))


def entries(data_home):
    records = glob.glob(os.path.join(data_home, "tableside", "games", "*.json"))
    assert len(records) == 1, records
    with open(records[0], encoding="utf-8") as f:
        return [entry["type"] for entry in json.load(f)["entries"]]


def wait_entries(data_home, n):
    def count():
        try:
            types = entries(data_home)
        except (ValueError, OSError):
            return None
        return types if len(types) == n else None
    return poll(f"{n} entries saved", count)


def states(node):
    return node.get_state_set()


def die_pressed(app, which):
    """The die button @which ("First" or "Second") once it is the selected one."""
    node = find(app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
                and n.get_name().startswith(f"{which} die") and showing(n))
    return node if node is not None and states(node).contains(Atspi.StateType.PRESSED) else None


def page_selected(app, name):
    return find(app, lambda n: n.get_role() == Atspi.Role.PAGE_TAB and n.get_name() == name
                and showing(n) and states(n).contains(Atspi.StateType.SELECTED))


def shortcut_rows(window):
    """(title, keys) of every row of the shortcuts window: each row is a GtkShortcutLabel
    (one label per key, "+" and "/" between them) beside its title. A row without keys has one
    empty label, which AT-SPI names by its type."""
    rows = []
    for node in atspi_util.walk(window):
        if node.get_name() != "GtkShortcutLabel":
            continue
        row = node.get_parent()
        title = find(row.get_child_at_index(1), lambda n: n.get_role() == Atspi.Role.LABEL)
        keys = [node.get_child_at_index(i).get_name() for i in range(node.get_child_count())]
        rows.append((title.get_name(), [k for k in keys if k not in ("", "GtkLabel")]))
    return rows


def check_shortcuts_window(app):
    """Every row of the shortcuts window shows its keys, every game has a section (Kingsburg's
    pass among them), the window opens on the section of the game shown and fits 1024x600."""
    window = frame_named(app, "Keyboard Shortcuts")
    rows = poll("the shortcuts window's rows", lambda: shortcut_rows(window) or None)
    blank = [title for title, keys in rows if not keys]
    assert not blank, f"rows without keys: {blank}"
    shown = dict(rows)
    for title, keys in (("Show the history", ["Alt", "+", "2"]),
                        ("Use the first die", ["Ctrl", "+", "1"]),
                        ("End the turn", ["Ctrl", "+", "E"]),
                        ("Print the score sheet", ["Ctrl", "+", "P"]),
                        ("Buy the inn", ["Ctrl", "+", "I"]),
                        ("Show or hide the prestige", ["Ctrl", "+", "H"]),
                        ("Pass (end your placements this season)", ["Ctrl", "+", "E"])):
        assert shown.get(title) == keys, f"{title!r} shows {shown.get(title)}"
    print(f"{len(rows)} rows of the shortcuts window, each with its keys")
    for section in ("General", "The Castles of Burgundy", "Kingsburg", "Carcassonne",
                    "Caylus 1303"):
        assert find(window, lambda n: n.get_name() == section), f"no section {section!r}"
    # The section of the game shown is the one open: its title is the window's heading.
    poll("the Castles of Burgundy's section shown", lambda: find(
        window, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
        and "The Castles of Burgundy" in n.get_name()))
    extents = window.get_extents(Atspi.CoordType.WINDOW)
    assert extents.width <= 1024 and extents.height <= 600, \
        f"the shortcuts window is {extents.width}x{extents.height}"
    print(f"the shortcuts window ({extents.width}x{extents.height}) fits 1024x600")


def press_and_see(app, modifiers, keysym, what, check):
    chord(modifiers, keysym)
    result = poll(what, check)
    print(f"{what}: yes")
    return result


def close_with_escape(app, name):
    key(ESCAPE)
    poll(f"{name!r} closed", lambda: frame_named(app, name) is None or None)


def wait_exit(process, what):
    try:
        code = process.wait(60)
    except subprocess.TimeoutExpired as error:
        raise AssertionError(f"{what} did not end the app") from error
    assert code == 0, f"tableside exited with {code} after {what}"
    print(f"{what} ends the app")


def demo_game(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = subprocess.Popen([binary, "--demo"], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the board", lambda: find(app, lambda n: n.get_name() == "Main board"))
        poll("the first die selected", lambda: die_pressed(app, "First"))
        n = len(entries(data_home))

        press_and_see(app, CONTROL, ord("2"), "Ctrl+2 selects the second die",
                      lambda: die_pressed(app, "Second"))
        # Wherever the focus is: Ctrl+2 was pressed on the turn panel's first row (the focus
        # when a turn starts); move it back into the board, which takes the arrow keys.
        for _ in range(30):
            node = focused(app)
            if node is not None and BOARD_SPACE.match(node.get_name()):
                break
            before = node.get_name() if node is not None else None
            chord(SHIFT, TAB)
            poll("Shift+Tab moving the focus", lambda: (lambda f: f if f is not None
                                                         and f.get_name() != before
                                                         else None)(focused(app)), timeout=30)
        print(f"focus on {focused(app).get_name()!r}")
        assert BOARD_SPACE.match(focused(app).get_name()), "Shift+Tab never reached the board"
        press_and_see(app, CONTROL, ord("1"), "Ctrl+1 selects the first die",
                      lambda: die_pressed(app, "First"))
        assert die_pressed(app, "Second") is None

        press_and_see(app, ALT, ord("2"), "Alt+2 shows the history",
                      lambda: page_selected(app, "History"))
        press_and_see(app, ALT, ord("3"), "Alt+3 shows the scores",
                      lambda: page_selected(app, "Scores"))
        press_and_see(app, ALT, ord("1"), "Alt+1 shows the table",
                      lambda: page_selected(app, "Table"))

        poll("Ana's turn shown", lambda: turn_shown(app, "Ana"))
        chord(CONTROL, ord("e"))
        types = wait_entries(data_home, n + 1)
        assert types[-1] == "end-turn", types[-1]
        # The status line names the player whose turn it is, and their tab is selected.
        poll("Bruno's turn shown", lambda: turn_shown(app, "Bruno"))
        poll("Bruno's tab selected", lambda: page_selected(app, "Bruno"))
        assert page_selected(app, "Ana") is None
        print("Ctrl+E ends the turn")
        chord(CONTROL, ord("z"))
        wait_entries(data_home, n)
        poll("Ana's turn shown again", lambda: turn_shown(app, "Ana"))
        print("Ctrl+Z takes it back")
        chord(CONTROL | SHIFT, ord("z"))
        wait_entries(data_home, n + 1)
        poll("Bruno's turn shown again", lambda: turn_shown(app, "Bruno"))
        print("Shift+Ctrl+Z makes it again")

        press_and_see(app, CONTROL, ord("p"), "Ctrl+P before the end says why nothing prints",
                      lambda: find(app, lambda x: x.get_name().startswith(
                          "The score sheet can be printed once the game is over")))
        assert frame_named(app, "Print") is None
        press_and_see(app, CONTROL | SHIFT, ord("?"), "Ctrl+? shows the keyboard shortcuts",
                      lambda: frame_named(app, "Keyboard Shortcuts"))
        check_shortcuts_window(app)
        close_with_escape(app, "Keyboard Shortcuts")
        press_and_see(app, CONTROL, ord(","), "Ctrl+, shows the preferences",
                      lambda: frame_named(app, "Preferences"))
        close_with_escape(app, "Preferences")
        press_and_see(app, CONTROL, ord("o"), "Ctrl+O shows the file chooser",
                      lambda: frame_named(app, "Open Saved Game"))
        close_with_escape(app, "Open Saved Game")
        def menu_item():
            return find(app, lambda x: x.get_role() == Atspi.Role.MENU_ITEM
                        and x.get_name().replace("_", "") == "Keyboard Shortcuts" and showing(x))
        press_and_see(app, 0, F10, "F10 opens the main menu", menu_item)
        key(ESCAPE)
        # The menu holds the keyboard until it has closed (its rows leave the tree).
        poll("Escape closing the main menu", lambda: menu_item() is None or None)
        press_and_see(app, ALT, LEFT, "Alt+Left goes back to the games",
                      lambda: frame_named(app, "Tableside"))
        assert len(frames(app)) == 1, [f.get_name() for f in frames(app)]
        chord(CONTROL, ord("w"))
        wait_exit(process, "Ctrl+W")
    finally:
        stop(process)


def finished_game(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    record = os.path.join(data_home, "finished.json")
    shutil.copyfile(FINISHED, record)
    process = subprocess.Popen([binary, record], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the board", lambda: find(app, lambda n: n.get_name() == "Main board"))
        press_and_see(app, CONTROL, ord("p"), "Ctrl+P shows the print dialog",
                      lambda: frame_named(app, "Print"))
        close_with_escape(app, "Print")
        chord(CONTROL, ord("q"))
        wait_exit(process, "Ctrl+Q")
    finally:
        stop(process)


def main(binary):
    demo_game(binary)
    finished_game(binary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
