#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Retakes the user guide's figures (help/C/figures/*.png) from the real binary, after a
change of the pages they show:

    help/figures-make.py                  every figure, from the build in _build
    help/figures-make.py NAME...          only these (see FIGURES below)
    help/figures-make.py --build DIR ...  from another build directory

Build first (`ninja -C _build`). Each figure gets an X server, a D-Bus session and an
accessibility bus of its own (tests/own-display.py) with a real window manager (metacity), as
the e2e tests do: Tableside opens a game made from the test corpus (tests/data/corpus), is
driven to the state shown through AT-SPI (keys, clicks), and the screen (xwd) is cut to its
window. Light mode, English, a 1280x800 window (the start page 960x1000, the phone 360x720).
pngquant (Debian's package) makes each file small; without it they are saved as they are,
about three times larger. Needs what the e2e tests need (Xvfb, metacity, dbus-run-session,
xwd, xwininfo, xprop, /usr/bin/python3 with gi).

Look at every picture after a run: one with a label cut or a dialog half drawn is retaken by
running its name again. A figure retaken keeps its translations: its MD5 in help/LANG/LANG.po
is brought up to date (keep_translations below). A new figure goes in FIGURES, on its page as
<figure>/<media src="figures/NAME.png">, and in help/meson.build's media; then
`meson compile -C _build help-tableside-update-po` and its messages are translated (the
figure's own message, "external ref='figures/NAME.png' md5='...'", is its own translation:
every language shows the C figure). tests/data/check-help.py checks that each figure shown
is there and installed."""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(SOURCE, "tests", "e2e"))
import atspi_util as u  # noqa: E402
from atspi_util import ALT, CONTROL, Atspi, find, poll, showing  # noqa: E402

CORPUS = os.path.join(SOURCE, "tests", "data", "corpus")
OUT = os.path.join(HERE, "C", "figures")

COLORS = ["red", "blue", "green", "yellow", "purple"]
F5 = 0xFFC2


# ---- Outside: one X server per figure --------------------------------------------------

def outside(args):
    """Runs each figure under tests/own-display.py, on a screen of the figure's size."""
    build = os.path.abspath(args.build)
    binary = os.path.join(build, "app", "tableside")
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"figures-make: no {binary}; build first (ninja -C {args.build})")
    names = args.names or list(FIGURES)
    unknown = [n for n in names if n not in FIGURES]
    if unknown:
        raise SystemExit(f"figures-make: no figure {', '.join(unknown)}; "
                         f"the figures are: {', '.join(FIGURES)}")
    os.makedirs(OUT, exist_ok=True)
    failed = []
    for name in names:
        width, height = FIGURES[name][1]
        env = dict(os.environ, TS_SCREEN=f"{width}x{height}x24", LANG="C.UTF-8",
                   LANGUAGE="", LC_ALL="", GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
                   GIO_USE_VFS="local", GSK_RENDERER="cairo",
                   GDK_DEBUG="default-settings", GDK_BACKEND="x11")
        env.pop("GTK_THEME", None)
        status = subprocess.run(
            [sys.executable, os.path.join(SOURCE, "tests", "own-display.py"),
             os.path.abspath(__file__), "--inside", build, name], env=env).returncode
        if status != 0:
            failed.append(name)
    if failed:
        raise SystemExit(f"figures-make: failed: {', '.join(failed)}")
    return 0


# ---- Inside: on the figure's own X server ----------------------------------------------


def corpus(name, title, upto=None, created="2026-11-20T19:30:00Z"):
    """A record of the corpus, named @title, its players in colours, cut after @upto
    entries."""
    with open(os.path.join(CORPUS, name + ".json"), encoding="utf-8") as f:
        record = json.load(f)
    record["name"] = title
    record["created"] = created
    for player, color in zip(record["players"], COLORS):
        player.setdefault("color", color)
    if upto is not None:
        record["entries"] = record["entries"][:upto]
        record["status"] = "in-progress"
    return record


class Figure:
    """One app on this X server, in a data folder of its own, and the picture of it."""

    def __init__(self, build, name, size):
        self.build = build
        self.binary = os.path.join(build, "app", "tableside")
        self.name = name
        self.size = size
        self.home = tempfile.mkdtemp(prefix="tableside-figure-")
        self.games = os.path.join(self.home, "tableside", "games")
        os.makedirs(self.games)
        self.process = None
        self.app = None

    def save(self, record, file_name, modified=None):
        """Puts @record in the games folder; @modified: its time (seconds since the epoch)."""
        path = os.path.join(self.games, file_name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False, indent=1)
        if modified is not None:
            os.utime(path, (modified, modified))
        return path

    def start(self, args=(), settings=()):
        """Starts Tableside with a window of the figure's size and the @settings."""
        width, height = self.size
        env = u.players_env(self.home, ["Ana", "Bruno"],
                            [f"window-width={width}", f"window-height={height}"]
                            + list(settings))
        # A development build (-Dprofile=development) stripes its header bars; the figures
        # show the app as released.
        css = os.path.join(env["XDG_CONFIG_HOME"], "gtk-4.0")
        os.makedirs(css, exist_ok=True)
        with open(os.path.join(css, "gtk.css"), "w", encoding="utf-8") as f:
            f.write("window.devel headerbar > windowhandle { background-image: none; }\n")
        self.process = subprocess.Popen([self.binary] + list(args), env=env)
        self.app = u.wait_for_app(self.process)
        return self.app

    def window(self, title=None):
        """The title of the app's window @title, or of its first one."""
        if title is not None:
            return poll(f"the window {title!r}", lambda: u.frame_named(self.app, title)
                        and title)
        return poll("the window", lambda: (u.first_frame(self.app) and
                                           u.first_frame(self.app).get_name()) or None)

    def node(self, what, predicate, window=None):
        """The first showing node for which predicate() holds, in the window titled @window
        or anywhere in the app."""
        def root():
            return u.frame_named(self.app, window) if window is not None else self.app
        return poll(what, lambda: find(root(), lambda n: showing(n) and predicate(n)))

    def named(self, name, role=None, window=None):
        return self.node(repr(name), lambda n: n.get_name() == name
                         and (role is None or n.get_role() == role), window)

    def tab(self, name):
        """The header bar's tab @name (the bottom bar of a narrow window has its own)."""
        def header_tab():
            tabs = [n for n in u.walk(self.app) if n.get_role() == Atspi.Role.PAGE_TAB
                    and n.get_name() == name and showing(n)
                    and n.get_extents(Atspi.CoordType.WINDOW).width > 0]
            return min(tabs, key=lambda n: n.get_extents(Atspi.CoordType.WINDOW).y,
                       default=None)
        return poll(f"the tab {name}", header_tab)

    def scroll(self, node, title, done, limit=20):
        """Turns the mouse wheel down, with the pointer on @node, until done()."""
        origin = poll(f"the window {title!r}", lambda: u.window_rect(title))
        e = node.get_extents(Atspi.CoordType.WINDOW)
        x, y = origin[0] + e.x + e.width // 2, origin[1] + e.y + e.height // 2
        for _ in range(limit):
            if done():
                return
            Atspi.generate_mouse_event(x, y, "b5c")
            time.sleep(0.5)
        raise AssertionError("scrolled to the end")

    def click(self, node, title):
        """A real click in the middle of @node, in the window @title."""
        u.tap(node, title)
        time.sleep(0.6)

    def shoot(self, title):
        """The window @title as the user sees it, with the pointer out of the way, into
        help/C/figures/NAME.png."""
        screen = u.screen_size()
        rect = poll(f"the window {title!r} on the screen", lambda: u.window_rect(title))
        # The pointer on the header bar's top edge, where it lights nothing up.
        Atspi.generate_mouse_event(rect[0] + rect[2] // 2, rect[1] + 2, "abs")
        time.sleep(2.5)  # transitions, the first frames after a change, scroll bars fading
        x, y, width, height = rect
        x, y = max(x, 0), max(y, 0)
        width, height = min(width, screen[0] - x), min(height, screen[1] - y)
        whole = os.path.join(self.home, "screen.png")
        u.screenshot(whole)
        cut = os.path.join(self.home, "cut.png")
        GdkPixbuf.Pixbuf.new_from_file(whole).new_subpixbuf(x, y, width, height).savev(
            cut, "png", ["compression"], ["9"])
        path = os.path.join(OUT, self.name + ".png")
        if shutil.which("pngquant"):
            subprocess.run(["pngquant", "--force", "--strip", "--speed", "1",
                            "--quality", "70-95", "--output", path, cut], check=True)
        else:
            shutil.copyfile(cut, path)
        print(f"{path}: {width}x{height}, {os.path.getsize(path) // 1024} KB")
        keep_translations(self.name, path)

    def stop(self):
        if self.process is not None:
            u.stop(self.process)


def keep_translations(name, path):
    """itstool names a figure in the guide's po files by its MD5 ("external ref='figures/
    NAME.png' md5='...'"), and each translation keeps the C figure by repeating that message
    as its own. A figure retaken has a new MD5: both are brought up to it, so that the
    translations stay complete."""
    with open(path, "rb") as f:
        md5 = hashlib.md5(f.read()).hexdigest()
    ref = re.compile(r"""(external ref='figures/%s\.png' (?:"\n")?md5=')[0-9a-f]{32}'"""
                     % re.escape(name))
    for po in sorted(glob.glob(os.path.join(HERE, "*", "*.po"))):
        with open(po, encoding="utf-8") as f:
            text = f.read()
        changed = ref.sub(lambda m: m.group(1) + md5 + "'", text)
        if changed != text:
            with open(po, "w", encoding="utf-8") as f:
                f.write(changed)
            print(f"{os.path.relpath(po, SOURCE)}: figures/{name}.png is now md5 {md5}")


# Each figure: what it shows, on a screen of its own size.

def start_page(fig):
    """The start page, with a game in progress and the games of a group's evenings."""
    now = time.time()
    saved = [
        ("castles-of-burgundy-4p-extras-inns-in-progress", "Sunday at Bruno's"),
        ("kingsburg-4p-complete", "Kingsburg, the rematch"),
        ("carcassonne-3p-traders-builders-complete", "Carcassonne with the traders"),
        ("caylus-1303-5p-complete", "Caylus at the club"),
        ("castles-of-burgundy-2p-complete", "Friday game"),
    ]
    for age, (name, title) in enumerate(saved):
        fig.save(corpus(name, title), name + ".json", now - 3600 * (2 + 30 * age))
    fig.start()
    fig.named("Saved Games")
    fig.node("the saved games", lambda n: n.get_role() == Atspi.Role.LIST_ITEM
             and n.get_name().startswith("Friday game"))
    fig.shoot(fig.window())


def burgundy_turn(fig):
    """The demo game of The Castles of Burgundy: Ana's turn with two 4s, and her click on a
    pasture of her duchy refused, with the reason and Why?."""
    fig.start(["--demo"])
    fig.named("End Turn")
    title = fig.window()
    fig.click(fig.node("a pasture of Ana's duchy",
                       lambda n: n.get_name().startswith("Space 0: pasture")), title)
    fig.named("Why?", Atspi.Role.PUSH_BUTTON)
    fig.shoot(title)


def scores(fig):
    """The Scores page of a game of four in progress: the standings and the VP chart."""
    path = fig.save(corpus("castles-of-burgundy-4p-extras-inns-in-progress",
                           "Sunday at Bruno's"), "sunday.json")
    fig.start([path])
    title = fig.window()
    # A click, not Alt+3: after a key GTK rings the focused button.
    fig.click(fig.tab("Scores"), title)
    fig.named("Victory Points over the Game")
    fig.shoot(title)


def kingsburg_record(fig, upto=147):
    """Kingsburg in year 3's Summer, the dice rolled, and Ana to influence an advisor."""
    return fig.save(corpus("kingsburg-4p-in-progress", "Kingsburg at Carla's", upto=upto),
                    "kingsburg.json")


def kingsburg_table(fig):
    """Kingsburg in the Summer: the dice on the advisors, the province sheets."""
    fig.start([kingsburg_record(fig)])
    title = fig.window()
    fig.named("Table")
    time.sleep(1)
    fig.shoot(title)


def history_correction(fig):
    """History, and the correction of an earlier entry: the entries possible there."""
    fig.start([kingsburg_record(fig, 149)])
    title = fig.window()
    fig.named("Table")
    u.chord(ALT, ord("2"))
    u.press(fig.named("Correct entry 147", Atspi.Role.PUSH_BUTTON))
    correction = fig.window("Correct Entry 147")
    # A row chosen (a click selects it; Correct would make it).
    fig.click(fig.named("Bruno influences the Alchemist (6) with 6.", window=correction),
              correction)
    fig.shoot(title)


def carcassonne_draw(fig):
    """Carcassonne with Traders & Builders: the tile drawn, shown on the map at the cursor."""
    path = fig.save(corpus("carcassonne-3p-traders-builders-in-progress",
                           "Carcassonne with the traders"), "carcassonne.json")
    fig.start([path])
    title = fig.window()
    u.carcassonne_map(fig.app)
    time.sleep(1)
    fig.shoot(title)


def caylus_table(fig):
    """Caylus 1303 while the workers are placed."""
    path = fig.save(corpus("caylus-1303-5p-in-progress", "Caylus at the club", upto=112),
                    "caylus.json")
    fig.start([path])
    title = fig.window()
    fig.named("Table")
    time.sleep(1)
    fig.shoot(title)


def table_display(fig):
    """The table display (F5) of a game of four in progress."""
    path = fig.save(corpus("castles-of-burgundy-4p-extras-inns-in-progress",
                           "Sunday at Bruno's"), "sunday.json")
    fig.start([path])
    fig.window()
    fig.named("Table")
    time.sleep(1)
    u.key(F5)
    display = fig.window("Show to the Table: Sunday at Bruno's")
    fig.shoot(display)


def statistics(fig):
    """The statistics of a group's games (Ctrl+G on the start page)."""
    subprocess.run([os.path.join(fig.build, "bench", "record", "ts-write-games"),
                    "--count", "16", fig.games], check=True, stdout=subprocess.DEVNULL)
    fig.start()
    fig.named("Saved Games")
    u.chord(CONTROL, ord("g"))
    title = fig.window()
    first = fig.node("the players", lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                     and n.get_name().startswith("Bruno"))
    fig.click(first, title)
    # The players' heading at the top: Bruno's figures below it.
    heading = fig.named("Players", Atspi.Role.LABEL)
    fig.scroll(first, title, lambda: heading.get_extents(Atspi.CoordType.WINDOW).y < 100)
    fig.shoot(title)


def phone(fig):
    """The Castles of Burgundy on a phone, by touch: the dice of a round."""
    path = fig.save(corpus("castles-of-burgundy-2p-in-progress", "Holiday", upto=110),
                    "holiday.json")
    fig.start([path], ["touch-mode='on'"])
    title = fig.window()
    for value in (3, 5):  # Ana's dice, by their faces
        fig.click(fig.named(f"Die showing {value}", Atspi.Role.PUSH_BUTTON), title)
    fig.shoot(title)


FIGURES = {
    "start-page": (start_page, (960, 1000)),
    "burgundy-turn": (burgundy_turn, (1280, 800)),
    "scores": (scores, (1280, 800)),
    "history-correction": (history_correction, (1280, 800)),
    "kingsburg-table": (kingsburg_table, (1280, 800)),
    "carcassonne-draw": (carcassonne_draw, (1280, 800)),
    "caylus-table": (caylus_table, (1280, 800)),
    "table-display": (table_display, (1280, 800)),
    "statistics": (statistics, (1280, 800)),
    "phone": (phone, (360, 720)),
}


def inside(build, name):
    run, size = FIGURES[name]
    wm = u.start_window_manager()
    fig = Figure(build, name, size)
    try:
        run(fig)
    finally:
        fig.stop()
        u.stop(wm)
        shutil.rmtree(fig.home, ignore_errors=True)
    return 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--inside":
        return inside(sys.argv[2], sys.argv[3])
    parser = argparse.ArgumentParser(description="Retakes the user guide's figures.")
    parser.add_argument("--build", default=os.path.join(SOURCE, "_build"))
    parser.add_argument("names", nargs="*", metavar="NAME")
    return outside(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())
