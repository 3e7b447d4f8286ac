/// A date layout such as `dd/MM/yyyy`: `yyyy` (four-digit year), `MM`/`M` (month),
/// `dd`/`d` (day); any other non-letter character is literal.
///
/// Letters other than `y`, `M` and `d` are rejected, so a typo does not
/// silently become literal text.
public struct DatePattern: Sendable, Hashable, CustomStringConvertible {
    enum Token: Sendable, Hashable {
        case year
        case month(padded: Bool)
        case day(padded: Bool)
        case literal(Character)
    }

    /// The pattern as written.
    public let description: String
    let tokens: [Token]

    /// Parses a pattern.
    /// - Parameter pattern: The layout, e.g. `dd/MM/yyyy` or `yyyy-MM-dd`.
    /// - Throws: `FormatError.badParameter` for an unknown letter, a year not written `yyyy`,
    ///   or a pattern without exactly one year, month and day.
    public init(_ pattern: String) throws(FormatError) {
        var tokens: [Token] = []
        var rest = Substring(pattern)
        while let first = rest.first {
            let run = rest.prefix { $0 == first }
            rest = rest.dropFirst(run.count)
            switch (first, run.count) {
            case ("y", 4): tokens.append(.year)
            case ("M", 1...2): tokens.append(.month(padded: run.count == 2))
            case ("d", 1...2): tokens.append(.day(padded: run.count == 2))
            case _ where first.isLetter:
                throw FormatError(
                    kind: .badParameter, id: pattern,
                    message: "'\(run)' is not a date field; use yyyy, MM, M, dd or d")
            default: tokens.append(contentsOf: run.map(Token.literal))
            }
        }
        let counts = (
            tokens.filter { $0 == .year }.count,
            tokens.filter { if case .month = $0 { true } else { false } }.count,
            tokens.filter { if case .day = $0 { true } else { false } }.count
        )
        guard counts == (1, 1, 1) else {
            throw FormatError(kind: .badParameter, id: pattern, message: "a date pattern needs one year, one month and one day")
        }
        self.description = pattern
        self.tokens = tokens
    }

    /// The date written in this pattern.
    public func format(_ date: CalendarDate) -> String {
        var text = ""
        for token in tokens {
            switch token {
            case .year: text += Self.padded(date.year, to: 4)
            case .month(let padded): text += padded ? Self.padded(date.month, to: 2) : String(date.month)
            case .day(let padded): text += padded ? Self.padded(date.day, to: 2) : String(date.day)
            case .literal(let character): text.append(character)
            }
        }
        return text
    }

    /// The date in `text`, or `nil` when the text does not follow the pattern or the day does not exist.
    public func parse(_ text: String) -> CalendarDate? {
        var rest = Substring(text)
        var year = 0
        var month = 0
        var day = 0
        for token in tokens {
            switch token {
            case .literal(let character):
                guard rest.first == character else { return nil }
                rest = rest.dropFirst()
            case .year:
                guard let value = Self.number(&rest, digits: 4...4) else { return nil }
                year = value
            case .month(let padded):
                guard let value = Self.number(&rest, digits: padded ? 2...2 : 1...2) else { return nil }
                month = value
            case .day(let padded):
                guard let value = Self.number(&rest, digits: padded ? 2...2 : 1...2) else { return nil }
                day = value
            }
        }
        guard rest.isEmpty else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    private static func number(_ rest: inout Substring, digits: ClosedRange<Int>) -> Int? {
        let run = rest.prefix { $0.isASCII && $0.isNumber }.prefix(digits.upperBound)
        guard digits.contains(run.count), let value = Int(run) else { return nil }
        rest = rest.dropFirst(run.count)
        return value
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
