#!/bin/sh
# The installed app's e2e test in a Flatpak-shaped sandbox (issue 43; docs/packaging.md).
#   tests/e2e/sandbox/run.sh BUILDDIR
# BUILDDIR must be configured with --prefix=/app (build-aux/test's _build is). Installs it
# into BUILDDIR/sandbox-stage (meson install --destdir, without rebuilding), compiles the
# GSettings schemas and the icon cache there as flatpak-builder's install does (meson's
# post-install step skips them under DESTDIR), then runs test-installed.py on it: bwrap,
# Xvfb and a D-Bus session of its own.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 BUILDDIR" >&2; exit 2; }
builddir=$(cd "$1" && pwd)

prefix=$(/usr/bin/python3 -c 'import json, sys
print(next(o["value"] for o in json.load(open(sys.argv[1])) if o["name"] == "prefix"))' \
  "$builddir/meson-info/intro-buildoptions.json")
if [ "$prefix" != /app ]; then
  echo "sandbox test: $builddir is configured with --prefix=$prefix, not /app" >&2
  echo "  (meson configure $builddir --prefix=/app)" >&2
  exit 1
fi

stage="$builddir/sandbox-stage"
rm -rf "$stage"
meson install -C "$builddir" --destdir "$stage" --no-rebuild --quiet
glib-compile-schemas --strict "$stage/app/share/glib-2.0/schemas"
gtk-update-icon-cache -q -t -f "$stage/app/share/icons/hicolor"
exec /usr/bin/python3 "$here/test-installed.py" "$stage"
