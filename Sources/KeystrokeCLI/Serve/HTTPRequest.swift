/// One HTTP/1.x request as `keystroke serve` reads it: the head's fields that matter and the body.
struct HTTPRequest {
    /// The method, as sent (`POST`; methods are case-sensitive).
    var method: String
    /// The target's path, without the query (`/validate`).
    var path: String
    /// Whether the request is HTTP/1.1 (else 1.0).
    var isHTTP11: Bool
    /// The header fields in order, names lowercased, values without surrounding spaces.
    var headers: [(name: String, value: String)]
    /// The body (empty until read).
    var body: [UInt8] = []

    /// The value of the first field named `name` (lowercase), if any.
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Every value of the fields named `name` (lowercase), in order.
    func headers(named name: String) -> [String] {
        headers.filter { $0.name == name }.map(\.value)
    }

    /// Whether the client wants the connection kept open after this request
    /// (HTTP/1.1 unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`).
    var wantsKeepAlive: Bool {
        var keepAlive = false
        for field in headers where field.name == "connection" {
            for option in Self.listItems(field.value.lowercased()) {
                switch option {
                case "close": return false
                case "keep-alive": keepAlive = true
                default: break
                }
            }
        }
        return isHTTP11 || keepAlive
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters of `set` (HTTP's optional whitespace).
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
