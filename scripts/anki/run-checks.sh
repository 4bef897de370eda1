#!/usr/bin/env bash
# Runs reference checks of Showbook against Anki itself, each a Python script in this folder
# run inside the pinned `anki` virtualenv (venv.sh), each in its own subfolder of WORK_DIR:
#   check.py          `books export` text imported by Anki, Anki's note export read back
#   package_check.py  `books export --apkg` (with --media) imported by Anki's package importer
#   connect_check.py  `anki push` against an AnkiConnect front over a real collection
#                     (Tests/AnkiConnect/ankiconnect_server.py)
#   notes_check.py    notes Anki builds and exports as text (ruby, sounds, cloze, tags…)
#                     read by `books import`, and Showbook's text export read by Anki
#   fields_check.py   each family of note types (Kaishi, Core 2k/6k, Korean, Basic …) in
#                     packages and notes text: every word's five parts as put in
#   import_check.py   collections Anki exports as packages and text read by `books import`,
#                     their replayed schedules held to py-fsrs
#   schedule_check.py cards Anki answers at chosen dates (libfaketime), FSRS presets, Forget and
#                     Set due date, imported: memory state and due day held to Anki's own cards
#   export_schedule_check.py  `books export --apkg` of a book with words in every state imported
#                     by Anki with scheduling: state, due day, memory state, review log per card
#
# Usage: scripts/anki/run-checks.sh SHOWBOOK_BINARY WORK_DIR CHECK.py...
# Exit status: 0 passed, 1 a check failed, 2 usage, 3 no python3/venv, 4 pip could not
# install anki (for example PyPI unreachable).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 3 ] || { echo "usage: $0 SHOWBOOK_BINARY WORK_DIR CHECK.py..." >&2; exit 2; }
binary=$1
work=$2
shift 2
[ -x "$binary" ] || { echo "anki check: no showbook binary at $binary" >&2; exit 2; }
for check in "$@"; do
  [ -f "$here/$check" ] || { echo "anki check: no check named $check in $here" >&2; exit 2; }
done
python=$("$here/venv.sh")
status=0
for check in "$@"; do
  mkdir -p "$work/${check%.py}"
  "$python" "$here/$check" "$binary" "$work/${check%.py}" || status=1
done
exit $status
