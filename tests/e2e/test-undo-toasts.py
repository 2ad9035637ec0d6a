#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 24, "Every Undo is honest"): the report's Caylus 1303 game in the real binary
at 1024x600. The whole setup typed: "1" 21 times at once makes one entry (a double tap makes
no second one), then one at a time (each entry a toast), then two workers placed. Only the newest toast is shown, at once and a few seconds later (none comes
back from a queue); the Undo of an older toast, pressed after a newer entry, takes nothing
back; the newest toast's Undo takes back exactly its entry and its "Undone" toast names it,
with a Redo that makes exactly that entry again. Run under `xvfb-run -a dbus-run-session --`
(see README)."""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import RETURN, Atspi, GLib, key, poll, press, showing, walk  # noqa: E402

RIGHT = 0xFF53


def toast_of(label):
    """The toast holding @label as its title, or None: libadwaita 1.2's toast widget, named
    with its title's words since issue 41 ("AdwToastWidget" before), a few levels up."""
    title = label.get_name()
    node = label
    for _ in range(4):
        node = node.get_parent()
        if node is None or node.get_role() in (Atspi.Role.FRAME, Atspi.Role.APPLICATION):
            return None
        if node.get_name() in (title, "AdwToastWidget") \
                and node.get_role() not in (Atspi.Role.LABEL, Atspi.Role.PUSH_BUTTON):
            return node
    return None


def toasts(app):
    """(title, button or None) of every toast showing, with its title and its buttons (Undo or
    Redo, and Close). One walk of the app; only a toast's own few nodes are walked again."""
    found = []
    for node in walk(app):
        try:
            if node.get_role() != Atspi.Role.LABEL or not node.get_name() or not showing(node):
                continue
            toast = toast_of(node)
            if toast is None or not showing(toast):
                continue
            buttons = [n for n in walk(toast) if n.get_role() == Atspi.Role.PUSH_BUTTON]
            if not buttons:  # every toast has its Close button
                continue
            actions = [n for n in buttons
                       if n.get_name().replace("_", "").split(" ")[0] in ("Undo", "Redo")]
        except GLib.Error:
            continue
        found.append((node.get_name(), actions[0] if actions else None))
    return found


def only_toast(app, what, predicate=lambda title: True, timeout=10.0):
    """The one toast shown once it satisfies @predicate; fails if two show at once."""
    def check():
        shown = toasts(app)
        assert len(shown) <= 1, f"{len(shown)} toasts at once: {[t for t, _ in shown]}"
        return shown[0] if shown and predicate(shown[0][0]) else None
    return poll(what, check, timeout=timeout)


def settle(path, n, timeout=10.0):
    """The entries once the record holds @n (and the page had time to follow)."""
    poll(f"{n} entries saved", lambda: len(atspi_util.record_entries(path)) == n or None,
         timeout=timeout)
    time.sleep(0.3)
    return atspi_util.record_entries(path)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = atspi_util.players_env(data_home, ["Ana", "Bruno"],
                                 ["window-width=1024", "window-height=600"])
    # Toasts stay until the next one: the test reads them at its pace, not their timeout's.
    env["TABLESIDE_TEST_TOASTS_STAY"] = "1"
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        path = atspi_util.start_new_game(app, "Caylus 1303", data_home)

        # The setup as a table in a hurry types it: "1" (the first choice) 21 times, without
        # waiting (CY-SET-01..12). One key, one entry (issue 41): the burst makes the first
        # tile's entry only; the same key again at once is a double tap, refused in words.
        for _ in range(21):
            key(ord("1"))
        time.sleep(2.0)
        assert len(atspi_util.record_entries(path)) == 1, atspi_util.record_entries(path)
        poll("the double tap refused in words", lambda: atspi_util.refusal_text(app).startswith(
            "That key just made an entry") or None)
        print("21 quick presses of one key: one entry, the rest said and refused")
        # Then one at a time, as players who see each step come: 13 tiles, the first player,
        # 5 characters, 2 drafts.
        while len(atspi_util.record_entries(path)) < 21:
            count = len(atspi_util.record_entries(path))
            time.sleep(0.5)
            key(ord("1"))
            try:
                settle(path, count + 1)
            except AssertionError:
                node = atspi_util.focused(app)
                print("focus:", node and (node.get_role_name(), node.get_name()))
                atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                                   "e2e-undo-toasts-stuck.png"))
                raise
        saved = settle(path, 21)
        print("the setup typed quickly:", len(saved), "entries")
        assert [e["type"] for e in saved[19:21]] == ["draft", "draft"], saved[19:]
        # One toast, the last entry's (Ana's draft), whatever came before it.
        last_words, _ = only_toast(app, "the last draft's toast", lambda t: "Ana" in t)
        print("after the setup, one toast:", last_words)

        # An Early Riser's extra worker, if drafted, is skipped with P first.
        if "early-riser" in {saved[19]["character"], saved[20]["character"]}:
            key(ord("p"))
            saved = settle(path, 22)

        # The first worker: Enter on the building the board focuses takes nothing (nobody chose
        # it: issue 41), the arrows to a building and Enter place it: its toast, with Undo.
        n = len(saved)
        key(RETURN)
        time.sleep(0.5)
        assert len(atspi_util.record_entries(path)) == n, "Enter on the stale focus placed"
        for _ in range(12):
            key(RIGHT)
            key(RETURN)
            time.sleep(0.3)
            if len(atspi_util.record_entries(path)) > n:
                break
        saved = settle(path, n + 1)
        assert saved[-1]["type"] == "place", saved[-1]
        first_title, first_undo = only_toast(
            app, "the first worker's toast", lambda t: "worker" in t)
        assert first_undo is not None, "the first worker's toast has no Undo"
        print("first worker:", first_title)
        time.sleep(1.0)

        # The second worker (the arrows to another building, Enter): its toast replaces the
        # first one, which does not come back.
        for _ in range(12):
            key(RIGHT)
            key(RETURN)
            time.sleep(0.3)
            if len(atspi_util.record_entries(path)) > n + 1:
                break
        saved = settle(path, n + 2)
        second = saved[-1]
        assert second["type"] == "place" and second["player"] != saved[-2]["player"], saved[-2:]
        second_title, second_undo = only_toast(
            app, "the second worker's toast", lambda t: t != first_title and "worker" in t)
        print("second worker:", second_title)
        shown_at = time.monotonic()

        # The older toast's Undo, pressed now (as a late click would, or a screen reader that
        # still holds it), takes nothing back: the second worker stays.
        try:
            press(first_undo)
        except (GLib.Error, AssertionError):
            pass
        time.sleep(0.5)
        assert atspi_util.record_entries(path) == saved, \
            "the older toast's Undo changed the record"
        print("the first worker's late Undo took nothing back")

        # The first worker's toast does not come back; the second's stays, with its Undo
        # (toasts with a button stay 10 s).
        for _ in range(3):
            title, undo = only_toast(app, "the second worker's toast again",
                                     lambda t: t == second_title)
            assert undo is not None, "the second worker's toast lost its Undo"
        print(f"{time.monotonic() - shown_at:.1f} s later, still only the newest toast")

        # Its Undo takes back exactly the second worker, and says so.
        press(undo)
        after = settle(path, n + 1)
        assert after == saved[:-1], (after[-2:], saved[-2:])
        undone, redo = only_toast(app, "the Undone toast", lambda t: t.startswith("Undone: "))
        mover = "Ana" if second["player"] == 0 else "Bruno"
        assert undone.startswith(f"Undone: {mover} "), undone
        print(undone)
        assert redo is not None and redo.get_name().replace("_", "").startswith("Redo")

        # Its Redo makes exactly that entry again.
        press(redo)
        again = settle(path, n + 2)
        assert again == saved, again[-2:]
        redone, _ = only_toast(app, "the Redone toast", lambda t: t.startswith("Redone: "))
        print(redone)

        assert process.poll() is None, "tableside exited during the test"
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(), "e2e-undo-toasts.png"))
    finally:
        atspi_util.stop_and_recenter(process)


if __name__ == "__main__":
    main(sys.argv[1])
