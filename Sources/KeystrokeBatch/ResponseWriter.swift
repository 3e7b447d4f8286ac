import Keystroke
@_spi(KeystrokeInternal) import KeystrokeForms

// The JSON objects of the batch protocol, shared by `batch` and the `--json`
// output of the single-shot commands so both speak the same shapes.
extension ByteWriter {
    /// `{"ok":true,"valid":true,"value":…,"text":…}` (phone numbers add `"region"`,
    /// `"numberType"`, `"uri"` and, with one, `"extension"`) or `{"ok":true,"valid":false,"code":…,"message":…}`.
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
            if let digits = valid.extension { member("extension", digits) }
            if let uri = valid.uri { member("uri", uri) }
        case .failure(let error):
            append("{\"ok\":true,\"valid\":false,\"code\":")
            append(jsonString: error.code)
            append(",\"message\":")
            append(jsonString: error.message)
        }
        append("}\n")
    }

    /// The `format` operation's answer, read strictly: `{"ok":true,"text":…,"value":…}` for
    /// an input the format takes exactly as it is, else
    /// `{"ok":false,"line":N,"code":…,"error":…}` (`line` left out when there is none).
    package func writeFormat(_ result: Result<ValidatedValue, Keystroke.ValidationError>, line: Int?) {
        switch result {
        case .success(let valid):
            append("{\"ok\":true")
            member("text", valid.text)
            member("value", valid.value)
        case .failure(let error):
            append("{\"ok\":false")
            if let line { member("line", line) }
            member("code", error.code)
            member("error", error.message)
        }
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

    /// `{"ok":true,"matches":[…]}`, each match as ``writePhoneMatch(_:)`` writes it.
    package func writePhoneMatches(_ matches: some Sequence<PhoneNumberMatch>) {
        append("{\"ok\":true,\"matches\":[")
        var first = true
        for match in matches {
            if !first { append(UInt8(ascii: ",")) }
            first = false
            writePhoneMatch(match)
        }
        append("]}\n")
    }

    /// One number found in text: `{"raw":…,"value":…,"start":N,"end":N}` with Character offsets
    /// (`end` past the last), plus `"extension"` when the number has one.
    package func writePhoneMatch(_ match: PhoneNumberMatch) {
        append("{\"raw\":")
        append(jsonString: match.rawString)
        member("value", match.number.e164)
        member("start", match.range.lowerBound)
        member("end", match.range.upperBound)
        if let digits = match.number.extension { member("extension", digits) }
        append("}")
    }

    /// `{"ok":false,"line":N,"error":…}`; `line` is left out when there is no line.
    package func writeLineError(_ message: String, line: Int?) {
        append("{\"ok\":false")
        if let line { member("line", line) }
        member("error", message)
        append("}\n")
    }

    // MARK: - Members after the first

    /// One country picker entry: `{"id":"BR","name":"Brasil","flag":"🇧🇷","callingCode":55,"example":"…"}`,
    /// the example (a mobile number, as `phone:REGION` shows it) left out when the region has none.
    package func writePhoneRegion(_ region: PhoneFormat.Region) {
        append("{\"id\":")
        append(jsonString: region.id)
        member("name", region.name)
        member("flag", region.flag)
        member("callingCode", region.callingCode)
        if let example = region.example() { member("example", example) }
        append("}\n")
    }

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
