#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs one test on an X server and a D-Bus session of its own, so that the ui and e2e tests
can run side by side: each app gets its own keyboard, pointer and accessibility bus, and
nothing one test presses reaches another test's window. Each test also gets a TMPDIR of its
own, removed afterwards: the data folders the tests make there (tempfile.mkdtemp) do not
collect in /tmp. (Screenshots and other files kept for a reader go to the build's
artifacts folder, not there.)

    own-display.py TEST.py ARGS...     a Python test (run with this Python)
    own-display.py PROGRAM ARGS...     a test program

Xvfb picks a free display number itself (-displayfd), so two tests starting at the same time
never race for one. The accessibility bus and its registry are started by D-Bus activation
inside dbus-run-session, with this DISPLAY, so AT-SPI's synthesized keys go to this server."""
import os
import shutil
import subprocess
import sys
import tempfile

# TS_SCREEN: a larger screen for a test that needs one (the table's display at 1920x1080).
SCREEN = os.environ.get("TS_SCREEN", "1280x1024x24")


def start_xvfb():
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp",
         "-noreset"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    with os.fdopen(read_end, "rb") as pipe:
        while not number.endswith(b"\n"):
            chunk = pipe.read(1)
            if not chunk:
                break
            number += chunk
    if not number.strip():
        server.kill()
        raise SystemExit("own-display: Xvfb did not start (is the xvfb package installed?)")
    return server, ":" + number.decode().strip()


def main(argv):
    if len(argv) < 2:
        raise SystemExit("usage: own-display.py TEST.py|PROGRAM ARGS...")
    for program in ("Xvfb", "dbus-run-session"):
        if shutil.which(program) is None:
            raise SystemExit(f"own-display: {program} is not installed")
    server, display = start_xvfb()
    tmpdir = tempfile.mkdtemp(prefix="tableside-test-")
    env = dict(os.environ)
    env["TMPDIR"] = tmpdir
    env["DISPLAY"] = display
    # The session of the suite's runner must not leak in: a fresh bus, a fresh a11y bus.
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    env.pop("XAUTHORITY", None)
    try:
        command = argv[1:]
        if command[0].endswith(".py"):
            command.insert(0, sys.executable)
        test = subprocess.run(["dbus-run-session", "--"] + command, env=env)
        return test.returncode
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(tmpdir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
