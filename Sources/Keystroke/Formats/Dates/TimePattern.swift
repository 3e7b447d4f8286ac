/// A fixed-width time pattern: hours and minutes (and seconds) on two digits each, an optional
/// AM/PM marker, and literal text, in a locale's order (`hh:mm a`, `a hh:mm`, `HH 'h' mm`).
///
/// Built from a CLDR time pattern by widening every hour, minute and second field to two
/// digits (`h:mm a` → `hh:mm a`, `H:m` → `HH:mm`), so digits flow without typing separators.
/// CLDR's flexible day period `B` is typed and shown as the AM/PM marker `a`.
///
/// A class: every keystroke's reading holds the pattern, and a reference is one retain.
final class TimePattern: Sendable {
    /// How the hour field counts (CLDR's `H`, `h`, `K`, `k`).
    enum HourCycle: Sendable, Hashable {
        /// `H`: 00…23.
        case h23
        /// `h`: 01…12, with a marker.
        case h12
        /// `K`: 00…11, with a marker.
        case h11
        /// `k`: 01…24.
        case h24

        /// The hours this cycle writes.
        var range: ClosedRange<Int> {
            switch self {
            case .h23: 0...23
            case .h12: 1...12
            case .h11: 0...11
            case .h24: 1...24
            }
        }

        /// Whether the cycle needs an AM/PM marker to name an hour of the day.
        var isTwelveHour: Bool { self == .h12 || self == .h11 }
    }

    enum Token: Sendable, Hashable {
        case hour, minute, second, marker
        case literal(Character)
    }

    /// The widened pattern in CLDR notation (`hh:mm a`).
    let text: String
    let tokens: [Token]
    let hourCycle: HourCycle
    /// The AM and PM markers (`AM`, `PM`; `오전`, `오후`), empty for a 24-hour pattern.
    let markers: [String]
    /// Each marker's letters, lower-cased, for typing by prefix (`a.m.` → `am`).
    let markerKeys: [String]
    /// Whether `a` and `p` also choose the markers: they are written in Latin letters.
    let latinKeys: Bool
    /// Whether the markers begin with the same letter (`오전`, `오후`), so that their first letters
    /// alone may not tell them apart.
    let markersBeginAlike: Bool
    /// Whether each Character of the markers is one scalar (`PM`, `오후`), so that a marker's
    /// letters are counted by their scalars.
    let markersAreScalars: Bool
    /// Each marker's Characters and the markers' indices, longer first (in case one begins the
    /// other): what typing compares the text with, made once.
    let markerCharacters: [(index: Int, units: [Character])]
    /// The distinct literal Characters of the pattern, which typing skips.
    let literals: [Character]
    /// The same markers and literals as scalars, for texts whose scalars are each a Character
    /// (a Character of several scalars never appears in such a text, so it is left out).
    let markerScalars: [(index: Int, units: [Unicode.Scalar])]
    let literalScalars: [Unicode.Scalar]
    /// The tokens laid out while no marker is chosen (see `layOutWithoutMarker`), made once.
    let tokensWithoutMarker: [Token]
    let hasSeconds: Bool
    let hasMarker: Bool
    /// Each marker's Character count, for the caret after it.
    let markerCounts: [Int]
    /// The digits of a whole time: 4, or 6 with seconds.
    let digitCount: Int
    /// The most UTF-8 bytes a layout takes, pending marker letters aside: every literal, two
    /// digits a field and the longer marker.
    let layoutCapacity: Int

    /// The fields the locale's CLDR pattern writes with one letter (the hour of `h:mm a`, all of
    /// yo's `H:m`), which its own times show without a leading zero (`3:45 PM`).
    let unpaddedFields: [Token]

    init(text: String, tokens: [Token], hourCycle: HourCycle, markers: [String], markerKeys: [String], latinKeys: Bool,
         markerCharacters: [(index: Int, units: [Character])], unpaddedFields: [Token] = []) {
        self.unpaddedFields = unpaddedFields
        self.text = text
        self.tokens = tokens
        self.hourCycle = hourCycle
        self.markers = markers
        self.markerKeys = markerKeys
        self.latinKeys = latinKeys
        markersBeginAlike = markerKeys.count == 2 && markerKeys[0].unicodeScalars.first == markerKeys[1].unicodeScalars.first
        markersAreScalars = markers.allSatisfy { $0.unicodeScalars.count == $0.count }
        self.markerCharacters = markerCharacters
        var literals: [Character] = []
        for case .literal(let character) in tokens where !literals.contains(character) { literals.append(character) }
        // A keyboard's space where the pattern has a no-break one (CLDR 42 put U+202F before
        // `PM`) is the pattern's literal too: skipped as typing skips the pattern's own text.
        if literals.contains(where: DatePattern.isSpace) {
            for space: Character in [" ", "\u{A0}", "\u{202F}"] where !literals.contains(space) { literals.append(space) }
        }
        self.literals = literals
        markerScalars = markerCharacters.map { ($0.index, Array(markers[$0.index].unicodeScalars)) }
        literalScalars = literals.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil }
        tokensWithoutMarker = Self.layOutWithoutMarker(tokens)
        markerCounts = markers.map(\.count)
        hasSeconds = tokens.contains(.second)
        hasMarker = tokens.contains(.marker)
        digitCount = hasSeconds ? 6 : 4
        let markerBytes = markers.map(\.utf8.count).max() ?? 0
        layoutCapacity = tokens.reduce(0) { total, token in
            switch token {
            case .literal(let character): total + character.utf8.count
            case .marker: total + markerBytes
            case .hour, .minute, .second: total + 2
            }
        }
    }

    /// `HH:mm` or `HH:mm:ss`: the 24-hour value, and the pattern of the `time` format without a locale.
    static func iso(seconds: Bool) -> TimePattern { seconds ? isoWithSeconds : isoMinutes }

    private static let isoMinutes = builtIn("HH:mm")
    private static let isoWithSeconds = builtIn("HH:mm:ss")

    private static func builtIn(_ cldr: String) -> TimePattern {
        guard case .success(let pattern) = widened(cldr: cldr, am: "", pm: "") else {
            preconditionFailure("built-in time pattern")
        }
        return pattern
    }

    /// The fixed-width pattern of a CLDR time pattern, or why it cannot be typed.
    static func widened(cldr pattern: String, am: String, pm: String) -> Result<TimePattern, DatePattern.PatternProblem> {
        var tokens: [Token] = []
        var cycle: HourCycle?
        var unpadded: [Token] = []
        var text = ""
        var literals: [Character] = []
        func fail(_ why: String) -> Result<TimePattern, DatePattern.PatternProblem> {
            .failure(DatePattern.PatternProblem(message: "'\(pattern)' \(why)"))
        }
        for item in CLDRPattern.items(pattern) {
            let token: Token
            let field: String
            switch item {
            case .literal(let character):
                tokens.append(.literal(character))
                literals.append(character)
                continue
            case .field("H", 1...2): (token, field, cycle) = (.hour, "HH", .h23)
            case .field("h", 1...2): (token, field, cycle) = (.hour, "hh", .h12)
            case .field("K", 1...2): (token, field, cycle) = (.hour, "KK", .h11)
            case .field("k", 1...2): (token, field, cycle) = (.hour, "kk", .h24)
            case .field("m", 1...2): (token, field) = (.minute, "mm")
            case .field("s", 1...2): (token, field) = (.second, "ss")
            case .field("a", 1...3), .field("B", 1...3): (token, field) = (.marker, "a")
            case .field(let letter, let count):
                return fail("has the field '\(String(repeating: letter, count: count))', which is not typed as digits or AM/PM")
            }
            guard !tokens.contains(token) else { return fail("has two \(field) fields") }
            if case .field(_, 1) = item, token != .marker { unpadded.append(token) }
            tokens.append(token)
            text += CLDRPattern.quoted(literals) + field
            literals.removeAll()
        }
        text += CLDRPattern.quoted(literals)
        guard let cycle, tokens.contains(.minute) else { return fail("has no hours and minutes") }
        guard cycle.isTwelveHour == tokens.contains(.marker) else {
            return fail(cycle.isTwelveHour ? "counts hours to 12 without an AM/PM marker" : "has an AM/PM marker on a 24-hour clock")
        }
        if tokens.contains(where: { if case .literal(let c) = $0 { c.isNumber } else { false } }) {
            return fail("has digits in its literal text")
        }
        let markers = cycle.isTwelveHour ? [am, pm] : []
        let keys = markers.map(Self.key)
        if cycle.isTwelveHour && (keys.contains("") || keys[0] == keys[1] || am == pm) {
            return fail("has AM/PM markers that cannot be told apart ('\(am)', '\(pm)')")
        }
        // Latin markers: every letter is a Latin one (ASCII, Latin-1, Latin Extended).
        let latin = cycle.isTwelveHour && markers.joined().unicodeScalars.allSatisfy { scalar in
            !scalar.properties.isAlphabetic || scalar.value < 0x250 || (0x1E00..<0x1F00).contains(scalar.value)
        }
        let characters = markers.indices.sorted { markers[$0].count > markers[$1].count }.map { ($0, Array(markers[$0])) }
        return .success(TimePattern(text: text, tokens: tokens, hourCycle: cycle, markers: markers, markerKeys: keys,
                                    latinKeys: latin, markerCharacters: characters, unpaddedFields: unpadded))
    }

    /// The tokens laid out when no marker is chosen yet: the marker and the literal text
    /// that joins it to the digits are left out (`hh:mm a` → `hh:mm`, `a hh:mm` → `hh:mm`).
    private static func layOutWithoutMarker(_ tokens: [Token]) -> [Token] {
        guard let index = tokens.firstIndex(of: .marker) else { return tokens }
        var tokens = tokens
        tokens.remove(at: index)
        let isLiteral: (Token) -> Bool = { if case .literal = $0 { true } else { false } }
        let fieldBefore = tokens[..<index].contains { !isLiteral($0) }
        if fieldBefore {
            // After the digits: drop the literals before the marker's place, back to the last field.
            var start = index
            while start > 0, isLiteral(tokens[start - 1]) { start -= 1 }
            let end = tokens[index...].firstIndex { !isLiteral($0) } ?? tokens.endIndex
            tokens.removeSubrange(start..<(end == tokens.endIndex ? end : index))
        } else {
            // Before the digits: drop the literals from the marker's place to the first field.
            let end = tokens[index...].firstIndex { !isLiteral($0) } ?? tokens.endIndex
            tokens.removeSubrange(index..<end)
        }
        return tokens
    }

    /// The letters of `text`, lower-cased, by Unicode scalar (a Syriac marker's abbreviation mark
    /// joins its first letter into one Character that is no letter): how a marker is typed.
    static func key(_ text: some StringProtocol) -> String {
        // Latin markers typed in ASCII (`p`, `PM`), the common key: by bytes, without the
        // scalar properties and the Unicode lower-casing, which give the same for ASCII letters.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return ASCIIWriter.string(capacity: utf8.count) { key in
                for byte in utf8 where (byte | 0x20) &- 0x61 < 26 { key.append(byte | 0x20) }
            }
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0.properties.isAlphabetic })
        return String(scalars).lowercased()
    }

    /// Which marker `letters` (typed letters, as ``key(_:)`` reads them) choose: the one they are
    /// all of, else the only one they begin; ambiguous while they begin both; `.none` when they fit neither.
    func marker(typed letters: String) -> MarkerChoice {
        guard !letters.isEmpty else { return .none }
        if let whole = markerKeys.firstIndex(of: letters) { return .chosen(whole) }
        // By scalars: a typed `প` begins `পূৰ্বাহ্ন`, whose first Character is `পূ`. Counted, not
        // collected: an array of the fits cost more than the rest of the choice.
        var fit: Int?
        for index in markerKeys.indices where markerKeys[index].unicodeScalars.starts(with: letters.unicodeScalars) {
            if fit != nil { return .ambiguous }
            fit = index
        }
        if let fit { return .chosen(fit) }
        if latinKeys, let first = letters.first, "ap".contains(first), "m".hasPrefix(letters.dropFirst()) {
            return .chosen(first == "a" ? 0 : 1)
        }
        return .none
    }

    enum MarkerChoice: Equatable {
        case chosen(Int)
        case ambiguous
        case none
    }

    /// The text of a time of day (24-hour `hour`).
    func render(hour: Int, minute: Int, second: Int) -> String {
        var text = ""
        for token in tokens {
            switch token {
            case .hour: Self.append(displayHour(hour), to: &text)
            case .minute: Self.append(minute, to: &text)
            case .second: Self.append(second, to: &text)
            case .marker: text += markers[hour < 12 ? 0 : 1]
            case .literal(let character): text.append(character)
            }
        }
        return text
    }

    /// The hour field of a 24-hour `hour` on this pattern's cycle.
    func displayHour(_ hour: Int) -> Int {
        switch hourCycle {
        case .h23: hour
        case .h12: hour % 12 == 0 ? 12 : hour % 12
        case .h11: hour % 12
        case .h24: hour == 0 ? 24 : hour
        }
    }

    /// The 24-hour hour of a displayed `hour` (in this cycle's range) and marker (0 AM, 1 PM).
    func hour24(_ hour: Int, marker: Int?) -> Int {
        switch hourCycle {
        case .h23: hour
        case .h24: hour % 24
        case .h12, .h11: hour % 12 + (marker == 1 ? 12 : 0)
        }
    }

    /// Reads a text that follows the pattern exactly: two ASCII digits a field, the literals and
    /// one of the markers as they are. Fields out of range are read as written.
    ///
    /// With `localeForm`, the text may also be as the locale writes times itself: a field
    /// without its leading zero where CLDR writes it with one letter (`3:45 PM` for `h:mm a`),
    /// and any space-like Character for a space-like literal (CLDR 42 put U+202F before `PM`
    /// where a keyboard types a space).
    ///
    /// A text that is our pattern cut short (yo's `13:5` on the way to `13:59`) is a time still
    /// being typed, never read in the locale's form.
    func fields(of text: Substring, localeForm: Bool = false) -> (hour: Int, minute: Int, second: Int, marker: Int?)? {
        if localeForm && isCutShort(text) { return nil }
        var rest = text[...]
        var values = [0, 0, 0]
        var marker: Int?
        for token in tokens {
            switch token {
            case .literal(let character):
                guard let first = rest.first,
                      first == character || (localeForm && DatePattern.isSpace(first) && DatePattern.isSpace(character))
                else { return nil }
                rest = rest.dropFirst()
            case .marker:
                // The longer marker first, in case one begins the other.
                let order = markers[0].count >= markers[1].count ? [0, 1] : [1, 0]
                guard let index = order.first(where: { Self.begins(rest, with: markers[$0], anySpace: localeForm) })
                else { return nil }
                marker = index
                rest = rest.dropFirst(markers[index].count)
            case .hour, .minute, .second:
                guard let first = rest.first.flatMap(DatePattern.digit) else { return nil }
                let field = token == .hour ? 0 : token == .minute ? 1 : 2
                guard let second = rest.dropFirst().first.flatMap(DatePattern.digit) else {
                    // One digit: a field the locale writes unpadded, closed by the literal after it or the end.
                    guard localeForm, unpaddedFields.contains(token) else { return nil }
                    values[field] = first
                    rest = rest.dropFirst()
                    continue
                }
                values[field] = first * 10 + second
                rest = rest.dropFirst(2)
            }
        }
        return rest.isEmpty ? (values[0], values[1], values[2], marker) : nil
    }

    /// Whether `text` follows this pattern (two digits a field, literals as they are) and stops
    /// before the marker or the end: what a field shows while its time is being typed.
    func isCutShort(_ text: Substring) -> Bool {
        var rest = text[...]
        for token in tokens {
            switch token {
            case .literal(let literal):
                guard let character = rest.first else { return true }
                guard character == literal else { return false }
                rest = rest.dropFirst()
            case .marker:
                return rest.isEmpty
            case .hour, .minute, .second:
                for _ in 0..<2 {
                    guard let character = rest.first else { return true }
                    guard DatePattern.digit(character) != nil else { return false }
                    rest = rest.dropFirst()
                }
            }
        }
        return false
    }

    /// Whether `text` begins with `marker`; with `anySpace`, a space-like Character of either
    /// matches any space-like one (es-CO's `p. m.` has U+00A0 inside).
    private static func begins(_ text: Substring, with marker: String, anySpace: Bool) -> Bool {
        guard anySpace else { return text.hasPrefix(marker) }
        var rest = text.makeIterator()
        for expected in marker {
            guard let character = rest.next(),
                  character == expected || (DatePattern.isSpace(character) && DatePattern.isSpace(expected))
            else { return false }
        }
        return true
    }

    private static func append(_ value: Int, to text: inout String) {
        text.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + value / 10)))
        text.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + value % 10)))
    }
}
