/// Anything that reformats a field's text after an edit: a mask, an affine
/// mask set, a regex filter, a currency register, a card number grouping.
///
/// This is the one requirement the editing model (``EditingState``) needs.
/// Implementations are pure: the same input always gives the same result.
public protocol InputFormatter: Sendable {
    /// Reformats `input`, returning the new text, caret, raw value and completeness.
    func apply(_ input: MaskInput) -> MaskResult

    /// Why a whole new text may not replace the current one, or `nil` when it may.
    ///
    /// Filters that cannot repair text (a regex filter) refuse it here; the
    /// editing model then keeps the previous state and reports the refusal.
    /// The default accepts everything. (Called `admits(_:)` in 0.1.)
    func refusal(of text: String) -> Refusal?

    /// Whether ``refusal(of:)`` refuses no text ``apply(_:)`` lays out; `false` by default.
    ///
    /// A format that drops what it refuses while laying out (a date or time drops the digit that
    /// makes it impossible) sets it, and the editing model then asks ``refusal(of:)`` only why a
    /// key was refused, never again to commit the layout it just made. A constant of the
    /// formatter: an ``EditingState`` asks it once, when it is made.
    var admitsEveryLayout: Bool { get }

    /// ``apply(_:)``'s layout of `input` and ``refusal(of:)``'s verdict on its text, from one
    /// pass where the formatter learns both at once; by default, the two calls in turn.
    ///
    /// A regex filter's one partial match says whether the text matches and whether it still
    /// can, so it implements this rather than match twice. ``EditingState`` calls it for a key
    /// typed at the end, unless the formatter keeps typing memory or admits every layout.
    func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?)

    /// Performs an insertion (a key, or a paste) by the formatter's own rule, or returns `nil`
    /// (the default) to let the editing model splice the text and lay it out.
    ///
    /// A formatter whose typing is not a splice of its text overrides this, and receives the key
    /// and where it goes instead of working them out from the new text: a number field places a
    /// digit among the ones it shows and refuses a second decimal separator, saying why. The
    /// editing model then commits the result as it comes, or, when `refusal` is set, keeps the
    /// field as it was and reports the refusal.
    /// - Parameter insertion: The key or paste, where it goes, and the text it makes.
    /// - Returns: The layout, and why the insertion is refused as a whole if it is.
    func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)?

    /// Whether ``applyInsertion(_:)`` has a rule of its own; `false` by default. A constant of
    /// the formatter: an ``EditingState`` asks it once, when it is made, and hands insertions
    /// only to a formatter that says `true`.
    var insertsByOwnRule: Bool { get }

    /// Whether the text is made of fixed places (a date's day, month and year; a time's hour and
    /// minute; the two parts of `K1A 0B1`), so that a key typed over a selection before the end
    /// types over it, and the places after it never shift; `false` by default.
    ///
    /// With the month of `31/12/1990` selected, `0` then `7` give `31/01/1990` (the `1` still
    /// selected) then `31/07/1990`. Spliced in instead, the `0` would move the year's digits into
    /// the month, or have no room. A key at a caret with no room spliced in types over the next
    /// letter or digit (`6` at `15.0|5.1990` gives `15.06.1990`), and a deletion refused for
    /// shifting the places selects what it aimed at. A constant of the formatter: an
    /// ``EditingState`` asks it once.
    var hasFixedPlaces: Bool { get }

    /// Whether a field of this formatter hides what is typed unless told otherwise (a password,
    /// a PIN): no undo history, and no typed character in messages or descriptions. `false` by
    /// default; for a ``FieldFormat``, what its ``FieldFormat/traits`` say. A constant of the
    /// formatter: an ``EditingState`` asks it once, when it is made.
    var asksForSecureEntry: Bool { get }

    /// Performs a deletion by the formatter's own rule, or returns `nil` (the default) to let
    /// the editing model remove the characters and reformat what is left.
    ///
    /// A formatter whose deletions are not splices of its text overrides this: a cash
    /// register removes the digit before the caret and keeps the caret at the end, also
    /// when Backspace meets a separator or the amount is already zero.
    /// - Parameters:
    ///   - deletion: The key pressed or the range removed, in Characters of `text`.
    ///   - text: The field's text before the deletion.
    func applyDeletion(_ deletion: Deletion, to text: String) -> MaskResult?

    /// Performs a deletion by the formatter's own rule, knowing the field's value and its
    /// autoskip setting; by default, ``applyDeletion(_:to:)``.
    ///
    /// This is what ``EditingState`` calls. Implement it rather than the shorter form when the
    /// rule depends on what the field holds: a mask (``Mask``, ``AffineMask``) reads its own
    /// literals, and may take one that matches an open slot as value (the "1" of a
    /// `"1 [000].[00]"` prefix read right to left), so it measures a deletion in value
    /// characters on its own layout of `text` rather than by the value it reads back. A
    /// formatter that wraps a mask forwards this call to it.
    ///
    /// A result with the same text and value as before is a caret move, not an edit.
    /// - Parameters:
    ///   - deletion: The key pressed or the range removed, in Characters of `text`.
    ///   - text: The field's text before the deletion.
    ///   - value: The value the formatter read from `text` (``MaskResult/value``).
    ///   - autoskip: Whether Backspace also removes the separators before the caret
    ///     (``EditingState/autoskip``).
    func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult?

    /// The value an API stores for a complete input whose value, as ``apply(_:)`` reads it, is
    /// `value`; `nil` (the default) when it is `value` itself.
    ///
    /// ``apply(_:)``'s value stays what was typed, so that edits splice it character by
    /// character; ``EditingState/value`` shows this one once the field is complete. A phone
    /// number gives its E.164 form (`+12015550123` for `(201) 555-0123`, typed `2015550123`).
    func completeValue(of value: String) -> String?
}

extension InputFormatter {
    /// Accepts every text.
    public func refusal(of text: String) -> Refusal? { nil }
    /// Every layout is checked with ``refusal(of:)`` before it is committed.
    public var admitsEveryLayout: Bool { false }
    /// The layout, then the verdict on it.
    public func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) {
        let result = apply(input)
        return (result, refusal(of: result.text))
    }
    /// No rule of its own: the editing model splices the text.
    public func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)? { nil }
    /// No rule of its own for insertions.
    public var insertsByOwnRule: Bool { false }
    /// A selection is replaced by what is typed over it.
    public var hasFixedPlaces: Bool { false }
    /// What is typed is shown.
    public var asksForSecureEntry: Bool { false }
    /// No rule of its own: the editing model splices the text.
    public func applyDeletion(_ deletion: Deletion, to text: String) -> MaskResult? { nil }
    /// The shorter form's rule, which needs neither the value nor autoskip.
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        applyDeletion(deletion, to: text)
    }
    /// The typed value is the value.
    public func completeValue(of value: String) -> String? { nil }

    /// The former name of ``refusal(of:)``, for callers; a formatter implements ``refusal(of:)``.
    @available(*, deprecated, renamed: "refusal(of:)")
    public func admits(_ text: String) -> Refusal? { refusal(of: text) }
}
