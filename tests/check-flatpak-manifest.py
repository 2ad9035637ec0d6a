#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Flatpak manifest parses and names the app id, the command and the minimal sandbox
(gtk-style.md §3.5): the network for the phones at the table alone (the seat server listens
only while the players ask, docs/security.md), no file system, no D-Bus names beyond what GTK
needs."""
import json
import sys

APP_ID = "io.github.tableside.Tableside"
FINISH_ARGS = {"--share=ipc", "--share=network", "--socket=fallback-x11", "--socket=wayland",
               "--device=dri"}


def main(path, app_id):
    failures = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    manifest = json.loads(text)
    if not text.endswith("\n"):
        failures.append("the file must end with a newline")
    if manifest.get("id") != app_id:
        failures.append(f"id is {manifest.get('id')!r}, expected {app_id!r}")
    if manifest.get("command") != "tableside":
        failures.append(f"command is {manifest.get('command')!r}, expected 'tableside'")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        failures.append("runtime and sdk must be org.gnome.Platform and org.gnome.Sdk")
    if not str(manifest.get("runtime-version", "")).isdigit():
        failures.append("runtime-version must be a stable GNOME release number")
    args = manifest.get("finish-args", [])
    if set(args) != FINISH_ARGS or len(args) != len(FINISH_ARGS):
        failures.append(f"finish-args are {args}, expected exactly {sorted(FINISH_ARGS)}")
    modules = manifest.get("modules", [])
    if not modules or modules[-1].get("name") != "tableside" \
            or modules[-1].get("buildsystem") != "meson":
        failures.append("the last module must be tableside, built with meson")
    for failure in failures:
        print(f"{path}: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else APP_ID))
