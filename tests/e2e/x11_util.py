# SPDX-License-Identifier: GPL-3.0-or-later
"""The e2e tests' own connection to the X server, for what AT-SPI does not do: the bell heard
(a page rings it when it refuses a key), and keys and clicks sent in one request. Xlib through ctypes:
Debian's python3-gi has no Xlib bindings. atspi_util wraps these for the tests."""
import ctypes

_x11 = None
_xtst = None
_display = None
_xkb_event = None
_bells = 0

# XkbUseCoreKbd, XkbBellNotifyMask, and XkbBellNotify's place among XKB's events.
_CORE_KBD = 0x100
_BELL_MASK = 1 << 8
_BELL_NOTIFY = 8


class _XkbAnyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("time", ctypes.c_ulong),
                ("xkb_type", ctypes.c_int), ("device", ctypes.c_uint)]


def display():
    """The connection (opened on first use, on $DISPLAY), listening to the bell."""
    global _x11, _xtst, _display, _xkb_event
    if _display is None:
        _x11 = ctypes.CDLL("libX11.so.6")
        _x11.XOpenDisplay.restype = ctypes.c_void_p
        _x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        _x11.XkbQueryExtension.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_int)] * 5
        _x11.XkbSelectEvents.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_ulong,
                                         ctypes.c_ulong]
        _x11.XPending.argtypes = [ctypes.c_void_p]
        _x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        _x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        _x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        _x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        _xtst = ctypes.CDLL("libXtst.so.6")
        _xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                            ctypes.c_ulong]
        _xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                               ctypes.c_ulong]
        _xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                               ctypes.c_int, ctypes.c_ulong]
        connection = _x11.XOpenDisplay(None)
        assert connection, "no X display"
        opcode, event, error = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        major, minor = ctypes.c_int(1), ctypes.c_int(0)
        assert _x11.XkbQueryExtension(connection, opcode, event, error, major, minor), "no XKB"
        _x11.XkbSelectEvents(connection, _CORE_KBD, _BELL_MASK, _BELL_MASK)
        _x11.XSync(connection, 0)
        _display, _xkb_event = connection, event.value
    return _display


def bells():
    """How often the bell has rung since the connection was opened."""
    global _bells
    connection = display()
    event = ctypes.create_string_buffer(192)  # an XEvent
    while _x11.XPending(connection):
        _x11.XNextEvent(connection, event)
        header = _XkbAnyEvent.from_buffer(event)
        if header.type == _xkb_event and header.xkb_type == _BELL_NOTIFY:
            _bells += 1
    return _bells


def press_twice(keysym, modifier_keysyms):
    """@keysym pressed and released twice, the modifier keys held around both, in one
    request (XTest), once the X server has taken it (XSync)."""
    connection = display()
    held = [_x11.XKeysymToKeycode(connection, sym) for sym in modifier_keysyms]
    code = _x11.XKeysymToKeycode(connection, keysym)
    assert code and all(held), f"no keycode for {keysym:#x} or its modifiers"
    for mod in held:
        _xtst.XTestFakeKeyEvent(connection, mod, 1, 0)
    for _ in range(2):
        _xtst.XTestFakeKeyEvent(connection, code, 1, 0)
        _xtst.XTestFakeKeyEvent(connection, code, 0, 0)
    for mod in reversed(held):
        _xtst.XTestFakeKeyEvent(connection, mod, 0, 0)
    _x11.XSync(connection, 0)


def click_twice(x, y):
    """Button 1 pressed and released twice at (@x, @y) on the screen, in one request (XTest),
    once the X server has taken it (XSync)."""
    connection = display()
    _xtst.XTestFakeMotionEvent(connection, -1, x, y, 0)
    for _ in range(2):
        _xtst.XTestFakeButtonEvent(connection, 1, 1, 0)
        _xtst.XTestFakeButtonEvent(connection, 1, 0, 0)
    _x11.XSync(connection, 0)
