#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e (issue 55): F1 and a refusal's Why? ask the desktop for the right page of the user
guide, and from the README's first command (build-aux/run, whose environment is
build-aux/run-env) the help viewer finds it in the build tree. The test stands in for the help
viewer: its data folder holds a desktop file that handles help: URIs, made the default in its
mimeapps.list, so the real binary's gtk_show_uri() reaches it as it would reach Yelp. Like
Yelp, it looks for help/LANG/tableside/PAGE.page in each folder of XDG_DATA_DIRS (the
language's own first, then C) and logs the URI with the file it found and whether the page
has the section. In the Castles of Burgundy's demo: F1 asks for the game's page; a click on a
pasture of Ana's duchy while she holds a castle is refused, and then the refusal's Why? and
F1 ask for the game's rules at the clause the refusal names (CB-ACT-06, a tile goes on a
space of its colour); Ctrl+U, a refusal by key made by the page (VP are bought only in the
solo game), names CB-SOL-20; back on the games (Alt+Left), F1 asks for the guide's first
page. Every page and section asked for is found in the build tree, in English and in
Portuguese."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import Atspi, find, key, point_at, poll, showing, stop, walk  # noqa: E402

F1 = 0xFFBE
LEFT = 0xFF51


VIEWER = r"""#!/usr/bin/python3
import os, re, sys
uri = sys.argv[1]
m = re.fullmatch(r"help:tableside(?:/([^#]+))?(?:#(.+))?", uri)
page, section = (m.group(1) or "index", m.group(2)) if m else (None, None)
langs = []
for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
    for lang in os.environ.get(var, "").split(":"):
        lang = lang.split(".")[0]
        if lang and lang not in ("C", "POSIX"):
            langs += [lang, lang.split("_")[0]]
found = "-"
for lang in langs + ["C"]:
    for folder in os.environ.get("XDG_DATA_DIRS", "").split(":"):
        path = os.path.join(folder, "help", lang, "tableside", f"{page}.page")
        if page and found == "-" and os.path.exists(path):
            found = path
if found != "-" and section:
    with open(found, encoding="utf-8") as f:
        has = f'<section id="{section}"' in f.read()
    found += "#" + section + ("" if has else " MISSING")
with open(LOG, "a", encoding="utf-8") as f:
    f.write(uri + "\t" + found + "\n")
"""


def fake_help_viewer(data_home, log):
    script = os.path.join(data_home, "help-viewer.py")
    with open(script, "w", encoding="utf-8") as f:
        f.write(VIEWER.replace("LOG", repr(log)))
    os.chmod(script, 0o755)
    apps = os.path.join(data_home, "applications")
    os.makedirs(apps, exist_ok=True)
    with open(os.path.join(apps, "ts-test-help.desktop"), "w", encoding="utf-8") as f:
        f.write("[Desktop Entry]\nType=Application\nName=Test Help Viewer\nNoDisplay=true\n"
                f"Exec={script} %u\nMimeType=x-scheme-handler/help;\n")
    config = os.path.join(data_home, "config")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "mimeapps.list"), "w", encoding="utf-8") as f:
        f.write("[Default Applications]\nx-scheme-handler/help=ts-test-help.desktop\n")
    return script


def asked(log, n):
    """The help URIs asked for so far with what the viewer found, once there are @n."""
    def read():
        if not os.path.exists(log):
            return None
        with open(log, encoding="utf-8") as f:
            lines = [line.split("\t") for line in f.read().splitlines()]
        return lines if len(lines) >= n else None
    return poll(f"{n} help URIs asked for", read)


def run_env(binary):
    """build-aux/run's environment for the build tree of @binary (BUILDDIR/app/tableside)."""
    source = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    builddir = os.path.dirname(os.path.dirname(os.path.abspath(binary)))
    out = subprocess.run(["sh", "-c", 'srcdir="$1"; builddir="$2"; . "$1/build-aux/run-env"; '
                          'env -0', "sh", source, builddir],
                         check=True, capture_output=True).stdout.decode()
    names = ("GSETTINGS_SCHEMA_DIR", "TABLESIDE_LOCALEDIR", "XDG_DATA_DIRS")
    env = dict(item.split("=", 1) for item in out.split("\0") if "=" in item)
    return {name: env[name] for name in names}, builddir


def found_in(builddir, entry, lang="C"):
    """@entry (URI, file found) names a page of the build tree's guide in @lang, with its
    section when the URI names one."""
    uri, found = entry
    page = uri.split("/", 1)[1].split("#")[0] if "/" in uri else "index"
    want = os.path.join(builddir, "help-tree", "help", lang, "tableside", f"{page}.page")
    if "#" in uri:
        want += "#" + uri.split("#")[1]
    assert found == want, (uri, found, want)


def click(node):
    extents = node.get_extents(Atspi.CoordType.WINDOW)
    atspi_util.click_at(extents.x + extents.width // 2, extents.y + extents.height // 2)


def main(binary):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    log = os.path.join(data_home, "help-uris.log")
    viewer = fake_help_viewer(data_home, log)
    env = atspi_util.app_env(data_home)
    env["XDG_CONFIG_HOME"] = os.path.join(data_home, "config")
    # The viewer's desktop file is in the user's data folder (XDG_DATA_HOME), not in these.
    settings, builddir = run_env(binary)
    env.update(settings)
    process = subprocess.Popen([binary, "--demo"], env=env)
    try:
        app = atspi_util.wait_for_app(process)
        point_at(poll("the game's window", lambda: atspi_util.first_frame(app)))
        atspi_util.wait_for_focus(app, "the list of choices focused",
                                  lambda n: n.get_role() == Atspi.Role.LIST_ITEM)
        key(F1)
        assert asked(log, 1)[-1][0] == "help:tableside/game-castles-of-burgundy", asked(log, 1)

        spot = poll("a pasture of Ana's duchy", lambda: next(
            (n for n in walk(app) if n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
             and n.get_name().startswith("Space 0: pasture")), None))
        click(spot)
        message = poll("the click refused", lambda: atspi_util.refusal_text(app) or None)
        print(f"refused: {message}")
        why = poll("the refusal's Why?", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name() == "Why?"))
        click(why)
        # The refusal names its rule, CB-ACT-06 (a tile goes on a space of its colour).
        rule = "help:tableside/rules-castles-of-burgundy#cb-act-06"
        assert asked(log, 2)[-1][0] == rule, asked(log, 2)
        key(F1)
        assert asked(log, 3)[-1][0] == rule, asked(log, 3)

        # A refusal the page makes by key, not the engine: its own clause.
        atspi_util.chord(atspi_util.CONTROL, ord("u"))
        message = poll("Ctrl+U refused", lambda: (
            lambda text: text if "solo" in text else None)(atspi_util.refusal_text(app)))
        print(f"refused: {message}")
        click(poll("the refusal's Why?", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and showing(n)
            and n.get_name() == "Why?")))
        rule = "help:tableside/rules-castles-of-burgundy#cb-sol-20"
        assert asked(log, 4)[-1][0] == rule, asked(log, 4)

        atspi_util.chord(atspi_util.ALT, LEFT)
        poll("the start page", lambda: find(
            app, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
            and n.get_name() == "New Game"))
        key(F1)
        assert asked(log, 5)[-1][0] == "help:tableside", asked(log, 5)
        for entry in asked(log, 5):
            print("asked for:", *entry)
            found_in(builddir, entry)
    finally:
        stop(process)

    # The same pages in Portuguese, found as the viewer finds them for a Portuguese user.
    pt = dict(os.environ, XDG_DATA_DIRS=settings["XDG_DATA_DIRS"], LANGUAGE="pt_PT", LANG="C")
    for entry in asked(log, 5):
        subprocess.run([viewer, entry[0]], env=pt, check=True)
    for entry in asked(log, 10)[5:]:
        print("pt:", *entry)
        found_in(builddir, entry, "pt")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
