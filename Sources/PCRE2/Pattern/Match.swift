/// One match of a `Pattern` in a subject: the matched range and the capture groups.
///
/// Ranges are `String.Index` ranges into `subject`, mapped from PCRE2's UTF-8 offsets; they fall on
/// Unicode scalar boundaries, which may be inside a Character (a pattern `e` finds the `e` of a
/// decomposed "é"). `utf8Range` and `range(ofGroup:)` give the raw offsets.
///
/// ```swift
/// let date = try Pattern(#"(?<year>\d{4})-(?<month>\d\d)"#)
/// let match = try date.firstMatch(in: "due 2025-07")!
/// match.value       // "2025-07"
/// match[1]          // "2025"
/// match["month"]    // "07"
/// ```
public struct Match: Sendable {
    /// The string that was searched.
    public let subject: String
    /// UTF-8 offsets of each group, index 0 being the whole match; nil for groups that did not take part.
    let groups: [Range<Int>?]
    let names: [String: [Int]]

    init(subject: String, groups: [Range<Int>?], names: [String: [Int]]) {
        self.subject = subject
        self.groups = groups
        self.names = names
    }

    /// The matched part of the subject.
    public var value: Substring { subject[range] }

    /// Where the match is in `subject`.
    public var range: Range<String.Index> { index(utf8Range) }

    /// Where the match is, in UTF-8 code units from the start of `subject`.
    public var utf8Range: Range<Int> { groups[0] ?? 0..<0 }

    /// Where the match is, in Characters from the start of `subject`; a match boundary inside a
    /// Character counts that whole Character.
    public var characterRange: Range<Int> {
        let bounds = range
        let lower = subject.distance(from: subject.startIndex, to: bounds.lowerBound)
        return lower..<(lower + subject[bounds].count)
    }

    /// The number of capturing groups in the pattern.
    public var captureCount: Int { groups.count - 1 }

    /// The text of group `group` (0 is the whole match); nil when it did not take part or does not exist.
    public subscript(_ group: Int) -> Substring? {
        range(at: group).map { subject[$0] }
    }

    /// The text of the named group; nil when it did not take part or the name does not exist.
    public subscript(_ name: String) -> Substring? {
        range(named: name).map { subject[$0] }
    }

    /// Where group `group` (0 is the whole match) matched; nil when it did not take part.
    public func range(at group: Int) -> Range<String.Index>? {
        utf8Range(at: group).map(index)
    }

    /// Where the named group matched; with duplicate names, the first of them that took part.
    public func range(named name: String) -> Range<String.Index>? {
        guard let numbers = names[name] else { return nil }
        for number in numbers {
            if let found = range(at: number) { return found }
        }
        return nil
    }

    /// Where group `group` matched, in UTF-8 code units; nil when it did not take part.
    public func utf8Range(at group: Int) -> Range<Int>? {
        guard groups.indices.contains(group) else { return nil }
        return groups[group]
    }

    /// The numbered groups 1...captureCount, nil for those that did not take part.
    public var captures: [Substring?] {
        (1..<groups.count).map { self[$0] }
    }

    /// The named groups that took part, by name.
    public var namedCaptures: [String: Substring] {
        names.keys.reduce(into: [:]) { result, name in
            if let text = self[name] { result[name] = text }
        }
    }

    private func index(_ offsets: Range<Int>) -> Range<String.Index> {
        let utf8 = subject.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        let upper = utf8.index(lower, offsetBy: offsets.count)
        return lower..<upper
    }
}
