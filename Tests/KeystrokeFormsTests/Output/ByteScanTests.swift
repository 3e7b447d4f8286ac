@_spi(KeystrokeInternal) import KeystrokeForms
import Testing

/// The word-at-a-time scan against a plain byte loop, over every placement of one special
/// byte and one non-ASCII byte in lines up to 20 bytes long.
@Suite struct ByteScanTests {
    /// The first `"`, `\` or control byte at or after `start`, and whether a byte ≥ 0x80 comes before it.
    func naive(_ bytes: [UInt8], from start: Int) -> (Int, Bool) {
        var nonASCII = false
        for index in start..<bytes.count {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { return (index, nonASCII) }
            if byte >= 0x80 { nonASCII = true }
        }
        return (bytes.count, nonASCII)
    }

    @Test(arguments: [UInt8(0x22), 0x5C, 0x00, 0x1F])
    func firstSpecialMatchesAByteLoop(special: UInt8) {
        var mismatches: [String] = []
        for count in 0...20 {
            for specialAt in -1..<count {
                for highAt in -1..<count where highAt != specialAt {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    if specialAt >= 0 { bytes[specialAt] = special }
                    if highAt >= 0 { bytes[highAt] = 0xC3 }
                    for start in Set([0, 1, 5, 9]) where start <= count {
                        var nonASCII = false
                        let found = bytes.withUnsafeBytes {
                            ByteScan.firstSpecial(in: $0, from: start, nonASCII: &nonASCII)
                        }
                        let expected = naive(bytes, from: start)
                        if found != expected.0 || nonASCII != expected.1 { mismatches.append("\(bytes) from \(start)") }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
