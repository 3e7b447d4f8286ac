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
print("RSS before loading every country \(before) kB, after \(residentKB()) kB (+\(residentKB() - before) kB)")
