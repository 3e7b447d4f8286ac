/// The telephone numbers in a text, found as libphonenumber's `PhoneNumberMatcher` finds them.
///
/// Numbers written with `+` (or the region's international prefix) are found for any country;
/// numbers written without one are read as numbers of `region`. At the default leniency,
/// ``Leniency-swift.struct/valid``, a match is a valid number that is not part of a word, an
/// amount or a date, and that has the national prefix where its region writes one.
///
/// ```swift
/// let text = "Office: (201) 555-0123 ext. 7, Paris +33 1 42 68 53 00; invoice 2024-05-06."
/// for match in PhoneNumberMatcher(text: text, region: "US") {
///     print(match.rawString, match.range, match.number.e164)
/// }
/// // (201) 555-0123 ext. 7   8..<29   +12015550123
/// // +33 1 42 68 53 00       37..<54  +33142685300
/// ```
///
/// The matcher is a `Sequence`: numbers are found one at a time as they are asked for, so a long
/// text costs no memory beyond itself. ``PhoneNumberStreamMatcher`` finds numbers in text that
/// arrives in pieces. Bad input never stops it: after `maxTries` candidates that are not numbers
/// (libphonenumber's limit, 65,535 by default) the rest of the text is given up.
///
/// - Complexity: O(n) in the length of the text, each candidate read once.
public struct PhoneNumberMatcher: Sequence, Sendable {
    /// The text searched.
    public let text: String
    /// The region numbers without `+` belong to (`"US"`); nil finds only numbers with `+`.
    public let region: String?
    /// How sure a match must be.
    public let leniency: Leniency
    /// How many candidates may fail before the rest of the text is given up.
    public let maxTries: Int

    /// A matcher over `text`.
    /// - Parameters:
    ///   - text: The text to search.
    ///   - region: The region numbers written without `+` belong to (`"US"`); nil (or an unknown
    ///     region) finds only numbers written with `+`.
    ///   - leniency: How sure a match must be; `.valid` by default.
    ///   - maxTries: How many candidates that are not numbers may be read before the rest of the
    ///     text is given up (libphonenumber's `max_tries`); at least 0.
    public init(text: String, region: String?, leniency: Leniency = .valid, maxTries: Int = 65_535) {
        var text = text
        // Bridged strings are copied once, so that every search reads the bytes in place.
        text.makeContiguousUTF8()
        self.text = text
        self.region = region
        self.leniency = leniency
        self.maxTries = Swift.max(0, maxTries)
    }

    /// An iterator over the matches, from the start of the text.
    public func makeIterator() -> Iterator {
        Iterator(text: text, finder: PhoneNumberFinder(region: region, leniency: leniency, maxTries: maxTries))
    }

    /// Finds the matches one at a time.
    public struct Iterator: IteratorProtocol, Sendable {
        private let text: String
        private var finder: PhoneNumberFinder
        private var index = 0
        private var cursor = TextCursor()
        private var isFinished = false

        init(text: String, finder: PhoneNumberFinder) {
            self.text = text
            self.finder = finder
        }

        /// The next number in the text, nil after the last.
        public mutating func next() -> PhoneNumberMatch? {
            guard !isFinished else { return nil }
            let text = self.text
            let match = ByteView.with(text) { bytes -> PhoneNumberMatch? in
                let step = finder.next(in: .init(bytes: bytes, isComplete: true), from: &index)
                guard case .found(let found) = step else { return nil }
                let (characters, utf16) = cursor.ranges(of: found.range, in: text, bytes: bytes)
                return PhoneNumberMatch(
                    rawString: bytes[found.range].string, range: characters, utf16Range: utf16, utf8Range: found.range,
                    number: found.number)
            }
            if match == nil { isFinished = true }
            return match
        }
    }
}
