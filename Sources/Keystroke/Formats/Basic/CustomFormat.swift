/// A format you define: Neoform's custom format, without subclassing.
///
/// Give the lengths, the characters that may be typed and the keyboard; add a
/// display function (a mask of your own), an edit hook that replaces the keystroke
/// behaviour, and a throwing extraction of the valid value, as needed.
///
/// ```swift
/// let plate = CustomFormat(
///     id: "plate",
///     minLength: 7, maxLength: 7,
///     keyboard: .asciiCapable,
///     allows: { $0.isASCII && ($0.isLetter || $0.isNumber) },
///     format: { raw in raw.count > 3 ? "\(raw.prefix(3))-\(raw.dropFirst(3))" : raw }
/// )
/// try plate.format("ABC1D23") // "ABC-1D23"
/// ```
///
/// Without an edit hook, typing keeps the allowed characters (at most `maxLength`)
/// and shows them through `format`, the caret staying after the same character.
/// Lengths count allowed characters, not those `format` adds.
public struct CustomFormat: FieldFormat {
    /// Turns a text into its valid value, or throws why it is not valid.
    public typealias Extraction = @Sendable (String) throws(ValidationError) -> String

    /// The id forms and error messages use.
    public let id: String
    /// The keyboard a UI should show.
    public let keyboard: KeyboardHint
    /// The fewest allowed characters a valid value has.
    public let minLength: Int
    /// The most allowed characters a value may have, or `nil` for no limit.
    public let maxLength: Int?
    /// Whether an empty value is valid.
    public let acceptsEmpty: Bool
    private let isAllowed: @Sendable (Character) -> Bool
    private let display: (@Sendable (String) -> String)?
    private let edit: (@Sendable (MaskInput) -> MaskResult)?
    private let extraction: Extraction?

    /// Creates a custom format.
    /// - Parameters:
    ///   - id: The id forms and error messages use.
    ///   - minLength: The fewest allowed characters a valid value has.
    ///   - maxLength: The most allowed characters a value may have, or `nil` for no limit.
    ///   - keyboard: The keyboard a UI should show.
    ///   - acceptsEmpty: Whether an empty value is valid.
    ///   - allows: Whether a character may be typed.
    ///   - format: The display text of the allowed characters (`nil` shows them as they are).
    ///   - edit: Replaces the whole keystroke behaviour (`nil` keeps the default filter).
    ///   - validValue: Extracts the value from a non-empty text, with no whitespace around it, that passed the
    ///     character and length checks, or throws (`nil` returns the allowed characters).
    public init(
        id: String = "custom",
        minLength: Int = 0,
        maxLength: Int? = nil,
        keyboard: KeyboardHint = .text,
        acceptsEmpty: Bool = false,
        allows: @escaping @Sendable (Character) -> Bool = { !$0.isNewline },
        format: (@Sendable (String) -> String)? = nil,
        edit: (@Sendable (MaskInput) -> MaskResult)? = nil,
        validValue: Extraction? = nil
    ) {
        let minimum = max(0, minLength)
        self.id = id
        self.minLength = minimum
        self.maxLength = maxLength.map { max($0, minimum) }
        self.keyboard = keyboard
        self.acceptsEmpty = acceptsEmpty
        self.isAllowed = allows
        self.display = format
        self.edit = edit
        self.extraction = validValue
    }

    public func allows(_ character: Character) -> Bool { isAllowed(character) }

    /// The edit hook's result, or the allowed characters (up to `maxLength`) shown through `format`.
    public func apply(_ input: MaskInput) -> MaskResult {
        if let edit { return edit(input) }
        let minimum = max(minLength, acceptsEmpty ? 0 : 1)
        let filtered = FormatText.filter(input, maxLength: maxLength, completeAt: minimum, allows: isAllowed)
        guard let display else { return filtered }
        let text = display(filtered.text)
        // Characters the display adds (separators) come back in the next edit; they are not dropped input.
        let added = Set(text.filter { !isAllowed($0) })
        return MaskResult(
            text: text,
            caret: caretAfter(allowed: filtered.caret, in: text),
            value: filtered.value,
            isComplete: filtered.isComplete,
            dropped: filtered.dropped.filter { !added.contains($0) },
            overflowed: filtered.overflowed
        )
    }

    /// The allowed characters of the text.
    public func rawValue(of text: String) -> String { String(text.filter(isAllowed)) }

    /// The allowed characters of `value` shown through `format`.
    public func layOut(_ value: String) -> String {
        let raw = rawValue(of: value)
        return display?(raw) ?? raw
    }

    /// Checks characters and lengths, then runs `validValue`.
    ///
    /// A text passes the character check when every character is allowed or when it
    /// is exactly the display (`format`) of its allowed characters.
    /// - Throws: `custom.characters`, `custom.length`, or what `validValue` throws.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        guard let text = try FormatText.nonEmpty(text, allowsEmpty: acceptsEmpty) else { return .empty }
        let raw = rawValue(of: text)
        if raw.count != text.count, display?(raw) != text {
            try FormatText.checkCharacters(text, code: "custom.characters", allowed: isAllowed) {
                "This field does not accept \($0)."
            }
        }
        if raw.count < minLength || raw.count > (maxLength ?? .max) {
            let bounds = maxLength.map { $0 == minLength ? "exactly \($0)" : "\(minLength) to \($0)" } ?? "at least \(minLength)"
            throw ValidationError(
                code: "custom.length",
                message: "This field takes \(bounds) characters; this value has \(raw.count).",
                parameters: ["min": String(minLength), "max": maxLength.map(String.init) ?? "", "found": String(raw.count)]
            )
        }
        let value = try extraction?(text) ?? raw
        return ValidatedValue(text: layOut(text), value: value)
    }

    /// The offset in `text` just after its `count`-th allowed character.
    private func caretAfter(allowed count: Int, in text: String) -> Int {
        guard count > 0 else { return text.prefix { !isAllowed($0) }.count }
        var seen = 0
        for (offset, character) in text.enumerated() where isAllowed(character) {
            seen += 1
            if seen == count { return offset + 1 }
        }
        return text.count
    }
}
