#!/usr/bin/env bash
# Reliability checks that .ci/run calls after the main `swift test`:
#   (a) ThreadSanitizer on the shared-use workloads        (scratch .build-tsan)
#   (b) AddressSanitizer on the whole test suite            (scratch .build-asan)
#   (c) the libFuzzer target over the corpus for N seconds  (scratch .build-fuzz)
# Every step is bounded with `timeout`; the script exits non-zero if any fails.
# KEYSTROKE_CI_FUZZ_SECONDS (default 60) bounds the libFuzzer time and KEYSTROKE_CI_FUZZ_RUNS
# (default 4000) its runs, with seed 1. Under ASan, KEYSTROKE_FUZZ_SCRIPTS (default 50 here) sets
# the edit scripts per subject, KEYSTROKE_FUZZ_PASTE_BYTES (default 131072 here) the big pastes,
# and KEYSTROKE_FUZZ_STEP_SECONDS (default 30 here) how long one edit may take before it counts
# as a hang. ASan's job is memory errors, which neither depth nor a mebibyte paste needs; the
# main `swift test` runs 1,000 scripts a subject and mebibyte pastes, and long runs go deeper
# (KEYSTROKE_FUZZ_SCRIPTS=1000 KEYSTROKE_FUZZ_PASTE_BYTES=1048576 bash Tests/Fuzz/ci.sh).
# The whole of .ci/run must stay under 30 minutes on the 2-core CI machine.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
fuzz_seconds="${KEYSTROKE_CI_FUZZ_SECONDS:-60}"
fuzz_runs="${KEYSTROKE_CI_FUZZ_RUNS:-4000}"
status=0

step() {
    local name="$1" limit="$2"
    shift 2
    local start=$SECONDS
    echo "== $name (at most ${limit}s)"
    timeout --kill-after=30 "$limit" "$@"
    local code=$?
    echo "== $name: exit $code after $((SECONDS - start))s"
    [ "$code" -eq 0 ] || status=1
}

# The shared-use workloads (the suite SharedUseConcurrencyTests runs them too) as a program:
# building that product alone skips the test targets, most of a sanitizer build's time.
# ThreadSanitizer exits non-zero (66) after any race it reports.
tsan=(--scratch-path .build-tsan --sanitize thread)
step "ThreadSanitizer: build the shared-use check" 900 swift build "${tsan[@]}" --product KeystrokeConcurrencyCheck
step "ThreadSanitizer: shared-use workloads" 900 "$(swift build "${tsan[@]}" --show-bin-path)/KeystrokeConcurrencyCheck"

# LeakSanitizer is off here: at exit it reports allocations of the XCTest runner and of
# Foundation's Process (the CLI tests), not ours. Leaks at the C boundary are checked by
# the pattern-memory tests (20,000 compile/match/free rounds keep memory flat).
step "AddressSanitizer: whole test suite" 1500 \
    env KEYSTROKE_FUZZ_SCRIPTS="${KEYSTROKE_FUZZ_SCRIPTS:-50}" \
    KEYSTROKE_FUZZ_PASTE_BYTES="${KEYSTROKE_FUZZ_PASTE_BYTES:-131072}" \
    KEYSTROKE_FUZZ_STEP_SECONDS="${KEYSTROKE_FUZZ_STEP_SECONDS:-30}" \
    ASAN_OPTIONS=detect_leaks=0 \
    swift test --scratch-path .build-asan --sanitize address

# CI fuzzes deterministically (fixed seed, fixed number of runs, at most the time bound), so a
# red run is reproducible; long random runs are Tests/Fuzz/run.sh SECONDS.
step "libFuzzer: seed 1, ${fuzz_runs} runs, at most ${fuzz_seconds}s" $((fuzz_seconds + 900)) \
    Tests/Fuzz/run.sh "$fuzz_seconds" -seed=1 -runs="$fuzz_runs"

exit "$status"
