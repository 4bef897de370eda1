#!/usr/bin/env bash
# The cue texts Showbook extracts, checked against pysubs2 (SubtitleReferenceTests runs this).
#
#   reference.sh files CACHE_DIR   downloads (once) the source distributions of pysubs2,
#                                  webvtt-py and srt into CACHE_DIR, unpacks them and prints
#                                  every .srt/.vtt/.ass/.ssa file they ship, one per line
#   reference.sh compare JSON      reads the files JSON names with pysubs2 and compares its
#                                  cues with Showbook's (see reference.py); prints agreement
#
# Versions are pinned in pins.sh. Exit status: 0 agreed (≥ 98 % of cues), 1 below that, 2 usage,
# 3 no python3/venv, 4 pip could not reach PyPI or install.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$here/pins.sh"
label="subtitle reference"
python=$("$root/scripts/pyref/venv.sh" "$label" "${SHOWBOOK_PYSUBS2_VENV:-$root/.build/pysubs2-venv}" "$pysubs2_pin")
case "${1:-}" in
  files)
    [ $# -eq 2 ] || { echo "usage: $0 files CACHE_DIR" >&2; exit 2; }
    cache=$2
    mkdir -p "$cache/sdists" "$cache/unpacked"
    for pin in "${sdist_pins[@]}"; do
      name=${pin%%==*} version=${pin##*==}
      # Source distributions name the package with _ or - depending on their age.
      if ! compgen -G "$cache/sdists/${name}-${version}.tar.gz" >/dev/null && ! compgen -G "$cache/sdists/${name//-/_}-${version}.tar.gz" >/dev/null; then
        if ! "$python" -m pip download --disable-pip-version-check -q --timeout 60 --retries 2 \
            --no-binary :all: --no-deps -d "$cache/sdists" "$pin" >"$cache/pip.log" 2>&1; then
          echo "$label: pip could not download $pin from PyPI: $(grep -v '^\s*$' "$cache/pip.log" | tail -n 1)" >&2
          exit 4
        fi
      fi
    done
    for archive in "$cache"/sdists/*.tar.gz; do
      target=$cache/unpacked/$(basename "$archive" .tar.gz)
      [ -d "$target" ] || { mkdir -p "$target.part" && tar -xzf "$archive" -C "$target.part" && mv "$target.part" "$target"; }
    done
    find "$cache/unpacked" -type f \( -name '*.srt' -o -name '*.vtt' -o -name '*.ass' -o -name '*.ssa' \) | LC_ALL=C sort
    ;;
  compare)
    [ $# -eq 2 ] || { echo "usage: $0 compare JSON" >&2; exit 2; }
    exec "$python" "$here/reference.py" "$2"
    ;;
  *)
    echo "usage: $0 files CACHE_DIR | compare JSON" >&2; exit 2
    ;;
esac
