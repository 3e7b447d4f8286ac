@_spi(KeystrokeInternal) import KeystrokeForms

/// A request that gets an error status before it reaches a route, and why.
struct HTTPFailure: Error {
    /// The status (400, 404, 408, 411, 413, 431, 505, …).
    var status: Int
    /// The stable code in the body (`request.tooLarge`).
    var code: String
    /// The message in the body, in English.
    var message: String

    /// A 400 for a malformed request.
    static func badRequest(_ message: String) -> HTTPFailure {
        HTTPFailure(status: 400, code: "request.malformed", message: message)
    }

    /// The response: the validation replies' body shape, one error at the empty path.
    var response: HTTPResponse {
        HTTPResponse(reply: ValidationReply(status: status, output: nil, problems: [.init(path: "", code: code, message: message)]))
    }
}
