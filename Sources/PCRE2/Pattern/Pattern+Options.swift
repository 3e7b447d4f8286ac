extension Pattern {
    /// One compile-time switch; combine them in `Options`.
    public enum Option: Int, CaseIterable, Hashable, Sendable {
        /// Letters match both cases (Unicode case folding); `(?i)`.
        case caseInsensitive
        /// `^` and `$` also match at line breaks; `(?m)`.
        case multiline
        /// `.` also matches line breaks; `(?s)`.
        case dotAll
        /// Whitespace is ignored and `#` starts a comment; `(?x)`.
        case extended
        /// Like `extended`, and spaces and tabs in character classes are ignored too; `(?xx)`.
        case extendedMore
        /// Quantifiers are lazy by default and `?` makes them greedy; `(?U)`.
        case ungreedy
        /// Plain `( )` groups do not capture; only named groups do; `(?n)`.
        case noAutoCapture
        /// `$` matches only at the very end, not before a final newline.
        case dollarEndOnly
        /// Group names may repeat (`(?J)`); a name then refers to the first of its groups that is set.
        case allowDuplicateNames
        /// Never JIT-compile; always use PCRE2's interpreter (slower, same results).
        case noJIT
        /// `\\d`, `\\w`, `\\s` and POSIX classes match ASCII only (no Unicode properties): faster, for
        /// data whose subjects are ASCII, such as telephone numbering plans.
        case asciiClasses

        var bit: UInt32 { 1 << UInt32(rawValue) }
    }

    /// Compile options and resource limits for a `Pattern`.
    ///
    /// Written as an array of `Option`s, with limits settable afterwards:
    /// ```swift
    /// var options: Pattern.Options = [.caseInsensitive, .multiline]
    /// options.matchLimit = 10_000
    /// let pattern = try Pattern("^name: (\\w+)$", options: options)
    /// ```
    public struct Options: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
        /// The default match limit: enough for ordinary patterns on form-sized input, small enough
        /// that catastrophic backtracking fails within milliseconds.
        public static let defaultMatchLimit: UInt32 = 1_000_000
        /// The default depth limit (interpreter backtracking depth).
        public static let defaultDepthLimit: UInt32 = 100_000
        /// The default heap limit for the interpreter's backtracking frames, in KiB (64 MiB).
        public static let defaultHeapLimitKiB: UInt32 = 65_536

        private var bits: UInt32
        /// The most backtracking steps one match may take before failing with `.matchLimit`.
        public var matchLimit: UInt32
        /// The deepest backtracking nesting one interpreted match may reach (`.depthLimit`).
        /// JIT-compiled patterns are bounded by the match limit and the JIT stack instead.
        public var depthLimit: UInt32
        /// The most heap, in KiB, one interpreted match may use for backtracking (`.heapLimit`).
        public var heapLimitKiB: UInt32

        /// No switches and the default limits.
        public init() {
            self.init([])
        }

        /// Options from a list of switches and explicit limits.
        /// - Parameters:
        ///   - options: the compile-time switches.
        ///   - matchLimit: the most backtracking steps per match.
        ///   - depthLimit: the deepest backtracking nesting per interpreted match.
        ///   - heapLimitKiB: the most backtracking heap per interpreted match, in KiB.
        public init(
            _ options: [Option],
            matchLimit: UInt32 = Options.defaultMatchLimit,
            depthLimit: UInt32 = Options.defaultDepthLimit,
            heapLimitKiB: UInt32 = Options.defaultHeapLimitKiB
        ) {
            bits = options.reduce(0) { $0 | $1.bit }
            self.matchLimit = matchLimit
            self.depthLimit = depthLimit
            self.heapLimitKiB = heapLimitKiB
        }

        /// Options with the given switches and default limits.
        /// - Parameter elements: the compile-time switches.
        public init(arrayLiteral elements: Option...) {
            self.init(elements)
        }

        /// True when `option` is on.
        public func contains(_ option: Option) -> Bool { bits & option.bit != 0 }

        /// Turns `option` on.
        public mutating func insert(_ option: Option) { bits |= option.bit }

        /// Turns `option` off.
        public mutating func remove(_ option: Option) { bits &= ~option.bit }

        /// The switches that are on, in declaration order.
        public var enabled: [Option] { Option.allCases.filter(contains) }

        /// Lists the switches and limits, for logs and diagnostics.
        public var description: String {
            let names = enabled.map { "\($0)" }.joined(separator: ", ")
            return "[\(names)] matchLimit: \(matchLimit), depthLimit: \(depthLimit), heapLimitKiB: \(heapLimitKiB)"
        }

        /// Only `caseInsensitive`.
        public static var caseInsensitive: Options { [.caseInsensitive] }
        /// Only `multiline`.
        public static var multiline: Options { [.multiline] }
        /// Only `dotAll`.
        public static var dotAll: Options { [.dotAll] }
        /// Only `extended`.
        public static var extended: Options { [.extended] }
        /// Only `noJIT`: the interpreter.
        public static var noJIT: Options { [.noJIT] }

        /// PCRE2 compile option bits for the switches.
        var compileFlags: UInt32 {
            let table: [(Option, UInt32)] = [
                (.caseInsensitive, CompileFlag.caseless), (.multiline, CompileFlag.multiline),
                (.dotAll, CompileFlag.dotAll), (.extended, CompileFlag.extended),
                (.extendedMore, CompileFlag.extendedMore), (.ungreedy, CompileFlag.ungreedy),
                (.noAutoCapture, CompileFlag.noAutoCapture), (.dollarEndOnly, CompileFlag.dollarEndOnly),
                (.allowDuplicateNames, CompileFlag.allowDuplicateNames),
            ]
            return table.reduce(0) { contains($1.0) ? $0 | $1.1 : $0 }
        }

        var limits: MatchLimits { MatchLimits(match: matchLimit, depth: depthLimit, heapKiB: heapLimitKiB) }
    }
}
