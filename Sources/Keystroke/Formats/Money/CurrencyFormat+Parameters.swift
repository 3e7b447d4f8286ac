extension CurrencyFormat {
    /// A locale parameter read against the shipped CLDR locale list.
    struct LocaleParameter: Sendable, Equatable {
        /// The CLDR id (`pt_BR`, `sr_Latn_RS`, `en_US_POSIX`).
        var cldrID: String
        /// The `-u-nu-` numbering system, `nil` for the locale's default.
        var numberingSystem: String?
    }

    /// Reads a BCP 47 / ICU locale identifier (`pt-BR`, `pt_BR`, `ar-EG-u-nu-latn`) and checks it
    /// against the CLDR locales we ship.
    ///
    /// Subtags may be separated by `-` or `_` in any case; a Unicode extension may
    /// follow (`-u-nu-latn`), of which only `nu` is used.
    static func resolveLocale(_ identifier: String, id: String) throws(FormatError) -> LocaleParameter {
        func bad(_ why: String) -> FormatError {
            FormatError(kind: .badParameter, id: id, message: "unknown locale '\(identifier)': \(why)")
        }
        let parsed: LocaleIdentifier
        switch LocaleIdentifier.read(identifier) {
        case .success(let identifier): parsed = identifier
        case .failure(let problem): throw bad(problem.message)
        }
        var numberingSystem: String?
        // Unicode extension keywords: key value pairs; `nu` picks the numbering system.
        if let nu = parsed.keywords.firstIndex(of: "nu") {
            guard nu + 1 < parsed.keywords.endIndex, CLDRCurrencyCatalog.shared.hasNumberingSystem(parsed.keywords[nu + 1]) else {
                throw bad("unsupported numbering system; use a decimal one such as -u-nu-latn")
            }
            numberingSystem = parsed.keywords[nu + 1]
        }
        let canonical = parsed.canonical
        guard canonical != "root", let cldrID = CLDRCurrencyCatalog.shared.localeID(canonical) else {
            throw bad("CLDR \(CLDRCurrencyData.cldrVersion) has no locale '\(canonical)'")
        }
        return LocaleParameter(cldrID: cldrID, numberingSystem: numberingSystem)
    }

    /// Checks that `code` is an upper-case ISO 4217 code (current or historic) in the CLDR data.
    static func checkCurrency(_ code: String, id: String) throws(FormatError) {
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }), CLDRCurrencyCatalog.shared.hasCurrency(code) else {
            throw FormatError(kind: .badParameter, id: id, message: "unknown currency code '\(code)': expected an upper-case ISO 4217 code such as BRL, USD or EUR")
        }
    }
}
