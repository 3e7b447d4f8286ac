import Foundation

extension CurrencyFormat {
    /// Every language the platform's CLDR data has a locale for.
    private static let knownLanguages: Set<String> = Set(Locale.availableIdentifiers.map { identifier in
        String(identifier.prefix { $0 != "_" })
    })

    /// Every locale identifier the platform lists (`pt_BR`, `en_US_POSIX`).
    private static let availableIdentifiers: Set<String> = Set(Locale.availableIdentifiers)

    /// Every ISO 4217 code Foundation knows, current and historic.
    private static let knownCurrencies: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// Checks a BCP 47 / ICU locale identifier against the platform's CLDR data and returns the locale.
    ///
    /// Accepted: any identifier the platform lists (`en_US_POSIX`), or
    /// `language[-Script][-REGION]` with `-` or `_`, optionally followed by a
    /// Unicode extension (`-u-nu-latn`). The language must have CLDR data; the region
    /// must be an ISO 3166 code or a UN M.49 area (`419`).
    static func resolveLocale(_ identifier: String, id: String) throws(FormatError) -> Locale {
        func bad(_ why: String) -> FormatError {
            FormatError(kind: .badParameter, id: id, message: "unknown locale '\(identifier)': \(why)")
        }
        let base = identifier.components(separatedBy: "-u-").first ?? identifier
        if availableIdentifiers.contains(base.replacingOccurrences(of: "-", with: "_")) { return Locale(identifier: identifier) }
        let subtags = base.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw bad("expected a language code such as 'pt' or 'pt-BR'")
        }
        guard knownLanguages.contains(language.lowercased()) else { throw bad("the platform has no data for language '\(language)'") }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) { rest = rest.dropFirst() }
        if let region = rest.first {
            let isRegion = (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
                || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
            guard isRegion, Locale.Region.isoRegions.contains(Locale.Region(region.uppercased())) else {
                throw bad("'\(region)' is not a region code")
            }
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { throw bad("unexpected '\(rest.joined(separator: "-"))'") }
        return Locale(identifier: identifier)
    }

    /// Checks that `code` is an upper-case ISO 4217 code Foundation knows.
    static func checkCurrency(_ code: String, id: String) throws(FormatError) {
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }), knownCurrencies.contains(code) else {
            throw FormatError(kind: .badParameter, id: id, message: "unknown currency code '\(code)': expected an upper-case ISO 4217 code such as BRL, USD or EUR")
        }
    }
}
