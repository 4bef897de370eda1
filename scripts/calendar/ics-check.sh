#!/usr/bin/env bash
# Showbook's .ics exports read by the icalendar package (ICalendarReferenceTests runs this):
#
#   ics-check.sh EXPECTED.json EXPORT.ics...   see check.py
#
# icalendar is pinned here and installed once into a throwaway virtualenv under .build/
# (scripts/pyref/venv.sh). Exit status: 0 agreed, 1 a difference, 2 usage, 3 no python3/venv,
# 4 pip could not reach PyPI or install.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
icalendar_pin="icalendar==7.3.2"
[ $# -ge 2 ] || { echo "usage: $0 EXPECTED.json EXPORT.ics..." >&2; exit 2; }
python=$("$root/scripts/pyref/venv.sh" "calendar check" "${SHOWBOOK_ICALENDAR_VENV:-$root/.build/icalendar-venv}" "$icalendar_pin")
exec "$python" "$here/check.py" "$@"
