/// The keys each batch operation reads, to catch a misspelt key (`"gravty"`) that would
/// otherwise be ignored and leave its option at the default without a word.
///
/// Keys that are not close to a known key (`"id"`, `"meta"`) are left alone: callers
/// carry their own data through requests.
enum RequestKeys {
    static let validate: [StaticString] = ["op", "format", "input"]
    static let type: [StaticString] = ["op", "format", "mask", "affine", "rtl", "customNotations", "keys", "edits", "initial"]
    static let mask: [StaticString] = [
        "op", "mask", "affine", "rtl", "customNotations", "text", "caret", "gravity", "autocomplete", "autoskip",
    ]

    /// Throws for the first key of `fields` that is not in `known` but is spelt close to one.
    static func check(_ fields: some JSONFields, known: [StaticString]) throws(LineError) {
        for key in fields.unknownKeys(known: known) {
            let names = known.map(\.description)
            if let closest = names.filter({ isClose($0, key) }).min(by: { distance($0, key) < distance($1, key) }) {
                throw LineError("unknown key '\(shortenedForMessage(key))'; did you mean '\(closest)'?")
            }
        }
    }

    /// Whether `a` is a likely misspelling of `b`: one edit apart, two for keys of five letters or more.
    static func isClose(_ a: String, _ b: String) -> Bool {
        guard abs(a.count - b.count) <= 2 else { return false }
        return distance(a, b) <= (min(a.count, b.count) >= 5 ? 2 : 1)
    }

    /// Edits (insert, delete, replace, swap of neighbours) from `a` to `b`, ignoring case.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().utf8), b = Array(b.lowercased().utf8)
        // rows[i][j]: the edits from a's first i bytes to b's first j bytes.
        var rows = [Array(0...b.count)]
        for i in a.indices {
            var row = [i + 1]
            for j in b.indices {
                var best = min(rows[i][j + 1] + 1, row[j] + 1, rows[i][j] + (a[i] == b[j] ? 0 : 1))
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { best = min(best, rows[i - 1][j - 1] + 1) }
                row.append(best)
            }
            rows.append(row)
        }
        return rows[a.count][b.count]
    }
}
