#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: `build-aux/run`, the README's way to start Tableside from the build tree, shows the
user's language: with LANGUAGE=pt_BR and then es, the demo game's window and main board have
their translated names over AT-SPI (translations compiled in the build tree). Run under
`xvfb-run -a dbus-run-session --` (see README)."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_util import (STARTUP_TIMEOUT, stop, app_env, find, find_app,  # noqa: E402
                        frame_named, poll)

RUN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build-aux", "run")
EXPECTED = {
    "pt_BR": ("Partida de demonstração", "Tabuleiro de jogo"),
    "es": ("Partida de demostración", "Tablero central"),
}


def exec_done(process, binary):
    """build-aux/run has become @binary (it execs it), or has failed."""
    assert process.poll() is None, f"build-aux/run exited with {process.returncode}"
    try:
        return os.path.realpath(f"/proc/{process.pid}/exe") == binary or None
    except OSError:
        return None


def run_in(language, builddir):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = app_env(data_home)
    env["LANGUAGE"] = language
    env["BUILDDIR"] = builddir
    title, board = EXPECTED[language]
    process = subprocess.Popen([RUN], env=env, stdout=subprocess.DEVNULL)
    binary = os.path.realpath(os.path.join(builddir, "app", "tableside"))
    try:
        # build-aux/run builds (nothing to do here, unless the tree changed since the suite's
        # build: then however long that takes) and then execs the binary: same pid.
        poll("build-aux/run starting tableside", lambda: exec_done(process, binary),
             timeout=1800)
        app = poll("tableside on the accessibility bus", lambda: find_app(process.pid),
                   timeout=STARTUP_TIMEOUT)
        poll(f"the window named {title!r}", lambda: frame_named(app, title))
        poll(f"the board named {board!r}", lambda: find(app, lambda n: n.get_name() == board))
        print(f"LANGUAGE={language}: {title!r}, {board!r}")
    finally:
        stop(process)


def main(binary):
    builddir = os.path.dirname(os.path.dirname(os.path.abspath(binary)))
    for language in EXPECTED:
        run_in(language, builddir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
