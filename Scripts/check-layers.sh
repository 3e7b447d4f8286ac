#!/bin/sh
# Checks the folder layering of the Keystroke module: each layer type-checks with only the layers
# below it, so a reference that points upward (or sideways, from Mask to Editing or back) fails
# to compile here even though the whole module builds.
#
#   Support   text and byte helpers
#   Contract  InputFormatter, MaskInput/MaskResult, Deletion, Refusal, FieldFormat, Format, …
#   Mask      the mask engine                 (Support, Contract, PCRE2)
#   Editing   EditingState and its history    (Support, Contract)
#   Formats   every built-in format           (all of the above: the module's own build)
#
# Usage (from anywhere, after a debug `swift build` of the package): sh Scripts/check-layers.sh
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
modules="$(swift build --show-bin-path)/Modules"
[ -f "$modules/PCRE2.swiftmodule" ] || swift build --target PCRE2 > /dev/null
# SwiftPM's package name, which `package` declarations need: the build's own, else the folder's.
package=$(grep -o 'package-name","[^"]*' .build/debug.yaml 2>/dev/null | head -n 1 | cut -d'"' -f3 || true)
[ -n "$package" ] || package=$(basename "$root" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9_]/_/g')

status=0
check() {
    layer=$1
    shift
    files=""
    for folder in "$@" "$layer"; do
        files="$files $(find "Sources/Keystroke/$folder" -name '*.swift' | sort | tr '\n' ' ')"
    done
    # shellcheck disable=SC2086 # one word a file
    if swiftc -typecheck -swift-version 6 -module-name Keystroke -package-name "$package" \
        -I "$modules" -I CPCRE2 $files > .build/check-layers.log 2>&1; then
        echo "layer $layer: on ${*:-nothing} only"
    else
        echo "layer $layer reaches beyond ${*:-nothing}:"
        grep "error:" .build/check-layers.log | sort -u | head -n 20
        status=1
    fi
}
check Support
check Contract Support
check Mask Support Contract
check Editing Support Contract
exit $status
