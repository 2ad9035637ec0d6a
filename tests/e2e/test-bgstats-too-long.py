#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a finished five players' game whose link for BG Stats no QR code can hold (each player
named with 500 characters), opened in the real binary from its file. Alt+3: the Scores page
says why there is no code, in a line a screen reader reads and in the code's accessible
description, and never "Scan with BG Stats" above nothing; Tab reaches Export This Play for
BG Stats…, Return opens the save dialog, and the file it writes holds this play alone. The
export rule: named over the game's own record, the export is refused in words and the record
is left as it was. Run by meson through own-display.py (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ALT, CONTROL, RETURN, Atspi, app_env, chord, find, key,  # noqa: E402
                        point_at, poll, showing, stop, tab_to, type_text)

A = 0x61


def label_starting(root, start):
    node = find(root, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
                and (n.get_name() or "").startswith(start))
    return node.get_name() if node is not None else None


def export_to(app, window, out, replace=False):
    """Tab to Export This Play for BG Stats…, Return, the name in the save dialog, Return;
    with @replace, the dialog's question about the file there is answered Replace (Alt+R)."""
    tab_to(window, "Export This Play for BG Stats…",
           lambda n: (n.get_name() or "").replace("_", "").startswith(
               "Export This Play for BG Stats"))
    key(RETURN)
    save = poll("the save dialog", lambda: atspi_util.frame_named(
        app, "Export This Play for BG Stats"))
    point_at(save)
    chord(CONTROL, A)
    type_text(out)
    key(RETURN)
    if replace:
        poll("the question about the file there", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and (n.get_name() or "").replace("_", "") == "Replace"))
        chord(ALT, ord("r"))
    poll("the save dialog closed", lambda: None if showing(save) else True)
    point_at(window)


def main(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "long-names.json")
    with open(record, encoding="utf-8") as f:
        game = json.load(f)
    for i, player in enumerate(game["players"]):
        player["name"] = "a" * 500 + f" {i + 1}"
        player.pop("person", None)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(game, f)
    with open(path, encoding="utf-8") as f:
        record_text = f.read()
    process = subprocess.Popen([binary, path], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        window = poll("the game's window", lambda: atspi_util.first_frame(app))
        point_at(window)
        chord(ALT, ord("3"))
        why = poll("why there is no code", lambda: label_starting(
            window, "No QR code for this play: its link for BG Stats takes"))
        assert "more than the 2953 a QR code holds" in why, why
        assert "Export the play as a file for BG Stats instead" in why, why
        assert label_starting(window, "Scan with BG Stats") is None, \
            "the page promises a code it cannot show"
        code = find(window, lambda n: n.get_name() == "QR code of this play for BG Stats")
        assert code is not None, "the code's place has no name"
        assert (code.get_description() or "").startswith("No QR code for this play"), \
            code.get_description()
        print("Alt+3: no QR code, and why, on screen and to a screen reader")

        out = os.path.join(data_home, "play.json")
        export_to(app, window, out)
        poll("the play written", lambda: os.path.exists(out) or None)
        with open(out, encoding="utf-8") as f:
            written = json.load(f)
        assert len(written["plays"]) == 1, len(written["plays"])
        print("Export This Play for BG Stats…: the play alone, by keyboard")

        # Named over the game's own record: refused in words, the record as it was.
        export_to(app, window, path, replace=True)
        poll("the refusal", lambda: label_starting(app, "Could Not Export"))
        assert label_starting(app, "“" + path) is not None or find(
            app, lambda n: "is a Tableside record: an export never replaces it"
            in (n.get_name() or "")), "the refusal does not say why"
        with open(path, encoding="utf-8") as f:
            assert f.read() == record_text, "the record changed"
        print("named over the record: refused, the record untouched")
    finally:
        stop(process)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
