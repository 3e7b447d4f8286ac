/// Validates answers as a server receives them: a request body's bytes in, a ``ValidationReply`` out.
///
/// Each request gets a form of its own, built by a closure or from a JSON definition, so
/// concurrent requests share no state. A definition is read once, when the validator is made,
/// and its forms are kept between requests: after each one, the form is put back exactly as it
/// was made (values, selections, items, visibility, validation states), so a request never sees
/// another's answers and no request pays for making and freeing every element. A closure's
/// forms are made for each request and dropped after it. The body is read strictly: it must be UTF-8 JSON nested
/// no deeper than ``maximumDepth``, and its answers fill the form as sent, never trimmed
/// (``FormGroup/fill(answers:)``). Messages follow the request's `Accept-Language`.
///
/// ```swift
/// let signUp = try FormValidator(definitionJSON: definitionText)
/// let reply = await signUp.validate(body: bytes, acceptLanguage: "pt-BR,pt;q=0.9")
/// reply.status        // 200, 422 or 400
/// reply.body          // {"valid":false,"errors":[{"path":"address.cep","code":"cep.length",…}]}
/// ```
public struct FormValidator: Sendable {
    /// The default nesting limit of a request body.
    public static let defaultMaximumDepth = 64

    /// The deepest nesting of arrays and objects a body may have (a deeper one is a 400).
    public var maximumDepth: Int
    private let forms: FormPool?
    private let makeForm: @Sendable () -> FormGroup

    /// Validates against forms built in Swift, one per request.
    ///
    /// ```swift
    /// let validator = FormValidator {
    ///     let username = TextInput(name: "username", format: .username)
    ///     username.asyncRules = [AsyncRule(code: "username.taken") { await isFree($0) ? .valid : .invalid(message: "Taken.") }]
    ///     return FormGroup(name: "signup", elements: [username])
    /// }
    /// ```
    /// - Parameters:
    ///   - maximumDepth: The nesting limit of a body.
    ///   - makeForm: Builds a new form: it is called once for each request.
    public init(maximumDepth: Int = defaultMaximumDepth, makeForm: @escaping @Sendable () -> FormGroup) {
        self.init(maximumDepth: maximumDepth, pooling: false, makeForm: makeForm)
    }

    /// `pooling`: whether forms are kept and put back between requests; only for forms whose
    /// every element is built in (a closure's form may hold elements of the app's own).
    init(maximumDepth: Int, pooling: Bool, makeForm: @escaping @Sendable () -> FormGroup) {
        self.maximumDepth = maximumDepth
        self.makeForm = makeForm
        self.forms = pooling ? FormPool(make: makeForm) : nil
    }

    /// Validates against a JSON definition (see ``FormGroup/init(definition:)``).
    /// - Parameters:
    ///   - definition: The parsed definition; it is read and checked here, once.
    ///   - maximumDepth: The nesting limit of a body.
    /// - Throws: ``FormDefinitionError`` when the definition does not build a form.
    public init(definition: FormOutput, maximumDepth: Int = defaultMaximumDepth) throws(FormDefinitionError) {
        // Read once: each request's form is made from the recipe, reading no key of the definition.
        var reader = FormDefinitionReader(formats: DefinitionFormats())
        let recipe = try reader.readForm(definition)
        _ = try FormGroup(recipe: recipe)
        self.init(maximumDepth: maximumDepth, pooling: true) {
            do {
                return try FormGroup(recipe: recipe)
            } catch {
                // Making is a pure function of the recipe, which made a form above.
                preconditionFailure("a definition's recipe failed on making a form again: \(error)")
            }
        }
    }

    /// Validates against JSON definition text; see ``init(definition:maximumDepth:)``.
    /// - Parameters:
    ///   - definitionJSON: The definition as JSON text.
    ///   - maximumDepth: The nesting limit of a body.
    public init(definitionJSON: String, maximumDepth: Int = defaultMaximumDepth) throws(FormDefinitionError) {
        try self.init(definition: try FormOutput(json: definitionJSON), maximumDepth: maximumDepth)
    }

    /// Reads `body` as answers, fills a form of this request's own with them and validates it, asynchronous
    /// rules and the form's asynchronous validators included.
    /// - Parameters:
    ///   - body: The request body: a UTF-8 JSON object of answers.
    ///   - acceptLanguage: The request's `Accept-Language` header, if it has one.
    /// - Returns: 200 with the output, 422 with every error, or 400 for a body that is not UTF-8
    ///   JSON within the nesting limit.
    public func validate(body: [UInt8], acceptLanguage: String?) async -> ValidationReply {
        switch prepare(body: body, acceptLanguage: acceptLanguage) {
        case .reply(let reply):
            return reply
        case .form(let lease):
            defer { giveBack(lease) }
            return ValidationReply(await lease.form.validateAllAsync())
        }
    }

    /// ``validate(body:acceptLanguage:)`` without asynchronous rules, for the `keystroke serve`
    /// threads: a JSON definition cannot declare any.
    package func validateWithoutAsyncRules(body: [UInt8], acceptLanguage: String?) -> ValidationReply {
        switch prepare(body: body, acceptLanguage: acceptLanguage) {
        case .reply(let reply):
            return reply
        case .form(let lease):
            defer { giveBack(lease) }
            return ValidationReply(lease.form.validateAll())
        }
    }

    private enum Prepared {
        case reply(ValidationReply)
        case form(FormPool.Lease)
    }

    /// A form filled with the body's answers, to validate and give back; or the reply that ends
    /// the request before validation (the form, if one was taken, given back already).
    private func prepare(body: [UInt8], acceptLanguage: String?) -> Prepared {
        let answers: FormOutput
        switch read(body) {
        case .refusal(let reply): return .reply(reply)
        case .answers(let read): answers = read
        }
        let lease = takeForm()
        if let refusal = fill(lease.form, with: answers, acceptLanguage: acceptLanguage) {
            giveBack(lease)
            return .reply(refusal)
        }
        return .form(lease)
    }

    private enum Read {
        case answers(FormOutput)
        case refusal(ValidationReply)
    }

    /// A form for one request: a pooled one, or a new one.
    private func takeForm() -> FormPool.Lease {
        forms?.take() ?? FormPool.Lease(unpooled: makeForm())
    }

    private func giveBack(_ lease: FormPool.Lease) {
        forms?.giveBack(lease)
    }

    /// The body's answers, or the 400 that ends the request before any form is used.
    private func read(_ body: [UInt8]) -> Read {
        // SAFETY: the bytes are read only during the call that lends them.
        if let offset = body.withUnsafeBytes(firstInvalidUTF8Offset(in:)) {
            return .refusal(.badRequest(
                code: "request.notUTF8", message: "The body is not UTF-8: byte \\x\(hexByte(body[offset])) at offset \(offset)."))
        }
        var reader = JSONReader(body, maximumDepth: maximumDepth)
        let answers: FormOutput
        do {
            answers = try reader.readDocument()
        } catch {
            return .refusal(reader.isTooDeep
                ? .badRequest(code: "request.tooDeep", message: "The JSON is nested deeper than \(maximumDepth) levels (\(error)).")
                : .badRequest(code: "request.malformedJSON", message: "The body is not valid JSON: \(error)."))
        }
        return .answers(answers)
    }

    /// Fills `form` with the answers in the request's language; the 422 of an answer the
    /// form cannot take, or `nil`.
    private func fill(_ form: FormGroup, with answers: FormOutput, acceptLanguage: String?) -> ValidationReply? {
        form.language = Language.negotiated(acceptLanguage: acceptLanguage, default: form.language)
        // The form serves this request only (then it is put back or dropped): answers are read
        // as sent, and laid out for display only where validation reads a field's text.
        let filled = TextInput.$displaysAnswers.withValue(false) {
            Result { () throws(FormDefinitionError) in try form.fill(answers: answers) }
        }
        do {
            try filled.get()
        } catch {
            return ValidationReply(status: 422, output: nil, problems: [
                ValidationReply.Problem(path: Self.formPath(error.path), code: "answer.invalid", message: error.message),
            ])
        }
        return nil
    }

    /// `$.dependants[0].cpf` as a form path: `dependants[0].cpf`; `$` as empty.
    private static func formPath(_ jsonPath: String) -> String {
        var path = Substring(jsonPath)
        if path.hasPrefix("$") { path.removeFirst() }
        if path.hasPrefix(".") { path.removeFirst() }
        return String(path)
    }
}
