import Foundation

extension PhoneFormat {
    /// One entry of a phone field's country picker: a region with its name in a language, its
    /// flag, its calling code and example numbers for a placeholder.
    public struct Region: Sendable, Hashable, Identifiable {
        /// The region code (`BR`, `US`, `AC`), as `phone:REGION` takes it.
        public let id: String
        /// The region's name in the locale asked for (`Brasil` in `pt-BR`), from CLDR.
        public let name: String
        /// The flag emoji: the two regional indicator symbols of ``id``.
        public let flag: String
        /// The country calling code (`55`).
        public let callingCode: Int

        /// An example number of `type` as `phone:REGION` shows it (`(11) 96123-4567`), for a
        /// placeholder; nil when the region has no example of that type.
        public func example(_ type: PhoneNumberType = .mobile) -> String? {
            (try? PhoneFormat(region: id))?.example(type)
        }
    }

    /// Every region `phone:REGION` accepts, named in `locale` (`pt-BR`, `de`, `ja`) from CLDR and
    /// sorted as that locale sorts names: what a country picker lists. A region the locale's
    /// CLDR data does not name gets its English name.
    ///
    /// ```swift
    /// let regions = try PhoneFormat.regions(locale: "pt-BR")
    /// regions.first { $0.id == "DE" }?.name    // "Alemanha"
    /// regions.first { $0.id == "BR" }?.flag    // "🇧🇷"
    /// ```
    /// - Parameter locale: A BCP 47 or ICU locale identifier that CLDR has.
    /// - Throws: ``FormatError`` for a locale CLDR does not have.
    public static func regions(locale: String = "en") throws(FormatError) -> [Region] {
        let cldrID = try CurrencyFormat.resolveLocale(locale, id: "phone-regions:\(locale)").cldrID
        let ids = supportedRegions
        var names = CLDRTerritoryNames.shared.names(of: ids, locale: cldrID)
        if names.count < ids.count {
            // CLDR names no region in some locales (Haitian Creole since CLDR 49): English
            // names, the picker's own fallback, read better than bare codes.
            let english = CLDRTerritoryNames.shared.names(of: ids.filter { names[$0] == nil }, locale: "en")
            names.merge(english) { own, _ in own }
        }
        let store = PhoneMetadataStore.shared
        let regions = ids.map { id in
            Region(id: id, name: names[id] ?? id, flag: flag(of: id), callingCode: store.callingCodeByRegion[id] ?? 0)
        }
        let collation = Locale(identifier: cldrID)
        return regions.sorted { lhs, rhs in
            switch lhs.name.compare(rhs.name, options: [], range: nil, locale: collation) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs.id < rhs.id
            }
        }
    }

    /// The flag emoji of a two-letter region code: each letter as its regional indicator symbol.
    static func flag(of region: String) -> String {
        var flag = ""
        for byte in region.utf8 where (byte | 0x20) &- 0x61 < 26 {
            flag.unicodeScalars.append(Unicode.Scalar(0x1F1E6 + UInt32((byte | 0x20) - 0x61))!)
        }
        return flag
    }
}
