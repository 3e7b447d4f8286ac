#!/bin/sh
# The first use of phone regions in fresh processes, in the orders given, three times each.
# Needs a release build of the benchmarks package first (cd Benchmarks && swift build -c release).
# Then: sh Benchmarks/Probes/phone-first-use.sh "CN AC AD AE" "AC AD AE CN"
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
build_keystroke_probe PhoneFirstUseProbe.swift
for order in "$@"; do
    # shellcheck disable=SC2086
    for _ in 1 2 3; do "$out/probe" $order; done
done
rm -rf "$out"
