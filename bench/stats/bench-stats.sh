#!/bin/sh
# Statistics benchmark (docs/benchmarks.md, "Statistics"): `tableside-cli stats` on folders of
# COUNTS saved games (default 1000 and 10000), without the saved-games index (every finished
# game read and replayed once) and with the index the run before wrote, RUNS times each.
# 64 distinct complete games of the four games (bench/record/ts-write-games) are written
# round-robin under as many names as a count asks for.
#   bench/stats/bench-stats.sh [BUILDDIR] [COUNTS] [RUNS]
set -eu
build=${1:-_build}
counts=${2:-"1000 10000"}
runs=${3:-5}
cli="$build/app/cli/tableside-cli"
write="$build/bench/record/ts-write-games"
[ -x "$cli" ] && [ -x "$write" ] || { echo "bench-stats: build $build first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$write" --count 64 "$work/distinct"
distinct=$(ls "$work/distinct")

seconds() { # runs "$@" and prints its wall-clock time in seconds
  start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N)
  awk "BEGIN { printf \"%.3f\\n\", $end - $start }"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%8s  %16s  %16s\n' "saved" "no index (s)" "with index (s)"
for count in $counts; do
  folder="$work/games-$count"
  mkdir -p "$folder"
  i=0
  while [ "$i" -lt "$count" ]; do
    for name in $distinct; do
      [ "$i" -lt "$count" ] || break
      cp "$work/distinct/$name" "$folder/$i-$name"
      i=$((i + 1))
    done
  done
  cold=""; warm=""
  r=0
  while [ "$r" -lt "$runs" ]; do
    rm -f "$folder/.saved-games-index.json"
    cold="$cold $(seconds "$cli" stats --json --people /nonexistent "$folder")"
    warm="$warm $(seconds "$cli" stats --json --people /nonexistent "$folder")"
    r=$((r + 1))
  done
  printf '%8s  %16s  %16s\n' "$count" \
    "$(echo $cold | tr ' ' '\n' | median)" "$(echo $warm | tr ' ' '\n' | median)"
done
