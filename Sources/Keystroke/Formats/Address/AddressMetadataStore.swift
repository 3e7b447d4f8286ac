import PCRE2

/// The address data, one country parsed on first use and kept for the process.
///
/// Lock-free to read, as `PhoneMetadataStore`: each country has a slot fixed when the store is
/// made (an index of the generated records' lines), filled once.
final class AddressMetadataStore: Sendable {
    /// The process-wide store.
    static let shared = AddressMetadataStore()

    /// A country's parsed metadata and postal-code rules, boxed to be published once.
    final class Loaded: Sendable {
        let metadata: AddressMetadata?
        let postalCode: PostalCodeRules?
        init(_ metadata: AddressMetadata?) {
            self.metadata = metadata
            postalCode = metadata.flatMap(PostalCodeRules.init(metadata:))
        }
    }

    /// Every region with a record, sorted.
    let regions: [String]
    private let records: [Substring]
    private let slotIndex: [String: Int]
    private let slots: [OnceSlot<Loaded>]

    private init() {
        let data = AddressMetadataData.countries
        let text = data.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        // One record a line; the region is the line's first two characters.
        records = text.split(separator: "\n")
        regions = records.map { String($0.prefix(2)) }
        slotIndex = Dictionary(regions.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        slots = records.map { _ in OnceSlot<Loaded>() }
    }

    /// The slot of `region` (any case), `nil` when the data has no record for it.
    private func loaded(region: String) -> Loaded? {
        guard region.utf8.count == 2, let slot = slotIndex[region.uppercased()] else { return nil }
        return slots[slot].value { Loaded(AddressMetadata(record: records[slot])) }
    }

    /// The metadata of `region`, `nil` for an unknown region.
    func metadata(region: String) -> AddressMetadata? { loaded(region: region)?.metadata }

    /// The postal-code rules of `region`, `nil` when the region is unknown or has no postal-code pattern.
    func postalCode(region: String) -> PostalCodeRules? { loaded(region: region)?.postalCode }
}
