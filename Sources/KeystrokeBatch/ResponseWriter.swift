import Keystroke
@_spi(KeystrokeInternal) import KeystrokeForms

// The JSON objects of the batch protocol, shared by `batch` and the `--json`
// output of the single-shot commands so both speak the same shapes.
extension ByteWriter {
    /// `{"ok":true,"valid":true,"value":…,"text":…}` (phone numbers add `"region"` and
    /// `"numberType"`) or `{"ok":true,"valid":false,"code":…,"message":…}`.
    package func writeValidation(_ result: Result<ValidatedValue, Keystroke.ValidationError>) {
        switch result {
        // Names joined to the literals before them: one copy each, on the hottest path.
        case .success(let valid):
            append("{\"ok\":true,\"valid\":true,\"value\":")
            append(jsonString: valid.value)
            append(",\"text\":")
            append(jsonString: valid.text)
            if let region = valid.region { member("region", region) }
            if let type = valid.numberType { member("numberType", type.rawValue) }
        case .failure(let error):
            append("{\"ok\":true,\"valid\":false,\"code\":")
            append(jsonString: error.code)
            append(",\"message\":")
            append(jsonString: error.message)
        }
        append("}\n")
    }

    /// `{"ok":true,"text":…,"value":…,"complete":…}`, plus `"dropped"` when
    /// letters or digits of the input are not in the text.
    package func writeFormatted(_ formatted: FormattedValue) {
        append("{\"ok\":true")
        member("text", formatted.text)
        member("value", formatted.value)
        member("complete", formatted.isComplete)
        if !formatted.dropped.isEmpty { member("dropped", formatted.dropped) }
        append("}\n")
    }

    /// `{"ok":true,"text":…,"caret":N,"value":…,"complete":…,"affinity":N}`.
    package func writeMaskResult(_ result: MaskResult) {
        append("{\"ok\":true")
        member("text", result.text)
        member("caret", result.caret)
        member("value", result.value)
        member("complete", result.isComplete)
        member("affinity", result.affinity)
        append("}\n")
    }

    /// One step of a `type` operation: `{"text":…,"caret":N,"value":…,"complete":…,"refused":…}`,
    /// plus `"reason"` and `"message"` when the edit was refused.
    package func writeStep(_ result: EditResult) {
        append("{\"text\":")
        append(jsonString: result.text)
        member("caret", result.caret)
        member("value", result.value)
        member("complete", result.isComplete)
        member("refused", result.refusal != nil)
        if let refusal = result.refusal {
            member("reason", refusal.reason.rawValue)
            member("message", refusal.message)
        }
        append("}")
    }

    /// `{"ok":true,"steps":[…]}`.
    package func writeSteps(_ results: [EditResult]) {
        append("{\"ok\":true,\"steps\":[")
        for (index, result) in results.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            writeStep(result)
        }
        append("]}\n")
    }

    /// `{"ok":false,"line":N,"error":…}`; `line` is left out when there is no line.
    package func writeLineError(_ message: String, line: Int?) {
        append("{\"ok\":false")
        if let line { member("line", line) }
        member("error", message)
        append("}\n")
    }

    // MARK: - Members after the first

    private func memberName(_ name: StaticString) {
        append(",\"")
        append(name)
        append("\":")
    }

    private func member(_ name: StaticString, _ value: String) {
        memberName(name)
        append(jsonString: value)
    }

    private func member(_ name: StaticString, _ value: Int) {
        memberName(name)
        append(integer: value)
    }

    private func member(_ name: StaticString, _ value: Bool) {
        memberName(name)
        append(bool: value)
    }
}

/// A value as a format displays it: the `format` operation's result.
package struct FormattedValue {
    /// The display text; a partial value's without trailing separators.
    package var text: String
    /// The raw value of the display text.
    package var value: String
    /// Whether the value fills the format.
    package var isComplete: Bool
    /// The input's letters and digits that the display text does not hold, in input order.
    package var dropped: String

    /// Formats `input` (raw or already formatted) with `format`.
    package init(_ input: String, format: Format) {
        var text = format.format(input)
        value = format.rawValue(of: text)
        isComplete = format.apply(MaskInput(text: text)).isComplete
        // A partial value's display never ends in a separator (`123.`, `4111 `, `12/`); a complete
        // one is left whole, since its trailing punctuation belongs to it (`12,5 %`, `١٢ أ.م.`).
        while !isComplete, let last = text.last, last.isWhitespace || last.isPunctuation,
              format.rawValue(of: String(text.dropLast())) == value
        {
            text.removeLast()
        }
        self.text = text
        dropped = Self.dropped(from: input, keptIn: text)
    }

    /// The letters and digits of `input` that `text` lacks, counted as multisets so
    /// formats that reorder (a date's fields) or convert (a locale's digits, case) lose nothing.
    /// Punctuation, symbols and spaces are layout, never reported.
    static func dropped(from input: String, keptIn text: String) -> String {
        // ASCII keys count in a stack table; others in a dictionary, rarely needed.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 128) { ascii in
            ascii.initialize(repeating: 0)
            var other: [String: Int] = [:]
            for character in text {
                guard let key = significantKey(character) else { continue }
                if let byte = key.utf8.first, key.utf8.count == 1, byte < 128 {
                    ascii[Int(byte)] += 1
                } else {
                    other[key, default: 0] += 1
                }
            }
            var dropped: [Character] = []
            // From the end: of repeated characters, the later ones are the ones past the format's end.
            for character in input.reversed() {
                guard let key = significantKey(character) else { continue }
                if let byte = key.utf8.first, key.utf8.count == 1, byte < 128 {
                    if ascii[Int(byte)] > 0 { ascii[Int(byte)] -= 1 } else { dropped.append(character) }
                } else if let count = other[key], count > 0 {
                    other[key] = count - 1
                } else {
                    dropped.append(character)
                }
            }
            return String(dropped.reversed())
        }
    }

    private static func significantKey(_ character: Character) -> String? {
        if let digit = character.wholeNumberValue, character.isNumber { return String(digit) }
        guard character.isLetter else { return nil }
        return character.lowercased()
    }
}
