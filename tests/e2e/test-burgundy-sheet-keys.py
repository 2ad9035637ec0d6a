#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: score a finished game with the keyboard alone, real key presses through AT-SPI.
Return moves from field to field, the 100/200 token included (Return opens its list, Down
picks 100, Return takes it and moves on), and without a tie for first the tie-break facts
are not asked: Return on the monastery entry goes straight to the next player. If Return
skipped the token or stopped on hidden fields, the digits would land in the wrong fields
and the total read back would differ. Run under `xvfb-run -a dbus-run-session --`."""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, RETURN, Atspi, find, focused, key,  # noqa: E402
                        poll, showing, tab_to, type_text)

DOWN = 0xFF54


def field(digits):
    """Types a number in the focused field and presses Return."""
    type_text(digits)
    key(RETURN)


def focus_leaves(app, name):
    """Waits until the focus is on another node than @name: a key pressed before the focus
    moved would land in the old place on a loaded machine."""
    def moved():
        node = focused(app)
        return node if node is not None and node.get_name() != name else None
    return poll(f"the focus to leave {name}", moved)


def token(app, downs):
    """Return opens the token's list, Down moves to a value, Return takes it."""
    key(RETURN)
    focus_leaves(app, "100/200 token")

    def item_at(index):
        node = focused(app)
        return node if node is not None and node.get_role() == Atspi.Role.LIST_ITEM \
            and node.get_index_in_parent() == index else None
    start = poll("the token's list", lambda: item_at(0)).get_index_in_parent()
    for i in range(downs):
        key(DOWN)
        # A Down pressed while the list is still busy is lost on a loaded machine: wait
        # until the focus is on the next item before going on.
        poll(f"the token's item {start + i + 1}", lambda: item_at(start + i + 1))
    key(RETURN)
    poll("the token's list to close", lambda: find(
        app, lambda n: n.get_name() == "100/200 token" and showing(n)
        and not n.get_state_set().contains(Atspi.StateType.FOCUSED)
        and focused(app) is not None and focused(app).get_role() != Atspi.Role.LIST_ITEM
        or None))


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
        tab_to(app, "the Score a Finished Game row",
               lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and "Score a Finished Game" in n.get_name())
        key(RETURN)
        # The sheet window opens with the first player's name focused (its text is not on
        # the accessibility bus in GTK 4.8: wait for the form instead).
        poll("the sheet's form", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.SPIN_BUTTON
            and n.get_name().startswith("VP on the track") and showing(n)))
        time.sleep(0.5)

        # Player 1: name kept, 37 on the track, the 100 token, 2 goods, 3 silver, 4 workers,
        # no monastery: 37 + 100 + 2 + 3 + 2 = 144 VP.
        key(RETURN)
        field("37")
        node = focused(app)
        assert node is not None and node.get_name() == "100/200 token", node
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
