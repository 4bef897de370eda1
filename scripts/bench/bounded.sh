#!/usr/bin/env bash
# Bounded work, timed on this machine (release build): reading a 31 MiB subtitle file of
# unclosed brackets against an ordinary 32 MiB one (budget: 2 s), how soon a cancelled mining
# job returns, and decoding a 2,080-scan progressive JPEG with the scan cap and, through
# djpeg, without it; pysubs2 reading the same two subtitle files is printed beside them. Run
# by `make bench` after the main table; not part of `make test` (tests count work, never time it).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-deps.sh bench
swift build -c release --static-swift-stdlib --product showbook-bench >/dev/null
work=.build/bench/bounded
rm -rf "$work"; mkdir -p "$work"
.build/release/showbook-bench --db "$work/bench.db" bench-bounded "$work/files" > "$work/result.json"
# The peer: pysubs2 (pinned, in the reference check's virtualenv) reading the same two files
# and taking each cue's plain text. Bounded, so a slow peer cannot stall the bench.
. scripts/subtitles/pins.sh
peer=""
if python=$(scripts/pyref/venv.sh "bench peer" .build/pysubs2-venv "$pysubs2_pin"); then
  peer=$(timeout 300 "$python" - "$work/files/unclosed.srt" "$work/files/ordinary.srt" <<'PY' || true
import sys, time, pysubs2
times = []
for path in sys.argv[1:]:
    started = time.perf_counter()
    texts = [event.plaintext for event in pysubs2.load(path)]
    times.append(f"{(time.perf_counter() - started) * 1000:.0f}")
print(" ".join(times))
PY
)
fi
rm -rf "$work/files"
exec python3 - "$work/result.json" "$pysubs2_pin" $peer <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
pin = sys.argv[2]
peer = [float(t) for t in sys.argv[3:]] if len(sys.argv) == 5 else None
mib = lambda b: b / 1048576
def beside(index):
    return f"  ({pin}: {peer[index]:.0f} ms)" if peer else f"  ({pin}: not measured)"
print(f"read {mib(r['hostile_bytes']):.1f} MiB of unclosed brackets  {r['hostile_ms']:8.0f} ms  (CPU {r['hostile_cpu_ms']:.0f} ms; budget 2000 ms)" + beside(0))
print(f"read {mib(r['ordinary_bytes']):.1f} MiB of ordinary cues      {r['ordinary_ms']:8.0f} ms  (CPU {r['ordinary_cpu_ms']:.0f} ms)" + beside(1))
print(f"cancelled mining job returns after       {r['cancel_ms']:8.1f} ms")
print(f"JPEG of {r['scans']} scans, first 64 decoded  {r['capped_decode_ms']:8.0f} ms")
u = r['uncapped_decode_ms']
print("same JPEG, every scan (djpeg)            " + (f"{u:8.0f} ms" if u is not None else "   (djpeg missing)"))
PY
