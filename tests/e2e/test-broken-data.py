#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 25): the app starts whatever is in its data folder. The real binary starts on a
data folder whose hidden saved-games index is nested 100,000 levels deep (it once crashed the
app at every start), whose Caylus tile corrections are a FIFO (it once froze New Game) and
whose duchy boards are a link to /dev/zero (once read until memory ran out), beside one saved
game. The start page opens and lists the game, the index is rebuilt as valid JSON, and the
new-game forms of Caylus 1303 and the Castles of Burgundy open, each naming its broken file
with the reason and starting from the shipped data; no broken file is changed. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ESCAPE, Atspi, app_env, find, frame_named, key, poll,  # noqa: E402
                        showing, stop, walk)

DEPTH = 100000


def write_folder(data_home):
    games = os.path.join(data_home, "tableside", "games")
    os.makedirs(os.path.join(games, "caylus"))
    os.makedirs(os.path.join(games, "castles-of-burgundy"))
    record = {
        "format": "tableside-record", "version": 1, "game": "castles-of-burgundy",
        "name": "Kept through broken files", "created": "2026-11-24T10:00:00Z",
        "status": "in-progress", "options": {}, "players": [{"name": "Ana"}, {"name": "Bruno"}],
        "setup": {"duchy": "1"}, "entries": [],
    }
    with open(os.path.join(games, "kept.json"), "w", encoding="utf-8") as f:
        json.dump(record, f)
    index = os.path.join(games, ".saved-games-index.json")
    with open(index, "w", encoding="utf-8") as f:
        f.write("[" * DEPTH)
    tiles = os.path.join(games, "caylus", "tiles.json")
    os.mkfifo(tiles)
    duchies = os.path.join(games, "castles-of-burgundy", "duchies.json")
    os.symlink("/dev/zero", duchies)
    return index, tiles, duchies


def label_with(root, *parts):
    """A label shown in @root whose text holds every one of @parts."""
    for node in walk(root):
        if node.get_role() in (Atspi.Role.LABEL, Atspi.Role.STATIC) and showing(node):
            text = node.get_name() or ""
            if all(part in text for part in parts):
                return node
    return None


def check_setup(app, game, file_name):
    setup = atspi_util.open_setup(app, game)
    try:
        found = poll(f"the {game} form naming {file_name}",
                     lambda: label_with(setup, file_name), timeout=30)
    except AssertionError:
        print("shown:", [(n.get_role_name(), n.get_name()) for n in walk(setup)
                         if "json" in (n.get_name() or "") or "hipped" in (n.get_name() or "")
                         or "orrection" in (n.get_name() or "")])
        raise
    text = found.get_name()
    print(f"{game}: {text!r}")
    key(ESCAPE)
    poll("the form closed", lambda: frame_named(app, "New Game") is None or None)
    return text


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-broken-")
    index, tiles, duchies = write_folder(data_home)
    process = subprocess.Popen([binary], env=app_env(data_home))
    try:
        app = atspi_util.wait_for_app(process)
        poll("the start page", lambda: find(app, lambda n: n.get_name() == "Start page"))
        poll("the saved game listed", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LIST_ITEM
            and (n.get_name() or "").startswith("Kept through broken files") and showing(n)),
            timeout=60)

        # The nested index is read no further than its cap and written again from the folder.
        def rebuilt():
            try:
                with open(index, encoding="utf-8") as f:
                    return json.load(f)
            except (OSError, ValueError, RecursionError):
                return None
        poll("the index rebuilt as valid JSON", rebuilt, timeout=60)
        print("the nested index was rebuilt")

        caylus = check_setup(app, "Caylus 1303", "tiles.json")
        assert "shipped values" in caylus, caylus
        check_setup(app, "The Castles of Burgundy", "duchies.json")
        assert process.poll() is None, "tableside exited"
        # Neither broken file was replaced: the FIFO and the link are still there.
        assert os.path.islink(duchies) and os.readlink(duchies) == "/dev/zero"
        import stat
        assert stat.S_ISFIFO(os.stat(tiles).st_mode), "the FIFO was replaced"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
