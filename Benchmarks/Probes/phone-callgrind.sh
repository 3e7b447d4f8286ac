#!/bin/sh
# Instructions per typed digit and per validated number for `phone`, under callgrind, on the
# numbers of Benchmarks/Scripts/phone-vs-libphonenumber.sh (run that first, or make the list with
# Benchmarks/Scripts/phone/make_numbers.py). Needs a release build of the benchmarks package:
#   cd Benchmarks && swift build -c release --product PhoneComparison
# Then, from the package root: sh Benchmarks/Probes/phone-callgrind.sh [NUMBERS]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
numbers=${1:-/tmp/keystroke-phone-bench/numbers.txt}
. "$here/lib.sh"
build_keystroke_probe PhoneProbe.swift
count() {
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredLoop*' --callgrind-out-file=/dev/null \
        "$out/probe" "$1" "$2" < "$numbers" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
lines=$(wc -l < "$numbers")
digits=$(tr -d '\n' < "$numbers" | wc -c)
for mode in type validate; do
    one=$(count "$mode" 1)
    three=$(count "$mode" 3)
    per=$(( (three - one) / 2 ))
    if [ "$mode" = type ]; then echo "typing: $(( per / digits )) instructions per digit"; else echo "validate: $(( per / lines )) instructions per number"; fi
done
rm -rf "$out"
