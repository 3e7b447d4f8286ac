import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke type FORMAT KEYS`: simulates typing into a field, one line per keystroke.
struct TypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Simulate typing into a field, one line per keystroke.",
        discussion: """
            Each line shows the key, the field's text with the caret as `|`, the raw
            value, completeness, and why a key was refused. In KEYS, `⌫` is Backspace,
            `⌦` Delete, `←` `→` move the caret, `⇱` `⇲` are Home and End.

            What --initial holds that the field does not keep is said on standard
            error; typing then starts from what it kept.

            Exit status: 0, or 2 for bad usage, an unknown format or a bad mask.

            Examples:
              $ keystroke type phone-br 4199⌫8
              4  (4|             value=4         incomplete
              1  (41) |          value=41        incomplete
              9  (41) 9|         value=419       incomplete
              9  (41) 99|        value=4199      incomplete
              ⌫  (41) 9|         value=419       incomplete
              8  (41) 98|        value=4198      incomplete
              $ keystroke type 'mask:[00]/[00]' 12
              1  1|              value=1         incomplete
              2  12/|            value=12        incomplete
              $ keystroke type cpf 123 --json
              {"text":"1","caret":1,"value":"1","complete":false,"refused":false}
              {"text":"12","caret":2,"value":"12","complete":false,"refused":false}
              {"text":"123.","caret":4,"value":"123","complete":false,"refused":false}
            """
    )

    @Argument(help: "A format id such as cpf, phone-br or currency:pt-BR:BRL, or mask:MASK for a bare mask.")
    var format: String

    @Argument(help: "The keys to type; ⌫ is Backspace.")
    var keys: String

    @Option(help: "The field's text before typing.")
    var initial: String = ""

    @Flag(help: "Print one JSON step per key, as `batch` does.")
    var json = false

    func run() throws {
        let formatter = try formatter()
        var state = EditingState(formatter: formatter, text: initial)
        reportDropped(from: initial, by: formatter, startingWith: state.text)
        let output = ByteWriter(descriptor: Platform.standardOutput)
        let keyWidth = 3
        for key in KeyScript.keys(keys) {
            guard let edit = Edit(key: key, in: state) else {
                throw Diagnostics.failure("KEYS: '\(key)' is not a key `type` understands")
            }
            let result = state.apply(edit)
            if json {
                output.writeStep(result)
                output.append(UInt8(ascii: "\n"))
                continue
            }
            let shown = TextWithCaret(result.text, caret: result.caret).description
            var line = key.label.padded(to: keyWidth) + shown.padded(to: 16) + "value=" + result.value.padded(to: 10)
            line += result.isComplete ? "complete" : "incomplete"
            if let refusal = result.refusal { line += "  refused: \(refusal.message)" }
            output.append(text: line.trailingSpacesRemoved + "\n")
        }
        try output.flush()
    }

    /// Says on standard error what of `--initial` the field did not keep (typing stays lenient: it goes on).
    private func reportDropped(from initial: String, by formatter: any InputFormatter, startingWith text: String) {
        guard !initial.isEmpty else { return }
        let shown = Diagnostics.shortened(initial)
        if text.isEmpty {
            Diagnostics.report("--initial '\(shown)': \(format) does not take it; typing starts from an empty field")
            return
        }
        let dropped = formatter.apply(MaskInput(text: initial)).dropped
        if !dropped.isEmpty {
            Diagnostics.report("--initial '\(shown)': \(format) dropped '\(Diagnostics.shortened(dropped))'; typing starts from '\(text)'")
        }
    }

    private func formatter() throws -> any InputFormatter {
        guard format.hasPrefix("mask:") else { return try Diagnostics.format(format) }
        do {
            return try MaskRequest(mask: String(format.dropFirst("mask:".count))).formatter()
        } catch {
            throw Diagnostics.failure(error.message)
        }
    }
}
