/// How a format reads a text: leniently for a person typing, strictly for stored values.
public enum ReadingMode: Sendable, Hashable {
    /// For typing and pasting into a field: what cannot belong is dropped, and
    /// ``Reading/dropped`` says what.
    case lenient
    /// For stored values, form answers, `format`, `validate` and batch: a text that is not
    /// exactly a valid value is an error with a code, never trimmed to fit, rounded or guessed.
    case strict
}

/// What a format read from a text: its display text, its value and what it left out.
///
/// Whitespace around the text (spaces, tabs, line ends) is no part of a value: a lenient
/// reading drops it and reports it in ``dropped``, a strict one refuses it (`whitespace`).
public struct Reading: Sendable, Hashable {
    /// The text as the format displays it (`"529.982.247-25"`).
    public var text: String
    /// The value (`"52998224725"`).
    public var value: String
    /// Whether the value is complete; always `true` for a strict reading.
    public var isComplete: Bool
    /// What a lenient reading dropped; always empty for a strict reading.
    public var dropped: String

    /// Creates a reading.
    public init(text: String, value: String, isComplete: Bool, dropped: String = "") {
        self.text = text
        self.value = value
        self.isComplete = isComplete
        self.dropped = dropped
    }
}

extension FieldFormat {
    /// Reads `text`, leniently as a paste would or strictly as a stored value.
    ///
    /// ```swift
    /// let cpf = Format.cpf
    /// try cpf.read("52998224725123", mode: .lenient).dropped   // "123"
    /// try cpf.read("52998224725123", mode: .strict)            // throws cpf.length
    /// try cpf.read("52998224725", mode: .strict).text          // "529.982.247-25"
    /// ```
    /// - Parameters:
    ///   - text: The text, raw or formatted.
    ///   - mode: ``ReadingMode/lenient`` never throws; ``ReadingMode/strict`` validates.
    /// - Throws: In strict mode, the ``ValidationError`` of ``Format/validate(_:)``
    ///   (`required` for blank text, unless the format accepts it).
    public func read(_ text: String, mode: ReadingMode) throws(ValidationError) -> Reading {
        switch mode {
        case .lenient:
            // Surrounding whitespace is no part of a value: dropped, and reported with the rest.
            let trimmed = FormatText.trimmed(text)
            func reading(_ result: MaskResult) -> Reading {
                let dropped = trimmed.utf8.count == text.utf8.count ? result.dropped
                    : String(text[..<trimmed.startIndex]) + result.dropped + String(text[trimmed.endIndex...])
                return Reading(text: result.text, value: result.value, isComplete: result.isComplete, dropped: dropped)
            }
            // A format that inserts by its own rule reads a paste by it: a number's paste is read
            // in the locale's symbols, then as plain ASCII (`1.5` is 1,5 in de-DE, where a
            // reading of the field's own text took its `.` for a group separator: 15).
            if insertsByOwnRule, case let (pasted, nil)? = applyInsertion(
                Insertion(inserted: String(trimmed), range: 0..<0, text: "", edited: String(trimmed), isPaste: true))
            {
                return reading(pasted)
            }
            let (result, refusal) = applyJudging(MaskInput(text: String(trimmed), gravity: .backward(autoskip: false)))
            // A filter that cannot repair text (a regex) refuses it whole: all of it is dropped.
            if refusal != nil {
                let empty = apply(MaskInput(text: "", gravity: .backward(autoskip: false)))
                return Reading(text: empty.text, value: empty.value, isComplete: empty.isComplete, dropped: text)
            }
            return reading(result)
        case .strict:
            let valid = try Format(self).validate(text)
            return Reading(text: valid.text, value: valid.value, isComplete: true)
        }
    }
}
