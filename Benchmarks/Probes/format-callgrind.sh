#!/bin/sh
# Instructions per validated value (1,000-value cases) or per typed value (typing cases) for
# issue 4, under callgrind. Needs a release build of the benchmarks package first:
#   cd Benchmarks && swift build -c release --product FormatBenchmarks
# Then: sh Benchmarks/Probes/format-callgrind.sh card-validate cnpj-validate edit-cpf …
# (no case lists them). Validation cases print per 1,000 values: divide by 1,000.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
release="$here/../.build/release"
out=$(mktemp -d)
. "$here/lib.sh"
# shellcheck disable=SC2046
swiftc -O -module-cache-path "$out/cache" -I "$release/Modules" -I "$here/../../CPCRE2" "$here/FormatProbe.swift" \
    $(objects Keystroke) $(objects PCRE2) -lpcre2-8 -o "$out/probe"
[ $# -gt 0 ] || { "$out/probe"; rm -rf "$out"; exit 0; }
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/probe" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
for name in "$@"; do
    one=$(count "$name" 1)
    many=$(count "$name" 201)
    echo "$name: $(( (many - one) / 200 )) instructions per round"
done
rm -rf "$out"
