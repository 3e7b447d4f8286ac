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
    /// Each record's byte range in the generated data: only a used country's line is decoded.
    private let records: [Range<Int>]
    /// The slot of each two-letter code, at `26 × first letter + second letter`; -1 for none.
    /// A table rather than a dictionary: no hashing, and no runtime generic work on first use.
    private let slotTable: [Int16]
    private let slots: [OnceSlot<Loaded>]

    private init() {
        // One record a line; the region is the line's first two bytes. Found over bytes, since
        // splitting the whole text into Characters costs milliseconds on first use.
        var records: [Range<Int>] = []
        var regions: [String] = []
        // The buffer is the literal's static storage; every slice below stays inside it.
        // SAFETY: `bytes[index]` only below `bytes.count`, and each `start..<start + 2` ends by `index`.
        AddressMetadataData.countries.withUTF8Buffer { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                if index - start >= 2 {
                    records.append(start..<index)
                    regions.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + 2]), as: UTF8.self))
                }
                start = index + 1
            }
        }
        self.records = records
        self.regions = regions
        var table = [Int16](repeating: -1, count: 26 * 26)
        for (slot, region) in regions.enumerated() {
            if let key = Self.tableKey(region), table[key] < 0 { table[key] = Int16(slot) }
        }
        slotTable = table
        slots = records.map { _ in OnceSlot<Loaded>() }
    }

    /// The slot of `region` (any case), `nil` when the data has no record for it.
    private func loaded(region: String) -> Loaded? {
        guard let key = Self.tableKey(region), case let slot = Int(slotTable[key]), slot >= 0 else { return nil }
        return slots[slot].value {
            // SAFETY: `records` holds ranges `init` found in this same static buffer, so the slice lies in it.
            let record = AddressMetadataData.countries.withUTF8Buffer { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[records[slot]]), as: UTF8.self)
            }
            return Loaded(AddressMetadata(record: record[...]))
        }
    }

    /// Where a two-letter code (any case) sits in the slot table, `nil` for anything else.
    private static func tableKey(_ region: String) -> Int? {
        var utf8 = region.utf8.makeIterator()
        guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil else { return nil }
        func letter(_ byte: UInt8) -> Int? {
            let upper = byte & ~0x20  // a-z to A-Z; no other byte lands in A-Z
            return (0x41...0x5A).contains(upper) ? Int(upper - 0x41) : nil
        }
        guard let high = letter(first), let low = letter(second) else { return nil }
        return high * 26 + low
    }

    /// The metadata of `region`, `nil` for an unknown region.
    func metadata(region: String) -> AddressMetadata? { loaded(region: region)?.metadata }

    /// The postal-code rules of `region`, `nil` when the region is unknown or has no postal-code pattern.
    func postalCode(region: String) -> PostalCodeRules? { loaded(region: region)?.postalCode }
}
