#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (If it ended now, CA-BEN-01): in the real binary, a Carcassonne game in progress (the
corpus's 2-player game, its roads, cities and cloisters unfinished, scored as at the end). Alt+3 shows the Scores page: each
standings row says "If it ended now: N VP" with the N `tableside-cli score --now --json`
gives, and the If It Ended Now table is shown; Alt+N (Draw If It Ended Now) adds the figures to the
chart, which reads them out. F5 shows the game to the table, and Shift+F5
on the page (which keeps the keyboard) adds each player's figure to the display, read as its
one summary; Shift+F5 again takes it away. The same record played without aids
("purist": true) shows no figure on the Scores page, and Shift+F5 says why. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import chord, find, frame_named, key, poll, showing, stop  # noqa: E402

F5 = 0xFFC2
THREE = ord("3")
ALT = 1 << 3     # GDK_ALT_MASK (Mod1)
SHIFT = 1 << 0   # GDK_SHIFT_MASK
RECORD = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "data", "corpus",
                      "carcassonne-2p-in-progress.json")


def now_totals(binary, path):
    cli = os.path.join(os.path.dirname(binary), "cli", "tableside-cli")
    out = subprocess.run([cli, "score", "--now", "--json", path], check=True,
                         capture_output=True, text=True).stdout
    return {p["name"]: p["total"] for p in json.loads(out)["now"]["players"]}


def summary(app):
    node = find(app, lambda n: n.get_name() == "Scoreboard for the table")
    return node.get_description() if node is not None else None


def standings_row(app, name):
    """The standings row of @name as a screen reader reads it, or None."""
    node = find(app, lambda n: n.get_name().startswith(name + ", ") and " VP" in n.get_name()
                and "place" in n.get_name() and showing(n))
    return node.get_name() if node is not None else None


def open_record(binary, data_home, record):
    path = os.path.join(data_home, "ended-now.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    process = subprocess.Popen([binary, path], env=atspi_util.app_env(data_home))
    app = atspi_util.wait_for_app(process)
    window = poll("the game's page", lambda: frame_named(app, record["name"]))
    atspi_util.point_at(window)
    return process, app, path


def with_aids(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process, app, path = open_record(binary, data_home, record)
    try:
        totals = now_totals(binary, path)
        assert totals["Ana"] != 0 or totals["Bruno"] != 0, totals

        chord(ALT, THREE)
        for name, total in totals.items():
            said = poll(f"{name}'s standings row", lambda: standings_row(app, name))
            assert f"If it ended now: {total} VP" in said, said
        assert poll("the If It Ended Now table", lambda: find(
            app, lambda n: n.get_name() == "If It Ended Now" and showing(n))) is not None
        print(f"Scores page: {totals}")

        # Alt+N, Draw If It Ended Now: the chart's lines go on to the figures, and it says
        # them.
        poll("Draw If It Ended Now", lambda: find(
            app, lambda n: n.get_name() == "Draw If It Ended Now" and showing(n)))
        chord(ALT, ord("n"))
        expected = "If it ended now: " + ", ".join(f"{n} {t} VP" for n, t in totals.items())
        chart = poll("the chart's figures", lambda: find(
            app, lambda n: expected in (n.get_description() or "")))
        print(f"the chart: {chart.get_description()[-60:]!r}")

        key(F5)
        said = poll("the display's summary", lambda: summary(app))
        assert "If it ended now" not in said, said
        chord(SHIFT, F5)
        said = poll("If it ended now on the display", lambda: (
            lambda s: s if s and "If it ended now" in s else None)(summary(app)))
        for name, total in totals.items():
            assert re.search(rf"{name}[^.]*, If it ended now: {total} VP\.", said), said
        print(f"Shift+F5 on the display: {said!r}")
        chord(SHIFT, F5)
        poll("the figures gone from the display", lambda: (
            lambda s: s is not None and "If it ended now" not in s or None)(summary(app)))
        key(F5)
        poll("the display ended", lambda: summary(app) is None or None)
        print("Shift+F5 again takes them away; F5 ends the display")
    finally:
        stop(process)


def without_aids(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    record = dict(record, options=dict(record.get("options") or {}, purist=True))
    process, app, _path = open_record(binary, data_home, record)
    try:
        chord(ALT, THREE)
        said = poll("Ana's standings row", lambda: standings_row(app, "Ana"))
        assert "If it ended now" not in said, said
        assert find(app, lambda n: n.get_name() == "If It Ended Now" and showing(n)) is None
        key(F5)
        poll("the display's summary", lambda: summary(app))
        chord(SHIFT, F5)
        refusal = poll("the refusal", lambda: atspi_util.refusal_text(app) or None)
        assert "without aids" in refusal, refusal
        assert "If it ended now" not in summary(app), summary(app)
        print(f"without aids: no figure, and Shift+F5 says {refusal!r}")
    finally:
        stop(process)


def main(binary):
    with open(RECORD, encoding="utf-8") as f:
        record = json.load(f)
    with_aids(binary, record)
    without_aids(binary, record)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
