import Foundation
import Testing

@Suite("keystroke batch --csv: cleaning one column")
struct BatchCSVTests {
    static let people = """
        name,cpf,city
        Ana,123.456.789-09,Curitiba
        "Silva, Bruno",11144477735,"São Paulo"
        Carla,123.456.789-00,Recife
        "Dan ""D"" Souza",111.111.111-11,"Porto
        Alegre"
        Eva
        Fabio,987.654.321-00,Natal

        """

    @Test("Valid rows are kept with the column normalised; the others go to rejects with reasons")
    func cleans() throws {
        let directory = try TemporaryDirectory()
        let cleaned = directory.path("clean.csv")
        let rejects = directory.path("rejects.csv")
        let run = try Keystroke.run(
            ["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header", "--output", cleaned, "--rejects", rejects],
            input: Self.people)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(run.error.contains("3 rows kept, 3 rejected"))
        #expect(try String(contentsOfFile: cleaned, encoding: .utf8) == """
            name,cpf,city
            Ana,12345678909,Curitiba
            "Silva, Bruno",11144477735,"São Paulo"
            Fabio,98765432100,Natal

            """)
        let rejected = try String(contentsOfFile: rejects, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rejected[0] == "line,code,message,name,cpf,city")
        #expect(rejected[1].hasPrefix("4,cpf.checkDigit,"))
        #expect(rejected[1].hasSuffix(",Carla,123.456.789-00,Recife"))
        #expect(rejected[2].hasPrefix("5,cpf.repeatedDigits,"))
        #expect(rejected[2].hasSuffix(#","Dan ""D"" Souza",111.111.111-11,"Porto"#))
        #expect(rejected[3] == #"Alegre""#)
        #expect(rejected[4].hasPrefix("7,csv.missingColumn,"))
        #expect(rejected[4].hasSuffix(",Eva"))
    }

    @Test("--write text puts the display form in the column; output and rejects default to stdout and stderr")
    func displayText() throws {
        let run = try Keystroke.run(
            ["batch", "--csv", "--format", "cpf", "--format-column", "1", "--write", "text"],
            input: "12345678909,x\n1,y\n")
        #expect(run.status == 0)
        #expect(run.output == "123.456.789-09,x\n")
        #expect(run.error.hasPrefix("2,cpf.length,"))
        #expect(run.error.hasSuffix(",1,y\n"))
    }

    @Test("A cell with whitespace around its value is rejected as it was, never trimmed")
    func whitespaceAroundACell() throws {
        let run = try Keystroke.run(
            ["batch", "--csv", "--format", "cpf", "--format-column", "1"],
            input: "12345678909,x\n 12345678909,y\n\"12345678909 \",z\n")
        #expect(run.status == 0)
        #expect(run.output == "12345678909,x\n")
        let rejected = run.error.split(separator: "\n").map(String.init)
        #expect(rejected.count == 2, "\(run.error)")
        #expect(rejected[0].hasPrefix("2,whitespace,"))
        #expect(rejected[0].hasSuffix(", 12345678909,y"))
        #expect(rejected[1].hasPrefix("3,whitespace,"))
        #expect(rejected[1].hasSuffix(#","12345678909 ",z"#))
    }

    @Test("A quoted field that never closes is rejected at the end")
    func unterminated() throws {
        let run = try Keystroke.run(["batch", "--csv", "--format", "cpf", "--format-column", "1"], input: "\"123,x\n")
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("1,csv.unterminatedQuote,"))
    }

    @Test(
        "CSV options are checked",
        arguments: [
            ["batch", "--csv", "--format-column", "1"],
            ["batch", "--csv", "--format", "cpf"],
            ["batch", "--csv", "--format", "cpf", "--format-column", "0"],
            ["batch", "--csv", "--format", "cpf", "--format-column", "1", "--write", "digits"],
            ["batch", "--format", "cpf"],
        ])
    func options(arguments: [String]) throws {
        let run = try Keystroke.run(arguments)
        #expect(run.status != 0)
        #expect(run.output.isEmpty)
        #expect(!run.error.isEmpty)
    }

    @Test("An unknown format is an error on stderr")
    func unknownFormat() throws {
        let run = try Keystroke.run(["batch", "--csv", "--format", "nope", "--format-column", "1"], input: "1\n")
        #expect(run.status == 2)
        #expect(run.error.contains("unknown format 'nope'"))
    }
}
