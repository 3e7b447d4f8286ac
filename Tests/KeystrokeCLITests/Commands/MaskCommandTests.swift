import Testing

@Suite("keystroke mask")
struct MaskCommandTests {
    @Test(
        "Applies a mask and shows the caret, value, completeness and affinity",
        arguments: [
            (["+7 ([000]) [000]-[00]-[00]", "9991234567"], "+7 (999) 123-45-67|  value=9991234567  complete"),
            (["[00]/[00]", "1"], "1|  value=1  incomplete"),
            (["[00]/[00]", "12", "--autocomplete"], "12/|  value=12  incomplete"),
            (["[00]/[00]", "12"], "12|  value=12  incomplete"),
            (["[00]{/}[00]", "0625"], "06/25|  value=06/25  complete"),
            (["[00]/[00]", "1234", "--caret", "1"], "1|2/34  value=1234  complete"),
        ])
    func applies(arguments: [String], expected: String) throws {
        let run = try Keystroke.run(["mask"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix(expected + "  affinity="), "\(run.output)")
    }

    @Test("--json prints the batch shape")
    func json() throws {
        let run = try Keystroke.run(["mask", "+1 ([000]) [000]-[0000]", "4155550100", "--json"])
        let object = try Keystroke.object(run.output)
        #expect(object["ok"] as? Bool == true)
        #expect(object["text"] as? String == "+1 (415) 555-0100")
        #expect(object["caret"] as? Int == 17)
        #expect(object["value"] as? String == "4155550100")
        #expect(object["complete"] as? Bool == true)
        #expect(object["affinity"] is Int)
    }

    @Test("Affine masks: the best fit formats the text")
    func affine() throws {
        let short = try Keystroke.run(["mask", "[00]-[00]", "12", "--affine", "[000]-[000]", "--json"])
        #expect(try Keystroke.object(short.output)["text"] as? String == "12")
        let long = try Keystroke.run(["mask", "[00]-[00]", "123456", "--affine", "[000]-[000]", "--json"])
        #expect(try Keystroke.object(long.output)["text"] as? String == "123-456")
    }

    @Test("A bad mask is an error on stderr with exit status 2")
    func badMask() throws {
        let run = try Keystroke.run(["mask", "[00", "1"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("unclosed bracket"))
    }

    @Test("An empty mask is an error, in mask and in type")
    func emptyMask() throws {
        for arguments in [["mask", "", "abc"], ["type", "mask:", "1"]] {
            let run = try Keystroke.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.output.isEmpty)
            #expect(run.error.contains("the mask is empty"))
        }
    }

    @Test("--autoskip without --backward is a usage error")
    func usage() throws {
        let run = try Keystroke.run(["mask", "[00]", "1", "--autoskip"])
        #expect(run.status != 0)
        #expect(run.error.contains("--autoskip"))
    }
}
