#!/bin/sh
# The first use of address data in fresh processes, in the orders given, three times each.
# Needs a release build of the benchmarks package first (cd Benchmarks && swift build -c release).
# Then: sh Benchmarks/Probes/address-first-use.sh "US GB JP" "BR"
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
build_keystroke_probe AddressFirstUseProbe.swift
for order in "$@"; do
    # shellcheck disable=SC2086
    for _ in 1 2 3; do "$out/probe" $order; done
done
rm -rf "$out"
