public import Hummingbird
public import KeystrokeForms

/// Answers that did not validate, thrown by `FormValidator.validatedOutput(of:context:)`:
/// Hummingbird answers it with the reply's status (422, or 400 for an unreadable body) and
/// `{"valid":false,"errors":[{"path":…,"code":…,"message":…}]}`.
public struct FormValidationFailure: HTTPResponseError {
    /// The reply sent to the client.
    public var reply: ValidationReply

    /// A failure answered with `reply`.
    /// - Parameter reply: A reply that is not valid.
    public init(reply: ValidationReply) {
        self.reply = reply
    }

    /// The reply's status: 422 or 400.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: reply.status) }

    /// The reply's JSON response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        reply.response(from: request, context: context)
    }
}
