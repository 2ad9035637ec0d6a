#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The user guide (issue 55), checked as a build would not:

  - every page of help/C is valid Mallard (`yelp-check validate`) and every link in the guide
    reaches a page and section that exist (`yelp-check links`);
  - every clause ID named anywhere in app/engine is explained in the guide: a <section> whose
    id is the clause ID in lower case on one of the rules pages (help/C/rules-*.page), which a
    refusal's Why? opens;
  - every clause named in a game's engine folder (its refusals, and the clauses its ledger's
    causes and final-breakdown lines count under, TsGameModule.cause_clause) is a game's own
    clause, explained on that game's own rules page: the page the score page's and a
    refusal's Why? open (help:tableside/rules-GAME#clause);
  - each translation listed in help/LINGUAS has at least 90 % of the guide's messages
    translated, none fuzzy, and msgfmt -c accepts it;
  - every figure a page shows (<media src>) is in help/C and installed (help/meson.build's
    media), and every figure there is shown.

    check-help.py SOURCE_ROOT"""
import glob
import os
import re
import subprocess
import sys

CLAUSE = re.compile(r"\b([A-Z]{2}-[A-Z0-9]{2,4}-[0-9]+[a-z]?)\b")
SECTION = re.compile(r'<section\s+id="([^"]+)"')
MINIMUM = 0.90
# Each engine folder: its clauses' prefix and its rules page (the module's id).
GAMES = {
    "burgundy": ("CB", "castles-of-burgundy"),
    "kingsburg": ("KB", "kingsburg"),
    "carcassonne": ("CA", "carcassonne"),
    "caylus": ("CY", "caylus-1303"),
}


def run(args):
    return subprocess.run(args, capture_output=True, text=True)


def main(root):
    help_c = os.path.join(root, "help", "C")
    pages = sorted(glob.glob(os.path.join(help_c, "*.page")))
    assert pages, "no pages in help/C"
    failures = []

    for page in pages:
        out = run(["yelp-check", "validate", page])
        if out.returncode != 0 or out.stdout.strip():
            failures.append(f"{os.path.basename(page)} is not valid Mallard:\n{out.stdout}")
    out = run(["yelp-check", "links", help_c])
    if out.returncode != 0 or out.stdout.strip():
        failures.append(f"links that reach nothing:\n{out.stdout}")

    # The figures (help/figures-make.py): each one shown is there and installed.
    with open(os.path.join(root, "help", "meson.build"), encoding="utf-8") as f:
        installed = set(re.findall(r"'(figures/[^']+)'", f.read()))
    shown = set()
    for page in pages:
        with open(page, encoding="utf-8") as f:
            shown.update(re.findall(r'<media\b[^>]*\bsrc="([^"]+)"', f.read()))
    on_disk = {os.path.relpath(p, help_c)
               for p in glob.glob(os.path.join(help_c, "figures", "*"))}
    print(f"{len(shown)} figures shown, {len(on_disk)} in help/C/figures")
    for src in sorted(shown - on_disk):
        failures.append(f"a page shows {src}, which is not in help/C")
    for src in sorted(shown - installed):
        failures.append(f"{src} is not in help/meson.build's media: it would not be installed")
    for src in sorted((on_disk | installed) - shown):
        failures.append(f"{src} is in help/C or help/meson.build but no page shows it")

    sections = set()
    for page in glob.glob(os.path.join(help_c, "rules-*.page")):
        with open(page, encoding="utf-8") as f:
            sections.update(SECTION.findall(f.read()))
    named = {}
    for path in glob.glob(os.path.join(root, "app", "engine", "**", "*.[ch]"), recursive=True):
        with open(path, encoding="utf-8") as f:
            for clause in CLAUSE.findall(f.read()):
                named.setdefault(clause, os.path.relpath(path, root))
    missing = sorted(c for c in named if c.lower() not in sections)
    print(f"{len(named)} clause IDs named in app/engine, {len(sections)} sections on the rules "
          f"pages, {len(missing)} clauses not explained")
    for clause in missing:
        failures.append(f"{clause} (named in {named[clause]}) has no section in help/C/rules-*")

    for folder, (prefix, game) in sorted(GAMES.items()):
        with open(os.path.join(help_c, f"rules-{game}.page"), encoding="utf-8") as f:
            own = set(SECTION.findall(f.read()))
        sources = glob.glob(os.path.join(root, "app", "engine", folder, "**", "*.[ch]"),
                            recursive=True)
        assert sources, f"no sources in app/engine/{folder}"
        checked = set()
        for path in sorted(sources):
            with open(path, encoding="utf-8") as f:
                for clause in CLAUSE.findall(f.read()):
                    checked.add(clause)
                    where = os.path.relpath(path, root)
                    if not clause.startswith(prefix + "-"):
                        failures.append(f"{clause} (named in {where}) is not a clause of {game}")
                    elif clause.lower() not in own:
                        failures.append(f"{clause} (named in {where}) has no section on "
                                        f"rules-{game}.page, which its Why? opens")
        print(f"{game}: {len(checked)} clauses named in app/engine/{folder}, each on "
              f"rules-{game}.page")

    with open(os.path.join(root, "help", "LINGUAS"), encoding="utf-8") as f:
        languages = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    for lang in languages:
        po = os.path.join(root, "help", lang, lang + ".po")
        out = run(["msgfmt", "-c", "--statistics", "-o", os.devnull, po])
        said = out.stderr.strip()
        counts = {kind: int(n) for n, kind in
                  re.findall(r"(\d+) (translated|untranslated|fuzzy)", said)}
        total = sum(counts.values())
        share = counts.get("translated", 0) / total if total else 0
        print(f"{lang}: {said} ({share:.1%})")
        if out.returncode != 0:
            failures.append(f"{po}: msgfmt -c refuses it:\n{said}")
        if counts.get("fuzzy", 0):
            failures.append(f"{po}: {counts['fuzzy']} fuzzy messages")
        if share < MINIMUM:
            failures.append(f"{po}: {share:.1%} translated, under {MINIMUM:.0%}")

    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
