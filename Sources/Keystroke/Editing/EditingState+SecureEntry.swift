// Secure entry: a password or PIN field keeps no history (see the initializer),
// and nothing it shows for logs or debugging contains the typed characters.

extension EditingState {
    /// `refusal` as a secure field reports it: no characters, and a message that
    /// only counts them (a formatter's own message might quote them).
    func shielded(_ refusal: Refusal) -> Refusal {
        guard isSecureEntry, refusal.reason != .invalidRange else { return refusal }
        let count = refusal.characters.count
        let what = count == 1 ? "1 character" : "\(count) characters"
        let message = switch refusal.reason {
        case .full: "The field is full: \(what) did not fit."
        case .characterNotAllowed: "Not allowed here: \(what)."
        case .patternMismatch: "Does not match the pattern: \(what)."
        case .formatRule, .invalidRange: "Breaks the format's rule: \(what)."
        }
        return Refusal(reason: refusal.reason, characters: "", message: message)
    }
}

/// What descriptions show of a field's text: the text, or in a secure field only its length.
func shown(_ text: String, secure: Bool) -> String {
    secure ? "<\(text.count) hidden characters>" : FormatText.quoted(text: text)
}

/// The mirror `dump` and debuggers show of a field's state, its text and value hidden when secure.
func fieldMirror(
    of subject: Any, text: String, selection: Range<Int>, value: String, secure: Bool, more: KeyValuePairs<String, Any>
) -> Mirror {
    let shared: [Mirror.Child] = [
        ("text", shown(text, secure: secure)), ("selection", selection), ("value", shown(value, secure: secure)),
    ]
    return Mirror(subject, children: shared + more.map { (label: $0.key, value: $0.value) }, displayStyle: .struct)
}

extension EditingState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The text (hidden in a secure field), selection and completeness.
    public var description: String {
        "EditingState(text: \(shown(text, secure: isSecureEntry)), selection: \(selection), complete: \(isComplete))"
    }

    /// Same as ``description``: a secure field's text never appears.
    public var debugDescription: String { description }

    /// The state for `dump` and debuggers, with a secure field's text and value hidden.
    public var customMirror: Mirror {
        fieldMirror(of: self, text: text, selection: selection, value: value, secure: isSecureEntry, more: [
            "isComplete": isComplete, "isSecureEntry": isSecureEntry, "isComposing": isComposing,
            "canUndo": canUndo, "canRedo": canRedo,
        ])
    }
}

extension EditResult: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The text (hidden for a secure field), selection, and refusal if any.
    public var description: String {
        let refused = refusal.map { ", refusal: \($0.reason.rawValue)" } ?? ""
        return "EditResult(text: \(shown(text, secure: isSecureEntry)), selection: \(selection)\(refused), applied: \(wasApplied))"
    }

    /// Same as ``description``: a secure field's text never appears.
    public var debugDescription: String { description }

    /// The result for `dump` and debuggers, with a secure field's text, value and dropped characters hidden.
    public var customMirror: Mirror {
        fieldMirror(of: self, text: text, selection: selection, value: value, secure: isSecureEntry, more: [
            "utf16Selection": utf16Selection, "isComplete": isComplete, "refusal": refusal as Any,
            "dropped": shown(dropped, secure: isSecureEntry), "wasApplied": wasApplied,
        ])
    }
}
