#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 41, "one key, one entry"): in the real binary, for each of the four games, Enter
pressed twice at once (a double tap) after each kind of entry that hands the table on makes
one entry: the focus lands on the next step, but nothing there is chosen until someone
chooses, and the page says why the second Enter did nothing. The same key twice at once
(Ctrl+E) ends one turn, not two, and an end of turn with dice unused is said in a toast with
Undo. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (CONTROL, RETURN, Atspi, find, focused, key, poll,  # noqa: E402
                        showing, type_text)

RIGHT = 0xFF53


def double_enter():
    """Enter twice at once, as a double tap (in one request to the X server: no load spaces
    them wider than the app's double-press window). Returns bells() from before."""
    before = atspi_util.bells()
    atspi_util.double_press(RETURN)
    return before


def one_more(path, n, what, bells_before):
    """The record holds exactly @n + 1 entries once the second press was refused: the page
    rings the bell when it refuses a key, after which that press can make no entry."""
    atspi_util.wait_for_entries(path, n + 1)
    atspi_util.wait_for_bell(f"{what}: the second press refused", bells_before)
    saved = atspi_util.record_entries(path)
    assert len(saved) == n + 1, f"{what}: {len(saved) - n} entries, not 1: {saved[n:]}"
    print(f"{what}: one entry ({saved[n]['type']})")
    return saved


def form(app):
    """Caylus: "board" while the board has the focus (not the list of choices, its search
    line or the delivery), else None."""
    node = focused(app)
    if node is None:
        return None
    name = node.get_name() or ""
    if name == "Narrow the choices" or name.startswith("Batches delivered") or (
            node.get_role() == Atspi.Role.LIST_ITEM and node.get_parent() is not None
            and node.get_parent().get_name() == "Choices"):
        return None
    return "board"


def history_row(app, what, number):
    """Waits until entry @number's row of the history, or its Correct button, has the
    focus."""
    try:
        return poll(what, lambda: find(app, lambda x: x.get_state_set().contains(
            Atspi.StateType.FOCUSED) and (
                (x.get_role() == Atspi.Role.LIST_ITEM
                 and x.get_name().startswith(f"Entry {number}:"))
                or (x.get_role() == Atspi.Role.PUSH_BUTTON
                    and x.get_name() == f"Correct entry {number}"))))
    except AssertionError:
        print("focused:", [(x.get_role_name(), x.get_name()) for x in atspi_util.walk(app)
                           if x.get_state_set().contains(Atspi.StateType.FOCUSED)])
        raise


GUARD_WORDS = ("Nothing is chosen here yet", "That key just made an entry")


def refused(app, words=GUARD_WORDS):
    """The page says why a key made no entry (either of the guard's sentences)."""
    poll(f"the page saying “{words}”",
         lambda: atspi_util.refusal_text(app).startswith(words) or None)


def burgundy(binary, data_home):
    path = os.path.join(data_home, "burgundy.json")
    names = ["Ana", "Bruno", "Carla", "Daniel"]
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": "tableside-record", "version": 1, "game": "castles-of-burgundy",
                   "name": "Double tap", "created": "2026-11-25T10:00:00Z",
                   "status": "in-progress", "options": {},
                   "players": [{"name": n} for n in names], "setup": {"duchy": "1"},
                   "entries": [{"type": "starting-goods", "player": i, "goods": [1, 2, 3]}
                               for i in range(4)]
                   + [{"type": "fill-depots", "depots": [["unknown"] * 4 for _ in range(6)],
                       "black": ["unknown"] * 8, "goods": [1, 2, 3, 4, 5]}]}, f)
    # The toast of Ctrl+E is read at the test's pace.
    process, app = atspi_util.open_in_app(binary, path, data_home, atspi_util.TOASTS_STAY)
    try:
        poll("a die slot focused", lambda: (lambda f: f if f is not None
                                            and " die: " in f.get_name() else None)(
                                                focused(app)))
        n = len(atspi_util.record_entries(path))
        type_text("16161616" + "3")
        one_more(path, n, "Castles of Burgundy, the dice and Enter Enter", double_enter())
        refused(app)
        # Ctrl+E twice at once ends Ana's turn only, said with a toast and its Undo.
        n += 1
        before = atspi_util.bells()
        atspi_util.double_press(ord("e"), CONTROL)
        saved = one_more(path, n, "Castles of Burgundy, Ctrl+E Ctrl+E", before)
        assert saved[n] == {"type": "end-turn", "player": 0}, saved[n]
        poll("the toast", lambda: find(
            app, lambda x: (x.get_name() or "") == "Ana ended the turn with 2 dice unused."
            and showing(x)))
        # Bruno's first row has the focus: Enter there takes nothing (said, by the handler that
        # would have made the entry).
        key(RETURN)
        refused(app, "Nothing is chosen here yet")
        assert len(atspi_util.record_entries(path)) == n + 1
        # The guard keeps to the table: on the History page (Alt+2), an undo (Ctrl+Z) changes
        # the entries, and Enter on the newest entry's row still opens its correction.
        atspi_util.chord(atspi_util.ALT, ord("2"))
        history_row(app, "the newest entry's row", n + 1)
        atspi_util.chord(CONTROL, ord("z"))
        poll("the end of turn undone", lambda: len(atspi_util.record_entries(path)) == n
             or None)
        history_row(app, "the newest entry's row after the undo", n)
        key(RETURN)
        poll("the correction of the newest entry", lambda: atspi_util.frame_named(
            app, f"Correct Entry {n}"))
        print("History: after Ctrl+Z, Enter on the newest row opens its correction")
    finally:
        atspi_util.stop_and_recenter(process)


def kingsburg(binary, data_home):
    path = atspi_util.kingsburg_record(data_home, "Double tap", [])
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("the King's Aid", lambda: atspi_util.label_text(
            app, lambda t: "King's Aid" in t and t.endswith(".")))
        atspi_util.wait_for_focus(app, "the choices' filter line focused", lambda f: f.get_role()
                                  in (Atspi.Role.ENTRY, Atspi.Role.TEXT))
        n = len(atspi_util.record_entries(path))
        type_text("gold")
        atspi_util.focused_text(app, "gold")
        one_more(path, n, "Kingsburg, the King's Aid and Enter Enter", double_enter())
    finally:
        atspi_util.stop_and_recenter(process)


def carcassonne(binary, data_home):
    env_home = os.path.join(data_home, "carcassonne")
    os.makedirs(env_home)
    process = atspi_util.subprocess.Popen(
        [binary], env=atspi_util.players_env(env_home, ["Ana", "Bruno"]))
    try:
        app = atspi_util.wait_for_app(process)
        path = atspi_util.start_new_game(app, "Carcassonne", env_home)
        poll("the palette's line focused", lambda: (lambda f: f if f is not None
                                                    and f.get_name() == "Tile drawn"
                                                    else None)(focused(app)))
        n = len(atspi_util.record_entries(path))
        type_text("v")
        saved = one_more(path, n, "Carcassonne, a tile typed and Enter Enter", double_enter())
        assert saved[n]["type"] == "draw", saved[n]
        refused(app)
    finally:
        atspi_util.stop_and_recenter(process)


def caylus(binary, data_home):
    env_home = os.path.join(data_home, "caylus")
    os.makedirs(env_home)
    process = atspi_util.subprocess.Popen(
        [binary], env=atspi_util.players_env(env_home, ["Ana", "Bruno"]))
    try:
        app = atspi_util.wait_for_app(process)
        path = atspi_util.start_new_game(app, "Caylus 1303", env_home)
        # The setup, one choice at a time (13 tiles, the first player, the characters, the
        # drafts); then an Early Riser's worker skipped.
        while len(atspi_util.record_entries(path)) < 21:
            count = len(atspi_util.record_entries(path))
            for attempt in range(3):
                # Deliberate spacing: "1" made the last entry too, and pressed again within
                # the app's double-press window it would be refused as a double tap. The
                # window is on the X server's clock: a server stalled by load can stamp the
                # last press late, so a press the page refuses as "just made an entry" is
                # pressed again, as a player would (a press that is merely slow is waited for).
                atspi_util.wait_apart()
                key(ord("1"))
                made = poll("the choice", lambda: (
                    "entry" if len(atspi_util.record_entries(path)) > count else
                    "refused" if "just made an entry" in atspi_util.refusal_text(app) else None))
                if made == "entry":
                    break
                print(f"“1” refused as a double press (attempt {attempt + 1}): pressed again")
            else:
                raise AssertionError("“1” refused three times as a double press")
        saved = poll("the board focused", lambda: atspi_util.record_entries(path) if form(app)
                     == "board" else None)
        if "early-riser" in {saved[19]["character"], saved[20]["character"]}:
            key(ord("p"))
            atspi_util.wait_for_entries(path, 22)
            poll("the board focused", lambda: form(app) == "board" or None)
        n = len(atspi_util.record_entries(path))
        refusals = atspi_util.Refusals(app)
        for _ in range(12):
            # Right to the next building; Enter Enter there either places a worker (then the
            # second Enter is refused with the bell) or is refused twice by the engine (a
            # building no worker may go to: two refusals said).
            place = poll("the board focused", lambda: focused(app))
            key(RIGHT)
            poll("Right moving the focus", lambda: (lambda f: f if f is not None and f != place
                                                    else None)(focused(app)))
            place = place.get_name()
            mark = refusals.mark()
            before = double_enter()
            outcome = poll("Enter Enter handled", lambda: (
                "placed" if len(atspi_util.record_entries(path)) > n
                else "refused" if refusals.since(mark, 2) else None))
            print(f"Caylus 1303: Enter Enter after Right from “{place}”: {outcome}")
            if outcome == "placed":
                break
        refusals.close()
        saved = one_more(path, n, "Caylus 1303, a building and Enter Enter", before)
        assert saved[n]["type"] == "place", saved[n]
    finally:
        atspi_util.stop_and_recenter(process)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    burgundy(binary, data_home)
    kingsburg(binary, data_home)
    carcassonne(binary, data_home)
    caylus(binary, data_home)


if __name__ == "__main__":
    main(sys.argv[1])
