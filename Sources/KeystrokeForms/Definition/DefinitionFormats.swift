@_spi(KeystrokeInternal) import PCRE2

/// The formats a definition names, built once and shared by every form built from it.
///
/// A server builds a new form for each request (``FormValidator``), and a list builds each new
/// item from its definition: parsing `amount:pt-BR:BRL` or `phone:BR` every time would cost more
/// than validating the answers. Formats are immutable values that read "today" when they
/// validate, never when they are made, so one value serves every form for as long as it runs.
final class DefinitionFormats: Sendable {
    /// A format and the empty editing state of a field that shows it: a form has a field per
    /// answer, and each would otherwise lay out the empty text again.
    struct Entry: Sendable {
        let format: Format
        let empty: EditingState

        init(_ format: Format) {
            self.format = format
            self.empty = EditingState(formatter: format)
        }
    }

    private let cache = Locked<[String: Entry]>([:])

    /// The format with `id`, from the cache or built and remembered.
    func format(id: String) throws(FormatError) -> Format {
        try entry(id: id).format
    }

    /// The format with `id` and its empty state, from the cache or built and remembered.
    func entry(id: String) throws(FormatError) -> Entry {
        try entry(key: id) { () throws(FormatError) in try Format(id: id) }
    }

    /// The format of text fields without one: any text, kept as typed.
    var freeText: Entry {
        // The key cannot be a format id: those have no NUL.
        entry(key: "\u{0}free-text") { () throws(Never) in Format(FreeTextFormat()) }
    }

    /// The entry remembered under `key` (a date field's patterns and bounds), or the one of the
    /// format `make` builds, remembered.
    func entry<Failure: Error>(key: String, make: () throws(Failure) -> Format) throws(Failure) -> Entry {
        if let found = cache.withLock({ $0[key] }) { return found }
        let entry = Entry(try make())
        cache.withLock { $0[key] = entry }
        return entry
    }
}
