// Our side of Benchmarks/Scripts/phone-vs-libphonenumber.sh: the same numbers, typed digit by
// digit and validated, timed the way the C++ side times libphonenumber. Also the cost of the
// first use of a region's metadata and the memory the whole metadata takes once loaded.
#if canImport(Glibc)
import Glibc
#endif
import Keystroke

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Anonymous resident memory in KiB (heap and JIT code, not the mapped binary), from /proc/self/status.
func residentKiB() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("RssAnon:") { return Int(text.split(separator: " ")[1]) ?? 0 }
    }
    return 0
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let file = fopen(arguments[1], "r") else {
    print("usage: PhoneComparison NUMBERS [ROUNDS] [--first-use]")
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
var numbers: [String] = []
var buffer = [CChar](repeating: 0, count: 64)
while fgets(&buffer, 64, file) != nil {
    let line = String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if !line.isEmpty { numbers.append(line) }
}
fclose(file)

let regions = PhoneFormat.supportedRegions
if arguments.contains("--first-use") {
    // A fresh process: each region's first use reads its plan and lays out its example, which
    // compiles the patterns that takes.
    var firstUse: [(time: Double, region: String)] = []
    for region in regions {
        let start = now()
        let format = try PhoneFormat(region: region)
        _ = format.example(.mobile)
        firstUse.append((now() - start, region))
    }
    firstUse.sort { $0.time < $1.time }
    let slowest = firstUse.suffix(3).reversed().map { "\($0.region) \(Int($0.time / 1000)) µs" }
    print(String(format: "first use of a region (PhoneFormat(region:) + its example): median %.0f µs over %d regions; slowest: ",
                 firstUse[firstUse.count / 2].time / 1000, firstUse.count) + slowest.joined(separator: ", "))
    exit(0)
}

// The metadata loaded: every region's plan read, its patterns not compiled until they first match.
let before = residentKiB()
let loadStart = now()
PhoneFormat.preloadMetadata()
let loading = now() - loadStart
let loaded = residentKiB()
print(String(format: "every region's metadata loaded in %.1f ms: +%d KiB", loading / 1e6, loaded - before))
for region in regions { _ = try PhoneFormat(region: region).example(.mobile) }
for number in numbers { _ = try? PhoneFormat().validate("+" + number) }
print("then every region's example and every number validated once (their patterns compiled, JIT): +\(residentKiB() - before) KiB")
print("(anonymous resident memory: heap and JIT code, not the mapped binary)")

let phone = PhoneFormat()
var digits = 0
var sink = 0
// The format's own as-you-type path: one typing memory, cleared by each new number as the C++
// formatter is, and a digit typed at the end of the text it returned is all it reads.
var memory = phone.makeTypingState()
let typingStart = now()
for _ in 0..<rounds {
    for number in numbers {
        var text = ""
        for digit in number {
            text.append(digit)
            let result = phone.apply(
                MaskInput(text: text, caret: text.count, gravity: .forward(autocomplete: true)), state: &memory)
            text = result.text
            digits += 1
        }
        sink &+= text.utf8.count
    }
}
let typing = now() - typingStart

// What a text field drives: `+` then the digits, one key at a time, through EditingState, a new
// field per number, regions mixed in the order of the list (as the C++ side types them).
let empty = EditingState(formatter: Format.phone)
let plus: Character = "+"
let keys = numbers.map { number in number.map { $0 } }
var fieldDigits = 0
let fieldStart = now()
for _ in 0..<rounds {
    for number in keys {
        var field = empty
        field.insert(plus)
        for digit in number { sink &+= field.insert(digit).caret }
        fieldDigits += number.count
    }
}
let fieldTyping = now() - fieldStart

var valid = 0
let validationStart = now()
for _ in 0..<rounds {
    for number in numbers where (try? phone.validate("+" + number)) != nil { valid += 1 }
}
let validation = now() - validationStart
print(String(format: "keystroke as-you-type %.0f ns/digit (%d digits)", typing / Double(digits), digits))
print(String(format: "keystroke EditingState, + then digits %.0f ns/digit (%d digits; the + key's time included)",
             fieldTyping / Double(fieldDigits), fieldDigits))
print(String(format: "keystroke validate %.0f ns/number (%d valid of %d)", validation / Double(rounds * numbers.count), valid, rounds * numbers.count))
print("sink \(sink)")
