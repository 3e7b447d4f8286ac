#!/usr/bin/env bash
# Reliability checks that .ci/run calls after the main `swift test`:
#   (a) ThreadSanitizer on the concurrency suites          (scratch .build-tsan)
#   (b) AddressSanitizer on the whole test suite            (scratch .build-asan)
#   (c) the libFuzzer target over the corpus for N seconds  (scratch .build-fuzz)
# Every step is bounded with `timeout`; the script exits non-zero if any fails.
# KEYSTROKE_CI_FUZZ_SECONDS (default 60) sets the libFuzzer time;
# KEYSTROKE_FUZZ_SCRIPTS (default 300 here) the edit scripts per subject under ASan.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
fuzz_seconds="${KEYSTROKE_CI_FUZZ_SECONDS:-60}"
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

step "AddressSanitizer: whole test suite" 1500 \
    env KEYSTROKE_FUZZ_SCRIPTS="${KEYSTROKE_FUZZ_SCRIPTS:-300}" \
    LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan-suppressions.txt:print_suppressions=0" \
    swift test --scratch-path .build-asan --sanitize address

step "libFuzzer: ${fuzz_seconds}s over the corpus" $((fuzz_seconds + 900)) \
    Tests/Fuzz/run.sh "$fuzz_seconds"

exit "$status"
