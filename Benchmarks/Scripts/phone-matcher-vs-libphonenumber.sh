#!/bin/sh
# Finding phone numbers in text, ours against libphonenumber's C++ PhoneNumberMatcher (VALID, region US)
# on the same generated text (Scripts/phone/make_text.py: 20,000 lines of prose with numbers, dates,
# prices and non-ASCII words): one matcher per line, one text of the first WHOLE_BYTES (libphonenumber's
# cost grows faster than the text), and ours over the whole text and as a stream. Figures in MB/s.
# Usage (from the package root): sh Benchmarks/Scripts/phone-matcher-vs-libphonenumber.sh [ROUNDS, default 3] [WHOLE_BYTES, default 65536]
# Installs Debian's libphonenumber-dev and the phonenumbers package if they are missing (benchmark only).
set -eu
rounds=${1:-3}
whole=${2:-65536}
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/keystroke-phone-matcher-bench
mkdir -p "$work"
[ -f /usr/include/phonenumbers/phonenumbermatcher.h ] || (apt-get update && apt-get install -y libphonenumber-dev)
python3 -c "import phonenumbers" 2>/dev/null || pip install phonenumbers==9.0.43
python3 "$here/phone/make_text.py" > "$work/text.txt"
echo "text: $(wc -c < "$work/text.txt") bytes, $(wc -l < "$work/text.txt") lines; rounds: $rounds"
g++ -O2 -o "$work/libphonenumber-matcher-bench" "$here/phone/libphonenumber-matcher-bench.cc" -lphonenumber -lprotobuf
echo "== libphonenumber C++ $(dpkg-query -W -f '${Version}' libphonenumber-dev 2>/dev/null || echo '?') (-O2)"
"$work/libphonenumber-matcher-bench" "$work/text.txt" "$rounds" "$whole"
echo "== Keystroke (release)"
(cd "$here/../.." && cd Benchmarks && swift build -c release --product PhoneMatcherComparison >/dev/null &&
    .build/release/PhoneMatcherComparison "$work/text.txt" "$rounds" "$whole")
