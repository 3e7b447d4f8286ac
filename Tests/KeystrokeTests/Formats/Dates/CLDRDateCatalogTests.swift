import Testing
@testable import Keystroke

/// The date catalog resolves along the currency data's locales, aliases and parents.
@Suite struct CLDRDateCatalogTests {
    @Test func everyDateLocaleIsACurrencyLocale() {
        // Both files come from the same Babel: a date line for a locale the currency data lacks would never be read.
        #expect(CLDRDateData.cldrVersion == CLDRCurrencyData.cldrVersion)
        let ids = CLDRDateData.locales.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
        #expect(ids.count > 400)
        #expect(ids.filter { CLDRCurrencyCatalog.shared.parentIDs(of: $0).first != $0 }.isEmpty)
    }

    @Test(arguments: [
        ("zh-TW", "zh_Hant_TW", "y/M/d"),    // an alias through likely subtags
        ("sr-Latn", "sr_Latn", "d. M. y."),  // a script that is not the likely one: parent root, not sr
        ("es-419", "es_419", "d/M/yy"),
        ("en-150", "en_150", "dd/MM/y"),     // parent exception en_001
        ("pt", "pt", "dd/MM/y"),
    ])
    func resolvesAliasesAndParents(identifier: String, cldrID: String, shortDate: String) throws {
        let resolved = try CLDRDateCatalog.resolve(identifier, id: "date:locale=\(identifier)")
        #expect(resolved.cldrID == cldrID)
        #expect(resolved.entry.shortDate == shortDate)
    }

    @Test(arguments: ["xx", "root", "und"])
    func refusesUnknownLocales(identifier: String) {
        #expect(throws: FormatError.self) { try CLDRDateCatalog.resolve(identifier, id: "date:locale=\(identifier)") }
    }
}
