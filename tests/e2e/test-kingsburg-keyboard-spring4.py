#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: the Spring of a 4-player Kingsburg game by keyboard alone in the real binary, its
keys counted from the roll to the last building and held to a budget (the goal: 45): the dice typed
into the roll form, each placement an advisor's number (and its dice where several ways
reach it) and Enter, the passes of players with dice left Ctrl+E (one with none passes by
itself, KB-INF-11), an advisor's help and each building by the digit on its row. The saved
record is checked entry by entry. The helpers are the 3-player year's
(test-kingsburg-keyboard-year.py). Run under `xvfb-run -a dbus-run-session --` (see
README)."""
import importlib.util
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import atspi_util  # noqa: E402
from atspi_util import poll, stop  # noqa: E402

SPEC = importlib.util.spec_from_file_location(
    "year", os.path.join(HERE, "test-kingsburg-keyboard-year.py"))
year = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(year)

# The input budget of a 4-player Spring, from the roll to the buildings (docs/benchmarks.md,
# "Input budgets"): the goal is 45; held at today's count so that it cannot grow back unseen.
SPRING_BUDGET = 32


# The game and the spring the keys must record: the browser test plays the same spring on
# four phones and must record the same entries (tests/browser/round.mjs).
ROUND = "kingsburg-spring-keys.json"


def record(data_home):
    path = os.path.join(data_home, "spring-4.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(atspi_util.keys_round(ROUND)["record"], f)
    return path


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = record(data_home)
    process, app = atspi_util.open_in_app(binary, path, data_home, atspi_util.TOASTS_STAY)
    try:
        poll("the King's Aid", lambda: (year.status(app) or "").find("King's Aid") >= 0 or None)
        # KB-AID-04: each takes a good (not the season's keys).
        for good in ("gold", "gold", "wood", "stone"):
            year.choose(app, path, good)
        year.order = [0, 1, 2, 3]
        start = year.presses
        year.enter_roll(app, path, [[5, 5, 6], [2, 3, 6], [1, 3, 4], [2, 2, 5]])
        # KB-ORD-04: Cindy (8), Dora (9), Brian (11), Ann (16).
        poll("Cindy to influence", lambda: (year.status(app) or "").startswith(
            "Cindy influences") or None)
        year.choose(app, path, "4 4")   # Cindy: the Merchant with her 4
        year.choose(app, path, "9")     # Dora: the Master Hunter with all three dice
        year.choose(app, path, "8")     # Brian: the Treasurer with 2 and 6
        year.choose(app, path, "16")    # Ann: the Wizard with all three dice
        # Dora and Ann have no die left and pass by themselves; Cindy and Brian pass.
        year.pass_while(app, path, ["influences an advisor or passes"])
        # The advisors' help: the Merchant's gold for Cindy, the Master Hunter's first
        # bundle for Dora, by their rows' digits.
        poll("the Merchant's help", lambda: "Merchant" in (year.status(app) or "") or None)
        year.pick(app, path, 2, "gold")
        poll("the Master Hunter's help", lambda: "Master Hunter" in (year.status(app) or "")
             or None)
        year.pick(app, path, 1, "Master Hunter")
        # Building in turn order, each by its row's digit.
        poll("Cindy to build", lambda: (year.status(app) or "").startswith("Cindy builds")
             or None)
        for name in ("Cindy", "Dora", "Brian", "Ann"):
            poll(f"{name} to build", lambda: (year.status(app) or "").startswith(
                f"{name} builds") or None)
            year.pick(app, path, 1, "builds the")
        poll("Summer's dice", lambda: year.calendar(app) == "Year 1 of 5, Summer (phase 4 of 8)"
             or None)
        keys = year.presses - start
        print(f"Spring for four done ({keys} keys)")
        saved = atspi_util.record_entries(path)
        spring = saved[4:]
        influences = [(e["player"], e["advisor"]) for e in spring if e["type"] == "influence"]
        assert influences == [(2, 4), (3, 9), (1, 8), (0, 16)], influences
        assert len([e for e in spring if e["type"] == "build"]) == 4, spring
        assert len([e for e in spring if e["type"] == "help"]) == 2, spring
        atspi_util.assert_keys_round(path, ROUND)
        atspi_util.within_budget("a 4-player Spring from the roll to the buildings", keys,
                                 SPRING_BUDGET)
        assert process.poll() is None, "tableside exited during the test"
    finally:
        stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
