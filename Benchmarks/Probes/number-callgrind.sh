#!/bin/sh
# Instructions per keystroke (`applyInsertion`), per deletion (`apply`) or per `validate` of the
# free-form numbers, under callgrind.
# Needs a release build of the benchmarks package first:
#   cd Benchmarks && swift build -c release --product FormatBenchmarks
# Then: sh Benchmarks/Probes/number-callgrind.sh            (every case)
#       sh Benchmarks/Probes/number-callgrind.sh amount-pt-BR-key number-de-DE-stored …
# With PROFILE=DIR, each case also leaves a callgrind profile (one 1,000-round run) in DIR.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
build_keystroke_probe NumberProbe.swift
[ $# -gt 0 ] || set -- $("$out/probe" | sed 's/^cases: //')
for name in "$@"; do
    one=$(instructions "$name" 1)
    many=$(instructions "$name" 1001)
    echo "$name: $(( (many - one) / 1000 )) instructions"
    if [ -n "${PROFILE:-}" ]; then
        valgrind --tool=callgrind --callgrind-out-file="$PROFILE/$name.out" "$out/probe" "$name" 1000 >/dev/null 2>&1
    fi
done
rm -rf "$out"
