#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark (issue 28): a whole finished Carcassonne map entered by keyboard alone in the real
binary, as a table would: each tile's code and Enter, the number on its spot (or the arrows) to
its place, R until it is turned as it lies, Enter, then its figure (part, owner; B or P first
for a builder or a pig) or Escape. Counts every key from the sheet window's opening to
Ctrl+Return, times it, and checks that the kept sheet scores as tableside-cli scores the map
file.

    xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- \\
        bench/carcassonne-sheet/enter-map.py _build/app/tableside MAP.json [table|game]

The tiles go in the order a person copying the table takes (each next to the last, "table",
the default) or in the order the game placed them ("game").
MAP.json is a final-map sheet without goods (the goods
would be typed in the players' fields, not on the map); its players are proposed by the
window because the file is put in the games folder first, and its VP are set to 0."""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "e2e"))
import atspi_util  # noqa: E402
from atspi_util import (stop, Atspi, ALT, CONTROL, RETURN, carcassonne_cursor,  # noqa: E402
                        carcassonne_move_to, chord, find, focused_named, frame_named, key,
                        point_at, poll, showing, tab_to, type_text)

ESCAPE = 0xFF1B
SIDES = "NESW"
HALVES = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]


def kinds():
    path = os.path.join(HERE, "..", "..", "data", "games", "carcassonne", "tiles.json")
    with open(path, encoding="utf-8") as f:
        return {k["code"]: k for k in json.load(f)["tiles"]}


def shape(segment, rotation):
    """Where a segment lies once its tile is turned: its kind, sides and half-edges."""
    sides = frozenset((SIDES.index(c) + rotation) % 4 for c in segment.get("sides", ""))
    halves = frozenset((HALVES.index(h) + 2 * rotation) % 8 for h in segment.get("halves", []))
    return segment["kind"], sides, halves


def same_look(kind, a, b):
    return {shape(s, a) for s in kind["segments"]} == {shape(s, b) for s in kind["segments"]}


def part_number(kind, rotation, segment_id, entered_rotation):
    """The map's number of the part that lies where @segment_id lies turned @rotation, on the
    tile as entered (turned @entered_rotation, which looks the same)."""
    target = shape(next(s for s in kind["segments"] if s["id"] == segment_id), rotation)
    for i, s in enumerate(kind["segments"]):
        if shape(s, entered_rotation) == target:
            return i + 1
    raise AssertionError(f"no part of {kind['code']} lies where {segment_id} does")


def table_order(tiles):
    """The order a person copying the map from the table takes: from the start tile, always
    the laid-out tile nearest to the one just entered among those touching the map so far
    (the map's cursor stays where the last tile went)."""
    laid = [tiles[0]]
    cells = {(tiles[0]["x"], tiles[0]["y"])}
    left = tiles[1:]
    while left:
        last = laid[-1]
        touching = [t for t in left if any((t["x"] + dx, t["y"] + dy) in cells
                                           for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))]
        nearest = min(touching, key=lambda t: (abs(t["x"] - last["x"]) + abs(t["y"] - last["y"]),
                                               t["y"], t["x"]))
        laid.append(nearest)
        cells.add((nearest["x"], nearest["y"]))
        left.remove(nearest)
    return laid


def place(app, kind, x, y, rotation):
    """Returns the rotation entered (one that looks as @rotation does)."""
    focused_named(app, "Tile drawn")
    type_text(kind["code"].lower())
    key(RETURN)
    focused_named(app, "Map")
    carcassonne_move_to(app, x, y)
    for _ in range(4):
        found = re.search(r"fits turned (\d+)°", carcassonne_cursor(app)[2])
        if found and same_look(kind, int(found.group(1)) // 90, rotation):
            break
        before = carcassonne_cursor(app)[2]
        key(ord("r"))
        poll("the tile turned", lambda: carcassonne_cursor(app)[2] != before or None)
    entered = int(re.search(r"fits turned (\d+)°", carcassonne_cursor(app)[2]).group(1)) // 90
    key(RETURN)
    poll("the tile placed", lambda: find(app, lambda n: n.get_role() == Atspi.Role.LABEL
                                         and n.get_name().startswith(
                                             f"Tile {kind['code']} placed at") and showing(n)))
    return entered


def main(binary, path, order="table"):
    with open(path, encoding="utf-8") as f:
        sheet = json.load(f)
    if order == "table":
        sheet["tiles"] = table_order(sheet["tiles"])
    for p in sheet["players"]:
        p["vp"] = 0
    assert not sheet.get("options", {}).get("goods"), "a map without goods"
    tiles = kinds()
    data_home = tempfile.mkdtemp(prefix="tableside-bench-")
    games = os.path.join(data_home, "tableside", "games")
    os.makedirs(games)
    source = os.path.join(data_home, "map.json")
    with open(source, "w", encoding="utf-8") as f:
        json.dump(sheet, f)
    # The window proposes the newest saved game's players: this map's.
    shutil.copy(source, os.path.join(games, "carcassonne-sheet-proposed.json"))
    env = atspi_util.app_env(data_home)
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        # Score a Finished Game…, then Carcassonne in the dialog: the window's opening keys
        # are not the map's, and not counted.
        atspi_util.score_finished_game(app, "Carcassonne")
        point_at(poll("the sheet window", lambda: frame_named(app, "Carcassonne: Final Map")))
        start, started = atspi_util.presses, time.monotonic()
        # The window starts with every part of Traders & Builders: the options' mnemonics
        # switch off what the map's game had not.
        options = sheet.get("options", {})
        focused_named(app, "Tile drawn")
        for option, letter in (("tiles", "t"), ("goods", "g"), ("builder", "b"), ("pig", "i")):
            if not options.get(option):
                chord(ALT, ord(letter))
                time.sleep(0.3)
        # The keyboard back on the palette's line, as a user would: Tab.
        tab_to(app, "the palette's line", lambda n: n.get_name() == "Tile drawn", limit=80)
        figures = {(fg["x"], fg["y"]): fg for fg in sheet["figures"]}
        for t in sheet["tiles"][1:]:
            kind = tiles[t["tile"]] if t["tile"] in tiles else next(
                k for k in tiles.values() if k["id"] == t["tile"])
            entered = place(app, kind, t["x"], t["y"], t.get("rotation", 0))
            fg = figures.get((t["x"], t["y"]))
            if fg is None:
                key(ESCAPE)
                continue
            key(ord(str(part_number(kind, t.get("rotation", 0), fg["segment"], entered))))
            poll("whose figure", lambda: find(app, lambda n: n.get_name().startswith(
                "Whose figure") and showing(n)))
            if fg.get("figure", "follower") != "follower":
                key(ord(fg["figure"][0]))
            key(ord(str(fg["player"] + 1)))
            poll("the figure", lambda: find(app, lambda n: n.get_role() == Atspi.Role.LABEL
                                            and "'s figure (" in n.get_name() and showing(n)))
        chord(CONTROL, RETURN)
        keys, seconds = atspi_util.presses - start, time.monotonic() - started
        kept = poll("the sheet kept", lambda: [p for p in glob.glob(
            os.path.join(games, "carcassonne-sheet-*.json")) if not p.endswith("proposed.json")]
            or None, )
        cli = os.path.join(os.path.dirname(binary), "cli", "tableside-cli")
        totals = [[p["total"] for p in json.loads(subprocess.run(
            [cli, "sheet", "--json", f], check=True, capture_output=True, text=True).stdout)
            ["players"]] for f in (kept[0], source)]
        assert totals[0] == totals[1], totals
        n_tiles, n_figures = len(sheet["tiles"]), len(sheet["figures"])
        print(f"{order} order: "
              f"{n_tiles} tiles ({n_tiles - 1} entered), {n_figures} figures: {keys} keys, "
              f"{keys / (n_tiles - 1):.1f} a tile, in {seconds:.0f} s through AT-SPI; "
              f"scored as tableside-cli scores the file: {totals[0]}")
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    # The tiles as a person copies them from the table (default), or as the game placed them.
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "table"))
