import PCRE2

/// The patterns libphonenumber's `PhoneNumberMatcher` finds numbers in text with, written from its
/// documented rules and compiled once; the character tests it makes one scalar at a time.
///
/// `\d` is any Unicode decimal digit and `\s` any white space, as in libphonenumber (PCRE2 runs
/// with Unicode properties).
enum PhoneTextPatterns {
    /// Brackets that may open a number: `(`, `[` and their full-width forms.
    static let openingBrackets = #"(\[\x{FF08}\x{FF3B}"#
    /// Brackets that may close a group: `)`, `]` and their full-width forms.
    static let closingBrackets = #")\]\x{FF09}\x{FF3D}"#

    /// What may look like a number: up to two leads (a bracket or `+`, with punctuation), then up
    /// to 21 blocks of digits separated by up to four punctuation marks each, then an extension.
    /// Block limits are the longest national number plus the longest calling code (17 + 3).
    static let candidateSource: String = {
        let lead = "[" + openingBrackets + #"+\x{FF0B}]"#
        let punctuation = "[" + PhoneNumberText.punctuation + "]{0,4}"
        let digits = #"\d{1,20}"#
        return "(?:" + lead + punctuation + "){0,2}" + digits + "(?:" + punctuation + digits + "){0,20}"
            + "(?:" + PhoneNumberText.extensionSource(forParsing: false) + ")?"
    }()

    // Fixed sources, compiled once; a test checks that every one compiles.
    static let candidate = try? AnchoredPattern(candidateSource, anchoring: .prefix, options: [.caseInsensitive])

    /// Brackets that pair up: one opening bracket may be left open at the start and a closing one
    /// may come first, but any other opens and closes around something, three pairs at most.
    static let matchingBrackets: AnchoredPattern? = {
        let other = "[^" + openingBrackets + closingBrackets + "]"
        let source = "(?:[" + openingBrackets + "])?(?:" + other + "+[" + closingBrackets + "])?" + other + "+"
            + "(?:[" + openingBrackets + "]" + other + "+[" + closingBrackets + "]){0,3}" + other + "*"
        return try? AnchoredPattern(source, anchoring: .whole)
    }()

    /// Page ranges in a reference (`211-227 (2003)`), not numbers.
    static let publicationPages = try? Pattern(#"\d{1,5}-+\d{1,5}\s{0,4}\(\d{1,4}"#)

    /// Dates written with slashes (`3/10/2011`, `31/10/96`, `08/31/95`).
    static let slashDates = try? Pattern(#"(?:(?:[0-3]?\d/[01]?\d)|(?:[01]?\d/[0-3]?\d))/(?:[12]\d)?\d{2}"#)

    /// A date and an hour (`2012-01-02 08`): a time stamp when `:` and minutes follow the candidate.
    static let timeStamp = try? Pattern(#"[12]\d{3}[-/]?[01]\d[-/]?[0-3]\d +[0-2]\d$"#)

    /// A second extension after a slash (`(530) 583-6985 x302/x2303`): the number ends before it.
    static let secondNumberStart = try? Pattern(#"[\\/] *x"#)

    /// Where a candidate that is not a number may hold one, tried in this order: after slashes,
    /// at an opening bracket, after a spaced hyphen, after a wide dash, after full stops, after
    /// white space. Group 1 is the text after the break.
    static let innerMatches: [Pattern] = [
        #"/+(.*)"#,
        #"(\([^(]*)"#,
        #"(?:\s-|-\s)\s*(.+)"#,
        #"[\x{2012}-\x{2015}\x{FF0D}]\s*(.+)"#,
        #"\.+\s*([^.]+)"#,
        #"\s+(\S+)"#,
    ].compactMap { try? Pattern($0) }

    // MARK: - One scalar at a time

    /// `+` or its full-width form.
    @inline(__always)
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool { scalar == "+" || scalar == "\u{FF0B}" }

    /// A bracket or plus sign that may start a number (libphonenumber's lead class).
    static func isLead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", "[", "\u{FF08}", "\u{FF3B}", "+", "\u{FF0B}": true
        default: false
        }
    }

    /// A decimal digit of any script (`\d`).
    @inline(__always)
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value &- 0x30 < 10 }
        return scalar.properties.generalCategory == .decimalNumber
    }

    /// A letter, or a combining mark that is taken to sit on one, of the Latin blocks: a number
    /// touching one is part of a word (`abc8005001234`).
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Basic Latin to Latin Extended-B, the combining diacritics and Latin Extended Additional.
        guard value <= 0x024F || (0x0300...0x036F).contains(value) || (0x1E00...0x1EFF).contains(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark: return true
        default: return false
        }
    }

    /// `%` or a currency symbol: a number touching one is an amount.
    static func isAmountSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "%" || scalar == "$" || !scalar.isASCII && scalar.properties.generalCategory == .currencySymbol
    }

    /// What libphonenumber trims from the end of a piece of a candidate: anything but letters,
    /// digits (numbers of any kind) and `#`, and `_`.
    static func isUnwantedAtEnd(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return !(value &- 0x30 < 10 || (value | 0x20) &- 0x61 < 26 || value == 0x23)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return false
        default:
            return scalar.properties.numericType == nil
        }
    }

    /// Whether an ASCII byte can never be part of a candidate: anything but digits, the
    /// punctuation, leads, `#;=:,`, tab and the letters of the extension labels (`ext`, `extension`,
    /// `anexo`, `int`, `x`). A candidate that starts before such a byte ends before it.
    @inline(__always)
    static func stops(_ byte: UInt8) -> Bool {
        byte < 0x80 && stopBits[Int(byte >> 6)] >> UInt64(byte & 63) & 1 != 0
    }

    private static let stopBits: [UInt64] = {
        var bits: [UInt64] = [.max, .max]
        for byte in Array("0123456789 \t()[]-./~+#;=:,aeinostxAEINOSTX".utf8) {
            bits[Int(byte >> 6)] &= ~(1 << UInt64(byte & 63))
        }
        return bits
    }()
}
