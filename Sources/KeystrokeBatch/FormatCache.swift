import Keystroke

/// Built formats by id, so each id is resolved once per run, failures included.
package struct FormatCache {
    private var formats: [String: Result<Format, FormatError>] = [:]

    /// The format for `id`.
    /// - Throws: The ``FormatError`` from ``Format/init(id:)``, remembered for the next lookups.
    package mutating func format(_ id: String) throws(FormatError) -> Format {
        if let cached = formats[id] { return try cached.get() }
        let result: Result<Format, FormatError>
        do {
            result = .success(try Format(id: id))
        } catch {
            result = .failure(error)
        }
        // Ids come from the input: bound the cache so hostile input cannot grow it forever.
        if formats.count >= 4096 { formats.removeAll(keepingCapacity: true) }
        formats[id] = result
        return try result.get()
    }
}
