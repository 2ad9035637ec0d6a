# SPDX-License-Identifier: GPL-3.0-or-later
"""Small helpers for the e2e tests: walk the AT-SPI tree, poll for nodes (accessible objects
appear lazily), and press buttons through their accessible actions, as assistive tools do.

No helper waits a while and hopes (issue 56): key() and chord() return once the X server has
the key, and a test waits for the state the next step needs (poll(): a node, the focus, the
record's entries, the bell of a refusal, a window laid out). The timeouts of the waits only
bound a failure. What is left on the clock is deliberate spacing (wait_apart(): two presses
of one key further apart than the app's double-press window)."""
import glob
import json
import os
import re
import struct
import subprocess
import sys
import time
import warnings

import gi

import x11_util

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = 60.0
# Starting the app and joining the accessibility bus can take far longer on a loaded machine
# under AddressSanitizer (build-aux/test --sanitize).
STARTUP_TIMEOUT = 90.0

# AT-SPI gives up on a call the app has not answered within 800 ms ("Did not receive a
# reply"): an app busy that long on a loaded machine (a list of 5,000 games made again) is
# not gone. A call waits up to 30 s; the first 15 s of an app's life, as long as it takes.
Atspi.set_timeout(30000, 15000)


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    try:
        n_children = node.get_child_count()
    except GLib.Error:
        # A node of a window that has just gone (the setup window after Start): AT-SPI may
        # still hand it out for a moment and then says its application "no longer exists".
        return
    for i in range(n_children):
        try:
            child = node.get_child_at_index(i)
        except GLib.Error:
            continue
        yield from walk(child, depth + 1)


def find(root, predicate):
    for node in walk(root):
        try:
            if predicate(node):
                return node
        except GLib.Error:
            continue
    return None


# How often poll() looks again: the interval of a wait, never a wait of its own.
POLL_INTERVAL = 0.1


def poll(what, function, timeout=TIMEOUT):
    """Waits until @function() returns something other than None and returns it. The timeout
    only bounds a failure: a passing test never waits for it."""
    deadline = time.monotonic() + timeout
    while True:
        result = function()
        if result is not None:
            return result
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(POLL_INTERVAL)


def wait_for_app(process):
    """The AT-SPI node of the app started as @process, once it is on the accessibility bus;
    starting can take long on a loaded machine, so this waits STARTUP_TIMEOUT."""
    return poll("tableside on the accessibility bus", lambda: find_app(process.pid),
                timeout=STARTUP_TIMEOUT)


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def showing(node):
    # GTK 4.8 sets VISIBLE but never SHOWING.
    return node.get_state_set().contains(Atspi.StateType.VISIBLE)


def shown_through(node):
    """@node and every object above it up to its window are visible: a popover's rows stay
    VISIBLE themselves once it has closed (GTK 4.8)."""
    try:
        while node is not None and node.get_role() != Atspi.Role.APPLICATION:
            if not showing(node):
                return False
            node = node.get_parent()
    except GLib.Error:
        return False
    return True


def action_names(node):
    with warnings.catch_warnings():
        # get_action_name is deprecated in newer AT-SPI; Debian 12's has no successor.
        warnings.simplefilter("ignore", DeprecationWarning)
        return [node.get_action_name(i) for i in range(node.get_n_actions())]


def press(node):
    """Runs the node's click action, as an assistive tool does."""
    names = action_names(node)
    for wanted in ("click", "activate", "press"):
        if wanted in names:
            node.do_action(names.index(wanted))
            return
    raise AssertionError(f"{node.get_name()!r} has no click action: {names}")


# Every key pressed through key() and chord() (a chord is one press), for the input budgets
# (docs/benchmarks.md, "Input budgets"): a test reads it before and after a unit of play.
presses = 0
# When the last key was pressed (time.monotonic(), once the X server had it), for
# wait_apart().
_last_press = 0.0
# GTK's double-click time (gtk-double-click-time; GDK_DEBUG=default-settings keeps GTK's
# 400 ms): the key that made an entry, pressed again within it (by the X server's clock),
# is a double tap to the page (ts-key-guard.c).
DOUBLE_PRESS_WINDOW = 0.4
# A shortcut (Ctrl+E) that made an entry, run again within 700 ms of that entry by the app's
# clock, is taken for the keys held down (ts-key-guard.c, REPEAT_MS).
REPEAT_WINDOW = 0.7


def wait_apart(gap=max(DOUBLE_PRESS_WINDOW, REPEAT_WINDOW) + 0.2, since=None):
    """Deliberate spacing, not a wait for a state: returns once @gap seconds have passed since
    @since (time.monotonic(); by default the last key press), so that the next press is a
    press of its own, not a double tap or a repeat (a key whose release the page did not see,
    while its focus moved, is still down to it: pressed again within REPEAT_WINDOW, a repeat). Load only makes the gap longer, which is
    what it asks for. (A shortcut's repeat is timed from the entry it made, as the app saw
    it: @since is when the test saw the entry, which is later.)"""
    remaining = (_last_press if since is None else since) + gap - time.monotonic()
    if remaining > 0:
        time.sleep(remaining)


def key(keysym):
    """Presses and releases a key (X keysym), as a keyboard user does. The keys reach the app
    in the order pressed; a caller that needs a key's effect before going on waits for it."""
    global presses, _last_press
    presses += 1
    # The registry has the X server take the key before it answers (XSync).
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    _last_press = time.monotonic()


def within_budget(what, count, budget):
    """Prints the key presses of a unit of play and holds them to its documented budget."""
    print(f"KEY PRESSES for {what}: {count} (budget {budget})")
    assert count <= budget, f"{what} took {count} key presses, over its budget of {budget}"


TAB = 0xFF09
RETURN = 0xFF0D


def type_text(text):
    """Types digits and letters one key at a time."""
    for char in text:
        key(ord(char))


def text_of(node):
    """The text of a text field (or any node with AT-SPI's Text interface)."""
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def focused_text(root, text):
    """Waits until the focused text field holds @text: what was typed, handled."""
    def check():
        node = focused(root)
        try:
            return node if node is not None and text_of(node) == text else None
        except GLib.Error:
            return None
    try:
        return poll(f"“{text}” in the focused field", check)
    except AssertionError:
        node = focused(root)
        print("focused:", node and (node.get_role_name(), node.get_name()))
        raise


def focused(root):
    return find(root, lambda n: n.get_state_set().contains(Atspi.StateType.FOCUSED))


# How long tab_to() gives a Tab from a text field (whose focus GTK 4.8 does not say) to say
# where it went before it takes the focus as gone to another text field.
UNSAID_FOCUS_WAIT = 2.0


def tab_to(root, what, predicate, limit=30):
    """Presses Tab until the focused node matches @predicate (GTK 4.8 list rows have no
    accessible action: a keyboard user reaches them with Tab)."""
    for _ in range(limit):
        node = focused(root)
        if node is not None and predicate(node):
            return node
        key(TAB)
        if node is not None:
            # Tab handled once the focus has left the object it was on.
            poll("Tab moving the focus", lambda: focused(root) != node or None)
            continue
        # GTK 4.8 says no focus in a text field (an entry row's text): from one, Tab is
        # handled once a focus is said again. Tab from one text field to another says
        # nothing at all: then, after UNSAID_FOCUS_WAIT, the next Tab goes. (The one wait here
        # that is not for a sign: a machine slower than that could take two Tabs at once.)
        try:
            poll("Tab moving the focus", lambda: focused(root), timeout=UNSAID_FOCUS_WAIT)
        except AssertionError:
            pass
    raise AssertionError(f"Tab never reached {what}")


def button(root, name):
    """A showing, sensitive push button whose accessible name is @name (mnemonics stripped):
    pressed any sooner, on a slow machine, the press would do nothing."""
    def named(node):
        # GTK 4.8 names a button with a mnemonic "_Open… Open…": its label twice.
        text = node.get_name().replace("_", "")
        return text == name or text == f"{name} {name}"

    return poll(f"the button {name!r}", lambda: find(
        root, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and named(n) and showing(n)
        and n.get_state_set().contains(Atspi.StateType.SENSITIVE)))


ESCAPE = 0xFF1B
F10 = 0xFFC7
LEFT = 0xFF51
UP = 0xFF52
RIGHT = 0xFF53
DOWN = 0xFF54
# Modifier masks (X11 ShiftMask, ControlMask, Mod1Mask).
SHIFT = 1 << 0
CONTROL = 1 << 2
ALT = 1 << 3


def chord(modifiers, keysym):
    """Presses @keysym with the modifiers (masks, or-ed) held, as a keyboard user does. AT-SPI
    holds modifiers by locking them for the length of the key press."""
    global presses, _last_press
    presses += 1
    if modifiers:
        Atspi.generate_keyboard_event(modifiers, None, Atspi.KeySynthType.LOCKMODIFIERS)
    try:
        Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
        _last_press = time.monotonic()
    finally:
        if modifiers:
            Atspi.generate_keyboard_event(modifiers, None, Atspi.KeySynthType.UNLOCKMODIFIERS)


def bells():
    """How often the X server's bell has rung since the first call (make one before the key
    whose bell is awaited). A page rings it when it refuses a key (gtk_widget_error_bell: the
    key guard, the filter lines, the dice forms): the sign that a key was handled and did
    nothing, where waiting a while and seeing nothing would only guess."""
    return x11_util.bells()


def wait_for_bell(what, before, timeout=TIMEOUT):
    """Waits until the bell has rung since bells() said @before."""
    poll(what, lambda: bells() > before or None, timeout=timeout)


def double_press(keysym, modifiers=0):
    """@keysym pressed twice at once, with the modifiers (masks: CONTROL, ALT) held: a double
    tap, or a key that bounced. The presses go to the X server in one request, so that no load
    can space them further apart than the double-press window of the app (400 ms), as two
    presses through AT-SPI could be. Counted as two presses."""
    global presses, _last_press
    presses += 2
    x11_util.press_twice(keysym, [sym for mask, sym in ((CONTROL, 0xFFE3), (ALT, 0xFFE9),
                                                        (SHIFT, 0xFFE1)) if modifiers & mask])
    _last_press = time.monotonic()


class Refusals:
    """The refusals of a game's page (its refusal line, an alert), counted as they come: the
    page clears the line and says the sentence again, so that a refusal said twice is heard
    twice (AT-SPI's accessible-name events). The sign that a key was handled and refused where
    the page rings no bell (the engine refusing what was chosen). GTK 4.8 sends the events of
    an object once it was read over AT-SPI: mark() reads the line first."""

    def __init__(self, app):
        self.app = app
        self.count = 0
        self._lines = None  # the refusal lines (alerts) under @app, once found
        self._listener = Atspi.EventListener.new(self._on_event)
        self._listener.register("object:property-change:accessible-name")

    def _text(self):
        """refusal_text(), from the lines found once (one walk of the tree, not one a look)."""
        try:
            if not self._lines:
                self._lines = [n for n in walk(self.app) if n.get_role() == Atspi.Role.ALERT]
            return next((n.get_name() for n in self._lines if showing(n) and n.get_name()), "")
        except GLib.Error:
            self._lines = None
            return refusal_text(self.app)

    def _on_event(self, event):
        try:
            if isinstance(event.any_data, str) and event.any_data \
                    and event.source.get_role() == Atspi.Role.ALERT:
                self.count += 1
        except GLib.Error:
            pass

    def _pump(self):
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def mark(self):
        """Where the refusals stand now, for since(): every event the page sent before
        answering this reading is counted in it."""
        text = self._text()
        self._pump()
        return self.count, text

    def since(self, mark, n=1):
        """The refusal shown once @n refusals came after @mark (a first refusal, on a page
        that showed none at @mark, counts without its event), else None."""
        self._pump()
        text = self._text()
        heard = self.count - mark[0] + (1 if not mark[1] and text and self.count == mark[0]
                                        else 0)
        return text if text and heard >= n else None

    def close(self):
        self._listener.deregister("object:property-change:accessible-name")


def app_env(data_home):
    """The environment of a user with an empty data folder, on Xvfb's X server."""
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["XDG_DATA_HOME"] = data_home
    env.setdefault("GSETTINGS_BACKEND", "memory")
    return env


def players_env(data_home, names, more=()):
    """app_env() with the preferences proposing the players @names for a new game, and the
    settings @more ("window-width=1024")."""
    env = app_env(data_home)
    config_home = os.path.join(data_home, "config")
    os.makedirs(os.path.join(config_home, "glib-2.0", "settings"), exist_ok=True)
    with open(os.path.join(config_home, "glib-2.0", "settings", "keyfile"), "w",
              encoding="utf-8") as f:
        f.write("[io/github/tableside/Tableside]\n"
                f"default-player-names={names!r}\n" + "".join(line + "\n" for line in more))
    env["XDG_CONFIG_HOME"] = config_home
    env["GSETTINGS_BACKEND"] = "keyfile"
    return env


SCORE_DIALOG = "Choose a Game to Score"


def score_finished_game(app, game):
    """The start page's Score a Finished Game… by keys: Tab to the row, Return, then in the
    dialog that asks which game (issue 56), Tab to @game's button and Return. Returns the
    names Tab went through."""
    seen = []
    tab_to(app, "the Score a Finished Game row",
           lambda n: seen.append(n.get_name()) or (n.get_role() == Atspi.Role.LIST_ITEM
                                                    and n.get_name().startswith(
                                                        "Score a Finished Game")))
    key(RETURN)
    # Xvfb has no window manager: the keys go to the window under the pointer.
    point_at(poll("the dialog asking which game", lambda: frame_named(app, SCORE_DIALOG)))
    tab_to(app, f"{game} in the dialog",
           lambda n: seen.append(n.get_name()) or (n.get_role() == Atspi.Role.PUSH_BUTTON
                                                    and n.get_name().replace("_", "") == game))
    key(RETURN)
    return seen


def open_setup(app, game="The Castles of Burgundy"):
    """From the start page: Tab to @game's row of the games list and Enter. Returns the setup
    window, with the pointer on it (no window manager under Xvfb: the keyboard goes to the
    window under the pointer)."""
    poll("the games list", lambda: find(app, lambda n: n.get_name() == "Games"))
    tab_to(app, f"the {game} row",
           lambda n: n.get_role() == Atspi.Role.LIST_ITEM and n.get_name() == game)
    key(RETURN)
    setup = poll("the setup window", lambda: frame_named(app, "New Game"))
    point_at(setup)
    return setup


def focused_row(root, what, prefix, timeout=TIMEOUT):
    """Waits until a list row whose accessible name starts with @prefix has the focus."""
    def check():
        node = focused(root)
        if node is not None and node.get_role() == Atspi.Role.LIST_ITEM \
                and node.get_name().startswith(prefix):
            return node
        return None
    try:
        return poll(what, check, timeout=timeout)
    except AssertionError:
        node = focused(root)
        print("focused:", node and (node.get_role_name(), node.get_name()))
        raise


def stop(process):
    """Ends the app started for a test, killing it if it does not quit within 10 s."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def frames(app):
    """The app's showing top-level windows."""
    result = []
    for i in range(app.get_child_count()):
        try:
            child = app.get_child_at_index(i)
            if child is not None and showing(child):
                result.append(child)
        except GLib.Error:
            continue  # a window just gone: "the application no longer exists"
    return result


def frame_named(app, name):
    for frame in frames(app):
        try:
            if frame.get_name() == name:
                return frame
        except GLib.Error:
            continue  # a window just gone
    return None


def x_mapped(title):
    """The X window named @title is on the screen (viewable): AT-SPI calls a window visible
    as soon as GTK shows it, before the X server has mapped it."""
    out = subprocess.run(["xwininfo", "-name", title], capture_output=True, text=True).stdout
    return "Map State: IsViewable" in out


def point_at(frame):
    """Moves the pointer to the middle of @frame, once the X server has it on the screen.
    Xvfb runs no window manager, so the keyboard goes to the window under the pointer;
    windows are placed at the screen's top left."""
    title = frame.get_name()
    if title:
        poll(f"the window {title!r} on the screen", lambda: x_mapped(title) or None)
    extents = frame.get_extents(Atspi.CoordType.WINDOW)
    # The keys that follow are synthesized by the same AT-SPI registry, after this move: the X
    # server sends them to the window under the pointer's new place, no wait needed.
    Atspi.generate_mouse_event(extents.width // 2, extents.height // 2, "abs")


def screenshot(path):
    """Saves the X screen as the user sees it (xwd -root) to @path as a PNG and returns
    (width, height, rgb bytes)."""
    gi.require_version("GdkPixbuf", "2.0")
    from gi.repository import GdkPixbuf  # noqa: E402

    data = subprocess.run(["xwd", "-root", "-silent", "-display", os.environ["DISPLAY"]],
                          check=True, capture_output=True).stdout
    (header_size, _version, _format, _depth, width, height, _xoffset, byte_order, _unit,
     _bit_order, _pad, bits_per_pixel, bytes_per_line, _class, red_mask, green_mask,
     blue_mask, _bits_per_rgb, _entries, n_colors) = struct.unpack(">20I", data[:80])
    assert bits_per_pixel in (24, 32), f"xwd wrote {bits_per_pixel} bits per pixel"
    step = bits_per_pixel // 8
    assert (red_mask, green_mask, blue_mask) == (0xFF0000, 0xFF00, 0xFF), "unknown masks"
    pixels = data[header_size + 12 * n_colors:]
    rgb = bytearray(width * height * 3)
    for y in range(height):
        row = pixels[y * bytes_per_line:y * bytes_per_line + width * step]
        out = memoryview(rgb)[y * width * 3:(y + 1) * width * 3]
        # LSB first: blue, green, red (, pad); MSB first: (pad,) red, green, blue.
        r, g, b = (2, 1, 0) if byte_order == 0 else (step - 3, step - 2, step - 1)
        out[0::3] = row[r::step]
        out[1::3] = row[g::step]
        out[2::3] = row[b::step]
    pixbuf = GdkPixbuf.Pixbuf.new_from_bytes(GLib.Bytes.new(bytes(rgb)),
                                             GdkPixbuf.Colorspace.RGB, False, 8, width,
                                             height, width * 3)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pixbuf.savev(path, "png", [], [])
    return width, height, rgb


def dark_share(shot, x, y, width, height):
    """The share of pixels darker than 25% grey in a rectangle of a screenshot."""
    shot_width, shot_height, rgb = shot
    dark = total = 0
    for row in range(max(y, 0), min(y + height, shot_height)):
        for col in range(max(x, 0), min(x + width, shot_width)):
            i = (row * shot_width + col) * 3
            luma = 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2]
            dark += luma < 64
            total += 1
    assert total > 0, "the rectangle is off the screen"
    return dark / total


def kingsburg_record(data_home, name, entries):
    """Writes a Kingsburg record of Ann (red), Brian (blue) and Cindy (green) holding
    @entries, with the option the new-game form writes (a player with no coloured die left
    passes by itself, KB-INF-11); returns its path."""
    path = os.path.join(data_home, name.lower().replace(" ", "-") + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": "tableside-record", "version": 2, "game": "kingsburg",
                   "name": name, "created": "2026-11-22T10:00:00Z", "status": "in-progress",
                   "options": {"pass-by-itself": True},
                   "players": [{"name": n, "color": c} for n, c in
                               [("Ann", "red"), ("Brian", "blue"), ("Cindy", "green")]],
                   "entries": entries}, f)
    return path


# Set in the app's environment, the window's toasts stay until the next one or their button
# (ts-window-toast.c): a test reads a toast at its own pace, not before a timeout of the app.
TOASTS_STAY = {"TABLESIDE_TEST_TOASTS_STAY": "1"}


def open_in_app(binary, path, data_home, more_env=None):
    """Starts @binary on the record @path for a user with the data folder @data_home (its
    preferences in data_home/config) and the variables @more_env (TOASTS_STAY); returns
    (process, app) once the window shows, the pointer on it (for the keyboard). The caller
    stops the process."""
    env = app_env(data_home)
    env["XDG_CONFIG_HOME"] = os.path.join(data_home, "config")
    env.update(more_env or {})
    process = subprocess.Popen([binary, path], env=env)
    try:
        app = poll("tableside on the accessibility bus", lambda: find_app(process.pid),
                   timeout=STARTUP_TIMEOUT)
        point_at(poll("the window", lambda: (frames(app) or [None])[0]))
    except BaseException:
        stop(process)
        raise
    return process, app


def label_text(root, predicate):
    """The text of the first showing label under @root for which @predicate(text) holds, or
    None."""
    node = find(root, lambda n: n.get_role() == Atspi.Role.LABEL and showing(n)
                and predicate(n.get_name()))
    return node.get_name() if node is not None else None


def in_toast(node):
    """@node is the title of a toast (its toast widget is named with its words)."""
    try:
        parent = node.get_parent()
        grandparent = parent.get_parent() if parent is not None else None
        return grandparent is not None and grandparent.get_role() == Atspi.Role.FILLER \
            and grandparent.get_name() == node.get_name()
    except GLib.Error:
        return False


def enter_until_refused(root, what, prefix, tries=3):
    """Presses Enter (not counted) where nothing is chosen yet and waits for the refusal that
    starts with @prefix. On a loaded machine the list the focus is on may be rebuilt as the
    key arrives, and the key lost: Enter again, up to @tries times (it records nothing
    either way; the caller checks the record)."""
    for attempt in range(tries):
        key(RETURN)
        try:
            return poll(what, lambda: refusal_text(root).startswith(prefix) or None,
                        timeout=TIMEOUT / tries)
        except AssertionError:
            if attempt == tries - 1:
                raise
    return None


def refusal_text(root):
    """The refusal a game's page shows in place of its status line (an alert), or ""."""
    node = find(root, lambda n: n.get_role() == Atspi.Role.ALERT and showing(n)
                and n.get_name())
    return node.get_name() if node is not None else ""


def artifacts_dir():
    """_build/tests/artifacts, where the ui tests keep their PNGs too."""
    return os.path.join(os.environ.get("G_TEST_BUILDDIR", "."), "artifacts")


ROUNDS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "data", "rounds")


def keys_round(name):
    """A round the laptop's keys play, from tests/data/rounds/@name: the game before it
    ("record") and the entries the keys must record ("round"). The browser test plays the
    same round on phones and must record the same entries (tests/browser/round.mjs)."""
    with open(os.path.join(ROUNDS_DIR, name), encoding="utf-8") as f:
        return json.load(f)


def assert_keys_round(path, name):
    """The record saved at @path holds the game and the round of tests/data/rounds/@name:
    the same players and options, and the round's entries after the game's, one by one."""
    with open(path, encoding="utf-8") as f:
        saved = json.load(f)
    expected = keys_round(name)
    game = expected["record"]
    assert [p["name"] for p in saved["players"]] == [p["name"] for p in game["players"]], \
        saved["players"]
    assert saved["options"] == game["options"], saved["options"]
    start = len(game["entries"])
    played = saved["entries"][start:start + len(expected["round"])]
    assert played == expected["round"], played


def record_entries(path):
    """The entries of the record saved at @path, or [] while it cannot be read (not written
    yet, or caught between two saves)."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)["entries"]
    except (ValueError, OSError):
        return []


def wait_for_entries(path, n):
    """Waits until the record at @path has at least @n entries and returns them. The page
    saves, rebuilds and moves the focus in the one handler of the input that made the entry
    (TsMatch saves, then says "changed"), so a key pressed after this reaches the page
    rebuilt."""
    return poll(f"{n} entries saved", lambda: (lambda e: e if len(e) >= n else None)(
        record_entries(path)))


def settled_entries(app, path, n):
    """Waits until the record at @path has @n entries and returns them once the app has
    finished handling the input that made them: asserts that it holds exactly @n then. (The
    app answers AT-SPI from its main loop, so a call answered after the n-th entry was saved
    comes after every save of that input.)"""
    wait_for_entries(path, n)
    focused(app)
    saved = record_entries(path)
    assert len(saved) == n, f"{len(saved)} entries, not {n}: {saved[n - 2:]}"
    return saved


def write_user_boards(data_home, items):
    """The user's Castles of Burgundy boards (@items: id -> board object) in the test's own
    data folder, as the board editor saves them (duchies.json of the component overrides)."""
    folder = os.path.join(data_home, "tableside", "games", "castles-of-burgundy")
    os.makedirs(folder)
    with open(os.path.join(folder, "duchies.json"), "w", encoding="utf-8") as f:
        json.dump({"format": "tableside-component-overrides", "version": 1,
                   "game": "castles-of-burgundy", "component": "duchies", "items": items}, f)


def record_path(data_home):
    """The one game saved in the test's data folder, or None before the first save."""
    records = glob.glob(os.path.join(data_home, "tableside", "games", "*.json"))
    assert len(records) <= 1, records
    return records[0] if records else None


def wait_for_focus(app, what, predicate):
    """Waits until the focused node satisfies @predicate; prints the focus when it never does."""
    def check():
        node = focused(app)
        return node if node is not None and predicate(node) else None
    try:
        return poll(what, check)
    except AssertionError:
        node = focused(app)
        print("focused:", node and (node.get_role_name(), node.get_name()))
        raise


def switch_checked(frame, title):
    """The switch in the row @title, once it is on."""
    def check():
        row = find(frame, lambda n: n.get_role() == Atspi.Role.LIST_ITEM and showing(n)
                   and n.get_name().replace("_", "").startswith(title))
        if row is None:
            return None
        return find(row, lambda n: n.get_role() == Atspi.Role.CHECK_BOX
                    and n.get_state_set().contains(Atspi.StateType.CHECKED))
    return poll(f"{title} on", check)


def first_frame(app):
    """The app's first showing window, or None while it has none (between the setup window
    closing and the game's window showing, on a slow machine)."""
    shown = frames(app)
    return shown[0] if shown else None


def start_new_game(app, game, data_home):
    """From the start page, a new game of @game (its row's name) with the players the setup
    proposes (Enter through the names starts it); the path of its record once saved, with the
    pointer on the game's window."""
    # The setup window is on the screen, the pointer on it (point_at()), its first name
    # focused as it was shown.
    open_setup(app, game)
    key(RETURN)
    key(RETURN)
    poll("the game started", lambda: frame_named(app, "New Game") is None or None)
    path = poll("the new game saved", lambda: record_path(data_home))
    point_at(poll("the game's window", lambda: first_frame(app)))
    return path


def stop_and_recenter(process):
    """stop() @process; then the pointer goes back to the middle of the screen, for the next
    test on the same X server."""
    stop(process)
    screen = Atspi.get_desktop(0).get_extents(Atspi.CoordType.SCREEN)
    Atspi.generate_mouse_event(screen.width // 2, screen.height // 2, "abs")


# Carcassonne's map (its name and the description that says where the cursor is), shared by
# the tests and benchmarks that place tiles by keyboard.
CARCASSONNE_CURSOR = re.compile(r"Cursor at \((−?\d+), (−?\d+)\): (.*)")


def carcassonne_map(app):
    return poll("the map", lambda: find(app, lambda n: n.get_name() == "Map" and showing(n)))


def carcassonne_cursor(app):
    """The map's cursor (x, y) and what it says about the cell, from its description."""
    match = CARCASSONNE_CURSOR.match(carcassonne_map(app).get_description() or "")
    assert match is not None, carcassonne_map(app).get_description()
    x, y = (int(v.replace("−", "-")) for v in match.group(1, 2))
    return x, y, match.group(3)


CARCASSONNE_NUMBERS = re.compile(r"(\d+) \((−?\d+), (−?\d+)\)")


def carcassonne_digits(what):
    """Where each number takes the map's cursor while a tile waits, from the end of its
    description (". Numbers: 1 (0, 1), 2 (3, −1)"): {(x, y): number}."""
    if ". Numbers: " not in what:
        return {}
    listed = what[what.index(". Numbers: "):]
    return {(int(x.replace("−", "-")), int(y.replace("−", "-"))): int(d)
            for d, x, y in CARCASSONNE_NUMBERS.findall(listed)}


def carcassonne_move_to(app, x, y, limit=200):
    """The spot's number when it has one (a player reads it on the map: one digit, or two
    past 9), else the arrow keys, one cell at a time, until the map's cursor is on (x, y)."""
    cx, cy, what = carcassonne_cursor(app)
    number = carcassonne_digits(what).get((x, y))
    if number is not None and (cx, cy) != (x, y):
        for digit in str(number):
            key(ord(digit))
        poll("the cursor on the number's spot",
             lambda: carcassonne_cursor(app)[:2] == (x, y) or None)
    for _ in range(limit):
        cx, cy, _what = carcassonne_cursor(app)
        if (cx, cy) == (x, y):
            return
        key(RIGHT if cx < x else LEFT if cx > x else DOWN if cy < y else UP)
        poll("the cursor moved", lambda: carcassonne_cursor(app)[:2] != (cx, cy) or None)
    raise AssertionError(f"the cursor never reached ({x}, {y}): {carcassonne_cursor(app)}")


def focused_named(app, name):
    """Waits until the object named @name has the focus."""
    return poll(f"{name} focused", lambda: (lambda f: f if f is not None
                                            and f.get_name() == name else None)(focused(app)))


class FocusLog:
    """What a screen reader hears of the focus: AT-SPI's focus events, in order, each as (role
    name, name, description) read when it came (a list row is recycled for another entry soon
    after). Make it before the app starts; wait_for() and pump() run the loop that delivers
    the events."""

    def __init__(self):
        self.events = []
        self._listener = Atspi.EventListener.new(self._on_event)
        self._listener.register("object:state-changed:focused")

    def _on_event(self, event):
        if not event.detail1:
            return
        try:
            node = event.source
            self.events.append((node.get_role_name(), node.get_name() or "",
                                node.get_description() or ""))
        except GLib.Error:
            pass  # gone already: nothing was read out

    def clear(self):
        self.events = []

    def pump(self, seconds):
        """Delivers the events that come in the next @seconds."""
        deadline = time.monotonic() + seconds
        context = GLib.MainContext.default()
        while time.monotonic() < deadline:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    def last(self):
        return self.events[-1] if self.events else None

    def wait_for(self, what, predicate, timeout=TIMEOUT):
        """Waits until the newest focus event satisfies @predicate(role, name, description)
        and returns it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump(0.1)
            if self.events and predicate(*self.events[-1]):
                return self.events[-1]
        raise AssertionError(f"timed out waiting for {what}; focus events: {self.events[-5:]}")

    def close(self):
        self._listener.deregister("object:state-changed:focused")


# Under a real window manager (issues 53 and 54): metacity on the test's own X server, and
# where it put a window.

def start_window_manager():
    """Starts metacity on this X server and waits until it manages the screen; the caller
    stops it."""
    wm = subprocess.Popen(["metacity", "--replace"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    poll("metacity managing the screen", lambda: "window id" in subprocess.run(
        ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True,
        text=True).stdout or None, timeout=30)
    return wm


def x_property(xid, name):
    """A window's CARDINAL property as a list of ints, or []."""
    out = subprocess.run(["xprop", "-id", xid, name], capture_output=True, text=True).stdout
    return [int(v) for v in re.findall(r"-?\d+", out.split("=", 1)[1])] if "=" in out else []


def window_rect(title):
    """The visible rectangle (x, y, width, height) of the X window named @title on the screen:
    its frame, without GTK's client-side shadow; None while there is none."""
    out = subprocess.run(["xwininfo", "-name", title], capture_output=True, text=True).stdout
    values = dict(re.findall(r"^\s*(Absolute upper-left [XY]|Width|Height|Window id):\s*(\S+)",
                             out, re.M))
    if "Width" not in values:
        return None
    xid = re.search(r"Window id: (0x[0-9a-f]+)", out).group(1)
    left, right, top, bottom = (x_property(xid, "_GTK_FRAME_EXTENTS") or [0, 0, 0, 0])
    return (int(values["Absolute upper-left X"]) + left, int(values["Absolute upper-left Y"]) + top,
            int(values["Width"]) - left - right, int(values["Height"]) - top - bottom)


def laid_out(frame, title):
    """Waits until the window @title is on the screen (a window manager places a window
    before it maps it) and GTK has laid it out at the size the X server gives it (AT-SPI
    says the window's allocation); returns its rectangle (window_rect())."""
    def check():
        if not x_mapped(title):
            return None
        rect = window_rect(title)
        try:
            box = frame.get_extents(Atspi.CoordType.WINDOW)
        except GLib.Error:
            return None
        return rect if rect is not None and (box.width, box.height) == rect[2:] else None
    return poll(f"the window {title!r} laid out on the screen", check)


def inside(rect, screen, what):
    """Asserts that @rect (x, y, width, height) lies inside a screen of @screen (width,
    height)."""
    x, y, width, height = rect
    assert x >= 0 and y >= 0 and x + width <= screen[0] and y + height <= screen[1], \
        f"{what} {rect} is not inside the {screen[0]}x{screen[1]} screen"


def screen_size():
    """The X screen's (width, height), from TS_SCREEN (tests/own-display.py)."""
    width, height = os.environ.get("TS_SCREEN", "1280x1024x24").split("x")[:2]
    return int(width), int(height)


# GTK's gtk-double-click-time and gtk-double-click-distance (their defaults), and a margin.
DOUBLE_CLICK_S = 0.4 + 0.2
DOUBLE_CLICK_PX = 5
_last_click = [None, 0.0]  # (x, y), time.monotonic() of the last click_at()


def click_at(x, y):
    """A click of button 1 at (@x, @y) on the screen, as a person's tap comes to an X app
    (Xvfb has no touchscreen). Two taps at one spot within the double-click time are a double
    tap, and GTK takes the second as the double click's (a list with single-click activation
    only selects its row): a tap at the spot of the last one waits that time out first, as a
    person's next deliberate tap does."""
    spot, when = _last_click
    if spot is not None and abs(spot[0] - x) <= DOUBLE_CLICK_PX \
            and abs(spot[1] - y) <= DOUBLE_CLICK_PX:
        time.sleep(max(0.0, when + DOUBLE_CLICK_S - time.monotonic()))
    Atspi.generate_mouse_event(x, y, "b1c")
    _last_click[:] = [(x, y), time.monotonic()]


def double_tap_at(x, y):
    """Two clicks of button 1 at (@x, @y) on the screen at once, a finger's double tap: in one
    request to the X server, so that no load can space them further apart than GTK's
    double-click time, as two clicks through AT-SPI could be."""
    x11_util.click_twice(x, y)
    _last_click[:] = [(x, y), time.monotonic()]


def tap(node, title):
    """A real click, as a finger's tap comes to an X app (Xvfb has no touchscreen): button 1
    pressed and released in the middle of @node, in the window named @title wherever the
    window manager put it (GTK 4 gives AT-SPI coordinates in the window only)."""
    origin = poll(f"the window {title!r} on the screen", lambda: window_rect(title))
    extents = node.get_extents(Atspi.CoordType.WINDOW)
    click_at(origin[0] + extents.x + extents.width // 2,
             origin[1] + extents.y + extents.height // 2)


def on_a_screen_of(size, script, argv, run):
    """The main of a test that needs a screen of @size ("360x720"): run again as @script BINARY
    SIZE under tests/own-display.py, on an X server and a D-Bus session of its own of that
    size, it calls @run(BINARY); returns the exit status."""
    binary = argv[1]
    if len(argv) > 2:
        return run(binary)
    env = dict(os.environ, TS_SCREEN=f"{size}x24")
    own_display = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "own-display.py")
    return subprocess.run([sys.executable, own_display, os.path.abspath(script), binary, size],
                          env=env).returncode
