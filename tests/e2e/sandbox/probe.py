#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Run INSIDE the sandbox (test-installed.py binds this folder at /run/tableside-test): what
the installed app finds as a Flatpak user's session would find it, from /app alone. Exits 1
with one line per thing not found.

- the GSettings schema, from /app/share/glib-2.0/schemas (compiled), through GIO's default
  schema source (XDG_DATA_DIRS), and the settings backend GLib picks in a Flatpak (keyfile);
- the app's icon, through GTK's icon theme for the display: io.github.tableside.Tableside
  resolves to a file under /app/share/icons, in every size the desktop asks for, and its
  symbolic icon too; the desktop file's Icon= names it;
- the translations, /app/share/locale/<lang>/LC_MESSAGES/tableside.mo for every language of
  po/LINGUAS that the installed metainfo lists."""
import configparser
import gettext
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, Gtk  # noqa: E402

APP_ID = "io.github.tableside.Tableside"


def main():
    failures = []
    if os.environ.get("GSETTINGS_SCHEMA_DIR") or os.environ.get("TABLESIDE_LOCALEDIR"):
        failures.append("a build-tree variable reached the sandbox")

    source = Gio.SettingsSchemaSource.get_default()
    schema = source.lookup(APP_ID, True) if source is not None else None
    if schema is None:
        failures.append(f"the GSettings schema {APP_ID} is not found "
                        "(is /app/share/glib-2.0/schemas/gschemas.compiled there?)")
    else:
        print(f"schema {APP_ID}: found ({len(schema.list_keys())} keys)")
        settings = Gio.Settings.new(APP_ID)
        backend = type(settings.props.backend).__name__
        print(f"settings backend: {backend}")
        if "Keyfile" not in backend:
            failures.append(f"the settings backend is {backend}, not the keyfile backend "
                            "a Flatpak app gets")

    Gtk.init()
    display = Gdk.Display.get_default()
    if display is None:
        failures.append("no display in the sandbox")
    else:
        theme = Gtk.IconTheme.get_for_display(display)
        for name in (APP_ID, APP_ID + "-symbolic"):
            if not theme.has_icon(name):
                failures.append(f"the icon theme has no {name} "
                                f"(search path {theme.get_search_path()})")
                continue
            for size in (16, 32, 48, 64, 128, 256):
                paintable = theme.lookup_icon(name, None, size, 1, Gtk.TextDirection.LTR, 0)
                file = paintable.get_file()
                path = file.get_path() if file is not None else None
                if path is None or not path.startswith("/app/share/icons/"):
                    failures.append(f"{name} at {size} px resolves to {path}, "
                                    "not a file under /app/share/icons")
                    break
            else:
                print(f"icon {name}: {path}")

    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str
    desktop_path = f"/app/share/applications/{APP_ID}.desktop"
    if not desktop.read(desktop_path, encoding="utf-8"):
        failures.append(f"{desktop_path} is not installed")
    elif desktop["Desktop Entry"].get("Icon") != APP_ID:
        failures.append(f"the desktop file's Icon= is {desktop['Desktop Entry'].get('Icon')!r}")
    elif desktop["Desktop Entry"].get("Exec", "").split()[0] != "tableside":
        failures.append(f"the desktop file's Exec= is {desktop['Desktop Entry'].get('Exec')!r}")

    for language in sys.argv[1:]:
        try:
            gettext.translation("tableside", "/app/share/locale", [language])
            print(f"translation {language}: /app/share/locale/{language}")
        except OSError:
            failures.append(f"no translation for {language} in /app/share/locale")

    # The user guide (issue 55): its pages in /app/share/help/LANG/tableside, where a help
    # viewer looks for help:tableside, in English and in every language of the translations.
    for language in ["C"] + sys.argv[1:]:
        index = f"/app/share/help/{language}/tableside/index.page"
        rules = f"/app/share/help/{language}/tableside/rules-kingsburg.page"
        if not (os.path.isfile(index) and os.path.isfile(rules)):
            failures.append(f"the user guide is not installed in {os.path.dirname(index)}")
        else:
            print(f"user guide {language}: {os.path.dirname(index)} "
                  f"({len(os.listdir(os.path.dirname(index)))} files)")

    for failure in failures:
        print(f"probe: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
