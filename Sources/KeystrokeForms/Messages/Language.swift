/// A language of the built-in message catalogs, chosen per form.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    /// English (the default, and the fallback of the formats' own messages).
    case english = "en"
    /// Italian (SwiftFormBuilder's messages).
    case italian = "it"
    /// Brazilian Portuguese.
    case brazilianPortuguese = "pt-BR"
}
