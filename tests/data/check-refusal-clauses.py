#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every clause a refusal of the engines names is explained in the user guide (issue 55).

A refusal made with a `_rule` call (ts_engine_refuse_rule, ts_kingsburg_refuse_rule,
ts_carcassonne_refuse_rule, ts_carcassonne_sheet_refuse_rule, ts_caylus_refuse_rule,
CY_REFUSE_RULE, ts_burgundy_illegal_rule, illegal_rule, ts_burgundy_sheet_refuse_rule, and
ts_burgundy_sheet_range, whose clause may be NULL) names the clause of the rule it applies; the page's Why? opens the guide at that clause, so every clause ID written in a
quoted string of app/engine (the `_rule` calls and the tables some of them read) must be
the id of a <section> of help/C/rules-*.page. A refusal without a clause is allowed (a
malformed entry, a record too long) and is counted: the script prints how many there are,
per game.

Usage: check-refusal-clauses.py SOURCE_ROOT
       check-refusal-clauses.py --self-test
"""

import glob
import os
import re
import sys
import tempfile

# Refusal calls: name -> index of the clause argument (None: a call without a clause).
CALLS = {
    'ts_engine_refuse': None,
    'ts_kingsburg_refuse': None,
    'ts_carcassonne_refuse': None,
    'ts_caylus_refuse': None,
    'CY_REFUSE': None,
    'ts_burgundy_illegal': None,
    'illegal': None,
    'ts_carcassonne_sheet_refuse': None,
    'ts_engine_refuse_rule': 1,
    'ts_kingsburg_refuse_rule': 1,
    'ts_carcassonne_refuse_rule': 1,
    'ts_caylus_refuse_rule': 1,
    'CY_REFUSE_RULE': 1,
    'ts_burgundy_illegal_rule': 1,
    'illegal_rule': 1,
    'ts_carcassonne_sheet_refuse_rule': 4,
    'ts_burgundy_sheet_refuse': None,
    'ts_burgundy_sheet_refuse_rule': 5,
    'ts_burgundy_sheet_range': 6,
}
CALL = re.compile(r'(?<![A-Za-z0-9_])(' + '|'.join(sorted(CALLS, key=len, reverse=True))
                  + r')\s*\(')
CLAUSE = re.compile(r'^[A-Z]{2}-[A-Z0-9]{2,4}-[0-9]+[a-z]?$')
QUOTED_CLAUSE = re.compile(r'"([A-Z]{2}-[A-Z0-9]{2,4}-[0-9]+[a-z]?)"')
STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
SECTION = re.compile(r'<section\s+id="([^"]+)"')
ENGINES = ('burgundy', 'carcassonne', 'caylus', 'kingsburg')


def strip_comments(text):
    """The C text with comments blanked (newlines kept) and strings left as they are."""
    out = []
    i = 0
    while i < len(text):
        if text.startswith('/*', i):
            end = text.find('*/', i + 2)
            end = len(text) if end < 0 else end + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:end]))
            i = end
        elif text.startswith('//', i):
            end = text.find('\n', i)
            end = len(text) if end < 0 else end
            out.append(' ' * (end - i))
            i = end
        elif text[i] in '"\'':
            quote = text[i]
            j = i + 1
            while j < len(text) and text[j] != quote:
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)


def arguments(text, start):
    """The top-level arguments of the call whose '(' is at @start."""
    args, depth, i, begin = [], 1, start + 1, start + 1
    while i < len(text) and depth:
        ch = text[i]
        if ch in '"\'':
            j = i + 1
            while j < len(text) and text[j] != ch:
                j += 2 if text[j] == '\\' else 1
            i = j
        elif ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
            if depth == 0:
                args.append(text[begin:i].strip())
        elif ch == ',' and depth == 1:
            args.append(text[begin:i].strip())
            begin = i + 1
        i += 1
    return args


def refusal_sites(path):
    """(line, name, clause argument or None) of each refusal call of a C file."""
    with open(path, encoding='utf-8') as f:
        text = strip_comments(f.read())
    sites = []
    for m in CALL.finditer(text):
        line_start = text.rfind('\n', 0, m.start()) + 1
        before = text[line_start:m.start()]
        if before.strip() == '' and m.start() == line_start:
            continue  # a definition: the name at column 0
        if before.lstrip().startswith('#'):
            continue  # a #define
        args = arguments(text, m.end() - 1)
        index = CALLS[m.group(1)]
        clause = args[index] if index is not None and index < len(args) else None
        sites.append((text.count('\n', 0, m.start()) + 1, m.group(1), clause))
    return sites


def check(root):
    sections = set()
    for page in glob.glob(os.path.join(root, 'help', 'C', 'rules-*.page')):
        with open(page, encoding='utf-8') as f:
            sections.update(s.upper() for s in SECTION.findall(f.read()))
    problems = []
    counts = {}
    for path in sorted(glob.glob(os.path.join(root, 'app', 'engine', '**', '*.c'),
                                 recursive=True)):
        rel = os.path.relpath(path, root).replace(os.sep, '/')
        parts = rel.split('/')
        game = parts[2] if len(parts) > 3 else 'core'
        named, dynamic, total = counts.get(game, (0, 0, 0))
        for line, name, clause in refusal_sites(path):
            total += 1
            if clause is None:
                continue
            literals = STRING.findall(clause)
            if clause == 'NULL':
                continue
            if not literals:
                dynamic += 1  # a variable or a helper: its literals are checked below
                continue
            named += 1
            for literal in literals:
                if not CLAUSE.match(literal):
                    problems.append(f'{rel}:{line}: {name} names “{literal}”, not a clause ID')
        counts[game] = (named, dynamic, total)
        with open(path, encoding='utf-8') as f:
            text = strip_comments(f.read())
        for m in QUOTED_CLAUSE.finditer(text):
            if m.group(1) not in sections:
                line = text.count('\n', 0, m.start()) + 1
                problems.append(f'{rel}:{line}: clause {m.group(1)} has no section in '
                                'help/C/rules-*.page')
    return problems, counts, len(sections)


def report(root):
    problems, counts, n_sections = check(root)
    without_all = 0
    for game in sorted(counts):
        named, dynamic, total = counts[game]
        if total == 0:
            continue
        without = total - named - dynamic
        without_all += without
        print(f'{game}: {total} refusal sites, {named} name a clause, {dynamic} name one '
              f'through a variable or helper, {without} without a clause')
    print(f'{without_all} refusal sites without a clause in all; '
          f'{n_sections} clause sections in the guide')
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, 'help', 'C'))
        os.makedirs(os.path.join(root, 'app', 'engine', 'kingsburg'))
        with open(os.path.join(root, 'help', 'C', 'rules-kingsburg.page'), 'w') as f:
            f.write('<page><section id="kb-bld-04"/></page>')
        source = os.path.join(root, 'app', 'engine', 'kingsburg', 'ts-kingsburg-rules.c')
        good = ('gboolean\nts_kingsburg_refuse_rule (GError **error, const char *c)\n{}\n'
                'static gboolean\nf (GError **error)\n{\n'
                '  /* ts_kingsburg_refuse_rule (error, "KB-XXX-99", "in a comment") */\n'
                '  return ts_kingsburg_refuse_rule (error, "KB-BLD-04", _ ("Left (a) first."))\n'
                '         || ts_kingsburg_refuse (error, _ ("No clause, counted."));\n}\n')
        with open(source, 'w') as f:
            f.write(good)
        problems, counts, _ = check(root)
        assert problems == [], problems
        assert counts['kingsburg'] == (1, 0, 2), counts
        with open(source, 'w') as f:
            f.write(good.replace('"KB-BLD-04"', '"KB-BLD-05"'))
        problems, _, _ = check(root)
        assert len(problems) == 1 and 'KB-BLD-05' in problems[0], problems
    print('self-test passed')
    return 0


def main():
    if len(sys.argv) == 2 and sys.argv[1] == '--self-test':
        return self_test()
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-2].split(':', 1)[1].strip(), file=sys.stderr)
        return 2
    return report(sys.argv[1])


if __name__ == '__main__':
    sys.exit(main())
