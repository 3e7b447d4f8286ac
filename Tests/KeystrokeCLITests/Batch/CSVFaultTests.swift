import Foundation
import Testing

/// `batch --csv` on generated files with faults injected: every input line ends up in
/// exactly one output, byte for byte, and a bad quote costs only its row.
@Suite("keystroke batch --csv: faulty files")
struct CSVFaultTests {
    static let validCPFs = ["12345678909", "11144477735", "98765432100"]

    /// A generated file and what the cleaner must make of it.
    struct Generated {
        var bytes: [UInt8] = Array("id,name,cpf,city\n".utf8)
        var rows = 0
        /// The 1-based line where each unterminated row starts.
        var unterminatedLines: [Int: Int] = [:]
        var line = 2
    }

    /// `count` rows with stray quotes, unterminated quotes, NUL bytes, quoted commas and
    /// line breaks, and blocks of CR-only and CRLF line ends.
    static func generate(rows count: Int) -> Generated {
        var generated = Generated()
        for id in 1...count {
            let end = (count / 3..<count / 2).contains(id) ? "\r" : id % 7 == 0 ? "\r\n" : "\n"
            var name = "Ana\(id)"
            var cpf = validCPFs[id % 3]
            var city = "Curitiba"
            var lines = 1
            if id % 97 == 0 { name = "An\"a\(id)" }  // a stray quote: a literal
            if id % 89 == 0 { name = "A\u{0}na" }  // a NUL byte in a copied field
            if id % 83 == 0 { cpf = "123\u{0}45678909" }  // a NUL byte in the validated field
            if id % 53 == 0 { cpf = "12345678900" }
            if id % 113 == 0 { name = "\"Silva, \"\"B\"\"\"" }
            if id % 41 == 0 {
                city = "\"Porto\(end)Alegre\""
                lines = 2
            }
            if id % 101 == 0 {
                name = "\"Ana"  // opens a quoted field that never closes
                city = "Recife"
                lines = 1
                generated.unterminatedLines[id] = generated.line
            }
            generated.bytes += Array("\(id),\(name),\(cpf),\(city)\(end)".utf8)
            generated.line += lines
            generated.rows += 1
        }
        return generated
    }

    @Test("Every input line lands in exactly one output, byte for byte, and the summary counts every row")
    func generatedFile() throws {
        let generated = Self.generate(rows: 40_000)
        let directory = try TemporaryDirectory()
        let cleanedPath = directory.path("clean.csv"), rejectsPath = directory.path("rejects.csv")
        let run = try Keystroke.run(
            ["batch", "--csv", "--format", "cpf", "--format-column", "3", "--header", "--write", "original",
             "--output", cleanedPath, "--rejects", rejectsPath],
            input: Data(generated.bytes))
        #expect(run.status == 0, "\(run.error)")
        let cleaned = Array(try Data(contentsOf: URL(fileURLWithPath: cleanedPath)))
        let rejects = Array(try Data(contentsOf: URL(fileURLWithPath: rejectsPath)))
        #expect(CSVLedger.mismatch(input: generated.bytes, cleaned: cleaned, rejects: rejects, header: true) == nil)

        let counts = run.error.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(counts.count == 2 && counts.reduce(0, +) == generated.rows, "\(run.error)")
        let rejected = String(decoding: rejects, as: UTF8.self)
        for line in generated.unterminatedLines.values {
            let row = "\(line),csv.unterminatedQuote,"  // after a LF or a CR-only line end
            #expect(rejected.contains("\n" + row) || rejected.contains("\r" + row), "line \(line)")
        }
        // Stray quotes are rejected as they were; CR-only lines and quoted line breaks are kept with their ends.
        #expect(rejected.contains(",csv.strayQuote,") && rejected.contains(",97,An\"a97,"))
        let kept = String(decoding: cleaned, as: UTF8.self)
        #expect(kept.contains("15000,Ana15000,12345678909,Curitiba\r"))
        #expect(kept.contains("14309,Ana14309,98765432100,\"Porto\rAlegre\"\r"))
    }

    @Test("One stray quote in a name costs only its row, rejected as it was, never rewritten")
    func strayQuote() throws {
        var input = "name,cpf,city\nAn\"a,123.456.789-09,Curitiba\n\"Ana\"x,123.456.789-09,Recife\n"
        for _ in 0..<1_000 { input += "Bea,111.444.777-35,Recife\n" }
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"], input: input)
        #expect(run.lines.count == 1_001)
        #expect(run.lines.dropFirst().allSatisfy { $0 == "Bea,11144477735,Recife" })
        #expect(run.error == """
            line,code,message,name,cpf,city
            2,csv.strayQuote,"a quote inside a field that does not start with one, at byte offset 2 of the row (RFC 4180 needs the field quoted and the quote doubled)",An"a,123.456.789-09,Curitiba
            3,csv.textAfterQuote,"text after a quoted field's closing quote, at byte offset 5 of the row","Ana"x,123.456.789-09,Recife

            """)
    }

    @Test("An unterminated quote costs its own row, reported with its line")
    func unterminatedQuote() throws {
        let input = "name,cpf,city\nBea,111.444.777-35,Recife\n\"Ana,123.456.789-09,Curitiba\nBea,111.444.777-35,Recife\nCid,123.456.789-09,\"São\nPaulo\"\n"
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"], input: input)
        #expect(run.lines == ["name,cpf,city", "Bea,11144477735,Recife", "Bea,11144477735,Recife", "Cid,12345678909,\"São", "Paulo\""])
        #expect(run.error == """
            line,code,message,name,cpf,city
            3,csv.unterminatedQuote,a quoted field opened on this line is not closed,"Ana,123.456.789-09,Curitiba

            """)
    }

    @Test("A quote left open at the end of a line closed by a later stray quote is caught by the row width")
    func widthCheck() throws {
        let input = "a,b\n\"x,12345678909\ny,12345678909\"\nz,12345678909\n"
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"], input: input)
        #expect(run.lines == ["a,b", "z,12345678909"])
        #expect(run.error.contains("2,csv.unterminatedQuote,"))
        #expect(run.error.contains("3,csv.strayQuote,"))
    }

    @Test("A long run of lines after an open quote stops at the record limit; the lines are read again")
    func recordLimit() throws {
        var input = "\"open,12345678909\n"
        for _ in 0..<300 { input += "x,12345678909\n" }
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2"], input: input)
        #expect(run.lines.count == 300)
        #expect(run.error.hasPrefix("1,csv.unterminatedQuote,"))
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test("A leading byte-order mark is not part of the first header name")
    func byteOrderMark() throws {
        let run = try Keystroke.run(
            ["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"],
            input: Data([0xEF, 0xBB, 0xBF] + Array("name,cpf\nAna,1\n".utf8)))
        #expect(run.output == "\u{FEFF}name,cpf\n")  // the mark stays the file's, in front of the header
        #expect(run.error.hasPrefix("line,code,message,name,cpf\n2,cpf.length,"))
    }
}

@Suite("keystroke batch: byte-order mark and limits in JSON Lines")
struct BatchByteOrderMarkTests {
    @Test("A leading byte-order mark does not spoil the first line")
    func byteOrderMark() throws {
        let run = try Keystroke.run(
            ["batch"], input: Data([0xEF, 0xBB, 0xBF] + Array((#"{"op":"format","format":"cpf","input":"12345678909"}"# + "\n").utf8)))
        #expect(run.lines == [#"{"ok":true,"text":"123.456.789-09","value":"12345678909"}"#])
    }

    @Test("A byte that is not ASCII text is shown as \\xC3 in the error, not as a garbled character")
    func byteShown() throws {
        let run = try Keystroke.run(["batch"], input: "é{}\n")
        let object = try Keystroke.object(try #require(run.lines.first))
        let error = try #require(object["error"] as? String)
        #expect(error.contains("unexpected character '\\xC3'"), "\(error)")
    }

    @Test("The too-long message states the limit")
    func tooLong() throws {
        let run = try Keystroke.run(["batch"], input: String(repeating: " ", count: (1 << 20) + 10) + "\n")
        #expect(run.output.contains("line longer than the limit of 1048576 bytes; skipped"))
    }
}
