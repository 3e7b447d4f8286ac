/// A formatter that remembers its work from one keystroke of a field to the next, so that a key
/// typed at the end costs that key rather than the whole text. libphonenumber's as-you-type
/// formatter is such a state machine: it is fed one digit at a time.
///
/// The memory belongs to the field, never to the formatter: an ``EditingState`` keeps one for
/// its field and hands it to every edit it lays out. One format shared by many fields, forms or
/// threads therefore holds no mutable state and takes no lock, and two fields typed in turn
/// never undo each other's memory. Code that drives ``InputFormatter/apply(_:)`` itself keeps a
/// memory per field the same way:
///
/// ```swift
/// let phone = PhoneFormat()
/// var memory = phone.makeTypingState()
/// var text = ""
/// for key in "+5541999998888" {
///     text = phone.apply(MaskInput(text: text + String(key), caret: text.count + 1), state: &memory).text
/// }
/// // text == "+55 41 99999-8888"
/// ```
///
/// A ``Format`` that wraps such a format is laid out with the memory by an ``EditingState``.
public protocol StatefulInputFormatter: InputFormatter {
    /// What the formatter remembers of a field's last formatting.
    associatedtype TypingState: Sendable
    /// The memory of a field that nothing has been laid out in yet.
    func makeTypingState() -> TypingState
    /// ``InputFormatter/apply(_:)``, resuming from what `state` remembers where `input` continues
    /// it, and leaving `state` remembering this formatting. The result is `apply(input)`'s,
    /// whatever `state` holds: memory only saves work.
    func apply(_ input: MaskInput, state: inout TypingState) -> MaskResult
}
