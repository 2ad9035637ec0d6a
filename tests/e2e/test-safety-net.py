#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the safety net never cuts, in the real binary by keyboard. The Kingsburg game an
earlier build shipped (tests/data/corpus), played by the rulebook's reading (Alt+U, Alt+U):
entry 110 and the 69 after it are held, and the page proposes adding before it.

- Replace is for one entry: Alt+R makes the next entry take entry 110's place ("takes its
  place"); "keeps" and Enter replace it, and the page proposes adding again; Ctrl+Z takes the
  replacement back, entry by entry, and the page still proposes adding.
- No step without its copy: with a file where the folder of earlier versions should be
  (".tableside-versions"), Drop All… (Alt+A, then Alt+D in its question) asks again, naming
  why ("is not a folder") and that undo brings them back; Escape drops nothing; asked again,
  Alt+D ("Drop Them Anyway") drops the 70 entries, Ctrl+Z brings them back, and the file in
  the folder's place is as it was.

The lines are read over AT-SPI, as a screen reader reads them. Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import stop, find, poll, showing, label_text, chord, key  # noqa: E402
from atspi_util import ALT, CONTROL, RETURN, Atspi, record_entries, type_text  # noqa: E402

ESCAPE = 0xFF1B


def held_line(app):
    return label_text(app, lambda t: t is not None and t.startswith("Entry 1")
                      and "cannot be played" in t)


def dialog_text(app, start):
    """The text of a showing label that starts with @start (a question's heading or body)."""
    node = find(app, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
                and (n.get_name() or "").startswith(start))
    return node.get_name() if node is not None else None


def main(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "old-kingsburg.json")
    shutil.copy(record, path)
    n = len(record_entries(path))
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("its page", lambda: find(app, lambda n: n.get_name() == "Table" and showing(n)))
        poll("the earlier reading said", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Kept under")))
        atspi_util.button(app, "Use the Rulebook’s Reading…")
        chord(ALT, ord("u"))
        poll("the question", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL
            and (n.get_name() or "").startswith("Entry 110,")))
        atspi_util.button(app, "Use the Rulebook’s Reading")
        chord(ALT, ord("u"))
        held = poll("the held entries said", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")))
        assert "added before it" in held, held
        poll("the file saved by the rulebook's readings",
             lambda: json.load(open(path, encoding="utf-8")).get("readings", 0) > 0 or None)
        original = record_entries(path)
        assert len(original) == n, (len(original), n)

        # Replace, for one entry.
        chord(ALT, ord("r"))
        poll("replace said", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")
            and "takes its place" in t))
        type_text("keeps")
        key(RETURN)
        replaced = poll("entry 110 replaced", lambda: (
            (entries := record_entries(path))[109] != original[109] and entries or None))
        assert replaced[:109] == original[:109], "an entry before 110 changed"
        line = poll("held or played after the replacement", lambda: held_line(app) or (
            len(replaced) == n and "all played"))
        print("after the replacement:", line[:120] if line != "all played" else line)
        if line != "all played":
            # The next entry held is added before, not replaced: the choice was for one.
            assert "added before it" in line, line
            assert "takes its place" not in line, line
        chord(CONTROL, ord("z"))
        poll("the replacement undone", lambda: record_entries(path) == original or None)
        line = poll("held again", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")))
        assert "added before it" in line, line

        # No step without its copy: a file where the folder of earlier versions should be.
        versions = os.path.join(data_home, ".tableside-versions")
        shutil.rmtree(versions, ignore_errors=True)
        with open(versions, "w", encoding="utf-8") as f:
            f.write("a file of the user's own\n")
        for answer in ("escape", "anyway"):
            atspi_util.button(app, "Drop All…")
            chord(ALT, ord("a"))
            poll("the question's count", lambda: label_text(
                app, lambda t: t == "Drop 70 Entries?"))
            chord(ALT, ord("d"))
            poll("asked again", lambda: label_text(
                app, lambda t: t == "Drop Them Without a Copy?"))
            body = poll("why", lambda: dialog_text(app, "The earlier version cannot be kept: "))
            assert ".tableside-versions” is not a folder" in body, body
            assert "Undo brings them back while this game is open." in body, body
            assert record_entries(path) == original, "entries left before the answer"
            if answer == "escape":
                key(ESCAPE)
                poll("the question gone", lambda: label_text(
                    app, lambda t: t == "Drop Them Without a Copy?") is None or None)
                assert record_entries(path) == original, "Escape dropped entries"
            else:
                chord(ALT, ord("d"))
                poll("the file without them", lambda: len(record_entries(path)) == 109 or None)
        chord(CONTROL, ord("z"))
        poll("the dropped entries back", lambda: record_entries(path) == original or None)
        with open(versions, encoding="utf-8") as f:
            assert f.read() == "a file of the user's own\n", "the user's file changed"
    finally:
        stop(process)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
