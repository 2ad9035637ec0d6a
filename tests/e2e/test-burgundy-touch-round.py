#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 54, on the table by touch): The Castles of Burgundy on a phone held upright. On
an X server of its own of 360x720 under a real window manager (metacity), a saved 2-player
game in phase C opens and each player plays a whole turn by taps alone (real pointer clicks:
Xvfb has no touchscreen), no key pressed: a kind of action (Take, Place...), the first of its
choices (a tile taken from a depot, then placed in the duchy), and End Turn when the dice
are spent. The record grows by an entry a tap on a choice or End Turn; the window's frame
lies inside the screen throughout, the next round's form included. Screenshots
burgundy-touch-round-360x720-turn.png (the second turn) and burgundy-touch-round-360x720.png
(after it) in artifacts/.

    test-burgundy-touch-round.py BINARY     runs itself under own-display.py at 360x720"""
import json
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import atspi_util  # noqa: E402
from atspi_util import (Atspi, find, frame_named, inside, poll, record_entries,  # noqa: E402
                        showing, start_window_manager, stop, tap, walk, window_rect)

SCREEN = (360, 720)
RECORD = os.path.join(HERE, "..", "data", "corpus", "castles-of-burgundy-2p-in-progress.json")


def status(app):
    """The page's status line ("Phase C · Round 3 of 5 · Ana's turn: dice 3 and 5.")."""
    return atspi_util.label_text(app, lambda t: "turn" in t and "Round" in t) or ""


def kind_button(app, kind):
    """The showing kind button @kind with choices ("Take: 3 choices"), or None."""
    return find(app, lambda n: n.get_role() in (Atspi.Role.TOGGLE_BUTTON, Atspi.Role.PUSH_BUTTON)
                and showing(n)
                and n.get_name().startswith(kind + ":")
                and not n.get_name().endswith(": 0 choices")
                and n.get_state_set().contains(Atspi.StateType.SENSITIVE))


def choices(app):
    """The showing rows of the turn's list of choices."""
    return [n for n in walk(app) if n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
            and n.get_name() and n.get_parent() is not None
            and n.get_parent().get_name() == "Choices"]


def end_turn(app):
    return find(app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
                and n.get_name() == "End Turn"
                and n.get_state_set().contains(Atspi.StateType.SENSITIVE))


# The window's frames seen outside the screen: said at the end, after the play.
outside = []


def check_frame(title, when):
    rect = poll("the window", lambda: window_rect(title))
    try:
        inside(rect, SCREEN, "the window's frame")
    except AssertionError as error:
        print(f"{when}: {error}")
        outside.append((when, rect))


def settle(path, n, title, app):
    """Waits for the record to hold @n entries; checks the frame."""
    entries = atspi_util.wait_for_entries(path, n)
    # The page is laid out again after the entry, and only then could the window grow: no
    # sign says when that frame has come, so the frame is looked at a moment later (a longer
    # moment only makes the check stricter; it cannot make it fail).
    time.sleep(0.5)
    check_frame(title, f"after entry {n}")
    return entries


def play_turn(app, path, title):
    """The acting player's turn by taps: a kind with choices and its first choice, until the
    dice are spent, then End Turn. Returns the taps made and the entries they made."""
    player = status(app).split("·")[-1].strip().split("'")[0]
    made = []
    for _ in range(8):
        n = len(record_entries(path))
        # A tile taken first, then placed; a die left and a tile to take, another.
        wanted = ("Take",) if not made else ("Place", "Take")
        kind = next((k for k in wanted if kind_button(app, k) is not None), None)
        if kind is not None:
            tap(kind_button(app, kind), title)
            # The tap handled: the kind's button is on (GTK 4.8 says a toggle's on as
            # "pressed"), its choices listed.
            poll(f"{kind} chosen", lambda: (lambda b: b if b is not None and (
                b.get_state_set().contains(Atspi.StateType.PRESSED)
                or b.get_state_set().contains(Atspi.StateType.CHECKED)) else None)(
                    kind_button(app, kind)))
            rows = poll(f"{kind}'s choices", lambda: choices(app) or None)
            print(f"{player}: {kind}: {rows[0].get_name()!r}")
            tap(rows[0], title)
            made.append(settle(path, n + 1, title, app)[n:])
            if not status(app).split("·")[-1].strip().startswith(player):
                break
            continue
        button = end_turn(app)
        assert button is not None, f"nothing to tap in {player}'s turn: {status(app)!r}"
        print(f"{player}: End Turn")
        tap(button, title)
        made.append(settle(path, n + 1, title, app)[n:])
        break
    poll(f"{player}'s turn over", lambda: not status(app).split("·")[-1].strip()
         .startswith(player) or None)
    return player, made


def run(binary):
    wm = start_window_manager()
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    folder = os.path.join(data_home, "tableside", "games")
    os.makedirs(folder)
    path = os.path.join(folder, os.path.basename(RECORD))
    shutil.copy(RECORD, path)
    with open(path, encoding="utf-8") as f:
        title = json.load(f).get("name") or os.path.splitext(os.path.basename(path))[0]
    process = None
    presses = atspi_util.presses
    try:
        process, app = atspi_util.open_in_app(binary, path, data_home)
        poll("the game's page", lambda: frame_named(app, title))
        poll("the turn's choices", lambda: choices(app) or None)
        # Placed by metacity and laid out at the size it gives.
        rect = atspi_util.laid_out(frame_named(app, title), title)
        print(f"the window at {rect}; {status(app)!r}")
        check_frame(title, "opened")
        start = len(record_entries(path))
        players = []
        for turn in range(2):
            if turn == 1:
                # The second player's turn on the phone, before it is played.
                atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                                   "burgundy-touch-round-360x720-turn.png"))
            player, made = play_turn(app, path, title)
            print(f"{player}: {len(made)} taps made {[e['type'] for m in made for e in m]}")
            assert made, f"{player}'s turn made no entry"
            players.append(player)
        assert players[0] != players[1], players
        entries = record_entries(path)
        assert len(entries) > start + 2, (start, len(entries))
        assert sum(1 for e in entries[start:] if e["type"] == "end-turn") >= 1 or \
            len(entries) - start >= 4, [e["type"] for e in entries[start:]]
        assert atspi_util.presses == presses, "a key was pressed"
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "burgundy-touch-round-360x720.png"))
        print(f"{len(entries) - start} entries by taps: "
              f"{[e['type'] for e in entries[start:]]}")
        assert not outside, f"the window's frame outside the {SCREEN} screen: {outside}"
        return 0
    finally:
        if process is not None:
            stop(process)
        stop(wm)


def main(argv):
    # On an X server and a D-Bus session of its own, of a phone's size.
    return atspi_util.on_a_screen_of(f"{SCREEN[0]}x{SCREEN[1]}", __file__, argv, run)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
