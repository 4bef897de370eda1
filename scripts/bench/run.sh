#!/usr/bin/env bash
# make bench: installs what it races against (fzf, …), builds the release binary, then runs
# scripts/bench/bench.py, which prints the table and writes .build/bench/results.md, then
# scripts/bench/bounded.sh (hostile inputs, with pysubs2 as the subtitle peer).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-deps.sh build
scripts/ensure-deps.sh bench
# The two binaries only: the test-support target (XCTest) is not built in a release configuration.
for product in showbook showbook-bench; do swift build -c release --static-swift-stdlib --product "$product"; done
python3 scripts/bench/bench.py --bin .build/release/showbook --work .build/bench "$@"
# Bounded work: the 31 MiB file of unclosed brackets (budget 2 s) beside pysubs2, cancelling, JPEG scans.
exec scripts/bench/bounded.sh
