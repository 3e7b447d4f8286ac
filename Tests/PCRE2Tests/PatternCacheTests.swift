import PCRE2
import Testing

/// The pattern cache stays bounded, keys on options, and is safe to share.
@Suite struct PatternCacheTests {
    @Test func returnsTheSamePatternForTheSameKey() throws {
        let cache = PatternCache(capacity: 4)
        let first = try cache.pattern(#"\d+"#)
        #expect(try cache.pattern(#"\d+"#) === first)
        #expect(try cache.pattern(#"\d+"#, options: .caseInsensitive) !== first)
        var limited = Pattern.Options()
        limited.matchLimit = 10
        #expect(try cache.pattern(#"\d+"#, options: limited) !== first)
        #expect(cache.count == 3)
    }

    @Test func evictsTheLeastRecentlyUsed() throws {
        let cache = PatternCache(capacity: 3)
        _ = try cache.pattern("a")
        _ = try cache.pattern("b")
        _ = try cache.pattern("c")
        _ = try cache.pattern("a")  // a is now the most recent; b the least
        _ = try cache.pattern("d")
        #expect(cache.count == 3)
        #expect(cache.contains("a"))
        #expect(!cache.contains("b"))
        #expect(cache.contains("c"))
        #expect(cache.contains("d"))
    }

    @Test func compileErrorsAreThrownAndNotCached() {
        let cache = PatternCache(capacity: 2)
        #expect(throws: PCRE2Error.self) { try cache.pattern("(ab") }
        #expect(cache.count == 0)
    }

    @Test func concurrentUseStaysBoundedAndConsistent() async throws {
        let cache = PatternCache(capacity: 16)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<500 {
                group.addTask {
                    let source = "x{\(task % 40)}"
                    let pattern = try cache.pattern(source)
                    #expect(pattern.source == source)
                    #expect(try pattern.matches(String(repeating: "x", count: task % 40)))
                }
            }
            try await group.waitForAll()
        }
        #expect(cache.count <= 16)
    }

    @Test func sharedCacheWorks() throws {
        let pattern = try PatternCache.shared.pattern(#"^\d{5}-\d{3}$"#)
        #expect(try pattern.matches("01310-100"))
        #expect(try PatternCache.shared.pattern(#"^\d{5}-\d{3}$"#) === pattern)
    }
}
