import PCRE2

/// One region's numbering plan from libphonenumber's metadata, its regular expressions compiled
/// once on our PCRE2 module (anchored, JIT, ASCII classes: subjects are ASCII digits).
///
/// Built from a generated record (see `Scripts/generate-phone-metadata.py`) the first time the
/// region is used, and shared from ``PhoneMetadataStore`` afterwards.
final class PhoneRegion: Sendable {
    /// The region id (`BR`), `001` for a non-geographic calling code, empty for "no region".
    let id: String
    /// The country calling code (`55`); 0 for "no region".
    let callingCode: Int
    /// `+`, the calling code and a space (`+55 `), as numbers are written internationally.
    let internationalPrefixText: String
    /// ``internationalPrefixText`` as UTF-8.
    let internationalPrefixUTF8: [UInt8]
    /// The international (IDD) prefix, anchored at the start.
    let internationalPrefix: PhonePattern?
    /// `\+|IDD`, as the as-you-type formatter looks for it.
    let typingInternationalPrefix: PhonePattern?
    /// The national (trunk) prefix (`0`); empty when there is none.
    let nationalPrefix: String
    /// What to strip as a national prefix or carrier code, anchored at the start, with groups.
    let nationalPrefixForParsing: PhonePattern?
    /// The replacement (`$2`) for numbers whose national prefix transforms them.
    let nationalPrefixTransformRule: String
    /// Whether mobile and fixed-line numbers share one pattern.
    let sameMobileAndFixedLine: Bool
    /// For regions sharing a calling code: the national numbers that belong here, anchored at the start.
    let leadingDigits: PhonePattern?
    /// The pattern and lengths every number of the region matches.
    let general: Description?
    /// The typed descriptions, indexed by ``PhoneNumberType/index``.
    let typeDescriptions: [Description?]
    /// The descriptions of ``classificationOrder`` the region has, in that order: classifying
    /// walks these, not the types it has no description for.
    private let rareDescriptions: [(type: PhoneNumberType, description: Description)]
    /// How national numbers are laid out, first match wins.
    let layouts: [PhoneLayout]
    /// How numbers are laid out after `+CC`; empty means ``layouts`` serve both.
    let internationalLayouts: [PhoneLayout]

    /// One number type's description: a pattern, the possible lengths and an example.
    /// A class, so that classifying a number reads it without retaining each field.
    final class Description: Sendable {
        let pattern: PhonePattern?
        let localOnlyLengths: [Int]
        let example: String
        /// The shortest and longest possible length, nil when the metadata lists none (any goes).
        let lengthRange: ClosedRange<Int>?
        /// The possible lengths as a bit set (bit `n` for length `n`); every bit when any goes.
        private let lengthBits: UInt64

        init(pattern: PhonePattern?, possibleLengths: [Int], localOnlyLengths: [Int], example: String) {
            self.pattern = pattern
            self.localOnlyLengths = localOnlyLengths
            self.example = example
            if let range = Self.lengthRange(of: possibleLengths) {
                lengthRange = range
                lengthBits = possibleLengths.reduce(0) { $0 | 1 << UInt64($1) }
            } else {
                lengthRange = nil
                lengthBits = .max
            }
        }

        /// The shortest and longest of `possibleLengths`, nil when there is none or one is out of
        /// the bit set's range (then any length goes).
        static func lengthRange(of possibleLengths: [Int]) -> ClosedRange<Int>? {
            guard let shortest = possibleLengths.min(), let longest = possibleLengths.max(), shortest >= 0, longest < 64
            else { return nil }
            return shortest...longest
        }

        /// Whether a number of `length` digits may be of this description.
        @inline(__always)
        func allows(length: Int) -> Bool {
            length >= 0 && length < 64 ? lengthBits & (1 << UInt64(length)) != 0 : lengthBits == .max
        }

        /// libphonenumber's `isNumberMatchingDesc` on ASCII digits: the length first, then the pattern.
        @inline(__always)
        func matches(bytes number: ByteView) -> Bool {
            allows(length: number.count) && pattern?.fullyMatches(bytes: number) ?? false
        }
    }

    /// The options every metadata pattern compiles with.
    static let patternOptions: Pattern.Options = [.asciiClasses]

    /// Parses a generated record.
    /// - Throws: `PhoneMetadataError` when the record or one of its patterns is malformed.
    init(record: String) throws(PhoneMetadataError) {
        let lines = Substring(record).byteSplit("\n").map { $0.trimmingLeadingSpaces() }.filter { !$0.isEmpty }
        guard let header = lines.first?.byteSplit("~"), header.count == 9,
            header[0] == "R", let code = Int(header[2])
        else { throw PhoneMetadataError(record: String(record.prefix(40)), message: "bad header line") }
        id = String(header[1])
        callingCode = code
        internationalPrefixText = "+" + String(code) + " "
        internationalPrefixUTF8 = Array(internationalPrefixText.utf8)
        let idd = String(header[3])
        internationalPrefix = try Self.compile(idd, .prefix)
        typingInternationalPrefix = try Self.compile(#"\+|"# + idd, .prefix)
        nationalPrefix = String(header[4])
        nationalPrefixForParsing = try Self.compile(String(header[5]), .prefix)
        nationalPrefixTransformRule = String(header[6])
        sameMobileAndFixedLine = header[7].contains("s")
        leadingDigits = try Self.compile(String(header[8]), .prefix)

        var general: Description?
        var types: [PhoneNumberType: Description] = [:]
        var layouts: [PhoneLayout] = []
        var internationalLayouts: [PhoneLayout] = []
        for line in lines.dropFirst() {
            let fields = line.byteSplit("~").map(String.init)
            switch fields.first {
            case "D":
                guard fields.count == 6, let letter = fields[1].first else {
                    throw PhoneMetadataError(record: id, message: "bad description line '\(line)'")
                }
                let description = Description(
                    pattern: try Self.compile(fields[2], .whole),
                    possibleLengths: Substring(fields[3]).byteSplit(",").compactMap { Int($0) },
                    localOnlyLengths: Substring(fields[4]).byteSplit(",").compactMap { Int($0) },
                    example: fields[5])
                if letter == "g" {
                    general = description
                } else if let type = PhoneNumberType.allCases.first(where: {
                    $0 != .fixedLineOrMobile && $0.metadataLetter == letter
                }) {
                    types[type] = description
                }
            case "F":
                layouts.append(try PhoneLayout(fields: fields, region: id))
            case "I":
                if fields.count == 2, let index = Int(fields[1]), layouts.indices.contains(index) {
                    internationalLayouts.append(layouts[index].withoutNationalRules)
                } else {
                    internationalLayouts.append(try PhoneLayout(fields: fields, region: id))
                }
            default:
                throw PhoneMetadataError(record: id, message: "unknown line '\(line.prefix(20))'")
            }
        }
        self.general = general
        typeDescriptions = PhoneNumberType.allCases.map { types[$0] }
        rareDescriptions = Self.classificationOrder.compactMap { type in types[type].map { (type, $0) } }
        self.layouts = layouts
        self.internationalLayouts = internationalLayouts
    }

    /// A metadata pattern, compiled on its first match; an empty source is no pattern.
    static func compile(_ source: String, _ anchoring: AnchoredPattern.Anchoring) throws(PhoneMetadataError) -> PhonePattern? {
        guard !source.isEmpty else { return nil }
        return PhonePattern(source: source, anchoring: anchoring)
    }

    /// Every pattern of the region, for checks that compile and run them all.
    var allPatterns: [PhonePattern] {
        var patterns = [internationalPrefix, typingInternationalPrefix, nationalPrefixForParsing, leadingDigits, general?.pattern]
        patterns += typeDescriptions.map { $0?.pattern }
        for layout in layouts + internationalLayouts {
            patterns.append(layout.pattern)
            patterns += layout.leadingDigits.map(Optional.some)
        }
        return patterns.compactMap { $0 }
    }

    /// The description of `type` (fixed-line for `fixedLineOrMobile`, as libphonenumber does).
    func description(of type: PhoneNumberType) -> Description? {
        typeDescriptions[(type == .fixedLineOrMobile ? .fixedLine : type).index]
    }

    @inline(__always)
    private func matches(_ type: PhoneNumberType, _ national: ByteView) -> Bool {
        typeDescriptions[type.index]?.matches(bytes: national) == true
    }

    /// The types checked before fixed-line and mobile, in libphonenumber's order.
    static let classificationOrder: [PhoneNumberType] = [.premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail]

    /// libphonenumber's number-type classification of a national significant number, as ASCII digits.
    func numberType(of national: ByteView) -> PhoneNumberType? {
        // The general description's lengths first, as for every type: no pattern runs for a number too short or long.
        // Optional chaining and indices on this object's own constants: the descriptions are
        // borrowed from it rather than retained one by one.
        guard general?.matches(bytes: national) == true else { return nil }
        for index in rareDescriptions.indices where rareDescriptions[index].description.matches(bytes: national) {
            return rareDescriptions[index].type
        }
        if matches(.fixedLine, national) {
            if sameMobileAndFixedLine || matches(.mobile, national) { return .fixedLineOrMobile }
            return .fixedLine
        }
        if !sameMobileAndFixedLine, matches(.mobile, national) { return .mobile }
        return nil
    }

    /// Whether `digits` being typed can still become a number of this region: its leading digits
    /// allow them, and one of its number types can match them or digits typed after them.
    func mayHaveNumber(typing digits: String) -> Bool {
        if let leadingDigits, !leadingDigits.mayMatch(typing: digits), leadingDigits.match(digits) == nil { return false }
        return typeDescriptions.contains { $0?.pattern?.mayMatch(typing: digits) == true }
    }

    /// Whether the general pattern matches all of `number`.
    func generalMatches(_ number: String) -> Bool {
        general?.pattern?.fullyMatches(number) ?? false
    }
}

/// A generated metadata record that does not parse: a bug in the generator, reported instead of a crash.
struct PhoneMetadataError: Error, Sendable, CustomStringConvertible {
    let record: String
    let message: String
    var description: String { "phone metadata '\(record)': \(message)" }
}

extension Substring {
    /// The text without the indentation the generated literal adds.
    /// The pieces between `separator`s, empty ones kept, split byte by byte: the generated
    /// records are ASCII, and splitting Characters would break graphemes for nothing.
    func byteSplit(_ separator: Unicode.Scalar) -> [Substring] {
        let byte = UInt8(ascii: separator)
        // The separators' offsets from one pass over the bytes; the pieces are then cut with
        // UTF-8 index offsets (constant time on native strings), not by walking the view.
        let offsets = ByteView.with(self) { bytes in
            var offsets: [Int] = []
            var offset = 0
            for value in bytes {
                if value == byte { offsets.append(offset) }
                offset += 1
            }
            return offsets
        }
        var pieces: [Substring] = []
        pieces.reserveCapacity(offsets.count + 1)
        var start = startIndex
        var startOffset = 0
        for offset in offsets {
            let end = utf8.index(start, offsetBy: offset - startOffset)
            pieces.append(self[start..<end])
            start = utf8.index(after: end)
            startOffset = offset + 1
        }
        pieces.append(self[start...])
        return pieces
    }

    func trimmingLeadingSpaces() -> Substring {
        drop { $0 == " " }
    }
}
