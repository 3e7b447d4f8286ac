import PCRE2

extension Pattern {
    /// ``firstMatch(utf8:from:groups:)`` over a checked view of UTF-8 bytes.
    @inline(__always)
    func firstMatch(_ subject: ByteView, from start: Int, groups: inout [Range<Int>?]) throws(PCRE2Error) -> Bool {
        try firstMatch(utf8: subject.unsafeBuffer, from: start, groups: &groups)
    }
}
