#!/usr/bin/env bash
# Checks Showbook's Anki text files against Anki itself: the `anki` package from PyPI (the
# library inside Anki's desktop app) imports a `books export` into a fresh collection, and
# `books import` reads Anki's own note export back. See check.py for what is asserted.
#
# Usage: scripts/anki/check.sh SHOWBOOK_BINARY [WORK_DIR]
# Exit status: 0 passed, 1 a check failed, 2 usage, 3 no python3/venv, 4 pip could not
# install anki (for example PyPI unreachable).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 SHOWBOOK_BINARY [WORK_DIR]" >&2; exit 2; }
binary=$1
[ -x "$binary" ] || { echo "anki check: no showbook binary at $binary" >&2; exit 2; }
work=${2:-}
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
python=$("$here/venv.sh")
exec "$python" "$here/check.py" "$binary" "$work"
