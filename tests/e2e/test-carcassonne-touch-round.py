#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 54, "on the table: a tablet or a phone, by touch"): a round of Carcassonne played
by taps alone on a phone's screen (360x720, under a real window manager, metacity), with the
touch mode on (the preference): not one key is pressed. Each player taps a tile of the palette
(the draw), taps another spot of the map where the tile fits (one tap shows the tile there),
turns it with the Turn button (clockwise), places it (Bruno with the Place button, Ana with a
second tap on the same spot, after the double-click time) and taps a row of the figures form
(Bruno the first figure offered, if any, Ana no figure; in this game their followers are all on
the map, so both rows are No Figure). The record must hold the six entries, each tile placed
where it was tapped and turned as the Turn button left it, and the window's frame must lie
inside the screen. Xvfb has no touchscreen: a tap is a real click of button 1 at screen coordinates.
Screenshots carcassonne-touch-round-*.png in atspi_util.artifacts_dir().

    test-carcassonne-touch-round.py BINARY          on a 360x720 screen of its own
    test-carcassonne-touch-round.py BINARY 360x720  on this X server"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import atspi_util  # noqa: E402
from atspi_util import (Atspi, find, inside, poll, showing, start_window_manager,  # noqa: E402
                        stop, window_rect)

SIZE = "360x720"
CORPUS = os.path.join(HERE, "..", "data", "corpus")
# A press of its own, past GTK's double-click time (400 ms).
APART = 0.8
# The tiles tried in turn: ones that look different each way they are turned (the cloister
# B has one way only: Turn would have nothing to do).
KINDS = ("V", "E", "U", "J", "K")
focus_log = None  # atspi_util.FocusLog, made before the app starts
FITS = re.compile(r"open spot, the tile fits turned (\d+)°")


class Screen:
    """Where the game's window is: AT-SPI gives a widget's place in its window."""

    def __init__(self, title):
        self.title = title
        self.last_tap = 0.0

    def rect(self, node):
        window = poll("the game's window", lambda: window_rect(self.title))
        e = node.get_extents(Atspi.CoordType.WINDOW)
        return (window[0] + e.x, window[1] + e.y, e.width, e.height)

    def tap_at(self, x, y, what):
        # Deliberate spacing: each tap a press of its own, APART from the last (a longer gap
        # is still one); the caller waits for what the tap does.
        remaining = self.last_tap + APART - time.monotonic()
        if remaining > 0:
            time.sleep(remaining)
        print(f"  tap {what} at ({x}, {y})")
        atspi_util.click_at(int(x), int(y))
        self.last_tap = time.monotonic()

    def tap(self, node, what):
        x, y, width, height = self.rect(node)
        self.tap_at(x + width // 2, y + height // 2, what)


def cursor(app):
    return atspi_util.carcassonne_cursor(app)


def cursor_frame(shot, area):
    """The map's cursor in a screenshot: the square of near-black lines around its cell
    (x, y, size), searched inside @area (x, y, width, height) of the screen."""
    width, height, rgb = shot
    ax, ay, aw, ah = area

    def dark(col, row):
        i = (row * width + col) * 3
        return 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2] < 40

    for row in range(max(ay, 0), min(ay + ah, height)):
        run = 0
        for col in range(max(ax, 0), min(ax + aw, width)):
            run = run + 1 if dark(col, row) else 0
            # A top edge at least a finger wide, with its left side going down as far.
            if run >= 40 and (col + 1 >= width or not dark(col + 1, row)):
                left = col - run + 1
                if all(dark(left, r) for r in range(row, min(row + run - 1, height))):
                    return left, row, run
    return None


def find_named(app, prefix, role=None):
    return find(app, lambda n: (n.get_name() or "").startswith(prefix) and showing(n)
                and (role is None or n.get_role() == role))


def draw_by_tap(app, screen, path, n, who):
    """Taps a tile of the palette whose kind fits; the draw is recorded."""
    for code in KINDS:
        tile = find(app, lambda x, c=code: (x.get_name() or "").startswith(c + ", ")
                    and showing(x) and "fits nowhere" not in (x.get_description() or ""))
        if tile is None:
            continue
        x, y, width, height = screen.rect(tile)
        if y + height > 720 or x + width > 360:
            continue  # scrolled out of sight: another kind
        screen.tap(tile, f"{who}'s tile {tile.get_name()!r}")
        saved = atspi_util.wait_for_entries(path, n + 1)
        assert saved[n]["type"] == "draw", saved[n]
        print(f"{who} drew {saved[n]['tile']}")
        return n + 1
    raise AssertionError("no tile of the palette to tap")


def lit(shot, x, y):
    """Whether the screenshot's pixel (x, y) is the light blue of a spot where the tile fits."""
    width, _height, rgb = shot
    i = (y * width + x) * 3
    r, g, b = rgb[i], rgb[i + 1], rgb[i + 2]
    return b - r >= 18 and b >= 215 and g >= 200


def lit_cells(app, area, who, shots):
    """The spots of the map where the tile fits (lit) other than the cursor's, wholly inside
    the map: (x, y, cell on the screen (x, y, size)), the nearest first; and the cursor's
    own. The view may pan when the cursor goes to one near the map's edge: they are seen
    again before each tap (turn_of())."""
    x0, y0, said = cursor(app)
    assert FITS.match(said), said

    def seen():
        """The cursor and the lit spots in a screenshot, once the map painted the drawn tile
        (the spots are lit only while a tile is drawn; this game's map has some in view)."""
        shot = atspi_util.screenshot(os.path.join(shots,
                                                  f"carcassonne-touch-round-{who}-drawn.png"))
        frame = cursor_frame(shot, area)
        if frame is None:
            return None
        fx, fy, size = frame
        margin = 2
        cells = sorted(((dx, dy) for dx in range(-5, 6) for dy in range(-5, 6)
                        if (dx, dy) != (0, 0)), key=lambda d: abs(d[0]) + abs(d[1]))
        found = []
        for dx, dy in cells:
            left, top = fx + dx * size, fy + dy * size
            if (area[0] + margin <= left and left + size <= area[0] + area[2] - margin
                    and area[1] + margin <= top and top + size <= area[1] + area[3] - margin
                    and lit(shot, left + size // 2, top + size // 2)):
                found.append((x0 + dx, y0 + dy, (left, top, size)))
        return (found, frame) if found else None
    found, (fx, fy, size) = poll(f"the cursor and the lit spots painted in {area}", seen)
    print(f"{who}: the cursor ({x0}, {y0}) is drawn at ({fx}, {fy}), {size} px a side")
    assert size >= 44, f"the map's cells are {size} px in touch mode"
    return found, (x0, y0, (fx, fy, size))


def select_spot(app, screen, spot, who):
    """One tap on a lit spot: the cursor goes there and shows the tile; nothing is placed."""
    x, y, (left, top, size) = spot
    screen.tap_at(left + size // 2, top + size // 2, f"the lit cell ({x}, {y})")
    try:
        cx, cy, said = poll("the cursor on the spot tapped", lambda: (
            lambda c: c if c[:2] == (x, y) else None)(cursor(app)))
    except AssertionError:
        raise AssertionError(f"the tap took the cursor to {cursor(app)}, not ({x}, {y})")
    assert FITS.match(said), said
    print(f"{who}: one tap shows the tile at ({x}, {y}): {said}")


def turn_by_tap(app, screen, who):
    """The Turn button beside the drawn tile: a quarter turn clockwise to the next way it fits
    here; the rotation (0-3), or None when it fits one way only here."""
    before = int(FITS.match(cursor(app)[2]).group(1))
    turn = poll("the Turn button", lambda: find_named(app, "Turn the tile clockwise",
                                                       Atspi.Role.PUSH_BUTTON))
    focus_log.clear()
    screen.tap(turn, "Turn")
    # The tap handled: the button took the keyboard as it was pressed and its click gave it
    # back to the map (after turning the tile, or not when it fits one way only here).
    focus_log.wait_for("the map focused again after Turn", lambda role, name, said: (
        name == "Map" and any(e[1] == "Turn the tile clockwise" for e in focus_log.events)))
    after = int(FITS.match(cursor(app)[2]).group(1))
    if after == before:
        print(f"{who}: the tile fits one way only here ({before}°)")
        return None
    print(f"{who}: Turn turned the tile from {before}° to {after}°")
    return after // 90


def figure_by_tap(app, screen, path, n, who, none):
    """A row of the figures form: no figure (@none) or the first figure offered."""
    def row():
        form = find(app, lambda x: x.get_name() == "Figure on the tile" and showing(x))
        rows = [r for r in atspi_util.walk(form) if r.get_role() == Atspi.Role.LIST_ITEM
                and showing(r)] if form is not None else []
        for r in rows:
            if ("No Figure" in r.get_name()) == none:
                return r
        return rows[0] if rows else None
    choice = poll("a row of the figures form", row)
    screen.tap(choice, f"{who}'s figure row {choice.get_name()!r}")
    saved = atspi_util.wait_for_entries(path, n + 1)
    assert saved[n]["type"] in ("figure", "pass"), saved[n]
    print(f"{who}: {saved[n]}")
    return n + 1


def turn_of(app, screen, path, n, who, shots, place_button):
    n = draw_by_tap(app, screen, path, n, who)
    the_map = atspi_util.carcassonne_map(app)
    poll("the tile shown on the map", lambda: FITS.match(cursor(app)[2]))
    area = screen.rect(the_map)
    rotation = None
    tried = set()
    while rotation is None:
        # Seen again each time: a spot near the map's edge pans the view when the cursor goes
        # there (the tile drawn first shows at a lit spot too once the cursor has left it).
        spots, _drawn_at = lit_cells(app, area, who, shots)
        spots = [s for s in spots if s[:2] not in tried]
        assert spots, "no spot in sight where the tile fits two ways"
        spot = spots[0]
        tried.add(spot[:2])
        select_spot(app, screen, spot, who)
        assert len(atspi_util.record_entries(path)) == n, "a first tap placed the tile"
        rotation = turn_by_tap(app, screen, who)
    x, y, cell = spot
    if place_button:
        place = find_named(app, "Place", Atspi.Role.PUSH_BUTTON)
        screen.tap(place, "Place")
    else:
        # The cursor's cell may have moved with the view: seen again (on the tile as turned).
        shot = atspi_util.screenshot(os.path.join(shots, f"carcassonne-touch-round-{who}.png"))
        frame = cursor_frame(shot, area) or cell
        screen.tap_at(frame[0] + frame[2] // 2, frame[1] + frame[2] // 2, "the same spot again")
    saved = atspi_util.wait_for_entries(path, n + 1)
    assert saved[n]["type"] == "place", saved[n]
    assert (saved[n]["x"], saved[n]["y"], saved[n]["rotation"]) == (x, y, rotation), \
        f"placed {saved[n]}, not at ({x}, {y}) turned {rotation * 90}°"
    print(f"{who} placed it: {saved[n]}")
    n += 1
    return figure_by_tap(app, screen, path, n, who, none=not place_button)


def one_size(binary, size):
    screen_size = tuple(int(v) for v in size.split("x"))
    shots = atspi_util.artifacts_dir()
    wm = start_window_manager()
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = None
    try:
        # Bruno's draw is due in the corpus game, its last draw taken away; Ana plays after.
        with open(os.path.join(CORPUS, "carcassonne-2p-in-progress.json"), encoding="utf-8") as f:
            record = json.load(f)
        record["entries"] = record["entries"][:-1]
        record.pop("times", None)
        record["name"] = "Touch round"
        path = os.path.join(data_home, "touch-round.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record, f)
        global focus_log
        focus_log = atspi_util.FocusLog()
        env = atspi_util.players_env(data_home, ["Ana", "Bruno"], ["touch-mode='on'"])
        process = subprocess.Popen([binary, path], env=env)
        app = atspi_util.wait_for_app(process)
        frame = poll("the game's window", lambda: atspi_util.frame_named(app, record["name"]))
        # Placed by metacity and laid out at the size it gives.
        rect = atspi_util.laid_out(frame, record["name"])
        screen = Screen(record["name"])
        print(f"{size}: the window's frame {rect}")
        atspi_util.screenshot(os.path.join(shots, "carcassonne-touch-round-start.png"))
        # Wider than the screen, the page's buttons would be out of a finger's reach.
        inside(rect, screen_size, "the game's window")

        n = len(atspi_util.record_entries(path))
        start = n
        n = turn_of(app, screen, path, n, "Bruno", shots, place_button=True)
        n = turn_of(app, screen, path, n, "Ana", shots, place_button=False)
        saved = atspi_util.record_entries(path)
        assert len(saved) == start + 6, saved[start:]
        atspi_util.screenshot(os.path.join(shots, "carcassonne-touch-round-end.png"))
        print(f"the round by taps alone: {saved[start:]}")
        inside(window_rect(record["name"]), screen_size, "the game's window after the round")
        return 0
    finally:
        if process is not None:
            stop(process)
        stop(wm)
        shutil.rmtree(data_home, ignore_errors=True)


def main(argv):
    return atspi_util.on_a_screen_of(SIZE, __file__, argv, lambda binary: one_size(binary, SIZE))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
