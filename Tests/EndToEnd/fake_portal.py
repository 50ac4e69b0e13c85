#!/usr/bin/python3
"""A stand-in for the desktop's settings portal on the session bus, for the end-to-end test of
"theme: follow the system": answers org.freedesktop.portal.Settings.Read for
org.freedesktop.appearance color-scheme, and on SIGUSR1 flips dark <-> light and emits
SettingChanged, as GNOME's portal does when the user switches style.

Usage: fake_portal.py dark|light   (Debian's python3-gi; runs until killed)
"""

import signal
import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
SCHEMES = {"dark": 1, "light": 2}
state = {"scheme": SCHEMES[sys.argv[1] if len(sys.argv) > 1 else "dark"], "connection": None}


def on_call(connection, sender, path, interface, method, parameters, invocation):
    namespace, key = parameters.unpack()
    if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
        return
    # Read returns the value wrapped in a variant twice, as the real portal does: the reply's one
    # field (a variant) holds a variant that holds the value. libadwaita unwraps both.
    value = GLib.Variant("v", GLib.Variant("v", GLib.Variant("u", state["scheme"])))
    invocation.return_value(GLib.Variant.new_tuple(value))


def on_bus(connection, name):
    state["connection"] = connection
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    connection.register_object(PATH, info, on_call, None, None)


def flip():
    state["scheme"] = 3 - state["scheme"]
    if state["connection"] is not None:
        state["connection"].emit_signal(
            None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
            GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme",
                                   GLib.Variant("u", state["scheme"]))))
    return GLib.SOURCE_CONTINUE


def ready(connection, name):
    print("portal ready", flush=True)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                 on_bus, ready, None)
loop = GLib.MainLoop()
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, flip)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, lambda: loop.quit() or GLib.SOURCE_REMOVE)
loop.run()
