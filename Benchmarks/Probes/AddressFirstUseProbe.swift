// Wall-clock time of each region's first use of the address data (`AddressMetadata(region:)` and a
// postal-code validation, which compiles the pattern) in a fresh process, in the order given
// (see first-use.sh address), then the resident memory after every country is loaded.
import Foundation
import Keystroke

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The resident set size in kB, from /proc/self/status.
func residentKB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
}

let atStart = residentKB()
/// Anonymous memory in kB (heap, and PCRE2's JIT code), from /proc/self/smaps_rollup: the data's
/// own memory, without the pages of the Swift runtime's and PCRE2's code that first use maps in.
func anonymousKB() -> Int {
    guard let rollup = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return -1 }
    let line = rollup.split(separator: "\n").first { $0.hasPrefix("Anonymous:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
}
let anonymousAtStart = anonymousKB()
var times: [String] = []
for region in CommandLine.arguments.dropFirst() {
    let start = now()
    let metadata = AddressMetadata(region: region)
    let data = now()
    if let example = metadata?.postalCodeExamples.first { _ = try? Format.postalCode(region: region).validate(example) }
    times.append("\(region) data \(Int((data - start) / 1000)) µs, +pattern \(Int((now() - data) / 1000)) µs")
}
print(times.joined(separator: ", "))
let before = residentKB()
for region in AddressMetadata.regions {
    let metadata = AddressMetadata(region: region)
    if let example = metadata?.postalCodeExamples.first { _ = try? Format.postalCode(region: region).validate(example) }
}
let after = residentKB()
print("anonymous memory +\(anonymousKB() - anonymousAtStart) kB for every country's data and compiled pattern")
print("RSS at start \(atStart) kB, before loading every country \(before) kB, after \(after) kB (+\(after - atStart) kB in all)")
