/// A match of an ``AnchoredPattern``: UTF-8 offsets of the match and of each group.
public struct AnchoredMatch: Sendable, Hashable {
    /// Group 0 (the whole match) then each capturing group; nil for a group that did not take part.
    public let groups: [Range<Int>?]

    /// Creates a match from its group ranges (group 0 first).
    public init(groups: [Range<Int>?]) {
        self.groups = groups
    }

    /// The UTF-8 range of the whole match.
    public var range: Range<Int> { groups[0] ?? 0..<0 }

    /// The UTF-8 range of `group`, or nil when it did not take part or does not exist.
    public subscript(_ group: Int) -> Range<Int>? {
        group >= 0 && group < groups.count ? groups[group] : nil
    }
}
