#!/bin/sh
# Instructions per validated value (1,000-value cases) or per typed value (typing cases) for
# issue 4, under callgrind. Needs a release build of the benchmarks package first:
#   cd Benchmarks && swift build -c release --product FormatBenchmarks
# Then: sh Benchmarks/Probes/format-callgrind.sh card-validate cnpj-validate edit-cpf …
# (no case lists them). Validation cases print per 1,000 values: divide by 1,000.
# With PROFILE=DIR, each case also leaves the callgrind profiles of its 1-round and 201-round runs
# in DIR (CASE-1.out, CASE-201.out): a function's share of a round is the difference over 200.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
build_keystroke_probe FormatProbe.swift
[ $# -gt 0 ] || { "$out/probe"; rm -rf "$out"; exit 0; }
for name in "$@"; do
    one=$(instructions "$name" 1)
    many=$(instructions "$name" 201)
    if [ -n "${PROFILE:-}" ]; then
        for rounds in 1 201; do
            valgrind --tool=callgrind --callgrind-out-file="$PROFILE/$name-$rounds.out" "$out/probe" "$name" $rounds >/dev/null 2>&1
        done
    fi
    echo "$name: $(( (many - one) / 200 )) instructions per round"
done
rm -rf "$out"
