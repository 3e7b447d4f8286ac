#!/bin/sh
# Instructions per validation of the 200-field form of issue 5 (FormBenchmarks).
# Needs a release build with the Keystroke, KeystrokeForms and Logging objects, either
#   swift build -c release --target KeystrokeForms          (in the package root), or
#   cd Benchmarks && swift package --disable-sandbox benchmark --target FormBenchmarks
# Then: sh Benchmarks/Probes/form-callgrind.sh [root|benchmarks]   (default: root)
# With KEEP=file, also writes a profile of Form.validate alone (100 rounds) there, for callgrind_annotate.
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
if [ -n "${KEEP:-}" ]; then
    valgrind --tool=callgrind --toggle-collect='*KeystrokeForms4FormC8validateAA0C6Output*' \
        --callgrind-out-file="$KEEP" "$out/probe" 100 >/dev/null 2>&1
fi
rm -rf "$out"
