#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 54): an entry corrected from History by taps alone, on a phone's screen. On a
360x720 screen under metacity, with no key pressed (Xvfb has no touchscreen: a tap is a
click), a Kingsburg record whose last entry is Cindy's influence on the Merchant (4) is
opened; a tap on History in the bottom view switcher bar, a tap on entry 5's Correct button,
a tap on a row of the correction's list (one tap selects, never a double click), and a tap on
Correct: the record's entry 5 is that row's influence, and both windows lie inside the
screen."""
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (Atspi, find, frame_named, inside, poll, showing,  # noqa: E402
                        start_window_manager, stop, tap, walk, window_rect)

SIZE = "360x720"
SCREEN = (360, 720)
ENTRIES = [
    {"type": "goods", "player": 0, "goods": ["gold"]},
    {"type": "goods", "player": 1, "goods": ["gold"]},
    {"type": "goods", "player": 2, "goods": ["wood"]},
    {"type": "roll", "dice": [[5, 5, 6], [2, 3, 6], [1, 3, 4]]},
    {"type": "influence", "player": 2, "advisor": 4, "dice": [2]},
]


def rect_of(node):
    box = node.get_extents(Atspi.CoordType.WINDOW)
    return (box.x, box.y, box.width, box.height)


def row_text(row):
    """The words of a row of a list (its label's; the row itself has no name)."""
    return atspi_util.label_text(row, lambda text: bool(text)) or ""


def on_screen(node, rect):
    """Whether @node shows whole inside the window of @rect (x, y, width, height)."""
    box = node.get_extents(Atspi.CoordType.WINDOW)
    return box.width > 0 and box.height > 0 and box.x >= 0 and box.y >= 0 \
        and box.x + box.width <= rect[2] and box.y + box.height <= rect[3]


def run(binary):
    wm = start_window_manager()
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = atspi_util.kingsburg_record(data_home, "History taps", ENTRIES)
    process = None
    try:
        process, app = atspi_util.open_in_app(binary, path, data_home)
        title = "History taps"
        page = poll("the game's window", lambda: frame_named(app, title))
        rect = poll("the window on the screen", lambda: window_rect(title))
        inside(rect, SCREEN, "the game's window")
        # The bottom bar's History (the header's switcher gives way to the title there).
        history = poll("History in the view switcher bar", lambda: max(
            (n for n in walk(page) if showing(n) and n.get_name() == "History"
             and n.get_role() in (Atspi.Role.TOGGLE_BUTTON, Atspi.Role.PUSH_BUTTON,
                                  Atspi.Role.PAGE_TAB, Atspi.Role.RADIO_BUTTON)
             and on_screen(n, rect) and rect_of(n)[1] > rect[3] // 2),
            key=lambda n: rect_of(n)[1], default=None))
        tap(history, title)
        correct = poll("entry 5's Correct button", lambda: find(
            page, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name() == "Correct entry 5" and on_screen(n, rect)))
        tap(correct, title)
        dialog_title = "Correct Entry 5"
        dialog = poll("the correction", lambda: frame_named(app, dialog_title))
        dialog_rect = poll("the correction on the screen", lambda: window_rect(dialog_title))
        inside(dialog_rect, SCREEN, "the correction's window")
        # A row that names another advisor than the Merchant (4), whole in the window.
        row = poll("a row of the correction's list", lambda: next(
            (n for n in walk(dialog) if n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
             and on_screen(n, dialog_rect) and re.search(r"\((?!4\))\d+\)", row_text(n))),
            None))
        chosen = row_text(row)
        print(f"tapping the row {chosen!r}")
        tap(row, dialog_title)
        apply = poll("the Correct button", lambda: find(
            dialog, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name() == "Correct"))
        # One tap selected the row and made nothing yet.
        assert atspi_util.record_entries(path)[4]["advisor"] == 4, "a tap on a row committed"
        tap(apply, dialog_title)
        poll("the correction made", lambda: frame_named(app, dialog_title) is None or None)
        saved = poll("the record corrected", lambda: (lambda s: s if s[4].get("advisor") != 4
                                                      else None)(atspi_util.record_entries(path)))
        print("entry 5 is now", saved[4])
        assert saved[4]["type"] == "influence" and saved[4]["player"] == 2, saved[4]
        assert f"({saved[4]['advisor']})" in chosen, (chosen, saved[4])
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           f"history-correction-taps-{SIZE}.png"))
        return 0
    finally:
        if process is not None:
            stop(process)
        stop(wm)


def main(argv):
    return atspi_util.on_a_screen_of(SIZE, __file__, argv, run)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
