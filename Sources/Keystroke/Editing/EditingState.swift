/// The editing state of one field: its formatter, text, selection, extracted
/// value and completeness, changed by keystroke-level edits.
///
/// Every edit (typing, deleting, pasting, cutting, setting the value) builds the
/// text the user asked for, lets the formatter reformat it around the caret, and
/// returns an ``EditResult`` with the new state and any refusal. Edits work
/// anywhere in the text: at the start, in the middle, across separators and over
/// a selection. A keystroke the formatter refuses as a whole leaves the text and
/// value unchanged (in a field of fixed places, a refused deletion selects what it
/// aimed at, for the next key to type over). Edits can be undone and redone.
///
/// All offsets (``selection``, ``caret``) count Characters (grapheme clusters)
/// and are clamped into the text, so any Swift `String` is safe input. A text
/// control's UTF-16 ranges go through ``replaceCharacters(in:with:)``,
/// ``reconcile(text:utf16Selection:)`` and ``utf16Selection``.
///
/// ```swift
/// var phone = EditingState(formatter: try Mask("([00]) [00000]-[0000]"))
/// phone.insert("4")             // "(4"
/// phone.insert("1")             // "(41) " with autocomplete
/// phone.paste("99999-8888")     // "(41) 99999-8888", value "41999998888"
/// phone.deleteBackward()        // "(41) 99999-888"
/// phone.undo()                  // "(41) 99999-8888"
/// ```
public struct EditingState: Sendable {
    /// The formatter applied after every edit.
    public var formatter: any InputFormatter { formatterBox.formatter }
    /// The formatter, boxed: an existential stored inline makes the whole state a type the
    /// compiler copies before every non-mutating call from an edit, and each call through it
    /// copies the existential too. Edits call the box.
    let formatterBox: FormatterBox
    /// The text shown in the field.
    public internal(set) var text: String
    /// The selected range in Characters; an empty range is a caret.
    public internal(set) var selection: Range<Int>
    /// The extracted (raw) value of ``text``; once the field is complete, the value an API
    /// stores where the format gives one (a phone number's E.164 form, a date in its output
    /// pattern, a time as `HH:mm`).
    public var value: String {
        // Asked when read rather than kept: only a complete field has one, and a stored
        // copy would be carried through every edit and undo step of every field.
        Self.shownValue(typedValue, isComplete: isComplete, formatterBox)
    }
    /// The value as the formatter reads it from the text, which edits splice.
    private(set) var typedValue: String
    /// Whether every required part of the format is filled.
    public private(set) var isComplete: Bool
    /// Whether typing at the end appends the separators that follow (InputMask's
    /// autocomplete); `true` by default.
    public var autocomplete: Bool
    /// Whether deleting backward also removes the separators just before the
    /// caret (InputMask's autoskip); `false` by default.
    public var autoskip: Bool
    /// Whether the field is a secure-entry one (a password, a PIN): it keeps no
    /// undo history, and refusals, descriptions and debug output never show its text.
    public let isSecureEntry: Bool
    /// Whether the control is composing marked text (an input method's
    /// unconverted kana or pinyin); edits then pass through unformatted.
    public internal(set) var isComposing: Bool = false

    /// The Character count of ``text``, kept so that edits at the end never recount.
    var textCount: Int
    var history: EditHistory
    /// What the formatter remembers of this field's last layout, for formatters that keep such
    /// memory (``StatefulInputFormatter``); nil for the others. Copied on write.
    var typingMemory: TypingMemory?
    /// The state before the active composition began, which its end is reconciled against.
    var compositionBase: EditHistory.Snapshot?

    /// Creates the editing state of a field.
    /// - Parameters:
    ///   - formatter: The formatter applied after every edit (a mask, a regex filter, a format).
    ///   - text: The initial text, raw or formatted; it is formatted now, and replaced
    ///     by empty text if the formatter does not admit it.
    ///   - autocomplete: Whether typing at the end appends the separators that follow.
    ///   - autoskip: Whether deleting backward removes the separators before the caret.
    ///   - historyLimit: How many edits ``undo()`` can take back (at least 0).
    ///   - isSecureEntry: Whether the field is secure (a password, a PIN): no undo
    ///     history is kept and nothing typed appears in messages or descriptions. By default,
    ///     what the formatter asks (``InputFormatter/asksForSecureEntry``: `password`, `pin4`).
    public init(
        formatter: any InputFormatter,
        text: String = "",
        autocomplete: Bool = true,
        autoskip: Bool = false,
        historyLimit: Int = 100,
        isSecureEntry: Bool? = nil
    ) {
        self.formatterBox = FormatterBox.holding(formatter)
        self.typingMemory = formatterBox.makeMemory()
        self.autocomplete = autocomplete
        self.autoskip = autoskip
        let isSecureEntry = isSecureEntry ?? formatter.asksForSecureEntry
        self.isSecureEntry = isSecureEntry
        self.history = EditHistory(limit: isSecureEntry ? 0 : historyLimit)
        self.text = ""
        self.textCount = 0
        self.selection = 0..<0
        let empty = formatter.apply(MaskInput(text: "", caret: 0, gravity: .backward(autoskip: false)))
        self.typedValue = empty.value
        self.isComplete = empty.isComplete
        if !text.isEmpty {
            let result = formatted(text)
            if formatter.refusal(of: result.text) == nil { adopt(result) }
        }
    }

    /// The caret: the upper bound of ``selection``.
    public var caret: Int { selection.upperBound }

    /// The selected text; empty for a caret.
    public var selectedText: String {
        guard !selection.isEmpty else { return "" }
        let lower = text.characterIndex(at: selection.lowerBound, count: textCount)
        let upper = text[lower...].characterIndex(at: selection.count, count: textCount - selection.lowerBound)
        return String(text[lower..<upper])
    }

    /// Whether ``undo()`` has an edit to take back.
    public var canUndo: Bool { history.undoCount > 0 }
    /// Whether ``redo()`` has an undone edit to apply again.
    public var canRedo: Bool { history.redoCount > 0 }

    /// The current state as an edit result.
    public var current: EditResult {
        result(refusal: nil, dropped: "", wasApplied: true)
    }

    /// ``value`` from the stored parts it is made of.
    @inline(__always)
    static func shownValue(_ typedValue: String, isComplete: Bool, _ box: FormatterBox) -> String {
        isComplete ? box.completeValue(of: typedValue) ?? typedValue : typedValue
    }

    /// The current state as an edit result with `refusal` (hidden in a secure field).
    /// `oneUnitEach`: whether every Character of the text is known to be one UTF-16 unit (as
    /// ``adopt(_:)`` learns while counting them), so that the UTF-16 selection is the selection.
    // Inlined, and built from stored properties alone: called from an edit, the getters
    // `utf16Selection` and `value` made the compiler copy the whole state (177 bytes) first.
    @inline(__always)
    func result(refusal: Refusal?, dropped: String, wasApplied: Bool, oneUnitEach: Bool = false) -> EditResult {
        let utf16 = text.utf16Range(of: selection, count: textCount, oneUnitEach: oneUnitEach)
        let shown = Self.shownValue(typedValue, isComplete: isComplete, formatterBox)
        return EditResult(
            text: text, selection: selection, utf16Selection: utf16, value: shown, isComplete: isComplete,
            refusal: refusal.map { shielded($0) }, dropped: dropped, wasApplied: wasApplied, isSecureEntry: isSecureEntry
        )
    }

    // MARK: - Selection

    /// Selects a range of Characters, clamped into the text.
    /// - Parameter range: The range to select; an empty range places the caret.
    @discardableResult
    public mutating func select(_ range: Range<Int>) -> EditResult {
        let lower = min(max(range.lowerBound, 0), textCount)
        let upper = min(max(range.upperBound, lower), textCount)
        selection = lower..<upper
        return current
    }

    /// Places the caret at a Character offset, clamped into the text.
    /// - Parameter offset: The caret offset.
    @discardableResult
    public mutating func moveCaret(to offset: Int) -> EditResult {
        let caret = min(max(offset, 0), textCount)
        selection = caret..<caret
        return current
    }

    // MARK: - Programmatic value

    /// Replaces the whole value, as a program (not a user) would: the text is
    /// formatted as if typed, and the caret goes to the end.
    ///
    /// On a Brazilian phone mask, `setText("4133333333")` shows `"(41) 3333-3333"`.
    /// The change can be undone.
    /// - Parameter newText: The new text, raw or formatted.
    @discardableResult
    public mutating func setText(_ newText: String) -> EditResult {
        let result = formatted(newText)
        let refusal = result.dropped.isEmpty ? nil : refusal(of: result.dropped, in: result, edited: newText, truncated: false)
        return commit(result, dropped: result.dropped, refusal: refusal, attempted: newText)
    }

    /// Formats a whole text with the caret at its end, autocompleting
    /// separators unless the text is empty (InputMask's `put(text:)`).
    mutating func formatted(_ text: String) -> MaskResult {
        let count = text.count
        let gravity = CaretGravity.forward(autocomplete: autocomplete && count > 0)
        return applyRemembering(MaskInput(text: text, caret: count, gravity: gravity))
    }

    // MARK: - Undo and redo

    /// Takes back the last edit, restoring the text, selection and value before it.
    @discardableResult
    public mutating func undo() -> EditResult {
        travel(undoing: true)
    }

    /// Applies again the last edit taken back by ``undo()``.
    @discardableResult
    public mutating func redo() -> EditResult {
        travel(undoing: false)
    }

    /// Moves one step through the history, keeping the current state for the way back.
    mutating func travel(undoing: Bool) -> EditResult {
        // Marked text belongs to the input method until it commits; so does its undo.
        guard !isComposing else { return unchanged(refusal: nil) }
        guard let target = undoing ? history.popUndo() : history.popRedo() else { return unchanged(refusal: nil) }
        if undoing { history.pushRedo(snapshot) } else { history.pushUndo(snapshot) }
        restore(target)
        return current
    }

    var snapshot: EditHistory.Snapshot {
        .init(text: text, textCount: textCount, selection: selection, value: typedValue, isComplete: isComplete)
    }

    mutating func restore(_ snapshot: EditHistory.Snapshot) {
        text = snapshot.text
        textCount = snapshot.textCount
        selection = snapshot.selection
        typedValue = snapshot.value
        isComplete = snapshot.isComplete
    }

    // MARK: - Committing

    /// The current state, unchanged, with a refusal.
    func unchanged(refusal: Refusal?, dropped: String = "") -> EditResult {
        result(refusal: refusal, dropped: dropped, wasApplied: false)
    }

    /// Takes a formatter result as the new state, unless the formatter does not
    /// admit it; then the state is unchanged and `attempted` (the typed or pasted
    /// text) is what was refused.
    /// `judged` is the formatter's verdict on `result` when it gave one with the layout
    /// (``InputFormatter/applyJudging(_:)``); it is not asked again then.
    mutating func commit(
        _ result: consuming MaskResult, dropped: String, refusal: Refusal?, attempted: String = "", judged: Refusal?? = .none
    ) -> EditResult {
        let verdict = judged ?? (formatterBox.admitsEveryLayout ? nil : formatterBox.refusal(of: result.text))
        if var veto = verdict {
            if !attempted.isEmpty { veto.characters = attempted }
            return unchanged(refusal: veto, dropped: attempted)
        }
        let (step, oneUnitEach) = adopt(result)
        history.record(step)
        return self.result(refusal: refusal, dropped: dropped, wasApplied: true, oneUnitEach: oneUnitEach)
    }

    /// Commits a deletion the formatter made by its own rule; one that changes nothing is no
    /// edit, and one that keeps the text and value only moves the caret.
    mutating func commitDeletion(_ result: consuming MaskResult, of deletion: Deletion) -> EditResult {
        if result.text == text && result.value == typedValue && selection.isEmpty {
            if result.caret == caret { return unchanged(refusal: nil) }
            return moveCaret(to: result.caret)
        }
        let following = switch deletion {
        case .backward(let caret): caret
        case .forward(let caret): caret + 1
        case .range(let range): range.upperBound
        }
        return commitAfterDeletion(result, following: following)
    }

    /// Commits the layout of what a deletion left, unless value follows the deletion and the
    /// formatter dropped letters or digits: what follows is what the person typed (a date's
    /// digits shifted into an impossible day, an IBAN without its country code). Such a deletion
    /// is refused, as an insertion is when the value after it would not survive, and says what
    /// it would have removed. A deletion at the end is always committed, so Backspace empties any
    /// field; one with only the format's own text after it (the ` г.` of a Bulgarian date) is
    /// taken as one at the end.
    ///
    /// In a format of fixed places (``InputFormatter/hasFixedPlaces``), `kept` is the text before
    /// and after the deletion, and the layout must keep both as they are, with nothing but the
    /// format's separators between them: Backspace over the selected month of `12/30` would move
    /// the year into the month (`03/0`), cutting the `2` of `23:59` would pad the hour with a `0`
    /// (`03:59`, where pasting the `2` back found no room), and cutting the `9` of `1990/05/31`
    /// took the month's `0` into the year. Such a deletion is refused; the place can be typed
    /// over.
    ///
    /// `following` is the offset, in Characters, of the text after the deletion, and `start`, when
    /// known, where the deletion begins.
    mutating func commitAfterDeletion(
        _ result: consuming MaskResult, following: Int, from start: Int? = nil, kept: (before: Substring, after: Substring)? = nil
    ) -> EditResult {
        if following < textCount, let refusal = refusal(ofDeletion: result, kept: kept) {
            let after = kept?.after ?? text[text.characterIndex(at: following, count: textCount)...]
            guard let start, let atTheEnd = layoutBefore(start, closingText: after) else { return unchanged(refusal: refusal) }
            return commit(atTheEnd, dropped: "", refusal: nil)
        }
        return commit(result, dropped: "", refusal: nil)
    }

    /// The layout of the text before `start`, as a deletion at the end, when the text `after` the
    /// deletion is the format's own (the ` г.` of a Bulgarian date): it adds nothing to the
    /// value, and holds no letter or digit of it (a time's marker is value). Laid out with what
    /// was deleted, that text could be read as something else (the space of ` г.` after a lone
    /// day's digit ends the day).
    mutating func layoutBefore(_ start: Int, closingText after: Substring) -> MaskResult? {
        // By bytes first: what follows a refused deletion nearly always holds a digit, which is
        // taken for value at once (a format's closing text has letters, not digits).
        for byte in after.utf8 where FormatText.isASCIILetterOrDigit(byte) {
            if byte &- 0x30 < 10 || valueHolds(letter: byte) { return nil }
        }
        guard !after.contains(where: { !$0.isASCII && FormatText.isLetterOrNumber($0) && typedValue.contains($0) }),
              valueOf(text[..<after.startIndex]) == typedValue else { return nil }
        let head = String(text[..<text.characterIndex(at: start, count: textCount)])
        return applyRemembering(MaskInput(text: head, caret: start, gravity: .backward(autoskip: autoskip)))
    }

    /// Why a deletion with text after it would lose what follows, if it would: the layout dropped
    /// letters or digits, or (in fixed places) did not keep the text around the deletion.
    @inline(__always)
    private func refusal(ofDeletion result: borrowing MaskResult, kept: (before: Substring, after: Substring)?) -> Refusal? {
        if !result.dropped.isEmpty {
            let lost = Self.lettersAndDigits(of: result.dropped)
            if !lost.isEmpty {
                let message = "Deleting here would also remove \(FormatText.quoted(text: lost)), which no longer fits."
                return Refusal(reason: .formatRule, characters: lost, message: message)
            }
        }
        if let kept, !Self.keeps(kept.before, kept.after, in: result.text) {
            let message = "Deleting here would move \(FormatText.quoted(text: String(kept.after))) into other places; type over it instead."
            return Refusal(reason: .formatRule, message: message)
        }
        return nil
    }

    /// Takes `result` as the state, and returns the state it replaces (the undo step), and whether
    /// every Character of the new text is one UTF-16 unit (`false` when not known).
    // The texts are swapped, never copied: the result's move into the state and the state's into
    // the step, so that neither is retained and released again. (A result lives in memory, where
    // copying its fields out and destroying it whole costs a call for each text.)
    @discardableResult
    @inline(__always)
    mutating func adopt(_ result: consuming MaskResult) -> (step: EditHistory.Snapshot, oneUnitEach: Bool) {
        var result = result
        var previous = EditHistory.Snapshot(
            text: "", textCount: textCount, selection: selection, value: "", isComplete: isComplete)
        swap(&previous.text, &text)
        swap(&text, &result.text)
        swap(&previous.value, &typedValue)
        swap(&typedValue, &result.value)
        // Counted in the state, where the text is read in place (the result's copy would be retained).
        let (count, oneUnitEach) = text.fastCharacterCountAndUnits
        let caret = min(max(result.caret, 0), count)
        textCount = count
        isComplete = result.isComplete
        selection = caret..<caret
        return (previous, oneUnitEach)
    }
}

/// An editing state's formatter, held by reference (see `EditingState.formatterBox`).
///
/// A subclass holds the concrete formatter, so every call is a virtual call on a known type:
/// calling through a stored existential copies it (and retains what it holds) each time.
// SAFETY: every stored property is a `let` set in `init`, and `InputFormatter` is Sendable.
class FormatterBox: @unchecked Sendable {
    /// The formatter as the public API hands it out.
    let formatter: any InputFormatter
    /// Whether layouts skip ``refusal(of:)`` on commit: the formatter's answer, asked once.
    let admitsEveryLayout: Bool
    /// Whether insertions go to ``applyInsertion(_:)`` first: the formatter's answer, asked once.
    let insertsByOwnRule: Bool
    /// Whether a key over a selection types over it first: the formatter's answer, asked once.
    let hasFixedPlaces: Bool

    init(formatter: any InputFormatter, admitsEveryLayout: Bool, insertsByOwnRule: Bool, hasFixedPlaces: Bool) {
        self.formatter = formatter
        self.admitsEveryLayout = admitsEveryLayout
        self.insertsByOwnRule = insertsByOwnRule
        self.hasFixedPlaces = hasFixedPlaces
    }

    func apply(_ input: MaskInput) -> MaskResult { fatalError("subclass") }
    func refusal(of text: String) -> Refusal? { fatalError("subclass") }
    func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) { fatalError("subclass") }
    func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)? { fatalError("subclass") }
    func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        fatalError("subclass")
    }
    func completeValue(of value: String) -> String? { fatalError("subclass") }
    /// A new field's typing memory, for a formatter that keeps one (nil by default).
    func makeMemory() -> TypingMemory? { nil }
    /// ``apply(_:)`` through a field's typing memory, made by ``makeMemory()``.
    func apply(_ input: MaskInput, memory: TypingMemory) -> MaskResult { apply(input) }

    /// The box of `formatter`'s own type; a ``Format`` is boxed as the format it wraps, since it
    /// only forwards to it (one existential call fewer on every keystroke).
    static func holding(_ formatter: some InputFormatter) -> FormatterBox {
        if let format = formatter as? Format { return holding(format.base, shown: format) }
        return holding(formatter, shown: formatter)
    }

    private static func holding(_ base: some InputFormatter, shown: any InputFormatter) -> FormatterBox {
        if let remembering = base as? any StatefulInputFormatter { return holding(remembering, shown: shown) }
        return Holding(base, shown: shown)
    }

    private static func holding(_ base: some StatefulInputFormatter, shown: any InputFormatter) -> FormatterBox {
        Remembering(base, shown: shown)
    }

    /// The box of one formatter type. Immutable: `@unchecked Sendable` above only because a
    /// base class cannot say that its subclasses hold Sendable values.
    // SAFETY: its one stored property is a `let` of a Sendable formatter.
    private class Holding<Formatter: InputFormatter>: FormatterBox, @unchecked Sendable {
        let base: Formatter
        init(_ base: Formatter, shown: any InputFormatter) {
            self.base = base
            super.init(
                formatter: shown, admitsEveryLayout: base.admitsEveryLayout, insertsByOwnRule: base.insertsByOwnRule,
                hasFixedPlaces: base.hasFixedPlaces)
        }
        override func apply(_ input: MaskInput) -> MaskResult { base.apply(input) }
        override func refusal(of text: String) -> Refusal? { base.refusal(of: text) }
        override func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) {
            base.applyJudging(input)
        }
        override func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)? {
            base.applyInsertion(insertion)
        }
        override func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
            base.applyDeletion(deletion, to: text, value: value, autoskip: autoskip)
        }
        override func completeValue(of value: String) -> String? { base.completeValue(of: value) }
    }

    /// The box of a formatter that keeps typing memory: it makes a field's memory and lays out
    /// through it.
    // SAFETY: it stores nothing of its own, and `Holding`'s properties are immutable.
    private final class Remembering<Formatter: StatefulInputFormatter>: Holding<Formatter>, @unchecked Sendable {
        override func makeMemory() -> TypingMemory? { TypingMemoryOf(base.makeTypingState()) }
        override func apply(_ input: MaskInput, memory: TypingMemory) -> MaskResult {
            // SAFETY: `memory` is this box's `makeMemory()` or a `copy()` of it, so it is this `TypingMemoryOf`.
            base.apply(input, state: &unsafeDowncast(memory, to: TypingMemoryOf<Formatter.TypingState>.self).state)
        }
    }
}
