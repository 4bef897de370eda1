#!/usr/bin/env bash
# The throwaway virtualenv with Anki's own Python package that the Anki round-trip check runs
# in (made once by scripts/pyref/venv.sh, which every reference check shares); prints its
# python. The version is pinned so a new upstream release cannot break the check; move the pin
# deliberately (and run `make test`) to follow Anki.
set -euo pipefail
anki_version=${SHOWBOOK_ANKI_VERSION:-26.9.3}
# py-fsrs, which the import check holds Showbook's replayed schedules to.
fsrs_version=${SHOWBOOK_FSRS_VERSION:-6.3.2}
root=$(cd "$(dirname "$0")/../.." && pwd)
exec "$root/scripts/pyref/venv.sh" "anki check" "${SHOWBOOK_ANKI_VENV:-$root/.build/anki-venv}" "anki==$anki_version" "fsrs==$fsrs_version"
