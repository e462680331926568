#!/usr/bin/env python3
"""A small GTK 3 window offering files as `text/uri-list` when dragged with the mouse: a real
native drag source for the end-to-end tests (WebDriver cannot drop files of the system).

Usage: drag_source.py X Y PATH... -- shows the window at (X, Y), prints "ready" once it is mapped,
and runs until killed. xdotool then presses on it and releases over the app's window.
"""

import sys
from pathlib import Path

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402


def main() -> None:
    x, y = int(sys.argv[1]), int(sys.argv[2])
    uris = [Path(p).absolute().as_uri() for p in sys.argv[3:]]

    window = Gtk.Window(title="dubdeck-e2e-drag-source")
    window.set_default_size(160, 120)
    window.move(x, y)
    area = Gtk.EventBox()
    area.add(Gtk.Label(label="files to drop"))
    window.add(area)

    area.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
    area.drag_source_add_uri_targets()
    area.connect("drag-data-get", lambda _w, _c, data, _i, _t: data.set_uris(uris))
    window.connect("destroy", Gtk.main_quit)

    def ready(*_args):
        print("ready", flush=True)
        return False

    window.connect("map-event", lambda *_a: GLib.timeout_add(300, ready))
    window.show_all()
    Gtk.main()


if __name__ == "__main__":
    main()
