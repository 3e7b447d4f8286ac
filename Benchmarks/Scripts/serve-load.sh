#!/bin/sh
# Load on `keystroke serve` beside Hummingbird handlers, with wrk on loopback: the 30-field sign-up
# (serve-load/signup30.json: nested address, a list of 3 phones, a checkbox group) POSTed as
# serve-load/answers30.json, valid, so every answer should be 200.
#   1. keystroke serve            POST /validate  (release build, POSIX sockets, an event loop per core)
#   2. Hummingbird, decode only   POST /decode    (Codable struct of the same 30 answers, nothing else)
#   3. Hummingbird + KeystrokeHummingbird  POST /validate
# For each: requests/s, latency p50/p99, answers neither 2xx nor 4xx, socket errors, and the
# server's RSS before and after the run (and its peak).
# Usage (from the package root): [PAIRS=N] sh Benchmarks/Scripts/serve-load.sh [SECONDS] [CONNECTIONS] [WRK_THREADS]
#   default 30 s, 32 connections, 1 wrk thread (the machine has 2 cores: wrk and the server share them),
#   3 pairs of runs (serve and decode-only, in turn first), whose median share of decode-only's throughput is the figure.
# Needs: swift build -c release --product keystroke
#        (cd Server && swift build -c release --product LoadComparison)
set -eu
seconds=${1:-30}
connections=${2:-32}
threads=${3:-1}
pairs=${PAIRS:-3}
dir=Benchmarks/Scripts/serve-load
out=/tmp/keystroke-serve-load
mkdir -p "$out"
command -v wrk > /dev/null || { apt-get update && apt-get install -y wrk; }
keystroke=.build/release/keystroke
comparison=Server/.build/release/LoadComparison
[ -x "$keystroke" ] || { echo "build first: swift build -c release --product keystroke"; exit 2; }
[ -x "$comparison" ] || { echo "build first: (cd Server && swift build -c release --product LoadComparison)"; exit 2; }

# wrk posts the answers and prints one summary line; its `status` errors count answers that are not 2xx or 3xx.
cat > "$out/post.lua" <<LUA
wrk.method = "POST"
wrk.body = io.open("$dir/answers30.json"):read("*a")
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept-Language"] = "pt-BR"
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("SUMMARY requests=%d rps=%.0f p50_us=%d p99_us=%d non2xx=%d socket_errors=%d\n",
    summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
LUA

rss() { awk '/^VmRSS/ {print $2 " kB"}' "/proc/$1/status"; }
peak() { awk '/^VmHWM/ {print $2 " kB"}' "/proc/$1/status"; }

# run NAME URL_PATH COMMAND...: starts the server on a free port, warms it up, loads it, stops it.
run() {
    name=$1 path=$2
    shift 2
    "$@" > "$out/$name.out" 2> "$out/$name.err" &
    pid=$!
    port=""
    for _ in $(seq 1 100); do
        port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\).*|\1|p' "$out/$name.out" | head -n 1)
        [ -n "$port" ] && break
        sleep 0.1
    done
    [ -n "$port" ] || { echo "$name did not start"; cat "$out/$name.err"; kill "$pid"; exit 1; }
    url="http://127.0.0.1:$port$path"
    # The answers must validate, or the run would measure 422s.
    curl -s -o /dev/null -w "$name: first answer %{http_code}\n" -H 'Content-Type: application/json' --data-binary "@$dir/answers30.json" "$url"
    wrk -t "$threads" -c "$connections" -d 3s -s "$out/post.lua" "$url" > /dev/null
    before=$(rss "$pid")
    wrk -t "$threads" -c "$connections" -d "${seconds}s" --latency -s "$out/post.lua" "$url" > "$out/$name.wrk"
    after=$(rss "$pid")
    echo "$name: $(grep SUMMARY "$out/$name.wrk" | cut -d' ' -f2-) rss_before=$before rss_after=$after rss_peak=$(peak "$pid")"
    kill -TERM "$pid"
    wait "$pid" || true
}

echo "wrk $threads thread(s), $connections connections, $seconds s, $(nproc) cores, $pairs pair(s)"
# serve and decode-only alternate, a pair at a time: this machine's speed drifts by up to 30%
# over minutes, so each share compares two runs a minute apart, and the median share is the figure.
# Every other pair runs decode-only first, so that a steady drift favours neither side.
serve() { run keystroke-serve /validate "$keystroke" serve --form "$dir/signup30.json" --port 0 --log-level warning; }
decode() { run hummingbird-decode /decode "$comparison" --form "$dir/signup30.json" --port 0; }
shares=""
for pair in $(seq 1 "$pairs"); do
    if [ $((pair % 2)) -eq 1 ]; then serve; decode; else decode; serve; fi
    serve_rps=$(sed -n 's/.* rps=\([0-9]*\).*/\1/p' "$out/keystroke-serve.wrk")
    decode_rps=$(sed -n 's/.* rps=\([0-9]*\).*/\1/p' "$out/hummingbird-decode.wrk")
    share=$(awk -v s="$serve_rps" -v d="$decode_rps" 'BEGIN { printf "%.1f", 100 * s / d }')
    echo "pair $pair: keystroke serve at $share% of decode-only"
    shares="$shares $share"
done
echo "median share: $(printf '%s\n' $shares | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) "%" }')"
run hummingbird-validate /validate "$comparison" --form "$dir/signup30.json" --port 0
