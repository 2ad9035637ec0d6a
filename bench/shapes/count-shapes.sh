#!/bin/sh
# The texts shaped (HarfBuzz) by Tableside, through ts-count-shapes (an LD_PRELOAD library):
#   bench/shapes/count-shapes.sh BUILDDIR view GAME [N]   during N (50) entries of GAME's
#       table page (ts-bench-view, one game): entries 2 to N + 1, the first one's (which
#       follows the page's first frames) left out
#   bench/shapes/count-shapes.sh BUILDDIR open [FILE]     until tableside's first frame (the
#       start page, or FILE's game), with empty data folders
# Prints the total, then the texts shaped most and those with the most characters shaped
# (TOPN of each, 12 unless set).
# Deterministic: the same build gives the same counts. Run under Xvfb (docs/benchmarks.md).
set -eu
build=$1; what=$2; shift 2
lib=$build/bench/shapes/libts-count-shapes.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$build/data
case "$what" in
  view)
    game=$1; n=${2:-50}
    for e in 1 $((n + 1)); do
      TS_COUNT_SHAPES_OUT=$tmp/$e.txt LD_PRELOAD=$lib \
        "$build/bench/view/ts-bench-view" --game "$game" --games 1 --entries "$e" \
        --floor-frames 0 >/dev/null
    done
    before=$tmp/1.txt; after=$tmp/$((n + 1)).txt ;;
  open)
    : >"$tmp/none.txt"
    XDG_DATA_HOME=$tmp XDG_CONFIG_HOME=$tmp TABLESIDE_QUIT_AFTER_FIRST_FRAME=1 \
      TS_COUNT_SHAPES_OUT=$tmp/open.txt LD_PRELOAD=$lib "$build/app/tableside" "$@" >/dev/null
    before=$tmp/none.txt; after=$tmp/open.txt ;;
  *) echo "usage: count-shapes.sh BUILDDIR view GAME [N] | open [FILE]" >&2; exit 2 ;;
esac
python3 - "$before" "$after" <<'PY'
import collections, sys
def load(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return collections.Counter(line.rstrip('\n') for line in f)
shaped = load(sys.argv[2]) - load(sys.argv[1])
print('texts shaped: %d (%d characters)' % (sum(shaped.values()),
      sum(len(t) * n for t, n in shaped.items())))
print('most often:')
for text, n in shaped.most_common(int(__import__("os").environ.get("TOPN","12"))):
    print('%6d  %r' % (n, text[:90]))
print('most characters:')
for text, n in sorted(shaped.items(), key=lambda item: -item[1] * len(item[0]))[:int(__import__("os").environ.get("TOPN","12"))]:
    print('%6d  %r' % (n, text[:90]))
PY
