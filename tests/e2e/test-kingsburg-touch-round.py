#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 54): Spring of year 1 of a 3-player Kingsburg game kept by taps alone on a
phone's screen (360x720, metacity, on an X server of the test's own), in the real binary. No
key is pressed: the King's Aid's goods are rows of the choices tapped, the season's dice are
the roll form's face buttons then its Record Dice button (the form scrolled
with the pointer's wheel where a finger would swipe), each player's advisor is its space
on the court tapped, the goods of an advisor's help a row, and the rest of the season the
choices' Pass button. Then the record holds the roll and each player's influence and help,
the calendar says Summer, and the window's frame lies inside the screen. Screenshot
kingsburg-touch-round-360x720.png in artifacts/.

    test-kingsburg-touch-round.py BINARY            under own-display.py at 360x720
    test-kingsburg-touch-round.py BINARY 360x720    on this X server"""
import ctypes
import os
import re
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import atspi_util  # noqa: E402
from atspi_util import (Atspi, GLib, find, frame_named, inside, poll, showing,  # noqa: E402
                        start_window_manager, stop, window_rect)

SCREEN = (360, 720)
NAME = "Touch season"
# The dice the table rolled, in setup order (Ann, Brian, Cindy), and the advisor each player
# takes with all three: one way each, so that a tap on the space makes the entry.
DICE = [[1, 2, 3], [1, 1, 2], [2, 2, 4]]
ADVISORS = {"Ann": 6, "Brian": 4, "Cindy": 8}


def status(app):
    """The page's status line: what the table enters or decides next."""
    return atspi_util.label_text(app, lambda t: t.endswith(".") and " unused." not in t and (
        "King's Aid" in t or " dice" in t or "passes" in t or "chooses" in t
        or "may reroll" in t or "Town Hall" in t or "enemy card" in t or "builds" in t
        or "takes" in t))


def calendar(app):
    node = find(app, lambda n: n.get_name().startswith("Year ") and " (phase " in n.get_name())
    return node.get_name() if node is not None else None


def window_origin():
    """Where the page's window lies on the screen (its frame, without GTK's shadow): GTK 4
    reports widgets' places within their window only."""
    return poll("the page's window", lambda: window_rect(NAME))[:2]


def screen_box(node):
    """@node's (x, y, width, height) on the screen."""
    box = node.get_extents(Atspi.CoordType.WINDOW)
    x, y = window_origin()
    return x + box.x, y + box.y, box.width, box.height


def on_screen(node):
    """Whether a finger can tap @node: its middle on the screen."""
    x, y, width, height = screen_box(node)
    return 0 <= x + width // 2 < SCREEN[0] and 0 <= y + height // 2 < SCREEN[1]


def tap(node, bottom=SCREEN[1]):
    """A real click in the middle of @node's part seen above @bottom, as a finger's tap comes
    to an X app (Xvfb has no touchscreen); returns @node's box on the screen as tapped."""
    box = x, y, width, height = screen_box(node)
    seen = min(y + height, bottom) - y
    print("tap", node.get_name(), (x, y, width, height), "seen", seen)
    atspi_util.click_at(x + width // 2, y + seen // 2)
    return box


def moved_from(node, box):
    """@node is no longer at @box on the screen (or is gone)."""
    try:
        return screen_box(node) != box
    except GLib.Error:
        return True


def tap_until(node, what, done, find_again, bottom=SCREEN[1]):
    """Taps @node (its middle on the screen) until @done() says the tap did its part. A busy
    machine may lay the page out again between finding a node and the tap (after an entry,
    or while a scroll glides): when the node has moved from where it was tapped and nothing
    came of the tap, the tap is made once more on the node found again (@find_again). (The
    node is read moved before @done(): a tap that landed was handled before the page was
    laid out again.)"""
    for attempt in range(2):
        if not on_screen(node):
            atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                               "kingsburg-touch-round-off-screen.png"))
        assert on_screen(node), f"{what} is off the screen: {screen_box(node)}, " \
            f"the window at {window_origin()}, its frame {window_rect(NAME)}"
        box = tap(node, bottom)

        def outcome():
            moved = moved_from(node, box)
            return "done" if done() else "moved" if moved else None
        try:
            result = poll(f"what the tap on {what} does", outcome)
        except AssertionError:
            atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                               "kingsburg-touch-round-tap.png"))
            raise
        if result == "done":
            return
        assert attempt == 0, f"the tap on {what} did nothing, twice"
        print(f"{what} moved under the tap: tapped again")
        node = find_again()


def tap_and_save(app, path, node, what, find_again):
    """Taps @node and waits for the entry it makes (tap_until())."""
    n = len(atspi_util.record_entries(path))
    tap_until(node, what, lambda: len(atspi_util.record_entries(path)) > n, find_again)
    atspi_util.wait_for_entries(path, n + 1)


def first_row(app):
    """The first choice the list shows."""
    choices = poll("the list of choices", lambda: find(
        app, lambda n: n.get_name() == "Choices" and showing(n)))
    return poll("a row", lambda: find(
        choices, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)))


def pass_button(app):
    return poll("the Pass button", lambda: find(
        app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
        and n.get_name() == "Pass"))


def wheel(button):
    """One notch of a pointer's wheel (X button 4 up, 5 down, 6 left, 7 right), through
    XTest: AT-SPI's own mouse events reach no sideways scrolling."""
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


def visible_bottom(app):
    """The top of the view switcher's bar at the window's bottom (a narrow window shows it),
    else the screen's bottom: what lies below is not seen."""
    tab = find(app, lambda n: n.get_role() in (Atspi.Role.PAGE_TAB, Atspi.Role.TOGGLE_BUTTON,
                                                Atspi.Role.PUSH_BUTTON)
               and showing(n) and n.get_name().replace("_", "") == "History"
               and screen_box(n)[1] > SCREEN[1] // 2)
    return screen_box(tab)[1] if tab is not None else SCREEN[1]


def scroll_into_view(app, node, area):
    """Scrolls the roll form (a pointer's wheel, no key: sideways or down, as a finger swipes)
    until @node's middle shows on the screen above the view switcher's bar."""
    for _ in range(60):
        x, y, width, height = screen_box(node)
        bottom = visible_bottom(app)
        # At least a third of it seen (the page's last pixels may lie under the bar).
        seen = 0 <= x + width // 2 < SCREEN[0] and 0 <= y + height // 3 < bottom
        if seen:
            # The scrolling glides: tap once the node stands still (read twice alike, a poll
            # apart; should a frame of the glide come between the reading and the tap,
            # tap_until() sees the node moved and taps again).
            where = [screen_box(node)]

            def still():
                where.append(screen_box(node))
                return where[-2] == where[-1] or None
            poll("the node standing still", still)
            return
        box = screen_box(node)
        ax, ay, aw, ah = screen_box(area)
        # The registry has the X server move the pointer before it answers: the notch (XTest,
        # another connection) comes after the move.
        Atspi.generate_mouse_event(max(ax, 0) + 40, min(max(ay, 0) + 20, bottom - 10), "abs")
        wheel(7 if x + width // 2 >= SCREEN[0] else 5 if y + height // 2 >= bottom else
              6 if x + width // 2 < 0 else 4)
        # The notch handled: the form moved (a notch toward the node always can).
        poll("the form scrolled by the wheel", lambda: screen_box(node) != box or None)
    atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                       "kingsburg-touch-round-off-screen.png"))
    raise AssertionError(f"{node.get_name()} never showed: {screen_box(node)}")


def enter_roll(app, path):
    """Each die of each player in turn order (the form's order), by its face button; then the
    Record Dice button."""
    form = poll("the roll form", lambda: find(
        app, lambda n: n.get_name() == "Dice of the season" and showing(n)))
    order = [0, 1, 2]  # the first turn order: the setup's
    n = len(atspi_util.record_entries(path))
    for player in order:
        for value in DICE[player]:
            def face():
                return poll(f"the face {value}", lambda: find(
                    form, lambda x: x.get_name() == f"Die showing {value}" and showing(x)))
            node = face()
            scroll_into_view(app, node, form)
            filled = filled_slots(form)
            # The tap handled: one more die entered, with the face's value.
            tap_until(node, f"the face {value}", lambda: len(filled_slots(form)) > len(filled),
                      face)
            new = set(filled_slots(form)) - set(filled)
            assert len(new) == 1 and new.pop().endswith(f": {value}"), (value, new)
    record = poll("Record Dice", lambda: find(
        form, lambda x: x.get_role() == Atspi.Role.PUSH_BUTTON
        and x.get_name().replace("_", "") == "Record Dice"))
    scroll_into_view(app, record, form)
    try:
        tap_until(record, "Record Dice", lambda: len(atspi_util.record_entries(path)) > n,
                  lambda: find(form, lambda x: x.get_role() == Atspi.Role.PUSH_BUTTON
                               and x.get_name().replace("_", "") == "Record Dice"),
                  visible_bottom(app))
        saved = atspi_util.wait_for_entries(path, n + 1)
    except AssertionError:
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "kingsburg-touch-round-roll.png"))
        raise
    assert saved[n]["type"] == "roll" and saved[n]["dice"] == DICE, saved[n]


SLOT = re.compile(r"^.+, (white )?die \d+: (\d+|not entered)$")


def filled_slots(form):
    """The roll form's die slots holding a value, by their names ("Ann, die 1: 3")."""
    return [n.get_name() for n in atspi_util.walk(form)
            if SLOT.match(n.get_name() or "") and not n.get_name().endswith("not entered")]


def advisor_space(app, number):
    court = poll("the court", lambda: find(app, lambda n: n.get_name() == "The King's court"))
    return poll(f"advisor {number}", lambda: find(
        court, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
        and n.get_name().startswith(f"{number} ")))


def run(binary):
    artifacts = atspi_util.artifacts_dir()
    wm = start_window_manager()
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = atspi_util.kingsburg_record(data_home, NAME, [])
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("the King's Aid", lambda: "King's Aid" in (status(app) or "") or None)
        # KB-AID-04: each player takes a good: the first row, tapped.
        for _ in range(3):
            tap_and_save(app, path, first_row(app), "the King's Aid's first row",
                         lambda: first_row(app))
        poll("Spring's dice", lambda: "dice" in (status(app) or "") or None)
        enter_roll(app, path)
        placed = set()
        while calendar(app) != "Year 1 of 5, Summer (phase 4 of 8)":
            line = poll("a status line", lambda: status(app))
            # "Brian has no coloured die left: passed automatically. Ann influences …"
            who = re.findall(r"(\w+) (?:influences|chooses|builds|takes|may)", line)
            who = who[-1] if who else ""
            print("status:", line)
            if "influences an advisor" in line and who not in placed:
                placed.add(who)
                tap_and_save(app, path, advisor_space(app, ADVISORS[who]),
                             f"{who}'s advisor {ADVISORS[who]}",
                             lambda: advisor_space(app, ADVISORS[who]))
            elif "chooses" in line or "takes one good" in line:
                tap_and_save(app, path, first_row(app), "the help's first row",
                             lambda: first_row(app))
            elif "passes" in line or "may reroll" in line or "Town Hall" in line \
                    or "builds" in line:
                tap_and_save(app, path, pass_button(app), "the Pass button",
                             lambda: pass_button(app))
            else:
                raise AssertionError(f"unexpected status: {line}")
            # The page saved the entry and said what comes next in one go (TsMatch saves,
            # then says "changed"): the status line read next is the new one.
        # The screenshot is for people, nothing is asserted on it: a moment for the page to
        # paint the end of the season (a paint has no sign over AT-SPI).
        time.sleep(0.5)
        atspi_util.screenshot(os.path.join(artifacts, "kingsburg-touch-round-360x720.png"))

        saved = atspi_util.record_entries(path)
        print("entries:", [e["type"] for e in saved])
        # The King's Aid's goods (KB-AID-04), then the season's dice.
        assert [e["type"] for e in saved[:4]] == ["goods", "goods", "goods", "roll"], saved[:4]
        influences = [(e["player"], e["advisor"], sorted(e["dice"]))
                      for e in saved if e["type"] == "influence"]
        assert sorted(influences) == [(0, 6, [0, 1, 2]), (1, 4, [0, 1, 2]),
                                      (2, 8, [0, 1, 2])], influences
        helps = [(e["player"], e["advisor"]) for e in saved if e["type"] == "help"]
        # The Treasurer's 2 gold need no choice: no entry of Cindy's.
        assert sorted(helps) == [(0, 6), (1, 4)], helps
        passes = [e["player"] for e in saved if e["type"] == "pass" and not e.get("automatic")]
        assert sorted(passes) == [0, 1, 2], passes
        rect = poll("the page's window", lambda: window_rect(NAME))
        print("the window's frame:", rect)
        inside(rect, SCREEN, "the window's frame")
        assert frame_named(app, NAME) is not None
        assert process.poll() is None, "tableside exited during the test"
        return 0
    finally:
        stop(process)
        stop(wm)


def main(argv):
    return atspi_util.on_a_screen_of("360x720", __file__, argv, run)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
