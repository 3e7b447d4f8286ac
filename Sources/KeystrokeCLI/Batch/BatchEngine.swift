import Keystroke

/// Runs the JSON Lines protocol: one request object per line in, one response per line out.
///
/// Lines take the fast path (``FlatJSONObject``) when they are flat objects and
/// the complete parser otherwise. A bad line gets `{"ok":false,"line":N,"error":…}`
/// and the run goes on.
struct BatchEngine {
    private var formats = FormatCache()
    private var masks = MaskCache()
    private var flat = FlatJSONObject()
    private let output: ByteWriter

    /// Creates an engine writing responses to `output`.
    init(output: ByteWriter) {
        self.output = output
    }

    /// Reads every line of `reader` and answers each, flushing output before each blocking read.
    /// - Throws: A read or write error; bad lines are answered, not thrown.
    mutating func run(_ reader: LineReader) throws(SystemError) {
        let output = output
        try reader.forEachLine(beforeRead: { try? output.flush() }) { number, line in
            process(line, number: number)
        }
        try output.flush()
        try output.checkFailure()
    }

    /// Answers one line.
    mutating func process(_ line: LineReader.Line, number: Int) {
        guard case .bytes(let bytes) = line else {
            return output.writeLineError("line longer than the limit; skipped", line: number)
        }
        switch flat.parse(bytes) {
        case .parsed:
            respond(to: flat, line: number)
        case .invalidUTF8:
            output.writeLineError("invalid UTF-8", line: number)
        case .unsupported:
            if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                return output.writeLineError("empty line", line: number)
            }
            do throws(LineError) {
                respond(to: try JSONValue.parse(bytes).fields("a batch line"), line: number)
            } catch {
                output.writeLineError(error.message, line: number)
            }
        }
    }

    private mutating func respond(to fields: some JSONFields, line: Int) {
        do throws(LineError) {
            let operation = try fields.requiredString("op")
            switch operation {
            case "validate":
                let format = try format(fields)
                let input = try fields.requiredString("input")
                output.writeValidation(Result { () throws(Keystroke.ValidationError) in try format.validate(input) })
            case "format":
                let format = try format(fields)
                output.writeFormatted(FormattedValue(try fields.requiredString("input"), format: format))
            case "type":
                output.writeSteps(try typeSteps(fields))
            case "mask":
                output.writeMaskResult(try applyMask(fields))
            default:
                throw LineError("unknown op '\(operation)' (expected validate, format, type or mask)")
            }
        } catch {
            output.writeLineError(error.message, line: line)
        }
    }

    /// Plays the edits of a `type` request into a field of the request's format (or bare `mask`).
    private mutating func typeSteps(_ fields: some JSONFields) throws(LineError) -> [EditResult] {
        let formatter: any InputFormatter =
            try fields.string("mask") != nil ? try masks.formatter(MaskRequest(fields: fields)) : try format(fields)
        var edits: [Edit]
        if let keys = try fields.string("keys") {
            edits = Edit.edits(forKeys: keys)
        } else {
            switch fields.value("edits") {
            case .array(let items)?:
                edits = []
                for (index, item) in items.enumerated() { edits.append(try Edit(json: item, index: index)) }
            case nil, .null?:
                throw LineError("missing field 'edits' (or 'keys')")
            case let other?:
                throw .wrongType("edits", expected: "an array", found: other)
            }
        }
        var state = EditingState(formatter: formatter, text: try fields.string("initial") ?? "")
        return edits.map { state.perform($0) }
    }

    /// Applies the mask of a `mask` request to its text.
    private mutating func applyMask(_ fields: some JSONFields) throws(LineError) -> MaskResult {
        let formatter = try masks.formatter(MaskRequest(fields: fields))
        let text = try fields.requiredString("text")
        let caret = try fields.int("caret")
        if let caret, caret < 0 { throw LineError("field 'caret' must be 0 or more") }
        let autocomplete = try fields.bool("autocomplete") ?? false
        let autoskip = try fields.bool("autoskip") ?? false
        let gravity: CaretGravity
        switch try fields.string("gravity") ?? "forward" {
        case "forward": gravity = .forward(autocomplete: autocomplete)
        case "backward": gravity = .backward(autoskip: autoskip)
        case let other: throw LineError("field 'gravity' must be \"forward\" or \"backward\", got '\(other)'")
        }
        return formatter.apply(MaskInput(text: text, caret: caret, gravity: gravity))
    }

    private mutating func format(_ fields: some JSONFields) throws(LineError) -> Format {
        let id = try fields.requiredString("format")
        do {
            return try formats.format(id)
        } catch {
            throw LineError(error.description)
        }
    }
}
