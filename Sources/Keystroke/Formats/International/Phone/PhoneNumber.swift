/// A telephone number read with libphonenumber's rules: its country calling code and its national
/// significant number, from which it is validated, classified and written.
///
/// ```swift
/// let number = try PhoneNumber(parsing: "(41) 99999-8888", region: "BR")
/// number.e164              // "+5541999998888"
/// number.isValid           // true
/// number.type              // .mobile
/// number.international     // "+55 41 99999-8888"
/// number.national          // "(41) 99999-8888"
/// ```
public struct PhoneNumber: Sendable, Hashable {
    /// The country calling code (`55`).
    public let callingCode: Int
    /// The national significant number: digits only, no national prefix (`41999998888`).
    public let nationalNumber: String
    /// The extension's digits (`123` in `(201) 555-0123 ext. 123`), nil when there is none.
    /// Never part of ``e164``; the written forms add it as libphonenumber writes it.
    public let `extension`: String?

    /// Creates a number from its parts.
    /// - Parameters:
    ///   - callingCode: The country calling code.
    ///   - nationalNumber: The national significant number, ASCII digits.
    ///   - extension: The extension's ASCII digits, nil for none.
    public init(callingCode: Int, nationalNumber: String, extension: String? = nil) {
        self.callingCode = callingCode
        self.nationalNumber = nationalNumber
        self.extension = `extension`
    }

    /// Reads a number as libphonenumber's `parse` does: with `+` (or the region's international
    /// prefix) and a calling code, or as a national number of `region`, its national prefix
    /// (and any carrier code) stripped.
    ///
    /// Digits of any script, spaces and the usual punctuation (`( ) - . /`) are read, and so
    /// are an extension in any notation libphonenumber reads (` ext. 123`, ` x123`, `;ext=123`,
    /// `,,123`), an RFC 3966 URI (`tel:+1-201-555-0123;ext=1234`) and vanity letters
    /// (`1-800-FLOWERS`, three letters or more). `phone` (no region) also reads `00` as `+`.
    /// - Parameters:
    ///   - text: The number as written.
    ///   - region: The region a number without `+` belongs to (`"BR"`); nil for international input only.
    /// - Throws: ``ValidationError`` with a `phone.*` code saying what is wrong.
    public init(parsing text: String, region: String? = nil) throws(ValidationError) {
        self = try PhoneNumberReader.parse(text, region: region)
    }

    /// `+`, the calling code and the national number (`+5541999998888`).
    public var e164: String {
        let codeDigits = callingCode < 10 ? 1 : callingCode < 100 ? 2 : 3
        guard callingCode >= 0, callingCode < 1000 else { return "+" + String(callingCode) + nationalNumber }
        return ByteView.with(nationalNumber) { national in
            ASCIIWriter.string(capacity: 1 + codeDigits + national.count) { writer in
                writer.append(UInt8(ascii: "+"))
                writer.append(callingCode, width: codeDigits)
                writer.append(utf8: national)
            }
        }
    }

    /// The region the number belongs to (`BR`; `001` for non-geographic numbers), nil when no region's plan fits.
    public var region: String? { PhoneNumberReader.region(of: self) }

    /// Whether the number is valid: libphonenumber's `is_valid_number`.
    public var isValid: Bool { type != nil }

    /// The number type, nil for an invalid number.
    public var type: PhoneNumberType? {
        PhoneNumberReader.classify(self)?.type
    }

    /// The number as written internationally (`+55 41 99999-8888`), libphonenumber's INTERNATIONAL
    /// format, with the extension as the country writes it (`+1 201-555-0123 ext. 123`).
    public var international: String { withExtension(PhoneNumberReader.international(self)) }

    /// The number as written within its country (`(41) 99999-8888`), libphonenumber's NATIONAL
    /// format, with the extension as the country writes it (`(201) 555-0123 ext. 123`).
    public var national: String { withExtension(PhoneNumberReader.national(self)) }

    /// The number as an RFC 3966 URI (`tel:+1-201-555-0123;ext=1234`), libphonenumber's RFC3966 format.
    public var uri: String {
        let suffix = self.extension.map { ";ext=" + $0 } ?? ""
        return "tel:" + PhoneNumberReader.rfc3966(self) + suffix
    }

    /// `text` and the extension, after the prefix the number's main region writes it with.
    private func withExtension(_ text: String) -> String {
        guard let digits = self.extension, !digits.isEmpty else { return text }
        let region = PhoneMetadataStore.shared.mainRegion(forCallingCode: callingCode) ?? ""
        return text + (PhoneMetadataData.extensionPrefixes[region] ?? " ext. ") + digits
    }
}
