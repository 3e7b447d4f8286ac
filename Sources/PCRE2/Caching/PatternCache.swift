/// A bounded, thread-safe cache of compiled patterns, keyed by source and options.
///
/// For callers that build patterns from strings again and again (form definitions, the CLI):
/// compiling and JIT-compiling costs far more than a match. When full, the least recently used
/// pattern is dropped. Compile errors are not cached.
///
/// ```swift
/// let digits = try PatternCache.shared.pattern(#"\d+"#)
/// ```
public final class PatternCache: Sendable {
    private struct Key: Hashable {
        let source: String
        let options: Pattern.Options
    }

    private struct Entry {
        let pattern: Pattern
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    /// The most patterns kept.
    public let capacity: Int
    private let state: Locked<State>

    /// A process-wide cache of 256 patterns.
    public static let shared = PatternCache(capacity: 256)

    /// An empty cache.
    /// - Parameter capacity: the most patterns kept; at least 1.
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        state = Locked(State())
    }

    /// The compiled pattern for `source` and `options`, compiling it on first use.
    ///
    /// Compilation happens outside the lock, so a slow compile never blocks other lookups; when two
    /// threads compile the same pattern at once, both get the one that was stored first.
    /// - Throws: the compile error, which is not cached.
    public func pattern(_ source: String, options: Pattern.Options = []) throws(PCRE2Error) -> Pattern {
        let key = Key(source: source, options: options)
        let cached: Pattern? = state.withLock { state in
            state.clock += 1
            guard var entry = state.entries[key] else { return nil }
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.pattern
        }
        if let cached { return cached }

        let compiled = try Pattern(source, options: options)
        return state.withLock { state in
            state.clock += 1
            if var existing = state.entries[key] {
                existing.lastUse = state.clock
                state.entries[key] = existing
                return existing.pattern
            }
            if state.entries.count >= capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
            }
            state.entries[key] = Entry(pattern: compiled, lastUse: state.clock)
            return compiled
        }
    }

    /// How many patterns are cached now.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Whether `source` with `options` is cached (without counting as a use).
    public func contains(_ source: String, options: Pattern.Options = []) -> Bool {
        state.withLock { $0.entries[Key(source: source, options: options)] != nil }
    }

    /// Drops every cached pattern.
    public func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }
}
