#!/usr/bin/env bash
# Makes (once) a throwaway virtualenv with pinned packages from PyPI for a reference check —
# Anki's importer, pysubs2 — and prints its python. Every reference check uses this one script.
# The virtualenv lives under .build/, so `make clean` and a fresh clone start over; an existing
# one is reused when it holds exactly the pinned versions. Pins keep a new upstream release
# from breaking a check; move them deliberately (and run `make test`).
#
# Usage: scripts/pyref/venv.sh LABEL VENV_DIR PACKAGE==VERSION...
# LABEL starts every message ("anki check"). Exit status: 0 ready (the python is printed),
# 2 usage, 3 no python3/venv, 4 pip could not install (for example PyPI unreachable).
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 LABEL VENV_DIR PACKAGE==VERSION..." >&2; exit 2; }
label=$1 venv=$2
shift 2
python=$venv/bin/python
# Each pin as NAME VERSION, checked against what the virtualenv has installed.
check_pins() {
  "$python" - "$@" <<'PY' 2>/dev/null
import importlib.metadata as metadata, sys
for pin in sys.argv[1:]:
    name, version = pin.split("==")
    if metadata.version(name) != version:
        raise SystemExit(1)
PY
}
if [ -x "$python" ] && check_pins "$@"; then
  echo "$python"; exit 0
fi
[ ! -x "$python" ] || echo "$label: the virtualenv at $venv does not hold $*: rebuilding it" >&2
command -v python3 >/dev/null 2>&1 || { echo "$label: python3 is not installed (apt-get install python3 python3-venv)" >&2; exit 3; }
rm -rf "$venv"
if ! python3 -m venv "$venv" >/dev/null 2>&1; then
  echo "$label: python3 cannot make a virtualenv (apt-get install python3-venv)" >&2; exit 3
fi
log=$venv/pip.log
# Bounded waits, so an unreachable index fails in minutes rather than hanging the test.
if ! "$python" -m pip install --disable-pip-version-check -q --timeout 60 --retries 2 "$@" >"$log" 2>&1; then
  # Keep the log's last line: it says whether PyPI was unreachable or the package failed.
  echo "$label: pip could not install $* from PyPI: $(grep -v '^\s*$' "$log" | tail -n 1)" >&2
  rm -rf "$venv"
  exit 4
fi
echo "$python"
