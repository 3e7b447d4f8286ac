@_spi(KeystrokeInternal) import PCRE2

/// The messages shown for error codes, in English, Italian and Brazilian Portuguese.
///
/// A message is chosen, first match wins: the element's overrides, the
/// validating form's overrides (inner forms first), the global overrides
/// (for the language, then for every language), a message given explicitly
/// to a rule, the catalog of the form's language, and last the English
/// message the format or rule reported.
///
/// Templates substitute `{name}` with the error's parameters (`{min}`,
/// `{max}`, `{field}` — the other field's title in dependency messages —
/// `{title}`, the failing element's title, and `{failures}`, the messages of
/// the error's failures, such as the unmet rules of a password).
///
/// The English catalog covers the codes forms report; formats' own English
/// messages are already specific, so English shows them as they are. The
/// Italian and Brazilian Portuguese catalogs also translate every format code.
///
/// ```swift
/// MessageCatalog.setGlobalOverride("Obbligatorio!", for: "required", language: .italian)
/// form.messageOverrides["required"] = "Please fill in {title}."
/// city.messageOverrides["required"] = "Where do you live?"
/// ```
public enum MessageCatalog {
    private static let overrides = Locked<[OverrideKey: String]>([:])

    private struct OverrideKey: Hashable, Sendable {
        var code: String
        var language: Language?
    }

    /// The built-in template for `code` in `language`, if the catalog has one.
    public static func template(for code: String, language: Language) -> String? {
        switch language {
        case .english: english[code]
        case .italian: italian[code]
        case .brazilianPortuguese: brazilianPortuguese[code]
        }
    }

    /// Every code the catalog of `language` translates.
    public static func codes(in language: Language) -> Set<String> {
        switch language {
        case .english: Set(english.keys)
        case .italian: Set(italian.keys)
        case .brazilianPortuguese: Set(brazilianPortuguese.keys)
        }
    }

    /// Replaces the message of `code` for every form in the process (SwiftFormBuilder's `VTRMessage`).
    /// - Parameters:
    ///   - template: The new template, or `nil` to remove the override.
    ///   - code: The error code.
    ///   - language: The language it applies to, or `nil` for all languages.
    public static func setGlobalOverride(_ template: String?, for code: String, language: Language? = nil) {
        overrides.withLock { $0[OverrideKey(code: code, language: language)] = template }
    }

    /// The global override of `code` in `language`, if any.
    public static func globalOverride(for code: String, language: Language) -> String? {
        overrides.withLock {
            $0[OverrideKey(code: code, language: language)] ?? $0[OverrideKey(code: code, language: nil)]
        }
    }

    /// The message for `error` in `language` after global overrides, explicit rule messages and catalogs.
    public static func message(for error: ValidationError, language: Language, parameters: [String: String]? = nil)
        -> String
    {
        var parameters = parameters ?? error.parameters
        if !error.failures.isEmpty {
            parameters["failures"] = error.failures.map { message(for: $0, language: language) }.joined(separator: " ")
        }
        if let template = globalOverride(for: error.code, language: language) {
            return render(template, parameters: parameters)
        }
        if let custom = error.parameters[Rule.customMessageKey] { return custom }
        if let template = template(for: error.code, language: language) {
            return render(template, parameters: parameters)
        }
        return error.message
    }

    /// Substitutes `{name}` placeholders with `parameters`; unknown placeholders stay as written.
    public static func render(_ template: String, parameters: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += parameters[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
