#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 40): names are input too. The real binary starts, with a screen reader's view
of it (AT-SPI), on a data folder whose own name is Latin-1 (XDG_DATA_HOME ".../donn\\xe9es"),
whose games folder holds a game named in Latin-1 ("partie-\\xe9t\\xe9.json"), a game without a
name in a file named in Latin-1 (its title is its file's name), a file that is no game named
in Latin-1 and one named in bytes that are no text, and whose Caylus corrections are broken.
Every row is listed with a readable name and read out whole (the raw name as a row's title
aborted the app once a screen reader read it), the saved-games index is valid JSON holding
both games and is read back at the next start (not written again), the Caylus new-game form
names its broken file in UTF-8 (it aborted New Game), and `tableside FILE` opens a game from
its Latin-1 path. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (ESCAPE, Atspi, FocusLog, app_env, find, frame_named, frames,  # noqa: E402
                        key, poll, showing, stop, walk)

REPLACEMENT = "\ufffd"


def name(raw):
    """A str for the file name made of the bytes @raw, as Python passes it to the system."""
    return os.fsdecode(raw)


def kingsburg(title):
    record = {"format": "tableside-record", "version": 2, "game": "kingsburg",
              "created": "2026-11-22T10:00:00Z", "status": "in-progress",
              "options": {"pass-by-itself": True},
              "players": [{"name": n, "color": c} for n, c in
                          [("Ann", "red"), ("Brian", "blue"), ("Cindy", "green")]],
              "entries": [{"type": "goods", "player": 0, "goods": ["gold"]}]}
    if title is not None:
        record["name"] = title
    return record


def write_folder(data_home):
    games = os.path.join(data_home, "tableside", "games")
    os.makedirs(os.path.join(games, "caylus"))
    paths = {}
    for key_, raw, contents in [
            ("named", b"partie-\xe9t\xe9.json", kingsburg("Summer game")),
            ("nameless", b"sans-nom-\xe9.json", kingsburg(None)),
            ("latin1-junk", b"cass\xe9.json", "not a game"),
            ("bytes-junk", b"\xff\xfe-\x80.json", "not a game either")]:
        path = os.path.join(games, name(raw))
        with open(path, "w", encoding="utf-8") as f:
            if isinstance(contents, str):
                f.write(contents)
            else:
                json.dump(contents, f)
        paths[key_] = path
    with open(os.path.join(games, "caylus", "tiles.json"), "w", encoding="utf-8") as f:
        f.write("{broken")
    return games, paths


def saved_rows(app):
    """The showing rows of the saved games list, as (name, description)."""
    listed = find(app, lambda n: n.get_name() == "Saved games" and n.get_role() in (
        Atspi.Role.LIST, Atspi.Role.LIST_BOX))
    if listed is None:
        return []
    rows = []
    for node in walk(listed):
        if node.get_role() == Atspi.Role.LIST_ITEM and showing(node):
            rows.append((node.get_name() or "", node.get_description() or ""))
    return rows


def read_everything(app):
    """What a screen reader may read of every node: name, description, role, text."""
    count = 0
    for node in walk(app):
        try:
            node.get_name()
            node.get_description()
            node.get_role_name()
            text = node.get_text_iface() if hasattr(node, "get_text_iface") else None
            if text is not None:
                Atspi.Text.get_text(text, 0, Atspi.Text.get_character_count(text))
        except Exception:  # noqa: BLE001 - a node gone meanwhile
            continue
        count += 1
    return count


def start(binary, data_home, *args):
    env = app_env(data_home)
    env["XDG_CONFIG_HOME"] = os.path.join(data_home, "config")
    process = subprocess.Popen([binary, *args], env=env)
    return process, atspi_util.wait_for_app(process)


def check_rows(app, process):
    expected = ["Summer game", "sans-nom-" + REPLACEMENT + ".json",
                "cass" + REPLACEMENT + ".json", REPLACEMENT]

    def listed():
        rows = saved_rows(app)
        found = [any(row[0].startswith(e) for row in rows) for e in expected]
        return rows if all(found) else None
    try:
        rows = poll("the four files listed", listed, timeout=60)
    except AssertionError:
        print("rows:", saved_rows(app))
        raise
    for row_name, description in rows:
        print(f"row: {row_name!r} / {description!r}")
    unreadable = [d for n, d in rows if n.startswith("cass")]
    assert unreadable and "Cannot be opened" in unreadable[0], rows
    assert read_everything(app) > 0
    assert process.poll() is None, "tableside exited"
    return rows


def tab_through_rows(app, process):
    """The focus on each saved game's row, as a keyboard and screen reader user goes: each
    row's name is read out on the focus event."""
    log = FocusLog()

    def moved(count):
        log.pump(0.05)
        assert process.poll() is None, f"tableside exited ({process.returncode})"
        return len(log.events) > count or None
    try:
        # Tab by Tab (each handled once its focus event comes), round the page until a row
        # with an invalid name is read out.
        for _ in range(40):
            count = len(log.events)
            key(atspi_util.TAB)
            poll("Tab moving the focus", lambda: moved(count))
            heard = [e for e in log.events if e[0] == "list item"]
            if any(REPLACEMENT in n for _, n, _ in heard):
                break
    finally:
        log.close()
    print("heard:", heard)
    assert any(REPLACEMENT in n for _, n, _ in heard), heard


def check_setup(app, data_home):
    setup = atspi_util.open_setup(app, "Caylus 1303")

    def named():
        for node in walk(setup):
            text = node.get_name() or ""
            if node.get_role() in (Atspi.Role.LABEL, Atspi.Role.STATIC) and showing(node) \
                    and "tiles.json" in text:
                return text
        return None
    text = poll("the Caylus form naming tiles.json", named, timeout=30)
    print(f"Caylus: {text!r}")
    assert "donn" + REPLACEMENT + "es" in text, text
    key(ESCAPE)
    poll("the form closed", lambda: frame_named(app, "New Game") is None or None)


def index_stamp(games):
    path = os.path.join(games, ".saved-games-index.json")
    with open(path, "rb") as f:
        data = f.read()
    info = os.stat(path)
    return data, (info.st_ino, info.st_mtime_ns)


def main(binary):
    base = tempfile.mkdtemp(prefix="tableside-e2e-names-")
    data_home = os.path.join(base, name(b"donn\xe9es"))
    games, paths = write_folder(data_home)

    process, app = start(binary, data_home)
    try:
        poll("the start page", lambda: find(app, lambda n: n.get_name() == "Start page"))
        check_rows(app, process)
        tab_through_rows(app, process)
        atspi_util.point_at(poll("the window", lambda: (frames(app) or [None])[0]))
        check_setup(app, data_home)
        assert process.poll() is None, "tableside exited"
    finally:
        stop(process)

    # The index is JSON holding both games, the names kept escaped, and reads back: the next
    # start finds nothing changed and writes nothing.
    data, stamp = poll("the index written", lambda: (lambda p: index_stamp(games)
                                                     if os.path.exists(p) else None)(
        os.path.join(games, ".saved-games-index.json")))
    index = json.loads(data.decode("utf-8"))["games"]
    assert "/partie-%E9t%E9.json" in index and "/sans-nom-%E9.json" in index, list(index)
    process, app = start(binary, data_home)
    try:
        check_rows(app, process)
        # The reading done: the index is written (or not) before the page hears it is, and
        # the line under the list says "Reading saved games… N of N" until then.
        poll("the reading done", lambda: atspi_util.label_text(
            app, lambda t: t.startswith("Reading saved games")) is None or None)
    finally:
        stop(process)
    assert index_stamp(games) == (data, stamp), "the index was written again"

    # From the command line, by its Latin-1 path. The game without a name is titled by its
    # file's name as GLib shows it (ts_match_dup_title()).
    for path, title in [(paths["named"], "Summer game"),
                        (paths["nameless"], "sans-nom-\ufffd.json")]:
        process, app = start(binary, data_home, path)
        try:
            window = poll(f"the window of {title!r}", lambda: next(
                (f for f in frames(app) if title in (f.get_name() or "")), None))
            print(f"window: {window.get_name()!r}")
            poll("its page", lambda: find(app, lambda n: n.get_name() == "Table" and showing(n)))
            assert read_everything(app) > 0
            assert process.poll() is None, "tableside exited"
        finally:
            stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
