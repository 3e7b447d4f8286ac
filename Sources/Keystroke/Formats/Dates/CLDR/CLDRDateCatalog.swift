/// The shipped CLDR date and time data (``CLDRDateData``), indexed once and resolved
/// field by field along a locale's CLDR parent chain.
///
/// Locale ids, aliases (`zh_CN` → `zh_Hans_CN`) and parents are ``CLDRCurrencyCatalog``'s:
/// both data files are generated from the same CLDR locales, so the chain is stored once.
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
        /// The numeric month-and-year pattern, availableFormats `yM` (`M/y`, `MM.y`).
        var monthYear: String
    }

    /// Each locale's own values, empty where inherited; a locale that changes none has no line.
    private let lines: [Substring: [Substring]]

    private init() {
        var lines: [Substring: [Substring]] = [:]
        for line in CLDRDateData.locales.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            lines[fields[0]] = Array(fields.dropFirst())
        }
        self.lines = lines
    }

    /// The resolved patterns and markers of a CLDR id, `nil` for an unknown one.
    func entry(_ id: String) -> Entry? {
        let chain = CLDRCurrencyCatalog.shared.parentIDs(of: Substring(id))
        guard !chain.isEmpty else { return nil }
        var values: [Substring?] = Array(repeating: nil, count: 6)
        // The nearest non-empty value of each field, walking locale → parents → root.
        for locale in chain {
            guard let fields = lines[locale] else { continue }
            for index in 0..<min(6, fields.count) where values[index] == nil && !fields[index].isEmpty {
                values[index] = fields[index]
            }
        }
        let texts = values.map { String($0 ?? "") }
        return Entry(shortDate: texts[0], shortTime: texts[1], mediumTime: texts[2], am: texts[3], pm: texts[4],
                     monthYear: texts[5])
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
        guard canonical != "root", let cldrID = CLDRCurrencyCatalog.shared.localeID(canonical),
              let entry = shared.entry(cldrID) else {
            throw bad("CLDR \(CLDRDateData.cldrVersion) has no locale '\(canonical)'")
        }
        return (cldrID, entry)
    }
}
