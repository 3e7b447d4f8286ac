#!/bin/sh
# Instructions per keystroke for issue 3 (typing "41999998888" into "([00]) [00000]-[0000]").
# Needs a release build of the benchmarks package first:
#   cd Benchmarks && swift package --disable-sandbox benchmark --target MaskBenchmarks
# Then: sh Benchmarks/Probes/mask-callgrind.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
build_keystroke_probe MaskProbe.swift
one=$(instructions 1)
many=$(instructions 1001)
echo "instructions per 11-key sequence: $(( (many - one) / 1000 ))"
echo "instructions per keystroke:       $(( (many - one) / 11000 ))"
rm -rf "$out"
