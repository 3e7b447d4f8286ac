/// A telephone number found in text by ``PhoneNumberMatcher``: where it is, as written, and the
/// number read from it.
///
/// ```swift
/// let text = "Call 📞 (201) 555-0123 ext. 7 today"
/// let match = PhoneNumberMatcher(text: text, region: "US").first { _ in true }!
/// match.rawString        // "(201) 555-0123 ext. 7"
/// match.range            // 7..<28 (Characters: the emoji is one)
/// match.utf16Range       // 8..<29 (the emoji is two UTF-16 units)
/// match.number.e164      // "+12015550123"
/// match.number.extension // "7"
/// ```
public struct PhoneNumberMatch: Sendable, Hashable {
    /// The number as it is written in the text (`(201) 555-0123 ext. 7`).
    public let rawString: String
    /// Where the number is, in Characters from the start of the text. A number that begins or
    /// ends inside a Character (a digit followed by a combining mark) takes that whole Character.
    public let range: Range<Int>
    /// Where the number is, in UTF-16 code units from the start of the text (an `NSRange`'s units).
    public let utf16Range: Range<Int>
    /// Where the number is, in UTF-8 code units from the start of the text.
    public let utf8Range: Range<Int>
    /// The number read: calling code, national number and extension (ASCII digits).
    public let number: PhoneNumber

    /// Creates a match from its parts.
    /// - Parameters:
    ///   - rawString: The number as written.
    ///   - range: Where it is, in Characters.
    ///   - utf16Range: Where it is, in UTF-16 code units.
    ///   - utf8Range: Where it is, in UTF-8 code units.
    ///   - number: The number read.
    public init(rawString: String, range: Range<Int>, utf16Range: Range<Int>, utf8Range: Range<Int>, number: PhoneNumber) {
        self.rawString = rawString
        self.range = range
        self.utf16Range = utf16Range
        self.utf8Range = utf8Range
        self.number = number
    }
}
