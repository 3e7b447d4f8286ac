/// Why a mask format string could not be compiled, and where.
///
/// `offset` counts `Character`s (grapheme clusters) from the start of the
/// format, starting at 0, and points at the offending character:
///
/// ```swift
/// do { _ = try Mask("[[00]000]") } catch {
///     print(error) // nested brackets at offset 1 in '[[00]000]'
/// }
/// ```
public struct MaskError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of mistake in the format.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A `[` inside `[…]`.
        case nestedBrackets = "nested brackets"
        /// A `{` inside `{…}`.
        case nestedBraces = "nested braces"
        /// A `[` without its `]`.
        case unclosedBracket = "unclosed bracket"
        /// A `{` without its `}`.
        case unclosedBrace = "unclosed brace"
        /// A `]` with no `[` before it.
        case unmatchedClosingBracket = "unmatched closing bracket"
        /// A `}` with no `{` before it.
        case unmatchedClosingBrace = "unmatched closing brace"
        /// `[]`: a slot group with no slot.
        case emptyBrackets = "empty brackets"
        /// `{}`: a fixed group with no character.
        case emptyBraces = "empty braces"
        /// A `{`, `}` or `\` inside `[…]`.
        case braceInsideBrackets = "brace or escape inside brackets"
        /// A `[` or `]` inside `{…}` (escape it as `\[`).
        case bracketInsideBraces = "bracket inside braces"
        /// A character inside `[…]` that is neither a built-in slot nor a custom notation.
        case unknownSlotCharacter = "unknown slot character"
        /// Anything after `…`, which repeats without limit and must end the mask
        /// (for a right-to-left mask, begin it).
        case charactersAfterEllipsis = "characters after ellipsis"
        /// A `\` at the very end of the format.
        case danglingEscape = "dangling escape"
        /// A custom notation whose character is a built-in slot or syntax character.
        case reservedNotationCharacter = "custom notation uses a reserved character"
        /// Two custom notations with the same character.
        case duplicateNotation = "duplicate custom notation"
        /// A custom notation's pattern that PCRE2 could not compile.
        case invalidNotationPattern = "invalid notation pattern"
        /// A line break (`\n`, `\r`, `\r\n`, …) in a single-line mask: next to typed text it
        /// can merge into another Character (`\r` + `\n`), so the text would not re-apply to itself.
        case lineBreak = "line break in a single-line mask"
    }

    /// The kind of mistake.
    public var reason: Reason
    /// The offset of the offending character in `format`, in Characters.
    public var offset: Int
    /// The format string that failed; for notation errors, the notation's
    /// character (reserved or duplicate) or its PCRE2 pattern.
    public var format: String

    /// Creates an error.
    /// - Parameters:
    ///   - reason: The kind of mistake.
    ///   - offset: The offset of the offending character, in Characters.
    ///   - format: The format string (or pattern) that failed.
    public init(reason: Reason, offset: Int, format: String) {
        self.reason = reason
        self.offset = offset
        self.format = format
    }

    /// For example "nested brackets at offset 1 in '[[00]000]'".
    public var description: String {
        "\(reason.rawValue) at offset \(offset) in '\(format)'"
    }
}
