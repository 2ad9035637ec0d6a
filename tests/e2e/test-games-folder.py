#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 43): the games folder chosen by keyboard in the real binary. A "synced" folder
elsewhere holds a game; Ctrl+, opens Preferences, the Games tab, Choose…, the file chooser
takes the folder's path (Ctrl+L), Choose; the row says the folder, Escape closes Preferences
and the start page lists the synced folder's game. Then another computer's sync tool adds a
conflict copy of it: the start page shows it beside its original without a restart. Run
under `xvfb-run -a dbus-run-session --` (see README)."""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ALT, CONTROL, ESCAPE, RETURN, Atspi, app_env, chord,  # noqa: E402
                        find, first_frame, key, point_at, poll, showing, stop, tab_to,
                        type_text)

COMMA = 0x2C
L = 0x6C
C = 0x63
SPACE = 0x20
SEED = "kingsburg-2p-random-complete.json"
COPY = "Kingsburg.sync-conflict-20261125-223015-ABCDEF7.json"


def listed(app, prefix):
    return find(app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                and (n.get_name() or "").startswith(prefix) and showing(n))


def main(binary, seeds):
    with tempfile.TemporaryDirectory() as data_home:
        synced = os.path.join(data_home, "Sync", "Games")
        os.makedirs(synced)
        shutil.copy(os.path.join(seeds, SEED), os.path.join(synced, "Kingsburg.json"))
        process = subprocess.Popen([binary], env=app_env(data_home))
        try:
            app = atspi_util.wait_for_app(process)
            point_at(first_frame(app))
            chord(CONTROL, COMMA)
            prefs = poll("Preferences", lambda: find(
                app, lambda n: n.get_role() == Atspi.Role.FRAME
                and n.get_name() == "Preferences" and showing(n)))
            # The Games tab, then its Choose… button.
            tab_to(prefs, "the Games tab", lambda n: n.get_name() == "Games")
            key(SPACE)
            tab_to(prefs, "Choose…", lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON
                   and n.get_name().replace("_", "").startswith("Choose…"))
            key(RETURN)
            chooser = poll("the file chooser", lambda: find(
                app, lambda n: n.get_name() == "Choose the Games Folder" and showing(n)))
            chord(CONTROL, L)
            type_text(synced)
            key(RETURN)
            chord(ALT, C)
            poll("the file chooser closed", lambda: None if showing(chooser) else True)
            # The row says the folder chosen (a temporary one: no "~" for the home in it).
            poll("the folder in the row", lambda: find(
                prefs, lambda n: synced in (n.get_name() or "") + (n.get_description() or "")
                and showing(n)))
            key(ESCAPE)
            poll("the synced folder's game on the start page", lambda: listed(app, "Kingsburg"))
            # Another computer's sync tool keeps a conflict copy: listed, said as such.
            shutil.copy(os.path.join(seeds, SEED), os.path.join(synced, "." + COPY + ".tmp"))
            os.rename(os.path.join(synced, "." + COPY + ".tmp"), os.path.join(synced, COPY))
            poll("the conflict copy listed", lambda: find(
                app, lambda n: "Conflict copy by Syncthing of “Kingsburg.json”"
                in (n.get_description() or "") + (n.get_name() or "") and showing(n)))
            assert process.poll() is None, "tableside exited"
            print("ok: the folder chosen by keyboard, its game and its conflict copy listed")
        finally:
            stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
