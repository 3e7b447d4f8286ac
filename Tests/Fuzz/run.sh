#!/usr/bin/env bash
# Builds the libFuzzer target (ASan + libFuzzer, scratch path .build-fuzz) and
# runs it for SECONDS (default 60) over the corpus and the regression inputs.
# New interesting inputs go to .build-fuzz/corpus (not committed); a crash is
# written as .build-fuzz/crash-<sha1>: fix it, then add it to Tests/Fuzz/regressions/.
# Extra arguments go to libFuzzer (e.g. -jobs=2).
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
scratch="${KEYSTROKE_FUZZ_SCRATCH:-.build-fuzz}"

# SwiftPM gives `-sanitize=fuzzer` to the fuzzer target only; the coverage flags
# instrument the library modules too, so libFuzzer sees their branches.
swift build --scratch-path "$scratch" --product KeystrokeFuzzer \
    --sanitize fuzzer --sanitize address -Xswiftc -DKEYSTROKE_LIBFUZZER \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

mkdir -p "$scratch/corpus"
# Swift's own crash backtracer reads wild memory that ASan then reports; libFuzzer reports crashes.
SWIFT_BACKTRACE=enable=no "$scratch/debug/KeystrokeFuzzer" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=4096 \
    -artifact_prefix="$scratch/" -print_final_stats=1 "${@:2}" \
    "$scratch/corpus" Tests/Fuzz/corpus Tests/Fuzz/regressions
