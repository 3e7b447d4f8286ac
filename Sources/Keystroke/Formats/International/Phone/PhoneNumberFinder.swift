import PCRE2

/// libphonenumber's `PhoneNumberMatcher` over UTF-8 bytes: the engine behind ``PhoneNumberMatcher``
/// and ``PhoneNumberStreamMatcher``. Offsets are UTF-8 offsets into the bytes it is given.
///
/// The rules, from libphonenumber's documented behaviour:
/// 1. A candidate is the longest run from a digit, bracket or `+` that the candidate pattern
///    takes (``PhoneTextPatterns/candidateSource``), cut before a second extension after a slash.
/// 2. Slash dates and time stamps (`2012-01-02 08` before `:00`) are skipped whole.
/// 3. The candidate is read and checked (``verifiedNumber(in:text:)``); if it is no number, its
///    pieces are tried after each kind of break (``PhoneTextPatterns/innerMatches``), the text
///    before the first break too, each trimmed of trailing punctuation.
/// 4. Every candidate and piece that fails counts against `triesLeft`; at 0 the text is given up.
/// 5. The next search starts where the last match (or failed candidate) ended.
///
/// A text may come in pieces (``Text/isComplete`` false): a candidate is only read once the bytes
/// hold what decides it, the first byte that no candidate can contain (``PhoneTextPatterns/stops(_:)``)
/// and a few bytes after it; until then ``next(in:from:)`` answers ``Step/needsMore``.
struct PhoneNumberFinder {
    /// The region of numbers written without `+`; nil finds only numbers with `+`.
    let region: String?
    /// How sure a number must be.
    let leniency: PhoneNumberMatcher.Leniency
    /// How many more candidates and pieces may fail before the text is given up.
    private(set) var triesLeft: Int

    /// The first stop byte at or after `scanned`'s start that the last search found, or -1.
    private var stop = -1
    /// Where the search for a stop byte has reached without finding one.
    private var scanned = 0
    /// Group ranges, reused from match to match.
    private var groups: [Range<Int>?] = []

    /// Bytes after a stop byte that decide a candidate ending before it: the scalar after it and a
    /// time stamp's `:` and two digits.
    static let context = 16
    /// A text in pieces that has no stop byte for this long is read as it is (pathological input:
    /// one unbroken run of digits and punctuation), so that memory stays bounded.
    static let longestPending = 1 << 20

    init(region: String?, leniency: PhoneNumberMatcher.Leniency, maxTries: Int) {
        self.region = region
        self.leniency = leniency
        triesLeft = max(0, maxTries)
    }

    /// The bytes searched.
    struct Text {
        /// The UTF-8 bytes, whole scalars.
        let bytes: ByteView
        /// Whether the bytes end the text; when false more may follow. The bytes before the search's
        /// index must hold the scalar before it, if the text has one.
        let isComplete: Bool
    }

    /// A number found.
    struct Found {
        /// Where it is, in UTF-8 offsets.
        var range: Range<Int>
        /// The number read.
        var number: PhoneNumber
    }

    /// What a search ended with.
    enum Step {
        /// A number; the search resumes at its end.
        case found(Found)
        /// No number in the bytes so far; the search resumes at the index given once more text is there.
        case needsMore
        /// No more numbers in the text.
        case finished
    }

    /// Finds the next number at or after `index`, which it moves past what it has read.
    mutating func next(in text: Text, from index: inout Int) -> Step {
        let bytes = text.bytes
        while triesLeft > 0 {
            guard let start = candidateStart(in: bytes, from: index) else {
                index = bytes.count
                return text.isComplete ? .finished : .needsMore
            }
            index = start
            guard let subjectEnd = subjectEnd(in: text, after: start) else { return .needsMore }
            let subject = bytes[0..<subjectEnd]
            let width = NumberReader.scalar(in: bytes, at: start).1
            guard let length = candidateLength(in: subject, at: start) else {
                index = start + width
                continue
            }
            let candidate = trimmedBeforeSecondNumber(start..<(start + length), in: subject)
            if !candidate.isEmpty {
                if let found = extractMatch(candidate, in: subject, of: text) {
                    index = found.range.upperBound
                    return .found(found)
                }
                triesLeft -= 1
            }
            index = max(candidate.upperBound, start + width)
        }
        return .finished
    }

    /// Moves the finder's remembered offsets back by `count` bytes, as the bytes before them are dropped.
    mutating func dropFirst(_ count: Int) {
        stop = stop >= count ? stop - count : -1
        scanned = max(0, scanned - count)
    }

    // MARK: - Candidates

    /// The first offset at or after `index` where a candidate may start: a digit of any script, or
    /// one of the leads (`(`, `[`, `+` and their full-width forms).
    private func candidateStart(in bytes: ByteView, from index: Int) -> Int? {
        var offset = index
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                if byte &- 0x30 < 10 || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "+") {
                    return offset
                }
                offset += 1
            } else if byte >= 0xC0 {
                let (scalar, width) = NumberReader.scalar(in: bytes, at: offset)
                if PhoneTextPatterns.isDigit(scalar) || PhoneTextPatterns.isLead(scalar) { return offset }
                offset += width
            } else {
                offset += 1
            }
        }
        return nil
    }

    /// Where the subject of a candidate starting at `start` may end: a few bytes after the first
    /// stop byte, which the candidate cannot cross; nil when more text must come first.
    private mutating func subjectEnd(in text: Text, after start: Int) -> Int? {
        let bytes = text.bytes
        if stop < start {
            stop = -1
            var offset = max(start, scanned)
            while offset < bytes.count {
                if PhoneTextPatterns.stops(bytes[offset]) {
                    stop = offset
                    break
                }
                offset += 1
            }
            scanned = offset
        }
        if stop >= 0 {
            let end = stop + 1 + Self.context
            if end <= bytes.count { return end }
            return text.isComplete ? bytes.count : nil
        }
        if text.isComplete || bytes.count - start > Self.longestPending { return bytes.count }
        return nil
    }

    /// The length of the candidate at `start`, nil for none (a lead with no digits after it).
    private mutating func candidateLength(in subject: ByteView, at start: Int) -> Int? {
        guard let pattern = PhoneTextPatterns.candidate else { return nil }
        do {
            guard try pattern.match(subject[start...], groups: &groups), let whole = groups.first ?? nil else { return nil }
            return whole.upperBound
        } catch {
            // A match limit on pathological input (an endless run of spaces before an extension
            // label): the candidate is read from a bounded piece instead.
            let end = min(subject.count, start + 4096)
            guard (try? pattern.match(subject[start..<end], groups: &groups)) == true, let whole = groups.first ?? nil else { return nil }
            return whole.upperBound
        }
    }

    /// `range` cut before a second extension after a slash (`x302/x2303`).
    private mutating func trimmedBeforeSecondNumber(_ range: Range<Int>, in subject: ByteView) -> Range<Int> {
        guard let pattern = PhoneTextPatterns.secondNumberStart,
            (try? pattern.firstMatch(subject[range], from: 0, groups: &groups)) == true, let cut = groups.first ?? nil
        else { return range }
        return range.lowerBound..<(range.lowerBound + cut.lowerBound)
    }

    /// `range` without the punctuation, spaces and `_` at its end.
    private func trimmedAtEnd(_ range: Range<Int>, in bytes: ByteView) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound {
            var start = end - 1
            while start > range.lowerBound && bytes[start] & 0xC0 == 0x80 { start -= 1 }
            guard PhoneTextPatterns.isUnwantedAtEnd(NumberReader.scalar(in: bytes, at: start).0) else { break }
            end = start
        }
        return range.lowerBound..<end
    }

    // MARK: - Matches

    /// The number in a candidate: the whole of it unless it is a date or a time stamp, else one
    /// of its pieces.
    private mutating func extractMatch(_ candidate: Range<Int>, in subject: ByteView, of text: Text) -> Found? {
        let piece = subject[candidate]
        if contains(PhoneTextPatterns.slashDates, in: piece) { return nil }
        if contains(PhoneTextPatterns.timeStamp, in: piece) && startsWithMinutes(subject, at: candidate.upperBound) {
            return nil
        }
        if let found = verifiedNumber(in: candidate, text: text) { return found }
        return innerMatch(in: candidate, text: text)
    }

    /// Whether `pattern` matches somewhere in `piece`; a pattern that could not be compiled or
    /// that hits a limit matches nothing.
    mutating func contains(_ pattern: Pattern?, in piece: ByteView) -> Bool {
        guard let pattern else { return false }
        return (try? pattern.firstMatch(piece, from: 0, groups: &groups)) == true
    }

    /// Whether `:` and minutes (`[0-5]` and a digit) start at `offset`.
    private func startsWithMinutes(_ bytes: ByteView, at offset: Int) -> Bool {
        guard offset + 2 < bytes.count, bytes[offset] == UInt8(ascii: ":"), bytes[offset + 1] &- 0x30 < 6 else { return false }
        return PhoneTextPatterns.isDigit(NumberReader.scalar(in: bytes, at: offset + 2).0)
    }

    /// A number in the pieces of a candidate that is not one whole: after each kind of break in
    /// turn, with the text before the first break of a kind tried first.
    private mutating func innerMatch(in candidate: Range<Int>, text: Text) -> Found? {
        let bytes = text.bytes
        let piece = bytes[candidate]
        for pattern in PhoneTextPatterns.innerMatches {
            var from = 0
            var isFirst = true
            while triesLeft > 0 {
                guard (try? pattern.firstMatch(piece, from: from, groups: &groups)) == true,
                    let whole = groups.first ?? nil, groups.count > 1, let group = groups[1]
                else { break }
                if isFirst {
                    let before = trimmedAtEnd(candidate.lowerBound..<(candidate.lowerBound + whole.lowerBound), in: bytes)
                    if let found = verifiedNumber(in: before, text: text) { return found }
                    triesLeft -= 1
                    isFirst = false
                }
                let after = trimmedAtEnd((candidate.lowerBound + group.lowerBound)..<(candidate.lowerBound + group.upperBound), in: bytes)
                if let found = verifiedNumber(in: after, text: text) { return found }
                triesLeft -= 1
                // The next break may start one scalar further on.
                guard whole.lowerBound < piece.count else { break }
                from = whole.lowerBound + NumberReader.scalar(in: piece, at: whole.lowerBound).1
            }
        }
        return nil
    }
}
