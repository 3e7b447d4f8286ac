#!/bin/sh
# Measures `keystroke batch` validating CPFs against the validate-docbr Python baseline on the same file.
# Usage: Benchmarks/Scripts/batch-throughput.sh [LINES]   (from the package root; default 1000000)
# Needs: a release build (swift build -c release --product keystroke) and `pip install validate-docbr`.
set -eu
lines=${1:-1000000}
mkdir -p /tmp/keystroke-cli
data=/tmp/keystroke-cli/cpf-$lines.jsonl
scripts=$(dirname "$0")
[ -f "$data" ] || python3 "$scripts/make_cpf_jsonl.py" "$lines" > "$data"
format="%C: wall %e s, user %U s, sys %S s, maxRSS %M KB"
/usr/bin/time -f "$format" .build/release/keystroke batch < "$data" > /tmp/keystroke-cli/keystroke-batch.out
/usr/bin/time -f "$format" python3 "$scripts/validate_docbr_batch.py" < "$data" > /tmp/keystroke-cli/validate-docbr.out
wc -l /tmp/keystroke-cli/keystroke-batch.out /tmp/keystroke-cli/validate-docbr.out
