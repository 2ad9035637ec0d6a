#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: score a finished game with the keyboard alone, real key presses through AT-SPI.
Return moves from field to field, the 100/200 token included (Down chooses 100, Return moves
on without opening its list), and without a tie for first the tie-break facts
are not asked: Return on the monastery entry goes straight to the next player. If Return
skipped the token or stopped on hidden fields, the digits would land in the wrong fields
and the total read back would differ. Score on the blank sheet first asks about the players
with nothing entered, and Go Back puts the focus on player 1's first value. Run under `xvfb-run -a dbus-run-session --`."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, CONTROL, RETURN, Atspi, chord, find, focused,  # noqa: E402
                        frame_named, frames, key, point_at, poll, showing, tab_to,
                        type_text, wait_for_focus, x_mapped)

DOWN = 0xFF54


def field(digits):
    """Types a number in the focused field and presses Return."""
    type_text(digits)
    key(RETURN)


def token(app, downs):
    """On the token's row, Down chooses (from None: 100, then 200) and Return moves on to the
    goods without opening the list (issue 24: Return that opened it made every later value
    land one field early)."""
    row = wait_for_focus(app, "the token's row", lambda n: n.get_name() == "100/200 token")
    for _ in range(downs):
        key(DOWN)
    # Return once the row shows what Down chose.
    shown = ("None", "100", "200")[downs]
    poll(f"the token's row showing {shown}", lambda: find(
        row, lambda n: n.get_role() == Atspi.Role.LABEL and n.get_name() == shown))
    key(RETURN)
    goods = poll("the goods field after the token", lambda: (
        lambda n: n if n is not None and n.get_role() == Atspi.Role.SPIN_BUTTON
        and n.get_name().startswith("Goods") else None)(focused(app)))
    assert goods is not None
    assert find(app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
                and n.get_name() in ("100", "200")) is None, "the token's list opened"


def main(binary):
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["GSETTINGS_BACKEND"] = "memory"
    app_process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(app_process)
        # Xvfb has no window manager: the keyboard goes to the window under the pointer, and
        # a list that opens under it follows the pointer. An earlier test may have left the
        # pointer elsewhere (point_at): put it where a fresh X server has it, the screen's
        # middle.
        Atspi.generate_mouse_event(640, 512, "abs")
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        atspi_util.score_finished_game(app, "The Castles of Burgundy")
        # The sheet window opens with the first player's name focused (its text is not on
        # the accessibility bus in GTK 4.8: wait for the form instead).
        poll("the sheet's form", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.SPIN_BUTTON
            and n.get_name().startswith("VP on the track") and showing(n)))
        # The keyboard goes to the window under the pointer: once the X server shows it.
        poll("the sheet on the screen", lambda: x_mapped("Score a Finished Game") or None)

        # Ctrl+Return on a blank sheet: nobody has anything entered, and Score asks first
        # (issue 24). Return takes the default, Go Back, to player 1's first value.
        chord(CONTROL, RETURN)
        point_at(poll("the question", lambda: next(
            (f for f in frames(app) if f.get_name() != "Score a Finished Game"
             and f.get_name() != "Tableside" and "Tableside" not in f.get_name()), None)))
        poll("the question about players with nothing entered", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL
            and n.get_name().startswith("Nothing was entered for ") and showing(n)))
        key(RETURN)
        # Xvfb has no window manager: the keys go to the window under the pointer.
        point_at(poll("the sheet", lambda: frame_named(app, "Score a Finished Game")))
        wait_for_focus(app, "player 1's track", lambda n: n.get_role() == Atspi.Role.SPIN_BUTTON
                       and n.get_name().startswith("VP on the track"))

        # Player 1: name kept, 37 on the track, the 100 token, 2 goods, 3 silver, 4 workers,
        # no monastery: 37 + 100 + 2 + 3 + 2 = 144 VP. (Return after the track goes to the
        # token: token() waits for it there.)
        field("37")
        token(app, 1)
        field("2")
        field("3")
        field("4")
        key(RETURN)
        # Player 2: 12 on the track, no token, 1 goods: 13 VP. No tie: no tie-break facts.
        key(RETURN)
        field("12")
        token(app, 0)
        field("1")
        field("0")
        field("0")
        key(RETURN)
        # Then Score has the focus.
        key(RETURN)
        explanation = poll("the result", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and "wins with" in n.get_name()
            and showing(n)))
        print(f"result: {explanation.get_name()}")
        assert explanation.get_name() == "Player 1 wins with 144 victory points.", \
            explanation.get_name()
        assert app_process.poll() is None, "tableside exited during the test"
    finally:
        stop(app_process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
