#!/bin/sh
# Translations are complete: every source file with translatable strings is in
# po/POTFILES.in, and every language in po/LINGUAS translates every current string with no
# fuzzy entry. Usage: check-po.sh SOURCE_ROOT
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

cd "$src"

# 1. POTFILES.in lists every file that marks strings, and only files that exist.
grep -v '^#' po/POTFILES.in | sed '/^[[:space:]]*$/d' | sort > "$tmp/listed"
grep -rlE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|ngettext)\(|translatable="yes"|<summary>|<description>|^(Name|Comment|GenericName|Keywords)=' \
  app ui data 2>/dev/null \
  | grep -E '\.(c|ui|xml|in)$' | grep -v '\.gresource\.xml$' | grep -v '^data/games/' | sort > "$tmp/marked"
missing=$(comm -13 "$tmp/listed" "$tmp/marked")
if [ -n "$missing" ]; then
  echo "Files with translatable strings missing from po/POTFILES.in:"; echo "$missing"
  status=1
fi
while read -r f; do
  [ -f "$f" ] || { echo "po/POTFILES.in lists $f, which does not exist"; status=1; }
done < "$tmp/listed"

# 2. The template from the current sources, as meson's glib preset extracts it.
xgettext --package-name=tableside --from-code=UTF-8 --add-comments \
  -k_ -kN_ -kC_:1c,2 -kNC_:1c,2 -kg_dngettext:2,3 -kngettext:1,2 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_strdup_printf:1:c-format --flag=g_set_error:4:c-format \
  --flag=g_printerr:1:c-format --flag=g_print:1:c-format \
  --files-from=po/POTFILES.in -o "$tmp/tableside.pot"

# 3. Every language translates all of it.
for lang in $(cat po/LINGUAS); do
  if [ ! -f "po/$lang.po" ]; then
    echo "po/$lang.po is missing"; status=1; continue
  fi
  msgmerge --quiet --no-wrap "po/$lang.po" "$tmp/tableside.pot" -o "$tmp/$lang.po"
  stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1) || {
    echo "po/$lang.po: msgfmt --check failed: $stats"; status=1; continue; }
  case "$stats" in
    *fuzzy*|*untranslated*)
      echo "po/$lang.po is incomplete: $stats"
      msgattrib --untranslated --only-fuzzy --no-obsolete "$tmp/$lang.po" 2>/dev/null | grep '^msgid' | head -5
      msgattrib --untranslated --no-obsolete "$tmp/$lang.po" 2>/dev/null | grep '^msgid' | head -5
      status=1 ;;
    *) echo "po/$lang.po: $stats" ;;
  esac
done
exit $status
