#!/bin/sh
# check-po.sh catches what it exists to catch, run on temporary copies of the sources:
# a file with translatable strings (written `C_ (` in GNU style, as the sources do) left out
# of po/POTFILES.in, and a language whose Plural-Forms header is not its language's rule.
# Usage: test-check-po.sh SOURCE_ROOT
set -eu
src=$(cd "$1" && pwd)
check="$src/tests/check-po.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

copy() {
  mkdir -p "$1"
  (cd "$src" && cp -r app ui data po "$1/")
}

# A file dropped from POTFILES.in is named, and the check fails.
copy "$tmp/a"
dropped=app/views/burgundy/ts-burgundy-paint.c
grep -qx "$dropped" "$tmp/a/po/POTFILES.in" || fail "$dropped is not in po/POTFILES.in"
grep -vx "$dropped" "$src/po/POTFILES.in" > "$tmp/a/po/POTFILES.in"
if out=$(sh "$check" "$tmp/a" 2>&1); then fail "check-po passed without $dropped"; fi
printf '%s\n' "$out" | grep -qx "$dropped" || fail "check-po did not name $dropped: $out"
echo "ok 1 - a file missing from POTFILES.in is named"

# A new file whose only marker is `_ (` with a space, and a header naming N_() only in a
# comment: the first is named, the second is not.
copy "$tmp/b"
printf '#include <glib/gi18n.h>\nconst char *f (void) { return _ ("Spaced"); }\n' \
  > "$tmp/b/app/spaced-marker.c"
printf '/* @name: untranslated, marked with N_() */\n' > "$tmp/b/app/comment-only.h"
if out=$(sh "$check" "$tmp/b" 2>&1); then fail "check-po passed with app/spaced-marker.c"; fi
printf '%s\n' "$out" | grep -qx app/spaced-marker.c || fail "app/spaced-marker.c not named: $out"
printf '%s\n' "$out" | grep -q comment-only.h && fail "a marker in a comment was counted: $out"
echo "ok 2 - \`_ (\` is found, a marker named in a comment is not"

# A wrong plural rule fails: pt_BR counts 0 as singular, Spanish does not.
copy "$tmp/c"
sed -i 's/^"Plural-Forms: .*"$/"Plural-Forms: nplurals=2; plural=(n != 1);\\n"/' \
  "$tmp/c/po/pt_BR.po"
if out=$(sh "$check" "$tmp/c" 2>&1); then fail "check-po passed with pt_BR's plural rule wrong"; fi
printf '%s\n' "$out" | grep -q 'po/pt_BR.po: Plural-Forms' || fail "pt_BR's rule not named: $out"
echo "ok 3 - a wrong Plural-Forms header is named"
