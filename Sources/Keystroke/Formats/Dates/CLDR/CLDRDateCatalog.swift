/// The shipped CLDR date and time data (``CLDRDateData``), indexed once and resolved
/// field by field along a locale's CLDR parent chain, as ``CLDRCurrencyCatalog`` resolves numbers.
struct CLDRDateCatalog: Sendable {
    /// The index, built from the string literals on first use.
    static let shared = CLDRDateCatalog()

    /// What a locale resolves to: CLDR's patterns and markers as they are, before any widening.
    struct Entry: Sendable, Hashable {
        /// The gregorian short date pattern (`dd.MM.yy`).
        var shortDate: String
        /// The short time pattern (`h:mm a`).
        var shortTime: String
        /// The medium time pattern, with seconds (`h:mm:ss a`).
        var mediumTime: String
        /// The abbreviated AM marker, format context (what a pattern's `a` writes).
        var am: String
        /// The abbreviated PM marker.
        var pm: String
    }

    /// One line's fields: the parent exception, then the five values, empty where inherited.
    private let lines: [Substring: [Substring]]
    private let aliases: [Substring: Substring]

    private init() {
        var lines: [Substring: [Substring]] = [:]
        for line in CLDRDateData.locales.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            lines[fields[0]] = Array(fields.dropFirst())
        }
        var aliases: [Substring: Substring] = [:]
        for line in CLDRDateData.aliases.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2 { aliases[fields[0]] = fields[1] }
        }
        self.lines = lines
        self.aliases = aliases
    }

    /// The CLDR id for a canonical id (`de_DE`, `zh_CN` → `zh_Hans_CN`), `nil` when CLDR has no such locale.
    func localeID(_ id: String) -> String? {
        guard id != "root" else { return nil }
        if lines[Substring(id)] != nil { return id }
        return aliases[Substring(id)].map(String.init)
    }

    /// The resolved patterns and markers of a CLDR id, `nil` for an unknown one.
    func entry(_ id: String) -> Entry? {
        guard lines[Substring(id)] != nil else { return nil }
        var values: [Substring?] = Array(repeating: nil, count: 5)
        var current = Substring(id)
        // The nearest non-empty value of each field, walking locale → parents → root.
        for _ in 0..<8 {
            guard let fields = lines[current] else { break }
            for index in 0..<5 where values[index] == nil && index + 1 < fields.count && !fields[index + 1].isEmpty {
                values[index] = fields[index + 1]
            }
            if current == "root" { break }
            if let parent = fields.first, !parent.isEmpty {
                current = parent
            } else if let cut = current.lastIndex(of: "_") {
                current = current[..<cut]
            } else {
                current = "root"
            }
        }
        let texts = values.map { String($0 ?? "") }
        return Entry(shortDate: texts[0], shortTime: texts[1], mediumTime: texts[2], am: texts[3], pm: texts[4])
    }

    /// Reads a locale parameter (`de-DE`, `ko`, `zh_CN`) and resolves it; the failure says why.
    static func resolve(_ identifier: String, id: String) throws(FormatError) -> (cldrID: String, entry: Entry) {
        func bad(_ why: String) -> FormatError {
            FormatError(kind: .badParameter, id: id, message: "unknown locale '\(identifier)': \(why)")
        }
        let canonical: String
        switch LocaleIdentifier.read(identifier) {
        case .success(let read): canonical = read.canonical
        case .failure(let problem): throw bad(problem.message)
        }
        guard let cldrID = shared.localeID(canonical), let entry = shared.entry(cldrID) else {
            throw bad("CLDR \(CLDRDateData.cldrVersion) has no locale '\(canonical)'")
        }
        return (cldrID, entry)
    }
}
