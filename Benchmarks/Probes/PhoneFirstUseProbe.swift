// Wall-clock time of each region's first use (`PhoneFormat(region:)` and its example) in a fresh
// process, in the order given (see first-use.sh phone): the first region pays the process's
// one-off costs too.
import Foundation
import Keystroke

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

_ = PhoneFormat.supportedRegions.count
var times: [String] = []
for region in CommandLine.arguments.dropFirst() {
    let start = now()
    _ = try PhoneFormat(region: region).example(.mobile)
    times.append("\(region) \(Int((now() - start) / 1000)) µs")
}
print(times.joined(separator: ", "))
