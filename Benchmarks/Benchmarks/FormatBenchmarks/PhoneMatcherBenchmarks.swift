import Benchmark
import Keystroke

// Finding phone numbers in text. One iteration reads a generated text of about 256 KiB (lines of
// prose with numbers, dates, prices and non-ASCII words, a third of them holding a number), as
// one text, line by line, and through the stream matcher; MB/s is the text's size over the
// iteration's time (the README gives the figures; Scripts/phone-matcher-vs-libphonenumber.sh
// compares with libphonenumber's C++ matcher on the text of Scripts/phone/make_text.py).

/// Reproducible picks (a linear congruential sequence).
private struct Picks {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// Lines of prose holding phone numbers and things that look like them, about `bytes` long.
func phoneMatcherText(bytes: Int) -> [String] {
    var picks = Picks(state: 26)
    let words = ("the call office meeting please our for and with on from about team report we will you can "
        + "send this next week thanks regards schedule update ticket customer invoice number order").split(separator: " ").map(String.init)
    let foreign = ["Straße", "café", "Zürich", "東京", "電話", "письмо", "هاتف", "📞", "👍🏽", "🇫🇷"]
    let lookAlikes = ["12/03/2021", "2021-03-12", "10:30", "2012-01-02 08:00", "$45.00", "45%", "order #12345678", "v1.2.3", "3.14159"]
    let us = try? PhoneFormat(region: "US")
    var numbers = [us?.example(.fixedLine), us?.example(.tollFree)].compactMap { $0 }
    for region in ["GB", "DE", "FR", "BR", "IN", "JP", "AU", "IT"] {
        if let number = PhoneFormat().example(.mobile, region: region) { numbers.append(number) }
    }
    var lines: [String] = []
    var size = 0
    while size < bytes {
        var parts = (0..<(6 + picks.next(10))).map { _ in words[picks.next(words.count)] }
        if picks.next(4) == 0 { parts.insert(foreign[picks.next(foreign.count)], at: picks.next(parts.count)) }
        if picks.next(10) < 3 { parts.insert(lookAlikes[picks.next(lookAlikes.count)], at: picks.next(parts.count)) }
        if picks.next(100) < 35 { parts.insert("call " + numbers[picks.next(numbers.count)] + ",", at: picks.next(parts.count)) }
        let line = parts.joined(separator: " ") + "."
        lines.append(line)
        size += line.utf8.count + 1
    }
    return lines
}

/// Benchmarks of PhoneNumberMatcher and PhoneNumberStreamMatcher.
func phoneMatcherBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], warmupIterations: 2, scalingFactor: .one,
        maxDuration: .seconds(3), maxIterations: 100)
    let lines = phoneMatcherText(bytes: 256 * 1024)
    let text = lines.joined(separator: "\n")

    Benchmark("PhoneNumberMatcher.find phone:US (256 KiB, one text)", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for match in PhoneNumberMatcher(text: text, region: "US") { blackHole(match) }
        }
    }

    Benchmark("PhoneNumberMatcher.find phone:US (256 KiB, a matcher a line)", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for line in lines {
                for match in PhoneNumberMatcher(text: line, region: "US") { blackHole(match) }
            }
        }
    }

    Benchmark("PhoneNumberStreamMatcher phone:US (256 KiB in 16 KiB pieces)", configuration: configuration) { benchmark in
        let utf8 = Array(text.utf8)
        let pieces = stride(from: 0, to: utf8.count, by: 16_384).map { String(decoding: utf8[$0..<min(utf8.count, $0 + 16_384)], as: UTF8.self) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var stream = PhoneNumberStreamMatcher(region: "US")
            for piece in pieces { blackHole(stream.append(piece)) }
            blackHole(stream.finish())
        }
    }
}
