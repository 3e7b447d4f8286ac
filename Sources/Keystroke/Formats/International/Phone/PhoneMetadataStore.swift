import PCRE2

/// The numbering plans, loaded one region at a time on first use and kept for the process.
///
/// Thread-safe and lock-free to read: every region has a slot fixed when the store is made, and
/// its metadata is published into it once (see `OnceSlot`); after that, a lookup is an index and
/// an acquire load. A region's metadata is immutable once built.
final class PhoneMetadataStore: Sendable {
    /// The process-wide store.
    static let shared = PhoneMetadataStore()

    /// Region → calling code.
    let callingCodeByRegion: [String: Int]
    /// Region id (or `001:CODE` for a non-geographic code) → its slot.
    private let slotIndex: [String: Int]
    private let slots: [OnceSlot<Loaded>]
    /// Calling code (0…999) → the slot of the metadata that formats its numbers, -1 for none.
    private let mainSlot: [Int]
    /// Calling code (0…999) → the slots of its regions, main region first.
    private let regionSlots: [[Int]]
    /// Calling code (0…999) → its region ids, main region first (none for an unused code):
    /// read by index, without hashing, on the hot paths.
    private let regionIDs: [[String]]

    /// Calling codes have one to three digits.
    private static let callingCodeLimit = 1000

    /// A region's loaded metadata, nil when its record is missing or malformed.
    private final class Loaded: Sendable {
        let region: PhoneRegion?
        /// For the main region of a calling code: the fewest digits a national number of any
        /// region of the code has (`7` for +1, from Canada); nil for other regions.
        let shortestOfCallingCode: Int?
        init(_ region: PhoneRegion?, shortestOfCallingCode: Int? = nil) {
            self.region = region
            self.shortestOfCallingCode = shortestOfCallingCode
        }
    }

    /// The "no region" metadata the as-you-type formatter starts from when the region is unknown:
    /// no prefixes, no formats, the international prefix "NA" (as libphonenumber's).
    static let noRegion: PhoneRegion = {
        do { return try PhoneRegion(record: "R~~0~NA~~~~~") } catch { preconditionFailure("\(error)") }
    }()

    private init() {
        var regions = [[String]](repeating: [], count: Self.callingCodeLimit)
        var codes: [String: Int] = [:]
        var index: [String: Int] = [:]
        var main = [Int](repeating: -1, count: Self.callingCodeLimit)
        var byCode = [[Int]](repeating: [], count: Self.callingCodeLimit)
        for line in PhoneMetadataData.callingCodes.split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2, let code = Int(parts[0].trimmingLeadingSpaces()), code > 0, code < Self.callingCodeLimit
            else { continue }
            let ids = parts[1].split(separator: ",").map(String.init)
            regions[code] = ids
            for id in ids {
                let key = id == "001" ? "001:\(code)" : id
                if id != "001" { codes[id] = code }
                let slot = index[key] ?? index.count
                index[key] = slot
                byCode[code].append(slot)
            }
            main[code] = byCode[code].first ?? -1
        }
        regionIDs = regions
        callingCodeByRegion = codes
        slotIndex = index
        slots = (0..<index.count).map { _ in OnceSlot<Loaded>() }
        mainSlot = main
        regionSlots = byCode
        keys = index.sorted { $0.value < $1.value }.map(\.key)
    }

    /// Slot → its key, to find the record when the slot is first loaded.
    private let keys: [String]

    /// Every supported region id, sorted (`AC` … `ZW`), non-geographic codes left out.
    var supportedRegions: [String] { callingCodeByRegion.keys.sorted() }

    /// The metadata of a region (`BR`), nil when there is none.
    func region(_ id: String) -> PhoneRegion? {
        guard callingCodeByRegion[id] != nil, let slot = slotIndex[id] else { return nil }
        return load(slot)
    }

    /// The metadata that formats numbers of `callingCode`: its main region, or its non-geographic entry.
    func metadata(forCallingCode callingCode: Int) -> PhoneRegion? {
        guard callingCode > 0, callingCode < Self.callingCodeLimit, mainSlot[callingCode] >= 0 else { return nil }
        return load(mainSlot[callingCode])
    }

    /// The fewest digits a national number of any region of `callingCode` has (its general
    /// descriptions' shortest possible length), nil for an unknown code: a number with fewer
    /// is valid in none of them, whatever the region that reads it.
    func shortestNationalLength(forCallingCode callingCode: Int) -> Int? {
        guard callingCode > 0, callingCode < Self.callingCodeLimit, mainSlot[callingCode] >= 0 else { return nil }
        let slot = mainSlot[callingCode]
        return slots[slot].withValue(orMake: { self.make(slot) }) { $0.shortestOfCallingCode }
    }

    /// ``metadata(forCallingCode:)`` and ``shortestNationalLength(forCallingCode:)`` from one
    /// lookup, as checking a typed number asks for both at every keystroke.
    func metadataAndShortestLength(forCallingCode callingCode: Int) -> (metadata: PhoneRegion, shortest: Int?)? {
        guard callingCode > 0, callingCode < Self.callingCodeLimit, mainSlot[callingCode] >= 0 else { return nil }
        let slot = mainSlot[callingCode]
        return slots[slot].withValue(orMake: { self.make(slot) }) { loaded in
            loaded.region.map { ($0, loaded.shortestOfCallingCode) }
        }
    }

    /// Whether `callingCode` is one libphonenumber knows.
    func isCallingCode(_ callingCode: Int) -> Bool {
        callingCode > 0 && callingCode < Self.callingCodeLimit && mainSlot[callingCode] >= 0
    }

    /// The metadata of each region of `callingCode`, main region first, loaded as the caller walks them.
    func regions(forCallingCode callingCode: Int) -> some Collection<PhoneRegion?> {
        let slots = callingCode > 0 && callingCode < Self.callingCodeLimit ? regionSlots[callingCode] : []
        return slots.lazy.map { self.load($0) }
    }

    /// The main region id of a calling code (`001` for non-geographic ones), nil for an unknown code.
    func mainRegion(forCallingCode callingCode: Int) -> String? {
        regions(ofCallingCode: callingCode).first
    }

    /// How many regions share `callingCode` (0 for an unknown code).
    func regionCount(ofCallingCode callingCode: Int) -> Int {
        callingCode > 0 && callingCode < Self.callingCodeLimit ? regionIDs[callingCode].count : 0
    }

    /// The region ids of a calling code, main region first; empty for an unknown code.
    func regions(ofCallingCode callingCode: Int) -> [String] {
        callingCode > 0 && callingCode < Self.callingCodeLimit ? regionIDs[callingCode] : []
    }

    /// Loads every region's metadata (patterns stay uncompiled until their first match).
    func loadAll() {
        for slot in slots.indices { _ = load(slot) }
    }

    private func load(_ slot: Int) -> PhoneRegion? {
        // The box is lent, not retained: only the region it holds is.
        slots[slot].withValue(orMake: { self.make(slot) }) { $0.region }
    }

    private func make(_ slot: Int) -> Loaded {
        guard let record = PhoneMetadataData.record(for: keys[slot]) else { return Loaded(nil) }
        let region = try? PhoneRegion(record: record)
        guard let region, mainSlot[region.callingCode] == slot else { return Loaded(region) }
        // The other regions of the code are read for their general lengths only, not loaded.
        let others = regionSlots[region.callingCode].dropFirst().compactMap { other in
            PhoneMetadataData.record(for: keys[other]).flatMap(Self.shortestGeneralLength(inRecord:))
        }
        let shortest = ([region.general?.lengthRange?.lowerBound].compactMap { $0 } + others).min()
        return Loaded(region, shortestOfCallingCode: shortest)
    }

    /// The shortest possible length of a record's general description (its `D~g~` line, the
    /// one after the header), found without splitting the rest of the record.
    static func shortestGeneralLength(inRecord record: String) -> Int? {
        var rest = Substring(record)
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let fields = rest[..<end].trimmingLeadingSpaces().byteSplit("~")
            if fields.count == 6, fields[0] == "D", fields[1] == "g" {
                return PhoneRegion.Description.lengthRange(of: fields[3].byteSplit(",").compactMap { Int($0) })?.lowerBound
            }
            rest = end == rest.endIndex ? "" : rest[rest.utf8.index(after: end)...]
        }
        return nil
    }
}
