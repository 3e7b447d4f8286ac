import Foundation
import Testing

/// `batch --csv` on generated files with faults injected: every input row ends up in
/// exactly one output, both outputs are valid RFC 4180, a bad quote costs only its row.
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

    @Test("Kept rows plus rejected rows are the input rows, each exactly once, in valid RFC 4180")
    func generatedFile() throws {
        let generated = Self.generate(rows: 40_000)
        let directory = try TemporaryDirectory()
        let cleanedPath = directory.path("clean.csv"), rejectsPath = directory.path("rejects.csv")
        let run = try Keystroke.run(
            ["batch", "--csv", "--format", "cpf", "--format-column", "3", "--header", "--output", cleanedPath, "--rejects", rejectsPath],
            input: Data(generated.bytes))
        #expect(run.status == 0, "\(run.error)")
        let cleaned = try #require(RFC4180.parse(Array(try Data(contentsOf: URL(fileURLWithPath: cleanedPath)))), "clean.csv is not RFC 4180")
        let rejects = try #require(RFC4180.parse(Array(try Data(contentsOf: URL(fileURLWithPath: rejectsPath)))), "rejects.csv is not RFC 4180")
        #expect(cleaned.first == ["id", "name", "cpf", "city"])
        #expect(rejects.first == ["line", "code", "message", "id", "name", "cpf", "city"])
        let kept = cleaned.dropFirst(), rejected = rejects.dropFirst()
        #expect(run.error == "keystroke: \(kept.count) rows kept, \(rejected.count) rejected\n")
        #expect(kept.count + rejected.count == generated.rows)

        var seen = [Int: Int]()
        for row in kept {
            #expect(row.count == 4, "\(row)")
            if let id = Int(row[0]) { seen[id, default: 0] += 1 }
        }
        var unterminated = [Int: Int]()
        for row in rejected {
            if let id = row.count > 3 ? Int(row[3]) : nil { seen[id, default: 0] += 1 }
            if row[1] == "csv.unterminatedQuote", let id = Int(row[3]) { unterminated[id] = Int(row[0]) }
        }
        #expect(seen.count == generated.rows)
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect(unterminated == generated.unterminatedLines)
        // Stray quotes are literals and CR-only lines are lines: those rows are kept.
        #expect(kept.contains { $0[0] == "97" && $0[1] == "An\"a97" })
        #expect(kept.contains { $0[0] == "15000" && $0[2] == "12345678909" })
        #expect(kept.contains { $0[0] == "14309" && $0[3] == "Porto\nAlegre" })
    }

    @Test("One stray quote in a name keeps every row (the issue's file, small)")
    func strayQuote() throws {
        var input = "name,cpf,city\nAn\"a,123.456.789-09,Curitiba\n"
        for _ in 0..<1_000 { input += "Bea,111.444.777-35,Recife\n" }
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"], input: input)
        #expect(run.lines.count == 1_002)
        #expect(run.lines[1] == #""An""a",12345678909,Curitiba"#)
        #expect(run.error == "line,code,message,name,cpf,city\n")
    }

    @Test("An unterminated quote costs its own row, reported with its line")
    func unterminatedQuote() throws {
        let input = "name,cpf,city\nBea,111.444.777-35,Recife\n\"Ana,123.456.789-09,Curitiba\nBea,111.444.777-35,Recife\nCid,123.456.789-09,\"São\nPaulo\"\n"
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"], input: input)
        #expect(run.lines == ["name,cpf,city", "Bea,11144477735,Recife", "Bea,11144477735,Recife", "Cid,12345678909,\"São", "Paulo\""])
        #expect(run.error == """
            line,code,message,name,cpf,city
            3,csv.unterminatedQuote,a quoted field opened on this line is not closed,\"\"\"Ana\",123.456.789-09,Curitiba

            """)
    }

    @Test("A quote left open at the end of a line closed by a later stray quote is caught by the row width")
    func widthCheck() throws {
        let input = "a,b\n\"x,12345678909\ny,12345678909\"\nz,12345678909\n"
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"], input: input)
        #expect(run.lines == ["a,b", "z,12345678909"])
        #expect(run.error.contains("2,csv.unterminatedQuote,"))
        #expect(run.error.contains("3,cpf."))
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
        #expect(run.output == "name,cpf\n")
        #expect(run.error.hasPrefix("line,code,message,name,cpf\n2,cpf.length,"))
    }
}

/// A strict RFC 4180 reader (LF record ends): nil when the bytes are not valid.
enum RFC4180 {
    static func parse(_ bytes: [UInt8]) -> [[String]]? {
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        var index = 0
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n")
        while index < bytes.count {
            if bytes[index] == quote {
                index += 1
                while true {
                    guard index < bytes.count else { return nil }
                    if bytes[index] == quote {
                        if index + 1 < bytes.count, bytes[index + 1] == quote {
                            field.append(quote)
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    field.append(bytes[index])
                    index += 1
                }
                guard index == bytes.count || bytes[index] == comma || bytes[index] == newline else { return nil }
            } else {
                while index < bytes.count, bytes[index] != comma, bytes[index] != newline {
                    if bytes[index] == quote || bytes[index] == 0x0D { return nil }
                    field.append(bytes[index])
                    index += 1
                }
            }
            record.append(String(decoding: field, as: UTF8.self))
            field.removeAll()
            if index < bytes.count, bytes[index] == comma {
                index += 1
                if index == bytes.count { return nil }
                continue
            }
            records.append(record)
            record.removeAll()
            index += 1
        }
        return records
    }
}

@Suite("keystroke batch: byte-order mark and limits in JSON Lines")
struct BatchByteOrderMarkTests {
    @Test("A leading byte-order mark does not spoil the first line")
    func byteOrderMark() throws {
        let run = try Keystroke.run(
            ["batch"], input: Data([0xEF, 0xBB, 0xBF] + Array((#"{"op":"format","format":"cpf","input":"12345678909"}"# + "\n").utf8)))
        #expect(run.lines == [#"{"ok":true,"text":"123.456.789-09","value":"12345678909","complete":true}"#])
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
