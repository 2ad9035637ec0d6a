#!/bin/sh
# Fuzzes one kind of file with libFuzzer for SECONDS (default 60), from its seeds, in a clang
# build with AddressSanitizer and UBSan (BUILDDIR, default _build-fuzz, made if missing).
# FUZZ_TARGET is record (the default: seeds in tests/data/fuzz-seeds), sheet, board, entries,
# corrections, index, people, carcassonne-sheet, kingsburg-sheet, caylus-sheet, bgstats or
# imported (seeds in
# tests/data/fuzz-seeds-KIND). New inputs are kept in BUILDDIR/fuzz-corpus[-KIND] across
# runs; a crash is written to BUILDDIR/fuzz-artifacts/ and fails the run. See
# docs/testing.md.
#   tests/fuzz/run-fuzz.sh [SECONDS] [--jobs N]
#   FUZZ_TARGET=index tests/fuzz/run-fuzz.sh 600
#   FUZZ_BUILDDIR=_build-fuzz FUZZ_FRESH=1 tests/fuzz/run-fuzz.sh 60   (CI: empty corpus)
set -eu
cd "$(dirname "$0")/../.."
top=$PWD

seconds=${1:-60}
jobs=1
if [ "${2:-}" = "--jobs" ]; then
  jobs=${3:?--jobs needs a number}
fi
builddir=${FUZZ_BUILDDIR:-_build-fuzz}
target=${FUZZ_TARGET:-record}
case "$target" in
  record) seeds="$top/tests/data/fuzz-seeds"; suffix="" ;;
  sheet|board|corrections|index|entries|people|carcassonne-sheet|kingsburg-sheet|caylus-sheet|\
  bgstats|imported)
    seeds="$top/tests/data/fuzz-seeds-$target"; suffix="-$target" ;;
  *) echo "run-fuzz: FUZZ_TARGET is record, sheet, board, corrections, index, entries, people," \
       "carcassonne-sheet, kingsburg-sheet, caylus-sheet, bgstats or imported" >&2; exit 2 ;;
esac
case "$builddir" in /*) ;; *) builddir="$top/$builddir" ;; esac

if ! command -v clang >/dev/null 2>&1; then
  echo "run-fuzz: clang is not installed (build-aux/install-deps installs it)" >&2
  exit 1
fi

if [ ! -f "$builddir/build.ninja" ]; then
  CC=clang meson setup "$builddir" -Dgui=false -Dbuildtype=debugoptimized \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args=-fsanitize=fuzzer-no-link >"$builddir.setup.log" 2>&1 || {
      cat "$builddir.setup.log" >&2; exit 1; }
  rm -f "$builddir.setup.log"
fi
ninja -C "$builddir" "tests/fuzz/fuzz-$target" >/dev/null

corpus="$builddir/fuzz-corpus$suffix"
artifacts="$builddir/fuzz-artifacts"
[ "${FUZZ_FRESH:-0}" = "1" ] && rm -rf "$corpus"
mkdir -p "$corpus" "$artifacts"

# GLib keeps its type system and quarks for the life of the process: reachable, not leaks.
# The fast unwinder: with full unwinding on every allocation a record took some 0.5 s, and
# the record target spent its whole minute on its seeds (56 inputs run, none mutated); the
# fuzz targets touch none of the GLib folders whose suppressions need the full stack.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=1:${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$top/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export G_DEBUG=fatal-criticals

echo "run-fuzz: fuzzing the $target reader for ${seconds} s ($jobs job(s)), corpus $corpus"
parallel=""
[ "$jobs" -gt 1 ] && parallel="-jobs=$jobs -workers=$jobs"
status=0
# No wall-clock limit per input (-timeout=0): on a busy machine a seed that takes 0.45 s alone
# took 13 s. Each target limits an input's CPU time instead (TS_FUZZ_CPU_SECONDS, default 10,
# fuzz-util.c), which a loaded machine does not change.
# The first folder receives new inputs; the seeds are read only. Run from the build folder:
# with several jobs, libFuzzer writes fuzz-N.log files in the current folder.
# shellcheck disable=SC2086
(cd "$builddir" && "./tests/fuzz/fuzz-$target" \
  -max_total_time="$seconds" -timeout=0 -rss_limit_mb=2048 -max_len=65536 \
  -dict="$top/tests/fuzz/record.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
  $parallel "$corpus" "$seeds" >"$builddir/fuzz$suffix.log" 2>&1) || status=$?
[ -n "$parallel" ] && cat "$builddir"/fuzz-[0-9]*.log >>"$builddir/fuzz$suffix.log" 2>/dev/null

if [ "$status" -ne 0 ]; then
  tail -n 60 "$builddir/fuzz$suffix.log" >&2
  echo "run-fuzz: FAILED; the input is in $artifacts/ (once fixed, keep it in" \
    "tests/data/fuzz-regressions/)" >&2
  exit 1
fi
grep -E '^stat::(number_of_executed_units|peak_rss_mb)|^Done ' "$builddir/fuzz$suffix.log" || true
echo "run-fuzz: nothing found in ${seconds} s; $(ls "$corpus" | wc -l) inputs in the corpus"
