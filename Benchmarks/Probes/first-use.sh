#!/bin/sh
# The first use of a kind of data in fresh processes, in the orders given, three times each:
# `address` (AddressFirstUseProbe.swift: countries' address data) or `phone`
# (PhoneFirstUseProbe.swift: phone regions' metadata).
# Needs a release build of the benchmarks package first (cd Benchmarks && swift build -c release).
# Then: sh Benchmarks/Probes/first-use.sh address "US GB JP" "BR"
#       sh Benchmarks/Probes/first-use.sh phone "CN AC AD AE" "AC AD AE CN"
set -eu
here=$(cd "$(dirname "$0")" && pwd)
case ${1:-} in
    address) probe=AddressFirstUseProbe.swift ;;
    phone) probe=PhoneFirstUseProbe.swift ;;
    *) echo "usage: sh $0 address|phone ORDER..." >&2; exit 2 ;;
esac
shift
. "$here/lib.sh"
build_keystroke_probe "$probe"
for order in "$@"; do
    # shellcheck disable=SC2086
    for _ in 1 2 3; do "$out/probe" $order; done
done
rm -rf "$out"
