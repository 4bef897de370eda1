#!/usr/bin/env bash
# Bounded work, timed on this machine (release build): reading a 31 MiB subtitle file of
# unclosed brackets against an ordinary 32 MiB one (budget: 2 s), how soon a cancelled mining
# job returns, and decoding a 2,080-scan progressive JPEG with the scan cap and, through
# djpeg, without it. Prints a table; not part of `make test` (tests count work, never time it).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-deps.sh bench
swift build -c release --static-swift-stdlib >/dev/null
work=.build/bench/bounded
rm -rf "$work"; mkdir -p "$work"
.build/release/showbook --db "$work/bench.db" bench-bounded "$work/files" > "$work/result.json"
rm -rf "$work/files"
exec python3 - "$work/result.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
mib = lambda b: b / 1048576
print(f"read {mib(r['hostile_bytes']):.1f} MiB of unclosed brackets  {r['hostile_ms']:8.0f} ms  (budget 2000 ms)")
print(f"read {mib(r['ordinary_bytes']):.1f} MiB of ordinary cues      {r['ordinary_ms']:8.0f} ms")
print(f"cancelled mining job returns after       {r['cancel_ms']:8.1f} ms")
print(f"JPEG of {r['scans']} scans, first 64 decoded  {r['capped_decode_ms']:8.0f} ms")
u = r['uncapped_decode_ms']
print("same JPEG, every scan (djpeg)            " + (f"{u:8.0f} ms" if u is not None else "   (djpeg missing)"))
PY
