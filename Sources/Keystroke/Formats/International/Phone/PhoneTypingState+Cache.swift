import PCRE2

/// The field formats' side of the as-you-type formatter: the state of the last keystroke,
/// resumed when the next text begins with what it was fed.
extension PhoneTypingState {
    /// The output for `typed`, resuming from the state `cache` kept for a prefix of it (the
    /// previous keystroke's, when typing at the end), and leaving this one there.
    static func format(_ typed: String, region: String, cache: Cache) -> String {
        cache.withState(region: region) { state in
            ByteView.with(typed) { bytes in
                if !state.hasFed(aPrefixOf: bytes) { state.reset() }
                for byte in bytes[state.accruedInput.count...] { state.input(byte) }
            }
            return ByteView.with(state.output) { ASCIIWriter.string(copying: $0) }
        }
    }

    /// Whether everything fed so far (``accruedInput``) begins `text`, compared byte by byte.
    func hasFed(aPrefixOf text: ByteView) -> Bool {
        let count = accruedInput.count
        guard count <= text.count else { return false }
        return ByteView.with(accruedInput) { $0.hasSameBytes(as: text[..<count]) }
    }

    /// The last formatter state of one field format, so that typing at the end costs one step.
    ///
    /// The lock is held while a keystroke is formatted (under a microsecond): copies of a format
    /// shared between threads take turns rather than copying the state.
    final class Cache: Sendable {
        private let last = Locked<PhoneTypingState?>(nil)

        init() {}

        /// `body` on the kept state, made first if there is none for `region`; advanced where it
        /// is kept, not copied out and back.
        func withState<Result>(region: String, _ body: (inout PhoneTypingState) -> Result) -> Result {
            last.withLock { kept in
                if kept == nil || kept!.defaultRegion != region { kept = PhoneTypingState(region: region) }
                return body(&kept!)
            }
        }
    }
}
