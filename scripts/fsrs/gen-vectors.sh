#!/bin/sh
# Regenerates Tests/ShowbookCoreTests/Study/Fixtures/fsrs-vectors.json from py-fsrs 6.x:
# a throwaway virtualenv under .build/, `fsrs` from PyPI, then the generator.
#   scripts/fsrs/gen-vectors.sh            # latest 6.x
#   FSRS_VERSION=6.3.2 scripts/fsrs/gen-vectors.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
venv="$root/.build/fsrs-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet "fsrs${FSRS_VERSION:+==$FSRS_VERSION}" || "$venv/bin/pip" install --quiet "fsrs>=6,<7"
"$venv/bin/python" "$root/scripts/fsrs/gen-vectors.py" > "$root/Tests/ShowbookCoreTests/Study/Fixtures/fsrs-vectors.json"
echo "wrote Tests/ShowbookCoreTests/Study/Fixtures/fsrs-vectors.json"
