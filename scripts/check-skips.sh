#!/usr/bin/env bash
# Fails when the output of `swift test` (XCTest on Linux) reports a test skipped for a reason
# that is not in the allow-list, or with no reason at all, naming the test and the reason.
# Usage: check-skips.sh LOG [ALLOWLIST]   (ALLOWLIST defaults to Tests/skip-allowlist.txt)
#
# XCTest prints, for a skipped test:
#   /path/File.swift:12: Suite.testName : Test skipped - REASON
#   /path/File.swift:12: Suite.testName : Test skipped: required true value but got false - REASON
#   Test Case 'Suite.testName' skipped (0.0 seconds)
# A test that recorded a failure before skipping is reported "failed", and fails swift test.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
log=${1:?usage: check-skips.sh LOG [ALLOWLIST]}
allowlist=${2:-$root/Tests/skip-allowlist.txt}
[ -r "$log" ] || { echo "check-skips: cannot read the test log $log" >&2; exit 2; }
[ -r "$allowlist" ] || { echo "check-skips: cannot read the allow-list $allowlist" >&2; exit 2; }

patterns=()
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  patterns+=("$line")
done <"$allowlist"

grep -Eq "^Test Case '[^']+' (passed|failed|skipped)" "$log" || {
  echo "check-skips: $log holds no XCTest results (did swift test run?)" >&2
  exit 2
}

# The reason of each skipped test, from its "Test skipped" line (empty when it gave none).
declare -A reasons=()
while IFS= read -r line; do
  prefix=${line%% : Test skipped*}
  test_name=${prefix##*: }
  detail=${line#* : Test skipped}
  reason=""
  [[ "$detail" == *" - "* ]] && reason=${detail#* - }
  reasons[$test_name]=$reason
done < <(grep -E ' : Test skipped' "$log" || true)

allowed() {
  local pattern
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2254 # the allow-list holds patterns
    case "$1" in $pattern) return 0 ;; esac
  done
  return 1
}

bad=0
count=0
while IFS= read -r test_name; do
  count=$((count + 1))
  reason=${reasons[$test_name]-}
  if [ -z "$reason" ]; then
    echo "check-skips: $test_name was skipped without a reason" >&2
    bad=$((bad + 1))
  elif allowed "$reason"; then
    echo "check-skips: $test_name skipped (allowed): $reason"
  else
    echo "check-skips: $test_name was skipped for a reason not in ${allowlist#"$root"/}: $reason" >&2
    bad=$((bad + 1))
  fi
done < <(sed -n "s/^Test Case '\([^']*\)' skipped.*/\1/p" "$log")

if [ "$bad" -gt 0 ]; then
  echo "check-skips: $bad of $count skipped tests are not allowed (a failed set-up must fail, not skip)" >&2
  exit 1
fi
echo "check-skips: $count skipped, all for allow-listed reasons"
