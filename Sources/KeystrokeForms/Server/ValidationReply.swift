/// What a server answers to a form's answers: an HTTP status and a JSON body.
///
/// The body is `{"valid":true,"output":{…}}` with status 200, or
/// `{"valid":false,"errors":[{"path":"address.cep","code":"cep.length","message":"…"}]}` with
/// status 422 (answers that fail validation or do not fit the form) or 400 (a body that is not
/// UTF-8, not JSON, or nested deeper than the limit). `keystroke form --json` prints the same body.
public struct ValidationReply: Sendable, Hashable {
    /// One entry of the body's `errors`.
    public struct Problem: Sendable, Hashable {
        /// Where: a form path (`address.cep`, `phones[1]`), or empty for the whole body or form.
        public var path: String
        /// The stable code: a field's (`cep.length`, `required`), `answer.invalid` for an answer
        /// that does not fit the form, or `request.…` for the body itself.
        public var code: String
        /// The message, in the negotiated language for field errors, English for the others.
        public var message: String

        /// Creates an entry.
        /// - Parameters:
        ///   - path: The form path, or empty.
        ///   - code: The stable code.
        ///   - message: The message.
        public init(path: String, code: String, message: String) {
            self.path = path
            self.code = code
            self.message = message
        }
    }

    /// 200 when valid, 422 for invalid answers, 400 for a body that cannot be read.
    public var status: Int
    /// The form's normalized output when valid, else `nil`.
    public var output: FormOutput?
    /// The errors, in form order; empty when valid.
    public var problems: [Problem]

    /// Creates a reply.
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - output: The output when valid.
    ///   - problems: The errors.
    public init(status: Int, output: FormOutput?, problems: [Problem]) {
        self.status = status
        self.output = output
        self.problems = problems
    }

    /// The reply to a validation: 200 with the output, or 422 with every error.
    /// - Parameter result: What ``FormGroup/validateAll()`` or ``FormGroup/validateAllAsync()`` returned.
    public init(_ result: FormValidationResult) {
        if result.isValid {
            self.init(status: 200, output: result.output, problems: [])
        } else {
            let problems = result.errors.map { Problem(path: $0.path, code: $0.code, message: $0.message) }
            // A cancelled run has no error of its own to show.
            self.init(status: 422, output: nil, problems: problems.isEmpty
                ? [Problem(path: "", code: "form.cancelled", message: "Validation was cancelled.")] : problems)
        }
    }

    /// A 400 reply for a body that cannot be read as answers.
    /// - Parameters:
    ///   - code: `request.…`.
    ///   - message: Why, in English.
    public static func badRequest(code: String, message: String) -> ValidationReply {
        ValidationReply(status: 400, output: nil, problems: [Problem(path: "", code: code, message: message)])
    }

    /// Whether the answers were valid.
    public var isValid: Bool { output != nil && problems.isEmpty }

    /// The body as compact UTF-8 JSON, members in the order `valid`, then `output` or `errors`,
    /// and each error's `path`, `code`, `message`.
    public var body: [UInt8] {
        // A form's reply is usually under a kilobyte: one allocation rather than a doubling series.
        let bytes = JSONBytes(capacity: 1024)
        bytes.append(reply: self)
        return bytes.bytes
    }

    /// The body as a value (its objects serialise with sorted keys, for indented output).
    public var value: FormOutput {
        if let output, problems.isEmpty { return .object(["valid": .bool(true), "output": output]) }
        return .object([
            "valid": .bool(false),
            "errors": .array(problems.map { .object(["path": .string($0.path), "code": .string($0.code), "message": .string($0.message)]) }),
        ])
    }
}

extension JSONSink {
    /// Appends `reply`'s compact body (see ``ValidationReply/body``).
    @_spi(KeystrokeInternal) public func append(reply: ValidationReply) {
        appendLiteral("{\"valid\":")
        if let output = reply.output, reply.problems.isEmpty {
            appendLiteral("true,\"output\":")
            append(json: output)
        } else {
            appendLiteral("false,\"errors\":[")
            for (index, problem) in reply.problems.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                append(jsonObject: [("path", .string(problem.path)), ("code", .string(problem.code)), ("message", .string(problem.message))])
            }
            append(UInt8(ascii: "]"))
        }
        append(UInt8(ascii: "}"))
    }
}
