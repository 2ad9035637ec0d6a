#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: correcting an entry by search, by keyboard alone, in the real binary (issue 24). A
Kingsburg record whose last entry is Cindy's influence on the Merchant (4) is opened; in the
history, Enter on that entry opens its correction. The focus starts in the search line, so
Space types (it used to activate a hidden row and close the window unchanged); a search that
matches nothing says so and Enter takes nothing; Enter takes the first match: the Treasurer
(8) with all three dice, and Cindy then passes by herself (KB-INF-11). Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, Atspi, ALT, find, focused, frame_named, poll,  # noqa: E402
                        point_at, showing)

RETURN = atspi_util.RETURN
BACKSPACE = 0xFF08
ENTRIES = [
    {"type": "goods", "player": 0, "goods": ["gold"]},
    {"type": "goods", "player": 1, "goods": ["gold"]},
    {"type": "goods", "player": 2, "goods": ["wood"]},
    {"type": "roll", "dice": [[5, 5, 6], [2, 3, 6], [1, 3, 4]]},
    {"type": "influence", "player": 2, "advisor": 4, "dice": [2]},
]


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = atspi_util.kingsburg_record(data_home, "History keys", ENTRIES)
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("Brian to influence", lambda: atspi_util.label_text(
            app, lambda t: t.startswith("Brian influences an advisor")))
        # The history (Alt+2), its last entry's Correct button: the correction window.
        atspi_util.chord(ALT, ord("2"))
        correct = poll("entry 5's Correct button", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name() == "Correct entry 5"))
        atspi_util.press(correct)
        window = poll("the correction", lambda: frame_named(app, "Correct Entry 5"))
        point_at(window)
        poll("the search focused", lambda: (lambda f: f if f is not None and f.get_role()
                                                     in (Atspi.Role.ENTRY, Atspi.Role.TEXT)
                                                     else None)(focused(window)))
        # Nothing matches: said, and Enter takes nothing (the window stays).
        atspi_util.type_text("zeppelin")
        poll("no entry matches", lambda: atspi_util.label_text(
            window, lambda t: t == "No entry possible here matches “zeppelin”."))
        bells = atspi_util.bells()
        atspi_util.key(RETURN)
        # Refused with the bell (ts_filter_guard_enter()): handled, and the window stays.
        atspi_util.wait_for_bell("Enter on no match refused", bells)
        assert frame_named(app, "Correct Entry 5") is not None, "Enter on no match closed it"
        for _ in range(len("zeppelin")):
            atspi_util.key(BACKSPACE)
        # Space types into the search line; Enter takes the first row it leaves.
        # (Without its space, "treasurer(8)" would match no row: the entry below proves it.)
        atspi_util.type_text("treasurer (8)")
        atspi_util.focused_text(window, "treasurer (8)")
        assert frame_named(app, "Correct Entry 5") is not None, "Space closed the correction"
        atspi_util.key(RETURN)
        poll("the correction made", lambda: frame_named(app, "Correct Entry 5") is None or None)
        saved = poll("the record corrected", lambda: (lambda s: s if len(s) >= 6
                                                      and s[4].get("advisor") == 8 else None)(
            atspi_util.record_entries(path)))
        assert saved[4] == {"type": "influence", "player": 2, "advisor": 8, "dice": [0, 1, 2]}, \
            saved[4]
        assert saved[5] == {"type": "pass", "player": 2, "automatic": True}, saved[5]
    finally:
        stop(process)


if __name__ == "__main__":
    main(sys.argv[1])
