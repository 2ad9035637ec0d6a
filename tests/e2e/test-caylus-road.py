#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 41): Caylus 1303's Road by keyboard and screen reader. A 3-player game at round
1's planning (the tiles, characters and draft of a complete game's record, the players in red,
blue and yellow): Tab comes back onto the board on a card of the Road (one Tab stop, not the
round track above it); the arrows walk the Road's cards in order, each read with what is on
it (“Road space 3: …”, empty spaces as such, the Provost where he stands); Enter on a free
space the board offers places a worker there (the record gains one entry) and the card is then
read with that worker by player and colour (“Ana's worker (Red)”); Enter on that occupied
card records nothing and the page's refusal line says why in words. Screenshot
`e2e-caylus-road-focus.png` (the focus ring on the Road). Run under
`xvfb-run -a dbus-run-session --`."""
import json
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (Atspi, RETURN, find, focused, open_in_app, poll,  # noqa: E402
                        record_entries, showing, stop, wait_for_entries)

TAB = 0xFF09
RIGHT, HOME = 0xFF53, 0xFF50
SEEDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "fuzz-seeds")
COLORS = [("red", "Red"), ("blue", "Blue"), ("yellow", "Yellow")]
PRINTED = ("Fair", "Lawyer", "Carpenter", "Toll")
ROAD_SPACE = re.compile(r"^Road space (\d+)[:,] ")


def road_card(name):
    """TRUE for a card of the Road: a printed building or a numbered space."""
    return bool(ROAD_SPACE.match(name or "")) or (name or "").split(";")[0] in PRINTED


def write_record(data_home):
    with open(os.path.join(SEEDS, "caylus-1303-3p-random-complete.json"), encoding="utf-8") as f:
        record = json.load(f)
    first = next(i for i, e in enumerate(record["entries"])
                 if e["type"] not in ("deal", "first-player", "reveal", "draft"))
    record["entries"] = record["entries"][:first]
    record["status"] = "in-progress"
    for player, (color, _name) in zip(record["players"], COLORS):
        player["color"] = color
    path = os.path.join(data_home, "caylus.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    return path, record, first


def refusal_text(root):
    """The refusal the page shows in place of its status line (an alert), or ""."""
    node = find(root, lambda n: n.get_role() == Atspi.Role.ALERT and showing(n)
                and n.get_name())
    return node.get_name() if node is not None else ""


def focus_name(app):
    node = poll("a focused object", lambda: focused(app))
    return node.get_name() or ""


def board_cards(app):
    """The board (its panel) and its cards as the arrows go through them (its buttons, in
    order)."""
    board = poll("the board", lambda: find(app, lambda n: n.get_role() == Atspi.Role.PANEL
                                           and n.get_name() == "Board"))
    return board, [n for n in atspi_util.walk(board)
                   if n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)]


def press_moving(root, keysym, what):
    """Presses @keysym and waits until the focus under @root has left the object it was on
    (the key handled); returns the object focused then."""
    before = focused(root)
    atspi_util.key(keysym)
    return poll(what, lambda: (lambda n: n if n is not None and n != before else None)(
        focused(root)))


def go_home(board, cards):
    """Home: the board's first card focused."""
    atspi_util.key(HOME)
    poll("Home: the board's first card focused", lambda: focused(board) == cards[0] or None)


def walk_road(app):
    """Home, then Right to the board's last card: the names of its cards as read on the way
    (a card skipped or visited twice shows in the names)."""
    board, cards = board_cards(app)
    go_home(board, cards)
    names = [focus_name(board)]
    for _ in cards[1:]:
        node = press_moving(board, RIGHT, "Right moving along the board")
        names.append(node.get_name() or "")
        if node == cards[-1]:
            break
    return names


def go_to(app, prefix):
    """Home, then Right until the focused card's name starts with @prefix."""
    board, cards = board_cards(app)
    go_home(board, cards)
    for _ in cards:
        if focus_name(board).startswith(prefix):
            return
        press_moving(board, RIGHT, "Right moving along the board")
    raise AssertionError(f"no card “{prefix}…” reached by the arrows")


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path, record, first = write_record(data_home)
    names = [p["name"] for p in record["players"]]
    problems = []
    process, app = open_in_app(binary, path, data_home)
    try:
        # An Early Riser's extra worker first, when one was drafted: skipped with P.
        if any(e.get("character") == "early-riser" for e in record["entries"]):
            atspi_util.key(ord("p"))
            first = len(wait_for_entries(path, first + 1))
        start = poll("the board's first target focused",
                     lambda: (lambda n: n if n is not None and road_card(n.get_name())
                              else None)(focused(app)))
        start_name = start.get_name()
        print(f"focus at start: “{start_name}”")

        # Tab leaves the board and comes back to it on the Road, as one stop.
        reached = None
        for presses in range(1, 25):
            name = press_moving(app, TAB, "Tab moving the focus").get_name() or ""
            if road_card(name):
                reached = (presses, name)
                break
            if "Round" in name and "first player" in name:
                problems.append(f"Tab entered the board on the round track: “{name}”")
        print(f"Tab back onto the Road after {reached}")
        if reached is None:
            problems.append("Tab never reached the Road")

        shot = os.path.join(atspi_util.artifacts_dir(), "e2e-caylus-road-focus.png")
        atspi_util.screenshot(shot)
        print(f"screenshot: {shot}")

        # The arrows walk the Road in order, each card read with what is on it.
        cards = walk_road(app)
        road = [n for n in cards if ROAD_SPACE.match(n)]
        numbers = [int(ROAD_SPACE.match(n).group(1)) for n in road]
        print("the Road as read:\n" + "\n".join(f"    {n}" for n in cards))
        if numbers != list(range(1, len(numbers) + 1)) or len(numbers) < 10:
            problems.append(f"the arrows read the Road's spaces {numbers}")
        if not any(n.endswith(", empty") or ", empty;" in n for n in road):
            problems.append("no empty Road space read as such")
        if not any("the Provost stands" in n for n in cards):
            problems.append("no card says where the Provost stands")
        if not any(n.startswith(p) for p in PRINTED for n in cards):
            problems.append("the printed buildings are not among the cards")

        # Enter on a free space the board offers: a worker placed there.
        target = next((n for n in road if "; can be chosen" in n
                       and "'s worker" not in n), None)
        if target is None:
            raise AssertionError(f"no free Road space offered: {road}")
        where = ROAD_SPACE.match(target).group(0)
        go_to(app, where)
        before = len(record_entries(path))
        atspi_util.key(RETURN)
        entries = wait_for_entries(path, before + 1)
        if len(entries) != before + 1 or entries[-1]["type"] != "place":
            problems.append(f"Enter on “{target}” recorded {entries[before:]}")
        actor = entries[-1]["player"]
        worker = f"{names[actor]}'s worker ({COLORS[actor][1]})"
        go_to(app, where)
        occupied = focus_name(app)
        print(f"placed: {entries[-1]}; the card now reads “{occupied}”")
        if worker not in occupied:
            problems.append(f"the card does not say “{worker}”: “{occupied}”")

        # Enter on the occupied space: nothing recorded, the refusal said in words (by the
        # handler that would have placed the worker: once said, nothing more can come of it;
        # the entry made above cleared the line).
        atspi_util.key(RETURN)
        refusal = poll("the refusal line", lambda: refusal_text(app) or None)
        print(f"Enter on the occupied space: “{refusal}”")
        if len(record_entries(path)) != before + 1:
            problems.append("Enter on an occupied space recorded an entry")
        if len(refusal.split()) < 3:
            problems.append(f"the refusal is not in words: “{refusal}”")
    finally:
        stop(process)
    if problems:
        print("\n".join(problems))
        raise AssertionError(f"{len(problems)} problems with the Road (above)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
