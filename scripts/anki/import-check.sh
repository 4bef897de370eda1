#!/usr/bin/env bash
# Checks that Showbook reads what Anki writes: the `anki` package from PyPI makes a collection
# with reviews, exports it as a package and as text, and `books import` reads both; the
# replayed schedules are held to the `fsrs` package (py-fsrs). See import_check.py.
#
# Usage: scripts/anki/import-check.sh SHOWBOOK_BINARY [WORK_DIR]
# Exit status: 0 passed, 1 a check failed, 2 usage, 3 no python3/venv, 4 pip could not install.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 SHOWBOOK_BINARY [WORK_DIR]" >&2; exit 2; }
binary=$1
[ -x "$binary" ] || { echo "anki import check: no showbook binary at $binary" >&2; exit 2; }
work=${2:-}
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
python=$("$here/venv.sh")
exec "$python" "$here/import_check.py" "$binary" "$work"
