import Foundation
import Keystroke
import PCRE2

/// Replays edit scripts on a fresh field and checks the invariants after every step.
///
/// After every step: the selection lies inside the text; the text conforms to
/// the formatter (re-applying it changes nothing, and gives the same value and
/// completeness) or, for a regex filter, is a complete or partial match; the
/// format's `format(_:)` is idempotent and formatting the raw value gives the
/// same text; no step takes longer than ``hangLimit``. After the script:
/// undoing everything restores the state before the first edit exactly, redoing
/// everything returns to the end state, and deleting everything (selection or
/// Backspace key by key) leaves the empty field.
public struct ScriptRunner: Sendable {
    /// The field under test.
    public let subject: FuzzSubject
    /// The longest a single step may take before it counts as a hang, raised to at least
    /// ``minimumHangLimit`` (see ``hangLimit``).
    public var stepTimeLimit: Duration

    /// The least wall-clock time a step must take to count as a hang: 60 s.
    ///
    /// The slowest real steps (megabyte pastes into currency and right-to-left fields)
    /// take 0.7–4.4 s alone and 5–7 s on a busy 2-core machine, so a limit near that
    /// fails by load, not by a bug. A real hang (quadratic work on a megabyte) takes
    /// hours, so a limit ten times the real cost still catches it.
    public static let minimumHangLimit: Duration = .seconds(60)

    /// The limit the check applies: ``stepTimeLimit``, but never under ``minimumHangLimit``.
    public var hangLimit: Duration { max(stepTimeLimit, Self.minimumHangLimit) }

    /// Creates a runner.
    /// - Parameters:
    ///   - subject: The field under test.
    ///   - stepTimeLimit: The longest one step may take (at least ``minimumHangLimit`` is allowed).
    public init(subject: FuzzSubject, stepTimeLimit: Duration = minimumHangLimit) {
        self.subject = subject
        self.stepTimeLimit = stepTimeLimit
        self.fresh = EditingState(formatter: subject.formatter).current
    }

    /// The state of a fresh field.
    let fresh: EditResult

    /// A fresh field.
    public func makeState() -> EditingState {
        // Not secure, even for a PIN or a password: the scripts check undo and redo.
        EditingState(formatter: subject.formatter, historyLimit: 100_000, isSecureEntry: false)
    }

    /// Runs a script; returns the first invariant it breaks, if any.
    /// - Parameter script: The steps to replay.
    public func run(_ script: [EditStep]) -> Violation? {
        var state = makeState()
        let empty = state.current
        var baseline = state.current
        let clock = ContinuousClock()
        for (index, step) in script.enumerated() {
            if !state.canUndo { baseline = state.current }
            let start = clock.now
            state.perform(step)
            let elapsed = clock.now - start
            let prefix = Array(script.prefix(index + 1))
            if elapsed > hangLimit {
                return violation("no hang", "step took \(elapsed), over the \(hangLimit) limit", prefix)
            }
            if let problem = check(state) {
                return violation(problem.invariant, problem.detail, prefix)
            }
        }
        return checkEnd(state, baseline: baseline, empty: empty, script: script)
    }

    /// The end-of-script invariants: undo all, redo all, delete all.
    func checkEnd(_ final: EditingState, baseline: EditResult, empty: EditResult, script: [EditStep]) -> Violation? {
        var furthest = final
        while furthest.canRedo { furthest.redo() }
        let end = furthest.current
        var state = final
        var undos = 0
        while state.canUndo, undos <= script.count {
            state.undo()
            undos += 1
        }
        if state.canUndo || !same(state.current, baseline) {
            return violation("undo to the start", "after \(undos) undos \(show(state.current)), expected \(show(baseline))", script)
        }
        var redos = 0
        while state.canRedo, redos <= script.count {
            state.redo()
            redos += 1
        }
        if !same(state.current, end) {
            return violation("redo to the end", "after \(redos) redos \(show(state.current)), expected \(show(end))", script)
        }
        guard subject.checksDeletion else { return nil }
        // Empty is the fresh field, or the formatter's rendering of empty text
        // (a cash register shows zero once a digit was typed and deleted).
        let rendered = subject.formatter.apply(MaskInput(text: "", caret: 0, gravity: .backward(autoskip: false)))
        func isEmpty(_ result: EditResult) -> Bool {
            (result.text == empty.text && result.value == empty.value)
                || (result.text == rendered.text && result.value == rendered.value)
        }
        var selected = state
        selected.select(0..<selected.text.count)
        selected.deleteBackward()
        if !isEmpty(selected.current) {
            return violation("select all and delete empties", show(selected.current), script)
        }
        // Key by key is quadratic: only for texts a person would type.
        guard state.text.count <= 120 else { return nil }
        // The caret goes back to the end before each press: a right-to-left
        // mask may leave it elsewhere after a deletion.
        var keyed = state
        var presses = 0
        while !isEmpty(keyed.current), presses <= state.text.count {
            keyed.moveCaret(to: keyed.text.count)
            keyed.deleteBackward()
            presses += 1
        }
        if !isEmpty(keyed.current) {
            return violation("backspace to empty", "after \(presses) presses \(show(keyed.current))", script)
        }
        return nil
    }

    /// The per-step invariants; `nil` when all hold.
    public func check(_ state: EditingState) -> (invariant: String, detail: String)? {
        let text = state.text
        let count = text.count
        let selection = state.selection
        if selection.lowerBound < 0 || selection.upperBound > count {
            return ("selection inside text", "selection \(selection) in \(count) Characters: \(show(state.current))")
        }
        // The UTF-16 selection a control is given: inside the text, on the Character boundaries of `selection`.
        let utf16 = state.utf16Selection
        let lowerUnits = text.prefix(selection.lowerBound).utf16.count
        let upperUnits = lowerUnits + text.dropFirst(selection.lowerBound).prefix(selection.count).utf16.count
        if utf16.location != lowerUnits || utf16.location + utf16.length != upperUnits || state.current.utf16Selection != utf16 {
            return (
                "utf16Selection on Character boundaries",
                "utf16Selection {\(utf16.location), \(utf16.length)}, expected {\(lowerUnits), \(upperUnits - lowerUnits)}: \(show(state.current))"
            )
        }
        if let filter = subject.formatter as? RegexFilter {
            if let refusal = filter.refusal(of: text) {
                return ("text matches the pattern", "\(show(state.current)) refused: \(refusal.message)")
            }
        } else if subject.checksConformance, let problem = checkConformance(state) {
            return problem
        }
        guard let format = subject.format else { return nil }
        let once = format.layOut(text)
        let twice = format.layOut(once)
        if once != twice {
            return ("format is idempotent", "\(q(text)) → \(q(once)) → \(q(twice))")
        }
        let raw = format.rawValue(of: text)
        let fromRaw = format.layOut(raw)
        if let valid = try? format.validate(text) {
            // The normalised text (uppercased, say) is what must round-trip exactly.
            let normal = format.layOut(format.rawValue(of: valid.text))
            if normal != valid.text || fromRaw != once {
                return (
                    "raw value round-trip",
                    "valid \(q(text)) raw \(q(raw)) formats as \(q(fromRaw)), text as \(q(once)); validated \(q(valid.text)) round-trips to \(q(normal))"
                )
            }
        } else if fromRaw != raw, trimmed(fromRaw, format) != trimmed(once, format) {
            // A partial value: the same up to trailing separators, or left as is
            // by a format that renders only whole values (a date).
            return ("raw value round-trip", "\(q(text)) raw \(q(raw)) formats as \(q(fromRaw)), text formats as \(q(once))")
        }
        return nil
    }

    /// The text conforms: re-applying the formatter (forward with or without
    /// autocomplete, or backward as after a deletion) gives it back, with the
    /// same value and completeness.
    func checkConformance(_ state: EditingState) -> (invariant: String, detail: String)? {
        let text = state.text
        let count = text.count
        // A fresh field is empty even where the formatter renders empty text
        // (a cash register shows zero only once something was typed).
        if text.isEmpty, state.value == fresh.value, state.isComplete == fresh.isComplete { return nil }
        // An affine set's strategy may score its own output differently from the
        // input it formatted (extractedValueCapacity prefers the mask extracting
        // most), so its text must conform to one of its masks, not to the set.
        let formatters: [any InputFormatter] =
            if let affine = subject.formatter as? AffineMask { [affine.primary] + affine.affine } else { [subject.formatter] }
        let gravities: [CaretGravity] = [.forward(autocomplete: false), .forward(autocomplete: true), .backward(autoskip: false)]
        var outcomes: [MaskResult] = []
        var sameText: MaskResult?
        for formatter in formatters {
            for gravity in gravities {
                let again = formatter.apply(MaskInput(text: text, caret: count, gravity: gravity))
                outcomes.append(again)
                guard again.text == text else { continue }
                // A complete field shows the value an API stores, where the format gives one.
                let shown = again.isComplete ? formatter.completeValue(of: again.value) ?? again.value : again.value
                if shown == state.value, again.isComplete == state.isComplete { return nil }
                sameText = again
            }
        }
        if let again = sameText {
            return (
                "value and completeness follow the text",
                "\(show(state.current)) but re-applying gives value \(q(state.formatter.completeValue(of: again.value) ?? again.value)) complete \(again.isComplete)"
            )
        }
        return ("text conforms (re-applying changes nothing)", "\(q(text)) became \(Set(outcomes.map { q($0.text) }).sorted())")
    }

    /// `text` without the trailing characters that add nothing to its raw value.
    func trimmed(_ text: String, _ format: Format) -> Substring {
        var result = Substring(text)
        let raw = format.rawValue(of: text)
        while !result.isEmpty, format.rawValue(of: String(result.dropLast())) == raw {
            result = result.dropLast()
        }
        return result
    }

    func violation(_ invariant: String, _ detail: String, _ script: [EditStep]) -> Violation {
        Violation(subject: subject.name, invariant: invariant, detail: detail, script: script)
    }

    func same(_ lhs: EditResult, _ rhs: EditResult) -> Bool {
        lhs.text == rhs.text && lhs.selection == rhs.selection && lhs.value == rhs.value && lhs.isComplete == rhs.isComplete
    }

    func show(_ result: EditResult) -> String {
        "text \(q(result.text)) selection \(result.selection) value \(q(result.value)) complete \(result.isComplete)"
    }

    func q(_ text: String) -> String { EditStep.quoted(text) }
}
