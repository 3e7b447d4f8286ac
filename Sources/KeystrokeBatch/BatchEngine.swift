import Keystroke

/// Runs the JSON Lines protocol: one request object per line in, one response per line out.
///
/// Lines take the fast path (``FlatJSONObject``) when they are flat objects and
/// the complete parser otherwise. A bad line gets `{"ok":false,"line":N,"error":…}`
/// and the run goes on.
package struct BatchEngine {
    private var formats = FormatCache()
    private var masks = MaskCache()
    private var lastFormat: Format?
    private var lastFormatID: [UInt8] = []
    private var flat = FlatJSONObject()
    private let output: ByteWriter
    private var maximumLineLength = 1 << 20

    /// Creates an engine writing responses to `output`.
    package init(output: ByteWriter) {
        self.output = output
    }

    /// Reads every line of `reader` and answers each, flushing output before each blocking read.
    /// - Throws: A read or write error; bad lines are answered, not thrown.
    package mutating func run(_ reader: LineReader) throws(SystemError) {
        let output = output
        maximumLineLength = reader.maximumLineLength
        try reader.forEachLine(beforeRead: { () throws(SystemError) in try output.flush() }) { number, line in
            process(line, number: number)
        }
        try output.flush()
        try output.checkFailure()
    }

    /// Answers one line.
    package mutating func process(_ line: LineReader.Line, number: Int) {
        guard case .bytes(var bytes) = line else {
            return output.writeLineError("line longer than the limit of \(maximumLineLength) bytes; skipped", line: number)
        }
        // SAFETY: the line starts with the 3-byte mark, so `bytes[3...]` lies within it.
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeRawBufferPointer(rebasing: bytes[3...]) }
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
                respond(to: try JSONObject.parse(bytes), line: number)
            } catch {
                output.writeLineError(error.message, line: number)
            }
        }
    }

    /// The operations of the protocol.
    private enum Operation: CaseIterable {
        case validate, format, type, mask, find

        /// Every case, stored: `allCases` builds a new array at each call.
        static let all = allCases

        var name: StaticString {
            switch self {
            case .validate: "validate"
            case .format: "format"
            case .type: "type"
            case .mask: "mask"
            case .find: "find"
            }
        }

        /// The request keys the operation reads.
        var keys: [StaticString] {
            switch self {
            case .validate, .format: RequestKeys.validate
            case .type: RequestKeys.type
            case .mask: RequestKeys.mask
            case .find: RequestKeys.find
            }
        }
    }

    private mutating func respond(to fields: some JSONFields, line: Int) {
        do throws(LineError) {
            let operation = try operation(fields)
            try RequestKeys.check(fields, known: operation.keys)
            switch operation {
            case .validate:
                let format = try format(fields)
                let input = try fields.requiredString("input")
                output.writeValidation(Result { () throws(Keystroke.ValidationError) in try format.validate(input) })
            case .format:
                // Strict, as `validate`: a value the format would trim, round or guess at is an error.
                let format = try format(fields)
                let input = try fields.requiredString("input")
                output.writeFormat(Result { () throws(Keystroke.ValidationError) in try format.validate(input) }, line: line)
            case .type:
                output.writeSteps(try typeSteps(fields))
            case .mask:
                output.writeMaskResult(try applyMask(fields))
            case .find:
                output.writePhoneMatches(try findNumbers(fields))
            }
        } catch {
            output.writeLineError(error.message, line: line)
        }
    }

    /// The line's operation, matched on its bytes when the parser has them (no String made).
    private func operation(_ fields: some JSONFields) throws(LineError) -> Operation {
        if let bytes = fields.plainString("op") {
            if let operation = Operation.all.first(where: { bytes.equals($0.name) }) { return operation }
        }
        let name = try fields.requiredString("op")
        if let operation = Operation.allCases.first(where: { name == $0.name.description }) { return operation }
        throw LineError("unknown op '\(name)' (expected validate, format, type, mask or find)")
    }

    /// Plays the edits of a `type` request into a field of the request's format (or bare `mask`).
    private mutating func typeSteps(_ fields: some JSONFields) throws(LineError) -> [EditResult] {
        let formatter: any InputFormatter =
            try fields.string("mask") != nil ? try masks.formatter(MaskRequest(fields: fields)) : try format(fields)
        var edits: [Edit]
        if let keys = try fields.string("keys") {
            // Both would mean one of them is ignored: say so rather than pick.
            if fields.value("edits") != nil { throw LineError("give 'keys' or 'edits', not both") }
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
        return edits.map { state.apply($0) }
    }

    /// The phone numbers in a `find` request's input, for its format's region (`phone:US`; `phone`
    /// finds only numbers written with `+`).
    private mutating func findNumbers(_ fields: some JSONFields) throws(LineError) -> PhoneNumberMatcher {
        let format = try format(fields)
        guard let phone = format.base as? PhoneFormat else {
            throw LineError("op 'find' needs a phone format (phone or phone:REGION), not '\(shortenedForMessage(format.id))'")
        }
        let input = try fields.requiredString("input")
        return PhoneNumberMatcher(text: input, region: phone.region, leniency: try Self.leniency(fields))
    }

    /// A `find` request's `leniency`: `valid` (the default) or `possible`.
    package static func leniency(_ fields: some JSONFields) throws(LineError) -> PhoneNumberMatcher.Leniency {
        switch try fields.string("leniency") {
        case nil, "valid"?: .valid
        case "possible"?: .possible
        case let other?: throw LineError("field 'leniency' must be \"valid\" or \"possible\", got '\(shortenedForMessage(other))'")
        }
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

    /// The line's format; the last one used is matched on the id's bytes, so a stream of
    /// lines with one format looks nothing up.
    private mutating func format(_ fields: some JSONFields) throws(LineError) -> Format {
        let bytes = fields.plainString("format")
        // SAFETY: `bytes` lies in the line being answered, still lent; the closure only compares the id's bytes.
        if let bytes, let lastFormat, bytes.count == lastFormatID.count,
           lastFormatID.withUnsafeBytes({ $0.elementsEqual(bytes) })
        {
            return lastFormat
        }
        let id = try fields.requiredString("format")
        do {
            let format = try formats.format(id)
            lastFormat = format
            lastFormatID = Array(id.utf8)
            return format
        } catch {
            throw LineError(error.description)
        }
    }
}
