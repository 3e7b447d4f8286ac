# Shared by the callgrind probes (sourced after `here`, `release` and `out` are set).

# The objects of a module's current sources in the release build (a build directory keeps
# objects of deleted files, so the list comes from the module's `sources` file).
objects() {
    sed -n 's|.*/\([^/]*\)\.swift$|\1.swift.o|p' "$release/$1.build/sources" | sed "s|^|$release/$1.build/|"
}

# Compiles a probe (its sources and the module objects, as swiftc arguments) into "$out/probe".
build_probe() {
    swiftc -O -module-cache-path "$out/cache" -I "$release/Modules" -I "$here/../../CPCRE2" "$@" -lpcre2-8 -o "$out/probe"
}

# Instructions the probe executes with the given arguments, counted by callgrind.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/probe" "$@" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
