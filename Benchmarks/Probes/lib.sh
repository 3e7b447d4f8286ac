# Shared by the callgrind probes (sourced after `here` and `release` are set): the objects
# of a module's current sources in the release build (a build directory keeps objects of
# deleted files, so the list comes from the module's `sources` file).
objects() {
    sed -n 's|.*/\([^/]*\)\.swift$|\1.swift.o|p' "$release/$1.build/sources" | sed "s|^|$release/$1.build/|"
}
