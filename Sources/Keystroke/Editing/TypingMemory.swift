/// A field's typing memory, held by reference so that an ``EditingState`` stays small, and
/// copied before a write when another state shares it (copies of a state are independent values).
///
/// `@unchecked Sendable`: the memory is written only through ``EditingState/applyRemembering(_:)``,
/// which first makes sure that no other state holds it.
// SAFETY: no stored property; the subclass's state is written only as `applyRemembering` allows (above).
class TypingMemory: @unchecked Sendable {
    /// An independent copy, for a state about to write memory that another state shares.
    func copy() -> TypingMemory { fatalError("subclass") }
}

/// The typing memory of one formatter type.
// SAFETY: `state` is Sendable, written only by a state that holds the memory alone (`applyRemembering`).
final class TypingMemoryOf<State: Sendable>: TypingMemory, @unchecked Sendable {
    /// Unchecked: its one writer is a mutating method of the state that holds it alone (a
    /// run-time exclusivity check cost about 130 instructions a key).
    @exclusivity(unchecked) var state: State
    init(_ state: State) { self.state = state }
    override func copy() -> TypingMemory { TypingMemoryOf(state) }
}

extension EditingState {
    /// The formatter's layout of `input` for an edit of this field, through the field's typing
    /// memory when its formatter keeps one (the same result as `formatter.apply(input)`).
    mutating func applyRemembering(_ input: MaskInput) -> MaskResult {
        guard typingMemory != nil else { return formatterBox.apply(input) }
        if !isKnownUniquelyReferenced(&typingMemory) { typingMemory = typingMemory?.copy() }
        // SAFETY: `typingMemory` is not nil: the guard checked it, and a `copy()` of it is not nil either.
        return formatterBox.apply(input, memory: typingMemory.unsafelyUnwrapped)
    }
}
