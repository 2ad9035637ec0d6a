#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for xdg-desktop-portal's OpenURI on the sandbox test's session bus (issue 55):
a Flatpak app opens help:tableside through this portal, which hands it to the host's help
viewer. This one writes each URI asked for to LOG, one a line, and answers as the portal does
(the request's Response, 0: done). It runs until killed.

    fake-portal.py LOG"""
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

XML = """<node>
  <interface name="org.freedesktop.portal.OpenURI">
    <method name="OpenURI">
      <arg type="s" name="parent_window" direction="in"/>
      <arg type="s" name="uri" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/>
      <arg type="o" name="handle" direction="out"/>
    </method>
    <property name="version" type="u" access="read"/>
  </interface>
</node>"""


def main(log):
    loop = GLib.MainLoop()
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]

    def method_call(connection, sender, path, interface, method, parameters, invocation):
        _parent, uri, options = parameters.unpack()
        token = options.get("handle_token", "t")
        handle = ("/org/freedesktop/portal/desktop/request/"
                  + sender[1:].replace(".", "_") + "/" + token)
        with open(log, "a", encoding="utf-8") as f:
            f.write(uri + "\n")
        invocation.return_value(GLib.Variant("(o)", (handle,)))
        connection.emit_signal(sender, handle, "org.freedesktop.portal.Request", "Response",
                               GLib.Variant("(ua{sv})", (0, {})))

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", 3)

    def acquired(connection, name):
        connection.register_object("/org/freedesktop/portal/desktop", info, method_call,
                                   get_property, None)

    def named(connection, name):
        print("fake portal: on the bus", flush=True)

    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop",
                     Gio.BusNameOwnerFlags.NONE, acquired, named, lambda *a: loop.quit())
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
