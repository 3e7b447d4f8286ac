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
. "$here/lib.sh"
# shellcheck disable=SC2046
build_probe -parse-as-library "$here/FormProbe.swift" "$here/../Benchmarks/FormBenchmarks/LargeForm.swift" \
    $(objects KeystrokeForms) $(objects Keystroke) $(objects PCRE2) $(objects Logging)
# Totals of one run of $1 rounds: callgrind's instructions, memcheck's heap allocations.
mallocs() {
    valgrind --tool=memcheck --leak-check=no "$out/probe" "$1" 2>&1 | sed -n 's/.*total heap usage: *\([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
# Per validation: 101 rounds less 1 round (start-up and the first, compiling, validation), over 100.
per_validate() { echo $(( ($("$1" 101) - $("$1" 1)) / 100 )); }
echo "instructions per validate: $(per_validate instructions)"
echo "mallocs per validate: $(per_validate mallocs)"
if [ -n "${KEEP:-}" ]; then
    valgrind --tool=callgrind --toggle-collect='*KeystrokeForms4FormC8validateAA0C6Output*' \
        --callgrind-out-file="$KEEP" "$out/probe" 100 >/dev/null 2>&1
fi
rm -rf "$out"
