#!/usr/bin/env bash
# Installs UniDic (the unidic-lite packaging of UniDic 2.1.2, BSD licence), the Japanese
# dictionary Showbook's MeCab reads Japanese words with: readings chosen in context and one
# dictionary form for every spelling of a word. It comes from its PyPI source archive, pinned by
# version and sha256 (checked before anything is unpacked); only the files MeCab reads and the
# licence are kept from the archive's unidic_lite/dicdir. Nothing of the Python package is
# installed or run beyond pip's own download.
#
# Where it goes (one rule): as root, /usr/local/share/showbook/dicts/unidic-lite; otherwise
# ${XDG_DATA_HOME:-$HOME/.local/share}/showbook/dicts/unidic-lite. The app looks in
# $SHOWBOOK_UNIDIC first, then the user's folder, then the shared one, and reads Japanese with
# IPADIC (saying so in one line) when none holds the dictionary.
#
# Usage: scripts/dicts/unidic-lite.sh          install unless the pinned version is there
#        scripts/dicts/unidic-lite.sh --dir    print the folder this user installs into
# Exit status: 0 installed (or already there), 3 no python3 or pip, 4 download failed,
# 5 checksum mismatch.
set -euo pipefail
name=unidic-lite
version=1.0.8
sha256=db9d4572d9fdd4d00a97949d4b0741ec480ee05a7e7e2e32f547500dae27b245
stamp="$name $version $sha256"

if [ "$(id -u)" -eq 0 ]; then
  target=/usr/local/share/showbook/dicts/$name
else
  target=${XDG_DATA_HOME:-$HOME/.local/share}/showbook/dicts/$name
fi
if [ "${1:-}" = --dir ]; then echo "$target"; exit 0; fi
if [ -f "$target/sys.dic" ] && [ "$(cat "$target/showbook-version" 2>/dev/null)" = "$stamp" ]; then exit 0; fi

note() { echo "showbook: $name: $*" >&2; }
download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
archive=$("$(dirname "$0")/pypi-archive.sh" "$name" "$version" "$sha256" "$download" "47 MB; 250 MB unpacked")

mkdir -p "$(dirname "$target")"
unpacked=$(mktemp -d "$(dirname "$target")/.$name.XXXXXX")
# MeCab's compiled dictionary, its settings and the licence; the .def sources and the manual stay out.
files=(sys.dic matrix.bin char.bin unk.dic dicrc COPYING BSD)
tar -xzf "$archive" -C "$unpacked" --no-same-owner --strip-components=3 "${files[@]/#/$name-$version/unidic_lite/dicdir/}"
echo "$stamp" >"$unpacked/showbook-version"
chmod 755 "$unpacked"
rm -rf "$target"
mv "$unpacked" "$target"
note "installed into $target"
