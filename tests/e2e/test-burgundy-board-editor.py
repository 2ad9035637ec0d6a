#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a board of the user's box entered in the real binary by keyboard alone (issue 15).
The Castles of Burgundy's new-game form opens Boards… with its access key (Alt+B). First a
draft (issue 24): Ctrl+N "1 draft"; Q is said not to be a colour (a toast) and sets nothing;
G6 sets a space; Escape asks "Kept as a Draft", and Escape there keeps editing. Then Ctrl+N
asks for a new board's name, typed, and Enter creates "4 (2019 print)"; its 37 spaces are
typed on the board as "letter, die" (duchy 1's layout, with the colour keys players guess:
G castle, L pasture, B river, C city, Y monastery, M mine); Ctrl+S saves it
to the user's boards file; Escape closes the window (the first one may only dismiss the
toast). Back in the form, Ana's duchy row lists the new board last: Enter opens it, End
and Enter pick it; Alt+S starts the game, and its record carries the board's id and layout.
Run under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, ALT, CONTROL, ESCAPE, RETURN, Atspi, chord, find,  # noqa: E402
                        focused, frame_named, frames, key, players_env, point_at, poll,
                        showing, tab_to, type_text)

END = 0xFF57
# Duchy 1 ("Starter") as printed: what a player reads off the board, row by row.
CELLS = "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
DICE = "6543216545431236126541254312612563413"
KEYS = dict(zip("CPSBYM", "glbcym"))
NAME = "4 (2019 print)"
BOARD_ID = "4-2019-print"


def focused_name(app, what, predicate):
    def check():
        node = focused(app)
        return node if node is not None and predicate(node.get_name()) else None
    try:
        return poll(what, check)
    except AssertionError:
        node = focused(app)
        print("focused:", node and (node.get_role_name(), node.get_name()))
        raise


def no_toast(window, what, words):
    """Waits until @window no longer shows the toast that starts with @words (its own timeout
    ends it)."""
    poll(f"{what} gone", lambda: find(window, lambda n: n.get_role() == Atspi.Role.LABEL
                                      and showing(n) and n.get_name().startswith(words)) is None
         or None)


def saved_board(data_home):
    """The board BOARD_ID in the user's boards file, once it is there."""
    path = os.path.join(data_home, "tableside", "games", "castles-of-burgundy", "duchies.json")
    try:
        with open(path, encoding="utf-8") as f:
            items = json.load(f)["items"]
    except (OSError, ValueError, KeyError):
        return None
    board = items.get(BOARD_ID) if isinstance(items, dict) else None
    return board if board is not None and board.get("cells") == CELLS else None


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    process = subprocess.Popen([binary], env=players_env(data_home, ["Ana", "Bruno"]))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        tab_to(app, "the Castles of Burgundy row",
               lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "The Castles of Burgundy")
        key(RETURN)
        setup = poll("the setup window", lambda: frame_named(app, "New Game"))
        # No window manager under Xvfb: the keyboard goes to the window under the pointer.
        point_at(setup)
        chord(ALT, ord("b"))
        boards = poll("the Boards window", lambda: frame_named(app, "Boards"))
        point_at(boards)
        print("Alt+B opens Boards…")

        # Issue 24: a key that is no colour is said; closing with a draft says it was kept.
        chord(CONTROL, ord("n"))
        dialog = poll("the New Board dialog", lambda: frame_named(app, "New Board"))
        point_at(dialog)
        # Named to be listed before the board of the game below (the list is by name).
        type_text("1 draft")
        key(RETURN)
        poll("the dialog gone", lambda: frame_named(app, "New Board") is None or None)
        point_at(boards)
        focused_name(app, "the draft's first space", lambda n: n.startswith("Space 0:"))
        type_text("q")
        poll("the word on Q", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and n.get_name()
            == "Q is not a colour: type G, L, B, C, Y or M, then the die number."))
        focused_name(app, "Q set nothing", lambda n: n.startswith("Space 0: not entered"))
        type_text("g6")
        focused_name(app, "G6 set the first space", lambda n: n.startswith("Space 1:"))
        def question():
            return next((f for f in frames(app) if find(
                f, lambda n: n.get_role() == Atspi.Role.LABEL
                and n.get_name() == "“1 draft” Kept as a Draft")), None)
        # Escape while a toast shows only dismisses it; a toast that goes by itself as the
        # key comes could make the key close the window or not: Escape once the toast is gone.
        no_toast(boards, "the toast about Q", "Q is not a colour")
        key(ESCAPE)
        kept = poll("the Kept as a Draft question", question)
        point_at(kept)
        # Escape is Keep Editing: the Boards window stays.
        key(ESCAPE)
        poll("the question gone", lambda: kept not in frames(app) or None)
        assert frame_named(app, "Boards") is not None
        point_at(boards)
        print("Q is said not to be a colour; closing with a draft says it is kept")

        chord(CONTROL, ord("n"))
        dialog = poll("the New Board dialog", lambda: frame_named(app, "New Board"))
        point_at(dialog)
        type_text(NAME)
        key(RETURN)
        poll("the dialog gone", lambda: frame_named(app, "New Board") is None or None)
        point_at(boards)
        focused_name(app, "the new board's first space", lambda n: n.startswith("Space 0:"))
        print(f"Ctrl+N, the name and Enter create “{NAME}”; its first space has the keyboard")

        # The colour keys are the initials players say (G dark green castle, L light green
        # pasture, B blue river, C city, Y yellow monastery, M mine); the file keeps its own
        # letters (CPSBYM).
        type_text("".join(KEYS[c] + d for c, d in zip(CELLS, DICE)))
        focused_name(app, "the last space entered", lambda n: n == "Space 36: city, die 3, empty")
        chord(CONTROL, ord("s"))
        # Said in a toast (Ctrl+S handled: the typing may have saved the file before it).
        poll("the save said", lambda: find(boards, lambda n: n.get_role() == Atspi.Role.LABEL
                                           and n.get_name() == f"“{NAME}” saved: it can "
                                           "start a game."))
        board = poll("the board saved", lambda: saved_board(data_home))
        assert board["dice"] == DICE, board
        assert board["name"] == NAME, board
        print("37 spaces typed as letter and die, Ctrl+S saves them")

        # Escape closes the window once the toast of the save is gone (see above).
        no_toast(boards, "the toast of the save", f"“{NAME}” saved")
        point_at(boards)
        key(ESCAPE)
        poll("the Boards window closed", lambda: frame_named(app, "Boards") is None or None)

        point_at(setup)
        tab_to(setup, "Ana's duchy row", lambda n: n.get_role() == Atspi.Role.COMBO_BOX
               and n.get_name() == "Duchy")
        key(RETURN)
        # Enter opens the list of duchies (its row has the keyboard), End and Enter pick the
        # last: the new board, shown in the row once the list has closed.
        atspi_util.wait_for_focus(app, "the list of duchies open",
                                  lambda n: n.get_role() == Atspi.Role.LIST_ITEM)
        key(END)
        key(RETURN)
        duchy = atspi_util.wait_for_focus(app, "the Duchy row again",
                                          lambda n: n.get_role() == Atspi.Role.COMBO_BOX
                                          and n.get_name() == "Duchy")
        poll("the new board chosen", lambda: find(
            duchy, lambda n: n.get_role() == Atspi.Role.LABEL and n.get_name() == NAME
            and atspi_util.shown_through(n)))
        point_at(setup)
        chord(ALT, ord("s"))
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        records = poll("the new game saved", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "*.json")) or None)
        with open(records[0], encoding="utf-8") as f:
            players = json.load(f)["players"]
        assert players[0]["duchy"] == BOARD_ID, players[0]
        assert players[0]["layout"]["cells"] == CELLS, players[0]
        assert players[0]["layout"]["dice"] == DICE, players[0]
        assert players[1]["duchy"] != BOARD_ID, players[1]
        point_at(poll("the game window", lambda: atspi_util.first_frame(app)))
        poll("Ana's duchy on the game page", lambda: find(
            app, lambda n: n.get_name() == "Duchy of Ana"))
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(), "e2e-board-editor-game.png"))
        print(f"Ana plays on “{NAME}”: the record carries its id and layout")
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
