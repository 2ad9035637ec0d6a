#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 40): a record saved before a change of reading opens in the real binary with
the result it had, and its page says in one line under which earlier reading it is kept.
The record is the Kingsburg game an earlier build shipped (tests/data/corpus), saved before
the Statue could reroll after the Chapel (KB-BDG-03): today's reading refuses its entry 110.
Then, by keyboard, the players ask for the rulebook's reading (Alt+U, the question, Enter):
the game is played again by it, entry 110 and the ones after it are held, kept in the file,
and the page says that what is entered next is added before it (issue 51). "keeps" and
Enter add Bruno's decision the new reading asks for: the file keeps all 179 entries plus
that one, every one played. Ctrl+Z takes back exactly that addition (the file as it was,
entry by entry); Drop All… asks first with the count and drops the 70 held entries, and
Ctrl+Z gives them back. The lines are read over AT-SPI, as a screen reader reads them. Run
under `xvfb-run -a dbus-run-session --` (see README)."""
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import stop, find, poll, showing, label_text, chord, key  # noqa: E402
from atspi_util import ALT, CONTROL, RETURN, Atspi, record_entries, type_text  # noqa: E402


def main(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "old-kingsburg.json")
    shutil.copy(record, path)
    n = len(record_entries(path))
    process, app = atspi_util.open_in_app(binary, path, data_home)
    try:
        poll("its page", lambda: find(app, lambda n: n.get_name() == "Table" and showing(n)))
        notice = poll("the earlier reading said",
                      lambda: label_text(app, lambda t: t is not None
                                         and t.startswith("Kept under")))
        assert "after the Chapel, no Statue reroll" in notice, notice
        # The game opened to its end: it is finished, not stopped at entry 110.
        poll("the game over", lambda: label_text(app, lambda t: t is not None
                                                 and " wins " in t) or None)

        # The rulebook's reading, as a correction: the question names entry 110.
        atspi_util.button(app, "Use the Rulebook’s Reading…")
        chord(ALT, ord("u"))
        # Among the entries the question names (a list that scrolls), the one it holds.
        question = poll("the question", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL
            and (n.get_name() or "").startswith("Entry 110,")))
        assert "would no longer apply" in question.get_name(), question.get_name()
        atspi_util.button(app, "Use the Rulebook’s Reading")
        # Enter is Cancel there (its default): the players choose with the button's key.
        chord(ALT, ord("u"))
        held = poll("the held entries said", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")))
        assert "cannot be played" in held, held
        assert label_text(app, lambda t: t is not None and t.startswith("Kept under")) is None
        # Nothing left the file yet: the held entries are written after the others.
        poll("the file saved by the rulebook's readings",
             lambda: json.load(open(path, encoding="utf-8")).get("readings", 0) > 0 or None)
        assert len(record_entries(path)) == n, (len(record_entries(path)), n)

        # What is entered next is added before entry 110, and the page says so first; Alt+R
        # makes it a replacement and the line says so, Alt+O adding again.
        assert "added before it" in held, held
        chord(ALT, ord("r"))
        poll("replace said", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")
            and "takes its place" in t))
        chord(ALT, ord("o"))
        poll("add before said again", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")
            and "added before it" in t))
        # Either choice gives the keyboard back to the table, where the decision is typed.
        original = record_entries(path)
        # Bruno keeps his dice: the decision the new reading adds, typed in the entry bar.
        type_text("keeps")
        key(RETURN)
        poll("the decision added", lambda: len(record_entries(path)) == n + 1 or None)
        mended = record_entries(path)
        assert mended[:109] + mended[110:] == original, "an entry of the file changed"
        assert mended[109]["type"] != original[109]["type"], mended[109]
        poll("every entry played", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")) is None or None)

        # Ctrl+Z takes back exactly the addition: the held entries, the file as it was.
        chord(CONTROL, ord("z"))
        poll("the addition undone", lambda: record_entries(path) == original or None)
        poll("held again", lambda: label_text(
            app, lambda t: t is not None and t.startswith("Entry 110 (")))

        # Drop All asks first, with the count; Alt+D in its question drops them.
        atspi_util.button(app, "Drop All…")
        chord(ALT, ord("a"))
        poll("the question's count", lambda: label_text(
            app, lambda t: t == "Drop 70 Entries?"))
        chord(ALT, ord("d"))
        poll("the file without them", lambda: len(record_entries(path)) == 109 or None)
        # And Ctrl+Z gives every one of them back.
        chord(CONTROL, ord("z"))
        poll("the dropped entries back", lambda: record_entries(path) == original or None)
    finally:
        stop(process)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
