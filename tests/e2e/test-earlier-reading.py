#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 40): a record saved before a change of reading opens in the real binary with
the result it had, and its page says in one line under which earlier reading it is kept.
The record is the Kingsburg game an earlier build shipped (tests/data/corpus), saved before
the Statue could reroll after the Chapel (KB-BDG-03): today's reading would refuse its entry
110. Its copy is opened from a fresh data folder; the line is read over AT-SPI, as a screen
reader reads it. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import stop, find, poll, showing, label_text  # noqa: E402


def main(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "old-kingsburg.json")
    shutil.copy(record, path)
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("its page", lambda: find(app, lambda n: n.get_name() == "Table" and showing(n)))
        notice = poll("the earlier reading said",
                      lambda: label_text(app, lambda t: t is not None
                                         and t.startswith("Kept under")))
        assert "after the Chapel, no Statue reroll" in notice, notice
        # The game opened to its end: it is finished, not stopped at entry 110.
        poll("the game over", lambda: label_text(app, lambda t: t is not None
                                                 and " wins " in t) or None)
    finally:
        stop(process)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
