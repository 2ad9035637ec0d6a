#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-test-suites.py SOURCE_ROOT BUILD_ROOT: the sanitizer run's split (build-aux/test) holds.

Every model or cli test whose source calls g_test_init with G_TEST_OPTION_ISOLATE_DIRS is in
the suite isolate-dirs, which the sanitizer run gives the slow unwinder (GLib 2.74 drops the
folders it replaces between isolated tests, and only full stacks match tests/lsan.supp), and
no other test is in it, so that no test runs slowly for nothing. Reads the build's
meson-info/intro-tests.json; a test's source is tests/*/NAME.c."""
import glob
import json
import os
import sys


def main(source_root, build_root):
    with open(os.path.join(build_root, "meson-info", "intro-tests.json"), encoding="utf-8") as f:
        tests = json.load(f)
    problems = []
    checked = 0
    for test in tests:
        suites = {s.split(":")[-1] for s in test["suite"]}
        if not suites & {"model", "cli"}:
            continue
        sources = glob.glob(os.path.join(source_root, "tests", "*", test["name"] + ".c"))
        if not sources:
            continue
        checked += 1
        with open(sources[0], encoding="utf-8") as f:
            isolated = "G_TEST_OPTION_ISOLATE_DIRS" in f.read()
        where = os.path.relpath(sources[0], source_root)
        if isolated and "isolate-dirs" not in suites:
            problems.append(f"{test['name']}: {where} uses G_TEST_OPTION_ISOLATE_DIRS but is not "
                            "in suite isolate-dirs (its meson.build)")
        elif not isolated and "isolate-dirs" in suites:
            problems.append(f"{test['name']}: in suite isolate-dirs but {where} does not use "
                            "G_TEST_OPTION_ISOLATE_DIRS")
    for p in problems:
        print(p)
    print(f"{checked} model and cli tests checked, {len(problems)} problems")
    if checked == 0:
        print("no test found: wrong roots?")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
