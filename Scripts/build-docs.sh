#!/bin/sh
# Builds the DocC catalogs of PCRE2, Keystroke and KeystrokeForms with the toolchain's own `docc`
# (symbol graphs from `swift build`; no plugin, so package users fetch nothing for docs) and exits
# non-zero if docc reports any warning.
# Usage (from anywhere): sh Scripts/build-docs.sh [OUTPUT_DIR]   (default .build-docs/site)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${1:-.build-docs/site}
graphs="$root/.build-docs/symbol-graphs"
mkdir -p "$graphs"
swift build --scratch-path .build-docs --target KeystrokeForms \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" > .build-docs/build.log 2>&1 \
    || { cat .build-docs/build.log; exit 1; }
mkdir -p "$out"
status=0
for module in PCRE2 Keystroke KeystrokeForms; do
    dir=".build-docs/graphs-$module"
    rm -rf "$dir"
    mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$dir/"
    done
    log=".build-docs/docc-$module.log"
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$dir" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.keystroke.$module" \
        --output-path "$out/$module" > "$log" 2>&1 || { cat "$log"; status=1; }
    if grep -q "warning:" "$log"; then
        echo "docc: warnings in $module:"
        grep "warning:" "$log"
        status=1
    else
        echo "docc: $module built without warnings ($out/$module)"
    fi
done
exit "$status"
