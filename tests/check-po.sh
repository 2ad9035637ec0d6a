#!/bin/sh
# Translations are complete: every source file with translatable strings is in
# po/POTFILES.in, every language in po/LINGUAS has its language's plural rule and translates
# every current string with no fuzzy entry. Usage: check-po.sh SOURCE_ROOT
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

cd "$src"

# 1. POTFILES.in lists every file that marks strings, and only files that exist.
# C sources, headers and .ui files are asked of xgettext itself, with the same keywords as
# the template below: a file counts when xgettext extracts a string from it, whatever the
# spacing (`_ (`), and a marker named in a comment does not count.
grep -v '^#' po/POTFILES.in | sed '/^[[:space:]]*$/d' | sort > "$tmp/listed"
find app ui -type f \( -name '*.c' -o -name '*.h' -o -name '*.ui' \) | sort > "$tmp/sources"
xgettext --from-code=UTF-8 --add-location=file \
  -k_ -kN_ -kC_:1c,2 -kNC_:1c,2 -kg_dngettext:2,3 -kngettext:1,2 -kg_dpgettext2:2c,3 \
  --files-from="$tmp/sources" -o "$tmp/marked.pot"
sed -n 's/^#: //p' "$tmp/marked.pot" | tr ' ' '\n' | sed '/^$/d' > "$tmp/marked-all"
# Data files (desktop entry, metainfo, schema) are not C: their markers are found by name.
grep -rlE 'translatable="yes"|<summary>|<description>|^(Name|Comment|GenericName|Keywords)=' \
  data 2>/dev/null | grep -E '\.(xml|in)$' | grep -v '\.gresource\.xml$' \
  | grep -v '^data/games/' >> "$tmp/marked-all"
sort -u "$tmp/marked-all" > "$tmp/marked"
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
  # The plural rule is the language's (gettext's table); a wrong one picks the wrong form
  # ("1 trabajadores") without any other check noticing.
  case "$lang" in
    es|pt) want='nplurals=2; plural=(n != 1);' ;;
    pt_BR) want='nplurals=2; plural=(n > 1);' ;;
    *) want='' ;;
  esac
  have=$(sed -n 's/^"Plural-Forms: *\(.*\)\\n"$/\1/p' "po/$lang.po" | head -1)
  if [ -z "$want" ]; then
    echo "po/$lang.po: no known plural rule for $lang; add it to tests/check-po.sh"; status=1
  elif [ "$have" != "$want" ]; then
    echo "po/$lang.po: Plural-Forms header is “$have”, it must be “$want”"; status=1
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
