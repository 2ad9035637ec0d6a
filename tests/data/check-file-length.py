#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No C file of app/, bench/ or tests/ over 700 lines outside app/engine/ (issue 57).

A file that grows past the limit holds more than one concern: split it where the concerns
part, with a private header between the parts (docs/architecture.md, "Rooms"); a test file,
into two test programs, or a program and a helper file both halves share. The engine's rule
tables are left out (its tests, in tests/engine/, are not).

Usage: check-file-length.py SOURCE_ROOT
"""

import os
import sys

LIMIT = 700
CHECKED = ('app', 'bench', 'tests')
LEFT_OUT = ('app/engine',)


def too_long(root):
    found = []
    for top in CHECKED:
        found += too_long_in(root, top)
    return found


def too_long_in(root, top):
    found = []
    for folder, dirs, names in os.walk(os.path.join(root, top)):
        here = os.path.relpath(folder, root).replace(os.sep, '/')
        dirs[:] = [d for d in dirs if f'{here}/{d}' not in LEFT_OUT]
        dirs.sort()
        for name in sorted(names):
            if not name.endswith(('.c', '.h')):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8') as f:
                lines = sum(1 for _line in f)
            if lines > LIMIT:
                found.append((os.path.relpath(path, root).replace(os.sep, '/'), lines))
    return found


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    found = too_long(sys.argv[1])
    for path, lines in found:
        print(f'{path}: {lines} lines, over the limit of {LIMIT}')
    if found:
        print(f'{len(found)} C file(s) of app/, bench/ and tests/ over {LIMIT} lines outside '
              'app/engine/')
        return 1
    print(f'app/, bench/, tests/: every C file outside app/engine/ is {LIMIT} lines or fewer')
    return 0


if __name__ == '__main__':
    sys.exit(main())
