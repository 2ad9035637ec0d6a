# SPDX-License-Identifier: GPL-3.0-or-later
"""Small helpers for the e2e tests: walk the AT-SPI tree, poll for nodes (accessible objects
appear lazily), and press buttons through their accessible actions, as assistive tools do."""
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = 30.0
# Starting the app and joining the accessibility bus can take far longer on a loaded machine
# under AddressSanitizer (build-aux/test --sanitize).
STARTUP_TIMEOUT = 90.0


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    for i in range(node.get_child_count()):
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


def poll(what, function, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = function()
        if result is not None:
            return result
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


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


def key(keysym):
    """Presses and releases a key (X keysym), as a keyboard user does."""
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    time.sleep(0.1)


TAB = 0xFF09
RETURN = 0xFF0D


def type_text(text):
    """Types digits and letters one key at a time."""
    for char in text:
        key(ord(char))


def focused(root):
    return find(root, lambda n: n.get_state_set().contains(Atspi.StateType.FOCUSED))


def tab_to(root, what, predicate, limit=30):
    """Presses Tab until the focused node matches @predicate (GTK 4.8 list rows have no
    accessible action: a keyboard user reaches them with Tab)."""
    for _ in range(limit):
        node = focused(root)
        if node is not None and predicate(node):
            return node
        key(TAB)
    raise AssertionError(f"Tab never reached {what}")


def button(root, name):
    """A showing push button whose accessible name is @name (mnemonics stripped)."""
    def named(node):
        # GTK 4.8 names a button with a mnemonic "_Open… Open…": its label twice.
        text = node.get_name().replace("_", "")
        return text == name or text == f"{name} {name}"

    return poll(f"the button {name!r}", lambda: find(
        root, lambda n: n.get_role() == Atspi.Role.PUSH_BUTTON and named(n) and showing(n)))
