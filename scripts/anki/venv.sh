#!/usr/bin/env bash
# Makes (once) the throwaway virtualenv with Anki's own Python package that the Anki
# round-trip check runs in, and prints its python. It lives under .build/, so `make clean`
# and a fresh clone start over; an existing one is reused when it holds the pinned version.
# The version is pinned so a new upstream release cannot break the check; move the pin
# deliberately (and run `make test`) to follow Anki.
set -euo pipefail
anki_version=${SHOWBOOK_ANKI_VERSION:-26.9.3}
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${SHOWBOOK_ANKI_VENV:-$root/.build/anki-venv}
python=$venv/bin/python
installed=$([ -x "$python" ] && "$python" -c "import anki.collection, importlib.metadata as m; print(m.version('anki'))" 2>/dev/null || true)
if [ "$installed" = "$anki_version" ]; then
  echo "$python"; exit 0
fi
[ -z "$installed" ] || echo "anki check: the virtualenv has anki $installed, not the pinned $anki_version: rebuilding it" >&2
command -v python3 >/dev/null 2>&1 || { echo "anki check: python3 is not installed (apt-get install python3 python3-venv)" >&2; exit 3; }
rm -rf "$venv"
if ! python3 -m venv "$venv" >/dev/null 2>&1; then
  echo "anki check: python3 cannot make a virtualenv (apt-get install python3-venv)" >&2; exit 3
fi
log=$venv/pip.log
# Bounded waits, so an unreachable index fails in minutes rather than hanging the test.
if ! "$python" -m pip install --disable-pip-version-check -q --timeout 60 --retries 2 "anki==$anki_version" >"$log" 2>&1; then
  # Keep the log's last line: it says whether PyPI was unreachable or the package failed.
  echo "anki check: pip could not install anki $anki_version from PyPI: $(grep -v '^\s*$' "$log" | tail -n 1)" >&2
  rm -rf "$venv"
  exit 4
fi
echo "$python"
