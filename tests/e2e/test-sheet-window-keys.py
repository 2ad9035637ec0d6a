#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 58): a finished game of Caylus 1303 scored with the keyboard alone in the real
binary, through the shared final-scoring sheet window: from the start page's "Score a
Finished Game…" row and Caylus 1303 in the dialog that asks which game, Return keeps each proposed name and moves on, the
prestige points and gold are typed with Return between fields, and past the last player's
gold the focus is on Score; Ctrl+Return scores. Ana 48 PP + 3 gold, Bruno 52 + 1, Carla
40 + 5: 2 PP per gold (CY-END-02) ties Ana and Bruno on 54, a shared victory (CY-TIE-01). If
Return skipped a field or stopped twice, the digits would land in the wrong fields and the
explanation would differ. The sheet is kept in the games folder and tableside-cli scores the
kept file the same. Run under `xvfb-run -a dbus-run-session --`."""
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, Atspi, CONTROL, RETURN, TAB, chord, find, frame_named,  # noqa: E402
                        key, point_at, poll, showing, tab_to, type_text, x_mapped)

TITLE = "Score a Finished Game"
PLAYERS = [("Ana", 48, 3), ("Bruno", 52, 1), ("Carla", 40, 5)]
EXPLANATION = ("Ana and Bruno share the victory with 54 PP each: Caylus 1303 has no "
               "tie-breaker.")


def label(app, text):
    return poll(f"the label “{text}”", lambda: find(
        app, lambda n: n.get_role() == Atspi.Role.LABEL and n.get_name() == text
        and showing(n)))


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = atspi_util.players_env(data_home, [p[0] for p in PLAYERS])
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        # Xvfb has no window manager: the keyboard goes to the window under the pointer. An
        # earlier test may have left the pointer elsewhere: put it at the screen's middle.
        Atspi.generate_mouse_event(640, 512, "abs")
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        seen = atspi_util.score_finished_game(app, "Caylus 1303")
        # The form opens with the first player's name focused (its text is not on the
        # accessibility bus in GTK 4.8: wait for the form instead).
        poll("the sheet's form", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.SPIN_BUTTON
            and n.get_name().startswith("Prestige Points") and showing(n)))
        poll("the sheet on the screen", lambda: x_mapped(TITLE) or None)
        point_at(poll("the sheet", lambda: frame_named(app, TITLE)))

        # Each player: Return keeps the proposed name, then the PP and the gold, each with
        # Return. GTK handles the keys in order, each Return moving the focus before the next
        # digit arrives.
        for name, pp, gold in PLAYERS:
            key(RETURN)
            type_text(str(pp))
            key(RETURN)
            type_text(str(gold))
            key(RETURN)
        # Past the last player's gold: Score. Ctrl+Return scores from anywhere.
        poll("Score focused", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and n.get_name() == "Score"
            and n.get_state_set().contains(Atspi.StateType.FOCUSED)))
        chord(CONTROL, RETURN)
        label(app, "Shared Victory")
        label(app, EXPLANATION)
        print(f"result: {EXPLANATION}")
        # The result's heading has the keyboard: a stray Return (a scorekeeper still typing)
        # exports nothing. Tab after it moves the focus on, so the Return was handled first.
        heading = poll("the result's heading focused", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and n.get_name() == "Shared Victory"
            and n.get_state_set().contains(Atspi.StateType.FOCUSED)))
        print("focused after scoring:", heading.get_name())
        key(RETURN)
        key(TAB)
        after = poll("the focus past the heading", lambda: find(
            app, lambda n: n.get_state_set().contains(Atspi.StateType.FOCUSED)
            and n.get_name() != "Shared Victory"))
        print("Tab went to:", after.get_role_name(), after.get_name())
        assert frame_named(app, "Export Score Sheet as PDF") is None, "Return opened Export PDF"

        kept = poll("the sheet kept", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "caylus-1303-sheet-*.json")) or None)
        assert len(kept) == 1, kept
        with open(kept[0], encoding="utf-8") as f:
            sheet = json.load(f)
        assert sheet["game"] == "caylus-1303", sheet
        assert [(p["name"], p["pp"], p["gold"]) for p in sheet["players"]] == PLAYERS, sheet
        cli = os.path.join(os.path.dirname(binary), "cli", "tableside-cli")
        out = json.loads(subprocess.run([cli, "sheet", "--json", kept[0]], check=True,
                                        capture_output=True, text=True).stdout)
        assert [p["total"] for p in out["players"]] == [54, 54, 50], out
        assert out["explanation"] == EXPLANATION, out
        print("kept in Saved Games; tableside-cli scores it the same: 54, 54 and 50")
        assert process.poll() is None, "tableside exited during the test"
    except AssertionError:
        print("focus went through:", seen if "seen" in locals() else None)
        raise
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
