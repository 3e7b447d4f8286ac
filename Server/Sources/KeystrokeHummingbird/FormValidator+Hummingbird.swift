public import Hummingbird
public import KeystrokeForms

extension FormValidator {
    /// Reads `request`'s JSON body as answers and validates them, asynchronous rules included,
    /// with messages in the request's `Accept-Language`.
    ///
    /// ```swift
    /// router.post("/validate") { request, context in
    ///     await signUp.reply(to: request, context: context)     // 200, 422 or 400, JSON
    /// }
    /// ```
    /// - Parameters:
    ///   - request: The request; its body is collected up to `context.maxUploadSize`.
    ///   - context: The request's context.
    /// - Returns: The reply: 200 with the output, 422 with every error, 400 for a body that is
    ///   not UTF-8 JSON within the nesting limit. It is a `ResponseGenerator`: return it as it is.
    /// - Throws: Hummingbird's `HTTPError` 413 for a body past `context.maxUploadSize`.
    public func reply(to request: Request, context: some RequestContext) async throws -> ValidationReply {
        var request = request
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        return await validate(body: Array(body.readableBytesView), acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The form's normalized output for `request`'s answers, or a thrown ``FormValidationFailure``
    /// that Hummingbird answers 422 (or 400) with the errors as JSON.
    ///
    /// ```swift
    /// router.post("/signup") { request, context in
    ///     let output = try await signUp.validatedOutput(of: request, context: context)
    ///     try await accounts.create(output["username"]?.stringValue ?? "")
    ///     return HTTPResponse.Status.created
    /// }
    /// ```
    /// - Parameters:
    ///   - request: The request; its body is collected up to `context.maxUploadSize`.
    ///   - context: The request's context.
    /// - Returns: The output, as `FormGroup.validate()` would give it.
    public func validatedOutput(of request: Request, context: some RequestContext) async throws -> FormOutput {
        let reply = try await reply(to: request, context: context)
        guard let output = reply.output, reply.isValid else { throw FormValidationFailure(reply: reply) }
        return output
    }
}

extension ValidationReply: @retroactive ResponseGenerator {
    /// The reply as a JSON response with its status.
    public func response(from request: Request, context: some RequestContext) -> Response {
        Response(
            status: HTTPResponse.Status(code: status),
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
