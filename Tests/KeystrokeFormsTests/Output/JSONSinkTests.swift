import Foundation
import Testing
@_spi(KeystrokeInternal) import KeystrokeForms

/// The one JSON escaper and value writer, shared by `FormOutput.jsonString`, the batch
/// protocol's writer and the demo.
@Suite struct JSONSinkTests {
    func written(_ write: (JSONBytes) -> Void) -> String {
        let sink = JSONBytes()
        write(sink)
        return sink.text
    }

    @Test func everyASCIIByteIsEscapedAsRFC8259Allows() {
        var wrong: [String] = []
        for byte in UInt8(0)..<0x80 {
            let expected: String
            switch byte {
            case 0x22: expected = #"\""#
            case 0x5C: expected = #"\\"#
            case 0x0A: expected = #"\n"#
            case 0x0D: expected = #"\r"#
            case 0x09: expected = #"\t"#
            case 0x08: expected = #"\u0008"#
            case 0x0C: expected = #"\u000c"#
            case 0x1F: expected = #"\u001f"#
            case ..<0x20: expected = String(format: "\\u%04x", Int(byte))
            default: expected = String(UnicodeScalar(byte))
            }
            let text = written { $0.append(jsonString: "a" + String(UnicodeScalar(byte)) + "b") }
            if text != "\"a\(expected)b\"" { wrong.append("\(byte): \(text)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func escapedStringsOfEveryLengthReadBackUnchanged() throws {
        // Lengths around the eight-byte words the scanner reads, specials at every place.
        let pieces = ["a", "é", "\"", "\\", "\n", "\u{01}", "😀", "\u{7F}", "Z"]
        for length in 0...20 {
            for shift in 0..<pieces.count {
                let string = (0..<length).map { pieces[($0 * 7 + shift) % pieces.count] }.joined()
                let text = written { $0.append(jsonString: string) }
                #expect(try FormOutput(json: text) == .string(string), "\(string.debugDescription) → \(text)")
                let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
                #expect(foundation as? String == string)
            }
        }
    }

    @Test func valuesWriteAsTheirJSONStringAndObjectsCanKeepTheirOrder() {
        let value: FormOutput = ["z": [1, "x\ty", nil], "a": ["k": false]]
        #expect(written { $0.append(json: value) } == value.jsonString)
        #expect(value.jsonString == #"{"a":{"k":false},"z":[1,"x\ty",null]}"#)
        #expect(written { $0.append(json: value, indent: 0) } == value.jsonString(prettyPrinted: true))
        #expect(
            written { $0.append(jsonObject: [("path", "a.b"), ("code", "required"), ("list", ["q\""])]) }
                == #"{"path":"a.b","code":"required","list":["q\""]}"#)
        #expect(written { $0.append(jsonObject: []) } == "{}")
    }
}
