#!/bin/sh
# Instructions per validation of the 200-field form of issue 5 (FormBenchmarks).
# Needs a release build with the Keystroke, KeystrokeForms and Logging objects, either
#   swift build -c release --target KeystrokeForms          (in the package root), or
#   cd Benchmarks && swift package --disable-sandbox benchmark --target FormBenchmarks
# Then: sh Benchmarks/Probes/form-callgrind.sh [root|benchmarks] [request]   (default: root)
# With `request`, counts one `keystroke serve` request body instead (RequestProbe.swift: the load
# test's 30-answer sign-up through FormValidator): its instructions and the heap bytes it allocates.
# With KEEP=file, also writes a profile of Form.validate alone (100 rounds) there, for callgrind_annotate.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
case "${1:-root}" in
    benchmarks) release="$here/../.build/release" ;;
    *) release="$here/../../.build/release" ;;
esac
. "$here/lib.sh"
if [ "${2:-}" = request ]; then
    # shellcheck disable=SC2046
    package=$(grep '"-module-name","KeystrokeForms"' "$(dirname "$release")/release.yaml" | sed -n 's/.*"-package-name","\([^"]*\)".*/\1/p' | head -n 1)
    build_probe -parse-as-library -package-name "$package" "$here/RequestProbe.swift" \
        $(objects KeystrokeForms) $(objects Keystroke) $(objects PCRE2) $(objects Logging)
    serveLoad="$here/../Scripts/serve-load"
    instructions() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/probe" "$1" "$serveLoad" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
    }
    echo "instructions per request: $(( ($(instructions 101) - $(instructions 1)) / 100 ))"
    # Heap bytes a request allocates, counted by memcheck (11 requests less 1, over 10).
    heap_bytes() {
        valgrind --tool=memcheck --leak-check=no "$out/probe" "$1" "$serveLoad" 2>&1 \
            | sed -n 's/.*total heap usage: .* frees, *\([0-9,]*\) bytes allocated.*/\1/p' | tr -d ,
    }
    echo "heap bytes allocated per request: $(( ($(heap_bytes 11) - $(heap_bytes 1)) / 10 ))"
    if [ -n "${KEEP:-}" ]; then
        for rounds in 1 101; do
            valgrind --tool=callgrind --callgrind-out-file="$KEEP-$rounds.out" "$out/probe" $rounds "$serveLoad" >/dev/null 2>&1
        done
    fi
    rm -rf "$out"
    exit 0
fi
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
