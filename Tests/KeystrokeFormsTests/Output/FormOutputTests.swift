import Foundation
import Testing
import KeystrokeForms

@Suite struct FormOutputTests {
    let sample: FormOutput = [
        "name": "Zoë \"Z\"", "age": 31, "price": 0.1, "tags": ["a", nil, true], "nested": ["z": 1, "a": [:]],
    ]

    @Test func jsonStringSortsKeysAndIsCompact() {
        #expect(
            sample.jsonString
                == #"{"age":31,"name":"Zoë \"Z\"","nested":{"a":{},"z":1},"price":0.1,"tags":["a",null,true]}"#)
    }

    @Test func prettyPrintingIndents() {
        let value: FormOutput = ["b": [1, 2], "a": "x"]
        #expect(value.jsonString(prettyPrinted: true) == "{\n  \"a\": \"x\",\n  \"b\": [\n    1,\n    2\n  ]\n}")
    }

    @Test func numbersStayExact() throws {
        let value = try FormOutput(json: #"{"big": 12345678901234567890.123456789, "small": 0.1, "exp": 1E3}"#)
        #expect(value["big"] == .number(Decimal(string: "12345678901234567890.123456789")!))
        #expect(value["small"]?.jsonString == "0.1")
        #expect(value["exp"] == 1000)
    }

    @Test func roundTripsThroughItsOwnParser() throws {
        #expect(try FormOutput(json: sample.jsonString) == sample)
        #expect(try FormOutput(jsonData: sample.jsonData) == sample)
    }

    @Test func escapesControlCharacters() throws {
        let value: FormOutput = ["text": "line\nnext\ttab\u{01}"]
        #expect(value.jsonString == #"{"text":"line\nnext\ttab\u0001"}"#)
        #expect(try FormOutput(json: value.jsonString) == value)
    }

    /// Each way a string, a literal or the space between values can be wrong, with where it is.
    @Test(arguments: [
        (#"{"a":"x\#u{01}y"}"#, "$.a", "control character in string at line 1, column 8"),
        (#"{"a":"tail"#, "$.a", "unterminated string at line 1, column 11"),
        (#"{"a":"x\y"}"#, "$.a", #"invalid escape '\y' at line 1, column 10"#),
        (#"{"a":tru}"#, "$.a", "invalid literal, expected 'true' at line 1, column 6"),
        (#"{"a":nul"#, "$.a", "invalid literal, expected 'null' at line 1, column 6"),
        ("{\"a\":1,\t\r\n \"a\":2}", "$", "duplicate key 'a' at line 2, column 5"),
        ("[1,\n\n  x]", "$[1]", "unexpected character 'x' at line 3, column 3"),
    ])
    func readingErrorsSayWhatAndWhere(json: String, path: String, message: String) {
        #expect(throws: FormDefinitionError(path: path, message: message)) { try FormOutput(json: json) }
    }

    /// Strings without escapes are read in one piece; with escapes, run by run: the same text.
    @Test func stringsWithAndWithoutEscapesReadTheSame() throws {
        let value = try FormOutput(json: #"{"plain":"Zoë Ana","escaped":"Zo\u00eb \"A\"","ascii":"ana"}"#)
        #expect(value["plain"] == "Zoë Ana")
        #expect(value["escaped"] == #"Zoë "A""#)
        #expect(value["ascii"] == "ana")
        #expect(try FormOutput(json: " [ true , false , null ] ") == [true, false, nil])
    }

    /// A non-ASCII string that is not UTF-8 is refused at its closing quote, with or without escapes.
    @Test func invalidUTF8IsRefusedWhereTheStringEnds() {
        let plain: [UInt8] = Array(#"{"a":"x"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        let escaped: [UInt8] = Array(#"{"a":"\n"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: FormDefinitionError(path: "$.a", message: "invalid UTF-8 in string at line 1, column 10")) {
            try FormOutput(jsonData: Data(plain))
        }
        #expect(throws: FormDefinitionError(path: "$.a", message: "invalid UTF-8 in string at line 1, column 11")) {
            try FormOutput(jsonData: Data(escaped))
        }
    }

    @Test func codableThroughFoundation() throws {
        let data = try JSONEncoder().encode(sample)
        #expect(try JSONDecoder().decode(FormOutput.self, from: data) == sample)
    }

    @Test func dictionaryBridgesToFoundationTypes() {
        let dictionary = sample.dictionary
        #expect(dictionary["age"] as? Int == 31)
        #expect(dictionary["price"] as? Decimal == Decimal(string: "0.1"))
        #expect((dictionary["tags"] as? [Any])?[1] is NSNull)
        #expect(FormOutput(any: dictionary) == sample)
        #expect(FormOutput.string("x").dictionary.isEmpty)
    }

    @Test func foundationNumbersStayNumbersAndBooleansStayBooleans() throws {
        // JSONSerialization hands 1 and 0 over as NSNumbers that also cast to Bool.
        let json = #"{"a":1,"b":true,"c":0,"d":false,"e":0.1,"f":[1,true,0,false],"g":12345678901234567890}"#
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let value = try #require(FormOutput(any: parsed))
        #expect(value["a"] == .number(1))
        #expect(value["b"] == .bool(true))
        #expect(value["c"] == .number(0))
        #expect(value["d"] == .bool(false))
        #expect(value["e"]?.jsonString == "0.1")
        #expect(value["f"] == [1, true, 0, false])
        #expect(value["g"] == .number(Decimal(string: "12345678901234567890")!))
        #expect(FormOutput(any: [true, false, 1, 0, Decimal(1)] as [Any]) == [true, false, 1, 0, 1])
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, "$"),
        (#"{"a": [1, 2,]}"#, "$.a[2]"),
        (#"{"a": {"b": tru}}"#, "$.a.b"),
        (#"{"a b": [0, {"c": [nul]}]}"#, #"$["a b"][1].c[0]"#),
        (#"{"a": 1, "a": 2}"#, "$"),
        (#"{"a": "\x"}"#, "$.a"),
        (#"[1] 2"#, "$"),
        (#"{"a": 01}"#, "$.a"),
        (#"{"a": "\ud800"}"#, "$.a"),
        ("", "$"),
    ])
    func malformedJSONFailsWithItsPath(json: String, path: String) {
        #expect {
            try FormOutput(json: json)
        } throws: { error in
            (error as? FormDefinitionError)?.path == path
        }
    }

    @Test func deepNestingFailsInsteadOfCrashing() {
        let json = String(repeating: "[", count: 100_000)
        #expect(throws: FormDefinitionError.self) { try FormOutput(json: json) }
    }

    @Test func errorsGiveLineAndColumn() {
        #expect {
            try FormOutput(json: "{\n  \"a\": ?\n}")
        } throws: { error in
            (error as? FormDefinitionError)?.message == "unexpected character '?' at line 2, column 8"
        }
    }

    @Test func decodesUnicodeEscapesAndSurrogates() throws {
        #expect(try FormOutput(json: #""\u00e9\ud83d\ude00\/""#) == "é😀/")
    }
}
