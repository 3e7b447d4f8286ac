import ArgumentParser
import PCRE2
import Testing

@testable import KeystrokeCLI

/// `keystroke regex`: argument parsing, the report and its JSON, and errors exiting with status 2.
@Suite struct RegexCommandTests {
    @Test func parsesAsASubcommand() throws {
        let command = try KeystrokeCommand.parseAsRoot(["regex", "--json", "-i", #"\d+"#, "42"])
        let regex = try #require(command as? RegexCommand)
        #expect(regex.pattern == #"\d+"#)
        #expect(regex.subject == "42")
        #expect(regex.json)
        #expect(regex.ignoreCase)
        #expect(!regex.noJIT)
    }

    @Test func textReportShowsWholeMatchPartialAndGroups() throws {
        let pattern = try Pattern(#"(?<h>[01]\d|2[0-3]):(\d\d)"#)
        let report = try RegexReport(pattern: pattern, subject: "at 23:59 ok")
        #expect(report.text == """
            pattern:     (?<h>[01]\\d|2[0-3]):(\\d\\d)
            whole match: no
            partial:     none
            first match: "23:59" at 3..<8
              group 1 (h): "23"
              group 2: "59"
            """)
    }

    @Test func jsonReportHasNullsForUnsetGroups() throws {
        let pattern = try Pattern(#"(a)|(b)"#, options: .noJIT)
        let report = try RegexReport(pattern: pattern, subject: "b")
        #expect(report.json == #"""
            {"firstMatch":{"groups":[{"name":null,"number":1,"range":null,"text":null},\#
            {"name":null,"number":2,"range":[0,1],"text":"b"}],"range":[0,1],"text":"b","utf8Range":[0,1]},\#
            "jit":false,"matches":true,"partial":"complete","pattern":"(a)|(b)","subject":"b"}
            """#)
    }

    @Test func jsonReportEscapesTheSubjectAndLeavesOutAnAbsentMatch() throws {
        let report = try RegexReport(pattern: Pattern("x/"), subject: "a/\u{1}é\t\"\\")
        #expect(report.json == #"""
            {"jit":\#(report.jit),"matches":false,"partial":"none","pattern":"x/","subject":"a/\u0001é\t\"\\"}
            """#)
    }

    @Test func compileErrorExitsWithStatusTwo() throws {
        let command = try #require(try KeystrokeCommand.parseAsRoot(["regex", "(ab", "abc"]) as? RegexCommand)
        #expect {
            try command.run()
        } throws: { error in
            (error as? ExitCode) == ExitCode(2)
        }
    }

    @Test func errorJSONCarriesPCRE2Details() {
        do {
            _ = try Pattern("a)")
            Issue.record("compiled")
        } catch {
            #expect(RegexReport.errorJSON(error) == #"""
                {"characterOffset":1,"code":122,"error":"unmatched closing parenthesis at offset 1 in pattern 'a)'",\#
                "kind":"compile","message":"unmatched closing parenthesis","offset":1}
                """#)
        }
    }
}
