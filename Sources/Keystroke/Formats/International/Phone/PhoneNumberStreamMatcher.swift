/// The telephone numbers in text that arrives in pieces (a file read in chunks, a socket), found
/// as ``PhoneNumberMatcher`` finds them in the whole text, in memory that does not grow with it.
///
/// Each piece returns the numbers that it completes; a number cut in two by a piece boundary
/// is found once the rest of it has come. Ranges count from the start of the whole stream.
///
/// ```swift
/// var matcher = PhoneNumberStreamMatcher(region: "US")
/// var found = matcher.append("Call (201) 555-")
/// found += matcher.append("0123 now")   // (201) 555-0123, 5..<19
/// found += matcher.finish()
/// ```
///
/// The matcher keeps the text it has not finished reading: normally a few bytes after the last
/// number or word, at most about a megabyte for pathological input (a megabyte of digits and
/// spaces with no letter or line break), which it then reads as it is.
public struct PhoneNumberStreamMatcher: Sendable {
    /// The region numbers without `+` belong to; nil finds only numbers with `+`.
    public let region: String?
    /// How sure a match must be.
    public let leniency: PhoneNumberMatcher.Leniency

    private var finder: PhoneNumberFinder
    /// The text not yet dropped, from a Character boundary.
    private var buffer = ""
    /// Where the search resumes in ``buffer`` (UTF-8).
    private var index = 0
    private var cursor = TextCursor()
    /// Characters, UTF-16 and UTF-8 code units of the text dropped before ``buffer``.
    private var dropped = (characters: 0, utf16: 0, utf8: 0)
    /// Whether no more numbers can come: ``finish()`` was called, or `maxTries` was reached.
    private var isFinished = false

    /// A matcher for a stream.
    /// - Parameters:
    ///   - region: The region numbers written without `+` belong to; nil finds only numbers with `+`.
    ///   - leniency: How sure a match must be; `.valid` by default.
    ///   - maxTries: How many candidates that are not numbers may be read before the rest of the
    ///     stream is given up; unlimited by default, since a stream is not one text
    ///     (``PhoneNumberMatcher`` stops at libphonenumber's 65,535).
    public init(region: String?, leniency: PhoneNumberMatcher.Leniency = .valid, maxTries: Int = .max) {
        self.region = region
        self.leniency = leniency
        finder = PhoneNumberFinder(region: region, leniency: leniency, maxTries: maxTries)
    }

    /// Reads the next piece of the stream and returns the numbers it completes.
    /// - Parameter text: The next piece; it may cut a number, a word or a Character anywhere.
    public mutating func append(_ text: String) -> [PhoneNumberMatch] {
        guard !isFinished else { return [] }
        buffer.append(text)
        return read(isComplete: false)
    }

    /// Ends the stream and returns the numbers its last piece held; the matcher finds nothing after.
    public mutating func finish() -> [PhoneNumberMatch] {
        guard !isFinished else { return [] }
        let found = read(isComplete: true)
        isFinished = true
        buffer = ""
        return found
    }

    /// Finds the numbers the buffer decides, then drops what no later number needs.
    private mutating func read(isComplete: Bool) -> [PhoneNumberMatch] {
        var found: [PhoneNumberMatch] = []
        let text = buffer
        let dropped = self.dropped
        let cut = ByteView.with(text) { bytes -> Int in
            reading: while true {
                switch finder.next(in: .init(bytes: bytes, isComplete: isComplete), from: &index) {
                case .found(let match):
                    let (characters, utf16) = cursor.ranges(of: match.range, in: text, bytes: bytes)
                    found.append(PhoneNumberMatch(
                        rawString: bytes[match.range].string,
                        range: (dropped.characters + characters.lowerBound)..<(dropped.characters + characters.upperBound),
                        utf16Range: (dropped.utf16 + utf16.lowerBound)..<(dropped.utf16 + utf16.upperBound),
                        utf8Range: (dropped.utf8 + match.range.lowerBound)..<(dropped.utf8 + match.range.upperBound),
                        number: match.number))
                case .needsMore:
                    break reading
                case .finished:
                    isFinished = true
                    break reading
                }
            }
            guard !isComplete && !isFinished else { return 0 }
            // The scalar before the search's index stays: the next candidate's neighbour check reads it.
            var keep = index
            if keep > 0 {
                keep -= 1
                while keep > 0 && bytes[keep] & 0xC0 == 0x80 { keep -= 1 }
            }
            guard keep >= cursor.utf8 else { return 0 }
            _ = cursor.locate(keep, in: text, bytes: bytes)
            return cursor.utf8
        }
        if isFinished {
            buffer = ""
        } else if cut > 0 {
            self.dropped = (dropped.characters + cursor.characters, dropped.utf16 + cursor.utf16, dropped.utf8 + cut)
            cursor = TextCursor()
            finder.dropFirst(cut)
            index -= cut
            buffer = ByteView.with(text) { $0[cut...].string }
        }
        return found
    }
}
