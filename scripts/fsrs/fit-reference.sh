#!/usr/bin/env bash
# Fits FSRS-6 parameters with the FSRS reference (fsrs-rs through its Python binding,
# `fsrs-rs-python`, pinned, from PyPI, in a cached virtualenv under .build/) on review logs that
# Showbook wrote, for FSRSReferenceFitTests and `make bench`.
#
#   fit-reference.sh LOG.json...   prints one JSON line per log: {"parameters": [21 numbers],
#                                  "seconds": the time compute_parameters took}
#
# A log is {"cards": [[[rating, delta_t], ...], ...], "targets": [[card, index], ...]}: each
# target (oldest first) is one item for the reference, the card's reviews up to that index.
# Exit status: 0 fitted, 2 usage, 3 no python3/venv, 4 pip could not install, 5 the fit failed.
set -euo pipefail
fsrs_rs_version=${SHOWBOOK_FSRS_RS_VERSION:-0.9.3}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
[ $# -ge 1 ] || { echo "usage: $0 LOG.json..." >&2; exit 2; }
python=$("$root/scripts/pyref/venv.sh" "fsrs reference fit" "${SHOWBOOK_FSRS_FIT_VENV:-$root/.build/fsrs-fit-venv}" \
  "fsrs-rs-python==$fsrs_rs_version")
"$python" "$here/fit_reference.py" "$@" || exit 5
