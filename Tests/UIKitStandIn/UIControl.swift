import Foundation

// A stand-in for the UIKit (and SwiftUI) declarations KeystrokeUI uses, so that
// its sources build and run on Linux. Signatures follow Apple's documentation;
// the bodies are the smallest behaviour the tests need, not UIKit's.

/// Stand-in for `UIResponder`: only its undo manager.
@MainActor
open class UIResponder: NSObject {
    /// UIKit's `undoManager` (read-only there); the stand-in gives each responder one.
    open var undoManager: UndoManager? { ownUndoManager }
    private let ownUndoManager = UndoManager()
}

/// Stand-in for `UIView`.
@MainActor
open class UIView: UIResponder {}

/// Stand-in for `UIControl`: target-actions as closures (`UIAction`).
@MainActor
open class UIControl: UIView {
    /// Stand-in for `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// `func sendActions(for controlEvents: UIControl.Event)`.
    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.handler(action)
        }
    }
}

/// Stand-in for `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Stand-in for `UIAction`: a closure run for a control event.
@MainActor
open class UIAction: NSObject {
    let handler: UIActionHandler

    /// `convenience init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, handler only.
    public init(handler: @escaping UIActionHandler) {
        self.handler = handler
    }
}

/// Stand-in for Foundation's `UndoManager`, absent from Linux Foundation: undo
/// and redo stacks of closures; registering while undoing fills the redo stack.
@MainActor
open class UndoManager: NSObject {
    private var undoStack: [@MainActor () -> Void] = []
    private var redoStack: [@MainActor () -> Void] = []
    /// Whether an undo is running.
    public private(set) var isUndoing = false
    /// Whether a redo is running.
    public private(set) var isRedoing = false

    /// `func registerUndo<TargetType>(withTarget:handler:) where TargetType: AnyObject`.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        // UIKit keeps the target unowned; weak is the safe equivalent here.
        let step: @MainActor () -> Void = { [weak target] in if let target { handler(target) } }
        if isUndoing {
            redoStack.append(step)
        } else {
            undoStack.append(step)
            if !isRedoing { redoStack.removeAll() }
        }
    }

    /// `var canUndo: Bool`.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// `var canRedo: Bool`.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// `func undo()`.
    open func undo() {
        guard let step = undoStack.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        step()
    }

    /// `func redo()`.
    open func redo() {
        guard let step = redoStack.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        step()
    }

    /// `func removeAllActions(withTarget target: Any)`; the stand-in registers none for other targets.
    open func removeAllActions(withTarget target: Any) {}
}
