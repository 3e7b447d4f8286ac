import PCRE2

/// The `email` format: an e-mail address as the WHATWG HTML standard defines a
/// "valid e-mail address", with stricter rules for the parts people mistype.
///
/// ```swift
/// let email = EmailFormat()
/// try email.validate("  ana.maria@example.com ").value   // "ana.maria@example.com"
/// email.refusal(of: "a@b@c")                                 // a Refusal: a second "@"
/// ```
///
/// On top of the WHATWG pattern (run by PCRE2): no two dots in a row, no dot
/// at the start or end of the local part, domain labels of at most 63
/// characters, the whole address at most 254; whitespace around it is
/// refused, never trimmed. The domain needs a dot by default (`ana@gmail` is nearly always a
/// typo in a sign-up form); `EmailFormat(requiresDotInDomain: false)`, id
/// `email:local`, accepts intranet addresses such as `admin@localhost`, as
/// WHATWG's rule does. While typing, characters that can never appear (spaces, quotes,
/// non-ASCII), a second `@` and, after the `@`, anything but letters, digits,
/// `-` and `.` are refused.
///
/// Error codes: `email.length`, `email.at`, `email.characters`, `email.dotPlacement`,
/// `email.consecutiveDots`, `email.labelLength`, `email.domainDot`, `email.invalid`.
public struct EmailFormat: FieldFormat {
    /// Whether the domain must hold a dot (`example.com`, not `localhost`).
    public let requiresDotInDomain: Bool

    /// Creates the format.
    /// - Parameter requiresDotInDomain: Refuse single-label domains such as `localhost`
    ///   or `gmail` (the default); pass `false` for intranet fields.
    public init(requiresDotInDomain: Bool = true) {
        self.requiresDotInDomain = requiresDotInDomain
    }

    public var id: String { requiresDotInDomain ? "email" : "email:local" }
    public var keyboard: KeyboardHint { .email }
    public var minLength: Int { 3 }
    public var maxLength: Int? { 254 }

    /// The WHATWG "valid e-mail address" production.
    public static let whatwgPattern =
        #"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"#

    /// The compiled pattern, shared (a `Pattern` is immutable and thread-safe).
    private static let pattern: Pattern? = try? Pattern(whatwgPattern)

    /// Letters, digits, `@` and the symbols an address may hold.
    public func allows(_ character: Character) -> Bool {
        guard character.isASCII, let byte = character.asciiValue else { return false }
        return Self.isLocalByte(byte) || byte == 0x40
    }

    /// Whether `byte`, past the limit, is one an address takes: then it was refused for want of
    /// room. Out of line, so that the classifier every key runs stays small.
    @inline(never)
    private static func takesPastTheLimit(_ byte: UInt8) -> Bool {
        byte == 0x40 || isDomainByte(byte) || isLocalByte(byte)
    }

    /// Drops characters that can never appear there and any second `@` (a character filter).
    public func apply(_ input: MaskInput) -> MaskResult {
        var seenAt = false
        var atIndex = -1
        var domainDot = false
        let limit = 254
        var overflowed = false
        var result = FormatText.filterBytes(
            input, limit: limit,
            classify: { byte, count in
                // Past the limit nothing is kept: an `@` or a dot there must not count as seen.
                guard count < limit else {
                    if !overflowed { overflowed = Self.takesPastTheLimit(byte) }
                    return .drop
                }
                if byte == 0x40 {
                    if seenAt { return .drop }
                    seenAt = true
                    atIndex = count
                    return .keep(byte)
                }
                if seenAt && byte == 0x2E { domainDot = true }
                return (seenAt ? Self.isDomainByte(byte) : Self.isLocalByte(byte)) ? .keep(byte) : .drop
            },
            isComplete: { kept in
                // Something on both sides of the @ (with a dot after it unless local), not
                // ending in a dot; `validate` has the full rules.
                atIndex > 0 && atIndex < kept.count - 1 && kept.last != 0x2E && (domainDot || !requiresDotInDomain)
            })
        if overflowed { result.overflowed = true }
        return result
    }

    /// `true`: typing drops what ``refusal(of:)`` refuses, so every layout is admitted, and
    /// ``refusal(of:)`` is asked only why a key was dropped.
    public var admitsEveryLayout: Bool { true }

    /// Refuses a text with a character that can never appear, or a second `@`.
    public func refusal(of text: String) -> Refusal? {
        var seenAt = false
        for character in text {
            guard let byte = character.asciiValue, Self.isLocalByte(byte) || byte == 0x40 else {
                return Refusal(
                    reason: .characterNotAllowed, characters: String(character),
                    message: "'\(character)' cannot appear in an e-mail address.")
            }
            if byte == 0x40 {
                if seenAt {
                    return Refusal(reason: .formatRule, characters: "@", message: "An e-mail address has one @.")
                }
                seenAt = true
            } else if seenAt && !Self.isDomainByte(byte) {
                return Refusal(
                    reason: .characterNotAllowed, characters: String(character),
                    message: "'\(character)' cannot appear in the domain of an e-mail address.")
            }
        }
        return nil
    }

    /// The address without surrounding whitespace.
    public func rawValue(of text: String) -> String {
        String(FormatText.trimmed(text))
    }

    /// A stored address without surrounding whitespace.
    public func layOut(_ value: String) -> String {
        String(FormatText.trimmed(value))
    }

    /// Checks the address; the first failing rule is reported.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        let address = text
        if let failure = Self.failure(address) { throw failure }
        if requiresDotInDomain, let at = address.utf8.lastIndex(of: 0x40), !address.utf8[at...].contains(0x2E) {
            throw ValidationError(
                code: "email.domainDot",
                message: "The domain after the @ needs a dot, as in example.com; check for a typo.")
        }
        return ValidatedValue(text: address, value: address)
    }

    // MARK: - Rules

    /// The first rule `address` (trimmed) breaks, or `nil`.
    static func failure(_ address: String) -> ValidationError? {
        let found: ValidationError?? = ByteView.with(address) { bytes in
            guard bytes.count <= 254 else {
                return ValidationError(
                    code: "email.length", message: "An e-mail address has at most 254 characters.",
                    parameters: ["max": "254"])
            }
            // Allowed bytes are ASCII other than CR, so then each byte is one Character and the
            // rules below may read bytes; otherwise some Character is not allowed.
            var at = -1
            var ats = 0
            var allowed = true
            var previousIsDot = false
            var consecutiveDots = false
            var label = 0
            var longLabel = false
            for (index, byte) in bytes.enumerated() {
                guard isLocalByte(byte) || byte == 0x40 else { allowed = false; break }
                let isDot = byte == 0x2E
                if isDot && previousIsDot { consecutiveDots = true }
                previousIsDot = isDot
                if byte == 0x40 {
                    ats += 1
                    at = index
                    label = 0
                } else if isDot {
                    label = 0
                } else {
                    label += 1
                    // A local part of 64 or more is fine; a domain label is not.
                    if ats > 0, label > 63 { longLabel = true }
                }
            }
            guard allowed else { return nil }
            guard ats == 1, at > 0, at < bytes.count - 1 else {
                return ValidationError(
                    code: "email.at", message: "An e-mail address is a name, one @ and a domain (name@example.com).")
            }
            if bytes[0] == 0x2E || bytes[at - 1] == 0x2E {
                return ValidationError(
                    code: "email.dotPlacement", message: "The part before the @ cannot start or end with a dot.")
            }
            if consecutiveDots {
                return ValidationError(code: "email.consecutiveDots", message: "An e-mail address cannot have two dots in a row.")
            }
            if longLabel {
                return ValidationError(
                    code: "email.labelLength", message: "Each part of the domain has at most 63 characters.",
                    parameters: ["max": "63"])
            }
            return .some(nil)
        }
        if let found { return found ?? matchFailure(address) }
        // A byte was refused, so some Character is not allowed (the fallback is never used): name the first one.
        let bad = address.first { !($0.asciiValue.map { isLocalByte($0) || $0 == 0x40 } ?? false) } ?? " "
        return ValidationError(
            code: "email.characters", message: "'\(bad)' cannot appear in an e-mail address.",
            parameters: ["character": String(bad)])
    }

    /// `nil` when the WHATWG pattern matches the whole address, `email.invalid` otherwise.
    private static func matchFailure(_ address: String) -> ValidationError? {
        guard let pattern, (try? pattern.matches(address)) == true else {
            return ValidationError(code: "email.invalid", message: "This is not a valid e-mail address.")
        }
        return nil
    }

    /// Letters, digits and ``!#$%&'*+/=?^_`{|}~-.``: what a WHATWG local part may hold.
    @inline(__always)
    static func isLocalByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x2F, 0x3D, 0x3F, 0x5E, 0x5F, 0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// Letters, digits, `-` and `.`: what a domain may hold.
    @inline(__always)
    static func isDomainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E: true
        default: false
        }
    }
}
