#!/bin/sh
# Our phone typing and validation against libphonenumber's C++ library on the same numbers, in one run:
# AsYouTypeFormatter::InputDigit against `phone` keystrokes (per digit), Parse + IsValidNumber against
# `phone` validate (per number). Also the first use of a region and the memory of the whole metadata.
# Usage (from the package root): sh Benchmarks/Scripts/phone-vs-libphonenumber.sh [ROUNDS, default 50]
# Installs Debian's libphonenumber-dev and the phonenumbers package if they are missing (benchmark only).
set -eu
rounds=${1:-50}
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/keystroke-phone-bench
mkdir -p "$work"
[ -f /usr/include/phonenumbers/phonenumberutil.h ] || (apt-get update && apt-get install -y libphonenumber-dev)
python3 -c "import phonenumbers" 2>/dev/null || pip install phonenumbers==9.0.43
python3 "$here/phone/make_numbers.py" > "$work/numbers.txt"
echo "numbers: $(wc -l < "$work/numbers.txt") (every region's examples and valid mutants); rounds: $rounds"
g++ -O2 -o "$work/libphonenumber-bench" "$here/phone/libphonenumber-bench.cc" -lphonenumber -lprotobuf
echo "== libphonenumber C++ $(dpkg-query -W -f '${Version}' libphonenumber-dev 2>/dev/null || echo '?') (-O2)"
"$work/libphonenumber-bench" "$work/numbers.txt" "$rounds"
echo "== Keystroke (release)"
(cd "$here/../.." && cd Benchmarks && swift build -c release --product PhoneComparison >/dev/null &&
    .build/release/PhoneComparison "$work/numbers.txt" "$rounds" --first-use &&
    .build/release/PhoneComparison "$work/numbers.txt" "$rounds")
