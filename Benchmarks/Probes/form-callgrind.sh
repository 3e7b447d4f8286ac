#!/bin/sh
# Instructions per validation of the 200-field form of issue 5 (FormBenchmarks).
# Needs a release build with the Keystroke, KeystrokeForms and Logging objects, either
#   swift build -c release --target KeystrokeForms          (in the package root), or
#   cd Benchmarks && swift package --disable-sandbox benchmark --target FormBenchmarks
# Then: sh Benchmarks/Probes/form-callgrind.sh [root|benchmarks]   (default: root)
# Keeps the callgrind file of the 101-round run in $KEEP if set, for callgrind_annotate.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
case "${1:-root}" in
    benchmarks) release="$here/../.build/release" ;;
    *) release="$here/../../.build/release" ;;
esac
out=$(mktemp -d)
# The objects of the current sources only (a build directory keeps objects of deleted files).
objects() {
    sed -n 's|.*/\([^/]*\)\.swift$|\1.swift.o|p' "$release/$1.build/sources" | sed "s|^|$release/$1.build/|"
}
# shellcheck disable=SC2046
swiftc -O -parse-as-library -module-cache-path "$out/cache" -I "$release/Modules" -I "$here/../../CPCRE2" \
    "$here/FormProbe.swift" "$here/../Benchmarks/FormBenchmarks/LargeForm.swift" \
    $(objects KeystrokeForms) $(objects Keystroke) $(objects PCRE2) $(objects Logging) -lpcre2-8 -o "$out/probe"
count() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg.$1" "$out/probe" "$1" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
one=$(count 1)
many=$(count 101)
echo "instructions per validate: $(( (many - one) / 100 ))"
mallocs() {
    valgrind --tool=memcheck --leak-check=no "$out/probe" "$1" 2>&1 | sed -n 's/.*total heap usage: *\([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
echo "mallocs per validate: $(( ($(mallocs 101) - $(mallocs 1)) / 100 ))"
if [ -n "${KEEP:-}" ]; then cp "$out/cg.101" "$KEEP"; fi
rm -rf "$out"
