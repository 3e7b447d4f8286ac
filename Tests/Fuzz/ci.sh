#!/usr/bin/env bash
# Reliability checks that .ci/run calls after the main `swift test`:
#   (a) ThreadSanitizer on the concurrency suites          (scratch .build-tsan)
#   (b) AddressSanitizer on the whole test suite            (scratch .build-asan)
#   (c) the libFuzzer target over the corpus for N seconds  (scratch .build-fuzz)
# Every step is bounded with `timeout`; the script exits non-zero if any fails.
# KEYSTROKE_CI_FUZZ_SECONDS (default 120) bounds the libFuzzer time and KEYSTROKE_CI_FUZZ_RUNS
# (default 8000) its runs, with seed 1;
# KEYSTROKE_FUZZ_SCRIPTS (default 100 here) the edit scripts per subject under ASan (they are most
# of its time, and 300 took CI past 30 minutes; depth is the job of the main `swift test`, 1,000
# a subject, and of long runs: KEYSTROKE_FUZZ_SCRIPTS=1000 bash Tests/Fuzz/ci.sh), and
# KEYSTROKE_FUZZ_STEP_SECONDS (default 30 here) how long one edit may take there before it
# counts as a hang: ASan's debug build pastes a megabyte several times slower than `swift test`.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
fuzz_seconds="${KEYSTROKE_CI_FUZZ_SECONDS:-120}"
fuzz_runs="${KEYSTROKE_CI_FUZZ_RUNS:-8000}"
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

step "ThreadSanitizer: concurrency suites" 900 \
    swift test --scratch-path .build-tsan --sanitize thread --filter 'ConcurrencyTests|SharedUseConcurrencyTests'

# LeakSanitizer is off here: at exit it reports allocations of the XCTest runner and of
# Foundation's Process (the CLI tests), not ours. Leaks at the C boundary are checked by
# the pattern-memory tests (20,000 compile/match/free rounds keep memory flat).
step "AddressSanitizer: whole test suite" 1500 \
    env KEYSTROKE_FUZZ_SCRIPTS="${KEYSTROKE_FUZZ_SCRIPTS:-100}" \
    KEYSTROKE_FUZZ_STEP_SECONDS="${KEYSTROKE_FUZZ_STEP_SECONDS:-30}" \
    ASAN_OPTIONS=detect_leaks=0 \
    swift test --scratch-path .build-asan --sanitize address

# CI fuzzes deterministically (fixed seed, fixed number of runs, at most the time bound), so a
# red run is reproducible; long random runs are Tests/Fuzz/run.sh SECONDS.
step "libFuzzer: seed 1, ${fuzz_runs} runs, at most ${fuzz_seconds}s" $((fuzz_seconds + 900)) \
    Tests/Fuzz/run.sh "$fuzz_seconds" -seed=1 -runs="$fuzz_runs"

exit "$status"
