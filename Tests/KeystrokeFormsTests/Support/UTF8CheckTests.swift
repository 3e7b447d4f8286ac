import KeystrokeForms
import KeystrokeTestSupport
import Testing

/// `firstInvalidUTF8Offset(in:)` skips ASCII eight bytes at a time; it must name the same byte as
/// decoding every scalar in turn.
@Suite struct UTF8CheckTests {
    /// The rule written out the plain way: the standard decoder over the whole buffer.
    private static func reference(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Pieces bodies are made of: ASCII runs of every length around eight, scalars of two to four
    /// bytes, and bytes that break UTF-8 (a lone continuation, a lead without its tail, an
    /// overlong form, a surrogate, a value past U+10FFFF).
    private static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("{\"cpf\":".utf8), Array("0123456".utf8), Array("01234567".utf8), Array("012345678".utf8),
        Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("ção".utf8),
        [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
    ]

    @Test func namesTheSameByteAsDecodingEveryScalar() {
        var random = SeededGenerator(seed: 0x5554_4638)
        var invalid = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                // Valid pieces nine times in ten, so most bodies reach their end or fail late.
                let index = Int.random(in: 0..<10, using: &random) == 0
                    ? Int.random(in: 9..<Self.pieces.count, using: &random)
                    : Int.random(in: 0..<9, using: &random)
                bytes += Self.pieces[index]
            }
            let expected = Self.reference(bytes)
            if expected != nil { invalid += 1 }
            #expect(bytes.withUnsafeBytes(firstInvalidUTF8Offset(in:)) == expected, "\(bytes)")
        }
        // Both outcomes were exercised.
        #expect(invalid > 2_000 && invalid < 18_000)
    }

    @Test func findsABadByteAfterLongASCII() {
        for length in 0..<40 {
            let bytes = Array(repeating: UInt8(ascii: "x"), count: length) + [0xFF] + Array("tail".utf8)
            #expect(bytes.withUnsafeBytes(firstInvalidUTF8Offset(in:)) == length)
            #expect(Array(repeating: UInt8(ascii: "x"), count: length).withUnsafeBytes(firstInvalidUTF8Offset(in:)) == nil)
        }
    }
}
