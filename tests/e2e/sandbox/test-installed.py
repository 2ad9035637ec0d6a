#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e of the INSTALLED app in a sandbox shaped like Flatpak's (issue 43).

    test-installed.py STAGE     STAGE/app is Tableside installed with --prefix=/app
                                (tests/e2e/sandbox/run.sh makes it and runs this)

The app runs under bubblewrap as a Flatpak app runs: /app (STAGE/app) and /usr, /etc read-only;
no network (its own network namespace); a private /tmp and XDG_RUNTIME_DIR; a fresh home that
is read-only but for ~/.var/app/io.github.tableside.Tableside/, with XDG_DATA_HOME,
XDG_CONFIG_HOME and XDG_CACHE_HOME in it as Flatpak sets them; XDG_DATA_DIRS=/app/share:
/usr/share; a /.flatpak-info file, so that GLib and GTK behave as in a Flatpak (GSettings' keyfile
backend in ~/.var/app/ID/config); and nothing of the build tree (no GSETTINGS_SCHEMA_DIR, no
TABLESIDE_LOCALEDIR, no G_TEST_*: the environment is cleared). The X server's socket, the D-Bus
session bus and the accessibility bus are bound in (Flatpak proxies the last two), so that this
script, outside, drives the app over AT-SPI.

The checks, in two runs of the app and one probe (probe.py) inside the sandbox:
- probe: the schema from /app/share/glib-2.0/schemas, the keyfile backend, the icon from
  /app/share/icons at every size, the desktop file's Icon=, the installed translations;
- English: the start page; a game of The Castles of Burgundy set up with the players of the
  preferences (read from ~/.var/app/ID/config), four entries typed and saved in
  ~/.var/app/ID/data/tableside/games; Ctrl+Q;
- Portuguese (LANGUAGE=pt): the start page in Portuguese, the game reopened from Saved Games
  with its entries, the statistics page showing its players, and the help (the keyboard
  shortcuts window, the help the app ships) found and in Portuguese; Ctrl+Q;
- neither run wrote a warning (a read-only file system, a denied permission, a missing
  schema or icon, a critical). The English run has a read-only home (but ~/.var/app/ID): a
  write elsewhere fails there, as in a Flatpak; the Portuguese run a writable one, and
  afterwards nothing may be in it outside ~/.var/app/ID (a write the app kept quiet about);
- the user guide: installed in /app/share/help/LANG/tableside for English and every language
  (probe), and F1 on the statistics asks the OpenURI portal (a stand-in, fake-portal.py) for
  help:tableside/statistics."""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.request
import time

HERE = os.path.dirname(os.path.abspath(__file__))
F1 = 0xFFBE
SOURCE_ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
APP_ID = "io.github.tableside.Tableside"
SCREEN = "1280x1024x24"
# Where the sandbox sees this folder (probe.py) and the buses, as Flatpak names them.
TEST_DIR = "/run/tableside-test"
A11Y_BUS = "/run/flatpak/at-spi-bus"
# What a Flatpak app's stderr must never say here.
BAD_WORDS = ("Read-only file system", "Permission denied", "No such schema",
             "is not installed", "-WARNING", "CRITICAL", "Failed to", "failed to",
             "not found")


class Session:
    """An X server and a D-Bus session bus on a socket path (an abstract socket would not
    cross the sandbox's network namespace), for this test alone."""

    def __init__(self, runtime):
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp",
             "-noreset"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as pipe:
            number = pipe.readline().decode().strip()
        if not number:
            raise SystemExit("sandbox test: Xvfb did not start")
        self.display = number
        # The buses' activated services (the accessibility bus and its registry, which
        # synthesizes the keys) take the daemon's environment: this display, this runtime dir.
        os.environ["DISPLAY"] = ":" + number
        os.environ["XDG_RUNTIME_DIR"] = runtime
        for name in ("AT_SPI_BUS_ADDRESS", "XAUTHORITY", "WAYLAND_DISPLAY",
                     "DBUS_SESSION_BUS_ADDRESS"):
            os.environ.pop(name, None)
        read_end, write_end = os.pipe()
        self.bus_socket = os.path.join(runtime, "bus")
        # The buses' own chatter (fd limits, activations) goes to a file, shown on failure.
        self.bus_log = open(os.path.join(runtime, "..", "buses.log"), "w+", encoding="utf-8")
        self.dbus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", f"--address=unix:path={self.bus_socket}",
             f"--print-address={write_end}"], pass_fds=(write_end,), stdout=self.bus_log,
            stderr=self.bus_log)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as pipe:
            address = pipe.readline().decode().strip()
        if not address:
            raise SystemExit("sandbox test: dbus-daemon did not start")
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = address

    def close(self):
        for process in (self.dbus, self.xvfb):
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        self.bus_log.close()


def a11y_bus_socket():
    """The accessibility bus's socket path (started by D-Bus activation on first ask)."""
    from gi.repository import Gio, GLib
    bus = Gio.bus_get_sync(Gio.BusType.SESSION)
    reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                          None, GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 30000)
    address = reply.unpack()[0]
    for part in address.split(";")[0].split(":", 1)[1].split(","):
        if part.startswith("path="):
            return part[len("path="):]
    raise SystemExit(f"sandbox test: the accessibility bus is not on a socket path: {address}")


class Sandbox:
    def __init__(self, stage, home, session, a11y_socket, info):
        self.stage, self.home, self.session = stage, home, session
        self.a11y_socket, self.info = a11y_socket, info
        self.var = os.path.join(home, ".var", "app", APP_ID)

    def argv(self, command, language=None, home_writable=False, network=False):
        uid = os.getuid()
        runtime = f"/run/user/{uid}"
        x11 = f"/tmp/.X11-unix/X{self.session.display}"
        # --share=network (the manifest's, for the phones at the table): the host's network.
        args = ["bwrap", "--unshare-pid"] + ([] if network else ["--unshare-net"]) + [
                "--unshare-uts", "--unshare-ipc",
                "--unshare-cgroup-try", "--die-with-parent", "--new-session",
                "--ro-bind", "/usr", "/usr",
                # A runtime ships no apps: no desktop file of the host's (its help viewer)
                # opens a URI in the app's place; the OpenURI portal does.
                "--tmpfs", "/usr/share/applications",
                "--ro-bind", "/etc", "/etc",
                "--ro-bind", os.path.join(self.stage, "app"), "/app",
                "--ro-bind", self.info, "/.flatpak-info",
                "--proc", "/proc", "--dev", "/dev",
                "--tmpfs", "/tmp", "--tmpfs", "/var", "--tmpfs", "/run",
                "--ro-bind", x11, x11,
                "--dir", runtime,
                "--ro-bind", self.session.bus_socket, f"{runtime}/bus",
                "--ro-bind", self.a11y_socket, A11Y_BUS,
                "--ro-bind", HERE, TEST_DIR,
                # The home: read-only, but for the app's own folder (or writable, to see
                # afterwards that nothing was written outside that folder).
                "--bind" if home_writable else "--ro-bind", self.home, self.home,
                "--bind", self.var, self.var]
        # Merged /usr (Debian 12): /bin, /lib... are links into it, as in the runtime.
        for name in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
            target = os.path.join("/", name)
            if os.path.islink(target):
                args += ["--symlink", os.readlink(target), target]
        # Fontconfig's cache, as Flatpak shares the host's (else every start scans the fonts).
        if os.path.isdir("/var/cache/fontconfig"):
            args += ["--ro-bind", "/var/cache/fontconfig", "/var/cache/fontconfig"]
        args += ["--remount-ro", "/", "--clearenv"]
        env = {
            "HOME": self.home,
            "PATH": "/app/bin:/usr/bin",
            "LANG": "C.UTF-8",
            "DISPLAY": ":" + self.session.display,
            "DBUS_SESSION_BUS_ADDRESS": f"unix:path={runtime}/bus",
            "AT_SPI_BUS_ADDRESS": f"unix:path={A11Y_BUS}",
            "XDG_RUNTIME_DIR": runtime,
            "XDG_DATA_HOME": os.path.join(self.var, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.var, "config"),
            "XDG_CACHE_HOME": os.path.join(self.var, "cache"),
            "XDG_DATA_DIRS": "/app/share:/usr/share",
            "XDG_CONFIG_DIRS": "/app/etc/xdg:/etc/xdg",
            "FLATPAK_ID": APP_ID,
            # As the other e2e tests run GTK under Xvfb (no GL there).
            "GSK_RENDERER": "cairo",
            "GDK_DEBUG": "default-settings",
        }
        if language:
            env["LANGUAGE"] = language
        for name, value in env.items():
            args += ["--setenv", name, value]
        return args + ["--"] + command

    def start(self, command, language=None, log=None, home_writable=False):
        return subprocess.Popen(self.argv(command, language, home_writable), stdout=log,
                                stderr=log)


def descendant(pid, ancestor):
    """Whether process @pid is @ancestor or below it (the app runs under bwrap's own init)."""
    while pid > 1:
        if pid == ancestor:
            return True
        try:
            with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
                pid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            return False
    return False


def serve_check(sandbox, var):
    """Phones at the table: the installed tableside-cli serves a saved game from inside the
    sandbox to a client outside it on loopback, the page and a seat's state (docs/seats.md)."""
    record = os.path.join(var, "cache", "serve.json")
    shutil.copy(os.path.join(SOURCE_ROOT, "tests", "data", "corpus",
                             "kingsburg-2p-complete.json"), record)
    serve = subprocess.Popen(sandbox.argv(["/app/bin/tableside-cli", "serve", record,
                                           "--address", "127.0.0.1", "--port", "0"],
                                          network=True),
                             stdout=subprocess.PIPE, text=True)
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        found = None
        for line in serve.stdout:
            found = re.search(r"(http://127\.0\.0\.1:\d+)/#t=([0-9a-f]{32})", line)
            if found:
                break
        assert found, "tableside-cli serve printed no seat's link"
        base, token = found.group(1), found.group(2)
        page = opener.open(base + "/", timeout=60).read().decode()
        assert "<html" in page, page[:200]
        request = urllib.request.Request(base + "/api/state",
                                         headers={"Authorization": "Bearer " + token})
        state = json.load(opener.open(request, timeout=60))
        assert state["game"]["id"] == "kingsburg" and state["seat"] == 0, state
        print(f"tableside-cli serve in the sandbox: {base}/ and Ana's state, "
              f"{state['revision']} entries")
    finally:
        serve.terminate()
        serve.wait()
        os.remove(record)


def main(stage):
    stage = os.path.abspath(stage)
    binary = os.path.join(stage, "app", "bin", "tableside")
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"sandbox test: {binary} is not installed")
    if shutil.which("bwrap") is None:
        raise SystemExit("sandbox test: bwrap is not installed (apt-get install bubblewrap)")
    with open(os.path.join(SOURCE_ROOT, "po", "LINGUAS"), encoding="utf-8") as f:
        languages = [w for line in f for w in line.split("#")[0].split()]

    scratch = tempfile.mkdtemp(prefix="tableside-sandbox-")
    runtime = os.path.join(scratch, "runtime")
    home = os.path.join(scratch, "home")
    os.makedirs(runtime, mode=0o700)
    var = os.path.join(home, ".var", "app", APP_ID)
    for sub in ("data", "config", "cache"):
        os.makedirs(os.path.join(var, sub))
    # The players a user set in the preferences: read from ~/.var/app/ID/config by the keyfile
    # backend (a Flatpak app's GSettings), proposed by New Game.
    settings_dir = os.path.join(var, "config", "glib-2.0", "settings")
    os.makedirs(settings_dir)
    with open(os.path.join(settings_dir, "keyfile"), "w", encoding="utf-8") as f:
        f.write("[io/github/tableside/Tableside]\ndefault-player-names=['Ana', 'Bruno']\n")
    info = os.path.join(scratch, "flatpak-info")
    with open(info, "w", encoding="utf-8") as f:
        f.write(f"[Application]\nname={APP_ID}\nruntime=runtime/org.gnome.Platform/x86_64/"
                "stable\n\n[Instance]\ninstance-id=0\n")
    log_path = os.path.join(scratch, "app.log")
    log = open(log_path, "w+", encoding="utf-8")
    home_before = sorted(os.listdir(home))

    session = Session(runtime)
    started = time.monotonic()
    # The OpenURI portal the app's F1 goes through in a Flatpak (fake-portal.py).
    help_log = os.path.join(scratch, "help-uris.log")
    portal = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "fake-portal.py"),
                               help_log], stdout=subprocess.PIPE, text=True)
    try:
        assert portal.stdout.readline().startswith("fake portal: on the bus"), \
            "the fake OpenURI portal did not start"

        sandbox = Sandbox(stage, home, session, a11y_bus_socket(), info)
        probe = sandbox.start(["/usr/bin/python3", f"{TEST_DIR}/probe.py"] + languages,
                              log=subprocess.PIPE)
        out, _ = probe.communicate(timeout=60)
        print(out.decode(errors="replace"), end="")
        assert probe.returncode == 0, "the probe inside the sandbox failed (above)"

        sys.path.insert(0, os.path.dirname(HERE))
        import atspi_util  # noqa: E402  (after the session's variables are set)
        from atspi_util import CONTROL, RETURN, SHIFT, Atspi  # noqa: E402

        def wait_for_app(process):
            def check():
                if process.poll() is not None:
                    raise AssertionError(f"tableside exited with {process.returncode}")
                desktop = Atspi.get_desktop(0)
                for i in range(desktop.get_child_count()):
                    app = desktop.get_child_at_index(i)
                    if app is not None and descendant(app.get_process_id(), process.pid):
                        return app
                return None
            return atspi_util.poll("tableside (in the sandbox) on the accessibility bus",
                                   check, timeout=atspi_util.STARTUP_TIMEOUT)

        def quit_app(process, app):
            atspi_util.point_at(atspi_util.poll("a window", lambda: atspi_util.first_frame(app)))
            atspi_util.chord(CONTROL, ord("q"))
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                raise AssertionError("Ctrl+Q did not quit the app") from None
            assert process.returncode == 0, f"the app exited with {process.returncode}"

        games = os.path.join(var, "data", "tableside", "games")

        # English: the start page, a game set up and four entries saved.
        process = sandbox.start(["tableside"], log=log)
        try:
            app = wait_for_app(process)
            window = atspi_util.poll("the start page", lambda: atspi_util.frame_named(
                app, "Tableside"))
            atspi_util.poll("the start page's content", lambda: atspi_util.find(
                app, lambda n: n.get_name() == "Start page"))
            atspi_util.point_at(window)
            print("the start page shows")
            path = atspi_util.start_new_game(app, "The Castles of Burgundy",
                                             os.path.join(var, "data"))
            with open(path, encoding="utf-8") as f:
                players = [p["name"] for p in json.load(f)["players"]]
            assert players == ["Ana", "Bruno"], players
            assert os.path.dirname(path) == games, path
            for n, (what, prefix, text) in enumerate((
                    ("Ana's goods", "Goods tile ", "235"),
                    ("Bruno's goods", "Goods tile ", "146"),
                    ("the depots", "Goods for round ", "12345"),
                    ("the dice", "Ana, first die", "34564"))):
                atspi_util.wait_for_entries(path, n)
                atspi_util.poll(f"the form of {what} focused", lambda: (
                    lambda node: node if node is not None
                    and node.get_name().startswith(prefix) else None)(atspi_util.focused(app)))
                atspi_util.type_text(text)
                atspi_util.key(RETURN)
            entries = atspi_util.wait_for_entries(path, 4)
            assert [e["type"] for e in entries] == ["starting-goods", "starting-goods",
                                                    "fill-depots", "roll"], entries
            print(f"a game with Ana and Bruno, 4 entries saved in {os.path.relpath(path, home)}")
            quit_app(process, app)
        finally:
            atspi_util.stop(process)

        # Portuguese: reopened from Saved Games, the statistics, the help.
        # The home is writable this time: a write outside ~/.var/app/ID that would fail (or
        # be lost) in a Flatpak, and that the app would keep quiet about, is seen afterwards.
        process = sandbox.start(["tableside"], language="pt", log=log, home_writable=True)
        try:
            app = wait_for_app(process)
            atspi_util.poll("the start page in Portuguese", lambda: atspi_util.find(
                app, lambda n: n.get_name() == "Página inicial"))
            atspi_util.point_at(atspi_util.first_frame(app))
            atspi_util.poll("Saved Games in Portuguese", lambda: atspi_util.find(
                app, lambda n: n.get_name() == "Partidas guardadas"))
            with open(path, encoding="utf-8") as f:
                name = json.load(f)["name"]
            # Its row in Saved Games (not the one under Resume, above it).
            atspi_util.tab_to(app, f"the saved game's row ({name}) in Partidas guardadas",
                              lambda n: n.get_role() == Atspi.Role.LIST_ITEM
                              and n.get_name() == name
                              and n.get_parent().get_name() == "Partidas guardadas", limit=40)
            atspi_util.key(RETURN)
            atspi_util.poll("the game reopened", lambda: atspi_util.find(
                app, lambda n: n.get_role() == Atspi.Role.FRAME and n.get_name() == name
                and atspi_util.showing(n)))
            atspi_util.poll("its turn's choices focused, after the dice", lambda: (
                lambda node: node if node is not None
                and node.get_role() == Atspi.Role.LIST_ITEM else None)(atspi_util.focused(app)))
            print(f"reopened from Partidas guardadas: {name!r}")
            atspi_util.point_at(atspi_util.first_frame(app))
            atspi_util.chord(atspi_util.ALT, atspi_util.LEFT)
            atspi_util.poll("back on the start page", lambda: atspi_util.frame_named(
                app, "Tableside"))
            atspi_util.chord(CONTROL, ord("g"))
            # The game's row and its players', each with the one game in progress.
            for row, summary in (("The Castles of Burgundy", "0 terminadas · 1 em curso"),
                                 ("Ana", "0 partidas · 0 ganhas (0%) · 1 em curso"),
                                 ("Bruno", "0 partidas · 0 ganhas (0%) · 1 em curso")):
                atspi_util.poll(f"{row}'s row in the statistics: {summary}", lambda: next(
                    (item for item in atspi_util.walk(app)
                     if item.get_role() == Atspi.Role.LIST_ITEM and item.get_name() == row
                     and atspi_util.label_text(item, lambda text: text == summary)), None))
            print("the statistics (Estatísticas): the game and Ana and Bruno, 1 em curso")
            atspi_util.chord(CONTROL | SHIFT, ord("?"))
            atspi_util.poll("the help (keyboard shortcuts) in Portuguese",
                            lambda: atspi_util.frame_named(app, "Atalhos de teclado"))
            print("the help shows: Atalhos de teclado")
            atspi_util.key(atspi_util.ESCAPE)
            atspi_util.poll("the help closed", lambda: atspi_util.frame_named(
                app, "Atalhos de teclado") is None or None)
            # F1 on the statistics: the user guide's page of them, through the portal.
            atspi_util.point_at(atspi_util.first_frame(app))
            atspi_util.key(F1)
            uri = atspi_util.poll("the user guide asked of the portal", lambda: (
                open(help_log, encoding="utf-8").read().split() or None)
                if os.path.exists(help_log) else None)[-1]
            assert uri == "help:tableside/statistics", uri
            print(f"F1 asks the portal for {uri}")
            quit_app(process, app)
        finally:
            atspi_util.stop(process)

        serve_check(sandbox, var)

        # Nothing was written in the home outside the app's own folder.
        outside = [os.path.relpath(os.path.join(root, name), home)
                   for root, dirs, files in os.walk(home)
                   for name in files + dirs
                   if not os.path.join(root, name).startswith(var)
                   and not var.startswith(os.path.join(root, name) + os.sep)]
        assert sorted(os.listdir(home)) == home_before and not outside, \
            f"written in the home outside ~/.var/app/{APP_ID}: {outside}"
        written = sorted(os.path.relpath(p, var) for p in glob.glob(
            os.path.join(var, "**"), recursive=True) if os.path.isfile(p))
        print("written in ~/.var/app/" + APP_ID + ":", ", ".join(written))
        log.seek(0)
        warnings = [line.rstrip() for line in log if any(w in line for w in BAD_WORDS)]
        assert not warnings, "the app said:\n" + "\n".join(warnings)
    except BaseException:
        log.seek(0)
        print("--- the app's output ---\n" + log.read() + "---")
        session.bus_log.seek(0)
        print("--- the buses' output ---\n" + session.bus_log.read() + "---")
        raise
    finally:
        portal.kill()
        portal.wait()
        session.close()
        log.close()
        print(f"sandbox test: {time.monotonic() - started:.1f} s")
        if os.environ.get("SANDBOX_KEEP") != "1":
            shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
