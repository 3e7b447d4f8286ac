#!/usr/bin/env bash
# Builds the libFuzzer target (ASan + libFuzzer, scratch path .build-fuzz) and
# runs it for SECONDS (default 60) over the corpus and the regression inputs.
# New interesting inputs go to Tests/Fuzz/.work/corpus (not committed); a crash
# is written as Tests/Fuzz/crash-<sha1>: fix it, then move it to regressions/.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
scratch="${KEYSTROKE_FUZZ_SCRATCH:-.build-fuzz}"

swift build --scratch-path "$scratch" --product KeystrokeFuzzer \
    --sanitize fuzzer --sanitize address -Xswiftc -DKEYSTROKE_LIBFUZZER

mkdir -p Tests/Fuzz/.work/corpus
"$scratch/debug/KeystrokeFuzzer" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=4096 \
    -artifact_prefix=Tests/Fuzz/ -print_final_stats=1 \
    Tests/Fuzz/.work/corpus Tests/Fuzz/corpus Tests/Fuzz/regressions
