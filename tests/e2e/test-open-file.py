#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: `tableside FILE` opens on the game's page (issue 29). The start page is not made
while the game is shown: the window's first frame is the game's, and the saved games are not
read for it. Alt+Left then goes back to the games, and the start page is there. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import stop, ALT, LEFT, find, poll, showing  # noqa: E402

ENTRIES = [
    {"type": "goods", "player": 0, "goods": ["gold"]},
    {"type": "goods", "player": 1, "goods": ["gold"]},
    {"type": "goods", "player": 2, "goods": ["wood"]},
]


def start_page(app):
    return find(app, lambda n: n.get_name() == "Start page")


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = atspi_util.kingsburg_record(data_home, "Opened from its file", ENTRIES)
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("the game's window", lambda: [f for f in atspi_util.frames(app)
                                           if "Opened from its file" in (f.get_name() or "")]
             or None)
        poll("its page", lambda: find(app, lambda n: n.get_name() == "Table" and showing(n)))
        assert start_page(app) is None, "the start page was made under the game"
        atspi_util.chord(ALT, LEFT)
        poll("the start page shown", lambda: (lambda n: n if n is not None and showing(n)
                                              else None)(start_page(app)))
    finally:
        stop(process)


if __name__ == "__main__":
    main(sys.argv[1])
