#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the fonts of the real binary's first frames are made on a second thread (issue 56,
app/views/shell/ts-font-warm.c). The start page and a game of each title, finished and in
play, in the window's default size: the first frame loads no font the table lacks, and the
window's text has the options the fonts were made with. The benchmark prints the same line
(bench/startup/ts-bench-open); a new text size on a first page fails here until the table
has it."""
import os
import subprocess
import sys
import tempfile

GAMES = [
    "castles-of-burgundy-4p-complete.json",
    "castles-of-burgundy-3p-phase-a.json",
    "castles-of-burgundy-3p-modules-random-complete.json",
    "castles-of-burgundy-solo.json",
    "kingsburg-5p-random-complete.json",
    "kingsburg-4p-earlier-readings-in-progress.json",
    "carcassonne-3p-traders-builders-random-complete.json",
    "carcassonne-2p-held.json",
    "caylus-1303-5p-complete.json",
    "caylus-1303-2p-first-round.json",
]


def first_frame(binary, path):
    home = tempfile.mkdtemp(prefix="tableside-e2e-fonts-")
    env = dict(os.environ, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home, XDG_CACHE_HOME=home,
               GSETTINGS_BACKEND="memory", TABLESIDE_QUIT_AFTER_FIRST_FRAME="1",
               TABLESIDE_FONT_WARM_WAIT="1")
    args = [binary] + ([path] if path else [])
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"{args}: exit {done.returncode}\n{done.stderr}"
    lines = done.stdout.splitlines()
    fonts = [line.split()[1:] for line in lines if line.startswith("first-frame-fonts ")]
    assert len(fonts) == 1, f"{args}: no fonts line in\n{done.stdout}"
    made, table, missed, _waited, matches = (int(x) for x in fonts[0])
    names = [line[len("first-frame-font-missed "):] for line in lines
             if line.startswith("first-frame-font-missed ")]
    return made, table, missed, matches, names


def main(binary, seeds):
    for game in [None] + GAMES:
        path = os.path.join(seeds, game) if game else None
        made, table, missed, matches, names = first_frame(binary, path)
        what = game or "the start page"
        assert made == table, f"{what}: {made} of the table's {table} fonts made"
        assert matches == 1, f"{what}: the window's text has other font options"
        assert missed == 0 and not names, f"{what}: the table lacks {names}"
        print(f"{what}: {table} fonts made, none missed")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
