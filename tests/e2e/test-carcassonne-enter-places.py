#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 54, "a promise on screen is what the key does"): after a draw, Carcassonne's
place form says “… Place or Enter places it” and the map shows the drawn tile at a spot where
it fits. In a review Enter was refused there twice in two turns (the one-key-one-entry guard
of issue 41 waited for an arrow or a letter first). Now a deliberate Enter, pressed after the
double-tap time, places the tile where it is shown, in both players' turns; the Enter that
drew the tile pressed again at once (a double tap) still makes no second entry and the page
says why, as test-double-enter.py checks for every game. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import RETURN, find, focused, key, poll, showing, type_text  # noqa: E402

GUARD_WORDS = ("Nothing is chosen here yet", "That key just made an entry")
# Longer than GTK's double-click time (400 ms) since the last key: a press of its own.
DELIBERATE = 1.0


def entries_settled(app, path, n):
    """The record holds exactly @n entries once the key that made the last was handled."""
    return atspi_util.settled_entries(app, path, n)


def draw(app, path, code, n, double):
    """The tile @code typed into the palette and Enter (twice at once when @double): one
    "draw" entry; the map takes the keys with the tile shown at a spot where it fits."""
    atspi_util.focused_named(app, "Tile drawn")
    type_text(code)
    if double:
        # Enter Enter at once: the second refused, said once the first's entry is made (the
        # page clears the line with each entry); then the record is complete.
        atspi_util.double_press(RETURN)
        atspi_util.wait_for_entries(path, n + 1)
        poll("the page saying why the second Enter did nothing",
             lambda: atspi_util.refusal_text(app).startswith("That key just made an entry")
             or None)
    else:
        key(RETURN)
    saved = entries_settled(app, path, n + 1)
    assert saved[n]["type"] == "draw", saved[n]
    atspi_util.focused_named(app, "Map")
    return n + 1


def enter_places(app, path, n, who):
    """The place form promises Enter; a deliberate Enter places the tile at the cursor."""
    promise = poll("the place form's words", lambda: find(
        app, lambda x: "Enter places it" in (x.get_name() or "") and showing(x)))
    x, y, what = atspi_util.carcassonne_cursor(app)
    print(f"{who}: the tile shown at ({x}, {y}): {what[:60]}; the form says "
          f"“{promise.get_name()}”")
    # Deliberate spacing (a longer gap is still a deliberate press).
    atspi_util.wait_apart(DELIBERATE)
    key(RETURN)
    saved = entries_settled(app, path, n + 1)
    assert saved[n]["type"] == "place" and (saved[n]["x"], saved[n]["y"]) == (x, y), saved[n]
    said = atspi_util.refusal_text(app)
    assert not said.startswith(GUARD_WORDS), f"Enter refused: {said}"
    print(f"{who}: Enter placed it: {saved[n]}")
    return n + 1


def no_figure(app, path, n):
    """N: no figure on the tile just placed (the map's key)."""
    # Deliberate spacing (a longer gap is still a deliberate press).
    atspi_util.wait_apart(DELIBERATE)
    key(ord("n"))
    saved = entries_settled(app, path, n + 1)
    assert saved[n]["type"] in ("figure", "pass"), saved[n]
    return n + 1


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = atspi_util.subprocess.Popen(
        [binary], env=atspi_util.players_env(data_home, ["Ana", "Bruno"]))
    try:
        app = atspi_util.wait_for_app(process)
        path = atspi_util.start_new_game(app, "Carcassonne", data_home)
        n = len(atspi_util.record_entries(path))
        # Ana: the straight road, drawn with one Enter; a deliberate Enter places it.
        n = draw(app, path, "u", n, double=False)
        n = enter_places(app, path, n, "Ana")
        n = no_figure(app, path, n)
        # Bruno: the curve, drawn with Enter Enter at once (the second refused); then Enter.
        n = draw(app, path, "v", n, double=True)
        n = enter_places(app, path, n, "Bruno")
        focus = focused(app)
        print(f"then the focus is on {focus.get_role_name()} “{focus.get_name()}”")
        return 0
    finally:
        atspi_util.stop_and_recenter(process)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
