import PCRE2

/// A metadata pattern, compiled (anchored, JIT) the first time it is matched: a region's plan has
/// dozens of patterns and a field uses a few, so compiling on demand keeps the first use of a
/// region fast and the loaded plans small. After that, reading it takes no lock.
final class PhonePattern: Sendable {
    let source: String
    let anchoring: AnchoredPattern.Anchoring
    /// The digits a match can begin with (see ``possibleFirstDigits(of:)``).
    let firstDigits: UInt16
    private let compiled = OnceSlot<Compiled>()

    /// The compiled pattern or PCRE2's compile error, boxed to be published once.
    final class Compiled: Sendable {
        let result: Result<AnchoredPattern, PCRE2Error>
        /// The pattern on its own, so that a match reads it without copying the result.
        let pattern: AnchoredPattern?
        /// The pattern's shortest subject; `Int.max` after a compile error (nothing matches).
        let minimumLength: Int

        init(_ result: Result<AnchoredPattern, PCRE2Error>) {
            self.result = result
            pattern = try? result.get()
            minimumLength = pattern?.minimumLength ?? .max
        }

        // Matching here, on `self` lent by the slot, reads `pattern` without retaining it.

        /// Whether the pattern matches `subject`; a limit counts as no match.
        func matches(_ subject: ByteView) -> Bool {
            subject.count >= minimumLength && (try? pattern?.matches(subject)) ?? false
        }

        /// The match with its groups, nil for none (or a limit).
        func match(_ subject: ByteView) -> AnchoredMatch? {
            guard subject.count >= minimumLength, let pattern else { return nil }
            return (try? pattern.match(subject)) ?? nil
        }

        /// ``match(_:)`` into the caller's `groups`.
        func match(_ subject: ByteView, groups: inout [Range<Int>?]) -> Bool {
            subject.count >= minimumLength && (try? pattern?.match(subject, groups: &groups)) ?? false
        }
    }

    init(source: String, anchoring: AnchoredPattern.Anchoring) {
        self.source = source
        self.anchoring = anchoring
        firstDigits = Self.possibleFirstDigits(of: source)
    }

    /// Whether `subject`'s first byte rules a match out without running the pattern.
    @inline(__always)
    private func cannotStart(_ subject: ByteView) -> Bool {
        guard let first = subject.first, first &- 0x30 < 10 else { return false }
        return firstDigits & (1 << UInt16(first &- 0x30)) == 0
    }

    private var compiledPattern: Compiled { compiled.value(orMake: compile) }

    private func compile() -> Compiled {
        Compiled(Result { () throws(PCRE2Error) in
            try AnchoredPattern(source, anchoring: anchoring, options: PhoneRegion.patternOptions)
        })
    }

    /// The compiled pattern, or PCRE2's compile error.
    var pattern: Result<AnchoredPattern, PCRE2Error> { compiledPattern.result }

    /// Whether the pattern matches (all of `subject`, or a prefix of it). A PCRE2 limit counts as
    /// no match: metadata patterns are small and bounded, so only a pathological subject hits one.
    func fullyMatches(_ subject: String) -> Bool {
        ByteView.with(subject) { fullyMatches(bytes: $0) }
    }

    /// The match with its groups, nil for none (or a limit).
    func match(_ subject: String) -> AnchoredMatch? {
        ByteView.with(subject) { match(bytes: $0) }
    }

    /// ``fullyMatches(_:)`` for ASCII digits in a byte buffer.
    func fullyMatches(_ subject: [UInt8]) -> Bool {
        ByteView.with(subject) { fullyMatches(bytes: $0) }
    }

    /// ``match(_:)`` for ASCII digits in a byte buffer.
    func match(_ subject: [UInt8]) -> AnchoredMatch? {
        ByteView.with(subject) { match(bytes: $0) }
    }

    /// ``fullyMatches(_:)`` for bytes the caller holds.
    @inline(__always)
    func fullyMatches(bytes subject: ByteView) -> Bool {
        if cannotStart(subject) { return false }
        // Typing asks about short prefixes of numbers often: too short is answered without PCRE2.
        return compiled.withValue(orMake: compile) { $0.matches(subject) }
    }

    /// ``match(_:)`` for bytes the caller holds.
    @inline(__always)
    func match(bytes subject: ByteView) -> AnchoredMatch? {
        if cannotStart(subject) { return nil }
        return compiled.withValue(orMake: compile) { $0.match(subject) }
    }

    /// ``match(bytes:)`` into the caller's `groups` (see `AnchoredPattern.match(utf8:groups:)`):
    /// no match allocated, for a loop that matches at every keystroke.
    @inline(__always)
    func match(bytes subject: ByteView, groups: inout [Range<Int>?]) -> Bool {
        groups.removeAll(keepingCapacity: true)
        if cannotStart(subject) { return false }
        return compiled.withValue(orMake: compile) { $0.match(subject, groups: &groups) }
    }

    /// The fewest bytes a match of a subject beginning like `subject` takes: `Int.max` when its
    /// first digit rules a match out, or the pattern does not compile.
    func shortestMatch(beginningLike subject: ByteView) -> Int {
        if cannotStart(subject) { return .max }
        return compiled.withValue(orMake: compile) { $0.minimumLength }
    }

    /// Whether `digits`, or digits typed after them, can match the whole pattern (PCRE2's hard
    /// partial matching); false when the pattern does not compile.
    func mayMatch(typing digits: String) -> Bool {
        partial.withValue(orMake: { Partial(try? Pattern(source, options: PhoneRegion.patternOptions)) }) { partial in
            guard let pattern = partial.pattern else { return false }
            return ((try? pattern.partialMatch(digits)) ?? PartialMatch.none) != .none
        }
    }

    /// The pattern compiled for partial matching, on first use only: few patterns are ever asked.
    private let partial = OnceSlot<Partial>()

    /// A pattern for partial matching, boxed to be published once.
    private final class Partial: Sendable {
        let pattern: Pattern?
        init(_ pattern: Pattern?) { self.pattern = pattern }
    }

    /// The number of capturing groups.
    var captureCount: Int { compiledPattern.pattern?.captureCount ?? 0 }
}
