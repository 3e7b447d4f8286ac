/// A BCP 47 / ICU locale identifier (`pt-BR`, `pt_BR`, `ar-EG-u-nu-latn`) read into CLDR's
/// spelling (`pt_BR`, `sr_Latn_RS`), before it is looked up in a format family's CLDR data.
///
/// Subtags may be separated by `-` or `_` in any case: the language is lower-cased, a
/// four-letter script title-cased, other subtags upper-cased. A Unicode extension may follow
/// (`-u-nu-latn`); its keywords are kept, lower-cased, for the family to use or ignore.
struct LocaleIdentifier: Sendable, Equatable {
    /// The CLDR spelling of the subtags before any extension (`pt_BR`).
    var canonical: String
    /// The `-u-` extension's keys and values in order, lower-cased (`["nu", "latn"]`).
    var keywords: [String]

    /// Reads `identifier`; the failure says why it is no locale identifier.
    static func read(_ identifier: String) -> Result<LocaleIdentifier, Problem> {
        let subtags = identifier.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return .failure(Problem(message: "expected a language code such as 'pt' or 'pt-BR'"))
        }
        var parts: [String] = []
        var index = subtags.startIndex
        while index < subtags.endIndex, subtags[index].lowercased() != "u" {
            let subtag = subtags[index]
            guard !subtag.isEmpty, subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return .failure(Problem(message: "'\(subtag)' is not a subtag"))
            }
            if parts.isEmpty {
                parts.append(subtag.lowercased())
            } else if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                parts.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else {
                parts.append(subtag.uppercased())
            }
            index += 1
        }
        var keywords: [String] = []
        if index < subtags.endIndex {
            keywords = subtags[(index + 1)...].map { $0.lowercased() }
            guard !keywords.isEmpty else { return .failure(Problem(message: "empty -u- extension")) }
        }
        return .success(LocaleIdentifier(canonical: parts.joined(separator: "_"), keywords: keywords))
    }

    /// Why a text is no locale identifier.
    struct Problem: Error {
        var message: String
    }
}
