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
