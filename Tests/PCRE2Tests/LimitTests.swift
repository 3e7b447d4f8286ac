import PCRE2
import Testing

/// Catastrophic patterns fail with a limit error instead of hanging.
@Suite struct LimitTests {
    static let evil = String(repeating: "a", count: 10_000) + "b"

    static let redos: [String] = [#"(a+)+$"#, #"(a|a)*$"#, #"(a|aa)+$"#, #"(a*)*b?$"#, #"^(\w+\s?)*$"#]

    @Test(arguments: [Pattern.Options(), .noJIT], redos)
    func searchHitsALimit(options: Pattern.Options, source: String) throws {
        let pattern = try Pattern(source, options: options)
        let clock = ContinuousClock()
        let start = clock.now
        #expect {
            _ = try pattern.firstMatch(in: Self.evil + "!")
        } throws: { error in
            (error as? PCRE2Error)?.isLimitExceeded == true
        }
        // A generous bound: the point is "milliseconds, not forever", on a loaded machine.
        #expect(clock.now - start < .seconds(2))
    }

    @Test(arguments: [Pattern.Options(), .noJIT])
    func wholeMatchAndPartialHitALimit(options: Pattern.Options) throws {
        let pattern = try Pattern(#"(a+)+"#, options: options)
        #expect(throws: PCRE2Error.self) { try pattern.matches(Self.evil) }
        #expect(throws: PCRE2Error.self) { try pattern.partialMatch(Self.evil) }
    }

    @Test func limitErrorNamesTheLimit() throws {
        let pattern = try Pattern(#"(a+)+$"#, options: Pattern.Options([], matchLimit: 1_000))
        do {
            _ = try pattern.firstMatch(in: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaab")
            Issue.record("no limit error")
        } catch {
            #expect(error.kind == .matchLimit)
            #expect(error.code == -47)
            #expect(error.message == "match limit exceeded")
            #expect(error.description == "match limit exceeded (PCRE2 error -47)")
        }
    }

    @Test func deepInterpretedMatchHitsTheDepthOrHeapLimit() throws {
        let options = Pattern.Options([.noJIT], depthLimit: 100)
        let pattern = try Pattern(#"(?:a|b)*c"#, options: options)
        do {
            _ = try pattern.matches(String(repeating: "ab", count: 5_000) + "c")
            Issue.record("no limit error")
        } catch {
            #expect(error.kind == .depthLimit || error.kind == .heapLimit)
        }
    }

    @Test func deepJITMatchIsALimitErrorNotACrash() throws {
        let pattern = try Pattern(#"(a|b)*c"#)
        let long = String(repeating: "ab", count: 200_000) + "c"
        do {
            #expect(try pattern.matches(long))
        } catch {
            #expect(error.isLimitExceeded)
        }
    }

    @Test func ordinaryLongSubjectsStayUnderTheDefaults() throws {
        let pattern = try Pattern(#"[a-z]+(?:-[a-z]+)*"#)
        let long = Array(repeating: "word", count: 2_000).joined(separator: "-")
        #expect(try pattern.matches(long))
    }
}
