import Testing
import Keystroke

/// The country picker's data: CLDR names in a locale, sorted as the locale sorts, with flags,
/// calling codes and examples.
@Suite struct PhoneRegionsTests {
    @Test func everyRegionIsListedWithItsCallingCodeAndFlag() throws {
        let regions = try PhoneFormat.regions(locale: "en")
        #expect(regions.map(\.id).sorted() == PhoneFormat.supportedRegions)
        let brazil = try #require(regions.first { $0.id == "BR" })
        #expect(brazil.name == "Brazil")
        #expect(brazil.flag == "🇧🇷")
        #expect(brazil.callingCode == 55)
        #expect(brazil.example() == "(11) 96123-4567")
        // Every region has a CLDR name, never its bare code.
        #expect(regions.allSatisfy { $0.name != $0.id })
    }

    @Test(arguments: [
        ("pt-BR", "DE", "Alemanha"), ("pt_BR", "US", "Estados Unidos"), ("de", "AT", "Österreich"),
        ("ja", "JP", "日本"), ("fr-CA", "US", "États-Unis"), ("en-GB", "US", "United States"), ("es-419", "GB", "Reino Unido"),
    ])
    func namesAreTheLocales(locale: String, region: String, name: String) throws {
        #expect(try PhoneFormat.regions(locale: locale).first { $0.id == region }?.name == name)
    }

    /// A locale whose CLDR data names no region (Haitian Creole) lists English names, never codes.
    @Test func aLocaleWithoutNamesFallsBackToEnglish() throws {
        let regions = try PhoneFormat.regions(locale: "ht")
        #expect(regions.first { $0.id == "BR" }?.name == "Brazil")
        #expect(regions.allSatisfy { $0.name != $0.id })
        // A locale that has names keeps its own.
        #expect(try PhoneFormat.regions(locale: "fr").first { $0.id == "BR" }?.name == "Brésil")
    }

    /// Sorted as the locale sorts names: an accented capital sorts with its letter, not after Z.
    @Test func namesAreSortedAsTheLocaleSortsThem() throws {
        let names = try PhoneFormat.regions(locale: "pt-BR").map(\.name)
        let southAfrica = try #require(names.firstIndex(of: "África do Sul"))
        let germany = try #require(names.firstIndex(of: "Alemanha"))
        let zambia = try #require(names.firstIndex(of: "Zâmbia"))
        #expect(southAfrica < germany)
        #expect(germany < zambia)
        let german = try PhoneFormat.regions(locale: "de").map(\.name)
        let austria = try #require(german.firstIndex(of: "Österreich"))
        #expect(austria > german.firstIndex(of: "Oman")!)
        #expect(austria < german.firstIndex(of: "Pakistan")!)
    }

    @Test(arguments: ["xx-YY", "", "pt BR"])
    func unknownLocalesAreRefused(locale: String) throws {
        #expect(throws: FormatError.self) { try PhoneFormat.regions(locale: locale) }
    }
}
