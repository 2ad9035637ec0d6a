#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 54): the planning of round 1 of a 3-player Caylus 1303 game kept by taps alone
on a phone's screen (360x720, metacity, on an X server of the test's own), in the real binary.
No key is pressed: an Early Riser's offer is declined with the Skip button, each player puts a
worker on a Road space the board offers by a tap on its card (the table scrolled to it with
the pointer's wheel when it is below), one worker goes to the Worksite by its button, and
everyone passes with the Pass button. Then the record holds a placement of each player, the
Worksite's and a pass of each, and the window's frame lies inside the screen. Screenshot
caylus-touch-round-360x720.png in artifacts/.

    test-caylus-touch-round.py BINARY            under own-display.py at 360x720
    test-caylus-touch-round.py BINARY 360x720    on this X server"""
import ctypes
import json
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import atspi_util  # noqa: E402
from atspi_util import (Atspi, GLib, find, frame_named, inside, poll, showing,  # noqa: E402
                        start_window_manager, stop, walk, window_rect)

SCREEN = (360, 720)
SEEDS = os.path.join(HERE, "..", "data", "fuzz-seeds")
COLORS = ["red", "blue", "yellow"]
NAME = None  # the record's name: its window's title


def write_record(data_home):
    """A complete 3-player game's setup (tiles, first player, characters, draft), cut where
    round 1's planning begins."""
    global NAME
    with open(os.path.join(SEEDS, "caylus-1303-3p-random-complete.json"), encoding="utf-8") as f:
        record = json.load(f)
    first = next(i for i, e in enumerate(record["entries"])
                 if e["type"] not in ("deal", "first-player", "reveal", "draft"))
    record["entries"] = record["entries"][:first]
    record["status"] = "in-progress"
    record["name"] = NAME = "Touch planning"
    for player, color in zip(record["players"], COLORS):
        player["color"] = color
    path = os.path.join(data_home, "caylus.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    return path, record, first


def screen_box(node):
    """@node's (x, y, width, height) on the screen: GTK 4 says where a widget is within its
    window, the window's frame says where that is."""
    box = node.get_extents(Atspi.CoordType.WINDOW)
    x, y = poll("the page's window", lambda: window_rect(NAME))[:2]
    return x + box.x, y + box.y, box.width, box.height


def tap(node):
    """A real click in the middle of @node, as a finger's tap comes to an X app (Xvfb has no
    touchscreen); returns @node's box on the screen as tapped."""
    box = x, y, width, height = screen_box(node)
    atspi_util.click_at(x + width // 2, y + height // 2)
    return box


def wheel(button, x, y):
    """One notch of the pointer's wheel (X button 4 up, 5 down) at @x, @y, through XTest (the
    move is the X server's before the registry answers: the notch comes after it)."""
    Atspi.generate_mouse_event(x, y, "abs")
    x11 = ctypes.CDLL("libX11.so.6")
    xtst = ctypes.CDLL("libXtst.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                          ctypes.c_ulong]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    assert display, "no X display"
    xtst.XTestFakeButtonEvent(display, button, 1, 0)
    xtst.XTestFakeButtonEvent(display, button, 0, 0)
    x11.XFlush(display)
    x11.XCloseDisplay(display)


def status_node(app):
    """The page's status line (or the refusal in its place): the top of the entry forms."""
    return find(app, lambda n: n.get_role() in (Atspi.Role.LABEL, Atspi.Role.ALERT)
                and showing(n) and n.get_name().endswith(".")
                and n.get_extents(Atspi.CoordType.WINDOW).y > 200)


def table_bottom(app):
    node = status_node(app)
    return screen_box(node)[1] - 4 if node is not None else SCREEN[1] // 2


def scroll_to_card(app, card):
    """The pointer's wheel over the table until @card's middle shows above the status line."""
    for _ in range(60):
        box = x, y, width, height = screen_box(card)
        bottom = table_bottom(app)
        middle = y + height // 2
        if 60 < middle < bottom:
            return
        wheel(5 if middle >= bottom else 4, SCREEN[0] // 2, max(80, bottom // 2))
        # The notch handled: the table moved (a notch toward the card always can).
        poll("the table scrolled by the wheel", lambda: screen_box(card) != box or None)
    raise AssertionError(f"the card {card.get_name()!r} never showed: {screen_box(card)}")


def offered(app):
    """The first card of the Road the board offers (its name ends in “can be chosen”)."""
    for node in walk(app):
        name = node.get_name() or ""
        if "; can be chosen" in name and node.get_role() == Atspi.Role.PUSH_BUTTON \
                and "Worksite" not in name:
            return node
    return None


def button_named(app, label):
    return poll(f"the {label} button", lambda: find(
        app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
        and n.get_name().replace("_", "") == label and n.get_state_set().contains(
            Atspi.StateType.SENSITIVE)))


def moved_from(node, box):
    """@node is no longer at @box on the screen (or is gone)."""
    try:
        return screen_box(node) != box
    except GLib.Error:
        return True


def tap_and_save(path, node, what, find_again):
    """Taps @node and waits for the entry it makes. A busy machine may lay the page out
    again between finding a node and the tap (the board refills after each entry): when the
    node has moved from where it was tapped and no entry came, the tap is made once more on
    the node found again (@find_again). (The node is read moved before the record is read:
    a tap that landed was handled before the page was laid out again, its entry saved.)"""
    n = len(atspi_util.record_entries(path))
    for attempt in range(2):
        x, y, width, height = screen_box(node)
        assert 0 <= x + width // 2 < SCREEN[0] and 0 <= y + height // 2 < SCREEN[1], \
            f"{what} is off the screen: {(x, y, width, height)}"
        box = tap(node)

        def outcome():
            moved = moved_from(node, box)
            if len(atspi_util.record_entries(path)) > n:
                return "saved"
            return "moved" if moved else None
        if poll(f"the entry of the tap on {what}", outcome) == "saved":
            break
        assert attempt == 0, f"the tap on {what} made no entry, twice"
        print(f"{what} moved under the tap: tapped again")
        node = find_again()
    return atspi_util.wait_for_entries(path, n + 1)


def run(binary):
    artifacts = atspi_util.artifacts_dir()
    wm = start_window_manager()
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path, record, first = write_record(data_home)
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("the page", lambda: frame_named(app, NAME))
        if any(e.get("character") == "early-riser" for e in record["entries"]):
            saved = tap_and_save(path, button_named(app, "Skip"), "Skip",
                                 lambda: button_named(app, "Skip"))
            assert saved[-1]["type"] == "skip", saved[-1]
        start = len(atspi_util.record_entries(path))
        n_players = len(record["players"])
        # A worker of each player on the first Road space offered, tapped.
        for _ in range(n_players):
            card = poll("a card the board offers", lambda: offered(app))
            scroll_to_card(app, card)
            name = card.get_name()
            saved = tap_and_save(path, card, name, lambda: offered(app))
            assert saved[-1]["type"] == "place" and saved[-1]["at"] != "worksite", saved[-1]
            print(f"player {saved[-1]['player']} on {name.split(';')[0]!r}")
        # The Worksite by its button, then everyone passes.
        saved = tap_and_save(path, button_named(app, "Worksite"), "Worksite",
                             lambda: button_named(app, "Worksite"))
        assert saved[-1] == {"type": "place", "player": saved[-1]["player"], "at": "worksite"}, \
            saved[-1]
        for _ in range(2 * n_players):
            entries = atspi_util.record_entries(path)
            if sum(e["type"] == "pass" for e in entries[start:]) == n_players:
                break
            saved = tap_and_save(path, button_named(app, "Pass"), "Pass",
                                 lambda: button_named(app, "Pass"))
            assert saved[-1]["type"] == "pass", saved[-1]
        # The screenshot is for people, nothing is asserted on it: a moment for the page to
        # paint the last pass (a paint has no sign over AT-SPI).
        time.sleep(0.5)
        atspi_util.screenshot(os.path.join(artifacts, "caylus-touch-round-360x720.png"))

        planning = atspi_util.record_entries(path)[start:]
        print("planning:", [(e["type"], e["player"], e.get("at")) for e in planning
                            if "player" in e])
        places = [e for e in planning if e["type"] == "place"]
        assert sorted({e["player"] for e in places}) == list(range(n_players)), places
        assert sum(e["at"] == "worksite" for e in places) == 1, places
        passes = [e["player"] for e in planning if e["type"] == "pass"]
        assert sorted(passes) == list(range(n_players)), passes
        rect = poll("the page's window", lambda: window_rect(NAME))
        print("the window's frame:", rect)
        inside(rect, SCREEN, "the window's frame")
        assert process.poll() is None, "tableside exited during the test"
        return 0
    finally:
        stop(process)
        stop(wm)


def main(argv):
    return atspi_util.on_a_screen_of("360x720", __file__, argv, run)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
