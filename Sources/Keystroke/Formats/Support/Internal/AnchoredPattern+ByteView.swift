import PCRE2

extension AnchoredPattern {
    /// ``matches(utf8:)`` over a checked view of UTF-8 bytes: where the phone plans hand
    /// their digits to PCRE2.
    @inline(__always)
    func matches(_ subject: ByteView) throws(PCRE2Error) -> Bool {
        // SAFETY: the view is alive for the call, and the match reads its bytes only while it runs.
        try matches(utf8: subject.unsafeBuffer)
    }

    /// ``match(utf8:)`` over a checked view of UTF-8 bytes.
    @inline(__always)
    func match(_ subject: ByteView) throws(PCRE2Error) -> AnchoredMatch? {
        // SAFETY: the view is alive for the call, and the match reads its bytes only while it runs.
        try match(utf8: subject.unsafeBuffer)
    }

    /// ``match(utf8:groups:)`` over a checked view of UTF-8 bytes.
    @inline(__always)
    func match(_ subject: ByteView, groups: inout [Range<Int>?]) throws(PCRE2Error) -> Bool {
        // SAFETY: the view is alive for the call, and the match reads its bytes only while it runs.
        try match(utf8: subject.unsafeBuffer, groups: &groups)
    }
}
