import PCRE2

/// The formats a definition names, built once and shared by every form built from it.
///
/// A server builds a new form for each request (``FormValidator``), and a list builds each new
/// item from its definition: parsing `amount:pt-BR:BRL` or `phone:BR` every time would cost more
/// than validating the answers. Formats are immutable values that read "today" when they
/// validate, never when they are made, so one value serves every form for as long as it runs.
final class DefinitionFormats: Sendable {
    private let cache = Locked<[String: Format]>([:])

    /// The format with `id`, from the cache or built and remembered.
    func format(id: String) throws(FormatError) -> Format {
        try format(key: id) { () throws(FormatError) in try Format(id: id) }
    }

    /// The format remembered under `key` (a date field's patterns and bounds), or the one
    /// `make` builds, remembered.
    func format<Failure: Error>(key: String, make: () throws(Failure) -> Format) throws(Failure) -> Format {
        if let found = cache.withLock({ $0[key] }) { return found }
        let format = try make()
        cache.withLock { $0[key] = format }
        return format
    }
}
