#!/bin/sh
# Regenerates Tests/ShowbookCoreTests/Study/Fixtures/fsrs-close.json from py-fsrs (pinned,
# default 6.3.2): a virtualenv under .build/ (made once, then reused), then the generator.
#   scripts/fsrs/gen-close-vectors.sh
#   FSRS_VERSION=6.3.2 scripts/fsrs/gen-close-vectors.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
venv="$root/.build/fsrs-venv"
version=${FSRS_VERSION:-6.3.2}
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('fsrs') != '$version')" 2>/dev/null \
    || "$venv/bin/pip" install --quiet "fsrs==$version"
"$venv/bin/python" "$root/scripts/fsrs/gen-close-vectors.py" > "$root/Tests/ShowbookCoreTests/Study/Fixtures/fsrs-close.json"
echo "wrote Tests/ShowbookCoreTests/Study/Fixtures/fsrs-close.json"
