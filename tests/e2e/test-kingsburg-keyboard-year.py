#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: year 1 of a 3-player Kingsburg game kept by keyboard alone, in the real binary. A new
game (no entries yet) is opened from the command line; the King's Aid and every decision are
typed into the page's list of choices (an advisor's number and dice, words, Enter), passing
is Ctrl+E, the season's dice go into the roll form and the enemy card and the King's die into
the battle form, each with its own keys. Then the saved record is checked entry by entry and
the calendar must show year 2. Nothing is recorded that was not chosen (issue 24): Enter on
the empty filter line passes nobody and says how to choose; "12 4" says why nothing is shown;
Ctrl+E passes a player with dice left and a toast offers Undo; a player whose last coloured
die is placed passes by itself (KB-INF-11, an automatic entry, said on the status line). Run
under `xvfb-run -a dbus-run-session --` (see README)."""
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import stop, Atspi, CONTROL, find, focused, poll, showing  # noqa: E402

RETURN = atspi_util.RETURN
DOWN = 0xFF54
presses = 0
# The input budget of Spring, from the roll to the buildings (docs/benchmarks.md, "Input
# budgets"). It counts the Ctrl+E of every pass the season asks for: Ann, with no coloured
# die left, passes by herself (KB-INF-11), so two. The keys that only show what Enter on an
# empty line, "12 4" and a pass's Undo do are not part of the season's play: not counted.
SEASON_BUDGET = 28


def key(keysym):
    global presses
    presses += 1
    atspi_util.key(keysym)


def ctrl(keysym):
    global presses
    presses += 1
    atspi_util.chord(CONTROL, keysym)


def type_text(text):
    for char in text:
        key(ord(char))


def status(app):
    """The page's status line: what the table enters or decides next (not a toast over the
    table, such as "Cindy passed with 2 dice unused.")."""
    node = find(app, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
                and (lambda t: t.endswith(".") and " unused." not in t and (
                    "King's Aid" in t or " dice" in t or "passes" in t or "chooses" in t
                    or "may reroll" in t or "Town Hall" in t or "enemy card" in t
                    or "game is over" in t))(n.get_name())
                and not atspi_util.in_toast(n))
    return node.get_name() if node is not None else None


def calendar(app):
    node = find(app, lambda n: n.get_name().startswith("Year ") and " (phase " in n.get_name())
    return node.get_name() if node is not None else None


def choose(app, path, text):
    """Types @text into the choices' filter line (it has the focus) and Enter: one entry."""
    n = len(atspi_util.record_entries(path))
    type_text(text)
    key(RETURN)
    atspi_util.wait_for_entries(path, n + 1)


def pick(app, path, digit, words):
    """The row numbered @digit (the choices of a decision with no advisor to type are
    numbered 1-9) reads @words; the digit alone takes it: one entry."""
    def row():
        lists = [n for n in atspi_util.walk(app) if n.get_role() == Atspi.Role.LIST
                 and n.get_name() == "Choices" and showing(n)]
        if not lists:
            return None
        item = lists[0].get_child_at_index(digit - 1)
        return item if item is not None and words in item.get_name() else None
    try:
        poll(f"row {digit}: {words}", row)
    except AssertionError:
        for n in atspi_util.walk(app):
            if n.get_role() == Atspi.Role.LIST and showing(n):
                print(n.get_name(), [n.get_child_at_index(i).get_name()
                                     for i in range(n.get_child_count())])
        raise
    n = len(atspi_util.record_entries(path))
    key(ord(str(digit)))
    atspi_util.wait_for_entries(path, n + 1)


last_pass = 0.0  # when the test saw the entry of the last Ctrl+E


def pass_key(path, counted=True):
    """Ctrl+E (pass), and its entry. Deliberate spacing: Ctrl+E again within the app's repeat
    window of the entry the last one made would be taken for the keys held down."""
    global last_pass
    n = len(atspi_util.record_entries(path))
    atspi_util.wait_apart(atspi_util.REPEAT_WINDOW + 0.2, since=last_pass)
    if counted:
        ctrl(ord("e"))
    else:
        atspi_util.chord(CONTROL, ord("e"))
    saved = atspi_util.wait_for_entries(path, n + 1)
    last_pass = time.monotonic()
    return saved


def pass_while(app, path, words):
    """Ctrl+E (pass) while the status line says one of @words."""
    while True:
        line = status(app) or ""
        if not any(w in line for w in words):
            return
        pass_key(path)


order = [0, 1, 2]  # the turn-order track: the random first order (KB-SET-06)


def enter_roll(app, path, dice):
    """The season's dice, as the table rolled them (@dice in setup order), typed into the roll
    form in turn order, the order it lists the players in; Enter on its button records them.
    Then the new turn order: ascending sums, ties keeping the previous order (KB-ORD-04/05)."""
    global order
    n = len(atspi_util.record_entries(path))
    poll("a die slot focused", lambda: (lambda f: f if f is not None and "die" in f.get_name()
                                        else None)(focused(app)))
    for player in order:
        type_text("".join(str(d) for d in dice[player]))
    poll("the dice's button focused", lambda: (lambda f: f if f is not None
                                               and f.get_role() == Atspi.Role.PUSH_BUTTON
                                               else None)(focused(app)))
    key(RETURN)
    saved = atspi_util.wait_for_entries(path, n + 1)
    assert saved[n]["type"] == "roll" and saved[n]["dice"] == dice, saved[n]
    order = sorted(order, key=lambda p: (sum(dice[p]), order.index(p)))


def enter_battle(app, path):
    """The enemy card revealed (the first of the year's five, by its position) and the King's
    die (2), then Enter."""
    n = len(atspi_util.record_entries(path))
    type_text("1")
    type_text("2")
    key(RETURN)
    saved = atspi_util.wait_for_entries(path, n + 1)
    assert saved[n]["type"] == "battle" and saved[n]["king"] == 2, saved[n]
    assert saved[n]["enemy"].startswith("Y1-"), saved[n]


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    # What the new-game form writes: a player with no coloured die left passes by
    # itself (KB-INF-11).
    path = atspi_util.kingsburg_record(data_home, "Keyboard year", [])
    # The toast of a pass is read at the test's pace.
    process, app = atspi_util.open_in_app(binary, path, data_home, atspi_util.TOASTS_STAY)
    try:
        poll("the King's Aid", lambda: (status(app) or "").find("King's Aid") >= 0 or None)
        assert calendar(app) == "Year 1 of 5, King's Aid (phase 1 of 8)", calendar(app)
        # KB-AID-04: each takes a good; the filter line has the focus.
        choose(app, path, "gold")
        choose(app, path, "gold")
        choose(app, path, "wood")
        print(f"King's Aid done ({presses} keys)")

        season_start = presses
        enter_roll(app, path, [[5, 5, 6], [2, 3, 6], [1, 3, 4]])
        # KB-ORD-04: Cindy (8), Brian (11), Ann (16). An advisor's number and dice: Cindy's
        # 4 on the Merchant; Brian's one way to the Treasurer (8); Ann's three on the Wizard.
        poll("Cindy to influence", lambda: (status(app) or "").startswith("Cindy influences")
             or None)
        # Enter on the empty filter line records nothing (the pass is no longer the first
        # row to fall into) and says how to choose.
        n = len(atspi_util.record_entries(path))
        atspi_util.key(RETURN)
        poll("why Enter did nothing", lambda: atspi_util.label_text(
            app, lambda t: t.startswith("Nothing is chosen") and "Ctrl+E" in t))
        assert len(atspi_util.record_entries(path)) == n
        # "12 4" with dice 1 3 4: nothing shown, and the line says why, as a click on the
        # Scholar would (the dice closest to 12 add up to 8).
        atspi_util.type_text("12 4")
        poll("why nothing is shown", lambda: atspi_util.label_text(
            app, lambda t: "add up to 8" in t and "12" in t))
        bells = atspi_util.bells()
        atspi_util.key(RETURN)
        # Refused with the bell (ts_filter_guard_enter()): handled, and nothing recorded.
        atspi_util.wait_for_bell("Enter on no match refused", bells)
        assert len(atspi_util.record_entries(path)) == n
        for _ in range(4):
            atspi_util.key(0xFF08)  # BackSpace
        choose(app, path, "4 4")
        choose(app, path, "8")
        choose(app, path, "16")
        # Ann's three dice are on the Wizard: she passes by herself, said on the status line
        # and written as an automatic entry.
        saved = atspi_util.wait_for_entries(path, n + 4)
        assert saved[n + 3] == {"type": "pass", "player": 0, "automatic": True}, saved[n + 3]
        poll("the automatic pass said", lambda: atspi_util.label_text(
            app, lambda t: t.startswith("Ann has no coloured die left: passed automatically.")))
        # Cindy passes with Ctrl+E, two dice unused: a toast says so, with Undo (shown once,
        # not counted; then she passes for good).
        n = len(atspi_util.record_entries(path))
        saved = pass_key(path, counted=False)
        assert saved[n] == {"type": "pass", "player": 2}, saved[n]
        poll("the pass's toast", lambda: atspi_util.label_text(
            app, lambda t: t == "Cindy passed with 2 dice unused."))
        undo = poll("its Undo button", lambda: find(
            app, lambda x: x.get_role() == Atspi.Role.PUSH_BUTTON and showing(x)
            and x.get_name().replace("_", "") == "Undo"))
        atspi_util.press(undo)
        poll("the pass undone", lambda: len(atspi_util.record_entries(path)) == n or None)
        poll("Cindy to decide again", lambda: "Cindy influences" in (status(app) or "") or None)
        pass_while(app, path, ["influences an advisor or passes"])
        # KB-HLP-01: the Merchant's gold for Cindy, by its row's digit.
        poll("the Merchant's help", lambda: "Merchant" in (status(app) or "") or None)
        pick(app, path, 2, "gold")
        # Building in turn order: the Inn by its name, then the Statue twice by its digit.
        poll("Cindy to build", lambda: (status(app) or "").startswith("Cindy builds") or None)
        choose(app, path, "inn")
        pick(app, path, 1, "Statue")
        pick(app, path, 1, "Statue")
        poll("Summer's dice", lambda: calendar(app) == "Year 1 of 5, Summer (phase 4 of 8)"
             or None)
        print(f"Spring done ({presses} keys)")
        atspi_util.within_budget("a 3-player season from the roll to the buildings",
                                 presses - season_start, SEASON_BUDGET)
        # The real binary's window as the players see it, kept to look at.
        atspi_util.screenshot(os.path.join(atspi_util.artifacts_dir(), "e2e-kingsburg-summer.png"))
        saved = atspi_util.record_entries(path)
        spring = saved[3:]
        assert [e["type"] for e in spring[:5]] == ["roll", "influence", "influence",
                                                   "influence", "pass"], spring
        assert spring[4].get("automatic") is True, spring
        assert spring[1] == {"type": "influence", "player": 2, "advisor": 4, "dice": [2]}, spring
        assert spring[2]["advisor"] == 8 and spring[2]["player"] == 1, spring
        assert spring[3]["advisor"] == 16 and spring[3]["dice"] == [0, 1, 2], spring
        builds = [e for e in spring if e["type"] == "build"]
        assert [(e["player"], e["building"]) for e in builds] == [
            (2, "inn"), (1, "statue"), (0, "statue")], builds
        helps = [e for e in spring if e["type"] == "help"]
        assert helps == [{"type": "help", "player": 2, "advisor": 4, "goods": ["gold"]}], helps

        # Summer, Autumn, recruiting and Winter: the dice and the battle in their forms, every
        # decision passed with Ctrl+E, goods of choice the first row (Down, then Enter: Enter
        # alone on the empty line takes nothing).
        rolls = [[[1, 2, 3], [1, 2, 4], [2, 3, 4]], [[6, 5, 4], [3, 3, 1], [2, 2, 1]]]
        while not (calendar(app) or "").startswith("Year 2 of 5"):
            line = poll("a status line", lambda: status(app))
            n = len(atspi_util.record_entries(path))
            if "enter every player's dice" in line:
                enter_roll(app, path, rolls.pop(0))
            elif "enemy card" in line:
                enter_battle(app, path)
            elif "passes" in line or "may reroll" in line or "Town Hall" in line:
                pass_key(path)
            elif "chooses" in line or "takes one good" in line:
                key(DOWN)
                key(RETURN)
                atspi_util.wait_for_entries(path, n + 1)
            else:
                raise AssertionError(f"unexpected status: {line}")
        saved = atspi_util.record_entries(path)
        assert [e["type"] for e in saved].count("roll") == 3, saved
        assert [e["type"] for e in saved].count("battle") == 1, saved
        assert process.poll() is None, "tableside exited during the test"
        print(f"KEY PRESSES for year 1: {presses}")
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
