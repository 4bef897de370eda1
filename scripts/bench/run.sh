#!/usr/bin/env bash
# make bench: installs what it races against (fzf, …), builds the release binary, then runs
# scripts/bench/bench.py, which prints the table and writes .build/bench/results.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-deps.sh build
scripts/ensure-deps.sh bench
swift build -c release --static-swift-stdlib
exec python3 scripts/bench/bench.py --bin .build/release/showbook --work .build/bench "$@"
