extension PhoneNumberMatcher {
    /// How sure ``PhoneNumberMatcher`` must be that a piece of text is a telephone number:
    /// libphonenumber's `Leniency`, from the most lenient.
    ///
    /// ```swift
    /// PhoneNumberMatcher(text: "call 201 555 0199", region: "US", leniency: .possible)
    /// ```
    public struct Leniency: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The levels, in libphonenumber's order (a struct around them lets levels be added).
        enum Level: Int {
            case possible, valid
        }

        let level: Level

        /// Numbers of a possible length for their calling code, valid or not
        /// (libphonenumber's `POSSIBLE`).
        public static let possible = Leniency(level: .possible)

        /// Valid numbers, not glued to letters, `%` or currency signs, whose `x`s are an extension
        /// label or a carrier placeholder, written with the national prefix where their region
        /// requires it (libphonenumber's `VALID`, the default).
        public static let valid = Leniency(level: .valid)

        /// Whether `lhs` is more lenient than `rhs`.
        public static func < (lhs: Leniency, rhs: Leniency) -> Bool { lhs.level.rawValue < rhs.level.rawValue }

        /// `possible` or `valid`.
        public var description: String {
            switch level {
            case .possible: "possible"
            case .valid: "valid"
            }
        }
    }
}
