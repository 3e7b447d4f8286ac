import KeystrokeBatch
@_spi(KeystrokeInternal) import KeystrokeForms

/// What `keystroke serve` answers: `POST /validate` and `GET /health`.
struct ServeRoutes: Sendable {
    /// Validates the answers against the served form.
    let validator: FormValidator

    /// The response to `request`: a route's, 404 for an unknown path, 405 for a wrong method.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/validate":
            guard request.method == "POST" else { return Self.wrongMethod(request, allowed: "POST") }
            let reply = validator.validateWithoutAsyncRules(body: request.body, acceptLanguage: request.header("accept-language"))
            return HTTPResponse(reply: reply)
        case "/health":
            guard request.method == "GET" || request.method == "HEAD" else {
                return Self.wrongMethod(request, allowed: "GET, HEAD")
            }
            return HTTPResponse(status: 200, body: Array(#"{"status":"ok"}"#.utf8))
        default:
            return HTTPFailure(
                status: 404, code: "request.notFound",
                message: "No route '\(shortenedForMessage(request.path))'; use POST /validate or GET /health."
            ).response
        }
    }

    private static func wrongMethod(_ request: HTTPRequest, allowed: String) -> HTTPResponse {
        var response = HTTPFailure(
            status: 405, code: "request.method", message: "\(request.path) takes \(allowed), not \(request.method).").response
        response.headers.append(("Allow", allowed))
        return response
    }
}
