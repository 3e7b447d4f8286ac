/// Misspelt names: how far apart two keys are, and whether one is likely a typo of the other.
///
/// Definitions and batch requests name the key a misspelt one was meant to be
/// (`"colour"` is not `"color"`, `"gravty"` is `"gravity"`).
@_spi(KeystrokeInternal) public enum Spelling {
    /// Whether `a` is a likely misspelling of `b`: one edit apart, two for keys of five letters or more.
    public static func isClose(_ a: String, _ b: String) -> Bool {
        guard abs(a.count - b.count) <= 2 else { return false }
        return distance(a, b) <= (min(a.count, b.count) >= 5 ? 2 : 1)
    }

    /// The edits (insert, delete, replace, swap of neighbours) from `a` to `b`, ignoring case.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                if i > 0, j > 0, x == b[j - 1], a[i - 1] == y {
                    current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
