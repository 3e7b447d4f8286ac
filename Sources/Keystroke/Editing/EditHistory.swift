/// The undo and redo stacks of an ``EditingState``, bounded to `limit` steps.
///
/// Undo steps live in a ring buffer so that recording an edit never shifts or
/// copies the older steps; the oldest step is overwritten once `limit` is reached.
struct EditHistory: Sendable {
    /// A field state as it was before an edit.
    struct Snapshot: Sendable {
        var text: String
        var textCount: Int
        var selection: Range<Int>
        var value: String
        var isComplete: Bool

        /// What a popped slot holds: no text kept alive.
        static let released = Snapshot(text: "", textCount: 0, selection: 0..<0, value: "", isComplete: false)
    }

    /// The most undo steps kept.
    let limit: Int
    /// Ring storage of undo steps. A popped slot is overwritten with ``Snapshot/released``,
    /// which lets its texts go.
    private var ring: [Snapshot] = []
    /// Physical index of the oldest undo step.
    private var head = 0
    /// How many undo steps are stored.
    private(set) var undoCount = 0
    private var redoStack: [Snapshot] = []

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    var redoCount: Int { redoStack.count }

    /// Records the state before a new edit; a new edit forgets the redo steps.
    mutating func record(_ snapshot: consuming Snapshot) {
        if !redoStack.isEmpty { redoStack.removeAll(keepingCapacity: true) }
        pushUndo(snapshot)
    }

    // Snapshots are moved in, not copied: a copy retains and releases both texts once more.
    mutating func pushUndo(_ snapshot: consuming Snapshot) {
        guard limit > 0 else { return }
        if ring.count < limit {
            // Room for a few steps first: most fields (every one a stored value fills) never
            // get more, and a whole ring of `limit` steps is kilobytes per field. Fifteen fit
            // one allocation of under 1 KiB, which malloc serves from its per-thread cache; a
            // longer field's ring doubles as it grows.
            if ring.capacity == 0 { ring.reserveCapacity(Swift.min(limit, 15)) }
            // Still growing: head is 0 and the ring is not wrapped yet.
            if undoCount == ring.count { ring.append(snapshot) } else { ring[undoCount] = snapshot }
            undoCount += 1
        } else if undoCount < limit {
            ring[(head + undoCount) % limit] = snapshot
            undoCount += 1
        } else {
            ring[head] = snapshot
            head = (head + 1) % limit
        }
    }

    /// Gives the newest undo step another selection: the caret an edit began from, where the
    /// edit itself ran on a selection of its own making (a key typed over the next digit).
    mutating func amendNewest(selection: Range<Int>) {
        guard undoCount > 0 else { return }
        ring[(head + undoCount - 1) % limit].selection = selection
    }

    mutating func popUndo() -> Snapshot? {
        guard undoCount > 0 else { return nil }
        undoCount -= 1
        let slot = (head + undoCount) % limit
        return Self.take(&ring[slot], leaving: .released)
    }

    mutating func pushRedo(_ snapshot: consuming Snapshot) {
        redoStack.append(snapshot)
    }

    mutating func popRedo() -> Snapshot? {
        redoStack.popLast()
    }

    /// `slot`'s value, replaced by `replacement`.
    private static func take(_ slot: inout Snapshot, leaving replacement: Snapshot) -> Snapshot {
        let value = slot
        slot = replacement
        return value
    }
}
