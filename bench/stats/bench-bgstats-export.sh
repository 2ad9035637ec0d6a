#!/bin/sh
# BG Stats export benchmark (docs/benchmarks.md, "BG Stats export of saved games", issue 56):
# `tableside-cli stats --bgstats` of a folder of COUNT saved games whose index is written
# already (a cold process each run), for one or more builds side by side: the runs alternate
# between the builds, RUNS each, and the medians are printed. Each build has its own folder
# (the same files, hard links: builds of different index versions would rewrite each other's
# index) and writes its index there once before the runs. The exports of the builds are
# compared too, their export dates aside: they must be the same text. Medians of the wall-clock
# time and of the CPU time (user and system, /usr/bin/time), which a loaded machine changes less.
# The games: 64 complete random games of the four games (bench/record/ts-write-games of the
# first build) and the frozen corpus's complete records (tests/data/corpus: Traders &
# Builders, the team game, records kept under earlier readings), round-robin under as many
# names as COUNT asks for.
# With MAX_LOAD set (say 2.5), each round of runs waits until the 1-minute load average is
# under it (a machine others build on).
#   [MAX_LOAD=L] bench/stats/bench-bgstats-export.sh COUNT RUNS BUILDDIR...
# e.g. bench/stats/bench-bgstats-export.sh 10000 5 /tmp/before/_build-bench _build-bench-bg
set -eu
[ "$#" -ge 3 ] || { echo "usage: $0 COUNT RUNS BUILDDIR..." >&2; exit 2; }
count=$1
runs=$2
shift 2
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
for build in "$@"; do
  [ -x "$build/app/cli/tableside-cli" ] || { echo "bench-bgstats-export: build $build first" >&2; exit 2; }
done
write="$1/bench/record/ts-write-games"
[ -x "$write" ] || { echo "bench-bgstats-export: build $write first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$write" --count 64 "$work/distinct"
for record in "$source_dir"/tests/data/corpus/*complete*.json \
  "$source_dir"/tests/data/corpus/burgundy-old/*.json; do
  case "$record" in *.expected.json) continue ;; esac
  cp "$record" "$work/distinct/corpus-$(basename "$record")"
done

seconds() { # runs "$@" and prints its wall-clock time and its CPU time (user + system), s
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null
  awk '{ printf "%.3f %.2f\n", $1, $2 + $3 }' "$work/time"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# The export's text with its date of export replaced (in "exportDate", and as every game's,
# player's and place's "modificationDate", their last member), for comparing two exports.
undated() {
  stamp=$(sed -n 's/.*"exportDate":"\([^"]*\)".*/\1/p' "$1")
  sed -e "s/\"modificationDate\":\"$stamp\"}/\"modificationDate\":\"DATE\"}/g" \
    -e "s/\"exportDate\":\"$stamp\"/\"exportDate\":\"DATE\"/" "$1"
}

# The first build's folder: real copies; the others: hard links to them.
folder="$work/games-1"
mkdir "$folder"
i=0
while [ "$i" -lt "$count" ]; do
  for name in $(ls "$work/distinct"); do
    [ "$i" -lt "$count" ] || break
    cp "$work/distinct/$name" "$folder/$i-$name"
    i=$((i + 1))
  done
done
n=1
for build in "$@"; do
  [ "$n" -eq 1 ] || { mkdir "$work/games-$n"; ln "$folder"/*.json "$work/games-$n/"; }
  # The index, written once by this build (the first reading of the folder).
  "$build/app/cli/tableside-cli" stats --json --people "$work/none" --imports "$work/none" \
    "$work/games-$n" >/dev/null
  [ -f "$work/games-$n/.saved-games-index.json" ] || { echo "no index in games-$n" >&2; exit 1; }
  n=$((n + 1))
done

r=0
while [ "$r" -lt "$runs" ]; do
  while [ -n "${MAX_LOAD:-}" ] &&
    awk -v max="$MAX_LOAD" '{ exit !($1 >= max) }' /proc/loadavg; do
    sleep 10
  done
  n=1
  for build in "$@"; do
    seconds "$build/app/cli/tableside-cli" stats --bgstats "$work/export-$n.json" \
      --people "$work/none" --imports "$work/none" "$work/games-$n" >"$work/t"
    cut -d' ' -f1 "$work/t" >>"$work/times-$n"
    cut -d' ' -f2 "$work/t" >>"$work/cpu-$n"
    n=$((n + 1))
  done
  r=$((r + 1))
done

printf '%s saved games (%s distinct), %s runs each, alternating\n' "$count" \
  "$(ls "$work/distinct" | wc -l)" "$runs"
printf '%-40s %10s %10s  %s\n' "build" "wall (s)" "CPU (s)" "wall of each run (s)"
n=1
for build in "$@"; do
  printf '%-40s %10s %10s  %s\n' "$build" "$(median <"$work/times-$n")" \
    "$(median <"$work/cpu-$n")" "$(tr '\n' ' ' <"$work/times-$n")"
  if [ "$n" -gt 1 ]; then
    undated "$work/export-1.json" >"$work/export-1.undated"
    undated "$work/export-$n.json" >"$work/export-$n.undated"
    if cmp -s "$work/export-1.undated" "$work/export-$n.undated"; then
      echo "  its export: the same text as $1's (export date aside)"
    else
      echo "  its export DIFFERS from $1's"
    fi
  fi
  n=$((n + 1))
done
