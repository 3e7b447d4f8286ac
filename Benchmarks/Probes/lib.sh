# Shared by the probes, sourced after `here` is set (and `release`, for another build than the
# benchmarks package's release build). Makes `out`, the probe's scratch directory.
release=${release:-"$here/../.build/release"}
out=$(mktemp -d)

# The objects of a module's current sources in the release build (a build directory keeps
# objects of deleted files, so the list comes from the module's `sources` file).
objects() {
    sed -n 's|.*/\([^/]*\)\.swift$|\1.swift.o|p' "$release/$1.build/sources" | sed "s|^|$release/$1.build/|"
}

# Compiles a probe (its sources and the module objects, as swiftc arguments) into "$out/probe".
build_probe() {
    swiftc -O -module-cache-path "$out/cache" -I "$release/Modules" -I "$here/../../CPCRE2" "$@" -lpcre2-8 -o "$out/probe"
}

# Instructions the probe executes with the given arguments, counted by callgrind. Hashing is
# made deterministic: Swift's per-process hash seed moved some counts by several per cent.
instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/probe" "$@" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

# Compiles a probe of the Keystroke module, a file of this folder, into "$out/probe".
build_keystroke_probe() {
    # shellcheck disable=SC2046
    build_probe "$here/$1" $(objects Keystroke) $(objects PCRE2)
}
