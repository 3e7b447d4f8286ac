import Keystroke
import KeystrokeForms
import PCRE2
import Testing

/// Absurd parameters, malformed masks and definitions: clear typed errors
/// that say what and where, never a crash.
@Suite("Bad input gives clear errors")
struct BadInputTests {
    @Test("Bad format ids", arguments: [
        ("pin:0", FormatError.Kind.badParameter), ("pin:-1", .badParameter), ("pin:65", .badParameter),
        ("pin:", .badParameter), ("pin:abc", .badParameter), ("pin:4:4", .badParameter), ("pin:99999999999999999999", .badParameter),
        ("currency:xx-YY:ZZZ", .badParameter), ("currency:pt-BR", .badParameter), ("currency:pt-BR:BRL:-5", .badParameter),
        ("currency:pt-BR:BRL:abc", .badParameter), ("currency", .badParameter), ("cvv:foo", .badParameter),
        ("cpf:1", .badParameter), ("regex:", .badParameter), ("regex:(", .badParameter), ("regex:[z-a]", .badParameter),
        ("", .unknownFormat), (":", .unknownFormat), ("nope", .unknownFormat), ("CPF", .unknownFormat), ("\0", .unknownFormat),
        ("👍", .unknownFormat),
    ])
    func badFormatIDs(id: String, kind: FormatError.Kind) {
        #expect {
            _ = try Format(id: id)
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            return error.kind == kind && error.id == id && !error.message.isEmpty && error.description.contains("'\(id)'")
        }
    }

    @Test("Malformed masks name the reason and an offset inside the format", arguments: [
        ("[[00]000]", MaskError.Reason.nestedBrackets), ("{{+7}}", .nestedBraces), ("[00", .unclosedBracket),
        ("{+7", .unclosedBrace), ("00]", .unmatchedClosingBracket), ("+7}", .unmatchedClosingBrace),
        ("[]", .emptyBrackets), ("{}", .emptyBraces), ("[0{1}]", .braceInsideBrackets), ("{[0]}", .bracketInsideBraces),
        ("[Z]", .unknownSlotCharacter), ("[0…]-[00]", .charactersAfterEllipsis), ("[00]\\", .danglingEscape),
        ("[👍]", .unknownSlotCharacter),
    ])
    func malformedMasks(format: String, reason: MaskError.Reason) {
        #expect {
            _ = try Mask(format)
        } throws: { error in
            guard let error = error as? MaskError else { return false }
            return error.reason == reason && (0..<format.count).contains(error.offset) && error.format == format
        }
    }

    @Test("Reserved characters cannot be custom notations")
    func reservedNotation() {
        #expect(throws: MaskError.self) {
            _ = try Mask("[00]", customNotations: [Notation(character: "0", characters: ["x"], isOptional: false)])
        }
        #expect(throws: MaskError.self) {
            _ = try Notation(character: "h", pattern: "(", isOptional: false)
        }
    }

    @Test("Malformed form definitions name the JSON path", arguments: [
        "", "{", "[]", "null", #"{"elements": 5}"#, #"{"elements": [{"type": "text"}]}"#,
        #"{"elements": [{"key": "a", "type": "nope"}]}"#, #"{"elements": [{"key": "a", "type": "text", "format": "pin:0"}]}"#,
        #"{"elements": [{"key": "a", "type": "text"}, {"key": "a", "type": "text"}]}"#,
        #"{"elements": [{"key": "a", "type": "text", "validation": {"type": "regex", "regex": "("}}]}"#,
        #"{"elements": [{"key": "a", "type": "text", "unknown": true}]}"#, "{\"elements\": [\u{0}]}",
        String(repeating: "[", count: 100_000),
    ])
    func malformedDefinitions(json: String) {
        #expect {
            _ = try FormGroup(definitionJSON: json)
        } throws: { error in
            guard let error = error as? FormDefinitionError else { return false }
            return !error.message.isEmpty && !error.description.isEmpty
        }
    }

    @Test("Invalid UTF-8 decodes with replacement characters and is refused, not crashed on")
    func invalidUTF8() throws {
        let bytes: [UInt8] = [0x31, 0x32, 0xFF, 0xC3, 0x28, 0x33, 0xED, 0xA0, 0x80, 0x34]
        let text = String(decoding: bytes, as: UTF8.self)
        let cpf = try Format(id: "cpf")
        var field = EditingState(formatter: cpf)
        field.paste(text)
        #expect(field.value == "1234")
        #expect(throws: ValidationError.self) { try cpf.validate(text) }
    }
}
