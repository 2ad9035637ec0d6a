#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: a 2-player Caylus 1303 game set up and its first round kept by keyboard alone, in the
real binary. The start page's Caylus 1303 row opens the shared setup (Enter through the
names starts); then the whole setup as the table enters it: 13 tiles dealt by typing the
first word of the tile offered and Enter (the list narrows as it is typed), the first player
and the characters revealed the same way, and the draft; then round 1: workers placed with
the arrow keys and Enter on the board, W for the Worksite and P to pass, the Provost left
where it stands (N), each building's effect picked by its number, a delivery with Enter (or
No Delivery), and the administration. The saved record is checked entry by entry; Ctrl+H
shows the prestige. Run under `xvfb-run -a dbus-run-session --` (see README)."""
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (stop, ALT, CONTROL, RETURN, Atspi, chord, find, frame_named,  # noqa: E402
                        frames, key, point_at, poll, showing, tab_to, type_text, walk)

LEFT, UP, RIGHT, DOWN = 0xFF51, 0xFF52, 0xFF53, 0xFF54
# The input budget of round 1, from the planning to round 2's planning (docs/benchmarks.md,
# "Input budgets").
ROUND_BUDGET = 18


def names(setup):
    def text_of(node):
        return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
    return [text_of(n) for n in walk(setup)
            if n.get_role() == Atspi.Role.TEXT and n.get_name() == "Name" and showing(n)][:2]


def focused(app):
    return atspi_util.focused(app)


def form(app):
    """Which form has the focus: "choices" (a row of the list, or its search line),
    "delivery" (the batches) or "board" (a building of the board); None while the page
    changes. (GTK 4.8 says the widgets of a stack's hidden pages are visible: the focus
    tells.)"""
    node = focused(app)
    if node is None:
        return None
    name = node.get_name() or ""
    if name == "Narrow the choices" or (
            node.get_role() == Atspi.Role.LIST_ITEM and node.get_parent() is not None
            and node.get_parent().get_name() == "Choices"):
        return "choices"
    if name.startswith("Batches delivered"):
        return "delivery"
    return "board"


def first_row_words(app):
    """The words of the list's first row shown (its title: the label after the number)."""
    choices = poll("the list of choices", lambda: find(
        app, lambda n: n.get_name() == "Choices" and n.get_role() == Atspi.Role.LIST
        and showing(n)))
    for i in range(choices.get_child_count()):
        row = choices.get_child_at_index(i)
        if row is None or not showing(row):
            continue
        labels = [n.get_name() for n in walk(row)
                  if n.get_role() == Atspi.Role.LABEL and n.get_name()]
        texts = [t for t in labels if not re.fullmatch(r"\d|N", t)]
        if texts:
            return texts[0]
    raise AssertionError("the list of choices is empty")


def settle(path, n):
    """The entries once the record holds more than @n."""
    return poll("the entry saved", lambda: (lambda e: e if len(e) > n else None)(
        atspi_util.record_entries(path)))


def choose_first(app, path):
    """The list's first row, by typing the first word of it into the search and Enter (the
    same from a row, where a letter opens the search, and from the search line)."""
    n = len(atspi_util.record_entries(path))
    poll("the list focused", lambda: form(app) == "choices" or None)
    word = re.split(r"[\s,:(]", first_row_words(app))[0]
    assert word and word[0].isalpha(), word
    type_text(word)
    key(RETURN)
    return settle(path, n)


def refusal(app):
    """The refusal shown in place of the status line (an alert), or ""."""
    node = find(app, lambda n: n.get_role() == Atspi.Role.ALERT and showing(n)
                and n.get_name())
    return node.get_name() if node is not None else ""


refusals = None  # atspi_util.Refusals of the game's page


def press_and_count(app, path, press, handled=None):
    """Runs @press; the entries once one more is saved, or None once the page refused its last
    key (its refusal line said so again, or the bell rang) or @handled() says the key did
    something else."""
    n = len(atspi_util.record_entries(path))
    mark = refusals.mark()
    bells = atspi_util.bells()
    # Deliberate spacing: the same key as the last (P after P, 1 after 1) within the app's
    # double-press window would be a double tap.
    atspi_util.wait_apart()
    press()

    def outcome():
        entries = atspi_util.record_entries(path)
        if len(entries) > n:
            return entries
        said = refusals.since(mark)
        rang = atspi_util.bells() > bells
        other = handled is not None and handled()
        if said or rang or other:
            print(f"no entry: said {said!r}, bell {rang}, handled otherwise {other}")
            return "refused"
        return None
    result = poll("the keys handled: an entry or a refusal", outcome)
    return None if result == "refused" else result


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = atspi_util.app_env(data_home)
    config_home = os.path.join(data_home, "config")
    os.makedirs(os.path.join(config_home, "glib-2.0", "settings"))
    with open(os.path.join(config_home, "glib-2.0", "settings", "keyfile"), "w",
              encoding="utf-8") as f:
        f.write("[io/github/tableside/Tableside]\n"
                "default-player-names=['Ana', 'Bruno']\n")
    env["XDG_CONFIG_HOME"] = config_home
    env["GSETTINGS_BACKEND"] = "keyfile"
    process = subprocess.Popen([binary], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
        tab_to(app, "the Caylus 1303 row", lambda n: n.get_role() == Atspi.Role.LIST_ITEM
               and n.get_name() == "Caylus 1303")
        key(RETURN)
        setup = poll("the setup window", lambda: frame_named(app, "New Game"))
        point_at(setup)
        poll("the players proposed", lambda: names(setup) == ["Ana", "Bruno"] or None)
        key(RETURN)
        key(RETURN)
        poll("the game started", lambda: frame_named(app, "New Game") is None or None)
        path = poll("the new game saved", lambda: glob.glob(
            os.path.join(data_home, "tableside", "games", "*.json")) or None)[0]
        point_at(poll("the main window", lambda: (frames(app) or [None])[0]))

        # The setup (CY-SET-01..12): 13 tiles, the first player, 2 + 3 characters, 2 drafts.
        for i in range(13):
            saved = choose_first(app, path)
            assert saved[i]["type"] == "deal", saved[i]
        print("13 tiles dealt by type-ahead and Enter:",
              ", ".join(e["tile"] for e in saved[:13]))
        saved = choose_first(app, path)
        assert saved[13] == {"type": "first-player", "player": 0}, saved[13]
        for i in range(5):
            saved = choose_first(app, path)
            assert saved[14 + i]["type"] == "reveal", saved[14 + i]
        # The draft goes from the last player in turn order to the first: Bruno, then Ana.
        saved = choose_first(app, path)
        assert saved[19]["type"] == "draft" and saved[19]["player"] == 1, saved[19]
        saved = choose_first(app, path)
        assert saved[20]["type"] == "draft" and saved[20]["player"] == 0, saved[20]
        print("first player Ana, 5 characters revealed, drafted:",
              saved[19]["character"], saved[20]["character"])

        global refusals
        refusals = atspi_util.Refusals(app)
        round_start = atspi_util.presses
        # An Early Riser's extra worker, if drafted: skipped with P.
        poll("the board focused", lambda: form(app) == "board" or None)
        held = {saved[19]["character"], saved[20]["character"]}
        if "early-riser" in held:
            saved = press_and_count(app, path, lambda: key(ord("p")))
            assert saved[-1]["type"] == "skip", saved[-1]

        # Planning (CY-PLN): Enter on the building the board focuses when the planning begins
        # takes nothing (nobody chose it, issue 41: one key, one entry); Left and Right to a
        # building and Enter place the first player's worker; the next moves along the board
        # with the arrows to another one (Enter); W puts a worker in the Worksite (the engine
        # refuses a second one there: then the arrows again); P passes, until everyone has
        # passed.
        n = len(atspi_util.record_entries(path))
        key(RETURN)
        poll("why Enter took nothing", lambda: refusal(app).startswith("Nothing is chosen")
             or None)
        assert len(atspi_util.record_entries(path)) == n, "Enter on the stale focus placed"
        saved = press_and_count(app, path, lambda: (key(RIGHT), key(LEFT), key(RETURN)))
        assert saved is not None and saved[-1]["type"] == "place", saved and saved[-1]
        first_at = saved[-1]["at"]
        for _ in range(12):
            poll("the board focused", lambda: form(app) == "board" or None)
            saved = press_and_count(app, path, lambda: (key(RIGHT), key(RETURN)))
            if saved is not None:
                break
        assert saved is not None, "Enter on no building to the right placed a worker"
        assert saved[-1]["type"] == "place" and saved[-1]["at"] != first_at, saved[-2:]
        print("planning:", saved[-2]["player"], "at", first_at, "(Enter),", saved[-1]["player"],
              "at", saved[-1]["at"], "(arrows and Enter)")
        by_w = press_and_count(app, path, lambda: key(ord("w")))
        if by_w is None:
            # This player is in the Worksite already: the refusal says so; another building.
            assert "Worksite" in refusal(app), refusal(app)
            for _ in range(12):
                by_w = press_and_count(app, path, lambda: (key(RIGHT), key(RETURN)))
                if by_w is not None:
                    break
            by_w = press_and_count(app, path, lambda: key(ord("w")))
        assert by_w is not None and by_w[-1]["type"] == "place" \
            and by_w[-1]["at"] == "worksite", by_w and by_w[-1]
        passes = 0
        while form(app) == "board" and passes < 4:
            saved = press_and_count(app, path, lambda: key(ord("p")))
            assert saved is not None and saved[-1]["type"] == "pass", saved and saved[-1]
            passes += 1
        assert passes >= 1
        saved = atspi_util.record_entries(path)
        assert sorted(e["player"] for e in saved if e["type"] == "pass") == [0, 1], saved[21:]
        print("W: a worker in the Worksite; P: everyone passed")

        # Ctrl+H shows the prestige in the supply (hidden at the table, CY-SET-14).
        chord(CONTROL, ord("h"))
        poll("the prestige shown", lambda: find(
            app, lambda n: "PP" in (n.get_name() or "") and n.get_role() == Atspi.Role.LABEL
            and showing(n)))

        # The rest of the round: the Guild Bridge and the Bailiff (N leaves the Provost), each
        # building's effect (1: the first choice), a Benefit or character (1), a delivery
        # (Enter, or No Delivery when refused), monuments (N), until the next planning.
        delivered = None
        start = len(saved)
        for _ in range(60):
            current = poll("a form focused", lambda: form(app))
            saved = atspi_util.record_entries(path)
            if current == "board" and len(saved) > start:
                break
            if current == "delivery":
                # Enter may only ask how the batches hold gold: the focus goes there.
                after = press_and_count(app, path, lambda: key(RETURN),
                                        lambda: form(app) != "delivery")
                if after is None:
                    after = press_and_count(app, path, lambda: chord(ALT, ord("n")))
                assert after is not None, "neither Deliver nor No Delivery entered anything"
                delivered = after[-1]
                continue
            if current == "choices":
                rows = first_row_words(app)
                # The Provost's moves: leave it (N); everything else: the first choice.
                if "Provost" in rows:
                    after = press_and_count(app, path, lambda: key(ord("n")))
                else:
                    after = press_and_count(app, path, lambda: key(ord("1")))
                if after is None:
                    after = choose_first(app, path)
                continue
            raise AssertionError(f"the focus is on the board before the round ended: {saved[-1]}")
        saved = atspi_util.record_entries(path)
        round_one = saved[start:]
        types = [e["type"] for e in round_one]
        print("round 1 after planning:", types)
        assert delivered is not None and delivered["type"] in ("deliver", "skip"), delivered
        assert "use" in types or "skip" in types, types
        assert form(app) == "board", "round 2's planning does not have the board focused"
        # Ctrl+H (the prestige shown) and the Enter that showed nothing is taken unchosen are
        # no part of the play.
        atspi_util.within_budget("a 2-player round (planning to the next planning)",
                                 atspi_util.presses - round_start - 2, ROUND_BUDGET)

        assert sum(e["type"] == "deal" for e in saved) == 13
        # The setup and round 1 the phones play too (tests/browser/round.mjs), entry by entry.
        atspi_util.assert_keys_round(path, "caylus-1303-keys.json")
        assert sum(e["type"] == "place" for e in saved) >= 3
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(),
                                           "e2e-caylus-round.png"))
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
        # The e2e tests share one X server; put the pointer back in the middle of the screen.
        screen = Atspi.get_desktop(0).get_extents(Atspi.CoordType.SCREEN)
        Atspi.generate_mouse_event(screen.width // 2, screen.height // 2, "abs")


if __name__ == "__main__":
    main(sys.argv[1])
