#!/usr/bin/env bash
# Makes (once) the throwaway virtualenv with Anki's own Python package that the Anki
# round-trip check runs in, and prints its python. It lives under .build/, so `make clean`
# and a fresh clone start over; an existing one that can import anki is reused as it is.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${SHOWBOOK_ANKI_VENV:-$root/.build/anki-venv}
python=$venv/bin/python
if [ -x "$python" ] && "$python" -c "import anki.collection" >/dev/null 2>&1; then
  echo "$python"; exit 0
fi
command -v python3 >/dev/null 2>&1 || { echo "anki check: python3 is not installed (apt-get install python3 python3-venv)" >&2; exit 3; }
rm -rf "$venv"
if ! python3 -m venv "$venv" >/dev/null 2>&1; then
  echo "anki check: python3 cannot make a virtualenv (apt-get install python3-venv)" >&2; exit 3
fi
log=$venv/pip.log
# Bounded waits, so an unreachable index fails in minutes rather than hanging the test.
if ! "$python" -m pip install --disable-pip-version-check -q --timeout 60 --retries 2 anki >"$log" 2>&1; then
  # Keep the log's last line: it says whether PyPI was unreachable or the package failed.
  echo "anki check: pip could not install the anki package from PyPI: $(grep -v '^\s*$' "$log" | tail -n 1)" >&2
  rm -rf "$venv"
  exit 4
fi
echo "$python"
