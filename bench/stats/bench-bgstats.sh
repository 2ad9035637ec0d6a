#!/bin/sh
# BG Stats benchmark (docs/benchmarks.md, "BG Stats import"): `tableside-cli stats
# --import-bgstats` of an export of PLAYS plays (default 5000, make-bgstats-export.py) into an
# empty data folder, the statistics with them (`stats --json`) and their export back
# (`--bgstats`), RUNS times each (medians, wall-clock seconds of the whole process).
#   bench/stats/bench-bgstats.sh [BUILDDIR] [PLAYS] [RUNS]
set -eu
build=${1:-_build}
plays=${2:-5000}
runs=${3:-5}
cli="$build/app/cli/tableside-cli"
[ -x "$cli" ] || { echo "bench-bgstats: build $build first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$(dirname "$0")/make-bgstats-export.py" "$plays" "$work/export.json"
mkdir "$work/games"

seconds() { # runs "$@" and prints its wall-clock time in seconds
  start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N)
  awk "BEGIN { printf \"%.3f\\n\", $end - $start }"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

import=""; stats=""; export=""
r=0
while [ "$r" -lt "$runs" ]; do
  rm -f "$work/imports.json" "$work/people.json"
  import="$import $(seconds "$cli" stats --import-bgstats "$work/export.json" \
    --imports "$work/imports.json" --people "$work/people.json" "$work/games")"
  stats="$stats $(seconds "$cli" stats --json --imports "$work/imports.json" \
    --people "$work/people.json" "$work/games")"
  export="$export $(seconds "$cli" stats --bgstats "$work/back.json" \
    --imports "$work/imports.json" --people "$work/people.json" "$work/games")"
  r=$((r + 1))
done
printf 'export of %s plays: %s bytes; imported plays file: %s bytes\n' "$plays" \
  "$(wc -c <"$work/export.json")" "$(wc -c <"$work/imports.json")"
printf '%-24s %s s\n' "import" "$(echo $import | tr ' ' '\n' | median)"
printf '%-24s %s s\n' "stats --json" "$(echo $stats | tr ' ' '\n' | median)"
printf '%-24s %s s\n' "export (--bgstats)" "$(echo $export | tr ' ' '\n' | median)"
