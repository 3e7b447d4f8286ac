import ArgumentParser
import Keystroke
import KeystrokeBatch

/// `keystroke find phone[:REGION] [FILE|-]`: the phone numbers in a text, streamed.
struct FindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Find the phone numbers in a text, however long, as libphonenumber's matcher does.",
        discussion: """
            Reads the text in chunks and writes one JSON object a line for each number
            as it is found; memory does not grow with the input, and a number cut by a
            chunk boundary is still found. start and end count Characters from the start
            of the input (end is past the number's last Character); "extension" is
            there when the number has one. Bytes that are not UTF-8 read as U+FFFD.

            phone:REGION reads numbers written without + as numbers of REGION; phone
            finds only numbers written with +. --leniency possible also finds numbers
            that are only of a possible length; the default, valid, finds valid numbers
            that are not part of a word, a date or an amount.

            Exit status: 0, or 2 for bad usage, an unknown format, input that cannot
            be read or output that cannot be written.

            Examples:
              $ echo 'Call (201) 555-0123 or +44 20 7031 3000.' | keystroke find phone:US
              {"raw":"(201) 555-0123","value":"+12015550123","start":5,"end":19}
              {"raw":"+44 20 7031 3000","value":"+442070313000","start":23,"end":39}
              $ keystroke find phone:DE letters.txt
            """
    )

    @Argument(help: "The format: phone (numbers with + only) or phone:REGION.")
    var format: String

    @Argument(help: "The input file (standard input when absent or -).")
    var file: String?

    @Option(help: "How sure a match must be: valid or possible.")
    var leniency = "valid"

    // The chunk size, small in tests to put numbers across chunk boundaries.
    @Option(name: .customLong("chunk-size"), help: .hidden)
    var chunkSize = 1 << 16

    func validate() throws {
        guard ["valid", "possible"].contains(leniency) else {
            throw ArgumentParser.ValidationError("--leniency must be valid or possible.")
        }
        guard chunkSize >= 4 else { throw ArgumentParser.ValidationError("--chunk-size must be 4 or more.") }
    }

    func run() throws {
        guard let phone = try Diagnostics.format(format).base as? PhoneFormat else {
            throw Diagnostics.failure("find needs a phone format (phone or phone:REGION), not '\(format)'")
        }
        let input: Int32
        if let file, file != "-" {
            do {
                input = try Platform.openForReading(file)
            } catch {
                throw Diagnostics.failure(error.description)
            }
        } else {
            input = Platform.standardInput
        }
        defer { if input != Platform.standardInput { Platform.close(input) } }
        var stream = PhoneMatchStream(
            region: phone.region, leniency: leniency == "possible" ? .possible : .valid,
            output: ByteWriter(descriptor: Platform.standardOutput, capacity: 1 << 18), chunkSize: chunkSize)
        do {
            try stream.run(input)
        } catch {
            throw Diagnostics.failure(error.description)
        }
    }
}
