#!/usr/bin/env bash
# Checks `books import` on notes as Anki itself writes them: the `anki` package from PyPI
# builds a collection with ruby, furigana, sounds, pictures, a cloze note, tags, no-break
# spaces, <div> lines and several note types, exports it with Anki's own text exporter, and
# Showbook imports it; then Anki imports Showbook's text export. See notes_check.py.
#
# Usage: scripts/anki/notes-check.sh SHOWBOOK_BINARY [WORK_DIR]
# Exit status: 0 passed, 1 a check failed, 2 usage, 3 no python3/venv, 4 pip could not
# install anki (for example PyPI unreachable).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 SHOWBOOK_BINARY [WORK_DIR]" >&2; exit 2; }
binary=$1
[ -x "$binary" ] || { echo "anki notes check: no showbook binary at $binary" >&2; exit 2; }
work=${2:-}
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
python=$("$here/venv.sh")
exec "$python" "$here/notes_check.py" "$binary" "$work"
