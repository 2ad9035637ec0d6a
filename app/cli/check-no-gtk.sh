#!/bin/sh
# Fails when the binary $1 needs GTK or libadwaita at run time, or carries their symbols.
set -eu
bin=$1
stamp=$2
if LC_ALL=C readelf -d "$bin" | grep -E 'NEEDED.*(libgtk|libadwaita|libgdk)' >&2; then
  echo "error: $bin must not link GTK or libadwaita" >&2
  exit 1
fi
if LC_ALL=C nm -u "$bin" 2>/dev/null | grep -E ' (gtk|adw|gdk)_' >&2; then
  echo "error: $bin refers to GTK/libadwaita symbols" >&2
  exit 1
fi
echo ok > "$stamp"
