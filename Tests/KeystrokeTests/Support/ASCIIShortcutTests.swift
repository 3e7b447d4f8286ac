import Testing
@testable import Keystroke

/// Character classes answered for ASCII without the Unicode property tables must agree with them.
@Suite struct ASCIIShortcutTests {
    @Test func textAllowsEveryASCIICharacterButControls() {
        let text = TextFormat(isOptional: false)
        var characters = (UInt8(0)...0x7F).map { Character(Unicode.Scalar($0)) }
        characters.append("\r\n")
        for character in characters {
            let expected = !character.isNewline && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            #expect(text.allows(character) == expected, "\(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func whitespaceAgreesWithThePropertyForASCIIAndBeyond() {
        let beyond: [UInt32] = [0x85, 0xA0, 0x1680, 0x2009, 0x200B, 0x202F, 0x3000, 0xE9, 0x661]
        for value in Array(UInt32(0)...0x7F) + beyond {
            let scalar = Unicode.Scalar(value)!
            #expect(FormatText.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    @Test func currencyIgnoresTheSameASCIIAsTheProperties() {
        for value in UInt32(0)...0x7F {
            let scalar = Unicode.Scalar(value)!
            let expected = scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            #expect(CurrencyFormat.isIgnorable(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func currencyIgnoresSpacesAndMarksBeyondASCII() {
        for scalar: Unicode.Scalar in ["\u{A0}", "\u{202F}", "\u{2009}", "\u{200F}", "\u{061C}", "\u{200E}"] {
            #expect(CurrencyFormat.isIgnorable(scalar))
        }
        for scalar: Unicode.Scalar in ["1", "٫", "€", "-", "\u{2212}"] {
            #expect(!CurrencyFormat.isIgnorable(scalar))
        }
    }
}
