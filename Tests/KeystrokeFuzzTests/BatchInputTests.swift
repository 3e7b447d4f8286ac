import KeystrokeTestSupport
import Testing
@testable import KeystrokeFuzzSupport

/// Random `keystroke batch` inputs, JSON Lines and CSV, through the engine the
/// command runs; the checks are ``BatchFuzzer``'s (one JSON response per line,
/// the fast and complete parsers agree, every reject written).
@Suite("Batch input fuzzing")
struct BatchInputTests {
    /// Pieces that random lines are made of: whole requests, broken JSON, escapes, odd bytes.
    static let pieces: [[UInt8]] = [
        #"{"op":"validate","format":"cpf","input":"123.456.789-09"}"#, #"{"op":"format","format":"cep","input":"80010000"}"#,
        #"{"op":"type","format":"phone-br","keys":"4199"}"#, #"{"op":"mask","mask":"[00]-[00]","text":"1234"}"#,
        #"{"op":"type","mask":"[0-0]","edits":[{"insert":"9"},{"backspace":1}]}"#, #""input":"\u00e9\ud83d\ude00""#,
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "null", "true", "-0", "1e9", " ", "\t", "\r", "\n", "\n",
        #""op""#, #""format""#, #""validate""#, #""pin:0""#, #""currency:xx-YY:ZZZ""#, "\u{0}", "é", "👨‍👩‍👧",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80]]

    static let csvPieces: [[UInt8]] = [
        "123.456.789-09", "11111111111", ",", "\"", "\"\"", "\n", "\r\n", "a,b", "R$ 1,00", "x@y.z", "é", " ",
    ].map { Array($0.utf8) }

    @Test("Random JSON Lines get one well-formed response each")
    func jsonLines() {
        var random = SeededGenerator(seed: 0x6b65_7973)
        for _ in 0..<max(FuzzSettings.scriptsPerSubject / 4, 50) {
            let input = Self.input(from: Self.pieces, header: 2, using: &random)
            if let violation = BatchFuzzer.runLines(input[...]) {
                Issue.record("\(violation)\n  input: \(input)")
                return
            }
        }
    }

    @Test("Random CSV is cleaned without losing a row")
    func csv() {
        var random = SeededGenerator(seed: 0x63_7376)
        for _ in 0..<max(FuzzSettings.scriptsPerSubject / 4, 50) {
            let input = Self.input(from: Self.csvPieces, header: 5, using: &random)
            if let violation = BatchFuzzer.runCSV(input[...]) {
                Issue.record("\(violation)\n  input: \(input)")
                return
            }
        }
    }

    /// `header` random option bytes, then up to 60 random pieces.
    static func input(from pieces: [[UInt8]], header: Int, using random: inout SeededGenerator) -> [UInt8] {
        var bytes = (0..<header).map { _ in UInt8.random(in: 0...255, using: &random) }
        for _ in 0..<Int.random(in: 0...60, using: &random) {
            bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }
        return bytes
    }
}

