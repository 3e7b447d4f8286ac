// Our side of Benchmarks/Scripts/phone-matcher-vs-libphonenumber.sh: PhoneNumberMatcher at VALID for
// region US over the same text, timed as the C++ side times libphonenumber's matcher: one matcher
// per line, then the first BYTES of the text as one text, then the whole text as one text and
// through PhoneNumberStreamMatcher in 64 KiB pieces.
#if canImport(Glibc)
import Glibc
#endif
import Keystroke

/// Process CPU time: the machine is shared, and wall-clock time counts the other jobs too.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let file = fopen(arguments[1], "r") else {
    print("usage: PhoneMatcherComparison TEXT [ROUNDS] [WHOLE_BYTES]")
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let wholeBytes = arguments.count > 3 ? Int(arguments[3]) ?? 65_536 : 65_536
var bytes: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes += chunk[0..<count]
}
fclose(file)
let all = String(decoding: bytes, as: UTF8.self)
let lines = all.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }

_ = Array(PhoneNumberMatcher(text: lines[0], region: "US"))  // metadata and patterns loaded before timing
var found = 0
var start = now()
for _ in 0..<rounds {
    for line in lines { found += PhoneNumberMatcher(text: line, region: "US").reduce(0) { count, _ in count + 1 } }
}
var seconds = now() - start
print(String(format: "Keystroke per line: %.3f MB/s (%d bytes, %d lines, %d numbers a round)",
             Double(bytes.count * rounds) / seconds / 1e6, bytes.count, lines.count, found / rounds))

func wholeText(_ text: String, label: String) {
    let start = now()
    var found = 0
    for _ in 0..<rounds { found += PhoneNumberMatcher(text: text, region: "US").reduce(0) { count, _ in count + 1 } }
    let seconds = now() - start
    print(String(format: "Keystroke one text of %d bytes%@: %.3f MB/s (%d numbers)",
                 text.utf8.count, label, Double(text.utf8.count * rounds) / seconds / 1e6, found / rounds))
}
wholeText(String(decoding: bytes.prefix(wholeBytes), as: UTF8.self), label: "")
wholeText(all, label: " (the whole text)")

start = now()
found = 0
for _ in 0..<rounds {
    var stream = PhoneNumberStreamMatcher(region: "US", maxTries: 65_535)
    var offset = 0
    while offset < bytes.count {
        let end = min(bytes.count, offset + (1 << 16))
        found += stream.append(String(decoding: bytes[offset..<end], as: UTF8.self)).count
        offset = end
    }
    found += stream.finish().count
}
seconds = now() - start
print(String(format: "Keystroke stream in 64 KiB pieces: %.3f MB/s (%d numbers)", Double(bytes.count * rounds) / seconds / 1e6, found / rounds))
