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
from atspi_util import stop, app_env, find, find_app, frame_named, poll  # noqa: E402

RUN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build-aux", "run")
EXPECTED = {
    "pt_BR": ("Partida de demonstração", "Tabuleiro de jogo"),
    "es": ("Partida de demostración", "Tablero central"),
}


def run_in(language, builddir):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    env = app_env(data_home)
    env["LANGUAGE"] = language
    env["BUILDDIR"] = builddir
    title, board = EXPECTED[language]
    process = subprocess.Popen([RUN], env=env, stdout=subprocess.DEVNULL)
    try:
        # build-aux/run builds (nothing to do here) and then execs the binary: same pid.
        app = poll("tableside on the accessibility bus", lambda: find_app(process.pid),
                   timeout=60)
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
