/// An error from compiling or running a PCRE2 pattern.
///
/// Carries PCRE2's own error code and message; compile errors also carry the pattern and the
/// offset of the problem in it.
///
/// ```swift
/// do { _ = try Pattern("(ab") } catch { print(error) }
/// // missing closing parenthesis at offset 3 in pattern '(ab'
/// ```
public struct PCRE2Error: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, broadly.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Value: Hashable, Sendable {
            case compile, matchLimit, depthLimit, heapLimit, jitStackLimit, badUTF, noMemory, replacement, other
        }

        let value: Value

        /// The pattern does not compile.
        public static let compile = Kind(value: .compile)
        /// The match limit (backtracking steps) was reached: the pattern is too costly for the subject.
        public static let matchLimit = Kind(value: .matchLimit)
        /// The interpreter's backtracking depth limit was reached.
        public static let depthLimit = Kind(value: .depthLimit)
        /// The interpreter's heap limit was reached.
        public static let heapLimit = Kind(value: .heapLimit)
        /// The JIT stack was exhausted: a depth limit for JIT-compiled patterns.
        public static let jitStackLimit = Kind(value: .jitStackLimit)
        /// The subject or pattern is not valid UTF-8.
        public static let badUTF = Kind(value: .badUTF)
        /// PCRE2 could not get memory.
        public static let noMemory = Kind(value: .noMemory)
        /// A replacement template is malformed or names a group the pattern does not have.
        public static let replacement = Kind(value: .replacement)
        /// Any other failure reported by PCRE2.
        public static let `internal` = Kind(value: .other)

        /// A short name for the kind, such as `compile` or `matchLimit`.
        public var description: String {
            switch value {
            case .compile: "compile"
            case .matchLimit: "matchLimit"
            case .depthLimit: "depthLimit"
            case .heapLimit: "heapLimit"
            case .jitStackLimit: "jitStackLimit"
            case .badUTF: "badUTF"
            case .noMemory: "noMemory"
            case .replacement: "replacement"
            case .other: "internal"
            }
        }
    }

    /// What went wrong, broadly.
    public let kind: Kind
    /// PCRE2's error code: positive for compile errors, negative for match errors.
    public let code: Int
    /// PCRE2's own message for `code`, such as "missing closing parenthesis".
    public let message: String
    /// For compile and replacement errors: where the problem is, in UTF-8 code units (bytes) from the
    /// start of the pattern (or template). PCRE2 reports offsets in code units.
    public let offset: Int?
    /// `offset` counted in Characters from the start of the pattern (or template).
    public let characterOffset: Int?
    /// For compile errors, the pattern that failed; for replacement errors, the template.
    public let pattern: String?

    /// True when a resource limit stopped the match (match, depth, heap or JIT stack limit).
    public var isLimitExceeded: Bool {
        switch kind.value {
        case .matchLimit, .depthLimit, .heapLimit, .jitStackLimit: true
        default: false
        }
    }

    /// Reads like "missing closing parenthesis at offset 3 in pattern '(ab'".
    public var description: String {
        switch (offset, pattern) {
        case let (offset?, pattern?) where kind == .replacement:
            "\(message) at offset \(offset) in template '\(pattern)'"
        case let (offset?, pattern?):
            "\(message) at offset \(offset) in pattern '\(pattern)'"
        default:
            "\(message) (PCRE2 error \(code))"
        }
    }

    init(kind: Kind, code: Int, message: String, offset: Int? = nil, in pattern: String? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.offset = offset
        self.pattern = pattern
        if let offset, let pattern {
            characterOffset = Self.characterOffset(ofUTF8Offset: offset, in: pattern)
        } else {
            characterOffset = nil
        }
    }

    /// Counts the Characters before a UTF-8 offset; an offset inside a Character counts that Character.
    static func characterOffset(ofUTF8Offset offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        return text[..<end].count
    }
}
