import PCRE2

/// The numbering plans, loaded one region at a time on first use and kept for the process.
///
/// Thread-safe: the cache is guarded by a lock taken once per lookup; a region's metadata is
/// immutable once built, so callers keep it and match without locking.
final class PhoneMetadataStore: Sendable {
    /// The process-wide store.
    static let shared = PhoneMetadataStore()

    /// Calling code → its regions, main region first.
    let regionsByCallingCode: [Int: [String]]
    /// Region → calling code.
    let callingCodeByRegion: [String: Int]
    private let cache = Locked<[String: PhoneRegion]>([:])
    private let byCallingCode = Locked<[Int: PhoneRegion]>([:])

    /// The "no region" metadata the as-you-type formatter starts from when the region is unknown:
    /// no prefixes, no formats, the international prefix "NA" (as libphonenumber's).
    static let noRegion: PhoneRegion = {
        do { return try PhoneRegion(record: "R~~0~NA~~~~~") } catch { preconditionFailure("\(error)") }
    }()

    private init() {
        var regions: [Int: [String]] = [:]
        var codes: [String: Int] = [:]
        for line in PhoneMetadataData.callingCodes.split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2, let code = Int(parts[0].trimmingLeadingSpaces()) else { continue }
            let ids = parts[1].split(separator: ",").map(String.init)
            regions[code] = ids
            for id in ids where id != "001" { codes[id] = code }
        }
        regionsByCallingCode = regions
        callingCodeByRegion = codes
    }

    /// Every supported region id, sorted (`AC` … `ZW`), non-geographic codes left out.
    var supportedRegions: [String] { callingCodeByRegion.keys.sorted() }

    /// The metadata of a region (`BR`), nil when there is none.
    func region(_ id: String) -> PhoneRegion? {
        guard callingCodeByRegion[id] != nil else { return nil }
        return load(id)
    }

    /// The metadata of a non-geographic calling code (800, 808, 870, …).
    func nonGeographic(_ callingCode: Int) -> PhoneRegion? {
        guard regionsByCallingCode[callingCode] == ["001"] else { return nil }
        return load("001:\(callingCode)")
    }

    /// The metadata that formats numbers of `callingCode`: its main region, or its non-geographic entry.
    func metadata(forCallingCode callingCode: Int) -> PhoneRegion? {
        if let known = byCallingCode.withLock({ $0[callingCode] }) { return known }
        guard let main = regionsByCallingCode[callingCode]?.first,
            let metadata = main == "001" ? nonGeographic(callingCode) : region(main)
        else { return nil }
        byCallingCode.withLock { $0[callingCode] = metadata }
        return metadata
    }

    /// The main region id of a calling code (`001` for non-geographic ones), nil for an unknown code.
    func mainRegion(forCallingCode callingCode: Int) -> String? {
        regionsByCallingCode[callingCode]?.first
    }

    private func load(_ key: String) -> PhoneRegion? {
        if let cached = cache.withLock({ $0[key] }) { return cached }
        // Built outside the lock: two threads may both build a region once; the first one stored wins.
        guard let record = PhoneMetadataData.record(for: key), let built = try? PhoneRegion(record: record) else {
            return nil
        }
        return cache.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = built
            return built
        }
    }
}
