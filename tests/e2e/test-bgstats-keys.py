#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 43): BG Stats in and out of the real binary, by keyboard only. With an empty data
folder, Ctrl+G shows the statistics; Shift+Tab reaches the header bar's Import Plays from BG
Stats…, Return opens the file chooser, which takes the realistic export's path (Ctrl+L, the
path, Return). The review says what is taken and what is skipped and lists the players; the
export's "ana " is kept apart from its "Ana", a choice that Tab, Return and the arrows change
to the same person and back to someone else; Alt+I imports. The page then lists the imported
players and says that their points' causes are not known. Export → Plays for BG Stats… (the
menu button by Shift+Tab, Return, the item's mnemonic B) writes the file named in the save
dialog, whose plays are those imported. Run under `xvfb-run -a dbus-run-session --` (see
README)."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ALT, CONTROL, DOWN, RETURN, SHIFT, TAB, UP, Atspi, app_env,  # noqa: E402
                        chord, find, first_frame, focused, frame_named, key, point_at, poll,
                        showing, stop, tab_to, type_text)

A = 0x61
B = 0x62
G = 0x67
I = 0x69  # noqa: E741
L = 0x6C


def shift_tab_to(root, what, predicate, limit=12):
    """Presses Shift+Tab until the focused node matches @predicate: from the page's first
    filter, back to the header bar's buttons."""
    for _ in range(limit):
        node = focused(root)
        if node is not None and predicate(node):
            return node
        chord(SHIFT, TAB)
        # Handled once the focus has left the object it was on.
        poll("Shift+Tab moving the focus", lambda: focused(root) != node or None)
    node = focused(root)
    raise AssertionError(f"Shift+Tab never reached {what}; focused: "
                         f"{node and (node.get_role_name(), node.get_name())}")


def named(prefix):
    return lambda n: (n.get_name() or "").replace("_", "").startswith(prefix)


def label_with(root, text, exact=False):
    return find(root, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
                and (n.get_name() == text if exact else text in (n.get_name() or "")))


def in_choices(root):
    """The focused item of an open combo row's list of choices, or None."""
    node = focused(root)
    if node is None or node.get_role() != Atspi.Role.LIST_ITEM:
        return None
    parent = node.get_parent()
    return node if parent is not None and parent.get_name() == "GtkListView" else None


def on_first_filter(app):
    """Ctrl+G: the statistics, with the keyboard on the first filter, the game."""
    chord(CONTROL, G)
    poll("the focus on the game filter", lambda: (
        (node := focused(app)) is not None and (node.get_name() or "").startswith("Game")
        and node or None))


def window(app, title):
    """The showing window @title, with the pointer on it (no window manager under Xvfb: the
    keyboard goes to the window under the pointer)."""
    frame = poll(f"the window {title!r}", lambda: frame_named(app, title))
    point_at(frame)
    return frame


def main(binary, fixture):
    with tempfile.TemporaryDirectory() as data_home:
        # A short path to type: one key a character.
        export = os.path.join(data_home, "b.json")
        shutil.copy(fixture, export)
        out = os.path.join(data_home, "o.json")
        process = subprocess.Popen([binary], env=app_env(data_home))
        try:
            app = atspi_util.wait_for_app(process)
            main_frame = poll("the window", lambda: first_frame(app))
            point_at(main_frame)
            on_first_filter(app)

            # In: the header bar's import button, the file chooser by its location entry.
            shift_tab_to(app, "Import Plays from BG Stats…",
                         named("Import Plays from BG Stats"))
            key(RETURN)
            chooser = window(app, "Import Plays from BG Stats")
            chord(CONTROL, L)
            type_text(export)
            key(RETURN)
            poll("the file chooser closed", lambda: None if showing(chooser) else True)

            # The review: what is taken, what is skipped, the players; Alt+I imports.
            review = window(app, "Import Plays")
            # The keyboard starts on Import, the default button.
            poll("the focus on Import", lambda: (
                (node := focused(review)) is not None
                and (node.get_name() or "").replace("_", "").startswith("Import")
                and node or None))
            summary = poll("the review's summary", lambda: label_with(review, "imported"))
            text = summary.get_name()
            print("review:", text)
            taken = re.search(r"(\d+) plays will be imported", text)
            assert taken, text
            n_plays = int(taken.group(1))
            assert "skipped: Wingspan (2), Azul (1)" in text, text
            for player in ("Ana", "Bruno", "Carla", "Duarte", "Eva"):
                poll(f"{player}'s row in the review", lambda p=player: find(
                    review, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
                    and (n.get_name() or "").startswith(p)))
            # The export's "ana " is someone else than its "Ana": kept apart, a choice that
            # Tab, Return and the arrows change and change back.
            poll("ana kept apart", lambda: label_with(
                review, "1 play · kept as ana (BG Stats 2)"))
            tab_to(review, "the choice of ana", lambda n: n.get_role() == Atspi.Role.COMBO_BOX
                   and n.get_name() == "ana")  # "ana " trimmed (issue 52)
            key(RETURN)
            poll("the choices open", lambda: in_choices(review))
            key(UP)
            key(RETURN)
            poll("ana as Ana", lambda: label_with(review, "1 play", exact=True))
            key(RETURN)
            poll("the choices open", lambda: in_choices(review))
            key(DOWN)
            key(RETURN)
            poll("ana kept apart again", lambda: label_with(
                review, "1 play · kept as ana (BG Stats 2)"))
            chord(ALT, I)
            poll("the review closed", lambda: None if showing(review) else True)
            with open(os.path.join(data_home, "tableside", "imported-plays.json"),
                      encoding="utf-8") as f:
                batches = json.load(f)["batches"]
            assert [len(b["plays"]) for b in batches] == [n_plays], batches

            # The page: the imported players, and what their plays do not say.
            point_at(main_frame)
            poll("Ana's row", lambda: find(
                app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
                and (n.get_name() or "").startswith("Ana")))
            poll("the note on imported plays", lambda: label_with(
                main_frame, f"{n_plays} plays imported from BG Stats count for plays, wins and "
                "scores only: where their points came from is not known."))

            # Out: Export → Plays for BG Stats…, the save dialog's name entry. The review,
            # closed, gives the keyboard back to the page's first filter; a Shift+Tab from
            # there is the header bar's Export.
            poll("the focus back on the game filter", lambda: (
                (node := focused(app)) is not None
                and (node.get_name() or "").startswith("Game") and node or None))
            shift_tab_to(app, "Export", lambda n: n.get_name() == "Export")
            key(RETURN)
            poll("the export menu", lambda: find(app, lambda n: showing(n)
                                                 and named("Plays for BG Stats")(n)))
            key(B)
            save = window(app, "Export Plays for BG Stats")
            chord(CONTROL, A)
            type_text(out)
            key(RETURN)
            poll("the save dialog closed", lambda: None if showing(save) else True)
            poll("the export written", lambda: label_with(main_frame, "Saved as “o.json”"))
            with open(out, encoding="utf-8") as f:
                written = json.load(f)
            assert len(written["plays"]) == n_plays, (len(written["plays"]), n_plays)
            assert process.poll() is None, "tableside exited"
            print(f"ok: {n_plays} plays imported and exported by keyboard")
        finally:
            stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
