#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails if a file in app/ other than the one JSON reader (app/engine/core/ts-json-read.c)
calls json-glib's parser: every JSON file Tableside reads goes through that reader's guards
(regular files only, size, nesting, strict numbers; issue 25)."""
import pathlib
import re
import sys

DOOR = pathlib.Path("app/engine/core/ts-json-read.c")
# Every json-glib entry point that turns text into a tree.
PARSING = re.compile(r"\b(json_parser_\w+|JsonParser|json_from_string|json_gobject_from_data"
                     r"|json_gvariant_deserialize_data|json_gobject_deserialize)\b")


def main(root):
    root = pathlib.Path(root)
    found = []
    for path in sorted((root / "app").rglob("*")):
        if path.suffix not in (".c", ".h") or path.relative_to(root) == DOOR:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PARSING.search(line):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    if found:
        print("These lines parse JSON outside " + str(DOOR) + "; use ts_json_read_*() instead:")
        print("\n".join(found))
        return 1
    if not PARSING.search((root / DOOR).read_text(encoding="utf-8")):
        print(f"{DOOR} no longer calls json-glib's parser: this check looks for the wrong names")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
