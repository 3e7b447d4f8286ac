/// The shipped CLDR territory names (``CLDRTerritoryData``), indexed once and resolved along a
/// locale's CLDR parent chain, as the currency data is.
struct CLDRTerritoryNames: Sendable {
    /// The index, built from the string literal on first use.
    static let shared = CLDRTerritoryNames()

    /// Each locale's own line of names (`RRname|RRname|…`).
    private let lines: [Substring: Substring]

    private init() {
        var lines: [Substring: Substring] = [:]
        for line in CLDRTerritoryData.names.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            lines[line[..<tab]] = line[line.index(after: tab)...]
        }
        self.lines = lines
    }

    /// The names of `regions` in a CLDR locale (`pt_BR`), each the nearest along the locale's
    /// parent chain; a region CLDR names nowhere on it is left out.
    func names(of regions: some Sequence<String>, locale: String) -> [String: String] {
        var wanted = Set(regions.map { Substring($0) })
        var names: [String: String] = [:]
        for id in CLDRCurrencyCatalog.shared.parentIDs(of: Substring(locale)) where !wanted.isEmpty {
            guard let line = lines[id] else { continue }
            for item in line.split(separator: "|") where item.utf8.count > 2 {
                // By scalars: a name may begin with a combining mark, which would join the code's
                // second letter into one Character.
                let scalars = item.unicodeScalars
                let region = Substring(scalars.prefix(2))
                if wanted.remove(region) != nil { names[String(region)] = String(Substring(scalars.dropFirst(2))) }
            }
        }
        return names
    }
}
