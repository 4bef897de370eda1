#!/usr/bin/env bash
# Checks Showbook's Anki packages and AnkiConnect pushes against Anki itself: the `anki`
# package from PyPI (pinned, in the virtualenv venv.sh makes) imports `books export --apkg`
# files (package_check.py), and `anki push` talks to an AnkiConnect front over a real
# collection (connect_check.py, with Tests/AnkiConnect/ankiconnect_server.py).
#
# Usage: scripts/anki/package-check.sh SHOWBOOK_BINARY [WORK_DIR]
# Exit status: 0 passed, 1 a check failed, 2 usage, 3 no python3/venv, 4 pip could not install anki.
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
status=0
"$python" "$here/package_check.py" "$binary" "$work/package" || status=1
"$python" "$here/connect_check.py" "$binary" "$work/connect" || status=1
exit $status
