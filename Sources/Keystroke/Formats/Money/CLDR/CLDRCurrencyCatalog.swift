/// The shipped CLDR currency data (``CLDRCurrencyData``), indexed once and
/// resolved field by field along a locale's CLDR parent chain.
///
/// Each locale line holds only what differs from its parent, so every field
/// is the first one found walking locale → parents → root, as CLDR
/// inheritance (and Babel's merged data) works.
struct CLDRCurrencyCatalog: Sendable {
    /// The index, built from the string literals on first use.
    static let shared = CLDRCurrencyCatalog()

    /// One locale's fields: parent, numbering system, symbols, patterns, currency symbols.
    private struct Entry: Sendable {
        var parent: Substring
        var numberingSystem: Substring
        var symbols: Substring
        var pattern: Substring
        var currencySymbols: Substring
        var decimalPattern: Substring
        var percentPattern: Substring
    }

    private let locales: [Substring: Entry]
    /// Short ids resolved through likely subtags (`zh_CN` → `zh_Hans_CN`).
    private let aliases: [Substring: Substring]
    private let currencies: [Substring: (digits: Int, symbol: Substring)]
    private let zeros: [Substring: UInt32]

    private init() {
        var locales: [Substring: Entry] = [:]
        for line in CLDRCurrencyData.locales.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 7, omittingEmptySubsequences: false)
            guard fields.count >= 6 else { continue }
            locales[fields[0]] = Entry(parent: fields[1], numberingSystem: fields[2], symbols: fields[3],
                                       pattern: fields[4], currencySymbols: fields[5],
                                       decimalPattern: fields.count > 6 ? fields[6] : "",
                                       percentPattern: fields.count > 7 ? fields[7] : "")
        }
        var currencies: [Substring: (digits: Int, symbol: Substring)] = [:]
        for line in CLDRCurrencyData.currencies.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            currencies[fields[0]] = (Int(fields[1]) ?? 2, fields[2].isEmpty ? fields[0] : fields[2])
        }
        var aliases: [Substring: Substring] = [:]
        for line in CLDRCurrencyData.aliases.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2 { aliases[fields[0]] = fields[1] }
        }
        var zeros: [Substring: UInt32] = [:]
        for item in CLDRCurrencyData.numberingSystems.split(separator: "\t") {
            let pair = item.split(separator: "\u{1E}")
            if pair.count == 2, let zero = UInt32(pair[1], radix: 16) { zeros[pair[0]] = zero }
        }
        self.locales = locales
        self.aliases = aliases
        self.currencies = currencies
        self.zeros = zeros
    }

    /// The CLDR locale id for a canonical id (`pt_BR`, `sr_Latn_RS`, `en_US_POSIX`, `zh_CN` → `zh_Hans_CN`),
    /// `nil` when CLDR has no such locale.
    func localeID(_ id: String) -> String? {
        let key = Substring(id)
        if locales[key] != nil { return id }
        return aliases[key].map(String.init)
    }

    /// Whether the code is an ISO 4217 currency, current or historic, in CLDR.
    func hasCurrency(_ code: String) -> Bool { currencies[Substring(code)] != nil }

    /// Whether the numbering system is one with decimal digits we can render.
    func hasNumberingSystem(_ name: String) -> Bool { zeros[Substring(name)] != nil }

    /// The resolved currency layout of `code` in the locale, `nil` for unknown ids.
    ///
    /// The minus sign is left `-`, as Babel writes it in currency patterns (the cash register's fixture).
    /// - Parameter numberingSystem: `nil` for the locale's default (CLDR `defaultNumberingSystem`).
    func layout(locale id: String, code: String, numberingSystem: String? = nil) -> CLDRCurrencyLayout? {
        guard let currency = currencies[Substring(code)], locales[Substring(id)] != nil,
              var layout = resolve(locale: id, numberingSystem: numberingSystem, pattern: \.pattern) else { return nil }
        let chain = parentChain(Substring(id))
        let symbol = chain.lazy.compactMap { Self.value(of: Substring(code), in: $0.currencySymbols) }.first
        layout.symbol = String(symbol ?? currency.symbol)
        layout.fractionDigits = currency.digits
        layout.minusSign = "-"
        return layout
    }

    /// The resolved decimal (`#,##0.###`) or percent (`#,##0 %`) layout of a locale, with CLDR's
    /// minus and percent signs; `nil` for unknown ids. Fraction digits are the pattern's maximum.
    func numberLayout(locale id: String, numberingSystem: String? = nil, percent: Bool) -> CLDRCurrencyLayout? {
        guard locales[Substring(id)] != nil,
              var layout = resolve(locale: id, numberingSystem: numberingSystem,
                                   pattern: percent ? \.percentPattern : \.decimalPattern) else { return nil }
        let positive = layout.pattern.prefix { $0 != ";" }
        if let point = positive.firstIndex(of: ".") {
            layout.fractionDigits = positive[point...].dropFirst().prefix { $0 == "#" || $0 == "0" }.count
        }
        return layout
    }

    /// The pattern and symbols of a locale's numbering system, walking locale → parents → root.
    private func resolve(locale id: String, numberingSystem: String?, pattern key: KeyPath<Entry, Substring>) -> CLDRCurrencyLayout? {
        let chain = parentChain(Substring(id))
        let system = numberingSystem.map { Substring($0) } ?? chain.lazy.map(\.numberingSystem).first { !$0.isEmpty } ?? "latn"
        guard let zero = zeros[system].flatMap(Unicode.Scalar.init) else { return nil }
        // decimal, group, minus, percent: the first non-empty value on the chain.
        var symbols: [Substring?] = [nil, nil, nil, nil]
        var pattern: Substring?
        for entry in chain {
            for item in entry.symbols.split(separator: "\u{1F}") {
                let parts = item.split(separator: "\u{1E}", omittingEmptySubsequences: false)
                guard parts.count >= 2, parts[0] == system else { continue }
                for index in 0..<min(4, parts.count - 1) where symbols[index] == nil && !parts[index + 1].isEmpty {
                    symbols[index] = parts[index + 1]
                }
            }
            if pattern == nil, !entry[keyPath: key].isEmpty { pattern = entry[keyPath: key] }
        }
        guard let pattern else { return nil }
        // A system no locale on the chain has symbols for falls back to `.`, `,`, `-` and `%`, as Babel does.
        return CLDRCurrencyLayout(pattern: String(pattern), symbol: "", decimal: String(symbols[0] ?? "."),
                                  group: String(symbols[1] ?? ","), zero: zero, fractionDigits: 0,
                                  minusSign: String(symbols[2] ?? "-"), percentSign: String(symbols[3] ?? "%"))
    }

    /// The locale's entry, its parents' and root's, nearest first.
    private func parentChain(_ id: Substring) -> [Entry] {
        parentIDs(of: id).compactMap { locales[$0] }
    }

    /// The locale's id, its CLDR parents' and root's, nearest first: the chain other CLDR data
    /// generated for the same locales (territory names) resolves along too.
    func parentIDs(of id: Substring) -> [Substring] {
        var chain: [Substring] = []
        var current = id
        while let entry = locales[current], chain.count < 8 {
            chain.append(current)
            if current == "root" { break }
            if !entry.parent.isEmpty {
                current = entry.parent
            } else if let cut = current.lastIndex(of: "_") {
                current = current[..<cut]
            } else {
                current = "root"
            }
        }
        return chain
    }

    /// The value for `key` in a `key U+1E value U+1F …` list.
    private static func value(of key: Substring, in list: Substring) -> Substring? {
        for item in list.split(separator: "\u{1F}") {
            guard let mark = item.firstIndex(of: "\u{1E}") else { continue }
            if item[..<mark] == key { return item[item.index(after: mark)...] }
        }
        return nil
    }
}
