import Foundation
import PCRE2

/// The parts of a number as people write it, before its digits are read, as libphonenumber's
/// `parse` finds them: an RFC 3966 `tel:` URI, an extension in any of its notations, and vanity
/// letters (`1-800-FLOWERS`).
enum PhoneNumberText {
    /// A written number split into the number and its extension.
    struct Parts: Equatable {
        /// The number: `+`, digits of any script and punctuation; vanity letters already dialled.
        var number: String
        /// The extension's digits (ASCII), nil when there is none.
        var `extension`: String?
    }

    /// Whether `text` may hold more than a plain number (a letter, `;`, `,`, `#`, `*`, `~` or a
    /// non-ASCII character): only such a text needs ``parts(of:)``.
    static func mayHaveParts(_ text: String) -> Bool {
        text.utf8.contains { byte in
            byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "~")
        }
    }

    /// Splits a written number into the number and its extension, reading a `tel:` URI and dialling
    /// vanity letters, as libphonenumber does before it reads digits.
    /// - Throws: `phone.characters` for a `tel:` URI libphonenumber refuses (a bad `phone-context`).
    static func parts(of text: String) throws(ValidationError) -> Parts {
        var number = text
        if let uri = try uriNumber(text) { number = uri }
        var parts = Parts(number: number)
        if let (start, digits) = extensionMatch(in: number) {
            parts = Parts(number: String(number.utf8.prefix(start))!, extension: digits)
        }
        // Letters are read only after three digits (libphonenumber's viable number).
        if parts.number.utf8.contains(where: { ($0 | 0x20) &- 0x61 < 26 }) && !isViable(parts.number) {
            throw ValidationError(
                code: "phone.characters", message: "A phone number starts with digits; letters may follow the first three.")
        }
        parts.number = dialled(parts.number)
        return parts
    }

    // MARK: - RFC 3966

    /// The number part of an RFC 3966 URI (`tel:+1-201-555-0123;ext=1234`) with its
    /// `phone-context` prefix put in front and its `isub` cut, as libphonenumber builds it; nil
    /// when `text` is not a URI (no `tel:` and no `;phone-context=`).
    private static func uriNumber(_ text: String) throws(ValidationError) -> String? {
        // Searched in the text itself: offsets taken from a lowercased copy do not hold when
        // lowercasing changes a character's length (`İ`).
        let hasScheme = text.utf8.prefix(4).map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }.elementsEqual("tel:".utf8)
        let context = text.range(of: ";phone-context=", options: .caseInsensitive)
        guard hasScheme || context != nil else { return nil }
        let schemeEnd = hasScheme ? text.utf8.index(text.startIndex, offsetBy: 4) : text.startIndex
        var number: Substring
        if let context, context.lowerBound >= schemeEnd {
            // The context runs to the next parameter; a `+` one is the number's prefix, a domain says nothing.
            let value = text[context.upperBound...].prefix { $0 != ";" }
            guard isValidContext(value) else {
                throw ValidationError(code: "phone.characters", message: "The tel: URI's phone-context is not a number or a domain.")
            }
            number = text[schemeEnd..<context.lowerBound]
            if value.hasPrefix("+") { number = value + number }
        } else {
            number = text[schemeEnd...]
        }
        if let isub = number.range(of: ";isub=", options: .caseInsensitive) { number = number[..<isub.lowerBound] }
        return String(number)
    }

    /// RFC 3966's `global-number-digits` (`+1-201`) or `domainname` (`example.com`).
    private static func isValidContext(_ value: Substring) -> Bool {
        if value.first == "+" {
            let rest = value.dropFirst()
            return rest.contains { $0.isNumber } && rest.allSatisfy { $0.isNumber || "-.()".contains($0) }
        }
        let labels = (value.last == "." ? value.dropLast() : value).split(separator: ".", omittingEmptySubsequences: false)
        guard let top = labels.last, top.first?.isASCIILetter == true else { return false }
        return labels.allSatisfy { label in
            guard let first = label.first, let last = label.last, first.isASCIIAlphanumeric, last.isASCIIAlphanumeric else { return false }
            return label.allSatisfy { $0.isASCIIAlphanumeric || $0 == "-" }
        }
    }

    // MARK: - Extensions

    /// Where an extension begins in `text` (a UTF-8 offset) and its digits, when the text ends
    /// with one and what comes before it is a viable number (libphonenumber's `maybe_strip_extension`).
    static func extensionMatch(in text: String) -> (start: Int, digits: String)? {
        guard let (start, written) = writtenExtension(in: text) else { return nil }
        var ascii = ""
        for character in written {
            if let digit = PhoneNumberReader.asciiDigit(character) { ascii.unicodeScalars.append(digit) }
        }
        return (start, ascii)
    }

    /// ``extensionMatch(in:)`` with the extension's digits as written (of any script), as
    /// libphonenumber keeps them in the number it parses.
    static func writtenExtension(in text: String) -> (start: Int, digits: Substring)? {
        guard let match = try? extensionPattern?.firstMatch(in: text) else { return nil }
        let start = match.utf8Range.lowerBound
        guard isViable(String(text.utf8.prefix(start))!),
            let digits = match.captures.lazy.compactMap({ $0 }).first
        else { return nil }
        return (start, digits)
    }

    /// Whether `text` could be a number: libphonenumber's `is_viable_phone_number` (two digits
    /// alone, or at least three among punctuation, then any letters, digits and punctuation and
    /// perhaps an extension).
    static func isViable(_ text: String) -> Bool {
        // Two scalars at least, as libphonenumber counts code points.
        guard !text.unicodeScalars.dropFirst().isEmpty, let viablePattern else { return false }
        return (try? viablePattern.matches(text)) ?? false
    }

    /// libphonenumber's punctuation inside a number (its VALID_PUNCTUATION), as a character class body.
    static let punctuation = #"\-x\x{2010}-\x{2015}\x{2212}\x{30FC}\x{FF0D}-\x{FF0F} \x{00A0}\x{00AD}\x{200B}\x{2060}\x{3000}()\x{FF08}\x{FF09}\x{FF3B}\x{FF3D}.\[\]/~\x{2053}\x{223C}\x{FF5E}"#

    /// An extension at the end of a number, in every notation libphonenumber parses; the first
    /// group that takes part holds the digits. Longer limits go with clearer labels.
    private static let extensionSource = extensionSource(forParsing: true)

    /// libphonenumber's extension notations: all of them when parsing a number; without the
    /// dialling pauses (`,,` `;`) when finding numbers in text (``PhoneNumberMatcher``).
    static func extensionSource(forParsing: Bool) -> String {
        func digits(_ limit: Int) -> String { #"(\d{1,\#(limit)})"# }
        let separators = #"[ \x{00A0}\t,]*"#
        let afterLabel = #"[:\.\x{FF0E}]?[ \x{00A0}\t,\-]*"#
        let explicit = #"(?:e?xt(?:ensi(?:o\x{0301}?|\x{00F3}))?n?|\x{FF45}?\x{FF58}\x{FF54}\x{FF4E}?|\x{0434}\x{043E}\x{0431}|anexo)"#
        let ambiguous = #"(?:[x\x{FF58}#\x{FF03}~\x{FF5E}]|int|\x{FF49}\x{FF4E}\x{FF54})"#
        var alternatives = [
            ";ext=" + digits(20),
            separators + explicit + afterLabel + digits(20) + "#?",
            separators + ambiguous + afterLabel + digits(9) + "#?",
            "[- ]+" + digits(6) + "#",
        ]
        if forParsing {
            // Dialling pauses: `,,` or `;` before the extension, or commas alone.
            alternatives.append(#"[ \x{00A0}\t]*(?:,{2}|;)"# + afterLabel + digits(15) + "#?")
            alternatives.append(#"[ \x{00A0}\t]*(?:,)+"# + afterLabel + digits(9) + "#?")
        }
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }

    // Fixed sources, compiled once; a test checks that both compile.
    static let extensionPattern = try? Pattern(extensionSource + "$", options: [.caseInsensitive])
    // The extension is optional after the second form only (two digits stand alone), as in
    // libphonenumber's VALID_PHONE_NUMBER_PATTERN.
    static let viablePattern = try? Pattern(
        #"^(?:\d{2}|[+\x{FF0B}]*(?:["# + punctuation + #"*]*\d){3,}["# + punctuation + #"*A-Za-z\d]*(?:"#
            + extensionSource + ")?)$",
        options: [.caseInsensitive])

    // MARK: - Vanity letters

    /// The number with its letters dialled (`1-800-FLOWERS` → `1-800-3569377`) when it has three
    /// or more, as libphonenumber converts them; fewer letters are left for the reader to refuse.
    static func dialled(_ number: String) -> String {
        var letters = 0
        for byte in number.utf8 where (byte | 0x20) &- 0x61 < 26 {
            letters += 1
        }
        guard letters >= 3 else { return number }
        return String(String.UnicodeScalarView(number.unicodeScalars.map { scalar in
            guard scalar.isASCII, let digit = keypadDigit(UInt8(scalar.value)) else { return scalar }
            return Unicode.Scalar(digit)
        }))
    }

    /// The keypad digit of an ASCII letter (`A`–`C` → `2`, …, `W`–`Z` → `9`), nil for any other byte.
    static func keypadDigit(_ byte: UInt8) -> UInt8? {
        let letter = byte | 0x20
        guard letter &- 0x61 < 26 else { return nil }
        // Letters per key from 2: ABC DEF GHI JKL MNO PQRS TUV WXYZ.
        let keys: [UInt8] = [2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9]
        return 0x30 + keys[Int(letter - 0x61)]
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
}
